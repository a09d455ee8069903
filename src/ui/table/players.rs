//! The players as panels in seating order, each with that game's tracked
//! numbers as pictures and numbers, and the plus and minus of a physical token.

use super::Message;
use crate::core::Counter;
use crate::i18n::{self, Lang};
use crate::ui::icons::Icon;
use crate::ui::theme;
use crate::ui::widgets::button;
use iced::widget::{Column, column, container, row, text, tooltip};
use iced::{Alignment, Element, Length};

/// One tracked number with its picture and the correction buttons.
pub fn counter_row<'a>(lang: Lang, counter: &Counter) -> Element<'a, Message> {
    let icon = Icon::for_counter(&counter.id.name);
    let picture = match icon.natural_color() {
        Some(color) => icon.tinted(26.0, color),
        None => icon.view(26.0),
    };
    let label = i18n::tr(lang, &counter.label);
    let minus = button(Icon::Minus.view(16.0))
        .padding(8)
        .style(crate::ui::theme::secondary_button)
        .on_press_maybe(
            (counter.value > counter.min).then(|| Message::Adjust(counter.id.clone(), -1)),
        );
    let plus = button(Icon::Plus.view(16.0))
        .padding(8)
        .style(crate::ui::theme::secondary_button)
        .on_press_maybe(
            (counter.value < counter.max).then(|| Message::Adjust(counter.id.clone(), 1)),
        );
    row![
        tooltip(
            picture,
            container(text(label.clone()))
                .padding(6)
                .style(theme::panel),
            tooltip::Position::Top
        ),
        text(counter.value.to_string()).size(26).width(Length::Fill),
        minus,
        plus,
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

/// A player's panel: name (marked when it is their turn) and their numbers.
pub fn player_panel<'a>(
    lang: Lang,
    seat: usize,
    name: &str,
    counters: &[Counter],
    their_turn: bool,
) -> Element<'a, Message> {
    let mut title = row![
        text(format!("{}", seat + 1)).size(14),
        text(name.to_string()).size(22).width(Length::Fill),
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    if their_turn {
        title = title.push(tooltip(
            Icon::Badge.view(22.0),
            container(text(i18n::text(lang, "table-their-turn")))
                .padding(6)
                .style(theme::panel),
            tooltip::Position::Top,
        ));
    }
    let mut col = Column::new().spacing(8).push(title);
    for counter in counters.iter().filter(|c| c.id.player == Some(seat)) {
        col = col.push(counter_row(lang, counter));
    }
    container(col)
        .padding(14)
        .width(250)
        .style(if their_turn {
            theme::panel_highlight
        } else {
            theme::panel
        })
        .into()
}

/// The table's own numbers (the arrow pile, the round), when the game has any.
pub fn table_counters<'a>(lang: Lang, counters: &[Counter]) -> Option<Element<'a, Message>> {
    let own: Vec<&Counter> = counters.iter().filter(|c| c.id.player.is_none()).collect();
    if own.is_empty() {
        return None;
    }
    let mut col = column![text(i18n::text(lang, "table-table-numbers")).size(18)].spacing(8);
    for counter in own {
        col = col.push(counter_row(lang, counter));
    }
    Some(
        container(col)
            .padding(14)
            .width(250)
            .style(theme::panel)
            .into(),
    )
}
