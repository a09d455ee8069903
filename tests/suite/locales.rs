//! Every message exists in English and Dutch, with the same variables, and
//! every message the code asks for exists.

use holster::core::{Rule, message_key};
use holster::i18n::{self, Lang};
use std::collections::{BTreeMap, BTreeSet};

use crate::support::fluent;

/// Message id → the variables it uses, for one language, over every file:
/// an id is defined once in all of them.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, source) in i18n::sources(lang) {
        fluent::add_messages(&format!("locales/{lang}/{file}.ftl"), source, &mut out);
    }
    out
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    fluent::assert_same_messages("all files", &messages(Lang::En), &messages(Lang::Nl));
}

/// Holster's own rules have messages in both languages and are explained in
/// its guide in both; each game's rules are checked by `tests/suite/conformance.rs`.
#[test]
fn every_rule_of_holster_itself_has_a_message_and_a_section_in_both_languages() {
    use holster::rulebook::{Book, has_section};
    let rules: &[&Rule] = holster::session::rules::CORE_RULES;
    assert!(holster::core::check_rule_table(rules).is_empty());
    for rule in rules {
        for lang in Lang::ALL {
            assert!(
                i18n::has(lang, &message_key(rule.id)),
                "{} has no message in {lang}",
                rule.id
            );
            assert!(
                has_section(Book::Holster, lang, rule.section),
                "{}: section {} missing from Holster's guide in {lang}",
                rule.id,
                rule.section
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

/// Every label of a screen (a `*-ui-*` message) is asked for somewhere in
/// the code, by its id in quotes: a label left behind when its button went
/// is a translation nobody sees and a trap for the next change.
#[test]
fn every_ui_message_is_used_in_the_code() {
    let mut code = String::new();
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            for entry in std::fs::read_dir(&path).expect("src is readable") {
                stack.push(entry.expect("entry").path());
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            code.push_str(&std::fs::read_to_string(&path).expect("source is readable"));
        }
    }
    let ui: Vec<String> = messages(Lang::En)
        .into_keys()
        .filter(|id| id.contains("-ui-"))
        .collect();
    assert!(ui.len() > 40, "only {} labels found", ui.len());
    let unused: Vec<&String> = ui
        .iter()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "labels no code asks for: {unused:?}");
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
    // An entry is a step of the game in Dutch: "invoer" has no plural.
    assert_eq!(i18n::tr(Lang::Nl, &one), "Nu telt 1 stap mee");
    assert_eq!(i18n::tr(Lang::Nl, &many), "Nu tellen 4 stappen mee");
}

/// Dutch buttons say what they do in the infinitive, as Dutch software does.
#[test]
fn dutch_buttons_are_infinitives() {
    for (key, want) in [
        ("setup-start", "Spel beginnen"),
        ("table-pick", "Willekeurige speler kiezen"),
        ("bang-ui-fire", "Gatling afvuren"),
        ("gf-pad-practice", "Schietoefening…"),
        ("gf-pad-guard", "Informatie bewaken…"),
        ("gf-pad-reveal", "Informatie loskrijgen…"),
        ("gf-raid-cease", "Staakt-het-vuren afkondigen"),
    ] {
        assert_eq!(i18n::text(Lang::Nl, key), want, "{key}");
    }
}

/// "Klik op", never "klik de": a Dutch click lands on something.
#[test]
fn dutch_clicks_land_on_something() {
    let mut wrong = Vec::new();
    for (file, source) in i18n::sources(Lang::Nl) {
        for line in source.lines() {
            let words: Vec<String> = line
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect();
            for (i, word) in words.iter().enumerate() {
                if word == "klik" && !words.iter().skip(i + 1).take(3).any(|w| w == "op") {
                    wrong.push(format!("{file}: {line}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "clicks that land on nothing: {wrong:#?}");
}
