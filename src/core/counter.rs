//! Tracked numbers: what a physical token or a scrap of paper would hold.

use super::message::Msg;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which number: a player's (by seat) or the table's.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CounterId {
    /// The seat (0-based) of the player who owns the number; none for the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<usize>,
    /// The number's name in the notation, such as `life`, `arrows`, `pile`.
    pub name: String,
}

impl CounterId {
    /// A player's number.
    pub fn player(seat: usize, name: &str) -> Self {
        CounterId {
            player: Some(seat),
            name: name.to_string(),
        }
    }

    /// A number of the whole table.
    pub fn table(name: &str) -> Self {
        CounterId {
            player: None,
            name: name.to_string(),
        }
    }
}

impl fmt::Display for CounterId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.player {
            Some(seat) => write!(f, "{}@{}", self.name, seat + 1),
            None => f.write_str(&self.name),
        }
    }
}

/// A tracked number as it stands, with what it may be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Counter {
    /// Which number.
    pub id: CounterId,
    /// Its name for people.
    #[serde(skip)]
    pub label: Msg,
    /// Its value now.
    pub value: i64,
    /// The lowest value it can physically have.
    pub min: i64,
    /// The highest value it can physically have.
    pub max: i64,
}
