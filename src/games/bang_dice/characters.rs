//! The sixteen characters of the text, with their life values and the slugs
//! the setup and the save files name them by.

use crate::core::Msg;
use serde::{Deserialize, Serialize};

/// A character card. Each is in the game at most once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Character {
    /// May take an arrow instead of losing a life (not the last arrow, not
    /// against Indians or dynamite).
    BartCassidy,
    /// May reroll dynamite, unless he has three or more.
    BlackJack,
    /// May use a 1 as a 2 and the other way round.
    CalamityJanet,
    /// Whoever makes him lose life takes an arrow (not Indians or dynamite).
    ElGringo,
    /// A beer he uses on himself at 4 lives or fewer gives 2.
    JesseJones,
    /// Never loses more than 1 life to an Indian attack.
    Jourdonnais,
    /// Per gatling die, may discard 1 arrow of any player.
    KitCarlson,
    /// One extra reroll: four rolls in all.
    LuckyDuke,
    /// Never loses life to the gatling.
    PaulRegret,
    /// May discard one of his arrows each time he loses a life.
    PedroRamirez,
    /// Shoots one place further.
    RoseDoolan,
    /// At the start of his turn a player of his choice gains 1 life.
    SidKetchum,
    /// Once a turn, a beer may double a 1 or 2 on the same player.
    SlabTheKiller,
    /// Gains 2 lives when her turn ends without a 1 or a 2.
    SuzyLafayette,
    /// Gains 2 lives when another player is eliminated.
    VultureSam,
    /// Needs only 2 gatlings, once a turn.
    WillyTheKid,
}

impl Character {
    /// All sixteen, in the order of the text.
    pub const ALL: [Character; 16] = [
        Character::BartCassidy,
        Character::BlackJack,
        Character::CalamityJanet,
        Character::ElGringo,
        Character::JesseJones,
        Character::Jourdonnais,
        Character::KitCarlson,
        Character::LuckyDuke,
        Character::PaulRegret,
        Character::PedroRamirez,
        Character::RoseDoolan,
        Character::SidKetchum,
        Character::SlabTheKiller,
        Character::SuzyLafayette,
        Character::VultureSam,
        Character::WillyTheKid,
    ];

    /// The name used in the setup option `characters=` and in save files.
    pub fn slug(self) -> &'static str {
        match self {
            Character::BartCassidy => "bart-cassidy",
            Character::BlackJack => "black-jack",
            Character::CalamityJanet => "calamity-janet",
            Character::ElGringo => "el-gringo",
            Character::JesseJones => "jesse-jones",
            Character::Jourdonnais => "jourdonnais",
            Character::KitCarlson => "kit-carlson",
            Character::LuckyDuke => "lucky-duke",
            Character::PaulRegret => "paul-regret",
            Character::PedroRamirez => "pedro-ramirez",
            Character::RoseDoolan => "rose-doolan",
            Character::SidKetchum => "sid-ketchum",
            Character::SlabTheKiller => "slab-the-killer",
            Character::SuzyLafayette => "suzy-lafayette",
            Character::VultureSam => "vulture-sam",
            Character::WillyTheKid => "willy-the-kid",
        }
    }

    /// The lives printed in the text ("Bart Cassidy — 8 levens").
    pub fn life(self) -> u8 {
        match self {
            Character::ElGringo | Character::Jourdonnais | Character::KitCarlson => 7,
            Character::JesseJones
            | Character::PaulRegret
            | Character::RoseDoolan
            | Character::VultureSam => 9,
            Character::BartCassidy
            | Character::BlackJack
            | Character::CalamityJanet
            | Character::LuckyDuke
            | Character::PedroRamirez
            | Character::SidKetchum
            | Character::SlabTheKiller
            | Character::SuzyLafayette
            | Character::WillyTheKid => 8,
        }
    }

    /// The translation key of the character's name.
    pub fn name_key(self) -> String {
        format!("bang-dice-character-{}", self.slug())
    }

    /// The reference section that describes the character.
    pub fn section(self) -> String {
        format!("characters.{}", self.slug())
    }

    /// Reads a character as typed: the slug, or the start of exactly one slug
    /// (`sid`, `el`, `calamity`); spaces and underscores count as dashes.
    pub fn parse(typed: &str) -> Result<Character, Msg> {
        let wanted: String = typed
            .trim()
            .to_lowercase()
            .chars()
            .map(|c| if c == ' ' || c == '_' { '-' } else { c })
            .collect();
        if let Some(exact) = Character::ALL.into_iter().find(|c| c.slug() == wanted) {
            return Ok(exact);
        }
        let starts: Vec<Character> = Character::ALL
            .into_iter()
            .filter(|c| !wanted.is_empty() && c.slug().starts_with(&wanted))
            .collect();
        match starts.as_slice() {
            [one] => Ok(*one),
            [] => Err(Msg::new("bang-dice-setup-character-unknown").arg("typed", typed.trim())),
            _ => Err(Msg::new("bang-dice-setup-character-ambiguous").arg("typed", typed.trim())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_read_back_and_starts_are_accepted_when_unique() {
        for c in Character::ALL {
            assert_eq!(Character::parse(c.slug()), Ok(c));
        }
        assert_eq!(Character::parse("Sid"), Ok(Character::SidKetchum));
        assert_eq!(
            Character::parse("slab the killer"),
            Ok(Character::SlabTheKiller)
        );
        assert_eq!(
            Character::parse("s").map_err(|m| m.key),
            Err("bang-dice-setup-character-ambiguous".to_string())
        );
        assert_eq!(
            Character::parse("zorro").map_err(|m| m.key),
            Err("bang-dice-setup-character-unknown".to_string())
        );
    }

    #[test]
    fn life_values_are_those_of_the_text() {
        let total: u32 = Character::ALL.iter().map(|c| u32::from(c.life())).sum();
        // 3 × 7 + 9 × 8 + 4 × 9, counted from the list in the text.
        assert_eq!(total, 21 + 72 + 36);
    }
}
