//! BANG! The Dice Game: tables of cases per rule and per character,
//! elimination and the end of the game, the notation, invariants over random
//! legal play, and whole games replayed from fixtures.

mod characters;
mod ending;
mod helpers;
mod invariants;
mod notation;
mod resolving;
mod rolling;
mod scenarios;
mod setup;
mod words;
