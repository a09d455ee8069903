//! Sharing a game with the phones at the table: each player's phone sees
//! the table live and enters its own seat's moves, through the one session
//! the laptop holds (see `docs/phones.md`).
//!
//! The parts, from the network in: [`server`] (HTTP and server-sent events
//! on the local network, only while sharing; checks the join secret, sizes
//! and rates, never the rules), [`host`] (what the owner of the session
//! does with a phone's request: seats, versions, the entry itself, and the
//! [`Snapshot`] every phone is sent after each change), [`secret`] (the
//! join secret) and [`address`] (which of the machine's addresses a phone
//! can reach). The window and `holster share` both own a [`host::Host`]
//! beside their session and answer the server's requests with it, so an
//! entry from a phone is checked, saved and acknowledged exactly as one
//! typed on the laptop.

pub mod address;
pub mod host;
pub mod secret;
pub mod server;
pub mod snapshot;

pub use host::{Host, Request};
pub use secret::Secret;
pub use server::Sharing;
pub use snapshot::{Snapshot, Texts};
