//! What the Raid pad offers now ([`TablePad::offered`](crate::ui::games::TablePad::offered)):
//! a building for each character still without a tile, the Entry Bombs,
//! the Booby Trap and the Fire Wagon still to place, the tiles' own tap
//! once the rules take them, the start-of-raid damage to deal, and in the
//! gunfights whose shot it is, the options of the shot and its dice, the
//! cease fire and the end of the Raid once the rules take it.
//!
//! Nothing enters by itself: the last tile placed waits for "Record the
//! attacks" or "Reveal the defense", and the end of a Raid whose every
//! gunfight is over for "End the Raid". Where the tiles as placed are not
//! what the rules take, moving any of them is offered, so a state always
//! has a way on.

use super::placing::Placing;
use super::{Message, Pad, Stage, next_shooters, stage};
use crate::core::D20;
use crate::games::gunfights::gunfight::Kick;
use crate::games::gunfights::{Building, GunState, Gunfights, Team, fights, queries, strikes};
use crate::ui::games::kit::rules;

/// The buildings a tile, a bomb, the trap or the wagon may go to.
pub(super) fn in_play(state: &GunState) -> Vec<Building> {
    Building::ALL
        .into_iter()
        .filter(|b| queries::in_play(state, *b))
        .collect()
}

/// Who may fire next in each gunfight still going on (or the showdown).
pub(super) fn all_next(state: &GunState) -> Vec<usize> {
    if stage(state) == Some(Stage::Showdown) {
        return next_shooters(state);
    }
    let mut next = Vec::new();
    for building in Building::ALL {
        for seat in fights::next(state, building) {
            if !next.contains(&seat) {
                next.push(seat);
            }
        }
    }
    next
}

