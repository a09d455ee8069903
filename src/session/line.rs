//! The shared words of Holster's text notation, read before a game's own words.
//!
//! | words (English / Dutch)            | meaning                                   |
//! |------------------------------------|-------------------------------------------|
//! | `note TEXT` / `notitie TEXT`       | a table note                              |
//! | `fix [PLAYER] NAME VALUE` / `corrigeer ...` | set a tracked number; `+N`/`-N` adjust it |
//! | `done RULE` / `gedaan RULE`        | mark a reminder done                      |
//! | `board KEY VALUE` / `bord ...`     | enter or change a board value             |
//! | `pick` / `kies`                    | pick a player at random and record who    |
//! | `pause` / `pauze`                  | pause the turn clock                      |
//! | `resume` / `hervat`                | start or resume the turn clock            |
//! | `undo` / `terug`                   | undo the last entry                       |
//! | `redo` / `opnieuw`                 | redo the first undone entry               |
//! | `jump N` / `naar N`                | keep the first N entries in effect        |
//! | a trailing `!`                     | apply anyway, despite a violation         |
//! | anything else                      | the game's own notation                   |
//!
//! `fix` takes a number's notation name or the words the screen shows for it
//! ([`CounterWords`]); a player's name with a space in it may be typed whole
//! or in quotes, and reaches the game's words as its seat number.

use crate::core::{Counter, CounterId, Msg, find_player, first_word};
use std::borrow::Cow;

/// A line as read, before the game's words are parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line<'a> {
    /// A table note.
    Note(&'a str),
    /// Set a tracked number.
    Fix {
        /// Which number.
        counter: CounterId,
        /// Its new value.
        to: i64,
    },
    /// Mark a reminder done.
    Done(&'a str),
    /// Enter or change a board value.
    Board {
        /// The board value's key, as typed.
        key: &'a str,
        /// Its value from now on.
        to: i64,
    },
    /// Pick a player at random.
    Pick,
    /// Pause the turn clock.
    Pause,
    /// Start or resume the turn clock.
    Resume,
    /// Undo the last entry.
    Undo,
    /// Redo the first undone entry.
    Redo,
    /// Move to a point in the history.
    Jump(usize),
    /// The game's own words (a player's name with a space in it written as
    /// the seat number).
    Game(Cow<'a, str>),
}

/// A line with its "apply anyway" mark split off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedLine<'a> {
    /// What the line says.
    pub line: Line<'a>,
    /// Whether it ends in `!`.
    pub apply_anyway: bool,
}

/// Reads the shared words of a line. `players`, `counters` and the game's
/// other `words` for its numbers resolve `fix`.
pub fn parse_line<'a>(
    text: &'a str,
    players: &[String],
    counters: &[Counter],
    words: CounterWords,
) -> Result<ParsedLine<'a>, Msg> {
    let trimmed = text.trim();
    let (body, apply_anyway) = match trimmed.strip_suffix('!') {
        Some(body) => (body.trim_end(), true),
        None => (trimmed, false),
    };
    if body.is_empty() {
        return Err(Msg::new("notation-empty"));
    }
    let (word, rest) = first_word(body);
    let line = match word.as_str() {
        "note" | "notitie" => Line::Note(rest),
        "done" | "gedaan" => Line::Done(rest.trim()),
        "pick" | "kies" if rest.is_empty() => Line::Pick,
        "pause" | "pauze" if rest.is_empty() => Line::Pause,
        // Not `verder`: that is The Quick and the Undead's next round.
        "resume" | "hervat" if rest.is_empty() => Line::Resume,
        // A long gap the clock took as a pause, counted after all.
        "count" | "meetellen" if rest.is_empty() => Line::Done(crate::core::clock::LONG_GAP.id),
        "undo" | "terug" if rest.is_empty() => Line::Undo,
        "redo" | "opnieuw" if rest.is_empty() => Line::Redo,
        "jump" | "naar" => Line::Jump(
            rest.trim()
                .parse()
                .map_err(|_| Msg::new("notation-jump-needs-number").arg("typed", rest))?,
        ),
        "fix" | "corrigeer" => parse_fix(rest, players, counters, words)?,
        "board" | "bord" => parse_board(rest)?,
        _ => Line::Game(with_seats(body, players)),
    };
    Ok(ParsedLine { line, apply_anyway })
}

