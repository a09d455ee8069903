//! The games, one module each, and the one place that maps a game's name to
//! its rules for the window and the command line.

pub mod bang_dice;
pub mod catalog;
pub mod gunfights;
pub mod tally;

use crate::core::{Game, GameId, Msg, Rule, SetupInput};
use crate::session::{AnySession, OpenReport, Session};
use crate::store::{StoreError, read_raw_file};
use std::path::Path;

/// Why a new game could not be created.
#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    /// The setup is not valid for this game.
    #[error("{}", .0.key)]
    Setup(Msg),
    /// This version of Holster cannot play this game yet.
    #[error("{0} is not playable in this version")]
    NotPlayable(GameId),
    /// The file could not be written.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl CreateError {
    /// The message to show a person.
    pub fn message(&self) -> Msg {
        match self {
            CreateError::Setup(msg) => msg.clone(),
            CreateError::NotPlayable(game) => {
                Msg::new("game-not-playable").arg_key("game", game.title_key())
            }
            CreateError::Store(e) => e.message(),
        }
    }
}

/// Whether this version of Holster can play the game.
pub fn is_playable(game: GameId) -> bool {
    rules(game).is_some()
}

/// A game's rule table, when the game is playable.
pub fn rules(game: GameId) -> Option<&'static [&'static Rule]> {
    match game {
        GameId::Tally => Some(tally::Tally::rules()),
        GameId::BangDice => Some(bang_dice::BangDice::rules()),
        GameId::Gunfights => Some(gunfights::Gunfights::rules()),
        GameId::Undead | GameId::Gunfighters => None,
    }
}

/// Checks a setup without creating anything; the error says what to fix.
pub fn check_setup(game: GameId, input: &SetupInput) -> Result<(), Msg> {
    match game {
        GameId::Tally => tally::Tally::setup(input).map(|_| ()),
        GameId::BangDice => bang_dice::BangDice::setup(input).map(|_| ()),
        GameId::Gunfights => gunfights::Gunfights::setup(input).map(|_| ()),
        GameId::Undead | GameId::Gunfighters => Err(CreateError::NotPlayable(game).message()),
    }
}

/// The board values a game asks the table for (none for unplayable games).
pub fn board_values(game: GameId) -> &'static [crate::core::BoardValue] {
    match game {
        GameId::Tally => tally::Tally::board_values(),
        GameId::BangDice => bang_dice::BangDice::board_values(),
        GameId::Gunfights => gunfights::Gunfights::board_values(),
        GameId::Undead | GameId::Gunfighters => &[],
    }
}

/// Creates a new saved game at `path`.
pub fn create(
    game: GameId,
    path: &Path,
    input: &SetupInput,
) -> Result<Box<dyn AnySession>, CreateError> {
    fn typed<G: Game>(path: &Path, input: &SetupInput) -> Result<Box<dyn AnySession>, CreateError> {
        let setup = G::setup(input).map_err(CreateError::Setup)?;
        Ok(Box::new(Session::<G>::create(path, setup)?))
    }
    match game {
        GameId::Tally => typed::<tally::Tally>(path, input),
        GameId::BangDice => typed::<bang_dice::BangDice>(path, input),
        GameId::Gunfights => typed::<gunfights::Gunfights>(path, input),
        GameId::Undead | GameId::Gunfighters => Err(CreateError::NotPlayable(game)),
    }
}

/// Opens a saved game for play (locked against other windows).
pub fn open(path: &Path) -> Result<(Box<dyn AnySession>, OpenReport), StoreError> {
    fn typed<G: Game>(path: &Path) -> Result<(Box<dyn AnySession>, OpenReport), StoreError> {
        let (session, report) = Session::<G>::open(path)?;
        Ok((Box::new(session), report))
    }
    match game_of(path)? {
        GameId::Tally => typed::<tally::Tally>(path),
        GameId::BangDice => typed::<bang_dice::BangDice>(path),
        GameId::Gunfights => typed::<gunfights::Gunfights>(path),
        other => Err(not_playable(path, other)),
    }
}

/// Reads a saved game without locking it or changing it (replay, lists).
pub fn read(path: &Path) -> Result<Box<dyn AnySession>, StoreError> {
    let raw = read_raw_file(path)?;
    fn typed<G: Game>(
        path: &Path,
        raw: crate::store::RawSave,
    ) -> Result<Box<dyn AnySession>, StoreError> {
        let session = Session::<G>::read(raw).map_err(|e| StoreError::format(path, e))?;
        Ok(Box::new(session))
    }
    match raw.game().map_err(|e| StoreError::format(path, e))? {
        GameId::Tally => typed::<tally::Tally>(path, raw),
        GameId::BangDice => typed::<bang_dice::BangDice>(path, raw),
        GameId::Gunfights => typed::<gunfights::Gunfights>(path, raw),
        other => Err(not_playable(path, other)),
    }
}

fn game_of(path: &Path) -> Result<GameId, StoreError> {
    read_raw_file(path)?
        .game()
        .map_err(|e| StoreError::format(path, e))
}

fn not_playable(path: &Path, game: GameId) -> StoreError {
    StoreError::format(
        path,
        crate::store::FormatError::Inconsistent(format!(
            "{game} games cannot be opened by this version of Holster"
        )),
    )
}

/// Checks players' names: present, single-line, not a bare number (that
/// would read as a seat), at most 24 characters, and all different.
pub fn check_names(players: &[String]) -> Result<(), Msg> {
    for (i, name) in players.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(Msg::new("setup-name-empty").arg("seat", i + 1));
        }
        if name.chars().any(char::is_control) || name.parse::<i64>().is_ok() {
            return Err(Msg::new("setup-name-invalid").arg("name", name.clone()));
        }
        if name.chars().count() > 24 {
            return Err(Msg::new("setup-name-too-long").arg("name", name.clone()));
        }
        let lower = name.to_lowercase();
        if players[..i].iter().any(|n| n.to_lowercase() == lower) {
            return Err(Msg::new("setup-name-twice").arg("name", name.clone()));
        }
    }
    Ok(())
}

/// How the notation names a player: the name, or the seat number when the
/// name has a space in it and would not read back as one word.
pub fn player_word(players: &[String], seat: usize) -> String {
    match players.get(seat) {
        Some(name) if !name.contains(char::is_whitespace) => name.clone(),
        _ => (seat + 1).to_string(),
    }
}
