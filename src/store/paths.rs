//! Where Holster keeps its files.

use std::path::{Path, PathBuf};

/// The environment variable that moves all of Holster's files to one folder.
pub const DATA_DIR_ENV: &str = "HOLSTER_DATA_DIR";

/// The folders and files Holster reads and writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paths {
    /// Saved games, one file each.
    pub games: PathBuf,
    /// Deleted games, kept so they can be restored.
    pub trash: PathBuf,
    /// The settings file (language, theme, text size, board values).
    pub settings: PathBuf,
}

impl Paths {
    /// Everything under one folder: `DIR/games`, `DIR/trash`, `DIR/settings.toml`.
    /// Used for `--data-dir`, `HOLSTER_DATA_DIR`, tests and portable use.
    pub fn under(dir: &Path) -> Paths {
        Paths {
            games: dir.join("games"),
            trash: dir.join("trash"),
            settings: dir.join("settings.toml"),
        }
    }

    /// The platform's usual places: games in the data folder, settings in the
    /// config folder (on Linux `~/.local/share/holster` and `~/.config/holster`).
    /// `None` when the system names no home folder.
    pub fn system() -> Option<Paths> {
        let dirs = directories::ProjectDirs::from("", "", "holster")?;
        Some(Paths {
            games: dirs.data_dir().join("games"),
            trash: dirs.data_dir().join("trash"),
            settings: dirs.config_dir().join("settings.toml"),
        })
    }

    /// The folder given on the command line, else `HOLSTER_DATA_DIR`, else the
    /// system's places, else a `holster-data` folder in the working directory.
    pub fn resolve(cli_dir: Option<&Path>) -> Paths {
        if let Some(dir) = cli_dir {
            return Paths::under(dir);
        }
        if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
            return Paths::under(Path::new(&dir));
        }
        Paths::system().unwrap_or_else(|| Paths::under(Path::new("holster-data")))
    }

    /// Where a game typed on the command line lives: a path as given when it
    /// has a folder or a `.toml` ending, otherwise a name in the games folder.
    pub fn game_file(&self, typed: &str) -> PathBuf {
        let path = Path::new(typed);
        let is_path =
            path.components().count() > 1 || path.extension().is_some_and(|e| e == "toml");
        if is_path {
            path.to_path_buf()
        } else {
            self.games.join(format!("{typed}.toml"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_dir_holds_everything() {
        let p = Paths::under(Path::new("/tmp/h"));
        assert_eq!(p.games, Path::new("/tmp/h/games"));
        assert_eq!(p.settings, Path::new("/tmp/h/settings.toml"));
    }

    #[test]
    fn names_go_to_the_games_folder_and_paths_stay_paths() {
        let p = Paths::under(Path::new("/d"));
        assert_eq!(p.game_file("friday"), Path::new("/d/games/friday.toml"));
        assert_eq!(p.game_file("friday.toml"), Path::new("friday.toml"));
        assert_eq!(p.game_file("./x/friday"), Path::new("./x/friday"));
    }

    #[test]
    fn the_command_line_wins() {
        assert_eq!(
            Paths::resolve(Some(Path::new("/cli"))),
            Paths::under(Path::new("/cli"))
        );
    }
}
