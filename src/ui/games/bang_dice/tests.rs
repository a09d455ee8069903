//! The pad's clicks, checked against the exact line they produce and
//! entered into a real game, so every line is one the engine accepts; and
//! clicks the rules do not expect now, which must produce nothing.

use super::offers::{Next, next};
use super::test_table::Play;
use super::{ActionChoice, Message};
use crate::core::{BangFace, CounterId};
use crate::games::bang_dice::{Role, roles};
use crate::session::AnySession;

use ActionChoice::{Bart, End, Gatling, Pedro, Reveal, Sid};
use BangFace::{Arrow as A, Beer as B, Dynamite as D, Gatling as G, One as N1, Two as N2};
use Message::{Act, Adjust, Double, Face, Player, Submit, ToggleDie};

/// The clicks of five faces: the fifth enters the roll.
fn roll(faces: [BangFace; 5]) -> Vec<Message> {
    faces.into_iter().map(Face).collect()
}

/// A seat's lives.
fn life(p: &Play, seat: usize) -> u8 {
    p.state().players[seat].life
}

/// A seat's arrows.
fn arrows(p: &Play, seat: usize) -> u8 {
    p.state().players[seat].arrows
}

#[test]
fn a_roll_a_reroll_shots_a_beer_and_the_end_give_the_exact_lines() {
    let mut p = Play::five();
    p.play(&roll([N1, N2, B, G, D]), "roll 1 2 b g d");

    // No die picked: a face is not asked for, and there is no sixth die.
    assert_eq!(p.clicks(&[Face(B), ToggleDie(5), Double]), None);
    // The second new face enters the reroll.
    p.play(
        &[ToggleDie(3), ToggleDie(1), Face(N2), Face(A)],
        "reroll 2 4 2 a",
    );
    assert_eq!(
        (arrows(&p, 0), p.state().pile),
        (1, 8),
        "the arrow is taken"
    );

    // Die 1 shows a 1 (Bob or Eve), die 2 a 2 (Cid or Dan): a player out
    // of range picks nothing; the last target enters the hits.
    p.play(
        &[Player(2), Player(1), Player(1), Player(2)],
        "shoot Bob Cid",
    );
    assert_eq!((life(&p, 1), life(&p, 2)), (8, 6));

    // One beer: one player, then nobody more.
    assert_eq!(p.clicks(&[Act(End), Act(Gatling)]), None, "the beer first");
    p.play(&[Player(1)], "beer Bob");
    assert_eq!(life(&p, 1), 9);

    assert_eq!(p.clicks(&[Act(Gatling), Player(1), Submit]), None);
    p.play(&[Act(End)], "end");
    assert_eq!(p.state().turn.player, 1, "Bob plays next");
}

#[test]
fn before_the_roll_only_faces_count_and_the_fifth_enters_the_roll() {
    let mut p = Play::five();
    assert_eq!(
        p.clicks(&[
            Player(1),
            ToggleDie(0),
            Double,
            Submit,
            Act(End),
            Act(Gatling),
            Act(Sid(None)),
            Act(Reveal(1, Role::Outlaw)),
        ]),
        None
    );
    assert_eq!(p.clicks(&[Face(A), Face(N1), Face(N2), Face(D)]), None);
    assert_eq!(p.clicks(&[Submit]), None, "four faces are not a roll");
    p.play(&[Message::TakeBack, Face(B), Face(G)], "roll a 1 2 b g");
    assert_eq!(p.state().turn.rolls, 1);
    assert_eq!(
        p.clicks(&[Face(D), Submit]),
        None,
        "no sixth face, and no die is picked to reroll"
    );
}

#[test]
fn slab_doubles_one_hit_with_a_beer_and_nobody_else_does() {
    let mut p = Play::five();
    p.play(&roll([N1, N1, B, A, D]), "roll 1 1 b a d");
    // The double is chosen before its target (the last target enters the
    // hits); taken back, it doubles nothing; a second one is refused.
    assert_eq!(p.clicks(&[Double, Double, Player(1)]), None);
    assert!(!p.pad.double_next && !p.pad.hits[0].double);
    p.pad = super::Pad::default();
    p.play(&[Double, Player(1), Double, Player(4)], "shoot Bob+ Eve");
    assert_eq!((life(&p, 1), life(&p, 4)), (7, 7));
    assert_eq!(p.state().beers_to_give(), 0, "the beer paid for the double");
    p.play(&[Act(End)], "end");

    // Bob (Jesse Jones) cannot double.
    p.play(&roll([N1, B, A, D, D]), "roll 1 b a d d");
    p.play(&[Double, Player(0)], "shoot Ann");
    assert_eq!(life(&p, 0), 9);
}

