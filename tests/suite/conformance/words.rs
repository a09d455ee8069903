//! No word of a game is also a session word: a line starting with one of
//! the game's words, in English or Dutch, reaches the game's parser when it
//! is typed, and the shared words (`note`, `pause`, `hervat`, `terug`, …)
//! never take it first.
//!
//! The game's words come from its notation page (`docs/<game>-notation.md`,
//! the English and Dutch cells of its tables) and from its entry hint in
//! both languages: what the table is told to type. Each is typed through
//! [`holster::session::AnySession::enter_line`], the path of the quick-entry
//! field and `holster enter`, and must do exactly what the game's own
//! parser makes of it.

use crate::support::conformance::Conformance;
use holster::i18n::{self, Lang};
use holster::session::{AnySession, EntryError, LineError, LineOutcome, Session};
use std::collections::BTreeSet;

/// The first word of every back-quoted span of `cell`, lower case: a word
/// that starts a line (`hire BAND free` gives `hire`). Options (`law=SEAT`)
/// and placeholders are not words people type at the start of a line.
fn leading_words(cell: &str, out: &mut BTreeSet<String>) {
    for (i, span) in cell.split('`').enumerate() {
        if i % 2 == 0 {
            continue;
        }
        let Some(first) = span.split_whitespace().next() else {
            continue;
        };
        let starts_with_letter = first.chars().next().is_some_and(char::is_alphabetic);
        let is_placeholder = first.chars().all(|c| !c.is_lowercase());
        if starts_with_letter && !is_placeholder && !first.contains('=') {
            out.insert(first.to_lowercase());
        }
    }
}

/// The words a game's notation page puts at the start of a line: the first
/// two cells (English, Dutch) of every table row.
fn page_words(page: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for row in page.lines().filter(|l| l.trim_start().starts_with('|')) {
        // `\|` is a bar inside a cell (`coins\|notoriety`), not between two.
        let row = row.trim().replace("\\|", "/");
        for cell in row.trim_matches('|').split('|').take(2) {
            leading_words(cell, &mut out);
        }
    }
    out
}

/// The words the entry hint tells the table to type, in `lang`: the first
/// word of each example after its "e.g." / "bijv.".
fn hint_words<G: Conformance>(lang: Lang) -> BTreeSet<String> {
    let hint = i18n::tr(lang, &G::entry_hint());
    let examples = hint.split_once(' ').map_or(hint.as_str(), |(_, rest)| rest);
    examples
        .split('·')
        .filter_map(|example| example.split_whitespace().next())
        .map(str::to_lowercase)
        .collect()
}

/// Every word of the game's notation, English and Dutch.
pub fn game_words<G: Conformance>() -> BTreeSet<String> {
    let page = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs")
        .join(format!("{}-notation.md", G::ID));
    let mut words = std::fs::read_to_string(&page)
        .map(|text| page_words(&text))
        .unwrap_or_default();
    for lang in Lang::ALL {
        words.extend(hint_words::<G>(lang));
    }
    words
}

/// Typed through the session, `line` does what the game's parser makes of
/// it: the same refusal, or the game's action entered (or refused by the
/// game's rules), never a session word's undo, redo, jump, note, fix, board,
/// pick or turn clock.
fn reaches_the_game<G: Conformance>(line: &str) -> Result<(), String> {
    let setup = G::setup(&G::sample()).expect("the sample");
    let game = G::parse_action(&setup, line);
    let mut session = Session::<G>::in_memory(setup.clone(), chrono::Utc::now());
    let typed = session.enter_line(line);
    match (&game, &typed) {
        (Err(expected), Err(LineError::Parse(got))) if got == expected => Ok(()),
        (Ok(action), Ok(LineOutcome::Entered(_))) => {
            let written = G::format_action(&setup, action);
            let entered = session.history().last().map(|h| h.notation.clone());
            if entered.as_deref() == Some(written.as_str()) {
                Ok(())
            } else {
                Err(format!(
                    "entered as {entered:?}, not the game's {written:?}"
                ))
            }
        }
        (Ok(_), Err(LineError::Entry(EntryError::Rejected(finding))))
            if !finding.rule_id().starts_with("core.") =>
        {
            Ok(())
        }
        (Ok(_), Err(LineError::Entry(EntryError::NeedsOverride(findings))))
            if findings.iter().all(|f| !f.rule_id().starts_with("core.")) =>
        {
            Ok(())
        }
        _ => Err(format!(
            "the game reads {game:?}, the session did {typed:?}"
        )),
    }
}

