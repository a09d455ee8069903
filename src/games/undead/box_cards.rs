//! The household's box, as the table entered it: the printed values the
//! text does not give (a building card's cost and Notoriety, an Undead
//! card's weak points and Notoriety) are the same cards in the same box
//! every game, so what the table entered once is kept among the board
//! values of the household's settings and offered again next game.
//!
//! Only values the table itself entered are kept, never a guess. They are
//! board values of their own keys: `card-ABILITY-cost` and
//! `card-ABILITY-notoriety` for the building card of that ability (each
//! building card carries one of the twenty, so the ability names the
//! card), and `undead-WEAK-NOTORIETY` (`undead-23-2`) for an Undead card
//! the box holds. A key or value that is not one of these is passed over.

use super::abilities::Ability;
use super::state::{Phase, UndeadState};
use std::collections::BTreeMap;

/// The highest printed number kept (the pad's forms hold no more).
const MOST: i64 = 30;

/// The key of a building card's printed cost.
pub fn cost_key(ability: Ability) -> String {
    format!("card-{}-cost", ability.slug())
}

/// The key of a building card's printed Notoriety.
pub fn notoriety_key(ability: Ability) -> String {
    format!("card-{}-notoriety", ability.slug())
}

/// The key of an Undead card of these weak points and this Notoriety.
pub fn undead_key(weak: &[u8], notoriety: u32) -> String {
    let weak: String = weak.iter().map(u8::to_string).collect();
    format!("undead-{weak}-{notoriety}")
}

/// A printed number kept under `key`, when it is one.
fn number(board: &BTreeMap<String, i64>, key: &str) -> Option<u32> {
    board
        .get(key)
        .filter(|v| (0..=MOST).contains(*v))
        .and_then(|v| u32::try_from(*v).ok())
}

/// The printed cost and Notoriety of the box's building card of this
/// ability, as the table entered them last: both, or none.
pub fn known_building(board: &BTreeMap<String, i64>, ability: Ability) -> Option<(u32, u32)> {
    Some((
        number(board, &cost_key(ability))?,
        number(board, &notoriety_key(ability))?,
    ))
}

/// The Undead card a key names: its weak points (faces 1 to 8, rising,
/// each once) and its Notoriety.
fn undead_of(key: &str) -> Option<(Vec<u8>, u32)> {
    let (weak, notoriety) = key.strip_prefix("undead-")?.split_once('-')?;
    let points: Vec<u8> = weak
        .chars()
        .map(|c| c.to_digit(10).and_then(|d| u8::try_from(d).ok()))
        .collect::<Option<_>>()?;
    let rising = points.windows(2).all(|w| w[0] < w[1]);
    let faces = points.iter().all(|p| (1..=8).contains(p));
    let notoriety: u32 = notoriety.parse().ok()?;
    (!points.is_empty() && rising && faces && i64::from(notoriety) <= MOST)
        .then_some((points, notoriety))
}

/// The box's Undead cards the table has entered, in the order of their
/// keys (weak points, then Notoriety).
pub fn known_undead(board: &BTreeMap<String, i64>) -> Vec<(Vec<u8>, u32)> {
    board
        .iter()
        .filter(|(_, v)| **v == 1)
        .filter_map(|(k, _)| undead_of(k))
        .collect()
}

/// Whether a board value is one of the box's cards as kept here.
pub fn is_box_value(key: &str, value: i64) -> bool {
    let card = |suffix: &str| {
        key.strip_prefix("card-")
            .and_then(|k| k.strip_suffix(suffix))
            .is_some_and(|slug| Ability::ALL.iter().any(|a| a.slug() == slug))
    };
    ((card("-cost") || card("-notoriety")) && (0..=MOST).contains(&value))
        || (undead_of(key).is_some() && value == 1)
}

