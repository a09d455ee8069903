//! One game in play: setup, log, folded state, and the file it is saved in.

use super::fold::{EntryCheck, Folded};
use super::log::{Entry, EntryKind, Log};
use super::rules;
use crate::core::{
    ClockSetting, Counter, CounterId, Finding, Game, Msg, Severity, needs_override, violation_ids,
};
use crate::store::{
    BOARD_FORMAT, CLOCK_FORMAT, FormatError, Header, JOURNAL_FORMAT, Journal, RawSave, Record,
    StoreError, backup_before_migration,
};
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};

/// Something a person enters.
#[derive(Debug, Clone, PartialEq)]
pub enum Input<A> {
    /// An action of the game.
    Play(A),
    /// Set a tracked number by hand.
    Correct {
        /// Which number.
        counter: CounterId,
        /// Its new value.
        to: i64,
    },
    /// A table note.
    Note(String),
    /// Mark a reminder (by rule id) as done.
    Done(String),
    /// Record a player picked at random.
    Pick(usize),
    /// Enter or change a board value for the rest of the game.
    Board {
        /// The board value's key.
        key: String,
        /// Its value from now on.
        to: i64,
    },
    /// Pause the turn clock.
    Pause,
    /// Start or resume the turn clock.
    Resume,
}

/// An entry was saved.
#[derive(Debug, Clone, PartialEq)]
pub struct Ack {
    /// Its number in the log, from 1.
    pub number: usize,
    /// What the rules said about it (violations here were applied anyway).
    pub findings: Vec<Finding>,
}

/// Why an entry or a move through the history was not made. Nothing changed.
#[derive(Debug, thiserror::Error)]
pub enum EntryError {
    /// The input is impossible.
    #[error("rejected: {}", .0.rule_id())]
    Rejected(Finding),
    /// The rules forbid it; it can be applied anyway.
    #[error("needs an override")]
    NeedsOverride(Vec<Finding>),
    /// It could not be saved, so it was not made.
    #[error("not saved: {0}")]
    Save(#[from] StoreError),
    /// There is nothing to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// There is nothing to redo.
    #[error("nothing to redo")]
    NothingToRedo,
    /// There is no such position in the history.
    #[error("no entry {0}")]
    NoSuchEntry(usize),
}

/// What opening a saved game found, for the person to know.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OpenReport {
    /// A record cut off mid-write (never acknowledged) was dropped.
    pub dropped_torn_tail: bool,
    /// Where the bytes cut off were kept (`NAME.toml.torn`).
    pub torn_kept: Option<PathBuf>,
    /// The file was in an older format, kept at this path and rewritten.
    pub migrated_from: Option<(u32, PathBuf)>,
}

/// One game in play.
#[derive(Debug)]
pub struct Session<G: Game> {
    header: Header<G::Setup>,
    log: Log<G::Action>,
    folded: Folded<G>,
    journal: Option<Journal>,
    /// The turns whose clock stands still since the player showed what
    /// they do ([`crate::core::Hold`]): the window's, not the file's (a
    /// hold is not an entry, so it is neither undone nor saved).
    holds: Vec<crate::core::Hold>,
}

/// Records that are only cursor moves are dropped when a file is opened and
/// they outnumber the entries by this much, so files do not grow without end.
const COMPACT_SLACK: usize = 64;

impl<G: Game> Session<G> {
    /// A game held only in memory (nothing is saved).
    pub fn in_memory(setup: G::Setup, created: DateTime<Utc>) -> Self {
        let folded = Folded::new(&setup);
        Session {
            header: Header {
                // The lowest version that describes the file; an entry that
                // needs a newer one raises it (see `upgrade_format`).
                format_version: JOURNAL_FORMAT,
                game: G::ID,
                created,
                written_by: written_by(),
                clock: None,
                setup,
            },
            log: Log::default(),
            folded,
            journal: None,
            holds: Vec::new(),
        }
    }

