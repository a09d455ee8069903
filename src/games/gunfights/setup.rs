//! Setting up: who plays which character, the 4 Character Variant, and the
//! numbers printed on the boards. Validated once into a [`GunSetup`].
//!
//! The players of a [`SetupInput`] are the *people* at the table (2 to 6).
//! Each character is played by one person; one person may play several
//! characters of one team, never characters of both teams (the Pioneers'
//! defence is secret from the Renegades). Options:
//! - `variant=four-characters` (`variant=vier-personages`): the 4 Character
//!   Variant, with `out-of-play=church` or `out-of-play=stockade`;
//! - `people=P,P,...`: the person of each character in turn order (names,
//!   seat numbers or the start of one name);
//! - or one option per character: `mayor=ann`, `sheriff=bob`, `deputy=`,
//!   `scout=`, `thief=`, `head-honcho=`;
//! - with none of these: as many people as characters play them in turn
//!   order, and two people play one team each.

use super::characters::{Building, Character, Team};
use super::state::{GunState, Seat, Site};
use crate::core::{BoardValue, Msg, SetupInput, find_player};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The fewest people at the table (the text: 2 to 6).
pub const MIN_PEOPLE: usize = 2;
/// Every character starts with (and resets to) this health.
pub const HEALTH: u8 = 4;
/// Every character starts with this ammo.
pub const START_AMMO: u32 = 3;
/// The rounds of a game (six score bullets fill the chamber).
pub const ROUNDS: u8 = 6;

/// A validated setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GunSetup {
    /// The people at the table, as entered.
    pub people: Vec<String>,
    /// The characters in play, in turn order; a seat is a character.
    pub characters: Vec<Character>,
    /// For each character, the index in `people` of who plays it.
    pub played_by: Vec<usize>,
    /// The 4 Character Variant.
    #[serde(default)]
    pub four_characters: bool,
    /// The building out of play in the 4 Character Variant.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out_of_play: Option<Building>,
    /// The board values the table entered (see [`BOARD_VALUES`]).
    #[serde(default)]
    pub board: BTreeMap<String, i64>,
}

impl GunSetup {
    /// How a seat is named: the printed character and the person, "Mayor (Ann)".
    pub fn seat_name(&self, seat: usize) -> String {
        let character = self.characters.get(seat).map_or("?", |c| c.printed());
        let person = self
            .played_by
            .get(seat)
            .and_then(|p| self.people.get(*p))
            .map_or("?", String::as_str);
        format!("{character} ({person})")
    }

    /// Whose turn it is as people say it, the person first: "Ann's turn
    /// (Mayor)", where a possessive of the seat's name would read "Mayor
    /// (Ann)'s turn".
    pub fn turn_of(&self, seat: usize) -> Msg {
        let character = self.characters.get(seat).map_or("?", |c| c.printed());
        let person = self
            .played_by
            .get(seat)
            .and_then(|p| self.people.get(*p))
            .map_or("?", String::as_str);
        Msg::new("gunfights-turn-of")
            .arg("person", person)
            .arg("character", character)
    }
}

macro_rules! board_values {
    ($( $key:literal, $label:literal, $says:literal, $default:expr, $min:expr, $max:expr, $group:literal; )*) => {
        /// The numbers printed on the Town Board and the character boards that
        /// the text does not give (rulebooks/README.md), in the order the
        /// boards print them: the incomes, the Town Board's prices with the
        /// theft numbers beneath them, the rebuilding prices, the guns' cards.
        pub static BOARD_VALUES: &[BoardValue] = &[$(BoardValue {
            key: $key,
            label: $label,
            rulebook_says: $says,
            default: $default,
            min: $min,
            max: $max,
            group: Some($group),
        }),*];
    };
}

