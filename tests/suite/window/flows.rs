//! The window's main flows, driven through iced_test's simulator with the
//! CPU renderer (no display needed): start a new game, enter one thing, undo
//! it, switch to Dutch, open the reference. Widgets are selected by id where
//! their label is translated.

use crate::support::window::Harness;
use holster::core::Game;
use holster::games::tally::Tally;
use holster::i18n::Lang;
use holster::store::Paths;
use holster::ui::{Message, Options, setup, table};
use iced_test::selector;
use iced_test::simulator::Simulator;

fn start_tally(h: &mut Harness) {
    h.click(selector::id("new-tally"));
    for (seat, name) in ["Ann", "Bob", "Cid"].into_iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            name.into(),
        )));
    }
    h.click(selector::id("start-game"));
}

#[test]
fn start_a_game_enter_a_roll_undo_it_switch_to_dutch_and_open_the_reference() {
    let mut h = Harness::new(Lang::En);
    assert!(h.sees("New game"));

    start_tally(&mut h);
    let table = h.app.table().expect("the table is showing");
    assert_eq!(table.session().players(), vec!["Ann", "Bob", "Cid"]);
    assert!(h.sees("Nothing entered yet."));

    // Enter one thing: the d20 pad's 17, for Ann whose turn it is.
    h.click("17");
    let table = h.app.table().expect("table");
    assert_eq!(table.session().counters()[0].value, 17);
    assert!(h.sees("Ann rolled 17"));
    assert!(h.sees("Saved #1: Ann rolled 17"));

    // Undo it.
    h.click(selector::id("undo"));
    let table = h.app.table().expect("table");
    assert_eq!(table.session().counters()[0].value, 0);
    assert_eq!(table.session().cursor(), 0);
    assert!(h.sees("undone"));

    // Switch to Dutch and see the Dutch label.
    h.click(selector::id("lang-nl"));
    assert_eq!(h.app.lang(), Lang::Nl);
    assert!(h.sees("Geschiedenis"));
    assert!(h.sees("Ann gooide 17"));
    assert!(!h.sees("History"));

    // Open the reference: the game's own book, in Dutch.
    h.click(selector::id("open-reference"));
    assert!(h.app.reference_open());
    assert!(h.sees("Om de beurt"));
    h.click(selector::id("other-language"));
    assert!(h.sees("Taking turns"));
    h.click(selector::id("close-reference"));
    assert!(!h.app.reference_open());
}

#[test]
fn a_violation_is_explained_and_can_be_applied_anyway_with_why_opening_its_section() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.send(Message::Table(table::Message::EntryChanged("ann 4".into())));
    h.send(Message::Table(table::Message::SubmitEntry));
    h.send(Message::Table(table::Message::EntryChanged("ann 5".into())));
    h.send(Message::Table(table::Message::SubmitEntry));
    assert!(h.sees("The rules forbid this."));
    assert!(h.sees("Nobody may roll twice in a row."));
    assert_eq!(
        h.app.table().expect("table").session().cursor(),
        1,
        "nothing entered yet"
    );

    h.click("Why?");
    assert!(h.app.reference_open());
    assert!(h.sees("Players roll one at a time. Nobody may roll twice in a row."));

    h.click(selector::id("apply-anyway"));
    let session = h.app.table().expect("table").session();
    assert_eq!(session.cursor(), 2);
    assert_eq!(
        session.history()[1].overrides,
        vec!["tally.turn.twice".to_string()]
    );
    assert_eq!(session.counters()[0].value, 9);
}

#[test]
fn corrections_notes_and_keyboard_undo_redo() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.send(Message::Table(table::Message::Adjust(
        holster::core::CounterId::player(1, "score"),
        1,
    )));
    assert!(h.sees("Corrected Bob's score from 0 to 1"));
    h.send(Message::Table(table::Message::NoteChanged(
        "the table ruled: Bob starts".into(),
    )));
    h.send(Message::Table(table::Message::AddNote));
    assert!(h.sees("Note: the table ruled: Bob starts"));

    let ctrl = iced::keyboard::Modifiers::CTRL;
    h.send(Message::Key(
        iced::keyboard::Key::Character("z".into()),
        ctrl,
    ));
    assert_eq!(h.app.table().expect("table").session().cursor(), 1);
    h.send(Message::Key(
        iced::keyboard::Key::Character("y".into()),
        ctrl,
    ));
    assert_eq!(h.app.table().expect("table").session().cursor(), 2);
    h.send(Message::Key(
        iced::keyboard::Key::Character("z".into()),
        ctrl | iced::keyboard::Modifiers::SHIFT,
    ));
    assert_eq!(
        h.app.table().expect("table").session().cursor(),
        2,
        "nothing to redo"
    );
    h.send(Message::Key(
        iced::keyboard::Key::Named(iced::keyboard::key::Named::F1),
        iced::keyboard::Modifiers::empty(),
    ));
    assert!(h.app.reference_open());
    h.send(Message::Key(
        iced::keyboard::Key::Named(iced::keyboard::key::Named::Escape),
        iced::keyboard::Modifiers::empty(),
    ));
    assert!(!h.app.reference_open());
}

