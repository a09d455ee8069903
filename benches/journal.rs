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
//! * memory: the bytes a loaded 10,000-entry session keeps, counted by a
//!   global allocator that wraps the system one.
//!
//! Run without `--bench` (as `cargo test --all-targets` does) it makes a
//! small game instead, to prove the code still runs, and judges nothing.

use holster::core::{GameId, SetupInput};
use holster::games;
use holster::session::{AnySession, LineOutcome};
use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

// ---------------------------------------------------------------------------
// Counting allocator: live bytes and the high-water mark.
// ---------------------------------------------------------------------------

/// The system allocator, counting the bytes it has handed out and not yet
/// been given back. Only this benchmark uses it.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

fn shrank(bytes: usize) {
    LIVE.fetch_sub(bytes, Ordering::Relaxed);
}

// SAFETY: every call is passed straight to `System` with the caller's
// arguments, so `System`'s guarantees hold; the counters only observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds `alloc`'s contract, which `System` shares.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, i.e. from `System`.
        unsafe { System.dealloc(ptr, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from `System` with `layout`; the caller upholds
        // the rest of `realloc`'s contract.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            // On failure the old block is still live and nothing changed.
            grew(new_size);
            shrank(layout.size());
        }
        new
    }
}

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

/// A game on disk, open for writing, with the lines to continue it.
struct Table {
    session: Box<dyn AnySession>,
    lines: Lines,
}

impl Table {
    /// Creates a game at `path` holding `entries` entries, each saved with
    /// fsync exactly as at the table.
    fn create(path: &Path, entries: usize) -> Table {
        let setup = SetupInput {
            players: PLAYERS.iter().map(|p| p.to_string()).collect(),
            ..SetupInput::default()
        };
        let session = games::create(GameId::Tally, path, &setup)
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

/// How big the measured games are; `cargo bench` uses the full sizes.
struct Sizes {
    big: usize,
    small: usize,
    /// Small games used in turn, so each stays near `small` entries while
    /// `appends` entries are spread over them.
    small_games: usize,
    appends: usize,
    replays: usize,
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
        }
    } else {
        Sizes {
            big: 200,
            small: 10,
            small_games: 2,
            appends: 10,
            replays: 2,
        }
    };
    let dir = tempfile::tempdir().unwrap_or_else(|e| fail(&format!("no temp dir: {e}")));
    let big_path = dir.path().join("big.toml");

    println!("journal benchmark (tally, 3 players)");
    let start = Instant::now();
    let big = Table::create(&big_path, sizes.big);
    let built = start.elapsed();
    println!(
        "  built a game of {} entries in {} ({} per entry, fsync included)",
        sizes.big,
        duration(built),
        duration(built / sizes.big as u32)
    );
    // Replay and memory measure the file as it is after play; the appends
    // below continue this same session afterwards.
    let file_size = std::fs::metadata(&big_path)
        .map(|m| m.len() as usize)
        .unwrap_or_else(|e| fail(&format!("no file size: {e}")));
    println!(
        "  file size, {} entries:              {} ({:.0} bytes per entry)",
        sizes.big,
        bytes(file_size),
        file_size as f64 / sizes.big as f64
    );

    // (a) Replay: read, parse, and re-check every entry from the start.
    let mut runs = Vec::new();
    for _ in 0..sizes.replays {
        let start = Instant::now();
        let session = games::read(&big_path).unwrap_or_else(|e| fail(&format!("replay: {e}")));
        runs.push(start.elapsed());
        assert_eq!(black_box(session).history().len(), sizes.big);
    }
    let replay = median(runs.clone());
    println!(
        "  replay {} entries (games::read):     median {} over {} runs (min {}, max {}), {} per entry",
        sizes.big,
        duration(replay),
        runs.len(),
        duration(quantile(&runs, 0.0)),
        duration(quantile(&runs, 1.0)),
        duration(replay / sizes.big as u32)
    );

    // (c) Memory. The replays above warmed up everything loaded once per
    // process (texts, tables), so the difference is the session alone.
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let session = games::read(&big_path).unwrap_or_else(|e| fail(&format!("load: {e}")));
    let kept = LIVE.load(Ordering::Relaxed).saturating_sub(before);
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    println!(
        "  memory of a session of {} entries:  {} kept ({:.0} bytes per entry), {} at peak while loading",
        sizes.big,
        bytes(kept),
        kept as f64 / sizes.big as f64,
        bytes(peak)
    );
    drop(black_box(session));

    // (b) One save at 10 entries and at 10,000. Taken in turn so that a
    // disk that slows down or speeds up during the run affects both alike.
    let mut big = big;
    let mut small: Vec<Table> = (0..sizes.small_games)
        .map(|i| Table::create(&dir.path().join(format!("small{i}.toml")), sizes.small))
        .collect();
    let mut small_times = Vec::with_capacity(sizes.appends);
    let mut big_times = Vec::with_capacity(sizes.appends);
    for i in 0..sizes.appends {
        let game = i % small.len();
        small_times.push(small[game].enter());
        big_times.push(big.enter());
    }
    let small_median = median(small_times.clone());
    let big_median = median(big_times.clone());
    let per_small_game = sizes.appends / sizes.small_games;
    println!(
        "  save 1 entry at {}-{} entries:        median {} (p10 {}, p90 {}) over {}",
        sizes.small,
        sizes.small + per_small_game,
        duration(small_median),
        duration(quantile(&small_times, 0.1)),
        duration(quantile(&small_times, 0.9)),
        small_times.len()
    );
    println!(
        "  save 1 entry at {}-{} entries:   median {} (p10 {}, p90 {}) over {}",
        sizes.big,
        sizes.big + sizes.appends,
        duration(big_median),
        duration(quantile(&big_times, 0.1)),
        duration(quantile(&big_times, 0.9)),
        big_times.len()
    );
    let ratio = big_median.as_secs_f64() / small_median.as_secs_f64().max(1e-9);
    let pass = (0.5..=2.0).contains(&ratio);
    let verdict = match (full, pass) {
        (false, _) => "not judged: a smoke run; use cargo bench",
        (true, true) => "PASS",
        (true, false) => "FAIL",
    };
    println!(
        "  save ratio {} / {} entries:       {ratio:.2}x (must be within 2x): {verdict}",
        sizes.big, sizes.small
    );
    println!("  total run time {}", duration(start.elapsed()));
    if full && !pass {
        std::process::exit(1);
    }
}
