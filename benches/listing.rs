//! What listing saved games costs: a benchmark binary, not a timed test.
//!
//! `cargo bench --no-default-features --bench listing` prints, with units:
//!
//! * list: `catalog::list` over a folder of 100 saved games of 300 entries
//!   each and over one of 100 games with nothing entered, alternating, the
//!   median of several runs each, and their ratio. The home screen and
//!   `holster games` read each game's header and the end of its journal,
//!   never the whole journal, so a long game must cost about what an empty
//!   one costs: the ratio must stay within 1.5×. The line says PASS or FAIL
//!   and the binary exits non-zero on FAIL;
//! * memory: the most bytes held at once while listing a folder with one
//!   game of 10,000 entries, counted by a global allocator that wraps the
//!   system one (the window lists the games folder in its own process).
//!
//! Run without `--bench` (as `cargo test --all-targets` does) it makes small
//! folders instead, to prove the code still runs, and judges nothing.

use chrono::Utc;
use holster::core::{Game, SetupInput};
use holster::games::catalog;
use holster::games::tally::{Tally, TallyAction, TallySetup};
use holster::session::{AnySession, Session};
use holster::store::{Journal, Record};
use std::hint::black_box;
use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

// The counting allocator (live bytes and the high-water mark), shared with
// the other benchmark.
#[path = "support/counting.rs"]
mod counting;
use counting::{Counting, LIVE, PEAK};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

// ---------------------------------------------------------------------------
// Folders to list.
// ---------------------------------------------------------------------------

const PLAYERS: [&str; 3] = ["Ann", "Bob", "Cid"];

fn setup() -> SetupInput {
    SetupInput {
        players: PLAYERS.iter().map(|p| p.to_string()).collect(),
        ..SetupInput::default()
    }
}

/// The `i`th line of a game as a table plays it: rolls in seat order, a
/// note every tenth line, a correction every 25th, and every 40th line an
/// undo followed by a redo, so the journal holds moves through the history
/// too. Rolls are counted apart from lines so nobody rolls twice in a row.
fn line(i: usize, rolls: &mut usize) -> String {
    if i % 10 == 9 {
        return format!("note round {} went quickly", i / 10);
    }
    if i % 25 == 13 {
        return format!("fix {} score {}", PLAYERS[i % 3], i % 500);
    }
    if i % 40 == 20 {
        return "undo".into();
    }
    if i % 40 == 21 {
        return "redo".into();
    }
    let seat = *rolls % PLAYERS.len();
    *rolls += 1;
    format!("roll {} {}", PLAYERS[seat], 1 + (i * 7) % 20)
}

/// A game at `path` with `lines` lines entered and saved one by one, each
/// with fsync, exactly as at the table; the last line is always an entry.
fn play(path: &Path, lines: usize) {
    let mut session = games_create(path);
    let mut rolls = 0;
    for i in 0..lines {
        let text = line(i, &mut rolls);
        if let Err(e) = session.enter_line(&text) {
            fail(&format!("{text:?} was not entered: {e}"));
        }
    }
}

fn games_create(path: &Path) -> Box<dyn AnySession> {
    holster::games::create(Tally::ID, path, &setup())
        .unwrap_or_else(|e| fail(&format!("cannot create {}: {e}", path.display())))
}

/// A game at `path` with `entries` entries, checked in memory through
/// `enter_line` and written in one go with `Journal::rewrite` (which encodes
/// each record as an append does): 10,000 fsyncs would only measure the disk.
fn build(path: &Path, entries: usize) {
    drop(games_create(path));
    let setup = Tally::setup(&setup()).unwrap_or_else(|e| fail(&format!("setup: {}", e.key)));
    let mut session = Session::<Tally>::in_memory(setup, Utc::now());
    let mut rolls = 0;
    let mut i = 0;
    while session.log().len() < entries {
        let text = line(i, &mut rolls);
        i += 1;
        if text == "undo" || text == "redo" {
            continue;
        }
        if let Err(e) = session.enter_line(&text) {
            fail(&format!("{text:?} was not entered: {e}"));
        }
    }
    let opened = Journal::open(path).unwrap_or_else(|e| fail(&format!("open: {e}")));
    let header = opened
        .raw
        .header_for::<TallySetup>(Tally::ID)
        .unwrap_or_else(|e| fail(&format!("header: {e}")));
    let records: Vec<Record<TallyAction>> = session
        .log()
        .entries()
        .iter()
        .cloned()
        .map(Record::Entry)
        .collect();
    let mut journal = opened.journal;
    journal
        .rewrite(&header, &records)
        .unwrap_or_else(|e| fail(&format!("write: {e}")));
}

/// A folder holding `count` copies of the game at `model`.
fn folder(at: &Path, model: &Path, count: usize) {
    std::fs::create_dir_all(at).unwrap_or_else(|e| fail(&format!("folder: {e}")));
    for i in 0..count {
        std::fs::copy(model, at.join(format!("game{i:03}.toml")))
            .unwrap_or_else(|e| fail(&format!("copy: {e}")));
    }
}

