//! Rolling: the first roll, rerolls, arrows right after each roll, the
//! Indian attack, and three dynamite.

use super::helpers::*;

#[test]
fn impossible_dice_are_refused_before_anything_happens() {
    let mut t = five();
    unreadable(&mut t, "roll a d 1 b g g", "dice-bang-wrong-count");
    unreadable(&mut t, "roll a d 1 b", "dice-bang-wrong-count");
    unreadable(&mut t, "roll a d 1 b x", "dice-bang-unknown-face");
    rejects(&mut t, "reroll 1 a", "bang-dice.dice.not-rolled");
    rejects(&mut t, "shoot bob", "bang-dice.dice.not-rolled");
    ok(&mut t, "roll 1 2 b g g");
    rejects(&mut t, "roll 1 2 b g g", "bang-dice.roll.already-rolled");
    unreadable(&mut t, "reroll 6 a", "bang-dice-notation-die");
    unreadable(&mut t, "reroll 0 a", "bang-dice-notation-die");
    unreadable(&mut t, "reroll 2 2 a b", "bang-dice-notation-die-twice");
    unreadable(&mut t, "reroll 2 4 b", "bang-dice-notation-reroll");
    unreadable(&mut t, "reroll 2 z", "dice-bang-unknown-face");
}

#[test]
fn arrows_are_taken_right_after_each_roll_for_the_dice_rolled() {
    let mut t = five();
    let f = ok(&mut t, "roll a a 1 b g");
    says(&f, "bang-dice.arrow.taken");
    assert_eq!((arrows(&t, "Ann"), pile(&t)), (2, 7));
    // Die 1 stays an arrow and is not counted again; die 4 becomes one.
    ok(&mut t, "reroll 2 4 1 a");
    assert_eq!((arrows(&t, "Ann"), pile(&t)), (3, 6));
    assert_eq!(t.state().turn.dice.map(|d| d.len()), Some(5));
}

#[test]
fn the_last_arrow_sets_off_the_indians_and_the_turn_goes_on() {
    let mut t = five();
    play(
        &mut t,
        &[
            "fix bob arrows 3",
            "fix cid arrows 3",
            "fix dan arrows 2",
            "fix pile 1",
        ],
    );
    let f = ok(&mut t, "roll a a 1 1 b");
    says(&f, "bang-dice.indians.attack");
    // The attack has happened: information, not something still to do.
    let attack = f
        .iter()
        .find(|f| f.rule_id() == "bang-dice.indians.attack")
        .map(|f| f.severity());
    assert_eq!(attack, Some(holster::core::Severity::Info));
    // Ann took the last arrow (1 held), then everyone lost one per arrow;
    // Cid is Jourdonnais and loses one at most.
    assert_eq!(lives(&t), vec![9, 6, 6, 6, 8]);
    says(&f, "bang-dice.character.jourdonnais.one-life");
    // All arrows went back, then Ann took the second arrow.
    assert_eq!((arrows(&t, "Ann"), pile(&t)), (1, 8));
    assert_eq!(arrows_total(t.state()), 9);
    assert_eq!(turn(&t), "Ann");
    ok(&mut t, "reroll 5 b");
}

#[test]
fn two_rerolls_at_most_then_the_dice_must_be_accepted() {
    let mut t = five();
    play(&mut t, &["roll 1 2 b b g", "reroll 3 g", "reroll 4 g"]);
    violates(&mut t, "reroll 1 g", "bang-dice.roll.too-many");
    assert_eq!(reminders(&t), vec!["bang-dice.resolve.shots"]);
}

#[test]
fn dynamite_is_never_rerolled_and_three_end_the_rolling() {
    let mut t = five();
    ok(&mut t, "roll d 1 2 b g");
    violates(&mut t, "reroll 1 2 a a", "bang-dice.dynamite.no-reroll");
    let f = ok(&mut t, "reroll 2 3 d d");
    says(&f, "bang-dice.dynamite.exploded");
    let said = english(&f, "bang-dice.dynamite.exploded");
    assert!(said.starts_with("Three or more dynamite"), "{said}");
    assert!(said.contains("still resolved"), "{said}");
    assert_eq!(life(&t, "Ann"), 9);
    violates(&mut t, "reroll 4 g", "bang-dice.dynamite.no-more-rolls");
    // The other dice are still resolved.
    assert_eq!(reminders(&t), vec!["bang-dice.resolve.beers"]);
}

#[test]
fn dynamite_that_eliminates_the_player_ends_the_turn_at_once() {
    let mut t = five();
    play(
        &mut t,
        &["fix ann life 1", "fix bob arrows 1", "fix pile 8"],
    );
    let f = ok(&mut t, "roll d d d 1 b");
    says(&f, "bang-dice.dynamite.exploded");
    let said = english(&f, "bang-dice.dynamite.exploded");
    assert!(
        !said.contains("still resolved"),
        "nothing is left to resolve: {said}"
    );
    says(&f, "bang-dice.elimination.eliminated");
    says(&f, "bang-dice.end.sheriff-down");
    assert!(t.state().end.is_over());
}

#[test]
fn a_player_knocked_out_in_their_own_turn_passes_the_dice() {
    let mut t = five();
    play(
        &mut t,
        &["roll 1 1 b b g", "shoot bob eve", "beer ann ann", "end"],
    );
    // Bob's turn: he holds 8 arrows worth of trouble.
    play(
        &mut t,
        &["fix bob life 1", "fix bob arrows 1", "fix pile 8"],
    );
    let f = ok(&mut t, "roll d d d 1 g");
    says(&f, "bang-dice.turn.passed");
    assert_eq!(turn(&t), "Cid");
    assert_eq!(t.state().turn.number, 3);
    assert_eq!(pile(&t), 9, "Bob's arrow went back");
    assert_eq!(reminders(&t), vec!["bang-dice.elimination.reveal"]);
}

#[test]
fn rolling_ends_when_resolving_begins() {
    let mut t = five();
    play(&mut t, &["roll 1 b b g a", "shoot bob"]);
    violates(&mut t, "reroll 2 1", "bang-dice.roll.after-resolving");
}

#[test]
fn progress_names_the_turn_and_the_roll() {
    use holster::core::Game;
    use holster::games::bang_dice::BangDice;
    let mut t = five();
    let keys = |t: &Table| {
        BangDice::progress(t.state())
            .into_iter()
            .map(|m| m.key)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        keys(&t),
        vec!["bang-dice-progress-turn", "bang-dice-progress-start"]
    );
    ok(&mut t, "roll 1 b b g a");
    assert_eq!(
        keys(&t),
        vec!["bang-dice-progress-turn", "bang-dice-progress-roll"]
    );
    let text = holster::i18n::tr(holster::i18n::Lang::En, &BangDice::progress(t.state())[1]);
    assert_eq!(text, "Roll 1 of 3");
    ok(&mut t, "shoot bob");
    assert_eq!(keys(&t)[1], "bang-dice-progress-resolve");
}

/// What a finding of `rule` among `findings` says in English.
fn english(findings: &[holster::core::Finding], rule: &str) -> String {
    findings
        .iter()
        .find(|f| f.rule_id() == rule)
        .map(|f| holster::i18n::tr(holster::i18n::Lang::En, &f.message()))
        .unwrap_or_default()
}
