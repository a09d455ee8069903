//! A quick check that a line's value is well-formed TOML, for the values
//! Holster writes (inline tables and arrays of strings, whole numbers and
//! booleans), without building anything: listing saved games checks the
//! last entry of each this way, as often as there are games.
//!
//! It only ever says yes to what the TOML parser also accepts; anything it
//! does not know (floats, dates, literal strings) is a no, and the caller
//! then asks the parser.

/// Whether `text` is one whole value and nothing after it.
pub fn is_inline_value(text: &str) -> bool {
    let mut at = 0;
    value(text.as_bytes(), &mut at, 0) && at == text.len()
}

/// Nesting beyond this is left to the parser.
const DEEPEST: usize = 16;

fn blanks(b: &[u8], at: &mut usize) {
    while matches!(b.get(*at), Some(b' ' | b'\t')) {
        *at += 1;
    }
}

fn eat(b: &[u8], at: &mut usize, byte: u8) -> bool {
    let found = b.get(*at) == Some(&byte);
    *at += usize::from(found);
    found
}

fn value(b: &[u8], at: &mut usize, depth: usize) -> bool {
    if depth > DEEPEST {
        return false;
    }
    match b.get(*at) {
        Some(b'"') => string(b, at),
        Some(b'{') => table(b, at, depth),
        Some(b'[') => array(b, at, depth),
        Some(b't') => word(b, at, b"true"),
        Some(b'f') => word(b, at, b"false"),
        Some(b'-' | b'+' | b'0'..=b'9') => integer(b, at),
        _ => false,
    }
}

fn word(b: &[u8], at: &mut usize, w: &[u8]) -> bool {
    let found = b[*at..].starts_with(w);
    *at += if found { w.len() } else { 0 };
    found
}

/// A decimal whole number as Holster writes one: no leading zeros.
fn integer(b: &[u8], at: &mut usize) -> bool {
    if matches!(b.get(*at), Some(b'-' | b'+')) {
        *at += 1;
    }
    let start = *at;
    while matches!(b.get(*at), Some(b'0'..=b'9')) {
        *at += 1;
    }
    let digits = &b[start..*at];
    !digits.is_empty() && (digits == b"0" || digits[0] != b'0')
}

/// A basic string: no control characters, only TOML's escapes.
fn string(b: &[u8], at: &mut usize) -> bool {
    *at += 1;
    loop {
        match b.get(*at) {
            Some(b'"') => {
                *at += 1;
                return true;
            }
            Some(b'\\') => {
                let hex = match b.get(*at + 1) {
                    Some(b'b' | b't' | b'n' | b'f' | b'r' | b'e' | b'"' | b'\\') => 0,
                    Some(b'u') => 4,
                    Some(b'U') => 8,
                    _ => return false,
                };
                *at += 2;
                let digits = b.get(*at..*at + hex);
                if !digits.is_some_and(|d| d.iter().all(u8::is_ascii_hexdigit)) {
                    return false;
                }
                *at += hex;
            }
            // Text as it is, except control characters (tab is allowed).
            Some(&c) if c == b'\t' || (c >= 0x20 && c != 0x7f) => *at += 1,
            _ => return false,
        }
    }
}

fn key(b: &[u8], at: &mut usize) -> bool {
    if b.get(*at) == Some(&b'"') {
        return string(b, at);
    }
    let start = *at;
    while matches!(
        b.get(*at),
        Some(b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-')
    ) {
        *at += 1;
    }
    *at > start
}

fn table(b: &[u8], at: &mut usize, depth: usize) -> bool {
    *at += 1;
    blanks(b, at);
    if eat(b, at, b'}') {
        return true;
    }
    loop {
        if !key(b, at) {
            return false;
        }
        blanks(b, at);
        if !eat(b, at, b'=') {
            return false;
        }
        blanks(b, at);
        if !value(b, at, depth + 1) {
            return false;
        }
        blanks(b, at);
        if eat(b, at, b'}') {
            return true;
        }
        if !eat(b, at, b',') {
            return false;
        }
        blanks(b, at);
    }
}

fn array(b: &[u8], at: &mut usize, depth: usize) -> bool {
    *at += 1;
    blanks(b, at);
    if eat(b, at, b']') {
        return true;
    }
    loop {
        if !value(b, at, depth + 1) {
            return false;
        }
        blanks(b, at);
        if eat(b, at, b']') {
            return true;
        }
        if !eat(b, at, b',') {
            return false;
        }
        blanks(b, at);
        if eat(b, at, b']') {
            return true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_holster_writes_is_well_formed_and_damage_is_not() {
        for good in [
            r#"{ play = { action = { roll = { player = 0, face = 17 } } } }"#,
            r#"{ note = { text = "Zoë’s café \"½\" \u00e9" } }"#,
            r#"{ play = { action = "end", overrides = ["a.b", "c-d"] } }"#,
            r#"{ correction = { counter = { player = 1, name = "life" }, from = -3, to = 0 } }"#,
            r#"{ x = true, y = [], z = {} }"#,
        ] {
            assert!(is_inline_value(good), "{good}");
            let doc = format!("v = {good}");
            assert!(
                doc.parse::<toml::Table>().is_ok(),
                "the parser agrees: {good}"
            );
        }
        for bad in [
            r#"{ note = { text = "the table "#,
            "{ note = { text = \"bell \u{7}\" } }",
            r#"{ note = { text = "x" } "#,
            r#"{ note = { text = "x" } } }"#,
            r#"{ a = 01 }"#,
            r#"{ a = 1.5 }"#,
            r#"{ a = "\q" }"#,
            r#"{ = 1 }"#,
            r#"{ a = 1,, b = 2 }"#,
        ] {
            assert!(!is_inline_value(bad), "{bad}");
        }
    }
}
