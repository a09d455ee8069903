//! The end of a solo game through the seam: the player won or lost, with
//! the score of the variant's formula; and the d8s entered (Dead Ranger's
//! placement die, both duel dice, the Intimidation shots, the multiplayer
//! entries' shots).

use super::actions::SoloAction;
use super::setup::SoloSetup;
use super::state::{End, SoloState};
use crate::core::{DieThrow, Msg, Outcome, ScorePart, SeatResult};

/// The end, once the game is over.
pub fn outcome(setup: &SoloSetup, state: &SoloState) -> Option<Outcome> {
    let end = state.end?;
    Some(Outcome {
        winners: if end == End::Won { vec![0] } else { Vec::new() },
        how: Msg::new(match end {
            End::Won => "undead-solo-how-won",
            End::Overrun => "undead-solo-how-overrun",
            End::Dead => "undead-solo-how-dead",
        }),
        seats: vec![SeatResult {
            person: setup.player.clone(),
            sides: Vec::new(),
            score: Some(state.score().total()),
            parts: {
                // The formula's parts, each as it counts (minus for what is subtracted).
                let s = state.score();
                vec![
                    ScorePart::new("undead-out", "undead-solo-part-undead-out", -s.undead_out),
                    ScorePart::new("notoriety", "undead-solo-part-notoriety", s.notoriety),
                    ScorePart::new("cleared", "undead-solo-part-cleared", 2 * s.cleared),
                    ScorePart::new("controlled", "undead-solo-part-controlled", s.controlled),
                    ScorePart::new("graveyard", "undead-solo-part-graveyard", -s.graveyard),
                ]
            },
        }],
    })
}

/// The d8s an entry rolled.
pub fn dice(action: &SoloAction) -> Vec<DieThrow> {
    let faces: Vec<u8> = match action {
        SoloAction::Ranger { roll } => vec![*roll],
        SoloAction::Duel { mine, ranger } => vec![mine.face, ranger.face],
        SoloAction::Intimidate { shot, .. } | SoloAction::Walk { shot, .. } => vec![shot.face],
        SoloAction::Base(a) => {
            return <crate::games::undead::solo_seam::Undead as crate::core::Game>::dice(a);
        }
        _ => Vec::new(),
    };
    crate::games::undead::solo_seam::outcome::d8s(faces)
}
