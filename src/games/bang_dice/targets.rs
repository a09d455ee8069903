//! Who a 1 or a 2 can reach: distances counted over living players only, a
//! 2 counting as a 1 with two or three players left, Calamity Janet's swap
//! and Rose Doolan's extra place.

use super::characters::Character;
use super::state::BangState;
use crate::core::BangFace;

/// The distances a face reaches with no character ability.
fn plain_reach(state: &BangState, face: BangFace) -> Vec<usize> {
    match face {
        BangFace::One => vec![1],
        BangFace::Two if state.alive_seats().len() <= 3 => vec![1],
        BangFace::Two => vec![2],
        _ => Vec::new(),
    }
}

/// The distances a face reaches for this shooter, abilities included.
pub fn reach(state: &BangState, shooter: usize, face: BangFace) -> Vec<usize> {
    let mut distances = plain_reach(state, face);
    let Some(player) = state.players.get(shooter) else {
        return distances;
    };
    if player.is(Character::CalamityJanet) && matches!(face, BangFace::One | BangFace::Two) {
        distances = plain_reach(state, BangFace::One);
        distances.extend(plain_reach(state, BangFace::Two));
    }
    if player.is(Character::RoseDoolan) {
        let further: Vec<usize> = distances.iter().map(|d| d + 1).collect();
        distances.extend(further);
    }
    distances.sort_unstable();
    distances.dedup();
    distances
}

/// Whether a face lets the shooter hit the target.
pub fn in_range(state: &BangState, shooter: usize, target: usize, face: BangFace) -> bool {
    state
        .distance(shooter, target)
        .is_some_and(|d| d > 0 && reach(state, shooter, face).contains(&d))
}

/// Whether the hit needs the shooter's ability (for a note to the table).
pub fn needs_ability(state: &BangState, shooter: usize, target: usize, face: BangFace) -> bool {
    state
        .distance(shooter, target)
        .is_some_and(|d| !plain_reach(state, face).contains(&d))
}

/// Every living player a face lets the shooter hit, in seat order.
pub fn legal_targets(state: &BangState, shooter: usize, face: BangFace) -> Vec<usize> {
    state
        .alive_seats()
        .into_iter()
        .filter(|t| in_range(state, shooter, *t, face))
        .collect()
}
