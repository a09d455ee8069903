//! How many clicks a turn takes, and what the pad says and offers before
//! an entry: every click of a turn carries something the table knows and
//! Holster does not (no click only confirms), a die the rules forbid to
//! reroll says so when it is picked, and what is offered is what the
//! buttons enable.

use super::test_table::Play;
use super::{ActionChoice, Message};
use crate::core::BangFace;
use crate::games::bang_dice::rules;

use BangFace::{Arrow as A, Beer as B, Dynamite as D, Gatling as G, One as N1, Two as N2};
use Message::{Act, Face, Player, ToggleDie};

/// One turn with an arrow, a dynamite, a reroll of two dice, two hits, two
/// beers and the end, as the issue measured it (18 clicks before: an
/// "enter" after the roll, the reroll, the hits and the beers): 14 now,
/// and none only confirms. The issue hoped for 12 by counting the reroll
/// as its two new faces; the two picks of which dice are rerolled carry
/// what the faces cannot: the rules let any dice be rerolled ("met zoveel
/// stenen als je wilt"), a die may come up with the face it showed (an
/// arrow rerolled into an arrow takes one more arrow from the pile: "Pak
/// een pijl per pijl-steen", after each roll), and dynamite may not be
/// rerolled, which the pick says at once. And how many dice are picked is
/// what lets the last new face enter the reroll with no "done" tap. A
/// palette per die (one tap saying both die and face) would still need
/// that "done": 13, for a five-by-six grid of buttons in the pad.
#[test]
fn a_turn_with_a_reroll_two_hits_and_two_beers_takes_fourteen_clicks() {
    let mut p = Play::five();
    let mut clicks = 0;
    let mut play = |p: &mut Play, messages: &[Message], line: &str| {
        clicks += messages.len();
        p.play(messages, line);
    };
    // Five faces: an arrow, a dynamite, a 1, a beer, a gatling.
    play(
        &mut p,
        &[Face(A), Face(D), Face(N1), Face(B), Face(G)],
        "roll a d 1 b g",
    );
    // The arrow and the gatling rerolled: two dice picked, two new faces.
    play(
        &mut p,
        &[ToggleDie(0), ToggleDie(4), Face(N2), Face(B)],
        "reroll 1 5 2 b",
    );
    // Die 1 (a 2) reaches Cid or Dan, die 3 (a 1) Bob or Eve.
    play(&mut p, &[Player(2), Player(1)], "shoot Cid Bob");
    play(&mut p, &[Player(2), Player(1)], "beer Cid Bob");
    play(&mut p, &[Act(ActionChoice::End)], "end");
    assert_eq!(clicks, 14);
    assert_eq!(p.state().turn.player, 1, "Bob's turn");
}

#[test]
fn dynamite_picked_to_reroll_says_so_at_once_in_the_rules_words() {
    let mut p = Play::five();
    p.play(
        &[Face(D), Face(N1), Face(B), Face(G), Face(A)],
        "roll d 1 b g a",
    );
    assert!(p.pad.reroll_warnings(p.state()).is_empty());
    assert_eq!(p.clicks(&[ToggleDie(0)]), None);
    let warned: Vec<&str> = p
        .pad
        .reroll_warnings(p.state())
        .iter()
        .map(|f| f.rule_id())
        .collect();
    assert_eq!(warned, [rules::DYNAMITE_NO_REROLL.id]);
    // The die is picked all the same: the table may apply it anyway.
    assert_eq!(p.clicks(&[Face(B)]), Some("reroll 1 b".into()));
    p.pad = super::Pad::default();
    assert_eq!(p.clicks(&[ToggleDie(0), ToggleDie(0), ToggleDie(2)]), None);
    assert!(
        p.pad.reroll_warnings(p.state()).is_empty(),
        "taken back, and a beer may be rerolled"
    );
}

#[test]
fn black_jack_may_reroll_his_dynamite_without_a_warning() {
    let mut p = Play::five();
    p.play(
        &[Face(B), Face(B), Face(A), Face(A), Face(A)],
        "roll b b a a a",
    );
    p.play(&[Player(0), Player(0)], "beer Ann Ann");
    p.play(&[Act(ActionChoice::End)], "end");
    // Bob (Jesse Jones), Cid (Jourdonnais), then Dan (Black Jack).
    for _ in 0..2 {
        p.play(
            &[Face(A), Face(A), Face(G), Face(G), Face(D)],
            "roll a a g g d",
        );
        p.play(&[Act(ActionChoice::End)], "end");
    }
    assert_eq!(p.state().turn.player, 3);
    p.play(
        &[Face(D), Face(G), Face(G), Face(B), Face(B)],
        "roll d g g b b",
    );
    assert_eq!(p.clicks(&[ToggleDie(0)]), None);
    assert!(p.pad.reroll_warnings(p.state()).is_empty());
}

