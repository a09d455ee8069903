//! Property tests over random entries, applied anyway when the rules object
//! (the table is the authority): Coins and Notoriety are conserved between
//! the supply, the stashes and the buildings' bonuses, the "1" and the "5"
//! Notoriety tokens each by kind; every card keeps six
//! Bullet/Casing slots; no band has more than six Outlaws, and each colour's
//! six are somewhere; and undo∘do is the identity.

use super::helpers::*;
use holster::games::undead::{Resource, UndeadState};
use holster::session::{AnySession, LineError, LineOutcome};
use proptest::prelude::*;

const LINES: &[&str] = &[
    "hiring none",
    "hiring bob",
    "hiring ann cid",
    "reveal ann 8 bob 3 cid 8",
    "reveal ann 7 bob 7 cid 6",
    "reveal ann 1 bob 5 cid 4",
    "reveal ann 1 bob 1 cid 2",
    "reveal ann 5 cid 2",
    "reveal bob 4",
    "wild 6",
    "wild 2",
    "hire bob coins 2",
    "hire ann notoriety 4",
    "hire cid free",
    "duel ann>cid 5 cid>ann 4",
    "duel ann>cid 3 cid>ann 8 crit",
    "duel ann>cid 1 cid>ann 1",
    "undead 2 3 notoriety 2 at street",
    "undead 5 notoriety 1 at bank",
    "aim street",
    "aim bank",
    "aim jail",
    "shoot 3",
    "shoot 4",
    "shoot 5",
    "shoot 8 crit",
    "shoot 1",
    "stop",
    "intimidate bob pay coin notoriety",
    "intimidate bob walk 5",
    "intimidate cid pay bullet 4>2 bullet 6>lost",
    "intimidate ann walk 3",
    "steal bob coin",
    "steal ann bullet 3>2",
    "steal cid notoriety",
    "income coin",
    "income bullet 2",
    "income coin coin coin",
    "income coin bullet 6 notoriety",
    "income bullet 4 bullet 7",
    "buy church 2",
    "buy jail",
    "buy saloon",
    "vacate",
    "stand",
    "fire 3 5",
    "fire 8 crit",
    "fire 1 4",
    "end",
    "end",
    "end",
    "leave church bob",
    "keep church bob 2",
    "keep jail ann 3",
    "next",
    "next",
    "use church cid",
    "use saloon ann roll 7",
    "use jail bob",
    "showdown ann>bob 5 bob>ann 6",
    "extra ann 2",
    "change ann 5",
    "change bob 5",
    "change cid 5",
    "change ann 1",
    "change bob 1",
    "undo",
];

fn check(s: &UndeadState) -> Result<(), TestCaseError> {
    let bonus = |r: Resource| s.buildings.iter().filter(|b| b.bonus == Some(r)).count() as u32;
    let coins: u32 =
        s.purses.iter().map(|p| p.coins).sum::<u32>() + s.supply_coins + bonus(Resource::Coin);
    let notoriety: u32 = s.purses.iter().map(|p| p.notoriety).sum::<u32>()
        + s.supply_notoriety
        + bonus(Resource::Notoriety);
    prop_assert_eq!(coins, 48, "Coins conserved");
    prop_assert_eq!(notoriety, 80, "Notoriety conserved");
    let ones: u32 = s.purses.iter().map(|p| p.ones()).sum::<u32>()
        + s.supply_ones()
        + bonus(Resource::Notoriety);
    let fives: u32 = s.purses.iter().map(|p| p.fives).sum::<u32>() + s.supply_fives;
    prop_assert_eq!(ones, 30, "\"1\" Notoriety tokens conserved");
    prop_assert_eq!(fives, 10, "\"5\" Notoriety tokens conserved");
    for p in &s.purses {
        prop_assert!(p.fives * 5 <= p.notoriety, "{:?}", p);
    }
    for (i, b) in s.bands.iter().enumerate() {
        prop_assert_eq!(b.card.len(), 6);
        prop_assert!(s.outlaws(i) <= 6, "band {} has {} Outlaws", i, s.outlaws(i));
        prop_assert_eq!(
            s.outlaws(i) + b.reserve + b.graveyard,
            6,
            "band {}'s six Outlaws",
            i
        );
    }
    prop_assert!((1..=3).contains(&s.round));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_entries_keep_every_bound(picks in proptest::collection::vec(0..LINES.len(), 1..150)) {
        // The table lets five "1"s be changed for a "5", so both ways are tried.
        let mut t = three_with(
            &[("law", "ann"), ("critical", "skull"), ("fives", "yes")],
            [
                "start ann bullet 3 bullet 5 coin",
                "start bob coin coin notoriety",
                "start cid bullet 4 bullet 6 bullet 7",
            ],
        );
        for pick in picks {
            let line = LINES[pick];
            let before = t.state().clone();
            let anyway = format!("{line}!");
            let typed = if line == "undo" || line.starts_with("fix") { line } else { anyway.as_str() };
            match t.enter_line(typed) {
                Ok(LineOutcome::Entered(_)) => {
                    if !line.starts_with("fix") {
                        check(t.state())?;
                    }
                    for counter in t.counters() {
                        prop_assert!(counter.min <= counter.value && counter.value <= counter.max, "{:?}", counter);
                    }
                    if line != "undo" && !line.starts_with("fix") {
                        let after = t.state().clone();
                        prop_assert!(t.undo().is_ok());
                        prop_assert_eq!(t.state(), &before, "undo after {}", line);
                        prop_assert!(t.redo().is_ok());
                        prop_assert_eq!(t.state(), &after);
                    }
                }
                Ok(LineOutcome::Moved(_)) => {}
                Err(LineError::Parse(_)) | Err(LineError::Entry(_)) => {
                    prop_assert_eq!(t.state(), &before, "a refused line changed the state");
                }
            }
        }
    }
}
