//! The names of the games Holster knows, as typed on the command line and stored in save files.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the games Holster keeps the books for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameId {
    /// BANG! The Dice Game.
    #[serde(rename = "bang-dice")]
    BangDice,
    /// Gunfights & Gamblin'.
    #[serde(rename = "gunfights")]
    Gunfights,
    /// The Quick and the Undead.
    #[serde(rename = "undead")]
    Undead,
    /// The Quick and the Undead played solo against Dead Ranger.
    #[serde(rename = "undead-solo")]
    UndeadSolo,
    /// Make You Gunfighters.
    #[serde(rename = "gunfighters")]
    Gunfighters,
    /// A tiny dice-scoring game used only to exercise the machinery in tests.
    #[serde(rename = "tally")]
    Tally,
}

impl GameId {
    /// The four games Holster is for, in the order it presents them (which
    /// of them this version plays is the registry's answer).
    pub const TABLE_GAMES: [GameId; 4] = [
        GameId::BangDice,
        GameId::Gunfights,
        GameId::Undead,
        GameId::Gunfighters,
    ];

    /// The name used on the command line and in save files.
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::BangDice => "bang-dice",
            GameId::Gunfights => "gunfights",
            GameId::Undead => "undead",
            GameId::UndeadSolo => "undead-solo",
            GameId::Gunfighters => "gunfighters",
            GameId::Tally => "tally",
        }
    }

    /// The game this one is a variant of (the solo game of The Quick and
    /// the Undead), which home offers on that game's card.
    pub fn variant_of(self) -> Option<GameId> {
        match self {
            GameId::UndeadSolo => Some(GameId::Undead),
            _ => None,
        }
    }

    /// The translation key of the game's printed title.
    pub fn title_key(self) -> &'static str {
        match self {
            GameId::BangDice => "game-bang-dice",
            GameId::Gunfights => "game-gunfights",
            GameId::Undead => "game-undead",
            GameId::UndeadSolo => "game-undead-solo",
            GameId::Gunfighters => "game-gunfighters",
            GameId::Tally => "game-tally",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game name that Holster does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game `{0}`")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        [
            GameId::BangDice,
            GameId::Gunfights,
            GameId::Undead,
            GameId::UndeadSolo,
            GameId::Gunfighters,
            GameId::Tally,
        ]
        .into_iter()
        .find(|g| g.as_str() == wanted)
        .ok_or_else(|| UnknownGame(s.to_string()))
    }
}
