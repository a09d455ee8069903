//! What the last entry did, shown in its reserved place under the entry field: saved with its
//! findings, refused with "Why?", "Fix entry" and "Apply anyway", or not understood.

use super::Message;
use crate::core::{Finding, Msg, Severity};
use crate::i18n::{self, Lang};
use crate::session::{EntryError, LineError, LineOutcome};
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::button;
use iced::widget::{Column, container, row, scrollable, space, text};
use iced::{Alignment, Element, Length};

/// From this many lines of messages on, the outcome's place offers to read
/// them whole: three do not fit its least height (a line and a row of
/// buttons), and a tiny scrollbar was all there was to read them.
pub const WHOLE_FROM: usize = 3;

/// The id of the button that opens the outcome whole, for tests.
pub const WHOLE_BUTTON_ID: &str = "outcome-whole";

/// The id of the panel with the outcome read whole, for tests.
pub const WHOLE_PANEL_ID: &str = "outcome-panel";

/// The result of the last thing entered.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// Saved as entry `number`, with what the rules said.
    Saved {
        /// The entry's number.
        number: usize,
        /// Who did it, when known.
        who: Option<String>,
        /// Its description.
        what: Msg,
        /// Findings (violations here were applied anyway).
        findings: Vec<Finding>,
    },
    /// Undo, redo or a jump.
    Moved {
        /// Entries now in effect.
        cursor: usize,
        /// Whether entries were taken back (rather than put back).
        undone: bool,
        /// The entries taken back or put back: number, who, what.
        entries: Vec<(usize, Option<String>, Msg)>,
    },
    /// The rules forbid it; it can be applied anyway.
    NeedsOverride {
        /// The violations and anything else the rules said.
        findings: Vec<Finding>,
    },
    /// Impossible input, with the rule that says so.
    Rejected(Finding),
    /// Not understood, or not possible right now.
    Problem(Msg),
}

impl Outcome {
    /// The outcome of a line, given the description of an entry and how
    /// many entries were in effect `before` it.
    pub fn from_result(
        result: Result<LineOutcome, LineError>,
        before: usize,
        describe: impl Fn(usize) -> (Option<String>, Msg),
    ) -> Outcome {
        match result {
            Ok(LineOutcome::Entered(ack)) => {
                let (who, what) = describe(ack.number);
                Outcome::Saved {
                    number: ack.number,
                    who,
                    what,
                    findings: ack.findings,
                }
            }
            Ok(LineOutcome::Moved(cursor)) => {
                // Say what was taken back or put back, not only how many
                // entries are left in effect.
                let undone = cursor < before;
                let numbers: Vec<usize> = if undone {
                    (cursor + 1..=before).rev().collect()
                } else {
                    (before + 1..=cursor).collect()
                };
                let entries = numbers
                    .into_iter()
                    .map(|n| {
                        let (who, what) = describe(n);
                        (n, who, what)
                    })
                    .collect();
                Outcome::Moved {
                    cursor,
                    undone,
                    entries,
                }
            }
            Err(LineError::Parse(msg)) => Outcome::Problem(msg),
            Err(LineError::Entry(error)) => match error {
                EntryError::Rejected(finding) => Outcome::Rejected(finding),
                EntryError::NeedsOverride(findings) => Outcome::NeedsOverride { findings },
                EntryError::Save(e) => Outcome::Problem(e.message()),
                EntryError::NothingToUndo => Outcome::Problem(Msg::new("history-nothing-to-undo")),
                EntryError::NothingToRedo => Outcome::Problem(Msg::new("history-nothing-to-redo")),
                EntryError::NoSuchEntry(n) => {
                    Outcome::Problem(Msg::new("history-no-such-entry").arg("number", n))
                }
            },
        }
    }

    /// Whether the entry was taken, so the entry field can be cleared.
    pub fn accepted(&self) -> bool {
        matches!(self, Outcome::Saved { .. } | Outcome::Moved { .. })
    }

    /// How many lines of messages it holds: from [`WHOLE_FROM`] on, its
    /// place offers to read them whole ([`Outcome::whole`]).
    pub fn lines(&self) -> usize {
        match self {
            Outcome::Saved { findings, .. } => {
                let anyway = findings.iter().any(|f| f.severity() == Severity::Violation);
                1 + findings.len() + usize::from(anyway)
            }
            Outcome::Moved { entries, .. } => entries.len().min(3) + 1,
            Outcome::NeedsOverride { findings } => findings.len() + 1,
            Outcome::Rejected(_) | Outcome::Problem(_) => 1,
        }
    }

