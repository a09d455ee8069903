//! `holster export NAME FILE --bgstats [--link]`: the BG Stats play of a
//! finished game, against the fields `docs/bgstats.md` lists as required,
//! against a saved fixture game, and its link against a QR code's capacity.

use serde_json::Value;
use std::path::Path;

use crate::support as common;

use crate::support::gunfights as gunfights_board;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

/// The `# key: value` lines of a whole-game fixture with `key`.
fn header<'a>(source: &'a str, key: &str) -> Vec<&'a str> {
    source
        .lines()
        .filter_map(|l| l.strip_prefix("# "))
        .filter_map(|l| l.split_once(": "))
        .filter(|(k, _)| k.trim() == key)
        .map(|(_, v)| v.trim())
        .collect()
}

/// Sets up `fixture` as the saved game `name` with `holster new` (its
/// `players`, `set` and `board` lines and `extra`) and plays its lines
/// with `holster enter`, as a table would have.
fn play(data: &Path, game: &str, name: &str, fixture: &str, extra: &[String]) {
    let source = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(fixture))
        .expect("fixture readable");
    let mut args: Vec<String> = vec!["new".into(), game.into(), name.into(), "--players".into()];
    args.push(header(&source, "players").join(","));
    for (key, flag) in [("set", "--set"), ("board", "--board")] {
        for value in header(&source, key) {
            args.extend([flag.to_string(), value.to_string()]);
        }
    }
    args.extend(extra.iter().cloned());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let new = common::holster(data, &args, b"");
    assert_eq!(new.status.code(), Some(0), "{name}: {}", text(&new.stderr));
    let enter = common::holster(data, &["enter", name], source.as_bytes());
    assert_eq!(
        enter.status.code(),
        Some(0),
        "{name}: {}",
        text(&enter.stdout)
    );
}

