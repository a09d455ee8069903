//! What reading the statistics costs: a benchmark binary, not a timed test.
//!
//! `cargo bench --no-default-features --bench stats` prints, with units:
//!
//! * cold: `stats::read_folder` over 300 saved games with no cache beside
//!   them (every journal folded whole, as on the first visit to the History
//!   or Dice screen, or after an update of Holster), the median of several
//!   runs;
//! * warm: the same folder with the cache (`stats-cache.json`) in place and
//!   the games unchanged, as on every later visit: only each file's size
//!   and time are looked at;
//! * one played on: the cache in place and one game longer by an entry
//!   (that one is read again);
//! * count: `stats::history` and the dice tally over the 300 records, what
//!   the History screen does again on every change of its filter.
//!
//! The games are whole games of BANG! The Dice Game (five players) and of
//! Make You Gunfighters from the test fixtures, entered line by line as
//! `holster enter` does, then copied. Run without `--bench` (as `cargo
//! test --all-targets` does) it makes a small folder instead, to prove the
//! code still runs, and judges nothing.

use holster::core::Game;
use holster::core::{GameId, SetupInput};
use holster::games::bang_dice::BangDice;
use holster::games::gunfighters::Gunfighters;
use holster::i18n::Lang;
use holster::stats::{Filter, history, read_folder, tally};
use std::collections::BTreeMap;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn fail(why: &str) -> ! {
    eprintln!("stats bench: {why}");
    std::process::exit(2);
}

/// A fixture's `# key: value` header values for `key`.
fn header<'a>(source: &'a str, key: &str) -> Vec<&'a str> {
    source
        .lines()
        .filter_map(|l| l.strip_prefix("# "))
        .filter_map(|l| l.split_once(": "))
        .filter(|(k, _)| k.trim() == key)
        .map(|(_, v)| v.trim())
        .collect()
}

fn pairs(values: Vec<&str>) -> BTreeMap<String, String> {
    values
        .into_iter()
        .filter_map(|v| v.split_once('='))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// Plays the fixture at `fixture` into a new saved game at `path`.
fn play(game: GameId, fixture: &str, path: &Path) {
    let source = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(fixture))
        .unwrap_or_else(|e| fail(&format!("{fixture}: {e}")));
    let input = SetupInput {
        players: header(&source, "players")
            .iter()
            .flat_map(|v| v.split(','))
            .map(|p| p.trim().to_string())
            .collect(),
        options: pairs(header(&source, "set")),
        board: pairs(header(&source, "board"))
            .into_iter()
            .map(|(k, v)| (k, v.parse().unwrap_or_else(|_| fail("board value"))))
            .collect(),
    };
    let mut session = holster::games::create(game, path, &input)
        .unwrap_or_else(|e| fail(&format!("cannot create {}: {e:?}", path.display())));
    let mut out = Vec::new();
    let summary =
        holster::cli::enter::run(Lang::En, session.as_mut(), &mut source.as_bytes(), &mut out)
            .unwrap_or_else(|e| fail(&format!("enter: {e}")));
    if summary.refused > 0 || session.outcome().is_none() {
        fail(&format!("{fixture} did not play to its end"));
    }
}

/// Reads the folder and checks every game in it was read.
fn read(folder: &Path, count: usize) -> Duration {
    let start = Instant::now();
    let records = read_folder(folder).unwrap_or_else(|e| fail(&format!("read: {e:?}")));
    let took = start.elapsed();
    if records.games.len() != count || !records.unreadable.is_empty() {
        fail(&format!("{} did not read {count} games", folder.display()));
    }
    black_box(records);
    took
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn duration(d: Duration) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros >= 1e3 {
        format!("{:.2} ms", micros / 1e3)
    } else {
        format!("{micros:.1} µs")
    }
}

fn row(label: &str, figures: &str) {
    println!("  {label:<40} {figures}");
}

