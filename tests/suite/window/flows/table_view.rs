//! The table view's flows in the window (issue 17): nothing
//! moves under the finger, every player fits the screen at 1024×600 and at
//! 160 % text, and the keys and clicks people are used to do what they
//! expect: Escape, Ctrl+Z in a field, a second click to jump back, "Fix
//! entry" after a click, the rules drawer's search.

use super::*;
use holster::core::BangFace;
use holster::ui::games::{self, bang_dice, tally};
use holster::ui::reference::SEARCH_ID;
use iced::Rectangle;
use iced::keyboard::{Key, Modifiers, key::Named};

const SMALL: (f32, f32) = (1024.0, 600.0);
const LAPTOP: (f32, f32) = (1366.0, 768.0);

fn bang_pad(h: &mut Harness, message: bang_dice::Message) {
    h.send(Message::Table(table::Message::Pad(games::Message::new(
        message,
    ))));
}

fn tally_pad(h: &mut Harness, message: tally::Message) {
    h.send(Message::Table(table::Message::Pad(games::Message::new(
        message,
    ))));
}

fn cursor(h: &Harness) -> usize {
    h.app.table().expect("table").session().cursor()
}

fn bounds(h: &Harness, window: (f32, f32), id: &str) -> Rectangle {
    h.ui_in_window(window)
        .find(selector::id(id.to_string()))
        .unwrap_or_else(|e| panic!("{id}: {e}"))
        .visible_bounds()
        .unwrap_or_else(|| panic!("{id} is out of sight"))
}

fn the_ring() -> Vec<String> {
    let mut ids: Vec<String> = (0..4).map(|seat| format!("seat-{seat}")).collect();
    ids.push("ring-center".into());
    ids.push(table::ENTRY_ID.into());
    ids
}

#[test]
fn every_player_the_pile_and_the_dice_are_on_screen_at_1024_by_600_and_at_160_percent() {
    for (scale, window) in [(1.0, SMALL), (1.6, LAPTOP)] {
        for lang in [Lang::En, Lang::Nl] {
            let mut h = Harness::at_the_saloon(lang, scale);
            let case = format!("{window:?} at {scale} in {lang}");
            if let Err(e) = h.all_on_screen(window, &the_ring()) {
                panic!("{case}: {e}");
            }
            let before: Vec<Rectangle> = (0..4)
                .map(|seat| bounds(&h, window, &format!("seat-{seat}")))
                .collect();
            // The dice appear in the middle: still every card whole,
            // and not one has moved.
            for face in [
                BangFace::Arrow,
                BangFace::Dynamite,
                BangFace::One,
                BangFace::Two,
                BangFace::Beer,
            ] {
                bang_pad(&mut h, bang_dice::Message::Face(face));
            }
            bang_pad(&mut h, bang_dice::Message::Submit);
            assert_eq!(cursor(&h), 1, "{case}: the roll was entered");
            if let Err(e) = h.all_on_screen(window, &the_ring()) {
                panic!("{case}, after the roll: {e}");
            }
            let after: Vec<Rectangle> = (0..4)
                .map(|seat| bounds(&h, window, &format!("seat-{seat}")))
                .collect();
            assert_eq!(before, after, "{case}: the seats stay where they were");
        }
    }
}

#[test]
fn the_pad_keeps_its_place_whatever_the_last_entry_said() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    // A face near the top of the d20 pad.
    let face = |h: &Harness, window| {
        h.ui_in_window(window)
            .find("2")
            .expect("the d20 pad")
            .visible_bounds()
            .expect("in sight")
    };
    let nothing_yet = [SMALL, (1366.0, 900.0)].map(|w| face(&h, w));
    h.click("4");
    let saved = [SMALL, (1366.0, 900.0)].map(|w| face(&h, w));
    assert_eq!(nothing_yet, saved, "a saved entry moves nothing");
    h.send(Message::Table(table::Message::EntryChanged("ann 5".into())));
    h.send(Message::Table(table::Message::SubmitEntry));
    assert!(h.sees("Nobody may roll twice in a row."));
    let refused = [SMALL, (1366.0, 900.0)].map(|w| face(&h, w));
    assert_eq!(nothing_yet, refused, "a violation moves nothing");
}

#[test]
fn after_fix_entry_the_pointer_is_on_no_other_button() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.click("4");
    h.send(Message::Table(table::Message::EntryChanged("ann 5".into())));
    h.send(Message::Table(table::Message::SubmitEntry));
    let fix = bounds(&h, (1366.0, 900.0), "fix-entry").center();
    h.click(selector::id("fix-entry"));
    assert!(h.app.table().expect("table").outcome().is_none());
    let mut ui = h.ui();
    ui.point_at(fix);
    ui.simulate(iced_test::simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(
        messages.is_empty(),
        "a quick second tap where \"Fix entry\" was does nothing: {messages:?}"
    );
}

#[test]
fn fix_entry_after_a_click_returns_to_the_clicks_not_to_notation() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.click("4");
    // Ann again, by clicks: the rules forbid a second roll in a row.
    tally_pad(&mut h, tally::Message::Player(0));
    tally_pad(&mut h, tally::Message::Face(5));
    assert!(h.sees("Nobody may roll twice in a row."));
    h.click(selector::id("fix-entry"));
    let table = h.app.table().expect("table");
    assert_eq!(table.entry(), "", "the field is not filled with notation");
    assert!(table.outcome().is_none());
    // The pad still has Ann picked: the next face is hers again.
    h.click("6");
    assert!(h.sees("Nobody may roll twice in a row."));
    assert_eq!(cursor(&h), 1);
}

