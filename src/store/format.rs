//! The save file: a header followed by an append-only journal of records.
//!
//! See `docs/save-format.md` for the format as a person reads it. In short:
//! the header (`format_version`, `game`, `created`, `written_by`, `[setup]`)
//! is written once; every accepted entry and every undo, redo or jump is then
//! appended as one `[[record]]` whose last line `end = <seq>` proves it was
//! written whole. A record without that line can only be the tail of a write
//! that was cut off, which was never acknowledged, so it is dropped on load.

use super::migrate;
use crate::core::Entry;
use crate::core::GameId;
use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The format version this Holster writes.
pub const FORMAT_VERSION: u32 = 2;

/// The marker that starts every record in the file.
const RECORD_HEADER: &str = "[[record]]\n";

/// What is written once at the top of a save file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header<S> {
    /// The version of this format; see [`FORMAT_VERSION`].
    pub format_version: u32,
    /// Which game.
    pub game: GameId,
    /// When the game was set up (UTC).
    pub created: DateTime<Utc>,
    /// The Holster version that created the file, for people reading it.
    pub written_by: String,
    /// The game's setup.
    pub setup: S,
}

/// One line of the journal.
#[derive(Debug, Clone, PartialEq)]
pub enum Record<A> {
    /// An accepted entry, added at the cursor (undone entries after it are dropped).
    Entry(Entry<A>),
    /// The cursor moved: undo, redo or a jump to any point.
    Cursor {
        /// When.
        at: DateTime<Utc>,
        /// How many entries are in effect afterwards.
        to: usize,
    },
}

/// Why a file could not be read as a saved game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// The file is not valid UTF-8 or not valid TOML.
    #[error("not a readable save file: {0}")]
    Damaged(String),
    /// The file parses but something in it is wrong.
    #[error("the save file is inconsistent: {0}")]
    Inconsistent(String),
    /// The setup in the file is one Holster would never make (a hand-edited
    /// file); the game's own reason.
    #[error("its setup is one Holster would not make: {}", .0.key)]
    Setup(crate::core::Msg),
    /// The file was written by a newer Holster.
    #[error("written by a newer Holster (format {found}, this one reads up to {supported})")]
    TooNew {
        /// The version in the file.
        found: u32,
        /// The newest version this Holster reads.
        supported: u32,
    },
    /// The file names a format version that never existed.
    #[error("unknown format version {0}")]
    UnknownVersion(i64),
    /// The file is for another game than the one asked for.
    #[error("this file is a game of {found}, not {expected}")]
    WrongGame {
        /// The game in the file.
        found: String,
        /// The game asked for.
        expected: GameId,
    },
}

/// A save file as read from disk, before any game-specific checking.
#[derive(Debug, Clone, PartialEq)]
pub struct RawSave {
    /// The document, migrated to the current format version.
    pub doc: toml::Table,
    /// The format version found in the file.
    pub found_version: u32,
    /// The length in bytes of the part of the file that was written whole.
    pub good_len: usize,
    /// Whether a cut-off record at the end was dropped.
    pub torn_tail: bool,
}

impl RawSave {
    /// Which game the file holds.
    pub fn game(&self) -> Result<GameId, FormatError> {
        let name = self
            .doc
            .get("game")
            .and_then(toml::Value::as_str)
            .ok_or_else(|| FormatError::Inconsistent("no `game`".into()))?;
        name.parse()
            .map_err(|_| FormatError::Inconsistent(format!("unknown game `{name}`")))
    }

    /// Whether the file must be rewritten in the current format before
    /// anything is appended to it.
    pub fn migrated(&self) -> bool {
        self.found_version != FORMAT_VERSION
    }
}

/// Reads a save file's text: checks the version, migrates old versions, and
/// drops a record that was cut off mid-write.
pub fn read_raw(text: &str) -> Result<RawSave, FormatError> {
    let (doc, good_len, torn_tail) = parse_with_torn_tail(text)?;
    let found = doc
        .get("format_version")
        .ok_or_else(|| FormatError::Inconsistent("no `format_version`".into()))?;
    let found = found
        .as_integer()
        .ok_or_else(|| FormatError::Inconsistent("`format_version` is not a number".into()))?;
    let found_version = u32::try_from(found).map_err(|_| FormatError::UnknownVersion(found))?;
    if found_version > FORMAT_VERSION {
        return Err(FormatError::TooNew {
            found: found_version,
            supported: FORMAT_VERSION,
        });
    }
    let mut doc = migrate::to_current(doc, found_version)?;
    let torn_record = drop_unfinished_last_record(&mut doc)?;
    Ok(RawSave {
        doc,
        found_version,
        good_len: if torn_record {
            last_table_start(&text[..good_len]).unwrap_or(good_len)
        } else {
            good_len
        },
        torn_tail: torn_tail || torn_record,
    })
}

/// Parses the whole text; failing that, the text before the last line that
/// starts a table (`[`), which is where a cut-off record begins. Only that one
/// cut is tried: anything earlier was acknowledged and must not be dropped.
fn parse_with_torn_tail(text: &str) -> Result<(toml::Table, usize, bool), FormatError> {
    match text.parse::<toml::Table>() {
        Ok(doc) => Ok((doc, text.len(), false)),
        Err(whole_error) => {
            let damaged = || FormatError::Damaged(first_line(&whole_error.to_string()));
            let cut = last_table_start(text).ok_or_else(damaged)?;
            if !text[..cut].contains(RECORD_HEADER) && !text[cut..].starts_with("[[record") {
                // The header itself is broken, not a record.
                return Err(damaged());
            }
            let doc = text[..cut].parse::<toml::Table>().map_err(|_| damaged())?;
            Ok((doc, cut, true))
        }
    }
}

