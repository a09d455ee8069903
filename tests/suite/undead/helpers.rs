//! Given/when/then helpers for The Quick and the Undead.

use holster::core::SetupInput;
use holster::games::undead::{Undead, UndeadState};
use holster::session::Session;

/// A game in memory.
pub type Table = Session<Undead>;

use crate::support::entries;
pub use entries::*;

/// The setup input for people and options, with the board's building
/// slots (test values: the real ones are printed on the board).
pub fn input(people: &[&str], options: &[(&str, &str)]) -> SetupInput {
    SetupInput {
        players: people.iter().map(|p| p.to_string()).collect(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: [
            ("slots-2", 3),
            ("slots-3", 4),
            ("slots-4", 5),
            ("slots-5", 6),
            ("slots-6", 7),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect(),
    }
}

/// A table set up from the input, nothing entered.
#[track_caller]
pub fn create(input: &SetupInput) -> Table {
    entries::create::<Undead>(input)
}

/// Three players, Ann with the Law, Critical tokens on Skull.
pub fn three_empty() -> Table {
    create(&input(
        &["Ann", "Bob", "Cid"],
        &[("law", "ann"), ("critical", "skull")],
    ))
}

/// The four buildings of the three-player tests: the Bank (4 Notoriety,
/// cost 8) and the Jail (4, cost 7) get the first Undead, the Saloon the
/// third, the street the fourth.
pub const BUILDINGS_3: [&str; 4] = [
    "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
    "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
    "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
    "building Jail cost 7 notoriety 4 ability coin bonus coin",
];

/// Three players set up: buildings, the setup Undead (weak points 2 3 in
/// the Bank, 4 5 in the Jail, 6 7 in the Saloon, 3 4 in the street) and
/// starting resources (Ann Bullets on 3 and 5 and a Coin; Bob two Coins
/// and a Notoriety; Cid Bullets on 4, 6 and 7).
pub fn three() -> Table {
    let mut t = three_empty();
    play(&mut t, &SET_UP_3);
    t
}

/// The entries that set up [`three`]: the buildings, the setup Undead and
/// the starting resources, for tests that enter them elsewhere (the
/// window, the command line).
pub const SET_UP_3: [&str; 11] = [
    BUILDINGS_3[0],
    BUILDINGS_3[1],
    BUILDINGS_3[2],
    BUILDINGS_3[3],
    "undead 2 3 notoriety 2",
    "undead 4 5 notoriety 3",
    "undead 6 7 notoriety 2",
    "undead 3 4 notoriety 1",
    "start ann bullet 3 bullet 5 coin",
    "start bob coin coin notoriety",
    "start cid bullet 4 bullet 6 bullet 7",
];

/// Whose turn it is, by band name.
pub fn active(t: &Table) -> Option<String> {
    t.state().active().map(|b| t.state().name(b))
}

/// A band by name.
pub fn band(t: &Table, name: &str) -> usize {
    t.state()
        .names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(name))
        .expect("a band of that name")
}

/// The slots showing a Bullet.
pub fn bullets(state: &UndeadState, band: usize) -> Vec<u8> {
    (2..=7).filter(|f| state.bands[band].bullet(*f)).collect()
}

/// A person's Coins and Notoriety tokens.
pub fn purse(state: &UndeadState, person: usize) -> (u32, u32) {
    (state.purses[person].coins, state.purses[person].notoriety)
}

/// Three players set up as in [`three`] but with these starting lines (and
/// options).
pub fn three_with(options: &[(&str, &str)], starts: [&str; 3]) -> Table {
    let mut t = create(&input(&["Ann", "Bob", "Cid"], options));
    play(&mut t, &BUILDINGS_3);
    play(
        &mut t,
        &[
            "undead 2 3 notoriety 2",
            "undead 4 5 notoriety 3",
            "undead 6 7 notoriety 2",
            "undead 3 4 notoriety 1",
        ],
    );
    play(&mut t, &starts);
    t
}
