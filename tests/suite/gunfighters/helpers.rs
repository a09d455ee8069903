//! Given/when/then helpers for Make You Gunfighters: set a table up, enter
//! lines, and assert on the rule ids that speak.

use holster::core::SetupInput;
use holster::games::gunfighters::{GfState, Gunfighters, Location};
use holster::session::Session;

/// A game in memory.
pub type Table = Session<Gunfighters>;

// The helpers every game shares (entering lines, asserting on rule ids).
use crate::support::entries;
pub use entries::*;

const NAMES: [&str; 7] = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"];

/// The setup input of a table of `players` (Ann first), the face-up cards
/// given in seat order, options as `key=value`.
pub fn input(face_up: &[&str], options: &[&str], coins: Option<i64>) -> SetupInput {
    let mut input = SetupInput {
        players: NAMES[..face_up.len()]
            .iter()
            .map(|n| n.to_string())
            .collect(),
        ..SetupInput::default()
    };
    input
        .options
        .insert("face-up".to_string(), face_up.join(","));
    for option in options {
        let (key, value) = option.split_once('=').unwrap_or((option, "on"));
        input.options.insert(key.to_string(), value.to_string());
    }
    if let Some(coins) = coins {
        input.board.insert("starting-coins".to_string(), coins);
    }
    input
}

/// A table from [`input`].
#[track_caller]
pub fn table(face_up: &[&str], options: &[&str], coins: Option<i64>) -> Table {
    create::<Gunfighters>(&input(face_up, options, coins))
}

/// Four players, Ann first, face up Stable, Saloon, Station, Ranch, two
/// coins each, no options.
pub fn four() -> Table {
    table(&["stable", "saloon", "station", "ranch"], &[], Some(2))
}

/// Four players with the options given.
pub fn four_with(options: &[&str]) -> Table {
    table(&["stable", "saloon", "station", "ranch"], options, Some(2))
}

/// The state now.
pub fn state(t: &Table) -> &GfState {
    t.state()
}

/// A seat's hand count.
pub fn hand(t: &Table, seat: usize) -> u8 {
    t.state().players[seat].hand
}

/// A seat's coins.
pub fn coins(t: &Table, seat: usize) -> u8 {
    t.state().players[seat].coins
}

/// What the table knows of a seat's cards of a location.
pub fn known(t: &Table, seat: usize, l: Location) -> u8 {
    t.state().players[seat].known_at(l)
}

/// The totals that never change: 42 Gunfire cards, 16 Bounty Coins.
#[track_caller]
pub fn totals(t: &Table) {
    assert_eq!(t.state().gunfire_total(), 42, "Gunfire cards");
    assert_eq!(t.state().coin_total(), 16, "Bounty Coins");
}
