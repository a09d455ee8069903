//! Given/when/then helpers for Gunfights & Gamblin': set a table up, enter
//! lines, and assert on the rule ids that speak.

use holster::core::SetupInput;
use holster::games::gunfights::{Character, Gunfights, Seat};
use holster::session::Session;

/// A game in memory.
pub type Table = Session<Gunfights>;

// The helpers every game shares (entering lines, asserting on rule ids).
use crate::support::entries;
pub use entries::*;

/// A game of Gunfights in memory, set up from `input`, which must be valid.
#[track_caller]
pub fn create(input: &SetupInput) -> Table {
    entries::create::<Gunfights>(input)
}

// The board values and the first round's turns are shared with the window's
// tests and the pads' unit tests.
pub use crate::support::gunfights::{BOARD, PEOPLE, round_one_turns};

/// The setup input for some people and options, with every board value.
pub fn input(people: &[&str], options: &[(&str, &str)]) -> SetupInput {
    SetupInput {
        players: people.iter().map(|p| p.to_string()).collect(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: crate::support::gunfights::board(),
    }
}

/// Six people, one character each in turn order: Ann Mayor, Bob Sheriff,
/// Cid Deputy, Dan Scout, Eve Thief, Fay Head Honcho.
pub fn six() -> Table {
    create(&input(&PEOPLE, &[]))
}

/// The 4 Character Variant with the Stockade out of play, two people.
pub fn four() -> Table {
    create(&input(
        &["Ann", "Bob"],
        &[("variant", "four-characters"), ("out-of-play", "stockade")],
    ))
}

/// Round 2's Raid, after round 1's Raid ended with `outcome` (e.g. `raid
/// church`), with nothing else entered.
#[track_caller]
pub fn second_raid_after(outcome: &str) -> Table {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, outcome);
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    t
}

/// Ends turns until it is this character's turn.
#[track_caller]
pub fn skip_to(table: &mut Table, character: Character) {
    for _ in 0..6 {
        if table.state().active() == Some(character) {
            return;
        }
        ok(table, "end");
    }
    panic!("never reached the {character:?}'s turn");
}

/// A character's board.
#[track_caller]
pub fn board(table: &Table, character: Character) -> Seat {
    let state = table.state();
    match state.seat_of(character) {
        Some(seat) => state.seats[seat].clone(),
        None => panic!("the {character:?} is not in this game"),
    }
}
