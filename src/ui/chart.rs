//! The game as a chart, as a widget any screen can show (the table view's
//! panel, the end-of-game summary): the series' name above, one line per
//! player in the player's colour over the turns or rounds on a canvas, the
//! turn or round being played marked, the axis' name below and a legend
//! with the names.
//!
//! The chart is kept in a [`ChartView`] with the canvas' cache, so the lines
//! are drawn once and then only when the chart, the size or the theme
//! changes: an idle window draws nothing new.

use crate::core::{Chart, StepKind};
use crate::i18n::{self, Lang};
use crate::ui::theme;
use crate::ui::widgets::button;
use iced::widget::canvas::{self, Cache, Frame, Geometry, Path, Stroke, Text};
use iced::widget::{Column, Row, container, row, space, text};
use iced::{Alignment, Color, Element, Length, Point, Rectangle, Renderer, Size, Theme, mouse};
use std::cell::Cell;

/// Room at the left of the plot for the numbers of the y axis.
const LEFT: f32 = 40.0;
/// Room below the plot for the numbers of the x axis.
const BOTTOM: f32 = 24.0;
/// Room above and at the right, so the marks at the edge are whole.
const EDGE: f32 = 10.0;
/// The size of the axis' numbers.
const NUMBERS: f32 = 14.0;
/// The most numbers along an axis before some are left out.
const MOST_TICKS: i64 = 8;
/// The room a number of the y axis takes, in height, and of the x axis,
/// in width, so that a small plot writes fewer of them rather than
/// writing them over each other.
const TICK_HEIGHT: f32 = 22.0;
const TICK_WIDTH: f32 = 32.0;
/// How far apart lines with the same numbers are drawn, so each shows.
const SPREAD: f32 = 2.0;

/// A player's colour on a light page: strong enough on the paper.
const LIGHT: [Color; 8] = [
    Color::from_rgb8(0xb0, 0x3a, 0x2e),
    Color::from_rgb8(0x2f, 0x6e, 0xa8),
    Color::from_rgb8(0x3c, 0x8a, 0x3c),
    Color::from_rgb8(0xc4, 0x6a, 0x10),
    Color::from_rgb8(0x7b, 0x4b, 0xb0),
    Color::from_rgb8(0x1f, 0x8a, 0x8a),
    Color::from_rgb8(0x8a, 0x6d, 0x1f),
    Color::from_rgb8(0xb0, 0x42, 0x7a),
];

/// The same colours lit for a dark page.
const DARK: [Color; 8] = [
    Color::from_rgb8(0xef, 0x74, 0x66),
    Color::from_rgb8(0x6f, 0xa8, 0xe8),
    Color::from_rgb8(0x7f, 0xcf, 0x6f),
    Color::from_rgb8(0xf0, 0xa0, 0x50),
    Color::from_rgb8(0xb8, 0x96, 0xec),
    Color::from_rgb8(0x5f, 0xd0, 0xd0),
    Color::from_rgb8(0xe0, 0xc0, 0x50),
    Color::from_rgb8(0xef, 0x86, 0xbf),
];

/// The colour of the player at `seat` (or a team's palette place) in a
/// theme; more than eight seats take the colours round again.
pub fn player_colour(theme: &Theme, seat: usize) -> Color {
    let colours = if theme.extended_palette().is_dark {
        &DARK
    } else {
        &LIGHT
    };
    colours[seat % colours.len()]
}

/// A click in the chart: show the series at this place (in the order of
/// [`Chart::series`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Select(pub usize);

/// A chart with the series shown and the cache of its drawing. Keep it
/// beside the screen's state and give it a new chart only when the log
/// changed ([`ChartView::set`]).
#[derive(Debug, Default)]
pub struct ChartView {
    chart: Chart,
    shown: usize,
    cache: Cache,
    /// The theme's text colour the cache was drawn in, so a change of
    /// theme draws it again.
    drawn_in: Cell<Option<Color>>,
}

impl ChartView {
    /// A view of `chart`, its first series shown.
    pub fn new(chart: Chart) -> Self {
        ChartView {
            chart,
            ..ChartView::default()
        }
    }

    /// The chart shown.
    pub fn chart(&self) -> &Chart {
        &self.chart
    }

    /// Which series is shown.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// Replaces the chart; the drawing is made again only if it differs.
    pub fn set(&mut self, chart: Chart) {
        if chart != self.chart {
            self.chart = chart;
            self.shown = self.shown.min(self.chart.series.len().saturating_sub(1));
            self.cache.clear();
        }
    }

    /// Shows another series (one that does not exist changes nothing).
    pub fn update(&mut self, Select(series): Select) {
        if series < self.chart.series.len() && series != self.shown {
            self.shown = series;
            self.cache.clear();
        }
    }
}

