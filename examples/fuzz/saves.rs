//! Generated and mutated save files for the loader: real games of every
//! registered game, written as Holster writes them, then cut, flipped,
//! spliced and renumbered.

use crate::lines;
use crate::rng::Rng;
use crate::watch;
use holster::core::Game;
use holster::games::catalog;
use holster::session::{AnySession, Session};
use holster::store::{Header, Record, format};
use std::path::Path;
use std::time::Instant;

/// What the loader's run saw.
pub struct SaveStats {
    pub inputs: u64,
    pub loaded: u64,
    pub refused: u64,
    pub listed: u64,
    pub opened: u64,
    pub panics: u64,
    pub wrong: u64,
    pub seconds: f64,
    pub slowest_ms: f64,
}

/// Format 1, the pre-release layout, which is migrated.
const FORMAT_1: &str = "format_version = 1\ngame = \"tally\"\ncreated = \"2026-11-01T19:00:00Z\"\ncursor = 1\n\n[setup]\nplayers = [\"Ann\", \"Bob\"]\n\n[[entry]]\nat = \"2026-11-01T19:01:00Z\"\nnote = { text = \"first\" }\n\n[[entry]]\nat = \"2026-11-01T19:02:00Z\"\nplay = { action = { roll = { player = 1, face = 7 } } }\n";

/// Pieces a mutation inserts: what a save file is made of, and damage.
const PIECES: &[&[u8]] = &[
    b"\n[[record]]\n",
    b"[[record]]",
    b"[[reco",
    b"\n[",
    b"end = ",
    b"seq = ",
    b"cursor = ",
    b"entry = { note = { text = \"x\" } }\n",
    b"entry = { board = { key = \"goal\", to = 12 } }\n",
    b"entry = { pick = { seat = 9 } }\n",
    b"entry = { correction = { counter = { player = 7, name = \"score\" }, from = 1, to = 2 } }\n",
    b"at = \"2026-01-01T00:00:00.000Z\"\n",
    b"format_version = 3\n",
    b"format_version = 9\n",
    b"game = \"bang-dice\"\n",
    b"[setup]\n",
    b"\"",
    b"{",
    b"}",
    b"\\",
    b"\n",
    b"\r\n",
    b"#",
    b"\0\0\0\0",
    b"\xff\xfe",
    b"\xc3",
    b"\xe2\x80\x9c",
    b"999999999999999999999",
    b"-1",
    b"255",
];

/// Games of every registered game as files, to start mutations from.
fn seeds(rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut seeds = vec![FORMAT_1.as_bytes().to_vec()];
    macro_rules! each {
        ($($game:ty),* $(,)?) => {
            $(seeds.extend(seeds_of::<$game>(rng));)*
        };
    }
    holster::registered_games!(each);
    seeds
}

/// A few games of `G`, played with lines from the line generator until
/// some were accepted, with undo, redo and a board entry where it has
/// board values, each written as Holster writes it.
fn seeds_of<G: Game>(rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for setup in lines::setups::<G>(rng).into_iter().take(6) {
        let mut session = Session::<G>::in_memory(setup, start_of_play());
        for _ in 0..200 {
            let line = lines::seed_line::<G>(rng, &session);
            let _ = session.enter_line(&line);
        }
        if let Some(value) = G::board_values().first() {
            let _ = session.enter_line(&format!("board {} {}", value.key, value.min));
        }
        let _ = session.undo();
        // Fixed times, so that a seed gives the same files on every run.
        let mut records: Vec<Record<G::Action>> = session
            .log()
            .entries()
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, mut entry)| {
                entry.at = start_of_play() + chrono::Duration::seconds(i as i64 + 1);
                Record::Entry(entry)
            })
            .collect();
        if session.log().can_redo() {
            let at = start_of_play() + chrono::Duration::days(1);
            records.push(Record::Cursor {
                at,
                to: session.log().cursor(),
            });
        }
        let header = Header {
            format_version: 3,
            game: G::ID,
            created: session.created(),
            written_by: "fuzz".to_string(),
            clock: None,
            setup: session.setup().clone(),
        };
        let Ok(mut text) = format::encode_header(&header) else {
            continue;
        };
        for (i, record) in records.iter().enumerate() {
            if let Ok(r) = format::encode_record(i as u64 + 1, record) {
                text.push_str(&r);
            }
        }
        out.push(text.into_bytes());
    }
    out
}

