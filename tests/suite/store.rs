//! Saving: round trips, damaged and foreign files, locking and migrations.

use crate::support as common;

use common::{enter, new_tally, snapshot};
use holster::core::Game;
use holster::games::tally::Tally;
use holster::games::undead::Undead;
use holster::store::{FormatError, Paths, StoreError};

#[test]
fn a_saved_game_reads_back_exactly_with_undone_entries_and_cursor() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    for line in [
        "roll ann 17",
        "bob 20",
        "note the table ruled",
        "fix cid score 9",
        "cid 4",
        "undo",
    ] {
        enter(session.as_mut(), line);
    }
    let read = holster::games::read(&path).expect("reads back");
    assert_eq!(snapshot(read.as_ref()), snapshot(session.as_ref()));
    assert_eq!(read.cursor(), 4);
    assert_eq!(read.history().len(), 5, "the undone entry is kept for redo");
    assert_eq!(read.created(), session.created());
}

#[test]
fn redo_survives_closing_and_reopening() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    enter(session.as_mut(), "ann 5");
    enter(session.as_mut(), "bob 6");
    enter(session.as_mut(), "undo");
    drop(session);
    let (mut reopened, _) = holster::games::open(&path).expect("opens");
    assert_eq!(reopened.redo().expect("redo"), 2);
    assert_eq!(reopened.counters()[1].value, 6);
}

#[test]
fn a_second_writer_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_first, path) = new_tally(dir.path(), "g");
    let Err(err) = holster::games::open(&path) else {
        panic!("a second writer must be refused");
    };
    assert!(matches!(err, StoreError::Lock(_)));
    assert_eq!(err.message().key, "store-in-use");
    assert_eq!(
        holster::i18n::tr(holster::i18n::Lang::En, &err.message()),
        "This game is open in another Holster window. Close it there first."
    );
    // Reading (replay, lists) needs no lock.
    assert!(holster::games::read(&path).is_ok());
}

#[track_caller]
fn assert_refused_and_untouched(path: &std::path::Path, want: fn(&FormatError) -> bool) {
    let before = std::fs::read(path).expect("file exists");
    let read = holster::games::read(path);
    match &read {
        Err(StoreError::Format { error, .. }) if want(error) => {}
        other => panic!(
            "unexpected result reading {}: {:?}",
            path.display(),
            other.as_ref().err()
        ),
    }
    let open = holster::games::open(path);
    assert!(open.is_err(), "opening for writing must be refused too");
    assert_eq!(
        std::fs::read(path).expect("file exists"),
        before,
        "the file was changed"
    );
}

#[test]
fn damaged_files_are_reported_and_left_exactly_as_they_were() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "good");
    enter(session.as_mut(), "ann 5");
    enter(session.as_mut(), "bob 6");
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");

    let garbage_inside = dir.path().join("inside.toml");
    std::fs::write(&garbage_inside, text.replacen("seq = 1", "seq = = 1", 1)).expect("write");
    assert_refused_and_untouched(&garbage_inside, |e| matches!(e, FormatError::Damaged(_)));

    let cut_in_header = dir.path().join("header.toml");
    std::fs::write(
        &cut_in_header,
        &text[..text.find("[setup]").expect("setup") + 4],
    )
    .expect("write");
    assert_refused_and_untouched(&cut_in_header, |e| matches!(e, FormatError::Damaged(_)));

    let middle_record_unfinished = dir.path().join("middle.toml");
    std::fs::write(&middle_record_unfinished, text.replacen("end = 1\n", "", 1)).expect("write");
    assert_refused_and_untouched(&middle_record_unfinished, |e| {
        matches!(e, FormatError::Inconsistent(_))
    });

    let binary = dir.path().join("binary.toml");
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x12]).expect("write");
    assert_refused_and_untouched(&binary, |e| matches!(e, FormatError::Damaged(_)));

    let empty = dir.path().join("empty.toml");
    std::fs::write(&empty, "").expect("write");
    assert_refused_and_untouched(&empty, |e| matches!(e, FormatError::Inconsistent(_)));

    // The good game still loads beside the damaged ones.
    assert!(holster::games::read(&path).is_ok());
}

