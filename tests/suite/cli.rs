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
        stderr(&one).contains("needs 2 to 8 players, not 1"),
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

/// Arguments, names and text that are not what a person means.
mod odd_input;
/// The odds of the choice the dice make now.
mod odds;
mod odds_gunfighters;
mod odds_gunfights;
mod odds_undead;
