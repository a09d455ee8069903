//! Every message exists in English and Dutch, with the same variables, and
//! every message the code asks for exists.

use fluent_syntax::ast;
use holster::core::{Rule, message_key};
use holster::i18n::{self, Lang};
use std::collections::{BTreeMap, BTreeSet};

/// Message id → the variables it uses, for one language.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, source) in i18n::sources(lang) {
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) => r,
            Err((_, errors)) => panic!("locales/{lang}/{file}.ftl does not parse: {errors:?}"),
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    collect_pattern(pattern, &mut vars);
                }
                let id = message.id.name.to_string();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{id} is defined twice in {lang}"
                );
            }
        }
    }
    out
}

fn collect_pattern(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            collect_expression(expression, vars);
        }
    }
}

fn collect_expression(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            collect_inline(selector, vars);
            for variant in variants {
                collect_pattern(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => collect_inline(inline, vars),
    }
}

fn collect_inline(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => collect_expression(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                collect_inline(arg, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    let en = messages(Lang::En);
    let nl = messages(Lang::Nl);
    let only_en: Vec<_> = en.keys().filter(|k| !nl.contains_key(*k)).collect();
    let only_nl: Vec<_> = nl.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty(), "only in English: {only_en:?}");
    assert!(only_nl.is_empty(), "only in Dutch: {only_nl:?}");
    for (id, vars) in &en {
        assert_eq!(
            Some(vars),
            nl.get(id),
            "{id} uses different variables in Dutch"
        );
    }
}

#[test]
fn every_rule_of_every_game_has_a_message_in_both_languages() {
    let mut tables: Vec<&[&Rule]> = vec![holster::session::rules::CORE_RULES];
    for game in [holster::core::GameId::Tally]
        .into_iter()
        .chain(holster::core::GameId::TABLE_GAMES)
    {
        if let Some(rules) = holster::games::rules(game) {
            assert!(
                holster::core::check_rule_table(rules).is_empty(),
                "{game}: {:?}",
                holster::core::check_rule_table(rules)
            );
            tables.push(rules);
        }
    }
    for rule in tables.into_iter().flatten() {
        for lang in Lang::ALL {
            assert!(
                i18n::has(lang, &message_key(rule.id)),
                "{} has no message in {lang}",
                rule.id
            );
        }
    }
}

/// Message ids the code names as literals must exist: a missing one would
/// show its bare id to a player.
#[test]
fn every_message_id_named_in_the_code_exists_in_both_languages() {
    let mut missing = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    let mut checked = 0;
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            for entry in std::fs::read_dir(&path).expect("src is readable") {
                stack.push(entry.expect("entry").path());
            }
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).expect("source is readable");
        for key in quoted_keys(&source) {
            checked += 1;
            for lang in Lang::ALL {
                if !i18n::has(lang, &key) {
                    missing.push(format!("{key} ({lang}) in {}", path.display()));
                }
            }
        }
    }
    assert!(checked > 50, "the scan found only {checked} message ids");
    assert!(missing.is_empty(), "missing messages: {missing:#?}");
}

/// String literals passed straight to `Msg::new(`, `text(lang, ` or `t(`.
fn quoted_keys(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for marker in ["Msg::new(\"", "text(lang, \"", "t(\""] {
        let mut rest = source;
        while let Some(at) = rest.find(marker) {
            // `t(` must be a call of its own, not the end of `insert(`.
            let joined = rest[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            rest = &rest[at + marker.len()..];
            if joined {
                continue;
            }
            if let Some(end) = rest.find('"') {
                let key = &rest[..end];
                let plain = key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                if !key.is_empty() && plain && key.contains('-') {
                    keys.push(key.to_string());
                }
            }
        }
    }
    keys
}

#[test]
fn messages_fill_in_their_arguments_without_isolation_marks() {
    let msg = holster::core::Msg::new("dice-out-of-range")
        .arg("typed", 21_i64)
        .arg("sides", 20_u8);
    assert_eq!(
        i18n::tr(Lang::En, &msg),
        "A d20 has no 21: enter a number from 1 to 20."
    );
    assert_eq!(
        i18n::tr(Lang::Nl, &msg),
        "Een d20 heeft geen 21: vul een getal van 1 tot en met 20 in."
    );
}

#[test]
fn plurals_follow_the_count() {
    let one = holster::core::Msg::new("cli-moved").arg("count", 1_i64);
    let many = holster::core::Msg::new("cli-moved").arg("count", 4_i64);
    assert_eq!(i18n::tr(Lang::En, &one), "1 entry now in effect");
    assert_eq!(i18n::tr(Lang::En, &many), "4 entries now in effect");
    assert_eq!(i18n::tr(Lang::Nl, &many), "nu 4 invoeren van kracht");
}

/// Every rule's "Why?" link leads to a section that exists in both languages.
#[test]
fn every_rule_names_a_section_that_exists_in_both_languages() {
    use holster::rulebook::{Book, has_section};
    let mut games = vec![holster::core::GameId::Tally];
    games.extend(holster::core::GameId::TABLE_GAMES);
    let mut checked = 0;
    for game in games {
        let Some(rules) = holster::games::rules(game) else {
            continue;
        };
        for rule in rules.iter().chain(holster::session::rules::CORE_RULES) {
            let book = Book::of_rule(rule.id, game);
            for lang in Lang::ALL {
                assert!(
                    has_section(book, lang, rule.section),
                    "{}: section {} missing from {book} in {lang}",
                    rule.id,
                    rule.section
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
}
