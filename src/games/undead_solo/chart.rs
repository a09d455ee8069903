//! The solo game as a chart, through the seam: the player's score as it
//! stands (the variant's formula) and the Bullets left on Dead Ranger's
//! card (the player wins when they are gone), over the rounds, three a day.

use super::setup::SoloSetup;
use super::state::{RANGER, SoloState};
use crate::core::{ChartLine, ChartReading, SeriesSpec};
use crate::games::undead::solo_seam::chart::step;

/// Two series: the score, one line for the player; Dead Ranger's Bullets,
/// one line for it, in the second seat's colour.
pub fn series(setup: &SoloSetup) -> Vec<SeriesSpec> {
    vec![
        SeriesSpec::new(
            "undead-solo-chart-score",
            vec![ChartLine::player(0, &setup.player)],
        ),
        SeriesSpec::new(
            "undead-solo-chart-ranger-bullets",
            vec![ChartLine::team("undead-solo-chart-dead-ranger", RANGER)],
        ),
    ]
}

/// The score and Dead Ranger's Bullets now, in the round the state is in.
pub fn reading(state: &SoloState) -> ChartReading {
    let bullets = state.base.bands.get(RANGER).map(|b| b.bullets());
    ChartReading {
        step: step(&state.base),
        values: vec![
            vec![Some(state.score().total())],
            vec![bullets.and_then(|b| i64::try_from(b).ok())],
        ],
    }
}
