//! Words shared by the commands' output.

use crate::core::text::visible_lines;
use crate::core::{Counter, Finding};
use crate::i18n::{self, Lang};
use chrono::{DateTime, Local, Utc};
use std::borrow::Cow;
use std::io::Write;

/// A finding as one line: severity, rule id and message.
pub fn finding_line(lang: Lang, finding: &Finding) -> String {
    format!(
        "{} {}: {}",
        i18n::text(lang, &format!("severity-{}", finding.severity().as_str())),
        finding.rule_id(),
        i18n::tr(lang, &finding.message())
    )
}

/// A time for people: local time, to the minute.
pub fn local_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

/// A counter's value with its name and bounds, such as `score 17 (0–999)`;
/// the notation's name follows when it differs from the shown name.
pub fn counter_line(lang: Lang, counter: &Counter) -> String {
    let label = i18n::tr(lang, &counter.label);
    let name = if label == counter.id.name {
        String::new()
    } else {
        format!(" [{}]", counter.id.name)
    };
    format!(
        "{label}{name} {} ({}–{})",
        counter.value, counter.min, counter.max
    )
}

/// Everything a command writes, with every character that could act on a
/// terminal written out as `\u{…}` (see [`crate::core::text::is_hidden`]);
/// line breaks and tabs, which lay the output out, pass. A saved game,
/// a file name or a typed line can hold ESC or U+202E; nothing a command
/// prints from them may drive the reader's terminal.
///
/// JSON passes through it unchanged in meaning: its writer escapes such
/// characters inside strings first (see [`json_text`]), so none reaches here.
pub struct Escaping<'a> {
    out: &'a mut dyn Write,
    /// The start of a character cut between two writes.
    pending: Vec<u8>,
}

impl<'a> Escaping<'a> {
    /// Escapes what is written to `out`.
    pub fn new(out: &'a mut dyn Write) -> Self {
        Escaping {
            out,
            pending: Vec::new(),
        }
    }
}

impl Write for Escaping<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        let bytes = std::mem::take(&mut self.pending);
        let mut rest = &bytes[..];
        while !rest.is_empty() {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    self.out.write_all(visible_lines(text).as_bytes())?;
                    rest = &[];
                }
                Err(e) => {
                    let (good, after) = rest.split_at(e.valid_up_to());
                    // Checked just now: the first part is text.
                    let text = std::str::from_utf8(good).unwrap_or_default();
                    self.out.write_all(visible_lines(text).as_bytes())?;
                    match e.error_len() {
                        // Not text at all: shown as the replacement mark.
                        Some(bad) => {
                            self.out.write_all("\u{fffd}".as_bytes())?;
                            rest = &after[bad..];
                        }
                        // A character cut between two writes: kept for the next.
                        None => {
                            self.pending = after.to_vec();
                            rest = &[];
                        }
                    }
                }
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            self.out.write_all("\u{fffd}".as_bytes())?;
            self.pending.clear();
        }
        self.out.flush()
    }
}

impl Drop for Escaping<'_> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

/// JSON text with every hidden character inside its strings written as a
/// JSON escape (`\u202e`): the same data, and nothing a terminal acts on.
/// serde_json escapes the C0 controls inside strings itself, so the only
/// ones left are the line breaks that lay the JSON out.
pub fn json_text(text: &str) -> Cow<'_, str> {
    let escaped = |c: char| crate::core::text::is_hidden(c) && !matches!(c, '\n' | '\t' | '\r');
    if !text.chars().any(escaped) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if escaped(c) {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A message for standard error, one line, nothing in it acting on the
/// terminal.
pub fn for_stderr(text: &str) -> Cow<'_, str> {
    visible_lines(text)
}
