//! What the box holds, as far as the rulebook names it, so a pad can offer
//! a card to pick instead of asking for it to be typed, and never offers a
//! card the box does not hold.
//!
//! - Components: "Building cards: 20", "Undead cards: 18".
//! - Buildings Explained lists twenty abilities, ten Round Start and ten
//!   ongoing, and each building card carries one of them
//!   (`rulebooks/README.md`); five are marked "(4+ player building)", and
//!   Setup 1 says "If playing with 1-3 players, remove all five 4+
//!   buildings from the game" (the solo Setup: "removing those for 4+
//!   players"). So the box's building cards are named here by their
//!   ability; their names, costs and Notoriety are printed on the cards
//!   only, and are typed.
//! - The Undead cards are not named at all, beyond the three "6"s the solo
//!   Setup removes. A weak point is a number to hit, and only a Bullet
//!   hits: the Targeting card has its six slots on the faces 2 to 7 (8 is
//!   the Critical Hit, which kills whatever the card says, 1 the Critical
//!   Miss), so a weak point is one of those six faces.

use super::abilities::Ability;
use std::ops::RangeInclusive;

/// Building cards in the box (Components).
pub const BUILDING_CARDS: usize = 20;

/// Undead cards in the box (Components).
pub const UNDEAD_CARDS: usize = 18;

/// The faces a weak point can be: the Targeting card's slots.
pub const WEAK_POINTS: RangeInclusive<u8> = 2..=7;

/// The building cards in play for a table of `bands` bands, by their
/// ability in the text's order: all twenty from four bands, else the
/// fifteen without the 4+ buildings (Setup 1).
pub fn building_cards(bands: usize) -> Vec<Ability> {
    Ability::ALL
        .into_iter()
        .filter(|a| bands >= 4 || !a.four_plus())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_holds_twenty_building_cards_and_five_are_for_four_or_more() {
        // Components: "Building cards: 20"; Setup 1: "If playing with 1-3
        // players, remove all five 4+ buildings from the game."
        assert_eq!(building_cards(4).len(), BUILDING_CARDS);
        assert_eq!(building_cards(6).len(), BUILDING_CARDS);
        assert_eq!(building_cards(3).len(), BUILDING_CARDS - 5);
        assert!(building_cards(2).iter().all(|a| !a.four_plus()));
    }

    #[test]
    fn a_weak_point_is_a_slot_of_the_targeting_card() {
        // "If the number rolled matches a slot on your Targeting card with a
        // Bullet, you have hit your target": the slots are the faces 2-7.
        assert_eq!(WEAK_POINTS.collect::<Vec<u8>>(), [2, 3, 4, 5, 6, 7]);
        assert_eq!(
            WEAK_POINTS.collect::<Vec<u8>>(),
            super::super::state::SLOTS.collect::<Vec<u8>>()
        );
    }
}
