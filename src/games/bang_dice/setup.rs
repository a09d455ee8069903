//! Setting up: players in seating order, their characters, and the roles
//! known from the start. Validated once into a [`BangSetup`].
//!
//! Options (English or Dutch keys):
//! - `characters=` / `personages=`: one character per seat, in seat order;
//! - `sheriff=`: the Sheriff's seat number or name (4 to 8 players);
//! - `roles=` / `rollen=`: with 3 players, the face-up roles in seat order.

use super::characters::Character;
use super::roles::Role;
use super::state::{ARROWS, BangState, Choice, PlayerState, Turn};
use crate::core::{Msg, SetupInput, find_player};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The fewest players.
pub const MIN_PLAYERS: usize = 3;
/// The most players.
pub const MAX_PLAYERS: usize = 8;

/// A validated setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BangSetup {
    /// Names in seating order, clockwise.
    pub players: Vec<String>,
    /// Each seat's character.
    pub characters: Vec<Character>,
    /// The Sheriff's seat (4 to 8 players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sheriff: Option<usize>,
    /// Three players: every seat's face-up role.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub roles: Vec<Role>,
}

impl BangSetup {
    /// The role known at the start for a seat.
    pub fn known_role(&self, seat: usize) -> Option<Role> {
        if self.sheriff == Some(seat) {
            return Some(Role::Sheriff);
        }
        self.roles.get(seat).copied()
    }

    /// The seat that starts: the Sheriff, or with three players the Deputy.
    pub fn first_player(&self) -> usize {
        self.sheriff
            .or_else(|| self.roles.iter().position(|r| *r == Role::Deputy))
            .unwrap_or(0)
    }
}

/// Reads the setup input.
pub fn validate(input: &SetupInput) -> Result<BangSetup, Msg> {
    let players: Vec<String> = input.players.iter().map(|p| p.trim().to_string()).collect();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players.len()) {
        return Err(Msg::new("setup-player-count")
            .arg("count", players.len())
            .arg("min", MIN_PLAYERS)
            .arg("max", MAX_PLAYERS));
    }
    crate::games::check_names(&players)?;
    let mut characters_text = None;
    let mut sheriff_text = None;
    let mut roles_text = None;
    for (key, value) in &input.options {
        match key.trim().to_lowercase().as_str() {
            "characters" | "personages" => characters_text = Some(value.as_str()),
            "sheriff" => sheriff_text = Some(value.as_str()),
            "roles" | "rollen" => roles_text = Some(value.as_str()),
            _ => return Err(Msg::new("setup-unknown-option").arg("option", key.clone())),
        }
    }
    let characters = characters(characters_text, players.len())?;
    let (sheriff, roles) = if players.len() == 3 {
        if sheriff_text.is_some() {
            return Err(Msg::new("bang-dice-setup-no-sheriff-with-three"));
        }
        (None, three_roles(roles_text)?)
    } else {
        if roles_text.is_some() {
            return Err(Msg::new("bang-dice-setup-roles-secret"));
        }
        let typed = sheriff_text.ok_or_else(|| Msg::new("bang-dice-setup-sheriff-missing"))?;
        (Some(find_player(&players, typed)?), Vec::new())
    };
    Ok(BangSetup {
        players,
        characters,
        sheriff,
        roles,
    })
}

/// The input [`validate`] makes this setup from again (the way a stored
/// setup is checked): characters and roles by their slugs, the Sheriff by
/// seat number, so a seat that does not exist is refused as a typed one is.
pub fn input(setup: &BangSetup) -> SetupInput {
    let mut options = BTreeMap::new();
    let characters: Vec<&str> = setup.characters.iter().map(|c| c.slug()).collect();
    options.insert("characters".to_string(), characters.join(","));
    if let Some(seat) = setup.sheriff {
        options.insert("sheriff".to_string(), seat.saturating_add(1).to_string());
    }
    if !setup.roles.is_empty() {
        let roles: Vec<&str> = setup.roles.iter().map(|r| r.slug()).collect();
        options.insert("roles".to_string(), roles.join(","));
    }
    SetupInput {
        players: setup.players.clone(),
        options,
        board: BTreeMap::new(),
    }
}

fn characters(typed: Option<&str>, players: usize) -> Result<Vec<Character>, Msg> {
    let words = SetupInput::one_each(
        typed,
        players,
        "bang-dice-setup-characters-missing",
        "bang-dice-setup-characters-count",
    )?;
    let mut characters: Vec<Character> = Vec::new();
    for word in words {
        let character = Character::parse(word)?;
        if characters.contains(&character) {
            return Err(Msg::new("bang-dice-setup-character-twice")
                .arg_key("character", &character.name_key()));
        }
        characters.push(character);
    }
    Ok(characters)
}

fn three_roles(typed: Option<&str>) -> Result<Vec<Role>, Msg> {
    let typed = typed.ok_or_else(|| Msg::new("bang-dice-setup-roles-missing"))?;
    let roles = SetupInput::listed(typed)
        .into_iter()
        .map(Role::parse)
        .collect::<Result<Vec<Role>, Msg>>()?;
    let mut sorted = roles.clone();
    sorted.sort();
    if sorted != [Role::Deputy, Role::Outlaw, Role::Renegade] {
        return Err(Msg::new("bang-dice-setup-roles-three"));
    }
    Ok(roles)
}

/// The state before anything is entered: full lives (the Sheriff two more),
/// nine arrows in the pile, and the first player's turn.
pub fn initial(setup: &BangSetup) -> BangState {
    let players: Vec<PlayerState> = setup
        .players
        .iter()
        .zip(&setup.characters)
        .enumerate()
        .map(|(seat, (name, character))| {
            let role = setup.known_role(seat);
            let bonus = if role == Some(Role::Sheriff) { 2 } else { 0 };
            let life = character.life() + bonus;
            PlayerState {
                name: name.clone(),
                character: *character,
                role,
                life,
                max_life: life,
                arrows: 0,
            }
        })
        .collect();
    let first = setup.first_player();
    let pending = match players.get(first) {
        Some(p) if p.is(Character::SidKetchum) => vec![Choice::Sid { seat: first }],
        _ => Vec::new(),
    };
    BangState {
        players,
        pile: ARROWS,
        turn: Turn {
            number: 1,
            player: first,
            ..Turn::default()
        },
        pending,
        held: None,
        three_players: setup.players.len() == 3,
        showdown: false,
        end: Default::default(),
    }
}
