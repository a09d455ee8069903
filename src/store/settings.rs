//! The user's settings: language, theme, text size and board values.

use super::atomic::write_atomic;
use super::error::StoreError;
use crate::core::GameId;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Light, dark, or whatever the system uses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Follow the system.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// What the user chose, kept between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The interface language; none means "follow the system".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<Lang>,
    /// The theme.
    pub theme: ThemeChoice,
    /// Text size as a factor of the normal size (for people across the table).
    pub text_scale: f32,
    /// The game that was open when Holster closed, offered first on start.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_game: Option<PathBuf>,
    /// Numbers printed on components that the rulebooks do not give, per game.
    pub board_values: BTreeMap<GameId, BTreeMap<String, i64>>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            theme: ThemeChoice::System,
            text_scale: 1.0,
            last_game: None,
            board_values: BTreeMap::new(),
        }
    }
}

/// Settings as loaded, with what went wrong if the file could not be used.
#[derive(Debug)]
pub struct LoadedSettings {
    /// The settings to use (the defaults when the file was missing or damaged).
    pub settings: Settings,
    /// Set when the file exists but could not be read; it is left untouched
    /// until it is moved aside by the next save.
    pub problem: Option<StoreError>,
}

impl Settings {
    /// The language to use: the chosen one, else the system's.
    pub fn lang(&self) -> Lang {
        self.language.unwrap_or_else(Lang::from_system)
    }

    /// Reads the settings file. A missing file gives the defaults; a damaged
    /// one gives the defaults and a problem to report.
    pub fn load(path: &Path) -> LoadedSettings {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return LoadedSettings {
                    settings: Settings::default(),
                    problem: None,
                };
            }
            Err(e) => {
                return LoadedSettings {
                    settings: Settings::default(),
                    problem: Some(StoreError::io(path, e)),
                };
            }
        };
        match toml::from_str::<Settings>(&text) {
            Ok(settings) => LoadedSettings {
                settings,
                problem: None,
            },
            Err(e) => LoadedSettings {
                settings: Settings::default(),
                problem: Some(StoreError::format(
                    path,
                    super::format::FormatError::Damaged(
                        e.to_string().lines().next().unwrap_or_default().to_string(),
                    ),
                )),
            },
        }
    }

    /// Writes the settings atomically. A damaged file in the way is first
    /// renamed to `settings.toml.damaged` so that it is never lost.
    pub fn save(&self, path: &Path) -> Result<(), StoreError> {
        if path.exists()
            && toml::from_str::<Settings>(&std::fs::read_to_string(path).unwrap_or_default())
                .is_err()
        {
            let aside = path.with_extension("toml.damaged");
            std::fs::rename(path, &aside).map_err(|e| StoreError::io(path, e))?;
        }
        let text = toml::to_string(self)
            .map_err(|e| StoreError::Encode(super::format::EncodeError::new(e.to_string())))?;
        write_atomic(path, text.as_bytes()).map_err(|e| StoreError::io(path, e))
    }

    /// A board value for a game, if the table entered it.
    pub fn board_value(&self, game: GameId, key: &str) -> Option<i64> {
        self.board_values.get(&game)?.get(key).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_through_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.toml");
        let mut s = Settings {
            language: Some(Lang::Nl),
            theme: ThemeChoice::Dark,
            text_scale: 1.25,
            ..Settings::default()
        };
        s.board_values
            .entry(GameId::Gunfights)
            .or_default()
            .insert("colt-hit".into(), 11);
        s.save(&path).expect("saves");
        let loaded = Settings::load(&path);
        assert!(loaded.problem.is_none());
        assert_eq!(loaded.settings, s);
        assert_eq!(
            loaded.settings.board_value(GameId::Gunfights, "colt-hit"),
            Some(11)
        );
    }

    #[test]
    fn a_missing_file_gives_defaults_quietly() {
        let dir = tempfile::tempdir().expect("temp dir");
        let loaded = Settings::load(&dir.path().join("none.toml"));
        assert!(loaded.problem.is_none());
        assert_eq!(loaded.settings, Settings::default());
    }

    #[test]
    fn a_damaged_file_is_reported_kept_and_moved_aside_on_save() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.toml");
        std::fs::write(&path, "language = [broken").expect("write");
        let loaded = Settings::load(&path);
        assert!(loaded.problem.is_some());
        assert_eq!(
            std::fs::read_to_string(&path).expect("still there"),
            "language = [broken"
        );
        loaded.settings.save(&path).expect("saves");
        let aside = dir.path().join("settings.toml.damaged");
        assert_eq!(
            std::fs::read_to_string(aside).expect("kept"),
            "language = [broken"
        );
        assert!(Settings::load(&path).problem.is_none());
    }
}
