//! The table view: the frame every game is played in. A header with the game,
//! where it stands and whose turn it is; the game's action area with the
//! quick-entry field and a reserved place for what the rules said; the
//! players as the game draws them; and the reminders and the history with
//! undo, redo and notes, beside them or, when the window has no room, in a
//! drawer opened from the header.
//!
//! Nothing moves under the finger: every part has a fixed place and size
//! for the window it is in ([`layout`]), so a click never shifts the button
//! the next click will land on.

pub mod board;
mod chart;
pub mod clock;
mod end;
mod entering;
mod follow;
mod history;
mod layout;
mod odds;
mod outcome;
pub mod phones;
mod players;
#[cfg(test)]
mod tests;
mod view;

use super::games::{self, Pad};
use super::summary::{self, Summary};
use super::widgets::TextHistory;
use crate::core::{ClockSetting, CounterId, GameId, Msg, SetupInput};
use crate::rulebook::Book;
use crate::session::{AnySession, OpenReport};
pub use chart::{CHART_BUTTON_ID, CHART_PANEL_ID};
use entering::Origin;
use iced::Task;
use iced::widget::operation::RelativeOffset;
pub use outcome::{Outcome, WHOLE_BUTTON_ID, WHOLE_PANEL_ID};
pub use view::{ACTION_ID, FACTS_ID};

/// The id of the quick-entry field, for focus and tests.
pub const ENTRY_ID: &str = "quick-entry";

/// The id of the game's pad, scrolled within its place when it is longer.
pub const PAD_ID: &str = "pad";

/// The id of the history's list of entries, scrolled within its place.
pub const HISTORY_ID: &str = "history-list";

/// The id of the players' pane, scrolled when the window is too small for
/// every board: it follows the player whose turn it is.
pub const PLAYERS_ID: &str = "players";

/// The id of the note field in the history.
pub const NOTE_ID: &str = "note";

/// The most steps entered by themselves after one entry.
const MAX_AUTOMATIC: usize = 8;

/// How many of the newest entries the history shows at first, and how many
/// more each "show older" adds: a game of 10,000 entries must not make (and
/// lay out) 10,000 rows of widgets on every redraw, which held 8 times the
/// memory of the home screen.
pub const HISTORY_PAGE: usize = 50;

/// A game in play.
pub struct Table {
    session: Box<dyn AnySession>,
    entry: String,
    /// The steps Ctrl+Z and Ctrl+Y walk in the quick-entry field.
    entry_steps: TextHistory,
    /// The text of the entry the outcome is about, for "Apply anyway".
    attempted: String,
    /// Where that entry came from, for "Fix entry".
    origin: Origin,
    outcome: Option<Outcome>,
    /// Whether the outcome is read whole, over the players.
    outcome_whole: bool,
    note: String,
    note_steps: TextHistory,
    opened: Vec<Msg>,
    pad: Pad,
    /// The history entry opened to show what the rules said of it and
    /// to offer the jump back to it.
    selected: Option<usize>,
    /// How many of the newest entries the history shows (see [`HISTORY_PAGE`]).
    history_shown: usize,
    /// Whether the history drawer is open (when the history has no room
    /// beside the players).
    drawer: bool,
    /// The instant the turn clock is shown for: set on every message, so
    /// the clock is a function of the log and this (see [`clock`]).
    now: chrono::DateTime<chrono::Utc>,
    /// Whether every player's turns and time are shown over the players.
    show_times: bool,
    /// Whether the game's end has opened the turns and times once already
    /// (they open by themselves when it ends; closing them then is final).
    end_shown: bool,
    /// Whether the game is over (kept, so the view need not ask the game).
    over: bool,
    /// The end-of-game summary, while it is shown instead of the table.
    summary: Option<Summary>,
    /// The chart of the game over the players, open or closed.
    chart: chart::ChartPanel,
    /// The numbers chosen so far for board values the game still needs.
    board_drafts: std::collections::BTreeMap<&'static str, i64>,
    /// The odds of the choice the dice make now, as last asked.
    odds: odds::OddsKept,
    /// Whether the odds line is shown (the settings' "Show the odds").
    odds_shown: bool,
    /// The phones the game is shared with, while it is.
    phones: phones::Phones,
}

/// Lets go of the keyboard: no field is focused (iced 0.14 has no task of
/// its own for it, only the operation).
fn unfocus<T: Send + 'static>() -> Task<T> {
    iced::advanced::widget::operate(iced::advanced::widget::operation::focusable::unfocus())
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("game", &self.session.game())
            .field("entry", &self.entry)
            .finish_non_exhaustive()
    }
}

