//! The line of notation that makes an entry, for the clicks of a pad: the
//! same words a person would type, so clicking and typing take one path.

use super::session::Input;
use crate::core::{CounterId, Game, player_word};

/// The line that enters `input`, as a person would type it.
pub fn input_line<G: Game>(setup: &G::Setup, input: &Input<G::Action>) -> String {
    match input {
        Input::Play(action) => G::format_action(setup, action),
        Input::Correct { counter, to } => correction_line(&G::players(setup), counter, *to),
        Input::Note(text) => format!("note {text}"),
        Input::Done(rule) => format!("done {rule}"),
        Input::Pick(seat) => format!("pick {}", seat + 1),
        Input::Board { key, to } => format!("board {key} {to}"),
        Input::Pause => "pause".to_string(),
        Input::Resume => "resume".to_string(),
    }
}

/// `fix PLAYER NAME VALUE` (or `fix NAME VALUE` for a number of the table).
pub fn correction_line(players: &[String], counter: &CounterId, to: i64) -> String {
    match counter.player {
        Some(seat) => format!("fix {} {} {to}", player_word(players, seat), counter.name),
        None => format!("fix {} {to}", counter.name),
    }
}
