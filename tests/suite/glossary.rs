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

/// The Fluent files every game's screens share (`locales/<lang>/gui.ftl`, …):
/// those that are no game's own.
fn shared_files() -> Vec<&'static str> {
    let own: Vec<&str> = GAMES.iter().map(|g| g.texts().name).collect();
    i18n::files(Lang::En)
        .into_iter()
        .filter(|f| !own.contains(f))
        .collect()
}

/// Whether a message of a shared file is some game's (`gf-ui-…` belongs to
/// Gunfights & Gamblin'): the starts of ids in every game's `also`.
fn owned_by_a_game(id: &str) -> bool {
    static PREFIXES: std::sync::LazyLock<Vec<String>> =
        std::sync::LazyLock::new(|| GAMES.iter().flat_map(|g| glossary(*g).also).collect());
    PREFIXES.iter().any(|p| id.starts_with(p.as_str()))
}

/// Every UI string of a game in one language: its own file, the messages
/// of the shared files whose ids start with one of `also`, and the shared
/// messages that belong to no game in particular (the screens every game
/// uses: statistics, summary, setup, the dice).
fn game_strings(name: &str, also: &[String], lang: Lang) -> Vec<(String, String, Vec<String>)> {
    let shared = shared_files();
    let mut out = Vec::new();
    for (file, source) in i18n::sources(lang) {
        let own = file == name;
        let common = shared.contains(&file);
        let strings = ui_strings(source, |id| {
            own || also.iter().any(|p| id.starts_with(p)) || (common && !owned_by_a_game(id))
        });
        out.extend(
            strings
                .into_iter()
                .map(|(id, texts)| (format!("locales/{lang}/{file}.ftl"), id, texts)),
        );
    }
    out
}

/// What people read of a line of a rules reference: a section heading
/// without its id (`== setup.posse | Je hand is je bende`), and without the
/// glosses in parentheses, where the reference names the other word once on
/// purpose (“Notoriety (beruchtheid)”, “Schietoefening (Target Practice)”),
/// so a search for that word finds the section.
fn reference_reading(line: &str) -> String {
    let line = match line.trim_start_matches('=').split_once('|') {
        Some((_, title)) if line.starts_with('=') => title,
        _ => line,
    };
    let mut out = String::new();
    let mut depth = 0usize;
    for c in line.chars() {
        match c {
            '(' => {
                depth += 1;
                out.push_str(GAP);
            }
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Every line of a rules reference in one language, with where it is.
fn reference_lines(book: Book, source: &str, lang: Lang) -> Vec<(String, String)> {
    let path = rulebook::resource_path(book, lang);
    source
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with('#'))
        .map(|(i, line)| (format!("{path}:{}", i + 1), reference_reading(line)))
        .collect()
}

/// A game's rules reference in one language, line by line.
fn game_reference_lines(
    game: &dyn holster::games::registry::Registered,
    lang: Lang,
) -> Vec<(String, String)> {
    let texts = game.texts();
    let source = match lang {
        Lang::En => texts.reference_en,
        Lang::Nl => texts.reference_nl,
    };
    // A variant (the solo game) reads its game's reference.
    let id = game.variant_of().unwrap_or(game.id());
    reference_lines(Book::Game(id), source, lang)
}

/// Holster's own guide, which names every game's things too.
fn guide_lines(lang: Lang) -> Vec<(String, String)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(rulebook::resource_path(Book::Holster, lang));
    let source =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    reference_lines(Book::Holster, &source, lang)
}

/// The words of a game's notation page (`docs/<game>-notation.md`, in
/// English) that people read: each line without what is between back
/// quotes, which is typed (and in the Dutch column is the Dutch notation).
fn notation_page_lines(name: &str) -> Vec<(String, String)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs")
        .join(format!("{name}-notation.md"));
    let Ok(page) = std::fs::read_to_string(&path) else {
        return Vec::new();
    };
    page.lines()
        .enumerate()
        .map(|(i, line)| {
            let read: String = line
                .split('`')
                .enumerate()
                .map(|(j, part)| if j % 2 == 0 { part } else { GAP })
                .collect();
            (format!("docs/{name}-notation.md:{}", i + 1), read)
        })
        .collect()
}

