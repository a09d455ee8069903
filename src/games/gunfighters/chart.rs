//! Make You Gunfighters as a chart, through the seam: how many cards each
//! player holds over the turns (the hands are hidden; their counts are not).

use super::setup::GfSetup;
use super::state::{GfState, Stage};
use crate::core::{ChartLine, ChartReading, SeriesSpec};

/// One series, the cards in hand, a line per player.
pub fn series(setup: &GfSetup) -> Vec<SeriesSpec> {
    vec![SeriesSpec::new(
        "mgf-chart-hand",
        setup
            .players
            .iter()
            .enumerate()
            .map(|(seat, name)| ChartLine::player(seat, name))
            .collect(),
    )]
}

/// The cards in hand now, in the turn the state is in. Once the game is
/// over the turn that passed with the last action begins nothing: the
/// chart ends with the last turn played ("turn 11" after 11 turns).
pub fn reading(state: &GfState) -> ChartReading {
    let played_out = state.end.is_over() && state.turn.stage == Stage::Start;
    ChartReading {
        step: if played_out {
            state.turn.number.saturating_sub(1).max(1)
        } else {
            state.turn.number
        },
        values: vec![
            state
                .players
                .iter()
                .map(|p| Some(i64::from(p.hand)))
                .collect(),
        ],
    }
}
