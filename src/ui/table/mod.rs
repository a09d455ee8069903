//! The table view: the frame every game is played in. A header with the game,
//! where it stands and whose turn it is; the players as panels; the game's
//! action area and the quick-entry field; what the rules said; reminders; and
//! the history with undo, redo and notes.

mod history;
mod outcome;
mod players;

use super::games::{self, Pad};
use super::icons::Icon;
use super::theme::{self, Tone};
use super::widgets::labelled_icon_button;
use crate::core::{CounterId, Msg};
use crate::i18n::{self, Lang};
use crate::rulebook::Book;
use crate::session::{AnySession, OpenReport};
use iced::widget::{
    Column, Row, button, column, container, row, scrollable, space, text, text_input,
};
use iced::{Alignment, Element, Length, Task};
pub use outcome::Outcome;

/// The id of the quick-entry field, for focus and tests.
pub const ENTRY_ID: &str = "quick-entry";

/// A game in play.
pub struct Table {
    session: Box<dyn AnySession>,
    entry: String,
    /// The text of the entry the outcome is about, for "Apply anyway".
    attempted: String,
    outcome: Option<Outcome>,
    note: String,
    opened: Vec<Msg>,
    pad: Pad,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("game", &self.session.game())
            .field("entry", &self.entry)
            .finish_non_exhaustive()
    }
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
    /// Put the refused entry back in the field to change it.
    FixEntry,
    /// Clear the field and the outcome (Escape).
    Cancel,
    /// Undo the last entry.
    Undo,
    /// Redo the first undone entry.
    Redo,
    /// Keep the first N entries in effect.
    JumpTo(usize),
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
    /// Back to the home screen.
    Home,
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
}

impl Table {
    /// The view of a game just opened or created.
    pub fn new(session: Box<dyn AnySession>, report: &OpenReport) -> (Self, Task<Message>) {
        let mut opened = Vec::new();
        if report.dropped_torn_tail {
            opened.push(Msg::new("store-dropped-torn-tail"));
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
            attempted: String::new(),
            outcome: None,
            note: String::new(),
            opened,
            pad,
        };
        (table, iced::widget::operation::focus(ENTRY_ID))
    }

    /// The game in play.
    pub fn session(&self) -> &dyn AnySession {
        self.session.as_ref()
    }

