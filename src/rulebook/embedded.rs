//! The reference texts compiled into the binary, so the rules are there offline and a
//! broken text fails the test suite instead of a player's evening.

use super::Book;
use crate::core::GameId;
use crate::i18n::Lang;

/// The embedded text of `game`'s reference in `lang`, if it has one yet.
///
/// Each game's issue adds its two lines here, splitting the game out of the `None` arm:
///
/// ```text
/// (GameId::BangDice, Lang::En) => Some(include_str!(concat!(
///     env!("CARGO_MANIFEST_DIR"), "/resources/rules/bang-dice/en.txt"))),
/// ```
///
/// Games are listed by name rather than with `_` so that adding a game to [`GameId`]
/// makes the compiler ask whether it has rules texts.
pub(super) fn embedded_text(book: Book, lang: Lang) -> Option<&'static str> {
    match (book, lang) {
        (Book::Holster, Lang::En) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/holster/en.txt"
        ))),
        (Book::Holster, Lang::Nl) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/holster/nl.txt"
        ))),
        (Book::Game(GameId::Tally), Lang::En) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/tally/en.txt"
        ))),
        (Book::Game(GameId::Tally), Lang::Nl) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/tally/nl.txt"
        ))),
        (Book::Game(GameId::BangDice), Lang::En) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/bang-dice/en.txt"
        ))),
        (Book::Game(GameId::BangDice), Lang::Nl) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/bang-dice/nl.txt"
        ))),
        (Book::Game(GameId::Gunfights), Lang::En) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/gunfights/en.txt"
        ))),
        (Book::Game(GameId::Gunfights), Lang::Nl) => Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/rules/gunfights/nl.txt"
        ))),
        (Book::Game(GameId::Undead | GameId::Gunfighters), Lang::En | Lang::Nl) => None,
    }
}