/// Runs `holster --lang en export NAME FILE --bgstats --link`: the written
/// JSON and the printed link.
fn export(data: &Path, name: &str) -> (Value, String) {
    let file = data.join(format!("{name}.bgstats.json"));
    let file_arg = file.to_string_lossy().to_string();
    let out = common::holster(
        data,
        &[
            "--lang",
            "en",
            "export",
            name,
            &file_arg,
            "--bgstats",
            "--link",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Wrote the BG Stats play of "),
        "{stdout}"
    );
    let link = stdout.lines().last().unwrap_or_default().to_string();
    let written = std::fs::read_to_string(&file).expect("the file is written");
    (serde_json::from_str(&written).expect("JSON"), link)
}

/// The JSON a link carries.
fn link_json(link: &str) -> Value {
    let data = link
        .strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=")
        .expect("a createPlay link");
    let json = percent_encoding::percent_decode_str(data)
        .decode_utf8()
        .expect("UTF-8");
    serde_json::from_str(&json).expect("JSON")
}

/// Every field `docs/bgstats.md` calls required is there with its type:
/// `sourceName`, `sourcePlayId`, `playDate` (`YYYY-MM-DD HH:MM:SS`), the
/// game's `name`, `sourceGameId`, `highestWins`, `noPoints`, and each
/// player's `name`, `sourcePlayerId`, `startPlayer` and `winner`.
fn assert_required(play: &Value) {
    assert_eq!(play["sourceName"], "Holster", "{play:#}");
    assert!(play["sourcePlayId"].as_str().is_some_and(|s| !s.is_empty()));
    let date = play["playDate"].as_str().expect("playDate");
    chrono::NaiveDateTime::parse_from_str(date, "%Y-%m-%d %H:%M:%S").expect("the date format");
    let game = &play["game"];
    assert!(game["name"].as_str().is_some_and(|s| !s.is_empty()));
    assert!(game["sourceGameId"].as_str().is_some());
    assert!(game["highestWins"].is_boolean() && game["noPoints"].is_boolean());
    let players = play["players"].as_array().expect("players");
    assert!(!players.is_empty());
    for p in players {
        assert!(p["name"].as_str().is_some_and(|s| !s.is_empty()), "{p}");
        assert!(p["sourcePlayerId"].as_str().is_some_and(|s| !s.is_empty()));
        assert!(
            p["startPlayer"].is_boolean() && p["winner"].is_boolean(),
            "{p}"
        );
    }
}

fn names(play: &Value, filter: impl Fn(&Value) -> bool) -> Vec<String> {
    play["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter(|p| filter(p))
        .map(|p| p["name"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// A fixture game and, by hand from its header, what its export must say.
struct Case {
    game: &'static str,
    fixture: &'static str,
    /// More words for `holster new`.
    extra: Vec<String>,
    /// The people in seat order.
    people: &'static [&'static str],
    winners: &'static [&'static str],
    start: Option<&'static str>,
    /// The BoardGameGeek id.
    bgg: Option<u64>,
    scores: Option<&'static [i64]>,
}

#[test]
fn every_game_s_finished_fixture_exports_its_outcome_with_every_required_field() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let board: Vec<String> = gunfights_board::BOARD
        .iter()
        .flat_map(|(k, v)| ["--board".to_string(), format!("{k}={v}")])
        .collect();
    let cases = [
        Case {
            game: "bang-dice",
            fixture: "tests/suite/bang_dice/five-players.txt",
            extra: vec![],
            people: &["Ann", "Bob", "Cid", "Dan", "Eve"],
            winners: &["Ann", "Bob"],
            // The Sheriff starts.
            start: Some("Ann"),
            bgg: Some(143_741),
            scores: None,
        },
        Case {
            game: "gunfights",
            fixture: "tests/suite/gunfights/tiebreaker.txt",
            extra: board,
            people: &["Ann", "Bob"],
            // The Pioneers (Ann's Mayor, Sheriff and Deputy) win the showdown.
            winners: &["Ann"],
            start: Some("Ann"),
            bgg: None,
            scores: Some(&[4, 4]),
        },
        Case {
            game: "undead",
            fixture: "tests/suite/undead/three-players.txt",
            extra: vec![],
            people: &["Ann", "Bob", "Cid"],
            winners: &["Bob"],
            // Everyone chooses at once: no one starts.
            start: None,
            bgg: Some(286_534),
            scores: Some(&[4, 6, 4]),
        },
        Case {
            game: "gunfighters",
            fixture: "tests/suite/gunfighters/basic-game.txt",
            extra: vec![],
            people: &["Ann", "Bob", "Cid"],
            winners: &["Cid"],
            // The first player sits left of the dealer (Cid).
            start: Some("Ann"),
            bgg: Some(32_469),
            scores: None,
        },
    ];
    for case in cases {
        let Case {
            game,
            fixture,
            extra,
            people,
            winners,
            start,
            bgg,
            scores,
        } = case;
        play(d, game, game, fixture, &extra);
        let (json, link) = export(d, game);
        assert_required(&json);
        assert_eq!(
            link_json(&link),
            json,
            "{game}: the link carries the file's play"
        );
        assert_eq!(json["game"]["sourceGameId"], game);
        assert_eq!(json["game"]["bggId"].as_u64(), bgg, "{game}");
        assert_eq!(names(&json, |_| true), *people, "{game}: seat order");
        assert_eq!(names(&json, |p| p["winner"] == true), *winners, "{game}");
        let starts = names(&json, |p| p["startPlayer"] == true);
        assert_eq!(starts, start.into_iter().collect::<Vec<_>>(), "{game}");
        // Entered in one go: a duration, of no minutes.
        assert_eq!(json["durationMin"].as_i64(), Some(0), "{game}");
        if let Some(scores) = scores {
            let got: Vec<i64> = json["players"]
                .as_array()
                .expect("players")
                .iter()
                .filter_map(|p| p["score"].as_i64())
                .collect();
            assert_eq!(got, *scores, "{game}");
            assert_eq!(json["game"]["noPoints"], false);
        }
    }
}

#[test]
fn a_saved_game_exports_as_the_fixture_play() {
    // The rulebook's tiebreaker game, saved with its entries 90 seconds
    // apart from 19:30, and one pause of 50 minutes after the tenth:
    // 54 gaps of 90 seconds are 81 minutes of play.
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/suite/bgstats");
    std::fs::create_dir_all(d.join("games")).expect("games folder");
    std::fs::copy(root.join("gunfights-tie.toml"), d.join("games/tie.toml")).expect("copied");
    let (json, link) = export(d, "tie");
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("gunfights-tie.json")).expect("fixture"),
    )
    .expect("JSON");
    assert_eq!(json, expected, "{json:#}");
    assert_eq!(json["durationMin"], 81);
    assert_eq!(json["playDate"], "2026-11-07 19:30:00");
    assert_eq!(link_json(&link), expected);
    // The same play in Dutch: the comment in Dutch, the rest (the teams'
    // names too) the same.
    let nl_file = d.join("nl.json");
    let nl_arg = nl_file.to_string_lossy().to_string();
    let out = common::holster(
        d,
        &["--lang", "nl", "export", "tie", &nl_arg, "--bgstats"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let nl: Value =
        serde_json::from_str(&std::fs::read_to_string(&nl_file).expect("written")).expect("JSON");
    assert_eq!(nl["players"], expected["players"]);
    assert_eq!(
        nl["comments"],
        "Bijgehouden met Holster: de winnaar is Ann (De Pioneers, in de showdown na een gelijke stand)."
    );
    assert_eq!(nl["game"], expected["game"]);
    assert_eq!(nl["sourcePlayId"], expected["sourcePlayId"]);
}

#[test]
fn a_showdown_winner_ranks_first_and_names_are_the_same_in_every_language() {
    // "There ain't no ties in the old west!": the tied game's scores are
    // equal (4 and 4) and highestWins is true, so BG Stats would read a
    // tie: the winners must be first by rank too. The names that leave
    // Holster are one team in BG Stats whatever the window's language.
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/suite/bgstats");
    std::fs::create_dir_all(d.join("games")).expect("games folder");
    std::fs::copy(root.join("gunfights-tie.toml"), d.join("games/tie.toml")).expect("copied");
    for lang in ["en", "nl"] {
        let file = d.join(format!("{lang}.json"));
        let arg = file.to_string_lossy().to_string();
        let out = common::holster(
            d,
            &["--lang", lang, "export", "tie", &arg, "--bgstats"],
            b"",
        );
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let play: Value =
            serde_json::from_str(&std::fs::read_to_string(&file).expect("written")).expect("JSON");
        let players = play["players"].as_array().expect("players");
        assert_eq!(players[0]["team"], "The Pioneers", "{lang}");
        assert_eq!(players[1]["team"], "The Renegades", "{lang}");
        assert_eq!(players[0]["role"], "Mayor, Sheriff, Deputy", "{lang}");
        assert_eq!(players[0]["score"], players[1]["score"], "a tie on points");
        assert_eq!(
            (&players[0]["winner"], &players[0]["rank"]),
            (&Value::Bool(true), &Value::from(1))
        );
        assert_eq!(players[1]["rank"], 2, "{lang}");
        let said = play["comments"].as_str().unwrap_or_default();
        assert!(said.contains("showdown"), "{lang}: {said}");
    }
}

#[test]
fn the_link_of_an_eight_player_game_fits_one_qr_code() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    play(
        d,
        "bang-dice",
        "eight",
        "tests/suite/bang_dice/eight-players.txt",
        &[],
    );
    let (json, link) = export(d, "eight");
    assert_eq!(json["players"].as_array().map(Vec::len), Some(8));
    assert_eq!(names(&json, |p| p["winner"] == true), ["Dan", "Eve", "Fay"]);
    assert_eq!(
        json["comments"],
        "Recorded with Holster: the winners are Dan, Eve, Fay (the Outlaws)."
    );
    // Version 40, level L, byte mode holds 2,953 bytes.
    assert!(link.len() <= 2953, "{} bytes", link.len());
    let code = qrcode::QrCode::with_error_correction_level(link.as_bytes(), qrcode::EcLevel::L)
        .expect("a QR code holds the link");
    assert!(code.width() <= 177, "at most version 40");
}

#[test]
fn a_game_that_goes_on_is_refused_in_both_languages_and_nothing_is_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let new = common::holster(
        d,
        &[
            "new",
            "bang-dice",
            "open",
            "--players",
            "Ann,Bob,Cid,Dan",
            "--set",
            "characters=willy-the-kid,el-gringo,bart-cassidy,suzy-lafayette",
            "--set",
            "sheriff=ann",
        ],
        b"",
    );
    assert_eq!(new.status.code(), Some(0), "{}", text(&new.stderr));
    let file = d.join("open.json");
    let file_arg = file.to_string_lossy().to_string();
    for (lang, said) in [
        (
            "en",
            "BANG! The Dice Game is not over yet: BG Stats takes only finished games. Nothing was written.",
        ),
        (
            "nl",
            "BANG! The Dice Game is nog niet afgelopen: BG Stats neemt alleen afgelopen spellen over. Er is niets geschreven.",
        ),
    ] {
        let out = common::holster(
            d,
            &[
                "--lang",
                lang,
                "export",
                "open",
                &file_arg,
                "--bgstats",
                "--link",
            ],
            b"",
        );
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(text(&out.stderr).trim(), format!("holster: {said}"));
        assert!(out.stdout.is_empty(), "no link either");
        assert!(!file.exists(), "nothing written");
    }
}

#[test]
fn without_a_format_or_onto_an_existing_file_nothing_is_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    play(
        d,
        "gunfighters",
        "mgf",
        "tests/suite/gunfighters/basic-game.txt",
        &[],
    );
    let file = d.join("games/mgf.toml");
    let before = std::fs::read(&file).expect("the saved game");
    let file_arg = file.to_string_lossy().to_string();
    // A slip: the game itself as the file to write.
    let out = common::holster(
        d,
        &["--lang", "en", "export", "mgf", &file_arg, "--bgstats"],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("already exists: give a new file name"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read(&file).expect("still there"), before);
    let new_file = d.join("new.json");
    let new_arg = new_file.to_string_lossy().to_string();
    let out = common::holster(d, &["--lang", "en", "export", "mgf", &new_arg], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--bgstats"));
    assert!(!new_file.exists());
}
