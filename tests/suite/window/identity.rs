//! The window itself: the text size from the keyboard (Ctrl++, Ctrl+=,
//! Ctrl+−, Ctrl+0) and from the top bar's buttons, which stay put when
//! used, as the language buttons do; its size remembered when it closes;
//! the screen kept on while a game is open; and what opening a damaged
//! game says.

use crate::support::window::Harness;
use holster::core::Game;
use holster::games::tally::Tally;
use holster::i18n::Lang;
use holster::store::{Paths, Settings};
use holster::ui::{Message, Options, awake::Inhibit};
use iced::keyboard::{Key, Modifiers};
use iced::{Rectangle, Size};
use iced_test::selector;
use std::sync::{Arc, Mutex};

fn options(dir: &tempfile::TempDir, lang: Lang) -> Options {
    Options {
        lang,
        paths: Paths::under(dir.path()),
        show_test_game: true,
    }
}

fn ctrl(h: &mut Harness, key: &str) {
    h.send(Message::Key(Key::Character(key.into()), Modifiers::CTRL));
}

fn saved_scale(h: &Harness) -> f32 {
    Settings::load(&h.app.paths().settings).settings.text_scale
}

#[test]
fn ctrl_plus_and_ctrl_minus_change_the_text_size_in_the_buttons_steps() {
    let mut h = Harness::new(Lang::En);
    ctrl(&mut h, "+");
    assert!((h.app.settings().text_scale - 1.1).abs() < 1e-4);
    ctrl(&mut h, "=");
    assert!(
        (h.app.settings().text_scale - 1.2).abs() < 1e-4,
        "= is + without Shift"
    );
    assert!((saved_scale(&h) - 1.2).abs() < 1e-4, "kept in the settings");
    ctrl(&mut h, "-");
    assert!((h.app.settings().text_scale - 1.1).abs() < 1e-4);
    h.click(selector::id("text-bigger"));
    assert!(
        (h.app.settings().text_scale - 1.2).abs() < 1e-4,
        "the same step"
    );
    ctrl(&mut h, "0");
    assert!((h.app.settings().text_scale - 1.0).abs() < 1e-4);
    h.send(Message::Key(Key::Character("+".into()), Modifiers::empty()));
    assert!(
        (h.app.settings().text_scale - 1.0).abs() < 1e-4,
        "not without Ctrl"
    );
    for _ in 0..12 {
        ctrl(&mut h, "+");
    }
    assert!(
        (h.app.settings().text_scale - 1.6).abs() < 1e-4,
        "up to 160 %"
    );
    assert!(!h.clickable("A+"), "greyed at the largest size");
}

/// Where the widget with `id` is on a 1366×768 window, in the window's pixels.
fn on_window(h: &Harness, id: &str) -> Rectangle {
    let scale = h.app.scale_factor();
    let mut ui = h.ui_in_window((1366.0, 768.0));
    let found = ui
        .find(selector::id(id.to_string()))
        .unwrap_or_else(|e| panic!("{id}: {e}"));
    let b = found.bounds();
    Rectangle::new(
        iced::Point::new(b.x * scale, b.y * scale),
        Size::new(b.width * scale, b.height * scale),
    )
}

#[test]
fn the_language_buttons_do_not_move_when_used_and_the_text_size_buttons_stay_under_the_finger() {
    let mut h = Harness::new(Lang::En);
    let ids = [
        "lang-en",
        "lang-nl",
        "open-reference",
        "open-settings",
        "text-smaller",
        "text-bigger",
    ];
    let before: Vec<Rectangle> = ids.iter().map(|id| on_window(&h, id)).collect();
    h.send(Message::Language(Lang::Nl));
    let after: Vec<Rectangle> = ids.iter().map(|id| on_window(&h, id)).collect();
    assert_eq!(before, after, "nothing in the top bar moves in Dutch");
    h.send(Message::Language(Lang::En));
    // A finger that stays where it tapped first taps the same button each
    // time, all the way up and all the way down.
    for (id, steps) in [("text-bigger", 6), ("text-smaller", 8)] {
        let finger = on_window(&h, id).center();
        for _ in 0..steps {
            let mut ui = h.ui_in_window((1366.0, 768.0));
            let scale = h.app.scale_factor();
            ui.point_at(iced::Point::new(finger.x / scale, finger.y / scale));
            ui.simulate(iced_test::simulator::click());
            let messages: Vec<Message> = ui.into_messages().collect();
            assert!(
                matches!(messages.as_slice(), [Message::TextSize(_)]),
                "{id} is no longer under the finger at {finger:?} (scale {scale}): {:?}",
                on_window(&h, id)
            );
            for message in messages {
                h.send(message);
            }
        }
    }
    assert!((h.app.settings().text_scale - 0.8).abs() < 1e-4);
}

