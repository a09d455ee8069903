//! What the action area says and offers while the dice are rolled and
//! resolved: the question (with the step that could start instead of a
//! reroll), the main button (the gatling, Kit Carlson's discards or the end
//! of the turn, always in the kit's one place), "start over", and the
//! button beside the step (Slab the Killer's double or Kit's "nothing", in
//! the place of the faces clicked).

use super::faces::seat_name;
use super::offers::{Next, next};
use super::reasons::Greyed;
use super::{ActionChoice, Message, Pad};
use crate::core::Msg;
use crate::games::bang_dice::{BangState, Step, picks};
use crate::i18n::{self, Lang};
use crate::ui::games::kit::{Tap, buttons};
use iced::Element;

impl Pad {
    /// The step the buttons are about: the one open, or while rerolls are
    /// left the one resolving would start with.
    fn shown_step(&self, state: &BangState) -> Option<Step> {
        match next(state) {
            Next::Step(step) => Some(step),
            Next::Reroll => state.unresolved().first().copied(),
            _ => None,
        }
    }

    /// The question of the moment.
    pub(super) fn question(&self, lang: Lang, state: &BangState) -> String {
        match next(state) {
            Next::Roll => i18n::tr(
                lang,
                &Msg::new("bang-ui-roll").arg("player", seat_name(state, state.turn.player)),
            ),
            Next::Reroll => i18n::tr(
                lang,
                &Msg::new("bang-ui-reroll").arg("left", i64::from(state.rerolls_left())),
            ),
            Next::Step(step) => self.step_question(lang, state, step),
            Next::EndTurn => i18n::text(lang, "bang-ui-all-resolved"),
            Next::Over | Next::Choice(_) | Next::Reveal(_) => String::new(),
        }
    }

    /// Under a reroll's question, while no die is picked: what resolving
    /// would start with instead.
    pub(super) fn then_line(&self, lang: Lang, state: &BangState) -> Option<String> {
        if !matches!(next(state), Next::Reroll) || !self.reroll.is_empty() {
            return None;
        }
        Some(match self.shown_step(state) {
            Some(step) => self.step_question(lang, state, step),
            None => i18n::text(lang, "bang-ui-all-resolved"),
        })
    }

    /// What a step of resolving asks.
    pub(super) fn step_question(&self, lang: Lang, state: &BangState, step: Step) -> String {
        match step {
            Step::Shots => match state.shot_dice().get(self.hits.len()) {
                Some((die, face)) => i18n::tr(
                    lang,
                    &Msg::new("bang-ui-shoot")
                        .arg("die", die + 1)
                        .arg("face", i18n::text(lang, face.name_key())),
                ),
                None => i18n::text(lang, "bang-ui-shoot-ready"),
            },
            Step::Beers => i18n::tr(
                lang,
                &Msg::new("bang-ui-beers").arg("count", state.beers_to_give()),
            ),
            Step::Gatling => i18n::text(lang, "bang-ui-gatling"),
            Step::Kit => i18n::text(lang, "bang-ui-kit"),
        }
    }

    /// The message of the next step's button, when it is offered now.
    pub(super) fn next_click(&self, state: &BangState, offered: &[Message]) -> Option<Message> {
        let live = |message: Message| offered.contains(&message).then_some(message);
        match self.shown_step(state) {
            Some(Step::Gatling) => live(Message::Act(ActionChoice::Gatling)),
            Some(Step::Kit) => live(Message::Submit),
            Some(Step::Shots | Step::Beers) | None => live(Message::Act(ActionChoice::End)),
        }
    }

    /// Whether anything is put together that "start over" would forget:
    /// the faces of a roll clicked so far too.
    pub(super) fn drafted(&self) -> bool {
        !self.faces.is_empty()
            || !self.hits.is_empty()
            || !self.beers.is_empty()
            || !self.kit.is_empty()
            || !self.reroll.is_empty()
            || self.double_next
    }

