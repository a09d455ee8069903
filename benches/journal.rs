//! How the save journal scales: a benchmark binary, not a timed test.
//!
//! `cargo bench --no-default-features --bench journal` prints, with units:
//!
//! * replay: reading and re-checking a saved game of 10,000 entries
//!   (`holster::games::read`), median of several runs, and the file's size;
//! * save: entering one line (`enter_line`, which waits for fsync) in a game
//!   of 10 entries and in one of 10,000, the median of 200 each, and their
//!   ratio. Appending must not slow down as a game grows, so the ratio must
//!   stay within a factor of 2: the line says PASS or FAIL and the binary
//!   exits non-zero on FAIL;
//! * memory: the bytes a loaded 10,000-entry session keeps and the most held
//!   while loading it, counted by a global allocator that wraps the system
//!   one. Loading reads the journal record by record, so the peak must stay
//!   within 3 x what the session keeps plus the file's size (PASS or FAIL,
//!   and a non-zero exit on FAIL); then the same for a file of 250,000
//!   records, reported;
//! * replay: `holster replay --json` of that file as the command runs it,
//!   the most held while it runs: at most 3 x the file (PASS or FAIL), and
//!   `holster replay`, reported.
//!
//! Run without `--bench` (as `cargo test --all-targets` does) it makes a
//! small game instead, to prove the code still runs, and judges nothing.

use chrono::Utc;
use holster::core::{Game, SetupInput};
use holster::games;
use holster::games::tally::{Tally, TallyAction, TallySetup};
use holster::session::{AnySession, LineOutcome, Session};
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
// Games to measure.
// ---------------------------------------------------------------------------

/// A stream of legal lines for three players: rolls in seat order with a
/// note every tenth line and a correction every 25th. Rolls are counted
/// separately from lines so that nobody ever rolls twice in a row (which
/// would need an override and measure a different path).
#[derive(Default)]
struct Lines {
    lines: usize,
    rolls: usize,
}

const PLAYERS: [&str; 3] = ["Ann", "Bob", "Cid"];

impl Lines {
    fn next_line(&mut self) -> String {
        let i = self.lines;
        self.lines += 1;
        if i % 10 == 9 {
            return format!("note round {} went quickly", i / 10);
        }
        if i % 25 == 13 {
            return format!("fix {} score {}", PLAYERS[i % 3], i % 500);
        }
        let seat = self.rolls % PLAYERS.len();
        self.rolls += 1;
        format!("roll {} {}", PLAYERS[seat], 1 + (i * 7) % 20)
    }
}

/// A game being played, with the lines to continue it.
struct Table {
    session: Box<dyn AnySession>,
    lines: Lines,
}

fn setup() -> SetupInput {
    SetupInput {
        players: PLAYERS.iter().map(|p| p.to_string()).collect(),
        ..SetupInput::default()
    }
}

impl Table {
    /// Creates a game at `path` holding `entries` entries, each saved with
    /// fsync exactly as at the table.
    fn create(path: &Path, entries: usize) -> Table {
        let session = games::create(Tally::ID, path, &setup())
            .unwrap_or_else(|e| fail(&format!("cannot create {}: {e}", path.display())));
        let mut table = Table {
            session,
            lines: Lines::default(),
        };
        for _ in 0..entries {
            table.enter();
        }
        table
    }

    /// A game of `entries` entries held only in memory: nothing is saved.
    fn in_memory(entries: usize) -> Table {
        let (session, lines) = tally_in_memory(entries);
        Table {
            session: Box::new(session),
            lines,
        }
    }

