//! The arithmetic of one shot, one Dynamite throw and the damage a
//! character's Armadillo Shell and Whiskey absorb, as pure functions.
//!
//! The `shoot` and `throw` entries apply these to the boards (see `shots`);
//! the window can call them directly to show hits per die as faces are typed.

use super::characters::Team;
use super::items::Gun;
use crate::core::D20;
use std::collections::BTreeMap;

/// Dynamite succeeds on 11 or more.
pub const DYNAMITE_SUCCESS: u8 = 11;
/// Dynamite deals 3 damage, to the opponents or to the thrower.
pub const DYNAMITE_DAMAGE: u8 = 3;

/// The number a die must reach to hit with a gun: the Shotgun's from the
/// text (Pioneers 13+, Renegades 15+), the Colt's and the Winchester's from
/// the board values; none when the table did not enter them.
pub fn hit_number(team: Team, gun: Gun, board: &BTreeMap<String, i64>) -> Option<u8> {
    let key = match (gun, team) {
        (Gun::Shotgun, Team::Pioneers) => return Some(13),
        (Gun::Shotgun, Team::Renegades) => return Some(15),
        (Gun::Colt, Team::Pioneers) => "hit-colt-pioneer",
        (Gun::Colt, Team::Renegades) => "hit-colt-renegade",
        (Gun::Winchester, Team::Pioneers) => "hit-winchester-pioneer",
        (Gun::Winchester, Team::Renegades) => "hit-winchester-renegade",
    };
    board.get(key).and_then(|v| u8::try_from(*v).ok())
}

/// What the shooter brings to a shot.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Shooter {
    /// The number each die must reach (see [`hit_number`]).
    pub need: u8,
    /// The Sheriff's Bullseye, 0 to 2.
    pub bullseye: u8,
    /// Deadeye: +2 to every gun roll.
    pub deadeye: bool,
    /// Head Hunter: a double hit deals 1 more.
    pub head_hunter: bool,
    /// A Beer on the board.
    pub beer: bool,
    /// A second Beer (the Thief's pocket): one Beer per die, never two on one.
    pub second_beer: bool,
    /// A Tobacco on the board.
    pub tobacco: bool,
    /// Lightweight, not yet used this round.
    pub lightweight: bool,
    /// Lucky's +5 on one die (0 or 1), chosen after the roll.
    pub lucky_die: Option<usize>,
}

/// Which item kicks in when the dice qualify for both (the shooter's choice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kick {
    /// The Beer turns a near miss into damage.
    Beer,
    /// The Tobacco turns a double miss into damage.
    Tobacco,
}

/// What one shot did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Shot {
    /// Each die's hit, after the Bullseye, Deadeye and Beer.
    pub hits: [bool; 2],
    /// All the damage the shot deals.
    pub damage: u8,
    /// The Beer was used (and goes back to the Town Board).
    pub beer_used: bool,
    /// The second Beer was used on the other die.
    pub second_beer_used: bool,
    /// The Tobacco was used (and goes back to the Town Board).
    pub tobacco_used: bool,
    /// Lightweight was used (and is turned until the next round).
    pub lightweight_used: bool,
    /// Both Beer and Tobacco could kick in and no choice was given: the
    /// shooter must choose (the result shows the Beer).
    pub choice_needed: bool,
}

