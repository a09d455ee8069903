//! Arguments, names and text no person meant: bytes that are not text, names
//! that are one person, control characters, names too long for a file.

use super::{stderr, stdout};
use crate::support::holster;
use std::process::Output;

/// Runs `holster` with arguments that need not be text.
fn holster_os(data: &std::path::Path, args: &[std::ffi::OsString], stdin: &[u8]) -> Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_holster"))
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .env_remove("HOLSTER_DATA_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("holster starts");
    let _ = child.stdin.take().expect("stdin").write_all(stdin);
    child.wait_with_output().expect("holster finishes")
}

/// Bytes as an argument, text or not.
#[cfg(unix)]
fn os(bytes: &[u8]) -> std::ffi::OsString {
    use std::os::unix::ffi::OsStringExt;
    std::ffi::OsString::from_vec(bytes.to_vec())
}

/// What a terminal would act on: ESC, BEL, CSI, other controls but the
/// line breaks and tabs the output is laid out with, and the bidi overrides.
fn acts_on_a_terminal(bytes: &[u8]) -> Option<char> {
    String::from_utf8_lossy(bytes).chars().find(|&c| {
        (c.is_control() && c != '\n' && c != '\t')
            || ('\u{202a}'..='\u{202e}').contains(&c)
            || ('\u{2066}'..='\u{2069}').contains(&c)
    })
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_text_never_panics_any_command() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    holster(d, &["new", "tally", "g", "--players", "Ann,Bob"], "");
    let bad = || os(b"x\xff\xfe");
    let s = |t: &str| std::ffi::OsString::from(t);
    let commands: Vec<Vec<std::ffi::OsString>> = vec![
        vec![bad()],
        vec![s("replay"), bad()],
        vec![s("replay"), bad(), s("--json")],
        vec![s("enter"), bad()],
        vec![s("new"), bad(), s("g2"), s("--players"), s("Ann,Bob")],
        vec![s("new"), s("tally"), bad(), s("--players"), s("Ann,Bob")],
        vec![s("new"), s("tally"), s("g3"), s("--players"), bad()],
        vec![
            s("new"),
            s("tally"),
            s("g4"),
            s("--players"),
            s("A,B"),
            s("--set"),
            bad(),
        ],
        vec![
            s("new"),
            s("tally"),
            s("g5"),
            s("--players"),
            s("A,B"),
            s("--board"),
            bad(),
        ],
        vec![
            s("new"),
            s("tally"),
            s("g6"),
            s("--players"),
            s("A,B"),
            s("--clock"),
            bad(),
        ],
        vec![s("rules"), bad()],
        vec![s("rules"), s("holster"), bad()],
        vec![s("games"), bad()],
        vec![s("stats"), bad()],
        vec![s("stats"), s("--player"), bad()],
        vec![s("export"), bad(), s("out.json"), s("--bgstats")],
        vec![s("export"), s("g"), bad(), s("--bgstats")],
        vec![s("dice"), bad()],
        vec![s("--lang"), bad(), s("games")],
        vec![s("--lang"), s("en"), s("--data-dir"), bad(), s("games")],
    ];
    for args in commands {
        let out = holster_os(d, &args, b"");
        assert_ne!(out.status.code(), Some(101), "{args:?}: {}", stderr(&out));
        assert!(
            !stderr(&out).contains("panicked"),
            "{args:?}: {}",
            stderr(&out)
        );
        assert!(out.status.code().is_some(), "{args:?} ended by a signal");
    }
    // `games` lists a file whose name is not text; it can be replayed and
    // played on by that name.
    let odd = os(b"odd\xff");
    let mut file = os(b"odd\xff");
    file.push(".toml");
    std::fs::copy(d.join("games/g.toml"), d.join("games").join(&file)).expect("copied");
    let list = holster(d, &["--lang", "en", "games"], "");
    assert_eq!(list.status.code(), Some(0), "{}", stderr(&list));
    assert!(stdout(&list).contains("odd"), "{}", stdout(&list));
    let replay = holster_os(d, &[s("--lang"), s("en"), s("replay"), odd.clone()], b"");
    assert_eq!(replay.status.code(), Some(0), "{}", stderr(&replay));
    let enter = holster_os(d, &[s("--lang"), s("en"), s("enter"), odd], b"ann 4\n");
    assert_eq!(enter.status.code(), Some(0), "{}", stderr(&enter));
    assert!(stdout(&enter).contains("saved #1"), "{}", stdout(&enter));
}

