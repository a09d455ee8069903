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

/// Wide enough for three kinds side by side on a wide window, two or one
/// on a narrower one or with bigger text.
const PANEL_WIDTH: f32 = 336.0;

/// The dice screen over `records`.
pub(super) fn view<'a>(lang: Lang, records: &Records) -> Element<'a, Message> {
    let tallies = crate::stats::tally(records.games.iter().flat_map(|g| g.dice.iter()));
    let mut col = Column::new()
        .spacing(16)
        .push(text(i18n::text(lang, "stats-ui-dice-intro")).size(15));
    if tallies.is_empty() {
        col = col.push(text(i18n::text(lang, "stats-no-dice")).size(17));
    }
    let panels = tallies.iter().map(|t| kind_panel(lang, t));
    col = col.push(
        Row::with_children(panels)
            .spacing(16)
            .wrap()
            .vertical_spacing(16),
    );
    col.extend(unreadable(lang, records)).into()
}

/// One kind of die: the heading, a bar per face, the test and the sentence.
fn kind_panel<'a>(lang: Lang, t: &DiceTally) -> Element<'a, Message> {
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
            text(count.to_string())
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
        let msg = Msg::new("stats-dice-fit")
            .arg("statistic", format!("{:.2}", fit.statistic))
            .arg("freedom", i64::from(fit.freedom))
            .arg("p", crate::stats::show_p(fit.p_value));
        col = col.push(text(say(&msg)).size(16));
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
        .width(PANEL_WIDTH)
        .style(theme::panel)
        .into()
}

/// The id of the row of one face of one kind of die (`dice-d20-17`), for
/// tests to find its count.
fn face_id(t: &DiceTally, face: u8) -> String {
    format!("dice-{}-{face}", t.kind.slug())
}