/// Works out one shot from the two faces: hits per die (never added
/// together), a Natural 20 adds 1 per die, Head Hunter 1 on a double hit
/// (a die the Beer or the Bullseye made a hit counts), Beer 1 for a die
/// that missed by 1 or 2 (by up to 4 with Lightweight, which then makes it
/// a hit), Tobacco 1 on a double miss (2 with Lightweight).
pub fn shoot(shooter: &Shooter, faces: [D20; 2], prefer: Option<Kick>) -> Shot {
    let bonus = shooter.bullseye + if shooter.deadeye { 2 } else { 0 };
    let value = |i: usize| {
        let lucky = if shooter.lucky_die == Some(i) { 5 } else { 0 };
        faces[i].face().saturating_add(bonus + lucky)
    };
    let mut hits = [value(0) >= shooter.need, value(1) >= shooter.need];
    let mut shot = Shot::default();
    let short_by = |i: usize| shooter.need.saturating_sub(value(i));
    let beer_reach = if shooter.lightweight { 4 } else { 2 };
    // The die closest to a hit, so Lightweight is spent only when needed.
    let beer_die = (0..2)
        .filter(|i| !hits[*i] && short_by(*i) <= beer_reach)
        .min_by_key(|i| short_by(*i));
    let double_miss = !hits[0] && !hits[1];
    let beer_ok = shooter.beer && beer_die.is_some();
    let tobacco_ok = shooter.tobacco && double_miss;
    let kick = match (beer_ok, tobacco_ok, prefer) {
        (true, true, Some(k)) => Some(k),
        (true, true, None) => {
            shot.choice_needed = true;
            Some(Kick::Beer)
        }
        (true, false, _) => Some(Kick::Beer),
        (false, true, _) => Some(Kick::Tobacco),
        (false, false, _) => None,
    };
    let mut damage: u8 = 0;
    match (kick, beer_die) {
        (Some(Kick::Beer), Some(i)) => {
            shot.beer_used = true;
            // Lightweight is needed only when the die missed by 3 or 4.
            shot.lightweight_used = short_by(i) > 2;
            hits[i] = true;
            // A second Beer may save the other die, within what Lightweight
            // (once) still allows.
            let j = 1 - i;
            let reach = if shooter.lightweight && !shot.lightweight_used {
                4
            } else {
                2
            };
            if shooter.second_beer && !hits[j] && short_by(j) <= reach {
                shot.second_beer_used = true;
                shot.lightweight_used |= short_by(j) > 2;
                hits[j] = true;
            }
        }
        (Some(Kick::Tobacco), _) => {
            shot.tobacco_used = true;
            shot.lightweight_used = shooter.lightweight;
            damage += if shooter.lightweight { 2 } else { 1 };
        }
        _ => {}
    }
    for (i, die) in faces.iter().enumerate() {
        if hits[i] {
            damage += 1;
            if die.is_max() {
                damage += 1;
            }
        }
    }
    if hits[0] && hits[1] && shooter.head_hunter {
        damage += 1;
    }
    shot.hits = hits;
    shot.damage = damage;
    shot
}

/// What a Dynamite throw did: 11+ deals 3 to the opponents (4 on a Natural
/// 20; Lucky's +5 can make a success, never a Natural 20); 10 or less deals
/// 3 to the thrower, or nothing with Dynamite King.
pub fn dynamite(face: D20, lucky: bool, dynamite_king: bool) -> (u8, u8) {
    let value = face.face() + if lucky { 5 } else { 0 };
    if value >= DYNAMITE_SUCCESS {
        let natural = if face.is_max() { 1 } else { 0 };
        (DYNAMITE_DAMAGE + natural, 0)
    } else if dynamite_king {
        (0, 0)
    } else {
        (0, DYNAMITE_DAMAGE)
    }
}

/// What a character can still absorb in this gunfight.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Guards {
    /// The Armadillo Shell, not yet turned this round.
    pub armadillo: bool,
    /// Damage the Whiskey still absorbs: 1, or 2 with Lightweight.
    pub whiskey: u8,
}

/// Takes `damage` from a gunfight (shots or Dynamite, even one's own): the
/// Armadillo Shell deflects the first point, then the Whiskey absorbs; the
/// rest is lost health. (Stockade, Booby Trap and Entry Bomb damage is not
/// gunfight damage and is not passed through here.)
pub fn absorb(damage: u8, guards: &mut Guards) -> u8 {
    let mut left = damage;
    if left > 0 && guards.armadillo {
        guards.armadillo = false;
        left -= 1;
    }
    let whiskey = left.min(guards.whiskey);
    guards.whiskey -= whiskey;
    left - whiskey
}
