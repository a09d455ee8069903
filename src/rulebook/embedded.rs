//! The reference texts compiled into the binary, so the rules are there offline and a
//! broken text fails the test suite instead of a player's evening.

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
pub(super) fn embedded_text(game: GameId, lang: Lang) -> Option<&'static str> {
    match (game, lang) {
        (
            GameId::BangDice
            | GameId::Gunfights
            | GameId::Undead
            | GameId::Gunfighters
            | GameId::Tally,
            Lang::En | Lang::Nl,
        ) => None,
    }
}
