//! The bilingual rules reference: each game's rules as sections with ids shared by English
//! and Dutch, so the interface can link a finding to "the rule that says so" in either
//! language, and the player can search them.
//!
//! The texts are plain files (`resources/rules/<game>/<lang>.txt`, format in
//! `docs/reference-format.md`) compiled into the binary; this module parses them
//! ([`parse`]), loads them ([`reference`]), checks the two languages against each other
//! ([`missing_in_either`]) and searches them ([`SearchIndex`]).

mod book;
mod embedded;
#[cfg(test)]
mod fixtures;
mod fold;
mod format;
mod glossary;
mod search;

pub use fold::fold;
pub use format::{Block, FormatError, FormatErrorKind, MAX_LEVEL, Section, is_valid_id, parse};
pub use glossary::{Glossary, search_across};
pub use search::{Hit, SNIPPET_CHARS, SearchIndex, search};

use crate::i18n::Lang;
pub use book::Book;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// One game's rules reference in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reference {
    /// Which book this is.
    pub book: Book,
    /// The language they are written in.
    pub lang: Lang,
    /// The sections in book order; parents come before their subsections.
    pub sections: Vec<Section>,
}

impl Reference {
    /// Parses `text` as the reference of `game` in `lang`.
    pub fn from_text(book: Book, lang: Lang, text: &str) -> Result<Reference, FormatError> {
        Ok(Reference {
            book,
            lang,
            sections: parse(text)?,
        })
    }

    /// The section with this id, if the reference has it.
    pub fn section(&self, id: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.id == id)
    }

    /// The section ids in book order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.sections.iter().map(|s| s.id.as_str())
    }
}

/// Where the text of `game`'s reference in `lang` lives in the repository, relative to its
/// root: `resources/rules/<game>/<lang>.txt`.
pub fn resource_path(book: Book, lang: Lang) -> String {
    format!("resources/rules/{}/{}.txt", book.as_str(), lang.code())
}

/// The embedded reference of `game` in `lang`: `Ok(None)` when the game has no text in
/// that language yet, an error when its text does not parse.
///
/// The text is parsed on every call; callers that search or browse keep the result.
pub fn reference(book: Book, lang: Lang) -> Result<Option<Reference>, FormatError> {
    embedded::embedded_text(book, lang)
        .map(|text| Reference::from_text(book, lang, text))
        .transpose()
}

/// Whether `game`'s embedded reference in `lang` has a section `id`; false when it has no
/// text or its text does not parse. Meant for tests that check the ids findings point at.
pub fn has_section(book: Book, lang: Lang, id: &str) -> bool {
    matches!(reference(book, lang), Ok(Some(r)) if r.section(id).is_some())
}

