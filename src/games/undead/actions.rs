//! What a person enters, and the events it comes to (past tense).

use super::abilities::Ability;
use super::spaces::Shot;
use super::state::{Building, Draw, Phase, Place, Resolution, Resource, Side, UndeadCard};
use serde::{Deserialize, Serialize};

/// One resource moved: a Coin, a Notoriety, or a Bullet from a slot (when
/// taken from someone) to a slot (none when the receiver's card is full and
/// it is lost).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Item {
    /// A Coin.
    Coin,
    /// A "1" Notoriety.
    Notoriety,
    /// A Bullet.
    Bullet {
        /// The slot it leaves (a face 2–7), when it comes from a player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<u8>,
        /// The slot it is loaded into; none when it is lost.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<u8>,
    },
}

impl Item {
    /// The kind of resource.
    pub fn resource(self) -> Resource {
        match self {
            Item::Coin => Resource::Coin,
            Item::Notoriety => Resource::Notoriety,
            Item::Bullet { .. } => Resource::Bullet,
        }
    }
}

/// How a hire is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pay {
    /// 2 Coins.
    Coins,
    /// 1 Notoriety.
    Notoriety,
    /// "New in town?": no Outlaws left and not enough to pay.
    Free,
}

/// A duelist's shot: who shoots at whom with what.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelShot {
    /// The shooting band.
    pub band: usize,
    /// The band shot at.
    pub target: usize,
    /// The roll.
    pub shot: Shot,
}

/// The target's answer to an Intimidation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Answer {
    /// Pay Up: two resources of the target's choice.
    Pay(Vec<Item>),
    /// Walk Out: the intimidator's one shot.
    Walk(Shot),
    /// The target's building lets it give 1 Coin to avoid the shootout.
    BuyOff,
}

/// Where an Undead goes or is, as typed: the street, or a building by its
/// name (or the start of exactly one name) or its number in the order entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Where {
    /// The street.
    Street,
    /// A building, as typed.
    Building(String),
}

/// What a person enters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UndeadAction {
    /// A building card revealed at setup, as printed.
    Building {
        /// Its printed name.
        name: String,
        /// Its cost in Coins.
        cost: u32,
        /// Its Notoriety value.
        notoriety: u32,
        /// Its ability.
        ability: Ability,
        /// The bonus resource of its slot (from the slot's icon).
        bonus: Option<Resource>,
    },
    /// An Undead card drawn from Boot Hill, as printed, and where it goes
    /// (at setup Holster places it by the text's order).
    Undead {
        /// Its weak points.
        weak: Vec<u8>,
        /// Its Notoriety value.
        notoriety: u32,
        /// Where the drawing player puts it.
        place: Option<Where>,
    },
    /// A band's three starting resources.
    Start {
        /// The band.
        band: usize,
        /// What it chose.
        items: Vec<Item>,
    },
    /// A Round Start ability used by an occupant.
    Use {
        /// The building, as typed.
        building: String,
        /// The occupant using it.
        band: usize,
        /// The d8 rolled, for the two that roll.
        roll: Option<u8>,
        /// What is gained, spent for, or moved.
        items: Vec<Item>,
        /// The building an Undead is sent to, as typed.
        to: Option<String>,
    },
    /// The Law called "Hiring Guns": these dice are on Hire Guns.
    Hiring {
        /// The bands.
        bands: Vec<usize>,
    },
    /// Every other die revealed at once.
    Reveal {
        /// Each band's face.
        dice: Vec<(usize, u8)>,
    },
    /// The lone 1 placed on a space.
    Wild {
        /// The space.
        space: u8,
    },
    /// A band at Hire Guns takes its turn.
    Hire {
        /// The band.
        band: usize,
        /// How it pays.
        pay: Pay,
        /// The slot of the Bullet gained (none when the card is full or nothing is gained).
        slot: Option<u8>,
    },
    /// A duel's shots, every duelist's.
    Duel {
        /// The shots.
        shots: Vec<DuelShot>,
    },
    /// The active band Intimidates a standing Outlaw.
    Intimidate {
        /// The target band.
        target: usize,
        /// Its answer.
        answer: Answer,
    },
    /// The active band steals.
    Steal {
        /// From whom.
        target: usize,
        /// What.
        items: Vec<Item>,
    },
    /// The active band declares the Undead it shoots at.
    Aim {
        /// Where it is.
        place: Where,
        /// Which one there (from 0).
        index: usize,
    },
    /// One shot at the declared Undead.
    Shoot {
        /// The roll.
        shot: Shot,
    },
    /// The active band stops shooting.
    Stop,
    /// A duelist whose building allows it gives 1 Coin to the other
    /// duelist to avoid the duel (two duelists only).
    BuyOff {
        /// The duelist who pays.
        band: usize,
    },
    /// The active band's income.
    Income {
        /// What it takes.
        items: Vec<Item>,
    },
    /// The active band buys a building at the end of its turn.
    Buy {
        /// The building, as typed.
        building: String,
        /// The slot for a Bullet bonus.
        slot: Option<u8>,
    },
    /// The occupant of a bought building leaves.
    Vacate,
    /// The occupant stands its ground.
    Stand,
    /// One exchange of the fight for control: the defender's shot first, then the attacker's.
    Fire {
        /// The defender's shot.
        defender: Shot,
        /// The attacker's, when it gets to roll.
        attacker: Option<Shot>,
    },
    /// The active band's turn ends.
    End,
    /// At the end of a round, an Outlaw leaves a building.
    Leave {
        /// The building, as typed.
        building: String,
        /// The band.
        band: usize,
    },
    /// At the end of the day, a building kept for a Bullet from this slot.
    Keep {
        /// The building, as typed.
        building: String,
        /// The band in it.
        band: usize,
        /// The slot flipped to Casing.
        slot: u8,
    },
    /// The next round (or, at the end of the day, the next day).
    Next,
    /// The duel to the death between the tied players.
    Showdown {
        /// The shots.
        shots: Vec<DuelShot>,
    },
    /// Notoriety tokens changed with the supply: five "1"s for a "5" (`up`,
    /// when the table allows it) or a "5" for five "1"s.
    Change {
        /// The band whose person changes.
        band: usize,
        /// Five "1"s for a "5" (else a "5" for five "1"s).
        up: bool,
    },
    /// The extra Bullet for the final duel.
    Extra {
        /// The band.
        band: usize,
        /// The slot.
        slot: u8,
    },
}