    /// Creates a game at `path` with `entries` entries, written in one go.
    ///
    /// Saving 10,000 entries one by one would spend most of the benchmark
    /// waiting for fsync (a few ms each on a slow disk). So the entries are
    /// checked in memory through the same `enter_line`, then written with
    /// `Journal::rewrite`, which encodes each record exactly as an append
    /// does. The game is then opened for writing like any saved game.
    fn build_saved(path: &Path, entries: usize) -> Table {
        drop(
            games::create(Tally::ID, path, &setup())
                .unwrap_or_else(|e| fail(&format!("cannot create {}: {e}", path.display()))),
        );
        let (session, lines) = tally_in_memory(entries);
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
        drop(journal);
        let (session, _) = games::open(path).unwrap_or_else(|e| fail(&format!("reopen: {e}")));
        assert_eq!(session.history().len(), entries, "the built game is whole");
        Table { session, lines }
    }

    /// Enters the next line and returns how long it took.
    fn enter(&mut self) -> Duration {
        let line = self.lines.next_line();
        let start = Instant::now();
        let outcome = self.session.enter_line(&line);
        let took = start.elapsed();
        match outcome {
            Ok(LineOutcome::Entered(_)) => took,
            Ok(other) => fail(&format!("{line:?} did {other:?}, not an entry")),
            Err(e) => fail(&format!("{line:?} was not entered: {e}")),
        }
    }
}

/// A tally game of `entries` entries in memory, and the lines to continue it.
fn tally_in_memory(entries: usize) -> (Session<Tally>, Lines) {
    // Through the game's own setup check, so that setup fields added later
    // get their defaults here too.
    let setup = Tally::setup(&setup()).unwrap_or_else(|e| fail(&format!("setup: {}", e.key)));
    let mut session = Session::<Tally>::in_memory(setup, Utc::now());
    let mut lines = Lines::default();
    for _ in 0..entries {
        let line = lines.next_line();
        if let Err(e) = session.enter_line(&line) {
            fail(&format!("{line:?} was not entered: {e}"));
        }
    }
    (session, lines)
}

// ---------------------------------------------------------------------------
// Measuring and printing.
// ---------------------------------------------------------------------------

