//! Where each gunfight of the Raid stands: who fires next, whether it is
//! over, whether the Pioneers may call a cease fire, and what the Raid will
//! burn. The cease fire itself is entered here too.
//!
//! The text: attacks go back and forth "until one team is dead"; when the
//! Renegades run out of ammo the Pioneers "may continue to shoot at them,
//! or may call a cease fire for that gunfight". A gunfight where nobody can
//! fire any more (both sides out of ammo) is over as well.

use super::actions::GunEvent;
use super::characters::{Building, NamesBuilding, Team};
use super::decide::Ctx;
use super::order;
use super::rules;
use super::state::{GunState, Phase};

/// Where a character stands in this Raid (attacking or defending).
pub(super) fn place(state: &GunState, seat: usize) -> Option<Building> {
    let round = &state.this_round;
    round
        .attacks
        .get(&seat)
        .or_else(|| round.defence.get(&seat))
        .copied()
}

/// The characters at a building in this Raid, in turn order.
pub(super) fn fighters(state: &GunState, building: Building) -> Vec<usize> {
    (0..state.seats.len())
        .filter(|s| place(state, *s) == Some(building))
        .collect()
}

/// Whether some of `team` among `seats` still stand (alive, or with a
/// Deathrattle shot left).
pub(super) fn standing(state: &GunState, seats: &[usize], team: Team) -> bool {
    seats.iter().any(|s| {
        state.seats[*s].team() == team
            && (state.seats[*s].health > 0
                || state.this_round.deathrattle.get(s).is_some_and(|n| *n > 0))
    })
}

/// Whether a gunfight is fought at the building: attacked and defended.
pub fn is_gunfight(state: &GunState, building: Building) -> bool {
    state
        .fights()
        .iter()
        .any(|(b, _, defenders)| *b == building && !defenders.is_empty())
}

/// Who may fire next at a building; empty when its gunfight is over (a
/// team is dead, a cease fire was called, or nobody can fire).
pub fn next(state: &GunState, building: Building) -> Vec<usize> {
    if state.phase != Phase::Raid
        || !state.this_round.revealed
        || !is_gunfight(state, building)
        || state.this_round.ceased.contains(&building)
    {
        return Vec::new();
    }
    let seats = fighters(state, building);
    if !standing(state, &seats, Team::Pioneers) || !standing(state, &seats, Team::Renegades) {
        return Vec::new();
    }
    order::expected(state, &seats, false)
}

/// Who may fire next anywhere now: at each gunfight of the Raid once its
/// start-of-raid damage is dealt, or in the Showdown (everyone, in its
/// order). Their phones offer the entry.
pub fn to_shoot(state: &GunState) -> Vec<usize> {
    let mut seats = match state.phase {
        Phase::Showdown => {
            let everyone: Vec<usize> = (0..state.seats.len()).collect();
            order::expected(state, &everyone, true)
        }
        Phase::Raid if super::strikes::due(state).is_empty() => state
            .fights()
            .into_iter()
            .flat_map(|(building, _, _)| next(state, building))
            .collect(),
        _ => Vec::new(),
    };
    seats.sort_unstable();
    seats.dedup();
    seats
}

/// Whether the Pioneers may call a cease fire at a building: its gunfight
/// goes on, and no Renegade there can fire any more.
pub fn may_cease(state: &GunState, building: Building) -> bool {
    let seats = fighters(state, building);
    !next(state, building).is_empty()
        && seats
            .iter()
            .filter(|s| state.seats[**s].team() == Team::Renegades)
            .all(|s| !order::can_fire(state, *s, false))
}

/// Whether every gunfight of this Raid is over.
pub fn all_over(state: &GunState) -> bool {
    Building::ALL.iter().all(|b| next(state, *b).is_empty())
}

/// The buildings this Raid burns as it stands: every attacked building
/// nobody defends (unless the Fire Wagon douses it), and every gunfight
/// where all the defenders are dead and a Renegade still stands.
pub fn burning(state: &GunState) -> Vec<Building> {
    state
        .fights()
        .into_iter()
        .filter(|(b, attackers, defenders)| {
            // A building already burned cannot burn again.
            if !state.standing(*b) {
                return false;
            }
            if defenders.is_empty() {
                return state.this_round.wagon != Some(*b);
            }
            let alive = |seats: &[usize]| seats.iter().any(|s| state.seats[*s].health > 0);
            !alive(defenders) && alive(attackers)
        })
        .map(|(b, _, _)| b)
        .collect()
}

/// The Pioneers call a cease fire at a building.
pub(super) fn cease(ctx: &mut Ctx, building: Building) {
    if ctx.state.phase != Phase::Raid || !ctx.state.this_round.revealed {
        ctx.note(rules::FIGHT_NOT_NOW.finding());
    } else if next(&ctx.state, building).is_empty() {
        ctx.note(rules::CEASE_NO_FIGHT.finding().building(building));
    } else if !may_cease(&ctx.state, building) {
        let armed: Vec<String> = fighters(&ctx.state, building)
            .into_iter()
            .filter(|s| {
                ctx.state.seats[*s].team() == Team::Renegades
                    && order::can_fire(&ctx.state, *s, false)
            })
            .map(|s| ctx.name(s))
            .collect();
        ctx.note(
            rules::CEASE_EARLY
                .finding()
                .building(building)
                .arg("characters", armed.join(", ")),
        );
    }
    ctx.emit(GunEvent::Ceased(building));
    ctx.note(rules::CEASED.finding().building(building));
}

/// Who may fire next in the showdown (everyone against everyone, the teams
/// alternating); empty outside it or once it is won.
pub fn showdown_next(state: &GunState) -> Vec<usize> {
    if state.phase != Phase::Showdown {
        return Vec::new();
    }
    let everyone: Vec<usize> = (0..state.seats.len()).collect();
    order::expected(state, &everyone, true)
}

/// The living opponents a shooter may hit: at the same building in a Raid,
/// anyone of the other team in the showdown.
pub fn opponents(state: &GunState, shooter: usize) -> Vec<usize> {
    let Some(team) = state.seats.get(shooter).map(|s| s.team()) else {
        return Vec::new();
    };
    let at = place(state, shooter);
    (0..state.seats.len())
        .filter(|s| state.seats[*s].team() != team && state.seats[*s].health > 0)
        .filter(|s| state.phase == Phase::Showdown || (at.is_some() && place(state, *s) == at))
        .collect()
}

/// The characters at 0 health, who die at the end of the Raid.
pub fn fallen(state: &GunState) -> Vec<usize> {
    (0..state.seats.len())
        .filter(|s| state.seats[*s].health == 0)
        .collect()
}
