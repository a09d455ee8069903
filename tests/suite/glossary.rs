//! Each registered game's glossary (`resources/glossary/<game>.toml`, format in
//! the README there) against its texts: every term finds something in the
//! rules reference of its language, and no UI string of the game uses a word
//! the glossary says it replaces. So what the screen says is what a search of
//! the rules finds, and the next game inherits the check by being registered.

use fluent_syntax::ast;
use holster::games::registry::GAMES;
use holster::i18n::{self, Lang};
use holster::rulebook::{self, Book};
use serde::Deserialize;

/// One game's glossary file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Glossary {
    /// Starts of message ids in the shared files that belong to the game.
    #[serde(default)]
    also: Vec<String>,
    /// The game's words.
    term: Vec<Term>,
}

/// One thing of the game, in both languages.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Term {
    en: String,
    nl: String,
    #[serde(default)]
    not_en: Vec<String>,
    #[serde(default)]
    not_nl: Vec<String>,
    /// Why the word was chosen; for people only.
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
}

impl Term {
    fn word(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Nl => &self.nl,
        }
    }

    fn replaced(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::En => &self.not_en,
            Lang::Nl => &self.not_nl,
        }
    }
}

fn glossary(game: &dyn holster::games::registry::Registered) -> Glossary {
    // The glossary the game embeds (`GameTexts::glossary`): a variant of a
    // game (the Undead solo game) shares its game's.
    let name = game.texts().name;
    toml::from_str(game.texts().glossary)
        .unwrap_or_else(|e| panic!("{name}: its glossary does not parse: {e}"))
}

/// Stands for a placeable, so words on both sides of one never join.
const GAP: &str = "\u{fffc}";

/// Every text people may read from a pattern: one per way through its
/// selectors, with string literals as text and a gap for each variable.
fn renderings(pattern: &ast::Pattern<&str>) -> Vec<String> {
    let mut out = vec![String::new()];
    for element in &pattern.elements {
        let next = match element {
            ast::PatternElement::TextElement { value } => vec![(*value).to_string()],
            ast::PatternElement::Placeable { expression } => expression_renderings(expression),
        };
        out = out
            .iter()
            .flat_map(|before| next.iter().map(move |after| format!("{before}{after}")))
            .collect();
    }
    out
}

fn expression_renderings(expression: &ast::Expression<&str>) -> Vec<String> {
    match expression {
        ast::Expression::Select { variants, .. } => {
            variants.iter().flat_map(|v| renderings(&v.value)).collect()
        }
        ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
            vec![(*value).to_string()]
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_renderings(expression)
        }
        ast::Expression::Inline(_) => vec![GAP.to_string()],
    }
}

/// Message id → each text people may read from it, for every message of
/// `source` whose id passes `keep`.
fn ui_strings(source: &str, keep: impl Fn(&str) -> bool) -> Vec<(String, Vec<String>)> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{e:?}"));
    let mut out = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            if !keep(message.id.name) {
                continue;
            }
            let texts = message
                .value
                .iter()
                .chain(message.attributes.iter().map(|a| &a.value))
                .flat_map(renderings)
                .collect();
            out.push((message.id.name.to_string(), texts));
        }
    }
    out
}

/// Drops what is between “ and ”: what people type (the notation's words),
/// not the words of a sentence.
fn without_typed(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('“') {
        out.push_str(&rest[..open]);
        out.push_str(GAP);
        rest = &rest[open + '“'.len_utf8()..];
        match rest.find('”') {
            Some(close) => rest = &rest[close + '”'.len_utf8()..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out
}

/// The words of a text as the check compares them: lowercase, without
/// accents or apostrophes; a hyphenated compound ("staakt-het-vuren") stays
/// one word.
fn words(text: &str) -> Vec<String> {
    rulebook::fold(text)
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '\'' | '’')))
        .map(|w| w.replace(['\'', '’'], ""))
        .filter(|w| !w.is_empty() && w != "-")
        .collect()
}

/// Whether `phrase` occurs in `text` as whole words, in a row.
fn uses(text: &[String], phrase: &str) -> bool {
    let phrase = words(phrase);
    !phrase.is_empty() && text.windows(phrase.len()).any(|w| w == phrase.as_slice())
}

