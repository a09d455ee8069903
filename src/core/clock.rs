//! The turn clock: a countdown per turn or a time bank per player, chosen at
//! setup for any game, and its state as a pure function of the journal.
//!
//! Nothing here reads the system clock or runs a timer: the state is folded
//! from the entries in effect (their times, whose turn it is after each, the
//! pauses and resumes) and the instant `now` passed in. So the clock is
//! tested with explicit instants, survives closing the window (the entries
//! are on disk) and costs nothing while nobody looks at it.

use super::finding::{Finding, Rule, Severity};
use super::message::Msg;
use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

/// The countdown's shortest and longest turn, in seconds.
pub const COUNTDOWN_SECONDS: std::ops::RangeInclusive<u32> = 5..=3600;

/// The time bank's smallest and largest allowance per player, in minutes.
pub const BANK_MINUTES: std::ops::RangeInclusive<u32> = 1..=600;

/// The countdown's length when the setup screen first offers it (the
/// 10-second rule of Make You Gunfighters is the shortest common use).
pub const DEFAULT_COUNTDOWN: u32 = 30;

/// The time bank's allowance when the setup screen first offers it.
pub const DEFAULT_BANK: u32 = 20;

/// Which clock the table chose at setup. Stored in the save file's header
/// beside the setup (`[clock]`), never inside a game's own setup, so every
/// game has it without knowing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ClockSetting {
    /// Each turn has this many seconds, counted down from when the turn passes.
    Countdown {
        /// Seconds per turn.
        seconds: u32,
    },
    /// Each player has this many minutes for the whole game, spent only on
    /// their own turns (a chess clock).
    Bank {
        /// Minutes per player.
        minutes: u32,
    },
}

impl ClockSetting {
    /// Reads `countdown:30` / `aftellen:30` or `bank:20` / `tijdbank:20`;
    /// `off` / `uit` is no clock. The error says what was typed and what is
    /// possible.
    pub fn parse(typed: &str) -> Result<Option<ClockSetting>, Msg> {
        let bad = || Msg::new("clock-bad-setting").arg("typed", typed.to_string());
        let lower = typed.trim().to_lowercase();
        if lower == "off" || lower == "uit" {
            return Ok(None);
        }
        let (kind, amount) = lower.split_once(':').ok_or_else(bad)?;
        let amount: u32 = amount.trim().parse().map_err(|_| bad())?;
        let setting = match kind.trim() {
            "countdown" | "aftellen" => ClockSetting::Countdown { seconds: amount },
            "bank" | "tijdbank" => ClockSetting::Bank { minutes: amount },
            _ => return Err(bad()),
        };
        setting.check().map(|()| Some(setting))
    }

    /// The setting as `holster new --clock` takes it.
    pub fn notation(&self) -> String {
        match self {
            ClockSetting::Countdown { seconds } => format!("countdown:{seconds}"),
            ClockSetting::Bank { minutes } => format!("bank:{minutes}"),
        }
    }

    /// Whether the amount is one a table can use; a hand-edited file or a
    /// typo gets the range in words.
    pub fn check(&self) -> Result<(), Msg> {
        let (amount, range, key) = match self {
            ClockSetting::Countdown { seconds } => {
                (*seconds, COUNTDOWN_SECONDS, "clock-countdown-range")
            }
            ClockSetting::Bank { minutes } => (*minutes, BANK_MINUTES, "clock-bank-range"),
        };
        if range.contains(&amount) {
            Ok(())
        } else {
            Err(Msg::new(key)
                .arg("typed", i64::from(amount))
                .arg("min", i64::from(*range.start()))
                .arg("max", i64::from(*range.end())))
        }
    }

    /// The setting in words ("30 seconds per turn").
    pub fn describe(&self) -> Msg {
        match self {
            ClockSetting::Countdown { seconds } => {
                Msg::new("clock-countdown-of").arg("seconds", i64::from(*seconds))
            }
            ClockSetting::Bank { minutes } => {
                Msg::new("clock-bank-of").arg("minutes", i64::from(*minutes))
            }
        }
    }

