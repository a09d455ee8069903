//! The window says so when the settings file is damaged: a banner on the
//! home screen and on the settings page, with the file's path, and the file
//! is never written over. A window too small for the text size asked shows
//! the text as large as it holds, and the settings page says so.

use crate::support::window::Harness;
use holster::core::Msg;
use holster::i18n::{self, Lang};
use holster::store::{Paths, Settings, StoreError, WindowSize};
use holster::ui::{Message, Options};
use iced::Size;

#[test]
fn a_damaged_settings_file_is_shown_on_the_home_screen_and_in_settings_and_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    let damaged = "theme = \"dark\"\n[board_values.tally]\ngoal = 3O\n";
    std::fs::write(&paths.settings, damaged).expect("write");
    let Some(StoreError::Settings { reason, .. }) = Settings::load(&paths.settings).problem else {
        panic!("a problem with the settings");
    };
    let problem = StoreError::Settings {
        path: paths.settings.clone(),
        reason: reason.clone(),
    };
    let banner = i18n::tr(Lang::En, &problem.message());
    assert!(
        banner.contains(&paths.settings.display().to_string()),
        "{banner}"
    );
    let options = Options {
        lang: Lang::En,
        paths: paths.clone(),
        show_test_game: true,
    };
    let mut h = Harness::with_options(options, dir);
    assert!(h.sees("New game"), "the home screen");
    assert!(h.sees(&banner), "on the home screen");
    h.send(Message::OpenSettings);
    assert!(h.sees(&banner), "in the settings");

    // A change is kept for this run but not written over the file.
    h.send(Message::Language(Lang::Nl));
    let not_saved = StoreError::SettingsNotSaved {
        path: paths.settings.clone(),
        reason,
    };
    assert!(
        h.sees(&i18n::tr(Lang::Nl, &not_saved.message())),
        "not saved, and why"
    );
    assert_eq!(
        std::fs::read_to_string(&paths.settings).expect("kept"),
        damaged
    );
}

#[test]
fn a_window_too_small_for_the_text_size_shows_it_as_large_as_it_holds_and_says_so() {
    for (lang, cut) in [
        (
            Lang::En,
            "This window holds text up to 120%; make it larger for 160%.",
        ),
        (
            Lang::Nl,
            "In dit venster past tekst tot 120%; maak het venster groter voor 160%.",
        ),
    ] {
        let mut h = netbook_at_160(lang);
        let shown = h.app.scale_factor();
        assert!((shown - 1024.0 / 850.0).abs() < 1e-3, "{lang:?}: {shown}");
        h.send(Message::OpenSettings);
        assert!(h.sees(cut), "{lang:?}: the page says why");

        // The window made larger (iced reports it divided by the scale it
        // drew at): 160 % again, and nothing more to say.
        h.send(Message::Resized(Size::new(1366.0 / shown, 740.0 / shown)));
        assert!((h.app.scale_factor() - 1.6).abs() < 1e-6, "{lang:?}");
        assert!(!h.sees(cut), "{lang:?}");
        let now = i18n::tr(
            lang,
            &Msg::new("settings-text-size-now").arg("percent", 160_i64),
        );
        assert!(h.sees(&now), "{lang:?}: the size asked for is said");
    }

    // A− where the window shows less than was asked: smaller than what is
    // shown, at once (from 160 % asked, 120 % shown, to 110 %).
    let mut h = netbook_at_160(Lang::En);
    h.send(Message::TextSize(-1));
    assert!((h.app.scale_factor() - 1.1).abs() < 1e-6);
}

/// The app in `lang` as a netbook's household left it: its 1024×600 window
/// remembered from last time, 160 % text asked.
fn netbook_at_160(lang: Lang) -> Harness {
    let settings = Settings {
        text_scale: 1.6,
        window: Some(WindowSize {
            width: 1024.0,
            height: 600.0,
        }),
        ..Settings::default()
    };
    let dir = tempfile::tempdir().expect("temp dir");
    Harness::with_settings(lang, &settings, dir, true)
}
