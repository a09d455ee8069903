//! The chart panel of the table view: each player's number that matters
//! most over the turns or rounds ([`crate::ui::chart`]), opened and closed
//! with one button that always lies in the players' bottom-left corner.
//!
//! The chart is a fold of the whole log, so it is made only when the log
//! changed and the panel is open, and kept: a frame draws what is kept,
//! and the canvas' cache draws nothing new while nothing changes.

use super::{Message, Table};
use crate::i18n::{self, Lang};
use crate::ui::chart::{self, ChartView};
use crate::ui::theme;
use crate::ui::widgets::button;
use iced::widget::{column, container, opaque, text};
use iced::{Element, Length};

/// The id of the chart's button, for tests.
pub const CHART_BUTTON_ID: &str = "chart-toggle";

/// The id of the chart's panel, for tests.
pub const CHART_PANEL_ID: &str = "chart-panel";

/// What the panel keeps: whether it is open, the chart and whether the log
/// has changed since the chart was made.
#[derive(Debug, Default)]
pub(super) struct ChartPanel {
    /// Whether the panel is shown over the players.
    pub(super) open: bool,
    /// The chart, made from the log when last needed.
    view: ChartView,
    /// The log changed since: make the chart again when it is shown.
    stale: bool,
}

impl ChartPanel {
    /// A panel, closed, whose chart is made the first time it opens.
    pub(super) fn new() -> Self {
        ChartPanel {
            stale: true,
            ..ChartPanel::default()
        }
    }

    /// The log changed (an entry, an undo, a redo, a jump).
    pub(super) fn log_changed(&mut self) {
        self.stale = true;
    }
}

impl Table {
    /// Whether the chart panel is open.
    pub fn chart_shown(&self) -> bool {
        self.chart.open
    }

    /// The chart as the panel shows it (made when the panel last opened
    /// or the log last changed while it was open).
    pub fn chart(&self) -> &crate::core::Chart {
        self.chart.view.chart()
    }

    /// Opens or closes the chart; it takes the place of the turns and
    /// times, so one panel lies over the players at a time.
    pub(super) fn toggle_chart(&mut self) {
        self.chart.open = !self.chart.open;
        if self.chart.open {
            self.show_times = false;
        }
    }

    /// Shows another series of the chart.
    pub(super) fn select_series(&mut self, select: chart::Select) {
        self.chart.view.update(select);
    }

    /// Makes the chart again when it is shown and the log changed since:
    /// once per change, never per frame.
    pub(super) fn refresh_chart(&mut self) {
        if self.chart.open && self.chart.stale {
            self.chart.view.set(self.session.chart());
            self.chart.stale = false;
        }
    }

    /// The chart's panel, over the players while it is open.
    pub(super) fn chart_panel<'a>(&'a self, lang: Lang) -> Option<Element<'a, Message>> {
        if !self.chart.open {
            return None;
        }
        let panel = container(
            column![
                text(i18n::text(lang, "chart-title")).size(19),
                chart::view(&self.chart.view, lang).map(Message::Chart),
            ]
            .spacing(8),
        )
        .padding(12)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(theme::drawer)
        .id(CHART_PANEL_ID);
        Some(opaque(panel))
    }

    /// The button that opens and closes the chart, at the left of the row
    /// below the players (the turns and times' is at its right).
    pub(super) fn chart_button<'a>(&self, lang: Lang) -> Element<'a, Message> {
        let toggle = button(text(i18n::text(lang, "chart-open")).size(15))
            .padding([6, 10])
            .style(if self.chart.open {
                button::primary
            } else {
                theme::secondary_button
            })
            .on_press(Message::ToggleChart);
        container(toggle).id(CHART_BUTTON_ID).into()
    }
}
