//! Notoriety tokens by kind: thirty "1"s and ten "5"s. Actions move only
//! "1"s; a "5" can always be changed for five "1"s (Income), and Holster
//! does so when a "1" is owed and none is held; changing five "1"s for a
//! "5" is the table's decision at setup (the text is silent). Each kind
//! runs out on its own, and Holster says so.

use super::helpers::*;
use holster::games::undead::UndeadState;

const STARTS: [&str; 3] = [
    "start ann bullet 3 bullet 5 coin",
    "start bob coin coin notoriety",
    "start cid bullet 4 bullet 6 bullet 7",
];

fn with_fives(decision: &str) -> Table {
    three_with(
        &[("law", "ann"), ("critical", "skull"), ("fives", decision)],
        STARTS,
    )
}

/// A person's Notoriety value, their "1"s and their "5"s.
fn tokens(s: &UndeadState, person: usize) -> (u32, u32, u32) {
    let p = s.purses[person];
    (p.notoriety, p.ones(), p.fives)
}

#[test]
fn five_ones_change_for_a_five_when_the_table_allows_and_a_five_is_broken_to_pay() {
    let mut t = with_fives("yes");
    ok(&mut t, "fix 1 notoriety 5");
    assert_eq!(tokens(t.state(), 0), (5, 5, 0));
    ok(&mut t, "change ann 5");
    assert_eq!(tokens(t.state(), 0), (5, 0, 1));
    assert_eq!(t.state().supply_fives, 9);
    rejects(&mut t, "change ann 5", "undead.purse.not-enough");
    // Hire Guns for 1 Notoriety: Ann holds no "1", so her "5" is changed first.
    play(&mut t, &["hiring ann", "reveal bob 3 cid 6"]);
    let said = ok(&mut t, "hire ann notoriety 4");
    says(&said, "undead.notoriety.changed");
    assert_eq!(tokens(t.state(), 0), (4, 4, 0));
    assert_eq!(t.state().supply_fives, 10);
}

#[test]
fn a_five_is_changed_back_for_five_ones_at_any_time() {
    let mut t = with_fives("yes");
    play(&mut t, &["fix 1 notoriety 5", "change ann 5"]);
    ok(&mut t, "change ann 1");
    assert_eq!(tokens(t.state(), 0), (5, 5, 0));
    rejects(&mut t, "change ann 1", "undead.purse.not-enough");
}

#[test]
fn changing_ones_for_a_five_is_the_tables_decision_at_setup() {
    let mut t = with_fives("no");
    ok(&mut t, "fix 1 notoriety 5");
    rejects(&mut t, "change ann 5", "undead.notoriety.no-trade-up");
    let mut t = three();
    ok(&mut t, "fix 1 notoriety 5");
    rejects(&mut t, "change ann 5", "undead.notoriety.undecided");
}

#[test]
fn the_ones_run_out_while_fives_remain_and_holster_says_so() {
    let mut t = three();
    // The supply keeps its ten "5"s and a single "1": Cid is given the
    // other "1"s by hand (the supply is not set by itself).
    let ones = t.state().supply_ones();
    ok(&mut t, &format!("fix cid notoriety {}", ones - 1));
    assert_eq!((t.state().supply_ones(), t.state().supply_fives), (1, 10));
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    let said = ok(&mut t, "intimidate bob walk 5");
    says(&said, "undead.supply.last");
    assert_eq!(tokens(t.state(), 0), (1, 1, 0));
    assert_eq!(t.state().supply_ones(), 0);
    let mut t = three();
    let ones = t.state().supply_ones();
    ok(&mut t, &format!("fix cid notoriety {ones}"));
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    let said = ok(&mut t, "intimidate bob walk 5");
    says(&said, "undead.supply.ran-out");
    assert_eq!(
        tokens(t.state(), 0),
        (0, 0, 0),
        "a 5 is never taken in an action"
    );
    assert_eq!(t.state().supply_notoriety, 50);
}

#[test]
fn a_stolen_one_comes_from_a_changed_five_and_needs_five_ones_in_the_supply() {
    let mut t = with_fives("yes");
    play(&mut t, &["fix 1 notoriety 5", "change ann 5"]);
    // Bob on 2 steals a "1" Notoriety from Ann, who holds only a "5".
    play(
        &mut t,
        &["hiring none", "reveal ann 8 bob 2 cid 3", "end", "end"],
    );
    let before = t.state().clone();
    let said = ok(&mut t, "steal ann notoriety");
    says(&said, "undead.notoriety.changed");
    assert_eq!(tokens(t.state(), 0), (4, 4, 0));
    assert_eq!(tokens(t.state(), 1), (2, 2, 0));
    // Back to Ann's "5", and a supply with only four "1"s: no change to be had.
    ok(&mut t, "undo");
    assert_eq!(t.state(), &before);
    let (ones, cid) = (t.state().supply_ones(), t.state().purses[2].notoriety);
    ok(&mut t, &format!("fix cid notoriety {}", cid + ones - 4));
    assert_eq!(t.state().supply_ones(), 4);
    rejects(&mut t, "steal ann notoriety", "undead.notoriety.no-change");
}
