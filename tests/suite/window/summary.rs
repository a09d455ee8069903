//! The end of a game in the window: the last entry of a fixture game opens
//! the summary with its winners and its length (a long pause left out and
//! said so); from there a new game with the same players in the same seats,
//! home, or back to the table, where an undo reopens the game and leaves the
//! summary; a finished game opened from home opens on its summary.

use crate::support::window::Harness;
use chrono::{DateTime, TimeDelta, Utc};
use holster::core::{Game, SetupInput};
use holster::games::bang_dice::BangDice;
use holster::i18n::Lang;
use holster::session::Session;
use holster::store::Paths;
use holster::ui::{Message, summary, table};
use iced_test::selector;

/// The fixture: a whole three-player BANG! game that Bob wins alone.
const FIXTURE: &str = include_str!("../bang_dice/three-players.txt");

/// The fixture's entries, as typed.
fn lines() -> Vec<&'static str> {
    FIXTURE
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

/// The fixture's table: Ann the Outlaw, Bob the Deputy, Cid the Renegade.
fn input() -> SetupInput {
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    for set in FIXTURE.lines().filter_map(|l| l.strip_prefix("# set: ")) {
        if let Some((key, value)) = set.split_once('=') {
            input.options.insert(key.into(), value.into());
        }
    }
    input
}

/// When the saved entries were made: one a minute, ending a minute before
/// `now`, with a pause of two hours after the fifth.
fn times(count: usize, now: DateTime<Utc>) -> Vec<DateTime<Utc>> {
    (0..count)
        .map(|i| {
            let back = TimeDelta::minutes((count - i) as i64);
            if i < 5 {
                now - back - TimeDelta::hours(2)
            } else {
                now - back
            }
        })
        .collect()
}

/// The app in `lang` at the table of the fixture game with all but its
/// last `left` entries saved, at the `times` given, continued from home.
fn at_the_fixture(lang: Lang, left: usize, now: DateTime<Utc>) -> Harness {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let game = paths.games.join("fixture.toml");
    let setup = BangDice::setup(&input()).expect("the fixture's table");
    let mut session = Session::<BangDice>::create(&game, setup).expect("created");
    let all = lines();
    for line in &all[..all.len() - left] {
        holster::session::AnySession::enter_line(&mut session, line).expect("a legal entry");
    }
    drop(session);
    // The entries were made just now; the file says when, and is written
    // again as if they had been made a minute apart, with one long pause.
    let text = std::fs::read_to_string(&game).expect("the saved game");
    let saved = text.matches("\nat = \"").count();
    let mut stamps = times(saved, now).into_iter().peekable();
    let rewritten: Vec<String> = text
        .lines()
        .map(
            |line| match stamps.next_if(|_| line.starts_with("at = \"")) {
                Some(at) => format!("at = \"{}\"", at.format("%Y-%m-%dT%H:%M:%S%.3fZ")),
                None => line.to_string(),
            },
        )
        .collect();
    std::fs::write(&game, rewritten.join("\n") + "\n").expect("written");
    Harness::continue_at(lang, 1.0, dir, paths, game)
}

fn type_line(h: &mut Harness, line: &str) {
    h.send(Message::Table(table::Message::EntryChanged(line.into())));
    h.send(Message::Table(table::Message::SubmitEntry));
}

fn summary_of(h: &Harness) -> Option<&summary::Summary> {
    h.app.table().and_then(table::Table::summary)
}

