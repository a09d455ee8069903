//! The twenty building abilities the text lists ("Buildings Explained"):
//! ten Round Start ("!") and ten ongoing. Each building card carries one;
//! the table picks it by its words when the card is revealed. "Building
//! abilities overrule the rule book."

use crate::core::Msg;
use serde::{Deserialize, Serialize};

/// One of the twenty abilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ability {
    /// Round Start: gain 1 Coin.
    Coin,
    /// Round Start: gain 1 Notoriety.
    Notoriety,
    /// Round Start: gain 1 Bullet.
    Bullet,
    /// Round Start: reset the Critical token from Backfire to Skull.
    ResetCritical,
    /// Round Start: if this building has no Undead, add one from Boot Hill.
    DrawUndead,
    /// Round Start: you may spend 1 Coin for 1 Bullet or 1 Notoriety.
    BuyResource,
    /// Round Start: roll a d8: 1–3 a Coin, 4–6 a Bullet, 7–8 a Notoriety.
    RollResource,
    /// Round Start: move your Bullets from and to any slot.
    MoveBullets,
    /// Round Start: roll a d8: 1 lose a Coin, 2–3 nothing, 4–6 a Coin, 7–8 two;
    /// several occupants do not duel.
    Gamble,
    /// Round Start (4+): spend 1 Notoriety to send an Undead from Boot Hill to a building without one.
    SendUndead,
    /// Ongoing: your Coins cannot be stolen.
    CoinsSafe,
    /// Ongoing: your Notoriety cannot be stolen.
    NotorietySafe,
    /// Ongoing: your Bullets cannot be stolen.
    BulletsSafe,
    /// Ongoing: one more of the resource you steal.
    StealMore,
    /// Ongoing: this building always costs 5 Coins.
    FixedPrice,
    /// Ongoing: 1 Notoriety per Undead killed by any player.
    UndeadBounty,
    /// Ongoing (4+): give 1 Coin to an opponent to avoid a Shootout.
    BuyOff,
    /// Ongoing (4+): one more of a resource you gain in Income.
    IncomeMore,
    /// Ongoing (4+): 1 Notoriety each time you are in a Shootout.
    ShootoutNotoriety,
    /// Ongoing (4+): +2 to your hit value in a Shootout at this building.
    HomeAdvantage,
}

/// What the fixed-price building always costs ("The cost to buy this
/// building is always 5 Coins").
pub const FIXED_PRICE: u32 = 5;

impl Ability {
    /// The cost the text gives for a card of this ability, where it gives
    /// one (only the fixed-price building's): a pad pre-fills it, and never
    /// guesses the others, which are printed on the cards only.
    pub fn text_cost(self) -> Option<u32> {
        (self == Ability::FixedPrice).then_some(FIXED_PRICE)
    }

    /// All twenty, in the order of the text.
    pub const ALL: [Ability; 20] = [
        Ability::Coin,
        Ability::Notoriety,
        Ability::Bullet,
        Ability::ResetCritical,
        Ability::DrawUndead,
        Ability::BuyResource,
        Ability::RollResource,
        Ability::MoveBullets,
        Ability::Gamble,
        Ability::SendUndead,
        Ability::CoinsSafe,
        Ability::NotorietySafe,
        Ability::BulletsSafe,
        Ability::StealMore,
        Ability::FixedPrice,
        Ability::UndeadBounty,
        Ability::BuyOff,
        Ability::IncomeMore,
        Ability::ShootoutNotoriety,
        Ability::HomeAdvantage,
    ];

