//! A sample table of Gunfights & Gamblin' for examples, benchmarks and
//! tests: made-up board values standing in for what a table reads off its
//! own boards, the six people of the rulebook's examples, and the character
//! turns of its first round. Kept in the library so the library's own pad
//! tests and the integration tests share one copy.

use std::collections::BTreeMap;

/// Board values for tests only: made-up numbers standing in for what a
/// table would read off its own boards.
pub const BOARD: &[(&str, i64)] = &[
    ("income-mayor", 30),
    ("income-head-honcho", 25),
    ("price-beer", 5),
    ("price-tobacco", 5),
    ("price-whiskey", 10),
    ("price-dynamite", 15),
    ("price-colt", 20),
    ("price-winchester", 40),
    ("rebuild-church", 20),
    ("rebuild-store", 20),
    ("rebuild-stockade", 20),
    ("rebuild-gamblin-house", 20),
    ("rebuild-saloon", 20),
    ("rebuild-ammo-depot", 20),
    ("theft-beer", 8),
    ("theft-tobacco", 8),
    ("theft-whiskey", 10),
    ("theft-dynamite", 12),
    ("theft-colt", 14),
    ("theft-winchester", 17),
    ("hit-colt-pioneer", 11),
    ("hit-colt-renegade", 13),
    ("hit-winchester-pioneer", 9),
    ("hit-winchester-renegade", 11),
];

/// [`BOARD`] as a setup input and the settings hold board values.
pub fn board() -> BTreeMap<String, i64> {
    BOARD.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

/// Six people, one character each in turn order: Ann Mayor, Bob Sheriff,
/// Cid Deputy, Dan Scout, Eve Thief, Fay Head Honcho.
pub const PEOPLE: [&str; 6] = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"];

/// The character turns of the rulebook's first round, up to the Raid: the
/// lines of a game of the rulebook's first round (the fixture
/// `tests/suite/gunfights/round-one.txt`, given as `round_one`) before `# Raid
/// Example`, without comments and blank lines, so the example is typed out
/// once.
pub fn round_one_turns(round_one: &str) -> Vec<String> {
    lines_before(round_one, "# Raid Example")
}

/// The rulebook's first round up to its first gunfight: the character
/// turns and the Raid (the attack, the defence, the Stockade's and the
/// Entry Bomb's damage), the lines of `round_one` before `# Gunfight
/// Example A` (the header's own mention of the Gunfight Example is not
/// the section).
pub fn round_one_to_the_gunfights(round_one: &str) -> Vec<String> {
    lines_before(round_one, "# Gunfight Example A")
}

/// The entries of a fixture game before the comment that starts with `mark`.
fn lines_before(game: &str, mark: &str) -> Vec<String> {
    game.lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with(mark))
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(String::from)
        .collect()
}
