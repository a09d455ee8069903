//! The odds at the moment of choice in Gunfights & Gamblin' (issue 27):
//! every figure is counted over the d20's twenty equally likely faces (the
//! 400 pairs of a shot's two dice), from the state and what the pad weighs.
//!
//! - Before a shot or a Dynamite throw in a gunfight or the showdown:
//!   see [`shots`].
//! - The Scout's Reveal Information against the Deputy's best Guard roll:
//!   the text, "The number must exceed the Deputy's roll; ties don't
//!   count", so the faces above it, of 20.
//! - The Thief's theft roll for each item whose theft number the table
//!   entered: "you must roll 8 or higher", the faces from it to 20, of 20
//!   (a theft number not entered is no figure: Holster does not guess it).
//! - Target Practice once the pair is rolled: "any number that falls
//!   between the numbers rolled", both included, so high − low + 1 of 20.
//! - Lucky, "+5 to a single die once every round", decided "after you
//!   have rolled the dice": wherever it is still ready, a second figure
//!   with the +5 on the die where it helps (for Target Practice any of the
//!   three dice, so the pair's range may move as well as the shot).
//!
//! - Blind Betty's call, once the visible die is entered: see [`betty`].
//!
//! Target Practice's pair is on the pad, not yet in the game (the pair and
//! the shot are one entry): the pad gives its two faces in
//! [`Considering::faces`], as `holster odds FILE --faces 3,8` gives the
//! pair 3 and 8.

mod betty;
mod shots;
#[cfg(test)]
mod tests;

use super::characters::Character;
use super::decide::LUCKY_BONUS;
use super::items::Item;
use super::queries;
use super::sheriff::{MAX_BULLSEYE, hits_range};
use super::state::{GunState, Phase};
use super::thief::THIEF_ACTIONS;
use crate::core::{Chance, Considering, Figure, Msg, Odds};

/// The actions of the Scout a round (the Deputy and the Thief have as many).
const ACTIONS: u8 = THIEF_ACTIONS;

/// The odds of the choice the dice make now (see the module notes).
pub fn odds(state: &GunState, considering: &Considering) -> Vec<Odds> {
    match state.phase {
        Phase::Turns => turn(state, considering),
        Phase::Raid | Phase::Showdown => shots::odds(state, considering),
        Phase::Over => Vec::new(),
    }
}

/// The odds of the roll the character whose turn it is may make: Blind
/// Betty's call while a gamble waits for it, else the character's own.
fn turn(state: &GunState, considering: &Considering) -> Vec<Odds> {
    if let Some(gamble) = state.this_round.gamble {
        return betty::odds(state, gamble).unwrap_or_default();
    }
    let seat = state.turn;
    match state.active() {
        Some(Character::Sheriff) => practice(state, seat, considering.faces.as_deref()),
        Some(Character::Scout) => reveal(state, seat),
        Some(Character::Thief) => thefts(state, seat),
        _ => None,
    }
    .unwrap_or_default()
}

/// How many of a d20's twenty faces make `wins` true.
fn faces(wins: impl Fn(u8) -> bool) -> u64 {
    (1..=20u8).filter(|f| wins(*f)).count() as u64
}

/// `n` faces of twenty.
fn of_twenty(n: u64) -> Option<Chance> {
    Chance::of(u128::from(n), 20)
}

/// One figure of a single d20: the faces that make `wins` true.
fn figure(what: Msg, wins: impl Fn(u8) -> bool) -> Option<Figure> {
    Some(Figure::percent(what, of_twenty(faces(wins))?))
}

/// The Scout's Reveal roll: a face above the Deputy's best roll (his
/// value, Lucky's +5 included), and with Lucky still ready, that face + 5.
/// None once the information is gained, without a Guard roll to beat (the
/// action alone gains it) or with the actions used up.
fn reveal(state: &GunState, seat: usize) -> Option<Vec<Odds>> {
    let best = queries::to_beat(state)?;
    if state.this_round.informed || state.this_turn.actions >= ACTIONS {
        return None;
    }
    let mut figures = vec![figure(Msg::new("gf-odds-beat"), |f| f > best)?];
    if queries::lucky_ready(state, seat) {
        figures.push(figure(Msg::new("gf-odds-lucky"), |f| {
            f.saturating_add(LUCKY_BONUS) > best
        })?);
    }
    Some(vec![Odds {
        choice: Msg::new("gf-odds-reveal").arg("best", best),
        figures,
        whole: false,
    }])
}

/// The Thief's theft roll for each item whose theft number is entered
/// (declared before the roll, so one figure per item), and the same with
/// Lucky while it is ready. None with the actions used up.
fn thefts(state: &GunState, seat: usize) -> Option<Vec<Odds>> {
    if state.this_turn.actions >= ACTIONS {
        return None;
    }
    let numbers: Vec<(Item, u32)> = Item::ALL
        .into_iter()
        .filter_map(|item| Some((item, queries::theft_number(state, item).ok()?)))
        .collect();
    if numbers.is_empty() {
        return None;
    }
    let line = |choice: &str, bonus: u8| -> Option<Odds> {
        let figures = numbers
            .iter()
            .map(|(item, needed)| {
                let what = Msg::new("gf-odds-theft-item")
                    .arg("item", item.printed())
                    .arg("needed", i64::from(*needed));
                figure(what, |f| u32::from(f) + u32::from(bonus) >= *needed)
            })
            .collect::<Option<Vec<Figure>>>()?;
        Some(Odds {
            choice: Msg::new(choice),
            figures,
            whole: false,
        })
    };
    let mut out = vec![line("gf-odds-theft", 0)?];
    if queries::lucky_ready(state, seat) {
        out.push(line("gf-odds-theft-lucky", LUCKY_BONUS)?);
    }
    Some(out)
}

/// Target Practice's pair as the pad gives it: two faces of a d20.
fn pair(faces: Option<&[u8]>) -> Option<[u8; 2]> {
    match faces? {
        [a, b] if (1..=20).contains(a) && (1..=20).contains(b) => Some([*a, *b]),
        _ => None,
    }
}

/// Target Practice once the pair is rolled: the single die, bought with 1
/// ammo, on a target; with Lucky still ready, +5 on whichever of the three
/// dice puts it on one. None without the pair, once practised this turn,
/// without ammo for the shot, or with the Bullseye at +2 already (a hit
/// gains nothing more).
fn practice(state: &GunState, seat: usize, faces: Option<&[u8]>) -> Option<Vec<Odds>> {
    let [a, b] = pair(faces)?;
    let sheriff = state.seats.get(seat)?;
    if !queries::may_practice(state) || sheriff.ammo == 0 || sheriff.bullseye >= MAX_BULLSEYE {
        return None;
    }
    let mut figures = vec![figure(Msg::new("gf-odds-bullseye"), |s| {
        hits_range([a, b], s)
    })?];
    if queries::lucky_ready(state, seat) {
        let up = |v: u8| v + LUCKY_BONUS;
        figures.push(figure(Msg::new("gf-odds-lucky"), |s| {
            hits_range([a, b], s)
                || hits_range([up(a), b], s)
                || hits_range([a, up(b)], s)
                || hits_range([a, b], up(s))
        })?);
    }
    Some(vec![Odds {
        choice: Msg::new("gf-odds-practice")
            .arg("low", a.min(b))
            .arg("high", a.max(b)),
        figures,
        whole: false,
    }])
}
