//! The players in seat order: a name field per seat, the buttons that move
//! or remove it, and its answers to the game's per-seat questions (a
//! character each), a choice one seat has taken not offered to another when
//! each may be taken once.

use super::questions::ChoiceItem;
use super::{Message, Setup, field_id};
use crate::core::{Choice, Msg, SetupField};
use crate::i18n::{self, Lang};
use crate::ui::icons::Icon;
use crate::ui::widgets::icon_button;
use iced::widget::{Column, pick_list, row, text, text_input};
use iced::{Alignment, Element};

impl Setup {
    /// One row per seat: its number, the name, move up, move down, remove,
    /// and the seat's answers.
    pub(super) fn seat_rows<'a>(&self, lang: Lang, fields: &[SetupField]) -> Column<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut seats = Column::new().spacing(8);
        let count = self.players.len();
        for (seat, name) in self.players.iter().enumerate() {
            let up =
                icon_button(Icon::Up).on_press_maybe((seat > 0).then_some(Message::MoveUp(seat)));
            let down = icon_button(Icon::Down)
                .on_press_maybe((seat + 1 < count).then_some(Message::MoveDown(seat)));
            let remove = icon_button(Icon::Minus)
                .on_press_maybe((count > 1).then_some(Message::RemovePlayer(seat)));
            let mut answers = row![].spacing(8);
            for field in fields {
                if let SetupField::PerSeat {
                    key,
                    label,
                    choices,
                    unique,
                } = field
                {
                    answers =
                        answers.push(self.per_seat_pick(lang, key, label, choices, *unique, seat));
                }
            }
            seats = seats.push(
                row![
                    text(i18n::tr(
                        lang,
                        &Msg::new("setup-seat").arg("seat", seat + 1)
                    ))
                    .width(80),
                    text_input(&t("setup-name-prompt"), name)
                        .id(field_id(seat))
                        .on_input(move |n| Message::PlayerName(seat, n))
                        .on_submit(Message::Submit(seat))
                        .padding(10)
                        .size(18)
                        .width(240),
                    up,
                    down,
                    remove,
                    answers,
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        seats
    }

    /// The pick list for one seat's answer to a per-seat question.
    fn per_seat_pick<'a>(
        &self,
        lang: Lang,
        key: &'static str,
        label: &'static str,
        choices: &[Choice],
        unique: bool,
        seat: usize,
    ) -> Element<'a, Message> {
        let mine = self
            .per_seat
            .get(key)
            .and_then(|a| a.get(seat).copied().flatten());
        let taken: Vec<&'static str> = self
            .per_seat
            .get(key)
            .map(|a| {
                a.iter()
                    .enumerate()
                    .filter(|(s, _)| *s != seat)
                    .filter_map(|(_, v)| *v)
                    .collect()
            })
            .unwrap_or_default();
        // A choice another seat already has is not offered again when each
        // may be taken once (every character at most once).
        let items: Vec<ChoiceItem> = choices
            .iter()
            .filter(|c| !unique || !taken.contains(&c.value))
            .map(|c| ChoiceItem::new(lang, *c))
            .collect();
        let chosen = mine
            .and_then(|v| choices.iter().find(|c| c.value == v))
            .map(|c| ChoiceItem::new(lang, *c));
        pick_list(items, chosen, move |item: ChoiceItem| {
            Message::PerSeat(key, seat, item.value)
        })
        .placeholder(i18n::text(lang, label))
        .width(220)
        .into()
    }
}
