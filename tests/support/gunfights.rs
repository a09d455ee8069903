//! Gunfights & Gamblin' test values kept in one place: made-up board values,
//! the six people of the rulebook's examples and the character turns of its
//! first round. Included with `#[path]` by the window's tests (through
//! `tests/support/mod.rs`), by `tests/gunfights/helpers.rs` and by the
//! library's unit tests (`src/ui/games/gunfights/test_table.rs`), so it uses
//! nothing but std: it is compiled inside the library as well as outside.

// Not every crate that includes this file uses every item.
#![allow(dead_code)]

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
/// lines of `tests/gunfights/round-one.txt` before `# Raid Example`, without
/// comments and blank lines. Read from the fixture so the example is typed
/// out once.
pub fn round_one_turns() -> Vec<String> {
    include_str!("../gunfights/round-one.txt")
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("# Raid Example"))
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(String::from)
        .collect()
}
