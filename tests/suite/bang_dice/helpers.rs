//! Given/when/then helpers for BANG! The Dice Game: set a table up, enter
//! lines, and assert on the rule ids that speak.

use holster::core::SetupInput;
use holster::games::bang_dice::{BangDice, BangState};
use holster::session::Session;

/// A game in memory.
pub type Table = Session<BangDice>;

// The helpers every game shares (entering lines, asserting on rule ids).
use crate::support::entries;
pub use entries::*;

/// A game of BANG! The Dice Game in memory, set up from `input`, which must be valid.
#[track_caller]
pub fn create(input: &SetupInput) -> Table {
    entries::create::<BangDice>(input)
}

/// A table of players `(name, character)` with the Sheriff named (4 to 8 players).
#[track_caller]
pub fn table(seats: &[(&str, &str)], sheriff: &str) -> Table {
    let mut input = input(seats);
    input.options.insert("sheriff".into(), sheriff.into());
    create(&input)
}

/// A three-player table `(name, character, role)`.
#[track_caller]
pub fn table3(seats: &[(&str, &str, &str)]) -> Table {
    let pairs: Vec<(&str, &str)> = seats.iter().map(|(n, c, _)| (*n, *c)).collect();
    let mut input = input(&pairs);
    let roles: Vec<&str> = seats.iter().map(|(_, _, r)| *r).collect();
    input.options.insert("roles".into(), roles.join(","));
    create(&input)
}

/// Ann (Sheriff, Slab the Killer, 10 lives), Bob (Jesse Jones, 9), Cid
/// (Jourdonnais, 7), Dan (Black Jack, 8), Eve (Lucky Duke, 8): characters
/// whose abilities stay out of the way on Ann's turn unless a test asks.
pub fn five() -> Table {
    table(
        &[
            ("Ann", "slab-the-killer"),
            ("Bob", "jesse-jones"),
            ("Cid", "jourdonnais"),
            ("Dan", "black-jack"),
            ("Eve", "lucky-duke"),
        ],
        "ann",
    )
}

/// The setup input for some seats.
pub fn input(seats: &[(&str, &str)]) -> SetupInput {
    let mut input = SetupInput {
        players: seats.iter().map(|(n, _)| n.to_string()).collect(),
        ..SetupInput::default()
    };
    let characters: Vec<&str> = seats.iter().map(|(_, c)| *c).collect();
    input
        .options
        .insert("characters".into(), characters.join(","));
    input
}

/// The seat of a player by name.
#[track_caller]
pub fn seat(table: &Table, name: &str) -> usize {
    table
        .state()
        .players
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no player {name}"))
}

/// A player's lives.
#[track_caller]
pub fn life(table: &Table, name: &str) -> u8 {
    table.state().players[seat(table, name)].life
}

/// A player's arrows.
#[track_caller]
pub fn arrows(table: &Table, name: &str) -> u8 {
    table.state().players[seat(table, name)].arrows
}

/// The arrows in the pile.
pub fn pile(table: &Table) -> u8 {
    table.state().pile
}

/// The name of the player whose turn it is.
pub fn turn(table: &Table) -> String {
    let state = table.state();
    state.players[state.turn.player].name.clone()
}

/// Every life of every player, in seat order.
pub fn lives(table: &Table) -> Vec<u8> {
    table.state().players.iter().map(|p| p.life).collect()
}

/// The arrows held plus the pile: always nine unless corrected by hand.
pub fn arrows_total(state: &BangState) -> u32 {
    u32::from(state.pile)
        + state
            .players
            .iter()
            .map(|p| u32::from(p.arrows))
            .sum::<u32>()
}
