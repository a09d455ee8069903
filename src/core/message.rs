//! A message to show a person: a translation key and its arguments.
//!
//! The core never formats text for people; it names what to say and the i18n
//! layer says it in the current language.

use serde::{Deserialize, Serialize};

/// A value filled into a translated message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    /// A number (counts, die faces, entry numbers); plural rules apply to it.
    Number(i64),
    /// Text shown as it is (a player's name, what was typed).
    Text(String),
    /// Another message, put into words in the same language first (a game's
    /// title inside a sentence).
    Key(String),
    /// Another message with arguments of its own, put into words in the same
    /// language first (a game's reason inside Holster's sentence).
    Msg(Box<Msg>),
    /// A decimal number, `units` × 10^−`scale`, shown with exactly `scale`
    /// fraction digits as the language writes them ("0.013", "0,013").
    Decimal {
        /// The number without its decimal point: 13 for 0.013.
        units: i64,
        /// How many of its digits follow the decimal point.
        scale: u8,
    },
}

impl Arg {
    /// `value` rounded to `scale` fraction digits (at most 9), as a
    /// [`Arg::Decimal`]; what is not a finite number shows as 0.
    pub fn decimal(value: f64, scale: u8) -> Arg {
        let scale = scale.min(9);
        let scaled = (value * 10f64.powi(i32::from(scale))).round();
        // The cast saturates at the ends of i64, which no statistic reaches.
        #[allow(clippy::cast_possible_truncation)]
        let units = if scaled.is_finite() { scaled as i64 } else { 0 };
        Arg::Decimal { units, scale }
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Number(n)
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Self {
        Arg::Number(i64::from(n))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

/// Something to tell a person, not yet put into words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    /// The message id in `locales/<lang>/*.ftl`.
    pub key: String,
    /// Named values the message refers to as `{ $name }`.
    pub args: Vec<(String, Arg)>,
}

impl Msg {
    /// A message with no arguments.
    pub fn new(key: impl Into<String>) -> Self {
        Msg {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument that is itself a message, by its key.
    pub fn arg_key(mut self, name: &str, key: &str) -> Self {
        self.args
            .push((name.to_string(), Arg::Key(key.to_string())));
        self
    }

    /// Adds a whole message as an argument, said in the same language.
    pub fn arg_msg(mut self, name: &str, msg: Msg) -> Self {
        self.args.push((name.to_string(), Arg::Msg(Box::new(msg))));
        self
    }

    /// Adds a named argument.
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.push((name.to_string(), value.into()));
        self
    }
}
