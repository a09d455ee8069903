//! The window, driven through iced_test's simulator with the CPU renderer
//! (no display needed): its flows, each screen, the pads, and what must stay
//! on screen and in place.

mod clock;
mod flows;
mod gunfights_turn_pad;
mod identity;
mod pads_layout;
mod pads_next_step;
mod settings;
mod setup;
mod stats;
mod summary;
mod undead_pad;
