//! The window says so when the settings file is damaged: a banner on the
//! home screen and on the settings page, with the file's path, and the file
//! is never written over.

use crate::support::window::Harness;
use holster::i18n::{self, Lang};
use holster::store::{Paths, Settings, StoreError};
use holster::ui::{Message, Options};

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
