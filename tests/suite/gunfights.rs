//! Gunfights & Gamblin': setup, the turns of a round with their limits,
//! Blind Betty, the Raid's outcome and the end of the game, the notation,
//! invariants over random legal play, and the reference sections.

mod gunfight;
mod gunfights_played;
mod helpers;
mod invariants;
mod notation;
mod outcome;
mod pioneers;
mod raid;
mod renegades;
mod rounds;
mod scenarios;
mod sections;
mod setup;
mod words;
