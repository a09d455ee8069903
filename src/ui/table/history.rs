//! The history: every entry, newest first, in the current language, with
//! undo, redo, a jump back to any entry, and a field for table notes.
//!
//! A click on an entry only opens it: what the rules said of it, and the
//! button that jumps back (or forth) to it. The jump is that second,
//! distinct click, so a stray tap on the list never takes back entries.

use super::outcome::finding_row;
use super::{Field, Message, NOTE_ID};
use crate::core::Severity;
use crate::i18n::{self, Lang};
use crate::session::HistoryItem;
use crate::ui::icons::Icon;
use crate::ui::theme;
use crate::ui::widgets::button;
use crate::ui::widgets::field_keys;
use iced::widget::{Column, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

/// The Undo button (id `undo`): with its label, or its icon alone (the
/// label said on hover) where room is short.
pub fn undo_button<'a>(lang: Lang, labelled: bool, live: bool) -> Element<'a, Message> {
    step_button(
        lang,
        Icon::Undo,
        "table-undo",
        labelled,
        live.then_some(Message::Undo),
        "undo",
    )
}

/// The Redo button (id `redo`), as [`undo_button`].
pub fn redo_button<'a>(lang: Lang, labelled: bool, live: bool) -> Element<'a, Message> {
    step_button(
        lang,
        Icon::Redo,
        "table-redo",
        labelled,
        live.then_some(Message::Redo),
        "redo",
    )
}

fn step_button<'a>(
    lang: Lang,
    icon: Icon,
    key: &str,
    labelled: bool,
    press: Option<Message>,
    id: &'static str,
) -> Element<'a, Message> {
    let label = i18n::text(lang, key);
    let button: Element<'a, Message> = if labelled {
        // Closer than other labelled buttons, on one line: Undo and Redo
        // share the history's width, and the Dutch "Opnieuw doen" wrapped.
        button(
            row![
                icon.view(18.0),
                text(label)
                    .size(14)
                    .wrapping(iced::widget::text::Wrapping::None)
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center),
        )
        .padding([10, 10])
        .style(theme::secondary_button)
        .on_press_maybe(press)
        .into()
    } else {
        iced::widget::tooltip(
            button(icon.view(18.0))
                .padding(10)
                .style(theme::secondary_button)
                .on_press_maybe(press),
            container(text(label)).padding(6).style(theme::panel),
            iced::widget::tooltip::Position::Bottom,
        )
        .into()
    };
    container(button).id(id).into()
}

/// The history panel: `newest` are the entries shown, newest first, and
/// `older` how many older ones are left out (a button shows more); `undo`
/// whether Undo and Redo can be pressed, if they are shown here.
pub fn view<'a>(
    lang: Lang,
    newest: &[HistoryItem],
    older: usize,
    cursor: usize,
    undo: Option<(bool, bool)>,
    note: &'a str,
    selected: Option<usize>,
) -> Element<'a, Message> {
    let t = |key: &str| i18n::text(lang, key);
    let controls: Element<'a, Message> = match undo {
        Some((can_undo, can_redo)) => row![
            undo_button(lang, true, can_undo),
            redo_button(lang, true, can_redo),
        ]
        .spacing(8)
        .into(),
        None => row![].into(),
    };
    // The opened entry's findings and its jump stand above the list, in
    // sight however far down the entry is (its row below stays lit).
    let opened: Element<'a, Message> = match newest.iter().find(|i| Some(i.number) == selected) {
        Some(item) => details(lang, item, cursor),
        None => row![].into(),
    };

    // Room on the right so the scrollbar never covers the markers.
    let mut list = Column::new().spacing(4).padding(iced::Padding {
        right: 14.0,
        ..iced::Padding::ZERO
    });
    if newest.is_empty() {
        list = list.push(text(t("table-history-empty")).size(14));
    }
    for item in newest {
        list = list.push(item_row(lang, item, cursor, selected == Some(item.number)));
    }
    if older > 0 {
        list = list.push(
            container(
                button(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("table-history-older").arg("count", older),
                    ))
                    .size(14),
                )
                .padding([6, 10])
                .style(theme::secondary_button)
                .on_press(Message::ShowOlder),
            )
            .id("history-older"),
        );
    }

    let note_field = row![
        field_keys(
            text_input(&t("table-note-prompt"), note)
                .id(NOTE_ID)
                .on_input(Message::NoteChanged)
                .on_submit(Message::AddNote)
                .padding(10)
        )
        .on_undo(Message::TextUndo(Field::Note))
        .on_redo(Message::TextRedo(Field::Note))
        .on_escape(Message::Cancel),
        button(Icon::Note.view(18.0))
            .padding(10)
            .style(crate::ui::theme::secondary_button)
            .on_press_maybe((!note.trim().is_empty()).then_some(Message::AddNote)),
    ]
    .spacing(6)
    .align_y(Alignment::Center);

    container(
        column![
            text(t("table-history")).size(20),
            controls,
            opened,
            scrollable(list).id(super::HISTORY_ID).height(Length::Fill),
            note_field,
        ]
        .spacing(10),
    )
    .padding(14)
    .height(Length::Fill)
    .style(theme::panel)
    .into()
}

