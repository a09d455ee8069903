//! Make You Gunfighters' optional 10-second rule at the table, with the
//! mouse only (issue 23): the clock runs from the first turn with nothing
//! to click; the player's first tap on the pad stops it until the turn
//! passes (entering the shot is not their 10 seconds), also after an undo;
//! and at 0:00 the pad says plainly that they lose a card, with the entry
//! one tap away in the main button's place, the turn not passed.

use crate::support::window::Harness;
use chrono::{TimeDelta, Utc};
use holster::core::{ClockSetting, Phase, SetupInput};
use holster::games::gunfighters::rules::TEN_SECONDS_UP;
use holster::games::gunfighters::{Gunfighters, Location, Source};
use holster::i18n::Lang;
use holster::session::AnySession;
use holster::ui::games::gunfighters::Message as Pad;
use holster::ui::games::{self, kit};
use holster::ui::{Message, table};
use iced_test::selector;

const TEN: Option<ClockSetting> = Some(ClockSetting::Countdown { seconds: 10 });

fn input() -> SetupInput {
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    for (key, value) in [
        ("face-up", "stable,saloon,ranch"),
        ("dealer", "cid"),
        ("ten-seconds", "on"),
    ] {
        input.options.insert(key.into(), value.into());
    }
    input.board.insert("starting-coins".into(), 1);
    input
}

/// A table with the 10-second rule, set up `ago` seconds before now.
fn table_set_up(lang: Lang, scale: f32, ago: i64) -> Harness {
    use holster::core::Game;
    use holster::session::Session;
    use holster::store::Paths;
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let game = paths.games.join("ten.toml");
    let setup = Gunfighters::setup(&input()).expect("three players");
    drop(Session::<Gunfighters>::create_with_clock(&game, setup, TEN).expect("created"));
    crate::support::set_created(&game, Utc::now() - TimeDelta::seconds(ago));
    Harness::continue_at(lang, scale, dir, paths, game)
}

fn pad(h: &mut Harness, message: Pad) {
    h.send(Message::Table(table::Message::Pad(games::Message::new(
        message,
    ))));
}

fn session(h: &Harness) -> &dyn AnySession {
    h.app.table().expect("the table is showing").session()
}

fn place(h: &Harness, id: &str) -> iced::Rectangle {
    h.ui()
        .find(selector::id(id.to_string()))
        .unwrap_or_else(|e| panic!("{id}: {e}"))
        .visible_bounds()
        .unwrap_or_else(|| panic!("{id} out of sight"))
}

#[test]
fn the_clock_runs_from_the_first_turn_and_stands_still_from_the_first_tap() {
    let mut h = table_set_up(Lang::En, 1.0, 0);
    let clock = h.app.table().expect("table").clock();
    assert_eq!(clock.phase, Phase::Running, "nothing to click to start it");
    assert!(h.app.table().expect("table").clock_ticking());

    // Ann taps Move: from then on her clock stands still.
    h.click_in_pad("Move");
    let clock = h.app.table().expect("table").clock();
    assert!(clock.held, "held at the first tap");
    assert!(!h.app.table().expect("table").clock_ticking());
    let later = session(&h).clock_at(Utc::now() + TimeDelta::seconds(60));
    assert!(!later.time_up(), "entering the move is not her 10 seconds");
    assert!(h.sees("Stopped"), "shown as stopped, not running out");
    assert!(
        !session(&h)
            .reminders()
            .iter()
            .any(|f| f.rule_id() == TEN_SECONDS_UP.id)
    );

    // The move entered: Bob's turn, and his 10 seconds run afresh.
    pad(&mut h, Pad::Location(Location::Stable));
    pad(&mut h, Pad::Source(Source::Pile));
    assert_eq!(session(&h).current_player(), Some(1), "Bob's turn");
    let bob = h.app.table().expect("table").clock();
    assert!(!bob.held && bob.running());
    assert!(
        bob.remaining()
            .is_some_and(|left| left > TimeDelta::seconds(8))
    );

    // Undone: Ann's turn again, and her clock still stands where it stood.
    h.send(Message::Table(table::Message::Undo));
    assert_eq!(session(&h).current_player(), Some(0));
    let again = session(&h).clock_at(Utc::now() + TimeDelta::seconds(60));
    assert!(again.held && !again.time_up(), "{again:?}");
    // Redone: Bob's turn, held for nobody.
    h.send(Message::Table(table::Message::Redo));
    assert!(!h.app.table().expect("table").clock().held);
}

