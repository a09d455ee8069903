//! The board values a game in play still needs, entered by mouse at the
//! table: a game made on the command line (or an old file) can lack a
//! number printed on a board or card that the rulebook does not give
//! (Make You Gunfighters' starting Bounty Coins, a Gunfights board price).
//! Each shows at the top of the reminders with − and + and one button
//! that enters it, so a mouse-only table never needs the typed `board`
//! word the quick-entry hint teaches.

use super::{Action, Message, Table, entering::Origin};
use crate::core::BoardValue;
use crate::i18n::{self, Lang};
use crate::ui::theme;
use crate::ui::widgets::button;
use iced::widget::{Column, column, container, row, text};
use iced::{Alignment, Element, Length};

/// The id of a missing board value's Enter button, for tests.
pub fn enter_id(key: &str) -> String {
    format!("table-board-enter-{key}")
}

/// A tap on a missing board value's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardMessage {
    /// − or + on the value of this key.
    Step(&'static str, i64),
    /// Enter the value chosen for this key.
    Enter(&'static str),
}

/// The value a − or + makes of what is shown: one step within the value's
/// range; from nothing chosen yet, the printed default or else the lowest,
/// so the first tap already shows a number to step from.
pub fn stepped(value: &BoardValue, shown: Option<i64>, by: i64) -> i64 {
    match shown {
        Some(n) => n.saturating_add(by).clamp(value.min, value.max),
        None => value
            .default
            .unwrap_or(value.min)
            .clamp(value.min, value.max),
    }
}

impl Table {
    /// Handles a tap on a missing board value's row.
    pub(super) fn board_update(&mut self, message: BoardMessage) -> Action {
        let missing = self.session.missing_board_values();
        match message {
            BoardMessage::Step(key, by) => {
                if let Some(value) = missing.iter().find(|v| v.key == key) {
                    let shown = self.board_drafts.get(key).copied();
                    self.board_drafts.insert(key, stepped(value, shown, by));
                }
                Action::None
            }
            BoardMessage::Enter(key) => match self.board_drafts.get(key).copied() {
                Some(to) => {
                    let action = self.enter(&format!("board {key} {to}"), Origin::Button);
                    if self.outcome.as_ref().is_some_and(super::Outcome::accepted) {
                        self.board_drafts.remove(key);
                    }
                    action
                }
                None => Action::None,
            },
        }
    }

    /// The rows of the board values still `missing` (as the session says,
    /// asked once per view), or none when every value the game uses is there.
    pub(super) fn missing_board_rows(
        &self,
        lang: Lang,
        missing: &[BoardValue],
    ) -> Option<Element<'_, Message>> {
        if missing.is_empty() {
            return None;
        }
        let t = |key: &str| i18n::text(lang, key);
        let mut rows = Column::new()
            .spacing(8)
            .push(text(t("table-board-missing")).size(15));
        for value in missing {
            let key = value.key;
            let shown = self.board_drafts.get(key).copied();
            let step = |words: &'static str, by: i64, live: bool| {
                button(container(text(words).size(18)).center(Length::Fill))
                    .width(40)
                    .height(36)
                    .padding(0)
                    .style(theme::secondary_button)
                    .on_press_maybe(live.then_some(Message::Board(BoardMessage::Step(key, by))))
            };
            let number = shown.map_or_else(|| "?".to_string(), |n| n.to_string());
            let enter = button(text(t("table-board-enter")).size(15))
                .padding([8, 12])
                .on_press_maybe(shown.map(|_| Message::Board(BoardMessage::Enter(key))));
            // Why Enter is greyed, said always in the same place, so the
            // rows below do not move when the first number is chosen.
            let entry = column![
                text(t(value.label)).size(15),
                row![
                    step("−", -1, shown.is_none_or(|n| n > value.min)),
                    container(text(number).size(18))
                        .width(44)
                        .center_x(Length::Fixed(44.0)),
                    step("+", 1, shown.is_none_or(|n| n < value.max)),
                    container(enter).id(iced::widget::Id::from(enter_id(key))),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
                text(t("table-board-choose-first"))
                    .size(13)
                    .style(theme::faint_text),
            ]
            .spacing(4);
            rows = rows.push(entry);
        }
        Some(rows.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Make You Gunfighters' starting coins: 0 to 5, no printed default.
    const COINS: BoardValue = crate::games::gunfighters::setup::BOARD_VALUES[0];

    #[test]
    fn the_first_tap_shows_the_lowest_and_steps_stay_in_range() {
        assert_eq!(stepped(&COINS, None, 1), 0);
        assert_eq!(stepped(&COINS, None, -1), 0);
        assert_eq!(stepped(&COINS, Some(0), -1), 0);
        assert_eq!(stepped(&COINS, Some(2), 1), 3);
        assert_eq!(stepped(&COINS, Some(5), 1), 5);
        let printed = BoardValue {
            default: Some(3),
            ..COINS
        };
        assert_eq!(stepped(&printed, None, 1), 3);
    }
}
