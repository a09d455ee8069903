//! `holster stats` and `holster dice` over fixture games played through
//! `holster new` and `holster enter`, as a table would have saved them.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

use crate::support::gunfights as gunfights_board;

use crate::support::{Fixture, holster};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

/// Sets up and plays a fixture as `name`, with the given extra `new` words.
fn play(data: &Path, game: &str, name: &str, fixture: &Fixture, extra: &[String]) {
    let players = fixture.all("players").join(",");
    let mut args: Vec<String> = ["--lang", "en", "new", game, name, "--players", &players]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for set in fixture.all("set") {
        args.extend(["--set".to_string(), set.to_string()]);
    }
    for board in fixture.all("board") {
        args.extend(["--board".to_string(), board.to_string()]);
    }
    args.extend(extra.iter().cloned());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let new = holster(data, &args, "");
    assert_eq!(new.status.code(), Some(0), "{name}: {}", text(&new.stderr));
    let enter = holster(data, &["--lang", "en", "enter", name], &fixture.text);
    assert_eq!(
        enter.status.code(),
        Some(0),
        "{name}: {}{}",
        text(&enter.stdout),
        text(&enter.stderr)
    );
}

fn gunfights_board() -> Vec<String> {
    gunfights_board::BOARD
        .iter()
        .flat_map(|(k, v)| ["--board".to_string(), format!("{k}={v}")])
        .collect()
}

fn json(data: &Path, args: &[&str]) -> Value {
    let out = holster(data, args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// Each player's (won, played) in the JSON.
fn wins(stats: &Value) -> BTreeMap<String, (u64, u64)> {
    stats["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().expect("name").to_string(),
                (
                    p["won"].as_u64().expect("won"),
                    p["played"].as_u64().expect("played"),
                ),
            )
        })
        .collect()
}

const BANG: [&str; 3] = [
    "tests/suite/bang_dice/three-players.txt",
    "tests/suite/bang_dice/four-players.txt",
    "tests/suite/bang_dice/five-players.txt",
];

