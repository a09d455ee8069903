//! The action area, built from the kit's fixed area ([`kit::Area`]): the
//! main button (the end of the turn, the gatling, Kit Carlson's discards)
//! always at its place, "start over" at the other end of that row, the
//! question, the reason line, and below them the face palette with the
//! faces clicked and "take back" — or a character's choice, a role to
//! reveal, the end of the game, in the same places.
//!
//! Nothing moves under the finger: every part has its height whatever is
//! asked, and a button not available now is greyed in place. What is
//! live is exactly what [`Pad::offered`] lists and every button is in
//! [`Pad::drawn`], so the property test of the pads covers what is drawn.

use super::faces::seat_name;
use super::offers::{Next, answers, next};
use super::{ActionChoice, Message, Pad};
use crate::core::{BangFace, Msg};
use crate::games::bang_dice::{BangDice, BangState, Choice, roles, rules};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::games::kit::{Area, Drawn, Tap, buttons};
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use iced::widget::{Row, column, container, row, text};
use iced::{Alignment, Element, Length};

/// The height of the action area's place below which it takes its shorter
/// arrangement (160 % text on a 1366×768 screen).
pub(super) const AREA_HEIGHT: f32 = 290.0;

impl Pad {
    /// The action area: what the rules expect next.
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        self.view_in(lang, session, false, None)
    }

    /// The action area, in its shorter arrangement when `compact`, with
    /// the odds of the reroll (see `TablePad::view_in`).
    pub fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
        compact: bool,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        let state = session.state();
        let offered = self.offered(state);
        let main = |label: String, tap: Tap<Message>| {
            if compact {
                buttons::main_compact(label, tap)
            } else {
                buttons::main(label, tap)
            }
        };
        let area = match next(state) {
            Next::Over => Area {
                main: None,
                end: Vec::new(),
                question: String::new(),
                why: None,
                odds: None,
                body: self.over_view(lang, state),
            },
            Next::Choice(choice) => Area {
                main: Some(main(
                    self.next_label(lang, state),
                    self.next_tap(state, &offered),
                )),
                end: Vec::new(),
                question: self.choice_question(lang, state, choice),
                why: self.explanation(lang, state, &offered),
                odds: None,
                body: self.answer_row(self.answer_buttons(lang, state, choice)),
            },
            Next::Reveal(seat) => Area {
                main: Some(main(
                    self.next_label(lang, state),
                    self.next_tap(state, &offered),
                )),
                end: Vec::new(),
                question: reveal_question(lang, state, seat),
                why: self.explanation(lang, state, &offered),
                odds: None,
                body: self.answer_row(self.role_buttons(lang, state, seat)),
            },
            Next::Roll | Next::Reroll | Next::Step(_) | Next::EndTurn => {
                let mut question = self.question(lang, state);
                if let Some(then) = self.then_line(lang, state) {
                    question = format!("{question}\n{then}");
                }
                Area {
                    main: Some(main(
                        self.next_label(lang, state),
                        self.next_tap(state, &offered),
                    )),
                    end: vec![buttons::side(
                        i18n::text(lang, "bang-ui-clear"),
                        self.clear_tap(),
                        compact,
                    )],
                    question,
                    why: if odds.is_some() {
                        self.explanation_beside_odds(lang, state, &offered)
                    } else {
                        self.explanation(lang, state, &offered)
                    },
                    odds,
                    body: self.faces_view(lang, state, &offered, compact),
                }
            }
        };
        Some(area.view_in(compact))
    }

    /// The palette, and below it the faces clicked (or the targets picked,
    /// or the button beside the step) with "take back".
    fn faces_view<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
        compact: bool,
    ) -> Element<'a, Message> {
        let take_back = buttons::side(
            i18n::text(lang, "bang-ui-take-back"),
            self.take_back_tap(),
            compact,
        );
        // In the shorter arrangement "take back" sits beside the palette.
        if compact {
            return column![
                row![self.palette(offered, true), take_back]
                    .spacing(6)
                    .align_y(Alignment::Center),
                self.chosen(lang, state, offered),
            ]
            .spacing(2)
            .into();
        }
        let chosen = row![self.chosen(lang, state, offered), take_back]
            .spacing(8)
            .align_y(Alignment::Center);
        column![self.palette(offered, false), chosen]
            .spacing(6)
            .into()
    }

    /// The end of the game: who won.
    fn over_view<'a>(&self, lang: Lang, state: &BangState) -> Element<'a, Message> {
        let winners: Vec<String> = roles::winners(state)
            .unwrap_or_default()
            .into_iter()
            .map(|seat| seat_name(state, seat))
            .collect();
        container(
            row![
                Icon::Badge.view(26.0),
                text(i18n::tr(
                    lang,
                    &Msg::new("bang-ui-over").arg("winners", winners.join(", ")),
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

    /// A character's choice, as people read it.
    fn choice_question(&self, lang: Lang, state: &BangState, choice: Choice) -> String {
        let key = match choice {
            Choice::Sid { .. } => "bang-ui-sid",
            Choice::Bart { .. } => "bang-ui-bart",
            Choice::Pedro { .. } => "bang-ui-pedro",
        };
        i18n::tr(
            lang,
            &Msg::new(key).arg("player", seat_name(state, choice.seat())),
        )
    }

    /// A character's answers, one button each.
    fn answer_buttons(&self, lang: Lang, state: &BangState, choice: Choice) -> Vec<Drawn<Message>> {
        answers(state, choice)
            .into_iter()
            .filter_map(|answer| {
                let label = match &answer {
                    ActionChoice::Sid(Some(target)) => seat_name(state, *target),
                    ActionChoice::Sid(None) => i18n::text(lang, "bang-ui-nobody"),
                    ActionChoice::Bart(n) | ActionChoice::Pedro(n) => n.to_string(),
                    ActionChoice::Gatling
                    | ActionChoice::End
                    | ActionChoice::Reveal(..)
                    | ActionChoice::KitNone => return None,
                };
                Some(Drawn::new(label, Tap::Live(Message::Act(answer))))
            })
            .collect()
    }

    /// The roles a seat may show, one button each.
    fn role_buttons(&self, lang: Lang, state: &BangState, seat: usize) -> Vec<Drawn<Message>> {
        roles::possible_roles(state, seat)
            .into_iter()
            .map(|role| {
                Drawn::new(
                    i18n::text(lang, &role.name_key()),
                    Tap::Live(Message::Act(ActionChoice::Reveal(seat, role))),
                )
            })
            .collect()
    }

    fn answer_row<'a>(&self, answers: Vec<Drawn<Message>>) -> Element<'a, Message> {
        let mut row = Row::new().spacing(8);
        for answer in answers {
            row = row.push(buttons::choice(answer.label, answer.tap, false));
        }
        row.wrap().vertical_spacing(8).into()
    }

    /// Every button the pad draws now (see [`TablePad::drawn`]), in both
    /// its area and its ring: what the views are drawn from.
    ///
    /// [`TablePad::drawn`]: crate::ui::games::TablePad::drawn
    pub(super) fn drawn(&self, lang: Lang, state: &BangState) -> Vec<Drawn<Message>> {
        let offered = self.offered(state);
        let t = |key: &str| i18n::text(lang, key);
        let mut drawn = Vec::new();
        match next(state) {
            Next::Over => return drawn,
            Next::Choice(choice) => drawn.extend(self.answer_buttons(lang, state, choice)),
            Next::Reveal(seat) => drawn.extend(self.role_buttons(lang, state, seat)),
            Next::Roll | Next::Reroll | Next::Step(_) | Next::EndTurn => {
                drawn.push(Drawn::control(t("bang-ui-clear"), self.clear_tap()));
                for face in BangFace::ALL {
                    let label = t(face.name_key());
                    drawn.push(Drawn::new(label, self.face_tap(&offered, face)));
                }
                drawn.push(Drawn::control(t("bang-ui-take-back"), self.take_back_tap()));
                if let Some((label, tap, _)) = self.beside_tap(lang, state, &offered) {
                    // Taking Slab's double back only steers the pad.
                    if self.double_next {
                        drawn.push(Drawn::control(label, tap));
                    } else {
                        drawn.push(Drawn::new(label, tap));
                    }
                }
                drawn.extend(self.ring_buttons(state));
            }
        }
        drawn.push(Drawn::new(
            self.next_label(lang, state),
            self.next_tap(state, &offered),
        ));
        drawn
    }
}

/// The question of a role to reveal: a player out, or at the end a living
/// player whose role names the winners (the rules' own reminder).
fn reveal_question(lang: Lang, state: &BangState, seat: usize) -> String {
    let name = seat_name(state, seat);
    let question = if state.players[seat].alive() {
        rules::REVEAL_ROLES.finding().arg("players", name).message()
    } else {
        Msg::new("bang-ui-reveal").arg("player", name)
    };
    i18n::tr(lang, &question)
}
