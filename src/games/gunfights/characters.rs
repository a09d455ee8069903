//! The six characters, their teams and the turn order, and the six buildings.
//!
//! Character and building names are the printed component names, so they
//! read the same in English and Dutch; the notation accepts the slug or the
//! start of exactly one slug.

use crate::core::{Arg, Finding, Msg};
use serde::{Deserialize, Serialize};

/// A team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Team {
    /// Mayor, Sheriff, Deputy: they defend the town.
    Pioneers,
    /// Scout, Thief, Head Honcho: they raid it.
    Renegades,
}

impl Team {
    /// The translation key of the team's name.
    pub fn name_key(self) -> &'static str {
        match self {
            Team::Pioneers => "gunfights-team-pioneers",
            Team::Renegades => "gunfights-team-renegades",
        }
    }
}

/// A character, in turn order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Character {
    /// Collects the Pioneers' income, buys, rebuilds, gambles.
    Mayor,
    /// Target Practice and the secret defence.
    Sheriff,
    /// Three actions: Snake Oils, the Booby Trap, guarding information.
    Deputy,
    /// Three actions: Snake Oils, Entry Bombs, revealing information.
    Scout,
    /// Three actions: stealing items and ammo.
    Thief,
    /// Collects the Renegades' income, buys, gambles, starts the Raid.
    HeadHoncho,
}

impl Character {
    /// All six in the turn order of the text's Game Overview.
    pub const ALL: [Character; 6] = [
        Character::Mayor,
        Character::Sheriff,
        Character::Deputy,
        Character::Scout,
        Character::Thief,
        Character::HeadHoncho,
    ];

    /// The four of the 4 Character Variant, in turn order.
    pub const FOUR: [Character; 4] = [
        Character::Mayor,
        Character::Sheriff,
        Character::Thief,
        Character::HeadHoncho,
    ];

    /// The character's team.
    pub fn team(self) -> Team {
        match self {
            Character::Mayor | Character::Sheriff | Character::Deputy => Team::Pioneers,
            Character::Scout | Character::Thief | Character::HeadHoncho => Team::Renegades,
        }
    }

    /// The notation's word for the character.
    pub fn slug(self) -> &'static str {
        match self {
            Character::Mayor => "mayor",
            Character::Sheriff => "sheriff",
            Character::Deputy => "deputy",
            Character::Scout => "scout",
            Character::Thief => "thief",
            Character::HeadHoncho => "head-honcho",
        }
    }

    /// The printed name (the same in both languages).
    pub fn printed(self) -> &'static str {
        match self {
            Character::Mayor => "Mayor",
            Character::Sheriff => "Sheriff",
            Character::Deputy => "Deputy",
            Character::Scout => "Scout",
            Character::Thief => "Thief",
            Character::HeadHoncho => "Head Honcho",
        }
    }

    /// Whether the character has three actions a round.
    pub fn action_limited(self) -> bool {
        matches!(
            self,
            Character::Deputy | Character::Scout | Character::Thief
        )
    }

    /// Whether the character collects income and buys for the team.
    pub fn buyer(self) -> bool {
        matches!(self, Character::Mayor | Character::HeadHoncho)
    }

    /// Reads a slug or the start of exactly one (`honcho` and `hh` also name the Head Honcho).
    pub fn parse(typed: &str) -> Result<Character, Msg> {
        let wanted = typed.trim().to_lowercase().replace(' ', "-");
        if matches!(wanted.as_str(), "hh" | "honcho") {
            return Ok(Character::HeadHoncho);
        }
        unique(&Character::ALL, &wanted, |c| c.slug())
            .ok_or_else(|| Msg::new("gunfights-notation-character").arg("typed", typed.trim()))
    }
}

/// A building of the town.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Building {
    /// Pioneers shoot first while it stands at the start of a Raid.
    Church,
    /// Colt, Winchester and Dynamite for the Pioneers.
    Store,
    /// One damage to each Renegade at the start of a Raid.
    Stockade,
    /// Blind Betty for the Mayor.
    GamblinHouse,
    /// Beer, Tobacco and Whiskey for the Pioneers.
    Saloon,
    /// Ammo at 5 cents a token for the Pioneers.
    AmmoDepot,
}

