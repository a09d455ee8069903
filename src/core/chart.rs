//! The game as a chart: what a game says through the seam so that the
//! table view and the end-of-game summary can draw each player's number
//! that matters most over the turns or rounds, without looking inside a
//! game's own state.

use super::message::Msg;
use serde::Serialize;

/// What one step along the chart's x axis is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    /// A player's turn (BANG!, Make You Gunfighters).
    Turn,
    /// A round of the table (Gunfights & Gamblin').
    Round,
    /// A round of a day of this many, counted on across the days (The
    /// Quick and the Undead, three a day: day 2's first round is round 4).
    RoundOfDays(u8),
}

impl StepKind {
    /// Where the game stood at step `step` (from 1), as people say it:
    /// "turn 12", "round 4", "day 2, round 1"; 0 is the start.
    pub fn now(self, step: u32) -> Msg {
        match self {
            _ if step == 0 => Msg::new("chart-now-start"),
            StepKind::Turn => Msg::new("chart-now-turn").arg("step", i64::from(step)),
            StepKind::Round => Msg::new("chart-now-round").arg("step", i64::from(step)),
            StepKind::RoundOfDays(per_day) => {
                let per_day = u32::from(per_day.max(1));
                Msg::new("chart-now-day-round")
                    .arg("day", i64::from((step - 1) / per_day + 1))
                    .arg("round", i64::from((step - 1) % per_day + 1))
            }
        }
    }

    /// The translation key of the axis' name.
    pub fn axis_key(self) -> &'static str {
        match self {
            StepKind::Turn => "chart-axis-turn",
            StepKind::Round => "chart-axis-round",
            StepKind::RoundOfDays(_) => "chart-axis-round-of-days",
        }
    }
}

/// One line of a series: whose number it is.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChartLine {
    /// Its name in the legend: a player (`stats-side-printed` with the
    /// name) or a team.
    pub label: Msg,
    /// The seat whose colour it is drawn in (a team: a fixed one of the
    /// palette, see [`ChartLine::team`]).
    pub colour: usize,
}

impl ChartLine {
    /// The line of a player at `seat`, named as typed.
    pub fn player(seat: usize, name: &str) -> Self {
        ChartLine {
            label: Msg::new("stats-side-printed").arg("name", name.to_string()),
            colour: seat,
        }
    }

    /// The line of a team, with the translation key of its name, drawn in
    /// the palette's colour `colour`.
    pub fn team(key: &str, colour: usize) -> Self {
        ChartLine {
            label: Msg::new(key),
            colour,
        }
    }
}

/// A tracked number the chart draws, one line each (as the game's
/// [`Game::chart_series`](super::Game::chart_series) gives it).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeriesSpec {
    /// The translation key of its name ("Lives", "Notoriety").
    pub name: &'static str,
    /// Its lines, in the order [`ChartReading::values`] gives them.
    pub lines: Vec<ChartLine>,
    /// The number is set afresh by the entry that begins the next turn or
    /// round (Gunfights' health, healed when a round ends): its point keeps
    /// it as it was before that entry, so what the round did shows.
    pub reset_by_next: bool,
}

impl SeriesSpec {
    /// A series with its name's translation key and its lines.
    pub fn new(name: &'static str, lines: Vec<ChartLine>) -> Self {
        SeriesSpec {
            name,
            lines,
            reset_by_next: false,
        }
    }

    /// The same series, set afresh by the entry that begins the next turn
    /// or round (see [`SeriesSpec::reset_by_next`]).
    pub fn reset_by_next(self) -> Self {
        SeriesSpec {
            reset_by_next: true,
            ..self
        }
    }
}

/// What a game reads off one state for the chart
/// ([`Game::chart_reading`](super::Game::chart_reading)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChartReading {
    /// The turn or round the state is in, as people count it (from 1;
    /// 0 before the first). When it changes, a new point begins.
    pub step: u32,
    /// Per series, per line, the number now (`None`: the line has no
    /// number in this state).
    pub values: Vec<Vec<Option<i64>>>,
}

/// One point of the chart: the numbers at the end of a turn or round (for
/// the one being played, the numbers now).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChartPoint {
    /// The turn or round, as [`ChartReading::step`].
    pub step: u32,
    /// Per series, per line.
    pub values: Vec<Vec<Option<i64>>>,
}

/// A whole game as a chart: its series and one point per turn or round,
/// from the entries in effect, the first being the start (step 0). Empty
/// for a game that draws none.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Chart {
    /// What the x axis counts; `None` for a game without a chart.
    pub step: Option<StepKind>,
    /// The tracked numbers, each with its lines.
    pub series: Vec<SeriesSpec>,
    /// The points in order; the last is the turn or round being played.
    pub points: Vec<ChartPoint>,
}

