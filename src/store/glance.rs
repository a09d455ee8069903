//! A saved game at a glance: its header and the end of its journal, read
//! without the records in between.
//!
//! Lists of saved games show who plays and when the game was last played.
//! Reading that from the whole file costs as much as the game is long (a
//! 10,000-entry game is over a megabyte of TOML), so a glance reads the
//! header from the start of the file and walks back from its end only as far
//! as the last entry. Anything it does not find exactly as Holster writes it
//! (an older format, a damaged record, text that is not UTF-8) makes it give
//! up, and the caller reads the file whole, which says what is wrong.

use super::format::{FORMAT_VERSION, JOURNAL_FORMAT, RawSave};
use super::scan::{self, Written};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::de::IgnoredAny;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

/// How much of the start of a file is read for its header at first; a
/// header that is longer is read on in steps of this size.
const HEAD_BLOCK: usize = 4096;

/// How much of the end of a file is read at first; enough for a few
/// records. The window doubles while the walk back needs more.
const TAIL_BLOCK: usize = 1024;

/// What starts every record: the blank line before it and its table header.
const RECORD_START: &[u8] = b"\n[[record]]\n";

/// A saved game's header and what its last records say.
#[derive(Debug, Clone, PartialEq)]
pub struct Glance {
    /// The header alone, as [`read_raw`](super::format::read_raw) would give
    /// it for a file with no records: a format 2 document without `record`.
    pub header: RawSave,
    /// How many records the journal holds, a cut-off last one not counted.
    pub records: u64,
    /// When the last entry was made; `None` when nothing was ever entered.
    pub last_entry_at: Option<DateTime<Utc>>,
}

/// Reads a saved game's header and the end of its journal without locking
/// or changing it. `None` when the file has to be read whole instead: it
/// cannot be opened, is in an older format, or is not exactly as Holster
/// writes it near its start or its end.
///
/// A glance does not look at the records between the last entry and the
/// header, so damage there is only found when the game is read whole.
pub fn glance(path: &Path) -> Option<Glance> {
    let mut file = File::open(path).ok()?;
    let len = usize::try_from(file.metadata().ok()?.len()).ok()?;
    let head = read_head(&mut file, len)?;
    let header_end = head.header_end;
    let header = std::str::from_utf8(&head.bytes[..header_end]).ok()?;
    let doc: toml::Table = header.parse().ok()?;
    let version = doc.get("format_version")?.as_integer()?;
    let journal = i64::from(JOURNAL_FORMAT)..=i64::from(FORMAT_VERSION);
    if !journal.contains(&version) || doc.contains_key("record") {
        return None;
    }
    let header = RawSave::header_only(doc, header_end);
    if header_end == len {
        return Some(Glance {
            header,
            records: 0,
            last_entry_at: None,
        });
    }
    let mut tail = if head.bytes.len() == len {
        // A short file was read whole already.
        Tail {
            start: 0,
            bytes: head.bytes,
        }
    } else {
        Tail::read(&mut file, len, TAIL_BLOCK.min(len - header_end))?
    };
    let (records, last_entry_at) = walk_back(&mut tail, &mut file, header_end)?;
    Some(Glance {
        header,
        records,
        last_entry_at,
    })
}

/// The start of a file, read up to where its first record begins.
struct Head {
    bytes: Vec<u8>,
    /// Where the header ends: the first record starts here (or the file
    /// ends, when nothing was entered yet).
    header_end: usize,
}

fn read_head(file: &mut File, len: usize) -> Option<Head> {
    let mut bytes = Vec::new();
    let mut searched: usize = 0;
    loop {
        let want = (bytes.len() + HEAD_BLOCK).min(len);
        let have = bytes.len();
        bytes.resize(want, 0);
        file.read_exact(&mut bytes[have..]).ok()?;
        // Search again from just before what was there, in case the
        // marker straddles two reads.
        let from = searched.saturating_sub(RECORD_START.len());
        if let Some(at) = find(&bytes[from..], RECORD_START) {
            // The blank line before `[[record]]` ends the header.
            return Some(Head {
                bytes,
                header_end: from + at + 1,
            });
        }
        searched = bytes.len();
        if bytes.len() == len {
            return Some(Head {
                bytes,
                header_end: len,
            });
        }
    }
}

