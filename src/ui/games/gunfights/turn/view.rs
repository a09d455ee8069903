//! The turn pad's layout, in the player's words: End turn as the main
//! button in every state (greyed while a form is open or a gamble waits),
//! the open form's Cancel (and Target Practice's "Enter without the
//! shot") at the main row's end, the question, and the body: the d20's
//! faces first where a die is asked (so they are whole on a short screen),
//! Lucky, then the form's choices or the character's actions, every one
//! greyed in place when the rules do not take it now.

use super::forms::Offers;
use super::{Action, Form, Message, Pad, buttons};
use crate::core::Msg;
use crate::games::gunfights::{Call, GunState, queries};
use crate::i18n::{self, Lang};
use crate::ui::games::gunfights::layout::{Cell, Layout, Part};

impl Pad {
    /// Everything the turn pad draws now.
    pub fn layout(&self, lang: Lang, state: &GunState) -> Layout<Message> {
        let offered = self.offered(state);
        let o = Offers(&offered);
        let t = |key: &str| i18n::text(lang, key);
        let main = Some(o.choice(t("gf-pad-end"), Message::Start(Action::End), false));
        if let Some(gamble) = state.this_round.gamble {
            let chosen = self.call_for(gamble);
            let calls = [Call::TwentyOne, Call::TwentyEight]
                .into_iter()
                .map(|call| {
                    let key = match call {
                        Call::TwentyOne => "gf-pad-call-21",
                        Call::TwentyEight => "gf-pad-call-28",
                    };
                    o.choice(t(key), Message::Call(call), chosen == Some(call))
                })
                .collect();
            let question = match chosen {
                // The chances of each call are the odds line's (the
                // setting turns them off); the question only asks.
                None => i18n::tr(
                    lang,
                    &Msg::new("gf-pad-call-question").arg("visible", i64::from(gamble.visible)),
                ),
                Some(_) => t("gf-pad-call-hidden"),
            };
            let mut parts = vec![Part::Choices(calls), Part::Die(self.die(&o))];
            if let Some(lucky) = self.lucky_cells(lang, state, gamble.seat, false, &o) {
                parts.push(Part::Choices(lucky));
            }
            return Layout {
                main,
                end: Vec::new(),
                question,
                parts,
            };
        }
        let Some(form) = self.form(state) else {
            return self.menu(lang, state, main, &o);
        };
        let practice = matches!(form, Form::Practice(_));
        let mut end = Vec::new();
        if practice {
            end.push(o.choice(t("gf-pad-enter-no-shot"), Message::Enter, false));
        }
        end.push(o.control(t("gf-pad-cancel"), Message::Cancel, false));
        let (question, choices) = self.form_parts(lang, state, form, &o);
        let mut parts = Vec::new();
        let die = matches!(
            form,
            Form::Bet(Some(_))
                | Form::Guard
                | Form::Reveal
                | Form::Steal(Some(_), _)
                | Form::Practice(_)
        );
        if die {
            parts.push(Part::Die(self.die(&o)));
        }
        // Lucky is chosen before the die that completes the entry is
        // clicked. Blind Betty's bet has no Lucky.
        if die
            && !matches!(form, Form::Bet(_))
            && let Some(lucky) = self.lucky_cells(lang, state, state.turn, practice, &o)
        {
            parts.push(Part::Choices(lucky));
        }
        if !choices.is_empty() {
            parts.push(Part::Choices(choices));
        }
        Layout {
            main,
            end,
            question,
            parts,
        }
    }

    /// The d20's twenty faces, each live while offered.
    fn die(&self, o: &Offers<'_>) -> Vec<Cell<Message>> {
        (1..=20u8)
            .map(|face| o.choice(face.to_string(), Message::Die(face), false))
            .collect()
    }

    /// Lucky's toggle, when the roller holds Lucky and has not used it this
    /// round; for Target Practice one toggle per die. One switched on is
    /// shown as chosen, and tapped again switches it off.
    fn lucky_cells(
        &self,
        lang: Lang,
        state: &GunState,
        roller: usize,
        practice: bool,
        o: &Offers<'_>,
    ) -> Option<Vec<Cell<Message>>> {
        if !queries::lucky_ready(state, roller) {
            return None;
        }
        let t = |key: &str| i18n::text(lang, key);
        let toggle = |label: String, die: usize| {
            if self.lucky == Some(die) {
                o.control(label, Message::Lucky(die), true)
            } else {
                o.choice(label, Message::Lucky(die), false)
            }
        };
        Some(if practice {
            [
                "gf-pad-lucky-first",
                "gf-pad-lucky-second",
                "gf-pad-lucky-shot",
            ]
            .into_iter()
            .enumerate()
            .map(|(die, key)| toggle(format!("{} {}", t("gf-pad-lucky-on"), t(key)), die))
            .collect()
        } else {
            vec![toggle(t("gf-pad-lucky"), 0)]
        })
    }

    /// The actions of the character whose turn it is, End turn at the
    /// main place.
    fn menu(
        &self,
        lang: Lang,
        state: &GunState,
        main: Option<Cell<Message>>,
        o: &Offers<'_>,
    ) -> Layout<Message> {
        let actions = buttons(state)
            .into_iter()
            .filter(|(action, _)| *action != Action::End)
            .map(|(action, _)| {
                o.choice(
                    action_label(lang, state, action),
                    Message::Start(action),
                    false,
                )
            })
            .collect();
        let name = state.seats.get(state.turn).map(|_| state.name(state.turn));
        Layout {
            main,
            end: Vec::new(),
            question: i18n::tr(
                lang,
                &Msg::new("gf-pad-turn-question").arg("name", name.unwrap_or_default()),
            ),
            parts: vec![Part::Choices(actions)],
        }
    }
}

/// The words of an action button.
pub(super) fn action_label(lang: Lang, state: &GunState, action: Action) -> String {
    match action {
        Action::Cycle if queries::free_cycle(state, state.turn) => {
            i18n::text(lang, "gf-pad-cycle-free")
        }
        Action::Reveal if queries::to_beat(state).is_none() => {
            i18n::text(lang, "gf-pad-reveal-free")
        }
        Action::StealAmmo => i18n::tr(
            lang,
            &Msg::new("gf-pad-steal-ammo").arg("count", i64::from(state.ammo_per_theft())),
        ),
        _ => i18n::text(lang, action_key(action)),
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