/// When every seed game was set up.
fn start_of_play() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp_millis(1_795_000_000_113).unwrap_or_default()
}

/// Where the records start (the blank line before each).
fn record_starts(bytes: &[u8]) -> Vec<usize> {
    let marker = b"\n[[record]]\n";
    (0..bytes.len().saturating_sub(marker.len()))
        .filter(|&i| bytes[i..].starts_with(marker))
        .collect()
}

fn mutate(rng: &mut Rng, bytes: &mut Vec<u8>) {
    let len = bytes.len();
    let at = rng.below(len + 1);
    match rng.below(10) {
        0 => bytes.truncate(at),
        1 if len > 0 => bytes[rng.below(len)] = rng.next() as u8,
        2 => {
            let piece = rng.pick(PIECES);
            bytes.splice(at..at, piece.iter().copied());
        }
        3 => {
            let end = (at + rng.below(40)).min(len);
            bytes.drain(at..end);
        }
        4 | 5 => {
            // Whole records: one dropped, doubled or moved.
            let starts = record_starts(bytes);
            if starts.len() >= 2 {
                let i = rng.below(starts.len() - 1);
                let record = bytes[starts[i]..starts[i + 1]].to_vec();
                match rng.below(3) {
                    0 => {
                        bytes.drain(starts[i]..starts[i + 1]);
                    }
                    1 => {
                        bytes.splice(starts[i]..starts[i], record);
                    }
                    _ => {
                        bytes.drain(starts[i]..starts[i + 1]);
                        bytes.extend_from_slice(&record);
                    }
                }
            }
        }
        6 => {
            // A number changed: a seq, an end, a seat, a face, a cursor.
            let digits: Vec<usize> = (0..len).filter(|&i| bytes[i].is_ascii_digit()).collect();
            if !digits.is_empty() {
                let i = *rng.pick(&digits);
                let number = match rng.below(4) {
                    0 => b"0".to_vec(),
                    1 => (rng.below(300)).to_string().into_bytes(),
                    2 => b"18446744073709551615".to_vec(),
                    _ => vec![b'0' + rng.below(10) as u8],
                };
                bytes.splice(i..=i, number);
            }
        }
        7 => {
            let piece = *rng.pick::<&[u8]>(PIECES);
            bytes.extend_from_slice(piece);
        }
        8 => {
            // A torn tail: the start of one more record.
            let record = b"\n[[record]]\nseq = 99\nat = \"2026-01-01T00:00:00.000Z\"\nentry = { note = { text = \"late\" } }\nend = 99\n";
            bytes.extend_from_slice(&record[..rng.below(record.len())]);
        }
        _ => {
            let piece = rng.pick(PIECES);
            let line = bytes[..at]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1);
            bytes.splice(line..line, piece.iter().copied());
        }
    }
}

/// What a person compares of a game.
fn snapshot(session: &dyn AnySession) -> (Vec<(String, bool)>, Vec<i64>, String) {
    (
        session
            .history()
            .iter()
            .map(|h| (h.notation.clone(), h.active))
            .collect(),
        session.counters().iter().map(|c| c.value).collect(),
        session.state_json().to_string(),
    )
}

