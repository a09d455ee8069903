//! What the Raid pad offers now ([`TablePad::offered`](crate::ui::games::TablePad::offered)):
//! a building for each character still without a tile, the Entry Bombs,
//! the Booby Trap and the Fire Wagon still to place, the start-of-raid
//! damage to deal, and in the gunfights whose shot it is, the options of
//! the shot and its dice, the cease fire and the end of the Raid.
//!
//! The tiles enter themselves once the decider has nothing against them
//! and nothing is left to place (in round 6 the Fire Wagon, which may stay
//! away, is entered with the button), so no click only confirms.

use super::raid::{Message, Pad, Stage, next_shooters, stage};
use crate::core::{D20, Game, needs_override};
use crate::games::gunfights::gunfight::Kick;
use crate::games::gunfights::{
    Building, GunAction, GunState, Gunfights, Team, fights, queries, strikes,
};

/// The buildings a tile, a bomb, the trap or the wagon may go to.
pub(super) fn in_play(state: &GunState) -> Vec<Building> {
    Building::ALL
        .into_iter()
        .filter(|b| queries::in_play(state, *b))
        .collect()
}

impl Pad {
    /// The Raid's step that leaves nothing to decide, which the table
    /// enters by itself ([`TablePad::automatic`](crate::ui::games::TablePad::automatic)):
    /// start-of-raid damage that goes to whom the rules name (nobody
    /// chooses), and the end of a Raid whose every gunfight is over (what
    /// burns and who fell is known). Only when the decider takes it without
    /// a warning; its button stays, for after an undo.
    pub(super) fn automatic(state: &GunState) -> Option<GunAction> {
        let action = match stage(state)? {
            Stage::Strikes => {
                let due = strikes::due(state);
                let first = due.first().filter(|due| !due.needs_choice())?;
                GunAction::Strike {
                    strike: first.strike,
                    target: None,
                }
            }
            Stage::Fights if fights::all_over(state) => Pad::outcome(state),
            Stage::Attack | Stage::Defend | Stage::Fights | Stage::Showdown => return None,
        };
        Gunfights::decide(state, &action)
            .is_ok_and(|d| !needs_override(&d.findings))
            .then_some(action)
    }

    /// The clicks offered now: see the module notes.
    pub(super) fn offered(&self, state: &GunState) -> Vec<Message> {
        let draft = self.draft(state);
        match stage(state) {
            None => Vec::new(),
            Some(Stage::Attack) => draft.tile_offers(state, Team::Renegades),
            Some(Stage::Defend) => draft.tile_offers(state, Team::Pioneers),
            Some(Stage::Strikes) => match strikes::due(state).first() {
                Some(due) if due.needs_choice() => due
                    .candidates
                    .iter()
                    .map(|seat| Message::Strike(due.strike, Some(*seat)))
                    .collect(),
                Some(due) => vec![Message::Strike(due.strike, None)],
                None => Vec::new(),
            },
            Some(Stage::Fights) => {
                let mut offered = Vec::new();
                for (building, _, defenders) in state.fights() {
                    let next = fights::next(state, building);
                    if defenders.is_empty() || next.is_empty() {
                        continue;
                    }
                    offered.extend(draft.shot_offers(state, &next));
                    if fights::may_cease(state, building) {
                        offered.push(Message::Cease(building));
                    }
                }
                offered.push(Message::EndRaid);
                offered
            }
            Some(Stage::Showdown) => draft.shot_offers(state, &next_shooters(state)),
        }
    }

    /// A building for each member of the team still without one, the
    /// bombs, trap or wagon still to place, and the button once all are placed.
    fn tile_offers(&self, state: &GunState, team: Team) -> Vec<Message> {
        let buildings = in_play(state);
        let members = state.team(team);
        let mut offered: Vec<Message> = members
            .iter()
            .filter(|seat| !self.tiles.contains_key(seat))
            .flat_map(|seat| buildings.iter().map(|b| Message::Place(*seat, *b)))
            .collect();
        let round = &state.this_round;
        let free = |taken: &[Building]| {
            buildings
                .iter()
                .filter(|b| !taken.contains(b))
                .copied()
                .collect::<Vec<_>>()
        };
        match team {
            Team::Renegades if self.bombs.len() < usize::from(round.entry_bombs) => {
                offered.extend(free(&self.bombs).into_iter().map(Message::Bomb));
            }
            Team::Pioneers => {
                if round.booby_trap && self.trap.is_none() {
                    offered.extend(buildings.iter().map(|b| Message::Trap(*b)));
                }
                if queries::wagon_comes(state) && self.wagon.is_none() {
                    offered.extend(buildings.iter().map(|b| Message::Wagon(*b)));
                }
            }
            Team::Renegades => {}
        }
        if members.iter().all(|s| self.tiles.contains_key(s)) {
            offered.push(Message::EnterTiles);
        }
        offered
    }

