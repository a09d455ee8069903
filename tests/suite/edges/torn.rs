//! Only a torn record is dropped: a record that was written whole is
//! acknowledged, so damage to it is reported, and a refused file is never cut.

use crate::support::{enter, holster, new_tally};
use holster::store::{FormatError, StoreError};
use std::path::{Path, PathBuf};

/// A Tally game of three entries in `dir/games/NAME.toml`, and its text.
fn three_entries(dir: &Path, name: &str) -> (PathBuf, String) {
    let games = dir.join("games");
    std::fs::create_dir_all(&games).expect("folder");
    let (mut session, path) = new_tally(&games, name);
    for line in ["ann 5", "bob 6", "note the table ruled"] {
        enter(session.as_mut(), line);
    }
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");
    (path, text)
}

/// The list's summary, which reads only the ends of the file, and the one
/// from the whole file: they must agree.
#[track_caller]
fn assert_list_agrees(path: &Path) {
    let listed = holster::games::catalog::summarize(path).summary;
    let whole = holster::games::read(path)
        .map(|s| (s.players(), s.created(), s.last_played()))
        .map_err(|e| e.message());
    assert_eq!(
        listed.map(|s| (s.players, s.started, s.last_played)),
        whole,
        "{}",
        path.display()
    );
}

#[track_caller]
fn damaged_reason(path: &Path) -> String {
    match holster::games::read(path) {
        Err(StoreError::Format {
            error: FormatError::Damaged(reason) | FormatError::Inconsistent(reason),
            ..
        }) => reason,
        Err(other) => panic!("{}: {other}", path.display()),
        Ok(s) => panic!(
            "{} loads with {} entries; it is damaged",
            path.display(),
            s.history().len()
        ),
    }
}

#[test]
fn a_last_record_written_whole_and_damaged_is_reported_with_its_number_and_never_cut() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (path, text) = three_entries(dir.path(), "g");
    let last = text.rfind("entry = ").expect("an entry");
    let damaged = [
        // A value broken inside the last record, whose `end` line is there.
        format!("{}entry = {{ note = {{ text = \"the table\n", &text[..last]) + "end = 3\n",
        text.replacen("end = 3\n", "end = 3\nnot toml at all\n", 1),
        text.replacen("seq = 3\n", "seq = three\n", 1),
        text.replacen("text = \"the table ruled\"", "text = \"the table \u{7}", 1),
    ];
    for (i, contents) in damaged.iter().enumerate() {
        std::fs::write(&path, contents).expect("write");
        let reason = damaged_reason(&path);
        assert!(reason.contains("record 3"), "case {i}: {reason}");
        assert!(holster::games::open(&path).is_err(), "case {i}: opened");
        let run = holster(dir.path(), &["--lang", "en", "enter", "g"], b"ann 7\n");
        assert_eq!(run.status.code(), Some(2), "case {i}");
        assert!(
            String::from_utf8_lossy(&run.stderr).contains("record 3"),
            "case {i}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert_eq!(
            &std::fs::read_to_string(&path).expect("readable"),
            contents,
            "case {i}: the file was changed"
        );
        assert_list_agrees(&path);
    }
}

#[test]
fn a_file_cut_inside_the_first_record_line_is_a_torn_write_and_can_be_continued() {
    let dir = tempfile::tempdir().expect("temp dir");
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).expect("folder");
    let (session, path) = new_tally(&games, "g");
    drop(session);
    let header = std::fs::read_to_string(&path).expect("readable");
    for cut in [
        "\n[",
        "\n[[",
        "\n[[reco",
        "\n[[record]",
        "\n[[record]]",
        "\n\0\0\0\0",
    ] {
        std::fs::write(&path, format!("{header}{cut}")).expect("write");
        let read = holster::games::read(&path).unwrap_or_else(|e| panic!("{cut:?}: {e}"));
        assert_eq!(read.history().len(), 0, "{cut:?}");
        assert_list_agrees(&path);
        let (mut session, report) =
            holster::games::open(&path).unwrap_or_else(|e| panic!("{cut:?}: {e}"));
        assert!(report.dropped_torn_tail, "{cut:?}");
        enter(session.as_mut(), "ann 5");
        drop(session);
        let read = holster::games::read(&path).unwrap_or_else(|e| panic!("{cut:?}: {e}"));
        assert_eq!(read.history().len(), 1, "{cut:?}");
        assert_list_agrees(&path);
        std::fs::remove_file(torn_beside(&path)).expect("the torn tail was kept");
    }
}

