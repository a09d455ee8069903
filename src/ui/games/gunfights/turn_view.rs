//! What the turn pad shows: the action buttons of the character whose turn
//! it is, or the open form's question with its choices as large buttons,
//! the d20 pad where a die is asked, Lucky's toggle and Cancel. The forms'
//! questions and choices are in `turn_forms`.

use super::turn::{Action, Form, Message, Pad, buttons};
use super::turn_forms::Offers;
use super::turn_reasons::why_greyed;
use super::widgets::{d20_pad, option};
use crate::core::Msg;
use crate::games::gunfights::{Call, GunState, queries};
use crate::i18n::{self, Lang};
use crate::ui::theme;
use iced::widget::{Column, Row, button, column, space, text};
use iced::{Alignment, Element, Length};

/// The height of the line that says why a greyed button is greyed: two
/// lines of its text in the narrowest action area.
const WHY_LINE: f32 = 40.0;

/// The shared large choice buttons, under the names the turn forms use.
pub(super) use crate::ui::widgets::{
    button_row as choices, choice_button as choice, question as prompt,
};

impl Pad {
    /// The action buttons, or the open form; Blind Betty's call while a
    /// gamble waits. Rows do not come and go with the clicks: Cancel (and
    /// Target Practice's "enter without the shot") sit at the top right,
    /// the d20 pad and Lucky stay where they are, greyed until they may be
    /// clicked; every choice is enabled exactly when it is offered.
    pub fn view<'a>(&'a self, lang: Lang, state: &'a GunState) -> Element<'a, Message> {
        let offered = self.offered(state);
        let mut col = Column::new().spacing(10);
        if let Some(gamble) = state.this_round.gamble {
            col = col.push(prompt(i18n::text(lang, "gf-pad-call")));
            let calls = [Call::TwentyOne, Call::TwentyEight].map(|call| {
                let key = match call {
                    Call::TwentyOne => "gf-pad-call-21",
                    Call::TwentyEight => "gf-pad-call-28",
                };
                choice(
                    i18n::text(lang, key),
                    Message::Call(call),
                    self.call_for(gamble) == Some(call),
                )
            });
            col = col.push(choices(calls.into()));
            let called = self.call_for(gamble).is_some();
            col = col.push(prompt(i18n::text(lang, "gf-pad-call-hidden")));
            if let Some(lucky) = self.lucky_row(lang, state, gamble.seat, false, called) {
                col = col.push(lucky);
            }
            col = col.push(d20_pad(Message::Die, called));
            return col.into();
        }
        let Some(form) = self.form(state) else {
            return self.menu(lang, state);
        };
        let practice = matches!(form, Form::Practice(_));
        let mut top = Row::new().spacing(8).push(space().width(Length::Fill));
        if practice {
            top = top.push(option(
                i18n::text(lang, "gf-pad-enter-no-shot"),
                offered.contains(&Message::Enter).then_some(Message::Enter),
                true,
            ));
        }
        top = top.push(choice(
            i18n::text(lang, "gf-pad-cancel"),
            Message::Cancel,
            false,
        ));
        col = col
            .push(top)
            .push(self.form_view(lang, state, form, &Offers(&offered)));
        let die = matches!(
            form,
            Form::Bet(Some(_))
                | Form::Guard
                | Form::Reveal
                | Form::Steal(Some(_), _)
                | Form::Practice(_)
        );
        // Lucky is chosen before the die that completes the entry is
        // clicked, so its toggle sits above the pad. Blind Betty's bet has
        // no Lucky; Target Practice offers it once the pair is in, when all
        // three dice can still take it.
        if die && !matches!(form, Form::Bet(_)) {
            let live = !matches!(form, Form::Practice(dice) if dice.len() < 2);
            if let Some(row) = self.lucky_row(lang, state, state.turn, practice, live) {
                col = col.push(row);
            }
        }
        if die {
            let live = offered.iter().any(|m| matches!(m, Message::Die(_)));
            col = col.push(d20_pad(Message::Die, live));
        }
        col.into()
    }

