//! What the solo game tracks beyond the multiplayer table: the Horde-er
//! options chosen at setup, what Dead Ranger did last (said in a sentence),
//! and how the game ended. The table itself is the multiplayer game's
//! [`UndeadState`] with two bands: the player (band 0) and Dead Ranger
//! (band 1).

use crate::games::undead::solo_seam::UndeadEvent;
use crate::games::undead::solo_seam::state::UndeadState;
use serde::{Deserialize, Serialize};

/// The player's band.
pub const PLAYER: usize = 0;
/// Dead Ranger's band.
pub const RANGER: usize = 1;
/// Dead Ranger's name, a proper name in both languages.
pub const RANGER_NAME: &str = "Dead Ranger";

/// The four changes "For a Horde-er Game", each chosen at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Horde {
    /// The Horsemen: the three "6" Undead stay in the deck.
    #[serde(default)]
    pub horsemen: bool,
    /// Reinforcements: Dead Ranger sent to 7 adds an Undead.
    #[serde(default)]
    pub reinforcements: bool,
    /// The Horde: on 8, an Undead when Dead Ranger has nobody to Intimidate.
    #[serde(default)]
    pub horde: bool,
    /// The Undead are fast!: Dead Ranger also Intimidates lying Outlaws.
    #[serde(default)]
    pub fast: bool,
}

/// How Dead Ranger's Outlaw came to its space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Came {
    /// From the Graveyard.
    Graveyard,
    /// Moved from the lowest action space it held (all six on the board).
    Moved(u8),
    /// Its own Outlaw lay there and was stood up again.
    StoodUp,
}

/// What Dead Ranger did, for the sentence Holster says about it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Said {
    /// Its d8 sent an Outlaw to a space.
    Placed {
        /// The face rolled.
        roll: u8,
        /// The space it went to.
        space: u8,
        /// Where the Outlaw came from.
        came: Came,
    },
    /// On 6 it stole the Bullet of this slot of yours (to the supply).
    StoleBullet(u8),
    /// On 3 it stole a Coin, on 2 a Notoriety (to the supply).
    Stole(crate::games::undead::solo_seam::Resource),
    /// It had nothing to take (or your building keeps it safe).
    NothingToSteal,
    /// It Intimidates your Outlaw on this space.
    Intimidates(u8),
    /// On 8 it had nobody to Intimidate (with The Horde: an Undead comes).
    NobodyToIntimidate,
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum End {
    /// Dead Ranger's card has no Bullet left: the player won.
    Won,
    /// An Undead had to be placed and every place held one.
    Overrun,
    /// At the end of a round all the player's Outlaws were in the Graveyard.
    Dead,
}

/// The whole solo table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct SoloState {
    /// The table as the multiplayer game keeps it (band 0 the player, band 1 Dead Ranger).
    pub base: UndeadState,
    /// The Horde-er options.
    pub horde: Horde,
    /// What Dead Ranger did last, newest last (cleared when the player places).
    pub said: Vec<Said>,
    /// How the game ended, once it has.
    pub end: Option<End>,
}

/// What happened in the solo game.
#[derive(Debug, Clone, PartialEq)]
pub enum SoloEvent {
    /// Something the multiplayer game's table records.
    Base(UndeadEvent),
    /// The Undead this band just killed (kept by the multiplayer rules)
    /// goes to the bottom of Boot Hill instead.
    Buried(usize),
    /// An Outlaw on a space stood up (Dead Ranger's reactivated, or one
    /// about to be moved or shot) or laid down again.
    Stance {
        /// The band.
        band: usize,
        /// The action space.
        space: u8,
        /// Standing after it.
        standing: bool,
    },
    /// The player's Outlaws on the action spaces came home at the end of the day.
    PlayerHome,
    /// Dead Ranger did this.
    Said(Said),
    /// The player placed: what Dead Ranger did in the last round is forgotten.
    Hushed,
    /// The game ended.
    Ended(End),
}

impl SoloState {
    /// Outlaws of `band` on `space`, standing or lying.
    pub fn has_on(&self, band: usize, space: u8) -> bool {
        self.base.on(space).iter().any(|p| p.band == band)
    }

    /// The action spaces where Dead Ranger has an Outlaw, lowest first.
    pub fn ranger_spaces(&self) -> Vec<u8> {
        (2..=8).filter(|s| self.has_on(RANGER, *s)).collect()
    }

    /// Where the next Undead goes: the street, else the first building in
    /// the order entered (clockwise from the Graveyard) without one; none
    /// when every place holds one (the town is overrun).
    pub fn undead_place(&self) -> Option<crate::games::undead::solo_seam::Place> {
        use crate::games::undead::solo_seam::Place;
        if self.base.street.is_empty() {
            return Some(Place::Street);
        }
        self.base
            .buildings
            .iter()
            .position(|b| b.undead.is_empty())
            .map(Place::Building)
    }

    /// The score as it stands (Solo Variant, Objective): 5, minus Dead
    /// Ranger's Outlaws on action spaces, plus the player's Notoriety, plus
    /// 2 per building without Undead, plus the Notoriety of each such
    /// building the player controls, minus the player's Outlaws in the
    /// Graveyard.
    pub fn score(&self) -> Score {
        let s = &self.base;
        let ranger_out = (2..=8)
            .map(|sp| s.on(sp).iter().filter(|p| p.band == RANGER).count())
            .sum::<usize>();
        let cleared = s.buildings.iter().filter(|b| b.undead.is_empty()).count();
        let controlled: u32 = s
            .buildings
            .iter()
            .filter(|b| b.undead.is_empty() && b.occupants.contains(&PLAYER))
            .map(|b| b.notoriety)
            .sum();
        let graveyard = s.bands.get(PLAYER).map_or(0, |b| b.graveyard);
        let n = |v: usize| i64::try_from(v).unwrap_or(0);
        Score {
            undead_out: n(ranger_out),
            notoriety: i64::from(s.purse(PLAYER).notoriety),
            cleared: n(cleared),
            controlled: i64::from(controlled),
            graveyard: i64::from(graveyard),
        }
    }
}

/// The parts of the solo score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    /// Dead Ranger's Outlaws on action spaces (each -1).
    pub undead_out: i64,
    /// The player's Notoriety from tokens (each +1).
    pub notoriety: i64,
    /// Buildings without Undead (each +2).
    pub cleared: i64,
    /// The Notoriety of the buildings the player controls without Undead.
    pub controlled: i64,
    /// The player's Outlaws in the Graveyard (each -1).
    pub graveyard: i64,
}

impl Score {
    /// The total.
    pub fn total(&self) -> i64 {
        5 - self.undead_out + self.notoriety + 2 * self.cleared + self.controlled - self.graveyard
    }
}
