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
use super::widgets::{seat_name, slot, small};
use super::{ActionChoice, Message, Pad};
use crate::games::bang_dice::{BangDice, BangState, Choice, roles, rules};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use iced::widget::{Column, Row, column, container, row, text};
use iced::{Alignment, Element, Length};

/// The height of the action area, whatever it shows: the rows of
/// [`Pad::play_view`] and their spacing.
const AREA_HEIGHT: f32 = 236.0;

impl Pad {
    /// The action area: what the rules expect next.
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
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
                    roles_row = roles_row.push(small(
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
                self.play_view(lang, state, &offered)
            }
        };
        Some(
            container(body)
                .width(Length::Fill)
                .height(AREA_HEIGHT)
                .into(),
        )
    }

    /// Rolling and resolving, in fixed rows: the step's buttons, the
    /// question, the face palette, the hints, the faces clicked.
    fn play_view<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Element<'a, Message> {
        let mut question = Column::new()
            .spacing(4)
            // Two lines of it fit its row in the narrowest action area.
            .push(text(self.question(lang, state)).size(16));
        if let Some(then) = self.then_line(lang, state) {
            question = question.push(text(then).size(15));
        }
        // The next step first: on the shortest pane (160 % text on a small
        // screen) it and the faces stay in sight, and the rows below scroll.
        column![
            slot(46.0, self.step_buttons(lang, state, offered)),
            slot(48.0, question),
            slot(44.0, self.palette(lang, state, offered)),
            slot(40.0, self.hint(lang, state)),
            slot(34.0, self.chosen(lang, state)),
        ]
        .spacing(6)
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
        for answer in answers(state, choice) {
            let label = match &answer {
                ActionChoice::Sid(Some(target)) => name(*target),
                ActionChoice::Sid(None) => i18n::text(lang, "bang-ui-nobody"),
                ActionChoice::Bart(n) | ActionChoice::Pedro(n) => n.to_string(),
                ActionChoice::Gatling
                | ActionChoice::End
                | ActionChoice::Reveal(..)
                | ActionChoice::KitNone => continue,
            };
            buttons = buttons.push(small(label, Message::Act(answer)));
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
