//! Which reference: Holster's own guide or one game's rules.

use crate::core::GameId;
use std::fmt;

/// A reference book: Holster's guide to itself, or a game's rules.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Book {
    /// How Holster itself works: entries, corrections, notes, overrides.
    Holster,
    /// A game's rules.
    Game(GameId),
}

impl Book {
    /// Every book there is: Holster's guide first, then each registered
    /// game's rules.
    pub fn all() -> Vec<Book> {
        std::iter::once(Book::Holster)
            .chain(
                crate::games::registry::GAMES
                    .iter()
                    .map(|g| Book::Game(g.id())),
            )
            .collect()
    }

    /// The folder name under `resources/rules/`.
    pub fn as_str(&self) -> &str {
        match self {
            Book::Holster => "holster",
            Book::Game(game) => game.as_str(),
        }
    }

    /// The translation key of the book's title.
    pub fn title_key(&self) -> String {
        match self {
            Book::Holster => "book-holster".to_string(),
            Book::Game(game) => game.title_key(),
        }
    }

    /// The book that explains a rule of `game`: Holster's own rules (`core.*`)
    /// are in its guide, every other rule in the game's rules.
    pub fn of_rule(rule_id: &str, game: GameId) -> Book {
        if rule_id.starts_with("core.") {
            Book::Holster
        } else {
            Book::Game(game)
        }
    }
}

impl From<GameId> for Book {
    fn from(game: GameId) -> Book {
        Book::Game(game)
    }
}

impl fmt::Display for Book {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