/// The byte offset of the last line that starts a table (`[`): where the
/// last record, whole or cut off, begins.
fn last_table_start(text: &str) -> Option<usize> {
    text.rfind("\n[").map(|p| p + 1)
}

/// Removes a last record that lacks its `end` line; any other record without
/// it means the file was damaged in the middle.
fn drop_unfinished_last_record(doc: &mut toml::Table) -> Result<bool, FormatError> {
    let Some(records) = doc.get_mut("record") else {
        return Ok(false);
    };
    let records = records
        .as_array_mut()
        .ok_or_else(|| FormatError::Inconsistent("`record` is not a list of records".into()))?;
    let finished = |r: &toml::Value| {
        let seq = r.get("seq").and_then(toml::Value::as_integer);
        seq.is_some() && r.get("end").and_then(toml::Value::as_integer) == seq
    };
    let count = records.len();
    if let Some(bad) = records.iter().position(|r| !finished(r)) {
        if bad + 1 != count {
            return Err(FormatError::Inconsistent(format!(
                "record {} was not written whole",
                bad + 1
            )));
        }
        records.pop();
        return Ok(true);
    }
    Ok(false)
}

fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or_default().to_string()
}

/// The records and header of a save file, typed for one game.
#[derive(Debug, Clone, PartialEq)]
pub struct TypedSave<S, A> {
    /// The header.
    pub header: Header<S>,
    /// The journal in order.
    pub records: Vec<Record<A>>,
}

#[derive(Deserialize)]
struct RawRecord<A> {
    seq: u64,
    at: DateTime<Utc>,
    // Missing `Option` fields read as `None`; `#[serde(default)]` would
    // needlessly demand `A: Default`.
    entry: Option<crate::core::EntryKind<A>>,
    cursor: Option<usize>,
}

/// Reads the typed header and records for the game `expected`.
pub fn typed<S: DeserializeOwned, A: DeserializeOwned>(
    raw: RawSave,
    expected: GameId,
) -> Result<TypedSave<S, A>, FormatError> {
    let found = raw.game()?;
    if found != expected {
        return Err(FormatError::WrongGame {
            found: found.to_string(),
            expected,
        });
    }
    // Taken apart rather than copied: a long game's document is large.
    let mut header_doc = raw.doc;
    let record_values = header_doc.remove("record");
    let header: Header<S> = toml::Value::Table(header_doc)
        .try_into()
        .map_err(|e: toml::de::Error| FormatError::Inconsistent(first_line(&e.to_string())))?;
    let mut records = Vec::new();
    if let Some(values) = record_values {
        let values = match values {
            toml::Value::Array(values) => values,
            _ => return Err(FormatError::Inconsistent("`record` is not a list".into())),
        };
        for (i, value) in values.into_iter().enumerate() {
            let raw: RawRecord<A> = value.try_into().map_err(|e: toml::de::Error| {
                FormatError::Inconsistent(format!(
                    "record {}: {}",
                    i + 1,
                    first_line(&e.to_string())
                ))
            })?;
            if raw.seq != i as u64 + 1 {
                return Err(FormatError::Inconsistent(format!(
                    "record {} is numbered {}",
                    i + 1,
                    raw.seq
                )));
            }
            records.push(match (raw.entry, raw.cursor) {
                (Some(kind), None) => Record::Entry(Entry { at: raw.at, kind }),
                (None, Some(to)) => Record::Cursor { at: raw.at, to },
                _ => {
                    return Err(FormatError::Inconsistent(format!(
                        "record {} must hold exactly one of `entry` and `cursor`",
                        i + 1
                    )));
                }
            });
        }
    }
    Ok(TypedSave { header, records })
}

/// Why something could not be written in the save format.
#[derive(Debug, thiserror::Error)]
#[error("cannot write this in the save format: {0}")]
pub struct EncodeError(String);

impl EncodeError {
    /// An encoding problem described in words.
    pub fn new(reason: impl Into<String>) -> Self {
        EncodeError(reason.into())
    }
}

/// The header as text, to start a new file.
pub fn encode_header<S: Serialize>(header: &Header<S>) -> Result<String, EncodeError> {
    let mut text = String::from(
        "# A game of Holster. Written by Holster; see docs/save-format.md before editing by hand.\n",
    );
    text.push_str(&toml::to_string(header).map_err(|e| EncodeError(e.to_string()))?);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// One record as text, ready to append. `seq` counts records from 1.
pub fn encode_record<A: Serialize>(seq: u64, record: &Record<A>) -> Result<String, EncodeError> {
    match record {
        Record::Entry(entry) => encode_entry(seq, entry),
        Record::Cursor { at, to } => Ok(encode_lines(seq, *at, &format!("cursor = {to}"))),
    }
}

/// An entry record as text, ready to append.
pub fn encode_entry<A: Serialize>(seq: u64, entry: &Entry<A>) -> Result<String, EncodeError> {
    let body = inline(&entry.kind)?;
    // A line break inside the value could fake a record boundary.
    if body.contains('\n') {
        return Err(EncodeError::new("an entry may not contain a line break"));
    }
    Ok(encode_lines(seq, entry.at, &format!("entry = {body}")))
}

fn encode_lines(seq: u64, at: DateTime<Utc>, body: &str) -> String {
    format!(
        "\n{RECORD_HEADER}seq = {seq}\nat = \"{}\"\n{body}\nend = {seq}\n",
        at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
    )
}

/// A value as one inline TOML value, so that a record stays a few lines whose
/// last line is always `end`.
fn inline<T: Serialize>(value: &T) -> Result<String, EncodeError> {
    let mut out = String::new();
    value
        .serialize(toml::ser::ValueSerializer::new(&mut out))
        .map_err(|e| EncodeError(e.to_string()))?;
    Ok(out)
}
