//! The solo game's words (docs/undead-solo-notation.md): its own entries
//! in English or Dutch, and for the rest of the player's turn the
//! multiplayer game's words (`income coin`, `aim street`, `buy saloon`…),
//! with the player and Dead Ranger as its two bands.

use super::actions::SoloAction;
use super::setup::SoloSetup;
use crate::core::{Msg, first_word};
use crate::games::undead::solo_seam::format::{self as base_format, items, shot};
use crate::games::undead::solo_seam::notation::{
    self as base_notation, face, parse_items, parse_one_shot, parse_undead, slot_face, take_shot,
};
use crate::games::undead::solo_seam::{Item, UndeadAction};

/// Reads a line.
pub fn parse(setup: &SoloSetup, text: &str) -> Result<SoloAction, Msg> {
    let (word, rest) = first_word(text);
    let words: Vec<String> = rest.split_whitespace().map(str::to_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let usage = || Msg::new("undead-solo-usage").arg("typed", text.trim());
    match (word.as_str(), words.as_slice()) {
        ("place" | "plaats", ["hire" | "huren" | "hire-guns"]) => {
            Ok(SoloAction::Place { space: None })
        }
        ("place" | "plaats", [space]) => Ok(SoloAction::Place {
            space: Some(face(space)?),
        }),
        ("ranger" | "dead-ranger", [roll]) => Ok(SoloAction::Ranger { roll: face(roll)? }),
        ("duel", shots) => {
            let (mine, rest) = take_shot(shots)?;
            Ok(SoloAction::Duel {
                mine,
                ranger: parse_one_shot(rest)?,
            })
        }
        ("intimidate" | "intimideer", [space, more @ ..]) => {
            let (one, rest) = take_shot(more)?;
            let slot = match rest {
                [] => None,
                ["bullet", s] => Some(slot_face(s)?),
                _ => return Err(usage()),
            };
            Ok(SoloAction::Intimidate {
                space: face(space)?,
                shot: one,
                slot,
            })
        }
        ("steal" | "steel", list) if !list.is_empty() => Ok(SoloAction::Steal {
            items: parse_items(list)?,
        }),
        ("pay" | "betaal", list) => {
            let (list, at) = split_at(list)?;
            Ok(SoloAction::Pay {
                items: parse_items(list)?,
                at,
            })
        }
        ("walk" | "loop", list) => {
            let (list, at) = split_at(list)?;
            Ok(SoloAction::Walk {
                shot: parse_one_shot(list)?,
                at,
            })
        }
        ("undead", list) => match parse_undead(list)? {
            UndeadAction::Undead {
                weak,
                notoriety,
                place: None,
            } => Ok(SoloAction::Undead { weak, notoriety }),
            _ => Err(Msg::new("undead-solo-notation-placed")),
        },
        _ => base_notation::parse(&setup.base(), text)
            .map(SoloAction::Base)
            .map_err(|_| usage()),
    }
}

/// Splits a trailing `at N` (`op N`) off: which of the player's Outlaws.
fn split_at<'a>(words: &'a [&'a str]) -> Result<(&'a [&'a str], Option<u8>), Msg> {
    match words {
        [list @ .., "at" | "op", space] => Ok((list, Some(face(space)?))),
        _ => Ok((words, None)),
    }
}

/// ` at N` when one was named.
fn at_word(at: Option<u8>) -> String {
    at.map_or(String::new(), |s| format!(" at {s}"))
}

/// Writes an entry (English words).
pub fn format(setup: &SoloSetup, action: &SoloAction) -> String {
    match action {
        SoloAction::Place { space: None } => "place hire".to_string(),
        SoloAction::Place { space: Some(s) } => format!("place {s}"),
        SoloAction::Ranger { roll } => format!("ranger {roll}"),
        SoloAction::Duel { mine, ranger } => format!("duel {} {}", shot(mine), shot(ranger)),
        SoloAction::Intimidate {
            space,
            shot: one,
            slot,
        } => {
            let slot = slot.map_or(String::new(), |s| format!(" bullet {s}"));
            format!("intimidate {space} {}{slot}", shot(one))
        }
        SoloAction::Steal { items: list } => format!("steal {}", items(list)),
        SoloAction::Pay { items: list, at } => {
            let list = if list.is_empty() {
                String::new()
            } else {
                format!(" {}", items(list))
            };
            format!("pay{list}{}", at_word(*at))
        }
        SoloAction::Walk { shot: one, at } => format!("walk {}{}", shot(one), at_word(*at)),
        SoloAction::Undead { weak, notoriety } => {
            let weak: Vec<String> = weak.iter().map(u8::to_string).collect();
            format!("undead {} notoriety {notoriety}", weak.join(" "))
        }
        SoloAction::Base(a) => base_format::format(&setup.base(), a),
    }
}

/// Counts of each kind in a list of items, for the messages.
fn counted(msg: Msg, list: &[Item]) -> Msg {
    let n = |f: fn(&Item) -> bool| list.iter().filter(|i| f(i)).count();
    msg.arg("coins", n(|i| *i == Item::Coin))
        .arg("notoriety", n(|i| *i == Item::Notoriety))
        .arg("bullets", n(|i| matches!(i, Item::Bullet { .. })))
}

/// An entry in words for the history.
pub fn describe(setup: &SoloSetup, action: &SoloAction) -> Msg {
    match action {
        SoloAction::Place { space: None } => Msg::new("undead-solo-did-hire"),
        SoloAction::Place { space: Some(s) } => {
            Msg::new("undead-solo-did-place").arg_msg("space", super::say::space(*s))
        }
        SoloAction::Ranger { roll } => Msg::new("undead-solo-did-ranger").arg("roll", *roll),
        SoloAction::Duel { mine, ranger } => Msg::new("undead-solo-did-duel")
            .arg("mine", mine.face)
            .arg("ranger", ranger.face),
        SoloAction::Intimidate { space, shot, .. } => Msg::new("undead-solo-did-intimidate")
            .arg_msg("space", super::say::space(*space))
            .arg("face", shot.face),
        SoloAction::Steal { items } => counted(Msg::new("undead-solo-did-steal"), items),
        SoloAction::Pay { items, .. } => counted(Msg::new("undead-solo-did-pay"), items),
        SoloAction::Walk { shot, .. } => Msg::new("undead-solo-did-walk").arg("face", shot.face),
        SoloAction::Undead { notoriety, .. } => {
            Msg::new("undead-solo-did-undead").arg("notoriety", i64::from(*notoriety))
        }
        SoloAction::Base(a) => {
            crate::games::undead::solo_seam::describe::describe(&setup.base(), a)
        }
    }
}

/// The keys of a phone's keypad: the solo turn's own words (the placement,
/// Dead Ranger's d8), then the multiplayer game's (a duel, the hunt, the
/// turn's end), which the solo turn reads too.
pub fn phone_keys() -> Vec<crate::core::PhoneKey> {
    use crate::core::PhoneKey;
    let mut keys = vec![
        PhoneKey::word("place", "plaats"),
        PhoneKey::word("ranger", "ranger"),
    ];
    keys.extend(crate::games::undead::solo_seam::notation::phone_keys());
    keys
}