/// A text field of the table view, for its own undo and redo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The quick-entry field.
    Entry,
    /// The note field in the history.
    Note,
}

/// What happened in the table view.
#[derive(Debug, Clone)]
pub enum Message {
    /// The quick-entry text changed.
    EntryChanged(String),
    /// Enter pressed in the quick-entry field.
    SubmitEntry,
    /// Enter the refused entry anyway, recording the override.
    ApplyAnyway,
    /// Go back to the refused entry to change it: the typed text into the
    /// field, or the pad as it was clicked.
    FixEntry,
    /// Escape outside a field: close what is open, else clear the field
    /// and the outcome.
    Cancel,
    /// The Escape key at the table: the pad's open form first, then as
    /// [`Message::Cancel`].
    Escape,
    /// Escape in the quick-entry field: clear its error, or else its text.
    FieldEscape,
    /// Ctrl+Z in a text field: its typing one step back.
    TextUndo(Field),
    /// Ctrl+Y in a text field: its typing one step forth again.
    TextRedo(Field),
    /// Undo the last entry.
    Undo,
    /// Redo the first undone entry.
    Redo,
    /// Open (or close) a history entry: what the rules said of it and the
    /// button that jumps back to it.
    Select(usize),
    /// Keep the first N entries in effect (the history's second, distinct click).
    JumpTo(usize),
    /// Show older entries in the history (it shows the newest at first).
    ShowOlder,
    /// A character typed while no field has the keyboard: it goes into the
    /// quick-entry field, which then has it (typing always goes there,
    /// though the field is left unfocused while idle so its cursor does not
    /// blink the window awake twice a second).
    TypeInEntry(String),
    /// Move a tracked number by this much (a correction).
    Adjust(CounterId, i64),
    /// Mark the reminder with this rule id as done.
    Done(String),
    /// The note text changed.
    NoteChanged(String),
    /// Add the note to the history.
    AddNote,
    /// Pick a player at random and record who.
    Pick,
    /// Open the reference at the section explaining this rule (rule id, section).
    Why(String, String),
    /// A click in the game's action area.
    Pad(games::Message),
    /// Open or close the drawer with the reminders and the history.
    ToggleDrawer,
    /// The turn clock's buttons and ticks.
    Clock(clock::Message),
    /// Open or close the chart of the game.
    ToggleChart,
    /// Sharing with the phones: the panel's clicks and the phones' requests.
    Phones(phones::Message),
    /// Open or close what the last entry did, read whole over the players.
    ToggleOutcome,
    /// Show another series of the chart.
    Chart(crate::ui::chart::Select),
    /// Back to the home screen.
    Home,
    /// Show the end-of-game summary again (a game that is over).
    ShowSummary,
    /// Something on the end-of-game summary.
    Summary(summary::Message),
    /// A board value the game still needs, chosen and entered by mouse.
    Board(board::BoardMessage),
}

/// What the table view asks of the app.
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Open the reference at a section.
    Reference(Book, String),
    /// Back home.
    Home,
    /// Share this game whenever it is opened (true), or no longer.
    ShareWhenOpened(bool),
    /// Set up a new game with these players, seats and options.
    NewGame {
        /// Which game.
        game: GameId,
        /// The setup the last game was played with.
        input: SetupInput,
        /// Its turn clock (none: none).
        clock: Option<ClockSetting>,
    },
}

impl Table {
    /// The view of a game just opened or created.
    pub fn new(session: Box<dyn AnySession>, report: &OpenReport) -> (Self, Task<Message>) {
        let mut opened = Vec::new();
        if report.dropped_torn_tail {
            opened.push(Msg::new("store-dropped-torn-tail"));
        }
        if let Some(kept) = &report.torn_kept {
            opened.push(Msg::new("store-torn-tail-kept").arg("file", kept.display().to_string()));
        }
        if let Some((version, backup)) = &report.migrated_from {
            opened.push(
                Msg::new("store-migrated")
                    .arg("version", i64::from(*version))
                    .arg("backup", backup.display().to_string()),
            );
        }
        let pad = Pad::for_game(session.game());
        let table = Table {
            session,
            entry: String::new(),
            entry_steps: TextHistory::default(),
            attempted: String::new(),
            origin: Origin::Button,
            outcome: None,
            outcome_whole: false,
            note: String::new(),
            note_steps: TextHistory::default(),
            opened,
            pad,
            selected: None,
            history_shown: HISTORY_PAGE,
            drawer: false,
            now: chrono::Utc::now(),
            show_times: false,
            end_shown: false,
            over: false,
            summary: None,
            chart: chart::ChartPanel::new(),
            board_drafts: std::collections::BTreeMap::new(),
            odds: odds::OddsKept::default(),
            odds_shown: true,
            phones: phones::Phones::default(),
        };
        let mut table = table;
        table.refresh_odds();
        table.show_times_at_the_end();
        // A finished game opened from home opens on its summary.
        table.follow_the_end((false, 0));
        // Not focused: a focused field's cursor blinks, which redraws the
        // window twice a second while nobody touches it. Typing still goes
        // to the entry (`TypeInEntry`). The board of whose turn it is
        // comes into sight.
        let follow = table.follow_the_turn();
        (table, follow)
    }

