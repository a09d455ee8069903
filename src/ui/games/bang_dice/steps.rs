//! What the rows of the action area say and offer while the dice are
//! rolled and resolved: the question (with the step that could start
//! instead of a reroll), the hints (the targets picked, who is out of range
//! and why, a die the rules forbid to reroll), and the step's buttons (the
//! gatling, Kit Carlson's discards or the end of the turn in one place,
//! Slab the Killer's double or Kit's "nothing" beside it, "start over").

use super::greyed::Greyed;
use super::next::{Next, next};
use super::widgets::{big, seat_name, small};
use super::{ActionChoice, Message, Pad};
use crate::core::{BangFace, Msg};
use crate::games::bang_dice::{BangState, Step, notation, picks, targets};
use crate::i18n::{self, Lang};
use crate::ui::icons::Icon;
use crate::ui::theme;
use crate::ui::widgets::why_tooltip;
use iced::widget::{Column, button, container, row, space, text};
use iced::{Alignment, Element};

/// The id of the next step's button, for tests.
pub const NEXT_STEP_ID: &str = "next-step";

/// The width kept for the button beside the next step's, shown or not.
const BESIDE_WIDTH: f32 = 300.0;

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

    /// The line of hints: a picked die the rules forbid to reroll (in the
    /// rule's own words), or what the step has picked so far and who the
    /// next die cannot reach.
    pub(super) fn hint<'a>(&self, lang: Lang, state: &BangState) -> Element<'a, Message> {
        let forbidden: Vec<String> = self
            .reroll_warnings(state)
            .iter()
            .map(|finding| i18n::tr(lang, &finding.message()))
            .collect();
        if !forbidden.is_empty() {
            return row![
                Icon::Warning.view(18.0),
                text(forbidden.join(" ")).size(15).style(text::danger)
            ]
            .spacing(8)
            .align_y(Alignment::Center)
            .into();
        }
        let name = |seat: usize| seat_name(state, seat);
        let mut lines = Column::new().spacing(2);
        let picked: Vec<String> = match self.step(state) {
            Some(Step::Shots) => notation::hit_names(&self.hits, name),
            Some(Step::Beers) => self.beers.iter().map(|s| name(*s)).collect(),
            Some(Step::Kit) => self.kit.iter().map(|s| name(*s)).collect(),
            Some(Step::Gatling) | None => Vec::new(),
        };
        if !picked.is_empty() {
            lines = lines.push(text(picked.join(", ")).size(15));
        }
        if self.step(state) == Some(Step::Shots)
            && let Some((_, face)) = state.shot_dice().get(self.hits.len())
        {
            lines = lines.push(text(out_of_range(lang, state, *face)).size(14));
        }
        lines.into()
    }

    /// The next step's button (the gatling, Kit's discards, or the end of
    /// the turn), the one beside it (Slab's double, Kit's "nothing") and
    /// "start over"; each enabled exactly when it is offered.
    pub(super) fn step_buttons<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let live = |message: Message| offered.contains(&message).then_some(message);
        // A greyed button says why as its tooltip.
        let why = |control: Element<'a, Message>, live: bool, greyed: Greyed| {
            if live {
                control
            } else {
                why_tooltip(control, self.why_greyed(lang, state, greyed))
            }
        };
        let shown = self.shown_step(state);
        let click = match shown {
            Some(Step::Gatling) => live(Message::Act(ActionChoice::Gatling)),
            Some(Step::Kit) => live(Message::Submit),
            Some(Step::Shots | Step::Beers) | None => live(Message::Act(ActionChoice::End)),
        };
        let label = match shown {
            Some(Step::Gatling) => t("bang-ui-fire"),
            Some(Step::Kit) => t("bang-ui-enter-kit"),
            Some(Step::Shots | Step::Beers) | None => t("bang-ui-end"),
        };
        let on = click.is_some();
        let next_step: Element<'a, Message> =
            container(why(big(label, click), on, Greyed::NextStep))
                .id(NEXT_STEP_ID)
                .into();
        let doubled = self.double_next || self.hits.iter().any(|h| h.double);
        let beside: Element<'a, Message> = match shown {
            Some(Step::Shots) if doubled || picks::doubles(state) > 0 => {
                // Taking the double back is always possible.
                let click = (self.double_next || offered.contains(&Message::Double))
                    .then_some(Message::Double);
                let on = click.is_some();
                let double = button(text(t("bang-ui-slab-next")).size(16))
                    .padding([10, 16])
                    .style(if self.double_next {
                        button::primary
                    } else {
                        theme::secondary_button
                    })
                    .on_press_maybe(click);
                why(double.into(), on, Greyed::Double)
            }
            Some(Step::Kit) => {
                let click = live(Message::Act(ActionChoice::KitNone));
                let on = click.is_some();
                why(small(t("bang-ui-kit-none"), click), on, Greyed::KitNone)
            }
            Some(Step::Shots | Step::Beers | Step::Gatling) | None => space().into(),
        };
        let drafted = !self.hits.is_empty()
            || !self.beers.is_empty()
            || !self.kit.is_empty()
            || !self.reroll.is_empty()
            || self.double_next;
        row![
            next_step,
            container(beside).width(BESIDE_WIDTH),
            why(
                small(t("bang-ui-clear"), drafted.then_some(Message::Clear)),
                drafted,
                Greyed::Clear
            ),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
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