    /// The same game with a turn clock (or none). A clock makes the file
    /// format 4 from the start; without one it stays as low as it was.
    pub fn with_clock(mut self, clock: Option<ClockSetting>) -> Self {
        if clock.is_some() {
            self.header.format_version = self.header.format_version.max(CLOCK_FORMAT);
        }
        self.header.clock = clock;
        self
    }

    /// Creates a new saved game at `path`; refuses to replace a file.
    pub fn create(path: &Path, setup: G::Setup) -> Result<Self, StoreError> {
        Session::create_with_clock(path, setup, None)
    }

    /// Creates a new saved game at `path` with the turn clock chosen at
    /// setup (none: no clock); refuses to replace a file.
    pub fn create_with_clock(
        path: &Path,
        setup: G::Setup,
        clock: Option<ClockSetting>,
    ) -> Result<Self, StoreError> {
        // Milliseconds are plenty and keep the file easy to read.
        let now = chrono::SubsecRound::trunc_subsecs(Utc::now(), 3);
        let mut session = Session::in_memory(setup, now).with_clock(clock);
        session.journal = Some(Journal::create(path, &session.header)?);
        Ok(session)
    }

    /// Reads a saved game without taking it for writing (for replay and lists).
    pub fn read(raw: RawSave) -> Result<Self, FormatError> {
        let header: Header<G::Setup> = raw.header_for(G::ID)?;
        // Before anything is folded: the rules trust their setup, so one
        // Holster would never make (a hand-edited file) must not reach them.
        G::check_stored(&header.setup).map_err(|why| setup_refused(&why))?;
        super::clock::check_stored_clock(&header)?;
        let mut log = Log::default();
        log.reserve(raw.record_count());
        // Record by record, straight into the log: the file's text and one
        // record's document are all that is held besides.
        for (i, record) in raw.records::<G::Action>().enumerate() {
            match record? {
                Record::Entry(entry) => {
                    super::clock::check_stored_entry(&header, &entry.kind, i + 1)?;
                    log.push(entry);
                }
                Record::Cursor { to, .. } => {
                    if !log.seek(to) {
                        return Err(FormatError::Inconsistent(format!(
                            "record {} moves to entry {to}, past the end",
                            i + 1
                        )));
                    }
                }
            }
        }
        drop(raw);
        let folded = Folded::from_entries(&header.setup, log.active());
        Ok(Session {
            header,
            log,
            folded,
            journal: None,
            holds: Vec::new(),
        })
    }

    /// Opens a saved game for play: locks it, reads and checks all of it,
    /// and only then cuts off a record that was never written whole (kept
    /// beside the game), migrates an older format (keeping the original
    /// beside it), and drops undo records that have piled up. A file that
    /// is refused is left exactly as it was.
    pub fn open(path: &Path) -> Result<(Self, OpenReport), StoreError> {
        let opened = Journal::open(path)?;
        let records = opened.raw.record_count();
        let (migrated, found_version) = (opened.raw.migrated(), opened.raw.found_version);
        let torn = opened
            .raw
            .torn_tail
            .then(|| (opened.raw.good_len, opened.raw.torn_bytes().to_vec()));
        let mut session = Session::read(opened.raw).map_err(|e| StoreError::format(path, e))?;
        let mut journal = opened.journal;
        let mut report = OpenReport::default();
        if let Some((good_len, bytes)) = torn {
            report.dropped_torn_tail = true;
            report.torn_kept = Some(journal.cut_torn_tail(good_len, &bytes)?);
        }
        if migrated {
            let backup = backup_before_migration(path, found_version)?;
            report.migrated_from = Some((found_version, backup));
            session.header.format_version = JOURNAL_FORMAT;
            journal.rewrite(&session.header, &session.compact_records())?;
        } else if records > session.log.len() + COMPACT_SLACK && !journal.is_hard_linked() {
            // (A game with other names is never replaced by a compacted copy:
            // those names would keep the old file.)
            journal.rewrite(&session.header, &session.compact_records())?;
        }
        session.journal = Some(journal);
        Ok((session, report))
    }