#[test]
fn a_game_from_a_newer_holster_is_refused_and_never_overwritten() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, path) = new_tally(dir.path(), "g");
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");
    std::fs::write(
        &path,
        text.replace("format_version = 2", "format_version = 9"),
    )
    .expect("write");
    assert_refused_and_untouched(&path, |e| {
        matches!(
            e,
            FormatError::TooNew {
                found: 9,
                supported: holster::store::FORMAT_VERSION
            }
        )
    });
    let err = holster::games::read(&path).err().expect("refused");
    assert_eq!(err.message().key, "store-too-new");
}

#[test]
fn a_file_of_another_game_or_no_game_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, path) = new_tally(dir.path(), "g");
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");
    std::fs::write(&path, text.replace("game = \"tally\"", "game = \"chess\"")).expect("write");
    assert_refused_and_untouched(&path, |e| matches!(e, FormatError::Inconsistent(_)));
}

const FORMAT_1: &str = r#"format_version = 1
game = "tally"
created = "2026-11-01T19:00:00Z"
cursor = 2

[setup]
players = ["Ann", "Bob"]

[[entry]]
at = "2026-11-01T19:01:00Z"
play = { action = { roll = { player = 0, face = 12 } } }

[[entry]]
at = "2026-11-01T19:02:00Z"
note = { text = "Bob arrived late" }

[[entry]]
at = "2026-11-01T19:03:00Z"
play = { action = { roll = { player = 1, face = 20 } } }
"#;

#[test]
fn format_1_reads_without_change_and_migrates_on_open_keeping_the_original() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("old.toml");
    std::fs::write(&path, FORMAT_1).expect("write");

    let read = holster::games::read(&path).expect("format 1 reads");
    assert_eq!(read.cursor(), 2);
    assert_eq!(read.history().len(), 3);
    assert_eq!(read.counters()[0].value, 12);
    assert_eq!(
        std::fs::read_to_string(&path).expect("file"),
        FORMAT_1,
        "reading changes nothing"
    );

    let (mut opened, report) = holster::games::open(&path).expect("format 1 opens");
    let (version, backup) = report.migrated_from.expect("migrated");
    assert_eq!(version, 1);
    assert_eq!(std::fs::read_to_string(&backup).expect("backup"), FORMAT_1);
    assert_eq!(snapshot(opened.as_ref()), snapshot(read.as_ref()));
    enter(opened.as_mut(), "bob 3");
    drop(opened);

    let raw = holster::store::read_raw_file(&path).expect("rewritten file reads");
    assert_eq!(raw.found_version, 2);
    let again = holster::games::read(&path).expect("reads");
    assert_eq!(
        again.history().len(),
        3,
        "the new entry replaced the undone one"
    );
    assert_eq!(again.counters()[1].value, 3);
}

#[test]
fn piled_up_undo_records_are_compacted_on_open_without_changing_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    enter(session.as_mut(), "ann 5");
    enter(session.as_mut(), "bob 7");
    for _ in 0..50 {
        enter(session.as_mut(), "undo");
        enter(session.as_mut(), "redo");
    }
    enter(session.as_mut(), "undo");
    let before = snapshot(session.as_ref());
    drop(session);
    let size_before = std::fs::metadata(&path).expect("file").len();
    let (reopened, _) = holster::games::open(&path).expect("opens");
    assert_eq!(snapshot(reopened.as_ref()), before);
    let size_after = std::fs::metadata(&path).expect("file").len();
    assert!(
        size_after * 4 < size_before,
        "{size_after} vs {size_before}"
    );
    drop(reopened);
    assert_eq!(
        snapshot(holster::games::read(&path).expect("reads").as_ref()),
        before
    );
}

#[test]
fn creating_over_an_existing_game_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, path) = new_tally(dir.path(), "g");
    drop(session);
    let before = std::fs::read(&path).expect("file");
    let input = holster::core::SetupInput {
        players: vec!["X".into(), "Y".into()],
        ..Default::default()
    };
    let err = holster::games::create(Tally::ID, &path, &input)
        .err()
        .expect("refused");
    assert_eq!(err.message().key, "store-already-exists");
    assert_eq!(std::fs::read(&path).expect("file"), before);
}

#[test]
fn the_games_folder_lists_only_save_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    std::fs::create_dir_all(&paths.games).expect("folder");
    let (a, _) = new_tally(&paths.games, "a");
    let (b, _) = new_tally(&paths.games, "b");
    drop((a, b));
    let files = holster::store::saved_game_files(&paths).expect("lists");
    let names: Vec<_> = files
        .iter()
        .map(|f| f.file_name().expect("name").to_string_lossy().to_string())
        .collect();
    assert_eq!(names, vec!["a.toml", "b.toml"], "lock files are not games");
}