board_values! {
    "income-mayor", "gunfights-board-income-mayor", "gunfights-board-income-says", None, 0, 500, "gunfights-board-group-income";
    "income-head-honcho", "gunfights-board-income-head-honcho", "gunfights-board-income-says", None, 0, 500, "gunfights-board-group-income";
    "price-beer", "gunfights-board-price-beer", "gunfights-board-price-says", None, 0, 500, "gunfights-board-group-prices";
    "price-tobacco", "gunfights-board-price-tobacco", "gunfights-board-price-says", None, 0, 500, "gunfights-board-group-prices";
    "price-whiskey", "gunfights-board-price-whiskey", "gunfights-board-price-says", None, 0, 500, "gunfights-board-group-prices";
    "price-dynamite", "gunfights-board-price-dynamite", "gunfights-board-price-says", None, 0, 500, "gunfights-board-group-prices";
    "price-colt", "gunfights-board-price-colt", "gunfights-board-price-says", None, 0, 500, "gunfights-board-group-prices";
    "price-winchester", "gunfights-board-price-winchester", "gunfights-board-winchester-says", None, 0, 500, "gunfights-board-group-prices";
    "theft-beer", "gunfights-board-theft-beer", "gunfights-board-theft-says", None, 1, 21, "gunfights-board-group-theft";
    "theft-tobacco", "gunfights-board-theft-tobacco", "gunfights-board-theft-says", None, 1, 21, "gunfights-board-group-theft";
    "theft-whiskey", "gunfights-board-theft-whiskey", "gunfights-board-theft-says", None, 1, 21, "gunfights-board-group-theft";
    "theft-dynamite", "gunfights-board-theft-dynamite", "gunfights-board-theft-says", None, 1, 21, "gunfights-board-group-theft";
    "theft-colt", "gunfights-board-theft-colt", "gunfights-board-theft-says", None, 1, 21, "gunfights-board-group-theft";
    "theft-winchester", "gunfights-board-theft-winchester", "gunfights-board-theft-says", None, 1, 21, "gunfights-board-group-theft";
    "rebuild-church", "gunfights-board-rebuild-church", "gunfights-board-rebuild-says", None, 0, 500, "gunfights-board-group-rebuild";
    "rebuild-store", "gunfights-board-rebuild-store", "gunfights-board-rebuild-says", None, 0, 500, "gunfights-board-group-rebuild";
    "rebuild-stockade", "gunfights-board-rebuild-stockade", "gunfights-board-rebuild-says", None, 0, 500, "gunfights-board-group-rebuild";
    "rebuild-gamblin-house", "gunfights-board-rebuild-gamblin-house", "gunfights-board-rebuild-says", None, 0, 500, "gunfights-board-group-rebuild";
    "rebuild-saloon", "gunfights-board-rebuild-saloon", "gunfights-board-rebuild-says", None, 0, 500, "gunfights-board-group-rebuild";
    "rebuild-ammo-depot", "gunfights-board-rebuild-ammo-depot", "gunfights-board-rebuild-says", None, 0, 500, "gunfights-board-group-rebuild";
    "hit-colt-pioneer", "gunfights-board-hit-colt-pioneer", "gunfights-board-hit-says", None, 1, 21, "gunfights-board-group-hit";
    "hit-colt-renegade", "gunfights-board-hit-colt-renegade", "gunfights-board-hit-says", None, 1, 21, "gunfights-board-group-hit";
    "hit-winchester-pioneer", "gunfights-board-hit-winchester-pioneer", "gunfights-board-hit-says", None, 1, 21, "gunfights-board-group-hit";
    "hit-winchester-renegade", "gunfights-board-hit-winchester-renegade", "gunfights-board-hit-says", None, 1, 21, "gunfights-board-group-hit";
}

/// The board value key of a building's rebuilding price.
pub fn rebuild_key(building: Building) -> &'static str {
    match building {
        Building::Church => "rebuild-church",
        Building::Store => "rebuild-store",
        Building::Stockade => "rebuild-stockade",
        Building::GamblinHouse => "rebuild-gamblin-house",
        Building::Saloon => "rebuild-saloon",
        Building::AmmoDepot => "rebuild-ammo-depot",
    }
}

/// The building `input` puts out of play, as far as it says yet: the one
/// named by `out-of-play`, whether or not the rest of the setup is valid.
pub fn out_of_play(input: &SetupInput) -> Option<Building> {
    input
        .options
        .iter()
        .find(|(key, _)| {
            matches!(
                key.trim().to_lowercase().as_str(),
                "out-of-play" | "buiten-spel"
            )
        })
        .and_then(|(_, value)| Building::parse(value).ok())
}

/// The board value key of a buyer's income.
pub fn income_key(character: Character) -> &'static str {
    match character {
        Character::HeadHoncho => "income-head-honcho",
        _ => "income-mayor",
    }
}

/// Reads the setup input.
pub fn validate(input: &SetupInput) -> Result<GunSetup, Msg> {
    let people: Vec<String> = input.players.iter().map(|p| p.trim().to_string()).collect();
    crate::games::check_names(&people)?;
    let mut variant = None;
    let mut out_of_play = None;
    let mut people_text = None;
    let mut each: BTreeMap<Character, &str> = BTreeMap::new();
    for (key, value) in &input.options {
        let key_lower = key.trim().to_lowercase();
        match key_lower.as_str() {
            "variant" => variant = Some(value.trim().to_lowercase()),
            "out-of-play" | "buiten-spel" => out_of_play = Some(value.as_str()),
            "people" | "mensen" | "spelers" => people_text = Some(value.as_str()),
            other => match Character::ALL.iter().find(|c| c.slug() == other) {
                Some(c) => {
                    each.insert(*c, value.as_str());
                }
                None => return Err(Msg::new("setup-unknown-option").arg("option", key.clone())),
            },
        }
    }
    let four = match variant.as_deref() {
        None | Some("" | "six-characters" | "zes-personages") => false,
        Some("four-characters" | "vier-personages" | "4") => true,
        Some(other) => {
            return Err(Msg::new("gunfights-setup-variant").arg("typed", other.to_string()));
        }
    };
    let out_of_play = match (four, out_of_play) {
        (true, Some(typed)) => match Building::parse(typed)? {
            b @ (Building::Church | Building::Stockade) => Some(b),
            _ => return Err(Msg::new("gunfights-setup-out-of-play")),
        },
        (true, None) => return Err(Msg::new("gunfights-setup-out-of-play")),
        (false, Some(_)) => return Err(Msg::new("gunfights-setup-out-of-play-six")),
        (false, None) => None,
    };
    let characters: Vec<Character> = if four {
        Character::FOUR.to_vec()
    } else {
        Character::ALL.to_vec()
    };
    if !(MIN_PEOPLE..=characters.len()).contains(&people.len()) {
        return Err(Msg::new("setup-player-count")
            .arg("count", people.len())
            .arg("min", MIN_PEOPLE)
            .arg("max", characters.len()));
    }
    let played_by = assign(&people, &characters, people_text, &each)?;
    for (i, person) in people.iter().enumerate() {
        let teams: Vec<Team> = characters
            .iter()
            .zip(&played_by)
            .filter(|(_, p)| **p == i)
            .map(|(c, _)| c.team())
            .collect();
        if teams.is_empty() {
            return Err(Msg::new("gunfights-setup-person-idle").arg("person", person.clone()));
        }
        if teams.iter().any(|t| *t != teams[0]) {
            return Err(Msg::new("gunfights-setup-both-teams").arg("person", person.clone()));
        }
    }
    let mut board = BTreeMap::new();
    for value in BOARD_VALUES {
        match input.board.get(value.key).copied().or(value.default) {
            Some(v) if (value.min..=value.max).contains(&v) => {
                board.insert(value.key.to_string(), v);
            }
            Some(v) => {
                return Err(Msg::new("gunfights-setup-board-value")
                    .arg_key("value", value.label)
                    .arg("typed", v)
                    .arg("min", value.min)
                    .arg("max", value.max));
            }
            None => {}
        }
    }
    Ok(GunSetup {
        people,
        characters,
        played_by,
        four_characters: four,
        out_of_play,
        board,
    })
}

