//! The setup screen's text fields with the keys people expect: Ctrl+Z and
//! Ctrl+Y walk back and forth through what was typed in the field (never a
//! game entry), and Escape drops the field's mistake.

use super::{Action, Setup};
use crate::ui::widgets::TextHistory;

/// A text field of the setup screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Field {
    /// The name in a seat.
    Player(usize),
    /// The file name.
    FileName,
    /// A board value, by key.
    Board(&'static str),
}

/// The typing of each field, for its Ctrl+Z and Ctrl+Y.
#[derive(Debug, Clone, Default)]
pub(super) struct FieldSteps(std::collections::BTreeMap<Field, TextHistory>);

impl FieldSteps {
    /// `text` of `field` becomes `next` by typing.
    pub(super) fn edit(&mut self, field: Field, text: &mut String, next: String) {
        self.0.entry(field).or_default().edit(text, next);
    }

    /// Forgets the typing of the seats (they moved: a step back would
    /// bring one player's name into another's seat).
    pub(super) fn forget_seats(&mut self) {
        self.0.retain(|field, _| !matches!(field, Field::Player(_)));
    }

    fn step(&mut self, field: Field, text: &mut String, back: bool) -> bool {
        let steps = self.0.entry(field).or_default();
        if back {
            steps.undo(text)
        } else {
            steps.redo(text)
        }
    }
}

impl Setup {
    /// Ctrl+Z (`back`) or Ctrl+Y in `field`.
    pub(super) fn field_step(
        &mut self,
        field: Field,
        back: bool,
        settings: &crate::store::Settings,
    ) -> Action {
        match field {
            Field::Player(seat) => {
                if let Some(name) = self.players.get_mut(seat)
                    && self.steps.step(field, name, back)
                {
                    self.problem = None;
                }
                Action::None
            }
            Field::FileName => {
                if self.steps.step(field, &mut self.name, back) {
                    self.problem = None;
                }
                Action::None
            }
            Field::Board(key) => {
                let mut typed = self.board_text(key, settings);
                if self.steps.step(field, &mut typed, back) {
                    // Checked and kept as if typed.
                    self.board_typed(key, typed)
                } else {
                    Action::None
                }
            }
        }
    }

    /// Escape in `field`: its mistake is dropped.
    pub(super) fn field_escape(&mut self, field: Field) {
        match field {
            Field::Board(key) => self.board_escape(key),
            Field::Player(_) | Field::FileName => self.problem = None,
        }
    }
}