/// The end of a file: the bytes from `start` to the end.
struct Tail {
    start: usize,
    bytes: Vec<u8>,
}

impl Tail {
    fn read(file: &mut File, len: usize, size: usize) -> Option<Tail> {
        let start = len - size;
        file.seek(SeekFrom::Start(start as u64)).ok()?;
        let mut bytes = vec![0; size];
        file.read_exact(&mut bytes).ok()?;
        Some(Tail { start, bytes })
    }

    /// Reads further back, doubling the window but not past `floor`.
    /// False when it already reaches there.
    fn grow(&mut self, file: &mut File, floor: usize) -> Option<bool> {
        if self.start <= floor {
            return Some(false);
        }
        let start = self.start.saturating_sub(self.bytes.len()).max(floor);
        file.seek(SeekFrom::Start(start as u64)).ok()?;
        let mut bytes = vec![0; self.start - start];
        file.read_exact(&mut bytes).ok()?;
        bytes.extend_from_slice(&self.bytes);
        self.start = start;
        self.bytes = bytes;
        Some(true)
    }

    /// The text from `start` to `end` (absolute offsets). At the very end
    /// of the file a character cut off mid-write is dropped, as a full read
    /// does.
    fn text(&self, start: usize, end: usize, at_end: bool) -> Option<&str> {
        let bytes = &self.bytes[start - self.start..end - self.start];
        match std::str::from_utf8(bytes) {
            Ok(text) => Some(text),
            Err(e) if at_end && e.error_len().is_none() => {
                std::str::from_utf8(&bytes[..e.valid_up_to()]).ok()
            }
            Err(_) => None,
        }
    }

    /// Where the last record beginning before `end` starts (both absolute
    /// offsets), reading further back as needed, but never before the
    /// newline that ends the header.
    fn record_before(&mut self, file: &mut File, end: usize, header_end: usize) -> Option<usize> {
        let floor = header_end - 1;
        loop {
            let upto = end - self.start;
            if let Some(at) = rfind(&self.bytes[..upto], RECORD_START) {
                return Some(self.start + at + 1);
            }
            if !self.grow(file, floor)? {
                return None;
            }
        }
    }
}

/// One record as a glance reads it: the entry itself is only skipped over.
#[derive(Deserialize)]
struct TailRecord {
    seq: u64,
    at: DateTime<Utc>,
    entry: Option<IgnoredAny>,
    cursor: Option<u64>,
    end: Option<u64>,
}

/// A record written whole: its number and, for an entry, when it was made.
struct Whole {
    seq: u64,
    entry_at: Option<DateTime<Utc>>,
}

enum Parsed {
    Whole(Whole),
    /// It does not parse or lacks its `end` line: cut off mid-write.
    Unfinished,
    /// Its parts contradict each other.
    Wrong,
}

fn read_record(text: &str) -> Parsed {
    match read_as_written(text, false) {
        Some(whole) => Parsed::Whole(whole),
        None => parse_record(text),
    }
}

/// A record read with the TOML parser, which finds any damage to its text
/// (the last record is always read so: damage to it must be reported as a
/// full read reports it, not listed as if all were well).
fn parse_record(text: &str) -> Parsed {
    // Whole or cut off is decided from the lines exactly as a full read
    // decides it; where that needs the record's place in the file, or the
    // record is damaged, a glance gives up and the full read says why.
    match scan::written(text.as_bytes(), None) {
        Written::Whole => {}
        Written::Unfinished => return Parsed::Unfinished,
        Written::TextAfterEnd | Written::Unsure | Written::MarkerDamaged => return Parsed::Wrong,
    }
    let Some(body) = text.strip_prefix("[[record]]\n") else {
        return Parsed::Wrong;
    };
    let Ok(record) = toml::from_str::<TailRecord>(body) else {
        return Parsed::Wrong;
    };
    if record.end != Some(record.seq) {
        return Parsed::Wrong;
    }
    let entry_at = match (record.entry, record.cursor) {
        (Some(_), None) => Some(record.at),
        (None, Some(_)) => None,
        _ => return Parsed::Wrong,
    };
    Parsed::Whole(Whole {
        seq: record.seq,
        entry_at,
    })
}