#[test]
fn a_refused_setup_is_explained_and_saves_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let input = holster::core::SetupInput {
        players: vec!["A".into()],
        ..Default::default()
    };
    let err = holster::games::create(Undead::ID, &dir.path().join("b.toml"), &input)
        .err()
        .expect("one player is too few");
    assert_eq!(
        holster::i18n::tr(holster::i18n::Lang::En, &err.message()),
        "This game needs 2 to 6 players, not 1."
    );
    assert!(!dir.path().join("b.toml").exists());
}

/// The list's summary of a game, which reads only the file's ends.
fn listed(path: &std::path::Path) -> Result<holster::games::catalog::Summary, holster::core::Msg> {
    holster::games::catalog::summarize(path).summary
}

/// The same summary from the whole file, folded, as the list used to read it.
fn folded(path: &std::path::Path) -> Result<holster::games::catalog::Summary, holster::core::Msg> {
    holster::games::read(path)
        .map(|s| holster::games::catalog::Summary {
            game: s.game(),
            players: s.players(),
            started: s.created(),
            last_played: s.last_played(),
        })
        .map_err(|e| e.message())
}

fn records_in(path: &std::path::Path) -> u64 {
    let text = std::fs::read_to_string(path).expect("readable");
    text.matches("\n[[record]]\n").count() as u64
}

#[test]
fn the_list_reads_the_ends_of_a_game_and_agrees_with_a_full_read_after_every_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    let glance = holster::store::glance(&path).expect("a new game is read at a glance");
    assert_eq!((glance.records, glance.last_entry_at), (0, None));
    assert_eq!(listed(&path), folded(&path));
    for line in [
        "ann 5",
        "bob 6",
        "note the table ruled",
        "fix cid score 9",
        "undo",
        "undo",
        "redo",
        "cid 4",
        "undo",
        "undo",
        "undo",
        "jump 0",
        "redo",
        "bob 7",
        "undo",
    ] {
        enter(session.as_mut(), line);
        let glance = holster::store::glance(&path).expect("read at a glance");
        assert_eq!(glance.records, records_in(&path), "after {line:?}");
        assert_eq!(listed(&path), folded(&path), "after {line:?}");
    }
}

#[test]
fn a_record_cut_off_mid_write_is_passed_over_as_a_full_read_drops_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    for line in ["ann 5", "bob 6", "undo"] {
        enter(session.as_mut(), line);
    }
    drop(session);
    let whole = std::fs::read(&path).expect("readable");
    let late = "\n[[record]]\nseq = 4\nat = \"2030-01-01T00:00:00.000Z\"\n";
    let cut_offs: [&[u8]; 6] = [
        b"\n[",
        b"\n[[reco",
        late.as_bytes(),
        b"\n[[record]]\nseq = 4\nat = \"2030-01-01T00:0",
        b"\n[[record]]\nseq = 4\nat = \"2030-01-01T00:00:00.000Z\"\nentry = { note = { text = \"late\" } }\n",
        b"\n[[record]]\nseq = 4\nat = \"2030-01-01T00:00:00.000Z\"\nentry = { note = { text = \"caf\xc3",
    ];
    for cut_off in cut_offs {
        let mut text = whole.clone();
        text.extend_from_slice(cut_off);
        std::fs::write(&path, &text).expect("write");
        let shown = String::from_utf8_lossy(cut_off);
        let glance = holster::store::glance(&path).expect("read at a glance");
        assert_eq!(glance.records, 3, "{shown:?}");
        assert_eq!(listed(&path), folded(&path), "{shown:?}");
        assert!(listed(&path).is_ok());
        assert_eq!(std::fs::read(&path).expect("readable"), text, "unchanged");
    }

    // A game whose only record was cut off was never played.
    let (session, only) = new_tally(dir.path(), "only");
    drop(session);
    let mut text = std::fs::read(&only).expect("readable");
    text.extend_from_slice(late.as_bytes());
    std::fs::write(&only, &text).expect("write");
    let glance = holster::store::glance(&only).expect("read at a glance");
    assert_eq!((glance.records, glance.last_entry_at), (0, None));
    assert_eq!(listed(&only), folded(&only));
}

