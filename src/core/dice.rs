//! Dice as people type them: the BANG! die, the d8 and the d20.
//!
//! Notation for BANG! faces (either language, any case, spaces optional):
//!
//! | face     | letters            |
//! |----------|--------------------|
//! | arrow    | `a`, `p` (pijl)    |
//! | dynamite | `d`                |
//! | 1        | `1`                |
//! | 2        | `2`                |
//! | beer     | `b`                |
//! | gatling  | `g`                |
//!
//! So `a d 1 b g`, `AD1BG` and `p,d,1,b,g` are the same roll.

use super::message::Msg;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why what was typed is not a die result. Carries the message to show.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.key)]
pub struct DiceError(pub Msg);

/// A face of the BANG! The Dice Game die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BangFace {
    /// An arrow: take one from the pile.
    Arrow,
    /// Dynamite: cannot be rerolled; three of them cost a life.
    Dynamite,
    /// Shoot a player at distance 1.
    One,
    /// Shoot a player at distance 2.
    Two,
    /// Beer: give a life.
    Beer,
    /// Gatling: three of them hit everyone else.
    Gatling,
}

impl BangFace {
    /// All six faces in the order printed in the rules.
    pub const ALL: [BangFace; 6] = [
        BangFace::Arrow,
        BangFace::Dynamite,
        BangFace::One,
        BangFace::Two,
        BangFace::Beer,
        BangFace::Gatling,
    ];

    /// The letter Holster writes for this face.
    pub fn letter(self) -> char {
        match self {
            BangFace::Arrow => 'a',
            BangFace::Dynamite => 'd',
            BangFace::One => '1',
            BangFace::Two => '2',
            BangFace::Beer => 'b',
            BangFace::Gatling => 'g',
        }
    }

    /// The face a typed letter stands for.
    pub fn from_letter(c: char) -> Option<BangFace> {
        match c.to_ascii_lowercase() {
            'a' | 'p' => Some(BangFace::Arrow),
            'd' => Some(BangFace::Dynamite),
            '1' => Some(BangFace::One),
            '2' => Some(BangFace::Two),
            'b' => Some(BangFace::Beer),
            'g' => Some(BangFace::Gatling),
            _ => None,
        }
    }

    /// The translation key of the face's name.
    pub fn name_key(self) -> &'static str {
        match self {
            BangFace::Arrow => "face-arrow",
            BangFace::Dynamite => "face-dynamite",
            BangFace::One => "face-one",
            BangFace::Two => "face-two",
            BangFace::Beer => "face-beer",
            BangFace::Gatling => "face-gatling",
        }
    }
}

impl fmt::Display for BangFace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Parses a set of BANG! faces such as `a d 1 b g`, expecting between `min` and `max` dice.
pub fn parse_bang_faces(text: &str, min: usize, max: usize) -> Result<Vec<BangFace>, DiceError> {
    let mut faces = Vec::new();
    for c in text.chars() {
        if c.is_whitespace() || c == ',' {
            continue;
        }
        match BangFace::from_letter(c) {
            Some(face) => faces.push(face),
            None => {
                return Err(DiceError(
                    Msg::new("dice-bang-unknown-face").arg("typed", c.to_string()),
                ));
            }
        }
    }
    if faces.len() < min || faces.len() > max {
        // "Enter between 5 and 5" reads as "enter exactly 5".
        let exact = if min == max { "yes" } else { "no" };
        return Err(DiceError(
            Msg::new("dice-bang-wrong-count")
                .arg("count", faces.len())
                .arg("min", min)
                .arg("max", max)
                .arg("exact", exact),
        ));
    }
    Ok(faces)
}

/// A numbered die with faces 1 to `SIDES`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct NumberedDie<const SIDES: u8>(u8);

/// An eight-sided die (The Quick and the Undead's action dice).
pub type D8 = NumberedDie<8>;
/// A twenty-sided die (Gunfights & Gamblin').
pub type D20 = NumberedDie<20>;

impl<const SIDES: u8> NumberedDie<SIDES> {
    /// A die showing `face`, if the die has that face.
    pub fn new(face: u8) -> Result<Self, DiceError> {
        if (1..=SIDES).contains(&face) {
            Ok(NumberedDie(face))
        } else {
            Err(DiceError(
                Msg::new("dice-out-of-range")
                    .arg("typed", i64::from(face))
                    .arg("sides", SIDES),
            ))
        }
    }

    /// The face showing.
    pub fn face(self) -> u8 {
        self.0
    }

    /// Whether the die shows its highest face (a natural 20 on a d20).
    pub fn is_max(self) -> bool {
        self.0 == SIDES
    }

