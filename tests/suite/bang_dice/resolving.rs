//! Resolving: the rules' order, 1s and 2s at the right distance applied at
//! once, beers, the gatling, and ending the turn.

use super::helpers::*;

#[test]
fn one_target_per_one_and_two_in_die_order() {
    let mut t = five();
    ok(&mut t, "roll 2 1 b g a");
    rejects(&mut t, "shoot bob", "bang-dice.shot.wrong-count");
    rejects(&mut t, "shoot bob bob eve", "bang-dice.shot.wrong-count");
    unreadable(&mut t, "shoot zoe bob", "notation-no-such-player");
    // Die 1 is the 2 (Cid or Dan), die 2 the 1 (Bob or Eve).
    let f = violates(&mut t, "shoot bob cid", "bang-dice.target.out-of-range");
    let legal: Vec<String> = f.iter().map(|f| arg(f, "players")).collect();
    assert!(legal.iter().any(|l| l.contains("Cid, Dan")), "{legal:?}");
    violates(&mut t, "shoot ann bob", "bang-dice.target.self");
    ok(&mut t, "shoot dan eve");
    assert_eq!(lives(&t), vec![10, 9, 7, 7, 7]);
    rejects(&mut t, "shoot dan eve", "bang-dice.resolve.already-done");
}

#[test]
fn distances_skip_eliminated_players() {
    let mut t = five();
    play(&mut t, &["fix bob life 0", "reveal bob outlaw"]);
    ok(&mut t, "roll 1 2 b b a");
    // Without Bob, Cid sits next to Ann and Dan two places away.
    violates(&mut t, "shoot bob dan", "bang-dice.target.eliminated");
    ok(&mut t, "shoot cid dan");
}

#[test]
fn with_three_players_left_a_two_counts_as_a_one() {
    let mut t = five();
    play(
        &mut t,
        &[
            "fix bob life 0",
            "reveal bob outlaw",
            "fix cid life 0",
            "reveal cid outlaw",
        ],
    );
    ok(&mut t, "roll 2 2 b a a");
    ok(&mut t, "shoot dan eve");
}

#[test]
fn hits_are_applied_together_even_beyond_the_last_life() {
    let mut t = five();
    play(&mut t, &["fix bob life 1", "roll 1 1 2 2 a"]);
    let f = ok(&mut t, "shoot bob bob cid dan");
    says(&f, "bang-dice.elimination.eliminated");
    assert_eq!(lives(&t), vec![10, 0, 6, 7, 8]);
}

#[test]
fn beers_come_after_the_shots_and_never_raise_a_maximum() {
    let mut t = five();
    play(&mut t, &["fix cid life 5", "roll 1 b b g a"]);
    violates(&mut t, "beer cid cid", "bang-dice.resolve.out-of-order");
    ok(&mut t, "shoot bob");
    rejects(&mut t, "beer cid", "bang-dice.beer.wrong-count");
    let f = ok(&mut t, "beer cid ann");
    says(&f, "bang-dice.beer.wasted");
    assert_eq!((life(&t, "Cid"), life(&t, "Ann")), (6, 10));
}

#[test]
fn a_beer_cannot_bring_back_an_eliminated_player() {
    let mut t = five();
    play(
        &mut t,
        &["fix bob life 0", "reveal bob deputy", "roll b b b g a"],
    );
    violates(&mut t, "beer bob ann ann", "bang-dice.target.eliminated");
    play(&mut t, &["beer bob ann ann !"]);
    assert_eq!(life(&t, "Bob"), 0);
}

#[test]
fn the_gatling_hits_everyone_else_and_returns_the_shooters_arrows() {
    let mut t = five();
    ok(&mut t, "roll g g a a b");
    assert_eq!(arrows(&t, "Ann"), 2);
    violates(&mut t, "gatling", "bang-dice.gatling.too-few");
    ok(&mut t, "reroll 3 4 g 1");
    violates(&mut t, "gatling", "bang-dice.resolve.out-of-order");
    play(&mut t, &["shoot bob", "beer ann"]);
    let f = ok(&mut t, "gatling");
    says(&f, "bang-dice.gatling.fired");
    assert_eq!(lives(&t), vec![10, 7, 6, 7, 7]);
    assert_eq!((arrows(&t, "Ann"), pile(&t)), (0, 9));
    rejects(&mut t, "gatling", "bang-dice.resolve.already-done");
}

