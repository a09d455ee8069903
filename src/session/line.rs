//! The shared words of Holster's text notation, read before a game's own words.
//!
//! | words (English / Dutch)            | meaning                                   |
//! |------------------------------------|-------------------------------------------|
//! | `note TEXT` / `notitie TEXT`       | a table note                              |
//! | `fix [PLAYER] NAME VALUE` / `corrigeer ...` | set a tracked number; `+N`/`-N` adjust it |
//! | `done RULE` / `gedaan RULE`        | mark a reminder done                      |
//! | `pick` / `kies`                    | pick a player at random and record who    |
//! | `undo` / `terug`                   | undo the last entry                       |
//! | `redo` / `opnieuw`                 | redo the first undone entry               |
//! | `jump N` / `naar N`                | keep the first N entries in effect        |
//! | a trailing `!`                     | apply anyway, despite a violation         |
//! | anything else                      | the game's own notation                   |

use crate::core::{Counter, CounterId, Msg, find_player, first_word};

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
    /// Pick a player at random.
    Pick,
    /// Undo the last entry.
    Undo,
    /// Redo the first undone entry.
    Redo,
    /// Move to a point in the history.
    Jump(usize),
    /// The game's own words.
    Game(&'a str),
}

/// A line with its "apply anyway" mark split off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedLine<'a> {
    /// What the line says.
    pub line: Line<'a>,
    /// Whether it ends in `!`.
    pub apply_anyway: bool,
}

/// Reads the shared words of a line. `players` and `counters` resolve `fix`.
pub fn parse_line<'a>(
    text: &'a str,
    players: &[String],
    counters: &[Counter],
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
        "undo" | "terug" if rest.is_empty() => Line::Undo,
        "redo" | "opnieuw" if rest.is_empty() => Line::Redo,
        "jump" | "naar" => Line::Jump(
            rest.trim()
                .parse()
                .map_err(|_| Msg::new("notation-jump-needs-number").arg("typed", rest))?,
        ),
        "fix" | "corrigeer" => parse_fix(rest, players, counters)?,
        _ => Line::Game(body),
    };
    Ok(ParsedLine { line, apply_anyway })
}

/// `fix [PLAYER] NAME VALUE`, where VALUE may be `+N` or `-N` to adjust.
fn parse_fix<'a>(rest: &str, players: &[String], counters: &[Counter]) -> Result<Line<'a>, Msg> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let (player, name, value) = match words.as_slice() {
        [name, value] => (None, *name, *value),
        [player, name, value] => (Some(find_player(players, player)?), *name, *value),
        _ => return Err(Msg::new("notation-fix-usage")),
    };
    let id = CounterId {
        player,
        name: name.to_lowercase(),
    };
    let counter = counters
        .iter()
        .find(|c| c.id == id)
        .ok_or_else(|| Msg::new("notation-no-such-counter").arg("typed", rest.trim()))?;
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
    Ok(Line::Fix { counter: id, to })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players() -> Vec<String> {
        vec!["Ann".into(), "Bob".into()]
    }

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
        match parse_line(text, &players(), &counters()) {
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
    fn a_trailing_bang_applies_anyway_and_the_rest_goes_to_the_game() {
        let parsed = line("roll ann 17 !");
        assert!(parsed.apply_anyway);
        assert_eq!(parsed.line, Line::Game("roll ann 17"));
        assert!(!line("roll ann 17").apply_anyway);
    }

    #[test]
    fn bad_shared_lines_are_explained() {
        let err = |t: &str| {
            parse_line(t, &players(), &counters())
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
