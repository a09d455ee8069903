//! Gunfights & Gamblin' at the table: the picture of the table
//! ([`board`]: the characters' boards, the town, the revolver chamber) and
//! the kit's fixed action area ([`crate::ui::games::kit`]): the main button
//! (End turn, Record the attacks, Reveal the defense, Deal the damage, End
//! the Raid) always at its place, the question, the reason line, and the
//! step's buttons greyed in place. During the character turns the [`turn`]
//! pad fills it; in the Raid and the showdown the [`raid`] pad does. What is
//! live comes from asking `decide` (the kit's rules) and the game's
//! queries, so the pads hold no rule of their own.
//!
//! The kit's files, per pad: `mod.rs` (the state and the clicks),
//! `offers.rs`, `reasons.rs`, `update.rs`, `view.rs` and `tests.rs`; here
//! [`layout`] (the layout both pads make, drawn with the kit) and `tests`
//! (what holds for both).

pub mod board;
pub mod layout;
pub mod raid;
#[cfg(test)]
mod test_table;
#[cfg(test)]
mod tests;
pub mod turn;

use crate::core::{CounterId, Game};
use crate::games::gunfights::{GunAction, Gunfights, Phase};
use crate::i18n::{self, Lang};
use crate::session::{Input, Session};
use crate::ui::games::kit::Drawn;
use crate::ui::games::{GamePad, TablePad};
use iced::{Element, Size};
use layout::{Layout, Part};

/// Gunfights' action area: the turn pad and the Raid pad; the boards' −/+
/// correct numbers.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// The character turns by click.
    turn: turn::Pad,
    /// The Raid and the showdown by click.
    raid: raid::Pad,
}

/// A click in Gunfights' area.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Correct a tracked number by hand (the plus and minus of a token).
    Adjust(CounterId, i64),
    /// A click in the turn pad.
    Turn(turn::Message),
    /// A click in the Raid pad.
    Raid(raid::Message),
}

impl Pad {
    /// Everything the area draws now: the pad of the phase, or the final
    /// score once the game is over (the main place empty).
    pub fn layout(&self, lang: Lang, session: &Session<Gunfights>) -> Layout<Message> {
        let state = session.state();
        match state.phase {
            Phase::Turns => self.turn.layout(lang, state).map(Message::Turn),
            Phase::Raid | Phase::Showdown => self.raid.layout(lang, state).map(Message::Raid),
            Phase::Over => Layout {
                main: None,
                end: Vec::new(),
                question: i18n::text(lang, "gf-pad-game-over"),
                parts: Gunfights::reminders(state)
                    .iter()
                    .map(|f| Part::Text(i18n::tr(lang, &f.message())))
                    .collect(),
            },
        }
    }
}

impl GamePad for Gunfights {
    type Pad = Pad;
}

impl TablePad<Gunfights> for Pad {
    type Message = Message;

    fn update(
        &mut self,
        message: Message,
        session: &Session<Gunfights>,
    ) -> Option<Input<GunAction>> {
        match message {
            Message::Adjust(counter, delta) => super::adjust(session, &counter, delta),
            Message::Turn(message) => self.turn.update(message, session),
            Message::Raid(message) => self.raid.update(message, session),
        }
    }

    fn offered(&self, session: &Session<Gunfights>) -> Vec<Message> {
        let state = session.state();
        match state.phase {
            Phase::Turns => self
                .turn
                .offered(state)
                .into_iter()
                .map(Message::Turn)
                .collect(),
            Phase::Raid | Phase::Showdown => self
                .raid
                .offered(state)
                .into_iter()
                .map(Message::Raid)
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn explains(message: &Message) -> bool {
        matches!(
            message,
            Message::Turn(turn::Message::Why(_)) | Message::Raid(raid::Message::Why(_))
        )
    }

    /// None: the Raid never runs on by itself. Every step of it (the
    /// tiles, each start-of-raid damage, the end of the Raid) is a tap of
    /// its own, so the table sees each outcome before the next.
    fn automatic(&self, _session: &Session<Gunfights>) -> Option<Input<GunAction>> {
        None
    }

    fn escape(&mut self) -> bool {
        self.raid.escape() || self.turn.escape()
    }

    /// Target Practice's pair once clicked (the turn pad), the seat a
    /// shot goes to (the Raid pad): see each pad's `considering`.
    fn considering(&self, session: &Session<Gunfights>) -> crate::core::Considering {
        let state = session.state();
        match state.phase {
            Phase::Turns => self.turn.considering(state),
            Phase::Raid | Phase::Showdown => self.raid.considering(state),
            Phase::Over => crate::core::Considering::default(),
        }
    }

    fn drawn(&self, lang: Lang, session: &Session<Gunfights>) -> Vec<Drawn<Message>> {
        self.layout(lang, session).drawn()
    }

    fn why(&self, lang: Lang, session: &Session<Gunfights>) -> Option<String> {
        let state = session.state();
        match state.phase {
            Phase::Turns => turn::reasons::why(&self.turn, lang, state),
            Phase::Raid | Phase::Showdown => raid::reasons::why(&self.raid, lang, state),
            Phase::Over => None,
        }
    }

    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Gunfights>,
    ) -> Option<Element<'a, Message>> {
        self.view_in(lang, session, layout::ROOM, None)
    }

    fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Gunfights>,
        room: Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        let why = TablePad::why(self, lang, session);
        Some(layout::view(self.layout(lang, session), why, odds, room))
    }

    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Gunfights>,
        _odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>> {
        Some(board::table(lang, session))
    }
}