#[test]
fn names_that_differ_only_in_unicode_form_case_or_accents_are_one_person_and_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    for players in [
        "\u{e9},e\u{301},Bob",
        "Ann,ann",
        "José,Jose",
        "Bob,Ann, bob",
    ] {
        let out = holster(
            d,
            &["--lang", "en", "new", "tally", "g", "--players", players],
            "",
        );
        assert_eq!(out.status.code(), Some(2), "{players:?}: {}", stdout(&out));
        assert!(
            stderr(&out).contains("Two players are called"),
            "{players:?}: {}",
            stderr(&out)
        );
        assert!(!d.join("games/g.toml").exists(), "{players:?}");
    }
    // A name typed decomposed is kept composed, so it is the same name in
    // every file, every statistic and every export.
    let made = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "tally",
            "g",
            "--players",
            "Jose\u{301},Bob",
        ],
        "",
    );
    assert_eq!(made.status.code(), Some(0), "{}", stderr(&made));
    let text = std::fs::read_to_string(d.join("games/g.toml")).expect("saved");
    assert!(text.contains("\"Jos\u{e9}\""), "{text}");
}

#[test]
fn control_characters_and_bidi_overrides_never_reach_the_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    holster(d, &["new", "tally", "g", "--players", "Ann,Bob"], "");
    // Typed into `enter`: echoed, saved, replayed, listed; never raw.
    let enter = holster(
        d,
        &["--lang", "en", "enter", "g"],
        "note \x1b]0;x\x07\nnot a line \x1b[2J\u{202e}\n",
    );
    assert_eq!(
        acts_on_a_terminal(&enter.stdout),
        None,
        "{:?}",
        stdout(&enter)
    );
    assert!(
        stdout(&enter).contains("\\u{1b}]0;x\\u{7}"),
        "{}",
        stdout(&enter)
    );
    for args in [
        &["--lang", "en", "replay", "g"][..],
        &["--lang", "en", "replay", "g", "--json"],
        &["--lang", "en", "stats"],
        &["--lang", "en", "stats", "--json"],
    ] {
        let out = holster(d, args, "");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert_eq!(
            acts_on_a_terminal(&out.stdout),
            None,
            "{args:?}: {:?}",
            stdout(&out)
        );
    }
    let json = holster(d, &["replay", "g", "--json"], "");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("still JSON");
    assert_eq!(
        value["entries"][0]["notation"], "note \x1b]0;x\x07",
        "the data is kept exactly"
    );

    // A name with one is refused, and the refusal shows it escaped.
    for name in ["Ann\u{202e}", "Ann\x1b[31m", "An\u{200b}n"] {
        let out = holster(
            d,
            &[
                "--lang",
                "en",
                "new",
                "tally",
                "h",
                "--players",
                &format!("{name},Bob"),
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(2), "{name:?}");
        assert_eq!(acts_on_a_terminal(&out.stderr), None, "{:?}", stderr(&out));
        assert!(
            stderr(&out).contains("cannot be a name"),
            "{}",
            stderr(&out)
        );
    }
    // So is a game's name, and clap's own complaints show it escaped too.
    let named = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "tally",
            "h\x1b[31m",
            "--players",
            "Ann,Bob",
        ],
        "",
    );
    assert_eq!(named.status.code(), Some(2), "{}", stdout(&named));
    assert_eq!(
        acts_on_a_terminal(&named.stderr),
        None,
        "{:?}",
        stderr(&named)
    );
    let clap = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "\x1b]0;x\x07",
            "h",
            "--players",
            "A,B",
        ],
        "",
    );
    assert_eq!(clap.status.code(), Some(2));
    assert_eq!(
        acts_on_a_terminal(&clap.stderr),
        None,
        "{:?}",
        stderr(&clap)
    );
    let bidi = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "\u{202e}tally",
            "h",
            "--players",
            "A,B",
        ],
        "",
    );
    assert_eq!(bidi.status.code(), Some(2));
    assert!(
        stderr(&bidi).contains("\\u{202e}tally"),
        "{}",
        stderr(&bidi)
    );

    // A file someone else made: its name and what is in it stay inert.
    let theirs = std::fs::read_to_string(d.join("games/g.toml"))
        .expect("saved")
        .replace("\"Bob\"", "\"Bob\\u202E\\u001B[2J\"");
    std::fs::write(d.join("games/x\x1b[31m.toml"), theirs).expect("written");
    for args in [
        &["--lang", "en", "games"][..],
        &["--lang", "en", "replay", "x\x1b[31m"],
        &["--lang", "en", "enter", "x\x1b[31m"],
        &["--lang", "en", "stats"],
    ] {
        let out = holster(d, args, "");
        assert_eq!(
            acts_on_a_terminal(&out.stdout),
            None,
            "{args:?}: {:?}",
            stdout(&out)
        );
        assert_eq!(
            acts_on_a_terminal(&out.stderr),
            None,
            "{args:?}: {:?}",
            stderr(&out)
        );
    }
}

