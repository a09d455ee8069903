//! How the table view is drawn: the header on top; below it the action
//! area (the field, the place for what the last entry did, the game's pad)
//! at the left, the players beside it, and the reminders and the history at
//! the right or in a drawer. Each part's place and size come from the
//! window's size alone ([`layout`](super::layout)).

use super::layout::{self, Frame};
use super::outcome;
use super::{ENTRY_ID, Field, Message, PAD_ID, Table, history, players};
use crate::core::{BoardValue, Msg};
use crate::i18n::{self, Lang};
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::button;
use crate::ui::widgets::{field_keys, labelled_icon_button, seat_id};
use iced::widget::text::Wrapping;
use iced::widget::{
    Column, Row, column, container, opaque, responsive, row, scrollable, space, stack, text,
    text_input, tooltip,
};
use iced::{Alignment, Element, Length};

/// The id of the action area (the field, the outcome, the game's pad), for tests.
pub const ACTION_ID: &str = "action-area";

/// The id of the header's game, turn and progress, for tests.
pub const FACTS_ID: &str = "table-facts";

/// Room at the pad's right for its scrollbar.
const PAD_SCROLLBAR: f32 = 12.0;

/// The width of the drawer's button: what it holds (on two lines where
/// long) and the number of reminders.
const DRAWER_BUTTON: f32 = 210.0;

