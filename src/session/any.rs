//! One way for the window and the command line to play any game.

use super::line::{Line, parse_line};
use super::log::EntryKind;
use super::session::{Ack, EntryError, Input, Session};
use crate::core::{
    BoardValue, Chart, ClockState, Considering, Counter, DieThrow, Finding, Game, GameId, Msg,
    Odds, Outcome,
};
use chrono::{DateTime, Utc};
use std::path::Path;

/// What a line did.
#[derive(Debug, Clone, PartialEq)]
pub enum LineOutcome {
    /// An entry was saved.
    Entered(Ack),
    /// Undo, redo or jump: this many entries are now in effect.
    Moved(usize),
}

/// Why a line did nothing.
#[derive(Debug, thiserror::Error)]
pub enum LineError {
    /// The words could not be read.
    #[error("{}", .0.key)]
    Parse(Msg),
    /// The entry was not made.
    #[error(transparent)]
    Entry(#[from] EntryError),
}

/// One entry of the history as people read it.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryItem {
    /// Its number, from 1.
    pub number: usize,
    /// When it was entered (UTC).
    pub at: DateTime<Utc>,
    /// The entry in the text notation.
    pub notation: String,
    /// What it did, in words.
    pub description: Msg,
    /// Who did it, when the game can tell and the description does not say.
    pub who: Option<String>,
    /// Violations the table applied anyway.
    pub overrides: Vec<String>,
    /// What re-checking it found (empty for undone entries).
    pub findings: Vec<Finding>,
    /// Whether it is in effect (false once undone).
    pub active: bool,
    /// False when the rules now reject it and it was skipped.
    pub applied: bool,
}

