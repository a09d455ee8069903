//! The action area: one place for what the rules expect now (the end of the
//! game, a character's choice, a role to reveal, the roll, the rerolls, a
//! step of resolving, the end of the turn).

use super::next::{Next, answers, next};
use super::widgets::{big, seat_name, small};
use super::{ActionChoice, Message, Pad};
use crate::games::bang_dice::state::DICE;
use crate::games::bang_dice::{BangDice, BangState, Choice, roles, rules};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use iced::widget::{Column, Row, button, column, container, row, text};
use iced::{Alignment, Element, Length};

impl Pad {
    /// The action area: what the rules expect next.
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        let game = session;
        let state = game.state();
        let t = |key: &str| i18n::text(lang, key);
        let name = |seat: usize| seat_name(state, seat);
        let mut col = Column::new().spacing(10);
        match next(state) {
            Next::Over => {
                let winners: Vec<String> = roles::winners(state)
                    .unwrap_or_default()
                    .into_iter()
                    .map(name)
                    .collect();
                col = col.push(
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
                    .style(|th| theme::banner(th, Tone::Good)),
                );
            }
            Next::Choice(choice) => {
                col = col.push(self.choice_view(lang, state, choice));
            }
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
                col = col.push(text(i18n::tr(lang, &question)).size(18));
                let mut roles_row = Row::new().spacing(8);
                for role in roles::possible_roles(state, seat) {
                    roles_row = roles_row.push(
                        button(text(i18n::text(lang, &role.name_key())).size(16))
                            .padding([10, 16])
                            .style(theme::secondary_button)
                            .on_press(Message::Act(ActionChoice::Reveal(seat, role))),
                    );
                }
                col = col.push(roles_row);
            }
            Next::Roll => {
                col = col.push(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-roll")
                            .arg("player", name(state.turn.player)),
                    ))
                    .size(18),
                );
                col = col.push(self.face_entry(lang, DICE));
            }
            Next::Reroll => {
                let left = state.rerolls_left();
                col = col.push(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-reroll").arg("left", i64::from(left)),
                    ))
                    .size(18),
                );
                if !self.reroll.is_empty() {
                    col = col.push(self.face_entry(lang, self.reroll.len()));
                }
                // Resolving may start instead: the first step open, or the
                // end of the turn, greyed while dice are picked to reroll.
                if state.shot_dice().is_empty() {
                    col = col.push(text(t("bang-ui-keep")).size(15));
                }
                col = col.push(match state.unresolved().first() {
                    Some(step) => self.step_view(lang, state, *step),
                    None => big(
                        t("bang-ui-end"),
                        self.may_end(state)
                            .then_some(Message::Act(ActionChoice::End)),
                    ),
                });
            }
            Next::Step(step) => col = col.push(self.step_view(lang, state, step)),
            Next::EndTurn => {
                col = col.push(text(t("bang-ui-all-resolved")).size(18));
                col = col.push(big(t("bang-ui-end"), Message::Act(ActionChoice::End)));
            }
        }
        Some(col.into())
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
            buttons,
        ]
        .spacing(8)
        .into()
    }
}
