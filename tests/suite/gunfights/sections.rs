//! Every rule names a section of the Gunfights & Gamblin' reference that
//! exists in both languages, and every rule has a message in both.

use holster::core::{Game, check_rule_table, message_key};
use holster::games::gunfights::Gunfights;
use holster::i18n::{self, Lang};
use holster::rulebook::{Book, reference};

#[test]
fn the_rule_table_is_sound_and_every_rule_has_messages() {
    assert_eq!(check_rule_table(Gunfights::rules()), Vec::<String>::new());
    for rule in Gunfights::rules() {
        for lang in Lang::ALL {
            assert!(
                i18n::has(lang, &message_key(rule.id)),
                "{} in {lang}",
                rule.id
            );
        }
    }
}

#[test]
fn every_rule_names_a_section_in_the_docs_list() {
    let list = include_str!("../../../docs/gunfights-sections.txt");
    let ids: Vec<&str> = list
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    for rule in Gunfights::rules() {
        assert!(ids.contains(&rule.section), "{}: {}", rule.id, rule.section);
    }
}

#[test]
fn every_rule_names_a_section_that_exists_in_both_languages() {
    for lang in Lang::ALL {
        let book = match reference(Book::Game(Gunfights::ID), lang) {
            Ok(Some(book)) => book,
            Ok(None) => {
                eprintln!(
                    "SKIPPED: the Gunfights & Gamblin' reference in {lang} is not embedded yet"
                );
                continue;
            }
            Err(e) => panic!("the Gunfights & Gamblin' reference in {lang} does not parse: {e:?}"),
        };
        for rule in Gunfights::rules() {
            assert!(
                book.section(rule.section).is_some(),
                "{}: section {} missing in {lang}",
                rule.id,
                rule.section
            );
        }
    }
}
