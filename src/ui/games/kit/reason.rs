//! The reserved line of a pad that says why the greyed button last tapped
//! is greyed, in the rules' own words: of one height whether it says
//! something or not, so nothing below it moves.

use crate::ui::icons::Icon;
use iced::widget::{container, row, space, text};
use iced::{Alignment, Element, Length};

/// The id of the reason line, for tests.
pub const WHY_ID: &str = "why-greyed";

/// The line's height: two lines of its text in the narrowest action area.
pub const HEIGHT: f32 = 40.0;

/// The line's height in the shorter arrangement: two smaller lines.
pub const HEIGHT_COMPACT: f32 = 30.0;

/// The reason line: `why`, or nothing, in [`HEIGHT`].
pub fn line<'a, M: 'a>(why: Option<String>) -> Element<'a, M> {
    drawn(why, HEIGHT, 14.0)
}

/// The reason line of the shorter arrangement, in [`HEIGHT_COMPACT`].
pub fn line_compact<'a, M: 'a>(why: Option<String>) -> Element<'a, M> {
    drawn(why, HEIGHT_COMPACT, 12.0)
}

fn drawn<'a, M: 'a>(why: Option<String>, height: f32, size: f32) -> Element<'a, M> {
    let content: Element<'a, M> = match why {
        Some(why) => row![
            Icon::Info.view(16.0),
            text(why).size(size).width(Length::Fill)
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into(),
        None => space().into(),
    };
    container(content)
        .height(height)
        .width(Length::Fill)
        .align_y(Alignment::Center)
        .id(WHY_ID)
        .into()
}
