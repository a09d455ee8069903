//! Before a shot in a gunfight or the showdown: the chance that it deals
//! no damage, 1, 2, or 3 or more (two hits with a Natural 20 deal 3, two
//! Natural 20s 4, and Head Hunter one more), counted over the 400 pairs of
//! faces of the two dice, each worked out as the shot itself is
//! ([`gunfight::shoot`]): hits per die from the gun's hit number for the
//! shooter's team, the Bullseye and Deadeye; the Natural 20; Head Hunter;
//! Beer, Tobacco and Lightweight as the shooter holds them. Where the dice
//! leave a choice to the shooter after the roll (Beer or Tobacco when both
//! could kick in; Lightweight, which may be kept for later), the figures
//! count the most damage the dice allow. Lucky's +5, chosen after the roll
//! too, gets a line of its own, on whichever die (or neither) deals the
//! most. The damage is what the shot deals; what the target loses of it
//! (an Armadillo Shell, a Whiskey) is the target's.
//!
//! Before Dynamite: the chance of 11+ on its one die, 10 of 20, and with
//! Lucky still ready 6+ with the +5, 15 of 20.
//!
//! Who shoots: everyone who may fire next (in each gunfight still going on,
//! or the showdown); once the pad names the seat the shot goes to
//! ([`Considering::target`]), those of them who face that seat.

use super::figure;
use crate::core::{Chance, Considering, D20, Figure, Msg, Odds};
use crate::games::gunfights::characters::Building;
use crate::games::gunfights::decide::LUCKY_BONUS;
use crate::games::gunfights::gunfight::{self, DYNAMITE_SUCCESS, Kick, Shooter};
use crate::games::gunfights::state::{GunState, Phase};
use crate::games::gunfights::{fights, queries, strikes};

/// Every pair of faces of a shot's two dice.
const PAIRS: u128 = 400;

/// Who may fire next: in the showdown, or in every gunfight still going on
/// once the start-of-raid damage is dealt (each once, in building order).
fn next(state: &GunState) -> Vec<usize> {
    if state.phase == Phase::Showdown {
        return fights::showdown_next(state);
    }
    if !strikes::due(state).is_empty() {
        return Vec::new();
    }
    let mut next = Vec::new();
    for seat in Building::ALL.iter().flat_map(|b| fights::next(state, *b)) {
        if !next.contains(&seat) {
            next.push(seat);
        }
    }
    next
}

/// The odds of each shot and throw that may come next (see the module
/// notes).
pub(super) fn odds(state: &GunState, considering: &Considering) -> Vec<Odds> {
    let mut shooters = next(state);
    if let Some(target) = considering.target {
        shooters.retain(|s| fights::opponents(state, *s).contains(&target));
    }
    shooters
        .into_iter()
        .flat_map(|seat| of_shooter(state, seat))
        .collect()
}

/// The lines of one shooter: the shot (if he has ammo, or in the showdown,
/// and his gun's hit number is entered), the shot with Lucky (while it is
/// ready and changes something), and the Dynamite throw (if he holds it).
pub(super) fn of_shooter(state: &GunState, seat: usize) -> Vec<Odds> {
    let mut out = Vec::new();
    let Some(board) = state.seats.get(seat) else {
        return out;
    };
    let name = state.name(seat);
    let lucky = queries::lucky_ready(state, seat);
    let armed = state.phase == Phase::Showdown || board.ammo > 0;
    if armed && let Some(Ok(shooter)) = queries::shooter(state, seat) {
        let plain = damage(&shooter, &[None]);
        out.extend(whole(
            Msg::new("gf-odds-shot").arg("shooter", name.clone()),
            plain,
        ));
        if lucky {
            let helped = damage(&shooter, &[None, Some(0), Some(1)]);
            if helped != plain {
                out.extend(whole(
                    Msg::new("gf-odds-shot-lucky").arg("shooter", name.clone()),
                    helped,
                ));
            }
        }
    }
    if queries::may_throw(state, seat) {
        let mut figures: Vec<Figure> =
            figure(Msg::new("gf-odds-eleven"), |f| f >= DYNAMITE_SUCCESS)
                .into_iter()
                .collect();
        if lucky {
            figures.extend(figure(Msg::new("gf-odds-lucky"), |f| {
                f + LUCKY_BONUS >= DYNAMITE_SUCCESS
            }));
        }
        out.push(Odds {
            choice: Msg::new("gf-odds-throw").arg("thrower", name),
            figures,
            whole: false,
        });
    }
    out
}

/// The four figures of a shot's damage from its counts of 400.
fn whole(choice: Msg, counts: [u64; 4]) -> Option<Odds> {
    let figures = counts
        .iter()
        .enumerate()
        .map(|(damage, n)| {
            let what = if damage < 3 {
                Msg::new("gf-odds-damage").arg("damage", damage)
            } else {
                Msg::new("gf-odds-damage-more").arg("damage", damage)
            };
            Some(Figure::percent(what, Chance::of(u128::from(*n), PAIRS)?))
        })
        .collect::<Option<Vec<Figure>>>()?;
    Some(Odds {
        choice,
        figures,
        whole: true,
    })
}

/// A d20's twenty faces.
fn d20() -> impl Iterator<Item = D20> {
    (1..=20u8).filter_map(|f| D20::new(f).ok())
}

/// How many of the 400 pairs of faces deal no damage, 1, 2, and 3 or more,
/// each with the most damage the dice allow: Beer or Tobacco, whichever
/// deals more when both could kick in; Lucky on whichever of `lucky` (a
/// die, or none) deals most.
pub(super) fn damage(shooter: &Shooter, lucky: &[Option<usize>]) -> [u64; 4] {
    let mut counts = [0u64; 4];
    for first in d20() {
        for second in d20() {
            let most = lucky
                .iter()
                .flat_map(|die| {
                    let with = Shooter {
                        lucky_die: *die,
                        ..*shooter
                    };
                    [Kick::Beer, Kick::Tobacco]
                        .map(|kick| gunfight::shoot(&with, [first, second], Some(kick)).damage)
                })
                .max()
                .unwrap_or(0);
            counts[usize::from(most.min(3))] += 1;
        }
    }
    counts
}
