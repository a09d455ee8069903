//! The questions the window's pad asks of the rules, so it never keeps a
//! copy of one: whose dice are revealed now, who duels, the chance the next
//! shot at an Undead kills.

use super::hunt;
use super::state::{Phase, Step, UndeadState};
use super::work::W;

/// The bands whose die is revealed now (the Law's turn order, Hire Guns and
/// empty stashes left out), as the reveal checks them.
pub fn revealing(state: &UndeadState) -> Vec<usize> {
    super::flow::revealing(&W::new(state))
}

/// The bands that shoot in the duel the rules wait for: the duelists on the
/// space, or one band of each person tied at the end.
pub fn duelists(state: &UndeadState) -> Vec<usize> {
    match (&state.phase, &state.resolution.step) {
        (Phase::Resolve, Step::Duel(bands)) => bands.clone(),
        (Phase::Tiebreak(people), _) => people
            .iter()
            .filter_map(|p| state.bands.iter().position(|b| b.person == *p))
            .collect(),
        _ => Vec::new(),
    }
}

/// The faces that would kill the Undead on the next shot of the attempt
/// under way, and the faces already rolled in it.
pub fn hunt_odds(state: &UndeadState) -> Option<(Vec<u8>, Vec<u8>)> {
    let Step::Turn(turn) = &state.resolution.step else {
        return None;
    };
    let h = turn.hunt.as_ref()?;
    Some((hunt::killing_faces(state), h.rolled.clone()))
}