    /// The shortest journal that gives the same log: every entry, then the
    /// cursor when entries are undone.
    fn compact_records(&self) -> Vec<Record<G::Action>> {
        let mut records: Vec<Record<G::Action>> = self
            .log
            .entries()
            .iter()
            .cloned()
            .map(Record::Entry)
            .collect();
        if self.log.can_redo() {
            let at = self
                .log
                .entries()
                .last()
                .map_or(self.header.created, |e| e.at);
            records.push(Record::Cursor {
                at,
                to: self.log.cursor(),
            });
        }
        records
    }

    /// A finding about a tracked number, naming it as the screen does: the
    /// player's name (`whose` is `player` or `table`) and the number's label
    /// (its notation name when it has no plain label), never an internal id.
    fn named(&self, finding: Finding, counter: &CounterId, label: Option<&Msg>) -> Finding {
        let players = G::players(&self.header.setup);
        let owner = counter.player.and_then(|seat| players.get(seat)).cloned();
        let finding = match label.filter(|l| l.args.is_empty()) {
            Some(label) => finding.arg("counter", crate::core::Arg::Key(label.key.clone())),
            None => finding.arg("counter", counter.name.clone()),
        };
        match owner {
            Some(name) => finding.arg("whose", "player").arg("player", name),
            None => finding.arg("whose", "table").arg("player", ""),
        }
    }

    /// What the rules would say about an input, without entering it.
    /// `Err` means it is impossible.
    pub fn check(&self, input: &Input<G::Action>) -> Result<Vec<Finding>, Finding> {
        match input {
            Input::Play(action) => G::decide(&self.folded.state, action).map(|d| d.findings),
            Input::Correct { counter, to } => {
                let counters = G::counters(&self.folded.state);
                let Some(found) = counters.iter().find(|c| &c.id == counter) else {
                    return Err(self.named(rules::UNKNOWN_COUNTER.finding(), counter, None));
                };
                if !(found.min..=found.max).contains(to) {
                    return Err(self
                        .named(rules::OUT_OF_RANGE.finding(), counter, Some(&found.label))
                        .arg("value", *to)
                        .arg("min", found.min)
                        .arg("max", found.max));
                }
                Ok(Vec::new())
            }
            Input::Note(text) if text.trim().is_empty() => Err(rules::EMPTY_NOTE.finding()),
            Input::Note(_) => Ok(Vec::new()),
            Input::Pick(seat) if *seat >= G::players(&self.header.setup).len() => {
                Err(rules::NO_SUCH_SEAT.finding().arg("seat", seat + 1))
            }
            Input::Pick(_) => Ok(Vec::new()),
            Input::Done(rule) => {
                if self.reminders().iter().any(|f| f.rule_id() == rule) {
                    Ok(Vec::new())
                } else {
                    Err(rules::NO_SUCH_REMINDER.finding().arg("rule", rule.clone()))
                }
            }
            Input::Board { key, to } => check_board::<G>(key, *to).map(|_| Vec::new()),
            Input::Pause | Input::Resume => self.check_clock(input).map(|()| Vec::new()),
        }
    }

    /// Checks and enters an input now. See [`Session::enter_at`].
    pub fn enter(
        &mut self,
        input: Input<G::Action>,
        apply_anyway: bool,
    ) -> Result<Ack, EntryError> {
        self.enter_at(input, apply_anyway, Utc::now())
    }

