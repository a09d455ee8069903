//! The sample Gunfights & Gamblin' table (`holster::games::gunfights::sample`)
//! and the character turns of the rulebook's first round, read from the
//! fixture game so the example is typed out once.

pub use holster::games::gunfights::sample::{BOARD, PEOPLE, board};

/// The character turns of the rulebook's first round, up to the Raid: the
/// lines of `tests/suite/gunfights/round-one.txt` before `# Raid Example`.
pub fn round_one_turns() -> Vec<String> {
    holster::games::gunfights::sample::round_one_turns(include_str!("../gunfights/round-one.txt"))
}