/// The other words a game's tracked numbers go by: for a notation name
/// (`life`), the words the screen shows for it in English and Dutch
/// (`lives`, `levens`), so people can type what they see.
pub type CounterWords = &'static [(&'static str, &'static [&'static str])];

/// Whether a word is a value for `fix`: `3`, `+1` or `-1`.
fn is_value(word: &str) -> bool {
    let digits = word.strip_prefix(['+', '-']).unwrap_or(word);
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// The tracked number that `typed` names for `player` (none: the table's):
/// its notation name, or one of the game's other words for it.
fn find_counter<'c>(
    counters: &'c [Counter],
    words: CounterWords,
    player: Option<usize>,
    typed: &str,
) -> Option<&'c Counter> {
    let typed = typed.to_lowercase();
    let names: Vec<&str> = std::iter::once(typed.as_str())
        .chain(
            words
                .iter()
                .filter(|(_, other)| other.iter().any(|w| w.to_lowercase() == typed))
                .map(|(name, _)| *name),
        )
        .collect();
    counters
        .iter()
        .find(|c| c.id.player == player && names.contains(&c.id.name.as_str()))
}

/// `fix [PLAYER] NAME VALUE`, where VALUE may be `+N` or `-N` to adjust and
/// NAME is the number's notation name or a word the screen shows for it.
fn parse_fix<'a>(
    rest: &str,
    players: &[String],
    counters: &[Counter],
    words: CounterWords,
) -> Result<Line<'a>, Msg> {
    let rest = with_seats(rest, players);
    let parts: Vec<&str> = rest.split_whitespace().collect();
    let (value, names) = match parts.split_last() {
        Some((last, names)) if is_value(last) => (Some(*last), names),
        _ => (None, parts.as_slice()),
    };
    let lookup = |player: Option<usize>, name: &str| {
        find_counter(counters, words, player, name)
            .ok_or_else(|| Msg::new("notation-no-such-counter").arg("typed", rest.trim()))
    };
    let (counter, value) = match (names, value) {
        ([name], Some(value)) => (lookup(None, name)?, value),
        ([player, name], Some(value)) => {
            (lookup(Some(find_player(players, player)?), name)?, value)
        }
        // A number named but no value: say what is missing.
        ([name], None) => {
            lookup(None, name)?;
            return Err(Msg::new("notation-fix-needs-value").arg("typed", rest.trim()));
        }
        ([first, second], None) => match find_counter(counters, words, None, first) {
            Some(_) => {
                return Err(Msg::new("notation-fix-needs-number").arg("typed", *second));
            }
            None => {
                lookup(Some(find_player(players, first)?), second)?;
                return Err(Msg::new("notation-fix-needs-value").arg("typed", rest.trim()));
            }
        },
        ([_, _, last], None) => {
            return Err(Msg::new("notation-fix-needs-number").arg("typed", *last));
        }
        _ => return Err(Msg::new("notation-fix-usage")),
    };
    let number = |s: &str| {
        s.parse::<i64>()
            .map_err(|_| Msg::new("notation-fix-needs-number").arg("typed", value))
    };
    let to = if let Some(up) = value.strip_prefix('+') {
        counter.value.saturating_add(number(up)?)
    } else if value.starts_with('-') && value.len() > 1 {
        counter.value.saturating_add(number(value)?)
    } else {
        number(value)?
    };
    Ok(Line::Fix {
        counter: counter.id.clone(),
        to,
    })
}

