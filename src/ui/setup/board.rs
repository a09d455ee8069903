//! The board values on the setup screen: each number the game needs that
//! is printed on a board or card and not in the rulebook, with what the
//! rulebook does say beside it. What the settings keep is filled in, and
//! what is typed here is kept in the settings too (the app saves it), so
//! the next game has it. Start waits until every value is there: a game
//! without them could not be played (the Mayor's first income would be
//! refused).

use super::{Action, Field, Setup};
use crate::core::{BoardValue, Msg};
use crate::i18n::{self, Lang};
use crate::store::Settings;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::{field_keys, section_title};
use iced::widget::{Column, column, container, row, text, text_input};
use iced::{Alignment, Length};

/// The id of a board value's field on the setup screen.
pub fn board_field_id(key: &str) -> String {
    format!("setup-board-{key}")
}

impl Setup {
    /// The board values of the game.
    pub(super) fn board_specs(&self) -> &'static [BoardValue] {
        crate::games::board_values(self.game)
    }

    /// What a board value's field shows: what was typed, else what the
    /// settings keep.
    pub(super) fn board_text(&self, key: &'static str, settings: &Settings) -> String {
        self.board_drafts.get(key).cloned().unwrap_or_else(|| {
            self.kept_board_value(settings, key)
                .map(|v| v.to_string())
                .unwrap_or_default()
        })
    }

    /// A board value the settings keep for this game, or for the game it is
    /// a variant of: the same board, printed once (the solo game's
    /// building slots are the multiplayer game's 6-player ones).
    pub(super) fn kept_board_value(&self, settings: &Settings, key: &str) -> Option<i64> {
        settings.board_value(self.game, key).or_else(|| {
            crate::games::registry::entry(self.game)
                .and_then(|g| g.variant_of())
                .and_then(|base| settings.board_value(base, key))
        })
    }

    /// The values the game cannot start without: neither kept, nor given
    /// by the rulebook, or typed wrong.
    pub(super) fn missing_board_values(&self, settings: &Settings) -> Vec<&'static BoardValue> {
        self.board_specs()
            .iter()
            .filter(|v| {
                self.board_problems.contains_key(v.key)
                    || (self.kept_board_value(settings, v.key).is_none() && v.default.is_none())
            })
            .collect()
    }

    /// A board value typed: checked, and when it is a value (or the field
    /// was emptied) kept in the settings through the app.
    pub(super) fn board_typed(&mut self, key: &'static str, typed: String) -> Action {
        let Some(spec) = self.board_specs().iter().find(|v| v.key == key) else {
            return Action::None;
        };
        let trimmed = typed.trim().to_string();
        self.board_drafts.insert(key, typed);
        if trimmed.is_empty() {
            self.board_problems.remove(key);
            return Action::KeepBoardValue(self.game, key, None);
        }
        match trimmed.parse::<i64>() {
            Ok(value) if (spec.min..=spec.max).contains(&value) => {
                self.board_problems.remove(key);
                Action::KeepBoardValue(self.game, key, Some(value))
            }
            _ => {
                self.board_problems.insert(
                    key,
                    Msg::new("settings-board-invalid")
                        .arg("typed", trimmed)
                        .arg("min", spec.min)
                        .arg("max", spec.max),
                );
                Action::None
            }
        }
    }

    /// Escape in a board value's field: the mistake goes, and the field
    /// shows what the settings keep again.
    pub(super) fn board_escape(&mut self, key: &'static str) {
        self.board_problems.remove(key);
        self.board_drafts.remove(key);
    }

    /// The section: a heading, a line on why, and a row per value.
    pub(super) fn board_section<'a>(
        &self,
        lang: Lang,
        settings: &Settings,
    ) -> Column<'a, super::Message> {
        let t = |key: &str| i18n::text(lang, key);
        let specs = self.board_specs();
        let mut section = Column::new().spacing(10);
        if specs.is_empty() {
            return section;
        }
        section = section
            .push(section_title(t("setup-board-values")))
            .push(text(t("setup-board-help")).size(15));
        for value in specs {
            let key = value.key;
            let hint = value.default.map(|d| d.to_string()).unwrap_or_default();
            let field = field_keys(
                text_input(&hint, &self.board_text(key, settings))
                    .id(board_field_id(key))
                    .on_input(move |typed| super::Message::BoardValue(key, typed))
                    .padding(8)
                    .width(110),
            )
            .on_undo(super::Message::FieldUndo(Field::Board(key)))
            .on_redo(super::Message::FieldRedo(Field::Board(key)))
            .on_escape(super::Message::FieldEscape(Field::Board(key)));
            let mut line = column![
                row![
                    text(t(value.label)).width(260),
                    field,
                    text(t(value.rulebook_says)).size(14).width(Length::Fill),
                ]
                .spacing(12)
                .align_y(Alignment::Center),
            ]
            .spacing(4);
            if let Some(problem) = self.board_problems.get(key) {
                line = line.push(
                    container(text(i18n::tr(lang, problem)).size(14))
                        .padding(8)
                        .style(|th| theme::banner(th, Tone::Violation)),
                );
            }
            section = section.push(line);
        }
        section
    }

    /// What the status line says while board values are missing: which.
    pub(super) fn missing_message(&self, lang: Lang, settings: &Settings) -> Option<String> {
        let missing = self.missing_board_values(settings);
        if missing.is_empty() {
            return None;
        }
        let names: Vec<String> = missing.iter().map(|v| i18n::text(lang, v.label)).collect();
        Some(i18n::tr(
            lang,
            &Msg::new("setup-board-missing")
                .arg("count", missing.len() as i64)
                .arg("values", names.join(", ")),
        ))
    }
}
