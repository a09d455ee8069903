//! The table the Gunfights pads' unit tests play at (`turn_tests.rs`,
//! `raid_tests.rs`): six people in a game held in memory with the test board
//! values, and a pad. Each test file adds its own click helpers for its pad.

use crate::core::{Game, SetupInput};
use crate::games::gunfights::sample;
use crate::games::gunfights::{Character, GunAction, GunState, Gunfights};
use crate::session::{AnySession, Input, Session};

/// A game in memory and the pad clicked at it.
pub struct Play<P> {
    /// The game the pad's lines are entered into.
    pub session: Session<Gunfights>,
    /// The pad under test.
    pub pad: P,
}

/// The character turns of the rulebook's first round, up to the Raid, from
/// the fixture game the integration tests replay.
pub fn round_one_turns() -> Vec<String> {
    sample::round_one_turns(include_str!(
        "../../../../tests/suite/gunfights/round-one.txt"
    ))
}

impl<P: Default> Play<P> {
    /// Six people, one character each in turn order (Ann Mayor … Fay Head
    /// Honcho), with every test board value, and a fresh pad.
    pub fn six() -> Play<P> {
        let input = SetupInput {
            players: sample::PEOPLE.map(String::from).to_vec(),
            board: sample::board(),
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

    /// The line the table view writes for what a pad returned: the game's
    /// notation of its action (`None` when the pad returned nothing).
    #[track_caller]
    pub fn line(&self, entry: Option<&Input<GunAction>>) -> Option<String> {
        match entry? {
            Input::Play(action) => Some(Gunfights::format_action(self.session.setup(), action)),
            other => panic!("a pad click made {other:?}, not an action"),
        }
    }

    /// What a pad returned is an action whose line is exactly `expected`,
    /// and that line reads back as the same action (typing it and clicking
    /// take one path).
    #[track_caller]
    pub fn built(&self, entry: Option<Input<GunAction>>, expected: &str) {
        assert_eq!(self.line(entry.as_ref()).as_deref(), Some(expected));
        let read = Gunfights::parse_action(self.session.setup(), expected).map(Input::Play);
        assert_eq!(
            read.ok(),
            entry,
            "{expected} reads back as the action clicked"
        );
    }

    /// [`Play::built`], then entered as the table view enters it (by its
    /// line); the game must accept it.
    #[track_caller]
    pub fn accept(&mut self, entry: Option<Input<GunAction>>, expected: &str) {
        self.built(entry, expected);
        self.type_line(expected);
    }
}