    /// The word in the notation (the same as its reference section's last part).
    pub fn slug(self) -> &'static str {
        match self {
            Ability::Coin => "coin",
            Ability::Notoriety => "notoriety",
            Ability::Bullet => "bullet",
            Ability::ResetCritical => "reset-critical",
            Ability::DrawUndead => "draw-undead",
            Ability::BuyResource => "buy-resource",
            Ability::RollResource => "roll-resource",
            Ability::MoveBullets => "move-bullets",
            Ability::Gamble => "gamble",
            Ability::SendUndead => "send-undead",
            Ability::CoinsSafe => "coins-safe",
            Ability::NotorietySafe => "notoriety-safe",
            Ability::BulletsSafe => "bullets-safe",
            Ability::StealMore => "steal-more",
            Ability::FixedPrice => "fixed-price",
            Ability::UndeadBounty => "undead-bounty",
            Ability::BuyOff => "buy-off",
            Ability::IncomeMore => "income-more",
            Ability::ShootoutNotoriety => "shootout-notoriety",
            Ability::HomeAdvantage => "home-advantage",
        }
    }

    /// A Round Start ability ("!" on the card).
    pub fn round_start(self) -> bool {
        Ability::ALL.iter().position(|a| *a == self).unwrap_or(0) < 10
    }

    /// One of the five abilities of the 4+ player buildings.
    pub fn four_plus(self) -> bool {
        matches!(
            self,
            Ability::SendUndead
                | Ability::BuyOff
                | Ability::IncomeMore
                | Ability::ShootoutNotoriety
                | Ability::HomeAdvantage
        )
    }

    /// The reference section that gives its words.
    pub fn section(self) -> &'static str {
        match (self.round_start(), self) {
            (true, a) => ROUND_START_SECTIONS[a as usize],
            (false, a) => ONGOING_SECTIONS[a as usize - 10],
        }
    }

    /// Its words for people.
    pub fn label(self) -> Msg {
        Msg::new(format!("undead-ability-{}", self.slug()))
    }

    /// Reads an ability by its word (English or Dutch) or its number 1–20 in the text's order.
    pub fn parse(typed: &str) -> Result<Ability, Msg> {
        let t = typed.trim().to_lowercase();
        if let Some(a) = t
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| Ability::ALL.get(i))
        {
            return Ok(*a);
        }
        Ability::ALL
            .into_iter()
            .find(|a| a.slug() == t || a.dutch() == t)
            .ok_or_else(|| Msg::new("undead-notation-ability").arg("typed", typed.trim()))
    }

    /// The Dutch word in the notation.
    pub fn dutch(self) -> &'static str {
        match self {
            Ability::Coin => "munt",
            Ability::Notoriety => "notoriety",
            Ability::Bullet => "bullet",
            Ability::ResetCritical => "critical-terug",
            Ability::DrawUndead => "undead-trekken",
            Ability::BuyResource => "grondstof-kopen",
            Ability::RollResource => "grondstof-gooien",
            Ability::MoveBullets => "bullets-verplaatsen",
            Ability::Gamble => "gokken",
            Ability::SendUndead => "undead-sturen",
            Ability::CoinsSafe => "munten-veilig",
            Ability::NotorietySafe => "notoriety-veilig",
            Ability::BulletsSafe => "bullets-veilig",
            Ability::StealMore => "meer-stelen",
            Ability::FixedPrice => "vaste-prijs",
            Ability::UndeadBounty => "undead-premie",
            Ability::BuyOff => "afkopen",
            Ability::IncomeMore => "meer-inkomen",
            Ability::ShootoutNotoriety => "vuurgevecht-notoriety",
            Ability::HomeAdvantage => "thuisvoordeel",
        }
    }
}

const ROUND_START_SECTIONS: [&str; 10] = [
    "buildings.round-start.coin",
    "buildings.round-start.notoriety",
    "buildings.round-start.bullet",
    "buildings.round-start.reset-critical",
    "buildings.round-start.draw-undead",
    "buildings.round-start.buy-resource",
    "buildings.round-start.roll-resource",
    "buildings.round-start.move-bullets",
    "buildings.round-start.gamble",
    "buildings.round-start.send-undead",
];

const ONGOING_SECTIONS: [&str; 10] = [
    "buildings.ongoing.coins-safe",
    "buildings.ongoing.notoriety-safe",
    "buildings.ongoing.bullets-safe",
    "buildings.ongoing.steal-more",
    "buildings.ongoing.fixed-price",
    "buildings.ongoing.undead-bounty",
    "buildings.ongoing.buy-off",
    "buildings.ongoing.income-more",
    "buildings.ongoing.shootout-notoriety",
    "buildings.ongoing.home-advantage",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_fixed_price_card_has_a_cost_the_text_gives() {
        // "The cost to buy this building is always 5 Coins."; every other
        // cost is printed on its card only.
        let given: Vec<(Ability, u32)> = Ability::ALL
            .into_iter()
            .filter_map(|a| a.text_cost().map(|c| (a, c)))
            .collect();
        assert_eq!(given, [(Ability::FixedPrice, 5)]);
    }
}