    /// Whether `button` is greyed now.
    pub(super) fn greyed(&self, state: &BangState, offered: &[Message], button: Greyed) -> bool {
        match button {
            Greyed::Face => !offered.iter().any(|m| matches!(m, Message::Face(_))),
            Greyed::TakeBack => self.faces.is_empty(),
            Greyed::Clear => !self.drafted(),
            Greyed::NextStep => self.next_click(state, offered).is_none(),
            Greyed::Double => !self.double_next && !offered.contains(&Message::Double),
            Greyed::KitNone => !offered.contains(&Message::Act(ActionChoice::KitNone)),
        }
    }

    /// The label of the main button: the step the buttons are about.
    pub(super) fn next_label(&self, lang: Lang, state: &BangState) -> String {
        let key = match self.shown_step(state) {
            Some(Step::Gatling) => "bang-ui-fire",
            Some(Step::Kit) => "bang-ui-enter-kit",
            Some(Step::Shots | Step::Beers) | None => "bang-ui-end",
        };
        i18n::text(lang, key)
    }

    /// What the main button does now: the next step, or while it is
    /// greyed, saying why.
    pub(super) fn next_tap(&self, state: &BangState, offered: &[Message]) -> Tap<Message> {
        match self.next_click(state, offered) {
            Some(click) => Tap::Live(click),
            None => Tap::Greyed(Message::Why(Greyed::NextStep)),
        }
    }

    /// What "start over" does now.
    pub(super) fn clear_tap(&self) -> Tap<Message> {
        Tap::new(self.drafted(), Message::Clear, Message::Why(Greyed::Clear))
    }

    /// The button beside the step, as the tests see it: Slab the Killer's
    /// double while he may double (or has), Kit Carlson's "nothing".
    pub(super) fn beside_tap(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Option<(String, Tap<Message>, bool)> {
        let t = |key: &str| i18n::text(lang, key);
        let doubled = self.double_next || self.hits.iter().any(|h| h.double);
        match self.shown_step(state) {
            Some(Step::Shots) if doubled || picks::doubles(state) > 0 => {
                // Taking the double back is always possible.
                let on = !self.greyed(state, offered, Greyed::Double);
                let tap = Tap::new(on, Message::Double, Message::Why(Greyed::Double));
                Some((t("bang-ui-slab-next"), tap, self.double_next))
            }
            Some(Step::Kit) => {
                let none = Message::Act(ActionChoice::KitNone);
                let tap = Tap::new(offered.contains(&none), none, Message::Why(Greyed::KitNone));
                Some((t("bang-ui-kit-none"), tap, false))
            }
            Some(Step::Shots | Step::Beers | Step::Gatling) | None => None,
        }
    }

    /// The button beside the step, in the place of the faces.
    pub(super) fn beside<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Option<Element<'a, Message>> {
        let (label, tap, picked) = self.beside_tap(lang, state, offered)?;
        Some(buttons::choice(label, tap, picked))
    }
}

/// Why the players not highlighted cannot be hit with this die.
pub(super) fn out_of_range(lang: Lang, state: &BangState, face: crate::core::BangFace) -> String {
    let shooter = state.turn.player;
    use crate::games::bang_dice::targets;
    let legal = targets::legal_targets(state, shooter, face);
    let others: Vec<String> = state
        .alive_seats()
        .into_iter()
        .filter(|s| *s != shooter && !legal.contains(s))
        .map(|s| state.players[s].name.clone())
        .collect();
    let reach: Vec<String> = targets::reach(state, shooter, face)
        .iter()
        .map(ToString::to_string)
        .collect();
    if others.is_empty() {
        return i18n::text(lang, "bang-ui-all-in-range");
    }
    i18n::tr(
        lang,
        &Msg::new("bang-ui-out-of-range")
            .arg("players", others.join(", "))
            .arg("reach", reach.join(" / ")),
    )
}
