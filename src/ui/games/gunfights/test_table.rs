//! The table the Gunfights pads' unit tests play at (`turn_tests.rs`,
//! `raid_tests.rs`): six people in a game held in memory with the test board
//! values, and a pad. Each test file adds its own click helpers for its pad.

// The test board values and the rulebook's first round are the integration
// tests' own, read from the one file that holds them rather than copied.
#[path = "../../../../tests/support/gunfights.rs"]
mod shared;

pub use shared::round_one_turns;

use crate::core::{Game, SetupInput};
use crate::games::gunfights::{Character, GunState, Gunfights};
use crate::session::{AnySession, Session};

/// A game in memory and the pad clicked at it.
pub struct Play<P> {
    /// The game the pad's lines are entered into.
    pub session: Session<Gunfights>,
    /// The pad under test.
    pub pad: P,
}

impl<P: Default> Play<P> {
    /// Six people, one character each in turn order (Ann Mayor … Fay Head
    /// Honcho), with every test board value, and a fresh pad.
    pub fn six() -> Play<P> {
        let input = SetupInput {
            players: shared::PEOPLE.map(String::from).to_vec(),
            board: shared::board(),
            ..SetupInput::default()
        };
        let setup = Gunfights::setup(&input).expect("six people");
        Play {
            session: Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
            pad: P::default(),
        }
    }
}

impl<P> Play<P> {
    /// The game's state now.
    pub fn state(&self) -> &GunState {
        self.session.state()
    }

    /// The seat a character sits at; panics if it is not in play.
    pub fn seat(&self, character: Character) -> usize {
        self.state().seat_of(character).expect("in play")
    }

    /// Enters a line as typed, without the pad; it must be accepted.
    #[track_caller]
    pub fn type_line(&mut self, line: &str) {
        if let Err(e) = self.session.enter_line(line) {
            panic!("{line} was not accepted: {e:?}");
        }
    }
}
