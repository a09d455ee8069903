//! Small building blocks shared by the screens: big buttons for a crowded
//! table, icon buttons with a text label, section titles.

use super::icons::Icon;
use iced::Alignment;
use iced::widget::{Button, Text, button, row, text};

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
    .style(button::secondary)
}

/// A square button showing only an icon (its meaning goes in a tooltip or label nearby).
pub fn icon_button<'a, Message: 'a>(icon: Icon) -> Button<'a, Message> {
    button(icon.view(20.0)).padding(10).style(button::secondary)
}

/// A heading above a part of a screen.
pub fn section_title<'a>(label: String) -> Text<'a> {
    text(label).size(22)
}
