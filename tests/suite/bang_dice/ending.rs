//! Elimination, revealing roles, and the end of the game decided from what
//! the revealed roles and the role table prove.

use super::helpers::*;
use holster::core::Game;
use holster::games::bang_dice::{BangDice, EndState, Ending, Winner, winners};

fn four() -> Table {
    table(
        &[
            ("Ann", "willy"),
            ("Bob", "paul"),
            ("Cid", "suzy"),
            ("Dan", "sid"),
        ],
        "ann",
    )
}

/// Ends Ann's turn without harming anyone.
const QUIET_TURN: [&str; 3] = ["roll b b b a a", "beer ann ann ann", "end"];

fn over(t: &Table) -> Option<(Ending, Option<Winner>)> {
    match t.state().end {
        EndState::Over { ending, winner } => Some((ending, winner)),
        _ => None,
    }
}

#[test]
fn eliminated_players_show_their_role_and_their_arrows_go_back() {
    let mut t = four();
    play(
        &mut t,
        &["fix bob life 1", "fix bob arrows 2", "fix pile 7"],
    );
    play(&mut t, &["roll 1 d d a a"]);
    let f = ok(&mut t, "shoot bob");
    says(&f, "bang-dice.elimination.eliminated");
    assert_eq!((arrows(&t, "Bob"), pile(&t)), (0, 7));
    assert_eq!(reminders(&t), vec!["bang-dice.elimination.reveal"]);
    rejects(&mut t, "reveal bob sheriff", "bang-dice.reveal.impossible");
    rejects(&mut t, "reveal bob deputy", "bang-dice.reveal.impossible");
    rejects(&mut t, "reveal ann outlaw", "bang-dice.reveal.known");
    violates(&mut t, "reveal cid outlaw", "bang-dice.reveal.alive");
    ok(&mut t, "reveal bob renegade");
    assert!(reminders(&t).is_empty());
    rejects(
        &mut t,
        "reveal dan renegade !",
        "bang-dice.reveal.impossible",
    );
}

#[test]
fn the_sheriff_down_the_outlaws_win_and_are_named_once_roles_are_shown() {
    let mut t = four();
    play(&mut t, &QUIET_TURN);
    play(&mut t, &["fix ann life 1", "roll 1 b b a a"]);
    let f = ok(&mut t, "shoot ann");
    says(&f, "bang-dice.end.sheriff-down");
    assert_eq!(over(&t), Some((Ending::SheriffDown, Some(Winner::Outlaws))));
    assert_eq!(
        winners(t.state()),
        None,
        "three living players hide two Outlaws"
    );
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.end.sheriff-down", "bang-dice.end.reveal-roles"]
    );
    assert_eq!(BangDice::current_player(t.state()), None);
    rejects(&mut t, "roll 1 1 1 1 1", "bang-dice.game.over");
    rejects(&mut t, "end", "bang-dice.game.over");
    let f = ok(&mut t, "reveal bob renegade");
    says(&f, "bang-dice.end.sheriff-down");
    assert_eq!(winners(t.state()), Some(vec![2, 3]));
    assert_eq!(reminders(&t), vec!["bang-dice.end.sheriff-down"]);
    let text = holster::i18n::tr(holster::i18n::Lang::En, &t.reminders()[0].message());
    assert!(text.ends_with("Winners: the Outlaws (Cid, Dan)."), "{text}");
}

#[test]
fn a_lone_renegade_wins_when_the_sheriff_falls() {
    let mut t = four();
    play(
        &mut t,
        &[
            "fix cid life 0",
            "reveal cid outlaw",
            "fix dan life 0",
            "reveal dan outlaw",
        ],
    );
    assert_eq!(t.state().end, EndState::Playing);
    play(&mut t, &QUIET_TURN);
    play(&mut t, &["fix ann life 1", "roll 1 b b a a"]);
    ok(&mut t, "shoot ann");
    assert_eq!(
        over(&t),
        Some((Ending::SheriffDown, Some(Winner::Renegade { seat: 1 })))
    );
    assert_eq!(winners(t.state()), Some(vec![1]));
}

#[test]
fn when_the_end_depends_on_a_hidden_role_the_table_reveals_it_first() {
    let mut t = five();
    play(
        &mut t,
        &[
            "fix bob life 1",
            "fix cid life 1",
            "fix dan life 1",
            "roll 1 2 2 b g",
        ],
    );
    let f = ok(&mut t, "shoot bob cid dan");
    says(&f, "bang-dice.end.needs-reveal");
    assert_eq!(t.state().end, EndState::Undecided);
    violates(&mut t, "beer ann", "bang-dice.elimination.reveal-first");
    play(&mut t, &["reveal bob outlaw", "reveal cid outlaw"]);
    assert_eq!(t.state().end, EndState::Undecided);
    // Dan is the Deputy: the Renegade still lives (it can only be Eve).
    ok(&mut t, "reveal dan deputy");
    assert_eq!(t.state().end, EndState::Playing);
    ok(&mut t, "beer ann");
}

#[test]
fn all_outlaws_and_renegades_down_the_law_wins() {
    let mut t = five();
    play(
        &mut t,
        &[
            "fix bob life 1",
            "fix cid life 1",
            "fix dan life 1",
            "roll 1 2 2 b g",
        ],
    );
    play(
        &mut t,
        &[
            "shoot bob cid dan",
            "reveal bob outlaw",
            "reveal cid outlaw",
        ],
    );
    let f = ok(&mut t, "reveal dan renegade");
    says(&f, "bang-dice.end.outlaws-down");
    assert_eq!(over(&t), Some((Ending::OutlawsDown, Some(Winner::Law))));
    // Eve is the only card left unseen: the Deputy.
    assert_eq!(winners(t.state()), Some(vec![0, 4]));
}

