//! The save file: a header followed by an append-only journal of records.
//!
//! See `docs/save-format.md` for the format as a person reads it. In short:
//! the header (`format_version`, `game`, `created`, `written_by`, `[setup]`)
//! is written once; every accepted entry and every undo, redo or jump is then
//! appended as one `[[record]]` whose last line `end = <seq>` proves it was
//! written whole. A record without that line can only be the tail of a write
//! that was cut off, which was never acknowledged, so it is dropped on load
//! (see [`read_raw`] and `scan`).

use crate::core::{ClockSetting, Entry, GameId};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// The newest format version this Holster reads and writes.
pub const FORMAT_VERSION: u32 = 4;

/// The first format with a journal. Every file is written in the lowest
/// version that describes it, so that as many Holsters as can read it do:
/// a new game starts at this one.
pub const JOURNAL_FORMAT: u32 = 2;

/// The format that added `board` entries (a board value entered during the
/// game). A file is raised to it before its first such entry is written:
/// an older Holster then says it was written by a newer one, rather than
/// calling an entry it does not know damage.
pub const BOARD_FORMAT: u32 = 3;

/// The format that added the turn clock: a `[clock]` table in the header
/// and `pause` and `resume` entries. Only a game set up with a clock is
/// written in it (from its creation on), so a game without one is still
/// read by a Holster that knows only format 3.
pub const CLOCK_FORMAT: u32 = 4;

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
    /// The turn clock chosen at setup, for every game alike (format 4 and
    /// later); absent when the table plays without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockSetting>,
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

pub use super::raw::{RawSave, read_raw};

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
