//! Small widgets the pad's views share: a die face as a button, the big
//! button of the next step, a smaller one beside it, a row of fixed height,
//! a seat's name.

use super::Message;
use crate::core::BangFace;
use crate::games::bang_dice::BangState;
use crate::ui::icons::Icon;
use crate::ui::theme;
use iced::widget::{button, container, text};
use iced::{Alignment, Color, Element, Length};

/// A seat's player's name (empty for a seat that does not exist).
pub(super) fn seat_name(state: &BangState, seat: usize) -> String {
    state
        .players
        .get(seat)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// A die face as a button: its picture, or its number for 1 and 2.
pub(super) fn face_button<'a>(
    face: BangFace,
    size: f32,
    picked: bool,
) -> iced::widget::Button<'a, Message> {
    face_in(face, size, picked, true)
}

/// A face of the palette: greyed in place, picture and all, while faces
/// are not asked for.
pub(super) fn palette_face<'a>(
    face: BangFace,
    size: f32,
    click: Option<Message>,
) -> Element<'a, Message> {
    let live = click.is_some();
    face_in(face, size, false, live)
        .on_press_maybe(click)
        .into()
}

fn face_in<'a>(
    face: BangFace,
    size: f32,
    picked: bool,
    live: bool,
) -> iced::widget::Button<'a, Message> {
    let icon = match face {
        BangFace::Arrow => Icon::Arrow,
        BangFace::Dynamite => Icon::Dynamite,
        BangFace::One => Icon::FaceOne,
        BangFace::Two => Icon::FaceTwo,
        BangFace::Beer => Icon::Beer,
        BangFace::Gatling => Icon::Gatling,
    };
    let picture = if live {
        icon.view(size * 0.7)
    } else {
        icon.tinted(size * 0.7, Color::from_rgba8(0x80, 0x80, 0x80, 0.45))
    };
    button(picture)
        .width(size)
        .height(size)
        .padding(size * 0.15)
        .style(if picked {
            button::primary
        } else {
            theme::secondary_button
        })
}

/// The button of the next step, of one width whatever it says so the
/// buttons after it stay put; greyed in place while its message is none.
pub(super) fn big<'a>(label: String, message: impl Into<Option<Message>>) -> Element<'a, Message> {
    button(container(text(label).size(17)).center_x(Length::Fill))
        .width(230)
        .padding([12, 16])
        .style(button::primary)
        .on_press_maybe(message.into())
        .into()
}

/// A button beside it (a choice, taking something back); greyed in place
/// while its message is none.
pub(super) fn small<'a>(
    label: String,
    message: impl Into<Option<Message>>,
) -> Element<'a, Message> {
    button(text(label).size(16))
        .padding([10, 16])
        .style(theme::secondary_button)
        .on_press_maybe(message.into())
        .into()
}

/// A row of the action area with its own height, so what it holds cannot
/// push the rows below it, nor draw over them.
pub(super) fn slot<'a>(
    height: f32,
    content: impl Into<Element<'a, Message>>,
) -> Element<'a, Message> {
    // Clipped: in a narrow action area a long question loses its last
    // line rather than drawing over the row below.
    container(content)
        .width(Length::Fill)
        .height(height)
        .align_y(Alignment::Center)
        .clip(true)
        .into()
}
