//! After the game and across games: who won what over all saved games, and
//! whether the table's dice come up fair. No window code: the command line
//! prints these, and the window's screens are to show the same.

mod cache;
mod dice;
mod history;
mod length;
mod record;

pub use dice::{ALPHA, BIAS, DiceTally, Fit, POWER, chi_squared, rolls_needed, show_p, tally};
pub use history::{Filter, GameCount, History, Longest, Tally, history};
pub use length::{Length, PAUSE_SECONDS, play_length};
pub use record::{GameRecord, Records, read_folder};

/// A player's name as statistics compare it: case and accents ignored, and
/// the spaces around it ("José" and "jose " are one player). The same key
/// the setup refuses twice, so two seats are never one person here.
pub fn player_key(name: &str) -> String {
    crate::core::text::name_key(name)
}