/// `board KEY VALUE`: a board value by its key (as `holster new --board`
/// and the settings name it) and a whole number.
fn parse_board(rest: &str) -> Result<Line<'_>, Msg> {
    match rest.split_whitespace().collect::<Vec<_>>()[..] {
        [key, value] => Ok(Line::Board {
            key,
            to: value
                .parse()
                .map_err(|_| Msg::new("notation-board-needs-number").arg("typed", value))?,
        }),
        _ => Err(Msg::new("notation-board-usage")),
    }
}

/// Writes a player's name that has a space in it (typed whole, or in
/// quotes) as the player's seat number, so a game's words, which are split
/// at spaces, read it as one player. Nothing else changes.
pub fn with_seats<'a>(text: &'a str, players: &[String]) -> Cow<'a, str> {
    let spaced: Vec<(usize, Vec<String>)> = players
        .iter()
        .enumerate()
        .filter(|(_, name)| name.contains(char::is_whitespace))
        .map(|(seat, name)| {
            (
                seat,
                name.split_whitespace().map(str::to_lowercase).collect(),
            )
        })
        .collect();
    let quoted = text.contains(['"', '“', '”']);
    if spaced.is_empty() && !quoted {
        return Cow::Borrowed(text);
    }
    let mut words: Vec<String> = Vec::new();
    // A quoted name: everything between the quotes is one player.
    for (i, part) in text.split(['"', '“', '”']).enumerate() {
        if i % 2 == 1 {
            match find_player(players, part) {
                Ok(seat) => words.push((seat + 1).to_string()),
                Err(_) => words.extend(part.split_whitespace().map(str::to_string)),
            }
        } else {
            words.extend(part.split_whitespace().map(str::to_string));
        }
    }
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let found = spaced.iter().find(|(_, name)| {
            words.len() - i >= name.len()
                && name
                    .iter()
                    .zip(&words[i..])
                    .all(|(n, w)| *n == w.to_lowercase())
        });
        match found {
            Some((seat, name)) => {
                out.push((seat + 1).to_string());
                i += name.len();
            }
            None => {
                out.push(words[i].clone());
                i += 1;
            }
        }
    }
    let joined = out.join(" ");
    if joined == text {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(joined)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players() -> Vec<String> {
        vec!["Ann".into(), "Bob".into(), "Mary Lou".into()]
    }

    /// The other words of the test's numbers, as a game gives them.
    const WORDS: CounterWords = &[("score", &["points", "punten"]), ("pile", &["stapel"])];

    fn counters() -> Vec<Counter> {
        vec![
            Counter {
                id: CounterId::player(1, "score"),
                label: Msg::new("x"),
                value: 7,
                min: 0,
                max: 99,
            },
            Counter {
                id: CounterId::table("pile"),
                label: Msg::new("x"),
                value: 9,
                min: 0,
                max: 9,
            },
        ]
    }

    #[track_caller]
    fn line(text: &str) -> ParsedLine<'_> {
        match parse_line(text, &players(), &counters(), WORDS) {
            Ok(line) => line,
            Err(msg) => panic!("{text:?} should parse, got {msg:?}"),
        }
    }

    #[test]
    fn shared_words_in_both_languages() {
        assert_eq!(
            line("note the table ruled").line,
            Line::Note("the table ruled")
        );
        assert_eq!(line("Notitie zo besloten").line, Line::Note("zo besloten"));
        assert_eq!(line("undo").line, Line::Undo);
        assert_eq!(line("terug").line, Line::Undo);
        assert_eq!(line("opnieuw").line, Line::Redo);
        assert_eq!(line("pauze").line, Line::Pause);
        assert_eq!(line("hervat").line, Line::Resume);
        // A game's word (The Quick and the Undead's next round).
        assert_eq!(line("verder").line, Line::Game("verder".into()));
        assert_eq!(line("jump 3").line, Line::Jump(3));
        assert_eq!(
            line("gedaan tally.goal.reached").line,
            Line::Done("tally.goal.reached")
        );
    }

    #[test]
    fn fixes_set_or_adjust_named_numbers() {
        let bob_score = CounterId::player(1, "score");
        assert_eq!(
            line("fix bob score 12").line,
            Line::Fix {
                counter: bob_score.clone(),
                to: 12
            }
        );
        assert_eq!(
            line("fix 2 score +3").line,
            Line::Fix {
                counter: bob_score.clone(),
                to: 10
            }
        );
        assert_eq!(
            line("corrigeer Bob score -2").line,
            Line::Fix {
                counter: bob_score,
                to: 5
            }
        );
        assert_eq!(
            line("fix pile 8").line,
            Line::Fix {
                counter: CounterId::table("pile"),
                to: 8
            }
        );
    }

    #[test]
    fn fix_takes_the_words_the_screen_shows_in_both_languages() {
        let bob_score = CounterId::player(1, "score");
        for text in [
            "fix bob points 4",
            "corrigeer bob punten 4",
            "FIX Bob Score 4",
        ] {
            assert_eq!(
                line(text).line,
                Line::Fix {
                    counter: bob_score.clone(),
                    to: 4
                },
                "{text}"
            );
        }
        assert_eq!(
            line("corrigeer stapel 3").line,
            Line::Fix {
                counter: CounterId::table("pile"),
                to: 3
            }
        );
    }

    #[test]
    fn a_fix_without_its_value_says_so() {
        let err = parse_line("fix bob score", &players(), &counters(), WORDS)
            .err()
            .map(|m| m.key);
        assert_eq!(err.as_deref(), Some("notation-fix-needs-value"));
        let err = parse_line("corrigeer stapel", &players(), &counters(), WORDS)
            .err()
            .map(|m| m.key);
        assert_eq!(err.as_deref(), Some("notation-fix-needs-value"));
    }

    #[test]
    fn a_name_with_a_space_can_be_typed_whole_or_in_quotes() {
        let mary = CounterId::player(2, "score");
        let counters = vec![Counter {
            id: mary.clone(),
            label: Msg::new("x"),
            value: 1,
            min: 0,
            max: 99,
        }];
        for text in [
            "fix mary lou score 5",
            "fix \"Mary Lou\" score 5",
            "fix 3 score 5",
        ] {
            let parsed = parse_line(text, &players(), &counters, WORDS).map(|p| p.line);
            assert_eq!(
                parsed,
                Ok(Line::Fix {
                    counter: mary.clone(),
                    to: 5
                }),
                "{text}"
            );
        }
        // In the game's own words, the whole name becomes its seat number.
        assert_eq!(
            line("shoot mary lou bob").line,
            Line::Game("shoot 3 bob".into())
        );
        assert_eq!(
            line("shoot \"Mary Lou\" bob").line,
            Line::Game("shoot 3 bob".into())
        );
    }

    #[test]
    fn a_trailing_bang_applies_anyway_and_the_rest_goes_to_the_game() {
        let parsed = line("roll ann 17 !");
        assert!(parsed.apply_anyway);
        assert_eq!(parsed.line, Line::Game("roll ann 17".into()));
        assert!(!line("roll ann 17").apply_anyway);
    }

    #[test]
    fn bad_shared_lines_are_explained() {
        let err = |t: &str| {
            parse_line(t, &players(), &counters(), WORDS)
                .map(|_| ())
                .map_err(|m| m.key)
        };
        assert_eq!(err("   "), Err("notation-empty".into()));
        assert_eq!(err("jump x"), Err("notation-jump-needs-number".into()));
        assert_eq!(
            err("fix ann lives 3"),
            Err("notation-no-such-counter".into())
        );
        assert_eq!(
            err("fix bob score lots"),
            Err("notation-fix-needs-number".into())
        );
        assert_eq!(err("fix"), Err("notation-fix-usage".into()));
        assert_eq!(
            err("fix zed score 1"),
            Err("notation-no-such-player".into())
        );
    }
}