/// A game in play, whichever game it is. `Send`, so the window can open or
/// create one off its update loop and take it back.
pub trait AnySession: Send {
    /// Which game.
    fn game(&self) -> GameId;
    /// The players' names in seating order.
    fn players(&self) -> Vec<String>;
    /// When the game was set up.
    fn created(&self) -> DateTime<Utc>;
    /// When the last entry was made.
    fn last_played(&self) -> DateTime<Utc>;
    /// The save file, if any.
    fn path(&self) -> Option<&Path>;
    /// Reads a line of notation and enters it, exactly as typed.
    fn enter_line(&mut self, text: &str) -> Result<LineOutcome, LineError>;
    /// Whether `text` reads as a move in the game's own words, without
    /// "apply anyway": not a history move, a correction, a note, a board
    /// value or the clock. The only lines a phone may enter; the rest
    /// stays with the laptop.
    fn is_plain_play(&self, text: &str) -> bool;
    /// Whose move `text` is, read against the state now
    /// ([`Game::entered_by`]); none when it is the table's doing; why not,
    /// when it does not read as a move.
    fn entered_by(&self, text: &str) -> Result<Option<usize>, Msg>;
    /// The seats besides the one at turn the rules wait for ([`Game::asked`]).
    fn asked(&self) -> Vec<usize>;
    /// The game's keys for a phone's keypad ([`Game::phone_keys`]).
    fn phone_keys(&self) -> Vec<crate::core::PhoneKey>;
    /// How the notation names each seat ([`Game::seat_word`]).
    fn seat_words(&self) -> Vec<String>;
    /// Undoes the last entry; returns how many entries are in effect.
    fn undo(&mut self) -> Result<usize, EntryError>;
    /// Redoes the first undone entry.
    fn redo(&mut self) -> Result<usize, EntryError>;
    /// Keeps the first `to` entries in effect.
    fn seek(&mut self, to: usize) -> Result<usize, EntryError>;
    /// How many entries are in effect.
    fn cursor(&self) -> usize;
    /// The whole history, undone entries included.
    fn history(&self) -> Vec<HistoryItem>;
    /// The history one entry at a time, from the first (`.rev()` from the
    /// newest), each made only when it is reached: for a long game, what
    /// shows or writes entries one by one holds one, not all of them.
    fn history_iter(&self) -> Box<dyn DoubleEndedIterator<Item = HistoryItem> + '_>;
    /// How many entries the history has, undone ones included.
    fn history_len(&self) -> usize;
    /// Who did entry `number` (from 1), when known, and what it did, in
    /// words; cheaper than the whole history.
    fn describe(&self, number: usize) -> Option<(Option<String>, Msg)>;
    /// Every tracked number.
    fn counters(&self) -> Vec<Counter>;
    /// What the table must do now.
    fn reminders(&self) -> Vec<Finding>;
    /// The state as JSON, for `replay --json` and tests.
    fn state_json(&self) -> serde_json::Value;
    /// An example of the game's notation for the quick-entry field.
    fn entry_hint(&self) -> Msg;
    /// The seat whose turn it is, when the game has turns.
    fn current_player(&self) -> Option<usize>;
    /// Whose turn it was before anything was entered: the seat that
    /// started, when the game has turns (an export names the start player).
    fn start_player(&self) -> Option<usize>;
    /// Whose turn it is as people say it, when the game has turns.
    fn turn_of(&self) -> Option<Msg>;
    /// Where the game stands (round, day, step).
    fn progress(&self) -> Vec<Msg>;
    /// Whether there is an entry to undo.
    fn can_undo(&self) -> bool;
    /// Whether there is an undone entry to redo.
    fn can_redo(&self) -> bool;
    /// A board value in effect now, when the table has entered it.
    fn board_value(&self, key: &str) -> Option<i64>;
    /// Printed values of the box's cards entered in this game, for the
    /// household to keep (see `Game::box_values`).
    fn box_values(&self) -> Vec<(String, i64)>;
    /// The board values this game uses that the table has not entered yet
    /// (see `Game::board_value_used`): what needs them is refused until a
    /// `board` entry gives them.
    fn missing_board_values(&self) -> Vec<BoardValue>;
    /// The turn clock and every player's turns and time at the instant
    /// `now` (with no clock chosen, only the turns and times).
    fn clock_at(&self, now: DateTime<Utc>) -> ClockState;
    /// The player at turn showed what they do at `at`: under a rule that
    /// times only the decision, the turn's clock stands still until the
    /// turn passes (see `Session::hold_clock`). Says whether it was held.
    fn hold_clock(&mut self, at: DateTime<Utc>) -> bool;
    /// The people at the table, once each, in the order the setup names
    /// them (where seats are characters, several seats may be one person).
    fn people(&self) -> Vec<String>;
    /// The setup as the setup screen or `holster new` gave it, so a new
    /// game can start with the same players, seats and options.
    fn setup_input(&self) -> crate::core::SetupInput;
    /// How the game ended, as the game says it; `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// The exact odds of the choice the dice make now (see `Game::odds`).
    fn odds(&self, considering: &Considering) -> Vec<Odds>;
    /// Every die entered by the entries in effect (undone ones left out),
    /// in the order entered.
    fn dice(&self) -> Vec<DieThrow>;
    /// When each entry was made, undone ones included (the table spent
    /// that time too), in the order entered.
    fn entry_times(&self) -> Vec<DateTime<Utc>>;
    /// The game as a chart, from the entries in effect: a fold of the
    /// whole log, so keep it while the log does not change.
    fn chart(&self) -> Chart;
    /// The typed session behind this one, for a game's own screens
    /// (`downcast_ref::<Session<TheGame>>()`).
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<G: Game> AnySession for Session<G> {
    fn game(&self) -> GameId {
        G::ID
    }

    fn players(&self) -> Vec<String> {
        G::players(self.setup())
    }

    fn created(&self) -> DateTime<Utc> {
        Session::created(self)
    }

    fn last_played(&self) -> DateTime<Utc> {
        Session::last_played(self)
    }

    fn path(&self) -> Option<&Path> {
        Session::path(self)
    }

    fn enter_line(&mut self, text: &str) -> Result<LineOutcome, LineError> {
        let parsed = parse_line(
            text,
            &G::players(self.setup()),
            &self.counters(),
            G::counter_words(),
        )
        .map_err(LineError::Parse)?;
        let input = match parsed.line {
            Line::Undo => return Ok(LineOutcome::Moved(self.undo()?)),
            Line::Redo => return Ok(LineOutcome::Moved(self.redo()?)),
            Line::Jump(to) => return Ok(LineOutcome::Moved(self.seek(to)?)),
            Line::Note(text) => Input::Note(text.to_string()),
            Line::Done(rule) => Input::Done(rule.to_string()),
            Line::Pick => {
                use rand::Rng;
                let seats = G::players(self.setup()).len().max(1);
                Input::Pick(rand::rng().random_range(0..seats))
            }
            Line::Fix { counter, to } => Input::Correct { counter, to },
            Line::Pause => Input::Pause,
            Line::Resume => Input::Resume,
            Line::Board { key, to } => Input::Board {
                key: key.to_lowercase(),
                to,
            },
            Line::Game(words) => {
                Input::Play(G::parse_action(self.setup(), &words).map_err(LineError::Parse)?)
            }
        };
        Ok(LineOutcome::Entered(
            self.enter(input, parsed.apply_anyway)?,
        ))
    }

    fn is_plain_play(&self, text: &str) -> bool {
        parse_line(
            text,
            &G::players(self.setup()),
            &self.counters(),
            G::counter_words(),
        )
        .is_ok_and(|parsed| matches!(parsed.line, Line::Game(_)) && !parsed.apply_anyway)
    }

    fn entered_by(&self, text: &str) -> Result<Option<usize>, Msg> {
        let parsed = parse_line(
            text,
            &G::players(self.setup()),
            &self.counters(),
            G::counter_words(),
        )?;
        let Line::Game(words) = parsed.line else {
            return Ok(None);
        };
        let action = G::parse_action(self.setup(), &words)?;
        Ok(G::entered_by(self.state(), &action))
    }

    fn asked(&self) -> Vec<usize> {
        G::asked(self.state())
    }

    fn phone_keys(&self) -> Vec<crate::core::PhoneKey> {
        G::phone_keys()
    }

    fn seat_words(&self) -> Vec<String> {
        let seats = G::players(self.setup()).len();
        (0..seats)
            .map(|seat| G::seat_word(self.setup(), seat))
            .collect()
    }

    fn undo(&mut self) -> Result<usize, EntryError> {
        Session::undo(self)
    }

    fn redo(&mut self) -> Result<usize, EntryError> {
        Session::redo(self)
    }

    fn seek(&mut self, to: usize) -> Result<usize, EntryError> {
        Session::seek(self, to)
    }

    fn cursor(&self) -> usize {
        self.log().cursor()
    }

    fn history(&self) -> Vec<HistoryItem> {
        self.history_iter().collect()
    }

    fn history_iter(&self) -> Box<dyn DoubleEndedIterator<Item = HistoryItem> + '_> {
        let players = G::players(self.setup());
        let undone = undone_actors(self);
        Box::new(
            (0..self.log().len()).filter_map(move |i| history_item(self, &players, i, &undone)),
        )
    }

