//! The odds at the moment of choice in The Quick and the Undead: "shoot
//! again?" while an attempt at an Undead is under way, and what a duel may
//! come to before its d8s are rolled. Every face of a d8 comes up with
//! chance 1/8, so each figure is a count of faces (or of pairs of faces,
//! 64 for two d8s) over all of them.
//!
//! Both assume what Holster's pad and its reminders already assume: an 8
//! rolled with the Skull up is taken as the Critical Hit ("You can only
//! choose to trigger a Critical hit, after rolling an 8, if your Critical
//! token has the Skull side faceup"); the hunt's question says a plain 8
//! is a miss.

use super::pad_queries::duelists;
use super::spaces::{Outcome, Shot, hit_value, outcome};
use super::state::{Band, Phase, Side, Step, UndeadState};
use crate::core::{Arg, Chance, Considering, Figure, Msg, Odds};

/// The odds of the choices the dice make now: the attempt at an Undead
/// under way, or the duel waiting for its shots.
pub fn odds(state: &UndeadState, _considering: &Considering) -> Vec<Odds> {
    let mut out: Vec<Odds> = hunt(state).into_iter().collect();
    out.extend(duel(state));
    out
}

/// What one face of the next shot at an Undead does to the attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// It kills: a weak point with a Bullet, or an 8 with the Skull up.
    Kills,
    /// It ends the attempt without a kill: a number rolled before in it
    /// ("you must stop if you roll a number for the second time") or a 1
    /// with Backfire up (the Critical Miss).
    Ends,
    /// A miss, or a hit on a slot that is no weak point: the attempt goes
    /// on, and this face now ends it.
    Goes,
}

/// What each face 1 to 8 of the next shot does, for this band shooting at
/// an Undead with these weak points with these faces rolled already.
pub fn faces(band: &Band, weak: &[u8], rolled: &[u8]) -> [Face; 8] {
    let mut out = [Face::Goes; 8];
    for (i, face) in (1..=8u8).enumerate() {
        out[i] = if rolled.contains(&face) {
            Face::Ends
        } else {
            match outcome(
                band,
                Shot {
                    face,
                    crit: face == 8,
                },
            ) {
                Outcome::CriticalHit => Face::Kills,
                Outcome::CriticalMiss => Face::Ends,
                Outcome::Hit(f) if weak.contains(&f) => Face::Kills,
                Outcome::Hit(_) | Outcome::Miss => Face::Goes,
            }
        };
    }
    out
}

/// The chance that shooting on until the attempt ends kills, with `kills`
/// faces that kill and `goes` faces that let it go on (the others end it).
///
/// "You may shoot as many times as you wish, but you must stop if you roll
/// a number for the second time during the same attempt, or if you trigger
/// a Critical Miss": a face that lets the attempt go on ends it the next
/// time, so after j such shots `goes - j` of them are left and the kills
/// are still there. The attempt kills on shot j + 1 with chance
/// (goes)(goes-1)…(goes-j+1)/8^j · kills/8, and over every j from 0 to
/// `goes` that is Σ_j kills · goes!/(goes-j)! · 8^(goes-j) over 8^(goes+1).
pub fn attempt(kills: u32, goes: u32) -> Option<Chance> {
    if kills + goes > 8 {
        return None;
    }
    let (k, n) = (u128::from(kills), u128::from(goes));
    let mut hits = 0u128;
    let mut falling = 1u128;
    for j in 0..=n {
        hits += k * falling * 8u128.pow(u32::try_from(n - j).ok()?);
        falling *= n - j;
    }
    Chance::of(hits, 8u128.pow(goes + 1))
}

/// The odds of the next shot and of the whole attempt at the Undead shot
/// at now, when an attempt is under way.
pub fn hunt(state: &UndeadState) -> Option<Odds> {
    let (Phase::Resolve, Step::Turn(turn)) = (&state.phase, &state.resolution.step) else {
        return None;
    };
    let hunt = turn.hunt.as_ref()?;
    let band = state.bands.get(turn.band)?;
    let card = state.undead_at(hunt.place, hunt.index)?;
    let each = faces(band, &card.weak, &hunt.rolled);
    let count = |f: Face| each.iter().filter(|x| **x == f).count() as u32;
    let kills: Vec<u8> = (1..=8u8)
        .zip(each)
        .filter(|(_, f)| *f == Face::Kills)
        .map(|(face, _)| face)
        .collect();
    let choice = if kills.is_empty() {
        Msg::new("undead-odds-hunt-hopeless")
    } else {
        Msg::new("undead-odds-hunt").arg("faces", kill_words(&kills, band.critical))
    };
    Some(Odds {
        choice,
        figures: vec![
            Figure::count(
                Msg::new("undead-odds-next-shot"),
                u64::from(count(Face::Kills)),
                8,
            )?,
            Figure::percent(
                Msg::new("undead-odds-to-the-end"),
                attempt(count(Face::Kills), count(Face::Goes))?,
            ),
        ],
        whole: false,
    })
}

