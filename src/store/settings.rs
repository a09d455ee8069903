//! The user's settings: language, theme, text size, board values, the
//! window's size, the players of the last table, whether the screen is
//! kept awake and the odds shown, and the phones' port and shared games.

use super::atomic::write_atomic;
use super::error::StoreError;
use crate::core::GameId;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
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
    /// The window's size when it was last closed, in the desktop's own
    /// (unscaled by the text size) pixels; none until it was first closed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<WindowSize>,
    /// The names of the last table's players in seat order, offered again
    /// on the setup screen.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub last_players: Vec<String>,
    /// Ask the desktop not to blank the screen while a game is open.
    pub keep_awake: bool,
    /// Show the exact odds beside each choice the dice make (a table that
    /// wants no help turns them off).
    pub show_odds: bool,
    /// The port the phones reach a shared game on; none: the system picks
    /// a free one each time (a table whose network lets one port through
    /// fixes it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phones_port: Option<u16>,
    /// The games shared with the phones again whenever they are opened,
    /// by their files: only those the table asked for.
    #[serde(skip_serializing_if = "BTreeSet::is_empty")]
    pub share_when_opened: BTreeSet<PathBuf>,
}

/// A window's size in the desktop's pixels.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct WindowSize {
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            theme: ThemeChoice::System,
            text_scale: 1.0,
            last_game: None,
            board_values: BTreeMap::new(),
            window: None,
            last_players: Vec::new(),
            keep_awake: true,
            show_odds: true,
            phones_port: None,
            share_when_opened: BTreeSet::new(),
        }
    }
}

/// Settings as loaded, with what went wrong if the file could not be used.
#[derive(Debug)]
pub struct LoadedSettings {
    /// The settings to use: what could be read, the defaults for the rest.
    pub settings: Settings,
    /// Set when the file exists but could not be read whole (a typo, a
    /// folder in its place, no permission). The file is left as it is, and
    /// [`Settings::save`] refuses to write over it until it is put right.
    pub problem: Option<StoreError>,
}

/// The lowest port the phones may be given: below it a port is the
/// system's (and needs its rights).
pub const MIN_FIXED_PORT: u16 = 1024;

/// How many damaged lines are passed over before a settings file is given
/// up on as a whole.
const MAX_BAD_LINES: usize = 20;

impl Settings {
    /// The language to use: the chosen one, else the system's.
    pub fn lang(&self) -> Lang {
        self.language.unwrap_or_else(Lang::from_system)
    }

