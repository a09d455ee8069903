//! The Quick and the Undead as a chart, through the seam: every person's
//! Notoriety as it would be scored now (tokens, killed Undead, buildings
//! held clear of Undead: what decides the game) over the rounds, three a
//! day, counted on from the first day.

use super::setup::UndeadSetup;
use super::state::{Phase, ROUNDS, UndeadState};
use crate::core::{ChartLine, ChartReading, SeriesSpec};

/// One series, Notoriety, a line per person (in the 2-player variant a
/// person's two bands share one purse, so one line), in the colour of the
/// person's first band's seat.
pub fn series(setup: &UndeadSetup) -> Vec<SeriesSpec> {
    vec![SeriesSpec::new(
        "undead-chart-notoriety",
        setup
            .people
            .iter()
            .enumerate()
            .map(|(person, name)| {
                let seat = setup
                    .bands
                    .iter()
                    .position(|b| b.person == person)
                    .unwrap_or(person);
                ChartLine::player(seat, name)
            })
            .collect(),
    )]
}

/// The Notoriety now, in the round the state is in; the setting up of the
/// town before the first day is the start (0).
pub fn reading(state: &UndeadState) -> ChartReading {
    ChartReading {
        step: step(state),
        values: vec![
            super::ending::scores(state)
                .into_iter()
                .map(|s| Some(i64::from(s)))
                .collect(),
        ],
    }
}

/// The round a state is in, counted on across days (three a day); the
/// setting up of the town before the first day is 0. The solo game counts
/// the same way.
pub fn step(state: &UndeadState) -> u32 {
    match state.phase {
        Phase::Buildings | Phase::SetupUndead | Phase::Starting => 0,
        _ => state
            .day
            .saturating_sub(1)
            .saturating_mul(u32::from(ROUNDS))
            .saturating_add(u32::from(state.round)),
    }
}