    /// Checks an input and, when the rules allow it or the table applies it
    /// anyway, saves it and only then applies it. On any error nothing changes.
    pub fn enter_at(
        &mut self,
        input: Input<G::Action>,
        apply_anyway: bool,
        at: DateTime<Utc>,
    ) -> Result<Ack, EntryError> {
        let findings = match &input {
            // A reminder is marked done at the moment of the entry: the
            // clock's (time up, a long gap) are read then, not at the
            // moment this runs.
            Input::Done(rule) if self.reminders_at(at).iter().any(|f| f.rule_id() == rule) => {
                Ok(Vec::new())
            }
            _ => self.check(&input),
        }
        .map_err(EntryError::Rejected)?;
        if needs_override(&findings) && !apply_anyway {
            // Say why it was refused, and nothing of what it would have done
            // (an Indian attack, a winner) as if it had happened.
            let violations = findings
                .into_iter()
                .filter(|f| f.severity() == Severity::Violation)
                .collect();
            return Err(EntryError::NeedsOverride(violations));
        }
        let kind = match input {
            Input::Play(action) => EntryKind::Play {
                action,
                overrides: violation_ids(&findings),
            },
            Input::Correct { counter, to } => {
                let from = G::counters(&self.folded.state)
                    .into_iter()
                    .find(|c| c.id == counter)
                    .map_or(0, |c| c.value);
                EntryKind::Correction { counter, from, to }
            }
            Input::Note(text) => EntryKind::Note {
                text: text.split_whitespace().collect::<Vec<_>>().join(" "),
            },
            Input::Done(rule) => EntryKind::Done { rule },
            Input::Pick(seat) => EntryKind::Pick { seat },
            Input::Board { key, to } => EntryKind::Board {
                from: G::board_value(&self.folded.state, &key),
                key,
                to,
            },
            Input::Pause => EntryKind::Pause {},
            Input::Resume => EntryKind::Resume {},
        };
        // The file keeps milliseconds; so does the log, so the clock read
        // from it is the same before and after the game is reopened.
        let at = chrono::SubsecRound::trunc_subsecs(at, 3);
        let entry = Entry { at, kind };
        if matches!(entry.kind, EntryKind::Board { .. }) {
            self.upgrade_format(BOARD_FORMAT)?;
        }
        if let Some(journal) = &mut self.journal {
            journal.append_entry(&entry)?;
        }
        if self.log.can_redo() {
            self.log.push(entry);
            self.refold();
        } else {
            self.folded.apply(&self.header.setup, &entry);
            self.log.push(entry);
        }
        let number = self.log.cursor();
        Ok(Ack {
            number,
            findings: self
                .folded
                .checks
                .last()
                .map(|c| c.findings.clone())
                .unwrap_or_default(),
        })
    }

    /// Makes the file say at least `version` before an entry that needs it
    /// is written, so that an older Holster reads "written by a newer
    /// Holster" rather than damage. The file is rewritten once (atomically,
    /// with the journal compacted); on failure nothing changes.
    fn upgrade_format(&mut self, version: u32) -> Result<(), StoreError> {
        if self.header.format_version >= version {
            return Ok(());
        }
        let before = self.header.format_version;
        self.header.format_version = version;
        let records = self.journal.as_ref().map(|_| self.compact_records());
        if let (Some(journal), Some(records)) = (&mut self.journal, records)
            && let Err(e) = journal.rewrite(&self.header, &records)
        {
            self.header.format_version = before;
            return Err(e);
        }
        Ok(())
    }

    /// Undoes the last entry in effect.
    pub fn undo(&mut self) -> Result<usize, EntryError> {
        if !self.log.can_undo() {
            return Err(EntryError::NothingToUndo);
        }
        self.seek(self.log.cursor() - 1)
    }

    /// Redoes the first undone entry.
    pub fn redo(&mut self) -> Result<usize, EntryError> {
        if !self.log.can_redo() {
            return Err(EntryError::NothingToRedo);
        }
        self.seek(self.log.cursor() + 1)
    }

