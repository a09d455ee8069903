//! Why a button of the action area is greyed, shown in the pad's line of
//! explanations when it is tapped (or, for the next step's button, while
//! nothing else is to be said there): from
//! what the rules expect now ([`next`]) and the step it works on, the
//! same questions that grey it.

use super::Pad;
use super::next::{Next, next};
use crate::core::Msg;
use crate::games::bang_dice::{BangState, Step};
use crate::i18n::{self, Lang};

/// A button of the pad that can be greyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Greyed {
    /// A face of the palette.
    Face,
    /// "Take back" (the last face).
    TakeBack,
    /// "Start over".
    Clear,
    /// The next step's big button (the gatling, Kit's discards, the end).
    NextStep,
    /// Slab the Killer's double.
    Double,
    /// Kit Carlson's "nothing".
    KitNone,
}

impl Pad {
    /// Why `button` is greyed now, in the player's language (asked only of
    /// a greyed button).
    pub(super) fn why_greyed(&self, lang: Lang, state: &BangState, button: Greyed) -> String {
        let picked = !self.reroll.is_empty();
        let key = match button {
            Greyed::Face if matches!(next(state), Next::Reroll) => "bang-ui-why-pick-dice",
            Greyed::Face => "bang-ui-why-dice-in",
            Greyed::TakeBack => "bang-ui-why-no-face",
            Greyed::Clear => "bang-ui-why-nothing-picked",
            Greyed::NextStep | Greyed::KitNone | Greyed::Double if picked => {
                "bang-ui-why-reroll-picked"
            }
            Greyed::NextStep => match (next(state), self.step(state)) {
                (Next::Roll, _) => "bang-ui-why-roll-first",
                (_, Some(Step::Kit)) => "bang-ui-why-kit-pick",
                (_, Some(step)) => {
                    return i18n::tr(
                        lang,
                        &Msg::new("bang-ui-why-resolve-first")
                            .arg("step", self.step_question(lang, state, step)),
                    );
                }
                (_, None) => "bang-ui-why-roll-first",
            },
            // Shown only while Slab the Killer may double (or has): greyed,
            // his one double is used.
            Greyed::Double => "bang-ui-why-double-picked",
            Greyed::KitNone => "bang-ui-why-kit-picked",
        };
        i18n::text(lang, key)
    }
}
