//! What the pad's reason line says: why a button of the action area is
//! greyed when it is tapped (or, for the main button, while nothing else is
//! to be said there), a die picked that the rules forbid to reroll, who the
//! next die cannot reach. From what the rules expect now ([`next`]) and the
//! step it works on: the same questions that grey the buttons.

use super::offers::{Next, next};
use super::steps::out_of_range;
use super::{Message, Pad};
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
                (Next::Choice(_) | Next::Reveal(_), _) => "bang-ui-why-answer-first",
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

    /// The reason line, in order: why the greyed button last tapped is
    /// greyed, a picked die the rules forbid to reroll (in the rule's own
    /// words), or who the next die cannot reach.
    pub(super) fn explanation(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Option<String> {
        self.explanation_beside_odds(lang, state, offered)
            .or_else(|| self.reach(lang, state, offered))
    }

    /// The reason line beside the odds of a reroll: only what answers the
    /// tap just made (a greyed button, a die the rules forbid to reroll);
    /// who the next die cannot reach waits until the rolling is done, as
    /// the odds are what the player weighs while choosing dice.
    pub(super) fn explanation_beside_odds(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Option<String> {
        if let Some(tapped) = self.why
            && self.greyed(state, offered, tapped)
        {
            return Some(self.why_greyed(lang, state, tapped));
        }
        self.forbidden(lang, state)
    }

    /// The picked dice the rules forbid to reroll, in the rule's words.
    fn forbidden(&self, lang: Lang, state: &BangState) -> Option<String> {
        let forbidden: Vec<String> = self
            .reroll_warnings(state)
            .iter()
            .map(|finding| i18n::tr(lang, &crate::i18n::for_the_window(lang, &finding.message())))
            .collect();
        (!forbidden.is_empty()).then(|| forbidden.join(" "))
    }

    /// Who the next 1 or 2 cannot reach.
    fn reach(&self, lang: Lang, state: &BangState, offered: &[Message]) -> Option<String> {
        if self.step(state) == Some(Step::Shots)
            && let Some((_, face)) = state.shot_dice().get(self.hits.len())
        {
            let mut line = out_of_range(lang, state, *face);
            if self.beside(lang, state, offered).is_some() && !self.hits.is_empty() {
                line = format!("{}. {line}", self.picked(state).join(", "));
            }
            return Some(line);
        }
        // Why the main button waits is said when it is tapped: unasked, it
        // would only repeat the question above.
        None
    }
}
