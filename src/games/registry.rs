//! The one list of the games Holster plays. Everything that lists games (the
//! catalog, the setup questions, the board values, the message files, the
//! reference texts, the command line's names, the pads, the conformance
//! tests) is derived from it, so adding a game is one line in
//! [`registered_games!`](crate::registered_games).

use super::CreateError;
use crate::core::{
    BoardValue, ClockSetting, Game, GameId, GameTexts, Msg, Rule, SetupField, SetupInput,
};
use crate::session::{AnySession, OpenReport, Session};
use crate::store::{RawSave, StoreError};
use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::path::Path;

/// Calls the macro `$then` with the type of every game Holster plays, in the
/// order they are offered. **This is the one place a game is registered.**
/// The window passes its own macro to pair each game with its pad, so a game
/// registered without a pad does not compile.
#[macro_export]
macro_rules! registered_games {
    ($then:ident) => {
        $then! {
            $crate::games::bang_dice::BangDice,
            $crate::games::gunfights::Gunfights,
            $crate::games::undead::Undead,
            $crate::games::undead_solo::UndeadSolo,
            $crate::games::gunfighters::Gunfighters,
            $crate::games::tally::Tally,
        }
    };
}

/// One registered game, seen without its types: what the catalog, the setup
/// screen, the settings and the command line need of it.
pub trait Registered: Sync {
    /// Which game.
    fn id(&self) -> GameId;
    /// The game it is a variant of (see [`Game::VARIANT_OF`]).
    fn variant_of(&self) -> Option<GameId>;
    /// Its BoardGameGeek id (see [`Game::BGG_ID`]).
    fn bgg_id(&self) -> Option<u32>;
    /// Whether the highest score wins (see [`Game::HIGHEST_WINS`]).
    fn highest_wins(&self) -> bool;
    /// Whether it exists only to exercise the machinery (hidden from players).
    fn test_only(&self) -> bool;
    /// Whether the order the players sit in is part of its rules.
    fn seating_matters(&self) -> bool;
    /// How many seats the setup screen shows at first.
    fn first_seats(&self) -> usize;
    /// Its rule table.
    fn rules(&self) -> &'static [&'static Rule];
    /// Its messages and reference texts.
    fn texts(&self) -> GameTexts;
    /// The printed numbers the table enters once.
    fn board_values(&self) -> &'static [BoardValue];
    /// Whether a game set up from `input` uses the board value `key` (see
    /// [`Game::board_value_used`]).
    fn board_value_used(&self, input: &SetupInput, key: &str) -> bool;
    /// Its questions on the setup screen.
    fn setup_fields(&self, players: usize, chosen: &BTreeMap<String, String>) -> Vec<SetupField>;
    /// Checks a setup without creating anything.
    fn check_setup(&self, input: &SetupInput) -> Result<(), Msg>;
    /// Creates a new saved game at `path`, with the turn clock chosen at
    /// setup (none: no clock).
    fn create(
        &self,
        path: &Path,
        input: &SetupInput,
        clock: Option<ClockSetting>,
    ) -> Result<Box<dyn AnySession>, CreateError>;
    /// Opens a saved game for play (locked).
    fn open(&self, path: &Path) -> Result<(Box<dyn AnySession>, OpenReport), StoreError>;
    /// Reads a saved game without locking or changing it.
    fn read(&self, path: &Path, raw: RawSave) -> Result<Box<dyn AnySession>, StoreError>;
}

/// A game's entry in the registry (a zero-sized handle on its type).
pub struct Entry<G>(PhantomData<fn() -> G>);

impl<G> Entry<G> {
    /// The handle for `G`.
    pub const NEW: Entry<G> = Entry(PhantomData);
}

impl<G: Game> Registered for Entry<G> {
    fn id(&self) -> GameId {
        G::ID
    }

    fn variant_of(&self) -> Option<GameId> {
        G::VARIANT_OF
    }

    fn bgg_id(&self) -> Option<u32> {
        G::BGG_ID
    }

    fn highest_wins(&self) -> bool {
        G::HIGHEST_WINS
    }

    fn test_only(&self) -> bool {
        G::TEST_ONLY
    }

    fn seating_matters(&self) -> bool {
        G::SEATING_MATTERS
    }

    fn first_seats(&self) -> usize {
        G::FIRST_SEATS
    }

    fn rules(&self) -> &'static [&'static Rule] {
        G::rules()
    }

    fn texts(&self) -> GameTexts {
        G::TEXTS
    }

    fn board_values(&self) -> &'static [BoardValue] {
        G::board_values()
    }

    fn board_value_used(&self, input: &SetupInput, key: &str) -> bool {
        G::board_value_used(input, key)
    }

    fn setup_fields(&self, players: usize, chosen: &BTreeMap<String, String>) -> Vec<SetupField> {
        G::setup_fields(players, chosen)
    }

    fn check_setup(&self, input: &SetupInput) -> Result<(), Msg> {
        G::setup(input).map(|_| ())
    }

    fn create(
        &self,
        path: &Path,
        input: &SetupInput,
        clock: Option<ClockSetting>,
    ) -> Result<Box<dyn AnySession>, CreateError> {
        let setup = G::setup(input).map_err(CreateError::Setup)?;
        // A timed rule chosen without a clock brings its own.
        let clock = clock.or_else(|| G::rule_clock(&setup));
        if let Some(clock) = clock {
            clock.check().map_err(CreateError::Setup)?;
        }
        Ok(Box::new(Session::<G>::create_with_clock(
            path, setup, clock,
        )?))
    }

    fn open(&self, path: &Path) -> Result<(Box<dyn AnySession>, OpenReport), StoreError> {
        let (session, report) = Session::<G>::open(path)?;
        Ok((Box::new(session), report))
    }

    fn read(&self, path: &Path, raw: RawSave) -> Result<Box<dyn AnySession>, StoreError> {
        let session = Session::<G>::read(raw).map_err(|e| StoreError::format(path, e))?;
        Ok(Box::new(session))
    }
}

macro_rules! entries {
    ($($game:ty),* $(,)?) => {
        &[$(&Entry::<$game>::NEW as &dyn Registered),*]
    };
}

/// Every registered game, in the order they are offered.
pub static GAMES: &[&dyn Registered] = crate::registered_games!(entries);

/// The registered game with this id, if this version of Holster plays it.
pub fn entry(id: GameId) -> Option<&'static dyn Registered> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The registered game of this name as typed (`Bang-Dice` too).
pub fn named(name: &str) -> Option<&'static dyn Registered> {
    name.parse().ok().and_then(entry)
}

/// The games with a card of their own on home, in the registry's order,
/// each with its variants (the solo game on The Quick and the Undead's
/// card); the test game only when asked for.
pub fn cards(with_test_game: bool) -> Vec<(GameId, Vec<GameId>)> {
    offered(with_test_game)
        .filter(|g| g.variant_of().is_none())
        .map(|g| {
            let variants = offered(with_test_game)
                .filter(|v| v.variant_of() == Some(g.id()))
                .map(|v| v.id())
                .collect();
            (g.id(), variants)
        })
        .collect()
}

/// The games offered to players (the test game only when asked for).
pub fn offered(with_test_game: bool) -> impl Iterator<Item = &'static dyn Registered> {
    GAMES
        .iter()
        .copied()
        .filter(move |g| with_test_game || !g.test_only())
}
