//! How the summary is drawn: the headline with the winners, the facts of
//! the game (its length, its turns, where it stood), every seat's final
//! numbers, and the way on, in a footer that stays in sight however long
//! the rest is.

use super::{AGAIN_ID, HOME_ID, Message, Seat, Summary, TABLE_ID, UNDO_ID};
use crate::core::Msg;
use crate::i18n::{self, Lang};
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::{big_button, labelled_icon_button};
use iced::widget::{Column, Row, container, row, scrollable, space, text, tooltip};
use iced::{Alignment, Border, Color, Element, Length, Theme};

/// The share of a seat's name in the width of the final numbers: the
/// columns share the page's width, so the last one is never out of sight
/// behind a sideways scroll.
const NAME_WIDTH: Length = Length::FillPortion(4);
/// The share of its roles, characters or team.
const SIDES_WIDTH: Length = Length::FillPortion(4);
/// The share of one number.
const NUMBER_WIDTH: Length = Length::FillPortion(2);
/// The height of the chart (its title, lines, axis and legend).
const CHART_HEIGHT: f32 = 320.0;

impl Summary {
    /// The summary screen.
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let title = text(i18n::tr(
            lang,
            &Msg::new("summary-title").arg_key("game", &self.game.title_key()),
        ))
        .size(24);
        let content = Column::new()
            .spacing(16)
            .padding(20)
            .max_width(1100)
            .push(title)
            .push(self.winners_banner(lang))
            .push(self.facts(lang))
            .push(text(t("summary-final-numbers")).size(20))
            .push(self.numbers(lang));
        let content = match self.table_numbers(lang) {
            Some(line) => content.push(line),
            None => content,
        };
        let content = if self.chart.chart().is_empty() {
            content
        } else {
            content.push(
                container(crate::ui::chart::view(&self.chart, lang).map(Message::Chart))
                    .padding(12)
                    .height(CHART_HEIGHT)
                    .width(Length::Fill)
                    .style(theme::panel),
            )
        };
        let page = column_with_footer(content.into(), footer(lang));
        // The code lies over the summary, which stays as it was under it
        // (and out of Tab's reach meanwhile: nothing unseen is pressed).
        match self.export_panel(lang) {
            Some(panel) => iced::widget::stack![
                crate::ui::widgets::focus::covered(page, true),
                iced::widget::opaque(panel)
            ]
            .into(),
            None => page,
        }
    }

    /// Who won and how, with each winner's colour; a draw said as one.
    fn winners_banner(&self, lang: Lang) -> Element<'_, Message> {
        let mut chips = Row::new().spacing(12).align_y(Alignment::Center);
        let mut named: Vec<&str> = Vec::new();
        for seat in self.seats.iter().filter(|s| s.won) {
            if named.contains(&seat.person.as_str()) {
                continue;
            }
            named.push(&seat.person);
            chips = chips.push(
                row![swatch(seat.seat, 16.0), text(seat.person.clone()).size(20)]
                    .spacing(6)
                    .align_y(Alignment::Center),
            );
        }
        // A game nobody won is no good news for anyone.
        let (icon, tone) = if self.winners.is_empty() {
            (Icon::Info, Tone::Info)
        } else {
            (Icon::Badge, Tone::Good)
        };
        container(
            Column::new()
                .spacing(8)
                .push(
                    row![
                        icon.view(24.0),
                        text(capitalised(&i18n::tr(lang, &self.headline())))
                            .size(22)
                            .width(Length::Fill),
                        container(
                            labelled_icon_button(Icon::Note, i18n::text(lang, "summary-bgstats"))
                                .on_press(Message::BgStats)
                        )
                        .id(super::BGSTATS_ID),
                    ]
                    .spacing(10)
                    .align_y(Alignment::Center),
                )
                .push(chips),
        )
        .padding(14)
        .width(Length::Fill)
        .style(move |th| theme::banner(th, tone))
        .into()
    }

    /// The length, the turns and where the game stood.
    fn facts(&self, lang: Lang) -> Element<'_, Message> {
        let length = match self.length_msg() {
            Some(length) => Msg::new("summary-length").arg_msg("length", length),
            None => Msg::new("summary-no-entries"),
        };
        let mut facts = Row::new()
            .spacing(24)
            .align_y(Alignment::Center)
            .push(fact(Icon::Revolver, i18n::tr(lang, &length)))
            .push(fact(Icon::Shuffle, i18n::tr(lang, &self.turns_msg())));
        let progress: Vec<String> = self.progress.iter().map(|p| i18n::tr(lang, p)).collect();
        if !progress.is_empty() {
            facts = facts.push(fact(Icon::Note, progress.join(" · ")));
        }
        facts.wrap().vertical_spacing(8).into()
    }

    /// One row per seat: its colour, name, what it played as, its score
    /// and its tracked numbers, the winners marked.
    fn numbers(&self, lang: Lang) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let scores = self.has_scores();
        let sides = self.has_sides();
        // The seats' rows have a padding of 8 each side: so has the header,
        // so that a label stands over its numbers.
        let mut header = Row::new()
            .spacing(8)
            .padding([0, 8])
            .width(Length::Fill)
            .align_y(Alignment::End)
            .push(space().width(16))
            .push(text(t("summary-player")).size(14).width(NAME_WIDTH));
        if sides {
            header = header.push(text(t("summary-sides")).size(14).width(SIDES_WIDTH));
        }
        if scores {
            header = header.push(
                text(t("summary-score"))
                    .size(14)
                    .width(NUMBER_WIDTH)
                    .align_x(Alignment::End),
            );
        }
        for column in &self.columns {
            let label = i18n::tr(lang, &column.label);
            let icon = Icon::for_counter(&column.name);
            let picture = match icon.natural_color() {
                Some(color) => icon.tinted(22.0, color),
                None => icon.view(22.0),
            };
            header = header.push(tooltip(
                Column::new()
                    .align_x(Alignment::End)
                    .spacing(2)
                    .push(picture)
                    .push(text(label.clone()).size(12).align_x(Alignment::End))
                    .width(NUMBER_WIDTH),
                container(text(label)).padding(6).style(theme::panel),
                tooltip::Position::Top,
            ));
        }
        // One seat (the solo game) passes no turns: its rounds say enough.
        let times = self.seats.len() > 1 && self.seats.iter().any(|seat| seat.time.is_some());
        if times {
            for key in ["summary-col-turns", "summary-col-time"] {
                header = header.push(
                    text(t(key))
                        .size(14)
                        .width(NUMBER_WIDTH)
                        .align_x(Alignment::End),
                );
            }
        }
        let mut rows = Column::new().spacing(6).width(Length::Fill).push(header);
        for seat in &self.seats {
            rows = rows.push(seat_row(lang, seat, sides, scores, times));
        }
        rows.into()
    }

    /// The table's own numbers on one line, when the game has any.
    fn table_numbers(&self, lang: Lang) -> Option<Element<'_, Message>> {
        if self.table.is_empty() {
            return None;
        }
        let said: Vec<String> = self
            .table
            .iter()
            .map(|c| format!("{}: {}", i18n::tr(lang, &c.label), c.value))
            .collect();
        Some(
            text(i18n::tr(
                lang,
                &Msg::new("summary-table-numbers").arg("numbers", said.join(" · ")),
            ))
            .size(15)
            .into(),
        )
    }
}

