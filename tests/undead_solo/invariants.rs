//! Over random solo play: Dead Ranger's card never gains a Bullet; the
//! Coins and Notoriety of the player and the supply add up to the box;
//! Outlaws are neither made nor lost; undoing an entry gives the state
//! before it back.

use super::helpers::*;
use crate::support::Conformance;
use holster::core::Game;
use holster::games::undead::state::{COINS, NOTORIETY};
use holster::games::undead_solo::{SoloState, UndeadSolo};
use holster::session::AnySession;
use proptest::prelude::*;

/// Every Coin and Notoriety of the box: the purses, the supply, the
/// buildings' unclaimed bonuses.
fn resources(s: &SoloState) -> (u32, u32) {
    let b = &s.base;
    let bonus = |r| b.buildings.iter().filter(|x| x.bonus == Some(r)).count() as u32;
    let coins: u32 = b.purses.iter().map(|p| p.coins).sum::<u32>()
        + b.supply_coins
        + bonus(holster::games::undead::Resource::Coin);
    let notoriety: u32 = b.purses.iter().map(|p| p.notoriety).sum::<u32>()
        + b.supply_notoriety
        + bonus(holster::games::undead::Resource::Notoriety);
    (coins, notoriety)
}

/// Outlaws of a band wherever they are.
fn outlaws(s: &SoloState, band: usize) -> usize {
    let b = &s.base.bands[band];
    let on: usize = s
        .base
        .spaces
        .iter()
        .flatten()
        .filter(|p| p.band == band)
        .count();
    let housed = s.base.held_by(band).len();
    usize::from(b.home) + usize::from(b.reserve) + usize::from(b.graveyard) + on + housed
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_play_keeps_the_books(lines in prop::collection::vec(UndeadSolo::lines(), 1..120)) {
        let mut t = ready();
        for line in &lines {
            let before = t.state().clone();
            let entered = t.enter_line(line).is_ok();
            let after = t.state().clone();
            prop_assert!(
                bullets(&after, DR).iter().all(|f| bullets(&before, DR).contains(f)),
                "{line}: Dead Ranger's card gained a Bullet"
            );
            prop_assert_eq!(resources(&after), (COINS, NOTORIETY), "{}", line);
            prop_assert_eq!(outlaws(&after, ME), 6, "{}", line);
            prop_assert_eq!(outlaws(&after, DR), 6, "{}", line);
            if entered && after != before {
                t.undo().expect("an entry undoes");
                prop_assert_eq!(t.state(), &before, "undo of {}", line);
                t.redo().expect("and redoes");
                prop_assert_eq!(t.state(), &after, "redo of {}", line);
            }
            if after.end.is_some() {
                prop_assert!(UndeadSolo::outcome(t.setup(), &after).is_some());
            }
        }
    }
}
