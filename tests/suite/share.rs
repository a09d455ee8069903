//! Sharing a game with the phones: the host's seats, versions and entries
//! (`host`), the server over real HTTP on the loopback address (`server`),
//! and `holster share` killed while a phone enters (`crash`). The page in a
//! real browser is `tests/browser/phones.mjs`, run by `.ci/run`.

mod crash;
mod fuzz;
mod host;
pub mod http;
mod keys;
mod moves;
mod server;
