//! The players in seat order: a name field per seat, the buttons that move
//! or remove it, and its answers to the game's per-seat questions (a
//! character each), a choice one seat has taken not offered to another when
//! each may be taken once.

use super::questions::ChoiceItem;
use super::{Field, MAX_SEATS, Message, Setup, field_id};
use crate::core::{Choice, Msg, SetupField};
use crate::i18n::{self, Lang};
use crate::store::Settings;
use crate::ui::icons::Icon;
use crate::ui::widgets::button;
use crate::ui::widgets::{field_keys, icon_button};
use iced::widget::{Column, container, pick_list, row, text, text_input};
use iced::{Alignment, Element};

/// The height of one choice in an open pick list: iced's default text
/// (16 px at a line height of 1.3) and its padding of 5 above and below.
const PICK_ROW: f32 = 16.0 * 1.3 + 10.0;

/// The height of an open pick list of `choices`: at most five whole rows
/// (at 160 px the sixth showed by half, its words spilling over the field
/// below under tiny-skia), and no empty room under a shorter list.
pub(super) fn menu_height(choices: usize) -> f32 {
    choices.clamp(1, 5) as f32 * PICK_ROW
}

/// How a seat is called: "Seat 2" where the order around the table is part
/// of the rules, "Player 2" where it is not.
pub(super) fn seat_number(lang: Lang, game: crate::core::GameId, seat: usize) -> String {
    let key = if crate::games::seating_matters(game) {
        "setup-seat"
    } else {
        "setup-player-number"
    };
    i18n::tr(lang, &Msg::new(key).arg("seat", seat + 1))
}

impl Setup {
    /// One row per seat: its number, the name, move up, move down, remove,
    /// and the seat's answers.
    pub(super) fn seat_rows<'a>(&self, lang: Lang, fields: &[SetupField]) -> Column<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut seats = Column::new().spacing(8);
        let count = self.players.len();
        let seated = crate::games::seating_matters(self.game);
        for (seat, name) in self.players.iter().enumerate() {
            // The order is asked only where the rules use it.
            let moves: Element<'a, Message> = if seated {
                row![
                    icon_button(Icon::Up)
                        .on_press_maybe((seat > 0).then_some(Message::MoveUp(seat))),
                    icon_button(Icon::Down)
                        .on_press_maybe((seat + 1 < count).then_some(Message::MoveDown(seat))),
                ]
                .spacing(8)
                .into()
            } else {
                row![].into()
            };
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
                    text(seat_number(lang, self.game, seat)).width(80),
                    field_keys(
                        text_input(&t("setup-name-prompt"), name)
                            .id(field_id(seat))
                            .on_input(move |n| Message::PlayerName(seat, n))
                            .on_submit(Message::Submit(seat))
                            .padding(10)
                            .size(18)
                            .width(240)
                    )
                    .on_undo(Message::FieldUndo(Field::Player(seat)))
                    .on_redo(Message::FieldRedo(Field::Player(seat)))
                    .on_escape(Message::FieldEscape(Field::Player(seat))),
                    moves,
                    remove,
                    answers,
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        seats
    }

    /// The last table's players, one tap to seat them again; nothing when
    /// there were none or they are seated already.
    pub(super) fn last_players_offer<'a>(
        &self,
        lang: Lang,
        settings: &Settings,
    ) -> Element<'a, Message> {
        let last = &settings.last_players;
        let seated: Vec<&str> = self.players.iter().map(|p| p.trim()).collect();
        // A table of another size than the game takes is not offered (the
        // solo game takes one player).
        if last.is_empty()
            || seated == last.iter().map(String::as_str).collect::<Vec<_>>()
            || !self.takes_players(last.len())
        {
            return row![].into();
        }
        container(
            button(text(i18n::tr(
                lang,
                &Msg::new("setup-last-players").arg("names", last.join(", ")),
            )))
            .padding([8, 14])
            .style(crate::ui::theme::secondary_button)
            .on_press(Message::LastPlayers),
        )
        .id("last-players")
        .into()
    }

    /// Whether the game takes a table of `count` players (its rules say
    /// how many it needs; other questions unanswered do not matter here).
    pub(super) fn takes_players(&self, count: usize) -> bool {
        let input = crate::core::SetupInput {
            players: (1..=count).map(|n| format!("Player {n}")).collect(),
            ..crate::core::SetupInput::default()
        };
        !matches!(
            crate::games::check_setup(self.game, &input),
            Err(m) if m.key == "setup-player-count"
        )
    }

    /// Seats the last table's players in their order, as many seats as
    /// there were (within what the screen offers); what was chosen for the
    /// seats goes, as it was for the people who sat there.
    pub(super) fn seat_last_players(&mut self, settings: &Settings) {
        let last: Vec<String> = settings
            .last_players
            .iter()
            .take(MAX_SEATS)
            .cloned()
            .collect();
        if last.is_empty() {
            return;
        }
        self.steps.forget_seats();
        self.players = last;
        self.per_seat.clear();
        self.seats.clear();
        self.problem = None;
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
        let menu = menu_height(items.len());
        container(
            pick_list(items, chosen, move |item: ChoiceItem| {
                Message::PerSeat(key, seat, item.value)
            })
            .placeholder(i18n::text(lang, label))
            .width(220)
            // A short list that scrolls: opened for a low seat it does
            // not reach over the page's heading or off the window.
            .menu_height(menu),
        )
        .id(format!("seat-{seat}-{key}"))
        .into()
    }
}
