//! Word search over a reference, forgiving of case and accents, for a search box that
//! updates on every keystroke.

use super::Reference;
use super::fold::{query_words, words};
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::BTreeMap;
use std::ops::Range;

/// How many characters of body text a snippet shows at most, not counting the "…" marks.
pub const SNIPPET_CHARS: usize = 160;

/// How many characters of context a snippet keeps before the match, so the reader sees
/// what the matched word belongs to without the match drifting to the end of the line.
const LEAD_CHARS: usize = 50;

/// Score weight of title points: large enough that any title match outranks the best
/// possible body-only match (body points are capped just below it).
const TITLE_WEIGHT: u32 = 1000;

/// One section that matches a query.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    /// The id of the matching section, to open or link it.
    pub section_id: String,
    /// The section's title, as written.
    pub title: String,
    /// A one-line excerpt of the body around the first match (or its start when only the
    /// title matched), with "…" where it was cut; at most [`SNIPPET_CHARS`] characters
    /// plus those marks.
    pub snippet: String,
    /// Higher is better; only meaningful for comparing hits of one search.
    pub score: u32,
}

/// A reference folded once, so that each keystroke only compares words.
///
/// It owns copies of the texts it needs, so a UI can keep it next to the [`Reference`]
/// without borrowing.
#[derive(Debug, Clone)]
pub struct SearchIndex {
    entries: Vec<Entry>,
}

/// The searchable form of one section.
#[derive(Debug, Clone)]
struct Entry {
    id: String,
    title: String,
    body: String,
    title_words: Vocabulary,
    body_words: Vocabulary,
}

/// The distinct folded words of a text, sorted so a prefix is a contiguous run found by
/// binary search.
#[derive(Debug, Clone, Default)]
struct Vocabulary(Vec<VocabWord>);

#[derive(Debug, Clone)]
struct VocabWord {
    folded: String,
    count: u32,
    /// Byte range of the first occurrence in the original text.
    first: Range<usize>,
}

/// How one query word matched one text.
#[derive(Debug, Default)]
struct WordMatch {
    exact: u32,
    prefix_only: u32,
    first: Option<Range<usize>>,
}

impl Vocabulary {
    fn new(text: &str) -> Self {
        let mut distinct: BTreeMap<String, (u32, Range<usize>)> = BTreeMap::new();
        for word in words(text) {
            distinct
                .entry(word.folded)
                .and_modify(|(count, _)| *count = count.saturating_add(1))
                .or_insert((1, word.span));
        }
        Vocabulary(
            distinct
                .into_iter()
                .map(|(folded, (count, first))| VocabWord {
                    folded,
                    count,
                    first,
                })
                .collect(),
        )
    }

    /// Occurrences of words equal to `query` or starting with it.
    fn find(&self, query: &str) -> WordMatch {
        let start = self.0.partition_point(|w| w.folded.as_str() < query);
        let mut found = WordMatch::default();
        for word in self.0[start..]
            .iter()
            .take_while(|w| w.folded.starts_with(query))
        {
            if word.folded == query {
                found.exact = found.exact.saturating_add(word.count);
            } else {
                found.prefix_only = found.prefix_only.saturating_add(word.count);
            }
            if found
                .first
                .as_ref()
                .is_none_or(|f| word.first.start < f.start)
            {
                found.first = Some(word.first.clone());
            }
        }
        found
    }
}

impl WordMatch {
    fn is_match(&self) -> bool {
        self.exact > 0 || self.prefix_only > 0
    }
}

impl SearchIndex {
    /// Folds every section of `reference`; do this once per reference, not per keystroke.
    pub fn new(reference: &Reference) -> Self {
        let entries = reference
            .sections
            .iter()
            .map(|s| Entry {
                id: s.id.clone(),
                title: s.title.clone(),
                body: s.body.clone(),
                title_words: Vocabulary::new(&s.title),
                body_words: Vocabulary::new(&s.body),
            })
            .collect();
        SearchIndex { entries }
    }

    /// The sections in which every word of `query` starts a word of the title or body,
    /// best first, document order among equals.
    ///
    /// Case and accents are ignored. A query with no words (empty, or only punctuation)
    /// finds nothing rather than everything, so an empty search box shows no result list.
    pub fn search(&self, query: &str) -> Vec<Hit> {
        let query = query_words(query);
        if query.is_empty() {
            return Vec::new();
        }
        let mut hits: Vec<Hit> = self
            .entries
            .iter()
            .filter_map(|entry| entry.hit(&query))
            .collect();
        // Stable, so equal scores keep the order of the book.
        hits.sort_by_key(|hit| Reverse(hit.score));
        hits
    }
}