/// A record laid out exactly as Holster writes it (`seq`, `at`, `entry` or
/// `cursor`, `end`, one line each), read without a TOML parser: listing
/// many games reads one of these per game, and the parser costs more than
/// the rest of the glance. Anything else is left to the parser. `checked`
/// also checks that the entry's value is well-formed (for the last record,
/// whose damage must be reported as a full read reports it).
fn read_as_written(text: &str, checked: bool) -> Option<Whole> {
    let number = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| s.parse::<u64>().ok())
            .flatten()
    };
    let rest = text.strip_prefix("[[record]]\nseq = ")?;
    let (seq, rest) = rest.split_once('\n')?;
    let (at, rest) = rest.strip_prefix("at = \"")?.split_once("\"\n")?;
    let (body, rest) = rest.split_once('\n')?;
    let end = rest.strip_prefix("end = ")?.strip_suffix('\n')?;
    let seq = number(seq)?;
    if number(end)? != seq {
        return None;
    }
    let at: DateTime<Utc> = at.parse().ok()?;
    let entry_at = if body.starts_with("entry = {") && body.ends_with('}') {
        if checked && !super::inline::is_inline_value(&body["entry = ".len()..]) {
            return None;
        }
        Some(at)
    } else {
        number(body.strip_prefix("cursor = ")?)?;
        None
    };
    Some(Whole { seq, entry_at })
}

/// The last record, or `None` when it was cut off mid-write: as a full
/// read does, zeros at the very end and a last line that is only the
/// beginning of a record's opening line are left out first.
fn read_last(text: &str) -> Option<Option<Whole>> {
    let text = text.trim_end_matches('\0');
    let last_line = text.rfind('\n').map_or(0, |nl| nl + 1);
    let text = if scan::starts_record_line(&text.as_bytes()[last_line..]) {
        &text[..last_line]
    } else {
        text
    };
    if let Some(whole) = read_as_written(text, true) {
        return Some(Some(whole));
    }
    match parse_record(text) {
        Parsed::Whole(whole) => Some(Some(whole)),
        Parsed::Unfinished => Some(None),
        Parsed::Wrong => None,
    }
}

/// Walks back from the end of the journal to its last entry: how many
/// records it holds and when the last entry was made. Only the last record
/// may be cut off; anything else unexpected gives up.
fn walk_back(
    tail: &mut Tail,
    file: &mut File,
    header_end: usize,
) -> Option<(u64, Option<DateTime<Utc>>)> {
    let mut end = tail.start + tail.bytes.len();
    let mut records = None;
    // The number the record before must have, once one was read whole.
    let mut expected = None;
    loop {
        let start = tail.record_before(file, end, header_end)?;
        let last = end == tail.start + tail.bytes.len();
        let text = tail.text(start, end, last)?;
        let whole = if last {
            read_last(text)?
        } else {
            match read_record(text) {
                Parsed::Whole(whole) => Some(whole),
                Parsed::Unfinished | Parsed::Wrong => return None,
            }
        };
        if let Some(whole) = whole {
            if expected.is_some_and(|want| want != whole.seq) || whole.seq == 0 {
                return None;
            }
            let records = *records.get_or_insert(whole.seq);
            if whole.entry_at.is_some() {
                return Some((records, whole.entry_at));
            }
            expected = Some(whole.seq - 1);
        }
        if start == header_end {
            // Back at the header with no entry found: the first record must
            // be number 1 (or there were none but a cut-off one).
            return match expected {
                None => Some((0, None)),
                Some(0) => Some((records?, None)),
                Some(_) => None,
            };
        }
        // The record before ends at the newline that starts this one.
        end = start - 1;
    }
}

/// The first occurrence of `needle`, which starts with a newline: only the
/// newlines are compared further.
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = haystack[from..].iter().position(|&b| b == b'\n') {
        let at = from + at;
        if haystack[at..].starts_with(needle) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// The last occurrence of `needle`, which starts with a newline. Records are
/// short, so this scans little more than one record from the end.
fn rfind(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    let mut upto = haystack.len();
    while let Some(at) = haystack[..upto].iter().rposition(|&b| b == b'\n') {
        if haystack[at..].starts_with(needle) {
            return Some(at);
        }
        upto = at;
    }
    None
}
