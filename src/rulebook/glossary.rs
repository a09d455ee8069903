//! Searching across the two languages with a game's glossary
//! (`resources/glossary/<game>.toml`): the glossary pairs each of the
//! game's words in English and Dutch, so "pijl" typed in the English rules
//! finds the sections about the arrow, and "arrow" in the Dutch ones the
//! sections about the pijl. A person at the table types the word they know;
//! the drawer's language need not be theirs.

use super::fold::query_words;
use super::{Book, Hit, SearchIndex};
use crate::i18n::Lang;
use serde::Deserialize;
use std::cmp::Reverse;

/// One game's words in both languages, folded for comparing.
#[derive(Debug, Clone, Default)]
pub struct Glossary {
    terms: Vec<Term>,
}

#[derive(Debug, Clone)]
struct Term {
    en: Vec<String>,
    nl: Vec<String>,
}

impl Term {
    fn words(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::En => &self.en,
            Lang::Nl => &self.nl,
        }
    }
}

/// The file as far as search needs it; the rest (`not_en`, notes) is for
/// the glossary's own test.
#[derive(Deserialize)]
struct File {
    #[serde(default)]
    term: Vec<FileTerm>,
}

#[derive(Deserialize)]
struct FileTerm {
    en: String,
    nl: String,
}

/// A query word stands for a glossary word when they are the same, or one
/// starts the other (a plural, a word still being typed) and the shorter
/// has three letters at least, so "p" does not stand for "pijl".
fn stands_for(typed: &str, term: &str) -> bool {
    typed == term
        || (typed.chars().count() >= 3 && term.starts_with(typed))
        || (term.chars().count() >= 3 && typed.starts_with(term))
}

impl Glossary {
    /// Reads a glossary file; one that does not parse gives an empty
    /// glossary (search then works in one language, as before), which the
    /// glossary test catches long before a player could.
    pub fn parse(text: &str) -> Self {
        let file: File = toml::from_str(text).unwrap_or(File { term: Vec::new() });
        let terms = file
            .term
            .into_iter()
            .map(|t| Term {
                en: query_words(&t.en),
                nl: query_words(&t.nl),
            })
            .filter(|t| !t.en.is_empty() && !t.nl.is_empty())
            .collect();
        Glossary { terms }
    }

    /// The glossary of `book`: a game's, embedded with its texts; Holster's
    /// own guide has none.
    pub fn of(book: Book) -> Self {
        match book {
            Book::Holster => Glossary::default(),
            Book::Game(game) => crate::games::registry::entry(game)
                .map(|g| Glossary::parse(g.texts().glossary))
                .unwrap_or_default(),
        }
    }

    /// `query` with the other language's glossary words in it put in
    /// `lang`'s words, or `None` when it has none. The longest term that
    /// matches at a place wins ("Indian attack" before "Indians").
    pub fn translate(&self, query: &str, lang: Lang) -> Option<String> {
        let from = lang.other();
        let words = query_words(query);
        let mut out: Vec<String> = Vec::new();
        let mut changed = false;
        let mut at = 0;
        while at < words.len() {
            let rest = &words[at..];
            let mut best: Option<&Term> = None;
            for term in &self.terms {
                let said = term.words(from);
                let fits = said.len() <= rest.len()
                    && said.iter().zip(rest).all(|(w, typed)| stands_for(typed, w))
                    // The same word in both languages is no translation.
                    && said != term.words(lang);
                if fits && best.is_none_or(|b| said.len() > b.words(from).len()) {
                    best = Some(term);
                }
            }
            match best {
                Some(term) => {
                    out.extend(term.words(lang).iter().cloned());
                    at += term.words(from).len();
                    changed = true;
                }
                None => {
                    out.push(rest[0].clone());
                    at += 1;
                }
            }
        }
        changed.then(|| out.join(" "))
    }
}

/// Searches `index` (a reference in `lang`) for `query` as typed and as the
/// glossary puts it in `lang`: each section once, with its better score,
/// best first. Also gives every query searched, for marking what was found.
pub fn search_across(
    index: &SearchIndex,
    glossary: &Glossary,
    lang: Lang,
    query: &str,
) -> (Vec<Hit>, Vec<String>) {
    let mut queries = vec![query.to_string()];
    queries.extend(glossary.translate(query, lang));
    let mut hits: Vec<Hit> = Vec::new();
    for q in &queries {
        for hit in index.search(q) {
            match hits.iter_mut().find(|h| h.section_id == hit.section_id) {
                Some(kept) if kept.score >= hit.score => {}
                Some(kept) => *kept = hit,
                None => hits.push(hit),
            }
        }
    }
    // Stable: among equals, what the typed words found comes first.
    hits.sort_by_key(|h| Reverse(h.score));
    (hits, queries)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::core::Game;
    use crate::games::bang_dice::BangDice;

    fn bang() -> Glossary {
        Glossary::of(Book::Game(BangDice::ID))
    }

    #[test]
    fn words_are_put_in_the_other_language_and_the_rest_kept() {
        let g = bang();
        assert_eq!(g.translate("pijl", Lang::En).as_deref(), Some("arrow"));
        assert_eq!(g.translate("pijlen", Lang::En).as_deref(), Some("arrow"));
        assert_eq!(g.translate("arrow", Lang::Nl).as_deref(), Some("pijl"));
        assert_eq!(
            g.translate("pijl stapel", Lang::En).as_deref(),
            Some("arrow pile")
        );
        assert_eq!(
            g.translate("indianenaanval", Lang::En).as_deref(),
            Some("indian attack")
        );
        assert_eq!(g.translate("arrow", Lang::En), None, "already English");
        assert_eq!(
            g.translate("p", Lang::En),
            None,
            "too short to stand for a word"
        );
        assert_eq!(g.translate("", Lang::En), None);
    }

    #[test]
    fn pijl_in_the_english_rules_finds_the_arrow_and_arrow_in_the_dutch_rules_the_pijl() {
        let book = Book::Game(BangDice::ID);
        let g = bang();
        for (lang, typed, own) in [(Lang::En, "pijl", "arrow"), (Lang::Nl, "arrow", "pijl")] {
            let reference = crate::rulebook::reference(book, lang)
                .ok()
                .flatten()
                .expect("the rules");
            let index = SearchIndex::new(&reference);
            assert!(
                index.search(typed).is_empty(),
                "{typed} alone finds nothing"
            );
            let (hits, queries) = search_across(&index, &g, lang, typed);
            let own_hits = index.search(own);
            assert!(!own_hits.is_empty());
            let found: Vec<&str> = hits.iter().map(|h| h.section_id.as_str()).collect();
            let wanted: Vec<&str> = own_hits.iter().map(|h| h.section_id.as_str()).collect();
            assert_eq!(found, wanted, "{lang:?}: the sections about {own}");
            assert_eq!(queries, vec![typed.to_string(), own.to_string()]);
        }
    }

    #[test]
    fn a_broken_glossary_is_an_empty_one() {
        let g = Glossary::parse("[[term]\nen = ");
        assert_eq!(g.translate("pijl", Lang::En), None);
        assert_eq!(
            Glossary::of(Book::Holster).translate("pijl", Lang::En),
            None
        );
    }
}