#[test]
fn the_game_open_at_closing_is_offered_first_and_continues() {
    let dir = tempfile::tempdir().expect("temp dir");
    let options = Options {
        lang: Lang::En,
        paths: Paths::under(dir.path()),
        show_test_game: true,
    };
    let mut h = Harness::with_options(options.clone(), tempfile::tempdir().expect("spare"));
    start_tally(&mut h);
    h.click("12");
    drop(h);

    // Closing the window and starting again: the game is offered first.
    let mut h = Harness::with_options(options, tempfile::tempdir().expect("spare"));
    assert!(h.sees("You were playing"));
    h.click(selector::id("continue-last"));
    let session = h.app.table().expect("the table is showing").session();
    assert_eq!(session.counters()[0].value, 12);
}

#[test]
fn a_deleted_game_goes_to_the_trash_after_confirmation_and_can_be_restored() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.click("7");
    h.click(selector::id("home"));
    assert!(h.sees("Saved games"));
    assert!(h.sees("Ann, Bob, Cid"));

    // Home's cards come first now (issue 23): with the test game's fifth
    // card the saved games are below the fold of the default window, so
    // its buttons are tapped in a taller one.
    let tap = |h: &mut Harness, label: &str| {
        let mut ui = h.ui_in_window((1366.0, 1400.0));
        ui.click(label).expect("in sight");
        for message in ui.into_messages().collect::<Vec<_>>() {
            h.send(message);
        }
    };
    tap(&mut h, "Delete");
    assert!(h.sees("Delete this game? You can restore it from the deleted games."));
    tap(&mut h, "Keep it");
    assert!(!h.sees("Delete this game? You can restore it from the deleted games."));

    tap(&mut h, "Delete");
    h.send(Message::Home(holster::ui::home::Message::ConfirmDelete));
    assert!(h.sees("No saved games yet. Start one above."));
    tap(&mut h, "Show deleted games (1)");
    tap(&mut h, "Restore");
    assert!(h.sees("Ann, Bob, Cid"));
    assert!(!h.sees("Show deleted games (1)"));
}

/// A saved tally game of Ann, Bob and Cid with one roll, in a games folder
/// under a new temporary folder, and the options of a window on it.
fn saved_tally(name: &str) -> (tempfile::TempDir, Options, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let path = paths.games.join(format!("{name}.toml"));
    let input = holster::core::SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        ..Default::default()
    };
    let mut session = holster::games::create(Tally::ID, &path, &input).expect("created");
    session.enter_line("ann 12").expect("entered");
    let options = Options {
        lang: Lang::En,
        paths,
        show_test_game: true,
    };
    (dir, options, path)
}

#[test]
fn opening_a_game_happens_in_a_task_while_the_home_screen_stays() {
    let (dir, options, path) = saved_tally("friday");
    let mut h = Harness::with_options(options, dir);
    let open = Message::Home(holster::ui::home::Message::Open(path.clone()));
    let task = h.app.update(open.clone());
    assert!(
        h.app.table().is_none(),
        "update itself did not open the game"
    );
    assert!(h.sees("Saved games"));
    // A second click while the game opens is not a second opening (which
    // would find the game locked by the first).
    let again = h.app.update(open);
    h.run(task);
    h.run(again);
    let session = h.app.table().expect("the table is showing").session();
    assert_eq!(session.counters()[0].value, 12);
    assert!(!h.sees("This game is open in another Holster window. Close it there first."));
}

#[test]
fn creating_a_game_happens_in_a_task_while_the_setup_screen_stays() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    let options = Options {
        lang: Lang::En,
        paths: paths.clone(),
        show_test_game: true,
    };
    let mut h = Harness::with_options(options, tempfile::tempdir().expect("spare"));
    h.click(selector::id("new-tally"));
    for (seat, name) in ["Ann", "Bob", "Cid"].into_iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            name.into(),
        )));
    }
    let mut ui = h.ui();
    ui.click(selector::id("start-game"))
        .expect("a start button");
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "the setup is complete");
    let tasks: Vec<_> = messages.into_iter().map(|m| h.app.update(m)).collect();
    assert!(
        h.app.table().is_none(),
        "update itself did not create the game"
    );
    assert!(!paths.games.exists(), "nothing written yet");
    for task in tasks {
        h.run(task);
    }
    let session = h.app.table().expect("the table is showing").session();
    assert_eq!(session.players(), vec!["Ann", "Bob", "Cid"]);
    let saved = holster::store::saved_game_files(&paths).expect("listed");
    assert_eq!(saved.len(), 1);
}

