//! The Raid's outcome as the table reports it (`raid B… [dead C…] [shots
//! C N…]`), checked against what Holster knows before the round ends.
//!
//! Each gunfight is either entered shot by shot, and then Holster knows how
//! it ended, or played on paper (no shot entered at its building), and then
//! the `raid` line reports it: who died there and how many shots each
//! fighter fired (each cost 1 ammo, which carries into the next round).
//! Anyone else can have lost only what the start of the Raid dealt, so a
//! character named dead who is still alive by the shots, strikes and bombs
//! entered is flagged. Ending the Raid where the Pioneers may call a cease
//! fire (no Renegade there can fire any more) is their cease fire.

use super::actions::GunEvent;
use super::characters::{Building, NamesBuilding};
use super::decide::Ctx;
use super::state::GunState;
use super::{fights, rules};
use crate::core::Finding;

/// Whether a shot or a throw was entered at a building in this Raid: its
/// gunfight is then followed shot by shot, not reported on paper.
pub fn shot_by_shot(state: &GunState, building: Building) -> bool {
    state
        .this_round
        .fight_log
        .iter()
        .any(|(seat, _)| fights::place(state, *seat) == Some(building))
}

/// Whether the tiles are known: the attacks entered and the defence
/// revealed. Without them the table's word is taken as it is.
fn tiles_known(state: &GunState) -> bool {
    !state.this_round.attacks.is_empty() && state.this_round.revealed
}

/// The building of the gunfight a character fought in on paper, if any.
fn on_paper(state: &GunState, seat: usize) -> Option<Building> {
    fights::place(state, seat)
        .filter(|b| fights::is_gunfight(state, *b) && !shot_by_shot(state, *b))
}

/// Checks the shots fired on paper and spends their ammo, checks the named
/// dead, and returns the Raid as reported: the state with the dead the
/// table may name at 0 health (their Deathrattle fired on paper) and a
/// cease fire wherever the Pioneers may call one.
pub(super) fn reported(
    ctx: &mut Ctx,
    dead: &[usize],
    shots: &[(usize, u32)],
) -> Result<GunState, Finding> {
    let known = tiles_known(&ctx.state);
    for (seat, count) in shots {
        let board = ctx.state.seats[*seat].clone();
        if *count > board.ammo {
            return Err(rules::AMMO_SHORT
                .finding()
                .arg("character", board.name)
                .arg("count", i64::from(*count))
                .arg("ammo", i64::from(board.ammo)));
        }
        if known {
            match fights::place(&ctx.state, *seat) {
                Some(b) if fights::is_gunfight(&ctx.state, b) && shot_by_shot(&ctx.state, b) => {
                    ctx.note(
                        rules::SHOTS_ENTERED
                            .finding()
                            .building(b)
                            .arg("character", board.name.clone()),
                    );
                }
                Some(b) if fights::is_gunfight(&ctx.state, b) => {}
                _ => ctx.note(
                    rules::SHOOTER_THERE
                        .finding()
                        .arg("character", board.name.clone()),
                ),
            }
        }
        if *count > 0 {
            ctx.emit(GunEvent::AmmoSpent {
                seat: *seat,
                count: *count,
            });
        }
    }
    let mut reported = ctx.state.clone();
    let mut seen = Vec::new();
    for seat in dead {
        if seen.contains(seat) {
            continue;
        }
        seen.push(*seat);
        let (name, health) = (ctx.name(*seat), ctx.state.seats[*seat].health);
        let paper = on_paper(&ctx.state, *seat);
        if !known || paper.is_some() {
            // Played on paper: the table's word, Deathrattle included.
            reported.seats[*seat].health = 0;
            reported.this_round.deathrattle.remove(seat);
            continue;
        }
        if health == 0 {
            continue;
        }
        let finding = match fights::place(&ctx.state, *seat) {
            Some(b) if fights::is_gunfight(&ctx.state, b) => {
                rules::DEAD_SHOTS_ALIVE.finding().building(b)
            }
            _ => rules::DEAD_NO_GUNFIGHT.finding(),
        };
        ctx.note(finding.arg("character", name).arg("health", health));
    }
    for building in Building::ALL {
        // A gunfight played on paper was fought to its end there: a
        // Deathrattle shot due at its start (a strike that killed) is
        // among the shots the table reports.
        if fights::is_gunfight(&reported, building) && !shot_by_shot(&reported, building) {
            for seat in fights::fighters(&reported, building) {
                reported.this_round.deathrattle.remove(&seat);
            }
        }
        if fights::may_cease(&reported, building) {
            reported.this_round.ceased.insert(building);
        }
    }
    Ok(reported)
}

/// Flags every gunfight the reported Raid leaves going: a Deathrattle shot
/// still to fire there, or both sides with someone who can fire.
pub(super) fn check_over(ctx: &mut Ctx, reported: &GunState) {
    for building in Building::ALL {
        if fights::next(reported, building).is_empty() {
            continue;
        }
        let rattling: Vec<usize> = fights::fighters(reported, building)
            .into_iter()
            .filter(|s| {
                reported.seats[*s].health == 0
                    && reported
                        .this_round
                        .deathrattle
                        .get(s)
                        .is_some_and(|n| *n > 0)
            })
            .collect();
        if rattling.is_empty() {
            ctx.note(rules::FIGHT_GOING.finding().building(building));
        }
        for seat in rattling {
            ctx.note(
                rules::DEATHRATTLE_LEFT
                    .finding()
                    .building(building)
                    .arg("character", ctx.name(seat)),
            );
        }
    }
}
