//! The table the BANG! pad's unit tests play at (`update_tests.rs`): a game
//! held in memory, set up as `holster new` would, and the pad clicked at it.
//! Every line the clicks give is compared with the expected one and then
//! typed into the game, which must accept it as it stands (no violation),
//! so every line is one the engine takes.

use super::{Message, Pad};
use crate::core::{Game, SetupInput};
use crate::games::bang_dice::{BangAction, BangDice, BangState};
use crate::session::{AnySession, Input, Session, input_line};

/// A game in memory and the pad clicked at it.
pub struct Play {
    /// The game the pad's lines are entered into.
    pub session: Session<BangDice>,
    /// The pad under test.
    pub pad: Pad,
}

impl Play {
    /// Players `(name, character)` in seat order, with the Sheriff named.
    pub fn new(seats: &[(&str, &str)], sheriff: &str) -> Play {
        let mut input = SetupInput {
            players: seats.iter().map(|(name, _)| name.to_string()).collect(),
            ..SetupInput::default()
        };
        let characters: Vec<&str> = seats.iter().map(|(_, c)| *c).collect();
        input
            .options
            .insert("characters".into(), characters.join(","));
        input.options.insert("sheriff".into(), sheriff.into());
        let setup = BangDice::setup(&input).expect("a valid table");
        Play {
            session: Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
            pad: Pad::default(),
        }
    }

    /// Ann (Sheriff, Slab the Killer, 10 lives), Bob (Jesse Jones, 9), Cid
    /// (Jourdonnais, 7), Dan (Black Jack, 8), Eve (Lucky Duke, 8): seats 0
    /// to 4, Bob and Eve at distance 1 from Ann, Cid and Dan at 2.
    pub fn five() -> Play {
        Play::new(
            &[
                ("Ann", "slab-the-killer"),
                ("Bob", "jesse-jones"),
                ("Cid", "jourdonnais"),
                ("Dan", "black-jack"),
                ("Eve", "lucky-duke"),
            ],
            "ann",
        )
    }

    /// The game's state now.
    pub fn state(&self) -> &BangState {
        self.session.state()
    }

    /// The line an entry is written as: an action through the game's
    /// `format_action`, a correction as `fix`.
    pub fn line(&self, input: &Input<BangAction>) -> String {
        match input {
            Input::Play(action) => BangDice::format_action(self.session.setup(), action),
            other => input_line::<BangDice>(self.session.setup(), other),
        }
    }

    /// Clicks in order: only the last may produce a line.
    #[track_caller]
    pub fn clicks(&mut self, messages: &[Message]) -> Option<String> {
        let mut line = None;
        for (i, message) in messages.iter().enumerate() {
            assert!(line.is_none(), "a line came before click {i}: {line:?}");
            let input = self.pad.update(message.clone(), &self.session);
            line = input.map(|input| self.line(&input));
        }
        line
    }

    /// The clicks give exactly `expected`, which the game then accepts.
    #[track_caller]
    pub fn play(&mut self, messages: &[Message], expected: &str) {
        let line = self.clicks(messages);
        assert_eq!(line.as_deref(), Some(expected));
        self.type_line(expected);
    }

    /// Enters a line as typed, without the pad; it must be accepted as it is.
    #[track_caller]
    pub fn type_line(&mut self, line: &str) {
        if let Err(e) = self.session.enter_line(line) {
            panic!("{line} was not accepted: {e:?}");
        }
    }
}
