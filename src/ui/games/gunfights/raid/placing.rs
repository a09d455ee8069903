//! What the buildings of the Raid's tile step place now: a character's
//! tile, the Entry Bombs, the Booby Trap or the Fire Wagon, one at a time
//! in one grid of buildings, each with its own button above the grid.

use super::Pad;
use crate::games::gunfights::{GunState, Team, queries};

/// What a tap on a building places.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placing {
    /// This seat's tile.
    Seat(usize),
    /// The Entry Bombs (the Renegades').
    Bombs,
    /// The Booby Trap (the Pioneers').
    Trap,
    /// The Fire Wagon (round 6, the Sheriff's).
    Wagon,
}

impl Pad {
    /// Everything of `team`'s step the buildings can place, in the order
    /// of its buttons: the characters, then the bombs, trap or wagon.
    pub(super) fn placeables(&self, state: &GunState, team: Team) -> Vec<Placing> {
        let mut out: Vec<Placing> = state.team(team).into_iter().map(Placing::Seat).collect();
        let round = &state.this_round;
        match team {
            Team::Renegades if round.entry_bombs > 0 => out.push(Placing::Bombs),
            Team::Pioneers => {
                if round.booby_trap {
                    out.push(Placing::Trap);
                }
                if queries::wagon_comes(state) {
                    out.push(Placing::Wagon);
                }
            }
            Team::Renegades => {}
        }
        out
    }

    /// Whether `what` still waits for its building.
    fn waits(&self, state: &GunState, what: Placing) -> bool {
        match what {
            Placing::Seat(seat) => !self.tiles.contains_key(&seat),
            Placing::Bombs => self.bombs.len() < usize::from(state.this_round.entry_bombs),
            Placing::Trap => self.trap.is_none(),
            Placing::Wagon => self.wagon.is_none(),
        }
    }

    /// What the buildings place now: the one picked by its button, else
    /// the first still waiting, else the last (all placed: taken back
    /// there).
    pub(super) fn placing_now(&self, state: &GunState, team: Team) -> Option<Placing> {
        let all = self.placeables(state, team);
        self.choosing
            .filter(|p| all.contains(p))
            .or_else(|| all.iter().copied().find(|p| self.waits(state, *p)))
            .or_else(|| all.last().copied())
    }
}
