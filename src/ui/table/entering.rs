//! Entering a line at the table: what came of it in the result box, the
//! steps that follow by themselves, and "Fix entry" back to where the
//! refused entry came from (the field or the pad as it was clicked).

use super::{Action, ENTRY_ID, MAX_AUTOMATIC, Outcome, Table};
use crate::core::Msg;
use crate::ui::games::Pad;
use iced::Task;

/// Where the last entry came from, so "Fix entry" can go back to it.
#[derive(Debug, Clone)]
pub(super) enum Origin {
    /// Typed in the quick-entry field: it goes back into the field.
    Typed,
    /// Clicked on the game's pad: the pad as it was before the click that
    /// completed the entry, so the clicks are not lost.
    Pad(Pad),
    /// A button of the table view (undo, a correction, a reminder done):
    /// there is nothing to go back to.
    Button,
}

impl Table {
    /// Enters a line of notation and shows what came of it.
    pub(super) fn enter(&mut self, line: &str, origin: Origin) -> Action {
        self.attempted = line.trim().to_string();
        self.origin = origin;
        let before = self.session.cursor();
        let result = self.session.enter_line(line);
        self.chart.log_changed();
        let session = self.session.as_ref();
        let outcome = Outcome::from_result(result, before, |n| {
            session
                .describe(n)
                .unwrap_or_else(|| (None, Msg::new("table-entry")))
        });
        // The field is cleared when what it holds was taken (with or without
        // the "apply anyway" mark), and kept when a click entered something else.
        let bare = |s: &str| s.trim().trim_end_matches('!').trim_end().to_string();
        if outcome.accepted() && bare(&self.entry) == bare(&self.attempted) {
            self.entry_steps.edit(&mut self.entry, String::new());
        }
        if outcome.accepted() {
            // The history changed under the opened entry.
            self.selected = None;
        }
        self.outcome = Some(outcome);
        self.outcome_whole = false;
        self.opened.clear();
        Action::None
    }

    /// After an entry was taken: the steps the rules leave nothing to
    /// decide about, entered one by one as the pad names them
    /// ([`TablePad::automatic`](super::games::TablePad::automatic)), so no
    /// click only confirms them. Undo, redo and jumps (clicked or typed) are not followed, so
    /// one undo takes such a step back and leaves its button to click.
    pub(super) fn follow_up(&mut self) -> Action {
        // A game's automatic steps are few (a Raid's start-of-raid damage,
        // its end); the bound only keeps a faulty pad from looping.
        for _ in 0..MAX_AUTOMATIC {
            // Only after a new entry: a typed undo, redo or jump moved the
            // cursor, and must not be followed by the step it took back.
            if !matches!(self.outcome, Some(Outcome::Saved { .. })) {
                break;
            }
            let Some(line) = self.pad.automatic(self.session.as_ref()) else {
                break;
            };
            self.enter(&line, Origin::Button);
        }
        Action::None
    }

    /// "Fix entry": back to where the refused entry came from.
    pub(super) fn fix_entry(&mut self) -> Action {
        self.outcome = None;
        match std::mem::replace(&mut self.origin, Origin::Button) {
            Origin::Typed => {
                let attempted = self.attempted.clone();
                self.entry_steps.edit(&mut self.entry, attempted);
                Action::Run(Task::batch([
                    iced::widget::operation::focus(ENTRY_ID),
                    iced::widget::operation::move_cursor_to_end(ENTRY_ID),
                ]))
            }
            Origin::Pad(before) => {
                self.pad = before;
                Action::None
            }
            Origin::Button => Action::None,
        }
    }
}
