//! What the rules expect next, as the pad sees it, and which seats a click
//! may pick for it.

use super::Pad;
use crate::core::BangFace;
use crate::games::bang_dice::{BangState, Choice, Stage, Step, targets};

/// What the rules ask for next.
pub(super) enum Next<'a> {
    /// The game is over and every role needed is known.
    Over,
    /// A character's choice is open.
    Choice(Choice),
    /// This seat's role must be shown.
    Reveal(usize),
    /// The first roll of the turn.
    Roll,
    /// The dice may be rerolled (or the 1s and 2s assigned, which ends the rolling).
    Reroll(&'a BangState),
    /// A step of resolving the dice.
    Step(Step),
    /// Everything is resolved: the turn can end.
    EndTurn,
}

/// What the rules ask for next in this state.
pub(super) fn next(state: &BangState) -> Next<'_> {
    if state.end.is_over() {
        return match unrevealed(state) {
            Some(seat) => Next::Reveal(seat),
            None => Next::Over,
        };
    }
    if let Some(choice) = state.pending.first() {
        return Next::Choice(*choice);
    }
    if let Some(seat) = unrevealed(state) {
        return Next::Reveal(seat);
    }
    match state.turn.stage {
        Stage::Start => Next::Roll,
        Stage::Rolling if state.can_reroll() => Next::Reroll(state),
        _ => match state.unresolved().first() {
            Some(step) => Next::Step(*step),
            None => Next::EndTurn,
        },
    }
}

/// An eliminated player whose role is not known yet.
fn unrevealed(state: &BangState) -> Option<usize> {
    state
        .players
        .iter()
        .position(|p| !p.alive() && p.role.is_none())
}

impl Pad {
    /// Whether clicks on players pick targets for the 1s and 2s: while
    /// resolving them, or while the dice may still be rerolled but none is picked.
    pub(super) fn assigning_shots(&self, state: &BangState) -> bool {
        match next(state) {
            Next::Step(Step::Shots) => true,
            Next::Reroll(_) => self.reroll.is_empty() && !state.shot_dice().is_empty(),
            _ => false,
        }
    }

    /// Which seats the current step may pick, when it picks seats.
    pub(super) fn expected_targets(&self, state: &BangState) -> Option<Vec<usize>> {
        let shooter = state.turn.player;
        match next(state) {
            _ if self.assigning_shots(state) => {
                let dice = state.shot_dice();
                let (_, face) = dice.get(self.hits.len())?;
                Some(targets::legal_targets(state, shooter, *face))
            }
            Next::Step(Step::Beers) if self.beers.len() < state.beers_to_give() => {
                Some(state.alive_seats())
            }
            Next::Step(Step::Kit) if self.kit.len() < state.count(BangFace::Gatling) => Some(
                state
                    .alive_seats()
                    .into_iter()
                    .filter(|s| state.players[*s].arrows > 0)
                    .collect(),
            ),
            _ => None,
        }
    }
}