#[test]
fn damage_that_only_opening_finds_is_shown_and_marks_the_game_in_the_list() {
    let (dir, options, path) = saved_tally("damaged");
    // The first of two records loses its last line: damage inside the
    // journal, which the list (reading only the file's ends) does not see.
    let mut session = holster::games::open(&path).expect("opens").0;
    session.enter_line("bob 3").expect("entered");
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");
    std::fs::write(&path, text.replacen("end = 1\n", "", 1)).expect("damaged");
    let reason = holster::games::read(&path)
        .err()
        .expect("damaged")
        .message();
    let reason = holster::i18n::tr(Lang::En, &reason);

    let mut h = Harness::with_options(options, dir);
    assert!(h.sees("Ann, Bob, Cid"));
    h.click("Continue");
    assert!(h.app.table().is_none());
    assert!(h.sees(&reason), "the notice says why");
    assert!(!h.clickable("Continue"), "the list now knows it is damaged");
}

mod bang {
    use super::*;
    use holster::core::BangFace;
    use holster::ui::games::{self, bang_dice};

    fn pad(h: &mut Harness, message: bang_dice::Message) {
        h.send(Message::Table(table::Message::Pad(games::Message::new(
            message,
        ))));
    }

    fn numbers(h: &Harness) -> (Vec<i64>, i64) {
        let counters = h.app.table().expect("table").session().counters();
        let lives = counters
            .iter()
            .filter(|c| c.id.name == "life")
            .map(|c| c.value)
            .collect();
        let pile = counters
            .iter()
            .find(|c| c.id.name == "pile")
            .map_or(-1, |c| c.value);
        (lives, pile)
    }

    #[test]
    fn a_four_player_turn_with_a_reroll_and_an_indian_attack_then_undone() {
        let mut h = Harness::new(Lang::En);
        h.click(selector::id("new-bang-dice"));
        h.send(Message::Setup(setup::Message::AddPlayer));
        let seats = [
            ("Ann", "bart-cassidy"),
            ("Bob", "el-gringo"),
            ("Cid", "sid-ketchum"),
            ("Dan", "jourdonnais"),
        ];
        for (seat, (name, character)) in seats.into_iter().enumerate() {
            h.send(Message::Setup(setup::Message::PlayerName(
                seat,
                name.into(),
            )));
            h.send(Message::Setup(setup::Message::PerSeat(
                "characters",
                seat,
                character,
            )));
        }
        assert!(
            h.sees("Choose who is the Sheriff."),
            "said for the screen, not for the command line"
        );
        h.send(Message::Setup(setup::Message::Seat("sheriff", 0)));
        assert!(h.sees("Ready to start."));
        h.click(selector::id("start-game"));
        assert!(h.sees("9 arrows in the pile"));
        assert!(h.sees("Bart Cassidy · Sheriff"));
        let (lives, pile) = numbers(&h);
        assert_eq!((lives, pile), (vec![10, 7, 8, 7], 9));

        // The first roll: five arrows, clicked face by face; the fifth
        // enters the roll.
        for _ in 0..5 {
            pad(&mut h, bang_dice::Message::Face(BangFace::Arrow));
        }
        assert_eq!(numbers(&h).1, 4, "five arrows taken from the pile");
        assert!(h.sees("4 arrows in the pile"));

        // A reroll of four of them: four more arrows, the last of the pile.
        for die in 0..4 {
            pad(&mut h, bang_dice::Message::ToggleDie(die));
        }
        // The fourth new face enters the reroll.
        for _ in 0..4 {
            pad(&mut h, bang_dice::Message::Face(BangFace::Arrow));
        }
        let (lives, pile) = numbers(&h);
        assert_eq!(
            pile, 9,
            "after the Indian attack every arrow is back on the pile"
        );
        assert_eq!(lives, vec![1, 7, 8, 7], "Ann held all nine arrows");
        let session = h.app.table().expect("table").session();
        assert_eq!(session.cursor(), 2);
        let findings: Vec<&str> = session.history()[1]
            .findings
            .iter()
            .map(|f| f.rule_id())
            .collect();
        assert!(
            findings.iter().any(|id| id.contains("indian")),
            "{findings:?}"
        );

        // Undo the whole turn.
        h.click(selector::id("undo"));
        h.click(selector::id("undo"));
        assert_eq!(numbers(&h), (vec![10, 7, 8, 7], 9));
        assert!(h.sees("9 arrows in the pile"));
    }
}

mod gunfights;

/// Nothing moves under the finger; every player fits the screen; the keys
/// and clicks people are used to do what they expect (issue 17).
mod table_view;
