//! The Climax Phase, extra rule B (control) and going out.

use super::helpers::*;
use holster::games::gunfighters::{ClimaxType, Gunfighters, Location, Stage};

/// Bob down to one card: Ann shoots four of his cards at the Saloon.
fn bob_down_to_one() -> Table {
    let mut t = four();
    let found = ok(&mut t, "shoot bob saloon 4");
    silent(&found, "gunfighters.climax.none-left");
    t
}

#[test]
fn down_to_one_card_a_climax_card_is_due_at_once() {
    let mut t = bob_down_to_one();
    assert!(reminders(&t).contains(&"gunfighters.climax.draw"));
    ok(&mut t, "climax bob rifle");
    assert_eq!(state(&t).players[1].climax, Some(ClimaxType::Rifle));
    assert_eq!(state(&t).climax_pile, 5);
    assert!(!reminders(&t).contains(&"gunfighters.climax.draw"));
}

#[test]
fn a_missed_climax_moment_never_comes_back() {
    let mut t = bob_down_to_one();
    violates(&mut t, "move stable", "gunfighters.climax.pending");
    ok(&mut t, "move stable !");
    assert!(state(&t).climax_due.is_empty());
    violates(&mut t, "climax bob horse", "gunfighters.climax.not-due");
}

#[test]
fn with_no_climax_card_left_it_is_too_bad() {
    // Every Climax card already drawn: the pile is what nobody holds, so
    // the state is set by hand here (a correction cannot empty it).
    use holster::core::Game;
    let t = four();
    let mut state = t.state().clone();
    state.climax_pile = 0;
    let read = |line: &str| Gunfighters::parse_action(t.setup(), line).expect("readable");
    let shot = Gunfighters::decide(&state, &read("shoot bob saloon 4")).expect("possible");
    says(&shot.findings, "gunfighters.climax.none-left");
    let state = shot.events.iter().fold(state, Gunfighters::evolve);
    assert!(state.climax_due.is_empty());
    let refused = Gunfighters::decide(&state, &read("climax bob rifle")).expect_err("no card");
    assert_eq!(refused.rule_id(), "gunfighters.climax.pile-empty");
}

#[test]
fn the_climax_ends_when_cards_are_gained_and_the_card_goes_back() {
    let mut t = bob_down_to_one();
    ok(&mut t, "climax bob hard-liquor");
    says(&ok(&mut t, "gain bob 2"), "gunfighters.climax.ended");
    assert_eq!(state(&t).players[1].climax, None);
    assert_eq!(state(&t).climax_pile, 6);
}

#[test]
fn quick_draw_lets_a_shot_follow_a_move() {
    let mut t = bob_down_to_one();
    ok(&mut t, "climax bob quick-draw");
    ok(&mut t, "move cliff");
    assert_eq!(state(&t).turn.stage, Stage::QuickDraw);
    assert!(reminders(&t).contains(&"gunfighters.climax.quick-draw"));
    violates(&mut t, "move cliff", "gunfighters.turn.one-action");
    ok(&mut t, "shoot cid station 1");
    assert_eq!(state(&t).turn.player, 2);
}

#[test]
fn horse_lets_a_move_follow_a_shot() {
    let mut t = bob_down_to_one();
    ok(&mut t, "climax bob horse");
    ok(&mut t, "shoot cid station 0");
    assert_eq!(state(&t).turn.stage, Stage::Horse);
    violates(&mut t, "shoot cid station 0", "gunfighters.turn.one-action");
    ok(&mut t, "end");
    assert_eq!(state(&t).turn.player, 2);
}

#[test]
fn the_rifle_shoots_without_revealing() {
    let mut t = bob_down_to_one();
    ok(&mut t, "climax bob rifle");
    says(
        &ok(&mut t, "shoot dan cliff 2 free"),
        "gunfighters.climax.rifle",
    );
    assert_eq!(hand(&t, 3), 3);
}

#[test]
fn whoever_takes_the_last_card_claims_the_bounty() {
    let mut t = bob_down_to_one();
    ok(&mut t, "climax bob rifle");
    ok(&mut t, "move stable");
    ok(&mut t, "move stable");
    ok(&mut t, "move stable");
    let found = ok(&mut t, "shoot bob ranch 1");
    says(&found, "gunfighters.out.player");
    assert!(state(&t).players[1].out);
    assert_eq!(coins(&t, 0), 4, "Ann took Bob's two");
    assert_eq!(state(&t).turn.player, 2, "Bob is skipped");
    totals(&t);
}

#[test]
fn nobody_taking_a_player_out_leaves_their_coins_to_the_table() {
    let mut t = four();
    ok(&mut t, "lose cid stable stable stable stable station !");
    assert!(reminders(&t).contains(&"gunfighters.out.no-taker"));
    ok(&mut t, "give cid ann 2");
    assert!(!reminders(&t).contains(&"gunfighters.out.no-taker"));
    totals(&t);
}

#[test]
fn control_is_extra_rule_b() {
    let mut t = four();
    ok(&mut t, "move cliff");
    violates(&mut t, "control ann stable", "gunfighters.control.off");
}

#[test]
fn control_takes_three_cards_at_the_end_of_ones_turn() {
    let mut t = four_with(&["extra-b"]);
    ok(&mut t, "move cliff");
    violates(
        &mut t,
        "control cid ranch",
        "gunfighters.control.not-end-of-turn",
    );
    let found = ok(&mut t, "control ann ranch");
    says(&found, "gunfighters.control.taken");
    assert_eq!(state(&t).control[Location::Ranch.index()], Some(0));
    assert_eq!(hand(&t, 0), 5, "three new cards");
    ok(&mut t, "move cliff");
    ok(&mut t, "control bob ranch");
    assert_eq!(
        state(&t).control[Location::Ranch.index()],
        Some(1),
        "retaken"
    );
    totals(&t);
}

#[test]
fn too_few_cards_cannot_take_control_and_the_last_three_lose() {
    let mut t = four_with(&["extra-b"]);
    ok(&mut t, "lose ann cliff cliff !");
    ok(&mut t, "move cliff");
    says(
        &ok(&mut t, "control ann ranch"),
        "gunfighters.control.last-cards",
    );
    assert!(state(&t).players[0].out);
    let mut t = four_with(&["extra-b"]);
    ok(&mut t, "lose ann cliff cliff cliff !");
    ok(&mut t, "move cliff");
    rejects(&mut t, "control ann ranch", "gunfighters.control.too-few");
}

#[test]
fn three_places_controlled_win_at_once() {
    let mut t = four_with(&["extra-b"]);
    for location in ["ranch", "stable"] {
        ok(&mut t, "move cliff");
        ok(&mut t, &format!("control ann {location}"));
        play(&mut t, &["move plaza", "move station", "move cliff"]);
    }
    ok(&mut t, "move plaza");
    assert!(!state(&t).end.is_over());
    says(&ok(&mut t, "control ann saloon"), "gunfighters.win.control");
    assert_eq!(
        state(&t).end,
        holster::games::gunfighters::End::Won(vec![0])
    );
}