impl Entry {
    fn hit(&self, query: &[String]) -> Option<Hit> {
        let mut title_points: u32 = 0;
        let mut body_points: u32 = 0;
        let mut first_body_match: Option<Range<usize>> = None;
        for word in query {
            let in_title = self.title_words.find(word);
            let in_body = self.body_words.find(word);
            if !in_title.is_match() && !in_body.is_match() {
                return None;
            }
            // A whole word is a better answer than a word that merely starts the same way.
            title_points += match (in_title.exact > 0, in_title.prefix_only > 0) {
                (true, _) => 3,
                (false, true) => 2,
                (false, false) => 0,
            };
            body_points = body_points
                .saturating_add(in_body.exact.saturating_mul(2))
                .saturating_add(in_body.prefix_only);
            if let Some(first) = in_body.first
                && first_body_match
                    .as_ref()
                    .is_none_or(|f| first.start < f.start)
            {
                first_body_match = Some(first);
            }
        }
        let score = title_points
            .saturating_mul(TITLE_WEIGHT)
            .saturating_add(body_points.min(TITLE_WEIGHT - 1));
        Some(Hit {
            section_id: self.id.clone(),
            title: self.title.clone(),
            snippet: snippet(&self.body, first_body_match),
            score,
        })
    }
}

/// Searches `reference` for `query`; see [`SearchIndex::search`]. Folds the whole reference
/// on every call, so a search box should keep a [`SearchIndex`] instead.
pub fn search(reference: &Reference, query: &str) -> Vec<Hit> {
    SearchIndex::new(reference).search(query)
}

