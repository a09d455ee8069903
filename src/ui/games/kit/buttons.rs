//! A pad's buttons. A button not available now is greyed in place, never
//! removed, and a greyed button is still a button: on a touch screen it is
//! tapped, and then the pad's reason line says why ([`super::reason`]).
//! Each kind of button has one size, so a label that changes moves nothing.

use crate::ui::theme;
use crate::ui::widgets::button;
use iced::widget::text::Wrapping;
use iced::widget::{container, text};
use iced::{Alignment, Element, Length};

/// The width of the main button (and of a step button): "Beurt beëindigen"
/// and "Volgende ronde" at 17 px on one line.
pub const MAIN_WIDTH: f32 = 190.0;
/// The height of the main and step buttons: two lines of their text, so a
/// long label wraps inside its button instead of pushing what follows.
pub const BIG_HEIGHT: f32 = 52.0;
/// The height of the main and step buttons in the shorter arrangement of
/// the area (one line, smaller text).
pub const BIG_HEIGHT_COMPACT: f32 = 40.0;
/// The width of a die's face: two digits at 18 px.
pub const FACE_WIDTH: f32 = 46.0;
/// The height of a die's face.
pub const FACE_HEIGHT: f32 = 40.0;
/// The width of a die's face in the area's shorter arrangement: a d20's
/// twenty faces in two rows of ten in the narrowest action area at 160 %
/// text (where a logical pixel is already 1.6 of the screen's).
pub const FACE_WIDTH_COMPACT: f32 = 30.0;
/// The height of a die's face in the shorter arrangement.
pub const FACE_HEIGHT_COMPACT: f32 = 28.0;
/// The height of a choice.
pub const CHOICE_HEIGHT: f32 = 38.0;
/// The widest a side button's words go before they take a second line:
/// the main button, an Enter and a Cancel fit the narrowest action area.
pub const SIDE_MAX_WIDTH: f32 = 110.0;
/// The height of a side button in the area's shorter arrangement.
pub const SIDE_HEIGHT_COMPACT: f32 = 34.0;

/// What tapping a button does: its click while the rules take it now, or
/// while it is greyed the click that asks why.
#[derive(Debug, Clone, PartialEq)]
pub enum Tap<M> {
    /// Available: the click itself.
    Live(M),
    /// Greyed in place: the click that makes the pad say why.
    Greyed(M),
}

impl<M> Tap<M> {
    /// `message` while `live`, else `why`.
    pub fn new(live: bool, message: M, why: M) -> Tap<M> {
        if live {
            Tap::Live(message)
        } else {
            Tap::Greyed(why)
        }
    }

    /// Whether the button is available now.
    pub fn live(&self) -> bool {
        matches!(self, Tap::Live(_))
    }

    /// The click a tap sends.
    pub fn message(&self) -> &M {
        match self {
            Tap::Live(m) | Tap::Greyed(m) => m,
        }
    }
}

/// One button a pad draws, as the tests of every pad see it: its words and
/// what a tap does. A pad's view is drawn from the same list, so what the
/// tests check is what the table sees.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawn<M> {
    /// Its label.
    pub label: String,
    /// What a tap does.
    pub tap: Tap<M>,
    /// Whether it only steers the pad (Cancel, take back, start over, a
    /// tracked number's −/+): it never builds an entry of the game, so it
    /// is not among the pad's offers.
    pub control: bool,
}

impl<M> Drawn<M> {
    /// A button that builds or makes an entry.
    pub fn new(label: String, tap: Tap<M>) -> Drawn<M> {
        Drawn {
            label,
            tap,
            control: false,
        }
    }

    /// A button that only steers the pad.
    pub fn control(label: String, tap: Tap<M>) -> Drawn<M> {
        Drawn {
            label,
            tap,
            control: true,
        }
    }
}

/// How a kind of button looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Look {
    /// The step the rules expect: primary.
    Primary,
    /// A choice or a face: secondary.
    Secondary,
    /// A choice already made (a ticked slot, a picked target).
    Picked,
}

fn styled<'a, M: Clone + 'a>(
    content: Element<'a, M>,
    tap: Tap<M>,
    look: Look,
) -> crate::ui::widgets::Button<'a, M> {
    let live = tap.live();
    let message = tap.message().clone();
    button(content)
        .style(move |th, status| {
            let status = theme::greyed_unless(live, status);
            match look {
                Look::Primary | Look::Picked => button::primary(th, status),
                Look::Secondary => theme::secondary_button(th, status),
            }
        })
        .on_press(message)
}

/// A label centred in its button, wrapping onto a second line when long.
fn label<'a, M: 'a>(words: String, size: f32) -> Element<'a, M> {
    container(text(words).size(size).align_x(Alignment::Center))
        .center(Length::Fill)
        .into()
}

/// The main button: the step that moves the game on (roll, end the turn,
/// the next round), always at the same place and of one size.
pub fn main<'a, M: Clone + 'a>(words: String, tap: Tap<M>) -> Element<'a, M> {
    styled(label(words, 17.0), tap, Look::Primary)
        .width(MAIN_WIDTH)
        .height(BIG_HEIGHT)
        .padding([4, 8])
        .into()
}