    fn history_len(&self) -> usize {
        self.log().len()
    }

    fn describe(&self, number: usize) -> Option<(Option<String>, Msg)> {
        let players = G::players(self.setup());
        let undone = undone_actors(self);
        history_item(self, &players, number.checked_sub(1)?, &undone)
            .map(|item| (item.who, item.description))
    }

    fn counters(&self) -> Vec<Counter> {
        Session::counters(self)
    }

    fn reminders(&self) -> Vec<Finding> {
        Session::reminders(self)
    }

    fn state_json(&self) -> serde_json::Value {
        serde_json::to_value(self.state()).unwrap_or(serde_json::Value::Null)
    }

    fn entry_hint(&self) -> Msg {
        G::entry_hint()
    }

    fn current_player(&self) -> Option<usize> {
        G::current_player(self.state())
    }

    fn start_player(&self) -> Option<usize> {
        G::current_player(&G::initial(self.setup()))
    }

    fn turn_of(&self) -> Option<Msg> {
        G::current_player(self.state()).map(|seat| G::turn_of(self.setup(), seat))
    }

    fn progress(&self) -> Vec<Msg> {
        G::progress(self.state())
    }

    fn can_undo(&self) -> bool {
        self.log().can_undo()
    }

    fn can_redo(&self) -> bool {
        self.log().can_redo()
    }

    fn board_value(&self, key: &str) -> Option<i64> {
        G::board_value(self.state(), key)
    }

    fn box_values(&self) -> Vec<(String, i64)> {
        G::box_values(self.state())
    }

    fn missing_board_values(&self) -> Vec<BoardValue> {
        // Only what this game uses, as the setup screen asks (not the
        // building slots of another number of players).
        let input = G::setup_input(self.setup());
        G::board_values()
            .iter()
            .filter(|v| G::board_value_used(&input, v.key))
            .filter(|v| G::board_value(self.state(), v.key).is_none())
            .copied()
            .collect()
    }

    fn clock_at(&self, now: DateTime<Utc>) -> ClockState {
        Session::clock_at(self, now)
    }

    fn hold_clock(&mut self, at: DateTime<Utc>) -> bool {
        Session::hold_clock(self, at)
    }

    fn people(&self) -> Vec<String> {
        let mut people: Vec<String> = Vec::new();
        for name in G::setup_input(self.setup()).players {
            if !people.contains(&name) {
                people.push(name);
            }
        }
        people
    }

    fn setup_input(&self) -> crate::core::SetupInput {
        G::setup_input(self.setup())
    }

    fn outcome(&self) -> Option<Outcome> {
        G::outcome(self.setup(), self.state())
    }

    fn odds(&self, considering: &Considering) -> Vec<Odds> {
        G::odds(self.setup(), self.state(), considering)
    }

