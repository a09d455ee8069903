//! The game as a chart: the entries in effect replayed once into one point
//! per turn or round (see [`crate::core::Chart`]).

use super::fold::Folded;
use super::log::Entry;
use crate::core::{Chart, Game};

/// The chart of a game from its entries in effect (undone ones are not
/// passed, so they are not drawn). Folds them once, reading the state
/// after each; a game without a chart gives an empty one at once.
pub fn chart<G: Game>(setup: &G::Setup, active: &[Entry<G::Action>]) -> Chart {
    let series = G::chart_series(setup);
    if series.is_empty() {
        return Chart::default();
    }
    let mut folded = Folded::<G>::new(setup);
    let Some(mut before) = G::chart_reading(setup, &folded.state) else {
        return Chart::default();
    };
    let mut chart = Chart::new(G::CHART_STEP, series, before.values.clone());
    for entry in active {
        folded.apply(setup, entry);
        if let Some(after) = G::chart_reading(setup, &folded.state) {
            chart.entered(&before, after.clone());
            before = after;
        }
    }
    chart
}
