//! Make You Gunfighters: tables of cases per rule (turn actions, Climax,
//! control, the end), the notation in both languages, invariants over random
//! legal play at a simulated table, and two whole games replayed from fixtures.

mod climax;
mod ending;
mod helpers;
mod invariants;
mod notation;
mod scenarios;
mod turns;