    /// Lucky's toggle, when the roller holds Lucky and has not used it this
    /// round; for Target Practice one toggle per die.
    fn lucky_row<'a>(
        &self,
        lang: Lang,
        state: &GunState,
        roller: usize,
        practice: bool,
        live: bool,
    ) -> Option<Element<'a, Message>> {
        if !queries::lucky_ready(state, roller) {
            return None;
        }
        let mut row = Row::new().spacing(8).align_y(Alignment::Center);
        if practice {
            row = row.push(text(i18n::text(lang, "gf-pad-lucky-on")).size(16));
            let keys = [
                "gf-pad-lucky-first",
                "gf-pad-lucky-second",
                "gf-pad-lucky-shot",
            ];
            for (i, key) in keys.into_iter().enumerate() {
                row = row.push(option(
                    i18n::text(lang, key),
                    live.then_some(Message::Lucky(i)),
                    self.lucky == Some(i),
                ));
            }
        } else {
            row = row.push(option(
                i18n::text(lang, "gf-pad-lucky"),
                live.then_some(Message::Lucky(0)),
                self.lucky.is_some(),
            ));
        }
        Some(row.into())
    }

    /// The buttons of the character whose turn it is.
    fn menu<'a>(&self, lang: Lang, state: &GunState) -> Element<'a, Message> {
        let buttons = buttons(state)
            .into_iter()
            .map(|(action, enabled)| {
                let label = match action {
                    Action::Cycle if queries::free_cycle(state, state.turn) => {
                        i18n::text(lang, "gf-pad-cycle-free")
                    }
                    Action::Reveal if queries::to_beat(state).is_none() => {
                        i18n::text(lang, "gf-pad-reveal-free")
                    }
                    Action::StealAmmo => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-steal-ammo")
                            .arg("count", i64::from(state.ammo_per_theft())),
                    ),
                    _ => i18n::text(lang, action_key(action)),
                };
                let end = action == Action::End;
                // A greyed button is still a button: tapped, it says why
                // in the line above the buttons.
                button(text(label).size(17))
                    .padding([12, 18])
                    .style(move |th, status| {
                        let status = theme::greyed_unless(enabled, status);
                        if end {
                            button::primary(th, status)
                        } else {
                            theme::secondary_button(th, status)
                        }
                    })
                    .on_press(if enabled {
                        Message::Start(action)
                    } else {
                        Message::Why(action)
                    })
                    .into()
            })
            .collect();
        // Below the buttons, so the end of the turn stays where it was on
        // the shortest pane.
        column![choices(buttons), self.why_line(lang, state)]
            .spacing(8)
            .into()
    }

    /// The reserved line below the action buttons: why the greyed button
    /// last tapped is greyed (or the end of the turn, while it is), in the
    /// rules' words; empty otherwise, of one height either way.
    fn why_line<'a>(&self, lang: Lang, state: &GunState) -> Element<'a, Message> {
        let greyed = |action: Action| {
            buttons(state)
                .into_iter()
                .any(|(a, enabled)| a == action && !enabled)
        };
        let shown = self
            .why
            .filter(|a| greyed(*a))
            .or_else(|| greyed(Action::End).then_some(Action::End))
            .and_then(|action| why_greyed(state, action));
        crate::ui::games::why_line(shown.map(|why| i18n::tr(lang, &why)), WHY_LINE)
    }
}

/// The label of an action button.
pub(super) fn action_key(action: Action) -> &'static str {
    match action {
        Action::Income => "gf-pad-income",
        Action::Buy => "gf-pad-buy",
        Action::Rebuild => "gf-pad-rebuild",
        Action::Bet => "gf-pad-bet",
        Action::Practice => "gf-pad-practice",
        Action::Oil => "gf-pad-oil",
        Action::Cycle => "gf-pad-cycle",
        Action::Trap => "gf-pad-trap",
        Action::Guard => "gf-pad-guard",
        Action::Bomb => "gf-pad-bomb",
        Action::Reveal => "gf-pad-reveal",
        Action::Steal => "gf-pad-steal",
        Action::Guarantee => "gf-pad-guarantee",
        Action::StealAmmo => "gf-pad-steal-ammo",
        Action::Pocket => "gf-pad-pocket",
        Action::Trade => "gf-pad-trade",
        Action::End => "gf-pad-end",
    }
}
