//! The reference texts compiled into the binary, so the rules are there offline and a
//! broken text fails the test suite instead of a player's evening. Holster's own guide
//! is here; each game's texts come with its entry in the
//! [registry](crate::games::registry).

use super::Book;
use crate::i18n::Lang;

/// The embedded text of `book` in `lang`; none for a game this version does not play.
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
        (Book::Game(game), lang) => crate::games::registry::entry(game).map(|g| {
            let texts = g.texts();
            match lang {
                Lang::En => texts.reference_en,
                Lang::Nl => texts.reference_nl,
            }
        }),
    }
}
