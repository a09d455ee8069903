//! Whole games written in the notation (`tests/suite/bang_dice/*.txt`, lines as
//! for `holster enter`), replayed to their end through a saved file, with
//! the expected ending, winners, lives and pile. A `# key: value` comment
//! line sets the game up or states what the end must be.

use crate::support::Fixture;
use holster::core::Game;
use holster::games::bang_dice::{BangDice, winners};
use holster::session::{AnySession, Session};

#[track_caller]
fn replay(name: &str) {
    let fixture = Fixture::load(&format!("tests/suite/bang_dice/{name}"));
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.toml");
    let setup = BangDice::setup(&fixture.setup_input()).expect("the fixture's setup is valid");
    let mut game = Session::<BangDice>::create(&path, setup).expect("created");
    for (i, line) in fixture.lines.iter().enumerate() {
        if let Err(e) = game.enter_line(line) {
            panic!("{name}: line {} {line:?} refused: {e:?}", i + 1);
        }
        let state = game.state();
        let total: u32 = u32::from(state.pile)
            + state
                .players
                .iter()
                .map(|p| u32::from(p.arrows))
                .sum::<u32>();
        assert_eq!(total, 9, "{name}: arrows after {line:?}");
    }
    let state = game.state();
    let json = game.state_json();
    assert_eq!(
        json["end"]["ending"],
        serde_json::json!(fixture.one("expect-ending")),
        "{name}: {}",
        json["end"]
    );
    let names: Vec<String> = winners(state)
        .expect("the winners can be named")
        .into_iter()
        .map(|s| state.players[s].name.clone())
        .collect();
    assert_eq!(names, fixture.list("expect-winners"), "{name}: winners");
    let lives: Vec<u8> = state.players.iter().map(|p| p.life).collect();
    assert_eq!(lives, fixture.numbers::<u8>("expect-life"), "{name}: lives");
    assert_eq!(
        vec![state.pile],
        fixture.numbers::<u8>("expect-pile"),
        "{name}: pile"
    );
    // Only the announcement of the end remains.
    let open: Vec<_> = game
        .reminders()
        .into_iter()
        .filter(|f| f.severity() != holster::core::Severity::Info)
        .map(|f| f.rule_id())
        .collect();
    assert!(open.is_empty(), "{name}: reminders left {open:?}");
    // The saved file replays to the same game.
    let read = holster::games::read(&path).expect("the saved game loads");
    assert_eq!(read.state_json(), json, "{name}: save∘load");
    assert_eq!(read.history().len(), fixture.lines.len());
    assert!(
        read.history()
            .iter()
            .all(|h| h.applied && h.overrides.is_empty())
    );
}

#[test]
fn a_three_player_game_ends_with_the_last_one_standing() {
    replay("three-players.txt");
}

#[test]
fn a_four_player_game_ends_when_the_sheriff_falls() {
    replay("four-players.txt");
}

#[test]
fn a_five_player_game_ends_when_the_law_is_proven_to_have_won() {
    replay("five-players.txt");
}

#[test]
fn an_eight_player_game_ends_with_the_outlaws_winning_against_a_renegade() {
    replay("eight-players.txt");
}

/// The fixtures can be piped through the command line as they are.
#[test]
fn fixtures_are_plain_enter_input() {
    for name in [
        "three-players.txt",
        "four-players.txt",
        "five-players.txt",
        "eight-players.txt",
    ] {
        let fixture = Fixture::load(&format!("tests/suite/bang_dice/{name}"));
        assert!(fixture.lines.len() > 20, "{name}");
        assert!(fixture.lines.iter().all(|l| !l.ends_with('!')), "{name}");
    }
}
