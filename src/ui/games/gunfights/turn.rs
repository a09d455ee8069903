//! The character turns by click: the actions the character whose turn it is
//! may take, each one button; an action with parameters opens a small form
//! whose last click completes the game's own action (a [`GunAction`]). The
//! table view writes it with the game's notation and enters it exactly as
//! if it had been typed, so the engine stays the judge.
//!
//! What is greyed comes from the rules: a button that enters its action at
//! once is greyed when the decider would refuse it or flag a broken rule (a
//! second income, a third Entry Bomb); a button that opens a form is greyed
//! only by a rule that rules it out whatever is chosen in the form (Target
//! Practice twice, Blind Betty without the Gamblin' House), asked of
//! [`queries`], or when none of its choices can end in an entry the
//! decider takes (nothing affordable). Choices inside a form stay offered
//! even when the engine would warn: the table may know better, and the
//! warning says what is wrong; a choice the engine would refuse (money
//! short, a price not entered) is greyed, asked of the decider by playing
//! it on a copy of the pad (`turn_offers`).

use crate::core::{D20, Game, needs_override};
use crate::games::gunfights::state::Gamble;
use crate::games::gunfights::{
    Building, Call, Character, GunAction, GunState, Gunfights, Item, Phase, SnakeOil, Team, Ware,
    queries,
};
use crate::session::{Input, Session};

/// What the table is putting together for the character whose turn it is.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// The open form and the turn it belongs to.
    pub(super) form: Option<(Turn, Form)>,
    /// Blind Betty's call, chosen before the hidden die is clicked, with
    /// the gamble it answers (an undone bet must not keep its call).
    pub(super) call: Option<(Gamble, Call)>,
    /// Lucky's +5, switched on before the die is clicked (for Target
    /// Practice: which of the three dice, from 0).
    pub(super) lucky: Option<usize>,
    /// The greyed action button last tapped, whose reason the pad shows
    /// until the next click (a touch screen cannot hover for a tooltip).
    pub(super) why: Option<Action>,
}

/// The turn a form was opened in: a form left open when the turn passed
/// (by a typed `end`, an undo) is forgotten rather than entered for the
/// next character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Turn {
    round: u8,
    seat: usize,
}

impl Turn {
    pub(super) fn of(state: &GunState) -> Turn {
        Turn {
            round: state.round,
            seat: state.turn,
        }
    }
}

/// An action with parameters, as far as it has been clicked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Form {
    /// A purchase: what, then (for ammo) how much, then for whom.
    Buy(Option<Purchase>),
    /// Rebuilding: which burned building.
    Rebuild,
    /// Blind Betty: the bet, then the visible die.
    Bet(Option<u32>),
    /// Target Practice: the dice clicked so far (the pair, then the shot).
    Practice(Vec<D20>),
    /// A Snake Oil: the face-up card, then who takes it.
    Oil(Option<SnakeOil>),
    /// The Deputy's Guard Information die.
    Guard,
    /// The Scout's Reveal Information die.
    Reveal,
    /// A theft: the item declared, then who gets it and the die.
    Steal(Option<Item>, Option<usize>),
    /// The guaranteed theft: the item, then who gets it.
    Guarantee(Option<Item>),
    /// Stealing ammo: who gets it.
    StealAmmo,
    /// The Thief's hidden pocket: which item.
    Pocket,
    /// A trade: the giver, the receiver, then an item or ammo and how much.
    Trade(Option<usize>, Option<usize>, bool),
}

/// What a purchase is for, as far as it has been clicked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Purchase {
    /// An item or a gun at its board price.
    Item(Item),
    /// The Winchester with the receiver's Colt traded in.
    TradeIn,
    /// Ammo, once its count is clicked.
    Ammo(Option<u32>),
}

/// The action buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// The Mayor's or the Head Honcho's income.
    Income,
    /// A purchase.
    Buy,
    /// The Mayor rebuilds.
    Rebuild,
    /// Blind Betty.
    Bet,
    /// Target Practice.
    Practice,
    /// Give the face-up Snake Oil.
    Oil,
    /// Cycle the top Snake Oil.
    Cycle,
    /// The Booby Trap.
    Trap,
    /// Guard Information.
    Guard,
    /// An Entry Bomb.
    Bomb,
    /// Reveal Information.
    Reveal,
    /// A theft roll.
    Steal,
    /// The guaranteed theft.
    Guarantee,
    /// Stealing ammo.
    StealAmmo,
    /// The hidden pocket.
    Pocket,
    /// A trade between teammates.
    Trade,
    /// The end of the turn.
    End,
}

/// A click in the turn pad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// An action button.
    Start(Action),
    /// An item.
    Item(Item),
    /// Ammo as what is bought or traded.
    Ammo,
    /// The Winchester with the Colt traded in.
    TradeIn,
    /// A number: a bet, or an ammo count.
    Count(u32),
    /// A character, by seat.
    Seat(usize),
    /// A building.
    Building(Building),
    /// A Snake Oil.
    Oil(SnakeOil),
    /// Blind Betty's call.
    Call(Call),
    /// A d20's face.
    Die(u8),
    /// Lucky's +5 on or off (for Target Practice: on which die, from 0).
    Lucky(usize),
    /// Enter what is there (Target Practice without the shot).
    Enter,
    /// Close the form.
    Cancel,
    /// A greyed action button was tapped: show why it is greyed.
    Why(Action),
}

