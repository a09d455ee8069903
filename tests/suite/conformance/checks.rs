//! The fixed checks every registered game passes, from its sample table.

use crate::support::conformance::Conformance;
use crate::support::fluent;
use holster::core::{SetupField, check_rule_table, message_key};
use holster::i18n::{self, Lang};
use holster::rulebook::{Book, reference};
use holster::session::{AnySession, LineOutcome};
use std::collections::BTreeMap;

/// What a person would compare of a game: every entry's notation, whether
/// it is in effect, what re-checking found, the counters, the reminders and
/// the state.
type Snapshot = (
    Vec<(String, bool, Vec<String>)>,
    Vec<(String, i64)>,
    Vec<String>,
    serde_json::Value,
);

fn snapshot(session: &dyn AnySession) -> Snapshot {
    (
        session
            .history()
            .iter()
            .map(|h| {
                let ids = h.findings.iter().map(|f| f.rule_id().to_string()).collect();
                (h.notation.clone(), h.active, ids)
            })
            .collect(),
        session
            .counters()
            .iter()
            .map(|c| (c.id.to_string(), c.value))
            .collect(),
        session
            .reminders()
            .iter()
            .map(|f| f.rule_id().to_string())
            .collect(),
        session.state_json(),
    )
}

/// Created, played a little (a note and an undone entry too), closed:
/// opening and reading the file give the same game, and its setup passes
/// the check every file passes on load.
pub fn a_saved_game_reads_back_the_same<G: Conformance>() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(format!("{}.toml", G::ID));
    let mut game = holster::games::create(G::ID, &path, &G::sample())
        .unwrap_or_else(|e| panic!("{}: the sample is refused: {e:?}", G::ID));
    let lines = G::sample_lines();
    assert!(!lines.is_empty(), "{}: no sample lines", G::ID);
    for line in lines
        .iter()
        .map(String::as_str)
        .chain(["note a table ruling"])
    {
        match game.enter_line(line) {
            Ok(LineOutcome::Entered(_)) => {}
            other => panic!("{}: sample line {line:?}: {other:?}", G::ID),
        }
    }
    game.undo().expect("the note can be undone");
    let played = snapshot(game.as_ref());
    drop(game);
    let read = holster::games::read(&path)
        .unwrap_or_else(|e| panic!("{}: its own file does not read: {e:?}", G::ID));
    assert_eq!(snapshot(read.as_ref()), played, "{}: read", G::ID);
    let (opened, _) = holster::games::open(&path)
        .unwrap_or_else(|e| panic!("{}: its own file does not open: {e:?}", G::ID));
    assert_eq!(snapshot(opened.as_ref()), played, "{}: opened", G::ID);
    let setup = G::setup(&G::sample()).expect("the sample");
    assert_eq!(G::check_stored(&setup), Ok(()), "{}", G::ID);
}

/// The rule table: stable ids well formed and never repeated, each with a
/// message and a section of the reference in both languages.
pub fn the_rule_table_is_sound<G: Conformance>() {
    let rules = G::rules();
    assert!(!rules.is_empty(), "{}: no rules", G::ID);
    assert_eq!(check_rule_table(rules), Vec::<String>::new(), "{}", G::ID);
    for rule in rules {
        let book = Book::of_rule(rule.id, G::ID);
        for lang in Lang::ALL {
            assert!(
                i18n::has(lang, &message_key(rule.id)),
                "{}: {} has no message in {lang}",
                G::ID,
                rule.id
            );
            let found = reference(book, lang)
                .ok()
                .flatten()
                .is_some_and(|r| r.section(rule.section).is_some());
            assert!(
                found,
                "{}: {}: section {} missing from {book} in {lang}",
                G::ID,
                rule.id,
                rule.section
            );
        }
    }
}

/// The game's own message file has the same messages with the same
/// variables in both languages; its reference has the same sections, in the
/// same order and at the same levels.
pub fn its_texts_are_in_both_languages<G: Conformance>() {
    let texts = G::TEXTS;
    let en = fluent::messages(
        &format!("locales/en/{}.ftl", texts.name),
        holster::i18n::source(Lang::En, texts.name).expect("its English messages"),
    );
    let nl = fluent::messages(
        &format!("locales/nl/{}.ftl", texts.name),
        holster::i18n::source(Lang::Nl, texts.name).expect("its Dutch messages"),
    );
    assert!(!en.is_empty(), "{}: no messages", G::ID);
    fluent::assert_same_messages(texts.name, &en, &nl);
    // Its title and its card on home (a variant: its button on its game's
    // card) are its own messages, in its own file.
    let id = G::ID;
    let mut own = vec![id.title_key()];
    if G::VARIANT_OF.is_some() {
        own.extend([format!("game-{id}-button"), format!("game-{id}-button-tip")]);
    } else {
        own.extend([format!("game-{id}-players"), format!("game-{id}-tracks")]);
    }
    for key in own {
        assert!(en.contains_key(&key), "{id}: `{key}` in its own messages");
    }
    let book = Book::Game(G::ID);
    let read = |lang| match reference(book, lang) {
        Ok(Some(r)) => r,
        Ok(None) => panic!("{}: no reference in {lang}", G::ID),
        Err(e) => panic!("{}: the reference in {lang} does not parse: {e:?}", G::ID),
    };
    let outline = |lang| {
        read(lang)
            .sections
            .iter()
            .map(|s| (s.id.clone(), s.level))
            .collect::<Vec<_>>()
    };
    assert_eq!(outline(Lang::En), outline(Lang::Nl), "{}: sections", G::ID);
}

