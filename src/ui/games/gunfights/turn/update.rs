//! The turn pad's clicks into an entry: a button that needs nothing more
//! enters its action at once; a form takes one value a click, and its last
//! completes the action. A form step with only one possible answer is
//! answered by itself ([`Pad::answer_the_only_choice`]).

use super::{Action, Form, Message, Pad, Purchase, Turn, at_once, form_of};
use crate::core::D20;
use crate::games::gunfights::state::Gamble;
use crate::games::gunfights::{Call, GunAction, GunState, Gunfights, Item, Phase, Ware, queries};
use crate::session::{Input, Session};

/// Who receives: none when it is the one whose turn it is (the game's
/// default, so the entry reads as the table says it).
fn receiver(state: &GunState, to: usize) -> Option<usize> {
    (to != state.turn).then_some(to)
}

impl Pad {
    /// The open form, unless the turn it was opened in has passed.
    pub(super) fn form(&self, state: &GunState) -> Option<&Form> {
        match &self.form {
            Some((turn, form)) if *turn == Turn::of(state) && state.phase == Phase::Turns => {
                Some(form)
            }
            _ => None,
        }
    }

    pub(super) fn open(&mut self, state: &GunState, form: Form) -> Option<Input<GunAction>> {
        *self = Pad {
            form: Some((Turn::of(state), form)),
            ..Pad::default()
        };
        None
    }

    /// Forgets everything and hands the action over.
    fn done(&mut self, action: GunAction) -> Option<Input<GunAction>> {
        *self = Pad::default();
        Some(Input::Play(action))
    }

    /// Lucky, when it is switched on and the roller may still use it (a
    /// toggle left over from an abandoned form must not slip in).
    pub(super) fn lucky_on(&self, state: &GunState, roller: usize) -> bool {
        self.lucky.is_some() && queries::lucky_ready(state, roller)
    }

    /// The call chosen for the gamble waiting now.
    pub(super) fn call_for(&self, gamble: Gamble) -> Option<Call> {
        self.call.filter(|(g, _)| *g == gamble).map(|(_, c)| c)
    }

    /// Handles a click; returns the entry when the click completes one.
    pub fn update(
        &mut self,
        message: Message,
        session: &Session<Gunfights>,
    ) -> Option<Input<GunAction>> {
        let state = session.state();
        self.apply(message, state)
    }

    /// [`Pad::update`] on a state: the click, then the steps of the form
    /// that have only one possible answer.
    pub(super) fn apply(&mut self, message: Message, state: &GunState) -> Option<Input<GunAction>> {
        // The reason of a greyed button shows until the next click.
        self.why = None;
        if let Message::Why(click) = message {
            self.why = Some(*click);
            return None;
        }
        match self.click(message, state) {
            Some(entry) => Some(entry),
            None => self.answer_the_only_choice(state),
        }
    }

    /// One click.
    fn click(&mut self, message: Message, state: &GunState) -> Option<Input<GunAction>> {
        if state.phase != Phase::Turns {
            *self = Pad::default();
            return None;
        }
        if message == Message::Cancel {
            *self = Pad::default();
            return None;
        }
        if let Message::Lucky(die) = message {
            self.lucky = if self.lucky == Some(die) {
                None
            } else {
                Some(die)
            };
            return None;
        }
        // Seats and faces come from buttons; one that does not exist
        // changes nothing.
        if let Message::Seat(seat) = message
            && seat >= state.seats.len()
        {
            return None;
        }
        if let Message::Die(face) = message
            && D20::new(face).is_err()
        {
            return None;
        }
        if let Some(gamble) = state.this_round.gamble {
            return self.calling(message, gamble, state);
        }
        let Some(form) = self.form(state).cloned() else {
            self.form = None;
            self.lucky = None;
            return match message {
                Message::Start(action) => self.start(action, state),
                _ => None,
            };
        };
        if let Message::Start(action) = message {
            return self.start(action, state);
        }
        self.fill(form, message, state)
    }

    /// While a gamble waits only the call and the hidden die are asked.
    fn calling(
        &mut self,
        message: Message,
        gamble: Gamble,
        state: &GunState,
    ) -> Option<Input<GunAction>> {
        match message {
            Message::Call(call) => {
                self.call = Some((gamble, call));
                None
            }
            Message::Die(face) => {
                let call = self.call_for(gamble)?;
                let action = GunAction::Call {
                    call,
                    hidden: D20::new(face).ok()?,
                    lucky: self.lucky_on(state, gamble.seat),
                };
                self.done(action)
            }
            _ => None,
        }
    }

    fn start(&mut self, action: Action, state: &GunState) -> Option<Input<GunAction>> {
        if let Some(entry) = at_once(state, action) {
            return self.done(entry);
        }
        self.open(state, form_of(action)?)
    }

