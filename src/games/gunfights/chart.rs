//! Gunfights & Gamblin' as a chart, through the seam: two series over the
//! rounds, every character's health and the two teams' scores (the
//! Renegades' the bullets in the chamber, the Pioneers' two per standing
//! building: what the end compares).

use super::characters::Team;
use super::setup::GunSetup;
use super::state::GunState;
use crate::core::{ChartLine, ChartReading, SeriesSpec};

/// The palette's colours of the teams, as their cards: red and blue.
const RENEGADE_COLOUR: usize = 0;
const PIONEER_COLOUR: usize = 1;

/// Health, a line per character (named with the person), and the score,
/// a line per team.
pub fn series(setup: &GunSetup) -> Vec<SeriesSpec> {
    vec![
        SeriesSpec::new(
            "gunfights-chart-health",
            (0..setup.characters.len())
                .map(|seat| ChartLine::player(seat, &setup.seat_name(seat)))
                .collect(),
        )
        // The end of a round heals everyone: the round's point shows
        // what its Raid left.
        .reset_by_next(),
        SeriesSpec::new(
            "gunfights-chart-score",
            vec![
                ChartLine::team(Team::Renegades.name_key(), RENEGADE_COLOUR),
                ChartLine::team(Team::Pioneers.name_key(), PIONEER_COLOUR),
            ],
        ),
    ]
}

/// Health and the scores now, in the round the state is in.
pub fn reading(state: &GunState) -> ChartReading {
    ChartReading {
        step: u32::from(state.round),
        values: vec![
            state
                .seats
                .iter()
                .map(|s| Some(i64::from(s.health)))
                .collect(),
            vec![
                Some(i64::from(state.renegade_score())),
                Some(i64::from(state.pioneer_score())),
            ],
        ],
    }
}