/// Where an Outlaw is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Spot {
    /// The stash.
    Home,
    /// Out of play beside Hire Guns.
    Reserve,
    /// The Graveyard.
    Graveyard,
    /// Standing on a numbered space.
    Space(u8),
    /// In a building.
    Building(usize),
}

/// What happened.
#[derive(Debug, Clone, PartialEq)]
pub enum UndeadEvent {
    /// A building card came face up.
    BuildingRevealed(Building),
    /// An Undead came from Boot Hill into town.
    UndeadPlaced {
        /// The card.
        card: UndeadCard,
        /// Where.
        place: Place,
    },
    /// An Undead was killed and its card kept by the killer.
    UndeadKilled {
        /// The killer.
        band: usize,
        /// Where it was.
        place: Place,
        /// Which one there.
        index: usize,
    },
    /// Coins changed hands (`person` none is the supply).
    Coins {
        /// Who gives (none: the supply).
        from: Option<usize>,
        /// Who gets (none: the supply).
        to: Option<usize>,
        /// How many.
        n: u32,
    },
    /// Notoriety changed hands (none is the supply).
    Notoriety {
        /// Who gives.
        from: Option<usize>,
        /// Who gets.
        to: Option<usize>,
        /// How much.
        n: u32,
    },
    /// A person changed Notoriety tokens with the supply (the value stays).
    Changed {
        /// The person.
        person: usize,
        /// Five "1"s for a "5" (else a "5" for five "1"s).
        up: bool,
    },
    /// A slot was flipped.
    Slot {
        /// The band.
        band: usize,
        /// The face.
        face: u8,
        /// Bullet side up (else Casing).
        bullet: bool,
    },
    /// The Critical token was turned.
    Critical {
        /// The band.
        band: usize,
        /// The side now up.
        side: Side,
    },
    /// An Outlaw moved.
    Outlaw {
        /// The band.
        band: usize,
        /// From.
        from: Spot,
        /// To.
        to: Spot,
    },
    /// A band chose its starting resources.
    Started(usize),
    /// Play moved on to a phase.
    Phase(Phase),
    /// The resolution moved on.
    Resolution(Resolution),
    /// The dice on Hire Guns this round.
    Hirers(Vec<usize>),
    /// A building's first buyer: its bonus (a Coin or Notoriety; a Bullet is a flip of its own) goes to them.
    BonusTaken {
        /// The building.
        building: usize,
        /// The buyer.
        band: usize,
    },
    /// A band bought its building of the round.
    Bought(usize),
    /// A Round Start ability was used: (building, band).
    Used((usize, usize)),
    /// A building's upkeep was paid: (building, band).
    Kept((usize, usize)),
    /// An Undead is owed to the town.
    Owed(Draw),
    /// The first owed Undead was placed (or Boot Hill ran out).
    Drawn,
    /// The Law badge and the clock moved.
    Clock {
        /// The band with the badge.
        law: usize,
        /// The day.
        day: u32,
        /// The round.
        round: u8,
    },
    /// High Noon was triggered.
    HighNoon,
    /// The round now played is High Noon.
    FinalRound,
    /// A new round: purchases and Round Start uses forgotten.
    RoundReset,
    /// Standing Outlaws were laid down.
    LaidDown,
    /// Every Outlaw on an action space came home.
    DayOver,
    /// The game ended with these winners (people).
    Winners(Vec<usize>),
}
