//! A pad's list of choices (purchases, actions, incomes, targets): cells of
//! one width in the order given, as many to a row as fit, so a button keeps
//! its cell while the list keeps its order. A list of more than two whose
//! longest label would leave it one to a row goes two to a row instead, its
//! labels wrapping inside cells of one height per row (the Mayor's
//! purchases were seven rows with Ammo below the fold; the Dutch Undead
//! actions, "Op een Undead schieten", four rows under a scroll).

use super::area;
use super::buttons::{self, Tap};
use iced::Element;
use iced::widget::container;

/// About how wide a choice of these words is drawn (15 px text, or 13 px
/// in the shorter arrangement, and its padding): generous, so the words
/// are on one line where the estimate says so.
pub fn choice_width(words: &str, compact: bool) -> f32 {
    let (per_char, padding) = if compact { (6.6, 22.0) } else { (8.2, 24.0) };
    words.chars().count() as f32 * per_char + padding
}

/// The choices `(words, tap, picked)` inside `width`, in the shorter
/// arrangement's smaller text when `compact`.
pub fn grid<'a, M: Clone + 'a>(
    items: Vec<(String, Tap<M>, bool)>,
    width: f32,
    compact: bool,
) -> Element<'a, M> {
    let widest = items
        .iter()
        .map(|(words, _, _)| choice_width(words, compact))
        .fold(0.0, f32::max)
        .min(width);
    let (cell, per_row) = match area::per_row(widest, width) {
        1 if items.len() > 2 => (((width - area::GAP) / 2.0).max(1.0), 2),
        n => (widest, n),
    };
    // The text's room in a cell: its width less the padding at both sides.
    let room = (cell - 2.0 * buttons::choice_cell_side(compact)).max(1.0);
    // About the widest a character of the label's text is drawn on average.
    let per_char = if compact { 7.2 } else { 7.4 };
    let lines_of = |words: &str| {
        ((words.chars().count() as f32 * per_char / room).ceil() as usize).clamp(1, 3)
    };
    // Each row as tall as its longest label needs, so one long label does
    // not make every row of the list two lines tall.
    let rows: Vec<usize> = items
        .chunks(per_row)
        .map(|row| row.iter().map(|(w, _, _)| lines_of(w)).max().unwrap_or(1))
        .collect();
    let cells = items
        .into_iter()
        .enumerate()
        .map(|(i, (words, tap, picked))| {
            let lines = rows.get(i / per_row).copied().unwrap_or(1);
            container(buttons::choice_cell(words, tap, picked, compact, lines))
                .width(cell)
                .into()
        })
        .collect();
    area::grid(cells, per_row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_label_is_estimated_wider_than_half_a_pad() {
        // Half of the 1024×600 action area: the Dutch Undead action does
        // not fit on one line there, so the list goes two to a row wrapped.
        assert!(choice_width("Op een Undead schieten", false) > 200.0);
        assert!(choice_width("Stelen", false) < 100.0);
    }
}