/// A sentence as the headline says it, with a capital (a game's own "how"
/// is written to follow other words: "a draw").
fn capitalised(said: &str) -> String {
    let mut chars = said.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A fact with its picture.
fn fact<'a>(icon: Icon, said: String) -> Element<'a, Message> {
    row![icon.view(18.0), text(said).size(16)]
        .spacing(6)
        .align_y(Alignment::Center)
        .into()
}

/// One seat's row of the final numbers.
fn seat_row<'a>(
    lang: Lang,
    seat: &Seat,
    sides: bool,
    scores: bool,
    times: bool,
) -> Element<'a, Message> {
    let name: Element<'a, Message> = if seat.won {
        row![
            text(seat.name.clone()).size(18),
            tooltip(
                Icon::Badge.view(18.0),
                container(text(i18n::text(lang, "summary-winner")))
                    .padding(6)
                    .style(theme::panel),
                tooltip::Position::Top,
            )
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .width(NAME_WIDTH)
        .into()
    } else {
        text(seat.name.clone()).size(18).width(NAME_WIDTH).into()
    };
    let mut line = Row::new()
        .spacing(8)
        .width(Length::Fill)
        .align_y(Alignment::Center)
        .push(swatch(seat.seat, 16.0))
        .push(name);
    if sides {
        let said: Vec<String> = seat.sides.iter().map(|s| i18n::tr(lang, s)).collect();
        line = line.push(text(said.join(" · ")).size(15).width(SIDES_WIDTH));
    }
    if scores {
        line = line.push(number(seat.score));
    }
    for value in &seat.numbers {
        line = line.push(number(*value));
    }
    if let Some(time) = seat.time.filter(|_| times) {
        line = line.push(number(Some(i64::from(time.turns))));
        line = line.push(
            text(crate::core::show_time(time.used))
                .size(18)
                .width(NUMBER_WIDTH)
                .align_x(Alignment::End),
        );
    }
    container(line)
        .padding([6, 8])
        .width(Length::Fill)
        .style(if seat.won {
            theme::panel_highlight
        } else {
            theme::panel
        })
        .into()
}

