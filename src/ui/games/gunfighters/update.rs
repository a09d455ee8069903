//! The pad's clicks: what each adds to the entry being put together, and
//! the entry it makes when it completes one. A click that is not offered now
//! changes nothing and enters nothing, exactly as its button is greyed.

use super::offers::{aims, form_of};
use super::{Form, Message, Pad};
use crate::games::gunfighters::{GfAction, Gunfighters};
use crate::session::{Input, Session};

impl Pad {
    /// Handles a click; returns the entry to make when the click completes one.
    pub fn update(
        &mut self,
        message: Message,
        session: &Session<Gunfighters>,
    ) -> Option<Input<GfAction>> {
        let state = session.state();
        // The reason of a greyed button shows until the next click.
        self.why = None;
        match message {
            Message::Why(button) => {
                self.why = Some(button);
                return None;
            }
            Message::Cancel => {
                self.form = None;
                return None;
            }
            Message::Adjust(counter, delta) => {
                return crate::ui::games::adjust(session, &counter, delta);
            }
            _ => {}
        }
        // The step's buttons stay live while a form is open (another
        // choice is one click away); anything else must be on offer.
        let step = matches!(message, Message::Open(_) | Message::Act(_))
            && super::offers::openers(state).contains(&message);
        if !step && !self.offered(state).contains(&message) {
            return None;
        }
        let action = match (self.form, message) {
            (_, Message::Open(open)) => {
                self.form = Some(form_of(open));
                None
            }
            (_, Message::Act(one)) => Some(one.action()),
            (Some(Form::Move { .. }), Message::Location(l)) => {
                self.form = Some(Form::Move { thrown: Some(l) });
                None
            }
            (
                Some(Form::Move {
                    thrown: Some(thrown),
                }),
                Message::Source(from),
            ) => Some(GfAction::Move { thrown, from }),
            (Some(Form::Shoot { .. }), Message::Player(target)) => {
                self.form = Some(Form::Shoot {
                    target: Some(target),
                    at: None,
                    aim: None,
                });
                None
            }
            (Some(Form::Shoot { target, .. }), Message::Location(at)) => {
                // With one way to reveal, there is nothing to ask.
                let only = match aims(state, at).as_slice() {
                    [one] => Some(*one),
                    _ => None,
                };
                self.form = Some(Form::Shoot {
                    target,
                    at: Some(at),
                    aim: only,
                });
                None
            }
            (Some(Form::Shoot { target, at, .. }), Message::Aim(aim)) => {
                self.form = Some(Form::Shoot {
                    target,
                    at,
                    aim: Some(aim),
                });
                None
            }
            (
                Some(Form::Shoot {
                    target: Some(target),
                    at: Some(at),
                    aim: Some(aim),
                }),
                Message::Hits(hits),
            ) => Some(GfAction::Shoot {
                target,
                at,
                aim,
                hits,
            }),
            (Some(Form::Lose { player: None }), Message::Player(p)) => {
                self.form = Some(Form::Lose { player: Some(p) });
                None
            }
            (
                Some(Form::Lose {
                    player: Some(player),
                }),
                Message::Location(l),
            ) => Some(GfAction::Lose {
                player,
                cards: vec![l],
                by: None,
            }),
            (Some(Form::Gain { player: None }), Message::Player(p)) => {
                self.form = Some(Form::Gain { player: Some(p) });
                None
            }
            (
                Some(Form::Gain {
                    player: Some(player),
                }),
                Message::Count(count),
            ) => Some(GfAction::Gain { player, count }),
            (Some(Form::Coins { player: None }), Message::Player(p)) => {
                self.form = Some(Form::Coins { player: Some(p) });
                None
            }
            (
                Some(Form::Coins {
                    player: Some(player),
                }),
                Message::Change(change),
            ) => Some(GfAction::Coins { player, change }),
            (Some(Form::Time), Message::Location(card)) => Some(GfAction::Time { card }),
            (Some(Form::Control { player }), Message::Location(location)) => {
                Some(GfAction::Control { player, location })
            }
            _ => None,
        };
        let action = action?;
        self.form = None;
        Some(Input::Play(action))
    }
}
