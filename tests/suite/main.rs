//! Holster's integration tests, in one binary: a module per game and per
//! area, one `support` module. (Only `tests/memory.rs`, whose counting
//! allocator sees every thread of its process, is a binary of its own.)
//!
//! `cargo test --test suite gunfights::` runs one module. A new area is a
//! module here, never a new file beside `tests/memory.rs`: every test binary
//! links the whole crate and iced again.

mod support;

mod bang_dice;
mod bgstats;
mod chart;
mod cli;
mod clock;
mod conformance;
mod crash;
mod edges;
mod glossary;
mod gunfighters;
mod gunfights;
mod load_check;
mod locales;
mod reference_files;
mod session;
#[cfg(feature = "phones")]
mod share;
mod stats;
mod store;
mod undead;
mod undead_solo;
#[cfg(feature = "gui")]
mod window;
