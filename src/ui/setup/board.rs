//! The board values on the setup screen: each number this game's setup
//! uses that is printed on a board or card and not in the rulebook, under
//! the heading of the board that prints it, with what the rulebook does say
//! and a − and + beside its field (a table without a keyboard at hand never
//! types). What the settings keep is filled in, and what is entered here is
//! kept in the settings too (the app saves it), so the next game has it:
//! once every value is kept the section folds into one line with a Change
//! button. Start waits until every value used is there: a game without
//! them could not be played (the Mayor's first income would be refused).

use super::{Action, Field, Setup};
use crate::core::{BoardValue, Msg};
use crate::i18n::{self, Lang};
use crate::store::Settings;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::button;
use crate::ui::widgets::{field_keys, section_title};
use iced::widget::{Column, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

/// The id of the Change button of the folded board values.
pub const BOARD_CHANGE_ID: &str = "setup-board-change";

/// The id of a board value's field on the setup screen.
pub fn board_field_id(key: &str) -> String {
    format!("setup-board-{key}")
}

/// The most names of missing values the status line lists; the rest are
/// counted ("and 20 more"), so the line stays short above Start.
const NAMES_LISTED: usize = 3;

impl Setup {
    /// The board values of the game.
    pub(super) fn board_specs(&self) -> &'static [BoardValue] {
        crate::games::board_values(self.game)
    }

    /// The board values this setup uses (not the rebuilding price of a
    /// building out of play, only the slots of this number of players).
    pub(super) fn used_board_specs(&self, settings: &Settings) -> Vec<&'static BoardValue> {
        let input = self.input(settings);
        self.board_specs()
            .iter()
            .filter(|v| crate::games::board_value_used(self.game, &input, v.key))
            .collect()
    }

    /// Whether the section shows as one line: every value used is kept,
    /// and none was shown on this screen yet (Change, or one missing): once
    /// shown it stays, so a value entered never folds away under the finger.
    pub(super) fn board_folded(&self, settings: &Settings) -> bool {
        !self.board_open && self.missing_board_values(settings).is_empty()
    }

    /// What a − or + on a value's field makes of it: one step from what it
    /// shows, within its range; from an empty field, the value above it in
    /// the same group (boards print like numbers side by side), else the
    /// lowest, so the first tap already shows a number to step from.
    pub(super) fn board_stepped(&self, key: &'static str, by: i64, settings: &Settings) -> String {
        let specs = self.board_specs();
        let Some(at) = specs.iter().position(|v| v.key == key) else {
            return String::new();
        };
        let spec = &specs[at];
        match self.board_text(key, settings).trim().parse::<i64>() {
            Ok(value) => value.saturating_add(by).clamp(spec.min, spec.max),
            Err(_) => specs[..at]
                .iter()
                .rev()
                .take_while(|v| v.group == spec.group)
                .find_map(|v| self.board_text(v.key, settings).trim().parse::<i64>().ok())
                .unwrap_or(spec.min)
                .clamp(spec.min, spec.max),
        }
        .to_string()
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

    /// The values the game cannot start without: used by this setup, and
    /// neither kept, nor given by the rulebook, or typed wrong.
    pub(super) fn missing_board_values(&self, settings: &Settings) -> Vec<&'static BoardValue> {
        self.used_board_specs(settings)
            .into_iter()
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
        self.board_open = true;
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

    /// The section: a heading and a line on why, then either one line (all
    /// kept, with Change) or each value used under its board's heading.
    pub(super) fn board_section<'a>(
        &self,
        lang: Lang,
        settings: &Settings,
    ) -> Column<'a, super::Message> {
        let t = |key: &str| i18n::text(lang, key);
        let specs = self.used_board_specs(settings);
        let mut section = Column::new().spacing(10);
        if specs.is_empty() {
            return section;
        }
        section = section.push(section_title(t("setup-board-values")));
        if self.board_folded(settings) {
            let kept = i18n::tr(
                lang,
                &Msg::new("setup-board-kept").arg("count", specs.len() as i64),
            );
            return section.push(
                row![
                    text(kept).size(15).width(Length::Fill),
                    container(
                        button(text(t("setup-board-change")))
                            .padding([8, 14])
                            .style(theme::secondary_button)
                            .on_press(super::Message::BoardOpen)
                    )
                    .id(BOARD_CHANGE_ID),
                ]
                .spacing(12)
                .align_y(Alignment::Center),
            );
        }
        section = section.push(text(t("setup-board-help")).size(15));
        let mut group: Option<Option<&str>> = None;
        let mut says: Option<&str> = None;
        for value in specs {
            if group != Some(value.group) {
                group = Some(value.group);
                says = Some(value.rulebook_says);
                if let Some(heading) = value.group {
                    section = section.push(text(t(heading)).size(17));
                }
                // What the rulebook says, once for the group it speaks of.
                section = section.push(
                    text(t(value.rulebook_says))
                        .size(14)
                        .style(theme::faint_text),
                );
            }
            section = section.push(self.board_row(lang, settings, value, says));
        }
        section
    }

    /// A value's row: its name, − field +, and what the rulebook says of it
    /// when that is not what its group's line said.
    fn board_row<'a>(
        &self,
        lang: Lang,
        settings: &Settings,
        value: &'static BoardValue,
        group_says: Option<&str>,
    ) -> Element<'a, super::Message> {
        let t = |key: &str| i18n::text(lang, key);
        let key = value.key;
        let hint = value.default.map(|d| d.to_string()).unwrap_or_default();
        let shown = self.board_text(key, settings);
        let number = shown.trim().parse::<i64>().ok();
        let step = |words: &'static str, by: i64, live: bool| {
            button(container(text(words).size(18)).center(Length::Fill))
                .width(40)
                .height(38)
                .padding(0)
                .style(theme::secondary_button)
                .on_press_maybe(live.then_some(super::Message::BoardStep(key, by)))
        };
        let field = field_keys(
            text_input(&hint, &shown)
                .id(board_field_id(key))
                .on_input(move |typed| super::Message::BoardValue(key, typed))
                .padding(8)
                .width(70),
        )
        .on_undo(super::Message::FieldUndo(Field::Board(key)))
        .on_redo(super::Message::FieldRedo(Field::Board(key)))
        .on_escape(super::Message::FieldEscape(Field::Board(key)));
        let own_says = (group_says != Some(value.rulebook_says))
            .then(|| text(t(value.rulebook_says)).size(14).width(Length::Fill));
        let mut line = column![
            row![
                text(t(value.label)).width(340),
                step("−", -1, number.is_none_or(|n| n > value.min)),
                field,
                step("+", 1, number.is_none_or(|n| n < value.max)),
                own_says,
            ]
            .spacing(8)
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
        line.into()
    }

    /// What the status line says while board values are missing: which.
    pub(super) fn missing_message(&self, lang: Lang, settings: &Settings) -> Option<String> {
        let missing = self.missing_board_values(settings);
        if missing.is_empty() {
            return None;
        }
        let names: Vec<String> = missing
            .iter()
            .take(NAMES_LISTED)
            .map(|v| i18n::text(lang, v.label))
            .collect();
        let mut values = names.join(", ");
        if missing.len() > NAMES_LISTED {
            values = i18n::tr(
                lang,
                &Msg::new("setup-board-and-more")
                    .arg("values", values)
                    .arg("more", (missing.len() - NAMES_LISTED) as i64),
            );
        }
        Some(i18n::tr(
            lang,
            &Msg::new("setup-board-missing")
                .arg("count", missing.len() as i64)
                .arg("values", values),
        ))
    }
}
