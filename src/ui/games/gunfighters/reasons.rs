//! Why a button of the pad is greyed, said when it is tapped (a touch
//! screen cannot hover for a tooltip): for a one-click entry, what the
//! rules say against it (`decide`'s own finding); for a button that opens
//! a form, when such a form is taken; for a choice of the open form, that
//! no entry the rules take follows from it.

use super::{Message, OneClick, Open, Pad};
use crate::core::{Finding, Game, Msg, needs_override};
use crate::games::gunfighters::{GfAction, GfState, Gunfighters};
use crate::i18n::{self, Lang};

/// A greyed button, as its tap names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Greyed {
    /// A button that opens a form.
    Open(Open),
    /// A one-click entry.
    Act(OneClick),
    /// A choice of the open form.
    Choice,
}

impl Greyed {
    /// The greyed button that would have sent `message`.
    pub(super) fn of(message: &Message) -> Greyed {
        match message {
            Message::Open(open) => Greyed::Open(*open),
            Message::Act(one) => Greyed::Act(*one),
            _ => Greyed::Choice,
        }
    }
}

/// What the rules say against an action: its refusal, or the rule it breaks.
fn against(state: &GfState, action: &GfAction) -> Option<Finding> {
    match Gunfighters::decide(state, action) {
        Err(finding) => Some(finding),
        Ok(decision) => decision
            .findings
            .into_iter()
            .find(|f| needs_override(std::slice::from_ref(f))),
    }
}

impl Pad {
    /// Why `button` is greyed now, in the player's language.
    pub(super) fn why_greyed(&self, lang: Lang, state: &GfState, button: Greyed) -> String {
        let msg = match button {
            Greyed::Act(one) => against(state, &one.action())
                .map(|f| crate::i18n::for_the_window(lang, &f.message()))
                .unwrap_or_else(|| self.not_now(lang, state)),
            Greyed::Open(Open::Lose | Open::Gain | Open::Coins) => {
                Msg::new("mgf-ui-why-after-story")
            }
            Greyed::Open(_) => self.not_now(lang, state),
            Greyed::Choice => Msg::new("mgf-ui-why-choice"),
        };
        i18n::tr(lang, &msg)
    }

    /// "Not now": what the rules expect instead.
    fn not_now(&self, lang: Lang, state: &GfState) -> Msg {
        Msg::new("mgf-ui-why-not-now").arg("step", self.question(lang, state))
    }
}