/// The faces that kill in words: "3, 6 or 8 with the Skull".
fn kill_words(kills: &[u8], critical: Side) -> Arg {
    let word = |f: u8| {
        if f == 8 && critical == Side::Skull {
            Arg::Msg(Box::new(Msg::new("undead-odds-skull-eight")))
        } else {
            Arg::Text(f.to_string())
        }
    };
    faces_or(kills, word)
}

/// Faces joined as a list ending in "or": "2, 3 or 6"; each face in the
/// words `word` gives it (only the last may be more than a number).
pub fn faces_or(faces: &[u8], word: impl Fn(u8) -> Arg) -> Arg {
    match faces.split_last() {
        None => Arg::Text(String::new()),
        Some((last, [])) => word(*last),
        Some((last, rest)) => {
            let list: Vec<String> = rest.iter().map(u8::to_string).collect();
            Arg::Msg(Box::new(
                Msg::new("undead-odds-or")
                    .arg("list", list.join(", "))
                    .arg("last", word(*last)),
            ))
        }
    }
}

/// The hit value each face 1 to 8 gives this band in a shootout (none: no
/// hit), as the duel compares them: a Bullet's face, the Critical Hit
/// above every roll.
pub fn hit_values(band: &Band) -> [Option<u8>; 8] {
    let mut out = [None; 8];
    for (i, face) in (1..=8u8).enumerate() {
        out[i] = hit_value(
            outcome(
                band,
                Shot {
                    face,
                    crit: face == 8,
                },
            ),
            0,
        );
    }
    out
}

/// The three figures of one duelist of two, over the 64 pairs of faces:
/// whether its shot hits, whether the other's does, and whether it dies.
///
/// "If the number matches a Bullet, they have hit their target (All hits
/// happen at the same time.) If players targeting each other both roll the
/// same hit value, they will both be killed. If players roll different hit
/// values, only the player who has the lower hit value is killed": a
/// duelist dies when the other hits with a value at least its own, or hits
/// while it misses. Σ over the other's hits v of the own faces that miss
/// or show at most v.
pub fn pair(me: &Band, other: &Band) -> Option<[Chance; 3]> {
    let mine = hit_values(me);
    let theirs = hit_values(other);
    let hits = |v: &[Option<u8>; 8]| v.iter().filter(|x| x.is_some()).count() as u128;
    let dies: u128 = theirs
        .iter()
        .flatten()
        .map(|t| mine.iter().filter(|m| m.is_none_or(|m| m <= *t)).count() as u128)
        .sum();
    Some([
        Chance::of(hits(&mine), 8)?,
        Chance::of(hits(&theirs), 8)?,
        Chance::of(dies, 64)?,
    ])
}

/// The odds of the duel waiting for its shots (on a space, or to the death
/// at the end): of two duelists, each one's chance to hit, to be hit and to
/// die; of three or more, whose targets are announced only when they
/// shoot, each one's chance to hit.
pub fn duel(state: &UndeadState) -> Vec<Odds> {
    let bands = duelists(state);
    let band = |b: usize| state.bands.get(b);
    match bands.as_slice() {
        [a, b] => {
            let (Some(x), Some(y)) = (band(*a), band(*b)) else {
                return Vec::new();
            };
            [(*a, *b, x, y), (*b, *a, y, x)]
                .into_iter()
                .filter_map(|(me, other, mine, theirs)| {
                    let [hits, hit, dies] = pair(mine, theirs)?;
                    Some(Odds {
                        choice: Msg::new("undead-odds-duel")
                            .arg("band", state.name(me))
                            .arg("target", state.name(other)),
                        figures: vec![
                            Figure::percent(Msg::new("undead-odds-hits"), hits),
                            Figure::percent(Msg::new("undead-odds-is-hit"), hit),
                            Figure::percent(Msg::new("undead-odds-dies"), dies),
                        ],
                        whole: false,
                    })
                })
                .collect()
        }
        [] | [_] => Vec::new(),
        many => {
            let figures: Vec<Figure> = many
                .iter()
                .filter_map(|b| {
                    let hits = hit_values(band(*b)?).iter().flatten().count();
                    Some(Figure::percent(
                        Msg::new("undead-odds-band-hits").arg("band", state.name(*b)),
                        Chance::of(hits as u128, 8)?,
                    ))
                })
                .collect();
            if figures.is_empty() {
                return Vec::new();
            }
            vec![Odds {
                choice: Msg::new("undead-odds-duel-many").arg("count", many.len()),
                figures,
                whole: false,
            }]
        }
    }
}

#[cfg(test)]
mod tests;
