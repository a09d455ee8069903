//! Every rules reference on disk (`resources/rules/<book>/{en,nl}.txt`), read
//! from the directory when the test runs rather than from the registry, so a
//! game whose texts are written before it is registered is held to the format
//! too: both languages parse with the program's own parser and have the same
//! sections, in the same order, at the same levels. Where the book has a
//! glossary (`resources/glossary/<book>.toml`), every term also finds a
//! section of its language with the search the rules drawer uses.

use holster::core::GameId;
use holster::i18n::Lang;
use holster::rulebook::{self, Book, Reference, Section};
use serde::Deserialize;
use std::fs;
use std::path::{Path, PathBuf};

fn rules_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/rules")
}

/// The folder names under `resources/rules/`, sorted so failures read the
/// same on every machine.
fn folders() -> Vec<String> {
    let dir = rules_dir();
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display())))
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The book a folder holds, by its name: Holster's guide or a game's rules.
fn book(folder: &str) -> Option<Book> {
    if folder == Book::Holster.as_str() {
        return Some(Book::Holster);
    }
    folder.parse::<GameId>().ok().map(Book::Game)
}

/// The text of `folder/<lang>.txt`.
fn text(folder: &str, lang: Lang) -> String {
    let path = rules_dir()
        .join(folder)
        .join(format!("{}.txt", lang.code()));
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The parsed reference of `folder` in `lang`; a parse error names the file
/// and the line.
fn reference(folder: &str, lang: Lang) -> Result<Reference, String> {
    let book = book(folder).unwrap_or(Book::Holster);
    Reference::from_text(book, lang, &text(folder, lang)).map_err(|e| {
        format!(
            "resources/rules/{folder}/{}.txt line {}: {:?}",
            lang.code(),
            e.line,
            e.kind
        )
    })
}

fn ids(sections: &[Section]) -> Vec<&str> {
    sections.iter().map(|s| s.id.as_str()).collect()
}

#[test]
fn the_rules_folder_holds_the_known_books() {
    let names = folders();
    // The three games with texts today and Holster's guide; more may come.
    for expected in ["bang-dice", "gunfights", "holster", "undead"] {
        assert!(
            names.iter().any(|n| n == expected),
            "resources/rules/ has no {expected}/ (found {names:?})"
        );
    }
    let unknown: Vec<&String> = names.iter().filter(|n| book(n).is_none()).collect();
    assert!(
        unknown.is_empty(),
        "folders in resources/rules/ that are neither Holster's guide nor a game: {unknown:?}"
    );
}

#[test]
fn every_reference_parses_in_both_languages() {
    let mut errors = Vec::new();
    for folder in folders() {
        for lang in Lang::ALL {
            match reference(&folder, lang) {
                Ok(r) if r.sections.is_empty() => errors.push(format!(
                    "resources/rules/{folder}/{}.txt has no sections",
                    lang.code()
                )),
                Ok(_) => {}
                Err(e) => errors.push(e),
            }
        }
    }
    assert!(
        errors.is_empty(),
        "references that do not parse: {errors:#?}"
    );
}

#[test]
fn both_languages_have_the_same_sections_in_the_same_order() {
    let mut differences = Vec::new();
    for folder in folders() {
        let (Ok(en), Ok(nl)) = (reference(&folder, Lang::En), reference(&folder, Lang::Nl)) else {
            // The parse test names the file and line.
            continue;
        };
        let only = rulebook::missing_in_either(&en, &nl);
        if !only.is_empty() {
            differences.push(format!("{folder}: ids in only one language: {only:?}"));
        }
        let (en_ids, nl_ids) = (ids(&en.sections), ids(&nl.sections));
        if only.is_empty() && en_ids != nl_ids {
            let at = en_ids
                .iter()
                .zip(&nl_ids)
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            differences.push(format!(
                "{folder}: the order differs from section {} on: en has {}, nl has {}",
                at + 1,
                en_ids[at],
                nl_ids[at]
            ));
        }
        for (e, n) in en.sections.iter().zip(&nl.sections) {
            if e.id == n.id && e.level != n.level {
                differences.push(format!(
                    "{folder}: {} is level {} in en and {} in nl",
                    e.id, e.level, n.level
                ));
            }
        }
    }
    assert!(
        differences.is_empty(),
        "English and Dutch references that differ: {differences:#?}"
    );
}

/// The part of a glossary file this test reads (the format is in
/// `resources/glossary/README.md`; `tests/suite/glossary.rs` checks the rest).
#[derive(Debug, Deserialize)]
struct Glossary {
    term: Vec<Term>,
}

/// One term of a glossary, in both languages.
#[derive(Debug, Deserialize)]
struct Term {
    en: String,
    nl: String,
}

#[test]
fn every_glossary_term_finds_a_section_of_its_language() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for folder in folders() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("resources/glossary")
            .join(format!("{folder}.toml"));
        let Ok(source) = fs::read_to_string(&path) else {
            // Holster's guide has no glossary; a game without one is
            // caught by tests/suite/glossary.rs once it is registered.
            continue;
        };
        let glossary: Glossary = toml::from_str(&source)
            .unwrap_or_else(|e| panic!("{} does not parse: {e}", path.display()));
        for lang in Lang::ALL {
            let Ok(reference) = reference(&folder, lang) else {
                continue;
            };
            for term in &glossary.term {
                let word = match lang {
                    Lang::En => &term.en,
                    Lang::Nl => &term.nl,
                };
                checked += 1;
                if rulebook::search(&reference, word).is_empty() {
                    missing.push(format!(
                        "“{word}” finds nothing in resources/rules/{folder}/{}.txt",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(checked > 0, "no glossary was checked");
    assert!(
        missing.is_empty(),
        "glossary terms the rules search does not find: {missing:#?}"
    );
}
