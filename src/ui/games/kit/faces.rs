//! A die's faces as buttons, every one inside the room given: as many to a
//! row as fit the width, the rows as even as they can be (a d8 in one row
//! of eight or two of four, a d20 in rows of ten, seven or five), so no
//! face of any die is ever cut off at any window size or text size.

use super::buttons::{self, FACE_HEIGHT, FACE_HEIGHT_COMPACT, FACE_WIDTH, FACE_WIDTH_COMPACT, Tap};
use iced::Element;
use iced::widget::{Column, Row, container};

/// The room between two faces.
pub const GAP: f32 = 6.0;

/// The id of the button of a face, for tests (`face-7`).
pub fn face_id(face: u8) -> String {
    format!("face-{face}")
}

/// How many faces go in a row of `width`, for a die of `sides`: as many as
/// fit, then spread so the rows are as even as they can be.
pub fn per_row(sides: u8, width: f32) -> usize {
    per_row_of(sides, width, FACE_WIDTH)
}

/// [`per_row`] for the faces of the area's shorter arrangement when
/// `compact`.
pub fn per_row_in(sides: u8, width: f32, compact: bool) -> usize {
    let face = if compact {
        FACE_WIDTH_COMPACT
    } else {
        FACE_WIDTH
    };
    per_row_of(sides, width, face)
}

/// [`per_row`] for faces of `face` width.
fn per_row_of(sides: u8, width: f32, face: f32) -> usize {
    let sides = usize::from(sides.max(1));
    let fit = (((width + GAP) / (face + GAP)).floor() as usize).clamp(1, sides);
    let rows = sides.div_ceil(fit);
    sides.div_ceil(rows)
}

/// The height the faces of a die of `sides` take in a row of `width`.
pub fn height(sides: u8, width: f32) -> f32 {
    let rows = usize::from(sides.max(1)).div_ceil(per_row(sides, width)) as f32;
    rows * FACE_HEIGHT + (rows - 1.0) * GAP
}

/// [`height`] in the area's shorter arrangement ([`pad_in`]).
pub fn height_compact(sides: u8, width: f32) -> f32 {
    let rows =
        usize::from(sides.max(1)).div_ceil(per_row_of(sides, width, FACE_WIDTH_COMPACT)) as f32;
    rows * FACE_HEIGHT_COMPACT + (rows - 1.0) * GAP
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

/// [`pad`], with the smaller faces of the area's shorter arrangement when
/// `compact` (a d8 in one row of the narrowest area, a d20 in two).
pub fn pad_in<'a, M: Clone + 'a>(
    sides: u8,
    width: f32,
    compact: bool,
    tap: impl Fn(u8) -> Tap<M>,
    picked: impl Fn(u8) -> bool,
) -> Element<'a, M> {
    let face_width = if compact {
        FACE_WIDTH_COMPACT
    } else {
        FACE_WIDTH
    };
    let per_row = per_row_of(sides, width, face_width);
    let mut rows = Column::new().spacing(GAP);
    let mut row = Row::new().spacing(GAP);
    for face in 1..=sides {
        row = row.push(
            container(buttons::face_in(
                face.to_string(),
                tap(face),
                picked(face),
                compact,
            ))
            .id(face_id(face)),
        );
        if usize::from(face) % per_row == 0 {
            rows = rows.push(row);
            row = Row::new().spacing(GAP);
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
        // The shorter arrangement: a d8 in one row of the narrowest area
        // (380 less its padding and scrollbar), so it fits 160 % text.
        assert_eq!(per_row_of(8, 348.0, FACE_WIDTH_COMPACT), 8);
        assert!(height_compact(8, 348.0) <= FACE_HEIGHT_COMPACT);
    }
}