impl Pad {
    /// The clicks offered now: see the module notes.
    pub fn offered(&self, state: &GunState) -> Vec<Message> {
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
                let mut offered = draft.shot_offers(state, &all_next(state));
                for building in Building::ALL {
                    if fights::may_cease(state, building) {
                        offered.push(Message::Cease(building));
                    }
                }
                // The end of the Raid, once the rules take it; or, with no
                // shot and no cease fire left to offer, as the rules only
                // warn about it (the table's "Apply anyway"), so a Raid
                // always has a way on.
                let outcome = Pad::outcome(state);
                if rules::clean::<Gunfights>(state, &outcome)
                    || (offered.is_empty() && rules::takes::<Gunfights>(state, &outcome))
                {
                    offered.push(Message::EndRaid);
                }
                offered
            }
            Some(Stage::Showdown) => draft.shot_offers(state, &next_shooters(state)),
        }
    }

    /// A building for each member of the team still without one, the
    /// bombs, trap or wagon still to place, and the tiles' own tap once the
    /// rules take them; every move of a tile when they do not yet.
    fn tile_offers(&self, state: &GunState, team: Team) -> Vec<Message> {
        let buildings = in_play(state);
        let members = state.team(team);
        let all_placed = members.iter().all(|s| self.tiles.contains_key(s));
        let action = self.placed(state);
        let clean = action
            .as_ref()
            .is_some_and(|a| rules::clean::<Gunfights>(state, a));
        // Stuck: every tile placed and the rules not taking them as they
        // lie. Moving any tile, bomb, trap or wagon is offered then.
        let stuck = all_placed && !clean;
        // The buildings place what is being placed now, one thing at a time.
        let current = self.placing_now(state, team);
        let round = &state.this_round;
        let defended: Vec<Building> = self.tiles.values().copied().collect();
        let mut offered: Vec<Message> = match current {
            Some(Placing::Seat(seat)) if stuck || !self.tiles.contains_key(&seat) => buildings
                .iter()
                .filter(|b| self.tiles.get(&seat) != Some(b))
                .map(|b| Message::Place(seat, *b))
                .collect(),
            Some(Placing::Bombs) if self.bombs.len() < usize::from(round.entry_bombs) => buildings
                .iter()
                .filter(|b| !self.bombs.contains(b))
                .map(|b| Message::Bomb(*b))
                .collect(),
            Some(Placing::Bombs) if stuck => self.bombs.iter().map(|b| Message::Bomb(*b)).collect(),
            Some(Placing::Trap) if self.trap.is_none() || stuck => buildings
                .iter()
                .filter(|b| self.trap != Some(**b))
                .map(|b| Message::Trap(*b))
                .collect(),
            // The Fire Wagon goes to a building nobody defends.
            Some(Placing::Wagon) if self.wagon.is_none() || stuck => {
                let mut wagon: Vec<Message> = buildings
                    .iter()
                    .filter(|b| self.wagon != Some(**b) && !defended.contains(b))
                    .map(|b| Message::Wagon(*b))
                    .collect();
                if stuck && let Some(placed) = self.wagon {
                    wagon.push(Message::Wagon(placed));
                }
                wagon
            }
            _ => Vec::new(),
        };
        let moves = offered.len();
        // Tiles the rules only warn about can still be entered (the table
        // may know better), when no move is left to try.
        let takes = action
            .as_ref()
            .is_some_and(|a| rules::takes::<Gunfights>(state, a));
        if clean || (stuck && takes && moves == 0) {
            offered.push(Message::EnterTiles);
        }
        offered
    }

    /// The live buttons of the tile step that only steer the pad (its
    /// controls, never among the offers): what the buildings place next
    /// (a placed tile is put right there by tapping it again, then its new
    /// building) and Start over once something is placed.
    pub(super) fn steers(&self, state: &GunState, team: Team) -> Vec<Message> {
        // The one placing now too: drawn as chosen, a tap on it changes
        // nothing.
        let mut out: Vec<Message> = self
            .placeables(state, team)
            .into_iter()
            .map(Message::Choose)
            .collect();
        let drafted = !self.tiles.is_empty()
            || !self.bombs.is_empty()
            || self.trap.is_some()
            || self.wagon.is_some();
        if drafted {
            out.push(Message::ClearTiles);
        }
        out
    }

    /// For the gunfights whose shooters are `next`: the other shooters, and
    /// for the shot being put together its options and its dice.
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
        // The dice are in and left Beer and Tobacco both to kick in: the
        // shooter names one, which enters the shot.
        // The dice are in and wait for who takes the damage.
        if self.awaits_target(state, shooter) {
            let opponents = fights::opponents(state, shooter);
            offered.extend(opponents.iter().map(|s| Message::Target(*s)));
            return offered;
        }
        if self.awaits_kick() {
            offered.extend([Message::Kick(Kick::Beer), Message::Kick(Kick::Tobacco)]);
            return offered;
        }
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

    /// Whether the shot's dice may be clicked: the decider must take the
    /// shot as it stands whatever the dice show (a shooter out of ammo may
    /// not shoot), asked with a miss for the dice still to come. Neither
    /// the name of who takes the damage nor Beer or Tobacco need come
    /// first: the pad asks after the dice for what they leave open.
    pub(super) fn dice_open(&self, state: &GunState, shooter: usize) -> bool {
        if self.dice_in() {
            return false;
        }
        let Ok(miss) = D20::new(1) else {
            return false;
        };
        let mut trial = self.clone();
        if trial.shot.targets.is_empty() {
            // Any opponent stands for the name still to come.
            trial
                .shot
                .targets
                .extend(fights::opponents(state, shooter).first());
        }
        trial.shot.shooter = Some(shooter);
        if !trial.shot.throw
            && trial.shot.kick.is_none()
            && queries::may_choose_kick(state, shooter)
        {
            trial.shot.kick = Some(Kick::Tobacco);
        }
        let needed = if trial.shot.throw { 1 } else { 2 };
        trial.shot.faces.resize(needed, miss);
        trial
            .shot_action(state)
            .is_some_and(|shot| rules::takes::<Gunfights>(state, &shot))
    }
}