    /// How long a turn (countdown) or a player's whole game (bank) may take.
    pub fn allowance(&self) -> TimeDelta {
        match self {
            ClockSetting::Countdown { seconds } => TimeDelta::seconds(i64::from(*seconds)),
            ClockSetting::Bank { minutes } => TimeDelta::minutes(i64::from(*minutes)),
        }
    }
}

/// The time ran out: the plain reminder every game gets unless it says
/// otherwise ([`Game::time_up`](super::Game::time_up)).
pub static TIME_UP: Rule = Rule {
    id: "core.clock.time-up",
    severity: Severity::Reminder,
    section: "holster.clock",
};

/// The clock stood still far longer than a turn can take (a laptop asleep,
/// a game left open overnight): that time was taken as a pause, and marking
/// this reminder done counts it after all.
pub static LONG_GAP: Rule = Rule {
    id: "core.clock.long-gap",
    severity: Severity::Reminder,
    section: "holster.clock",
};

/// The shortest time the clock runs with nothing entered that is taken as
/// a pause rather than a turn: half an hour, or for a long clock twice a
/// countdown's turn or a quarter of a time bank. A turn of BANG! or of Make
/// You Gunfighters is over in minutes; a laptop that slept or a table that
/// left the game open overnight is not a turn.
pub fn plausible_turn(setting: ClockSetting) -> TimeDelta {
    let floor = TimeDelta::minutes(30);
    let long = match setting {
        ClockSetting::Countdown { .. } => setting.allowance() * 2,
        ClockSetting::Bank { .. } => setting.allowance() / 4,
    };
    floor.max(long)
}

/// A span the clock ran with nothing entered, longer than a turn can take,
/// taken as a pause and not yet counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gap {
    /// Whose turn it was.
    pub seat: Option<usize>,
    /// How long.
    pub span: TimeDelta,
    /// When it ended: the entry after it, or the instant asked about.
    pub until: DateTime<Utc>,
}

/// Pause or resume in a game set up without a clock.
pub static NO_CLOCK: Rule = Rule {
    id: "core.clock.none",
    severity: Severity::Rejected,
    section: "holster.clock",
};

/// Pause while the clock is already stopped.
pub static NOT_RUNNING: Rule = Rule {
    id: "core.clock.not-running",
    severity: Severity::Rejected,
    section: "holster.clock",
};

/// Resume while the clock is already running.
pub static ALREADY_RUNNING: Rule = Rule {
    id: "core.clock.already-running",
    severity: Severity::Rejected,
    section: "holster.clock",
};

/// The plain "time is up" reminder for the player at `seat`, named.
pub fn time_up_reminder(player: &str) -> Finding {
    TIME_UP.finding().arg("player", player.to_string())
}

/// What one entry in effect means to the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tick<'a> {
    /// The table paused the clock.
    Pause,
    /// The table started or resumed the clock.
    Resume,
    /// A reminder marked done (the time-up reminder among them).
    Done(&'a str),
    /// Anything else: only whose turn it is afterwards matters.
    Other,
}

/// One entry in effect as the clock reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark<'a> {
    /// When it was entered.
    pub at: DateTime<Utc>,
    /// Whose turn it is after it (`Game::current_player`).
    pub turn: Option<usize>,
    /// What it is to the clock.
    pub tick: Tick<'a>,
}

/// The instant the player at turn showed what they do (the first tap on
/// their pad) under a timed rule that counts only the time to decide (Make
/// You Gunfighters' 10 seconds): from then on the turn's countdown stands
/// still, since entering what happened is the table's time, not theirs.
/// Kept by the session for the turn that began at `turn_from`, so an undo
/// back into that turn finds it held again, and a turn begun anew (other
/// entries, other instants) never does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hold {
    /// When the turn held began (the entry that passed it, or the set-up).
    pub turn_from: DateTime<Utc>,
    /// When the clock was held.
    pub at: DateTime<Utc>,
}