    /// The game in play.
    pub fn session(&self) -> &dyn AnySession {
        self.session.as_ref()
    }

    /// The last outcome, for tests.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// What the quick-entry field holds.
    pub fn entry(&self) -> &str {
        &self.entry
    }

    /// The history entry opened, if one is.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Whether the drawer with the reminders and the history is open.
    pub fn drawer_open(&self) -> bool {
        self.drawer
    }

    /// The end-of-game summary, while it is shown.
    pub fn summary(&self) -> Option<&Summary> {
        self.summary.as_ref()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let was = (self.over, self.session.cursor());
        let action = self.update_message(message);
        self.phones_refresh();
        self.refresh_odds();
        self.show_times_at_the_end();
        self.follow_the_end(was);
        self.refresh_chart();
        if self.session.cursor() == was.1 {
            return action;
        }
        // The game moved (an entry, an undo, a redo, a jump): the history
        // shows its newest entry, and the pad its next step from the top
        // (a pad left scrolled showed a blank prompt, and a second tap at
        // the same spot hit the next player's button).
        let mut back = vec![
            iced::widget::operation::snap_to(HISTORY_ID, RelativeOffset::START),
            iced::widget::operation::snap_to(PAD_ID, RelativeOffset::START),
        ];
        // The board of the player whose turn it is comes into sight.
        back.push(self.follow_the_turn());
        let back = Task::batch(back);
        match action {
            Action::None => Action::Run(back),
            Action::Run(task) => Action::Run(Task::batch([task, back])),
            other => other,
        }
    }

    /// Scrolls the players' pane to the board of the player whose turn it
    /// is, if it is not whole in sight (nothing when no one's turn).
    pub fn follow_the_turn(&self) -> Task<Message> {
        match self.session.current_player() {
            Some(seat) => iced::advanced::widget::operate(follow::bring_into_view(
                iced::widget::Id::from(PLAYERS_ID),
                iced::widget::Id::from(crate::ui::widgets::seat_id(seat)),
            )),
            None => Task::none(),
        }
    }

    /// When the game is over, every player's turns and time are shown once,
    /// without being asked for: in the summary, which opens by itself, so
    /// the panel at the table stays closed and leaves the board in view.
    fn show_times_at_the_end(&mut self) {
        if !self.end_shown && self.session.outcome().is_some() {
            self.end_shown = true;
            self.chart.open = false;
        }
    }

