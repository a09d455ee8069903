//! What an entry may pick now: who Sid Ketchum may heal, who a beer may go
//! to, whose arrows Kit Carlson may discard and how many, how many of his
//! arrows Pedro Ramirez may put back, how many hits Slab the Killer may
//! double. The decider asks these before it accepts an entry and the pad
//! asks them before it offers a button, so what is offered is exactly what
//! the rules accept. (Who a 1 or a 2 can reach is in [`super::targets`].)
//! One goes the other way: whether a die may be rerolled is asked of the
//! decider itself, so the pad can say so the moment the die is picked.

use super::actions::{BangAction, RerolledDie};
use super::characters::Character;
use super::rules;
use super::state::{BangState, Choice};
use crate::core::{BangFace, Finding};

/// The players Sid Ketchum may give a life: every living player.
pub fn sid_targets(state: &BangState) -> Vec<usize> {
    state.alive_seats()
}

/// The players a beer may go to: every living player.
pub fn beer_targets(state: &BangState) -> Vec<usize> {
    state.alive_seats()
}

/// How many arrows Kit Carlson may discard: one per gatling die.
pub fn kit_discards(state: &BangState) -> usize {
    state.count(BangFace::Gatling)
}

/// Whether Kit Carlson may discard one more arrow of `seat` after the
/// discards already `picked` (a player may be named once per arrow held).
pub fn kit_may_discard(state: &BangState, picked: &[usize], seat: usize) -> bool {
    let named = picked.iter().filter(|s| **s == seat).count();
    state
        .players
        .get(seat)
        .is_some_and(|p| usize::from(p.arrows) > named)
}

/// Pedro Ramirez's seat and the most arrows he may put back (one per life
/// lost, no more than he holds), while his choice is open.
pub fn pedro_discards(state: &BangState) -> Option<(usize, u8)> {
    state.pending.iter().find_map(|c| match c {
        Choice::Pedro { seat, max } => {
            let held = state.players.get(*seat).map_or(0, |p| p.arrows);
            Some((*seat, (*max).min(held)))
        }
        Choice::Sid { .. } | Choice::Bart { .. } => None,
    })
}

/// How many of the hits being assigned may be doubled with a beer: one for
/// Slab the Killer while a beer die is left and he has not doubled a hit
/// this turn, none for anyone else.
pub fn doubles(state: &BangState) -> usize {
    if state.active_is(Character::SlabTheKiller) && state.turn.slab_beers == 0 {
        state.beers_to_give().min(1)
    } else {
        0
    }
}

/// The rule a reroll of this die (from 0) would break by itself, if it is
/// one no reroll may touch (dynamite, except Black Jack's): the decider's
/// own finding, asked with a reroll of that die alone, so the pad warns
/// with the rule's words the moment the die is picked, before the faces.
pub fn no_reroll(state: &BangState, die: usize) -> Option<Finding> {
    let face = *state.turn.dice?.get(die)?;
    let die = u8::try_from(die).ok()?;
    let reroll = BangAction::Reroll {
        dice: vec![RerolledDie { die, face }],
    };
    super::decide::decide(state, &reroll)
        .ok()?
        .findings
        .into_iter()
        .find(|f| *f.rule == rules::DYNAMITE_NO_REROLL)
}