    /// Whether the tiles placed are all the Raid needs, so the click that
    /// placed the last one enters them: every member placed, nothing the
    /// decider would flag, and in round 6 the Fire Wagon placed too (it may
    /// stay away, which only the button can say).
    pub(super) fn tiles_complete(&self, state: &GunState) -> bool {
        let wagon_left = stage(state) == Some(Stage::Defend)
            && queries::wagon_comes(state)
            && self.wagon.is_none();
        if wagon_left {
            return false;
        }
        self.placed(state).is_some_and(|action| {
            Gunfights::decide(state, &action).is_ok_and(|d| !needs_override(&d.findings))
        })
    }

    /// For the gunfight whose shooters are `next`: the other shooters, and
    /// when the shot is this gunfight's, its options and its dice.
    fn shot_offers(&self, state: &GunState, next: &[usize]) -> Vec<Message> {
        let shooter = self.shooter(state);
        let mut offered: Vec<Message> = next
            .iter()
            .filter(|s| shooter != Some(**s))
            .map(|s| Message::Shooter(*s))
            .collect();
        let Some(shooter) = shooter.filter(|s| next.contains(s)) else {
            return offered;
        };
        let shot = &self.shot;
        if queries::may_throw(state, shooter) {
            offered.push(Message::Throw(!shot.throw));
        }
        // One name takes all the damage; sharing it is the table's to
        // choose once the damage is known, so only the first name is offered.
        let opponents = fights::opponents(state, shooter);
        if opponents.len() > 1 && shot.targets.is_empty() {
            offered.extend(opponents.iter().map(|s| Message::Target(*s)));
        }
        if !shot.throw && queries::may_choose_kick(state, shooter) {
            for kick in [Kick::Beer, Kick::Tobacco] {
                if shot.kick != Some(kick) {
                    offered.push(Message::Kick(kick));
                }
            }
        }
        if !shot.throw && queries::may_keep_lightweight(state, shooter) && !shot.keep_lightweight {
            offered.push(Message::KeepLightweight);
        }
        if queries::lucky_ready(state, shooter) && shot.lucky.is_none() {
            let dice = if shot.throw { 1 } else { 2 };
            offered.extend((0..dice).map(Message::Lucky));
        }
        if self.dice_open(state, shooter) {
            offered.extend((1..=20).filter(|f| D20::new(*f).is_ok()).map(Message::Face));
        }
        offered
    }

    /// Whether the shot's dice may be clicked: with several opponents the
    /// rules want to know who takes the damage, so a name comes first; a
    /// shooter whose Beer and Tobacco could both kick in says which before
    /// the dice decide it ([`queries::may_choose_kick`]); and
    /// the decider must take the shot as it stands whatever the dice show
    /// (a shooter out of ammo may not shoot), asked with a miss for the
    /// dice still to come.
    pub(super) fn dice_open(&self, state: &GunState, shooter: usize) -> bool {
        let named = fights::opponents(state, shooter).len() <= 1 || !self.shot.targets.is_empty();
        let kick_said = self.shot.throw
            || self.shot.kick.is_some()
            || !queries::may_choose_kick(state, shooter);
        let Ok(miss) = D20::new(1) else {
            return false;
        };
        let mut trial = self.clone();
        trial.shot.shooter = Some(shooter);
        let needed = if trial.shot.throw { 1 } else { 2 };
        trial.shot.faces.resize(needed, miss);
        named
            && kick_said
            && trial
                .shot_action(state)
                .is_some_and(|shot| Gunfights::decide(state, &shot).is_ok())
    }
}