#[test]
fn files_a_glance_cannot_read_are_read_whole_and_listed_as_before() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "good");
    for line in ["ann 5", "bob 6", "cid 7"] {
        enter(session.as_mut(), line);
    }
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");
    let file = |name: &str, contents: &str| {
        let path = dir.path().join(format!("{name}.toml"));
        std::fs::write(&path, contents).expect("write");
        path
    };
    let older = file("older", FORMAT_1);
    let newer = file(
        "newer",
        &text.replace("format_version = 2", "format_version = 9"),
    );
    let chess = file(
        "chess",
        &text.replace("game = \"tally\"", "game = \"chess\""),
    );
    let broken_header = file("header", "format_version = [");
    let two_cut_off = file(
        "two",
        &text
            .replacen("end = 2\n", "", 1)
            .replacen("end = 3\n", "", 1),
    );
    let both = file(
        "both",
        &format!(
            "{}cursor = 1\nend = 3\n",
            text.strip_suffix("end = 3\n").expect("end")
        ),
    );
    let binary_end = file("binary", &format!("{text}\n[[record]]\nseq = 4\n\u{0}"));
    let last_at = text.rfind("at = \"").expect("a time");
    let bad_time = file(
        "time",
        &format!("{}at = 12{}", &text[..last_at], &text[last_at + 31..]),
    );
    for path in [
        &older,
        &newer,
        &broken_header,
        &two_cut_off,
        &both,
        &bad_time,
    ] {
        assert!(holster::store::glance(path).is_none(), "{}", path.display());
    }
    // A game this Holster does not know has a header to glance at, and
    // then the list reads it whole for the reason.
    let all = [
        &older,
        &newer,
        &chess,
        &broken_header,
        &two_cut_off,
        &both,
        &bad_time,
    ];
    for path in all {
        assert_eq!(listed(path), folded(path), "{}", path.display());
    }
    assert!(listed(&older).is_ok(), "format 1 is read and listed");
    for path in &all[1..] {
        assert!(
            listed(path).is_err(),
            "{} is listed with its reason",
            path.display()
        );
    }
    assert_eq!(listed(&binary_end), folded(&binary_end));
}

#[test]
fn damage_away_from_the_end_is_not_seen_by_the_list_but_by_opening() {
    // The price of listing without reading whole files: the list checks the
    // header and the records from the end back to the last entry. Opening
    // (or replaying) reads everything and says what is wrong.
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    for line in ["ann 5", "bob 6"] {
        enter(session.as_mut(), line);
    }
    drop(session);
    let text = std::fs::read_to_string(&path).expect("readable");
    std::fs::write(&path, text.replacen("end = 1\n", "", 1)).expect("write");
    assert!(listed(&path).is_ok());
    assert_eq!(
        holster::games::open(&path)
            .err()
            .expect("refused")
            .message()
            .key,
        "store-damaged"
    );
}

#[test]
fn long_headers_long_runs_of_undo_and_records_edited_by_hand_are_read_at_a_glance() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_tally(dir.path(), "g");
    enter(session.as_mut(), "ann 5");
    enter(session.as_mut(), "bob 6");
    // Far more undo records after the last entry than the first read of the
    // file's end holds.
    for _ in 0..40 {
        enter(session.as_mut(), "undo");
        enter(session.as_mut(), "redo");
    }
    drop(session);
    let glance = holster::store::glance(&path).expect("read at a glance");
    assert_eq!(glance.records, 82);
    assert_eq!(listed(&path), folded(&path));

    // A header longer than the first read of the file's start.
    let text = std::fs::read_to_string(&path).expect("readable");
    let comment = format!("# {}\n", "notes ".repeat(1500));
    std::fs::write(
        &path,
        text.replacen("[setup]", &format!("{comment}[setup]"), 1),
    )
    .expect("write");
    assert!(holster::store::glance(&path).is_some());
    assert_eq!(listed(&path), folded(&path));

    // A last record laid out by hand is read by the TOML parser instead.
    let (mut session, edited) = new_tally(dir.path(), "edited");
    enter(session.as_mut(), "ann 5");
    drop(session);
    let text = std::fs::read_to_string(&edited).expect("readable");
    let by_hand = text
        .replace("seq = 1\n", "seq=1\n")
        .replace("end = 1\n", "end = 1 # checked\n");
    std::fs::write(&edited, by_hand).expect("write");
    assert_eq!(
        holster::store::glance(&edited)
            .expect("read at a glance")
            .records,
        1
    );
    assert_eq!(listed(&edited), folded(&edited));
}
