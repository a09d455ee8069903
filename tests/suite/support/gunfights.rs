//! The sample Gunfights & Gamblin' table (`holster::games::gunfights::sample`)
//! and the character turns of the rulebook's first round, read from the
//! fixture game so the example is typed out once.

pub use holster::games::gunfights::sample::{BOARD, PEOPLE, board};

/// The character turns of the rulebook's first round, up to the Raid: the
/// lines of `tests/suite/gunfights/round-one.txt` before `# Raid Example`.
pub fn round_one_turns() -> Vec<String> {
    holster::games::gunfights::sample::round_one_turns(ROUND_ONE)
}

/// The rulebook's first round up to its first gunfight: the turns and the
/// Raid's attack, defence and damage (the Sheriff then fires first at the
/// Stockade, the Mayor at the Ammo Depot).
pub fn round_one_to_the_gunfights() -> Vec<String> {
    holster::games::gunfights::sample::round_one_to_the_gunfights(ROUND_ONE)
}

/// The fixture game of the rulebook's first round.
const ROUND_ONE: &str = include_str!("../gunfights/round-one.txt");
