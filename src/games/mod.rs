//! The games, one module each, and what the window and the command line ask
//! of a game by its name, all answered from the [`registry`].

pub mod bang_dice;
pub mod catalog;
pub mod gunfighters;
pub mod gunfights;
pub mod registry;
pub mod tally;
pub mod undead;
pub mod undead_solo;

use crate::core::{BoardValue, GameId, Msg, Rule, SetupField, SetupInput};
use crate::session::{AnySession, OpenReport};
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
                Msg::new("game-not-playable").arg("game", game.to_string())
            }
            CreateError::Store(e) => e.message(),
        }
    }
}

/// A game's rule table, when the game is playable.
pub fn rules(game: GameId) -> Option<&'static [&'static Rule]> {
    registry::entry(game).map(|g| g.rules())
}

/// Checks a setup without creating anything; the error says what to fix.
/// The names are taken as [`create_with_clock`] keeps them (trimmed and
/// composed), so the check and the game made agree.
pub fn check_setup(game: GameId, input: &SetupInput) -> Result<(), Msg> {
    match registry::entry(game) {
        Some(g) => g.check_setup(&input.with_normal_names()),
        None => Err(CreateError::NotPlayable(game).message()),
    }
}

/// The board values a game asks the table for (none for unplayable games).
pub fn board_values(game: GameId) -> &'static [BoardValue] {
    registry::entry(game).map_or(&[], |g| g.board_values())
}

/// Whether a game of `game` set up from `input` uses the board value `key`.
pub fn board_value_used(game: GameId, input: &SetupInput, key: &str) -> bool {
    registry::entry(game).is_none_or(|g| g.board_value_used(input, key))
}

/// Whether the order the players of `game` sit in is part of its rules.
pub fn seating_matters(game: GameId) -> bool {
    registry::entry(game).is_none_or(|g| g.seating_matters())
}

/// The game's own questions on the setup screen, for a table of `players`
/// with the answers `chosen` so far (a variant may change what follows).
pub fn setup_fields(
    game: GameId,
    players: usize,
    chosen: &std::collections::BTreeMap<String, String>,
) -> Vec<SetupField> {
    registry::entry(game).map_or_else(Vec::new, |g| g.setup_fields(players, chosen))
}

/// Creates a new saved game at `path`, without a turn clock.
pub fn create(
    game: GameId,
    path: &Path,
    input: &SetupInput,
) -> Result<Box<dyn AnySession>, CreateError> {
    create_with_clock(game, path, input, None)
}

/// Creates a new saved game at `path` with the turn clock chosen at setup
/// (none: no clock), the same for every game.
pub fn create_with_clock(
    game: GameId,
    path: &Path,
    input: &SetupInput,
    clock: Option<crate::core::ClockSetting>,
) -> Result<Box<dyn AnySession>, CreateError> {
    // One person is one name in every file: "é" typed as one character or
    // as "e" and an accent is kept composed, by the window and `new` alike.
    registry::entry(game)
        .ok_or(CreateError::NotPlayable(game))?
        .create(path, &input.with_normal_names(), clock)
}

/// Opens a saved game for play (locked against other windows).
pub fn open(path: &Path) -> Result<(Box<dyn AnySession>, OpenReport), StoreError> {
    let game = read_raw_file(path)?
        .game()
        .map_err(|e| StoreError::format(path, e))?;
    registry::entry(game)
        .ok_or_else(|| not_playable(path, game))?
        .open(path)
}

/// Reads a saved game without locking it or changing it (replay, lists).
pub fn read(path: &Path) -> Result<Box<dyn AnySession>, StoreError> {
    let raw = read_raw_file(path)?;
    let game = raw.game().map_err(|e| StoreError::format(path, e))?;
    registry::entry(game)
        .ok_or_else(|| not_playable(path, game))?
        .read(path, raw)
}

fn not_playable(path: &Path, game: GameId) -> StoreError {
    StoreError::format(
        path,
        crate::store::FormatError::Inconsistent(format!(
            "{game} games cannot be opened by this version of Holster"
        )),
    )
}

/// Checks players' names: present, single-line, nothing in them that is
/// not seen but acts (a control character, a bidi override: see
/// [`crate::core::text::is_hidden`]), not a bare number (that would read as
/// a seat), at most 24 characters, in composed form (NFC, as
/// [`SetupInput::with_normal_names`] makes them), and all different as the
/// statistics compare them: case and accents ignored
/// ([`crate::core::text::name_key`]), so two seats are never one person
/// afterwards. A name in a message is shown with what cannot be seen
/// written out.
pub fn check_names(players: &[String]) -> Result<(), Msg> {
    use crate::core::text::{is_hidden, name_key, normal_name, visible};
    for (i, name) in players.iter().enumerate() {
        let shown = || visible(name).into_owned();
        if name.trim().is_empty() {
            return Err(Msg::new("setup-name-empty").arg("seat", i + 1));
        }
        if name.chars().any(is_hidden) || name.parse::<i64>().is_ok() {
            return Err(Msg::new("setup-name-invalid").arg("name", shown()));
        }
        if name.chars().count() > 24 {
            return Err(Msg::new("setup-name-too-long").arg("name", shown()));
        }
        if *name != normal_name(name) {
            return Err(Msg::new("setup-name-not-composed").arg("name", shown()));
        }
        let key = name_key(name);
        if let Some(first) = players[..i].iter().find(|n| name_key(n) == key) {
            let key = if first == name {
                "setup-name-twice"
            } else {
                "setup-name-alike"
            };
            return Err(Msg::new(key)
                .arg("name", shown())
                .arg("first", visible(first).into_owned()));
        }
    }
    Ok(())
}

pub use crate::core::player_word;
