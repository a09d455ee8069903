//! An open saved game: the file, its lock, and appends that reach the disk.

use super::atomic::{Staged, folder, sync_dir};
use super::error::StoreError;
use super::format::{self, Header, RawSave, Record};
use super::lock::{GameLock, LockError};
use crate::core::Entry;
use serde::Serialize;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A saved game open for writing. Only one exists per file at a time.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
    next_seq: u64,
    /// Set when a failed write could not be cut off again.
    broken: bool,
    _lock: GameLock,
}

/// What opening a file for writing found and did.
#[derive(Debug)]
pub struct Opened {
    /// The file's contents, migrated to the current format.
    pub raw: RawSave,
    /// The journal, ready for appends.
    pub journal: Journal,
}

impl Journal {
    /// Creates a new saved game at `path` with only its header. Refuses to
    /// replace an existing file.
    pub fn create<S: Serialize>(path: &Path, header: &Header<S>) -> Result<Journal, StoreError> {
        let text = format::encode_header(header)?;
        if path.exists() {
            return Err(StoreError::AlreadyExists(path.to_path_buf()));
        }
        // Written whole beside its place and locked before it takes it, so
        // no other Holster ever sees the new game unlocked or half written.
        let staged = Staged::write(path, text.as_bytes()).map_err(|e| StoreError::io(path, e))?;
        let lock = GameLock::new_file(staged.file(), path)?;
        if !staged.place_new().map_err(|e| StoreError::io(path, e))? {
            return Err(StoreError::AlreadyExists(path.to_path_buf()));
        }
        let file = open_append(path)?;
        Ok(Journal {
            path: path.to_path_buf(),
            file,
            next_seq: 1,
            broken: false,
            _lock: lock,
        })
    }

    /// Opens an existing saved game for writing: takes the lock, reads it,
    /// and returns what it holds. Nothing is changed yet: a record cut off
    /// mid-write is only cut off with [`Journal::cut_torn_tail`] once the
    /// caller has checked the whole file, so a file that is refused is left
    /// exactly as it was.
    ///
    /// A file from an older format is left as it is here; the caller rewrites
    /// it in the current format with [`Journal::rewrite`] once it has been
    /// read successfully, after [`backup_before_migration`] kept the original.
    pub fn open(path: &Path) -> Result<Opened, StoreError> {
        let lock = GameLock::acquire(path).map_err(|e| match e {
            // The lock is on the file itself: a game that is not there is
            // said as such, not as a lock that failed.
            LockError::Io(e) => StoreError::io(path, e),
            other => StoreError::Lock(other),
        })?;
        let raw = super::read_raw_file(path)?;
        let file = open_append(path)?;
        Ok(Opened {
            journal: Journal {
                path: path.to_path_buf(),
                file,
                next_seq: raw.record_count() as u64 + 1,
                broken: false,
                _lock: lock,
            },
            raw,
        })
    }

    /// Cuts the file back to its first `good_len` bytes, where the record
    /// that was cut off mid-write began. The bytes cut off (`torn`) are
    /// first kept beside the game, in `NAME.toml.torn` (or `.torn.2` and on
    /// when that is taken), flushed to disk; that file is returned.
    pub fn cut_torn_tail(&mut self, good_len: usize, torn: &[u8]) -> Result<PathBuf, StoreError> {
        let kept = keep_beside(&self.path, torn)?;
        self.file
            .set_len(good_len as u64)
            .and_then(|()| self.file.sync_all())
            .map_err(|e| StoreError::io(&self.path, e))?;
        Ok(kept)
    }

    /// The file this journal writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one record and waits until it is on disk.
    pub fn append<A: Serialize>(&mut self, record: &Record<A>) -> Result<(), StoreError> {
        let text = format::encode_record(self.next_seq, record)?;
        self.append_text(&text)
    }

    /// Appends one entry and waits until it is on disk.
    pub fn append_entry<A: Serialize>(&mut self, entry: &Entry<A>) -> Result<(), StoreError> {
        let text = format::encode_entry(self.next_seq, entry)?;
        self.append_text(&text)
    }

