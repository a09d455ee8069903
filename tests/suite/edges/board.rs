//! No game is stuck for a board value: a new game says which ones it still
//! needs, and a board value can be entered or changed later, as an entry of
//! its own that undo takes back.

use crate::support::{enter, holster, new_tally};
use holster::session::LineError;

#[test]
fn a_new_game_says_at_creation_which_board_values_it_still_needs() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    for (lang, says) in [("en", "not entered yet"), ("nl", "nog niet ingevoerd")] {
        let name = format!("g-{lang}");
        let made = holster(
            d,
            &[
                "--lang",
                lang,
                "new",
                "gunfights",
                &name,
                "--players",
                "Ann,Bob",
            ],
            b"",
        );
        assert_eq!(
            made.status.code(),
            Some(0),
            "a notice, not a refusal: {made:?}"
        );
        let out = String::from_utf8_lossy(&made.stdout).to_lowercase();
        assert!(out.contains(says), "{lang}: {out}");
        assert!(
            out.contains("income-mayor") && out.contains("hit-colt-pioneer"),
            "{out}"
        );
    }
    // A game whose board values all have a value says nothing of them.
    let made = holster(
        d,
        &["--lang", "en", "new", "tally", "t", "--players", "Ann,Bob"],
        b"",
    );
    assert!(!String::from_utf8_lossy(&made.stdout).contains("not entered yet"));
}

#[test]
fn a_board_value_is_entered_later_as_an_entry_that_undo_takes_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    holster(d, &["new", "gunfights", "g", "--players", "Ann,Bob"], b"");
    let path = d.join("games/g.toml");
    let (mut session, _) = holster::games::open(&path).expect("opens");
    assert!(
        session.enter_line("income").is_err(),
        "without the Mayor's income printed on his board, income is refused"
    );
    assert_eq!(session.board_value("income-mayor"), None);
    enter(session.as_mut(), "board income-mayor 30");
    assert_eq!(session.board_value("income-mayor"), Some(30));
    let history = session.history();
    let last = history.last().expect("an entry");
    assert_eq!(last.notation, "board income-mayor 30");
    enter(session.as_mut(), "income");
    drop(session);

    let text = std::fs::read_to_string(&path).expect("readable");
    assert!(text.contains("format_version = 3"), "{text}");
    let (mut session, _) = holster::games::open(&path).expect("reopens");
    assert_eq!(session.board_value("income-mayor"), Some(30));
    enter(session.as_mut(), "undo");
    enter(session.as_mut(), "undo");
    assert_eq!(session.board_value("income-mayor"), None, "undone");
    enter(session.as_mut(), "redo");
    assert_eq!(session.board_value("income-mayor"), Some(30), "redone");
    // Changed again, in Dutch.
    enter(session.as_mut(), "bord income-mayor 25");
    assert_eq!(session.board_value("income-mayor"), Some(25));
    drop(session);
    let read = holster::games::read(&path).expect("reads");
    assert_eq!(read.board_value("income-mayor"), Some(25));
}

#[test]
fn a_board_value_the_game_lacks_or_out_of_its_range_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "t");
    assert_eq!(session.board_value("goal"), Some(50));
    for line in [
        "board goal 5000",
        "board nothing 3",
        "board goal",
        "board goal lots",
    ] {
        match session.enter_line(line) {
            Err(LineError::Parse(_) | LineError::Entry(_)) => {}
            Ok(done) => panic!("{line:?} was entered: {done:?}"),
        }
    }
    assert!(session.history().is_empty());
    enter(session.as_mut(), "board goal 12");
    enter(session.as_mut(), "ann 12");
    assert!(
        session.state_json()["goal"] == 12,
        "{}",
        session.state_json()
    );
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");
    assert!(
        text.contains("entry = { board = { key = \"goal\", from = 50, to = 12 } }"),
        "{text}"
    );
    // A game with no board entry keeps the format an older Holster reads.
    let (session, plain) = new_tally(dir.path(), "plain");
    drop(session);
    assert!(
        std::fs::read_to_string(plain)
            .expect("readable")
            .contains("format_version = 2")
    );
}
