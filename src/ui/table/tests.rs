//! The table view's `update`, called directly and asserted on, at a Tally
//! game held in memory (the window's flows are in `tests/suite/window/flows.rs`).

use super::{Field, Message, Outcome, Table};
use crate::core::{Game, SetupInput};
use crate::games::tally::Tally;
use crate::session::{OpenReport, Session};

fn table() -> Table {
    let input = SetupInput {
        players: ["Ann", "Bob", "Cid"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    let setup = Tally::setup(&input).expect("three players");
    let session = Session::<Tally>::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
    Table::new(Box::new(session), &OpenReport::default()).0
}

fn typed(table: &mut Table, line: &str) {
    table.update(Message::EntryChanged(line.into()));
    table.update(Message::SubmitEntry);
}

#[test]
fn escape_closes_what_is_open_first_and_clears_the_field_last() {
    let mut t = table();
    typed(&mut t, "ann 4");
    t.update(Message::EntryChanged("bob".into()));
    t.update(Message::ToggleDrawer);
    t.update(Message::Select(1));
    t.update(Message::Cancel);
    assert_eq!(t.selected(), None, "first the opened history entry");
    assert!(t.drawer_open());
    t.update(Message::Cancel);
    assert!(!t.drawer_open(), "then the drawer");
    assert_eq!(t.entry(), "bob");
    t.update(Message::Cancel);
    assert_eq!(t.entry(), "", "then the field");
    assert!(t.outcome().is_none());
}

#[test]
fn escape_in_the_field_clears_the_error_before_the_text() {
    let mut t = table();
    typed(&mut t, "nonsense");
    assert!(matches!(t.outcome(), Some(Outcome::Problem(_))));
    t.update(Message::FieldEscape);
    assert!(t.outcome().is_none());
    assert_eq!(t.entry(), "nonsense");
    t.update(Message::FieldEscape);
    assert_eq!(t.entry(), "");
    // A saved entry is no error: Escape clears what is typed.
    typed(&mut t, "ann 4");
    t.update(Message::EntryChanged("bob 2".into()));
    t.update(Message::FieldEscape);
    assert_eq!(t.entry(), "");
}

#[test]
fn opening_a_history_entry_jumps_nowhere_and_a_jump_closes_it() {
    let mut t = table();
    typed(&mut t, "ann 4");
    typed(&mut t, "bob 5");
    t.update(Message::Select(1));
    assert_eq!(t.selected(), Some(1));
    assert_eq!(t.session().cursor(), 2);
    t.update(Message::Select(2));
    assert_eq!(t.selected(), Some(2), "another entry opens instead");
    t.update(Message::Select(2));
    assert_eq!(t.selected(), None, "the same one closes");
    t.update(Message::Select(1));
    t.update(Message::JumpTo(1));
    assert_eq!(t.session().cursor(), 1);
    assert_eq!(t.selected(), None);
}

#[test]
fn each_field_has_its_own_steps_back_and_an_entry_taken_is_one_of_them() {
    let mut t = table();
    t.update(Message::NoteChanged("Bob".into()));
    t.update(Message::EntryChanged("ann".into()));
    t.update(Message::EntryChanged("ann 4".into()));
    t.update(Message::SubmitEntry);
    assert_eq!(t.entry(), "", "taken, so cleared");
    t.update(Message::TextUndo(Field::Entry));
    assert_eq!(
        t.entry(),
        "ann 4",
        "Ctrl+Z brings back what was just entered"
    );
    t.update(Message::TextUndo(Field::Entry));
    assert_eq!(t.entry(), "ann");
    t.update(Message::TextRedo(Field::Entry));
    assert_eq!(t.entry(), "ann 4");
    t.update(Message::TextUndo(Field::Note));
    assert_eq!(t.note, "");
    assert_eq!(t.session().cursor(), 1, "the game is untouched");
}

#[test]
fn fixing_a_button_s_entry_clears_the_outcome_and_fills_nothing() {
    let mut t = table();
    typed(&mut t, "ann 4");
    // A correction beyond what the rules allow is refused or needs an
    // override; either way "Fix entry" leaves the field alone.
    t.update(Message::Done("tally.goal.reached".into()));
    t.update(Message::FixEntry);
    assert!(t.outcome().is_none());
    assert_eq!(t.entry(), "");
}

#[test]
fn an_undo_says_what_it_took_back_not_only_how_many_are_left() {
    let mut t = table();
    typed(&mut t, "ann 4");
    typed(&mut t, "bob 7");
    t.update(Message::Undo);
    match t.outcome() {
        Some(Outcome::Moved {
            cursor,
            undone,
            entries,
        }) => {
            assert_eq!((*cursor, *undone), (1, true));
            let numbers: Vec<usize> = entries.iter().map(|(n, _, _)| *n).collect();
            assert_eq!(numbers, vec![2]);
        }
        other => panic!("{other:?}"),
    }
    t.update(Message::Redo);
    assert!(matches!(
        t.outcome(),
        Some(Outcome::Moved { undone: false, .. })
    ));
}

/// The window's picture of the table at 1024×600, and the messages its
/// clicks give.
fn clicked(t: &Table, lang: crate::i18n::Lang, id: &'static str) -> Vec<Message> {
    let mut ui = iced_test::simulator::Simulator::with_size(
        iced::Settings::default(),
        (1024.0, 600.0),
        t.view(lang),
    );
    ui.click(iced_test::selector::id(id))
        .expect("the button is there");
    ui.into_messages().collect()
}

/// Whether `content` is written inside the chart's panel.
fn in_panel(t: &Table, lang: crate::i18n::Lang, content: &str) -> bool {
    use iced_test::selector::{self, Candidate};
    let mut ui = iced_test::simulator::Simulator::with_size(
        iced::Settings::default(),
        (1024.0, 600.0),
        t.view(lang),
    );
    let Ok(panel) = ui.find(selector::id(super::CHART_PANEL_ID)) else {
        return false;
    };
    let panel = panel.bounds();
    ui.find(move |c: Candidate<'_>| match c {
        Candidate::Text {
            content: written,
            bounds,
            ..
        } if written == content && panel.contains(bounds.center()) => Some(()),
        _ => None,
    })
    .is_ok()
}

#[test]
fn the_chart_button_opens_and_closes_the_panel_with_every_players_name() {
    use crate::i18n::Lang;
    let mut t = table();
    typed(&mut t, "ann 4");
    typed(&mut t, "bob 7");
    for lang in [Lang::En, Lang::Nl] {
        assert!(!t.chart_shown());
        assert!(!in_panel(&t, lang, "Ann"), "closed, nothing of it shows");
        for message in clicked(&t, lang, super::CHART_BUTTON_ID) {
            t.update(message);
        }
        assert!(t.chart_shown(), "{lang}");
        for name in ["Ann", "Bob", "Cid"] {
            assert!(in_panel(&t, lang, name), "{name} in the legend ({lang})");
        }
        let title = crate::i18n::text(lang, "chart-title");
        assert!(in_panel(&t, lang, &title), "{lang}");
        // The chart was made on opening: the start and both rolls' turns,
        // and Cid's, being played.
        assert_eq!(
            t.chart().line(0, 1),
            vec![Some(0), Some(0), Some(7), Some(7)]
        );
        // The same button, in the same place, closes it.
        for message in clicked(&t, lang, super::CHART_BUTTON_ID) {
            t.update(message);
        }
        assert!(!t.chart_shown(), "{lang}");
    }
}

#[test]
fn the_open_chart_follows_entries_and_undo_and_escape_closes_it() {
    let mut t = table();
    t.update(Message::ToggleChart);
    assert_eq!(t.chart().points.len(), 1, "only the start");
    typed(&mut t, "ann 4");
    assert_eq!(t.chart().line(0, 0), vec![Some(0), Some(4), Some(4)]);
    t.update(Message::Undo);
    assert_eq!(t.chart().line(0, 0), vec![Some(0)], "undone, not drawn");
    t.update(Message::Cancel);
    assert!(!t.chart_shown());
    // Opening the turns and times closes the chart: one panel at a time.
    t.update(Message::ToggleChart);
    t.update(Message::Clock(super::clock::Message::ToggleTimes));
    assert!(!t.chart_shown());
    assert!(t.times_shown());
    t.update(Message::ToggleChart);
    assert!(t.chart_shown());
}

/// Whether the table at 1366×900 writes `content` somewhere.
fn writes(t: &Table, content: &str) -> bool {
    let mut ui = iced_test::simulator::Simulator::with_size(
        iced::Settings::default(),
        (1366.0, 900.0),
        t.view(crate::i18n::Lang::En),
    );
    ui.find(content).is_ok()
}

#[test]
fn a_long_history_makes_rows_of_its_newest_entries_only_and_shows_older_on_request() {
    let mut t = table();
    let total = super::HISTORY_PAGE * 4;
    for i in 0..total {
        typed(&mut t, &format!("note {i}"));
    }
    assert_eq!(t.session().history_len(), total);
    assert!(writes(&t, &format!("#{total}")), "the newest entry");
    assert!(
        !writes(&t, "#1"),
        "the oldest is not made into a row (10,000 rows held 8 times the memory of home)"
    );
    let mut ui = iced_test::simulator::Simulator::with_size(
        iced::Settings::default(),
        (1366.0, 900.0),
        t.view(crate::i18n::Lang::En),
    );
    assert!(
        ui.find(iced_test::selector::id("history-older")).is_ok(),
        "a button shows older entries"
    );
    drop(ui);
    t.update(Message::ShowOlder);
    assert!(writes(
        &t,
        &format!("#{}", total - super::HISTORY_PAGE * 3 + 1)
    ));
    // An entry opened is shown however old it is.
    t.update(Message::Select(1));
    assert!(writes(&t, "#1"));
}