/// The chart as an element: the series' name (with a button per series
/// when there are several), the lines, the axis' name and the legend. It
/// fills the room it is given; a game without a chart says so.
pub fn view(chart: &ChartView, lang: Lang) -> Element<'_, Select> {
    let data = &chart.chart;
    let Some(spec) = data.series.get(chart.shown) else {
        return container(text(i18n::text(lang, "chart-none")).size(15))
            .center(Length::Fill)
            .into();
    };
    // One series is named; of several, each is a button and the one shown
    // is the highlighted one.
    let mut title = Row::new().spacing(8).align_y(Alignment::Center);
    if data.series.len() == 1 {
        title = title.push(text(i18n::text(lang, spec.name)).size(17));
    } else {
        for (i, series) in data.series.iter().enumerate() {
            title = title.push(
                button(text(i18n::text(lang, series.name)).size(15))
                    .padding([4, 10])
                    .style(if i == chart.shown {
                        button::primary
                    } else {
                        theme::secondary_button
                    })
                    .on_press(Select(i)),
            );
        }
    }
    let now = data.points.last().map_or(0, |p| p.step);
    let kind = data.step.unwrap_or(StepKind::Turn);
    let now = kind.now(now);
    let caption = row![
        text(i18n::text(lang, kind.axis_key())).size(14),
        space().width(Length::Fill),
        text(i18n::tr(lang, &now)).size(14),
    ]
    .spacing(8);
    let mut legend = Row::new().spacing(16);
    for line in &spec.lines {
        let colour = line.colour;
        legend = legend.push(
            row![
                container(space().width(22).height(4)).style(move |th: &Theme| {
                    container::Style {
                        background: Some(player_colour(th, colour).into()),
                        ..container::Style::default()
                    }
                }),
                text(i18n::tr(lang, &line.label)).size(15),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    let plot = canvas::Canvas::new(Plot { view: chart })
        .width(Length::Fill)
        .height(Length::Fill);
    Column::new()
        .spacing(6)
        .push(title)
        .push(plot)
        .push(caption)
        .push(legend.wrap().vertical_spacing(6))
        .into()
}

/// The lines on the canvas.
struct Plot<'a> {
    view: &'a ChartView,
}

impl canvas::Program<Select> for Plot<'_> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let ink = theme.palette().text;
        if self.view.drawn_in.get() != Some(ink) {
            self.view.drawn_in.set(Some(ink));
            self.view.cache.clear();
        }
        let geometry = self.view.cache.draw(renderer, bounds.size(), |frame| {
            draw(frame, theme, &self.view.chart, self.view.shown);
        });
        vec![geometry]
    }
}

/// Where numbers go on the plot.
struct Scale {
    plot: Rectangle,
    points: usize,
    low: i64,
    high: i64,
}

impl Scale {
    fn x(&self, i: usize) -> f32 {
        let span = self.points.saturating_sub(1).max(1) as f32;
        self.plot.x + self.plot.width * i as f32 / span
    }

    fn y(&self, v: i64) -> f32 {
        let span = (self.high - self.low).max(1) as f32;
        self.plot.y + self.plot.height * (1.0 - (v - self.low) as f32 / span)
    }
}

/// A step between the numbers along an axis covering `span`, so that at
/// most `most` of them are written: 1, 2, 5, 10, 20, 50…
fn tick_step(span: i64, most: i64) -> i64 {
    let most = most.max(1);
    let mut decade: i64 = 1;
    loop {
        for step in [decade, decade.saturating_mul(2), decade.saturating_mul(5)] {
            if span / step < most {
                return step;
            }
        }
        decade = decade.saturating_mul(10);
    }
}

