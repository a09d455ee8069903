//! Reading a save file record by record.
//!
//! The header is parsed as one small TOML document; each record is found
//! from its opening line and parsed on its own, only when the game's types
//! ask for it. So loading holds the file's bytes and one record's document
//! at a time, never a document of the whole journal, and memory grows with
//! what the game keeps, not with the parser's view of the file.

use super::format::{FORMAT_VERSION, FormatError, Header, JOURNAL_FORMAT, Record};
use super::migrate;
use super::scan::{self, Written};
use crate::core::{Entry, EntryKind, GameId};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::ops::Range;

/// A save file as read from disk, before any game-specific checking.
#[derive(Debug, Clone, PartialEq)]
pub struct RawSave {
    /// The header (`format_version`, `game`, `created`, `setup` ...),
    /// migrated to the current format version.
    pub header: toml::Table,
    /// The format version found in the file.
    pub found_version: u32,
    /// The length in bytes of the part of the file that was written whole.
    pub good_len: usize,
    /// Whether a record cut off mid-write was found at the end (and left out).
    pub torn_tail: bool,
    records: Records,
}

/// The records of a file: where each one is in its bytes, or, for a file
/// migrated from an older format, the records the migration made.
#[derive(Debug, Clone, PartialEq)]
enum Records {
    Text {
        bytes: Vec<u8>,
        spans: Vec<Range<usize>>,
    },
    Migrated(Vec<toml::Value>),
}

/// One record as the file has it.
#[derive(Deserialize)]
struct RawRecord<A> {
    seq: u64,
    at: DateTime<Utc>,
    // Missing `Option` fields read as `None`; `#[serde(default)]` would
    // needlessly demand `A: Default`.
    entry: Option<EntryKind<A>>,
    cursor: Option<usize>,
}

/// A record's text parsed on its own: a document with one `[[record]]`.
#[derive(Deserialize)]
struct OneRecord<A> {
    record: Vec<RawRecord<A>>,
}

impl RawSave {
    /// A file with only a header (a glance at a file reads no more).
    pub fn header_only(header: toml::Table, good_len: usize) -> RawSave {
        RawSave {
            found_version: version(&header).unwrap_or(JOURNAL_FORMAT),
            header,
            good_len,
            torn_tail: false,
            records: Records::Migrated(Vec::new()),
        }
    }

    /// Which game the file holds.
    pub fn game(&self) -> Result<GameId, FormatError> {
        let name = self
            .header
            .get("game")
            .and_then(toml::Value::as_str)
            .ok_or_else(|| FormatError::Inconsistent("no `game`".into()))?;
        name.parse()
            .map_err(|_| FormatError::Inconsistent(format!("unknown game `{name}`")))
    }

    /// Whether the file is in a format from before the journal and must be
    /// rewritten before anything is appended to it.
    pub fn migrated(&self) -> bool {
        self.found_version < JOURNAL_FORMAT
    }

    /// How many records were written whole.
    pub fn record_count(&self) -> usize {
        match &self.records {
            Records::Text { spans, .. } => spans.len(),
            Records::Migrated(values) => values.len(),
        }
    }

    /// The bytes after the part written whole: the torn tail, if any.
    pub fn torn_bytes(&self) -> &[u8] {
        match &self.records {
            Records::Text { bytes, .. } => bytes.get(self.good_len..).unwrap_or_default(),
            Records::Migrated(_) => &[],
        }
    }

    /// The typed header, for the game `expected`.
    pub fn header_for<S: DeserializeOwned>(
        &self,
        expected: GameId,
    ) -> Result<Header<S>, FormatError> {
        let found = self.game()?;
        if found != expected {
            return Err(FormatError::WrongGame {
                found: found.to_string(),
                expected,
            });
        }
        toml::Value::Table(self.header.clone())
            .try_into()
            .map_err(|e: toml::de::Error| FormatError::Inconsistent(first_line(&e.to_string())))
    }

    /// The records in file order, each read with the game's types only now.
    pub fn records<A: DeserializeOwned>(
        &self,
    ) -> impl Iterator<Item = Result<Record<A>, FormatError>> + '_ {
        (0..self.record_count()).map(move |i| self.record(i))
    }

    fn record<A: DeserializeOwned>(&self, i: usize) -> Result<Record<A>, FormatError> {
        let number = i + 1;
        let raw: RawRecord<A> = match &self.records {
            Records::Text { bytes, spans } => {
                let text = std::str::from_utf8(&bytes[spans[i].clone()]).map_err(|_| {
                    FormatError::Damaged(format!("record {number} is not UTF-8 text"))
                })?;
                let mut one: OneRecord<A> = toml::from_str(text).map_err(|e| {
                    FormatError::Damaged(format!("record {number}: {}", first_line(&e.to_string())))
                })?;
                match (one.record.pop(), one.record.is_empty()) {
                    (Some(raw), true) => raw,
                    _ => {
                        return Err(FormatError::Inconsistent(format!(
                            "record {number} is not one record"
                        )));
                    }
                }
            }
            Records::Migrated(values) => {
                values[i].clone().try_into().map_err(|e: toml::de::Error| {
                    FormatError::Inconsistent(format!(
                        "record {number}: {}",
                        first_line(&e.to_string())
                    ))
                })?
            }
        };
        if raw.seq != number as u64 {
            return Err(FormatError::Inconsistent(format!(
                "record {number} is numbered {}",
                raw.seq
            )));
        }
        match (raw.entry, raw.cursor) {
            (Some(kind), None) => Ok(Record::Entry(Entry { at: raw.at, kind })),
            (None, Some(to)) => Ok(Record::Cursor { at: raw.at, to }),
            _ => Err(FormatError::Inconsistent(format!(
                "record {number} must hold exactly one of `entry` and `cursor`"
            ))),
        }
    }
}