impl Building {
    /// The six buildings, in the order the text lists them.
    pub const ALL: [Building; 6] = [
        Building::Church,
        Building::Store,
        Building::Stockade,
        Building::GamblinHouse,
        Building::Saloon,
        Building::AmmoDepot,
    ];

    /// The notation's word for the building.
    pub fn slug(self) -> &'static str {
        match self {
            Building::Church => "church",
            Building::Store => "store",
            Building::Stockade => "stockade",
            Building::GamblinHouse => "gamblin-house",
            Building::Saloon => "saloon",
            Building::AmmoDepot => "ammo-depot",
        }
    }

    /// The printed name (the same in both languages).
    pub fn printed(self) -> &'static str {
        match self {
            Building::Church => "Church",
            Building::Store => "Store",
            Building::Stockade => "Stockade",
            Building::GamblinHouse => "Gamblin' House",
            Building::Saloon => "Saloon",
            Building::AmmoDepot => "Ammo Depot",
        }
    }

    /// The message naming the building with its article in the reader's
    /// language (`the Ammo Depot`, `het Ammo Depot`): in Dutch a building
    /// takes the article of its Dutch word (de kerk, winkel, palissade,
    /// saloon; het huis, depot), as the Dutch rules reference writes them.
    pub fn site_key(self) -> &'static str {
        match self {
            Building::Church => "gunfights-site-church",
            Building::Store => "gunfights-site-store",
            Building::Stockade => "gunfights-site-stockade",
            Building::GamblinHouse => "gunfights-site-gamblin-house",
            Building::Saloon => "gunfights-site-saloon",
            Building::AmmoDepot => "gunfights-site-ammo-depot",
        }
    }

    /// Its position in [`Building::ALL`].
    pub fn index(self) -> usize {
        match self {
            Building::Church => 0,
            Building::Store => 1,
            Building::Stockade => 2,
            Building::GamblinHouse => 3,
            Building::Saloon => 4,
            Building::AmmoDepot => 5,
        }
    }

    /// Reads a slug or the start of exactly one (`st` is ambiguous: Store or Stockade).
    pub fn parse(typed: &str) -> Result<Building, Msg> {
        let wanted = typed
            .trim()
            .to_lowercase()
            .replace(['\'', '’'], "")
            .replace(' ', "-");
        unique(&Building::ALL, &wanted, |b| b.slug())
            .ok_or_else(|| Msg::new("gunfights-notation-building").arg("typed", typed.trim()))
    }
}

/// A message or finding that names a building gets two arguments: `building`,
/// its printed name, and `site`, the building with its article as the
/// reader's language puts it (`site_key`), for the sentences that need an
/// article: "het Ammo Depot" but "de Saloon", where one Dutch "de" for
/// every building would be wrong for two of the six.
pub trait NamesBuilding: Sized {
    /// Adds a named argument (the message's or the finding's own `arg`).
    fn with_arg(self, name: &str, value: Arg) -> Self;

    /// Names `building`: its printed name as `building`, its name with the
    /// article as `site`.
    fn building(self, building: Building) -> Self {
        self.with_arg("building", Arg::from(building.printed()))
            .with_arg("site", Arg::Key(building.site_key().to_string()))
    }
}

impl NamesBuilding for Msg {
    fn with_arg(self, name: &str, value: Arg) -> Self {
        self.arg(name, value)
    }
}

impl NamesBuilding for Finding {
    fn with_arg(self, name: &str, value: Arg) -> Self {
        self.arg(name, value)
    }
}

/// The one entry of `all` whose slug is `wanted`, or the only one starting with it.
pub(super) fn unique<T: Copy>(
    all: &[T],
    wanted: &str,
    slug: impl Fn(T) -> &'static str,
) -> Option<T> {
    if wanted.is_empty() {
        return None;
    }
    if let Some(exact) = all.iter().copied().find(|x| slug(*x) == wanted) {
        return Some(exact);
    }
    let starts: Vec<T> = all
        .iter()
        .copied()
        .filter(|x| slug(*x).starts_with(wanted))
        .collect();
    match starts.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}
