//! Memory that grows with the game, not with the parser: loading a long
//! game holds at most three times what the loaded game keeps, plus the
//! file's bytes. One test only, because the counting allocator sees every
//! thread of the process.

use chrono::Utc;
use holster::core::{Game, SetupInput};
use holster::games::tally::{Tally, TallyAction, TallySetup};
use holster::session::{AnySession, Session};
use holster::store::{Journal, Record};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting live bytes and their high-water mark.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

// SAFETY: every call goes straight to `System` with the caller's arguments;
// the counters only observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds `alloc`'s contract, which `System` shares.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, i.e. from `System`.
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from `System` with `layout`.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            grew(new_size);
        }
        new
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const ENTRIES: usize = 10_000;

/// A Tally game of `ENTRIES` entries (rolls, notes, corrections) at `path`,
/// checked in memory and written at once, each record as an append writes it.
fn build(path: &std::path::Path) {
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        ..SetupInput::default()
    };
    drop(holster::games::create(Tally::ID, path, &input).expect("created"));
    let setup = Tally::setup(&input).expect("setup");
    let mut session = Session::<Tally>::in_memory(setup, Utc::now());
    let names = ["Ann", "Bob", "Cid"];
    let mut rolls = 0;
    for i in 0..ENTRIES {
        let line = if i % 10 == 9 {
            format!("note round {} went quickly", i / 10)
        } else if i % 25 == 13 {
            format!("fix {} score {}", names[i % 3], i % 500)
        } else {
            rolls += 1;
            format!("roll {} {}", names[(rolls - 1) % 3], 1 + (i * 7) % 20)
        };
        session.enter_line(&line).expect("a legal line");
    }
    let opened = Journal::open(path).expect("opens");
    let header = opened
        .raw
        .header_for::<TallySetup>(Tally::ID)
        .expect("header");
    let records: Vec<Record<TallyAction>> = session
        .log()
        .entries()
        .iter()
        .cloned()
        .map(Record::Entry)
        .collect();
    let mut journal = opened.journal;
    journal.rewrite(&header, &records).expect("written");
}

#[test]
fn loading_a_long_game_holds_little_more_than_the_game_and_its_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("long.toml");
    build(&path);
    let file = std::fs::metadata(&path).expect("written").len() as usize;
    // Once, so that what is made once per process (texts, tables) is made.
    drop(holster::games::read(&path).expect("loads"));

    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let session = holster::games::read(&path).expect("loads");
    let kept = LIVE.load(Ordering::Relaxed).saturating_sub(before);
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    assert_eq!(session.history().len(), ENTRIES);
    drop(session);
    let bound = 3 * kept + file;
    eprintln!("kept {kept} bytes, peak {peak} bytes, file {file} bytes, bound {bound} bytes");
    assert!(
        peak <= bound,
        "peak {peak} bytes while loading; at most 3 x {kept} kept + {file} of file = {bound}"
    );
}