#[test]
fn the_gatling_fires_once_the_shots_are_in() {
    let mut p = Play::five();
    p.play(&roll([G, G, G, N1, A]), "roll g g g 1 a");
    assert_eq!(p.clicks(&[Act(Gatling)]), None, "the 1 comes first");
    p.play(&[Player(4)], "shoot Eve");
    assert_eq!(p.clicks(&[Act(End)]), None, "the gatling is not fired yet");
    p.play(&[Act(Gatling)], "gatling");
    assert_eq!(arrows(&p, 0), 0, "the shooter put his arrow back");
    assert_eq!(p.state().pile, 9);
    let lives: Vec<u8> = (0..5).map(|s| life(&p, s)).collect();
    assert_eq!(lives, vec![10, 8, 6, 7, 6]);
    p.play(&[Act(End)], "end");
}

#[test]
fn corrections_and_the_last_arrow_setting_off_the_indians() {
    let mut p = Play::five();
    // The −/+ of a number: nine arrows in all, six of them with Bob (they
    // come from the pile, which is not set by itself).
    p.play(
        &[Adjust(CounterId::player(1, "arrows"), 6)],
        "fix Bob arrows 6",
    );
    p.play(
        &[Adjust(CounterId::player(1, "life"), -1)],
        "fix Bob life 8",
    );
    assert_eq!(
        p.clicks(&[Adjust(CounterId::player(9, "life"), 1)]),
        None,
        "no such seat"
    );

    // Ann takes the last three arrows: the Indians attack at once.
    p.play(&roll([A, A, A, N1, B]), "roll a a a 1 b");
    assert_eq!((life(&p, 0), life(&p, 1)), (7, 2));
    assert_eq!((arrows(&p, 0), arrows(&p, 1), p.state().pile), (0, 0, 9));
    let findings = &p.session.history()[2].findings;
    assert!(
        findings.iter().any(|f| f.rule_id().contains("indian")),
        "{findings:?}"
    );
}

#[test]
fn bart_pedro_and_sid_answer_by_click() {
    let mut p = Play::new(
        &[
            ("Ann", "paul-regret"),
            ("Bob", "sid-ketchum"),
            ("Cid", "bart-cassidy"),
            ("Dan", "pedro-ramirez"),
        ],
        "ann",
    );
    p.play(
        &[Adjust(CounterId::player(3, "arrows"), 2)],
        "fix Dan arrows 2",
    );
    p.play(&roll([N1, N2, B, D, D]), "roll 1 2 b d d");
    // Die 1 reaches Bob or Dan, die 2 Cid.
    p.play(&[Player(3), Player(2)], "shoot Dan Cid");

    // Bart Cassidy is asked first: at most one arrow for his one hit.
    assert_eq!(
        p.clicks(&[Player(1), Act(Bart(2)), Act(Pedro(1)), Act(End)]),
        None
    );
    p.play(&[Act(Bart(1))], "bart arrow");
    assert_eq!((life(&p, 2), arrows(&p, 2)), (8, 1));

    // Pedro Ramirez lost one life: he may put back one arrow.
    assert_eq!(life(&p, 3), 7);
    assert_eq!(p.clicks(&[Act(Pedro(2)), Act(Bart(0))]), None);
    p.play(&[Act(Pedro(1))], "pedro");
    assert_eq!(arrows(&p, 3), 1);

    p.play(&[Player(0)], "beer Ann");
    p.play(&[Act(End)], "end");

    // Bob's turn starts with Sid Ketchum's heal.
    assert_eq!(p.clicks(&[Face(N1), Act(Sid(Some(9)))]), None);
    p.play(&[Act(Sid(Some(3)))], "sid Dan");
    assert_eq!(life(&p, 3), 8);
}

