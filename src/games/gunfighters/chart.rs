//! Make You Gunfighters as a chart, through the seam: how many cards each
//! player holds over the turns (the hands are hidden; their counts are not).

use super::setup::GfSetup;
use super::state::GfState;
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

/// The cards in hand now, in the turn the state is in.
pub fn reading(state: &GfState) -> ChartReading {
    ChartReading {
        step: state.turn.number,
        values: vec![
            state
                .players
                .iter()
                .map(|p| Some(i64::from(p.hand)))
                .collect(),
        ],
    }
}
