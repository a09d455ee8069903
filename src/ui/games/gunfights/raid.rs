//! The Raid and the showdown by click: the Renegades' tiles (and where the
//! Entry Bombs lie), the Pioneers' revealed Defense Cards (the Booby Trap,
//! the Fire Wagon in round 6), the start-of-raid damage confirmed, each
//! gunfight shot by shot (who fires next, at whom, Beer or Tobacco, Lucky,
//! then the dice), the cease fire, and the Raid's outcome as it stands.
//!
//! The last click of each step completes the game's own action (a
//! [`GunAction`]), which the table view writes with the game's notation and
//! enters as if typed. Options of a shot are chosen before its dice, so the
//! last die clicked enters the shot.

use crate::core::D20;
use crate::games::gunfights::gunfight::Kick;
use crate::games::gunfights::{
    Building, GunAction, GunState, Gunfights, Phase, Strike, Team, fights,
};
use crate::session::{Input, Session};
use std::collections::BTreeMap;

/// What the table is putting together during the Raid.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// The tiles placed so far (attacks, or the defence), by seat.
    pub(super) tiles: BTreeMap<usize, Building>,
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
    fn refresh(&mut self, state: &GunState) {
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

    /// Handles a click; returns the entry when one is complete.
    pub fn update(
        &mut self,
        message: Message,
        session: &Session<Gunfights>,
    ) -> Option<Input<GunAction>> {
        let state = session.state();
        self.refresh(state);
        match message {
            Message::Place(seat, building) => {
                let placed = if self.tiles.get(&seat) == Some(&building) {
                    self.tiles.remove(&seat);
                    false
                } else {
                    self.tiles.insert(seat, building);
                    true
                };
                self.enter_when_complete(state, placed)
            }
            Message::Bomb(building) => {
                let placed = match self.bombs.iter().position(|b| *b == building) {
                    Some(i) => {
                        self.bombs.remove(i);
                        false
                    }
                    None => {
                        self.bombs.push(building);
                        true
                    }
                };
                self.enter_when_complete(state, placed)
            }
            Message::Trap(building) => {
                self.trap = (self.trap != Some(building)).then_some(building);
                self.enter_when_complete(state, self.trap.is_some())
            }
            Message::Wagon(building) => {
                self.wagon = (self.wagon != Some(building)).then_some(building);
                self.enter_when_complete(state, self.wagon.is_some())
            }
            Message::EnterTiles => self.placed(state).map(Input::Play),
            Message::Strike(strike, target) => {
                Some(Input::Play(GunAction::Strike { strike, target }))
            }
            Message::Cease(building) => Some(Input::Play(GunAction::Cease { building })),
            Message::EndRaid => Some(Input::Play(Pad::outcome(state))),
            Message::Shooter(seat) => {
                self.shot = Shot {
                    shooter: Some(seat),
                    ..Shot::default()
                };
                None
            }
            Message::Throw(throw) => {
                self.shot.throw = throw;
                self.shot.faces.clear();
                self.shot.lucky = None;
                None
            }
            Message::Target(seat) => {
                self.shot.targets.push(seat);
                None
            }
            Message::ClearTargets => {
                self.shot.targets.clear();
                None
            }
            Message::Kick(kick) => {
                self.shot.kick = (self.shot.kick != Some(kick)).then_some(kick);
                None
            }
            Message::Lucky(die) => {
                self.shot.lucky = (self.shot.lucky != Some(die)).then_some(die);
                None
            }
            Message::KeepLightweight => {
                self.shot.keep_lightweight = !self.shot.keep_lightweight;
                None
            }
            Message::Face(face) => {
                // Faces come from the die pad; one a d20 lacks, or one
                // before the name the damage goes to, changes nothing.
                let shooter = self.shooter(state)?;
                if !self.dice_open(state, shooter) {
                    return None;
                }
                self.shot.faces.push(D20::new(face).ok()?);
                let needed = if self.shot.throw { 1 } else { 2 };
                if self.shot.faces.len() < needed {
                    return None;
                }
                let shot = self.shot_action(state);
                // The dice go; the options stay, should the entry be refused.
                self.shot.faces.clear();
                shot.map(Input::Play)
            }
            Message::ClearShot => {
                self.shot = Shot::default();
                None
            }
        }
    }

    /// The tiles, when a click that placed something completed them (see
    /// [`Pad::tiles_complete`]).
    fn enter_when_complete(&self, state: &GunState, placed: bool) -> Option<Input<GunAction>> {
        if placed && self.tiles_complete(state) {
            return self.placed(state).map(Input::Play);
        }
        None
    }

    /// The attacks with the Entry Bombs, or the defence with the Booby
    /// Trap and the Fire Wagon, once every member of the team is placed.
    pub(super) fn placed(&self, state: &GunState) -> Option<GunAction> {
        let team = match stage(state)? {
            Stage::Attack => Team::Renegades,
            Stage::Defend => Team::Pioneers,
            _ => return None,
        };
        let tiles = state
            .team(team)
            .into_iter()
            .map(|seat| Some((seat, *self.tiles.get(&seat)?)))
            .collect::<Option<Vec<_>>>()?;
        Some(match team {
            Team::Renegades => GunAction::Attack {
                attacks: tiles,
                bombs: self.bombs.clone(),
            },
            Team::Pioneers => GunAction::Defend {
                defence: tiles,
                trap: self.trap,
                wagon: self.wagon,
            },
        })
    }

    /// The shot, or the Dynamite thrown, once its dice are in.
    pub(super) fn shot_action(&self, state: &GunState) -> Option<GunAction> {
        let shooter = self.shooter(state)?;
        let targets = self.shot.targets.clone();
        if self.shot.throw {
            return Some(GunAction::Throw {
                thrower: shooter,
                face: *self.shot.faces.first()?,
                lucky: self.shot.lucky.is_some(),
                targets,
            });
        }
        let [first, second] = self.shot.faces.as_slice() else {
            return None;
        };
        Some(GunAction::Shoot {
            shooter,
            faces: [*first, *second],
            targets,
            kick: self.shot.kick,
            lucky: self.shot.lucky,
            keep_lightweight: self.shot.keep_lightweight,
        })
    }

    /// The action that ends the Raid: what burns and who fell, as it stands.
    pub(super) fn outcome(state: &GunState) -> GunAction {
        GunAction::Raided {
            burned: fights::burning(state),
            dead: fights::fallen(state),
            shots: Vec::new(),
        }
    }
}

#[cfg(test)]
#[path = "raid_tests.rs"]
mod tests;
