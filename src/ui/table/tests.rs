//! The table view's `update`, called directly and asserted on, at a Tally
//! game held in memory (the window's flows are in `tests/ui.rs`).

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
