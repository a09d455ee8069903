//! The name of a game, as typed on the command line and stored in save files.
//!
//! A `GameId` only says that a name is well formed (`bang-dice`). Which
//! names Holster plays is the registry's answer (`games::registry`), so no
//! list of games lives here: each game names itself in its own folder.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

/// The longest game name, in bytes.
pub const MAX_LEN: usize = 24;

/// A game's name: lowercase ASCII letters, digits and single hyphens
/// between them, 1 to [`MAX_LEN`] bytes. Kept inline, so it is `Copy` and
/// can be read from a file without a list of the names that exist.
#[derive(Clone, Copy)]
pub struct GameId {
    len: u8,
    bytes: [u8; MAX_LEN],
}

/// Whether `name` is a well-formed game name (checked in `const` too).
const fn well_formed(name: &[u8]) -> bool {
    if name.is_empty() || name.len() > MAX_LEN {
        return false;
    }
    let mut i = 0;
    while i < name.len() {
        let b = name[i];
        let ok = match b {
            b'a'..=b'z' | b'0'..=b'9' => true,
            // A hyphen joins two words: never first, last or doubled.
            b'-' => i > 0 && i + 1 < name.len() && name[i - 1] != b'-',
            _ => false,
        };
        if !ok {
            return false;
        }
        i += 1;
    }
    true
}

impl GameId {
    /// A game's own name for itself (`GameId::new("bang-dice")` in its
    /// `impl Game`). A malformed name stops the build, since it is
    /// evaluated as a constant there.
    pub const fn new(name: &'static str) -> GameId {
        let src = name.as_bytes();
        assert!(
            well_formed(src),
            "a game name is lowercase words joined by hyphens"
        );
        let mut bytes = [0; MAX_LEN];
        let mut i = 0;
        while i < src.len() {
            bytes[i] = src[i];
            i += 1;
        }
        GameId {
            len: src.len() as u8,
            bytes,
        }
    }

    /// The name used on the command line and in save files.
    pub fn as_str(&self) -> &str {
        // Only well-formed ASCII is ever stored (`new` and `from_str`).
        std::str::from_utf8(&self.bytes[..self.len as usize]).unwrap_or_default()
    }

    /// The translation key of the game's printed title, `game-<name>`, in
    /// the game's own message file.
    pub fn title_key(&self) -> String {
        format!("game-{}", self.as_str())
    }
}

impl PartialEq for GameId {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for GameId {}

impl Hash for GameId {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl PartialOrd for GameId {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for GameId {
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameId({:?})", self.as_str())
    }
}

/// A name that is not a game's name (or not one Holster plays).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game `{0}`")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;

    /// Reads a name as typed: surrounding spaces and capitals are ignored.
    /// Only its form is checked; the registry says whether it is played.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        if !well_formed(wanted.as_bytes()) {
            return Err(UnknownGame(s.to_string()));
        }
        let mut bytes = [0; MAX_LEN];
        bytes[..wanted.len()].copy_from_slice(wanted.as_bytes());
        Ok(GameId {
            len: wanted.len() as u8,
            bytes,
        })
    }
}

impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
        // Stored names are written by Holster: exactly as they are, so a
        // hand-edited "Bang-Dice" is refused rather than read.
        if !well_formed(name.as_bytes()) {
            return Err(serde::de::Error::custom(format!(
                "`{name}` is not a game's name"
            )));
        }
        name.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_reads_back_as_written_and_compares_as_text() {
        let id = GameId::new("undead-solo");
        assert_eq!(id.as_str(), "undead-solo");
        assert_eq!(" Undead-Solo ".parse::<GameId>(), Ok(id));
        assert_eq!(id.to_string(), "undead-solo");
        assert_eq!(id.title_key(), "game-undead-solo");
        assert!(GameId::new("bang-dice") < GameId::new("gunfights"));
        assert!(GameId::new("undead") < GameId::new("undead-solo"));
    }

    #[test]
    fn malformed_names_are_refused() {
        for bad in [
            "",
            "-a",
            "a-",
            "a--b",
            "a b",
            "a_b",
            "é",
            "abcdefghijklmnopqrstuvwxy",
        ] {
            assert!(bad.parse::<GameId>().is_err(), "{bad:?}");
        }
        assert!(GameId::from_str(&"a".repeat(MAX_LEN)).is_ok());
    }

    #[test]
    fn stored_names_are_read_exactly() {
        let id: GameId = serde_json::from_str("\"bang-dice\"").expect("a name");
        assert_eq!(id, GameId::new("bang-dice"));
        assert_eq!(
            serde_json::to_string(&id).expect("written"),
            "\"bang-dice\""
        );
        assert!(serde_json::from_str::<GameId>("\"Bang-Dice\"").is_err());
        assert!(serde_json::from_str::<GameId>("\"bang dice\"").is_err());
    }
}
