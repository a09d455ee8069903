//! The start of the Raid: the Renegades' attacks, then the Pioneers'
//! revealed defence with the Fire Wagon in round 6, and the Stockade's
//! damage. (Where the Booby Trap and the Entry Bombs lay is told by
//! reminders; the gunfights are played at the table.)

use super::actions::GunEvent;
use super::characters::{Building, Character, Team};
use super::decide::Ctx;
use super::rules;
use super::setup::ROUNDS;
use super::state::{Phase, Site};

/// Checks one tile placement: the right team, one tile each, a building in
/// play, and every character of the team placed (each Renegade attacks;
/// the Sheriff gives each Pioneer a Defense Card).
fn check_tiles(ctx: &mut Ctx, tiles: &[(usize, Building)], team: Team) {
    let (rule, everyone) = match team {
        Team::Renegades => (&rules::ATTACKERS, &rules::EVERY_RENEGADE),
        Team::Pioneers => (&rules::DEFENDERS, &rules::EVERY_PIONEER),
    };
    let missing: Vec<String> = (0..ctx.state.seats.len())
        .filter(|s| ctx.state.seats[*s].team() == team && !tiles.iter().any(|(t, _)| t == s))
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
        if ctx.state.site(*building) == Site::OutOfPlay {
            ctx.note(
                rules::OUT_OF_PLAY
                    .finding()
                    .arg("building", building.printed()),
            );
        }
    }
}

/// The Renegades' attacks, declared after the Head Honcho's turn.
pub(super) fn attack(ctx: &mut Ctx, attacks: &[(usize, Building)], bombs: &[Building]) {
    if ctx.state.phase != Phase::Raid {
        ctx.note(rules::RAID_NOT_YET.finding());
    }
    check_tiles(ctx, attacks, Team::Renegades);
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
/// building no other Pioneer defends); then the Stockade, if it stands,
/// deals 1 damage to each Renegade.
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
    check_tiles(ctx, defence, Team::Pioneers);
    if let Some(building) = wagon {
        if ctx.state.round != ROUNDS {
            ctx.note(rules::WAGON_ROUND.finding().arg("round", ctx.state.round));
        }
        if defence.iter().any(|(_, b)| *b == building) {
            ctx.note(
                rules::WAGON_UNDEFENDED
                    .finding()
                    .arg("building", building.printed()),
            );
        }
    }
    if trap.is_some() != ctx.state.this_round.booby_trap {
        ctx.note(rules::TRAP_PLANTED.finding());
    }
    let first_reveal = !ctx.state.this_round.revealed;
    ctx.emit(GunEvent::Defended {
        defence: defence.to_vec(),
        trap,
        wagon,
    });
    // The Stockade strikes once, at the start of the Raid.
    if first_reveal && ctx.state.standing(Building::Stockade) {
        let renegades: Vec<usize> = (0..ctx.state.seats.len())
            .filter(|s| ctx.state.seats[*s].team() == Team::Renegades)
            .collect();
        for seat in renegades {
            ctx.emit(GunEvent::HealthLost { seat, amount: 1 });
        }
        ctx.note(rules::STOCKADE.finding());
    }
    if first_reveal {
        traps_strike(ctx);
    }
}

/// The Booby Trap hurts one Renegade at its building and each Entry Bomb one
/// Pioneer at its building: applied at once when only one is there; when
/// several are, a reminder asks who (the Deputy or the Scout chooses).
fn traps_strike(ctx: &mut Ctx) {
    for (building, attackers, defenders) in ctx.state.fights_and_bombs() {
        let trapped = ctx.state.this_round.trap_site == Some(building);
        let bombed = ctx.state.this_round.bomb_sites.contains(&building);
        if trapped && attackers.len() == 1 {
            ctx.emit(GunEvent::HealthLost {
                seat: attackers[0],
                amount: 1,
            });
            ctx.note(
                rules::TRAP_HIT
                    .finding()
                    .arg("character", ctx.name(attackers[0]))
                    .arg("building", building.printed()),
            );
        }
        if bombed && defenders.len() == 1 {
            ctx.emit(GunEvent::HealthLost {
                seat: defenders[0],
                amount: 1,
            });
            ctx.note(
                rules::BOMB_HIT
                    .finding()
                    .arg("character", ctx.name(defenders[0]))
                    .arg("building", building.printed()),
            );
        }
    }
}

/// The buildings the Raid must burn by itself: attacked, nobody defending,
/// and not doused by the Fire Wagon.
pub fn undefended(state: &super::state::GunState) -> Vec<Building> {
    state
        .fights()
        .into_iter()
        .filter(|(b, _, defenders)| defenders.is_empty() && state.this_round.wagon != Some(*b))
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

/// The first shooter of a side: its character earliest in turn order.
pub fn first_of(state: &super::state::GunState, seats: &[usize]) -> Option<usize> {
    seats.iter().copied().min_by_key(|s| {
        state
            .seats
            .get(*s)
            .map(|x| x.character)
            .unwrap_or(Character::HeadHoncho)
    })
}