/// The box's cards the table entered in this game, as board values to
/// keep for the next: only once the setup's cards are all in (a card taken
/// back while they are entered is never kept), and then every building
/// card and every Undead card on the table, in the street, in a building
/// or killed.
pub fn entered(state: &UndeadState) -> Vec<(String, i64)> {
    if matches!(state.phase, Phase::Buildings | Phase::SetupUndead) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for b in &state.buildings {
        out.push((cost_key(b.ability), i64::from(b.cost)));
        out.push((notoriety_key(b.ability), i64::from(b.notoriety)));
    }
    let undead = state
        .street
        .iter()
        .chain(state.buildings.iter().flat_map(|b| b.undead.iter()))
        .chain(state.bands.iter().flat_map(|b| b.killed.iter()));
    for card in undead {
        let mut weak = card.weak.clone();
        weak.sort_unstable();
        weak.dedup();
        let key = undead_key(&weak, card.notoriety);
        if undead_of(&key).is_some() {
            out.push((key, 1));
        }
    }
    out.retain(|(k, v)| is_box_value(k, *v));
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Settings;

    fn board(pairs: &[(&str, i64)]) -> BTreeMap<String, i64> {
        pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
    }

    #[test]
    fn a_building_card_is_known_by_its_ability_with_both_numbers() {
        let b = board(&[("card-gamble-cost", 6), ("card-gamble-notoriety", 3)]);
        assert_eq!(known_building(&b, Ability::Gamble), Some((6, 3)));
        assert_eq!(known_building(&b, Ability::Coin), None);
        let half = board(&[("card-coin-cost", 7)]);
        assert_eq!(known_building(&half, Ability::Coin), None, "both or none");
    }

    #[test]
    fn an_undead_card_is_its_weak_points_and_notoriety() {
        assert_eq!(undead_key(&[2, 3], 2), "undead-23-2");
        let b = board(&[("undead-23-2", 1), ("undead-5-1", 1), ("slots-4", 5)]);
        assert_eq!(known_undead(&b), vec![(vec![2, 3], 2), (vec![5], 1)]);
    }

    #[test]
    fn a_bad_entry_is_passed_over() {
        let b = board(&[
            ("card-gamble-cost", -1),
            ("card-gamble-notoriety", 3),
            ("card-nonsense-cost", 4),
            ("undead-32-2", 1),
            ("undead-29-2", 1),
            ("undead--2", 1),
            ("undead-23-x", 1),
            ("undead-23-2", 7),
            ("undead-4-99", 1),
            ("undead-45-3", 1),
        ]);
        assert_eq!(known_building(&b, Ability::Gamble), None);
        assert_eq!(known_undead(&b), vec![(vec![4, 5], 3)]);
        assert!(!is_box_value("card-nonsense-cost", 4));
        assert!(!is_box_value("slots-4", 5));
        assert!(is_box_value("card-fixed-price-notoriety", 2));
    }

    #[test]
    fn the_cards_of_a_game_are_kept_once_its_setup_cards_are_in() {
        use crate::core::{Game, SetupInput};
        use crate::session::{AnySession, Session};
        let input = SetupInput {
            players: ["Ann", "Bob"].map(String::from).to_vec(),
            options: [("law", "ann"), ("critical", "skull")]
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .into_iter()
                .collect(),
            board: board(&[("slots-2", 2)]),
        };
        let setup = super::super::Undead::setup(&input).expect("a table");
        let mut s = Session::<super::super::Undead>::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
        for line in [
            "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
            "building Bank cost 8 notoriety 4 ability coins-safe",
            "undead 3 2 notoriety 2",
            "undead 5 notoriety 1",
        ] {
            assert!(
                entered(s.state()).is_empty(),
                "not while the cards are entered"
            );
            s.enter_line(line).expect(line);
        }
        s.enter_line("undead 4 notoriety 1").expect("the street's");
        assert_eq!(s.state().phase, Phase::Starting);
        assert_eq!(
            entered(s.state()),
            board(&[
                ("card-coins-safe-cost", 8),
                ("card-coins-safe-notoriety", 4),
                ("card-gamble-cost", 6),
                ("card-gamble-notoriety", 3),
                ("undead-23-2", 1),
                ("undead-4-1", 1),
                ("undead-5-1", 1),
            ])
            .into_iter()
            .collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_box_cards_round_trip_through_the_settings_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.toml");
        let mut s = Settings::default();
        let kept = s
            .board_values
            .entry(<super::super::Undead as crate::core::Game>::ID)
            .or_default();
        kept.insert(cost_key(Ability::Gamble), 6);
        kept.insert(notoriety_key(Ability::Gamble), 3);
        kept.insert(undead_key(&[2, 3], 2), 1);
        s.save(&path).expect("saves");
        let loaded = Settings::load(&path);
        assert!(loaded.problem.is_none());
        assert_eq!(loaded.settings, s);
        let b = &loaded.settings.board_values[&<super::super::Undead as crate::core::Game>::ID];
        assert_eq!(known_building(b, Ability::Gamble), Some((6, 3)));
        assert_eq!(known_undead(b), vec![(vec![2, 3], 2)]);
    }

    #[test]
    fn a_bad_box_card_in_the_settings_file_is_ignored() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.toml");
        let text = "[board_values.undead]\n\"card-gamble-cost\" = \"six\"\n\
                    \"card-gamble-notoriety\" = 3\n\"undead-23-2\" = 1\n\
                    \"undead-99-2\" = 1\n\"card-coin-cost\" = 700\n\"card-coin-notoriety\" = 1\n";
        std::fs::write(&path, text).expect("write");
        let loaded = Settings::load(&path);
        let b = loaded
            .settings
            .board_values
            .get(&<super::super::Undead as crate::core::Game>::ID)
            .cloned()
            .unwrap_or_default();
        assert_eq!(known_building(&b, Ability::Gamble), None);
        assert_eq!(known_building(&b, Ability::Coin), None);
        assert_eq!(known_undead(&b), vec![(vec![2, 3], 2)]);
    }
}