#[test]
fn a_game_name_is_bounded_so_every_file_holster_makes_from_it_fits() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let too_long = "n".repeat(holster::store::MAX_NAME_BYTES + 1);
    let out = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "tally",
            &too_long,
            "--players",
            "Ann,Bob",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let said = stderr(&out);
    assert!(
        said.contains(&format!("{} bytes at most", holster::store::MAX_NAME_BYTES)),
        "{said}"
    );
    // The longest name allowed survives two torn tails and a compaction.
    let longest = "n".repeat(holster::store::MAX_NAME_BYTES);
    let made = holster(d, &["new", "tally", &longest, "--players", "Ann,Bob"], "");
    assert_eq!(made.status.code(), Some(0), "{}", stderr(&made));
    let path = d.join("games").join(format!("{longest}.toml"));
    for round in 0..2 {
        let mut text = std::fs::read(&path).expect("saved");
        text.extend_from_slice(b"\n[[record]]\nseq = 9");
        std::fs::write(&path, text).expect("torn");
        let enter = holster(d, &["--lang", "en", "enter", &longest], "ann 3\nbob 4\n");
        assert_eq!(
            enter.status.code(),
            Some(0),
            "round {round}: {}",
            stderr(&enter)
        );
    }
    let churn = "undo\nredo\n".repeat(40);
    let enter = holster(d, &["enter", &longest], &churn);
    assert_eq!(enter.status.code(), Some(0), "{}", stderr(&enter));
    let again = holster(d, &["--lang", "en", "enter", &longest], "ann 5\n");
    assert_eq!(
        again.status.code(),
        Some(0),
        "compaction: {}",
        stderr(&again)
    );
    let text = std::fs::read_to_string(&path).expect("saved");
    assert!(text.matches("[[record]]").count() < 20, "compacted: {text}");
}

#[test]
fn an_empty_name_and_a_path_that_climbs_back_out_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let work = d.join("work");
    std::fs::create_dir_all(&work).expect("folder");
    for typed in ["", "  ", "a/../b", "sub/", ".hidden"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_holster"))
            .args([
                "--lang",
                "en",
                "new",
                "tally",
                typed,
                "--players",
                "Ann,Bob",
            ])
            .arg("--data-dir")
            .arg(d)
            .current_dir(&work)
            .env_remove("HOLSTER_DATA_DIR")
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{typed:?}: {}", stdout(&out));
        assert!(
            stderr(&out).contains("cannot be a game's name"),
            "{typed:?}: {}",
            stderr(&out)
        );
    }
    assert!(!d.join("games/.toml").exists());
    assert!(!work.join("a").exists(), "no stray folder");
    assert!(!work.join("sub").exists());
    assert_eq!(std::fs::read_dir(&work).expect("listed").count(), 0);
}
