//! The reserved line of a pad that says why the greyed button last tapped
//! is greyed, in the rules' own words, and otherwise the exact odds of the
//! choice the dice make now (`Game::odds`): of one height whether it says
//! something or not, so nothing below it moves. The odds share it rather
//! than take a line of their own: at 160 % text on 1366×768 a pad has no
//! line to spare, and a reason only shows right after a greyed tap.

use crate::ui::icons::Icon;
use iced::widget::{container, row, space, text};
use iced::{Alignment, Element, Length};

/// The id of the reason line, for tests.
pub const WHY_ID: &str = "why-greyed";

/// The line's height: two lines of its text in the narrowest action area.
pub const HEIGHT: f32 = 40.0;

/// The line's height in the shorter arrangement: two smaller lines.
pub const HEIGHT_COMPACT: f32 = 30.0;

/// What the reason line says.
#[derive(Debug, Clone, PartialEq)]
pub enum Said {
    /// Nothing: the line keeps its room.
    Nothing,
    /// Why the greyed button last tapped is greyed.
    Why(String),
    /// The odds of the choice the dice make now.
    Odds(String),
}

impl From<Option<String>> for Said {
    /// A reason, or nothing.
    fn from(why: Option<String>) -> Said {
        why.map_or(Said::Nothing, Said::Why)
    }
}

/// The reason line: `said`, in [`HEIGHT`].
pub fn line<'a, M: 'a>(said: impl Into<Said>) -> Element<'a, M> {
    drawn(said.into(), HEIGHT, 14.0)
}

/// The reason line of the shorter arrangement, in [`HEIGHT_COMPACT`].
pub fn line_compact<'a, M: 'a>(said: impl Into<Said>) -> Element<'a, M> {
    drawn(said.into(), HEIGHT_COMPACT, 12.0)
}

fn drawn<'a, M: 'a>(said: Said, height: f32, size: f32) -> Element<'a, M> {
    let content: Element<'a, M> = match said {
        Said::Why(why) => row![
            Icon::Info.view(16.0),
            text(why).size(size).width(Length::Fill)
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into(),
        // One size smaller: the figures are more words than a reason.
        Said::Odds(odds) => row![
            Icon::Die.view(16.0),
            text(odds).size(size - 1.0).width(Length::Fill)
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into(),
        Said::Nothing => space().into(),
    };
    container(content)
        .height(height)
        .width(Length::Fill)
        .align_y(Alignment::Center)
        .id(WHY_ID)
        .into()
}
