//! The game-agnostic vocabulary: dice, messages, findings, counters, the game trait.

pub mod chart;
pub mod clock;
mod counter;
mod dice;
mod entry;
mod finding;
mod game;
mod game_id;
mod message;
mod notation;
pub mod odds;
mod outcome;
pub mod text;
mod working;

pub use chart::{Chart, ChartLine, ChartPoint, ChartReading, SeriesSpec, StepKind};
pub use clock::{
    ClockSetting, ClockState, Gap, Hold, Mark, Phase, PlayerTime, Rhythm, Tick, fold_clock,
    fold_clock_with, plausible_turn, show_left, show_time, time_up_reminder,
};
pub use counter::{Counter, CounterId};
pub use dice::{BangFace, D8, D20, DiceError, NumberedDie, parse_bang_faces};
pub use entry::{Entry, EntryKind};
pub use finding::{
    Finding, Rule, Severity, check_rule_table, message_key, needs_override, violation_ids,
};
pub use game::{BoardValue, Choice, Decision, Game, GameTexts, SetupField, SetupInput};
pub use game_id::{GameId, UnknownGame};
pub use message::{Arg, Msg};
pub use notation::{PhoneKey, find_player, first_word, player_word};
pub use odds::{Chance, Considering, Figure, Odds, Percent};
pub use outcome::{DieKind, DieThrow, Outcome, ScorePart, SeatResult, Side};
pub use working::Working;
