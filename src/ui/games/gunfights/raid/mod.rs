//! The Raid and the showdown by click: the Renegades' tiles (and where the
//! Entry Bombs lie), the Pioneers' revealed Defense Cards (the Booby Trap,
//! the Fire Wagon in round 6), the start-of-raid damage confirmed, each
//! gunfight shot by shot (who fires next, at whom, Beer or Tobacco, Lucky,
//! then the dice), the cease fire, and the Raid's outcome as it stands.
//!
//! Each step is a tap of its own (the Raid never runs on by itself): the
//! tiles are entered with "Record the attacks" or "Reveal the defense",
//! each start-of-raid damage with its own tap, the end of the Raid with
//! "End the Raid". A shot's options are chosen before its dice, so the last
//! die clicked enters the shot (or, when the dice leave Beer and Tobacco
//! both to kick in, the one named after them).
//!
//! The kit's files: this one (the state and the clicks), [`offers`],
//! [`reasons`], [`update`], [`view`] and `tests`.

pub(crate) mod offers;
pub(crate) mod placing;
pub(crate) mod reasons;
#[cfg(test)]
mod tests;
pub(crate) mod update;
pub(crate) mod view;

use crate::core::D20;
use crate::games::gunfights::gunfight::Kick;
use crate::games::gunfights::{Building, GunState, Phase, Strike, fights};
use std::collections::BTreeMap;

/// What the table is putting together during the Raid.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// The tiles placed so far (attacks, or the defence), by seat.
    pub(super) tiles: BTreeMap<usize, Building>,
    /// What the buildings place, when picked by its button (none: the
    /// first still waiting for its building, `placing::Pad::placing_now`).
    pub(super) choosing: Option<placing::Placing>,
    /// Where the Entry Bombs lie.
    pub(super) bombs: Vec<Building>,
    /// Where the Booby Trap lies.
    pub(super) trap: Option<Building>,
    /// Where the Fire Wagon stands (round 6).
    pub(super) wagon: Option<Building>,
    /// The shot being put together.
    pub(super) shot: Shot,
    /// The moment the drafts belong to: a draft left when the Raid moved on
    /// (by a typed line, an undo) is forgotten, never entered.
    pub(super) moment: Option<Moment>,
    /// The click of the greyed button last tapped, whose reason shows
    /// until the next click.
    pub(super) why: Option<Message>,
}

/// A shot or a Dynamite throw as far as it has been clicked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Shot {
    /// Who fires (none: the first who may fire next).
    pub shooter: Option<usize>,
    /// Dynamite rather than the gun.
    pub throw: bool,
    /// Who takes the damage: one name takes it all, else one per point.
    pub targets: Vec<usize>,
    /// Beer or Tobacco, when both could kick in.
    pub kick: Option<Kick>,
    /// Lucky's +5 on a die (0 or 1; a throw uses 0).
    pub lucky: Option<usize>,
    /// Lightweight kept for later this round.
    pub keep_lightweight: bool,
    /// The faces clicked so far.
    pub faces: Vec<D20>,
}

/// Where the Raid stands, for forgetting stale drafts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Moment {
    round: u8,
    phase: Phase,
    attacked: bool,
    revealed: bool,
    shots: usize,
}

impl Moment {
    pub(super) fn of(state: &GunState) -> Moment {
        Moment {
            round: state.round,
            phase: state.phase,
            attacked: !state.this_round.attacks.is_empty(),
            revealed: state.this_round.revealed,
            shots: state.this_round.fight_log.len(),
        }
    }
}

