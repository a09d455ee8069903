//! Damaged settings are said out loud: reported by every command, used as
//! far as they can be read, and never overwritten.

use crate::support::holster;
use holster::i18n::Lang;
use holster::store::Settings;

const TYPO: &str = "language = \"nl\"\ntheme = \"dark\"\n\n[board_values.tally]\ngoal = 3O\n";

#[track_caller]
fn one_line_naming(stderr: &[u8], file: &std::path::Path) {
    let stderr = String::from_utf8_lossy(stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("holster: ") && stderr.contains(&file.display().to_string()),
        "{stderr}"
    );
}

#[test]
fn a_damaged_settings_file_is_reported_by_every_command_used_as_far_as_it_reads_and_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let file = d.join("settings.toml");
    std::fs::write(&file, TYPO).expect("write");

    let loaded = Settings::load(&file);
    assert!(loaded.problem.is_some());
    assert_eq!(
        loaded.settings.language,
        Some(Lang::Nl),
        "what could be read is used"
    );
    assert_eq!(loaded.settings.theme, holster::store::ThemeChoice::Dark);

    let runs = [
        holster(d, &["games"], b""),
        holster(d, &["new", "tally", "g", "--players", "Ann,Bob"], b""),
        holster(d, &["enter", "g"], b"ann 5\n"),
        holster(d, &["replay", "g"], b""),
        holster(d, &["games"], b""),
    ];
    for run in &runs {
        assert_eq!(run.status.code(), Some(0), "{run:?}");
        one_line_naming(&run.stderr, &file);
    }
    let first = String::from_utf8_lossy(&runs[0].stdout);
    assert!(
        first.contains("Nog geen opgeslagen spellen"),
        "in Dutch: {first}"
    );

    // Saving settings (the window does, on any change) leaves it alone.
    let mut changed = loaded.settings.clone();
    changed.text_scale = 1.5;
    assert!(changed.save(&file).is_err());
    assert_eq!(std::fs::read_to_string(&file).expect("kept"), TYPO);
    assert!(!d.join("settings.toml.damaged").exists());
}

#[test]
fn settings_that_cannot_be_read_at_all_are_reported_and_commands_still_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let file = d.join("settings.toml");
    std::fs::create_dir(&file).expect("a folder where the file should be");
    for lang in ["en", "nl"] {
        let run = holster(d, &["--lang", lang, "games"], b"");
        assert_eq!(run.status.code(), Some(0), "{run:?}");
        one_line_naming(&run.stderr, &file);
    }
    assert!(Settings::default().save(&file).is_err());
    assert!(file.is_dir());
}

#[test]
fn settings_that_read_well_say_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let file = d.join("settings.toml");
    Settings::default().save(&file).expect("saves");
    let run = holster(d, &["games"], b"");
    assert!(run.stderr.is_empty(), "{run:?}");
}