#[test]
fn at_zero_the_pad_says_the_card_is_lost_and_the_entry_is_the_main_button() {
    for lang in [Lang::En, Lang::Nl] {
        let mut h = table_set_up(lang, 1.0, 30);
        assert!(h.app.table().expect("table").clock().time_up());
        let said = match lang {
            Lang::En => "Ann, your time is up: you lose a card (Out of time).",
            Lang::Nl => "Ann, je tijd is op: je verliest een kaart (Tijd op).",
        };
        assert!(h.sees(said), "{lang:?}: said in the pad");
        let main = place(&h, kit::MAIN_ID);
        // One tap on the main button's place opens the card lost.
        h.click(selector::id(kit::MAIN_ID));
        pad(&mut h, Pad::Location(Location::Stable));
        let history = h.history();
        assert_eq!(history.last().map(String::as_str), Some("time stable"));
        assert_eq!(
            session(&h).current_player(),
            Some(0),
            "the rule takes a card; it does not pass the turn"
        );
        assert!(
            !session(&h)
                .reminders()
                .iter()
                .any(|f| f.rule_id() == TEN_SECONDS_UP.id),
            "the card lost settles the reminder"
        );
        assert!(!h.sees(said));
        assert_eq!(
            place(&h, kit::MAIN_ID),
            main,
            "the main button did not move"
        );
    }
}

#[test]
fn the_main_button_and_the_clock_fit_1024_by_600_and_160_percent() {
    for lang in [Lang::En, Lang::Nl] {
        for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
            let mut mains = Vec::new();
            for ago in [0, 30] {
                let h = table_set_up(lang, scale, ago);
                let ids =
                    [kit::MAIN_ID, "clock-time", "clock-pause", "clock-resume"].map(String::from);
                if let Err(e) = h.all_on_screen(window, &ids) {
                    panic!("{lang:?} {window:?} at {scale}, {ago} s: {e}");
                }
                let mut ui = h.ui_in_window(window);
                let main = ui.find(selector::id(kit::MAIN_ID)).expect("the main place");
                mains.push(main.bounds().position());
            }
            assert_eq!(
                mains[0], mains[1],
                "{lang:?} {window:?} at {scale}: the main button moved when time ran out"
            );
        }
    }
}

/// How wide `line` is drawn on one line at `size`, as the window's font
/// draws it (a line cut at the header's edge reports the width it was
/// given, not its own).
fn natural_width(line: &str, size: f32) -> f32 {
    let element: iced::Element<'_, ()> = iced::widget::text(line.to_string())
        .size(size)
        .wrapping(iced::widget::text::Wrapping::None)
        .into();
    let mut ui =
        iced_test::Simulator::with_size(iced::Settings::default(), (4000.0, 200.0), element);
    ui.find(line).expect("drawn").bounds().width
}

#[test]
fn the_header_of_make_you_gunfighters_is_not_cut_at_1024_by_600() {
    use holster::core::Msg;
    use holster::i18n;
    for lang in [Lang::En, Lang::Nl] {
        let h = table_set_up(lang, 1.0, 0);
        let mut ui = h.ui_in_window((1024.0, 600.0));
        let facts = ui
            .find(selector::id(table::FACTS_ID))
            .expect("the header")
            .bounds();
        // What it says now, and every stage it can say late in a long game
        // (the turn's one action it leaves to the pad's question).
        let now: Vec<String> = session(&h)
            .progress()
            .iter()
            .map(|m| i18n::tr(lang, m))
            .collect();
        let turn = Msg::new("mgf-progress-turn")
            .arg("turn", 188_i64)
            .arg("round", 38_i64);
        let mut lines = vec![now.join(" · ")];
        for stage in ["draw", "climax", "quick-draw", "horse", "story", "mark"] {
            let stage = Msg::new("mgf-progress-stage").arg("stage", stage);
            lines.push(format!(
                "{} · {}",
                i18n::tr(lang, &turn),
                i18n::tr(lang, &stage)
            ));
        }
        for line in lines {
            let width = natural_width(&line, 15.0);
            assert!(
                width <= facts.width,
                "{lang:?}: {line:?} is {width} wide, the header has {}",
                facts.width
            );
        }
    }
}
