//! The `holster` command as a person or a script uses it.

use crate::support::holster;
use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

#[test]
fn a_whole_game_is_set_up_played_and_replayed_without_the_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let new = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "tally",
            "friday",
            "--players",
            "Ann,Bob",
        ],
        "",
    );
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
    assert!(stdout(&new).contains("Ann, Bob"));
    assert!(d.join("games/friday.toml").exists());

    let lines = "# a comment\n\nroll ann 12\nann 3\nann 3 !\nbob 20\nnote the table ruled\n";
    let enter = holster(d, &["--lang", "en", "enter", "friday"], lines);
    let out = stdout(&enter);
    assert_eq!(enter.status.code(), Some(1), "one line was refused: {out}");
    assert_eq!(out.matches("saved #").count(), 4, "{out}");
    assert!(out.contains("line 4 “ann 3” not entered"), "{out}");
    assert!(out.contains("violation tally.turn.twice"), "{out}");

    let replay = holster(d, &["--lang", "en", "replay", "friday"], "");
    let out = stdout(&replay);
    assert_eq!(replay.status.code(), Some(0), "{}", stderr(&replay));
    assert!(
        out.contains(
            "#2 violation tally.turn.twice: Nobody may roll twice in a row. (applied anyway)"
        ),
        "{out}"
    );
    assert!(out.contains("#3 info tally.roll.natural-20"), "{out}");
    assert!(out.contains("Ann: score 15 (0–999)"), "{out}");
    assert!(out.contains("Bob: score 21 (0–999)"), "{out}");

    let dutch = stdout(&holster(d, &["--lang", "nl", "replay", "friday"], ""));
    assert!(dutch.contains("overtreding tally.turn.twice: Niemand mag twee keer achter elkaar gooien. (toch toegepast)"), "{dutch}");
}

#[test]
fn replay_json_is_machine_readable() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    holster(d, &["new", "tally", "g", "--players", "Ann,Bob"], "");
    holster(d, &["enter", "g"], "ann 20\nbob 2\nundo\n");
    let out = holster(d, &["--lang", "en", "replay", "g", "--json"], "");
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_eq!(json["game"], "tally");
    assert_eq!(json["players"], serde_json::json!(["Ann", "Bob"]));
    assert_eq!(json["cursor"], 1);
    assert_eq!(json["entries"][0]["notation"], "roll Ann 20");
    assert_eq!(
        json["entries"][0]["findings"][0]["rule"],
        "tally.roll.natural-20"
    );
    assert_eq!(json["entries"][0]["findings"][0]["severity"], "info");
    assert_eq!(json["entries"][1]["active"], false);
    assert_eq!(json["counters"][0]["value"], 21);
    // Seats are numbered one way in all of the JSON: from 0, as indexes into
    // `players` (the state's own seats are too).
    assert_eq!(json["counters"][1]["player"], "Bob");
    assert_eq!(json["counters"][1]["seat"], 1);
    assert_eq!(json["state"]["last_roller"], 0);
    assert_eq!(json["state"]["scores"], serde_json::json!([21, 0]));
}

#[test]
fn files_that_cannot_load_give_a_clear_message_and_a_failing_exit() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let missing = holster(d, &["--lang", "en", "replay", "nothing-here"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        stderr(&missing).starts_with("holster: Could not use"),
        "{}",
        stderr(&missing)
    );

    std::fs::create_dir_all(d.join("games")).expect("folder");
    std::fs::write(d.join("games/broken.toml"), "format_version = [").expect("write");
    let broken = holster(d, &["--lang", "nl", "replay", "broken"], "");
    assert_eq!(broken.status.code(), Some(2));
    assert!(
        stderr(&broken).contains("is beschadigd"),
        "{}",
        stderr(&broken)
    );
    assert_eq!(
        std::fs::read_to_string(d.join("games/broken.toml")).expect("kept"),
        "format_version = ["
    );

    holster(d, &["new", "tally", "fine", "--players", "Ann,Bob"], "");
    let list = holster(d, &["--lang", "en", "games"], "");
    let out = stdout(&list);
    assert_eq!(list.status.code(), Some(0));
    assert!(
        out.contains("broken\t") && out.contains("is damaged"),
        "{out}"
    );
    assert!(out.contains("fine\tTally (test game)\tAnn, Bob"), "{out}");
}