/// The words of a game's conformance table (`docs/<game>-rules.md`, in
/// English) that Holster itself writes: each line without the cells that
/// quote the rulebook (which open with `"`, and keep its words as printed)
/// and without what is between back quotes.
fn rules_page_lines(name: &str) -> Vec<(String, String)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs")
        .join(format!("{name}-rules.md"));
    let Ok(page) = std::fs::read_to_string(&path) else {
        return Vec::new();
    };
    page.lines()
        .enumerate()
        .map(|(i, line)| {
            let own: Vec<&str> = line
                .split(" | ")
                .filter(|cell| !cell.trim_start_matches("| ").starts_with('"'))
                .collect();
            let read: String = own
                .join(GAP)
                .split('`')
                .enumerate()
                .map(|(j, part)| if j % 2 == 0 { part } else { GAP })
                .collect();
            (format!("docs/{name}-rules.md:{}", i + 1), read)
        })
        .collect()
}

/// Every text of a game people read in `lang`, as (where, text): its
/// messages and the shared screens', its reference, and (in English) its
/// notation page and its conformance table.
fn game_texts(
    game: &dyn holster::games::registry::Registered,
    glossary: &Glossary,
    lang: Lang,
) -> Vec<(String, String)> {
    let texts = game.texts();
    let mut out: Vec<(String, String)> = game_strings(texts.name, &glossary.also, lang)
        .into_iter()
        .flat_map(|(file, id, texts)| {
            texts
                .into_iter()
                .map(move |t| (format!("{file} {id}"), without_typed(&t)))
        })
        .collect();
    out.extend(game_reference_lines(game, lang));
    out.extend(guide_lines(lang));
    if lang == Lang::En {
        out.extend(notation_page_lines(texts.name));
        out.extend(rules_page_lines(texts.name));
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

/// "One term for one thing": no text a player of the game reads (its
/// messages, the shared screens, its reference, its notation page) uses a
/// word its glossary says the game's word replaces.
#[test]
fn no_text_of_a_game_uses_a_word_its_glossary_replaces() {
    let mut found = Vec::new();
    for game in GAMES {
        let glossary = glossary(*game);
        for lang in Lang::ALL {
            for (place, text) in game_texts(*game, &glossary, lang) {
                let read = words(&text);
                for term in &glossary.term {
                    for replaced in term.replaced(lang) {
                        if uses(&read, replaced) {
                            found.push(format!(
                                "{place}: “{replaced}” (the game's word is “{}”)",
                                term.word(lang)
                            ));
                        }
                    }
                }
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "texts with replaced words: {found:#?}");
}

/// Holster's own words, the same for every game (`resources/glossary/shared.toml`).
fn shared_glossary() -> Glossary {
    toml::from_str(include_str!("../../resources/glossary/shared.toml"))
        .unwrap_or_else(|e| panic!("resources/glossary/shared.toml does not parse: {e}"))
}

/// The words every screen shares ("board value", "a play") are one word
/// each in every message of every file and in every reference.
#[test]
fn no_text_uses_a_word_the_shared_glossary_replaces() {
    let glossary = shared_glossary();
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let mut texts: Vec<(String, String)> = Vec::new();
        for (file, source) in i18n::sources(lang) {
            for (id, rendered) in ui_strings(source, |_| true) {
                texts.extend(
                    rendered
                        .iter()
                        .map(|t| (format!("locales/{lang}/{file}.ftl {id}"), without_typed(t))),
                );
            }
        }
        for game in GAMES {
            texts.extend(game_reference_lines(*game, lang));
        }
        texts.extend(guide_lines(lang));
        for (place, text) in texts {
            let read = words(&text);
            for term in &glossary.term {
                for replaced in term.replaced(lang) {
                    if uses(&read, replaced) {
                        found.push(format!(
                            "{place}: “{replaced}” (Holster's word is “{}”)",
                            term.word(lang)
                        ));
                    }
                }
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "texts with replaced words: {found:#?}");
}

/// A printed name with an apostrophe ("Gamblin' House") is spelled one way
/// in every text of its game: the glossary's.
#[test]
fn printed_names_keep_the_glossary_s_apostrophe() {
    let mut found = Vec::new();
    for game in GAMES {
        let glossary = glossary(*game);
        for lang in Lang::ALL {
            let texts = game_texts(*game, &glossary, lang);
            for term in &glossary.term {
                let word = term.word(lang);
                let other = if word.contains('\'') {
                    word.replace('\'', "’")
                } else if word.contains('’') {
                    word.replace('’', "'")
                } else {
                    continue;
                };
                for (place, text) in &texts {
                    if text.to_lowercase().contains(&other.to_lowercase()) {
                        found.push(format!("{place}: “{other}” (the glossary spells “{word}”)"));
                    }
                }
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "names spelled another way: {found:#?}");
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