/// Every UI string of a game in one language: its own file, and the messages
/// of the shared files whose ids start with one of `also`.
fn game_strings(name: &str, also: &[String], lang: Lang) -> Vec<(String, String, Vec<String>)> {
    let mut out = Vec::new();
    for (file, source) in i18n::sources(lang) {
        let own = file == name;
        let strings = ui_strings(source, |id| own || also.iter().any(|p| id.starts_with(p)));
        out.extend(
            strings
                .into_iter()
                .map(|(id, texts)| (format!("locales/{lang}/{file}.ftl"), id, texts)),
        );
    }
    out
}

#[test]
fn every_game_has_a_glossary_with_both_languages() {
    for game in GAMES {
        let name = game.texts().name;
        let glossary = glossary(*game);
        assert!(
            !glossary.term.is_empty(),
            "{name}: the glossary has no terms"
        );
        for term in &glossary.term {
            for lang in Lang::ALL {
                assert!(
                    !words(term.word(lang)).is_empty(),
                    "{name}: a term has no {lang} word: {term:?}"
                );
                for replaced in term.replaced(lang) {
                    let clash = glossary
                        .term
                        .iter()
                        .find(|t| words(t.word(lang)) == words(replaced));
                    assert!(
                        clash.is_none(),
                        "{name}: “{replaced}” ({lang}) is both a term and a word it replaces"
                    );
                }
            }
        }
    }
}

#[test]
fn every_glossary_term_is_found_in_the_reference_of_its_language() {
    let mut missing = Vec::new();
    for game in GAMES {
        let name = game.texts().name;
        let glossary = glossary(*game);
        for lang in Lang::ALL {
            let reference = rulebook::reference(Book::Game(game.id()), lang)
                .unwrap_or_else(|e| panic!("{name} {lang}: {e}"))
                .unwrap_or_else(|| panic!("{name} has no reference in {lang}"));
            for term in &glossary.term {
                if rulebook::search(&reference, term.word(lang)).is_empty() {
                    missing.push(format!(
                        "“{}” finds nothing in {}",
                        term.word(lang),
                        rulebook::resource_path(Book::Game(game.id()), lang)
                    ));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "glossary terms the rules search does not find: {missing:#?}"
    );
}

#[test]
fn no_ui_string_of_a_game_uses_a_word_its_glossary_replaces() {
    let mut found = Vec::new();
    for game in GAMES {
        let name = game.texts().name;
        let glossary = glossary(*game);
        for lang in Lang::ALL {
            for (file, id, texts) in game_strings(name, &glossary.also, lang) {
                let texts: Vec<Vec<String>> =
                    texts.iter().map(|t| words(&without_typed(t))).collect();
                for term in &glossary.term {
                    for replaced in term.replaced(lang) {
                        if texts.iter().any(|t| uses(t, replaced)) {
                            found.push(format!(
                                "{file} {id}: “{replaced}” (the game's word is “{}”)",
                                term.word(lang)
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "UI strings with replaced words: {found:#?}"
    );
}

#[test]
fn the_check_reads_whole_words_across_selectors_and_skips_what_is_typed() {
    let source = "a = De { $count ->\n    [one] zekere\n   *[other] gegarandeerde\n  } diefstal van { $item }\nb = Schrijf “zeker beer” voor een zekere\n    diefstal\nc = Een onzekere diefstal\n";
    let strings = ui_strings(source, |_| true);
    let uses_in = |id: &str, phrase: &str| {
        let (_, texts) = strings.iter().find(|(i, _)| i == id).expect("message");
        texts
            .iter()
            .any(|t| uses(&words(&without_typed(t)), phrase))
    };
    // Each way through a selector is read whole, with what follows it.
    assert!(uses_in("a", "zekere diefstal van"));
    assert!(uses_in("a", "de gegarandeerde diefstal"));
    assert!(!uses_in("a", "zekere gegarandeerde"));
    assert!(!uses_in("a", "van item"));
    // A phrase may break across lines; the typed notation is not read.
    assert!(uses_in("b", "zekere diefstal"));
    assert!(!uses_in("b", "zeker beer"));
    // Whole words only, any case.
    assert!(!uses_in("c", "zekere diefstal"));
    assert!(uses_in("c", "EEN Onzekere"));
    assert_eq!(
        words("Staakt-het-vuren bij het Gamblin’ House"),
        ["staakt-het-vuren", "bij", "het", "gamblin", "house"]
    );
}
