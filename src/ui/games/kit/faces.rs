//! A die's faces as buttons, every one inside the room given: as many to a
//! row as fit the width, the rows as even as they can be (a d8 in one row
//! of eight or two of four, a d20 in rows of ten, seven or five), so no
//! face of any die is ever cut off at any window size or text size.

use super::buttons::{self, FACE_HEIGHT, FACE_HEIGHT_COMPACT, FACE_WIDTH, FACE_WIDTH_COMPACT, Tap};
use iced::Element;
use iced::widget::{Column, Row, container};

/// The room between two faces.
pub const GAP: f32 = 6.0;
/// The room between two faces in the shorter arrangement.
pub const GAP_COMPACT: f32 = 4.0;

/// The id of the button of a face, for tests (`face-7`).
pub fn face_id(face: u8) -> String {
    format!("face-{face}")
}

/// How many faces go in a row of `width`, for a die of `sides`: as many as
/// fit, then spread so the rows are as even as they can be.
pub fn per_row(sides: u8, width: f32) -> usize {
    per_row_in(sides, width, false)
}

/// [`per_row`], of the shorter arrangement's faces when `compact`.
pub fn per_row_in(sides: u8, width: f32, compact: bool) -> usize {
    let (face, gap) = if compact {
        (FACE_WIDTH_COMPACT, GAP_COMPACT)
    } else {
        (FACE_WIDTH, GAP)
    };
    let sides = usize::from(sides.max(1));
    let fit = (((width + gap) / (face + gap)).floor() as usize).clamp(1, sides);
    let rows = sides.div_ceil(fit);
    sides.div_ceil(rows)
}

/// The height the faces of a die of `sides` take in a row of `width`.
pub fn height(sides: u8, width: f32) -> f32 {
    height_in(sides, width, false)
}

/// [`height`], of the shorter arrangement's faces when `compact`.
pub fn height_in(sides: u8, width: f32, compact: bool) -> f32 {
    let (face, gap) = if compact {
        (FACE_HEIGHT_COMPACT, GAP_COMPACT)
    } else {
        (FACE_HEIGHT, GAP)
    };
    let rows = usize::from(sides.max(1)).div_ceil(per_row_in(sides, width, compact)) as f32;
    rows * face + (rows - 1.0) * gap
}

/// The faces 1 to `sides`, in rows that fit `width`; `tap` says what each
/// does now and `picked` which are shown as chosen.
pub fn pad<'a, M: Clone + 'a>(
    sides: u8,
    width: f32,
    tap: impl Fn(u8) -> Tap<M>,
    picked: impl Fn(u8) -> bool,
) -> Element<'a, M> {
    pad_in(sides, width, false, tap, picked)
}

/// [`pad`], with the shorter arrangement's smaller faces when `compact`
/// (a short room: a d20 in two rows of ten where it would take four).
pub fn pad_in<'a, M: Clone + 'a>(
    sides: u8,
    width: f32,
    compact: bool,
    tap: impl Fn(u8) -> Tap<M>,
    picked: impl Fn(u8) -> bool,
) -> Element<'a, M> {
    let per_row = per_row_in(sides, width, compact);
    let gap = if compact { GAP_COMPACT } else { GAP };
    let face_of = |words: String, tap: Tap<M>, picked: bool| {
        if compact {
            buttons::face_compact(words, tap, picked)
        } else {
            buttons::face(words, tap, picked)
        }
    };
    let mut rows = Column::new().spacing(gap);
    let mut row = Row::new().spacing(gap);
    for face in 1..=sides {
        row = row
            .push(container(face_of(face.to_string(), tap(face), picked(face))).id(face_id(face)));
        if usize::from(face) % per_row == 0 {
            rows = rows.push(row);
            row = Row::new().spacing(gap);
        }
    }
    if usize::from(sides) % per_row != 0 {
        rows = rows.push(row);
    }
    rows.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_fits_the_width_and_the_rows_are_even() {
        // The narrowest action area holds seven faces of a d20 a row.
        for width in [200.0, 380.0, 420.0, 600.0] {
            for sides in [6u8, 8, 20] {
                let n = per_row(sides, width);
                let used = n as f32 * FACE_WIDTH + (n as f32 - 1.0) * GAP;
                assert!(used <= width, "{sides} at {width}: {n} take {used}");
            }
        }
        assert_eq!(per_row(20, 600.0), 10);
        assert_eq!(per_row(20, 380.0), 7);
        assert_eq!(per_row(8, 380.0), 4, "two rows of four, not seven and one");
        assert_eq!(per_row(8, 420.0), 8);
        assert_eq!(per_row(20, 10.0), 1, "one a row in no room at all");
        // The shorter arrangement: a d20 in two rows of ten at 160 % text.
        assert_eq!(per_row_in(20, 348.0, true), 10);
        assert!(height_in(20, 348.0, true) <= 60.0);
    }
}
