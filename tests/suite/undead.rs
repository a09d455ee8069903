//! The Quick and the Undead (not registered yet: played through
//! `Session<Undead>` directly): setup, the round's flow, duels, the hunt,
//! turns, buildings, the end; whole games replayed from fixtures; the
//! notation; invariants over random play; the odds against every roll.

mod cases;
mod first_time;
pub mod helpers;
mod invariants;
mod notation;
mod notoriety;
mod odds;
mod rounds;
mod scenarios;
mod setup;
mod shootouts;
mod supplies;
mod texts;
