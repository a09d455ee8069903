//! A fuzz run, outside the normal `cargo test`: generated and mutated save
//! files go to the loader, and generated lines to every registered game's
//! parser, until each has seen at least the asked-for number of inputs.
//!
//! ```text
//! cargo run --release --no-default-features --example fuzz -- [INPUTS] [SEED]
//! ```
//!
//! `INPUTS` (default 1,000,000) is how many save files the loader gets and
//! how many lines each game gets; `SEED` (default 1) makes a run
//! repeatable. Every input runs under `catch_unwind`; a panic is counted,
//! and its input kept in `fuzz-failures/` and printed, and the run goes on.
//! A watchdog ends the run if one input takes longer than ten seconds (a
//! hang), printing that input. The run exits 1 if anything panicked.
//!
//! Arbitrary bytes go to the command line as well (INPUTS / 100 command
//! lines, at least 100): every command parsed and run with words, bytes that
//! are not text, control characters and very long names, and players' names
//! of any bytes to every game's setup check.
//!
//! Besides "no panic, no hang", a few properties are checked:
//! * a file the full read loads is listed by the saved-games list (which
//!   reads only its ends) with the same players and times;
//! * opening a loadable file for play (which cuts a torn tail, compacts,
//!   migrates) keeps the game exactly as it was read;
//! * a line a game accepts is written back in the history as a line that
//!   is accepted again;
//! * nothing a command prints acts on a terminal (ESC, BEL, U+202E ...),
//!   and a setup a game accepts has names that are one person each, with
//!   nothing hidden in them.

#![allow(clippy::print_stdout)]

mod args;
mod lines;
mod rng;
mod saves;
mod watch;

use std::time::Instant;

/// Where failing inputs are kept: `fuzz-failures/` in the folder the run
/// was started in (the command-line part moves the working folder).
static FAILURES: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

fn main() {
    let here = std::env::current_dir().unwrap_or_default();
    let _ = FAILURES.set(here.join("fuzz-failures"));
    let mut args = std::env::args().skip(1);
    let inputs: u64 = args
        .next()
        .and_then(|a| a.replace('_', "").parse().ok())
        .unwrap_or(1_000_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let dir = match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("fuzz: no temporary folder: {e}");
            std::process::exit(2);
        }
    };
    watch::start();
    let start = Instant::now();
    println!("fuzz run: {inputs} inputs each, seed {seed}");
    let mut failed = false;

    let saves = saves::run(inputs, seed, dir.path());
    println!(
        "loader: {} save files ({} loaded, {} refused, {} listed and compared, {} opened for play) in {:.1} s: {} panics, {} property failures, slowest {:.1} ms",
        saves.inputs,
        saves.loaded,
        saves.refused,
        saves.listed,
        saves.opened,
        saves.seconds,
        saves.panics,
        saves.wrong,
        saves.slowest_ms
    );
    failed |= saves.panics > 0 || saves.wrong > 0;

    for game in lines::run_all(inputs, seed) {
        println!(
            "{}: {} lines ({} entered, {} of them actions of the game; {} refused, {} undo/redo/jump) in {:.1} s: {} panics, {} property failures, slowest {:.1} ms",
            game.game,
            game.inputs,
            game.entered,
            game.plays,
            game.refused,
            game.moved,
            game.seconds,
            game.panics,
            game.wrong,
            game.slowest_ms
        );
        failed |= game.panics > 0 || game.wrong > 0;
    }
    // Last: it moves the working folder into the run's own.
    let args = args::run((inputs / 100).max(100), seed, dir.path());
    println!(
        "arguments: {} command lines ({} run, {} refused by clap) and {} sets of names in {:.1} s: {} panics, {} property failures, slowest {:.1} ms",
        args.inputs,
        args.ran,
        args.refused,
        args.names,
        args.seconds,
        args.panics,
        args.wrong,
        args.slowest_ms
    );
    failed |= args.panics > 0 || args.wrong > 0;
    println!("total: {:.1} s", start.elapsed().as_secs_f64());
    if failed {
        println!("FAILED: see the inputs above and in fuzz-failures/");
        std::process::exit(1);
    }
    println!("no panic, no hang, every property held");
}

/// Keeps a failing input in `fuzz-failures/NAME` and shows it.
fn keep_failure(name: &str, input: &[u8], why: &str) {
    let dir = FAILURES
        .get()
        .map_or(std::path::Path::new("fuzz-failures"), |p| p.as_path());
    let _ = std::fs::create_dir_all(dir);
    let _ = std::fs::write(dir.join(name), input);
    let shown: String = String::from_utf8_lossy(input).chars().take(2000).collect();
    println!("--- {name}: {why}\n{shown:?}");
}

/// Runs `f`, turning a panic into its message.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|e| {
        e.downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| e.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".to_string())
    })
}
