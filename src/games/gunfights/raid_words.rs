//! The Raid's outcome in words: `raid BUILDING… [dead C…] [shots C N…]`
//! (`overval … [dood …] [schoten …]`), read and written back.

use super::actions::GunAction;
use super::characters::Building;
use super::notation::{seat, slug};
use super::setup::GunSetup;
use crate::core::Msg;

/// The parts of the line after the buildings, by their first word.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Dead,
    Shots,
}

fn part(word: &str) -> Option<Part> {
    match word {
        "dead" | "dood" => Some(Part::Dead),
        "shots" | "schoten" => Some(Part::Shots),
        _ => None,
    }
}

/// `raid church ammo-depot dead thief mayor shots sheriff 2 mayor 1`: the
/// buildings burned, then the dead, then the shots each fighter fired in a
/// gunfight played on paper (the two parts in either order, each once).
pub fn parse(setup: &GunSetup, words: &[&str]) -> Result<GunAction, Msg> {
    let first = words
        .iter()
        .position(|w| part(w).is_some())
        .unwrap_or(words.len());
    let burned = words[..first]
        .iter()
        .filter(|w| !matches!(**w, "none" | "geen"))
        .map(|w| Building::parse(w))
        .collect::<Result<Vec<_>, Msg>>()?;
    let mut dead = Vec::new();
    let mut shots = Vec::new();
    let mut seen: Vec<Part> = Vec::new();
    let mut rest = &words[first..];
    while let Some((word, after)) = rest.split_first() {
        let Some(this) = part(word) else {
            return Err(Msg::new("gunfights-notation-raid"));
        };
        if seen.contains(&this) {
            return Err(Msg::new("gunfights-notation-raid"));
        }
        seen.push(this);
        let end = after
            .iter()
            .position(|w| part(w).is_some())
            .unwrap_or(after.len());
        let list = &after[..end];
        match this {
            Part::Dead => {
                for w in list {
                    dead.push(seat(setup, w)?);
                }
            }
            Part::Shots => {
                if list.is_empty() || !list.len().is_multiple_of(2) {
                    return Err(Msg::new("gunfights-notation-raid-shots"));
                }
                for pair in list.chunks(2) {
                    let who = seat(setup, pair[0])?;
                    let count = pair[1]
                        .parse::<u32>()
                        .ok()
                        .filter(|n| *n <= 99)
                        .ok_or_else(|| Msg::new("gunfights-notation-raid-shots"))?;
                    // One count per fighter: a name given twice adds up.
                    match shots.iter_mut().find(|(s, _)| *s == who) {
                        Some((_, n)) => *n += count,
                        None => shots.push((who, count)),
                    }
                }
            }
        }
        rest = &after[end..];
    }
    Ok(GunAction::Raided {
        burned,
        dead,
        shots,
    })
}

/// The line that reads back as this outcome.
pub fn format(
    setup: &GunSetup,
    burned: &[Building],
    dead: &[usize],
    shots: &[(usize, u32)],
) -> String {
    let mut text = String::from("raid");
    for b in burned {
        text.push(' ');
        text.push_str(b.slug());
    }
    if !dead.is_empty() {
        text.push_str(" dead");
        for d in dead {
            text.push(' ');
            text.push_str(slug(setup, *d));
        }
    }
    if !shots.is_empty() {
        text.push_str(" shots");
        for (s, n) in shots {
            text.push_str(&format!(" {} {n}", slug(setup, *s)));
        }
    }
    text
}
