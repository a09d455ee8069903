//! Nothing lost at the edges: every path to a game meets one lock, only a
//! truly torn record is dropped, bad input never stops a run, damaged
//! settings are said out loud.

mod board;
mod input;
mod links;
mod settings;
mod torn;
