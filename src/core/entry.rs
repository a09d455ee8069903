//! One accepted entry of a game's log, as the log keeps it and the save file
//! writes it: the vocabulary the session and the store share.

use super::counter::CounterId;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// What one entry records.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind<A> {
    /// An action of the game, with the violations the table chose to apply anyway.
    Play {
        /// The action as entered.
        action: A,
        /// Rule ids of the violations overridden with "apply anyway".
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        overrides: Vec<String>,
    },
    /// A tracked number set by hand (the plus and minus of a physical token).
    Correction {
        /// Which number.
        counter: CounterId,
        /// Its value before.
        from: i64,
        /// Its value after.
        to: i64,
    },
    /// A free-text note, such as "the table ruled that ...".
    Note {
        /// What the table wrote.
        text: String,
    },
    /// A player picked at random where the rules leave it to the table
    /// (who starts, who deals); the result is recorded, not the dice.
    Pick {
        /// The seat picked.
        seat: usize,
    },
    /// A reminder the table marked as done.
    Done {
        /// The rule id of the reminder.
        rule: String,
    },
    /// A board value entered or changed during the game (see
    /// [`Game::set_board_value`](super::Game::set_board_value)). Written
    /// only in files of format 3 and later.
    Board {
        /// The board value's key.
        key: String,
        /// Its value before, when it had one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<i64>,
        /// Its value from now on.
        to: i64,
    },
    /// The table paused the turn clock (a rules question). Written only in
    /// files of format 4 and later, which have a clock.
    Pause {},
    /// The table started or resumed the turn clock. Written only in files
    /// of format 4 and later, which have a clock.
    Resume {},
}

/// One accepted entry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry<A> {
    /// When it was accepted, in UTC; shown to people in local time.
    pub at: DateTime<Utc>,
    /// What it records.
    pub kind: EntryKind<A>,
}
