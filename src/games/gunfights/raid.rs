//! The start of the Raid: the Renegades' attacks, then the Pioneers'
//! revealed defence with the Fire Wagon in round 6; which team shoots first.

use super::actions::GunEvent;
use super::characters::{Building, NamesBuilding, Team};
use super::decide::Ctx;
use super::state::Phase;
use super::{queries, rules};

/// Checks one tile placement: the right team, one tile each, a building in
/// play, and every character of the team placed (each Renegade attacks;
/// the Sheriff gives each Pioneer a Defense Card).
fn check_tiles(ctx: &mut Ctx, tiles: &[(usize, Building)], team: Team) {
    let (rule, everyone) = match team {
        Team::Renegades => (&rules::ATTACKERS, &rules::EVERY_RENEGADE),
        Team::Pioneers => (&rules::DEFENDERS, &rules::EVERY_PIONEER),
    };
    let missing: Vec<String> = ctx
        .state
        .team(team)
        .into_iter()
        .filter(|s| !tiles.iter().any(|(t, _)| t == s))
        .map(|s| ctx.name(s))
        .collect();
    if !missing.is_empty() {
        ctx.note(everyone.finding().arg("characters", missing.join(", ")));
    }
    let mut seen = Vec::new();
    for (seat, building) in tiles {
        ctx.same_team(*seat, team, rule);
        if seen.contains(seat) {
            ctx.note(
                rules::PLACED_TWICE
                    .finding()
                    .arg("character", ctx.name(*seat)),
            );
        }
        seen.push(*seat);
        if !queries::in_play(&ctx.state, *building) {
            ctx.note(rules::OUT_OF_PLAY.finding().building(*building));
        }
    }
}

/// Once the defence is revealed the tiles stand: the start of the Raid and
/// the gunfights are fought where they lie, so a tile moved then would
/// leave shots at a building nobody stood at. A wrong tile is put right by
/// undoing back to it.
fn check_revealed(ctx: &mut Ctx) {
    if ctx.state.phase == Phase::Raid && ctx.state.this_round.revealed {
        ctx.note(rules::TILES_STAND.finding());
    }
}

/// The Renegades' attacks, declared after the Head Honcho's turn.
pub(super) fn attack(ctx: &mut Ctx, attacks: &[(usize, Building)], bombs: &[Building]) {
    if ctx.state.phase != Phase::Raid {
        ctx.note(rules::RAID_NOT_YET.finding());
    }
    check_revealed(ctx);
    check_tiles(ctx, attacks, Team::Renegades);
    // The text does not forbid attacking a building already burned; it only
    // cannot burn again, so the table is told and the outcome needs nothing.
    let mut down: Vec<Building> = Vec::new();
    for (_, building) in attacks {
        if ctx.state.site(*building) == super::state::Site::Burned && !down.contains(building) {
            down.push(*building);
            ctx.note(rules::ATTACK_BURNED.finding().building(*building));
        }
    }
    let planted = usize::from(ctx.state.this_round.entry_bombs);
    if bombs.len() != planted {
        ctx.note(
            rules::BOMBS_COUNT
                .finding()
                .arg("count", bombs.len())
                .arg("planted", planted),
        );
    }
    if bombs.len() == 2 && bombs[0] == bombs[1] {
        ctx.note(rules::BOMBS_APART.finding());
    }
    ctx.emit(GunEvent::Attacked {
        attacks: attacks.to_vec(),
        bombs: bombs.to_vec(),
    });
}

/// The Pioneers' defence revealed (and the Fire Wagon's, round 6 only, on a
/// building no other Pioneer defends). The damage that follows (Stockade,
/// Booby Trap, Entry Bombs) is dealt when the table confirms it: see
/// [`strikes`](super::strikes).
pub(super) fn defend(
    ctx: &mut Ctx,
    defence: &[(usize, Building)],
    trap: Option<Building>,
    wagon: Option<Building>,
) {
    if ctx.state.phase != Phase::Raid {
        ctx.note(rules::RAID_NOT_YET.finding());
    } else if ctx.state.this_round.attacks.is_empty() {
        ctx.note(rules::ATTACK_FIRST.finding());
    }
    check_revealed(ctx);
    check_tiles(ctx, defence, Team::Pioneers);
    if let Some(building) = wagon {
        if !queries::wagon_comes(&ctx.state) {
            ctx.note(rules::WAGON_ROUND.finding().arg("round", ctx.state.round));
        }
        if defence.iter().any(|(_, b)| *b == building) {
            ctx.note(rules::WAGON_UNDEFENDED.finding().building(building));
        }
    }
    if trap.is_some() != ctx.state.this_round.booby_trap {
        ctx.note(rules::TRAP_PLANTED.finding());
    }
    ctx.emit(GunEvent::Defended {
        defence: defence.to_vec(),
        trap,
        wagon,
    });
}

/// The buildings the Raid must burn by itself: standing, attacked, nobody
/// defending, and not doused by the Fire Wagon.
pub fn undefended(state: &super::state::GunState) -> Vec<Building> {
    state
        .fights()
        .into_iter()
        .filter(|(b, _, defenders)| {
            defenders.is_empty() && state.this_round.wagon != Some(*b) && state.standing(*b)
        })
        .map(|(b, _, _)| b)
        .collect()
}

/// Which team shoots first in every gunfight of this Raid: the Pioneers
/// while the Church stands (it cannot burn before the Raid ends).
pub fn first_team(state: &super::state::GunState) -> Team {
    if state.standing(Building::Church) {
        Team::Pioneers
    } else {
        Team::Renegades
    }
}