fn item_row<'a>(
    lang: Lang,
    item: &HistoryItem,
    cursor: usize,
    selected: bool,
) -> Element<'a, Message> {
    let time = item
        .at
        .with_timezone(&chrono::Local)
        .format("%H:%M")
        .to_string();
    let mut line = row![
        text(format!("#{}", item.number)).size(13).width(38),
        text(time).size(13).width(42),
        text(i18n::by(lang, item.who.as_deref(), &item.description))
            .size(15)
            .width(Length::Fill),
    ]
    .spacing(6)
    .align_y(Alignment::Center);
    // The marks say there is more to read; the entry opens to show it.
    if !item.overrides.is_empty() {
        line = line.push(Icon::Warning.view(14.0));
    } else if item.findings.iter().any(|f| f.severity() == Severity::Info) {
        line = line.push(Icon::Info.view(14.0));
    }
    if !item.active {
        line = line.push(text(i18n::text(lang, "table-undone")).size(12));
    }
    // The newest entry in effect is where the game stands.
    let style = if item.number == cursor || selected {
        |th: &iced::Theme, status| {
            let mut style = button::text(th, status);
            style.background = Some(th.extended_palette().background.strong.color.into());
            style
        }
    } else if item.active {
        button::text
    } else {
        button::subtle
    };
    let head = button(line)
        .width(Length::Fill)
        .padding([4, 6])
        .style(style)
        .on_press(Message::Select(item.number));
    head.into()
}

/// What the rules said of an opened entry, and the button that jumps back
/// (or forth) to it.
fn details<'a>(lang: Lang, item: &HistoryItem, cursor: usize) -> Element<'a, Message> {
    let t = |key: &str| i18n::text(lang, key);
    let head = text(format!(
        "#{} {}",
        item.number,
        i18n::by(lang, item.who.as_deref(), &item.description)
    ))
    .size(15);
    let mut details = Column::new().spacing(6).padding([6, 10]).push(head);
    for finding in &item.findings {
        details = details.push(finding_row(lang, finding));
    }
    if !item.overrides.is_empty() {
        details = details.push(text(t("table-applied-anyway")).size(14));
    }
    if item.findings.is_empty() && item.overrides.is_empty() {
        details = details.push(text(t("table-no-findings")).size(14));
    }
    if item.number != cursor {
        let (key, count) = if item.number < cursor {
            ("table-jump-back", cursor - item.number)
        } else {
            ("table-jump-forward", item.number - cursor)
        };
        details = details.push(
            container(
                button(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new(key)
                            .arg("number", item.number)
                            .arg("count", count),
                    ))
                    .size(15),
                )
                .padding([8, 12])
                .style(theme::secondary_button)
                .on_press(Message::JumpTo(item.number)),
            )
            .id("jump-here"),
        );
    }
    container(details)
        .width(Length::Fill)
        .style(|th| theme::banner(th, theme::Tone::Info))
        .into()
}