/// What a game's timed rule changes in the plain clock; nothing by default.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rhythm<'h> {
    /// The clock runs from the first turn with nothing to click (the rule
    /// times every turn, the first one too), instead of waiting.
    pub from_start: bool,
    /// The turns whose countdown was held, and when.
    pub holds: &'h [Hold],
}

/// Whether the clock runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// A clock was chosen but has not started: it starts at the first
    /// resume or the first time the turn passes, so setting out the cards
    /// costs nobody time.
    Waiting,
    /// It runs.
    Running,
    /// The table paused it (a rules question).
    Paused,
}

/// One player's turns and time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PlayerTime {
    /// How many turns they have had (the one they are in counts).
    pub turns: u32,
    /// The time their turns took, pauses left out.
    pub used: TimeDelta,
}

/// The clock as it stands at one instant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockState {
    /// The clock chosen at setup; none when the table plays without one
    /// (turns and times are still counted, between entries).
    pub setting: Option<ClockSetting>,
    /// Whether it runs.
    pub phase: Phase,
    /// Whose turn the clock runs for (none when the game has no turns or is over).
    pub seat: Option<usize>,
    /// The running time of the turn in progress.
    pub turn_elapsed: TimeDelta,
    /// Every seat's turns and time, in seating order.
    pub players: Vec<PlayerTime>,
    /// The reminders marked done since the turn passed, so a confirmed
    /// "time is up" does not come back in the same turn.
    pub done_this_turn: Vec<String>,
    /// The last span longer than a turn can take ([`plausible_turn`]) that
    /// was taken as a pause, while it can still be counted: until the turn
    /// after the one it ended in passes, or it is counted (a `done` of
    /// [`LONG_GAP`]).
    pub gap: Option<Gap>,
    /// When the turn in progress began (the entry that passed it, or the
    /// set-up): the turn a [`Hold`] names.
    pub turn_from: DateTime<Utc>,
    /// Whether the turn's clock stands still since the player showed what
    /// they do ([`Hold`]), until the turn passes.
    pub held: bool,
}

impl ClockState {
    /// The time left: of the turn (countdown) or of the player at turn
    /// (bank); never below zero. None without a clock or a player at turn.
    pub fn remaining(&self) -> Option<TimeDelta> {
        let setting = self.setting?;
        let seat = self.seat?;
        let spent = match setting {
            ClockSetting::Countdown { .. } => self.turn_elapsed,
            ClockSetting::Bank { .. } => self.players.get(seat)?.used,
        };
        Some((setting.allowance() - spent).max(TimeDelta::zero()))
    }

    /// A player's time bank left (bank clocks only).
    pub fn bank_left(&self, seat: usize) -> Option<TimeDelta> {
        match self.setting? {
            ClockSetting::Bank { .. } => {
                let used = self.players.get(seat)?.used;
                Some((self.allowance()? - used).max(TimeDelta::zero()))
            }
            ClockSetting::Countdown { .. } => None,
        }
    }

    fn allowance(&self) -> Option<TimeDelta> {
        self.setting.map(|s| s.allowance())
    }

    /// Whether the time of the player at turn has run out.
    pub fn time_up(&self) -> bool {
        self.remaining()
            .is_some_and(|left| left <= TimeDelta::zero())
    }

    /// Whether the clock runs (and so the window redraws it every second):
    /// not while it is paused, waits, or is held for the turn.
    pub fn running(&self) -> bool {
        self.setting.is_some() && self.phase == Phase::Running && !self.held
    }

    /// Whether the turn's clock may be held now ([`Hold`]): it runs and the
    /// time is not up yet (a clock at zero stays at zero).
    pub fn can_hold(&self) -> bool {
        self.running() && !self.time_up()
    }

    /// Whether the table can pause now (a clock that runs).
    pub fn can_pause(&self) -> bool {
        self.running()
    }

    /// Whether the table can start or resume now (a clock that does not run).
    pub fn can_resume(&self) -> bool {
        self.setting.is_some() && self.phase != Phase::Running
    }
}

