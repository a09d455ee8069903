//! Everything the table tracks in The Quick and the Undead: the bands with
//! their Outlaws, Targeting cards and Critical tokens; the purses (shared by
//! a person's two bands in the 2-player variant); the town with its
//! buildings, street and Boot Hill; the supply; and where the day stands.

use super::abilities::Ability;
use serde::{Deserialize, Serialize};

/// Coin tokens in the box (Components).
pub const COINS: u32 = 48;
/// The "1" Notoriety tokens in the box (Components).
pub const ONES: u32 = 30;
/// The "5" Notoriety tokens in the box (Components).
pub const FIVES: u32 = 10;
/// Notoriety in the box, by value: thirty "1" and ten "5" tokens.
pub const NOTORIETY: u32 = ONES + FIVES * 5;
/// Outlaws of one colour (Components: 6 per player colour).
pub const OUTLAWS: u8 = 6;
/// Outlaws each band starts with (Setup 4).
pub const START_OUTLAWS: u8 = 4;
/// The d8 faces of the Targeting card's six slots (8 is the Critical Hit, 1 the Critical Miss).
pub const SLOTS: std::ops::RangeInclusive<u8> = 2..=7;
/// The numbered action spaces in the order they resolve, after Hire Guns.
pub const SPACES: [u8; 7] = [8, 7, 6, 5, 4, 3, 2];
/// Rounds in a day.
pub const ROUNDS: u8 = 3;

/// A resource a player holds or takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    /// A Coin.
    Coin,
    /// A Bullet (a slot of the Targeting card flipped to its Bullet side).
    Bullet,
    /// A "1" Notoriety token.
    Notoriety,
}

/// The two sides of the Critical token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Skull up: an 8 may be a Critical Hit, a 1 is a plain miss.
    #[default]
    Skull,
    /// Backfire up: a 1 is a Critical Miss.
    Backfire,
}

/// An Undead card as the table entered it when it came face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndeadCard {
    /// The weak points printed at the top of the card (d8 faces).
    pub weak: Vec<u8>,
    /// Its Notoriety value.
    pub notoriety: u32,
}

/// A building card as entered when it was revealed, and what is on it now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Building {
    /// The printed name.
    pub name: String,
    /// The printed cost in Coins.
    pub cost: u32,
    /// The printed Notoriety value.
    pub notoriety: u32,
    /// Its one ability of the twenty.
    pub ability: Ability,
    /// The bonus resource placed on it at setup, until its first buyer takes it.
    pub bonus: Option<Resource>,
    /// Whether anyone has bought it yet (the bonus goes to the first buyer).
    pub bought: bool,
    /// The bands whose Outlaw is in it (more than one only where occupants never duel).
    pub occupants: Vec<usize>,
    /// The Undead tucked under it.
    pub undead: Vec<UndeadCard>,
}

impl Building {
    /// The name as written in the notation: lower case, spaces as dashes.
    pub fn slug(&self) -> String {
        slug(&self.name)
    }
}

/// A name in lower case with dashes for spaces.
pub fn slug(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// Where an Undead is in town.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    /// The street (the centre of the board).
    Street,
    /// A building, by its index.
    Building(usize),
}

/// An Outlaw on a numbered action space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// The band.
    pub band: usize,
    /// Standing (placed this round) or laid down (earlier in the day).
    pub standing: bool,
}

/// One band of Outlaws: a player's colour (two per person in the 2-player variant).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Band {
    /// The person (index in the setup's people) whose band it is.
    pub person: usize,
    /// Outlaws in the stash, ready to be placed.
    pub home: u8,
    /// Outlaws of this colour still out of play beside Hire Guns.
    pub reserve: u8,
    /// Outlaws in the Graveyard.
    pub graveyard: u8,
    /// The Targeting card: whether the slot of face 2 + i shows a Bullet.
    pub card: [bool; 6],
    /// The Critical token's side.
    pub critical: Side,
    /// Whether the band has chosen its starting resources.
    pub started: bool,
    /// The Undead this band killed, kept for scoring.
    pub killed: Vec<UndeadCard>,
}

impl Band {
    /// Whether the slot of this face shows a Bullet (faces outside 2–7 have no slot).
    pub fn bullet(&self, face: u8) -> bool {
        slot_index(face).is_some_and(|i| self.card[i])
    }

    /// How many Bullets the card shows.
    pub fn bullets(&self) -> usize {
        self.card.iter().filter(|b| **b).count()
    }
}

/// The index in a card of a face's slot.
pub fn slot_index(face: u8) -> Option<usize> {
    SLOTS.contains(&face).then(|| usize::from(face - 2))
}

