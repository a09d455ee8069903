//! Small widgets the pad's views share: a die face as a button, the big
//! button of the next step, a smaller one beside it, a row of a reserved
//! height, a seat's name.
//!
//! A greyed button is still a button: a touch screen cannot hover for a
//! tooltip, so tapping it sends [`Message::Why`] and the pad shows why in
//! its line of explanations.

use super::Message;
use super::greyed::Greyed;
use crate::core::BangFace;
use crate::games::bang_dice::BangState;
use crate::ui::icons::Icon;
use crate::ui::theme;
use iced::widget::{button, container, row, space, text};
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
/// are not asked for; tapped then, it says why.
pub(super) fn palette_face<'a>(
    face: BangFace,
    size: f32,
    click: Option<Message>,
) -> Element<'a, Message> {
    let live = click.is_some();
    let button = face_in(face, size, false, live);
    match click {
        Some(click) => button.on_press(click).into(),
        None => button
            .style(|th, _| theme::secondary_button(th, button::Status::Disabled))
            .on_press(Message::Why(Greyed::Face))
            .into(),
    }
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

/// The most width of the next step's button: it takes what the buttons
/// after it leave, up to this, of one width whatever it says.
const BIG_MOST: f32 = 230.0;

/// The button of the next step, as wide as the row lets it (the buttons
/// after it stay put); greyed in place while `message` is none, and then
/// tapping it says `why`.
pub(super) fn big<'a>(
    label: String,
    message: Option<Message>,
    why: Greyed,
) -> Element<'a, Message> {
    let button = button(container(text(label).size(16)).center_x(Length::Fill))
        .width(Length::Fill)
        .padding([10, 12]);
    let button = match message {
        Some(message) => button.style(button::primary).on_press(message),
        None => button
            .style(|th, _| button::primary(th, button::Status::Disabled))
            .on_press(Message::Why(why)),
    };
    container(button).max_width(BIG_MOST).into()
}

/// A button beside it (a choice, taking something back); greyed in place
/// while `message` is none, and then tapping it says `why`.
pub(super) fn small<'a>(
    label: String,
    message: Option<Message>,
    why: Greyed,
) -> Element<'a, Message> {
    let button = button(text(label).size(15)).padding([9, 14]);
    match message {
        Some(message) => button.style(theme::secondary_button).on_press(message),
        None => button
            .style(|th, _| theme::secondary_button(th, button::Status::Disabled))
            .on_press(Message::Why(why)),
    }
    .into()
}

/// A button that is never greyed (an answer to a question).
pub(super) fn answer<'a>(label: String, message: Message) -> Element<'a, Message> {
    button(text(label).size(15))
        .padding([9, 14])
        .style(theme::secondary_button)
        .on_press(message)
        .into()
}

/// A row of the action area with its reserved height, so what it holds
/// stays in place whatever it says. Never clipped: in a narrow action area
/// a question that needs more lines than reserved makes the row taller
/// (which the layout checks catch) rather than losing its last line.
pub(super) fn slot<'a>(
    height: f32,
    content: impl Into<Element<'a, Message>>,
) -> Element<'a, Message> {
    // A row is as tall as its tallest child: the empty strut reserves the
    // height, the content may only make it taller.
    row![
        space().width(0).height(height),
        container(content).width(Length::Fill)
    ]
    .align_y(Alignment::Center)
    .into()
}
