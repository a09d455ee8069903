//! Gunfights & Gamblin': setup, the turns of a round with their limits,
//! Blind Betty, the Raid's outcome and the end of the game, the notation,
//! invariants over random legal play, and the reference sections.

#[path = "gunfights/gunfight.rs"]
mod gunfight;
#[path = "gunfights/gunfights_played.rs"]
mod gunfights_played;
#[path = "gunfights/helpers.rs"]
mod helpers;
#[path = "gunfights/invariants.rs"]
mod invariants;
#[path = "gunfights/notation.rs"]
mod notation;
#[path = "gunfights/outcome.rs"]
mod outcome;
#[path = "gunfights/pioneers.rs"]
mod pioneers;
#[path = "gunfights/raid.rs"]
mod raid;
#[path = "gunfights/renegades.rs"]
mod renegades;
#[path = "gunfights/rounds.rs"]
mod rounds;
#[path = "gunfights/scenarios.rs"]
mod scenarios;
#[path = "gunfights/sections.rs"]
mod sections;
#[path = "gunfights/setup.rs"]
mod setup;
#[path = "gunfights/words.rs"]
mod words;