/// Coins and Notoriety of one person (shared by both bands in the 2-player variant).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Purse {
    /// Coins.
    pub coins: u32,
    /// Notoriety from tokens, by value (the "1"s and five for each "5").
    pub notoriety: u32,
    /// How many of those tokens are "5"s (only ever got by changing five "1"s).
    #[serde(default)]
    pub fives: u32,
}

impl Purse {
    /// The "1" Notoriety tokens held.
    pub fn ones(&self) -> u32 {
        self.notoriety.saturating_sub(self.fives.saturating_mul(5))
    }
}

/// Where play stands.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Setup 1: the face-up building cards are entered.
    #[default]
    Buildings,
    /// Setup 2: the Undead drawn for the buildings and the street are entered.
    SetupUndead,
    /// Setup 5: each band's three starting resources.
    Starting,
    /// Day step 1: Round Start abilities, until the Law calls "Hiring Guns".
    RoundStart,
    /// The dice at Hire Guns are known; the other dice are revealed next.
    Reveal,
    /// A lone 1 was revealed: that band places its Outlaw last.
    Wild(usize),
    /// The action spaces resolve (see [`Resolution`]).
    Resolve,
    /// All spaces resolved: Outlaws may leave buildings; then the next round.
    RoundEnd,
    /// End of the day: each controlled building costs a Bullet or is vacated.
    Upkeep,
    /// High Noon is over and the leaders are tied on Notoriety and Coins.
    Tiebreak(Vec<usize>),
    /// The game is over.
    Over,
}

/// A step the resolution waits for inside a space.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// Nothing inside the space: the next turn or space.
    #[default]
    Idle,
    /// Two or more standing Outlaws on a space that duels: the duel's shots.
    Duel(Vec<usize>),
    /// A band's turn on the current space.
    Turn(Turn),
}

/// What a band has done in its turn so far.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Turn {
    /// The band.
    pub band: usize,
    /// The ability was used (or an attempt at one begun).
    pub ability: bool,
    /// The income was taken.
    pub income: bool,
    /// A shot at an Undead under way: its target and the faces rolled so far.
    pub hunt: Option<Hunt>,
    /// A building bought while occupied: the occupant answers.
    pub contest: Option<Contest>,
}

/// An attempt at one Undead.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hunt {
    /// Where the Undead is.
    pub place: Place,
    /// Which Undead there (0 for the first).
    pub index: usize,
    /// The faces rolled in this attempt.
    pub rolled: Vec<u8>,
}

/// A purchase into an occupied building, waiting for the occupant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contest {
    /// The building.
    pub building: usize,
    /// The occupant defending it.
    pub defender: usize,
    /// Whether the defender chose to stand their ground (then the shots follow).
    pub standing: bool,
}

/// Where the resolution of the round stands.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Resolution {
    /// The space resolving: 0 for Hire Guns, else 8 down to 2.
    pub space: u8,
    /// Bands still to take their turn on this space, in order.
    pub queue: Vec<usize>,
    /// What the space waits for.
    pub step: Step,
}

/// An Undead a band owes the town (an Outlaw of theirs went to the Graveyard).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draw {
    /// The band that draws and places it.
    pub band: usize,
    /// Where it must go, when a building ability says.
    pub forced: Option<Place>,
}

/// The whole table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct UndeadState {
    /// The people's names.
    pub people: Vec<String>,
    /// The bands' names, for what Holster says about them.
    pub names: Vec<String>,
    /// The bands, in seating order (clockwise).
    pub bands: Vec<Band>,
    /// Coins and Notoriety per person.
    pub purses: Vec<Purse>,
    /// The buildings in play, in the order they were entered.
    pub buildings: Vec<Building>,
    /// How many buildings the board has slots for at this player count.
    pub slots: usize,
    /// The slots printed for the other player counts, when the table entered
    /// them during this game (kept, as the settings keep them, but unused).
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub other_slots: std::collections::BTreeMap<String, i64>,
    /// The Undead in the street.
    pub street: Vec<UndeadCard>,
    /// Undead cards left face down in Boot Hill.
    pub boot_hill: u32,
    /// Coins left in the supply.
    pub supply_coins: u32,
    /// Notoriety (value) left in the supply.
    pub supply_notoriety: u32,
    /// The "5" Notoriety tokens among it.
    pub supply_fives: u32,
    /// Whether the table lets five "1"s be changed for a "5" (decided at
    /// setup: the text is silent; none when not decided).
    pub trade_up: Option<bool>,
    /// The numbered action spaces 0..=8 (0 and 1 are never used): who is on each.
    pub spaces: Vec<Vec<Placed>>,
    /// The bands whose die is on Hire Guns this round.
    pub hirers: Vec<usize>,
    /// The day, from 1.
    pub day: u32,
    /// The round of the day, 1 to 3.
    pub round: u8,
    /// The band holding the Law badge.
    pub law: usize,
    /// High Noon was triggered: the round after the one that triggered it is the last.
    pub high_noon: bool,
    /// The round being played is High Noon.
    pub final_round: bool,
    /// Where play stands.
    pub phase: Phase,
    /// The resolution of the round's spaces.
    pub resolution: Resolution,
    /// Undead owed to the town, in order.
    pub draws: Vec<Draw>,
    /// Bands that bought a building this round.
    pub bought: Vec<usize>,
    /// Round Start abilities used this round: (building, band).
    pub used: Vec<(usize, usize)>,
    /// Buildings kept at the end of the day, their Bullet paid: (building, band).
    pub kept: Vec<(usize, usize)>,
    /// The winners, once the game is over (people).
    pub winners: Vec<usize>,
    /// Played as the solo variant (`games::undead_solo`): band 0 is the
    /// player, band 1 Dead Ranger, and duels follow the variant.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub solo: bool,
}

