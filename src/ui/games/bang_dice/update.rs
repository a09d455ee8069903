//! The pad's clicks: what each one adds to the entry being put together,
//! and the entry it makes when it completes one. A click the rules do not
//! expect now (a sixth face, a player nobody may pick, a die while no reroll
//! is possible, an answer to a choice nobody is asked) changes nothing and
//! enters nothing, exactly as its button is not offered.

use super::offers::{Next, next};
use super::{ActionChoice, Message, Pad};
use crate::games::bang_dice::state::DICE;
use crate::games::bang_dice::{BangAction, BangDice, BangState, Hit, RerolledDie, Step};
use crate::session::{Input, Session};

impl Pad {
    /// Handles a click; returns the entry to make when the click completes one.
    pub fn update(
        &mut self,
        message: Message,
        session: &Session<BangDice>,
    ) -> Option<Input<BangAction>> {
        let state = session.state();
        // The reason of a greyed button shows until the next click.
        self.why = None;
        match message {
            Message::Why(button) => {
                self.why = Some(button);
                None
            }
            Message::Face(face) => {
                let wanted = self.faces_wanted(state)?;
                if self.faces.len() >= wanted {
                    return None;
                }
                self.faces.push(face);
                // The last face asked for enters the roll or the reroll.
                if self.faces.len() == wanted {
                    return self.enter(state);
                }
                None
            }
            Message::TakeBack => {
                self.faces.pop();
                None
            }
            Message::ToggleDie(die) => {
                if die < DICE && matches!(next(state), Next::Reroll) {
                    self.toggle_die(die);
                }
                None
            }
            Message::Player(seat) => {
                // The last seat the step needs enters it.
                if self.pick(state, seat) && self.step_complete(state) {
                    return self.enter(state);
                }
                None
            }
            Message::Double => {
                if self.double_next {
                    self.double_next = false;
                } else if self.may_double(state) {
                    self.double_next = true;
                }
                None
            }
            Message::Clear => {
                *self = Pad::default();
                None
            }
            Message::Submit => self.enter(state),
            Message::Act(choice) => {
                if !self.offers(state, &choice) {
                    return None;
                }
                *self = Pad::default();
                Some(Input::Play(one_click(choice)))
            }
            Message::Adjust(counter, delta) => crate::ui::games::adjust(session, &counter, delta),
        }
    }

    /// Enters what has been put together, when it is complete, and starts
    /// afresh.
    fn enter(&mut self, state: &BangState) -> Option<Input<BangAction>> {
        let action = self.put_together(state)?;
        *self = Pad::default();
        Some(Input::Play(action))
    }

    /// Picks or unpicks a die to reroll; the faces and picks put together
    /// so far no longer fit, so they are dropped.
    fn toggle_die(&mut self, die: usize) {
        match self.reroll.iter().position(|d| *d == die) {
            Some(at) => {
                self.reroll.remove(at);
            }
            None => self.reroll.push(die),
        }
        self.reroll.sort_unstable();
        self.faces.truncate(self.reroll.len());
        self.hits.clear();
        self.beers.clear();
        self.kit.clear();
        self.double_next = false;
    }

    /// A player clicked: the next target, beer or discard, when the current
    /// step may pick that seat; whether it was picked.
    fn pick(&mut self, state: &BangState, seat: usize) -> bool {
        if !self
            .expected_targets(state)
            .is_some_and(|seats| seats.contains(&seat))
        {
            return false;
        }
        match self.step(state) {
            Some(Step::Shots) => {
                self.hits.push(Hit {
                    target: seat,
                    double: std::mem::take(&mut self.double_next),
                });
            }
            Some(Step::Beers) => self.beers.push(seat),
            Some(Step::Kit) => self.kit.push(seat),
            Some(Step::Gatling) | None => return false,
        }
        true
    }

    /// The action put together so far, when it is complete.
    fn put_together(&self, state: &BangState) -> Option<BangAction> {
        let faces_done = self.faces_wanted(state) == Some(self.faces.len());
        match next(state) {
            Next::Roll if faces_done => {
                return Some(BangAction::Roll {
                    faces: self.faces.clone().try_into().ok()?,
                });
            }
            Next::Reroll if faces_done => {
                let dice = self.reroll.iter().zip(&self.faces).map(|(die, face)| {
                    let die = u8::try_from(*die).ok()?;
                    Some(RerolledDie { die, face: *face })
                });
                return Some(BangAction::Reroll {
                    dice: dice.collect::<Option<_>>()?,
                });
            }
            _ => {}
        }
        match self.step(state)? {
            Step::Shots if self.hits_complete(state) => Some(BangAction::Shoot {
                hits: self.hits.clone(),
            }),
            Step::Beers if self.beers.len() == state.beers_to_give() => Some(BangAction::Beer {
                targets: self.beers.clone(),
            }),
            Step::Kit => Some(BangAction::Kit {
                targets: self.kit.clone(),
            }),
            Step::Shots | Step::Beers | Step::Gatling => None,
        }
    }
}

/// The action a one-click button enters.
fn one_click(choice: ActionChoice) -> BangAction {
    match choice {
        ActionChoice::Gatling => BangAction::Gatling,
        ActionChoice::End => BangAction::End,
        ActionChoice::Sid(target) => BangAction::Sid { target },
        ActionChoice::Bart(arrows) => BangAction::Bart { arrows },
        ActionChoice::Pedro(discards) => BangAction::Pedro { discards },
        ActionChoice::Reveal(player, role) => BangAction::Reveal { player, role },
        ActionChoice::KitNone => BangAction::Kit {
            targets: Vec::new(),
        },
    }
}
