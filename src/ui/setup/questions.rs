//! The game's questions about the whole table: a seat (who is the Sheriff,
//! who plays the Mayor) or one of a few choices (a variant), each as a pick
//! list, what applies when nothing is chosen shown as chosen.

use super::{Message, Setup};
use crate::core::{Choice, SetupField};
use crate::i18n::{self, Lang};
use iced::Alignment;
use iced::widget::{Column, pick_list, row, text};

impl Setup {
    /// A row per seat question and per whole-game question, in the game's order.
    pub(super) fn questions<'a>(&self, lang: Lang, fields: &[SetupField]) -> Column<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut questions = Column::new().spacing(10);
        for field in fields {
            match field {
                SetupField::PerSeat { .. } => {}
                SetupField::Seat { key, label } => {
                    let names: Vec<SeatItem> = self
                        .players
                        .iter()
                        .enumerate()
                        .map(|(seat, name)| SeatItem {
                            seat,
                            name: seat_label(lang, self.game, seat, name),
                        })
                        .collect();
                    let chosen = self.seats.get(key).and_then(|s| names.get(*s).cloned());
                    let key = *key;
                    let menu = super::players::menu_height(names.len());
                    questions = questions.push(
                        row![
                            text(t(label)).width(300),
                            pick_list(names, chosen, move |item: SeatItem| Message::Seat(
                                key, item.seat
                            ))
                            .width(320)
                            .menu_height(menu),
                        ]
                        .spacing(8)
                        .align_y(Alignment::Center),
                    );
                }
                SetupField::OneOf {
                    key,
                    label,
                    choices,
                    default,
                } => {
                    let items: Vec<ChoiceItem> =
                        choices.iter().map(|c| ChoiceItem::new(lang, *c)).collect();
                    // What applies when nothing is chosen is shown as chosen.
                    let chosen = self
                        .one_of
                        .get(key)
                        .copied()
                        .or(*default)
                        .and_then(|v| items.iter().find(|i| i.value == v).cloned());
                    let key = *key;
                    let menu = super::players::menu_height(items.len());
                    questions = questions.push(
                        row![
                            text(t(label)).width(300),
                            pick_list(items, chosen, move |item: ChoiceItem| Message::OneOf(
                                key, item.value
                            ))
                            .width(320)
                            .menu_height(menu),
                        ]
                        .spacing(8)
                        .align_y(Alignment::Center),
                    );
                }
            }
        }
        questions
    }
}

/// A choice in a pick list, with its label in the current language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ChoiceItem {
    /// The value the option takes.
    pub(super) value: &'static str,
    /// What the list shows.
    label: String,
}

impl ChoiceItem {
    /// The choice, labelled in `lang`.
    pub(super) fn new(lang: Lang, choice: Choice) -> Self {
        ChoiceItem {
            value: choice.value,
            label: i18n::text(lang, choice.label),
        }
    }
}

impl std::fmt::Display for ChoiceItem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// A seat in a pick list: its number and the name typed so far.
#[derive(Debug, Clone, PartialEq, Eq)]
struct SeatItem {
    seat: usize,
    name: String,
}

impl std::fmt::Display for SeatItem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

/// A seat as a pick list shows it: its number, and the name once typed.
fn seat_label(lang: Lang, game: crate::core::GameId, seat: usize, name: &str) -> String {
    let seat_text = super::players::seat_number(lang, game, seat);
    if name.trim().is_empty() {
        seat_text
    } else {
        format!("{seat_text}: {}", name.trim())
    }
}

impl Setup {
    /// After a seat's answer to a question whose choices are each taken
    /// once and are as many as the seats (BANG!'s three face-up roles): the
    /// one seat left unanswered can only have the one choice left, so it
    /// gets it, and the table taps two of the three, not all three.
    pub(super) fn fill_the_last_unique(&mut self, key: &'static str) {
        let seats = self.players.len();
        let Some(choices) = self
            .fields(seats)
            .into_iter()
            .find_map(|field| match field {
                SetupField::PerSeat {
                    key: k,
                    choices,
                    unique: true,
                    ..
                } if k == key => Some(choices),
                _ => None,
            })
        else {
            return;
        };
        if choices.len() != seats {
            return;
        }
        let answers = self.per_seat.entry(key).or_default();
        answers.resize(seats.max(answers.len()), None);
        let open: Vec<usize> = (0..seats).filter(|s| answers[*s].is_none()).collect();
        let left: Vec<&'static str> = choices
            .iter()
            .map(|c| c.value)
            .filter(|v| !answers[..seats].contains(&Some(*v)))
            .collect();
        if let ([seat], [value]) = (open.as_slice(), left.as_slice()) {
            answers[*seat] = Some(*value);
        }
    }
}
