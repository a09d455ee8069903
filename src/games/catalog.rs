//! The saved games in a folder, as the home screen and `holster games` list them.

use crate::core::{GameId, Msg};
use crate::store::{Paths, StoreError, saved_game_files};
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};

/// One saved game as listed, or the reason it cannot be opened.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedGame {
    /// The file.
    pub path: PathBuf,
    /// The file's name without `.toml`.
    pub name: String,
    /// What could be read, or why not.
    pub summary: Result<Summary, Msg>,
}

/// What a saved game holds, in short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Which game.
    pub game: GameId,
    /// The players in seating order.
    pub players: Vec<String>,
    /// When it was set up.
    pub started: DateTime<Utc>,
    /// When the last entry was made.
    pub last_played: DateTime<Utc>,
}

/// Reads one saved game's summary without locking or changing it.
pub fn summarize(path: &Path) -> SavedGame {
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    let summary = super::read(path)
        .map(|session| Summary {
            game: session.game(),
            players: session.players(),
            started: session.created(),
            last_played: session.last_played(),
        })
        .map_err(|e| e.message());
    SavedGame {
        path: path.to_path_buf(),
        name,
        summary,
    }
}

/// Every saved game in a folder, the most recently played first; damaged
/// files are listed with their reason after the others.
pub fn list(folder: &Path) -> Result<Vec<SavedGame>, StoreError> {
    let paths = Paths {
        games: folder.to_path_buf(),
        trash: PathBuf::new(),
        settings: PathBuf::new(),
    };
    let mut games: Vec<SavedGame> = saved_game_files(&paths)?
        .iter()
        .map(|p| summarize(p))
        .collect();
    games.sort_by(|a, b| match (&a.summary, &b.summary) {
        (Ok(x), Ok(y)) => y.last_played.cmp(&x.last_played),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.name.cmp(&b.name),
    });
    Ok(games)
}