    /// One more value for the open form.
    pub(super) fn fill(
        &mut self,
        form: Form,
        message: Message,
        state: &GunState,
    ) -> Option<Input<GunAction>> {
        // A die's face, checked in `apply`.
        let die = |face: u8| D20::new(face).ok();
        let next = match (form, message) {
            (Form::Buy(None), Message::Item(item)) => Form::Buy(Some(Purchase::Item(item))),
            (Form::Buy(None), Message::TradeIn) => Form::Buy(Some(Purchase::TradeIn)),
            (Form::Buy(None), Message::Ammo) => Form::Buy(Some(Purchase::Ammo(None))),
            (Form::Buy(Some(Purchase::Ammo(None))), Message::Count(n)) if n > 0 => {
                Form::Buy(Some(Purchase::Ammo(Some(n))))
            }
            (Form::Buy(Some(purchase)), Message::Seat(to)) => {
                let (ware, trade_in) = match purchase {
                    Purchase::Item(item) => (Ware::Item(item), false),
                    Purchase::TradeIn => (Ware::Item(Item::Winchester), true),
                    Purchase::Ammo(Some(n)) => (Ware::Ammo(n), false),
                    Purchase::Ammo(None) => return None,
                };
                return self.done(GunAction::Buy {
                    ware,
                    to: receiver(state, to),
                    trade_in,
                });
            }
            (Form::Rebuild, Message::Building(building)) => {
                return self.done(GunAction::Rebuild { building });
            }
            (Form::Bet(None), Message::Count(bet)) if bet > 0 => Form::Bet(Some(bet)),
            (Form::Bet(Some(bet)), Message::Die(face)) => {
                let visible = die(face)?;
                return self.done(GunAction::Gamble { bet, visible });
            }
            (Form::Practice(mut dice), Message::Die(face)) => {
                dice.push(die(face)?);
                if let [first, second, shot] = dice.as_slice() {
                    let lucky = self
                        .lucky
                        .filter(|_| queries::lucky_ready(state, state.turn));
                    return self.done(GunAction::Practice {
                        first: *first,
                        second: *second,
                        shot: Some(*shot),
                        lucky,
                    });
                }
                Form::Practice(dice)
            }
            // Without the shot there is nothing for Lucky to change.
            (Form::Practice(dice), Message::Enter) => {
                let [first, second] = dice.as_slice() else {
                    return None;
                };
                return self.done(GunAction::Practice {
                    first: *first,
                    second: *second,
                    shot: None,
                    lucky: None,
                });
            }
            (Form::Oil(None), Message::Oil(oil)) => Form::Oil(Some(oil)),
            (Form::Oil(Some(oil)), Message::Seat(to)) => {
                return self.done(GunAction::OilGive { to, oil });
            }
            (Form::Guard, Message::Die(face)) => {
                return self.done(GunAction::Guard {
                    roll: die(face)?,
                    lucky: self.lucky_on(state, state.turn),
                });
            }
            (Form::Reveal, Message::Die(face)) => {
                return self.done(GunAction::Reveal {
                    roll: Some(die(face)?),
                    lucky: self.lucky_on(state, state.turn),
                });
            }
            (Form::Steal(None, _), Message::Item(item)) => Form::Steal(Some(item), None),
            (Form::Steal(Some(item), _), Message::Seat(to)) => Form::Steal(Some(item), Some(to)),
            (Form::Steal(Some(item), to), Message::Die(face)) => {
                return self.done(GunAction::Steal {
                    item,
                    roll: die(face)?,
                    lucky: self.lucky_on(state, state.turn),
                    to: to.and_then(|to| receiver(state, to)),
                });
            }
            (Form::Guarantee(None), Message::Item(item)) => Form::Guarantee(Some(item)),
            (Form::Guarantee(Some(item)), Message::Seat(to)) => {
                return self.done(GunAction::Guarantee {
                    item,
                    to: receiver(state, to),
                });
            }
            (Form::StealAmmo, Message::Seat(to)) => {
                return self.done(GunAction::StealAmmo {
                    to: receiver(state, to),
                });
            }
            (Form::Pocket, Message::Item(item)) => {
                return self.done(GunAction::Pocket { item });
            }
            (Form::Trade(None, _, _), Message::Seat(from)) => Form::Trade(Some(from), None, false),
            (Form::Trade(Some(from), None, _), Message::Seat(to)) if to != from => {
                Form::Trade(Some(from), Some(to), false)
            }
            (Form::Trade(Some(from), Some(to), _), Message::Item(item)) => {
                return self.done(GunAction::Trade {
                    from,
                    to,
                    ware: Ware::Item(item),
                });
            }
            (Form::Trade(Some(from), Some(to), false), Message::Ammo) => {
                Form::Trade(Some(from), Some(to), true)
            }
            (Form::Trade(Some(from), Some(to), true), Message::Count(n)) if n > 0 => {
                return self.done(GunAction::Trade {
                    from,
                    to,
                    ware: Ware::Ammo(n),
                });
            }
            // A click that does not fit the form (a stale button) changes nothing.
            (form, _) => form,
        };
        self.form = Some((Turn::of(state), next));
        None
    }

    /// Escape: closes the open form (or takes back the call chosen and
    /// Lucky switched on while a gamble waits); says whether there was one.
    pub fn escape(&mut self) -> bool {
        let open = self.form.is_some() || self.call.is_some() || self.lucky.is_some();
        *self = Pad::default();
        open
    }
}