#[test]
fn the_window_size_is_kept_when_it_closes_without_the_text_scale() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    let settings = Settings {
        text_scale: 1.6,
        ..Settings::default()
    };
    settings.save(&paths.settings).expect("saved");
    let mut h = Harness::with_options(options(&dir, Lang::En), dir);
    // iced reports the size divided by the text scale.
    h.send(Message::Resized(Size::new(640.0, 375.0)));
    h.send(Message::CloseRequested);
    let kept = Settings::load(&paths.settings)
        .settings
        .window
        .expect("kept");
    assert!(
        (kept.width - 1024.0).abs() < 0.1 && (kept.height - 600.0).abs() < 0.1,
        "{kept:?}"
    );
    assert_eq!(
        holster::ui::window::opening_size(Some(kept)),
        Size::new(kept.width, kept.height),
        "opens at it next time"
    );
}

/// An inhibit that records what it was asked.
#[derive(Debug, Clone, Default)]
struct Fake(Arc<Mutex<Vec<&'static str>>>);

impl Inhibit for Fake {
    fn hold(&mut self) {
        self.0.lock().expect("calls").push("hold");
    }
    fn release(&mut self) {
        self.0.lock().expect("calls").push("release");
    }
}

impl Fake {
    fn calls(&self) -> Vec<&'static str> {
        self.0.lock().expect("calls").clone()
    }
}

fn start_tally(h: &mut Harness, file: &str) {
    h.click(selector::id("new-tally"));
    h.send(Message::Setup(holster::ui::setup::Message::Name(
        file.into(),
    )));
    for (seat, name) in ["Ann", "Bob", "Cid"].into_iter().enumerate() {
        h.send(Message::Setup(holster::ui::setup::Message::PlayerName(
            seat,
            name.into(),
        )));
    }
    h.click(selector::id("start-game"));
    assert!(h.app.table().is_some(), "the table is showing");
}

#[test]
fn the_screen_is_kept_on_while_the_table_shows_unless_turned_off() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fake = Fake::default();
    let mut h = Harness::with_inhibit(options(&dir, Lang::En), dir, Box::new(fake.clone()));
    assert!(fake.calls().is_empty(), "not on the home screen");
    start_tally(&mut h, "first");
    assert_eq!(fake.calls(), vec!["hold"]);
    assert!(h.app.keeping_awake());
    h.send(Message::Table(holster::ui::table::Message::Home));
    assert_eq!(fake.calls(), vec!["hold", "release"], "released on leaving");

    // Turned off in the settings: the next table does not ask.
    h.send(Message::OpenSettings);
    h.click(selector::id("keep-awake"));
    assert!(!h.app.settings().keep_awake);
    assert!(
        !Settings::load(&h.app.paths().settings).settings.keep_awake,
        "saved"
    );
    h.send(Message::Settings(holster::ui::settings::Message::Close));
    start_tally(&mut h, "second");
    assert_eq!(fake.calls(), vec!["hold", "release"]);

    // Turned on again while the table shows: held at once.
    h.send(Message::OpenSettings);
    h.click(selector::id("keep-awake"));
    assert_eq!(fake.calls(), vec!["hold", "release", "hold"]);
}

#[test]
fn a_torn_last_record_is_said_with_where_it_was_kept_in_both_languages() {
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().expect("temp dir");
        let paths = Paths::under(dir.path());
        std::fs::create_dir_all(&paths.games).expect("games folder");
        let path = paths.games.join("torn.toml");
        let input = holster::core::SetupInput {
            players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
            ..Default::default()
        };
        let mut session = holster::games::create(Tally::ID, &path, &input).expect("created");
        session.enter_line("ann 12").expect("entered");
        session.enter_line("bob 7").expect("entered");
        drop(session);
        let bytes = std::fs::read(&path).expect("read");
        std::fs::write(&path, &bytes[..bytes.len() - 6]).expect("torn");
        let settings = Settings {
            last_game: Some(path.clone()),
            ..Settings::default()
        };
        settings.save(&paths.settings).expect("saved");
        let mut h = Harness::with_options(options(&dir, lang), dir);
        h.click(selector::id("continue-last"));
        assert!(h.app.table().is_some(), "opened");
        let kept = format!("{}.torn", path.display());
        let says = holster::i18n::tr(
            lang,
            &holster::core::Msg::new("store-torn-tail-kept").arg("file", kept.clone()),
        );
        assert!(says.contains(&kept), "{says}");
        assert!(h.sees(&says), "{lang:?}: {says}");
    }
}