/// Folds the clock from the entries in effect. `start` is when the game was
/// created and `first_turn` whose turn it was then; `marks` are the entries
/// in effect in order; `now` is the instant asked about (for a running clock,
/// the time since the last entry counts up to it).
///
/// Without a clock, turns and times are counted between entries only (up to
/// the last one, not to `now`), so a game left open overnight does not
/// charge the night to the player at turn.
pub fn fold_clock<'a>(
    setting: Option<ClockSetting>,
    seats: usize,
    start: DateTime<Utc>,
    first_turn: Option<usize>,
    marks: impl IntoIterator<Item = Mark<'a>>,
    now: DateTime<Utc>,
) -> ClockState {
    let clock = (setting, seats, start, first_turn);
    fold_clock_with(clock, marks, now, Rhythm::default())
}

/// [`fold_clock`] under a game's timed rule ([`Rhythm`]); `clock` is the
/// setting, the seats, the start and the first turn as there.
pub fn fold_clock_with<'a>(
    clock: (Option<ClockSetting>, usize, DateTime<Utc>, Option<usize>),
    marks: impl IntoIterator<Item = Mark<'a>>,
    now: DateTime<Utc>,
    rhythm: Rhythm<'_>,
) -> ClockState {
    let (setting, seats, start, first_turn) = clock;
    let mut state = ClockState {
        setting,
        phase: if setting.is_some() && !rhythm.from_start {
            Phase::Waiting
        } else {
            Phase::Running
        },
        seat: first_turn,
        turn_elapsed: TimeDelta::zero(),
        players: vec![PlayerTime::default(); seats],
        done_this_turn: Vec::new(),
        gap: None,
        turn_from: start,
        held: false,
    };
    if let Some(p) = first_turn.and_then(|s| state.players.get_mut(s)) {
        p.turns += 1;
    }
    let mut last = start;
    for mark in marks {
        state.hold_until(&mut last, mark.at, rhythm.holds);
        state.run_until(&mut last, mark.at);
        match mark.tick {
            Tick::Pause => state.phase = Phase::Paused,
            Tick::Resume => state.phase = Phase::Running,
            Tick::Done(rule) if rule == LONG_GAP.id => state.count_gap(),
            Tick::Done(rule) => state.done_this_turn.push(rule.to_string()),
            Tick::Other => {}
        }
        if mark.turn != state.seat {
            // A gap that ended at this very entry can still be counted in
            // the turn it passes to; an older one stays a pause for good.
            if state.gap.is_some_and(|g| g.until < mark.at) {
                state.gap = None;
            }
            state.pass_to(mark.turn, mark.at);
        }
    }
    if setting.is_some() {
        state.hold_until(&mut last, now, rhythm.holds);
        state.run_until(&mut last, now);
    }
    state
}

impl ClockState {
    /// Charges the time from `*last` to `to` to the player at turn, when the
    /// clock runs; entries stamped out of order (a clock set back) charge
    /// nothing. A span longer than a turn can take ([`plausible_turn`]) is
    /// taken as a pause and kept as the [`Gap`] the table may count.
    fn run_until(&mut self, last: &mut DateTime<Utc>, to: DateTime<Utc>) {
        let span = (to - *last).max(TimeDelta::zero());
        *last = (*last).max(to);
        if self.phase != Phase::Running || self.held {
            return;
        }
        if let Some(setting) = self.setting
            && span > plausible_turn(setting)
        {
            self.gap = Some(Gap {
                seat: self.seat,
                span,
                until: to,
            });
            return;
        }
        self.charge(self.seat, span);
    }

    fn charge(&mut self, seat: Option<usize>, span: TimeDelta) {
        if seat == self.seat {
            self.turn_elapsed += span;
        }
        if let Some(p) = seat.and_then(|s| self.players.get_mut(s)) {
            p.used += span;
        }
    }

    /// The table counts the gap after all: charged to whose turn it was.
    fn count_gap(&mut self) {
        if let Some(gap) = self.gap.take() {
            self.charge(gap.seat, gap.span);
        }
    }

