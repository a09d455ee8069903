//! The Dice screen: every die kind the table entered, a bar per face with
//! its count, the chi-squared test and the honest sentence, the very lines
//! `holster dice` prints.

use super::Message;
use super::frame::unreadable;
use crate::core::Msg;
use crate::i18n::{self, Lang};
use crate::stats::{DiceTally, Records};
use crate::ui::theme;
use iced::widget::{Column, Row, column, container, progress_bar, row, text};
use iced::{Alignment, Element, Length};

/// The narrowest a kind's panel gets: its label, a bar and the count.
const NARROWEST: f32 = 300.0;
/// The gap between panels.
const GAP: f32 = 16.0;

/// How wide each kind's panel is in a page `width` wide: as many side by
/// side as fit (at most the three kinds), sharing the width.
fn panel_width(width: f32) -> f32 {
    let fit = ((width + GAP) / (NARROWEST + GAP)).floor().clamp(1.0, 3.0);
    ((width - GAP * (fit - 1.0)) / fit).max(NARROWEST)
}

/// The dice screen over `records`, on a page `width` wide.
pub(super) fn view<'a>(lang: Lang, records: &Records, width: f32) -> Element<'a, Message> {
    let panel = panel_width(width);
    let tallies = crate::stats::tally(records.games.iter().flat_map(|g| g.dice.iter()));
    let mut col = Column::new()
        .spacing(16)
        .push(text(i18n::text(lang, "stats-ui-dice-intro")).size(15));
    if tallies.is_empty() {
        col = col.push(text(i18n::text(lang, "stats-no-dice")).size(17));
    }
    let panels = tallies.iter().map(|t| kind_panel(lang, t, panel));
    col = col.push(
        Row::with_children(panels)
            .spacing(GAP)
            .wrap()
            .vertical_spacing(GAP),
    );
    col.extend(unreadable(lang, records)).into()
}

/// One kind of die: the heading, a bar per face, the test and the sentence.
fn kind_panel<'a>(lang: Lang, t: &DiceTally, width: f32) -> Element<'a, Message> {
    let say = |msg: &Msg| i18n::tr(lang, msg);
    let rolls = i64::try_from(t.rolls()).unwrap_or(i64::MAX);
    let heading = Msg::new("stats-dice-heading")
        .arg_key("die", t.kind.name_key())
        .arg("rolls", rolls);
    let mut col = column![text(say(&heading)).size(19)].spacing(8);
    // Bars to the largest count, so the tallest face fills its bar.
    let most = t.counts.iter().copied().max().unwrap_or(0).max(1) as f32;
    let mut faces = column![].spacing(4);
    for (count, face) in t.counts.iter().zip(1u8..) {
        // The face, its bar, and its count at the end where counts line up
        // (a "2 5" for the face 2 thrown 5 times reads as two numbers).
        let row = row![
            text(say(&t.kind.face_label(face))).size(15).width(84),
            progress_bar(0.0..=most, *count as f32)
                .length(Length::Fill)
                .girth(14),
            text(i18n::numbers::integer(
                lang,
                i64::try_from(*count).unwrap_or(i64::MAX)
            ))
            .size(15)
            .width(44)
            .align_x(iced::alignment::Horizontal::Right),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        faces = faces.push(container(row).id(face_id(t, face)));
    }
    col = col.push(faces);
    if let Some(fit) = t.fit() {
        col = col.push(text(say(&fit.sentence())).size(16));
    }
    col = col.push(text(say(&t.verdict())).size(15));
    if t.rough() {
        col = col.push(
            text(i18n::text(lang, "stats-dice-rough"))
                .size(14)
                .style(theme::faint_text),
        );
    }
    if crate::stats::rolls_needed(t.kind.sides()).is_some_and(|n| t.rolls() < n) {
        col = col.push(
            text(i18n::text(lang, "stats-dice-too-few"))
                .size(14)
                .style(theme::faint_text),
        );
    }
    container(col)
        .padding(16)
        .width(width)
        .style(theme::panel)
        .into()
}

#[cfg(test)]
#[test]
fn three_kinds_fit_side_by_side_from_a_1024_window_and_one_with_big_text() {
    // The page is the window less its padding of 24 on each side, at most
    // 1100 − 48.
    assert!((panel_width(1024.0 - 48.0) - 314.67).abs() < 0.01);
    assert!((panel_width(1052.0) - 340.0).abs() < 0.01);
    // 160 % on 1366 pixels: two; on 1024 pixels: one, as wide as the page.
    // (853.75 − 48 − 16) / 2.
    assert!((panel_width(1366.0 / 1.6 - 48.0) - 394.875).abs() < 0.01);
    assert!((panel_width(1024.0 / 1.6 - 48.0) - 592.0).abs() < 0.01);
    assert_eq!(panel_width(200.0), NARROWEST);
}

/// The id of the row of one face of one kind of die (`dice-d20-17`), for
/// tests to find its count.
fn face_id(t: &DiceTally, face: u8) -> String {
    format!("dice-{}-{face}", t.kind.slug())
}
