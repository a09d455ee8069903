//! The statistics' cache: each saved game's [`GameRecord`] kept with the
//! size of its file and a checksum of every byte in it, so statistics over
//! hundreds of games fold only the games played since.
//!
//! The cache never lies: a record is used only for a file whose bytes are
//! exactly those it was made from (a record is the fold of the file's
//! bytes, nothing else), so an edit that keeps the size and the time, a
//! file made unreadable or replaced by another is read again, as a run
//! without a cache would. The cache itself carries a checksum over its
//! content: one edited by hand or damaged on disk is not believed at all
//! and is made again.
//!
//! It is only a speedup: one that is missing, damaged, from another
//! version or cannot be written is ignored and the games are read whole.
//! It lives beside the games folder, not in it, so nothing that lists or
//! moves saved games ever sees it.

use super::record::GameRecord;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Which cache layout this is; another one is ignored (1 tied records to a
/// file's size and time only).
const VERSION: u32 = 2;

/// The Holster that wrote it: another version may end or count games
/// differently, so its records are made again.
const HOLSTER: &str = env!("CARGO_PKG_VERSION");

/// Where the cache of the games in `games` lives: `stats-cache.json`
/// beside the folder. `None` for a folder without a parent.
pub fn path_for(games: &Path) -> Option<PathBuf> {
    Some(games.parent()?.join("stats-cache.json"))
}

/// What a file held when its record was made: its length and a checksum
/// of all its bytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    len: u64,
    sum: String,
}

impl Stamp {
    /// The file's stamp now, from its bytes read whole; `None` when it
    /// cannot be read (then it is read the way a run without a cache reads
    /// it, which says why, and nothing is cached).
    pub fn of(path: &Path) -> Option<Stamp> {
        let bytes = std::fs::read(path).ok()?;
        Some(Stamp {
            len: bytes.len() as u64,
            sum: checksum(&bytes),
        })
    }
}

/// A 64-bit checksum of `bytes` as 16 hex digits. Each word of eight bytes
/// goes through a step that is one-to-one for the sum so far (xor, rotate,
/// multiply by an odd number), so two texts that differ in one word, one
/// bit flipped or one name changed, never have the same sum; other changes
/// meet by chance one time in 2^64. Read eight bytes at a time, it costs
/// little beside reading the file. Not a defence against someone who
/// means to forge a cache: such a person can edit the games themselves.
pub fn checksum(bytes: &[u8]) -> String {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut sum = K ^ (bytes.len() as u64);
    let step = |sum: u64, word: u64| (sum ^ word).rotate_left(23).wrapping_mul(K | 1);
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(word);
        sum = step(sum, u64::from_le_bytes(eight));
    }
    let mut last = [0u8; 8];
    let rest = words.remainder();
    last[..rest.len()].copy_from_slice(rest);
    sum = step(sum, u64::from_le_bytes(last));
    // Every bit of the sum depends on every bit of the last word too.
    sum ^= sum >> 31;
    sum = sum.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    sum ^= sum >> 29;
    format!("{sum:016x}")
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

/// The cache as its file holds it: the records as JSON text in a string,
/// and the checksum of exactly that text.
#[derive(Serialize, Deserialize)]
struct Sealed {
    sum: String,
    cache: String,
}

impl Cache {
    /// The cache at `path`, or an empty one when it cannot be used: not
    /// there, not the layout or Holster of this one, or its content not
    /// what its checksum says (edited or damaged).
    pub fn load(path: &Path) -> Cache {
        std::fs::read(path)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Sealed>(&bytes).ok())
            .filter(|sealed| checksum(sealed.cache.as_bytes()) == sealed.sum)
            .and_then(|sealed| serde_json::from_str::<Cache>(&sealed.cache).ok())
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
    /// it) with its checksum; a failure is ignored, as the cache is only a
    /// speedup.
    pub fn save(&self, path: &Path) {
        let Ok(cache) = serde_json::to_string(self) else {
            return;
        };
        let sum = checksum(cache.as_bytes());
        if let Ok(bytes) = serde_json::to_vec(&Sealed { sum, cache }) {
            let _ = crate::store::write_atomic(path, &bytes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_bit_flipped_anywhere_changes_the_checksum() {
        let text = b"{\"games\":{\"friday\":{\"people\":[\"Ann\",\"Cid\"]}}}".to_vec();
        let sum = checksum(&text);
        for at in 0..text.len() {
            for bit in 0..8 {
                let mut flipped = text.clone();
                flipped[at] ^= 1 << bit;
                assert_ne!(checksum(&flipped), sum, "byte {at} bit {bit}");
            }
        }
        assert_ne!(checksum(b"ab"), checksum(b"ab\0"), "the length counts");
    }
}
