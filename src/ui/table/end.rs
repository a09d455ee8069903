//! The end of the game at the table: the summary opens by itself when the
//! game ends (and when a finished game is opened), closes when an undo
//! reopens the game, and passes on what is asked on it.

use super::{Action, Message, Table};
use crate::ui::summary::{self, Summary};

impl Table {
    /// Opens the summary when the game has just ended, closes it when the
    /// game goes on, and reads it again when an entry changed a game that
    /// stays over (an undone note, Ctrl+Z on the summary). `was` is whether
    /// the game was over before, and how many entries were in effect.
    pub(super) fn follow_the_end(&mut self, (was_over, cursor): (bool, usize)) {
        self.over = self.session.outcome().is_some();
        let changed = self.session.cursor() != cursor;
        if !self.over {
            self.summary = None;
        } else if !was_over || (changed && self.summary.is_some()) {
            self.summary = Summary::of(self.session.as_ref(), self.now);
        }
    }

    /// Escape closes the summary's QR code first; says whether it did.
    pub(super) fn close_export(&mut self) -> bool {
        match &mut self.summary {
            Some(summary) if summary.export.shown() => {
                summary.export.close();
                true
            }
            _ => false,
        }
    }

    /// Shows the summary of the game that is over (the header's button).
    pub(super) fn show_summary(&mut self) {
        self.summary = Summary::of(self.session.as_ref(), self.now);
    }

    /// What was asked on the summary.
    pub(super) fn summary_update(&mut self, message: summary::Message) -> Action {
        let Some(shown) = &mut self.summary else {
            return Action::None;
        };
        match message {
            summary::Message::Table => {
                self.summary = None;
                Action::None
            }
            summary::Message::Undo => {
                // At the table, where what was taken back is said.
                self.summary = None;
                self.update_message(Message::Undo)
            }
            summary::Message::Again => Action::NewGame {
                game: self.session.game(),
                input: self.session.setup_input(),
                clock: self.session.clock_at(self.now).setting,
            },
            summary::Message::Home => Action::Home,
            summary::Message::Chart(select) => {
                shown.chart.update(select);
                Action::None
            }
            summary::Message::BgStats => {
                shown.export.toggle(self.session.as_ref());
                Action::None
            }
            summary::Message::CloseBgStats => {
                shown.export.close();
                Action::None
            }
            summary::Message::WriteFile(lang) => {
                Action::Run(shown.export.write(lang).map(Message::Summary))
            }
            summary::Message::Written(result) => {
                shown.export.written_now(result);
                Action::None
            }
        }
    }
}
