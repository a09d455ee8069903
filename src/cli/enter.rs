//! `holster enter FILE`: entries from standard input, checked and saved one by one.

use super::output::finding_line;
use crate::core::{Msg, Severity};
use crate::i18n::{self, Lang};
use crate::session::{AnySession, EntryError, LineError, LineOutcome};
use std::io::{BufRead, Write};

/// How a run of lines went.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct EnterSummary {
    /// Lines that saved an entry or moved through the history.
    pub done: usize,
    /// Lines that did nothing (not understood, rejected, refused).
    pub refused: usize,
    /// Set when saving failed; reading stopped there.
    pub save_failed: bool,
    /// The line where saving failed and reading stopped.
    pub stopped_at: Option<usize>,
}

/// Reads lines until the end of input. Blank lines and lines starting with
/// `#` are skipped; a line that is not UTF-8 text is refused like any other
/// line that cannot be read, and the lines after it are still read. Every
/// saved entry is acknowledged only after it is on disk.
pub fn run(
    lang: Lang,
    session: &mut dyn AnySession,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<EnterSummary> {
    let mut summary = EnterSummary::default();
    let t = |msg: &Msg| i18n::tr(lang, msg);
    let mut line = Vec::new();
    let mut line_number = 0;
    loop {
        line.clear();
        // Bytes, not a `String`: one line that is not text must not end
        // the run, so it is refused on its own below.
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        line_number += 1;
        let text = match std::str::from_utf8(&line) {
            Ok(text) => text.trim(),
            Err(_) => {
                let shown = String::from_utf8_lossy(&line);
                let shown = shown.trim();
                if !(shown.is_empty() || shown.starts_with('#')) {
                    summary.refused += 1;
                    let head = t(&Msg::new("cli-line-refused")
                        .arg("line", line_number)
                        .arg("text", shown));
                    writeln!(out, "{head} {}", i18n::text(lang, "cli-not-text"))?;
                    out.flush()?;
                }
                continue;
            }
        };
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let before = session.cursor();
        match session.enter_line(text) {
            Ok(LineOutcome::Entered(ack)) => {
                summary.done += 1;
                let description = session
                    .describe(ack.number)
                    .map(|(who, what)| i18n::by(lang, who.as_deref(), &what))
                    .unwrap_or_default();
                writeln!(
                    out,
                    "{}",
                    t(&Msg::new("cli-saved")
                        .arg("number", ack.number)
                        .arg("what", description))
                )?;
                for finding in &ack.findings {
                    let mut text = finding_line(lang, finding);
                    if finding.severity() == Severity::Violation {
                        text.push_str(&format!(" ({})", i18n::text(lang, "cli-applied-anyway")));
                    }
                    writeln!(out, "  {text}")?;
                }
            }
            Ok(LineOutcome::Moved(cursor)) => {
                summary.done += 1;
                writeln!(out, "{}", t(&Msg::new("cli-moved").arg("count", cursor)))?;
                // Then what was taken back or put back, indented like the
                // findings under a saved entry.
                let (key, numbers) = if cursor < before {
                    (
                        "cli-undone",
                        (cursor + 1..=before).rev().collect::<Vec<_>>(),
                    )
                } else {
                    ("cli-redone", (before + 1..=cursor).collect())
                };
                for number in numbers {
                    let what = session
                        .describe(number)
                        .map(|(who, what)| i18n::by(lang, who.as_deref(), &what))
                        .unwrap_or_default();
                    writeln!(
                        out,
                        "  {}",
                        t(&Msg::new(key).arg("number", number).arg("what", what))
                    )?;
                }
            }
            Err(error) => {
                let save_failed = matches!(error, LineError::Entry(EntryError::Save(_)));
                summary.refused += 1;
                write_refusal(lang, line_number, text, &error, out)?;
                if save_failed {
                    summary.save_failed = true;
                    summary.stopped_at = Some(line_number);
                    break;
                }
            }
        }
        out.flush()?;
    }
    for reminder in session.reminders() {
        writeln!(out, "{}", finding_line(lang, &reminder))?;
    }
    Ok(summary)
}

fn write_refusal(
    lang: Lang,
    line_number: usize,
    text: &str,
    error: &LineError,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let t = |msg: &Msg| i18n::tr(lang, msg);
    let head = t(&Msg::new("cli-line-refused")
        .arg("line", line_number)
        .arg("text", text));
    match error {
        LineError::Parse(msg) => writeln!(out, "{head} {}", t(msg)),
        LineError::Entry(EntryError::Rejected(finding)) => {
            writeln!(out, "{head} {}", finding_line(lang, finding))
        }
        LineError::Entry(EntryError::NeedsOverride(findings)) => {
            writeln!(out, "{head} {}", i18n::text(lang, "cli-needs-override"))?;
            for finding in findings {
                writeln!(out, "  {}", finding_line(lang, finding))?;
            }
            Ok(())
        }
        LineError::Entry(EntryError::Save(e)) => writeln!(out, "{head} {}", t(&e.message())),
        LineError::Entry(EntryError::NothingToUndo) => {
            writeln!(
                out,
                "{head} {}",
                i18n::text(lang, "history-nothing-to-undo")
            )
        }
        LineError::Entry(EntryError::NothingToRedo) => {
            writeln!(
                out,
                "{head} {}",
                i18n::text(lang, "history-nothing-to-redo")
            )
        }
        LineError::Entry(EntryError::NoSuchEntry(n)) => writeln!(
            out,
            "{head} {}",
            t(&Msg::new("history-no-such-entry").arg("number", *n))
        ),
    }
}
