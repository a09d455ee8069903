//! The statistics' cache: each saved game's [`GameRecord`] kept with the
//! size and modification time of its file, so statistics over hundreds of
//! games fold only the games played since (a journal only grows, so an
//! entry changes its size).
//!
//! The cache is only a speedup: one that is missing, damaged, from another
//! version or cannot be written is ignored and the games are read whole.
//! It lives beside the games folder, not in it, so nothing that lists or
//! moves saved games ever sees it.

use super::record::GameRecord;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Which cache layout this is; another one is ignored.
const VERSION: u32 = 1;

/// The Holster that wrote it: another version may end or count games
/// differently, so its records are made again.
const HOLSTER: &str = env!("CARGO_PKG_VERSION");

/// Where the cache of the games in `games` lives: `stats-cache.json`
/// beside the folder. `None` for a folder without a parent.
pub fn path_for(games: &Path) -> Option<PathBuf> {
    Some(games.parent()?.join("stats-cache.json"))
}

/// What a file looked like when its record was made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    len: u64,
    modified_nanos: u128,
}

impl Stamp {
    /// The file's stamp now; `None` when it cannot be told (then the file
    /// is read whole and not cached).
    pub fn of(path: &Path) -> Option<Stamp> {
        let meta = std::fs::metadata(path).ok()?;
        let modified = meta.modified().ok()?;
        let since = modified.duration_since(std::time::UNIX_EPOCH).ok()?;
        Some(Stamp {
            len: meta.len(),
            modified_nanos: since.as_nanos(),
        })
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Cached {
    stamp: Stamp,
    record: GameRecord,
}

/// The records by file name.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Cache {
    version: u32,
    holster: String,
    games: BTreeMap<String, Cached>,
}

impl Cache {
    /// The cache at `path`, or an empty one when it cannot be used.
    pub fn load(path: &Path) -> Cache {
        std::fs::read(path)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Cache>(&bytes).ok())
            .filter(|c| c.version == VERSION && c.holster == HOLSTER)
            .unwrap_or_default()
    }

    /// The record of `name` if its file still has this stamp.
    pub fn get(&self, name: &str, stamp: &Stamp) -> Option<&GameRecord> {
        self.games
            .get(name)
            .filter(|c| c.stamp == *stamp)
            .map(|c| &c.record)
    }

    /// Keeps a record, when the file's stamp could be told.
    pub fn put(&mut self, name: &str, stamp: Option<Stamp>, record: GameRecord) {
        self.version = VERSION;
        self.holster = HOLSTER.to_string();
        if let Some(stamp) = stamp {
            self.games
                .insert(name.to_string(), Cached { stamp, record });
        }
    }

    /// Writes the cache whole (atomically, so a reader never sees half of
    /// it); a failure is ignored, as the cache is only a speedup.
    pub fn save(&self, path: &Path) {
        if let Ok(bytes) = serde_json::to_vec(self) {
            let _ = crate::store::write_atomic(path, &bytes);
        }
    }
}
