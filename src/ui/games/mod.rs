//! Each game's own action area in the table view: the clicks that build an
//! entry in the game's notation, which the table view then enters exactly as
//! if it had been typed. Each game's issue adds its module here.

pub mod bang_dice;
pub mod gunfights;
pub mod tally;

use crate::core::{Game, GameId, SetupField};
use crate::i18n::Lang;
use crate::session::AnySession;
use iced::Element;

/// The game's own questions on the setup screen, for a table of `players`
/// with the answers `chosen` so far (a variant may change what follows).
pub fn setup_fields(
    game: GameId,
    players: usize,
    chosen: &std::collections::BTreeMap<String, String>,
) -> Vec<SetupField> {
    match game {
        GameId::Tally => crate::games::tally::Tally::setup_fields(players, chosen),
        GameId::BangDice => bang_dice::setup_fields(players),
        GameId::Gunfights => crate::games::gunfights::Gunfights::setup_fields(players, chosen),
        GameId::Undead | GameId::Gunfighters => Vec::new(),
    }
}

/// The state of a game's action area.
#[derive(Debug, Clone)]
pub enum Pad {
    /// Tally's player choice and d20 pad.
    Tally(tally::Pad),
    /// BANG!'s dice, targets and choices.
    BangDice(bang_dice::Pad),
    /// Gunfights' town, chamber and boards.
    Gunfights(gunfights::Pad),
    /// A game whose action area is not built yet: typing still works.
    Typing,
}

/// What happened in a game's action area.
#[derive(Debug, Clone)]
pub enum Message {
    /// In Tally's area.
    Tally(tally::Message),
    /// In BANG!'s area.
    BangDice(bang_dice::Message),
    /// In Gunfights' area.
    Gunfights(gunfights::Message),
}

impl Pad {
    /// The action area for a game.
    pub fn for_game(game: GameId) -> Pad {
        match game {
            GameId::Tally => Pad::Tally(tally::Pad::default()),
            GameId::BangDice => Pad::BangDice(bang_dice::Pad::default()),
            GameId::Gunfights => Pad::Gunfights(gunfights::Pad::default()),
            GameId::Undead | GameId::Gunfighters => Pad::Typing,
        }
    }

    /// Handles a click; returns a line of notation to enter, if the click completes one.
    pub fn update(&mut self, message: Message, session: &dyn AnySession) -> Option<String> {
        match (self, message) {
            (Pad::Tally(pad), Message::Tally(message)) => pad.update(message, session),
            (Pad::BangDice(pad), Message::BangDice(message)) => pad.update(message, session),
            (Pad::Gunfights(pad), Message::Gunfights(message)) => pad.update(message, session),
            _ => None,
        }
    }

    /// The action area, if the game has one.
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
    ) -> Option<Element<'a, Message>> {
        match self {
            Pad::Tally(pad) => Some(pad.view(lang, session).map(Message::Tally)),
            Pad::BangDice(pad) => pad.view(lang, session).map(|e| e.map(Message::BangDice)),
            Pad::Gunfights(pad) => pad.view(lang, session).map(|e| e.map(Message::Gunfights)),
            Pad::Typing => None,
        }
    }

    /// The game's own picture of the players, when it has one (BANG!'s ring);
    /// otherwise the table view shows a panel per player.
    pub fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
    ) -> Option<Element<'a, Message>> {
        match self {
            Pad::BangDice(pad) => pad.ring(lang, session).map(|e| e.map(Message::BangDice)),
            Pad::Gunfights(pad) => pad.table(lang, session).map(|e| e.map(Message::Gunfights)),
            Pad::Tally(_) | Pad::Typing => None,
        }
    }
}

/// The correction a −/+ on a tracked number enters: `fix SEAT NAME VALUE`.
pub fn adjust_line(
    session: &dyn AnySession,
    counter: &crate::core::CounterId,
    delta: i64,
) -> Option<String> {
    let current = session.counters().into_iter().find(|c| &c.id == counter)?;
    let to = current.value.saturating_add(delta);
    Some(match counter.player {
        Some(seat) => format!("fix {} {} {to}", seat + 1, counter.name),
        None => format!("fix {} {to}", counter.name),
    })
}
