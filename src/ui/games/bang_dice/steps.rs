//! What the rows of the action area say and offer while the dice are
//! rolled and resolved: the question (with the step that could start
//! instead of a reroll), the line of explanations (why a greyed button is
//! greyed, a die the rules forbid to reroll, who is out of range and why),
//! and the step's buttons (the gatling, Kit Carlson's discards or the end
//! of the turn in one place, "start over" beside it; Slab the Killer's
//! double or Kit's "nothing" in the place of the faces).

use super::Greyed;
use super::next::{Next, next};
use super::widgets::{big, seat_name, small};
use super::{ActionChoice, Message, Pad};
use crate::core::{BangFace, Msg};
use crate::games::bang_dice::{BangState, Step, picks, targets};
use crate::i18n::{self, Lang};
use crate::ui::icons::Icon;
use crate::ui::theme;
use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Length};

/// The id of the next step's button, for tests.
pub const NEXT_STEP_ID: &str = "next-step";

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

    /// The line of explanations, in order: why the greyed button last
    /// tapped is greyed, a picked die the rules forbid to reroll (in the
    /// rule's own words), who the next die cannot reach (after the targets
    /// picked, when their place holds Slab's double), or why the next
    /// step's button is greyed.
    ///
    /// When `compact` this line is also the place of the faces clicked and
    /// of the button beside the step, so those come before who is out of
    /// range and why the next step waits.
    pub(super) fn explanation<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
        compact: bool,
    ) -> Option<Element<'a, Message>> {
        let size = if compact { 13 } else { 14 };
        let note = |icon: Icon, line: String| -> Element<'a, Message> {
            row![icon.view(16.0), text(line).size(size).width(Length::Fill)]
                .spacing(6)
                .align_y(Alignment::Center)
                .into()
        };
        if let Some(tapped) = self.why
            && self.greyed(state, offered, tapped)
        {
            return Some(note(Icon::Info, self.why_greyed(lang, state, tapped)));
        }
        let forbidden: Vec<String> = self
            .reroll_warnings(state)
            .iter()
            .map(|finding| i18n::tr(lang, &finding.message()))
            .collect();
        if !forbidden.is_empty() {
            return Some(
                row![
                    Icon::Warning.view(16.0),
                    text(forbidden.join(" "))
                        .size(14)
                        .style(text::danger)
                        .width(Length::Fill)
                ]
                .spacing(6)
                .align_y(Alignment::Center)
                .into(),
            );
        }
        let drafting = !self.faces.is_empty() || !self.picked(state).is_empty();
        if compact && (drafting || self.beside(lang, state, offered).is_some()) {
            return None;
        }
        if self.step(state) == Some(Step::Shots)
            && let Some((_, face)) = state.shot_dice().get(self.hits.len())
        {
            let mut line = out_of_range(lang, state, *face);
            if self.beside(lang, state, offered).is_some() && !self.hits.is_empty() {
                line = format!("{}. {line}", self.picked(state).join(", "));
            }
            return Some(text(line).size(size).width(Length::Fill).into());
        }
        if self.greyed(state, offered, Greyed::NextStep)
            && !(compact && self.faces_wanted(state).is_some() && drafting)
        {
            return Some(note(
                Icon::Info,
                self.why_greyed(lang, state, Greyed::NextStep),
            ));
        }
        None
    }

    /// The message of the next step's button, when it is offered now.
    fn next_click(&self, state: &BangState, offered: &[Message]) -> Option<Message> {
        let live = |message: Message| offered.contains(&message).then_some(message);
        match self.shown_step(state) {
            Some(Step::Gatling) => live(Message::Act(ActionChoice::Gatling)),
            Some(Step::Kit) => live(Message::Submit),
            Some(Step::Shots | Step::Beers) | None => live(Message::Act(ActionChoice::End)),
        }
    }

    /// Whether anything is put together that "start over" would forget.
    fn drafted(&self) -> bool {
        !self.hits.is_empty()
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

    /// The next step's button (the gatling, Kit's discards, or the end of
    /// the turn) and "start over", each enabled exactly when it is offered.
    pub(super) fn step_buttons<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let label = match self.shown_step(state) {
            Some(Step::Gatling) => t("bang-ui-fire"),
            Some(Step::Kit) => t("bang-ui-enter-kit"),
            Some(Step::Shots | Step::Beers) | None => t("bang-ui-end"),
        };
        let next_step: Element<'a, Message> = container(big(
            label,
            self.next_click(state, offered),
            Greyed::NextStep,
        ))
        .id(NEXT_STEP_ID)
        .width(Length::Fill)
        .into();
        row![
            next_step,
            small(
                t("bang-ui-clear"),
                self.drafted().then_some(Message::Clear),
                Greyed::Clear
            ),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
    }

    /// The button beside the step, in the place of the faces: Slab the
    /// Killer's double while he may double (or has), Kit Carlson's
    /// "nothing"; none for other steps.
    pub(super) fn beside<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Option<Element<'a, Message>> {
        let t = |key: &str| i18n::text(lang, key);
        let doubled = self.double_next || self.hits.iter().any(|h| h.double);
        let double_next = self.double_next;
        match self.shown_step(state) {
            Some(Step::Shots) if doubled || picks::doubles(state) > 0 => {
                // Taking the double back is always possible.
                let on = !self.greyed(state, offered, Greyed::Double);
                let double = button(text(t("bang-ui-slab-next")).size(15))
                    .padding([7, 12])
                    .style(move |th, status| match (on, double_next) {
                        (false, _) => theme::secondary_button(th, button::Status::Disabled),
                        (true, true) => button::primary(th, status),
                        (true, false) => theme::secondary_button(th, status),
                    })
                    .on_press(if on {
                        Message::Double
                    } else {
                        Message::Why(Greyed::Double)
                    });
                Some(double.into())
            }
            Some(Step::Kit) => Some(small(
                t("bang-ui-kit-none"),
                offered
                    .contains(&Message::Act(ActionChoice::KitNone))
                    .then_some(Message::Act(ActionChoice::KitNone)),
                Greyed::KitNone,
            )),
            Some(Step::Shots | Step::Beers | Step::Gatling) | None => None,
        }
    }
}

/// Why the players not highlighted cannot be hit with this die.
fn out_of_range(lang: Lang, state: &BangState, face: BangFace) -> String {
    let shooter = state.turn.player;
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
