//! The odds in the solo game: before the player rolls Dead Ranger's d8,
//! what each face brings the player, from the placement rules Holster
//! applies to it ([`super::ranger::placement`]) and what its Outlaw then does on
//! its space; and the player's own choices as the multiplayer game counts
//! them (a shot at an Undead, the duel with Dead Ranger's Outlaw).
//!
//! "Roll a d8 to determine where Dead Ranger sends one of its Outlaws": each
//! face 1/8, and with the player at Hire Guns a 1 is rolled again ("If you
//! are at Hire Guns, reroll"), so each of the other seven is 1/7. A face
//! brings:
//! - a duel when Dead Ranger's Outlaw is on the player's standing Outlaw's
//!   space after the placement ("Regardless of whether an Undead Outlaw is
//!   standing or lying on the action space, when you add an Outlaw, a duel
//!   is triggered"): a 1 ("it sends an Outlaw to your current action
//!   space"), the space's own face, or any face when one of its Outlaws
//!   already lies there and the placement does not move it away;
//! - an Intimidation, a theft or an Undead when its Outlaw's turn on that
//!   space would bring one ([`super::ranger::turn`]: 8, 5 and 4 Intimidate, 6, 3
//!   and 2 steal, the Horde-er options add Undead);
//! - nothing else; and a face whose Undead finds no place loses the game
//!   (the town is overrun), whatever else it would have brought.
//!
//! The figures are counted as things stand when the d8 is rolled: what the
//! player does on a turn that comes first (a Coin taken, a building bought)
//! may change what a later theft or Intimidation finds, and Holster does
//! not guess it. A face may bring a duel and a theft both, so the figures
//! overlap.

use super::ranger::{aimed_at, placement, theft};
use super::state::{Came, PLAYER, RANGER, SoloState};
use crate::core::{Arg, Considering, Figure, Msg, Odds};
use crate::games::undead::solo_seam::odds::{faces_or, odds as base_odds};
use crate::games::undead::solo_seam::state::Phase;

/// The odds of the choices the dice make now: Dead Ranger's d8 while it
/// waits to be rolled; a shot at an Undead or the duel, as the
/// multiplayer game counts them.
pub fn odds(state: &SoloState, considering: &Considering) -> Vec<Odds> {
    if state.end.is_some() {
        return Vec::new();
    }
    let mut out: Vec<Odds> = ranger_d8(state).into_iter().collect();
    out.extend(base_odds(&state.base, considering));
    out
}

/// What one face of Dead Ranger's d8 brings the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Brings {
    /// A duel on the player's space.
    pub duel: bool,
    /// Dead Ranger Intimidates the player's Outlaw.
    pub intimidation: bool,
    /// Dead Ranger steals a resource of the player's.
    pub theft: bool,
    /// An Undead comes to town (Reinforcements, The Horde).
    pub undead: bool,
    /// That Undead finds no place: the town is overrun and the game lost.
    pub overrun: bool,
}

/// What a roll of Dead Ranger's d8 brings the player, as things stand;
/// none when that face is rolled again.
pub fn brings(s: &SoloState, roll: u8) -> Option<Brings> {
    let (space, came) = placement(s, roll)?;
    let mine = s.base.standing_space(PLAYER);
    let duel = mine.is_some_and(|p| p == space || (s.has_on(RANGER, p) && came != Came::Moved(p)));
    let intimidation = aimed_at(s, space).is_some();
    let undead =
        (space == 7 && s.horde.reinforcements) || (space == 8 && !intimidation && s.horde.horde);
    // An Undead with no place to go loses the game ("The town is overrun"):
    // nothing else that face brings counts.
    if undead && s.undead_place().is_none() {
        return Some(Brings {
            undead,
            overrun: true,
            ..Brings::default()
        });
    }
    Some(Brings {
        duel,
        intimidation,
        theft: theft(s, space).is_some(),
        undead,
        overrun: false,
    })
}

/// The odds of Dead Ranger's d8, while the player is to roll it.
pub fn ranger_d8(s: &SoloState) -> Option<Odds> {
    if s.base.phase != Phase::Reveal {
        return None;
    }
    let faces: Vec<(u8, Brings)> = (1..=8u8).filter_map(|f| Some((f, brings(s, f)?))).collect();
    let of = faces.len() as u64;
    let with = |what: &str, pick: fn(&Brings) -> bool| {
        let picked: Vec<u8> = faces
            .iter()
            .filter(|(_, b)| pick(b))
            .map(|(f, _)| *f)
            .collect();
        let n = picked.len() as u64;
        let named = if n == of {
            Arg::Msg(Box::new(Msg::new("undead-solo-odds-any")))
        } else {
            faces_or(&picked, |f| Arg::Text(f.to_string()))
        };
        (n > 0)
            .then(|| Figure::count(Msg::new(what).arg("faces", named), n, of))
            .flatten()
    };
    let figures: Vec<Figure> = [
        with("undead-solo-odds-duel", |b| b.duel),
        with("undead-solo-odds-intimidation", |b| b.intimidation),
        with("undead-solo-odds-theft", |b| b.theft),
        with("undead-solo-odds-undead", |b| b.undead && !b.overrun),
        with("undead-solo-odds-overrun", |b| b.overrun),
        with("undead-solo-odds-nothing", |b| *b == Brings::default()),
    ]
    .into_iter()
    .flatten()
    .collect();
    if figures.is_empty() {
        return None;
    }
    let choice = if of == 8 {
        "undead-solo-odds-ranger"
    } else {
        "undead-solo-odds-ranger-reroll"
    };
    Some(Odds {
        choice: Msg::new(choice),
        figures,
        whole: false,
    })
}

#[cfg(test)]
mod tests;
