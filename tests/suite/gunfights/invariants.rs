//! Property tests: random entries of every kind, applied anyway when the
//! rules object (the table is the authority), must never break the physical
//! bounds: health 0 to 4, one of each item, a pocket only for the Thief,
//! the Bullseye at most +2, at most six bullets in the chamber, the round 1
//! to 6, every counter within its bounds; and undo∘do is the identity.
//! (Ammo and money are unsigned, and paying more than is held is refused.)

use super::helpers::*;
use holster::games::gunfights::{Character, GunState};
use holster::session::{AnySession, LineError, LineOutcome};
use proptest::prelude::*;

const LINES: &[&str] = &[
    "income",
    "buy beer",
    "buy tobacco for sheriff",
    "buy whiskey for thief",
    "buy dynamite",
    "buy colt",
    "buy winchester trade-in",
    "buy ammo 2 for deputy",
    "rebuild church",
    "rebuild saloon",
    "bet 5 7",
    "bet 15 18",
    "call 21 14",
    "call 28 3",
    "practice 3 8 5",
    "practice 1 20 10",
    "practice 4 9",
    "oil sheriff deadeye",
    "oil thief lucky",
    "oil mayor quick-draw",
    "cycle",
    "trap",
    "guard 12",
    "guard 3",
    "bomb",
    "reveal",
    "reveal 13",
    "steal beer 20",
    "steal tobacco 20",
    "steal colt 2",
    "steal winchester 19",
    "guarantee dynamite",
    "guarantee winchester for scout",
    "steal ammo",
    "pocket beer",
    "pocket tobacco",
    "trade mayor sheriff colt",
    "trade mayor deputy ammo 1",
    "trade thief scout beer",
    "trade scout thief ammo 2",
    "end",
    "end",
    "end",
    "raid",
    "raid church saloon",
    "raid store dead sheriff thief",
    "raid stockade dead mayor",
    "shoot sheriff 12 15",
    "shoot thief 20 20 at deputy",
    "shoot deputy 13 2 at thief",
    "shoot mayor 10 3 beer",
    "shoot mayor 2 5 tobacco",
    "shoot head-honcho 15 4",
    "throw head-honcho 10",
    "throw head-honcho 14",
    "shoot thief 20 16 at sheriff sheriff deputy",
    "guard 9 lucky",
    "steal colt 9 lucky",
    "reveal 12 lucky",
    "oil thief lucky",
    "defend mayor ammo-depot sheriff stockade deputy stockade trap stockade",
    "attack scout church thief stockade head-honcho ammo-depot bombs church stockade",
    "damage stockade",
    "damage trap",
    "damage trap thief",
    "damage bomb stockade sheriff",
    "damage bomb church",
    "cease stockade",
    "cease ammo-depot",
    "fix sheriff health 0",
    "fix thief ammo 0",
    "fix mayor money 40",
    "undo",
];

fn check(state: &GunState) -> Result<(), TestCaseError> {
    for seat in &state.seats {
        prop_assert!(seat.health <= 4, "{seat:?}");
        prop_assert!(seat.bullseye <= 2);
        let mut items = seat.items.clone();
        items.dedup();
        prop_assert_eq!(items.len(), seat.items.len(), "one of each: {:?}", seat);
        prop_assert!(seat.items.iter().all(|i| i.gun().is_none()));
        prop_assert!(seat.pocket.is_none() || seat.character == Character::Thief);
        prop_assert!(seat.character.buyer() || seat.money == 0, "{seat:?}");
    }
    prop_assert!(state.chamber.len() <= 6);
    prop_assert!((1..=6).contains(&state.round));
    prop_assert!(
        state.this_round.entry_bombs <= 2,
        "the Scout has two Entry Bombs"
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_entries_keep_every_bound(picks in proptest::collection::vec(0..LINES.len(), 1..120), variant in any::<bool>()) {
        let mut t = if variant { four() } else { six() };
        for pick in picks {
            let line = LINES[pick];
            let before = t.state().clone();
            let anyway = format!("{line}!");
            let typed = if line == "undo" || line.starts_with("fix") { line } else { anyway.as_str() };
            match t.enter_line(typed) {
                Ok(LineOutcome::Entered(_)) => {
                    check(t.state())?;
                    for counter in t.counters() {
                        prop_assert!(counter.min <= counter.value && counter.value <= counter.max, "{counter:?}");
                    }
                    if line != "undo" && !line.starts_with("fix") {
                        let after = t.state().clone();
                        prop_assert!(t.undo().is_ok());
                        prop_assert_eq!(t.state(), &before, "undo after {}", line);
                        prop_assert!(t.redo().is_ok());
                        prop_assert_eq!(t.state(), &after);
                    }
                }
                Ok(LineOutcome::Moved(_)) => check(t.state())?,
                Err(LineError::Parse(_)) | Err(LineError::Entry(_)) => {
                    prop_assert_eq!(t.state(), &before, "a refused line changed the state");
                }
            }
        }
    }
}
