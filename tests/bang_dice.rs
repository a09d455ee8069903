//! BANG! The Dice Game: tables of cases per rule and per character,
//! elimination and the end of the game, the notation, invariants over random
//! legal play, and whole games replayed from fixtures.

#[path = "bang_dice/characters.rs"]
mod characters;
#[path = "bang_dice/ending.rs"]
mod ending;
#[path = "bang_dice/helpers.rs"]
mod helpers;
#[path = "bang_dice/invariants.rs"]
mod invariants;
#[path = "bang_dice/notation.rs"]
mod notation;
#[path = "bang_dice/resolving.rs"]
mod resolving;
#[path = "bang_dice/rolling.rs"]
mod rolling;
#[path = "bang_dice/scenarios.rs"]
mod scenarios;
#[path = "bang_dice/setup.rs"]
mod setup;
#[path = "bang_dice/words.rs"]
mod words;
