//! The end of a game of The Quick and the Undead, through the seam: the
//! people with the most Notoriety win (ties settled by Coins, then the duel
//! to the death, as `ending` decides), every band of theirs with them, and
//! the d8s the table rolled for shots and the two Round Start abilities
//! that roll. The dice set secretly to choose an action are not throws:
//! the player turns the die to the face they want, so they say nothing of
//! its fairness and are left out.

use super::actions::UndeadAction;
use super::ending::parts;
use super::setup::UndeadSetup;
use super::state::{Phase, UndeadState};
use crate::core::{DieKind, DieThrow, Msg, Outcome, ScorePart, SeatResult, Side};

/// The winners once the game is over: every band (seat) whose person won.
/// A band's score is its person's Notoriety, since the two bands of a
/// person in the 2-player variant score together.
pub fn outcome(setup: &UndeadSetup, state: &UndeadState) -> Option<Outcome> {
    if state.phase != Phase::Over {
        return None;
    }
    let parts = parts(state);
    let seats = state
        .bands
        .iter()
        .zip(&setup.bands)
        .map(|(band, set)| SeatResult {
            person: state.people.get(band.person).cloned().unwrap_or_default(),
            sides: (!set.colour.is_empty())
                .then(|| {
                    Side::printed(format!("colour:{}", set.colour.to_lowercase()), &set.colour)
                })
                .into_iter()
                .collect(),
            score: parts.get(band.person).map(|p| i64::from(p.total())),
            parts: parts
                .get(band.person)
                .map(|p| {
                    vec![
                        ScorePart::new("tokens", "undead-part-tokens", i64::from(p.tokens)),
                        ScorePart::new("killed", "undead-part-killed", i64::from(p.killed)),
                        ScorePart::new(
                            "buildings",
                            "undead-part-buildings",
                            i64::from(p.buildings),
                        ),
                        ScorePart::new("coins", "undead-part-coins", i64::from(p.coins)),
                    ]
                })
                .unwrap_or_default(),
        })
        .collect();
    let winners = state
        .bands
        .iter()
        .enumerate()
        .filter(|(_, band)| state.winners.contains(&band.person))
        .map(|(seat, _)| seat)
        .collect();
    Some(Outcome {
        winners,
        how: Msg::new("stats-how-notoriety"),
        seats,
    })
}

/// The d8s an entry rolled.
pub fn dice(action: &UndeadAction) -> Vec<DieThrow> {
    let faces: Vec<u8> = match action {
        UndeadAction::Use { roll, .. } => roll.iter().copied().collect(),
        UndeadAction::Duel { shots } | UndeadAction::Showdown { shots } => {
            shots.iter().map(|s| s.shot.face).collect()
        }
        UndeadAction::Shoot { shot } => vec![shot.face],
        UndeadAction::Intimidate {
            answer: super::actions::Answer::Walk(shot),
            ..
        } => vec![shot.face],
        UndeadAction::Fire { defender, attacker } => std::iter::once(defender.face)
            .chain(attacker.iter().map(|a| a.face))
            .collect(),
        _ => Vec::new(),
    };
    d8s(faces)
}

/// The faces of d8s as throws (a face outside 1–8 is no throw).
pub(crate) fn d8s(faces: Vec<u8>) -> Vec<DieThrow> {
    faces
        .into_iter()
        .filter(|face| (1..=8).contains(face))
        .map(|face| DieThrow {
            kind: DieKind::D8,
            face,
        })
        .collect()
}
