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

/// The reason line: `why`, or nothing, in [`HEIGHT`].
pub fn line<'a, M: 'a>(why: Option<String>) -> Element<'a, M> {
    let content: Element<'a, M> = match why {
        Some(why) => row![
            Icon::Info.view(16.0),
            text(why).size(14).width(Length::Fill)
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into(),
        None => space().into(),
    };
    container(content)
        .height(HEIGHT)
        .width(Length::Fill)
        .align_y(Alignment::Center)
        .id(WHY_ID)
        .into()
}
