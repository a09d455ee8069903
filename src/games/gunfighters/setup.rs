//! Setting up: 3 to 7 players in seating order, the Dealer, the face-up
//! fifth card dealt to each player, the options (public memory, extra rules
//! A and B, the 10-second turn) and the Bounty Coins each starts with (not
//! in the text: a board value the table enters). Validated once into a
//! [`GfSetup`].
//!
//! Options (English or Dutch keys; `on`/`off`, `yes`/`no`, `aan`/`uit`):
//! - `face-up=` / `open-kaart=`: each seat's face-up card, in seat order;
//! - `dealer=` / `gever=`: the Dealer's seat or name (seat 1 when not given);
//! - `first=` / `begint=`: who takes the first turn (the rulebook does not
//!   say, so the table chooses; seat 1 when not given);
//! - `public-memory=` / `geheugen=`, `extra-a=`, `extra-b=`, `ten-seconds=` / `tien-seconden=`.

use super::state::{CLIMAX, COINS, GUNFIRE, GfState, HAND, Location, Player, STORY, Turn};
use crate::core::{BoardValue, Msg, SetupInput, find_player};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The fewest players.
pub const MIN_PLAYERS: usize = 3;
/// The most players.
pub const MAX_PLAYERS: usize = 7;
/// The board value of the Bounty Coins each player starts with.
pub const STARTING_COINS: &str = "starting-coins";

/// The numbers the table enters once: the rulebook does not say how many
/// Bounty Coins each player starts with, so there is no default.
pub const BOARD_VALUES: &[BoardValue] = &[BoardValue {
    key: STARTING_COINS,
    label: "mgf-board-starting-coins",
    rulebook_says: "mgf-board-starting-coins-rulebook",
    default: None,
    min: 0,
    max: 5,
    group: None,
}];

/// What the table chose at setup.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Show what the table has seen of each hand (it changes how the game
    /// plays, so it is off unless chosen).
    #[serde(default)]
    pub public_memory: bool,
    /// Extra rule A: the Plaza connects the town.
    #[serde(default)]
    pub plaza: bool,
    /// Extra rule B: control of locations.
    #[serde(default)]
    pub control: bool,
    /// The optional 10-second turn.
    #[serde(default)]
    pub ten_seconds: bool,
}

/// A validated setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GfSetup {
    /// Names in seating order (the turn passes to the left: the next seat).
    pub players: Vec<String>,
    /// The Dealer's seat.
    pub dealer: usize,
    /// The seat that takes the first turn.
    pub first: usize,
    /// Each seat's fifth card, dealt face up.
    pub face_up: Vec<Location>,
    /// The options.
    pub options: Options,
    /// Bounty Coins each player starts with, when the table has entered it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_coins: Option<u8>,
}

/// Reads `on`/`off` in either language.
fn switch(key: &str, value: &str) -> Result<bool, Msg> {
    match value.trim().to_lowercase().as_str() {
        "on" | "yes" | "true" | "aan" | "ja" | "1" => Ok(true),
        "off" | "no" | "false" | "uit" | "nee" | "0" | "" => Ok(false),
        _ => Err(Msg::new("mgf-setup-switch")
            .arg("option", key.to_string())
            .arg("typed", value.to_string())),
    }
}

