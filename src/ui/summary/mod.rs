//! The end of a game: who won and as what, every seat's final numbers, how
//! long the game took (long pauses left out, and said so), how many turns
//! were played, and where the game stood. From here the table starts a new
//! game with the same players, goes home, or goes back to the table to read
//! the log or undo the last entry (which reopens the game).
//!
//! The summary is shown by the table view (it holds the game): the facts are
//! read once, when the game ends or the summary is opened, through the seam
//! ([`AnySession::outcome`] and the tracked numbers), never from a game's
//! own state.

mod export;
mod view;

pub use export::{BGSTATS_ID, CLOSE_ID, Export, FILE_ID};

use crate::core::{Counter, GameId, Msg, StepKind};
use crate::session::AnySession;
use crate::stats::{Length, play_length};
use chrono::{DateTime, Utc};

/// The id of the table header's button that opens the summary again.
pub const OPEN_ID: &str = "summary-open";
/// The id of "New game, same players", for tests.
pub const AGAIN_ID: &str = "summary-again";
/// The id of "Back to the table", for tests.
pub const TABLE_ID: &str = "summary-table";
/// The id of "Undo the last entry", for tests.
pub const UNDO_ID: &str = "summary-undo";
/// The id of "Home", for tests.
pub const HOME_ID: &str = "summary-home";

/// What the summary asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Back to the table, to read the log (the summary can be opened again).
    Table,
    /// Undo the last entry at the table (a game it reopens goes on there).
    Undo,
    /// A new game with the same players in the same seats.
    Again,
    /// Back to the home screen.
    Home,
    /// Show another series of the chart.
    Chart(crate::ui::chart::Select),
    /// Show (or hide) the play as a QR code for BG Stats.
    BgStats,
    /// Close the QR code.
    CloseBgStats,
    /// Write the play to a file, in this language (its comments are words).
    WriteFile(crate::i18n::Lang),
    /// The play was written there, or why not.
    Written(Result<std::path::PathBuf, Msg>),
}

/// One seat at the end.
#[derive(Debug, Clone, PartialEq)]
pub struct Seat {
    /// The seat's number from 0, in seating order.
    pub seat: usize,
    /// The seat as the table view names it ("Ann", or "Mayor (Ann)").
    pub name: String,
    /// The person who played it.
    pub person: String,
    /// Whether the seat is among the winners.
    pub won: bool,
    /// Its role, character or team, as the game names them.
    pub sides: Vec<Msg>,
    /// Its final score, where the game keeps one.
    pub score: Option<i64>,
    /// Its tracked numbers as they ended, by their place in
    /// [`Summary::columns`] (none where the seat has no such number).
    pub numbers: Vec<Option<i64>>,
    /// The turns it had and the time they took, pauses left out (as the
    /// turn clock counts them, with or without a clock chosen).
    pub time: Option<crate::core::PlayerTime>,
}

/// A column of the final numbers: a tracked number the seats have.
#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    /// The number's name in the notation (`life`, `notoriety`), for its picture.
    pub name: String,
    /// Its name for people.
    pub label: Msg,
}

/// Everything the summary shows, read once from the game.
#[derive(Debug)]
pub struct Summary {
    /// Which game.
    pub game: GameId,
    /// The winning seats; empty for a draw.
    pub winners: Vec<usize>,
    /// How they won, as the game says it ("the Outlaws", "alone").
    pub how: Msg,
    /// Every seat, in seating order.
    pub seats: Vec<Seat>,
    /// The tracked numbers the seats have, in the order the game lists them.
    pub columns: Vec<Column>,
    /// The table's own numbers (the arrow pile, the round).
    pub table: Vec<Counter>,
    /// How long it took, first entry to last; none without entries.
    pub length: Option<Length>,
    /// How many turns were played, every seat's counted.
    pub turns: u32,
    /// How many rounds were played, for a game played in rounds (as its
    /// chart counts them).
    pub rounds: Option<u32>,
    /// How many days those rounds made, for a game played in days of rounds.
    pub days: Option<u32>,
    /// The game as a chart, drawn once and kept.
    pub chart: crate::ui::chart::ChartView,
    /// The play for BG Stats, once asked for.
    pub export: Export,
    /// Where the game stood at the end, as the header says it (the round, the day).
    pub progress: Vec<Msg>,
}