#[test]
fn bad_setups_and_unplayable_games_are_explained() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let one = holster(
        d,
        &["--lang", "en", "new", "tally", "g", "--players", "Ann"],
        "",
    );
    assert_eq!(one.status.code(), Some(2));
    assert!(
        stderr(&one).contains("needs 2 to 6 players, not 1"),
        "{}",
        stderr(&one)
    );
    let alone = holster(
        d,
        &["--lang", "en", "new", "undead", "g", "--players", "A"],
        "",
    );
    assert_eq!(alone.status.code(), Some(2));
    assert!(
        stderr(&alone).contains("needs 2 to 6 players, not 1"),
        "{}",
        stderr(&alone)
    );
    assert!(
        !d.join("games/g.toml").exists(),
        "a refused setup saves nothing"
    );
    let unknown = holster(d, &["new", "chess", "g", "--players", "A,B"], "");
    assert_eq!(unknown.status.code(), Some(2));
}

#[test]
fn help_and_version_speak_the_chosen_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let help = stdout(&holster(dir.path(), &["--lang", "nl", "--help"], ""));
    assert!(help.contains("Opdrachten:"), "{help}");
    assert!(help.contains("De opgeslagen spellen tonen"), "{help}");
    assert!(
        !help.contains("tally"),
        "the test game stays hidden: {help}"
    );
    let sub = stdout(&holster(dir.path(), &["--lang", "en", "new", "--help"], ""));
    assert!(sub.contains("bang-dice"), "{sub}");
    let version = holster(dir.path(), &["--version"], "");
    assert_eq!(version.status.code(), Some(0));
    assert!(stdout(&version).contains(env!("CARGO_PKG_VERSION")));
}

#[test]
fn a_second_writer_is_told_the_game_is_open_elsewhere() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    holster(d, &["new", "tally", "g", "--players", "Ann,Bob"], "");
    let path = d.join("games/g.toml");
    let _held = holster::store::GameLock::acquire(&path).expect("lock");
    let second = holster(d, &["--lang", "en", "enter", "g"], "ann 3\n");
    assert_eq!(second.status.code(), Some(2));
    assert!(
        stderr(&second).contains("open in another Holster window"),
        "{}",
        stderr(&second)
    );
}

#[test]
fn rules_finds_the_words_of_every_game_the_last_two_included() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (game, word) in [("undead", "coins"), ("gunfighters", "climax")] {
        let out = holster(dir.path(), &["--lang", "en", "rules", game, word], "");
        assert_eq!(out.status.code(), Some(0), "{game}: {}", stderr(&out));
        assert!(
            stdout(&out).to_lowercase().contains(word),
            "{game}: {}",
            stdout(&out)
        );
    }
}

#[test]
fn rules_finds_a_word_of_the_game_typed_in_the_other_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (lang, typed, title) in [
        ("en", "pijl", "Arrow  [dice.arrow]"),
        ("nl", "arrow", "Pijl  [dice.arrow]"),
    ] {
        let out = holster(
            dir.path(),
            &["--lang", lang, "rules", "bang-dice", typed],
            "",
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(
            stdout(&out).contains(title),
            "{lang} {typed}: {}",
            stdout(&out)
        );
    }
}

#[test]
fn rules_searches_a_book_in_the_chosen_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let en = holster(
        dir.path(),
        &["--lang", "en", "rules", "holster", "undo"],
        "",
    );
    assert_eq!(en.status.code(), Some(0), "{}", stderr(&en));
    assert!(stdout(&en).contains("[holster.history]"), "{}", stdout(&en));
    let nl = holster(
        dir.path(),
        &["--lang", "nl", "rules", "holster", "GEDAAN"],
        "",
    );
    assert!(
        stdout(&nl).contains("[holster.notation]"),
        "{}",
        stdout(&nl)
    );
    let sections = stdout(&holster(
        dir.path(),
        &["--lang", "nl", "rules", "holster"],
        "",
    ));
    assert!(
        sections.starts_with("Hoe Holster werkt  [holster]"),
        "{sections}"
    );
    assert!(
        sections.contains("  Herinneringen  [holster.reminders]"),
        "{sections}"
    );
    let none = holster(
        dir.path(),
        &["--lang", "en", "rules", "holster", "xylophone"],
        "",
    );
    assert_eq!(none.status.code(), Some(1));
}

use crate::support::gunfights as gunfights_values;