#[test]
fn what_is_offered_is_what_moves_the_turn_on() {
    let mut p = Play::five();
    let offered = p.pad.offered(p.state());
    assert_eq!(offered, BangFace::ALL.map(Face).to_vec(), "the six faces");
    p.play(
        &[Face(G), Face(G), Face(G), Face(B), Face(A)],
        "roll g g g b a",
    );
    // Rerolls left and dice to resolve: the dice, and the beer's drinkers.
    let offered = p.pad.offered(p.state());
    for die in 0..5 {
        assert!(offered.contains(&ToggleDie(die)));
    }
    assert!(offered.contains(&Player(0)) && !offered.contains(&Face(A)));
    assert!(!offered.contains(&Act(ActionChoice::End)), "the beer first");
    // A die picked: its new face, the other dice; resolving waits.
    assert_eq!(p.clicks(&[ToggleDie(3)]), None);
    let offered = p.pad.offered(p.state());
    assert!(offered.contains(&Face(A)) && offered.contains(&ToggleDie(0)));
    assert!(!offered.contains(&ToggleDie(3)) && !offered.contains(&Player(0)));
}

#[test]
fn a_greyed_button_says_why() {
    use super::reasons::Greyed;
    use crate::i18n::Lang;
    let mut p = Play::five();
    let why = |p: &Play, button| p.pad.why_greyed(Lang::En, p.state(), button);
    // Before the roll: the end waits for the five faces.
    assert_eq!(
        why(&p, Greyed::NextStep),
        "The roll comes first: click the five faces."
    );
    assert_eq!(why(&p, Greyed::TakeBack), "No face clicked yet.");
    p.play(
        &[Face(A), Face(D), Face(N1), Face(B), Face(G)],
        "roll a d 1 b g",
    );
    // Rerolls left, no die picked: faces wait for the dice; the end waits
    // for the 1 (die 3), in the step's own words.
    assert_eq!(
        why(&p, Greyed::Face),
        "Click the dice to reroll first; their new faces come after."
    );
    let first = why(&p, Greyed::NextStep);
    assert!(
        first.starts_with("This comes first: Die 3 shows"),
        "{first}"
    );
    assert_eq!(p.clicks(&[ToggleDie(0)]), None);
    assert_eq!(
        why(&p, Greyed::NextStep),
        "Dice are picked to reroll: click their new faces, or start over."
    );
    // Ann is Slab the Killer: his double waits for the reroll too.
    assert_eq!(
        why(&p, Greyed::Double),
        "Dice are picked to reroll: click their new faces, or start over."
    );
    // Every reason exists in Dutch too, in its own words.
    for button in [
        Greyed::Face,
        Greyed::TakeBack,
        Greyed::Clear,
        Greyed::NextStep,
        Greyed::Double,
        Greyed::KitNone,
    ] {
        let nl = p.pad.why_greyed(Lang::Nl, p.state(), button);
        assert!(!nl.is_empty() && nl != why(&p, button), "{button:?}: {nl}");
    }
}

/// "Start over" forgets the faces of a roll clicked so far: live while any
/// are, and greyed (saying why) only while nothing is clicked.
#[test]
fn start_over_forgets_a_partial_roll() {
    let mut p = Play::five();
    assert!(!p.pad.drafted(), "nothing clicked yet");
    for face in [A, D] {
        assert_eq!(p.pad.update(Face(face), &p.session), None);
    }
    assert!(p.pad.drafted(), "two faces of the roll are clicked");
    assert_eq!(
        p.pad.clear_tap(),
        crate::ui::games::kit::Tap::Live(Message::Clear)
    );
    assert_eq!(p.pad.update(Message::Clear, &p.session), None);
    assert!(p.pad.faces.is_empty(), "the faces are forgotten");
    assert!(!p.pad.clear_tap().live());
}

/// While a character's choice is open, the greyed main button says to
/// answer it first, not to roll.
#[test]
fn the_main_button_waits_for_a_choice_in_its_own_words() {
    use crate::i18n::Lang;
    // Cid is Sid Ketchum: at the start of his turn he gives a life.
    let mut p = Play::new(
        &[
            ("Ann", "slab-the-killer"),
            ("Bob", "jesse-jones"),
            ("Cid", "sid-ketchum"),
            ("Dan", "black-jack"),
        ],
        "ann",
    );
    // Ann's and Bob's turns: five gatlings, fired, and the end; then Cid
    // (Sid Ketchum) gives a life at the start of his turn.
    for _ in 0..2 {
        p.type_line("roll g g g g g");
        p.type_line("gatling");
        p.type_line("end");
    }
    let state = p.state().clone();
    assert!(!state.pending.is_empty(), "Sid Ketchum's choice is open");
    p.pad
        .update(Message::Why(super::Greyed::NextStep), &p.session);
    let said = p.pad.explanation(Lang::En, &state, &p.pad.offered(&state));
    assert_eq!(
        said.as_deref(),
        Some("Answer the question above first."),
        "{:?}",
        state.pending
    );
}
