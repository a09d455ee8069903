//! Over random solo play: Dead Ranger's card never gains a Bullet; the
//! Coins and Notoriety of the player and the supply add up to the box;
//! Outlaws are neither made nor lost; undoing an entry gives the state
//! before it back.

use super::helpers::*;
use crate::support::conformance::Conformance;
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

/// The entries a player could make now, as the pad's candidates and the
/// steps a form puts together (duels, cards, Intimidations, resources),
/// with the faces drawn from `dice`.
pub(super) fn candidates(s: &SoloState, dice: (u8, u8)) -> Vec<String> {
    use holster::games::undead_solo::choices::{self, Ask};
    let setup = holster::games::undead_solo::SoloSetup {
        player: "Ann".to_string(),
        critical: holster::games::undead::Side::Skull,
        horde: s.horde,
        board: Default::default(),
        trade_up: None,
    };
    let mut out: Vec<String> = choices::entries(s)
        .iter()
        .map(|a| UndeadSolo::format_action(&setup, a))
        .collect();
    let (a, b) = dice;
    match choices::ask(s) {
        Ask::Building => out.push(format!(
            "building B{} cost {a} notoriety {b} ability coin bonus coin",
            s.base.buildings.len()
        )),
        Ask::Undead => out.push(format!("undead {a} {b} notoriety 1")),
        Ask::Duel => out.push(format!("duel {a} {b}")),
        Ask::Answer => out.push("pay bullet 2>lost bullet 3>lost".to_string()),
        Ask::Turn => {
            for t in choices::ranger_targets(s) {
                out.push(format!("intimidate {t} {a}"));
                out.push(format!("intimidate {t} 8 crit bullet {}", 2 + b % 6));
            }
            out.push(format!("income bullet {} bullet {}", 2 + a % 6, 2 + b % 6));
            out.push(format!("income coin bullet {} notoriety", 2 + a % 6));
            out.push(format!("income bullet {}", 2 + a % 6));
            out.push("income coin coin coin".to_string());
            out.push("steal coin".to_string());
            out.push(format!("shoot {a}"));
        }
        _ => {}
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn whole_random_games_keep_the_books(
        picks in prop::collection::vec((any::<prop::sample::Index>(), 1..=8u8, 1..=8u8), 1..200),
        horde in any::<[bool; 4]>(),
    ) {
        let mut t = empty(&horde_options(&horde));
        for (pick, a, b) in picks {
            let before = t.state().clone();
            if before.end.is_some() {
                prop_assert!(UndeadSolo::outcome(t.setup(), &before).is_some());
                break;
            }
            let lines = candidates(&before, (a, b));
            prop_assert!(!lines.is_empty(), "nothing to enter in {:?}", before.base.phase);
            let line = &lines[pick.index(lines.len())];
            if t.enter_line(line).is_err() {
                continue;
            }
            let after = t.state().clone();
            prop_assert!(
                bullets(&after, DR).iter().all(|f| bullets(&before, DR).contains(f)),
                "{}: Dead Ranger's card gained a Bullet", line
            );
            prop_assert_eq!(resources(&after), (COINS, NOTORIETY), "{}", line);
            prop_assert_eq!(outlaws(&after, ME), 6, "{}", line);
            prop_assert_eq!(outlaws(&after, DR), 6, "{}", line);
            prop_assert_eq!(after.base.law, ME);
            t.undo().expect("an entry undoes");
            prop_assert_eq!(t.state(), &before, "undo of {}", line);
            t.redo().expect("and redoes");
            prop_assert_eq!(t.state(), &after, "redo of {}", line);
        }
    }
}