fn spread(samples: &[Duration], games: usize) -> String {
    let mid = median(samples.to_vec());
    format!(
        "median {} ({} per game; min {}, max {}, {} runs)",
        duration(mid),
        duration(mid / games.max(1) as u32),
        duration(samples.iter().copied().min().unwrap_or_default()),
        duration(samples.iter().copied().max().unwrap_or_default()),
        samples.len()
    )
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` does not.
    let full = std::env::args().any(|a| a == "--bench");
    let (games, runs) = if full { (300, 11) } else { (4, 2) };
    let dir = tempfile::tempdir().unwrap_or_else(|e| fail(&format!("no temp dir: {e}")));
    let models = dir.path().join("models");
    let folder = dir.path().join("data").join("games");
    for d in [&models, &folder] {
        std::fs::create_dir_all(d).unwrap_or_else(|e| fail(&format!("folder: {e}")));
    }
    let build_kind = if cfg!(debug_assertions) {
        "debug build"
    } else {
        "optimised build"
    };
    println!("stats benchmark ({games} saved games; {build_kind})");
    if !full {
        println!("  smoke run with small sizes; `cargo bench` measures the real ones");
    }
    let start = Instant::now();
    let bang = models.join("bang.toml");
    let mgf = models.join("mgf.toml");
    play(
        BangDice::ID,
        "tests/suite/bang_dice/five-players.txt",
        &bang,
    );
    play(
        Gunfighters::ID,
        "tests/suite/gunfighters/basic-game.txt",
        &mgf,
    );
    let mut copies: Vec<PathBuf> = Vec::with_capacity(games);
    for i in 0..games {
        let model = if i % 3 == 2 { &mgf } else { &bang };
        let to = folder.join(format!("game{i:03}.toml"));
        std::fs::copy(model, &to).unwrap_or_else(|e| fail(&format!("copy: {e}")));
        copies.push(to);
    }
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    row(
        "file sizes:",
        &format!(
            "BANG! (5 players) {:.1} KiB, Make You Gunfighters {:.1} KiB",
            size(&bang) as f64 / 1024.0,
            size(&mgf) as f64 / 1024.0
        ),
    );
    let cache = dir.path().join("data").join("stats-cache.json");

    // Cold: the cache removed before every run. One warm-up puts the files
    // in the page cache, so the runs measure Holster, not the disk.
    read(&folder, games);
    let mut cold = Vec::with_capacity(runs);
    for _ in 0..runs {
        let _ = std::fs::remove_file(&cache);
        cold.push(read(&folder, games));
    }
    row(
        &format!("cold (no cache), {games} games:"),
        &spread(&cold, games),
    );
    row(
        "cache file:",
        &format!("{:.1} KiB", size(&cache) as f64 / 1024.0),
    );

    // Warm: the cache the last cold run wrote.
    let warm: Vec<Duration> = (0..runs).map(|_| read(&folder, games)).collect();
    row(
        &format!("warm (cache), {games} games:"),
        &spread(&warm, games),
    );
    let ratio = median(cold.clone()).as_secs_f64() / median(warm.clone()).as_secs_f64().max(1e-9);
    row("cold / warm:", &format!("{ratio:.1}x"));

    // One game played on: appending a line changes its size, so it alone
    // is folded again (and the cache written anew).
    let mut on = Vec::with_capacity(runs);
    for _ in 0..runs {
        let mut session = holster::games::open(&copies[0])
            .unwrap_or_else(|e| fail(&format!("open: {e:?}")))
            .0;
        let _ = session.enter_line("note one more");
        drop(session);
        on.push(read(&folder, games));
    }
    row("cache, one game played on:", &spread(&on, games));

    // Counting, as the History screen does on every change of its filter.
    let records = read_folder(&folder).unwrap_or_else(|e| fail(&format!("read: {e:?}")));
    let mut counting = Vec::with_capacity(runs);
    for _ in 0..runs {
        let begun = Instant::now();
        let filter = Filter {
            game: None,
            player: Some("ÉVE".to_string()),
        };
        black_box(history(&records.games, &Filter::default()));
        black_box(history(&records.games, &filter));
        black_box(tally(records.games.iter().flat_map(|g| g.dice.iter())));
        counting.push(begun.elapsed());
    }
    row("count (history ×2, dice tally):", &spread(&counting, games));
    row("total run time:", &duration(start.elapsed()));
}