/// Reads a save file's bytes: the header is checked for its version (older
/// versions are migrated), every record is found and checked to have been
/// written whole, and a record cut off mid-write at the very end is left out.
pub fn read_raw(bytes: Vec<u8>) -> Result<RawSave, FormatError> {
    let zeros = scan::trailing_zeros(&bytes);
    let content = bytes.len() - zeros;
    let (starts, torn_start) = record_starts(&bytes[..content]);
    let header_end = starts.first().copied().or(torn_start).unwrap_or(content);
    let header = parse(&bytes[..header_end])?;
    let found_version = version(&header)?;
    if found_version < JOURNAL_FORMAT {
        // An older format has no journal: it is read whole, as it was written.
        if zeros > 0 || header_end != content {
            return Err(FormatError::Damaged(format!(
                "format {found_version} ends in a cut-off write"
            )));
        }
        let mut doc = migrate::to_current(header, found_version)?;
        let records = match doc.remove("record") {
            None => Vec::new(),
            Some(toml::Value::Array(records)) => records,
            Some(_) => return Err(FormatError::Inconsistent("`record` is not a list".into())),
        };
        return Ok(RawSave {
            header: doc,
            found_version,
            good_len: content,
            torn_tail: false,
            records: Records::Migrated(records),
        });
    }
    if header.contains_key("record") {
        return Err(FormatError::Inconsistent(
            "`record` in the header is not a list of records".into(),
        ));
    }
    let mut spans = Vec::with_capacity(starts.len());
    let mut good_len = torn_start.unwrap_or(content);
    let mut torn_tail = zeros > 0 || torn_start.is_some();
    for (i, &start) in starts.iter().enumerate() {
        let last = i + 1 == starts.len();
        let end = starts.get(i + 1).copied().unwrap_or(good_len);
        let number = i + 1;
        match scan::written(&bytes[start..end], Some(number as u64)) {
            Written::Whole => spans.push(start..end),
            Written::TextAfterEnd => {
                return Err(FormatError::Damaged(format!(
                    "record {number} has text after its `end` line"
                )));
            }
            Written::MarkerDamaged => {
                return Err(FormatError::Damaged(format!(
                    "record {number} was written whole (its `end = {number}` is there) but is damaged around its last line"
                )));
            }
            Written::Unfinished | Written::Unsure if last => {
                good_len = start;
                torn_tail = true;
            }
            Written::Unfinished | Written::Unsure => {
                return Err(FormatError::Inconsistent(format!(
                    "record {number} was not written whole"
                )));
            }
        }
    }
    if torn_tail && good_len >= 2 && bytes[good_len - 2..good_len] == *b"\n\n" {
        // The blank line before the torn record goes with it, so the next
        // record is written after a whole one exactly as always.
        good_len -= 1;
    }
    Ok(RawSave {
        header,
        found_version,
        good_len,
        torn_tail,
        records: Records::Text { bytes, spans },
    })
}

/// Where each record's opening line starts, and where a last line that is
/// only the beginning of one starts (a write cut off inside it).
fn record_starts(bytes: &[u8]) -> (Vec<usize>, Option<usize>) {
    let mut starts = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let (line, next) = match bytes[at..].iter().position(|&b| b == b'\n') {
            Some(nl) => (&bytes[at..at + nl], at + nl + 1),
            None => (&bytes[at..], bytes.len()),
        };
        if scan::opens_record(line) {
            starts.push(at);
        } else if next == bytes.len() && !bytes.ends_with(b"\n") && scan::starts_record_line(line) {
            return (starts, Some(at));
        }
        at = next;
    }
    (starts, None)
}

/// The header as a TOML document.
fn parse(bytes: &[u8]) -> Result<toml::Table, FormatError> {
    let text =
        std::str::from_utf8(bytes).map_err(|_| FormatError::Damaged("not UTF-8 text".into()))?;
    text.parse::<toml::Table>()
        .map_err(|e| FormatError::Damaged(first_line(&e.to_string())))
}

/// The header's `format_version`, refused when it is newer than this Holster.
fn version(header: &toml::Table) -> Result<u32, FormatError> {
    let found = header
        .get("format_version")
        .ok_or_else(|| FormatError::Inconsistent("no `format_version`".into()))?
        .as_integer()
        .ok_or_else(|| FormatError::Inconsistent("`format_version` is not a number".into()))?;
    let found = u32::try_from(found).map_err(|_| FormatError::UnknownVersion(found))?;
    if found > FORMAT_VERSION {
        return Err(FormatError::TooNew {
            found,
            supported: FORMAT_VERSION,
        });
    }
    Ok(found)
}

fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or_default().to_string()
}