/// The ids found in only one of `a` and `b`: first those of `a` missing from `b`, then those
/// of `b` missing from `a`, each in book order. Empty when both have the same sections,
/// which is what every game's two languages must satisfy.
pub fn missing_in_either(a: &Reference, b: &Reference) -> Vec<String> {
    let in_a: HashSet<&str> = a.ids().collect();
    let in_b: HashSet<&str> = b.ids().collect();
    a.ids()
        .filter(|id| !in_b.contains(id))
        .chain(b.ids().filter(|id| !in_a.contains(id)))
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::fixtures::{EN, NL};
    use super::*;
    use crate::core::Game;
    use crate::games::bang_dice::BangDice;
    use crate::games::gunfighters::Gunfighters;
    use crate::games::tally::Tally;

    fn fixture(lang: Lang) -> Reference {
        let text = match lang {
            Lang::En => EN,
            Lang::Nl => NL,
        };
        Reference::from_text(Book::Game(Tally::ID), lang, text).expect("fixture parses")
    }

    #[test]
    fn fixtures_have_the_same_sections_in_both_languages() {
        let (en, nl) = (fixture(Lang::En), fixture(Lang::Nl));
        assert!(missing_in_either(&en, &nl).is_empty());
        assert!(missing_in_either(&nl, &en).is_empty());
        assert_eq!(en.ids().collect::<Vec<_>>(), nl.ids().collect::<Vec<_>>());
        let levels = |r: &Reference| r.sections.iter().map(|s| s.level).collect::<Vec<_>>();
        assert_eq!(levels(&en), levels(&nl));
    }

    #[test]
    fn missing_in_either_lists_both_directions_in_book_order() {
        let en = fixture(Lang::En);
        let mut nl = fixture(Lang::Nl);
        nl.sections
            .retain(|s| s.id != "setup.cafe" && s.id != "end");
        nl.sections.push(Section {
            id: "nl.only".into(),
            level: 1,
            title: "Alleen in het Nederlands".into(),
            page: None,
            body: String::new(),
            line: 99,
        });
        assert_eq!(
            missing_in_either(&en, &nl),
            vec!["setup.cafe", "end", "nl.only"]
        );
        assert_eq!(
            missing_in_either(&nl, &en),
            vec!["nl.only", "setup.cafe", "end"]
        );
    }

    #[test]
    fn sections_are_found_by_id() {
        let nl = fixture(Lang::Nl);
        let roles = nl.section("setup.roles").expect("has setup.roles");
        assert_eq!(roles.title, "Rollen");
        assert_eq!(roles.level, 2);
        assert_eq!(
            nl.section("turn").and_then(|s| s.page.as_deref()),
            Some("blz. 5")
        );
        assert!(nl.section("setup.nothing").is_none());
        assert!(nl.section("").is_none());
    }

    #[test]
    fn from_text_reports_format_errors() {
        let e = Reference::from_text(Book::Game(Tally::ID), Lang::En, "oops\n= a | A\n")
            .expect_err("text before header");
        assert_eq!(e.line, 1);
        assert_eq!(e.kind, FormatErrorKind::TextBeforeFirstHeader);
    }

    #[test]
    fn resource_paths_follow_the_game_and_language_codes() {
        assert_eq!(
            resource_path(Book::Game(BangDice::ID), Lang::Nl),
            "resources/rules/bang-dice/nl.txt"
        );
        assert_eq!(
            resource_path(Book::Game(Gunfighters::ID), Lang::En),
            "resources/rules/gunfighters/en.txt"
        );
    }

    /// Guards every text that is ever embedded: it parses, and its game has both languages
    /// with the same ids. Passes trivially until the first game adds its texts.
    #[test]
    fn every_embedded_reference_parses_and_matches_its_other_language() {
        for game in Book::all() {
            let en = reference(game, Lang::En);
            let nl = reference(game, Lang::Nl);
            let (en, nl) = match (en, nl) {
                (Ok(en), Ok(nl)) => (en, nl),
                (Err(e), _) => panic!("{}: {e}", resource_path(game, Lang::En)),
                (_, Err(e)) => panic!("{}: {e}", resource_path(game, Lang::Nl)),
            };
            match (en, nl) {
                (Some(en), Some(nl)) => {
                    assert_eq!(en.book, game);
                    assert_eq!(nl.lang, Lang::Nl);
                    let missing = missing_in_either(&en, &nl);
                    assert!(
                        missing.is_empty(),
                        "{game}: ids in one language only: {missing:?}"
                    );
                }
                (None, None) => {}
                (en, _) => panic!(
                    "{game} has rules text in {} only; add both languages",
                    if en.is_some() { "en" } else { "nl" }
                ),
            }
        }
    }

    #[test]
    fn has_section_agrees_with_the_loaded_reference() {
        for game in Book::all() {
            for lang in Lang::ALL {
                let loaded = reference(game, lang).ok().flatten();
                let ids: Vec<String> = loaded
                    .iter()
                    .flat_map(|r| r.ids().map(str::to_string))
                    .collect();
                for id in &ids {
                    assert!(has_section(game, lang, id), "{game}/{lang}: {id}");
                }
                assert!(!has_section(game, lang, "no-such.section"));
                assert!(!has_section(game, lang, ""));
            }
        }
    }
}
