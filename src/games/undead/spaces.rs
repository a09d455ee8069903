//! The action spaces as "Action Space Clarification" lists them, and the
//! shot a d8 makes against a Targeting card: the questions the decider and
//! a pad both ask, kept in one place.

use super::state::{Band, Resource, Side};
use serde::{Deserialize, Serialize};

/// What a space's income gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Income {
    /// Icons with a slash: one of these.
    OneOf(&'static [Resource]),
    /// Icons without a slash: all of these.
    AllOf(&'static [Resource]),
}

/// The income of a numbered space (Hire Guns' Bullet comes with the hire).
pub fn income(space: u8) -> Income {
    use Resource::{Bullet, Coin, Notoriety};
    match space {
        8 => Income::OneOf(&[Coin, Bullet, Notoriety]),
        7 => Income::OneOf(&[Coin, Bullet]),
        6 => Income::OneOf(&[Coin, Notoriety]),
        5 => Income::AllOf(&[Bullet, Bullet]),
        4 => Income::AllOf(&[Coin, Bullet, Notoriety]),
        3 => Income::AllOf(&[Coin, Coin, Coin]),
        2 => Income::AllOf(&[Coin, Coin, Notoriety, Notoriety]),
        _ => Income::AllOf(&[]),
    }
}

/// The spaces whose standing Outlaws a space may Intimidate.
pub fn intimidates(space: u8) -> &'static [u8] {
    match space {
        8 => &[5, 4, 3, 2],
        5 => &[8, 7, 6, 4, 3, 2],
        4 => &[8, 7, 6, 5],
        _ => &[],
    }
}

/// Whether a space hunts any Undead in town (8 Scout, 7 Stalk).
pub fn hunts(space: u8) -> bool {
    matches!(space, 8 | 7)
}

/// Whether a space fights only the street: 6 Extort, 5 Outfit, 4 Intimidate.
pub fn street_only(space: u8) -> bool {
    (4..=6).contains(&space)
}

/// The resource a space steals (6 a Bullet, 3 a Coin, 2 a Notoriety).
pub fn steals(space: u8) -> Option<Resource> {
    match space {
        6 => Some(Resource::Bullet),
        3 => Some(Resource::Coin),
        2 => Some(Resource::Notoriety),
        _ => None,
    }
}

/// Whether Outlaws sharing the space duel (not on 7 Stalk).
pub fn duels(space: u8) -> bool {
    space != 7
}

/// A d8 rolled in a shootout, and whether the shooter chose the Critical Hit on an 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    /// The face.
    pub face: u8,
    /// The player triggers the Critical Hit (only means something on an 8).
    #[serde(default)]
    pub crit: bool,
}

/// What a shot comes to against the shooter's card and token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// An 8 with the Skull up, triggered: kills at once without a Bullet.
    CriticalHit,
    /// A 1 with Backfire up: the shooter's Outlaw goes home.
    CriticalMiss,
    /// A Bullet on the slot: a hit with this hit value.
    Hit(u8),
    /// A Casing, or an 8 or 1 that triggers nothing.
    Miss,
}

/// What a shot does for this band.
pub fn outcome(band: &Band, shot: Shot) -> Outcome {
    match shot.face {
        8 if shot.crit && band.critical == Side::Skull => Outcome::CriticalHit,
        1 if band.critical == Side::Backfire => Outcome::CriticalMiss,
        face if band.bullet(face) => Outcome::Hit(face),
        _ => Outcome::Miss,
    }
}

/// The hit value a Critical Hit counts as when hits are compared: above any
/// roll, even with the +2 of a building (the text: "beating everything
/// except a Critical Hit").
pub const CRITICAL_VALUE: u8 = 100;

/// The value of a hit for comparing, none for a miss.
pub fn hit_value(outcome: Outcome, bonus: u8) -> Option<u8> {
    match outcome {
        Outcome::CriticalHit => Some(CRITICAL_VALUE),
        Outcome::Hit(v) => Some(v + bonus),
        Outcome::CriticalMiss | Outcome::Miss => None,
    }
}
