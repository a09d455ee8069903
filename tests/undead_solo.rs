//! The Quick and the Undead solo against Dead Ranger: a case table per
//! rule of the Solo Variant (each asserting its rule id), two whole solo
//! games replayed to their known end and score, and invariants over
//! random play.

#[path = "undead_solo/cases.rs"]
mod cases;
#[path = "conformance/undead_solo.rs"]
mod conformance_sample;
// The multiplayer sample, whose line generators the solo sample shares.
#[path = "undead_solo/games.rs"]
mod games;
#[path = "undead_solo/helpers.rs"]
mod helpers;
#[path = "undead_solo/invariants.rs"]
mod invariants;
#[path = "undead_solo/ranger.rs"]
mod ranger;
#[path = "support/conformance.rs"]
mod support;
#[path = "conformance/undead.rs"]
mod undead;