/// Reads the setup input.
pub fn validate(input: &SetupInput) -> Result<GfSetup, Msg> {
    let players: Vec<String> = input.players.iter().map(|p| p.trim().to_string()).collect();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players.len()) {
        return Err(Msg::new("setup-player-count")
            .arg("count", players.len())
            .arg("min", MIN_PLAYERS)
            .arg("max", MAX_PLAYERS));
    }
    crate::games::check_names(&players)?;
    let mut options = Options::default();
    let mut face_up_text = None;
    let mut dealer = 0;
    let mut first = 0;
    for (key, value) in &input.options {
        match key.trim().to_lowercase().as_str() {
            "face-up" | "open-kaart" => face_up_text = Some(value.as_str()),
            "dealer" | "gever" => dealer = find_player(&players, value)?,
            "first" | "begint" => first = find_player(&players, value)?,
            "public-memory" | "geheugen" => options.public_memory = switch(key, value)?,
            "extra-a" => options.plaza = switch(key, value)?,
            "extra-b" => options.control = switch(key, value)?,
            "ten-seconds" | "tien-seconden" => options.ten_seconds = switch(key, value)?,
            _ => return Err(Msg::new("setup-unknown-option").arg("option", key.clone())),
        }
    }
    let face_up = face_up(face_up_text, players.len())?;
    let starting_coins = match input.board.get(STARTING_COINS) {
        None => None,
        Some(n) => {
            let coins = u8::try_from(*n)
                .ok()
                .filter(|c| i64::from(*c) <= BOARD_VALUES[0].max)
                .ok_or_else(|| Msg::new("mgf-setup-coins-range").arg("count", *n))?;
            let needed = usize::from(coins) * players.len();
            if needed > usize::from(COINS) {
                return Err(Msg::new("mgf-setup-coins-too-many")
                    .arg("count", i64::from(coins))
                    .arg("players", players.len()));
            }
            Some(coins)
        }
    };
    Ok(GfSetup {
        players,
        dealer,
        first,
        face_up,
        options,
        starting_coins,
    })
}

fn face_up(typed: Option<&str>, players: usize) -> Result<Vec<Location>, Msg> {
    let words = SetupInput::one_each(
        typed,
        players,
        "mgf-setup-face-up-missing",
        "mgf-setup-face-up-count",
    )?;
    words
        .into_iter()
        .map(|w| {
            Location::parse(w)
                .ok_or_else(|| Msg::new("mgf-notation-location").arg("typed", w.to_string()))
        })
        .collect()
}

/// The input [`validate`] makes this setup from again (the way a stored
/// setup is checked): seats by number, options by their English keys.
pub fn input(setup: &GfSetup) -> SetupInput {
    let on = |b: bool| if b { "on" } else { "off" }.to_string();
    let mut options = BTreeMap::new();
    let faces: Vec<&str> = setup.face_up.iter().map(|l| l.slug()).collect();
    options.insert("face-up".to_string(), faces.join(","));
    options.insert(
        "dealer".to_string(),
        setup.dealer.saturating_add(1).to_string(),
    );
    options.insert(
        "first".to_string(),
        setup.first.saturating_add(1).to_string(),
    );
    options.insert("public-memory".to_string(), on(setup.options.public_memory));
    options.insert("extra-a".to_string(), on(setup.options.plaza));
    options.insert("extra-b".to_string(), on(setup.options.control));
    options.insert("ten-seconds".to_string(), on(setup.options.ten_seconds));
    let board = setup
        .starting_coins
        .map(|c| (STARTING_COINS.to_string(), i64::from(c)))
        .into_iter()
        .collect();
    SetupInput {
        players: setup.players.clone(),
        options,
        board,
    }
}

/// The state before anything is entered: five cards each (the fifth known
/// to all), the rest in the Gunfire pile, the coins (when the table has
/// entered how many each starts with) and the first player's turn.
pub fn initial(setup: &GfSetup) -> GfState {
    let coins = setup.starting_coins.unwrap_or(0);
    let players: Vec<Player> = setup
        .players
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let mut known = [0; 6];
            if let Some(card) = setup.face_up.get(seat) {
                known[card.index()] = 1;
            }
            Player {
                name: name.clone(),
                hand: HAND,
                known,
                face_up: setup.face_up.get(seat).copied(),
                coins,
                climax: None,
                out: false,
            }
        })
        .collect();
    let dealt = u8::try_from(players.len())
        .unwrap_or(u8::MAX)
        .saturating_mul(HAND);
    let paid = u8::try_from(players.len())
        .unwrap_or(u8::MAX)
        .saturating_mul(coins);
    GfState {
        players,
        first: setup.first,
        draw_pile: GUNFIRE.saturating_sub(dealt),
        discards: Vec::new(),
        bank: COINS.saturating_sub(paid),
        story_pile: STORY,
        climax_pile: CLIMAX,
        climax_due: Vec::new(),
        control: [None; 6],
        turn: Turn {
            number: 1,
            player: setup.first,
            ..Turn::default()
        },
        end: Default::default(),
        options: setup.options,
        starting_coins: setup.starting_coins,
        started: false,
    }
}