impl Chart {
    /// Whether there is nothing to draw.
    pub fn is_empty(&self) -> bool {
        self.series.is_empty() || self.points.is_empty()
    }

    /// Starts a chart with the game's series and the numbers before
    /// anything was entered, as step 0 (the start).
    pub fn new(step: StepKind, series: Vec<SeriesSpec>, start: Vec<Vec<Option<i64>>>) -> Self {
        Chart {
            step: Some(step),
            series,
            points: vec![ChartPoint {
                step: 0,
                values: start,
            }],
        }
    }

    /// Adds an entry, from the readings of the state before it and after
    /// it. An entry counts for the turn or round it was made in, so the
    /// one that ends a turn (and what the end brings: Suzy Lafayette's
    /// lives, a score bullet in the chamber) is that turn's; its point
    /// holds the numbers after it (before it, for a series the next turn
    /// sets afresh). When the entry began another turn or round, that one
    /// gets its point too: the one being played now.
    pub fn entered(&mut self, before: &ChartReading, after: ChartReading) {
        let values: Vec<Vec<Option<i64>>> = (after.values.iter().enumerate())
            .map(|(i, now)| {
                let reset = self.series.get(i).is_some_and(|s| s.reset_by_next);
                match before.values.get(i) {
                    Some(was) if reset && after.step != before.step => was.clone(),
                    _ => now.clone(),
                }
            })
            .collect();
        match self.points.last_mut() {
            Some(last) if last.step == before.step => last.values = values,
            _ => self.points.push(ChartPoint {
                step: before.step,
                values,
            }),
        }
        if after.step != before.step {
            self.points.push(ChartPoint {
                step: after.step,
                values: after.values,
            });
        }
    }

    /// The numbers of series `series` and line `line` along the points, in
    /// order (`None` where it has none).
    pub fn line(&self, series: usize, line: usize) -> Vec<Option<i64>> {
        self.points
            .iter()
            .map(|p| {
                p.values
                    .get(series)
                    .and_then(|s| s.get(line))
                    .copied()
                    .flatten()
            })
            .collect()
    }

    /// The lowest and highest number of a series (0 to 1 when it has none).
    pub fn range(&self, series: usize) -> (i64, i64) {
        let all = self
            .points
            .iter()
            .filter_map(|p| p.values.get(series))
            .flatten()
            .flatten()
            .copied();
        let (lo, hi) = all.fold((i64::MAX, i64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
        if lo > hi { (0, 1) } else { (lo, hi) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_of_days_are_said_as_the_day_and_its_round() {
        let days = StepKind::RoundOfDays(3);
        assert_eq!(days.now(0).key, "chart-now-start");
        for (step, day, round) in [(1, 1_i64, 1_i64), (3, 1, 3), (4, 2, 1), (6, 2, 3)] {
            assert_eq!(
                days.now(step),
                Msg::new("chart-now-day-round")
                    .arg("day", day)
                    .arg("round", round),
                "{step}"
            );
        }
        assert_eq!(
            StepKind::Round.now(4),
            Msg::new("chart-now-round").arg("step", 4_i64)
        );
    }

    fn reading(step: u32, values: &[i64]) -> ChartReading {
        ChartReading {
            step,
            values: values.iter().map(|v| vec![Some(*v)]).collect(),
        }
    }

    #[test]
    fn an_entry_counts_for_the_turn_it_was_made_in_and_a_new_turn_gets_its_point() {
        let lines = || vec![ChartLine::player(0, "Ann")];
        let mut chart = Chart::new(
            StepKind::Round,
            vec![
                SeriesSpec::new("score", lines()),
                SeriesSpec::new("health", lines()).reset_by_next(),
            ],
            reading(1, &[0, 4]).values,
        );
        // Round 1: a shot (health 1), then the entry that ends the round
        // scores 2 and heals; in round 2 another shot (health 3).
        let mut before = reading(1, &[0, 4]);
        for after in [
            reading(1, &[0, 1]),
            reading(2, &[2, 4]),
            reading(2, &[2, 3]),
        ] {
            chart.entered(&before, after.clone());
            before = after;
        }
        assert_eq!(
            chart.points.iter().map(|p| p.step).collect::<Vec<_>>(),
            vec![0, 1, 2]
        );
        assert_eq!(
            chart.line(0, 0),
            vec![Some(0), Some(2), Some(2)],
            "scored in round 1"
        );
        assert_eq!(
            chart.line(1, 0),
            vec![Some(4), Some(1), Some(3)],
            "round 1 ends at 1 health, before the healing"
        );
        assert_eq!(chart.range(1), (1, 4));
        assert_eq!(Chart::default().range(0), (0, 1));
        assert!(Chart::default().is_empty());
    }
}