/// A one-line excerpt of `body` around `around` (the start of the body when `None`),
/// cut at word boundaries where possible, with "…" at each cut end.
fn snippet(body: &str, around: Option<Range<usize>>) -> String {
    let around = around
        .filter(|r| body.get(r.clone()).is_some())
        .unwrap_or(0..0);

    let before = body.get(..around.start).unwrap_or_default();
    let lead: Vec<usize> = before
        .char_indices()
        .rev()
        .take(LEAD_CHARS + 1)
        .map(|(i, _)| i)
        .collect();
    let cut_start = lead.len() > LEAD_CHARS;
    let mut start = match lead.get(LEAD_CHARS - 1) {
        Some(&i) if cut_start => i,
        _ => 0,
    };
    if cut_start {
        // Begin after the first space rather than in the middle of a word.
        if let Some((i, c)) = body
            .get(start..around.start)
            .and_then(|s| s.char_indices().find(|(_, c)| c.is_whitespace()))
        {
            start += i + c.len_utf8();
        }
    }

    let rest = body.get(start..).unwrap_or_default();
    let (mut end, cut_end) = match rest.char_indices().nth(SNIPPET_CHARS) {
        Some((i, _)) => (start + i, true),
        None => (body.len(), false),
    };
    if cut_end && around.end < end {
        // End before the last space rather than in the middle of a word.
        if let Some(i) = body
            .get(around.end..end)
            .and_then(|s| s.rfind(char::is_whitespace))
        {
            end = around.end + i;
        }
    }

    let excerpt = body.get(start..end).unwrap_or_default();
    let mut out = String::new();
    if cut_start {
        out.push('…');
    }
    for (n, piece) in excerpt.split_whitespace().enumerate() {
        if n > 0 {
            out.push(' ');
        }
        out.push_str(piece);
    }
    if cut_end {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::core::Game;
    use crate::games::tally::Tally;
    use crate::i18n::Lang;
    use crate::rulebook::fixtures::{EN, NL};
    use crate::rulebook::{Book, Reference, Section};
    use proptest::prelude::*;

    fn en() -> Reference {
        Reference::from_text(Book::Game(Tally::ID), Lang::En, EN).expect("English fixture parses")
    }

    fn nl() -> Reference {
        Reference::from_text(Book::Game(Tally::ID), Lang::Nl, NL).expect("Dutch fixture parses")
    }

    fn ids(hits: &[Hit]) -> Vec<&str> {
        hits.iter().map(|h| h.section_id.as_str()).collect()
    }

    fn single(body: &str) -> Reference {
        Reference {
            book: Book::Game(Tally::ID),
            lang: Lang::Nl,
            sections: vec![Section {
                id: "s".into(),
                level: 1,
                title: "Titel".into(),
                page: None,
                body: body.into(),
                line: 1,
            }],
        }
    }

    #[test]
    fn case_is_ignored() {
        assert_eq!(ids(&search(&en(), "SHERIFF")), vec!["setup.roles", "end"]);
        assert_eq!(ids(&search(&en(), "sheriff")), vec!["setup.roles", "end"]);
    }

    #[test]
    fn accents_are_ignored_both_ways() {
        // Only setup.cafe mentions a café: "Café" in its title, "CAFÉ" in its body.
        assert_eq!(ids(&search(&en(), "CAFE")), vec!["setup.cafe"]);
        assert_eq!(ids(&search(&en(), "café")), vec!["setup.cafe"]);
        assert_eq!(ids(&search(&nl(), "cafe")), vec!["setup.cafe"]);
        // Accented query, unaccented text.
        assert_eq!(
            ids(&search(&en(), "dynamité")),
            ids(&search(&en(), "dynamite"))
        );
        // "een" finds "één"; the title "Een beurt" ranks first, then by how often "één" occurs.
        let hits = search(&nl(), "een");
        assert_eq!(
            ids(&hits),
            vec!["turn", "setup.roles", "setup.cafe", "turn.reroll.dynamite"]
        );
        assert!(hits[1].snippet.contains("één"), "{:?}", hits[1].snippet);
    }

    #[test]
    fn prefixes_match_but_not_infixes() {
        assert_eq!(ids(&search(&en(), "reroll")), vec!["turn.reroll", "turn"]);
        assert_eq!(ids(&search(&en(), "rerolls")), vec!["turn.reroll"]);
        // A word inside another word is not a match.
        assert!(search(&en(), "eroll").is_empty());
        assert!(
            search(&nl(), "kaart").is_empty(),
            "rolkaart does not start with kaart"
        );
    }

    #[test]
    fn every_query_word_must_match() {
        assert_eq!(
            ids(&search(&en(), "dynamite life")),
            vec!["turn.reroll.dynamite"]
        );
        assert_eq!(
            ids(&search(&en(), "life dynamite")),
            vec!["turn.reroll.dynamite"]
        );
        assert!(search(&en(), "dynamite zebra").is_empty());
        // Words may be split between title and body.
        assert_eq!(ids(&search(&en(), "roles sheriff")), vec!["setup.roles"]);
    }

    #[test]
    fn title_matches_rank_above_body_matches() {
        let hits = search(&en(), "dynamite");
        assert_eq!(ids(&hits), vec!["turn.reroll.dynamite", "turn.reroll"]);
        assert!(hits[0].score > hits[1].score);
        // "turn" is in the title "Taking a Turn" and in a body further on.
        let hits = search(&en(), "turn");
        assert_eq!(ids(&hits)[0], "turn");
        assert_eq!(
            ids(&hits)[1..],
            ["turn.reroll.dynamite"],
            "body matches follow in book order"
        );
    }

    #[test]
    fn a_title_match_beats_any_amount_of_body_matches() {
        let mut body = "bang ".repeat(2000);
        body.push_str("end");
        let reference = Reference {
            book: Book::Game(Tally::ID),
            lang: Lang::En,
            sections: vec![
                Section {
                    id: "noisy".into(),
                    level: 1,
                    title: "Noise".into(),
                    page: None,
                    body,
                    line: 1,
                },
                Section {
                    id: "bang".into(),
                    level: 1,
                    title: "Bangs".into(),
                    page: None,
                    body: String::new(),
                    line: 2,
                },
            ],
        };
        let hits = search(&reference, "bang");
        assert_eq!(ids(&hits), vec!["bang", "noisy"]);
    }

    #[test]
    fn equal_scores_keep_document_order() {
        let reference = Reference {
            book: Book::Game(Tally::ID),
            lang: Lang::En,
            sections: ["c", "a", "b"]
                .into_iter()
                .enumerate()
                .map(|(i, id)| Section {
                    id: id.into(),
                    level: 1,
                    title: format!("Same {id}"),
                    page: None,
                    body: "same words".into(),
                    line: i + 1,
                })
                .collect(),
        };
        assert_eq!(ids(&search(&reference, "same")), vec!["c", "a", "b"]);
    }

    #[test]
    fn empty_and_punctuation_queries_find_nothing() {
        for query in ["", "   ", "?!", " … — , ", "'", "-"] {
            assert!(search(&en(), query).is_empty(), "{query:?}");
        }
    }

    #[test]
    fn hyphens_and_apostrophes() {
        let reference = single("Je mag een re-roll doen. Don't shoot the sheriff's horse.");
        for query in [
            "reroll", "re-roll", "re roll", "roll", "dont", "don't", "sheriffs",
        ] {
            assert_eq!(search(&reference, query).len(), 1, "{query:?}");
        }
    }

    #[test]
    fn hit_carries_title_and_snippet() {
        let hits = search(&en(), "arrows");
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].title, "The Café Table");
        assert_eq!(
            hits[0].snippet,
            "Players who are out wait at the CAFÉ. Arrows are kept in one pile."
        );
    }

    #[test]
    fn title_only_match_shows_the_start_of_the_body() {
        let hits = search(&en(), "taking");
        assert_eq!(ids(&hits), vec!["turn"]);
        assert!(hits[0].snippet.starts_with("On your turn, roll"));
    }

    #[test]
    fn snippet_joins_lines_into_one() {
        let hits = search(&en(), "character");
        assert_eq!(hits.len(), 1);
        assert!(!hits[0].snippet.contains('\n'));
        assert!(
            hits[0]
                .snippet
                .contains("- one character card and its life points.")
        );
    }

    #[test]
    fn long_multibyte_body_is_cut_at_char_boundaries_around_the_match() {
        let filler = "één café ĳs ŉ 🤠 ";
        let mut body = filler.repeat(40);
        body.push_str("Sheriff ");
        body.push_str(&filler.repeat(40));
        let hits = search(&single(&body), "sheriff");
        assert_eq!(hits.len(), 1);
        let snippet = &hits[0].snippet;
        assert!(
            snippet.starts_with('…') && snippet.ends_with('…'),
            "{snippet}"
        );
        assert!(snippet.contains("Sheriff"));
        assert!(snippet.chars().count() <= SNIPPET_CHARS + 2, "{snippet}");
        assert!(snippet.chars().count() >= SNIPPET_CHARS / 2, "{snippet}");
        // Cut at word boundaries: no partial filler word at either end.
        let inner = snippet.trim_matches('…');
        for word in inner.split(' ') {
            assert!(
                filler.split(' ').any(|w| w == word) || word == "Sheriff",
                "{word:?}"
            );
        }
    }

    #[test]
    fn snippet_without_spaces_is_still_cut_and_valid() {
        let body = "é".repeat(500) + "x" + &"ü".repeat(500);
        let s = snippet(&body, Some(1000..1001));
        assert_eq!(s.chars().count(), SNIPPET_CHARS + 2);
        assert!(s.contains('x'));
        assert!(s.starts_with('…') && s.ends_with('…'));
    }

    #[test]
    fn short_body_is_not_marked_as_cut() {
        assert_eq!(snippet("kort en klein", Some(5..7)), "kort en klein");
        assert_eq!(snippet("", None), "");
        // A range that is not on char boundaries falls back to the start, never panics.
        assert_eq!(snippet("één", Some(1..2)), "één");
    }

    #[test]
    fn match_near_start_is_not_cut_at_the_front() {
        let body = format!("Start here. {}", "woord ".repeat(100));
        let s = snippet(&body, Some(0..5));
        assert!(s.starts_with("Start here."));
        assert!(s.ends_with('…'));
    }

    #[test]
    fn index_can_be_reused() {
        let index = SearchIndex::new(&nl());
        assert_eq!(
            ids(&index.search("dynamiet")),
            vec!["turn.reroll.dynamite", "turn.reroll"]
        );
        assert_eq!(ids(&index.search("REN")), vec!["end"]);
    }

    proptest! {
        #[test]
        fn search_never_panics_and_snippets_stay_short(query in any::<String>()) {
            for reference in [en(), nl()] {
                for hit in search(&reference, &query) {
                    prop_assert!(hit.snippet.chars().count() <= SNIPPET_CHARS + 2);
                    prop_assert!(reference.section(&hit.section_id).is_some());
                }
            }
        }

        #[test]
        fn snippets_of_arbitrary_bodies_are_short(
            body in "(\\PC|\\s){0,600}",
            query in "\\PC{1,8}",
        ) {
            let reference = single(&body);
            for hit in search(&reference, &query) {
                // A String is valid UTF-8 by construction; what matters is that building
                // it sliced only at char boundaries (else it would have panicked) and
                // stayed short.
                prop_assert!(hit.snippet.chars().count() <= SNIPPET_CHARS + 2);
                prop_assert!(!hit.snippet.contains('\n'));
            }
        }

        #[test]
        fn a_word_from_the_text_always_finds_its_section(
            words in proptest::collection::vec("[a-zA-Zéëïöüàç]{1,10}", 1..60),
            pick in any::<prop::sample::Index>(),
        ) {
            let body = words.join(" ");
            let word = pick.get(&words).to_uppercase();
            let hits = search(&single(&body), &word);
            prop_assert_eq!(hits.len(), 1);
        }
    }
}