#[test]
fn the_gunfights_examples_are_piped_through_new_and_enter() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    // The board values come from the settings, as a table enters them once.
    let mut settings = String::from("[board_values.gunfights]\n");
    for (key, value) in gunfights_values::BOARD {
        settings.push_str(&format!("{key} = {value}\n"));
    }
    std::fs::write(d.join("settings.toml"), settings).expect("settings written");
    for (name, players, chamber, round) in [
        ("round-one", "Ann,Bob,Cid,Dan,Eve,Fay", "[2]", 2),
        ("tiebreaker", "Ann,Bob", "[2,2,0,0,0,0]", 6),
    ] {
        let new = holster(
            d,
            &[
                "--lang",
                "en",
                "new",
                "gunfights",
                name,
                "--players",
                players,
            ],
            "",
        );
        assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
        let path = format!(
            "{}/tests/suite/gunfights/{name}.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        let lines = std::fs::read_to_string(path).expect("the fixture");
        let entries = lines
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .count();
        let enter = holster(d, &["--lang", "en", "enter", name], &lines);
        let out = stdout(&enter);
        assert_eq!(
            enter.status.code(),
            Some(0),
            "{name}: {out}{}",
            stderr(&enter)
        );
        assert_eq!(out.matches("saved #").count(), entries, "{name}: {out}");
        let replay = holster(d, &["replay", name, "--json"], "");
        assert_eq!(replay.status.code(), Some(0));
        let json: serde_json::Value = serde_json::from_slice(&replay.stdout).expect("JSON");
        assert_eq!(json["state"]["chamber"].to_string(), chamber, "{name}");
        assert_eq!(json["state"]["round"], round, "{name}");
        // The reminders list holds what the table must still do, nothing
        // else; what is only worth knowing (the winner) is a notice.
        let severities = |key: &str| -> Vec<String> {
            json[key]
                .as_array()
                .map(|a| a.iter().map(|f| f["severity"].to_string()).collect())
                .unwrap_or_default()
        };
        assert!(
            severities("reminders").iter().all(|s| s == "\"reminder\""),
            "{name}: {}",
            json["reminders"]
        );
        assert!(
            severities("notices").iter().all(|s| s == "\"info\""),
            "{name}: {}",
            json["notices"]
        );
        assert!(json["notices"].is_array(), "{name}");
    }
}

#[test]
fn board_values_can_be_given_when_a_game_is_created() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let made = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "gunfights",
            "g",
            "--players",
            "Ann,Bob",
            "--board",
            "income-mayor=30",
            "--board",
            "hit-colt-pioneer=9",
        ],
        "",
    );
    assert_eq!(made.status.code(), Some(0), "{}", stderr(&made));
    let replay = holster(d, &["replay", "g", "--json"], "");
    let json: serde_json::Value = serde_json::from_slice(&replay.stdout).expect("JSON");
    let board = &json["state"]["board"];
    assert_eq!(board["income-mayor"], 30, "{board}");
    assert_eq!(board["hit-colt-pioneer"], 9, "{board}");
    // A key the game does not have, or a value out of its range, is explained.
    for (typed, says) in [
        ("no-such-value=3", "no-such-value"),
        ("hit-colt-pioneer=99", "99"),
        ("hit-colt-pioneer", "KEY=VALUE"),
    ] {
        let out = holster(
            d,
            &[
                "--lang",
                "en",
                "new",
                "gunfights",
                "h",
                "--players",
                "Ann,Bob",
                "--board",
                typed,
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(2), "{typed}");
        assert!(stderr(&out).contains(says), "{typed}: {}", stderr(&out));
    }
    assert!(!d.join("games/h.toml").exists());
}

#[test]
fn undo_and_redo_say_what_they_took_back_or_put_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    holster(d, &["new", "tally", "g", "--players", "Ann,Bob"], "");
    let out = holster(
        d,
        &["--lang", "en", "enter", "g"],
        "ann 20\nbob 2\nundo\nredo\n",
    );
    let said = stdout(&out);
    let lines: Vec<&str> = said.lines().collect();
    let undone = lines
        .iter()
        .position(|l| *l == "  undone #2: Bob rolled 2")
        .unwrap_or_else(|| panic!("{said}"));
    assert_eq!(lines[undone - 1], "1 entry now in effect", "{said}");
    assert!(lines.contains(&"  redone #2: Bob rolled 2"), "{said}");
    let dutch = holster(d, &["--lang", "nl", "enter", "g"], "terug\n");
    let said = stdout(&dutch);
    assert!(said.contains("stap 2 teruggedraaid"), "{said}");
    assert!(
        !said.contains("invoer"),
        "'invoer' is not countable: {said}"
    );
}

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