/// Lists `folder` and checks every game in it was summarised.
fn list(folder: &Path, count: usize) -> Duration {
    let start = Instant::now();
    let games = catalog::list(folder).unwrap_or_else(|e| fail(&format!("list: {e}")));
    let took = start.elapsed();
    if games.len() != count || games.iter().any(|g| g.summary.is_err()) {
        fail(&format!(
            "{} did not list {count} good games",
            folder.display()
        ));
    }
    black_box(games);
    took
}

// ---------------------------------------------------------------------------
// Measuring and printing.
// ---------------------------------------------------------------------------

fn fail(why: &str) -> ! {
    eprintln!("listing bench: {why}");
    std::process::exit(2);
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

fn bytes(n: usize) -> String {
    let n = n as f64;
    if n >= 1024.0 * 1024.0 {
        format!("{:.2} MiB", n / (1024.0 * 1024.0))
    } else {
        format!("{:.1} KiB", n / 1024.0)
    }
}

fn file_size(path: &Path) -> usize {
    std::fs::metadata(path)
        .map(|m| m.len() as usize)
        .unwrap_or_else(|e| fail(&format!("no file size: {e}")))
}

/// Prints one result: a label padded so the figures line up.
fn row(label: &str, figures: &str) {
    println!("  {label:<40} {figures}");
}

fn spread(samples: &[Duration], games: usize) -> String {
    let mid = median(samples.to_vec());
    format!(
        "median {} ({} per game; min {}, max {}, {} runs)",
        duration(mid),
        duration(mid / games as u32),
        duration(samples.iter().copied().min().unwrap_or_default()),
        duration(samples.iter().copied().max().unwrap_or_default()),
        samples.len()
    )
}

/// How big the measured folders are; `cargo bench` uses the full sizes.
struct Sizes {
    games: usize,
    lines: usize,
    big: usize,
    runs: usize,
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` does not.
    let full = std::env::args().any(|a| a == "--bench");
    let sizes = if full {
        Sizes {
            games: 100,
            lines: 300,
            big: 10_000,
            runs: 31,
        }
    } else {
        Sizes {
            games: 3,
            lines: 30,
            big: 200,
            runs: 3,
        }
    };
    let dir = tempfile::tempdir().unwrap_or_else(|e| fail(&format!("no temp dir: {e}")));
    let d = dir.path();
    let build_kind = if cfg!(debug_assertions) {
        "debug build"
    } else {
        "optimised build"
    };
    println!("listing benchmark (tally, 3 players; {build_kind})");
    if !full {
        println!("  smoke run with small sizes; `cargo bench` measures the real ones");
    }
    let start = Instant::now();

    let (empty, long, big) = (
        d.join("empty.toml"),
        d.join("long.toml"),
        d.join("big.toml"),
    );
    drop(games_create(&empty));
    play(&long, sizes.lines);
    build(&big, sizes.big);
    let (n, lines) = (sizes.games, sizes.lines);
    let (empties, longs, bigs) = (d.join("empties"), d.join("longs"), d.join("bigs"));
    folder(&empties, &empty, n);
    folder(&longs, &long, n);
    folder(&bigs, &big, 1);
    row(
        "file sizes:",
        &format!(
            "empty {}, {lines} lines {}, {} entries {}",
            bytes(file_size(&empty)),
            bytes(file_size(&long)),
            sizes.big,
            bytes(file_size(&big))
        ),
    );

    // (a) Time: the two folders in turn, so that a machine that slows down
    // or speeds up during the run affects both alike. One warm-up each puts
    // the files in the page cache, as on a second visit to the home screen.
    list(&empties, n);
    list(&longs, n);
    let mut empty_times = Vec::with_capacity(sizes.runs);
    let mut long_times = Vec::with_capacity(sizes.runs);
    for _ in 0..sizes.runs {
        empty_times.push(list(&empties, n));
        long_times.push(list(&longs, n));
    }
    row(&format!("list {n} empty games:"), &spread(&empty_times, n));
    row(
        &format!("list {n} games of {lines} lines:"),
        &spread(&long_times, n),
    );
    let ratio = median(long_times).as_secs_f64() / median(empty_times).as_secs_f64().max(1e-9);
    let pass = ratio <= 1.5;
    let verdict = match (full, pass) {
        (false, _) => "not judged in a smoke run",
        (true, true) => "PASS",
        (true, false) => "FAIL",
    };
    row(
        &format!("list ratio {lines} lines / empty:"),
        &format!("{ratio:.2}x (must be within 1.5x): {verdict}"),
    );

    // (b) Memory while listing one long game. The listings above already
    // built everything made once per process (texts, tables).
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let took = list(&bigs, 1);
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    row(
        &format!("list 1 game of {} entries:", sizes.big),
        &format!("{}, {} at peak", duration(took), bytes(peak)),
    );

    row("total run time:", &duration(start.elapsed()));
    if full && !pass {
        std::process::exit(1);
    }
}
