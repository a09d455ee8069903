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

/// The text people read of every message of a file (text and string
/// literals, every way through a selector alike), with its id.
fn message_texts(source: &str) -> Vec<(String, String)> {
    use fluent_syntax::ast;
    fn pattern(p: &ast::Pattern<&str>, out: &mut String) {
        for element in &p.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable { expression } => expr(expression, out),
            }
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut String) {
        match e {
            ast::Expression::Select { variants, .. } => {
                for v in variants {
                    pattern(&v.value, out);
                    out.push('\n');
                }
            }
            ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
                out.push_str(value)
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                expr(expression, out)
            }
            ast::Expression::Inline(_) => out.push('\u{fffc}'),
        }
    }
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{e:?}"));
    let mut out = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut text = String::new();
            for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                pattern(p, &mut text);
            }
            out.push((m.id.name.to_string(), text));
        }
    }
    out
}

/// Every line people read of every rules reference, in `lang`, with where.
fn reference_lines(lang: Lang) -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/rules");
    let mut books: Vec<_> = std::fs::read_dir(&dir)
        .expect("resources/rules")
        .map(|e| e.expect("entry").path())
        .collect();
    books.sort();
    let mut out = Vec::new();
    for book in books {
        let path = book.join(format!("{lang}.txt"));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            if !line.starts_with('#') {
                out.push((format!("{}:{}", path.display(), i + 1), line.to_string()));
            }
        }
    }
    out
}

/// One style of quotes in both languages, in messages and references alike:
/// “…”, never „…” nor straight double quotes. (Between “ and ” is also what
/// the glossary check reads as typed.)
#[test]
fn quotes_are_one_style_in_every_text() {
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (file, source) in i18n::sources(lang) {
            for (id, text) in message_texts(source) {
                if text.contains(['"', '„']) {
                    wrong.push(format!("locales/{lang}/{file}.ftl {id}: {text}"));
                }
            }
        }
        for (place, line) in reference_lines(lang) {
            if line.contains(['"', '„']) {
                wrong.push(format!("{place}: {line}"));
            }
        }
    }
    assert!(wrong.is_empty(), "other quotes than “…”: {wrong:#?}");
}

