//! A board value a game in play still needs is entered by mouse at the
//! table (issue 23: no command words in the window): a Make You
//! Gunfighters game made on the command line without its starting Bounty
//! Coins shows the number among the reminders with − and + and Enter, says
//! nowhere to type `board`, and the taps enter it.

use crate::support::window::Harness;
use holster::core::SetupInput;
use holster::games::gunfighters::Gunfighters;
use holster::i18n::{self, Lang};
use holster::ui::Message;
use holster::ui::table::{self, board::BoardMessage};

/// Ann, Bob, Cid and Dan at a game made without its starting coins.
fn without_starting_coins(lang: Lang) -> Harness {
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid", "Dan"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    input
        .options
        .insert("face-up".into(), "stable,saloon,station,plaza".into());
    Harness::at_saved_game::<Gunfighters>(lang, 1.0, "no-coins", &input, None, &[])
}

fn starting_coins(h: &Harness) -> Option<i64> {
    h.app
        .table()
        .expect("table")
        .session()
        .board_value("starting-coins")
}

fn tap(h: &mut Harness, message: BoardMessage) {
    h.send(Message::Table(table::Message::Board(message)));
}

#[test]
fn a_missing_board_value_is_chosen_and_entered_by_taps_in_both_languages() {
    for lang in Lang::ALL {
        let mut h = without_starting_coins(lang);
        assert_eq!(starting_coins(&h), None, "{lang:?}: not entered yet");
        assert!(h.sees(&i18n::text(lang, "table-board-missing")), "{lang:?}");
        assert!(
            h.sees(&i18n::text(lang, "mgf-board-starting-coins")),
            "{lang:?}"
        );
        // The reminder speaks of the table, not of a typed word.
        let reminder = i18n::text(lang, "rule-gunfighters_coins_unset");
        for word in ["board", "bord", "starting-coins"] {
            assert!(!reminder.contains(word), "{lang:?}: {reminder}");
        }
        // Enter is greyed until a number is chosen, and says how to choose.
        let enter = table::board::enter_id("starting-coins");
        let nothing: Vec<Message> = {
            let mut ui = h.ui();
            ui.click(iced_test::selector::id(enter.clone()))
                .expect("Enter is on screen");
            ui.into_messages().collect()
        };
        assert!(nothing.is_empty(), "{lang:?}: greyed Enter did something");
        assert!(h.sees(&i18n::text(lang, "table-board-choose-first")));
        // The first + shows the lowest (0), two more make 2; − and + keep
        // to the printed range.
        for _ in 0..3 {
            tap(&mut h, BoardMessage::Step("starting-coins", 1));
        }
        for _ in 0..9 {
            tap(&mut h, BoardMessage::Step("starting-coins", 1));
        }
        for _ in 0..3 {
            tap(&mut h, BoardMessage::Step("starting-coins", -1));
        }
        assert!(h.sees("2"), "{lang:?}: the number chosen shows");
        h.click(iced_test::selector::id(enter));
        assert_eq!(starting_coins(&h), Some(2), "{lang:?}: entered");
        assert!(
            !h.sees(&i18n::text(lang, "table-board-missing")),
            "{lang:?}: nothing missing any more"
        );
        let history = h.history();
        assert_eq!(history.len(), 1, "{lang:?}: one entry: {history:?}");
    }
}