#[test]
fn the_turn_ends_only_when_every_die_is_resolved() {
    let mut t = five();
    violates(&mut t, "end", "bang-dice.turn.no-roll");
    ok(&mut t, "roll 1 b g g g");
    let f = violates(&mut t, "end", "bang-dice.turn.unresolved");
    assert_eq!(
        f.iter()
            .filter(|f| f.rule_id() == "bang-dice.turn.unresolved")
            .count(),
        3
    );
    play(&mut t, &["shoot eve", "beer bob", "gatling", "end"]);
    assert_eq!(turn(&t), "Bob");
    assert_eq!(t.state().turn.number, 2);
}

#[test]
fn play_goes_clockwise_and_skips_the_eliminated() {
    let mut t = five();
    play(&mut t, &["fix cid life 0", "reveal cid renegade"]);
    play(&mut t, &["roll a a a b b", "beer ann ann", "end"]);
    assert_eq!(turn(&t), "Bob");
    play(&mut t, &["roll a a b b b", "beer bob bob bob", "end"]);
    assert_eq!(turn(&t), "Dan");
}

#[test]
fn applied_anyway_a_violation_is_recorded_and_played_as_entered() {
    let mut t = five();
    ok(&mut t, "roll 2 a a b b");
    play(&mut t, &["shoot bob !"]);
    assert_eq!(life(&t, "Bob"), 8);
    let history = t.log().entries();
    let Some(holster::session::EntryKind::Play { overrides, .. }) = history.last().map(|e| &e.kind)
    else {
        panic!("a play entry");
    };
    assert_eq!(
        overrides,
        &vec!["bang-dice.target.out-of-range".to_string()]
    );
}

#[test]
fn a_gatling_left_to_fire_is_a_reminder_until_fired() {
    let mut t = five();
    play(&mut t, &["roll g g g b a", "beer ann"]);
    let reminders: Vec<&str> = t.reminders().iter().map(|f| f.rule_id()).collect();
    assert!(
        reminders.contains(&"bang-dice.resolve.gatling"),
        "{reminders:?}"
    );
    ok(&mut t, "gatling");
    let reminders: Vec<&str> = t.reminders().iter().map(|f| f.rule_id()).collect();
    assert!(
        !reminders.contains(&"bang-dice.resolve.gatling"),
        "{reminders:?}"
    );
}

#[test]
fn a_die_or_a_seat_that_does_not_exist_is_refused_even_from_a_file() {
    use holster::core::BangFace;
    use holster::games::bang_dice::{BangAction, Hit, RerolledDie};
    use holster::session::{EntryError, Input};
    let mut t = five();
    ok(&mut t, "roll 1 d a b a");
    // Only a hand-edited save can hold these; the notation never writes them.
    let no_die = BangAction::Reroll {
        dice: vec![RerolledDie {
            die: 7,
            face: BangFace::Beer,
        }],
    };
    match t.enter(Input::Play(no_die), true) {
        Err(EntryError::Rejected(f)) => assert_eq!(f.rule_id(), "bang-dice.dice.no-such-die"),
        other => panic!("a sixth die must be refused: {other:?}"),
    }
    let no_seat = BangAction::Shoot {
        hits: vec![Hit {
            target: 9,
            double: false,
        }],
    };
    match t.enter(Input::Play(no_seat), true) {
        Err(EntryError::Rejected(f)) => assert_eq!(f.rule_id(), "bang-dice.player.unknown"),
        other => panic!("seat 10 must be refused: {other:?}"),
    }
    assert_eq!(t.log().len(), 1, "nothing was entered");
}
