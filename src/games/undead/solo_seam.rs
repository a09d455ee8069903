//! The seam between this game and its solo variant (`games::undead_solo`):
//! everything the solo game takes from the multiplayer game, in one place.
//!
//! The solo game is played on this game's state, with the player as band 0
//! and Dead Ranger as band 1, so it reuses the duels, the hunts, the
//! buildings and their abilities, the turn and the day as they are here,
//! and adds only Dead Ranger's moves and the variant's own rules. It imports
//! from this module and nowhere else in `games::undead`: a change to an item
//! named here touches the solo game (run `cargo test --test suite
//! undead_solo::` too); a change to anything else does not.

/// The board, the bands, the tokens and the words of an entry, which the
/// solo game's state and entries are made of.
pub(crate) use super::{
    Ability, Item, Pay, Place, Resource, Side, Undead, UndeadAction, UndeadEvent, Where,
};

/// The state the solo game is played on.
pub(crate) mod state {
    pub(crate) use crate::games::undead::state::{
        Draw, OUTLAWS, Phase, Place, ROUNDS, Resolution, Side, Step, UndeadCard, UndeadState,
    };
}

/// The parts of an entry the solo game's own entries are built from.
pub(crate) mod actions {
    pub(crate) use crate::games::undead::actions::{DuelShot, Spot};
}

/// The multiplayer setup under the solo one: the player's band, the
/// Critical token's side, the trade-up answer, the board before play.
pub(crate) mod setup {
    pub(crate) use crate::games::undead::setup::{
        BandSetup, UndeadSetup, critical_side, critical_word, initial, trade_up_choice,
    };
}

/// The setup questions the solo game asks as the multiplayer game does.
pub(crate) mod setup_fields {
    pub(crate) use crate::games::undead::setup_fields::{critical_field, fives_field};
}

/// The rules applied unchanged: the multiplayer decider and fold for an
/// entry of the player's own (a duel, a hunt, a building bought), the
/// duel's settling, the turn and the day moving on.
pub(crate) mod decide {
    pub(crate) use crate::games::undead::decide::decide;
}

/// See [`decide`].
pub(crate) mod evolve {
    pub(crate) use crate::games::undead::evolve::evolve;
}

/// The working copy the multiplayer rules are applied on.
pub(crate) mod work {
    pub(crate) use crate::games::undead::work::W;
}

/// A duel settled as in the multiplayer game (Dead Ranger's duels too).
pub(crate) mod duel {
    pub(crate) use crate::games::undead::duel::{apply, settle};
}

/// The round's turn order and its end.
pub(crate) mod flow {
    pub(crate) use crate::games::undead::flow::{begin, end_turn, next_turn};
}

/// The turn being played and the building abilities it may use.
pub(crate) mod turn {
    pub(crate) use crate::games::undead::turn::{check_ability, current, set_turn};
}

/// What an action space does: a shot's target, an intimidation, a steal.
pub(crate) mod spaces {
    pub(crate) use crate::games::undead::spaces::{Outcome, Shot, intimidates, outcome, steals};
}

/// The odds of the player's own choices, which the variant plays as this
/// game does: "shoot again?" at an Undead and the duel with Dead Ranger's
/// Outlaw (settled by [`duel`]'s `settle`), and the words that list d8
/// faces ("2, 3 or 6") for the solo game's own odds of Dead Ranger's d8.
pub(crate) mod odds {
    pub(crate) use crate::games::undead::odds::{faces_or, odds};
}

/// The multiplayer game's reminders, of which the solo game keeps some.
pub(crate) mod reminders {
    pub(crate) use crate::games::undead::reminders::reminders;
}

/// The multiplayer words the solo notation reads and writes unchanged.
pub(crate) mod notation {
    pub(crate) use crate::games::undead::notation::{
        face, parse, parse_items, parse_one_shot, parse_undead, phone_keys, slot_face, take_shot,
    };
}

/// See [`notation`].
pub(crate) mod format {
    pub(crate) use crate::games::undead::format::{format, items, shot};
}

/// The history's words for a multiplayer entry the player makes.
pub(crate) mod describe {
    pub(crate) use crate::games::undead::describe::describe;
}

/// The d8s an entry throws, counted for the Dice screen as here.
pub(crate) mod outcome {
    pub(crate) use crate::games::undead::outcome::d8s;
}

/// The chart's step: a round of a day.
pub(crate) mod chart {
    pub(crate) use crate::games::undead::chart::step;
}

/// The rules of this game whose findings the solo game names: the ones it
/// gives itself where the variant plays as the multiplayer game does, and
/// the ones it filters out of the multiplayer reminders and decisions
/// (`DRAW_FIRST`, `USE_NOW`, `DRAW`, `HIGH_NOON`, `UNDEAD_KILLED`) because the
/// variant replaces them with its own.
pub(crate) mod rules {
    pub(crate) use crate::games::undead::rules::{
        BOOT_HILL_EMPTY, CRIT_SKULL, DRAW, DRAW_FIRST, HIGH_NOON, LAID_DOWN, NO_OUTLAW, NO_SPACE,
        NOT_ENOUGH, NOT_THIS_SPACE, SLOT_EMPTY, STEAL_ONE, UNDEAD_KILLED, USE_NOW,
    };
}