    /// Reads the settings file. A missing file gives the defaults quietly; a
    /// damaged one gives what could be read (the defaults for the rest) and
    /// a problem to report.
    pub fn load(path: &Path) -> LoadedSettings {
        let problem = |reason: String| {
            Some(StoreError::Settings {
                path: path.to_path_buf(),
                reason,
            })
        };
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return LoadedSettings {
                    settings: Settings::default(),
                    problem: None,
                };
            }
            Err(e) => {
                return LoadedSettings {
                    settings: Settings::default(),
                    problem: problem(e.to_string()),
                };
            }
        };
        let mut reasons = Vec::new();
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => {
                reasons.push("not UTF-8 text".to_string());
                String::from_utf8_lossy(e.as_bytes()).into_owned()
            }
        };
        let settings = read_leniently(text, &mut reasons);
        LoadedSettings {
            settings,
            problem: if reasons.is_empty() {
                None
            } else {
                problem(reasons.join("; "))
            },
        }
    }

    /// Writes the settings atomically (where a symbolic link points, when
    /// the file is one). Refused, leaving the file exactly as it is, while
    /// the file on disk cannot be read whole: the person's own settings in
    /// it would be lost.
    pub fn save(&self, path: &Path) -> Result<(), StoreError> {
        if let Some(problem) = Settings::load(path).problem {
            let reason = match problem {
                StoreError::Settings { reason, .. } => reason,
                other => other.to_string(),
            };
            return Err(StoreError::SettingsNotSaved {
                path: path.to_path_buf(),
                reason,
            });
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

/// The settings in `text`, as far as they can be read: a line that is not
/// TOML is passed over (blanked, so the lines keep their numbers), and a
/// value that is not what its key wants is left at its default. Each is
/// added to `reasons`.
fn read_leniently(mut text: String, reasons: &mut Vec<String>) -> Settings {
    let mut doc = None;
    for _ in 0..MAX_BAD_LINES {
        match text.parse::<toml::Table>() {
            Ok(parsed) => {
                doc = Some(parsed);
                break;
            }
            Err(e) => {
                let at = e.span().map_or(text.len(), |s| s.start.min(text.len()));
                let start = text[..at].rfind('\n').map_or(0, |n| n + 1);
                let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
                let line = text[..start].matches('\n').count() + 1;
                reasons.push(format!("line {line}: {}", e.message().trim()));
                if start == end {
                    break;
                }
                text.replace_range(start..end, "");
            }
        }
    }
    let Some(mut doc) = doc else {
        return Settings::default();
    };
    let mut settings = Settings::default();
    let mut take = |key: &str| doc.remove(key);
    let mut wrong = |key: &str| reasons.push(format!("`{key}` cannot be used"));
    if let Some(v) = take("language") {
        match v.try_into() {
            Ok(lang) => settings.language = Some(lang),
            Err(_) => wrong("language"),
        }
    }
    if let Some(v) = take("theme") {
        match v.try_into() {
            Ok(theme) => settings.theme = theme,
            Err(_) => wrong("theme"),
        }
    }
    if let Some(v) = take("text_scale") {
        match v.as_float().or_else(|| v.as_integer().map(|n| n as f64)) {
            Some(scale) => settings.text_scale = scale as f32,
            None => wrong("text_scale"),
        }
    }
    if let Some(v) = take("last_game") {
        match v.as_str() {
            Some(p) => settings.last_game = Some(PathBuf::from(p)),
            None => wrong("last_game"),
        }
    }
    if let Some(v) = take("window") {
        match v.try_into::<WindowSize>() {
            // A size no window can have is as good as none.
            Ok(size) if size.width.is_finite() && size.height.is_finite() => {
                settings.window = Some(size);
            }
            _ => wrong("window"),
        }
    }
    if let Some(v) = take("last_players") {
        match v.try_into() {
            Ok(names) => settings.last_players = names,
            Err(_) => wrong("last_players"),
        }
    }
    if let Some(v) = take("keep_awake") {
        match v.as_bool() {
            Some(on) => settings.keep_awake = on,
            None => wrong("keep_awake"),
        }
    }
    if let Some(v) = take("show_odds") {
        match v.as_bool() {
            Some(on) => settings.show_odds = on,
            None => wrong("show_odds"),
        }
    }
    if let Some(v) = take("phones_port") {
        match v.as_integer().and_then(|n| u16::try_from(n).ok()) {
            Some(port) if port >= MIN_FIXED_PORT => settings.phones_port = Some(port),
            _ => wrong("phones_port"),
        }
    }
    if let Some(v) = take("share_when_opened") {
        match v.try_into::<BTreeSet<PathBuf>>() {
            Ok(games) => settings.share_when_opened = games,
            Err(_) => wrong("share_when_opened"),
        }
    }
    if let Some(v) = take("board_values") {
        match v {
            toml::Value::Table(games) => {
                for (game, values) in games {
                    let name = format!("board_values.{game}");
                    let (Ok(id), toml::Value::Table(values)) = (game.parse::<GameId>(), values)
                    else {
                        wrong(&name);
                        continue;
                    };
                    let kept = settings.board_values.entry(id).or_default();
                    for (key, value) in values {
                        match value.as_integer() {
                            Some(n) => {
                                kept.insert(key, n);
                            }
                            None => wrong(&format!("{name}.{key}")),
                        }
                    }
                }
            }
            _ => wrong("board_values"),
        }
    }
    settings
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
            window: Some(WindowSize {
                width: 1000.0,
                height: 580.5,
            }),
            last_players: vec!["Ann".into(), "Bob".into()],
            keep_awake: false,
            show_odds: false,
            phones_port: Some(8642),
            share_when_opened: [PathBuf::from("/games/saloon.toml")].into(),
            ..Settings::default()
        };
        s.board_values
            .entry(GameId::new("gunfights"))
            .or_default()
            .insert("colt-hit".into(), 11);
        s.save(&path).expect("saves");
        let loaded = Settings::load(&path);
        assert!(loaded.problem.is_none());
        assert_eq!(loaded.settings, s);
        assert_eq!(
            loaded
                .settings
                .board_value(GameId::new("gunfights"), "colt-hit"),
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
    fn a_damaged_file_is_reported_kept_and_never_written_over() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.toml");
        std::fs::write(&path, "language = [broken").expect("write");
        let loaded = Settings::load(&path);
        assert!(loaded.problem.is_some());
        assert!(loaded.settings.save(&path).is_err());
        assert_eq!(
            std::fs::read_to_string(&path).expect("still there"),
            "language = [broken"
        );
        std::fs::remove_file(&path).expect("put right by hand");
        loaded.settings.save(&path).expect("saves");
        assert!(Settings::load(&path).problem.is_none());
    }

    #[test]
    fn what_can_be_read_of_a_damaged_file_is_used() {
        let mut reasons = Vec::new();
        let text = "language = \"nl\"\ntheme = \"purple\"\ntext_scale = 2\n\
                    [board_values.tally]\ngoal = 3O\nother = 40\n\
                    [board_values.chess]\nx = 1\n\
                    [board_values.\"Not a game\"]\ny = 2\n";
        let settings = read_leniently(text.to_string(), &mut reasons);
        assert_eq!(settings.language, Some(Lang::Nl));
        assert_eq!(settings.theme, ThemeChoice::System);
        assert_eq!(settings.text_scale, 2.0);
        assert_eq!(
            settings.board_value(GameId::new("tally"), "other"),
            Some(40)
        );
        assert_eq!(settings.board_value(GameId::new("tally"), "goal"), None);
        // A game this version does not play keeps its values (a newer
        // Holster wrote them); a name no game can have is refused.
        assert_eq!(settings.board_value(GameId::new("chess"), "x"), Some(1));
        assert_eq!(reasons.len(), 3, "{reasons:?}");
        assert!(reasons[0].starts_with("line 5"), "{reasons:?}");
    }

    #[test]
    fn the_window_the_last_players_and_keep_awake_are_read_leniently() {
        let mut reasons = Vec::new();
        let text = "keep_awake = \"no\"\nlast_players = [\"Ann\", 3]\n\
                    [window]\nwidth = 900.0\nheight = 500.0\n";
        let settings = read_leniently(text.to_string(), &mut reasons);
        assert!(
            settings.keep_awake,
            "a value that is not yes or no keeps the default"
        );
        assert!(settings.last_players.is_empty());
        assert_eq!(
            settings.window,
            Some(WindowSize {
                width: 900.0,
                height: 500.0
            })
        );
        assert_eq!(reasons.len(), 2, "{reasons:?}");
        let mut reasons = Vec::new();
        let settings = read_leniently("keep_awake = false\n".into(), &mut reasons);
        assert!(!settings.keep_awake);
        assert!(reasons.is_empty());
        assert!(Settings::default().keep_awake, "on unless turned off");
    }
}