#[test]
fn everyone_down_at_once_the_outlaws_win() {
    let mut t = four();
    play(
        &mut t,
        &[
            "fix ann life 1",
            "fix bob life 1",
            "fix cid life 1",
            "fix dan life 1",
            "fix bob arrows 3",
            "fix cid arrows 3",
            "fix dan arrows 2",
            "fix pile 1",
        ],
    );
    let f = ok(&mut t, "roll a b b g g");
    says(&f, "bang-dice.indians.attack");
    says(&f, "bang-dice.end.everyone-down");
    // Nobody is left to address and the Outlaws are not known yet: the end
    // names no empty list and asks nobody alive to show a role.
    let said: Vec<String> = f
        .iter()
        .map(|f| holster::i18n::tr(holster::i18n::Lang::En, &f.message()))
        .collect();
    assert!(
        said.iter()
            .all(|s| !s.contains("(?)") && !s.contains("()") && !s.contains(": ,")),
        "{said:?}"
    );
    silent(&f, "bang-dice.end.reveal-roles");
    assert_eq!(
        over(&t),
        Some((Ending::EveryoneDown, Some(Winner::Outlaws)))
    );
    assert_eq!(pile(&t), 9);
}

fn eight() -> Table {
    table(
        &[
            ("Ann", "willy"),
            ("Bob", "paul"),
            ("Cid", "suzy"),
            ("Dan", "sid"),
            ("Eve", "kit"),
            ("Fay", "pedro"),
            ("Gus", "rose"),
            ("Hal", "lucky"),
        ],
        "ann",
    )
}

#[test]
fn eight_players_the_sheriff_falling_before_two_renegades_gives_the_outlaws_the_game() {
    let mut t = eight();
    for (name, role) in [
        ("cid", "outlaw"),
        ("dan", "outlaw"),
        ("eve", "outlaw"),
        ("fay", "deputy"),
        ("gus", "deputy"),
    ] {
        play(
            &mut t,
            &[
                &format!("fix {name} life 0"),
                &format!("reveal {name} {role}"),
            ],
        );
    }
    assert_eq!(t.state().end, EndState::Playing);
    play(&mut t, &QUIET_TURN);
    play(&mut t, &["fix ann life 1", "roll 1 b b a a"]);
    let f = ok(&mut t, "shoot ann");
    says(&f, "bang-dice.end.eight-players");
    assert_eq!(winners(t.state()), Some(vec![2, 3, 4]));
}

#[test]
fn eight_players_a_renegade_left_alone_wins_alone() {
    let mut t = eight();
    for (name, role) in [
        ("cid", "outlaw"),
        ("dan", "outlaw"),
        ("eve", "outlaw"),
        ("fay", "deputy"),
        ("gus", "deputy"),
    ] {
        play(
            &mut t,
            &[
                &format!("fix {name} life 0"),
                &format!("reveal {name} {role}"),
            ],
        );
    }
    play(&mut t, &QUIET_TURN);
    // Bob's gatling takes the Sheriff and Hal at once.
    play(
        &mut t,
        &[
            "fix ann life 1",
            "fix hal life 1",
            "roll g g g b b",
            "beer bob bob",
        ],
    );
    let f = ok(&mut t, "gatling");
    says(&f, "bang-dice.end.eight-players");
    assert_eq!(
        over(&t),
        Some((Ending::SheriffDown, Some(Winner::Renegade { seat: 1 })))
    );
}

fn three() -> Table {
    table3(&[
        ("Ann", "willy", "outlaw"),
        ("Bob", "paul", "deputy"),
        ("Cid", "suzy", "renegade"),
    ])
}

#[test]
fn three_players_eliminating_your_own_target_wins() {
    let mut t = three();
    assert_eq!(turn(&t), "Bob");
    play(&mut t, &["fix cid life 1", "roll 1 b b a a"]);
    let f = ok(&mut t, "shoot cid");
    says(&f, "bang-dice.three-players.target");
    assert_eq!(
        over(&t),
        Some((Ending::TargetEliminated, Some(Winner::Player { seat: 1 })))
    );
}

#[test]
fn three_players_a_target_taken_by_the_wrong_player_leaves_the_last_two_to_fight() {
    let mut t = three();
    play(&mut t, &["roll b b b a a", "beer bob bob bob", "end"]);
    play(&mut t, &["roll b b b a a", "beer cid cid cid", "end"]);
    assert_eq!(turn(&t), "Ann");
    play(&mut t, &["fix cid life 1", "roll 1 b b a a"]);
    let f = ok(&mut t, "shoot cid");
    says(&f, "bang-dice.three-players.showdown");
    assert_eq!(t.state().end, EndState::Playing);
    play(&mut t, &["beer ann ann", "end"]);
    assert_eq!(turn(&t), "Bob");
    play(&mut t, &["fix ann life 1", "roll 1 b b g g"]);
    let f = ok(&mut t, "shoot ann");
    says(&f, "bang-dice.three-players.last-standing");
    assert_eq!(winners(t.state()), Some(vec![1]));
    rejects(&mut t, "reveal ann outlaw", "bang-dice.reveal.known");
}