pub fn run(inputs: u64, seed: u64, dir: &Path) -> SaveStats {
    let mut rng = Rng::new(seed ^ 0x5a7e);
    let seeds = seeds(&mut rng);
    let mut stats = SaveStats {
        inputs: 0,
        loaded: 0,
        refused: 0,
        listed: 0,
        opened: 0,
        panics: 0,
        wrong: 0,
        seconds: 0.0,
        slowest_ms: 0.0,
    };
    let path = dir.join("fuzzed.toml");
    let start = Instant::now();
    while stats.inputs < inputs {
        let mut bytes = rng.pick(&seeds).clone();
        for _ in 0..1 + rng.below(4) {
            mutate(&mut rng, &mut bytes);
        }
        stats.inputs += 1;
        let on_disk = rng.one_in(16);
        let open = on_disk && rng.one_in(4);
        watch::begin("loader", &bytes);
        let one = Instant::now();
        let result = crate::guarded(|| check(&bytes, &path, on_disk, open));
        watch::end();
        stats.slowest_ms = stats.slowest_ms.max(one.elapsed().as_secs_f64() * 1000.0);
        match result {
            Err(panic) => {
                stats.panics += 1;
                crate::keep_failure(&format!("save-{}.toml", stats.inputs), &bytes, &panic);
            }
            Ok(Checked { loaded, wrong }) => {
                if loaded {
                    stats.loaded += 1;
                } else {
                    stats.refused += 1;
                }
                stats.listed += u64::from(on_disk);
                stats.opened += u64::from(open && loaded);
                if let Some(why) = wrong {
                    stats.wrong += 1;
                    crate::keep_failure(&format!("save-{}.toml", stats.inputs), &bytes, &why);
                }
            }
        }
    }
    stats.seconds = start.elapsed().as_secs_f64();
    stats
}

/// Removes the file and what opening it left beside it (a torn tail kept,
/// a backup before a migration), so each input starts alone.
fn clear(path: &Path) {
    let _ = std::fs::remove_file(path);
    let Some(dir) = path.parent() else { return };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_name() != "fuzzed.toml" {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

struct Checked {
    loaded: bool,
    wrong: Option<String>,
}

/// Loads `bytes` as the loader does; on disk also lists it and compares,
/// and opens it for play and compares.
fn check(bytes: &[u8], path: &Path, on_disk: bool, open: bool) -> Checked {
    let read = format::read_raw(bytes.to_vec()).ok().and_then(|raw| {
        let game = raw.game().ok()?;
        holster::games::registry::entry(game)?.read(path, raw).ok()
    });
    let loaded = read.is_some();
    if let Some(session) = &read {
        // What the history, the counters and the header show.
        let _ = snapshot(session.as_ref());
        let _ = (
            session.reminders(),
            session.progress(),
            session.missing_board_values(),
        );
    }
    if !on_disk {
        return Checked {
            loaded,
            wrong: None,
        };
    }
    clear(path);
    if std::fs::write(path, bytes).is_err() {
        return Checked {
            loaded,
            wrong: None,
        };
    }
    let whole = holster::games::read(path);
    let wrong = match (&read, &whole) {
        (Some(_), Err(e)) => Some(format!("loads from its bytes but not from its file: {e}")),
        (None, Ok(_)) => Some("loads from its file but not from its bytes".to_string()),
        _ => None,
    };
    if wrong.is_some() {
        return Checked { loaded, wrong };
    }
    let Ok(whole) = whole else {
        return Checked {
            loaded,
            wrong: None,
        };
    };
    // A file the full read loads is listed as it is.
    let listed = catalog::summarize(path).summary;
    let expected = (whole.players(), whole.created(), whole.last_played());
    match listed {
        Ok(s) if (s.players.clone(), s.started, s.last_played) == expected => {}
        other => {
            return Checked {
                loaded,
                wrong: Some(format!("listed as {other:?}, read as {expected:?}")),
            };
        }
    }
    if open {
        let before = snapshot(whole.as_ref());
        drop(whole);
        match holster::games::open(path) {
            Ok((opened, _)) => {
                if snapshot(opened.as_ref()) != before {
                    return Checked {
                        loaded,
                        wrong: Some("opening for play changed the game".into()),
                    };
                }
            }
            Err(e) => {
                return Checked {
                    loaded,
                    wrong: Some(format!("loads but does not open: {e}")),
                };
            }
        }
        match holster::games::read(path) {
            Ok(again) if snapshot(again.as_ref()) == before => {}
            Ok(_) => {
                return Checked {
                    loaded,
                    wrong: Some("after opening, the file reads as another game".into()),
                };
            }
            Err(e) => {
                return Checked {
                    loaded,
                    wrong: Some(format!("after opening, the file does not load: {e}")),
                };
            }
        }
    }
    Checked {
        loaded,
        wrong: None,
    }
}
