//! The pad's clicks: what each one adds to the entry being put together,
//! and the entry it makes when it completes one.

use super::next::{Next, next};
use super::{ActionChoice, Message, Pad};
use crate::core::BangFace;
use crate::games::bang_dice::{BangAction, BangDice, Hit, RerolledDie, Step};
use crate::session::{Input, Session};

impl Pad {
    /// Handles a click; returns the line to enter when the click completes one.
    pub fn update(
        &mut self,
        message: Message,
        session: &Session<BangDice>,
    ) -> Option<Input<BangAction>> {
        let game = session;
        let state = game.state();
        let line = |action: BangAction| Some(Input::Play(action));
        match message {
            Message::Face(face) => {
                let wanted = if self.reroll.is_empty() {
                    5
                } else {
                    self.reroll.len()
                };
                if self.faces.len() < wanted {
                    self.faces.push(face);
                }
                None
            }
            Message::TakeBack => {
                self.faces.pop();
                None
            }
            Message::ToggleDie(die) => {
                match self.reroll.iter().position(|d| *d == die) {
                    Some(at) => {
                        self.reroll.remove(at);
                    }
                    None => self.reroll.push(die),
                }
                self.reroll.sort_unstable();
                self.faces.truncate(self.reroll.len());
                self.hits.clear();
                None
            }
            Message::Player(seat) => {
                let shots = self.assigning_shots(state);
                match next(state) {
                    _ if shots && self.hits.len() < state.shot_dice().len() => {
                        self.hits.push(Hit {
                            target: seat,
                            double: false,
                        });
                    }
                    Next::Step(Step::Beers) if self.beers.len() < state.beers_to_give() => {
                        self.beers.push(seat);
                    }
                    Next::Step(Step::Kit) if self.kit.len() < state.count(BangFace::Gatling) => {
                        self.kit.push(seat);
                    }
                    _ => {}
                }
                None
            }
            Message::Double => {
                if let Some(last) = self.hits.last_mut() {
                    last.double = !last.double;
                }
                None
            }
            Message::Clear => {
                *self = Pad::default();
                None
            }
            Message::Submit => {
                let action = match next(state) {
                    Next::Roll => {
                        let faces: [BangFace; 5] = self.faces.clone().try_into().ok()?;
                        BangAction::Roll { faces }
                    }
                    Next::Reroll(_)
                        if !self.reroll.is_empty() && self.faces.len() == self.reroll.len() =>
                    {
                        BangAction::Reroll {
                            dice: self
                                .reroll
                                .iter()
                                .zip(&self.faces)
                                .map(|(die, face)| RerolledDie {
                                    die: *die as u8,
                                    face: *face,
                                })
                                .collect(),
                        }
                    }
                    Next::Reroll(_) | Next::Step(Step::Shots) => BangAction::Shoot {
                        hits: self.hits.clone(),
                    },
                    Next::Step(Step::Beers) => BangAction::Beer {
                        targets: self.beers.clone(),
                    },
                    Next::Step(Step::Kit) => BangAction::Kit {
                        targets: self.kit.clone(),
                    },
                    _ => return None,
                };
                *self = Pad::default();
                line(action)
            }
            Message::Act(choice) => {
                *self = Pad::default();
                line(match choice {
                    ActionChoice::Gatling => BangAction::Gatling,
                    ActionChoice::End => BangAction::End,
                    ActionChoice::Sid(target) => BangAction::Sid { target },
                    ActionChoice::Bart(arrows) => BangAction::Bart { arrows },
                    ActionChoice::Pedro(discards) => BangAction::Pedro { discards },
                    ActionChoice::Reveal(player, role) => BangAction::Reveal { player, role },
                    ActionChoice::KitNone => BangAction::Kit {
                        targets: Vec::new(),
                    },
                })
            }
            Message::Adjust(counter, delta) => crate::ui::games::adjust(session, &counter, delta),
        }
    }
}
