//! BANG! The Dice Game as a chart, through the seam: every player's lives
//! over the turns.

use super::setup::BangSetup;
use super::state::BangState;
use crate::core::{ChartLine, ChartReading, SeriesSpec};

/// One series, the lives, a line per player.
pub fn series(setup: &BangSetup) -> Vec<SeriesSpec> {
    vec![SeriesSpec::new(
        "bang-dice-chart-life",
        setup
            .players
            .iter()
            .enumerate()
            .map(|(seat, name)| ChartLine::player(seat, name))
            .collect(),
    )]
}

/// The lives now, in the turn the state is in.
pub fn reading(state: &BangState) -> ChartReading {
    ChartReading {
        step: state.turn.number,
        values: vec![
            state
                .players
                .iter()
                .map(|p| Some(i64::from(p.life)))
                .collect(),
        ],
    }
}
