//! The messages of a Fluent file and the variables each uses, so tests can
//! compare languages (`tests/suite/locales.rs` for all files together,
//! `tests/suite/conformance.rs` for each game's own).

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Message id → the variables it uses, added to `out`; `name` says which
/// file in a failure. Panics if the file does not parse or defines an id
/// already in `out`.
pub fn add_messages(name: &str, source: &str, out: &mut BTreeMap<String, BTreeSet<String>>) {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{name} does not parse: {errors:?}"),
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
                "{id} is defined twice ({name})"
            );
        }
    }
}

/// The messages of one file.
pub fn messages(name: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    add_messages(name, source, &mut out);
    out
}

/// Asserts that two languages have the same messages with the same variables.
#[track_caller]
pub fn assert_same_messages(
    what: &str,
    en: &BTreeMap<String, BTreeSet<String>>,
    nl: &BTreeMap<String, BTreeSet<String>>,
) {
    let only_en: Vec<_> = en.keys().filter(|k| !nl.contains_key(*k)).collect();
    let only_nl: Vec<_> = nl.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty(), "{what}: only in English: {only_en:?}");
    assert!(only_nl.is_empty(), "{what}: only in Dutch: {only_nl:?}");
    for (id, vars) in en {
        assert_eq!(
            Some(vars),
            nl.get(id),
            "{what}: {id} uses different variables in Dutch"
        );
    }
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