#[test]
fn the_last_entry_opens_the_summary_with_the_winner_and_the_length() {
    let now = Utc::now();
    for (lang, headline, pause) in [
        (
            Lang::En,
            "Bob wins (alone)",
            "Length: {} min (1 pause over 30 minutes left out)",
        ),
        (
            Lang::Nl,
            "Bob wint (in zijn eentje)",
            "Duur: {} min (1 pauze van meer dan 30 minuten niet meegeteld)",
        ),
    ] {
        let mut h = at_the_fixture(lang, 1, now);
        assert!(summary_of(&h).is_none(), "the game goes on");
        let last = *lines().last().expect("entries");
        type_line(&mut h, last);

        let summary = summary_of(&h).expect("the summary is showing");
        assert_eq!(summary.winners, vec![1], "Bob's seat");
        assert_eq!(summary.winner_names(), vec!["Bob".to_string()]);
        assert!(h.sees(headline), "{lang:?}");
        // The saved entries a minute apart but for one pause of two hours,
        // the last one entered just now: every minute but the pause's.
        let saved = lines().len() - 1;
        let length = summary.length.expect("entries");
        assert_eq!(length.pauses, 1);
        let gaps = (saved - 2) as i64 * 60;
        assert!(
            (gaps + 60..=gaps + 120).contains(&length.seconds),
            "{} seconds",
            length.seconds
        );
        let minutes = length.seconds / 60;
        let said = pause.replace("{}", &minutes.to_string());
        assert!(h.sees(&said), "{lang:?}: {said} ({length:?})");
        // Twelve turns, and every seat with its final life.
        assert_eq!(summary.turns, 12);
        // BANG! is played in turns, and its chart has them all.
        assert_eq!(summary.rounds, None);
        let chart = summary.chart.chart();
        assert_eq!(chart.points.last().map(|p| p.step), Some(12));
        assert!(h.sees(match lang {
            Lang::En => "12 turns",
            Lang::Nl => "12 beurten",
        }));
        let bob = match lang {
            Lang::En => "Deputy · Kit Carlson",
            Lang::Nl => "Hulpsheriff · Kit Carlson",
        };
        assert!(h.sees(bob), "{lang:?}: Bob's role and character");
    }
}

#[test]
fn a_game_played_in_rounds_says_its_rounds_and_the_winning_team() {
    use holster::games::gunfights::Gunfights;
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let game = paths.games.join("tiebreaker.toml");
    let input = SetupInput {
        players: ["Ann", "Bob"].map(String::from).to_vec(),
        board: crate::support::gunfights::board(),
        ..SetupInput::default()
    };
    let setup = Gunfights::setup(&input).expect("two people");
    let mut session = Session::<Gunfights>::create(&game, setup).expect("created");
    // The fixture: six rounds, a tie, and the Pioneers win the showdown.
    for line in include_str!("../gunfights/tiebreaker.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        holster::session::AnySession::enter_line(&mut session, line).expect("a legal entry");
    }
    drop(session);
    let h = Harness::continue_at(Lang::En, 1.0, dir, paths, game);
    let summary = summary_of(&h).expect("opened on its summary");
    assert_eq!(summary.rounds, Some(6));
    // Six characters, a turn each per round.
    assert_eq!(summary.turns, 36);
    assert!(h.sees("6 rounds (36 turns)"));
    // The Pioneers are Ann's three characters: one winner, named once.
    assert_eq!(summary.winners, vec![0, 1, 2]);
    assert_eq!(summary.winner_names(), vec!["Ann".to_string()]);
    assert!(h.sees("Ann wins (The Pioneers, in the showdown after a tie)"));
    assert!(h.sees("Mayor (Ann)"));
}

#[test]
fn new_game_same_players_opens_setup_with_the_same_names_in_the_same_seats() {
    let mut h = at_the_fixture(Lang::En, 0, Utc::now());
    assert!(
        summary_of(&h).is_some(),
        "a finished game opens on its summary"
    );
    h.click(selector::id(summary::AGAIN_ID));
    let setup = h.app.setup().expect("the setup screen");
    assert_eq!(setup.players(), ["Ann", "Bob", "Cid"]);
    assert!(h.sees("New game of BANG! The Dice Game"));
    // Roles and characters are dealt anew: none is chosen yet.
    assert!(h.sees("Choose every player's character beside their name."));
}

#[test]
fn home_goes_home_and_the_summary_is_there_again_for_the_finished_game() {
    let mut h = at_the_fixture(Lang::En, 0, Utc::now());
    h.click(selector::id(summary::HOME_ID));
    assert!(h.app.table().is_none());
    assert!(h.sees("New game"));
    h.click(selector::id("continue-last"));
    assert!(summary_of(&h).is_some(), "opened from home on its summary");
}