impl Summary {
    /// The summary of `session` if its game is over (`now` is the instant
    /// the turns are counted at).
    pub fn of(session: &dyn AnySession, now: DateTime<Utc>) -> Option<Summary> {
        let outcome = session.outcome()?;
        let counters = session.counters();
        // A game that says what its final numbers are made of (the parts of
        // a score) is shown by those; the others by their tracked numbers.
        let parts = outcome.seats.iter().any(|s| !s.parts.is_empty());
        let mut columns: Vec<Column> = Vec::new();
        if parts {
            for part in outcome.seats.iter().flat_map(|s| &s.parts) {
                if !columns.iter().any(|c| c.name == part.name) {
                    columns.push(Column {
                        name: part.name.clone(),
                        label: part.label.clone(),
                    });
                }
            }
        }
        for counter in counters.iter().filter(|c| c.id.player.is_some() && !parts) {
            if !columns.iter().any(|c| c.name == counter.id.name) {
                columns.push(Column {
                    name: counter.id.name.clone(),
                    label: counter.label.clone(),
                });
            }
        }
        let names = session.players();
        let clock = session.clock_at(now);
        let seats = outcome
            .seats
            .iter()
            .enumerate()
            .map(|(seat, result)| Seat {
                seat,
                name: names
                    .get(seat)
                    .cloned()
                    .unwrap_or_else(|| result.person.clone()),
                person: result.person.clone(),
                won: outcome.won(seat),
                sides: result.sides.iter().map(|s| s.label.clone()).collect(),
                score: result.score,
                numbers: columns
                    .iter()
                    .map(|column| {
                        if parts {
                            return result
                                .parts
                                .iter()
                                .find(|p| p.name == column.name)
                                .map(|p| p.value);
                        }
                        counters
                            .iter()
                            .find(|c| c.id.player == Some(seat) && c.id.name == column.name)
                            .map(|c| c.value)
                    })
                    .collect(),
                time: clock.players.get(seat).copied(),
            })
            .collect();
        let chart = session.chart();
        let last = chart.points.last().map(|p| p.step);
        let (rounds, days) = match chart.step {
            Some(StepKind::Round) => (last, None),
            Some(StepKind::RoundOfDays(per_day)) => (
                last,
                last.map(|step| step.div_ceil(u32::from(per_day.max(1)))),
            ),
            Some(StepKind::Turn) | None => (None, None),
        };
        Some(Summary {
            game: session.game(),
            winners: outcome.winners.clone(),
            how: outcome.how.clone(),
            seats,
            columns,
            // The table's bookkeeping (a supply, Boot Hill) is no part of a
            // score the game gives by its parts.
            table: counters
                .into_iter()
                .filter(|c| c.id.player.is_none() && !parts)
                .collect(),
            length: play_length(&session.entry_times()),
            turns: clock.players.iter().map(|p| p.turns).sum(),
            rounds,
            days,
            chart: crate::ui::chart::ChartView::new(chart),
            export: Export::default(),
            progress: session.progress(),
        })
    }

    /// The people who won, once each, in seat order (several winning seats
    /// may be one person's characters).
    pub fn winner_names(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for seat in self.seats.iter().filter(|s| s.won) {
            if !names.contains(&seat.person) {
                names.push(seat.person.clone());
            }
        }
        names
    }

    /// The headline: who won and how, or, when nobody did, how the game
    /// ended as the game says it ("a draw", "nobody: the town was overrun").
    pub fn headline(&self) -> Msg {
        let names = self.winner_names();
        if names.is_empty() {
            return Msg::new("summary-no-winner").arg_msg("how", self.how.clone());
        }
        Msg::new("summary-won")
            .arg("names", names.join(", "))
            .arg("count", names.len())
            .arg_msg("how", self.how.clone())
    }

    /// The length as people say it, the pauses left out said so; none
    /// without entries.
    pub fn length_msg(&self) -> Option<Msg> {
        self.length.map(crate::stats::Length::msg)
    }

    /// How many turns were played, or rounds for a game played in rounds
    /// (and then its turns beside them).
    pub fn turns_msg(&self) -> Msg {
        match (self.rounds, self.days) {
            // With one seat, every turn is the same player's: the rounds say it all.
            (Some(rounds), days) if self.seats.len() < 2 => match days {
                Some(days) => Msg::new("summary-days-rounds-alone")
                    .arg("days", i64::from(days))
                    .arg("rounds", i64::from(rounds)),
                None => Msg::new("summary-rounds-alone").arg("rounds", i64::from(rounds)),
            },
            (Some(rounds), Some(days)) => Msg::new("summary-days-rounds")
                .arg("days", i64::from(days))
                .arg("rounds", i64::from(rounds))
                .arg("count", i64::from(self.turns)),
            (Some(rounds), None) => Msg::new("summary-rounds")
                .arg("rounds", i64::from(rounds))
                .arg("count", i64::from(self.turns)),
            (None, _) => Msg::new("summary-turns").arg("count", i64::from(self.turns)),
        }
    }

    /// Whether any seat played as a role, character or team (a column is
    /// shown for them then).
    pub fn has_sides(&self) -> bool {
        self.seats.iter().any(|s| !s.sides.is_empty())
    }

    /// Whether any seat has a score (a column is shown for it then).
    pub fn has_scores(&self) -> bool {
        self.seats.iter().any(|s| s.score.is_some())
    }
}

#[cfg(test)]
mod tests;
