//! Files on disk: saved games (a header and an append-only journal), their
//! locks and migrations, the settings, and where all of it lives.

mod atomic;
mod error;
pub mod format;
mod glance;
mod inline;
mod journal;
mod lock;
mod migrate;
mod paths;
mod raw;
mod scan;
mod settings;
mod trash;

pub use atomic::write_atomic;
pub use error::StoreError;
pub use format::{
    BOARD_FORMAT, CLOCK_FORMAT, FORMAT_VERSION, FormatError, Header, JOURNAL_FORMAT, RawSave,
    Record,
};
pub use glance::{Glance, glance};
pub use journal::{Journal, Opened, backup_before_migration};
pub use lock::{GameLock, LockError, lock_path};
pub use paths::{DATA_DIR_ENV, MAX_NAME_BYTES, NameProblem, Paths, check_game_name};
pub use settings::{LoadedSettings, MIN_FIXED_PORT, Settings, ThemeChoice, WindowSize};
pub use trash::{move_to_trash, restore};

use std::path::{Path, PathBuf};

/// Reads a saved game without locking or changing it.
pub fn read_raw_file(path: &Path) -> Result<RawSave, StoreError> {
    let bytes = std::fs::read(path).map_err(|e| StoreError::io(path, e))?;
    format::read_raw(bytes).map_err(|e| StoreError::format(path, e))
}

/// The saved-game files in the games folder, sorted by name. A missing folder
/// means no games yet.
pub fn saved_game_files(paths: &Paths) -> Result<Vec<PathBuf>, StoreError> {
    let entries = match std::fs::read_dir(&paths.games) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(StoreError::io(&paths.games, e)),
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    Ok(files)
}