#[test]
fn a_typed_entry_goes_back_into_the_field_to_be_fixed() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.click("4");
    h.send(Message::Table(table::Message::EntryChanged("ann 5".into())));
    h.send(Message::Table(table::Message::SubmitEntry));
    h.click(selector::id("fix-entry"));
    assert_eq!(h.app.table().expect("table").entry(), "ann 5");
}

#[test]
fn escape_in_the_entry_field_clears_its_error_then_its_text() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.send(Message::Table(table::Message::EntryChanged("zzz".into())));
    h.send(Message::Table(table::Message::SubmitEntry));
    assert!(h.app.table().expect("table").outcome().is_some());
    h.key_in_field(
        table::ENTRY_ID,
        "",
        Key::Named(Named::Escape),
        Modifiers::empty(),
    );
    let table = h.app.table().expect("table");
    assert!(table.outcome().is_none(), "the error is gone");
    assert_eq!(table.entry(), "zzz", "the text stays to be fixed");
    h.key_in_field(
        table::ENTRY_ID,
        "",
        Key::Named(Named::Escape),
        Modifiers::empty(),
    );
    assert_eq!(h.app.table().expect("table").entry(), "");
}

#[test]
fn ctrl_z_in_the_entry_field_takes_back_typing_and_outside_it_the_game() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.click("4");
    assert_eq!(cursor(&h), 1);
    let z = || Key::Character("z".into());
    let taken = h.key_in_field(table::ENTRY_ID, "bob 5", z(), Modifiers::CTRL);
    assert!(taken, "the field takes Ctrl+Z");
    assert_eq!(h.app.table().expect("table").entry(), "bob ");
    assert_eq!(cursor(&h), 1, "the game is untouched");
    h.key_in_field(
        table::ENTRY_ID,
        "",
        Key::Character("y".into()),
        Modifiers::CTRL,
    );
    assert_eq!(h.app.table().expect("table").entry(), "bob 5");
    // Outside the field, the window's Ctrl+Z undoes the entry.
    h.send(Message::Key(z(), Modifiers::CTRL));
    assert_eq!(cursor(&h), 0);
    assert_eq!(h.app.table().expect("table").entry(), "bob 5");
}

#[test]
fn a_click_on_the_history_opens_the_entry_and_only_a_second_click_jumps() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.click("20");
    h.click("5");
    h.click("6");
    assert_eq!(cursor(&h), 3);
    assert!(!h.sees("A natural 20 scores one extra point."));
    // The row with the "i": it shows what the rules said, and jumps nowhere.
    h.click("Ann rolled 20");
    assert_eq!(cursor(&h), 3, "one click takes nothing back");
    assert!(h.sees("A natural 20 scores one extra point."));
    assert!(h.sees("Go back to #1 (takes back 2 entries)"));
    // A second click on the row closes it again.
    h.click("Ann rolled 20");
    assert!(!h.sees("Go back to #1 (takes back 2 entries)"));
    assert_eq!(cursor(&h), 3);
    h.click("Ann rolled 20");
    h.click(selector::id("jump-here"));
    assert_eq!(cursor(&h), 1);
    assert_eq!(h.app.table().expect("table").selected(), None);
    // Forward again through the undone entries, the same way.
    h.click("Cid rolled 6");
    assert!(h.sees("Bring back up to #3 (2 entries)"));
    h.click(selector::id("jump-here"));
    assert_eq!(cursor(&h), 3);
}

#[test]
fn on_a_small_screen_the_history_and_reminders_are_in_a_drawer() {
    let mut h = Harness::new(Lang::En);
    start_tally(&mut h);
    h.click("4");
    let has = |h: &Harness, id: &str| {
        h.ui_in_window(SMALL)
            .find(selector::id(id.to_string()))
            .is_ok()
    };
    assert!(
        !has(&h, "undo"),
        "no room for the history beside the players"
    );
    let mut ui = h.ui_in_window(SMALL);
    ui.click(selector::id("history-drawer"))
        .expect("the header's button");
    for message in ui.into_messages().collect::<Vec<_>>() {
        h.send(message);
    }
    assert!(h.app.table().expect("table").drawer_open());
    assert!(has(&h, "undo"));
    if let Err(e) = h.all_on_screen(SMALL, &["undo".to_string(), "note".to_string()]) {
        panic!("{e}");
    }
    // Escape closes the drawer; the game is untouched.
    h.send(Message::Key(Key::Named(Named::Escape), Modifiers::empty()));
    assert!(!h.app.table().expect("table").drawer_open());
    assert_eq!(cursor(&h), 1);
    // A large window has the history beside the players, no drawer.
    assert!(
        h.ui_in_window((1366.0, 900.0))
            .find(selector::id("undo"))
            .is_ok()
    );
    assert!(
        h.ui_in_window((1366.0, 900.0))
            .find(selector::id("history-drawer"))
            .is_err()
    );
}

#[test]
fn one_escape_closes_the_rules_drawer_from_its_search_field() {
    let mut h = Harness::new(Lang::En);
    h.click(selector::id("open-reference"));
    assert!(h.app.reference_open());
    let taken = h.key_in_field(
        SEARCH_ID,
        "undo",
        Key::Named(Named::Escape),
        Modifiers::empty(),
    );
    assert!(taken);
    assert!(!h.app.reference_open(), "one Escape, and it is closed");
}

#[test]
fn the_rules_drawer_keeps_its_search_in_the_other_language() {
    let mut h = Harness::new(Lang::En);
    h.click(selector::id("open-reference"));
    h.send(Message::Reference(holster::ui::reference::Message::Query(
        "d20".into(),
    )));
    assert!(h.sees("d20"));
    h.click(selector::id("other-language"));
    assert!(h.sees("d20"), "the search field still holds the search");
}
