//! Pieces of the text notation that every game shares.

use super::message::Msg;

/// Finds a player by what was typed: a seat number from 1, a whole name, the
/// start of exactly one name, or else the start of a word of exactly one name
/// (case ignored).
pub fn find_player(names: &[String], typed: &str) -> Result<usize, Msg> {
    let typed = typed.trim();
    if let Ok(seat) = typed.parse::<usize>() {
        if (1..=names.len()).contains(&seat) {
            return Ok(seat - 1);
        }
        return Err(Msg::new("notation-no-such-seat")
            .arg("seat", seat)
            .arg("count", names.len()));
    }
    let wanted = typed.to_lowercase();
    if let Some(exact) = names.iter().position(|n| n.to_lowercase() == wanted) {
        return Ok(exact);
    }
    let starts: Vec<usize> = names
        .iter()
        .enumerate()
        .filter(|(_, n)| !wanted.is_empty() && n.to_lowercase().starts_with(&wanted))
        .map(|(i, _)| i)
        .collect();
    // Failing that, the start of one word of the name: the person in
    // "Mayor (Ann)" is "ann".
    let starts = if starts.is_empty() {
        names
            .iter()
            .enumerate()
            .filter(|(_, n)| {
                !wanted.is_empty()
                    && n.to_lowercase()
                        .split(|c: char| !c.is_alphanumeric())
                        .any(|w| w.starts_with(&wanted))
            })
            .map(|(i, _)| i)
            .collect()
    } else {
        starts
    };
    match starts.as_slice() {
        [one] => Ok(*one),
        [] => Err(Msg::new("notation-no-such-player").arg("typed", typed)),
        _ => Err(Msg::new("notation-ambiguous-player").arg("typed", typed)),
    }
}

/// Splits off the first word of a line, returning it lowercased and the rest.
pub fn first_word(text: &str) -> (String, &str) {
    let text = text.trim_start();
    let end = text.find(char::is_whitespace).unwrap_or(text.len());
    (text[..end].to_lowercase(), text[end..].trim_start())
}

/// How the notation names a player: the name, or the seat number when the
/// name has a space in it and would not read back as one word.
pub fn player_word(players: &[String], seat: usize) -> String {
    match players.get(seat) {
        Some(name) if !name.contains(char::is_whitespace) => name.clone(),
        _ => (seat + 1).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["Ann", "Annelies", "Bob"].map(String::from).to_vec()
    }

    #[test]
    fn players_are_found_by_seat_name_or_unique_start() {
        assert_eq!(find_player(&names(), "3"), Ok(2));
        assert_eq!(find_player(&names(), "ann"), Ok(0));
        assert_eq!(find_player(&names(), "annel"), Ok(1));
        assert_eq!(find_player(&names(), "b"), Ok(2));
    }

    #[test]
    fn unknown_ambiguous_and_missing_seats_are_explained() {
        assert_eq!(
            find_player(&names(), "an").map_err(|m| m.key),
            Err("notation-ambiguous-player".into())
        );
        assert_eq!(
            find_player(&names(), "zoe").map_err(|m| m.key),
            Err("notation-no-such-player".into())
        );
        assert_eq!(
            find_player(&names(), "4").map_err(|m| m.key),
            Err("notation-no-such-seat".into())
        );
        assert_eq!(
            find_player(&names(), "").map_err(|m| m.key),
            Err("notation-no-such-player".into())
        );
    }

    #[test]
    fn first_word_is_lowercased_and_the_rest_trimmed() {
        assert_eq!(
            first_word("  Note the table ruled "),
            ("note".to_string(), "the table ruled ")
        );
        assert_eq!(first_word("undo"), ("undo".to_string(), ""));
    }
}

/// A key of a phone's keypad: the word of the notation it puts into the
/// line, in English and in Dutch (a phone types in its own language; the
/// game reads both), and the message that names it when the word alone
/// says too little (a face's letter: "a" is the arrow).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhoneKey {
    /// The word in English.
    pub en: &'static str,
    /// The word in Dutch.
    pub nl: &'static str,
    /// The key's name, when it is not the word itself.
    pub label: Option<&'static str>,
}

impl PhoneKey {
    /// A key that says the word it types.
    pub const fn word(en: &'static str, nl: &'static str) -> PhoneKey {
        PhoneKey {
            en,
            nl,
            label: None,
        }
    }

    /// A key named by the message `label`, typing `en` or `nl`.
    pub const fn named(en: &'static str, nl: &'static str, label: &'static str) -> PhoneKey {
        PhoneKey {
            en,
            nl,
            label: Some(label),
        }
    }
}
