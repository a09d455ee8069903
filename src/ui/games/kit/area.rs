//! The fixed action area of a pad. Every part has its place and its height
//! whatever it shows, so nothing moves under the finger:
//!
//! 1. the main row: the main button (the step that moves the game on: roll,
//!    end the turn, the next round) always at its left end, of one size,
//!    and at its right end the open form's Enter and Cancel; while a form
//!    is open the main button is greyed and says why (finish or cancel the
//!    choice first), so a choice is never dropped by a tap beside it;
//! 2. the question: what the rules expect now, or what the open form holds;
//! 3. the reason line ([`super::reason`]): why a greyed button is greyed,
//!    or else the odds of the choice the dice make now;
//! 4. the body: the step's buttons, or the open form's choices.

use super::buttons::{BIG_HEIGHT, BIG_HEIGHT_COMPACT};
use super::reason;
use iced::widget::{Row, column, container, space, text};
use iced::{Alignment, Element, Length};

/// The id of the main button's place, for tests: its bounds are the same in
/// every state of every game.
pub const MAIN_ID: &str = "pad-main";

/// The question's height: three lines of its text in the narrowest area.
pub const QUESTION_HEIGHT: f32 = 60.0;
/// The question's height in the shorter arrangement: two smaller lines.
pub const QUESTION_HEIGHT_COMPACT: f32 = 36.0;

/// The room between the parts.
pub const GAP: f32 = 6.0;

/// The parts of a pad's action area.
pub struct Area<'a, M> {
    /// The main button ([`super::buttons::main`]), or none in a state
    /// that has no step to move on with (its place stays empty, so what
    /// is below it stays put; a pad that never has one draws the area with
    /// [`Area::view_rowless_in`]).
    pub main: Option<Element<'a, M>>,
    /// At the right end of the main row: the open form's Enter and Cancel,
    /// or what undoes the last click (take back).
    pub end: Vec<Element<'a, M>>,
    /// What the rules expect now, or what the open form holds so far.
    pub question: String,
    /// Why the greyed button last tapped is greyed.
    pub why: Option<String>,
    /// The odds of the choice the dice make now, said in the reason line
    /// while it has no reason to give (a reason is the answer to the tap
    /// just made, so it comes first; the odds are back on the next tap).
    pub odds: Option<String>,
    /// The step's buttons or the open form's choices.
    pub body: Element<'a, M>,
}

impl<'a, M: 'a> Area<'a, M> {
    /// The area, its parts at their places.
    pub fn view(self) -> Element<'a, M> {
        self.view_in(false)
    }

    /// The area, in its shorter arrangement when `compact` (a short room:
    /// 160 % text on a 1366×768 screen): smaller text in the question and
    /// the reason line, and the main row's buttons of
    /// [`BIG_HEIGHT_COMPACT`](super::buttons::BIG_HEIGHT_COMPACT) (made
    /// with the buttons' `compact` forms).
    pub fn view_in(self, compact: bool) -> Element<'a, M> {
        self.drawn(compact, true)
    }

    /// The area of a pad that never has a main step nor anything at the
    /// row's end (Tally): the row's room goes to the body.
    pub fn view_rowless_in(self, compact: bool) -> Element<'a, M> {
        self.drawn(compact, false)
    }

    fn drawn(self, compact: bool, with_row: bool) -> Element<'a, M> {
        let (row_height, question_height, size) = if compact {
            (BIG_HEIGHT_COMPACT, QUESTION_HEIGHT_COMPACT, 13.0)
        } else {
            (BIG_HEIGHT, QUESTION_HEIGHT, 15.0)
        };
        let main = container(self.main.unwrap_or_else(|| space().into()))
            .id(MAIN_ID)
            .height(row_height)
            .align_y(Alignment::Center);
        let mut top = Row::new()
            .spacing(8)
            .height(row_height)
            .align_y(Alignment::Center)
            .push(main)
            .push(space().width(Length::Fill));
        for button in self.end {
            top = top.push(button);
        }
        let why = match self.why {
            Some(why) => reason::Said::Why(why),
            None => match self.odds {
                Some(odds) => reason::Said::Odds(odds),
                None => reason::Said::Nothing,
            },
        };
        let why = if compact {
            reason::line_compact(why)
        } else {
            reason::line(why)
        };
        // Every pad but one without a main step keeps the row in every
        // state, empty or not, so the main button has its place and the
        // question below it never moves up (it did in Undead's setup).
        let top: Option<Element<'a, M>> = with_row.then(|| top.into());
        column![
            top,
            container(text(self.question).size(size))
                .height(question_height)
                .width(Length::Fill)
                .align_y(Alignment::Center),
            why,
            container(self.body).width(Length::Fill),
        ]
        .spacing(if compact { GAP_COMPACT } else { GAP })
        .into()
    }
}

/// A pad given less height than this takes the area's shorter arrangement
/// ([`Area::view_in`], the faces of `faces::pad_in`): 1024×600 and 160 %
/// text on 1366×768 leave less, a 1366×768 screen at 100 % more.
pub const COMPACT_BELOW: f32 = 340.0;

/// The room between the parts in the shorter arrangement.
pub const GAP_COMPACT: f32 = 2.0;

/// A grid of buttons of one size, `per_row` to a row, in the order given:
/// a button keeps its cell from one state to the next as long as the list
/// keeps its order (greyed in place, never left out), so a label that
/// changes or a button greyed moves none of the others.
pub fn grid<'a, M: 'a>(buttons: Vec<Element<'a, M>>, per_row: usize) -> Element<'a, M> {
    let per_row = per_row.max(1);
    let mut rows = iced::widget::Column::new().spacing(GAP);
    let mut row = Row::new().spacing(GAP);
    let mut count = 0;
    for button in buttons {
        row = row.push(button);
        count += 1;
        if count % per_row == 0 {
            rows = rows.push(row);
            row = Row::new().spacing(GAP);
        }
    }
    if count % per_row != 0 {
        rows = rows.push(row);
    }
    rows.into()
}

/// How many buttons of `width` fit a row of `room`.
pub fn per_row(width: f32, room: f32) -> usize {
    (((room + GAP) / (width + GAP)).floor() as usize).max(1)
}