/// A click in the Raid pad.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A character's tile on a building (again: taken back).
    Place(usize, Building),
    /// What the buildings place next (a character's tile, the bombs...).
    Choose(placing::Placing),
    /// An Entry Bomb's building, on or off.
    Bomb(Building),
    /// The Booby Trap's building, on or off.
    Trap(Building),
    /// The Fire Wagon's building, on or off.
    Wagon(Building),
    /// Enter the attacks, or the defence.
    EnterTiles,
    /// Confirm a start-of-raid damage, on the one named when the Deputy or
    /// the Scout chooses who takes it.
    Strike(Strike, Option<usize>),
    /// Call a cease fire at a building.
    Cease(Building),
    /// End the Raid with what burns and who fell as it stands.
    EndRaid,
    /// Who fires.
    Shooter(usize),
    /// The gun, or Dynamite.
    Throw(bool),
    /// One more name to take a point of damage.
    Target(usize),
    /// Forget the names.
    ClearTargets,
    /// Beer or Tobacco (again: neither).
    Kick(Kick),
    /// Lucky on a die (again: off).
    Lucky(usize),
    /// Keep Lightweight for later this round (again: use it).
    KeepLightweight,
    /// A die's face; the last one enters the shot.
    Face(u8),
    /// Forget the shot.
    ClearShot,
    /// Take back every tile, bomb, trap and wagon placed (a wrong tile is
    /// put right this way: a placed one is not moved while others wait).
    ClearTiles,
    /// A greyed button was tapped: the reason line says why this click is
    /// not taken now; nothing else happens.
    Why(Box<Message>),
}

/// What the Raid needs now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stage {
    /// The Renegades' tiles.
    Attack,
    /// The Pioneers' Defense Cards.
    Defend,
    /// The damage at the start of the Raid.
    Strikes,
    /// The gunfights (and the outcome).
    Fights,
    /// The showdown after a tie.
    Showdown,
}

/// The stage of a state, if the Raid or the showdown is on.
pub(super) fn stage(state: &GunState) -> Option<Stage> {
    match state.phase {
        Phase::Showdown => Some(Stage::Showdown),
        Phase::Raid if state.this_round.attacks.is_empty() => Some(Stage::Attack),
        Phase::Raid if !state.this_round.revealed => Some(Stage::Defend),
        Phase::Raid if !crate::games::gunfights::strikes::due(state).is_empty() => {
            Some(Stage::Strikes)
        }
        Phase::Raid => Some(Stage::Fights),
        Phase::Turns | Phase::Over => None,
    }
}

/// Who may fire next: in the showdown, or at the first building whose
/// gunfight goes on (or the chosen shooter's).
pub(super) fn next_shooters(state: &GunState) -> Vec<usize> {
    if state.phase == Phase::Showdown {
        return fights::showdown_next(state);
    }
    Building::ALL
        .iter()
        .map(|b| fights::next(state, *b))
        .find(|next| !next.is_empty())
        .unwrap_or_default()
}

impl Pad {
    /// Forgets drafts made for another moment of the Raid.
    pub(super) fn refresh(&mut self, state: &GunState) {
        let now = Moment::of(state);
        if self.moment != Some(now) {
            *self = Pad {
                moment: Some(now),
                ..Pad::default()
            };
        }
    }

    /// The shooter of the shot being put together.
    pub(super) fn shooter(&self, state: &GunState) -> Option<usize> {
        self.shot
            .shooter
            .or_else(|| next_shooters(state).first().copied())
    }

    /// What the pad weighs for the odds (`Game::odds`): the seat the shot
    /// being put together goes to, the one named, else the first the
    /// shooter faces; the game gives the odds of the shooters who may
    /// fire next at that seat (the shot's damage does not depend on it).
    pub fn considering(&self, state: &GunState) -> crate::core::Considering {
        let draft = self.draft(state);
        let target = draft.shooter(state).and_then(|shooter| {
            draft
                .shot
                .targets
                .first()
                .copied()
                .or_else(|| fights::opponents(state, shooter).first().copied())
        });
        crate::core::Considering {
            target,
            ..Default::default()
        }
    }

    /// Escape: forgets the shot being put together, else the tiles placed
    /// so far (the innermost first); says whether there was one.
    pub fn escape(&mut self) -> bool {
        if self.shot != Shot::default() {
            self.shot = Shot::default();
            return true;
        }
        let drafted = !self.tiles.is_empty()
            || self.choosing.is_some()
            || !self.bombs.is_empty()
            || self.trap.is_some()
            || self.wagon.is_some();
        let moment = self.moment;
        *self = Pad {
            moment,
            ..Pad::default()
        };
        drafted
    }
}
