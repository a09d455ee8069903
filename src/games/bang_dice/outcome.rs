//! The end of a BANG! game and the dice it entered, through the seam.

use super::actions::BangAction;
use super::roles::{self, EndState, Winner};
use super::setup::BangSetup;
use super::state::BangState;
use crate::core::{DieThrow, Msg, Outcome, SeatResult, Side};

/// Who won and as what, once the game is over and the winners can be
/// named (the roles they need are shown). BANG! keeps no score.
pub fn outcome(setup: &BangSetup, state: &BangState) -> Option<Outcome> {
    let EndState::Over {
        winner: Some(winner),
        ..
    } = state.end
    else {
        return None;
    };
    let winners = roles::winners(state)?;
    let how = match winner {
        Winner::Law => "bang-dice-team-law",
        Winner::Outlaws => "bang-dice-team-outlaws",
        Winner::Renegade { .. } => "bang-dice-team-renegade",
        Winner::Player { .. } => "bang-dice-team-alone",
    };
    let seats = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let mut sides = Vec::new();
            // A role never shown but the only one left for the seat (the
            // last Outlaws when the Sheriff falls) is the seat's role too.
            let deduced = match roles::possible_roles(state, seat).as_slice() {
                [only] => Some(*only),
                _ => None,
            };
            if let Some(role) = player.role.or_else(|| setup.known_role(seat)).or(deduced) {
                sides.push(Side::new(format!("role:{}", role.slug()), role.name_key()));
            }
            sides.push(Side::new(
                format!("character:{}", player.character.slug()),
                player.character.name_key(),
            ));
            SeatResult {
                person: player.name.clone(),
                sides,
                score: None,
                parts: Vec::new(),
            }
        })
        .collect();
    Some(Outcome {
        winners,
        how: Msg::new(how),
        seats,
    })
}

/// The dice an action shows: all five of the first roll, and only the
/// dice thrown again in a reroll.
pub fn dice(action: &BangAction) -> Vec<DieThrow> {
    match action {
        BangAction::Roll { faces } => faces.iter().map(|f| DieThrow::bang(*f)).collect(),
        BangAction::Reroll { dice } => dice.iter().map(|d| DieThrow::bang(d.face)).collect(),
        _ => Vec::new(),
    }
}
