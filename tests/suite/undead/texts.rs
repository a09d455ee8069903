//! The game's own texts: the same messages with the same variables in
//! English and Dutch, a message for every rule and for every id the game's
//! code names, and every rule's reference section in both languages.

use crate::support::fluent;
use holster::core::{Game, check_rule_table, message_key};
use holster::games::undead::Undead;
use holster::i18n::Lang;
use std::collections::BTreeSet;

/// The game's own message file in `lang`.
fn messages(lang: Lang) -> &'static str {
    holster::i18n::source(lang, Undead::TEXTS.name).expect("its messages")
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    let en = fluent::messages("en/undead.ftl", messages(Lang::En));
    let nl = fluent::messages("nl/undead.ftl", messages(Lang::Nl));
    fluent::assert_same_messages("undead.ftl", &en, &nl);
}

#[test]
fn every_rule_has_a_message_and_a_section_in_both_languages() {
    assert!(check_rule_table(Undead::rules()).is_empty());
    let en = fluent::messages("en/undead.ftl", messages(Lang::En));
    let sections = |text: &str| -> BTreeSet<String> {
        text.lines()
            .filter(|l| l.starts_with('='))
            .filter_map(|l| l.trim_start_matches('=').split('|').next())
            .map(|id| id.trim().to_string())
            .collect()
    };
    let (en_sections, nl_sections) = (
        sections(Undead::TEXTS.reference_en),
        sections(Undead::TEXTS.reference_nl),
    );
    for rule in Undead::rules() {
        assert!(
            nl_sections.contains(rule.section),
            "{} in Dutch",
            rule.section
        );
        let sections = &en_sections;
        assert!(
            en.contains_key(&message_key(rule.id)),
            "{} has no message",
            rule.id
        );
        assert!(
            sections.contains(rule.section),
            "{}: section {} is not in the reference",
            rule.id,
            rule.section
        );
    }
}

#[test]
fn every_message_the_game_names_exists() {
    let en = fluent::messages("en/undead.ftl", messages(Lang::En));
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/undead");
    let mut checked = 0;
    // The game's folder and the folders in it (odds/).
    let mut files = Vec::new();
    let mut folders = vec![std::path::PathBuf::from(dir)];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).expect("the game's folder") {
            let path = entry.expect("a file").path();
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for path in files {
        let source = std::fs::read_to_string(path).expect("readable");
        let mut rest = source.as_str();
        while let Some(at) = rest.find("Msg::new(\"undead-") {
            rest = &rest[at + "Msg::new(\"".len()..];
            let key = &rest[..rest.find('"').unwrap_or(0)];
            checked += 1;
            assert!(en.contains_key(key), "{key} has no message");
        }
    }
    for ability in holster::games::undead::Ability::ALL {
        assert!(en.contains_key(&ability.label().key), "{ability:?}");
    }
    for value in Undead::board_values() {
        assert!(en.contains_key(value.label) && en.contains_key(value.rulebook_says));
    }
    assert!(checked > 40, "only {checked} ids found");
}
