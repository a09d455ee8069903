//! The Quick and the Undead solo against Dead Ranger: a case table per
//! rule of the Solo Variant (each asserting its rule id), two whole solo
//! games replayed to their known end and score, and invariants over
//! random play; the odds of Dead Ranger’s d8 against every face.

mod cases;
mod games;
mod helpers;
mod invariants;
mod odds;
mod ranger;