#[test]
fn wins_over_the_fixture_games_are_the_winners_the_fixtures_state() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let mut expected: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let mut count = |fixture: &Fixture| {
        let winners = fixture.list("expect-winners");
        for p in fixture.all("players").iter().flat_map(|v| v.split(',')) {
            let e = expected.entry(p.to_string()).or_default();
            e.1 += 1;
            e.0 += u64::from(winners.iter().any(|w| w == p));
        }
    };
    for (i, path) in BANG.iter().enumerate() {
        let fixture = Fixture::load(path);
        play(d, "bang-dice", &format!("bang{i}"), &fixture, &[]);
        count(&fixture);
    }
    let fixture = Fixture::load("tests/suite/gunfighters/basic-game.txt");
    play(d, "gunfighters", "mgf", &fixture, &[]);
    count(&fixture);
    // A game that goes on is played but not finished, and counts no wins.
    let unfinished = holster(
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
        "",
    );
    assert_eq!(
        unfinished.status.code(),
        Some(0),
        "{}",
        text(&unfinished.stderr)
    );

    let stats = json(d, &["--lang", "en", "stats", "--json"]);
    assert_eq!(wins(&stats), expected, "{stats:#}");
    // By hand, from the fixtures' headers: Ann wins with the law (five
    // players) and nowhere else; Cid wins as an Outlaw and at Make You
    // Gunfighters.
    assert_eq!(expected["Ann"], (1, 4));
    assert_eq!(expected["Cid"], (2, 4));
    let games = &stats["games"];
    assert_eq!(games[0]["game"], "bang-dice");
    assert_eq!(
        (games[0]["played"].as_u64(), games[0]["finished"].as_u64()),
        (Some(4), Some(3))
    );
    assert!(stats["longest"]["seconds"].as_i64().is_some(), "{stats:#}");

    // Per role: the Sheriff won one of the two games with a Sheriff.
    let sheriff = stats["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .find(|s| s["game"] == "bang-dice" && s["id"] == "role:sheriff")
        .expect("the Sheriff is counted");
    assert_eq!(
        (sheriff["won"].as_u64(), sheriff["played"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(sheriff["name"], "Sheriff");

    // Filtered by game and by player, accents and case ignored.
    let bang = json(d, &["stats", "bang-dice", "--json"]);
    assert_eq!(bang["games"].as_array().map(Vec::len), Some(1));
    assert_eq!(wins(&bang)["Cid"], (1, 3));
    let cid = json(d, &["stats", "--player", "CÍD", "--json"]);
    assert_eq!(wins(&cid)["Cid"], (2, 4));
    let cid_sides = cid["sides"].as_array().expect("sides");
    assert!(
        cid_sides.iter().all(|s| s["id"] != "role:sheriff"),
        "Cid never was the Sheriff: {cid:#}"
    );

    // The text speaks both languages.
    let en = text(&holster(d, &["--lang", "en", "stats"], "").stdout);
    assert!(en.contains("Wins per player"), "{en}");
    assert!(en.contains("Cid: won 2 of 4"), "{en}");
    let nl = text(&holster(d, &["--lang", "nl", "stats"], "").stdout);
    assert!(nl.contains("Cid: 2 van de 4 gewonnen"), "{nl}");
    let nobody = text(&holster(d, &["--lang", "en", "stats", "--player", "Zed"], "").stdout);
    assert!(nobody.contains("Nobody called “Zed”"), "{nobody}");
}

#[test]
fn gunfights_counts_the_winning_team_and_its_score() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let fixture = Fixture::load("tests/suite/gunfights/tiebreaker.txt");
    play(d, "gunfights", "tie", &fixture, &gunfights_board());
    let stats = json(d, &["--lang", "en", "stats", "--json"]);
    let ways = stats["ways"].as_array().expect("ways");
    assert_eq!(ways.len(), 1, "{stats:#}");
    // A tie decided by the showdown is its own way of winning.
    assert_eq!(ways[0]["id"], "gunfights-how-showdown-pioneers");
    let pioneers = stats["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .find(|s| s["id"] == "team:pioneers")
        .expect("the Pioneers are counted");
    assert_eq!(pioneers["won"], pioneers["played"]);
    // Two people play one team each, Ann the Pioneers (the Mayor's team).
    let wins = wins(&stats);
    assert_eq!(wins["Ann"], (1, 1));
    assert_eq!(wins["Bob"], (0, 1));
    let mayor = stats["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .find(|s| s["id"] == "character:mayor")
        .expect("the Mayor is counted");
    assert_eq!(
        (mayor["won"].as_u64(), mayor["name"].as_str()),
        (Some(1), Some("Mayor"))
    );
    let tie = holster(d, &["--lang", "en", "stats", "gunfights"], "");
    assert!(
        text(&tie.stdout).contains("The Pioneers, in the showdown after a tie: 1 game"),
        "{}",
        text(&tie.stdout)
    );
}

#[test]
fn the_dice_count_rerolls_and_leave_undone_entries_out() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let new = holster(
        d,
        &[
            "new",
            "bang-dice",
            "dice",
            "--players",
            "Ann,Bob,Cid,Dan",
            "--set",
            "characters=willy-the-kid,el-gringo,bart-cassidy,suzy-lafayette",
            "--set",
            "sheriff=ann",
        ],
        "",
    );
    assert_eq!(new.status.code(), Some(0), "{}", text(&new.stderr));
    // Five dice, a reroll of one that is taken back, then a reroll of die 4.
    let lines = "roll a a 1 1 b\nreroll 5 g\nundo\nreroll 4 2\n";
    let enter = holster(d, &["--lang", "en", "enter", "dice"], lines);
    assert_eq!(enter.status.code(), Some(0), "{}", text(&enter.stdout));
    let dice = json(d, &["--lang", "en", "dice", "--json"]);
    let kinds = dice["dice"].as_array().expect("dice");
    assert_eq!(kinds.len(), 1, "{dice:#}");
    let bang = &kinds[0];
    assert_eq!(bang["kind"], "bang");
    assert_eq!(bang["rolls"], 6);
    let counts: Vec<u64> = bang["faces"]
        .as_array()
        .expect("faces")
        .iter()
        .map(|f| f["count"].as_u64().expect("count"))
        .collect();
    // arrow, dynamite, 1, 2, beer, gatling
    assert_eq!(counts, [2, 0, 2, 1, 1, 0]);
    // Expected 1 a face: (1 + 1 + 1 + 0 + 0 + 1) / 1 = 4.
    assert_eq!(bang["chi_squared"].as_f64(), Some(4.0));
    let sentence = bang["verdict"].as_str().expect("verdict");
    assert!(sentence.contains("6 rolls of the BANG! die"), "{sentence}");
    assert!(sentence.contains("a hint, not proof"), "{sentence}");
    // The statistics keep each game's record beside the games folder; a
    // game played on since is read again, not taken from there.
    assert!(d.join("stats-cache.json").exists());
    assert_eq!(json(d, &["--lang", "en", "dice", "--json"]), dice);
    let more = holster(d, &["enter", "dice"], "reroll 3 a\n");
    assert_eq!(more.status.code(), Some(0), "{}", text(&more.stdout));
    let again = json(d, &["--lang", "en", "dice", "--json"]);
    assert_eq!(again["dice"][0]["rolls"], 7, "{again:#}");
    assert_eq!(again["dice"][0]["faces"][0]["count"], 3);
    // A damaged cache is only a slower read.
    std::fs::write(d.join("stats-cache.json"), "{ not json").expect("write");
    assert_eq!(json(d, &["--lang", "en", "dice", "--json"]), again);
    let nl = text(&holster(d, &["--lang", "nl", "dice"], "").stdout);
    assert!(nl.contains("BANG!-steen: 7 worpen"), "{nl}");
    // Numbers as a Dutch reader writes them: a decimal comma.
    assert!(nl.contains("chi-kwadraat "), "{nl}");
    let fit = nl
        .lines()
        .find(|l| l.contains("chi-kwadraat"))
        .expect("the test's line");
    assert!(
        fit.contains(',') && !fit.contains('.') && fit.contains("p = 0,"),
        "{fit}"
    );
    assert!(nl.contains("pijl 3"), "{nl}");
    assert!(nl.contains("te weinig worpen"), "{nl}");
}

/// `stats --json` and `dice --json` as the command prints them.
fn stats_and_dice(d: &Path) -> (String, String) {
    let run = |args: &[&str]| {
        let out = holster(d, args, "");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        text(&out.stdout)
    };
    (
        run(&["--lang", "en", "stats", "--json"]),
        run(&["--lang", "en", "dice", "--json"]),
    )
}

/// What a run with no cache at all says: the truth the cache must tell.
fn cold(d: &Path) -> (String, String) {
    let cache = d.join("stats-cache.json");
    let kept = std::fs::read(&cache).ok();
    let _ = std::fs::remove_file(&cache);
    let truth = stats_and_dice(d);
    match kept {
        Some(bytes) => std::fs::write(&cache, bytes).expect("cache put back"),
        None => {
            let _ = std::fs::remove_file(&cache);
        }
    }
    truth
}

/// The three BANG! fixtures, finished, as `a`, `b` and `c` in `d`.
fn three_bang_games(d: &Path) {
    for (name, path) in ["a", "b", "c"].into_iter().zip(BANG) {
        play(d, "bang-dice", name, &Fixture::load(path), &[]);
    }
}

/// Sets a file's modification time back to what it was, as `touch -r` does.
fn keep_time(path: &Path, then: std::time::SystemTime) {
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .expect("opens");
    file.set_modified(then).expect("time set");
}

#[test]
fn a_tampered_statistics_cache_is_rebuilt_and_never_believed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    three_bang_games(d);
    let truth = stats_and_dice(d);
    let cache = d.join("stats-cache.json");
    let original = std::fs::read(&cache).expect("the cache was written");
    // A name changed by hand in the cache.
    let edited = String::from_utf8_lossy(&original).replace("Cid", "Cie");
    assert_ne!(edited.as_bytes(), &original[..], "the cache names Cid");
    std::fs::write(&cache, &edited).expect("edited");
    assert_eq!(stats_and_dice(d), truth, "after an edit of the cache");
    // Single-bit flips anywhere in it.
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for flip in 0..60 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let mut bytes = original.clone();
        let at = (seed as usize) % bytes.len();
        bytes[at] ^= 1 << (seed >> 61);
        std::fs::write(&cache, &bytes).expect("flipped");
        assert_eq!(stats_and_dice(d), truth, "flip {flip} at byte {at}");
    }
}

#[test]
fn the_statistics_cache_agrees_with_a_cold_run_whatever_happens_to_the_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    three_bang_games(d);
    let games = d.join("games");
    let a = games.join("a.toml");
    let b = games.join("b.toml");
    type Change = fn(&Path, &Path, &Path);
    let changes: [(&str, Change); 7] = [
        ("damaged, same size and time", |a, _, _| {
            let then = std::fs::metadata(a)
                .and_then(|m| m.modified())
                .expect("time");
            let mut bytes = std::fs::read(a).expect("read");
            let at = bytes.len() / 2;
            bytes[at] = b'\x01';
            std::fs::write(a, bytes).expect("write");
            keep_time(a, then);
        }),
        ("another game's text, same time", |a, b, _| {
            let then = std::fs::metadata(a)
                .and_then(|m| m.modified())
                .expect("time");
            let theirs = std::fs::read_to_string(b).expect("read");
            std::fs::write(a, theirs).expect("write");
            keep_time(a, then);
        }),
        ("a winner changed by hand, same size and time", |a, _, _| {
            let then = std::fs::metadata(a)
                .and_then(|m| m.modified())
                .expect("time");
            let text = std::fs::read_to_string(a).expect("read");
            std::fs::write(a, text.replacen("\"Ann\"", "\"Amy\"", 1)).expect("write");
            keep_time(a, then);
        }),
        ("cut short", |a, _, _| {
            let bytes = std::fs::read(a).expect("read");
            std::fs::write(a, &bytes[..bytes.len() / 3]).expect("write");
        }),
        ("a folder in its place", |a, _, _| {
            std::fs::remove_file(a).expect("removed");
            std::fs::create_dir(a).expect("folder");
        }),
        ("removed", |a, _, _| {
            std::fs::remove_file(a).expect("removed")
        }),
        ("renamed to another's name", |a, b, _| {
            std::fs::rename(a, b).expect("renamed");
        }),
    ];
    let saved: Vec<(std::path::PathBuf, Vec<u8>)> = std::fs::read_dir(&games)
        .expect("listed")
        .map(|e| e.expect("entry").path())
        .map(|p| {
            let bytes = std::fs::read(&p).expect("read");
            (p, bytes)
        })
        .collect();
    for (what, change) in changes {
        // The games as they were, and a cache made from them.
        let _ = std::fs::remove_dir(&a);
        for (path, bytes) in &saved {
            std::fs::write(path, bytes).expect("restored");
        }
        let _ = stats_and_dice(d);
        change(&a, &b, d);
        let warm = stats_and_dice(d);
        assert_eq!(warm, cold(d), "{what}");
    }
}

#[test]
fn no_temporary_file_is_left_when_the_cache_path_is_a_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    three_bang_games(d);
    let cache = d.join("stats-cache.json");
    let _ = std::fs::remove_file(&cache);
    std::fs::create_dir(&cache).expect("a folder in its place");
    for _ in 0..2 {
        let _ = stats_and_dice(d);
        assert!(
            !d.join("stats-cache.json.tmp").exists(),
            "a .tmp was left behind"
        );
    }
    assert!(cache.is_dir(), "the folder is left alone");
}
