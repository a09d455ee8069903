//! How a game ended and which dice it entered: what a game says through the
//! seam so that statistics, summaries and exports never look inside a
//! game's own state.

use super::dice::BangFace;
use super::message::Msg;
use serde::{Deserialize, Serialize};

/// The end of a game, as [`Game::outcome`](super::Game::outcome) gives it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winning seats, in seat order; empty for a draw.
    pub winners: Vec<usize>,
    /// The way they won, as people say it: the team ("the Outlaws"), the
    /// role, "alone", or a draw.
    pub how: Msg,
    /// Every seat, in seat order.
    pub seats: Vec<SeatResult>,
}

/// One seat at the end of a game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatResult {
    /// The person at the table who played the seat (a game whose seats are
    /// characters names the person, not "Mayor (Ann)").
    pub person: String,
    /// What the seat played as: its role, character or team.
    pub sides: Vec<Side>,
    /// The final score, where the game has one.
    pub score: Option<i64>,
    /// What the final numbers are made of, as the game scores them (the
    /// Notoriety from tokens, from Undead killed, from buildings): the
    /// summary shows these in place of the tracked numbers when a game
    /// gives them. Empty when the game does not.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<ScorePart>,
}

/// One of the final numbers of a seat, with its name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScorePart {
    /// Its name in words that are the same in every language (`tokens`).
    pub name: String,
    /// Its name for people.
    pub label: Msg,
    /// Its value.
    pub value: i64,
}

impl ScorePart {
    /// A part named `name`, labelled by the translation key `key`.
    pub fn new(name: &str, key: &str, value: i64) -> Self {
        ScorePart {
            name: name.to_string(),
            label: Msg::new(key),
            value,
        }
    }
}

/// A role, character or team a seat played as.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Side {
    /// What statistics count it by, the same in every language:
    /// `role:sheriff`, `character:el-gringo`, `team:pioneers`.
    pub id: String,
    /// Its name as people read it.
    pub label: Msg,
}

impl Side {
    /// A side with its id and the translation key of its name.
    pub fn new(id: impl Into<String>, key: impl Into<String>) -> Self {
        Side {
            id: id.into(),
            label: Msg::new(key.into()),
        }
    }

    /// A side whose name is printed the same in every language (a
    /// component's name), shown as it is.
    pub fn printed(id: impl Into<String>, name: &str) -> Self {
        Side {
            id: id.into(),
            label: Msg::new("stats-side-printed").arg("name", name.to_string()),
        }
    }
}

impl Outcome {
    /// Whether `seat` is among the winners.
    pub fn won(&self, seat: usize) -> bool {
        self.winners.contains(&seat)
    }
}

/// The kinds of dice the games use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DieKind {
    /// BANG! The Dice Game's six-sided die with its own faces.
    Bang,
    /// A twenty-sided die (Gunfights & Gamblin').
    D20,
    /// An eight-sided die (The Quick and the Undead).
    D8,
}

impl DieKind {
    /// Every kind, in the order they are listed.
    pub const ALL: [DieKind; 3] = [DieKind::Bang, DieKind::D20, DieKind::D8];

    /// How many faces it has.
    pub fn sides(self) -> u8 {
        match self {
            DieKind::Bang => 6,
            DieKind::D20 => 20,
            DieKind::D8 => 8,
        }
    }

    /// The word for it on the command line and in JSON.
    pub fn slug(self) -> &'static str {
        match self {
            DieKind::Bang => "bang",
            DieKind::D20 => "d20",
            DieKind::D8 => "d8",
        }
    }

    /// The translation key of its name.
    pub fn name_key(self) -> &'static str {
        match self {
            DieKind::Bang => "stats-die-bang",
            DieKind::D20 => "stats-die-d20",
            DieKind::D8 => "stats-die-d8",
        }
    }

    /// What face `face` (from 1) is called: its number, or for the BANG!
    /// die the face's name in [`BangFace::ALL`] order.
    pub fn face_label(self, face: u8) -> Msg {
        match self {
            DieKind::Bang => match usize::from(face)
                .checked_sub(1)
                .and_then(|i| BangFace::ALL.get(i))
            {
                Some(named) => Msg::new(named.name_key()),
                None => Msg::new("stats-face-number").arg("face", i64::from(face)),
            },
            DieKind::D20 | DieKind::D8 => {
                Msg::new("stats-face-number").arg("face", i64::from(face))
            }
        }
    }
}

/// One die as it was entered: its kind and the face it showed, from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DieThrow {
    /// Which kind of die.
    pub kind: DieKind,
    /// The face, from 1 to the kind's number of sides; for the BANG! die,
    /// the place of the face in [`BangFace::ALL`], from 1.
    pub face: u8,
}

impl DieThrow {
    /// A BANG! die showing `face`.
    pub fn bang(face: BangFace) -> Self {
        let at = BangFace::ALL.iter().position(|f| *f == face).unwrap_or(0);
        DieThrow {
            kind: DieKind::Bang,
            // Six faces: the place always fits.
            face: u8::try_from(at + 1).unwrap_or(1),
        }
    }

    /// A d20 showing `face`.
    pub fn d20(face: super::dice::D20) -> Self {
        DieThrow {
            kind: DieKind::D20,
            face: face.face(),
        }
    }

    /// A d8 showing `face`.
    pub fn d8(face: super::dice::D8) -> Self {
        DieThrow {
            kind: DieKind::D8,
            face: face.face(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bang_face_is_counted_by_its_place_in_the_printed_order() {
        assert_eq!(DieThrow::bang(BangFace::Arrow).face, 1);
        assert_eq!(DieThrow::bang(BangFace::Gatling).face, 6);
        assert_eq!(
            DieKind::Bang.face_label(6).key,
            BangFace::Gatling.name_key()
        );
        assert_eq!(DieKind::Bang.face_label(7).key, "stats-face-number");
    }
}