/// Every question of the setup screen, for every table size and every
/// variant, and every board value, is labelled in both languages.
pub fn its_setup_and_board_labels_are_translated<G: Conformance>() {
    let mut labels: Vec<&'static str> = Vec::new();
    for players in 0..=10 {
        let mut chosen_sets = vec![BTreeMap::new()];
        for field in G::setup_fields(players, &BTreeMap::new()) {
            if let SetupField::OneOf { key, choices, .. } = &field {
                for choice in choices {
                    chosen_sets.push([(key.to_string(), choice.value.to_string())].into());
                }
            }
        }
        for chosen in &chosen_sets {
            for field in G::setup_fields(players, chosen) {
                match field {
                    SetupField::PerSeat { label, choices, .. }
                    | SetupField::OneOf { label, choices, .. } => {
                        labels.push(label);
                        labels.extend(choices.iter().map(|c| c.label));
                    }
                    SetupField::Seat { label, .. } => labels.push(label),
                }
            }
        }
    }
    for value in G::board_values() {
        assert!(value.min <= value.max, "{}: {}", G::ID, value.key);
        labels.extend([value.label, value.rulebook_says]);
    }
    let title = G::ID.title_key();
    for label in labels.into_iter().chain([title.as_str()]) {
        for lang in Lang::ALL {
            assert!(i18n::has(lang, label), "{}: {label} in {lang}", G::ID);
        }
    }
    for lang in Lang::ALL {
        assert!(i18n::has(lang, &G::entry_hint().key), "{}", G::ID);
    }
}

/// Each sample line reads as an action that is written back as a line
/// reading as that same action, and that line is written back unchanged.
pub fn the_notation_reads_back_as_written<G: Conformance>() {
    let setup = G::setup(&G::sample()).expect("the sample");
    for line in G::sample_lines() {
        let action = G::parse_action(&setup, &line)
            .unwrap_or_else(|e| panic!("{}: {line:?} does not read: {e:?}", G::ID));
        let written = G::format_action(&setup, &action);
        assert_eq!(
            G::parse_action(&setup, &written).as_ref(),
            Ok(&action),
            "{}: {line:?} is written {written:?}",
            G::ID
        );
        let again = G::parse_action(&setup, &written).expect("read above");
        assert_eq!(G::format_action(&setup, &again), written, "{}", G::ID);
    }
}

/// Every board value can be entered and changed in play (`board KEY VALUE`)
/// and the game uses it from then on, so no game is stuck for a value it
/// was set up without; undo takes it back.
pub fn every_board_value_can_be_entered_in_play<G: Conformance>() {
    let setup = G::setup(&G::sample()).expect("the sample");
    let mut session = holster::session::Session::<G>::in_memory(setup, chrono::Utc::now());
    for value in G::board_values() {
        let before = session.board_value(value.key);
        for to in [value.min, value.max] {
            let line = format!("board {} {to}", value.key);
            match session.enter_line(&line) {
                Ok(LineOutcome::Entered(_)) => {}
                other => panic!("{}: {line:?}: {other:?}", G::ID),
            }
            assert_eq!(
                session.board_value(value.key),
                Some(to),
                "{}: {line}",
                G::ID
            );
        }
        session.undo().expect("undo");
        session.undo().expect("undo");
        assert_eq!(session.board_value(value.key), before, "{}: undone", G::ID);
    }
}

/// A board value outside its range is refused with the game's own message
/// when a game is set up, and so on load (a stored setup is checked by the
/// same code): a file edited by hand to an impossible value never loads
/// as a game whose every entry is then refused. A game that keeps only
/// some of its board values may drop the others.
pub fn a_board_value_out_of_range_is_refused<G: Conformance>() {
    for value in G::board_values() {
        for bad in [value.min - 1, value.max + 1] {
            let mut input = G::sample();
            input.board.insert(value.key.to_string(), bad);
            match G::setup(&input) {
                Err(msg) => {
                    for lang in Lang::ALL {
                        assert!(
                            i18n::has(lang, &msg.key),
                            "{}: {} in {lang}",
                            G::ID,
                            msg.key
                        );
                    }
                }
                Ok(setup) => assert_ne!(
                    G::setup_input(&setup).board.get(value.key),
                    Some(&bad),
                    "{}: {} = {bad} was taken",
                    G::ID,
                    value.key
                ),
            }
        }
    }
}