    /// What the reserved place under the entry field shows. It fills that
    /// place whatever it says, and its buttons ("Fix entry", "Apply
    /// anyway") sit at its bottom right, so they are always in one spot;
    /// from [`WHOLE_FROM`] lines on, a button at their left opens it whole
    /// over the players.
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        let (content, buttons, tone) = self.parts(lang);
        if self.lines() < WHOLE_FROM {
            return banner(scrolled(content), buttons, tone);
        }
        // Along the bottom with the other buttons, at their left: over the
        // words it hid the end of the first line.
        let whole = container(
            button(text(i18n::text(lang, "table-outcome-whole")).size(14))
                .padding([6, 10])
                .style(theme::secondary_button)
                .on_press(Message::ToggleOutcome),
        )
        .id(WHOLE_BUTTON_ID);
        let row = match buttons {
            Some(buttons) => row![whole, buttons],
            None => row![whole, space().width(Length::Fill)],
        }
        .spacing(8)
        .align_y(Alignment::Center);
        banner(scrolled(content), Some(row.into()), tone)
    }

    /// Every message of it, whole, for its panel over the players.
    pub fn whole(&self, lang: Lang) -> Element<'_, Message> {
        let (content, _, tone) = self.parts(lang);
        banner(content, None, tone)
    }

    /// Its messages, the buttons along its bottom, and its colour.
    fn parts(&self, lang: Lang) -> (Element<'_, Message>, Option<Element<'_, Message>>, Tone) {
        let t = |key: &str| i18n::text(lang, key);
        match self {
            Outcome::Saved {
                number,
                who,
                what,
                findings,
            } => {
                let mut col = Column::new().spacing(6).push(
                    row![
                        Icon::Check.view(18.0),
                        text(i18n::tr(
                            lang,
                            &Msg::new("table-saved")
                                .arg("number", *number)
                                .arg("what", i18n::by(lang, who.as_deref(), what))
                        ))
                        .width(Length::Fill),
                    ]
                    .spacing(8)
                    .align_y(Alignment::Center),
                );
                for finding in findings {
                    col = col.push(finding_row(lang, finding));
                }
                if findings.iter().any(|f| f.severity() == Severity::Violation) {
                    col = col.push(text(t("table-applied-anyway")).size(14));
                }
                (col.into(), None, Tone::Good)
            }
            Outcome::Moved {
                cursor,
                undone,
                entries,
            } => {
                let key = if *undone {
                    "table-took-back"
                } else {
                    "table-put-back"
                };
                let mut col = Column::new().spacing(4);
                for (number, who, what) in entries.iter().take(3) {
                    let what = i18n::by(lang, who.as_deref(), what);
                    col = col.push(text(i18n::tr(
                        lang,
                        &Msg::new(key).arg("number", *number).arg("what", what),
                    )));
                }
                col = col.push(
                    text(i18n::tr(lang, &Msg::new("cli-moved").arg("count", *cursor))).size(14),
                );
                (col.into(), None, Tone::Info)
            }
            Outcome::NeedsOverride { findings } => {
                let mut col = Column::new().spacing(6);
                for finding in findings {
                    col = col.push(finding_row(lang, finding));
                }
                // What the box is about sits with its two answers, leaving
                // the rest of the place to the rules' reasons.
                let buttons = row![
                    text(t("table-needs-override")).size(15).width(Length::Fill),
                    fix_button(lang),
                    container(
                        button(text(t("table-apply-anyway")).size(15))
                            .padding([8, 12])
                            .style(button::danger)
                            .on_press(Message::ApplyAnyway)
                    )
                    .id("apply-anyway"),
                ]
                .spacing(8)
                .align_y(Alignment::Center);
                (col.into(), Some(buttons.into()), Tone::Violation)
            }
            Outcome::Rejected(finding) => (
                finding_row(lang, finding),
                Some(row![space().width(Length::Fill), fix_button(lang)].into()),
                Tone::Violation,
            ),
            Outcome::Problem(msg) => (
                row![
                    Icon::Warning.view(18.0),
                    text(i18n::tr(lang, msg)).width(Length::Fill)
                ]
                .spacing(8)
                .align_y(Alignment::Center)
                .into(),
                None,
                Tone::Reminder,
            ),
        }
    }
}

/// What opening the game reported (a torn last line dropped, a migration),
/// shown in the outcome's place until the first entry.
pub fn notices<'a>(lang: Lang, notices: &[Msg]) -> Element<'a, Message> {
    let mut col = Column::new().spacing(6);
    for msg in notices {
        col = col.push(text(i18n::tr(lang, msg)).size(15));
    }
    banner(scrolled(col), None, Tone::Reminder)
}

fn fix_button<'a>(lang: Lang) -> Element<'a, Message> {
    container(
        button(text(i18n::text(lang, "table-fix-entry")).size(15))
            .padding([8, 12])
            .style(crate::ui::theme::secondary_button)
            .on_press(Message::FixEntry),
    )
    .id("fix-entry")
    .into()
}

/// Text that may be longer than its place scrolls within it.
fn scrolled<'a>(content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    scrollable(container(content).padding(iced::Padding {
        right: 12.0,
        ..iced::Padding::ZERO
    }))
    .height(Length::Fill)
    .into()
}

/// One finding: its icon, its message, and a "Why?" link to its section.
pub fn finding_row<'a>(lang: Lang, finding: &Finding) -> Element<'a, Message> {
    let icon = match finding.severity() {
        Severity::Info => Icon::Info,
        Severity::Reminder => Icon::Bell,
        Severity::Violation | Severity::Rejected => Icon::Warning,
    };
    row![
        icon.view(18.0),
        text(i18n::tr(
            lang,
            &crate::i18n::for_the_window(lang, &finding.message())
        ))
        .size(15)
        .width(Length::Fill),
        button(text(i18n::text(lang, "table-why")).size(15))
            .padding([4, 4])
            .style(button::text)
            .on_press(Message::Why(
                finding.rule_id().to_string(),
                finding.section().to_string()
            )),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

/// The outcome's coloured place, filled whatever it holds, with its
/// buttons (if any) along its bottom.
fn banner<'a>(
    content: Element<'a, Message>,
    buttons: Option<Element<'a, Message>>,
    tone: Tone,
) -> Element<'a, Message> {
    let mut col = Column::new().spacing(8).push(content);
    if let Some(buttons) = buttons {
        col = col.push(buttons);
    }
    container(col)
        .padding(10)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(move |th| theme::banner(th, tone))
        .into()
}
