//! The pads' own buttons where the shared ones cannot be greyed: a choice
//! and the d20 pad, each enabled only while what it sends is offered, so a
//! button not available now stays in its place, greyed.

use crate::ui::theme;
use iced::widget::{Row, button, column, container, text};
use iced::{Element, Length};

/// A large button for one of several choices, greyed in place while its
/// message is none; `picked` shows it as chosen.
pub(super) fn option<'a, M: Clone + 'a>(
    label: String,
    message: Option<M>,
    picked: bool,
) -> Element<'a, M> {
    button(text(label).size(17))
        .padding([12, 18])
        .style(if picked {
            button::primary
        } else {
            theme::secondary_button
        })
        .on_press_maybe(message)
        .into()
}

/// The d20's faces in two rows of ten, greyed while `live` is false.
pub(super) fn d20_pad<'a, M: Clone + 'a>(on_face: impl Fn(u8) -> M, live: bool) -> Element<'a, M> {
    let mut rows = column![].spacing(6);
    for first in [1u8, 11] {
        let mut line = Row::new().spacing(6);
        for face in first..first + 10 {
            line = line.push(
                button(container(text(face.to_string()).size(20)).center_x(Length::Fill))
                    .width(52)
                    .padding([10, 0])
                    .style(theme::secondary_button)
                    .on_press_maybe(live.then(|| on_face(face))),
            );
        }
        rows = rows.push(line);
    }
    rows.into()
}