    /// Moves to any point in the history: `to` entries in effect. Saved first.
    pub fn seek(&mut self, to: usize) -> Result<usize, EntryError> {
        if to > self.log.len() {
            return Err(EntryError::NoSuchEntry(to));
        }
        if to == self.log.cursor() {
            return Ok(to);
        }
        if let Some(journal) = &mut self.journal {
            journal.append(&Record::<G::Action>::Cursor { at: Utc::now(), to })?;
        }
        let forward_by_one = to == self.log.cursor() + 1;
        self.log.seek(to);
        if forward_by_one {
            let entry = &self.log.active()[to - 1];
            self.folded.apply(&self.header.setup, entry);
        } else {
            self.refold();
        }
        Ok(to)
    }

    fn refold(&mut self) {
        self.folded = Folded::from_entries(&self.header.setup, self.log.active());
    }

    /// The setup.
    pub fn setup(&self) -> &G::Setup {
        &self.header.setup
    }

    /// When the game was set up.
    pub fn created(&self) -> DateTime<Utc> {
        self.header.created
    }

    /// When the last entry was made (the creation time before any).
    pub fn last_played(&self) -> DateTime<Utc> {
        self.log
            .entries()
            .last()
            .map_or(self.header.created, |e| e.at)
    }

    /// The state now.
    pub fn state(&self) -> &G::State {
        &self.folded.state
    }

    /// The log.
    pub fn log(&self) -> &Log<G::Action> {
        &self.log
    }

    /// What re-checking each entry in effect found, in order.
    pub fn checks(&self) -> &[EntryCheck] {
        &self.folded.checks
    }

    /// What the table must do now.
    pub fn reminders(&self) -> Vec<Finding> {
        self.reminders_at(Utc::now())
    }

    /// What the table must do at the instant `now`: the game's reminders
    /// not marked done, and the turn clock's when its time has run out.
    pub fn reminders_at(&self, now: DateTime<Utc>) -> Vec<Finding> {
        let mut reminders = self.folded.reminders();
        reminders.extend(self.clock_reminder(now));
        reminders
    }

    /// The header as saved (the clock module reads the clock from it).
    pub(super) fn header(&self) -> &Header<G::Setup> {
        &self.header
    }

    /// The state folded from the log, with whose turn it was after each entry.
    pub(super) fn folded(&self) -> &Folded<G> {
        &self.folded
    }

    /// The turns held so far ([`crate::core::Hold`]).
    pub(super) fn holds(&self) -> &[crate::core::Hold] {
        &self.holds
    }

    /// The turns held so far, to add one.
    pub(super) fn holds_mut(&mut self) -> &mut Vec<crate::core::Hold> {
        &mut self.holds
    }

    /// Every tracked number.
    pub fn counters(&self) -> Vec<Counter> {
        G::counters(&self.folded.state)
    }

    /// The file this game is saved in, if any.
    pub fn path(&self) -> Option<&Path> {
        self.journal.as_ref().map(Journal::path)
    }
}

/// The board value `key` of the game, if `to` is in its range; otherwise
/// the Rejected finding that says why not.
pub(super) fn check_board<G: Game>(key: &str, to: i64) -> Result<(), Finding> {
    let values = G::board_values();
    let Some(value) = values.iter().find(|v| v.key == key) else {
        let keys: Vec<&str> = values.iter().map(|v| v.key).collect();
        return Err(rules::UNKNOWN_BOARD_VALUE
            .finding()
            .arg("key", key.to_string())
            .arg("keys", keys.join(", ")));
    };
    if !(value.min..=value.max).contains(&to) {
        return Err(rules::BOARD_OUT_OF_RANGE
            .finding()
            .arg("value", crate::core::Arg::Key(value.label.to_string()))
            .arg("typed", to)
            .arg("min", value.min)
            .arg("max", value.max));
    }
    Ok(())
}

/// A stored setup the game refuses, with the game's own reason (shown in the
/// player's language).
fn setup_refused(why: &Msg) -> FormatError {
    FormatError::Setup(why.clone())
}

fn written_by() -> String {
    format!("Holster {}", env!("CARGO_PKG_VERSION"))
}