#[test]
fn kit_carlson_discards_only_arrows_that_are_there() {
    let mut p = Play::new(
        &[
            ("Ann", "kit-carlson"),
            ("Bob", "jesse-jones"),
            ("Cid", "jourdonnais"),
            ("Dan", "black-jack"),
        ],
        "ann",
    );
    p.play(
        &[Adjust(CounterId::player(1, "arrows"), 1)],
        "fix Bob arrows 1",
    );
    p.play(&roll([G, G, N1, B, A]), "roll g g 1 b a");
    p.play(&[Player(1)], "shoot Bob");
    p.play(&[Player(1)], "beer Bob");

    // Two gatlings: two discards, of arrows someone holds.
    assert_eq!(p.pad.expected_targets(p.state()), Some(vec![0, 1]));
    assert_eq!(p.clicks(&[Player(1)]), None);
    assert_eq!(
        p.pad.expected_targets(p.state()),
        Some(vec![0]),
        "Bob's one arrow is picked already"
    );
    // The last discard the gatlings allow enters them.
    p.play(&[Player(1), Player(2), Player(0)], "kit Bob Ann");
    assert_eq!((arrows(&p, 0), arrows(&p, 1), p.state().pile), (0, 0, 9));
    p.play(&[Act(End)], "end");
}

#[test]
fn an_eliminated_player_shows_a_role_that_is_still_unseen() {
    let mut p = Play::five();
    p.play(
        &[Adjust(CounterId::player(1, "life"), -8)],
        "fix Bob life 1",
    );
    p.play(&roll([N1, B, A, D, D]), "roll 1 b a d d");
    p.play(&[Player(1)], "shoot Bob");
    assert!(!p.state().players[1].alive());

    // Only Bob is asked, and only for a role still unseen.
    assert_eq!(
        p.clicks(&[
            Act(End),
            Player(0),
            Act(Reveal(1, Role::Sheriff)),
            Act(Reveal(2, Role::Outlaw)),
        ]),
        None
    );
    p.play(&[Act(Reveal(1, Role::Outlaw))], "reveal Bob outlaw");
    assert_eq!(p.state().players[1].role, Some(Role::Outlaw));

    // Nothing for the eliminated.
    p.play(&[Player(1), Player(0)], "beer Ann");
    p.play(&[Act(End)], "end");
    assert_eq!(p.state().turn.player, 2, "Bob's turn is skipped");
}

#[test]
fn when_the_winners_depend_on_living_players_their_roles_are_asked_for() {
    let mut p = Play::new(
        &[
            ("Ann", "slab-the-killer"),
            ("Bob", "jesse-jones"),
            ("Cid", "jourdonnais"),
            ("Dan", "black-jack"),
        ],
        "ann",
    );
    p.play(
        &[Adjust(CounterId::player(0, "life"), -9)],
        "fix Ann life 1",
    );
    // Three dynamite: the Sheriff is out and the Outlaws win, but who they
    // are is not known yet.
    p.play(&roll([D, D, D, N1, B]), "roll d d d 1 b");
    assert!(p.state().end.is_over());
    assert_eq!(roles::winners(p.state()), None);
    assert!(
        matches!(next(p.state()), Next::Reveal(1)),
        "Bob is asked first"
    );

    assert_eq!(
        p.clicks(&[
            Player(1),
            Act(End),
            Act(Reveal(1, Role::Sheriff)),
            Act(Reveal(2, Role::Outlaw)),
        ]),
        None
    );
    p.play(&[Act(Reveal(1, Role::Outlaw))], "reveal Bob outlaw");
    p.play(&[Act(Reveal(2, Role::Renegade))], "reveal Cid renegade");
    assert_eq!(
        roles::winners(p.state()),
        Some(vec![1, 3]),
        "Dan is the other Outlaw"
    );
    assert_eq!(
        p.clicks(&[Act(Reveal(3, Role::Outlaw)), Act(End), Face(N1), Submit]),
        None,
        "nothing more is asked"
    );
}

#[test]
fn without_1s_or_2s_resolving_can_start_while_rerolls_are_left() {
    let mut p = Play::five();
    p.play(&roll([G, G, G, B, A]), "roll g g g b a");
    assert!(matches!(next(p.state()), Next::Reroll));
    // The beer comes before the gatling, and waits while a die is picked.
    assert_eq!(p.clicks(&[Act(Gatling), Act(End)]), None);
    assert_eq!(p.clicks(&[ToggleDie(4), Player(1), Submit]), None);
    assert_eq!(p.pad.expected_targets(p.state()), None);
    p.play(&[ToggleDie(4), Player(1)], "beer Bob");
    p.play(&[Act(Gatling)], "gatling");
    p.play(&[Act(End)], "end");

    // Nothing to resolve at all: the turn may end without rerolling.
    p.play(&roll([A, D, D, G, G]), "roll a d d g g");
    assert!(p.pad.may_end(p.state()));
    p.play(&[Act(End)], "end");
    assert_eq!(p.state().turn.player, 2);
}
