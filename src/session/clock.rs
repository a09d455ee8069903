//! The turn clock of a game in play: read from the log (the entries in
//! effect, their times and whose turn it is after each) by the pure fold in
//! [`crate::core::clock`], with the checks of its entries and of a file.

use super::log::EntryKind;
use super::session::{Input, Session};
use crate::core::clock::{ALREADY_RUNNING, LONG_GAP, NO_CLOCK, NOT_RUNNING};
use crate::core::{
    ClockSetting, ClockState, Finding, Game, Hold, Mark, Rhythm, Tick, fold_clock_with, show_time,
};
use crate::store::{CLOCK_FORMAT, FormatError, Header};
use chrono::{DateTime, Utc};

impl<G: Game> Session<G> {
    /// The turn clock chosen at setup, if any.
    pub fn clock_setting(&self) -> Option<ClockSetting> {
        self.header().clock
    }

    /// The clock, and every player's turns and time, at the instant `now`.
    /// Undone entries play no part: only the entries in effect are read.
    pub fn clock_at(&self, now: DateTime<Utc>) -> ClockState {
        let turns = &self.folded().turns;
        let marks = self
            .log()
            .active()
            .iter()
            .zip(turns)
            .map(|(entry, turn)| Mark {
                at: entry.at,
                turn: *turn,
                tick: match &entry.kind {
                    EntryKind::Pause {} => Tick::Pause,
                    EntryKind::Resume {} => Tick::Resume,
                    EntryKind::Done { rule } => Tick::Done(rule),
                    // The card lost to the clock settles its reminder.
                    EntryKind::Play { action, .. } => {
                        G::settles_time_up(action).map_or(Tick::Other, Tick::Done)
                    }
                    _ => Tick::Other,
                },
            });
        let per_decision = G::clock_per_decision(self.setup());
        let rhythm = Rhythm {
            from_start: per_decision,
            holds: if per_decision { self.holds() } else { &[] },
        };
        let clock = (
            self.clock_setting(),
            G::players(self.setup()).len(),
            self.created(),
            self.folded().first_turn,
        );
        fold_clock_with(clock, marks, now, rhythm)
    }

    /// The player at turn showed what they do at `at` (the first tap on
    /// their pad): under a rule that times only the decision
    /// ([`Game::clock_per_decision`]) the turn's clock stands still from
    /// then until the turn passes. Says whether it was held now; a clock
    /// that does not run, is held already or is at zero is left alone.
    pub fn hold_clock(&mut self, at: DateTime<Utc>) -> bool {
        if !G::clock_per_decision(self.setup()) {
            return false;
        }
        let clock = self.clock_at(at);
        if !clock.can_hold() {
            return false;
        }
        let turn_from = clock.turn_from;
        let holds = self.holds_mut();
        // One per turn: a turn begun again after an undo has its own.
        holds.retain(|h| h.turn_from != turn_from);
        holds.push(Hold { turn_from, at });
        true
    }

    /// What the clock says at `now`: that a long gap was taken as a pause
    /// (until it is counted or the turn after passes), and what the game
    /// says when the time of the player at turn has run out, until the
    /// table marks it done in this turn.
    pub(super) fn clock_reminder(&self, now: DateTime<Utc>) -> Vec<Finding> {
        if self.clock_setting().is_none() {
            return Vec::new();
        }
        let clock = self.clock_at(now);
        let mut said = Vec::new();
        if let Some(gap) = clock.gap {
            let players = G::players(self.setup());
            let whose = gap.seat.and_then(|s| players.get(s)).cloned();
            said.push(
                LONG_GAP
                    .finding()
                    .arg("time", show_time(gap.span))
                    .arg("player", whose.unwrap_or_default()),
            );
        }
        if !clock.time_up() {
            return said;
        }
        let Some(finding) = clock
            .seat
            .and_then(|seat| G::time_up(self.setup(), self.state(), seat))
        else {
            return said;
        };
        let confirmed = clock
            .done_this_turn
            .iter()
            .any(|rule| rule == finding.rule_id());
        if !confirmed {
            said.push(finding);
        }
        said
    }

    /// Whether a pause or a resume can be entered now: only with a clock,
    /// pausing one that runs, resuming one that does not.
    pub(super) fn check_clock(&self, input: &Input<G::Action>) -> Result<(), Finding> {
        if self.clock_setting().is_none() {
            return Err(NO_CLOCK.finding());
        }
        // Whether the clock runs depends on the entries only, never on `now`.
        let clock = self.clock_at(self.last_played());
        match input {
            Input::Pause if !clock.can_pause() => Err(NOT_RUNNING.finding()),
            Input::Resume if !clock.can_resume() => Err(ALREADY_RUNNING.finding()),
            _ => Ok(()),
        }
    }
}

/// A clock in a file's header must be one Holster would set up, in a file
/// of the format that has clocks.
pub(super) fn check_stored_clock<S>(header: &Header<S>) -> Result<(), FormatError> {
    let Some(clock) = header.clock else {
        return Ok(());
    };
    if header.format_version < CLOCK_FORMAT {
        return Err(FormatError::Inconsistent(format!(
            "a `clock` needs format {CLOCK_FORMAT}, the file says {}",
            header.format_version
        )));
    }
    clock.check().map_err(FormatError::Setup)
}

/// A pause or a resume only in a game with a clock (a hand-edited file).
pub(super) fn check_stored_entry<S, A>(
    header: &Header<S>,
    kind: &EntryKind<A>,
    record: usize,
) -> Result<(), FormatError> {
    let clocked = matches!(kind, EntryKind::Pause {} | EntryKind::Resume {});
    if clocked && header.clock.is_none() {
        return Err(FormatError::Inconsistent(format!(
            "record {record} pauses or resumes a clock the game does not have"
        )));
    }
    Ok(())
}