/// The input [`validate`] makes this setup from again (the way a stored
/// setup is checked): the variant and the building out of play by their
/// slugs, and one option per character naming its person by number, so a
/// person who does not exist, a character left out or one of the other
/// variant is refused as typed ones are.
pub fn input(setup: &GunSetup) -> SetupInput {
    let mut options = BTreeMap::new();
    if setup.four_characters {
        options.insert("variant".to_string(), "four-characters".to_string());
    }
    if let Some(building) = setup.out_of_play {
        options.insert("out-of-play".to_string(), building.slug().to_string());
    }
    for (character, person) in setup.characters.iter().zip(&setup.played_by) {
        options.insert(
            character.slug().to_string(),
            person.saturating_add(1).to_string(),
        );
    }
    SetupInput {
        players: setup.people.clone(),
        options,
        board: setup.board.clone(),
    }
}

/// Who plays each character: from `people=`, from per-character options, or by default.
fn assign(
    people: &[String],
    characters: &[Character],
    people_text: Option<&str>,
    each: &BTreeMap<Character, &str>,
) -> Result<Vec<usize>, Msg> {
    if let Some(typed) = people_text {
        if !each.is_empty() {
            return Err(Msg::new("gunfights-setup-assign-twice"));
        }
        let words: Vec<&str> = typed
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .collect();
        if words.len() != characters.len() {
            return Err(Msg::new("gunfights-setup-people-count")
                .arg("count", words.len())
                .arg("characters", characters.len()));
        }
        return words.iter().map(|w| find_player(people, w)).collect();
    }
    if !each.is_empty() {
        let mut out = Vec::new();
        for c in characters {
            let typed = each.get(c).ok_or_else(|| {
                Msg::new("gunfights-setup-character-unassigned").arg("character", c.printed())
            })?;
            out.push(find_player(people, typed)?);
        }
        if let Some(extra) = each.keys().find(|c| !characters.contains(c)) {
            return Err(Msg::new("gunfights-setup-character-out").arg("character", extra.printed()));
        }
        return Ok(out);
    }
    if people.len() == characters.len() {
        return Ok((0..characters.len()).collect());
    }
    if people.len() == 2 {
        return Ok(characters
            .iter()
            .map(|c| usize::from(c.team() == Team::Renegades))
            .collect());
    }
    Err(Msg::new("gunfights-setup-assign-missing"))
}

/// The state before anything is entered: 4 health, 3 ammo and the Stagecoach
/// Shotgun for everyone, no money (the text gives no starting money: the
/// Mayor and the Head Honcho collect their income on their turns), every
/// building standing but the one out of play, an empty chamber, round 1,
/// the Mayor's turn.
pub fn initial(setup: &GunSetup) -> GunState {
    let seats = setup
        .characters
        .iter()
        .enumerate()
        .map(|(i, c)| Seat {
            character: *c,
            name: setup.seat_name(i),
            health: HEALTH,
            ammo: START_AMMO,
            money: 0,
            gun: Default::default(),
            items: Vec::new(),
            pocket: None,
            snake_oil: None,
            bullseye: 0,
        })
        .collect();
    let mut buildings = [Site::Standing; 6];
    if let Some(out) = setup.out_of_play {
        buildings[out.index()] = Site::OutOfPlay;
    }
    GunState {
        seats,
        buildings,
        board: setup.board.clone(),
        four_characters: setup.four_characters,
        round: 1,
        turn: 0,
        ..GunState::default()
    }
}
