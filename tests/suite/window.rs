//! The window, driven through iced_test's simulator with the CPU renderer
//! (no display needed): its flows, each screen, the pads, and what must stay
//! on screen and in place.

mod board_values;
mod clock;
mod flows;
mod gunfights_turn_pad;
mod home;
mod identity;
mod keys;
mod live;
mod odds;
mod odds_gunfighters;
mod odds_gunfights;
mod odds_undead;
mod pads_layout;
mod pads_next_step;
mod pads_shared;
mod phones;
mod settings;
mod setup;
mod setup_taps;
mod stats;
mod summary;
mod table_parts;
mod ten_seconds;
mod undead_pad;
mod undead_setup;
mod whole_games;