fn torn_beside(path: &Path) -> PathBuf {
    let mut name = path.file_name().expect("a name").to_os_string();
    name.push(".torn");
    path.with_file_name(name)
}

#[test]
fn a_file_refused_for_damage_in_the_middle_keeps_its_torn_tail_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (path, text) = three_entries(dir.path(), "g");
    let contents = format!(
        "{}\n[[record]]\nseq = 4\nat = \"2030-01-",
        text.replacen("end = 1\n", "", 1)
    );
    std::fs::write(&path, &contents).expect("write");
    assert!(holster::games::open(&path).is_err());
    let run = holster(dir.path(), &["--lang", "en", "enter", "g"], b"ann 7\n");
    assert_eq!(run.status.code(), Some(2));
    assert_eq!(
        std::fs::read_to_string(&path).expect("readable"),
        contents,
        "a refused file is left exactly as it was"
    );
    assert!(!torn_beside(&path).exists());
}

#[test]
fn the_torn_tail_cut_off_is_kept_beside_the_game_and_the_message_says_where() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (path, text) = three_entries(dir.path(), "g");
    let tail = "\n[[record]]\nseq = 4\nat = \"2030-01-01T00:00:00.000Z\"\nentry = { note = { te";
    for (lang, says) in [("en", "kept in"), ("nl", "bewaard in")] {
        std::fs::write(&path, format!("{text}{tail}")).expect("write");
        let _ = std::fs::remove_file(torn_beside(&path));
        let run = holster(dir.path(), &["--lang", lang, "enter", "g"], b"ann 7\n");
        assert_eq!(run.status.code(), Some(0), "{lang}");
        let out = String::from_utf8_lossy(&run.stdout);
        let kept = torn_beside(&path);
        assert!(
            out.contains(says) && out.contains(&kept.display().to_string()),
            "{lang}: {out}"
        );
        assert_eq!(
            std::fs::read_to_string(&kept).expect("kept"),
            tail,
            "{lang}"
        );
        let read = holster::games::read(&path).expect("loads");
        assert_eq!(
            read.history().len(),
            4,
            "{lang}: the torn record went, ann 7 came"
        );
    }
    // Opened in the window's way: the report names the file too.
    std::fs::write(&path, format!("{text}{tail}")).expect("write");
    let (_session, report) = holster::games::open(&path).expect("opens");
    assert!(report.dropped_torn_tail);
    let kept = report.torn_kept.expect("kept somewhere");
    assert!(kept.exists(), "{}", kept.display());
    assert_ne!(
        kept,
        torn_beside(&path),
        "an earlier torn tail is not overwritten"
    );
}

#[test]
fn a_last_record_whose_end_marker_was_written_is_damage_said_as_such_never_a_torn_tail() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (path, text) = three_entries(dir.path(), "g");
    let at = text.rfind("\nend = 3\n").expect("the last end line");
    let damaged = [
        // One byte: the line break before the last record's `end = 3`.
        format!("{}X{}", &text[..at], &text[at + 1..]),
        format!("{}\0{}", &text[..at], &text[at + 1..]),
        // One byte: the line break after it.
        format!("{}X", &text[..text.len() - 1]),
    ];
    for (i, contents) in damaged.iter().enumerate() {
        std::fs::write(&path, contents).expect("write");
        let reason = damaged_reason(&path);
        assert!(reason.contains("record 3"), "case {i}: {reason}");
        let replay = holster(dir.path(), &["--lang", "en", "replay", "g"], b"");
        assert_eq!(
            replay.status.code(),
            Some(2),
            "case {i}: replay showed {}",
            String::from_utf8_lossy(&replay.stdout)
        );
        let run = holster(dir.path(), &["--lang", "en", "enter", "g"], b"ann 7\n");
        let said = String::from_utf8_lossy(&run.stdout).to_string()
            + &String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "case {i}: {said}");
        assert!(!said.contains("never confirmed"), "case {i}: {said}");
        assert!(
            said.contains("damaged") && said.contains("record 3"),
            "case {i}: {said}"
        );
        assert_eq!(
            &std::fs::read_to_string(&path).expect("readable"),
            contents,
            "case {i}"
        );
        assert!(
            !torn_beside(&path).exists(),
            "case {i}: nothing moved to .torn"
        );
        assert_list_agrees(&path);
    }
}
