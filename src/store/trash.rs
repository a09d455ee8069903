//! Deleting a saved game moves it into Holster's own trash folder, from where
//! it can be restored.

use super::error::StoreError;
use super::lock::{GameLock, lock_path};
use super::paths::Paths;
use std::path::{Path, PathBuf};

/// Moves a saved game into the trash. Refused while the game is open in a
/// window, so nothing can be written to a file that is being thrown away.
pub fn move_to_trash(paths: &Paths, game: &Path) -> Result<PathBuf, StoreError> {
    let lock = GameLock::acquire(game)?;
    std::fs::create_dir_all(&paths.trash).map_err(|e| StoreError::io(&paths.trash, e))?;
    let target = free_name(&paths.trash, game);
    std::fs::rename(game, &target).map_err(|e| StoreError::io(game, e))?;
    drop(lock);
    // A lock file an older Holster left beside the game holds nothing.
    let _ = std::fs::remove_file(lock_path(game));
    Ok(target)
}

/// Moves a game from the trash back into the games folder (under a new name
/// if its old one is taken again).
pub fn restore(paths: &Paths, trashed: &Path) -> Result<PathBuf, StoreError> {
    std::fs::create_dir_all(&paths.games).map_err(|e| StoreError::io(&paths.games, e))?;
    let target = free_name(&paths.games, trashed);
    std::fs::rename(trashed, &target).map_err(|e| StoreError::io(trashed, e))?;
    Ok(target)
}

/// `folder/NAME.toml`, or `folder/NAME-2.toml` and so on when taken.
fn free_name(folder: &Path, file: &Path) -> PathBuf {
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "game".into());
    let mut candidate = folder.join(format!("{stem}.toml"));
    let mut n = 2;
    while candidate.exists() {
        candidate = folder.join(format!("{stem}-{n}.toml"));
        n += 1;
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deleted_game_can_be_restored_even_when_its_name_was_reused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let paths = Paths::under(dir.path());
        std::fs::create_dir_all(&paths.games).expect("folder");
        let game = paths.games.join("friday.toml");
        std::fs::write(&game, "contents").expect("write");
        let trashed = move_to_trash(&paths, &game).expect("trashed");
        assert!(!game.exists());
        assert_eq!(std::fs::read_to_string(&trashed).expect("kept"), "contents");
        std::fs::write(&game, "a new game").expect("write");
        let restored = restore(&paths, &trashed).expect("restored");
        assert_eq!(restored, paths.games.join("friday-2.toml"));
        assert_eq!(std::fs::read_to_string(restored).expect("back"), "contents");
        assert_eq!(
            std::fs::read_to_string(&game).expect("untouched"),
            "a new game"
        );
    }

    #[test]
    fn an_open_game_cannot_be_deleted() {
        let dir = tempfile::tempdir().expect("temp dir");
        let paths = Paths::under(dir.path());
        std::fs::create_dir_all(&paths.games).expect("folder");
        let game = paths.games.join("open.toml");
        std::fs::write(&game, "x").expect("write");
        let _held = GameLock::acquire(&game).expect("lock");
        assert!(matches!(
            move_to_trash(&paths, &game),
            Err(StoreError::Lock(_))
        ));
        assert!(game.exists());
    }
}
