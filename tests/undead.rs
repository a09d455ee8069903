//! The Quick and the Undead (not registered yet: played through
//! `Session<Undead>` directly): setup, the round's flow, duels, the hunt,
//! turns, buildings, the end; whole games replayed from fixtures; the
//! notation; invariants over random play.

#[path = "undead/cases.rs"]
mod cases;
#[path = "undead/helpers.rs"]
mod helpers;
#[path = "undead/invariants.rs"]
mod invariants;
#[path = "undead/notation.rs"]
mod notation;
#[path = "undead/notoriety.rs"]
mod notoriety;
#[path = "undead/rounds.rs"]
mod rounds;
#[path = "undead/scenarios.rs"]
mod scenarios;
#[path = "undead/setup.rs"]
mod setup;
#[path = "undead/shootouts.rs"]
mod shootouts;
#[path = "undead/texts.rs"]
mod texts;