    /// The last outcome, for tests.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Enters a line of notation and shows what came of it.
    fn enter(&mut self, line: &str) -> Action {
        self.attempted = line.trim().to_string();
        let result = self.session.enter_line(line);
        let session = self.session.as_ref();
        let outcome = Outcome::from_result(result, |n| {
            session
                .describe(n)
                .unwrap_or_else(|| (None, Msg::new("table-entry")))
        });
        // The field is cleared when what it holds was taken (with or without
        // the "apply anyway" mark), and kept when a click entered something else.
        let bare = |s: &str| s.trim().trim_end_matches('!').trim_end().to_string();
        if outcome.accepted() && bare(&self.entry) == bare(&self.attempted) {
            self.entry.clear();
        }
        self.outcome = Some(outcome);
        self.opened.clear();
        Action::None
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::EntryChanged(text) => {
                self.entry = text;
                Action::None
            }
            Message::SubmitEntry => {
                if self.entry.trim().is_empty() {
                    return Action::None;
                }
                let line = self.entry.clone();
                self.enter(&line)
            }
            Message::ApplyAnyway => {
                let line = format!("{} !", self.attempted.trim_end_matches('!').trim_end());
                self.enter(&line)
            }
            Message::FixEntry => {
                self.entry = self.attempted.clone();
                self.outcome = None;
                Action::Run(Task::batch([
                    iced::widget::operation::focus(ENTRY_ID),
                    iced::widget::operation::move_cursor_to_end(ENTRY_ID),
                ]))
            }
            Message::Cancel => {
                self.entry.clear();
                self.outcome = None;
                Action::None
            }
            Message::Undo => self.enter("undo"),
            Message::Redo => self.enter("redo"),
            Message::JumpTo(n) => self.enter(&format!("jump {n}")),
            Message::Adjust(counter, delta) => {
                match games::adjust_line(self.session.as_ref(), &counter, delta) {
                    Some(line) => self.enter(&line),
                    None => Action::None,
                }
            }
            Message::Done(rule) => self.enter(&format!("done {rule}")),
            Message::NoteChanged(text) => {
                self.note = text;
                Action::None
            }
            Message::AddNote => {
                if self.note.trim().is_empty() {
                    return Action::None;
                }
                let line = format!("note {}", self.note.trim());
                self.enter(&line);
                if self.outcome.as_ref().is_some_and(Outcome::accepted) {
                    self.note.clear();
                }
                Action::None
            }
            Message::Pick => self.enter("pick"),
            Message::Why(rule, section) => {
                Action::Reference(Book::of_rule(&rule, self.session.game()), section)
            }
            Message::Pad(message) => match self.pad.update(message, self.session.as_ref()) {
                Some(line) => self.enter(&line),
                None => Action::None,
            },
            Message::Home => Action::Home,
        }
    }

    /// The view.
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        // What the rules ask for next sits right under the header, with the
        // players below it, so a click on a highlighted player follows the prompt.
        let main = column![
            self.header(lang),
            self.action_area(lang),
            self.players(lang)
        ]
        .spacing(14)
        .width(Length::Fill);
        let side = column![self.reminders(lang), self.history(lang)]
            .spacing(14)
            .width(400);
        row![
            scrollable(main.padding(16)).height(Length::Fill),
            container(side).padding(16)
        ]
        .height(Length::Fill)
        .into()
    }

    fn header(&self, lang: Lang) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let players = self.session.players();
        let mut facts = Row::new()
            .spacing(16)
            .align_y(Alignment::Center)
            .push(text(t(self.session.game().title_key())).size(24));
        for step in self.session.progress() {
            facts = facts.push(text(i18n::tr(lang, &step)).size(16));
        }
        if let Some(name) = self.session.current_player().and_then(|s| players.get(s)) {
            facts = facts.push(
                container(
                    row![
                        Icon::Badge.view(18.0),
                        text(i18n::tr(
                            lang,
                            &Msg::new("table-turn-of").arg("player", name.clone())
                        ))
                    ]
                    .spacing(6)
                    .align_y(Alignment::Center),
                )
                .padding([6, 10])
                .style(|th| theme::banner(th, Tone::Info)),
            );
        }
        facts = facts.push(space().width(Length::Fill));
        facts = facts
            .push(labelled_icon_button(Icon::Shuffle, t("table-pick")).on_press(Message::Pick));
        facts = facts.push(
            container(
                button(text(t("table-home")))
                    .padding([10, 14])
                    .style(crate::ui::theme::secondary_button)
                    .on_press(Message::Home),
            )
            .id("home"),
        );
        let mut col = Column::new()
            .spacing(8)
            .push(facts.wrap().vertical_spacing(8));
        for msg in &self.opened {
            col = col.push(
                container(text(i18n::tr(lang, msg)))
                    .padding(10)
                    .width(Length::Fill)
                    .style(|th| theme::banner(th, Tone::Reminder)),
            );
        }
        col.into()
    }

    fn players(&self, lang: Lang) -> Element<'_, Message> {
        if let Some(ring) = self.pad.players(lang, self.session.as_ref()) {
            return ring.map(Message::Pad);
        }
        let counters = self.session.counters();
        let turn = self.session.current_player();
        let mut panels = Row::new().spacing(12);
        for (seat, name) in self.session.players().iter().enumerate() {
            panels = panels.push(players::player_panel(
                lang,
                seat,
                name,
                &counters,
                turn == Some(seat),
            ));
        }
        if let Some(table) = players::table_counters(lang, &counters) {
            panels = panels.push(table);
        }
        panels.wrap().vertical_spacing(12).into()
    }

    fn action_area(&self, lang: Lang) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let hint = i18n::tr(lang, &self.session.entry_hint());
        let mut col = Column::new().spacing(12).push(
            row![
                text_input(
                    &i18n::tr(lang, &Msg::new("table-entry-prompt").arg("hint", hint)),
                    &self.entry
                )
                .id(ENTRY_ID)
                .on_input(Message::EntryChanged)
                .on_submit(Message::SubmitEntry)
                .padding(12)
                .size(18),
                button(text(t("table-enter")).size(17))
                    .padding([12, 18])
                    .style(button::primary)
                    .on_press_maybe(
                        (!self.entry.trim().is_empty()).then_some(Message::SubmitEntry)
                    ),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
        // What the last entry did sits right under the field it came from,
        // above the game's buttons, so it is never scrolled out of sight.
        if let Some(outcome) = &self.outcome {
            col = col.push(outcome.view(lang));
        }
        if let Some(pad) = self.pad.view(lang, self.session.as_ref()) {
            col = col.push(pad.map(Message::Pad));
        }
        container(col)
            .padding(14)
            .width(Length::Fill)
            .style(theme::panel)
            .into()
    }

    fn reminders(&self, lang: Lang) -> Element<'_, Message> {
        let reminders = self.session.reminders();
        if reminders.is_empty() {
            return space().height(0).into();
        }
        let mut col = column![text(i18n::text(lang, "table-reminders")).size(20)].spacing(8);
        for reminder in reminders {
            let rule = reminder.rule_id().to_string();
            col = col.push(
                column![
                    outcome::finding_row(lang, &reminder),
                    button(text(i18n::text(lang, "table-mark-done")))
                        .padding([8, 14])
                        .style(crate::ui::theme::secondary_button)
                        .on_press(Message::Done(rule)),
                ]
                .spacing(6),
            );
        }
        container(col)
            .padding(14)
            .width(Length::Fill)
            .style(|th| theme::banner(th, Tone::Reminder))
            .into()
    }

    fn history(&self, lang: Lang) -> Element<'_, Message> {
        history::view(
            lang,
            &self.session.history(),
            self.session.cursor(),
            self.session.can_undo(),
            self.session.can_redo(),
            &self.note,
        )
    }
}