/// Every word of the game's notation, alone and with something after it,
/// reaches the game when typed.
pub fn no_game_word_is_a_session_word<G: Conformance>() {
    let words = game_words::<G>();
    assert!(!words.is_empty(), "{}: no words found", G::ID);
    let mut taken = Vec::new();
    for word in &words {
        for line in [word.clone(), format!("{word} 1")] {
            if let Err(why) = reaches_the_game::<G>(&line) {
                taken.push(format!("{line:?}: {why}"));
            }
        }
    }
    assert!(
        taken.is_empty(),
        "{}: words of the game the session takes first: {taken:#?}",
        G::ID
    );
}

/// The words a notation page gives in one column only: `column` 0 is the
/// English, 1 the Dutch.
fn column_words(page: &str, column: usize) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for row in page.lines().filter(|l| l.trim_start().starts_with('|')) {
        let row = row.trim().replace("\\|", "/");
        if let Some(cell) = row.trim_matches('|').split('|').nth(column) {
            leading_words(cell, &mut out);
        }
    }
    out
}

/// What a Dutch text of the game tells the table to type (between “ and ”)
/// starts with a Dutch word of its notation, never an English one the
/// Dutch notation says otherwise (“next” where the Dutch table types
/// “verder”): its messages and its Dutch rules reference.
pub fn dutch_texts_quote_dutch_words<G: Conformance>() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let Ok(page) = std::fs::read_to_string(root.join(format!("docs/{}-notation.md", G::ID))) else {
        return;
    };
    let english: BTreeSet<String> = column_words(&page, 0)
        .difference(&column_words(&page, 1))
        .cloned()
        .collect();
    let mut texts: Vec<(String, String)> = i18n::sources(Lang::Nl)
        .into_iter()
        .filter(|(file, _)| *file == G::ID.as_str())
        .flat_map(|(file, source)| {
            source
                .lines()
                .enumerate()
                .map(move |(i, l)| (format!("locales/nl/{file}.ftl:{}", i + 1), l.to_string()))
        })
        .collect();
    let reference = root.join(format!("resources/rules/{}/nl.txt", G::ID));
    if let Ok(text) = std::fs::read_to_string(&reference) {
        texts.extend(text.lines().enumerate().map(|(i, l)| {
            (
                format!("resources/rules/{}/nl.txt:{}", G::ID, i + 1),
                l.to_string(),
            )
        }));
    }
    let mut wrong = Vec::new();
    for (place, line) in texts {
        for quoted in line.split('“').skip(1) {
            // Typed words open on a lower-case letter; “Hiring Guns” is
            // called out at the table, as printed.
            let first = quoted.split([' ', '”']).next().unwrap_or_default();
            if english.contains(first) {
                wrong.push(format!("{place}: “{first}”"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{}: English words where the Dutch table types its own: {wrong:#?}",
        G::ID
    );
}

#[test]
fn the_words_are_read_from_the_cells_a_person_types() {
    let page = "| English | Dutch | what |\n|---|---|---|\n\
        | `hire BAND coins\\|notoriety SLOT` / `hire BAND free` | `huur BEND` | x `note` |\n\
        | `law=SEAT` | same | `BAND` |\n";
    let words: Vec<String> = page_words(page).into_iter().collect();
    assert_eq!(words, ["hire", "huur"]);
}