/// "de Station": a fixed article before a name the message is given reads
/// wrong for every name of the other gender. A Dutch message puts “de” or
/// “het” right before a variable only where every value takes that article:
/// numbers (“de 3 Bullets”), people and characters (“de Mayor”), dice
/// (“de d20”), a compound that ends in a word of its own (“de Station-kaart”);
/// names of places choose their article (“het Station”).
#[test]
fn dutch_articles_before_a_name_fit_every_name() {
    use fluent_syntax::ast;
    // The variables whose every value takes "de": numbers, characters, dice.
    const TAKE_DE: [&str; 8] = [
        "count",
        "n",
        "played",
        "best",
        "coins",
        "character",
        "chooser",
        "die",
    ];
    let mut wrong = Vec::new();
    for (file, source) in i18n::sources(Lang::Nl) {
        let resource =
            fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{e:?}"));
        for entry in resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            let mut patterns: Vec<&ast::Pattern<&str>> = m.value.iter().collect();
            while let Some(p) = patterns.pop() {
                let mut before = String::new();
                for (i, element) in p.elements.iter().enumerate() {
                    // “de { $card }-kaart”: the article is the compound's (de kaart).
                    let compound = matches!(
                        p.elements.get(i + 1),
                        Some(ast::PatternElement::TextElement { value }) if value.starts_with('-')
                    );
                    match element {
                        ast::PatternElement::TextElement { value } => before.push_str(value),
                        ast::PatternElement::Placeable { expression } => {
                            if let ast::Expression::Select { variants, .. } = expression {
                                patterns.extend(variants.iter().map(|v| &v.value));
                            }
                            let variable = match expression {
                                ast::Expression::Inline(
                                    ast::InlineExpression::VariableReference { id },
                                ) => Some(id.name),
                                _ => None,
                            };
                            let article = before
                                .trim_end_matches(' ')
                                .rsplit(|c: char| !c.is_alphabetic())
                                .next()
                                .map(str::to_lowercase);
                            if let (Some(var), Some(article)) = (variable, article) {
                                let fixed = before.ends_with(' ')
                                    && !compound
                                    && (article == "de" || article == "het");
                                if fixed && !(article == "de" && TAKE_DE.contains(&var)) {
                                    wrong.push(format!(
                                        "locales/nl/{file}.ftl {}: “{article} {{ ${var} }}”",
                                        m.id.name
                                    ));
                                }
                            }
                            before.clear();
                        }
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "fixed articles before names: {wrong:#?}");
}

/// Each location of Make You Gunfighters with its own article: het Station,
/// de Stable.
#[test]
fn a_location_takes_its_own_article() {
    let control = |location: &str| {
        i18n::tr(
            Lang::Nl,
            &holster::core::Msg::new("mgf-did-control")
                .arg_key("location", &format!("mgf-location-{location}")),
        )
    };
    assert_eq!(control("station"), "Nam het Station in handen");
    assert_eq!(control("stable"), "Nam de Stable in handen");
    let out_of_reach = i18n::tr(
        Lang::Nl,
        &holster::core::Msg::new("rule-gunfighters_shoot_out-of-reach")
            .arg_key("card", "mgf-location-station")
            .arg_key("location", "mgf-location-ranch"),
    );
    assert_eq!(
        out_of_reach,
        "Met een Station-kaart schiet je op het Station, niet op de Ranch."
    );
}

/// The BANG! reference follows the user's Dutch rulebook; what it adds from
/// the official English rules (or the official card) is marked as a
/// clarification, in both languages: a line that cites them starts with the
/// mark, up to the closing section that lists them all.
#[test]
fn bang_dice_clarifications_from_the_official_rules_are_marked() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/rules/bang-dice");
    let mut unmarked = Vec::new();
    for (lang, cites, mark) in [
        (
            Lang::Nl,
            "officiële",
            "Verduidelijking (officiële regels): ",
        ),
        (Lang::En, "official", "Clarification (official rules): "),
    ] {
        let path = dir.join(format!("{lang}.txt"));
        let text = std::fs::read_to_string(&path).expect("the BANG! reference");
        for (i, line) in text.lines().enumerate() {
            if line.starts_with("= clarifications") {
                break;
            }
            let read = !line.starts_with(['#', '=']);
            if read && line.to_lowercase().contains(cites) && !line.starts_with(mark) {
                unmarked.push(format!("{}:{}: {line}", path.display(), i + 1));
            }
        }
    }
    assert!(
        unmarked.is_empty(),
        "clarifications not marked: {unmarked:#?}"
    );
}

/// One way to write a percentage in both languages, the one CLDR gives for
/// English and Dutch alike: the sign straight after the number (“20%”).
#[test]
fn percentages_are_written_one_way() {
    let mut spaced = Vec::new();
    for lang in Lang::ALL {
        for (file, source) in i18n::sources(lang) {
            for (id, text) in message_texts(source) {
                if text.contains(" %") {
                    spaced.push(format!("locales/{lang}/{file}.ftl {id}: {text}"));
                }
            }
        }
        for (place, line) in reference_lines(lang) {
            if line.contains(" %") {
                spaced.push(format!("{place}: {line}"));
            }
        }
    }
    assert!(spaced.is_empty(), "“N %” instead of “N%”: {spaced:#?}");
}

/// “1 munten”, “1 Bullets”, “1 Coins” were seen while playing: a count of
/// one takes the singular, in every list of resources.
#[test]
fn a_count_of_one_is_singular() {
    use holster::core::Msg;
    let resources = |key: &str| {
        Msg::new(key)
            .arg("band", "Ann")
            .arg("target", "Bob")
            .arg("coins", 1_i64)
            .arg("notoriety", 0_i64)
            .arg("bullets", 1_i64)
    };
    for key in [
        "undead-did-start",
        "undead-did-pay-up",
        "undead-did-steal",
        "undead-did-income",
        "undead-solo-did-steal",
        "undead-solo-did-pay",
    ] {
        let nl = i18n::tr(Lang::Nl, &resources(key));
        assert!(
            nl.contains("1 munt,") && nl.contains("1 Bullet") && !nl.contains("1 Bullets"),
            "{key}: {nl}"
        );
        let en = i18n::tr(Lang::En, &resources(key));
        assert!(
            en.contains("1 Coin,") && en.contains("1 Bullet") && !en.contains("1 Bullets"),
            "{key}: {en}"
        );
    }
    let two = Msg::new("undead-did-income")
        .arg("coins", 2_i64)
        .arg("notoriety", 1_i64)
        .arg("bullets", 0_i64);
    assert_eq!(
        i18n::tr(Lang::Nl, &two),
        "Inkomen: 2 munten, 1 Notoriety, 0 Bullets"
    );
    let beers = Msg::new("rule-bang-dice_resolve_beers")
        .arg("player", "Ann")
        .arg("count", 2_i64);
    assert_eq!(
        i18n::tr(Lang::Nl, &beers),
        "Ann: geef elk van de 2 bieren aan een speler."
    );
}

/// Thousands in a count are grouped as each language does: the rolls a
/// test needs are in the thousands.
#[test]
fn numbers_in_messages_are_written_the_language_s_way() {
    let msg = holster::core::Msg::new("stats-dice-heading")
        .arg_key("die", "stats-die-d20")
        .arg("rolls", 9_800_i64);
    assert_eq!(i18n::tr(Lang::En, &msg), "d20: 9,800 rolls");
    assert_eq!(i18n::tr(Lang::Nl, &msg), "d20: 9.800 worpen");
    let decimal = holster::core::Msg::new("stats-p")
        .arg("below", "no")
        .arg("p", holster::core::Arg::decimal(0.0134, 3));
    assert_eq!(i18n::tr(Lang::En, &decimal), "p = 0.013");
    assert_eq!(i18n::tr(Lang::Nl, &decimal), "p = 0,013");
}

// What the window and each language tell the table to type.
mod typed;