#[test]
fn an_undo_at_the_table_reopens_the_game_and_leaves_the_summary() {
    let mut h = at_the_fixture(Lang::En, 1, Utc::now());
    type_line(&mut h, lines().last().expect("entries"));
    assert!(summary_of(&h).is_some());

    // Back to the table to read the log: the header opens the summary again.
    h.click(selector::id(summary::TABLE_ID));
    assert!(summary_of(&h).is_none());
    assert!(h.sees("History"));
    h.click(selector::id(summary::OPEN_ID));
    assert!(summary_of(&h).is_some());

    // Undo from the summary: the game goes on, at the table.
    let before = h.app.table().expect("table").session().cursor();
    h.click(selector::id(summary::UNDO_ID));
    let table = h.app.table().expect("the table is showing");
    assert_eq!(table.session().cursor(), before - 1);
    assert!(
        table.session().outcome().is_none(),
        "the game is open again"
    );
    assert!(summary_of(&h).is_none());
    assert!(h.ui().find(selector::id(summary::OPEN_ID)).is_err());
    assert!(h.sees("Bob's turn"));

    // Redo ends it again, and the summary comes back.
    h.click(selector::id("redo"));
    assert!(summary_of(&h).is_some());

    // An undo typed at the table reopens it as well.
    h.click(selector::id(summary::TABLE_ID));
    type_line(&mut h, "undo");
    assert!(summary_of(&h).is_none());
    assert!(h.app.table().expect("table").session().outcome().is_none());
}

#[test]
fn the_play_goes_to_bg_stats_as_a_qr_code_and_as_a_file() {
    let mut h = at_the_fixture(Lang::En, 0, Utc::now());
    h.click(selector::id(summary::BGSTATS_ID));
    let export = &summary_of(&h).expect("the summary").export;
    assert!(export.shown());
    let link = match export.link(Lang::En) {
        Some(Ok(link)) => link.clone(),
        other => panic!("a link: {other:?}"),
    };
    assert!(link.starts_with("https://app.bgstatsapp.com/createPlay.html?data="));
    assert_eq!(
        Some(link.clone()),
        h.app
            .table()
            .and_then(|t| holster::ui::qr::bgstats_link(Lang::En, t.session()).ok()),
        "the very link the QR code module makes"
    );
    assert!(h.sees("Log in BG Stats"));
    assert!(h.sees(&link), "the link under the code");

    h.click(selector::id(summary::FILE_ID));
    let written = match summary_of(&h).and_then(|s| s.export.written()) {
        Some(Ok(file)) => file.clone(),
        other => panic!("written: {other:?}"),
    };
    let folder = h
        .app
        .paths()
        .games
        .parent()
        .expect("a data folder")
        .join("exports");
    assert_eq!(written, folder.join("fixture-bgstats.json"));
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&written).expect("the file")).expect("JSON");
    let players = json["players"].as_array().expect("players");
    let names: Vec<&str> = players.iter().filter_map(|p| p["name"].as_str()).collect();
    assert_eq!(names, ["Ann", "Bob", "Cid"]);
    let winners: Vec<bool> = players
        .iter()
        .filter_map(|p| p["winner"].as_bool())
        .collect();
    assert_eq!(winners, [false, true, false]);
    assert!(h.sees(&format!("Saved: {}", written.display())));

    // A second time, the first file stays as it is.
    h.click(selector::id(summary::FILE_ID));
    assert_eq!(
        summary_of(&h).and_then(|s| s.export.written()).cloned(),
        Some(Ok(folder.join("fixture-bgstats-2.json")))
    );

    h.click(selector::id(summary::CLOSE_ID));
    assert!(!summary_of(&h).expect("the summary").export.shown());
    assert!(!h.sees("Log in BG Stats"));

    // Escape closes the code, and only the code.
    h.click(selector::id(summary::BGSTATS_ID));
    h.send(Message::Key(
        iced::keyboard::Key::Named(iced::keyboard::key::Named::Escape),
        iced::keyboard::Modifiers::empty(),
    ));
    let shown = summary_of(&h).expect("the summary stays");
    assert!(!shown.export.shown());
}

#[test]
fn ctrl_z_on_the_summary_of_a_game_that_stays_over_keeps_the_summary_up_to_date() {
    let mut h = at_the_fixture(Lang::En, 0, Utc::now());
    h.click(selector::id(summary::TABLE_ID));
    h.send(Message::Table(table::Message::NoteChanged(
        "Bob buys the next round".into(),
    )));
    h.send(Message::Table(table::Message::AddNote));
    h.click(selector::id(summary::OPEN_ID));
    let entries = lines().len() + 1;
    assert_eq!(h.app.table().expect("table").session().cursor(), entries);
    h.send(Message::Key(
        iced::keyboard::Key::Character("z".into()),
        iced::keyboard::Modifiers::CTRL,
    ));
    let table = h.app.table().expect("table");
    assert_eq!(table.session().cursor(), entries - 1, "the note taken back");
    assert!(
        table.session().outcome().is_some(),
        "the game is still over"
    );
    let shown = table.summary().expect("the summary stays");
    assert_eq!(shown.winner_names(), vec!["Bob".to_string()]);
}