    fn dice(&self) -> Vec<DieThrow> {
        self.log()
            .active()
            .iter()
            .flat_map(|entry| match &entry.kind {
                EntryKind::Play { action, .. } => G::dice(action),
                _ => Vec::new(),
            })
            .collect()
    }

    fn entry_times(&self) -> Vec<DateTime<Utc>> {
        self.log().entries().iter().map(|e| e.at).collect()
    }

    fn chart(&self) -> Chart {
        super::chart::chart::<G>(self.setup(), self.log().active())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// Who did each entry, as if none were undone, so an undone row still names
/// its player; empty when nothing is undone (the usual case: no second fold).
fn undone_actors<G: Game>(session: &Session<G>) -> Vec<Option<usize>> {
    if !session.log().can_redo() {
        return Vec::new();
    }
    super::fold::Folded::<G>::from_entries(session.setup(), session.log().entries())
        .checks
        .iter()
        .map(|c| c.actor)
        .collect()
}

/// Entry `i` (from 0) of a session's log as people read it; `undone` holds
/// the players of entries past the cursor.
fn history_item<G: Game>(
    session: &Session<G>,
    players: &[String],
    i: usize,
    undone: &[Option<usize>],
) -> Option<HistoryItem> {
    let setup = session.setup();
    let cursor = session.log().cursor();
    let entry = session.log().entries().get(i)?;
    let check = session.checks().get(i).filter(|_| i < cursor);
    let (notation, description, overrides) = match &entry.kind {
        EntryKind::Play { action, overrides } => (
            G::format_action(setup, action),
            // As played, where the rules took it; an undone or refused
            // entry has no state before it to read.
            check
                .and_then(|c| c.described.clone())
                .unwrap_or_else(|| G::describe_action(setup, action)),
            overrides.clone(),
        ),
        EntryKind::Correction { counter, from, to } => {
            let who = counter.player.and_then(|p| players.get(p));
            let notation = super::words::correction_line(players, counter, *to);
            // The number's name for people, as the game labels it now.
            let label = session
                .counters()
                .into_iter()
                .find(|c| &c.id == counter)
                .map(|c| c.label)
                .filter(|label| label.args.is_empty());
            let msg = match who {
                Some(name) => Msg::new("entry-correction-player").arg("player", name.clone()),
                None => Msg::new("entry-correction-table"),
            };
            let msg = match label {
                Some(label) => msg.arg_key("counter", &label.key),
                None => msg.arg("counter", counter.name.clone()),
            }
            .arg("from", *from)
            .arg("to", *to);
            (notation, msg, Vec::new())
        }
        EntryKind::Note { text } => (
            format!("note {text}"),
            // A note can come from someone else's file: what it holds that
            // is not seen (ESC, U+202E) is shown written out, in the window
            // as on the command line; the notation keeps it exactly.
            Msg::new("entry-note").arg("text", crate::core::text::visible(text).into_owned()),
            Vec::new(),
        ),
        EntryKind::Pick { seat } => (
            format!("pick {}", seat + 1),
            Msg::new("entry-pick").arg("player", players.get(*seat).cloned().unwrap_or_default()),
            Vec::new(),
        ),
        EntryKind::Done { rule } => (
            format!("done {rule}"),
            Msg::new("entry-done").arg("rule", rule.clone()),
            Vec::new(),
        ),
        EntryKind::Board { key, from, to } => {
            let label = G::board_values().iter().find(|v| v.key == key);
            let msg = match from {
                Some(from) => Msg::new("entry-board-changed").arg("from", *from),
                None => Msg::new("entry-board-set"),
            };
            let msg = match label {
                Some(value) => msg.arg_key("value", value.label),
                None => msg.arg("value", key.clone()),
            };
            (format!("board {key} {to}"), msg.arg("to", *to), Vec::new())
        }
        EntryKind::Pause {} => ("pause".into(), Msg::new("clock-entry-paused"), Vec::new()),
        EntryKind::Resume {} => {
            // The first start reads as one; after a pause it is a resume.
            let paused_before = session.log().entries()[..i]
                .iter()
                .any(|e| matches!(e.kind, EntryKind::Pause {}));
            let key = if paused_before {
                "clock-entry-resumed"
            } else {
                "clock-entry-started"
            };
            ("resume".into(), Msg::new(key), Vec::new())
        }
    };
    Some(HistoryItem {
        number: i + 1,
        at: entry.at,
        notation,
        description,
        who: match check {
            Some(c) => c.actor,
            None => undone.get(i).copied().flatten(),
        }
        .and_then(|seat| players.get(seat).cloned()),
        overrides,
        findings: check.map(|c| c.findings.clone()).unwrap_or_default(),
        active: i < cursor,
        applied: check.is_none_or(|c| c.applied),
    })
}