    fn append_text(&mut self, text: &str) -> Result<(), StoreError> {
        if self.broken {
            return Err(StoreError::io(
                &self.path,
                std::io::Error::other("an earlier write failed; reopen the game"),
            ));
        }
        let before = self
            .file
            .metadata()
            .map_err(|e| StoreError::io(&self.path, e))?
            .len();
        let written = self
            .file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.sync_data());
        if let Err(e) = written {
            // A record half written (a full disk) must not stay in the middle
            // of the file once later records follow it: cut it off, and if
            // even that fails, refuse to append until the game is reopened,
            // where the cut-off tail is dropped on load.
            let cut = self
                .file
                .set_len(before)
                .and_then(|()| self.file.sync_data());
            if cut.is_err() {
                self.broken = true;
            }
            return Err(StoreError::io(&self.path, e));
        }
        self.next_seq += 1;
        Ok(())
    }

    /// Whether the file has other names (hard links). Replacing it would
    /// leave them with the old file, so it is only ever appended to or, after
    /// a migration that kept a copy, rewritten in place.
    pub fn is_hard_linked(&self) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            self.file.metadata().is_ok_and(|m| m.nlink() > 1)
        }
        #[cfg(not(unix))]
        false
    }

    /// Replaces the whole file with the header and these records (used after
    /// a migration, or to drop undone history). Atomic: a crash leaves either
    /// the old file or the new one. When the path is a symbolic link, the
    /// file it points to is replaced; a file with hard links is rewritten in
    /// place instead (see [`Journal::is_hard_linked`]).
    pub fn rewrite<S: Serialize, A: Serialize>(
        &mut self,
        header: &Header<S>,
        records: &[Record<A>],
    ) -> Result<(), StoreError> {
        let mut text = format::encode_header(header)?;
        for (i, record) in records.iter().enumerate() {
            text.push_str(&format::encode_record(i as u64 + 1, record)?);
        }
        let io = |e| StoreError::io(&self.path, e);
        if self.is_hard_linked() {
            self.file
                .set_len(0)
                .and_then(|()| self.file.write_all(text.as_bytes()))
                .and_then(|()| self.file.sync_all())
                .map_err(io)?;
        } else {
            let staged = Staged::write(&self.path, text.as_bytes()).map_err(io)?;
            // The new file is locked before it takes the old one's place, and
            // the old lock is let go only after: a writer waiting on the old
            // file then finds its path names the new one, which is taken.
            let lock = GameLock::new_file(staged.file(), staged.target())?;
            staged.replace().map_err(io)?;
            self._lock = lock;
        }
        self.file = open_append(&self.path)?;
        self.next_seq = records.len() as u64 + 1;
        self.broken = false;
        Ok(())
    }
}

/// Copies a file of an older format to `<name>.v<version>.bak` before it is
/// rewritten, so that nothing written by an older Holster is lost.
pub fn backup_before_migration(path: &Path, version: u32) -> Result<PathBuf, StoreError> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".v{version}.bak"));
    let backup = path.with_file_name(name);
    fs::copy(path, &backup).map_err(|e| StoreError::io(&backup, e))?;
    let dir = folder(&backup);
    sync_dir(dir).map_err(|e| StoreError::io(dir, e))?;
    Ok(backup)
}

/// Writes `bytes` to a new file `NAME.torn` (or `NAME.torn.2` ...) beside
/// `path`, never over an earlier one, and flushes it and its folder.
fn keep_beside(path: &Path, bytes: &[u8]) -> Result<PathBuf, StoreError> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".torn");
    let first = path.with_file_name(&name);
    for n in 1.. {
        let candidate = if n == 1 {
            first.clone()
        } else {
            let mut numbered = name.clone();
            numbered.push(format!(".{n}"));
            path.with_file_name(numbered)
        };
        let mut file = match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&candidate)
        {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(StoreError::io(&candidate, e)),
        };
        file.write_all(bytes)
            .and_then(|()| file.sync_all())
            .map_err(|e| StoreError::io(&candidate, e))?;
        let dir = folder(&candidate);
        sync_dir(dir).map_err(|e| StoreError::io(dir, e))?;
        return Ok(candidate);
    }
    Err(StoreError::io(
        &first,
        std::io::Error::other("no free name"),
    ))
}

fn open_append(path: &Path) -> Result<File, StoreError> {
    OpenOptions::new()
        .append(true)
        .open(path)
        .map_err(|e| StoreError::io(path, e))
}
