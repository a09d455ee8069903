//! Make You Gunfighters: tables of cases per rule (turn actions, Climax,
//! control, the end), the notation in both languages, invariants over random
//! legal play at a simulated table, and two whole games replayed from fixtures.

#[path = "gunfighters/climax.rs"]
mod climax;
#[path = "gunfighters/ending.rs"]
mod ending;
#[path = "gunfighters/helpers.rs"]
mod helpers;
#[path = "gunfighters/invariants.rs"]
mod invariants;
#[path = "gunfighters/notation.rs"]
mod notation;
#[path = "gunfighters/scenarios.rs"]
mod scenarios;
#[path = "gunfighters/turns.rs"]
mod turns;
