//! The end of a Make You Gunfighters game, through the seam. The game has
//! no dice and keeps no score: the last gunfighter standing wins.

use super::setup::GfSetup;
use super::state::{End, GfState};
use crate::core::{Msg, Outcome, SeatResult};

/// The winner (or, after a hand correction, winners) alone, or a draw
/// between the last two.
pub fn outcome(_setup: &GfSetup, state: &GfState) -> Option<Outcome> {
    let (winners, how) = match &state.end {
        End::Won(seats) => (seats.clone(), "stats-how-alone"),
        End::Drawn(_) => (Vec::new(), "stats-how-draw"),
        End::Playing | End::DrawOffered => return None,
    };
    let seats = state
        .players
        .iter()
        .map(|p| SeatResult {
            person: p.name.clone(),
            sides: Vec::new(),
            score: None,
            parts: Vec::new(),
        })
        .collect();
    Some(Outcome {
        winners,
        how: Msg::new(how),
        seats,
    })
}