fn fail(why: &str) -> ! {
    eprintln!("journal bench: {why}");
    std::process::exit(2);
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// The sample at fraction `q` of the sorted samples (0.9 is the 90th percentile).
fn quantile(samples: &[Duration], q: f64) -> Duration {
    let mut sorted = samples.to_vec();
    sorted.sort();
    let at = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[at]
}

fn duration(d: Duration) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros >= 1e6 {
        format!("{:.2} s", micros / 1e6)
    } else if micros >= 1e3 {
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

/// Prints one result: a label padded so the figures line up.
fn row(label: &str, figures: &str) {
    println!("  {label:<40} {figures}");
}

/// Enters `n` lines, taking the small games in turn and the big one in
/// between, so that a disk that slows down or speeds up during the run
/// affects both sides alike. Returns the small and the big timings.
fn alternate(small: &mut [Table], big: &mut Table, n: usize) -> (Vec<Duration>, Vec<Duration>) {
    let mut small_times = Vec::with_capacity(n);
    let mut big_times = Vec::with_capacity(n);
    for i in 0..n {
        let game = i % small.len();
        small_times.push(small[game].enter());
        big_times.push(big.enter());
    }
    (small_times, big_times)
}

fn spread(samples: &[Duration]) -> String {
    format!(
        "median {} (p10 {}, p90 {}, {} samples)",
        duration(median(samples.to_vec())),
        duration(quantile(samples, 0.1)),
        duration(quantile(samples, 0.9)),
        samples.len()
    )
}

fn ratio(big: &[Duration], small: &[Duration]) -> f64 {
    median(big.to_vec()).as_secs_f64() / median(small.to_vec()).as_secs_f64().max(1e-9)
}

/// How big the measured games are; `cargo bench` uses the full sizes.
struct Sizes {
    big: usize,
    small: usize,
    /// Small games used in turn, so each stays near `small` entries while
    /// `appends` entries are spread over them.
    small_games: usize,
    appends: usize,
    replays: usize,
    /// Records in the very long file whose loading is measured for memory.
    huge: usize,
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` does not.
    let full = std::env::args().any(|a| a == "--bench");
    let sizes = if full {
        Sizes {
            big: 10_000,
            small: 10,
            small_games: 20,
            appends: 200,
            replays: 7,
            huge: 250_000,
        }
    } else {
        Sizes {
            big: 200,
            small: 10,
            small_games: 2,
            appends: 10,
            replays: 2,
            huge: 2_000,
        }
    };
    let (big_n, small_n) = (sizes.big, sizes.small);
    let dir = tempfile::tempdir().unwrap_or_else(|e| fail(&format!("no temp dir: {e}")));
    let big_path = dir.path().join("big.toml");

    let build = if cfg!(debug_assertions) {
        "debug build"
    } else {
        "optimised build"
    };
    println!("journal benchmark (tally, 3 players; {build})");
    if !full {
        println!("  smoke run with small sizes; `cargo bench` measures the real ones");
    }
    let start = Instant::now();
    let mut big = Table::build_saved(&big_path, big_n);
    row(
        &format!("build + save {big_n} entries:"),
        &format!(
            "{} (checked in memory, written at once)",
            duration(start.elapsed())
        ),
    );
    let file_size = std::fs::metadata(&big_path)
        .map(|m| m.len() as usize)
        .unwrap_or_else(|e| fail(&format!("no file size: {e}")));
    row(
        &format!("file size, {big_n} entries:"),
        &format!(
            "{} ({:.0} bytes per entry)",
            bytes(file_size),
            file_size as f64 / big_n as f64
        ),
    );

    // (a) Replay: read, parse, and re-check every entry from the start.
    let mut runs = Vec::new();
    for _ in 0..sizes.replays {
        let start = Instant::now();
        let session = games::read(&big_path).unwrap_or_else(|e| fail(&format!("replay: {e}")));
        runs.push(start.elapsed());
        assert_eq!(black_box(session).history().len(), big_n);
    }
    let replay = median(runs.clone());
    row(
        &format!("replay {big_n} entries (games::read):"),
        &format!(
            "median {} over {} runs (min {}, max {}), {} per entry",
            duration(replay),
            runs.len(),
            duration(quantile(&runs, 0.0)),
            duration(quantile(&runs, 1.0)),
            duration(replay / big_n as u32)
        ),
    );

    // (c) Memory. The replays above already built everything made once per
    // process (texts, tables), so the difference is the session alone.
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let session = games::read(&big_path).unwrap_or_else(|e| fail(&format!("load: {e}")));
    let kept = LIVE.load(Ordering::Relaxed).saturating_sub(before);
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    drop(black_box(session));
    row(
        &format!("memory, session of {big_n} entries:"),
        &format!(
            "{} kept ({:.0} bytes per entry); {} at peak while loading",
            bytes(kept),
            kept as f64 / big_n as f64,
            bytes(peak)
        ),
    );
    // Loading reads the journal record by record: at its peak it holds the
    // file's bytes, the game and one record's document, never a document
    // of the whole file.
    let bound = 3 * kept + file_size;
    let memory_pass = peak <= bound;
    row(
        "peak / (3 x kept + file):",
        &format!(
            "{:.2} ({} of at most {}): {}",
            peak as f64 / bound as f64,
            bytes(peak),
            bytes(bound),
            match (full, memory_pass) {
                (false, _) => "not judged in a smoke run",
                (true, true) => "PASS",
                (true, false) => "FAIL",
            }
        ),
    );

    // (d) A very long file, loaded once.
    let huge_path = dir.path().join("huge.toml");
    let huge_n = sizes.huge;
    drop(Table::build_saved(&huge_path, huge_n));
    let huge_size = std::fs::metadata(&huge_path)
        .map(|m| m.len() as usize)
        .unwrap_or_else(|e| fail(&format!("no file size: {e}")));
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let start_load = Instant::now();
    let session = games::read(&huge_path).unwrap_or_else(|e| fail(&format!("load: {e}")));
    let took = start_load.elapsed();
    let huge_kept = LIVE.load(Ordering::Relaxed).saturating_sub(before);
    let huge_peak = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    drop(black_box(session));
    row(
        &format!("load {huge_n} records ({}):", bytes(huge_size)),
        &format!(
            "{}, {} kept, {} at peak ({:.2} x (3 x kept + file))",
            duration(took),
            bytes(huge_kept),
            bytes(huge_peak),
            huge_peak as f64 / (3 * huge_kept + huge_size) as f64
        ),
    );

    // (e) `holster replay --json` and `holster replay` of that file, as the
    // command runs them: the JSON is written one entry at a time, so the
    // peak stays within 3 x the file (before, the whole history and the
    // whole text were built first: 17 x).
    let paths = holster::store::Paths::under(dir.path());
    let mut replay_pass = true;
    for json in [true, false] {
        let command = holster::cli::Command::Replay {
            file: huge_path.clone().into_os_string(),
            json,
        };
        let before = LIVE.load(Ordering::Relaxed);
        PEAK.store(before, Ordering::Relaxed);
        let start_replay = Instant::now();
        let ran = holster::cli::execute(
            holster::i18n::Lang::En,
            &paths,
            command,
            &mut std::io::sink(),
        );
        let took = start_replay.elapsed();
        let peak = PEAK.load(Ordering::Relaxed).saturating_sub(before);
        if ran != Ok(0) {
            fail(&format!("replay: {ran:?}"));
        }
        let times = peak as f64 / huge_size as f64;
        let verdict = match (full, json, times <= 3.0) {
            (false, _, _) => "not judged in a smoke run",
            (true, false, _) => "for information",
            (true, true, true) => "PASS",
            (true, true, false) => "FAIL",
        };
        if json && full {
            replay_pass = times <= 3.0;
        }
        row(
            &format!(
                "replay{} {huge_n} records:",
                if json { " --json" } else { "" }
            ),
            &format!(
                "{}, {} at peak, {times:.2} x the file (at most 3 x for --json): {verdict}",
                duration(took),
                bytes(peak)
            ),
        );
    }

    // (b) One save (enter_line + fsync) at 10 entries and at 10,000.
    let mut small: Vec<Table> = (0..sizes.small_games)
        .map(|i| Table::create(&dir.path().join(format!("small{i}.toml")), small_n))
        .collect();
    let (small_times, big_times) = alternate(&mut small, &mut big, sizes.appends);
    let reach = small_n + sizes.appends / sizes.small_games;
    row(
        &format!("save 1 entry at {small_n}-{reach} entries:"),
        &spread(&small_times),
    );
    row(
        &format!("save 1 entry at {big_n}-{} entries:", big_n + sizes.appends),
        &spread(&big_times),
    );
    let save_ratio = ratio(&big_times, &small_times);
    let pass = (0.5..=2.0).contains(&save_ratio);
    let verdict = match (full, pass) {
        (false, _) => "not judged in a smoke run",
        (true, true) => "PASS",
        (true, false) => "FAIL",
    };
    row(
        &format!("save ratio {big_n} / {small_n} entries:"),
        &format!("{save_ratio:.2}x (must be within 2x): {verdict}"),
    );

    // The same without the disk. fsync takes milliseconds and would hide
    // work in `enter_line` that grows with the game; in memory it shows.
    // Reported, not judged: microsecond timings are too noisy for a verdict.
    let mut small_mem: Vec<Table> = (0..sizes.small_games)
        .map(|_| Table::in_memory(small_n))
        .collect();
    let mut big_mem = Table::in_memory(big_n);
    let (small_times, big_times) = alternate(&mut small_mem, &mut big_mem, sizes.appends * 10);
    row(
        &format!("enter 1 entry in memory at {small_n}+:"),
        &spread(&small_times),
    );
    row(
        &format!("enter 1 entry in memory at {big_n}+:"),
        &spread(&big_times),
    );
    row(
        "in-memory ratio:",
        &format!("{:.2}x (for information)", ratio(&big_times, &small_times)),
    );

    row("total run time:", &duration(start.elapsed()));
    if full && !(pass && memory_pass && replay_pass) {
        std::process::exit(1);
    }
}
