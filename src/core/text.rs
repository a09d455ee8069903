//! Text that comes from people and from files: names as one person is one
//! name, and characters that must never act on a terminal or a screen.
//!
//! A saved game can come from someone else, so anything in it (a name, a
//! note, a file name) may hold bytes meant to drive the reader's terminal
//! (ESC, BEL) or to reverse what is read (U+202E). Those are refused in
//! names and written out as `\u{…}` wherever such text is shown.

use std::borrow::Cow;
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Whether `c` is a character that is not seen but acts: a control
/// character (C0, DEL, C1: ESC, BEL, CSI ...), a bidirectional override
/// or isolate, a line or paragraph separator, or an invisible formatting
/// character that can make two names look alike (zero width space, word
/// joiner, byte order mark). Joiners (U+200C, U+200D) are left alone: some
/// scripts and emoji need them.
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00ad}'
                | '\u{061c}'
                | '\u{180e}'
                | '\u{200b}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{206f}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffb}'
        )
}

/// `text` with every hidden character (see [`is_hidden`]) written as
/// `\u{…}`, line breaks and tabs included: for one value on one line (a
/// name in a list, a file name, a note).
pub fn visible(text: &str) -> Cow<'_, str> {
    escape(text, |_| false)
}

/// `text` with every hidden character written as `\u{…}` except line
/// breaks and tabs: for whole lines of output that are laid out with them.
pub fn visible_lines(text: &str) -> Cow<'_, str> {
    escape(text, |c| c == '\n' || c == '\t')
}

fn escape(text: &str, keep: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(|c| is_hidden(c) && !keep(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_hidden(c) && !keep(c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A name as it is kept: its spaces around it trimmed and in Unicode's
/// composed form (NFC), so "é" typed as one character or as "e" and an
/// accent is written the same.
pub fn normal_name(name: &str) -> String {
    name.trim().nfc().collect()
}

/// A name as names are compared, everywhere (setup, statistics, exports):
/// case and accents ignored and the spaces around it trimmed, so "José",
/// "jose " and "Jose\u{301}" are one person.
pub fn name_key(name: &str) -> String {
    name.trim()
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_acts_on_a_terminal_is_written_out() {
        assert_eq!(visible("note \x1b]0;x\x07"), "note \\u{1b}]0;x\\u{7}");
        assert_eq!(visible("Ann\u{202e}nnA"), "Ann\\u{202e}nnA");
        assert_eq!(visible("a\nb\tc"), "a\\u{a}b\\u{9}c");
        assert_eq!(visible_lines("a\nb\tc\u{9b}"), "a\nb\tc\\u{9b}");
        assert!(matches!(visible("José 👨‍👩‍👧"), Cow::Borrowed(_)));
    }

    #[test]
    fn one_name_in_two_unicode_forms_is_one_name() {
        assert_eq!(normal_name(" e\u{301} "), "\u{e9}");
        assert_eq!(name_key("\u{e9}"), name_key("e\u{301}"));
        assert_eq!(name_key("José "), name_key("jose"));
    }
}