    fn update_message(&mut self, message: Message) -> Action {
        self.now = chrono::Utc::now();
        match message {
            Message::EntryChanged(text) => {
                self.entry_steps.edit(&mut self.entry, text);
                Action::None
            }
            Message::SubmitEntry => {
                if self.entry.trim().is_empty() {
                    return Action::None;
                }
                let line = self.entry.clone();
                self.enter(&line, Origin::Typed);
                self.follow_up();
                if self.entry.is_empty() {
                    // Taken: the field lets go of the keyboard, so an idle
                    // table does not redraw for its blinking cursor; the
                    // next key typed comes back to it (`TypeInEntry`).
                    return Action::Run(unfocus());
                }
                Action::None
            }
            Message::ApplyAnyway => {
                let line = format!("{} !", self.attempted.trim_end_matches('!').trim_end());
                let origin = self.origin.clone();
                self.enter(&line, origin);
                self.follow_up()
            }
            Message::FixEntry => self.fix_entry(),
            Message::Cancel => {
                if self.close_export() {
                    return Action::None;
                }
                // The phones' panel closes; sharing goes on.
                if self.selected.take().is_none()
                    && !self.close_phones_panel()
                    && !std::mem::take(&mut self.outcome_whole)
                    && !std::mem::take(&mut self.drawer)
                    && !std::mem::take(&mut self.chart.open)
                {
                    self.entry_steps.edit(&mut self.entry, String::new());
                    self.outcome = None;
                }
                Action::None
            }
            Message::Escape => {
                // The pad's open form closes first (a choice in progress
                // is the innermost thing open); only a pad with none lets
                // Escape close what the table has open.
                if self.summary.is_none() && self.pad.escape() {
                    return Action::None;
                }
                self.update_message(Message::Cancel)
            }
            Message::FieldEscape => {
                match &self.outcome {
                    Some(outcome) if !outcome.accepted() => self.outcome = None,
                    _ if !self.entry.is_empty() => {
                        self.entry_steps.edit(&mut self.entry, String::new());
                        self.outcome = None;
                    }
                    _ => return self.update(Message::Cancel),
                }
                Action::None
            }
            Message::TextUndo(field) => {
                match field {
                    Field::Entry => self.entry_steps.undo(&mut self.entry),
                    Field::Note => self.note_steps.undo(&mut self.note),
                };
                Action::None
            }
            Message::TextRedo(field) => {
                match field {
                    Field::Entry => self.entry_steps.redo(&mut self.entry),
                    Field::Note => self.note_steps.redo(&mut self.note),
                };
                Action::None
            }
            Message::Undo => self.enter("undo", Origin::Button),
            Message::Redo => self.enter("redo", Origin::Button),
            Message::Select(number) => {
                self.selected = (self.selected != Some(number)).then_some(number);
                Action::None
            }
            Message::JumpTo(n) => self.enter(&format!("jump {n}"), Origin::Button),
            Message::ShowOlder => {
                self.history_shown = self.history_shown.saturating_add(HISTORY_PAGE * 2);
                Action::None
            }
            Message::TypeInEntry(typed) => {
                let text = format!("{}{typed}", self.entry);
                self.entry_steps.edit(&mut self.entry, text);
                Action::Run(Task::batch([
                    iced::widget::operation::focus(ENTRY_ID),
                    iced::widget::operation::move_cursor_to_end(ENTRY_ID),
                ]))
            }
            Message::Adjust(counter, delta) => {
                match games::adjust_line(self.session.as_ref(), &counter, delta) {
                    Some(line) => self.enter(&line, Origin::Button),
                    None => Action::None,
                }
            }
            Message::Done(rule) => self.enter(&format!("done {rule}"), Origin::Button),
            Message::NoteChanged(text) => {
                self.note_steps.edit(&mut self.note, text);
                Action::None
            }
            Message::AddNote => {
                if self.note.trim().is_empty() {
                    return Action::None;
                }
                let line = format!("note {}", self.note.trim());
                self.enter(&line, Origin::Button);
                if self.outcome.as_ref().is_some_and(Outcome::accepted) {
                    self.note_steps.edit(&mut self.note, String::new());
                }
                Action::None
            }
            Message::Pick => self.enter("pick", Origin::Button),
            Message::Why(rule, section) => {
                Action::Reference(Book::of_rule(&rule, self.session.game()), section)
            }
            Message::Pad(message) => {
                // The pad forgets its clicks once they make an entry; kept
                // here, they come back if the table wants to fix the entry.
                let before = self.pad.clone();
                // Under a rule that times only the decision, the first tap
                // of the turn stops its clock (the session says whether).
                if self.pad.shows_the_move(&message) {
                    self.session.hold_clock(self.now);
                }
                match self.pad.update(message, self.session.as_ref()) {
                    Some(line) => {
                        self.enter(&line, Origin::Pad(before));
                        self.follow_up()
                    }
                    None => Action::None,
                }
            }
            Message::ToggleDrawer => {
                self.drawer = !self.drawer;
                Action::None
            }
            Message::Clock(message) => self.clock_update(message),
            Message::Phones(message) => self.update_phones(message),
            Message::ToggleChart => {
                self.toggle_chart();
                Action::None
            }
            Message::ToggleOutcome => {
                self.outcome_whole = !self.outcome_whole && self.outcome.is_some();
                Action::None
            }
            Message::Chart(select) => {
                self.select_series(select);
                Action::None
            }
            Message::Home => Action::Home,
            Message::ShowSummary => {
                self.show_summary();
                Action::None
            }
            Message::Summary(message) => self.summary_update(message),
            Message::Board(message) => self.board_update(message),
        }
    }
}
