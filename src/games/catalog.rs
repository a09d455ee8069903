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
///
/// Only the header and the end of the journal are read (see
/// [`glance`](crate::store::glance)), so a long game is listed as quickly as
/// an empty one. A file that cannot be read that way is read whole, which
/// gives the reason it cannot be opened, if there is one. Damage inside the
/// journal, away from its end, is found when the game is opened or replayed.
pub fn summarize(path: &Path) -> SavedGame {
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    let summary = at_a_glance(path).map_or_else(|| read_whole(path), Ok);
    SavedGame {
        path: path.to_path_buf(),
        name,
        summary,
    }
}

/// The summary from the header and the last records, or `None` when the file
/// has to be read whole to know.
fn at_a_glance(path: &Path) -> Option<Summary> {
    let glance = crate::store::glance(path)?;
    let game = glance.header.game().ok()?;
    // The header alone makes a session with nothing entered: the setup is
    // decoded and checked exactly as loading the game does, by the game's
    // own types, and there is nothing to fold.
    let header = super::registry::entry(game)?
        .read(path, glance.header)
        .ok()?;
    Some(Summary {
        game,
        players: header.players(),
        started: header.created(),
        last_played: glance.last_entry_at.unwrap_or_else(|| header.created()),
    })
}

/// The summary from the whole file, folded: only for files a glance cannot
/// read, so that they are listed with the reason, as always.
fn read_whole(path: &Path) -> Result<Summary, Msg> {
    super::read(path)
        .map(|session| Summary {
            game: session.game(),
            players: session.players(),
            started: session.created(),
            last_played: session.last_played(),
        })
        .map_err(|e| e.message())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::core::SetupInput;
    use crate::games::tally::Tally;

    fn new_game(folder: &Path, name: &str, lines: &[&str]) -> PathBuf {
        let path = folder.join(format!("{name}.toml"));
        let input = SetupInput {
            players: vec!["Ann".into(), "Bob".into()],
            ..SetupInput::default()
        };
        let mut session = crate::games::create(Tally::ID, &path, &input).expect("created");
        // Times are kept to the millisecond: on an idle machine the first
        // entry could share the creation's instant.
        std::thread::sleep(std::time::Duration::from_millis(5));
        for line in lines {
            session.enter_line(line).expect("entered");
        }
        path
    }

    #[test]
    fn the_most_recently_played_come_first_and_damaged_files_last_with_their_reason() {
        let dir = tempfile::tempdir().expect("temp dir");
        let d = dir.path();
        let quiet = new_game(d, "quiet", &[]);
        std::thread::sleep(std::time::Duration::from_millis(5));
        let busy = new_game(d, "busy", &["ann 5", "bob 6", "undo"]);
        std::fs::write(d.join("broken.toml"), "format_version = [").expect("write");
        let games = list(d).expect("listed");
        let names: Vec<&str> = games.iter().map(|g| g.name.as_str()).collect();
        assert_eq!(names, ["busy", "quiet", "broken"]);
        for (game, path) in games.iter().zip([&busy, &quiet]) {
            assert!(at_a_glance(path).is_some(), "{} at a glance", game.name);
            assert_eq!(game.summary, read_whole(path), "{}", game.name);
        }
        let busy = games[0].summary.as_ref().expect("readable");
        assert_eq!(busy.players, ["Ann", "Bob"]);
        assert!(busy.last_played > busy.started);
        assert_eq!(
            games[2].summary.as_ref().err().map(|m| m.key.as_str()),
            Some("store-damaged")
        );
    }

    #[test]
    fn a_game_this_version_cannot_play_is_listed_with_the_reason_a_full_read_gives() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = new_game(dir.path(), "g", &["ann 5"]);
        let text = std::fs::read_to_string(&path).expect("readable");
        std::fs::write(&path, text.replace("game = \"tally\"", "game = \"undead\""))
            .expect("write");
        assert!(at_a_glance(&path).is_none());
        let listed = summarize(&path).summary;
        assert_eq!(listed, read_whole(&path));
        assert_eq!(
            listed.err().map(|m| m.key),
            Some("store-damaged".to_string())
        );
    }
}
