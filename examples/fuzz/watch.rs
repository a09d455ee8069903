//! The watchdog: an input that takes longer than this is a hang, and the
//! run ends there with that input shown.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

const HANG: Duration = Duration::from_secs(10);

static STARTED: AtomicU64 = AtomicU64::new(0);
static CURRENT: Mutex<(String, Vec<u8>)> = Mutex::new((String::new(), Vec::new()));

fn now_ms(origin: Instant) -> u64 {
    origin.elapsed().as_millis() as u64 + 1
}

static ORIGIN: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// Starts the watchdog thread.
pub fn start() {
    let origin = *ORIGIN.get_or_init(Instant::now);
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_millis(500));
            let started = STARTED.load(Ordering::Relaxed);
            if started != 0 && now_ms(origin).saturating_sub(started) > HANG.as_millis() as u64 {
                let current = CURRENT.lock().unwrap_or_else(|e| e.into_inner());
                crate::keep_failure(
                    "hang",
                    &current.1,
                    &format!("{} took over {HANG:?}", current.0),
                );
                println!("FAILED: a hang");
                std::process::exit(1);
            }
        }
    });
}

/// Notes that `input` (of `what`) starts now; cheap enough for every input.
pub fn begin(what: &str, input: &[u8]) {
    let origin = *ORIGIN.get_or_init(Instant::now);
    if let Ok(mut current) = CURRENT.try_lock() {
        current.0.clear();
        current.0.push_str(what);
        current.1.clear();
        current.1.extend_from_slice(input);
    }
    STARTED.store(now_ms(origin), Ordering::Relaxed);
}

/// Notes that the input is done.
pub fn end() {
    STARTED.store(0, Ordering::Relaxed);
}
