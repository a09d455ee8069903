//! One saved game as the statistics see it: which game, who played, how it
//! ended, its dice and its length.

use super::length::{Length, play_length};
use crate::core::{DieThrow, GameId, Msg, Outcome};
use crate::session::AnySession;
use crate::store::{Paths, StoreError, saved_game_files};
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};

/// What the statistics need of one saved game.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GameRecord {
    /// The file's name without `.toml`.
    pub name: String,
    /// Which game.
    pub game: GameId,
    /// When it was set up.
    pub started: DateTime<Utc>,
    /// The people at the table, once each.
    pub people: Vec<String>,
    /// How it ended; `None` while it goes on.
    pub outcome: Option<Outcome>,
    /// Every die entered by the entries in effect.
    pub dice: Vec<DieThrow>,
    /// From the first entry to the last, long pauses left out; `None`
    /// when nothing was entered.
    pub length: Option<Length>,
}

impl GameRecord {
    /// The record of a game read into a session.
    pub fn of(name: &str, session: &dyn AnySession) -> Self {
        GameRecord {
            name: name.to_string(),
            game: session.game(),
            started: session.created(),
            people: session.people(),
            outcome: session.outcome(),
            dice: session.dice(),
            length: play_length(&session.entry_times()),
        }
    }
}

/// The saved games that could be read, and for each one that could not,
/// its name and the reason.
#[derive(Debug, Default)]
pub struct Records {
    /// The games, sorted by file name.
    pub games: Vec<GameRecord>,
    /// The files left out, with why.
    pub unreadable: Vec<(String, Msg)>,
}

/// Reads every saved game in `folder` without locking or changing any.
///
/// How a game ended and its dice are the fold of its whole journal, so a
/// game is read whole once; its record is then kept in the cache file
/// beside the games folder (see [`super::cache`]) with the file's size and
/// time, and read from there while the file is unchanged. A cache that
/// cannot be read or written only costs the time of reading every game.
pub fn read_folder(folder: &Path) -> Result<Records, StoreError> {
    let paths = Paths {
        games: folder.to_path_buf(),
        trash: PathBuf::new(),
        settings: PathBuf::new(),
    };
    let cache_path = super::cache::path_for(folder);
    let old = cache_path
        .as_deref()
        .map(super::cache::Cache::load)
        .unwrap_or_default();
    let mut new = super::cache::Cache::default();
    let mut records = Records::default();
    for path in saved_game_files(&paths)? {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        let stamp = super::cache::Stamp::of(&path);
        if let Some(record) = stamp.as_ref().and_then(|s| old.get(&name, s)) {
            new.put(&name, stamp, record.clone());
            records.games.push(record.clone());
            continue;
        }
        match crate::games::read(&path) {
            Ok(session) => {
                let record = GameRecord::of(&name, session.as_ref());
                new.put(&name, stamp, record.clone());
                records.games.push(record);
            }
            Err(e) => records.unreadable.push((name, e.message())),
        }
    }
    if let Some(cache_path) = cache_path
        && new != old
    {
        new.save(&cache_path);
    }
    Ok(records)
}