    /// Parses what a person typed, such as `17` or ` 8 `.
    pub fn parse(text: &str) -> Result<Self, DiceError> {
        let typed = text.trim();
        if typed.is_empty() {
            return Err(DiceError(Msg::new("dice-empty").arg("sides", SIDES)));
        }
        match typed.parse::<i64>() {
            Ok(n) => match u8::try_from(n) {
                Ok(face) => Self::new(face),
                Err(_) => Err(DiceError(
                    Msg::new("dice-out-of-range")
                        .arg("typed", n)
                        .arg("sides", SIDES),
                )),
            },
            Err(_) => Err(DiceError(
                Msg::new("dice-not-a-number")
                    .arg("typed", typed)
                    .arg("sides", SIDES),
            )),
        }
    }
}

impl<const SIDES: u8> TryFrom<u8> for NumberedDie<SIDES> {
    type Error = DiceError;

    fn try_from(face: u8) -> Result<Self, Self::Error> {
        Self::new(face)
    }
}

impl<const SIDES: u8> From<NumberedDie<SIDES>> for u8 {
    fn from(die: NumberedDie<SIDES>) -> u8 {
        die.0
    }
}

impl<const SIDES: u8> fmt::Display for NumberedDie<SIDES> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Arg;

    #[track_caller]
    fn key_of<T: fmt::Debug>(r: Result<T, DiceError>) -> String {
        match r {
            Err(DiceError(msg)) => msg.key,
            Ok(v) => panic!("expected an error, got {v:?}"),
        }
    }

    #[test]
    fn bang_faces_parse_in_any_spacing_and_case() {
        use BangFace::*;
        let want = vec![Arrow, Dynamite, One, Beer, Gatling];
        assert_eq!(parse_bang_faces("a d 1 b g", 5, 5), Ok(want.clone()));
        assert_eq!(parse_bang_faces("AD1BG", 5, 5), Ok(want.clone()));
        assert_eq!(parse_bang_faces("p,d,1,b,g", 5, 5), Ok(want));
        assert_eq!(parse_bang_faces(" 2 ", 1, 5), Ok(vec![Two]));
    }

    #[test]
    fn bang_faces_refuse_unknown_letters_and_wrong_counts() {
        assert_eq!(
            key_of(parse_bang_faces("a d x", 1, 5)),
            "dice-bang-unknown-face"
        );
        assert_eq!(
            key_of(parse_bang_faces("a d 1 b g g", 1, 5)),
            "dice-bang-wrong-count"
        );
        assert_eq!(key_of(parse_bang_faces("", 1, 5)), "dice-bang-wrong-count");
        let exactly = parse_bang_faces("a d 1", 5, 5).map(|_| ()).err();
        let said = exactly.map(|e| crate::i18n::tr(crate::i18n::Lang::En, &e.0));
        assert_eq!(said.as_deref(), Some("That is 3 dice; enter exactly 5."));
    }

    #[test]
    fn every_face_letter_round_trips() {
        for face in BangFace::ALL {
            assert_eq!(BangFace::from_letter(face.letter()), Some(face));
        }
    }

    #[test]
    fn d20_accepts_one_to_twenty_only() {
        assert_eq!(D20::parse("17").map(D20::face), Ok(17));
        assert_eq!(D20::parse(" 1 ").map(D20::face), Ok(1));
        assert!(D20::parse("20").is_ok_and(D20::is_max));
        assert_eq!(key_of(D20::parse("21")), "dice-out-of-range");
        assert_eq!(key_of(D20::parse("0")), "dice-out-of-range");
        assert_eq!(key_of(D20::parse("-3")), "dice-out-of-range");
        assert_eq!(key_of(D20::parse("99999999999")), "dice-out-of-range");
        assert_eq!(key_of(D20::parse("seventeen")), "dice-not-a-number");
        assert_eq!(key_of(D20::parse("  ")), "dice-empty");
    }

    #[test]
    fn d8_accepts_one_to_eight_only() {
        assert_eq!(D8::parse("8").map(D8::face), Ok(8));
        assert_eq!(key_of(D8::parse("9")), "dice-out-of-range");
    }

    #[test]
    fn out_of_range_error_names_the_die() {
        let Err(DiceError(msg)) = D8::parse("9") else {
            panic!("9 is not a d8 face");
        };
        assert!(msg.args.contains(&("sides".to_string(), Arg::Number(8))));
        assert!(msg.args.contains(&("typed".to_string(), Arg::Number(9))));
    }

    #[test]
    fn dice_survive_a_serde_round_trip_and_refuse_bad_files() {
        let d: D20 = serde_json::from_str("17").expect("17 is a d20 face");
        assert_eq!(d.face(), 17);
        assert!(serde_json::from_str::<D20>("21").is_err());
    }
}
