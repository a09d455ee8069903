//! Resolving the dice, one step at a time: the targets of the 1s and 2s
//! (with who is out of range and why), the beers, the gatling, Kit
//! Carlson's discards.

use super::widgets::{big, seat_name, small};
use super::{ActionChoice, Message, Pad};
use crate::core::BangFace;
use crate::games::bang_dice::{BangState, Step, notation, targets};
use crate::i18n::{self, Lang};
use iced::widget::{Column, Row, row, text};
use iced::{Alignment, Element};

impl Pad {
    /// The prompt and buttons of a step; its buttons are greyed while it
    /// cannot be entered (dice are picked to reroll).
    pub(super) fn step_view<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        step: Step,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let name = |seat: usize| seat_name(state, seat);
        let live = |message: Message| (self.step(state) == Some(step)).then_some(message);
        let mut col = Column::new().spacing(8);
        match step {
            Step::Shots => {
                let dice = state.shot_dice();
                let picked = notation::hit_names(&self.hits, name);
                let prompt = match dice.get(self.hits.len()) {
                    Some((die, face)) => i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-shoot")
                            .arg("die", die + 1)
                            .arg("face", i18n::text(lang, face.name_key())),
                    ),
                    None => t("bang-ui-shoot-ready"),
                };
                col = col.push(text(prompt).size(17));
                if let Some((_, face)) = dice.get(self.hits.len()) {
                    col = col.push(text(out_of_range(lang, state, *face)).size(14));
                }
                // What was picked and what can be done with it share one row,
                // so the players below do not move as picks are made.
                let mut actions = Row::new().spacing(8).align_y(Alignment::Center);
                if self.hits_complete(state) {
                    actions = actions.push(big(t("bang-ui-enter-hits"), Message::Submit));
                }
                if self.may_double(state) {
                    actions = actions.push(small(t("bang-ui-slab"), Message::Double));
                }
                if !picked.is_empty() {
                    actions = actions
                        .push(small(t("bang-ui-clear"), Message::Clear))
                        .push(text(picked.join(", ")).size(15));
                }
                col = col.push(actions);
            }
            Step::Beers => {
                let picked: Vec<String> = self.beers.iter().map(|s| name(*s)).collect();
                col = col.push(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-beers").arg("count", state.beers_to_give()),
                    ))
                    .size(17),
                );
                if !picked.is_empty() {
                    col = col.push(text(picked.join(", ")).size(15));
                }
                if self.beers.len() == state.beers_to_give() {
                    col = col.push(
                        row![
                            big(t("bang-ui-enter-beers"), Message::Submit),
                            small(t("bang-ui-clear"), Message::Clear)
                        ]
                        .spacing(8),
                    );
                }
            }
            Step::Gatling => {
                col = col.push(text(t("bang-ui-gatling")).size(17));
                col = col.push(big(
                    t("bang-ui-fire"),
                    live(Message::Act(ActionChoice::Gatling)),
                ));
            }
            Step::Kit => {
                let picked: Vec<String> = self.kit.iter().map(|s| name(*s)).collect();
                col = col.push(text(t("bang-ui-kit")).size(17));
                if !picked.is_empty() {
                    col = col.push(text(picked.join(", ")).size(15));
                }
                col = col.push(
                    row![
                        big(t("bang-ui-enter-kit"), live(Message::Submit)),
                        small(
                            t("bang-ui-kit-none"),
                            live(Message::Act(ActionChoice::KitNone))
                        ),
                    ]
                    .spacing(8),
                );
            }
        }
        col.into()
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
        &crate::core::Msg::new("bang-ui-out-of-range")
            .arg("players", others.join(", "))
            .arg("reach", reach.join(" / ")),
    )
}
