//! The action area: one place for what the rules expect now (the end of the
//! game, a character's choice, a role to reveal, the roll, the rerolls, a
//! step of resolving, the end of the turn).
//!
//! Nothing moves under the finger: the area has one height whatever is
//! asked, and while dice are rolled and resolved it keeps the same rows in
//! the same places (the step's buttons, the question, the face palette, a
//! line of hints, the faces clicked with "take back"). A button not
//! available now is greyed in place; what is enabled is exactly what
//! [`Pad::offered`] lists, so the property test of the pads covers it.

use super::next::{Next, answers, next};
use super::widgets::{answer, seat_name, slot};
use super::{ActionChoice, Message, Pad};
use crate::games::bang_dice::{BangDice, BangState, Choice, roles, rules};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use iced::widget::{Column, Row, column, container, row, text};
use iced::{Alignment, Element, Length};

/// The height of the action area, whatever it shows: the rows of
/// [`Pad::play_view`] and their spacing. It fits the pad's place at 160 %
/// text on a 1366×768 screen (`tests/suite/window/pads_layout.rs`).
pub(super) const AREA_HEIGHT: f32 = 225.0;
/// The rows of [`Pad::play_view`]: the step's buttons, the question (three
/// lines of the narrowest area), the palette, the faces clicked or the
/// targets picked with "take back", and the line of explanations (two).
const ROWS: [f32; 5] = [41.0, 59.0, 38.0, 34.0, 37.0];
/// The room between them.
const ROW_GAP: f32 = 4.0;
/// The shorter arrangement, for a short place (160 % text on a 1366×768
/// screen): the step's buttons, the question (two or three smaller lines),
/// the palette with "take back" beside it, and one line for the
/// explanation or, while there is none, the faces clicked or targets
/// picked.
const COMPACT_ROWS: [f32; 4] = [41.0, 53.0, 34.0, 34.0];
/// The room between them.
const COMPACT_GAP: f32 = 2.0;

impl Pad {
    /// The action area: what the rules expect next.
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        self.view_in(lang, session, false)
    }

    /// The action area, in its shorter arrangement when `compact`.
    pub fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
        compact: bool,
    ) -> Option<Element<'a, Message>> {
        let state = session.state();
        let name = |seat: usize| seat_name(state, seat);
        let offered = self.offered(state);
        let body: Element<'a, Message> = match next(state) {
            Next::Over => {
                let winners: Vec<String> = roles::winners(state)
                    .unwrap_or_default()
                    .into_iter()
                    .map(name)
                    .collect();
                container(
                    row![
                        Icon::Badge.view(26.0),
                        text(i18n::tr(
                            lang,
                            &crate::core::Msg::new("bang-ui-over")
                                .arg("winners", winners.join(", ")),
                        ))
                        .size(20),
                    ]
                    .spacing(10)
                    .align_y(Alignment::Center),
                )
                .padding(12)
                .width(Length::Fill)
                .style(|th| theme::banner(th, Tone::Good))
                .into()
            }
            Next::Choice(choice) => self.choice_view(lang, state, choice),
            Next::Reveal(seat) => {
                // A living player shows a role only once the game is over, to
                // name the winners: the rules' own reminder says so.
                let question = if state.players[seat].alive() {
                    rules::REVEAL_ROLES
                        .finding()
                        .arg("players", name(seat))
                        .message()
                } else {
                    crate::core::Msg::new("bang-ui-reveal").arg("player", name(seat))
                };
                let mut roles_row = Row::new().spacing(8);
                for role in roles::possible_roles(state, seat) {
                    roles_row = roles_row.push(answer(
                        i18n::text(lang, &role.name_key()),
                        Message::Act(ActionChoice::Reveal(seat, role)),
                    ));
                }
                column![
                    text(i18n::tr(lang, &question)).size(18),
                    roles_row.wrap().vertical_spacing(8)
                ]
                .spacing(10)
                .into()
            }
            Next::Roll | Next::Reroll | Next::Step(_) | Next::EndTurn => {
                self.play_view(lang, state, &offered, compact)
            }
        };
        // The least height, the same for every question; a question that
        // needs more in a narrow area makes it taller rather than clipped.
        let height = if compact {
            COMPACT_ROWS.iter().sum::<f32>() + 3.0 * COMPACT_GAP
        } else {
            AREA_HEIGHT
        };
        Some(slot(height, body))
    }

    /// Rolling and resolving, in fixed rows: the step's buttons, the
    /// question, the face palette, the faces clicked (or the targets
    /// picked) with "take back", and the line of explanations (why a
    /// greyed button is greyed, who is out of range).
    fn play_view<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
        compact: bool,
    ) -> Element<'a, Message> {
        let size = if compact { 13 } else { 15 };
        let mut question = Column::new()
            .spacing(2)
            .push(text(self.question(lang, state)).size(size));
        if let Some(then) = self.then_line(lang, state) {
            question = question.push(text(then).size(if compact { 13 } else { 14 }));
        }
        if compact {
            let explained = self
                .explanation(lang, state, offered, true)
                .unwrap_or_else(|| self.chosen_left(lang, state, offered));
            return column![
                slot(COMPACT_ROWS[0], self.step_buttons(lang, state, offered)),
                slot(COMPACT_ROWS[1], question),
                slot(
                    COMPACT_ROWS[2],
                    row![self.palette(offered, true), self.take_back(lang, true)]
                        .spacing(6)
                        .align_y(Alignment::Center)
                ),
                slot(COMPACT_ROWS[3], explained),
            ]
            .spacing(COMPACT_GAP)
            .into();
        }
        let explained = self
            .explanation(lang, state, offered, false)
            .unwrap_or_else(|| iced::widget::space().into());
        column![
            slot(ROWS[0], self.step_buttons(lang, state, offered)),
            slot(ROWS[1], question),
            slot(ROWS[2], self.palette(offered, false)),
            slot(
                ROWS[3],
                row![
                    self.chosen_left(lang, state, offered),
                    self.take_back(lang, false)
                ]
                .spacing(8)
                .align_y(Alignment::Center)
            ),
            slot(ROWS[4], explained),
        ]
        .spacing(ROW_GAP)
        .into()
    }

    /// A character's choice: the question and one button per answer.
    fn choice_view<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        choice: Choice,
    ) -> Element<'a, Message> {
        let name = |seat: usize| seat_name(state, seat);
        let question = match choice {
            Choice::Sid { .. } => "bang-ui-sid",
            Choice::Bart { .. } => "bang-ui-bart",
            Choice::Pedro { .. } => "bang-ui-pedro",
        };
        let mut buttons = Row::new().spacing(8);
        for choice_answer in answers(state, choice) {
            let label = match &choice_answer {
                ActionChoice::Sid(Some(target)) => name(*target),
                ActionChoice::Sid(None) => i18n::text(lang, "bang-ui-nobody"),
                ActionChoice::Bart(n) | ActionChoice::Pedro(n) => n.to_string(),
                ActionChoice::Gatling
                | ActionChoice::End
                | ActionChoice::Reveal(..)
                | ActionChoice::KitNone => continue,
            };
            buttons = buttons.push(answer(label, Message::Act(choice_answer)));
        }
        column![
            text(i18n::tr(
                lang,
                &crate::core::Msg::new(question).arg("player", name(choice.seat()))
            ))
            .size(18),
            buttons.wrap().vertical_spacing(8),
        ]
        .spacing(10)
        .into()
    }
}