    /// Runs the clock up to the hold of the turn in progress, if it has one
    /// before `to`, and holds it there.
    fn hold_until(&mut self, last: &mut DateTime<Utc>, to: DateTime<Utc>, holds: &[Hold]) {
        if self.held {
            return;
        }
        let hold = holds
            .iter()
            .find(|h| h.turn_from == self.turn_from && h.at >= *last && h.at <= to);
        if let Some(hold) = hold {
            self.run_until(last, hold.at);
            self.held = true;
        }
    }

    /// The turn passed at `at`: the countdown starts again (no longer
    /// held), and a clock that was waiting starts (a paused one stays
    /// paused).
    fn pass_to(&mut self, seat: Option<usize>, at: DateTime<Utc>) {
        self.seat = seat;
        self.turn_from = at;
        self.held = false;
        self.turn_elapsed = TimeDelta::zero();
        self.done_this_turn.clear();
        if let Some(p) = seat.and_then(|s| self.players.get_mut(s)) {
            p.turns += 1;
        }
        if self.phase == Phase::Waiting {
            self.phase = Phase::Running;
        }
    }
}

/// A span of time as a clock shows it: `0:07`, `12:30`, `1:02:03`.
pub fn show_time(span: TimeDelta) -> String {
    let total = span.num_seconds().max(0);
    let (h, m, s) = (total / 3600, (total / 60) % 60, total % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The countdown shows whole seconds rounded up, so `0:00` appears exactly
/// when the time is up and never a second early.
pub fn show_left(span: TimeDelta) -> String {
    let millis = span.num_milliseconds().max(0);
    show_time(TimeDelta::seconds((millis + 999) / 1000))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEN: Option<ClockSetting> = Some(ClockSetting::Countdown { seconds: 10 });

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_700_000_000 + seconds, 0).expect("an instant")
    }

    fn pass(seconds: i64, to: usize) -> Mark<'static> {
        Mark {
            at: at(seconds),
            turn: Some(to),
            tick: Tick::Other,
        }
    }

    fn fold(marks: &[Mark<'static>], now: i64, rhythm: Rhythm<'_>) -> ClockState {
        fold_clock_with((TEN, 2, at(0), Some(0)), marks.to_vec(), at(now), rhythm)
    }

    #[test]
    fn a_clock_from_the_start_runs_in_the_first_turn_with_nothing_clicked() {
        let from_start = Rhythm {
            from_start: true,
            holds: &[],
        };
        let clock = fold(&[], 4, from_start);
        assert_eq!(clock.phase, Phase::Running);
        assert_eq!(clock.remaining(), Some(TimeDelta::seconds(6)));
        assert!(fold(&[], 11, from_start).time_up());
        // The plain clock still waits for the turn to pass.
        assert_eq!(fold(&[], 4, Rhythm::default()).phase, Phase::Waiting);
    }

    #[test]
    fn a_held_turn_stands_still_until_the_turn_passes_and_then_runs_afresh() {
        let holds = [Hold {
            turn_from: at(0),
            at: at(3),
        }];
        let rhythm = Rhythm {
            from_start: true,
            holds: &holds,
        };
        let held = fold(&[], 60, rhythm);
        assert!(held.held && !held.running() && !held.time_up());
        assert_eq!(held.remaining(), Some(TimeDelta::seconds(7)));
        assert!(!held.can_pause() && !held.can_resume() && !held.can_hold());
        // The turn passes at 20: the next player's ten seconds from then.
        let next = fold(&[pass(20, 1)], 24, rhythm);
        assert!(!next.held && next.running());
        assert_eq!(next.turn_from, at(20));
        assert_eq!(next.remaining(), Some(TimeDelta::seconds(6)));
        assert_eq!(next.players[0].used, TimeDelta::seconds(3));
        // A hold of another turn (undone and entered anew) holds nothing.
        let other = [Hold {
            turn_from: at(19),
            at: at(21),
        }];
        let again = fold(
            &[pass(20, 1)],
            24,
            Rhythm {
                from_start: true,
                holds: &other,
            },
        );
        assert!(!again.held);
    }
}
