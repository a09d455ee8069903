//! The Quick and the Undead (not registered yet: played through
//! `Session<Undead>` directly): setup, the round's flow, duels, the hunt,
//! turns, buildings, the end; whole games replayed from fixtures; the
//! notation; invariants over random play.

mod cases;
mod first_time;
mod helpers;
mod invariants;
mod notation;
mod notoriety;
mod rounds;
mod scenarios;
mod setup;
mod shootouts;
mod supplies;
mod texts;