fn draw(frame: &mut Frame, theme: &Theme, chart: &Chart, shown: usize) {
    let Some(spec) = chart.series.get(shown) else {
        return;
    };
    let palette = theme.extended_palette();
    let ink = palette.background.base.text;
    let faint = Color { a: 0.25, ..ink };
    let size = frame.size();
    let plot = Rectangle::new(
        Point::new(LEFT, EDGE),
        Size::new(
            (size.width - LEFT - EDGE).max(1.0),
            (size.height - EDGE - BOTTOM).max(1.0),
        ),
    );
    let (low, high) = chart.range(shown);
    // From 0 where the numbers are counts (they all are), so a fall reads
    // as a fall and not as a plunge over a cut-off axis.
    let low = low.min(0);
    let high = high.max(low + 1);
    // As many numbers as fit, with room between them.
    let fit = |room: f32, each: f32| ((room / each) as i64).clamp(2, MOST_TICKS);
    let step = tick_step(high - low, fit(plot.height, TICK_HEIGHT));
    // Up to the next number written, so the top line is named too.
    let high = high.saturating_add((step - high.rem_euclid(step)) % step);
    let scale = Scale {
        plot,
        points: chart.points.len(),
        low,
        high,
    };

    // The grid and the y axis' numbers.
    let mut v = low - low.rem_euclid(step);
    while v <= high {
        if v >= low {
            let y = scale.y(v);
            frame.stroke(
                &Path::line(Point::new(plot.x, y), Point::new(plot.x + plot.width, y)),
                Stroke::default().with_color(faint).with_width(1.0),
            );
            frame.fill_text(Text {
                content: v.to_string(),
                position: Point::new(plot.x - 6.0, y),
                color: ink,
                size: NUMBERS.into(),
                align_x: iced::widget::text::Alignment::Right,
                align_y: iced::alignment::Vertical::Center,
                ..Text::default()
            });
        }
        v += step;
    }

    // The x axis' numbers: every point's step, some left out when many.
    let points = i64::try_from(chart.points.len()).unwrap_or(i64::MAX);
    let every = usize::try_from(tick_step(points, fit(plot.width, TICK_WIDTH)))
        .unwrap_or(1)
        .max(1);
    let last = chart.points.len().saturating_sub(1);
    for (i, point) in chart.points.iter().enumerate() {
        if i % every != 0 && i != last {
            continue;
        }
        // The last is always named; a number just before it is left out
        // rather than written over it.
        if i != last && last - i < every.div_ceil(2) && every > 1 {
            continue;
        }
        frame.fill_text(Text {
            content: point.step.to_string(),
            position: Point::new(scale.x(i), plot.y + plot.height + 4.0),
            color: ink,
            size: NUMBERS.into(),
            align_x: iced::widget::text::Alignment::Center,
            align_y: iced::alignment::Vertical::Top,
            ..Text::default()
        });
    }
    frame.stroke(
        &Path::line(
            Point::new(plot.x, plot.y + plot.height),
            Point::new(plot.x + plot.width, plot.y + plot.height),
        ),
        Stroke::default().with_color(ink).with_width(1.0),
    );

    // The turn or round being played: a band behind its place.
    let now = scale.x(last);
    let accent = palette.primary.base.color;
    frame.fill_rectangle(
        Point::new(now - 7.0, plot.y),
        Size::new(14.0, plot.height),
        Color { a: 0.22, ..accent },
    );
    frame.stroke(
        &Path::line(
            Point::new(now, plot.y),
            Point::new(now, plot.y + plot.height),
        ),
        Stroke {
            line_dash: canvas::LineDash {
                segments: &[4.0, 4.0],
                offset: 0,
            },
            ..Stroke::default()
                .with_color(Color { a: 0.8, ..accent })
                .with_width(1.5)
        },
    );

    // The lines, each a little apart from the others so equal numbers
    // do not hide a player, with a dot on the number now.
    let lines = spec.lines.len();
    for (l, line) in spec.lines.iter().enumerate() {
        let colour = player_colour(theme, line.colour);
        let offset = (l as f32 - (lines.saturating_sub(1)) as f32 / 2.0) * SPREAD;
        let values = chart.line(shown, l);
        let path = Path::new(|b| {
            let mut drawing = false;
            for (i, value) in values.iter().enumerate() {
                match value {
                    Some(v) => {
                        let p = Point::new(scale.x(i), scale.y(*v) + offset);
                        if drawing {
                            b.line_to(p);
                        } else {
                            b.move_to(p);
                            drawing = true;
                        }
                    }
                    None => drawing = false,
                }
            }
        });
        frame.stroke(
            &path,
            Stroke::default()
                .with_color(colour)
                .with_width(2.5)
                .with_line_join(canvas::LineJoin::Round),
        );
        if let Some(Some(v)) = values.last() {
            frame.fill(
                &Path::circle(Point::new(now, scale.y(*v) + offset), 4.5),
                colour,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_axis_numbers_step_by_one_two_or_five_and_stay_few() {
        assert_eq!(tick_step(4, 8), 1);
        assert_eq!(tick_step(7, 8), 1);
        assert_eq!(tick_step(8, 8), 2);
        assert_eq!(tick_step(15, 8), 2);
        assert_eq!(tick_step(16, 8), 5);
        assert_eq!(tick_step(60, 8), 10);
        assert_eq!(tick_step(120, 8), 20);
        // A short plot: fewer numbers.
        assert_eq!(tick_step(5, 3), 2);
        assert_eq!(tick_step(5, 2), 5);
        for span in 1..500 {
            assert!(span / tick_step(span, MOST_TICKS) < MOST_TICKS, "{span}");
        }
    }
}
