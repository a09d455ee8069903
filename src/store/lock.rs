//! One writer per saved game, whatever the path to it.
//!
//! On Unix the lock is an advisory `flock` on the game's file itself, so a
//! symbolic link, a hard link and the file's own name all meet the same
//! lock. A rewrite (compaction, migration) puts a new file in place of the
//! old one; it is locked before it takes the old one's place, and a writer
//! that locked the old file finds, on checking, that its path now names
//! another file and tries again. Elsewhere (where a lock on the file would
//! also keep readers out) the lock is a file beside the game's canonical
//! path.

#[cfg(not(unix))]
use std::fs::OpenOptions;
use std::fs::{File, TryLockError};
use std::path::{Path, PathBuf};

/// How often taking a lock is tried before giving up.
const RETRIES: u32 = 10;
/// The pause between tries: ten of them stay well below what a person notices.
const RETRY_PAUSE: std::time::Duration = std::time::Duration::from_millis(20);

/// Held while a game is open for writing; released when dropped (or when the
/// process dies, since the operating system drops the lock with the file).
#[derive(Debug)]
pub struct GameLock {
    _file: File,
}

/// Why a game could not be locked.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another Holster has the game open.
    #[error("the game is open in another Holster window")]
    InUse,
    /// The lock could not be taken.
    #[error("cannot lock the game: {0}")]
    Io(#[from] std::io::Error),
}

/// The lock file an older Holster kept beside a save file (and this one
/// still uses where a file cannot be locked without keeping readers out):
/// the same name with `.lock` added.
pub fn lock_path(save: &Path) -> PathBuf {
    let mut name = save.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    save.with_file_name(name)
}

impl GameLock {
    /// Takes the lock for the game at `save` (which must exist), or says
    /// that someone else holds it.
    pub fn acquire(save: &Path) -> Result<GameLock, LockError> {
        // A lock that is being let go (a window closing, or a process that
        // forked at the wrong moment and still holds a copy) is waited for
        // briefly before the person is told the game is open elsewhere.
        for _ in 0..RETRIES {
            let file = open_lockable(save)?;
            match file.try_lock() {
                Ok(()) if still_named(save, &file)? => return Ok(GameLock { _file: file }),
                // Locked a file that a rewrite has just replaced: the game
                // is the new file now, so try again with it.
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => std::thread::sleep(RETRY_PAUSE),
                Err(TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
        }
        Err(LockError::InUse)
    }

    /// Locks a file this process has just made (a new game, or the new
    /// version of one, before it takes the old one's place); nobody else
    /// knows its name yet, so this only fails if locks do not work at all.
    pub fn new_file(file: &File, path: &Path) -> Result<GameLock, LockError> {
        #[cfg(unix)]
        {
            let _ = path;
            let handle = file.try_clone()?;
            match handle.try_lock() {
                Ok(()) => Ok(GameLock { _file: handle }),
                Err(TryLockError::WouldBlock) => Err(LockError::InUse),
                Err(TryLockError::Error(e)) => Err(LockError::Io(e)),
            }
        }
        #[cfg(not(unix))]
        {
            let _ = file;
            GameLock::acquire(path)
        }
    }
}

/// What the lock is taken on: the game's file itself on Unix.
#[cfg(unix)]
fn open_lockable(save: &Path) -> Result<File, LockError> {
    Ok(File::open(save)?)
}

/// Whether `save` still names the file that was locked.
#[cfg(unix)]
fn still_named(save: &Path, file: &File) -> Result<bool, LockError> {
    use std::os::unix::fs::MetadataExt;
    let locked = file.metadata()?;
    Ok(match std::fs::metadata(save) {
        Ok(now) => now.dev() == locked.dev() && now.ino() == locked.ino(),
        // Moved away (to the trash) while the lock was being taken.
        Err(e) => return Err(LockError::Io(e)),
    })
}

/// What the lock is taken on elsewhere: a lock file beside the game's
/// canonical path, so at least every symbolic link meets the same one.
#[cfg(not(unix))]
fn open_lockable(save: &Path) -> Result<File, LockError> {
    let real = std::fs::canonicalize(save).unwrap_or_else(|_| save.to_path_buf());
    Ok(OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(lock_path(&real))?)
}

#[cfg(not(unix))]
fn still_named(_save: &Path, _file: &File) -> Result<bool, LockError> {
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_writer_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = dir.path().join("game.toml");
        std::fs::write(&save, "").expect("write");
        let first = GameLock::acquire(&save).expect("first lock");
        assert!(matches!(GameLock::acquire(&save), Err(LockError::InUse)));
        drop(first);
        assert!(GameLock::acquire(&save).is_ok());
    }
}
