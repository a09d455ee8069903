//! Where Holster keeps its files.

use crate::core::Msg;
use std::ffi::OsStr;
use std::path::{Component, Path, PathBuf};

/// The environment variable that moves all of Holster's files to one folder.
pub const DATA_DIR_ENV: &str = "HOLSTER_DATA_DIR";

/// The longest file name a file system takes (ext4, NTFS, APFS, btrfs):
/// 255 bytes.
const NAME_MAX: usize = 255;

/// The most that Holster adds to a game's file name `NAME.toml` for the
/// files beside it: `.torn.4294967295` (a torn tail kept, numbered), the
/// longest of it, `.tmp` (compaction, migration), `.v4.bak` (a migration's
/// copy) and `.lock` (an older Holster's lock).
const LONGEST_SUFFIX: usize = ".torn.".len() + 10;

/// The longest name a new game may have, in bytes as the disk counts them,
/// so that every file Holster makes from it fits: `NAME.toml` and the
/// longest suffix after it stay within 255 bytes.
pub const MAX_NAME_BYTES: usize = NAME_MAX - ".toml".len() - LONGEST_SUFFIX;

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
    /// Any bytes the system allows: a game listed by `games` can be named.
    pub fn game_file(&self, typed: impl AsRef<OsStr>) -> PathBuf {
        let typed = typed.as_ref();
        let path = Path::new(typed);
        let is_path =
            path.components().count() > 1 || path.extension().is_some_and(|e| e == "toml");
        if is_path {
            path.to_path_buf()
        } else {
            let mut name = typed.to_os_string();
            name.push(".toml");
            self.games.join(name)
        }
    }

    /// Where a new game typed on the command line is to be made, as
    /// [`Paths::game_file`], once its name is one Holster can keep: see
    /// [`check_game_name`].
    pub fn new_game_file(&self, typed: impl AsRef<OsStr>) -> Result<PathBuf, Msg> {
        let typed = typed.as_ref();
        let text = typed.to_str().ok_or_else(|| {
            Msg::new("store-name-not-text").arg("name", typed.to_string_lossy().to_string())
        })?;
        let path = self.game_file(typed);
        let refused = || Msg::new("store-name-refused").arg("name", text);
        if text.ends_with(['/', std::path::MAIN_SEPARATOR]) {
            return Err(refused());
        }
        // `a/../b` would make a folder `a` only to leave it: the place is
        // said without the detour. A path that starts above (`../b`) is fine.
        let mut normal_seen = false;
        for part in Path::new(text).components() {
            match part {
                Component::Normal(_) => normal_seen = true,
                Component::ParentDir if normal_seen => return Err(refused()),
                _ => {}
            }
        }
        let file = path.file_name().and_then(OsStr::to_str).unwrap_or_default();
        let stem = file.strip_suffix(".toml").unwrap_or(file);
        check_game_name(stem).map_err(|why| match why {
            NameProblem::Empty => refused(),
            NameProblem::Invisible => Msg::new("store-name-invisible").arg("name", text),
            NameProblem::TooLong(bytes) => Msg::new("store-name-too-long")
                .arg("name", text)
                .arg("bytes", bytes)
                .arg("max", MAX_NAME_BYTES),
        })?;
        Ok(path)
    }
}

/// What is wrong with a game's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    /// Nothing but spaces, or it starts with a dot (a hidden file:
    /// `""` would make `games/.toml`, which no list shows).
    Empty,
    /// It holds a character that is not seen but acts (a control
    /// character, a bidi override): see [`crate::core::text::is_hidden`].
    Invisible,
    /// Longer than [`MAX_NAME_BYTES`]; how many bytes it has.
    TooLong(usize),
}

/// Whether `name` (a game's file name without `.toml`) can be a new game's
/// name: not empty, not hidden, nothing in it that acts on a terminal, and
/// short enough that every file Holster makes beside it fits.
pub fn check_game_name(name: &str) -> Result<(), NameProblem> {
    if name.trim().is_empty() || name.starts_with('.') {
        return Err(NameProblem::Empty);
    }
    if name.chars().any(crate::core::text::is_hidden) {
        return Err(NameProblem::Invisible);
    }
    if name.len() > MAX_NAME_BYTES {
        return Err(NameProblem::TooLong(name.len()));
    }
    Ok(())
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
