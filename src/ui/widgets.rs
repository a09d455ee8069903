//! Small building blocks shared by the screens: big buttons for a crowded
//! table, icon buttons with a text label, section titles.

pub mod button;
mod field;
pub mod focus;
mod ring;

pub use button::{Button, button};
pub use field::{TextHistory, field_keys};
pub use ring::{ring, ring_named, seat_id};

use super::icons::Icon;
use iced::Alignment;
use iced::widget::{Text, row, text};

/// A large, primary button: the obvious next step on a screen.
pub fn big_button<'a, Message: 'a>(label: String) -> Button<'a, Message> {
    button(text(label).size(17))
        .padding([12, 22])
        .style(button::primary)
}

/// A secondary button with an icon and a label.
pub fn labelled_icon_button<'a, Message: 'a>(icon: Icon, label: String) -> Button<'a, Message> {
    button(
        row![icon.view(18.0), text(label).size(15)]
            .spacing(8)
            .align_y(Alignment::Center),
    )
    .padding([10, 14])
    .style(crate::ui::theme::secondary_button)
}

/// A square button showing only an icon (its meaning goes in a tooltip or label nearby).
pub fn icon_button<'a, Message: 'a>(icon: Icon) -> Button<'a, Message> {
    button(icon.view(20.0))
        .padding(10)
        .style(crate::ui::theme::secondary_button)
}

/// A heading above a part of a screen.
pub fn section_title<'a>(label: String) -> Text<'a> {
    text(label).size(22)
}

/// The small − and + of a physical token beside a player's tracked number;
/// `on_adjust` turns the seat's counter and the step into a message.
pub fn token_buttons<'a, Message: Clone + 'a>(
    seat: usize,
    name: &str,
    counters: &[crate::core::Counter],
    on_adjust: impl Fn(crate::core::CounterId, i64) -> Message,
) -> iced::Element<'a, Message> {
    let id = crate::core::CounterId::player(seat, name);
    // Greyed at the number's bounds, so a tap never asks for what cannot be.
    let counter = counters.iter().find(|c| c.id == id);
    let step = |icon: Icon, delta: i64| {
        let allowed = counter.is_some_and(|c| {
            let to = c.value.saturating_add(delta);
            (c.min..=c.max).contains(&to)
        });
        button(icon.view(11.0))
            .padding(4)
            .style(super::theme::secondary_button)
            .on_press_maybe(allowed.then(|| on_adjust(id.clone(), delta)))
    };
    row![step(Icon::Minus, -1), step(Icon::Plus, 1)]
        .spacing(2)
        .into()
}

/// Buttons side by side, wrapping onto more lines when the pane is narrow.
pub fn button_row<'a, Message: 'a>(
    buttons: Vec<iced::Element<'a, Message>>,
) -> iced::Element<'a, Message> {
    iced::widget::Row::with_children(buttons)
        .spacing(8)
        .wrap()
        .vertical_spacing(8)
        .into()
}