/// A number in its column, right-aligned; a dash where the seat has none.
fn number<'a>(value: Option<i64>) -> Element<'a, Message> {
    text(value.map_or_else(|| "–".to_string(), |v| v.to_string()))
        .size(18)
        .width(NUMBER_WIDTH)
        .align_x(Alignment::End)
        .into()
}

/// A small square in a seat's colour.
fn swatch<'a>(seat: usize, size: f32) -> Element<'a, Message> {
    container(space().width(size).height(size))
        .style(move |th: &Theme| container::Style {
            background: Some(seat_color(th, seat).into()),
            border: Border {
                radius: 3.0.into(),
                ..Border::default()
            },
            ..container::Style::default()
        })
        .into()
}

/// A seat's colour: the one its line has in the chart.
fn seat_color(theme: &Theme, seat: usize) -> Color {
    crate::ui::chart::player_colour(theme, seat)
}

/// The way on: a new game with the same players first, back to the table
/// and undo beside it, home at the far end.
fn footer<'a>(lang: Lang) -> Element<'a, Message> {
    let t = |key: &str| i18n::text(lang, key);
    let buttons = row![
        container(big_button(t("summary-again")).on_press(Message::Again)).id(AGAIN_ID),
        container(
            labelled_icon_button(Icon::Book, t("summary-back-to-table")).on_press(Message::Table)
        )
        .id(TABLE_ID),
        container(labelled_icon_button(Icon::Undo, t("summary-undo")).on_press(Message::Undo))
            .id(UNDO_ID),
        container(
            crate::ui::widgets::button(text(t("summary-home")))
                .padding([10, 14])
                .style(theme::secondary_button)
                .on_press(Message::Home)
        )
        .id(HOME_ID),
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    let buttons = Row::new().push(buttons.wrap().vertical_spacing(8));
    container(container(buttons).max_width(1100).padding([10, 20]))
        .center_x(Length::Fill)
        .style(theme::panel)
        .into()
}

/// The scrolled content above the footer.
fn column_with_footer<'a>(
    content: Element<'a, Message>,
    footer: Element<'a, Message>,
) -> Element<'a, Message> {
    Column::new()
        .push(scrollable(container(content).center_x(Length::Fill)).height(Length::Fill))
        .push(footer)
        .into()
}
