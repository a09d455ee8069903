//! One writer per saved game: a lock file beside the save.

use std::fs::{File, OpenOptions, TryLockError};
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
    /// The lock file could not be made.
    #[error("cannot lock the game: {0}")]
    Io(#[from] std::io::Error),
}

/// The lock file for a save file: the same name with `.lock` added.
pub fn lock_path(save: &Path) -> PathBuf {
    let mut name = save.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    save.with_file_name(name)
}

impl GameLock {
    /// Takes the lock for `save`, or says that someone else holds it.
    pub fn acquire(save: &Path) -> Result<GameLock, LockError> {
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(lock_path(save))?;
        // A lock that is being let go (a window closing, or a process that
        // forked at the wrong moment and still holds a copy) is waited for
        // briefly before the person is told the game is open elsewhere.
        for _ in 0..RETRIES {
            match file.try_lock() {
                Ok(()) => return Ok(GameLock { _file: file }),
                Err(TryLockError::WouldBlock) => std::thread::sleep(RETRY_PAUSE),
                Err(TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
        }
        Err(LockError::InUse)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_writer_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = dir.path().join("game.toml");
        let first = GameLock::acquire(&save).expect("first lock");
        assert!(matches!(GameLock::acquire(&save), Err(LockError::InUse)));
        drop(first);
        assert!(GameLock::acquire(&save).is_ok());
    }
}
