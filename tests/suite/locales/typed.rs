//! What the texts tell the table to type: never typed words in the window
//! (its `-window` twins speak of the buttons), and in each language that
//! language's session words.

use super::{message_texts, messages, reference_lines};
use holster::core::message_key;
use holster::i18n::{self, Lang};

/// Whether `said` quotes a typed word (“attack …”, “board KEY N”): a
/// quotation that opens on a lower-case letter is a line of notation.
fn quotes_typed_words(said: &str) -> bool {
    said.split('“')
        .skip(1)
        .any(|quoted| quoted.chars().next().is_some_and(char::is_lowercase))
}

/// The whole text of message `key` in `lang` as its file writes it, every
/// variant of its selectors included; none when there is no such message.
fn message_source(lang: Lang, key: &str) -> Option<String> {
    for (_, source) in i18n::sources(lang) {
        let mut lines = source.lines();
        while let Some(line) = lines.next() {
            if line
                .strip_prefix(key)
                .is_some_and(|rest| rest.starts_with(" ="))
            {
                let mut text = line.to_string();
                for more in lines.by_ref() {
                    if !more.starts_with(' ') {
                        break;
                    }
                    text.push('\n');
                    text.push_str(more);
                }
                return Some(text);
            }
        }
    }
    None
}

/// No rule of any registered game tells the window to type: what a rule
/// says in the window (its `-window` twin where the message names the
/// command line's words) speaks of the buttons, in both languages and in
/// every variant of the message (issue 23: no command words in the window
/// outside the quick-entry field).
#[test]
fn no_rule_says_typed_words_in_the_window() {
    use holster::core::Msg;
    use holster::games::registry::GAMES;
    let mut typed = Vec::new();
    let core = holster::session::rules::CORE_RULES.iter();
    let rules = GAMES.iter().flat_map(|g| g.rules().iter()).chain(core);
    for rule in rules {
        for lang in Lang::ALL {
            let msg = Msg::new(message_key(rule.id));
            let key = holster::i18n::for_the_window(lang, &msg).key;
            let said = message_source(lang, &key).unwrap_or_default();
            if quotes_typed_words(&said) {
                typed.push(format!("{lang}: {}: {said}", rule.id));
            }
        }
    }
    assert!(typed.is_empty(), "{}", typed.join("\n"));
    assert!(quotes_typed_words("enter it (“board starting-coins N”)"));
    assert!(!quotes_typed_words("five “1”s, “Gamblin’ House”"));
    let play = message_source(Lang::En, "rule-gunfights_raid_play").unwrap_or_default();
    assert!(
        play.contains("dead{ $dead }"),
        "every variant is read: {play}"
    );
}

/// No setup message tells the setup screen to type an option: what the
/// screen shows of a `…-setup-…` message (its `-window` twin where it names
/// the command line's `key=value`) has no `key=` in it, in both languages.
#[test]
fn no_setup_message_says_an_option_in_the_window() {
    // Only typed options make these: the setup screen has one list per
    // character and a variant list, so it never shows them.
    const TYPED_ONLY: [&str; 2] = ["gunfights-setup-assign-twice", "gunfights-setup-variant"];
    let mut typed = Vec::new();
    for lang in Lang::ALL {
        for key in messages(lang).into_keys() {
            if !key.contains("-setup-")
                || key.ends_with("-window")
                || TYPED_ONLY.contains(&key.as_str())
            {
                continue;
            }
            let msg = holster::core::Msg::new(key.clone());
            let shown = holster::i18n::for_the_window(lang, &msg).key;
            let said = message_source(lang, &shown).unwrap_or_default();
            let text = said.split_once(" = ").map_or("", |(_, t)| t);
            let option = text
                .split(|c: char| !(c.is_ascii_lowercase() || c == '-' || c == '='))
                .any(|word| {
                    word.len() > 1 && word.ends_with('=')
                        || word.contains("=") && !word.starts_with('=')
                });
            if option {
                typed.push(format!("{lang}: {key}: {text}"));
            }
        }
    }
    assert!(typed.is_empty(), "{}", typed.join("\n"));
}

/// A quoted session word is the one of the text's language: a Dutch text
/// says “corrigeer”, never “fix” (`src/session/line.rs` takes both, but the
/// Dutch help and the Dutch reference teach the Dutch words).
#[test]
fn a_quoted_session_word_is_in_the_text_s_language() {
    const EN: [&str; 11] = [
        "note", "fix", "done", "board", "pick", "pause", "resume", "count", "undo", "redo", "jump",
    ];
    const NL: [&str; 11] = [
        "notitie",
        "corrigeer",
        "gedaan",
        "bord",
        "kies",
        "pauze",
        "hervat",
        "meetellen",
        "terug",
        "opnieuw",
        "naar",
    ];
    let mut wrong = Vec::new();
    for (lang, other) in [(Lang::En, NL), (Lang::Nl, EN)] {
        let mut texts: Vec<(String, String)> = reference_lines(lang);
        for (file, source) in i18n::sources(lang) {
            let messages = message_texts(source).into_iter();
            texts.extend(messages.map(|(id, t)| (format!("locales/{lang}/{file}.ftl {id}"), t)));
        }
        for (place, text) in texts {
            for quoted in text.split('“').skip(1) {
                let first = quoted.split([' ', '”']).next().unwrap_or_default();
                if other.contains(&first) {
                    wrong.push(format!("{place}: “{first}”"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "session words of the other language: {wrong:#?}"
    );
}
