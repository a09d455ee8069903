//! Nothing lost at the edges: every path to a game meets one lock, only a
//! truly torn record is dropped, bad input never stops a run, damaged
//! settings are said out loud.

mod common;

#[path = "edges/board.rs"]
mod board;
#[path = "edges/input.rs"]
mod input;
#[path = "edges/links.rs"]
mod links;
#[path = "edges/settings.rs"]
mod settings;
#[path = "edges/torn.rs"]
mod torn;
