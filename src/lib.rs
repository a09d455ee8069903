#![warn(missing_docs)]
// Nothing a user or a file can make wrong may panic: outside tests, every
// failure is a value with a message.
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]
//! Holster: the books of a Wild-West tabletop game, kept beside the table.
//!
//! Everything but `ui` compiles without iced (`--no-default-features`).

pub mod cli;
pub mod core;
pub mod export;
pub mod games;
pub mod i18n;
pub mod rulebook;
pub mod session;
#[cfg(feature = "phones")]
pub mod share;
pub mod stats;
pub mod store;
#[cfg(feature = "gui")]
pub mod ui;