/// The team of the character whose turn it is.
pub(super) fn active_team(state: &GunState) -> Team {
    state
        .seats
        .get(state.turn)
        .map_or(Team::Pioneers, |s| s.team())
}

/// What a seat can give in a trade: its better gun, its items (the pocket too).
pub(super) fn tradeable(state: &GunState, seat: usize) -> Vec<Item> {
    let Some(s) = state.seats.get(seat) else {
        return Vec::new();
    };
    Item::ALL.into_iter().filter(|i| s.holds(*i)).collect()
}

/// The buttons for the character whose turn it is, in the order of the
/// character board, each with whether it may be clicked now (see the
/// module notes). A button ruled out for now stays in its place, greyed, so
/// that the buttons after it do not move under a finger that clicks twice.
pub(super) fn buttons(state: &GunState) -> Vec<(Action, bool)> {
    let Some(character) = state.active() else {
        return Vec::new();
    };
    let actions: &[Action] = match character {
        Character::Mayor => &[Action::Income, Action::Buy, Action::Rebuild, Action::Bet],
        Character::HeadHoncho => &[Action::Income, Action::Buy, Action::Bet],
        Character::Sheriff => &[Action::Practice],
        Character::Deputy => &[Action::Oil, Action::Cycle, Action::Trap, Action::Guard],
        Character::Scout => &[Action::Oil, Action::Cycle, Action::Bomb, Action::Reveal],
        Character::Thief => &[
            Action::Steal,
            Action::Guarantee,
            Action::StealAmmo,
            Action::Pocket,
        ],
    };
    actions
        .iter()
        .chain(&[Action::Trade, Action::End])
        .map(|action| (*action, enabled(state, *action)))
        .collect()
}

/// Whether an action button may be clicked now (see the module notes): a
/// form is also greyed when none of its choices can end in an entry the
/// rules take (nothing affordable, no price entered).
fn enabled(state: &GunState, action: Action) -> bool {
    if let Some(entry) = at_once(state, action) {
        return Gunfights::decide(state, &entry).is_ok_and(|d| !needs_override(&d.findings));
    }
    let allowed = match action {
        Action::Rebuild => !queries::rebuildable(state).is_empty(),
        Action::Bet => state
            .active()
            .is_some_and(|c| queries::betty_open(state, c) && !queries::betty_played(state, c)),
        Action::Practice => queries::may_practice(state),
        Action::Pocket => !queries::pocketable(state).is_empty(),
        Action::Trade => !super::turn_offers::givers(state).is_empty(),
        _ => true,
    };
    allowed
        && form_of(action).is_some_and(|form| {
            let pad = Pad {
                form: Some((Turn::of(state), form.clone())),
                ..Pad::default()
            };
            !pad.form_offers(state, &form).is_empty()
        })
}

/// The action a button enters by itself, when it needs nothing more.
pub(super) fn at_once(state: &GunState, action: Action) -> Option<GunAction> {
    match action {
        Action::Income => Some(GunAction::Income),
        Action::Cycle => Some(GunAction::OilCycle),
        Action::Trap => Some(GunAction::Trap),
        Action::Bomb => Some(GunAction::Bomb),
        Action::End => Some(GunAction::End),
        // Without a Guard roll to beat the action alone gains the information.
        Action::Reveal if queries::to_beat(state).is_none() => Some(GunAction::Reveal {
            roll: None,
            lucky: false,
        }),
        _ => None,
    }
}

/// The form an action button opens (none: it enters its action at once).
pub(super) fn form_of(action: Action) -> Option<Form> {
    Some(match action {
        Action::Buy => Form::Buy(None),
        Action::Rebuild => Form::Rebuild,
        Action::Bet => Form::Bet(None),
        Action::Practice => Form::Practice(Vec::new()),
        Action::Oil => Form::Oil(None),
        Action::Guard => Form::Guard,
        Action::Reveal => Form::Reveal,
        Action::Steal => Form::Steal(None, None),
        Action::Guarantee => Form::Guarantee(None),
        Action::StealAmmo => Form::StealAmmo,
        Action::Pocket => Form::Pocket,
        Action::Trade => Form::Trade(None, None, false),
        Action::Income | Action::Cycle | Action::Trap | Action::Bomb | Action::End => return None,
    })
}

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

    fn open(&mut self, state: &GunState, form: Form) -> Option<Input<GunAction>> {
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
    fn lucky_on(&self, state: &GunState, roller: usize) -> bool {
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
        if let Message::Why(action) = message {
            self.why = Some(action);
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
}

#[cfg(test)]
#[path = "turn_tests.rs"]
mod tests;