impl Table {
    /// The view, fitted to the room the window gives it.
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        if let Some(summary) = &self.summary {
            return summary.view(lang).map(Message::Summary);
        }
        responsive(move |size| self.framed(lang, layout::frame(size))).into()
    }

    fn framed(&self, lang: Lang, frame: Frame) -> Element<'_, Message> {
        let mut body = Row::new()
            .spacing(layout::GAP)
            .height(Length::Fill)
            .push(self.action_area(lang, frame))
            .push(crate::ui::widgets::focus::covered(
                self.with_clock(lang, frame, self.board(lang)),
                // Under the drawer (below): out of Tab's reach.
                !frame.side && self.drawer,
            ));
        if frame.side {
            body = body.push(self.side(lang, true));
        }
        // The drawer lies over the players, never over the action area, so
        // the next step stays where it was while the history is read.
        let body: Element<'_, Message> = if !frame.side && self.drawer {
            stack![
                body,
                container(opaque(
                    container(self.side(lang, false))
                        .padding(8)
                        .style(theme::drawer)
                ))
                .align_right(Length::Fill)
                .height(Length::Fill)
            ]
            .into()
        } else {
            body.into()
        };
        let body = match self.phones_panel(lang) {
            Some(panel) if super::phones::over_the_whole_table(frame) => stack![body, panel].into(),
            _ => body,
        };
        column![self.header(lang, frame), body]
            .spacing(layout::GAP)
            .padding(layout::PAD)
            .into()
    }

    /// The game, where it stands and whose turn it is, on two lines of a
    /// fixed height, and the header's buttons always at the right.
    fn header(&self, lang: Lang, frame: Frame) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut title = Row::new().spacing(12).align_y(Alignment::Center).push(
            text(t(&self.session.game().title_key()))
                .size(22)
                .wrapping(Wrapping::None),
        );
        // Whose turn it is, as the game says it ("Ann's turn (Mayor)"), with
        // its own icon: the star is the Sheriff's badge.
        if let Some(turn) = self.session.turn_of() {
            title = title.push(
                container(
                    row![
                        Icon::Revolver.view(16.0),
                        text(i18n::tr(lang, &turn))
                            .size(15)
                            .wrapping(Wrapping::None)
                    ]
                    .spacing(6)
                    .align_y(Alignment::Center),
                )
                .padding([2, 8])
                .style(|th| theme::banner(th, Tone::Info)),
            );
        }
        let progress: Vec<String> = self
            .session
            .progress()
            .iter()
            .map(|step| i18n::tr(lang, step))
            .collect();
        // One line each, cut at the edge rather than wrapped: the header has
        // one height, so a wrapped line would run under the next.
        let facts = column![
            title,
            text(progress.join(" · ")).size(15).wrapping(Wrapping::None)
        ]
        .spacing(4);

        let mut buttons = Row::new().spacing(8).align_y(Alignment::Center);
        if self.over {
            let again = labelled_or_icon(Icon::Badge, t("summary-open"), frame.labels)
                .on_press(Message::ShowSummary);
            buttons = buttons.push(container(again).id(crate::ui::summary::OPEN_ID));
        }
        // Picking a player at random means nothing with one at the table.
        if self.session.players().len() > 1 {
            let pick = labelled_or_icon(Icon::Shuffle, t("table-pick"), frame.labels)
                .on_press(Message::Pick);
            buttons = buttons.push(container(pick).id("pick"));
        }
        if !frame.side {
            buttons = buttons.push(self.drawer_button(lang));
        }
        buttons = buttons.push(
            container(
                button(text(t("table-home")))
                    .padding([10, 14])
                    .style(theme::secondary_button)
                    .on_press(Message::Home),
            )
            .id("home"),
        );
        row![
            container(facts).width(Length::Fill).clip(true).id(FACTS_ID),
            buttons
        ]
        .spacing(12)
        .align_y(Alignment::Center)
        .height(layout::HEADER)
        .into()
    }

    /// The button that opens the drawer with the reminders and the history:
    /// of one width whatever it says, so the header's buttons stay put, and
    /// in the eye-catching colour while reminders wait, with their number.
    fn drawer_button(&self, lang: Lang) -> Element<'_, Message> {
        let reminders = self.session.reminders().len();
        let (icon, count) = if reminders == 0 {
            (Icon::Note, String::new())
        } else {
            (Icon::Bell, reminders.to_string())
        };
        let toggle = button(
            row![
                icon.view(18.0),
                // Named for what it holds: the reminders and the history.
                text(i18n::text(lang, "table-drawer"))
                    .size(13)
                    .width(Length::Fill),
                text(count).size(15),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        )
        .width(DRAWER_BUTTON)
        .padding([10, 14])
        .style(if self.drawer || reminders > 0 {
            button::primary
        } else {
            theme::secondary_button
        })
        .on_press(Message::ToggleDrawer);
        let toggle: Element<'_, Message> = if reminders == 0 {
            toggle.into()
        } else {
            tooltip(
                toggle,
                container(text(i18n::tr(
                    lang,
                    &Msg::new("table-reminders-count").arg("count", reminders),
                )))
                .padding(6)
                .style(theme::panel),
                tooltip::Position::Bottom,
            )
            .into()
        };
        container(toggle).id("history-drawer").into()
    }

    /// The field, the reserved place for what the last entry did, and the
    /// game's pad, each of a fixed size.
    fn action_area(&self, lang: Lang, frame: Frame) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let hint = i18n::tr(lang, &self.session.entry_hint());
        let field = field_keys(
            text_input(
                &i18n::tr(lang, &Msg::new("table-entry-prompt").arg("hint", hint)),
                &self.entry,
            )
            .id(ENTRY_ID)
            .on_input(Message::EntryChanged)
            .on_submit(Message::SubmitEntry)
            .padding(10)
            .size(17),
        )
        .on_undo(Message::TextUndo(Field::Entry))
        .on_redo(Message::TextRedo(Field::Entry))
        .on_escape(Message::FieldEscape);
        let mut entry = row![
            field,
            button(text(t("table-enter")).size(16))
                .padding([10, 14])
                .style(button::primary)
                .on_press_maybe((!self.entry.trim().is_empty()).then_some(Message::SubmitEntry)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        // With the history folded into the drawer, Undo and Redo stay one
        // tap away here, on the table itself.
        if !frame.side {
            entry = entry
                .push(history::undo_button(lang, false, self.session.can_undo()))
                .push(history::redo_button(lang, false, self.session.can_redo()));
        }

        let said: Element<'_, Message> = match &self.outcome {
            Some(outcome) => outcome.view(lang),
            None if !self.opened.is_empty() => outcome::notices(lang, &self.opened),
            None => container(
                text(t("table-outcome-empty"))
                    .size(14)
                    .style(theme::faint_text),
            )
            .padding(10)
            .into(),
        };
        // The pad is told the room it has (from the window's size alone),
        // so at large text it takes its shorter arrangement rather than
        // scroll or clip; it scrolls only if even that does not fit.
        let pad = responsive(move |room| {
            let room = iced::Size::new((room.width - PAD_SCROLLBAR).max(0.0), room.height);
            match self
                .pad
                .view(lang, self.session.as_ref(), room, self.odds_text(lang))
            {
                Some(pad) => scrollable(container(pad.map(Message::Pad)).padding(iced::Padding {
                    right: PAD_SCROLLBAR,
                    ..iced::Padding::ZERO
                }))
                .id(PAD_ID)
                .height(Length::Fill)
                .into(),
                None => space().into(),
            }
        });
        container(
            column![
                self.clock_row(lang, frame),
                entry,
                container(said)
                    .height(frame.outcome)
                    .width(Length::Fill)
                    .id("outcome"),
                pad
            ]
            .spacing(8),
        )
        .padding(10)
        .width(frame.action)
        .height(Length::Fill)
        .style(theme::panel)
        .id(ACTION_ID)
        .into()
    }

    /// What the last entry did, read whole over the players (never over
    /// the action area, so the pad stays where it was), while asked for.
    pub(super) fn outcome_panel(&self, lang: Lang) -> Option<Element<'_, Message>> {
        let outcome = self.outcome.as_ref().filter(|_| self.outcome_whole)?;
        let t = |key: &str| i18n::text(lang, key);
        let close = button(text(t("table-outcome-close")).size(15))
            .padding([6, 10])
            .style(theme::secondary_button)
            .on_press(Message::ToggleOutcome);
        let panel = container(
            column![
                row![
                    text(t("table-outcome-title")).size(19).width(Length::Fill),
                    close
                ]
                .align_y(Alignment::Center),
                scrollable(outcome.whole(lang)).height(Length::Fill),
            ]
            .spacing(8),
        )
        .padding(12)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(theme::drawer)
        .id(outcome::WHOLE_PANEL_ID);
        Some(opaque(panel))
    }

    /// The players: the game's own picture of them, or a panel each.
    fn board(&self, lang: Lang) -> Element<'_, Message> {
        let players: Element<'_, Message> =
            match self
                .pad
                .players(lang, self.session.as_ref(), self.odds_shown_now())
            {
                // The game's own picture is told the height it has, so it fits
                // itself in it (BANG!'s ring shortens its cards) rather than
                // scroll a player out of sight.
                Some(ring) if self.pad.players_fit() => {
                    return container(ring.map(Message::Pad))
                        .center_y(Length::Fill)
                        .width(Length::Fill)
                        .into();
                }
                Some(picture) => picture.map(Message::Pad),
                None => self.panels(lang),
            };
        // In the middle of its room when it fits; scrolled (never cut off)
        // when the window is too small for it.
        // Room at the right for the scrollbar, so it never lies over the
        // last board of a row (at 1024×600 it cut the Scout's card).
        let pane = scrollable(
            container(players)
                .width(Length::Fill)
                .padding(iced::Padding {
                    right: PAD_SCROLLBAR,
                    ..iced::Padding::ZERO
                }),
        )
        .id(super::PLAYERS_ID);
        container(pane.width(Length::Fill))
            .center_y(Length::Fill)
            .width(Length::Fill)
            .into()
    }

    fn panels(&self, lang: Lang) -> Element<'_, Message> {
        let counters = self.session.counters();
        let turn = self.session.current_player();
        let mut panels = Row::new().spacing(12);
        for (seat, name) in self.session.players().iter().enumerate() {
            panels = panels.push(
                container(players::player_panel(
                    lang,
                    seat,
                    name,
                    &counters,
                    turn == Some(seat),
                ))
                .id(seat_id(seat)),
            );
        }
        if let Some(table) = players::table_counters(lang, &counters) {
            panels = panels.push(table);
        }
        panels.wrap().vertical_spacing(12).into()
    }

    /// The reminders, in a place of their own, above the history (with
    /// Undo and Redo when `undo_here`: in the drawer they are beside the
    /// entry field instead).
    fn side(&self, lang: Lang, undo_here: bool) -> Element<'_, Message> {
        // A board value still missing holds up the game: its rows get the
        // room to show whole beside the reminder that asks for them.
        let missing = self.session.missing_board_values();
        let share = if missing.is_empty() { 2 } else { 5 };
        container(
            column![
                container(self.reminders(lang, &missing)).height(Length::FillPortion(share)),
                container(self.history(lang, undo_here)).height(Length::FillPortion(5)),
            ]
            .spacing(layout::GAP),
        )
        .width(layout::SIDE)
        .height(Length::Fill)
        .into()
    }

    fn reminders(&self, lang: Lang, missing: &[BoardValue]) -> Element<'_, Message> {
        let reminders = self.session.reminders();
        let pending = !reminders.is_empty();
        let mut list = Column::new().spacing(10).padding(iced::Padding {
            right: 12.0,
            ..iced::Padding::ZERO
        });
        let board = self.missing_board_rows(lang, missing);
        let pending = pending || board.is_some();
        if let Some(rows) = board {
            list = list.push(rows);
        } else if reminders.is_empty() {
            list = list.push(text(i18n::text(lang, "table-no-reminders")).size(14));
        }
        for reminder in reminders {
            let rule = reminder.rule_id().to_string();
            list = list.push(
                column![
                    outcome::finding_row(lang, &reminder),
                    // Marking the long gap done counts it: the button says so.
                    button(text(i18n::text(
                        lang,
                        if rule == crate::core::clock::LONG_GAP.id {
                            "clock-count-gap"
                        } else {
                            "table-mark-done"
                        }
                    )))
                    .padding([8, 14])
                    .style(theme::secondary_button)
                    .on_press(Message::Done(rule)),
                ]
                .spacing(6),
            );
        }
        container(
            column![
                text(i18n::text(lang, "table-reminders")).size(18),
                scrollable(list).height(Length::Fill)
            ]
            .spacing(8),
        )
        .padding(12)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(move |th| {
            if pending {
                theme::banner(th, Tone::Reminder)
            } else {
                theme::panel(th)
            }
        })
        .into()
    }

    fn history(&self, lang: Lang, undo_here: bool) -> Element<'_, Message> {
        // Only the newest entries are made into rows (and the one opened,
        // however old): see `HISTORY_PAGE`.
        let total = self.session.history_len();
        let opened = self.selected.map_or(0, |n| total.saturating_sub(n) + 1);
        let shown = self.history_shown.max(opened);
        let newest: Vec<_> = self.session.history_iter().rev().take(shown).collect();
        history::view(
            lang,
            &newest,
            total - newest.len(),
            self.session.cursor(),
            undo_here.then(|| (self.session.can_undo(), self.session.can_redo())),
            &self.note,
            self.selected,
        )
    }
}

/// A button with its label when there is room, else its icon with the label
/// as a tooltip.
fn labelled_or_icon<'a>(icon: Icon, label: String, labelled: bool) -> button::Button<'a, Message> {
    if labelled {
        labelled_icon_button(icon, label)
    } else {
        button(tooltip(
            icon.view(18.0),
            container(text(label)).padding(6).style(theme::panel),
            tooltip::Position::Bottom,
        ))
        .padding([10, 12])
        .style(theme::secondary_button)
    }
}