/// The main button, of the area's shorter arrangement when `compact`.
pub fn main_in<'a, M: Clone + 'a>(words: String, tap: Tap<M>, compact: bool) -> Element<'a, M> {
    if compact {
        main_compact(words, tap)
    } else {
        main(words, tap)
    }
}

/// The main button of the area's shorter arrangement.
pub fn main_compact<'a, M: Clone + 'a>(words: String, tap: Tap<M>) -> Element<'a, M> {
    styled(label(words, 15.0), tap, Look::Primary)
        .width(MAIN_WIDTH)
        .height(BIG_HEIGHT_COMPACT)
        .padding([2, 8])
        .into()
}

/// A step's button (an action of the turn, a form to open), of the main
/// button's size; `open` marks the one whose form is open.
pub fn step<'a, M: Clone + 'a>(words: String, tap: Tap<M>, open: bool) -> Element<'a, M> {
    let look = if open { Look::Picked } else { Look::Secondary };
    styled(label(words, 15.0), tap, look)
        .width(MAIN_WIDTH)
        .height(BIG_HEIGHT)
        .padding([4, 8])
        .into()
}

/// A small button at the right end of the main row (Cancel, start over,
/// take back), as tall as the main button.
pub fn side<'a, M: Clone + 'a>(words: String, tap: Tap<M>, compact: bool) -> Element<'a, M> {
    let (size, height) = if compact {
        (13.0, SIDE_HEIGHT_COMPACT)
    } else {
        (14.0, CHOICE_HEIGHT)
    };
    // As wide as its words up to SIDE_MAX_WIDTH, then on two lines: it
    // sits beside the main button, and a long Enter beside a Cancel must
    // not push the Cancel out of the narrowest area (it did at 1024×600).
    let words = container(
        text(words)
            .size(size)
            .wrapping(Wrapping::Word)
            .align_x(Alignment::Center),
    )
    .max_width(SIDE_MAX_WIDTH)
    .center_y(Length::Fill);
    styled(words.into(), tap, Look::Secondary)
        .height(height)
        .padding([2, 12])
        .into()
}

/// A choice of the open form (a target, a resource, an answer), of one
/// height; `picked` shows it as chosen.
pub fn choice<'a, M: Clone + 'a>(words: String, tap: Tap<M>, picked: bool) -> Element<'a, M> {
    let look = if picked {
        Look::Picked
    } else {
        Look::Secondary
    };
    styled(text(words).size(15).into(), tap, look)
        .height(CHOICE_HEIGHT)
        .padding([8, 12])
        .into()
}

/// A choice in a grid whose cells are all `lines` lines of text tall (of
/// either arrangement's size): a long label wraps inside its cell rather
/// than make the grid one button to a row, and every cell of the grid has
/// the same height, so no choice moves another.
pub fn choice_cell<'a, M: Clone + 'a>(
    words: String,
    tap: Tap<M>,
    picked: bool,
    compact: bool,
    lines: usize,
) -> Element<'a, M> {
    let (size, line, pad, one) = if compact {
        (13.0, 17.0, 4.0, SIDE_HEIGHT_COMPACT)
    } else {
        (15.0, 20.0, 8.0, CHOICE_HEIGHT)
    };
    let side = choice_cell_side(compact);
    let look = if picked {
        Look::Picked
    } else {
        Look::Secondary
    };
    let height = one.max(lines as f32 * line + 2.0 * pad);
    let words = container(text(words).size(size).wrapping(Wrapping::Word)).center_y(Length::Fill);
    styled(words.into(), tap, look)
        .width(Length::Fill)
        .height(height)
        .padding([pad, side])
        .into()
}

/// The room at each side of a [`choice_cell`]'s words.
pub fn choice_cell_side(compact: bool) -> f32 {
    if compact { 6.0 } else { 10.0 }
}

/// A die's face (or a slot, a weak point: anything of a row of numbers),
/// all of one width, so picking one moves none of the others.
pub fn face<'a, M: Clone + 'a>(words: String, tap: Tap<M>, picked: bool) -> Element<'a, M> {
    face_in(words, tap, picked, false)
}

/// A die's face of the area's shorter arrangement when `compact`
/// ([`FACE_WIDTH_COMPACT`] × [`FACE_HEIGHT_COMPACT`]), else of the usual size.
pub fn face_in<'a, M: Clone + 'a>(
    words: String,
    tap: Tap<M>,
    picked: bool,
    compact: bool,
) -> Element<'a, M> {
    let look = if picked {
        Look::Picked
    } else {
        Look::Secondary
    };
    let (width, height, size) = if compact {
        (FACE_WIDTH_COMPACT, FACE_HEIGHT_COMPACT, 15.0)
    } else {
        (FACE_WIDTH, FACE_HEIGHT, 18.0)
    };
    styled(label(words, size), tap, look)
        .width(width)
        .height(height)
        .padding(0)
        .into()
}

/// A die's face of the area's shorter arrangement: smaller, all of one
/// width, so a d20's faces fit a short room whole.
pub fn face_compact<'a, M: Clone + 'a>(words: String, tap: Tap<M>, picked: bool) -> Element<'a, M> {
    face_in(words, tap, picked, true)
}
