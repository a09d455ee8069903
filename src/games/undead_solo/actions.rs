//! What the player enters in the solo game: the solo entries (placing
//! openly, Dead Ranger's d8, the duel's two d8s, Intimidating Dead Ranger,
//! stealing from the supply, answering Dead Ranger's Intimidation, an
//! Undead drawn) and the multiplayer game's own entries for the rest of the
//! player's turn (buildings, Round Start abilities, Hire Guns, the hunt,
//! income, buying, the end of the round and day).

use crate::games::undead::solo_seam::spaces::Shot;
use crate::games::undead::solo_seam::{Item, UndeadAction};
use serde::{Deserialize, Serialize};

/// One entry of the solo game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SoloAction {
    /// The player's Outlaw placed openly on a space (none: the die on Hire Guns).
    Place {
        /// The space 2 to 8, or none for Hire Guns.
        space: Option<u8>,
    },
    /// The d8 the player rolled for Dead Ranger: where its Outlaw goes.
    Ranger {
        /// The face.
        roll: u8,
    },
    /// A duel with Dead Ranger: the player's d8 and Dead Ranger's.
    Duel {
        /// The player's shot.
        mine: Shot,
        /// Dead Ranger's shot.
        ranger: Shot,
    },
    /// The player Intimidates Dead Ranger's Outlaw on a space (it always walks out).
    Intimidate {
        /// The space of Dead Ranger's Outlaw.
        space: u8,
        /// The player's shot.
        shot: Shot,
        /// On a Critical Hit, the slot of the Bullet removed from Dead Ranger's card.
        slot: Option<u8>,
    },
    /// The player steals from the supply.
    Steal {
        /// What.
        items: Vec<Item>,
    },
    /// The player, Intimidated by Dead Ranger, pays up (to the supply).
    Pay {
        /// The two resources (a Bullet names the slot it leaves).
        items: Vec<Item>,
        /// Which of the player's Outlaws, when more than one can be the target.
        at: Option<u8>,
    },
    /// The player walks out: Dead Ranger's d8.
    Walk {
        /// Dead Ranger's shot.
        shot: Shot,
        /// Which of the player's Outlaws, when more than one can be the target.
        at: Option<u8>,
    },
    /// An Undead card drawn from Boot Hill, as printed (Holster places it).
    Undead {
        /// Its weak points.
        weak: Vec<u8>,
        /// Its Notoriety value.
        notoriety: u32,
    },
    /// One of the multiplayer game's entries for the player's own turn.
    Base(UndeadAction),
}
