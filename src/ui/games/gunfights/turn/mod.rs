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

#[cfg(test)]
mod flows;
pub(crate) mod forms;
pub(crate) mod offers;
pub(crate) mod reasons;
#[cfg(test)]
mod tests;
pub(crate) mod update;
pub(crate) mod view;

use crate::core::D20;
use crate::games::gunfights::state::Gamble;
use crate::games::gunfights::{
    Building, Call, Character, GunAction, GunState, Gunfights, Item, SnakeOil, Team, queries,
};
use crate::ui::games::kit::rules;

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
    /// The click of the greyed button last tapped, whose reason the pad
    /// shows until the next click (a touch screen cannot hover for a tooltip).
    pub(super) why: Option<Message>,
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
    /// A greyed button was tapped: the reason line says why this click is
    /// not taken now; nothing else happens.
    Why(Box<Message>),
}

impl Pad {
    /// What the pad weighs for the odds (`Game::odds`): Target Practice's
    /// pair once both its dice are clicked; else nothing.
    pub fn considering(&self, state: &GunState) -> crate::core::Considering {
        let faces = match self.form(state) {
            Some(Form::Practice(dice)) if dice.len() == 2 => {
                Some(dice.iter().map(|d| d.face()).collect())
            }
            _ => None,
        };
        crate::core::Considering {
            faces,
            ..Default::default()
        }
    }
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
/// rules take without an override (nothing affordable, no price entered,
/// the actions of the turn used up).
pub(super) fn enabled(state: &GunState, action: Action) -> bool {
    if let Some(entry) = at_once(state, action) {
        return rules::clean::<Gunfights>(state, &entry);
    }
    let allowed = match action {
        Action::Rebuild => !queries::rebuildable(state).is_empty(),
        Action::Bet => state
            .active()
            .is_some_and(|c| queries::betty_open(state, c) && !queries::betty_played(state, c)),
        Action::Practice => queries::may_practice(state),
        Action::Pocket => !queries::pocketable(state).is_empty(),
        Action::Trade => !offers::givers(state).is_empty(),
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