impl UndeadState {
    /// A band's name.
    pub fn name(&self, band: usize) -> String {
        self.names.get(band).cloned().unwrap_or_default()
    }

    /// The purse of a band's person.
    pub fn purse(&self, band: usize) -> Purse {
        self.bands
            .get(band)
            .and_then(|b| self.purses.get(b.person))
            .copied()
            .unwrap_or_default()
    }

    /// The outlaws on a space.
    pub fn on(&self, space: u8) -> &[Placed] {
        self.spaces
            .get(usize::from(space))
            .map_or(&[], Vec::as_slice)
    }

    /// Whether a band has a standing Outlaw on a space.
    pub fn standing_on(&self, band: usize, space: u8) -> bool {
        self.on(space).iter().any(|p| p.band == band && p.standing)
    }

    /// The space where a band's Outlaw stands this round, if any.
    pub fn standing_space(&self, band: usize) -> Option<u8> {
        SPACES.into_iter().find(|s| self.standing_on(band, *s))
    }

    /// The bands in turn order from the Law (clockwise).
    pub fn from_law(&self) -> Vec<usize> {
        let n = self.bands.len();
        (0..n).map(|i| (self.law + i) % n).collect()
    }

    /// Whether any Undead is in town (Boot Hill aside).
    pub fn town_has_undead(&self) -> bool {
        !self.street.is_empty() || self.buildings.iter().any(|b| !b.undead.is_empty())
    }

    /// The buildings a band is in.
    pub fn held_by(&self, band: usize) -> Vec<usize> {
        self.buildings
            .iter()
            .enumerate()
            .filter(|(_, b)| b.occupants.contains(&band))
            .map(|(i, _)| i)
            .collect()
    }

    /// Whether a band controls a building with this ability.
    pub fn has(&self, band: usize, ability: Ability) -> bool {
        self.buildings
            .iter()
            .any(|b| b.ability == ability && b.occupants.contains(&band))
    }

    /// Whether any band of this band's person controls a building with this ability.
    pub fn person_has(&self, band: usize, ability: Ability) -> bool {
        let person = self.bands.get(band).map(|b| b.person);
        self.bands
            .iter()
            .enumerate()
            .any(|(i, b)| Some(b.person) == person && self.has(i, ability))
    }

    /// The "1" Notoriety tokens left in the supply.
    pub fn supply_ones(&self) -> u32 {
        self.supply_notoriety
            .saturating_sub(self.supply_fives.saturating_mul(5))
    }

    /// The band whose turn it is, when a turn is under way.
    pub fn active(&self) -> Option<usize> {
        match (&self.phase, &self.resolution.step) {
            (Phase::Resolve, Step::Turn(turn)) => Some(turn.band),
            (Phase::Wild(band), _) => Some(*band),
            _ => None,
        }
    }

    /// The Undead at a place, by index.
    pub fn undead_at(&self, place: Place, index: usize) -> Option<&UndeadCard> {
        match place {
            Place::Street => self.street.get(index),
            Place::Building(b) => self.buildings.get(b).and_then(|b| b.undead.get(index)),
        }
    }

    /// Outlaws a band has in play or at home (never more than six).
    pub fn outlaws(&self, band: usize) -> u8 {
        let Some(b) = self.bands.get(band) else {
            return 0;
        };
        let placed = SPACES
            .iter()
            .map(|s| self.on(*s).iter().filter(|p| p.band == band).count())
            .sum::<usize>();
        let housed = self.held_by(band).len();
        let placed = u8::try_from(placed + housed).unwrap_or(u8::MAX);
        b.home.saturating_add(placed)
    }
}
