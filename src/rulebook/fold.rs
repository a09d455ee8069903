//! Folding text into comparable words, so that "CAFE" finds "café" and "een" finds "één".
//!
//! The reference and the query go through the same functions, which is what makes the
//! comparison fair: whatever oddity the rules below have, both sides have it too.

use std::ops::Range;
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Lowercases `text` and strips its accents (NFD, then combining marks dropped).
///
/// Public so that a UI can fold a word the way search does, for example to highlight it.
pub fn fold(text: &str) -> String {
    text.nfd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// One searchable word: its folded form and where the original sits in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Word {
    pub(crate) folded: String,
    /// Byte range in the original text; always on char boundaries.
    pub(crate) span: Range<usize>,
}

/// Apostrophes belong to a word but vanish from it, so "don't" is searchable as "dont" and
/// the Dutch plural "kaart's" as "kaarts", and a quoted 'word' is just word.
fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}' | '\u{02bc}')
}

/// Hyphens split a compound into its parts and also join them, so "re-roll" is found by
/// "re", "roll" and "reroll" alike. Dashes (– —) are punctuation, not hyphens.
fn is_hyphen(c: char) -> bool {
    matches!(c, '-' | '\u{2010}' | '\u{2011}')
}

/// Combining marks count as word characters so that text typed in decomposed form
/// ("e" + U+0301) stays one word instead of breaking at every accent.
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || is_combining_mark(c)
}

/// Splits `text` into folded words, in text order.
///
/// A hyphenated compound yields each part and then the joined whole (spanning the whole
/// compound), so a query can name either. Words that fold to nothing are dropped.
pub(crate) fn words(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let mut token_start: Option<usize> = None;
    for (i, c) in text.char_indices() {
        let inside = is_word_char(c) || is_apostrophe(c) || is_hyphen(c);
        match (inside, token_start) {
            (true, None) => token_start = Some(i),
            (false, Some(start)) => {
                push_token(text, start..i, &mut out);
                token_start = None;
            }
            _ => {}
        }
    }
    if let Some(start) = token_start {
        push_token(text, start..text.len(), &mut out);
    }
    out
}

/// Adds the words of one run of word characters, apostrophes and hyphens.
fn push_token(text: &str, token: Range<usize>, out: &mut Vec<Word>) {
    let Some(slice) = text.get(token.clone()) else {
        return;
    };
    let mut joined = String::new();
    let mut parts = 0;
    let mut part_start: Option<usize> = None;
    for (i, c) in slice.char_indices() {
        if is_hyphen(c) {
            if let Some(from) = part_start.take() {
                parts += push_part(text, token.start + from..token.start + i, &mut joined, out);
            }
        } else if part_start.is_none() {
            part_start = Some(i);
        }
    }
    if let Some(from) = part_start {
        parts += push_part(text, token.start + from..token.end, &mut joined, out);
    }
    if parts > 1 {
        out.push(Word {
            folded: joined,
            span: token,
        });
    }
}

/// Adds one hyphen-free part and extends the compound's joined form; returns how many
/// words it added (0 when the part was only apostrophes).
fn push_part(text: &str, span: Range<usize>, joined: &mut String, out: &mut Vec<Word>) -> usize {
    let Some(part) = text.get(span.clone()) else {
        return 0;
    };
    let folded: String = fold(part).chars().filter(|c| !is_apostrophe(*c)).collect();
    if folded.is_empty() {
        return 0;
    }
    joined.push_str(&folded);
    out.push(Word { folded, span });
    1
}

/// The folded words of a query, each once, in the order typed.
///
/// A hyphenated query word becomes its parts (each of which must then match), not the
/// joined form, so "re-roll" finds the text "re-roll" and the text "re roll".
pub(crate) fn query_words(query: &str) -> Vec<String> {
    let tokens = words(query);
    // The joined form of a compound spans the hyphen; its parts do not.
    let spans_hyphen = |w: &Word| {
        query
            .get(w.span.clone())
            .is_some_and(|s| s.contains(is_hyphen))
    };
    let mut out: Vec<String> = Vec::new();
    for w in tokens {
        if spans_hyphen(&w) || out.contains(&w.folded) {
            continue;
        }
        out.push(w.folded);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folded(text: &str) -> Vec<String> {
        words(text).into_iter().map(|w| w.folded).collect()
    }

    #[test]
    fn fold_drops_case_and_accents() {
        assert_eq!(fold("CAFÉ"), "cafe");
        assert_eq!(fold("één"), "een");
        assert_eq!(fold("Ñandú Über Ærø"), "nandu uber ærø");
        // Already decomposed input folds the same as composed input.
        assert_eq!(fold("cafe\u{301}"), "cafe");
    }

    #[test]
    fn words_split_on_punctuation_and_keep_spans() {
        let text = "Één café, twee—drie!";
        let ws = words(text);
        let got: Vec<(&str, &str)> = ws
            .iter()
            .map(|w| (w.folded.as_str(), &text[w.span.clone()]))
            .collect();
        assert_eq!(
            got,
            vec![
                ("een", "Één"),
                ("cafe", "café"),
                ("twee", "twee"),
                ("drie", "drie")
            ]
        );
    }

    #[test]
    fn decomposed_accents_stay_inside_one_word() {
        assert_eq!(folded("cafe\u{301} noir"), vec!["cafe", "noir"]);
    }

    #[test]
    fn apostrophes_vanish_inside_words() {
        assert_eq!(folded("Don't 'quote' me"), vec!["dont", "quote", "me"]);
        assert_eq!(folded("auto’s"), vec!["autos"]);
        assert!(folded("' ’ '").is_empty());
    }

    #[test]
    fn compounds_yield_parts_and_the_whole() {
        let text = "re-roll BANG!-kaart";
        let got: Vec<(String, &str)> = words(text)
            .into_iter()
            .map(|w| (w.folded, &text[w.span]))
            .collect();
        assert_eq!(
            got,
            vec![
                ("re".to_string(), "re"),
                ("roll".to_string(), "roll"),
                ("reroll".to_string(), "re-roll"),
                ("bang".to_string(), "BANG"),
                ("kaart".to_string(), "kaart"),
            ]
        );
        assert_eq!(folded("- -- -x-"), vec!["x"]);
    }

    #[test]
    fn query_words_are_parts_deduplicated() {
        assert_eq!(query_words("Re-Roll roll RE"), vec!["re", "roll"]);
        assert_eq!(query_words("  ?!… — "), Vec::<String>::new());
        assert_eq!(query_words(""), Vec::<String>::new());
    }
}
