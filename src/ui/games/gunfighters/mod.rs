//! Make You Gunfighters at the table: the players around the table, each
//! hand a fan of card backs with its count (and, when the table chose public
//! memory, the locations it has seen in it), coins and Climax card; in the
//! middle the Gunfire pile, the discard pile, the Bank and the town map with
//! the Plaza in the middle and who controls what. The action area keeps the
//! step the rules expect now as big buttons in one place (the turn's
//! actions, the Climax card to draw, the draw to settle), the choices of the
//! entry being put together below them, and what the table reports (cards
//! lost or drawn, coins, the clock, control) in a row of its own. A button
//! not available now is greyed in place. What is offered comes from the
//! game's queries and from asking `decide`, so the pad holds no rule.
//!
//! One file per job: [`offers`] (what may be clicked now), [`update`] (clicks
//! into an entry), [`view`] (the action area), [`table`] (the picture of
//! the table).

mod offers;
mod reasons;
mod table;
#[cfg(test)]
mod tests;
mod update;
mod view;

pub use reasons::Greyed;

use crate::core::CounterId;
use crate::games::gunfighters::{Aim, ClimaxType, GfAction, Gunfighters, Location, Source};
use crate::i18n::Lang;
use crate::session::{Input, Session};
use iced::Element;

/// The entry being put together, when it takes more than one click.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A Move: the card thrown, then where the new card comes from.
    Move {
        /// The location thrown down, once picked.
        thrown: Option<Location>,
    },
    /// A Shoot: the target, the location, the card revealed, the cards they held.
    Shoot {
        /// The player pointed at.
        target: Option<usize>,
        /// The location shot at.
        at: Option<Location>,
        /// What was revealed.
        aim: Option<Aim>,
    },
    /// Cards lost (a Story card's effect): whose, then the location.
    Lose {
        /// The seat.
        player: Option<usize>,
    },
    /// Cards drawn (a Story card's effect): whose, then how many.
    Gain {
        /// The seat.
        player: Option<usize>,
    },
    /// Coins to or from the Bank: whose, then the change.
    Coins {
        /// The seat.
        player: Option<usize>,
    },
    /// Out of time: the location of the card lost.
    Time,
    /// Extra rule B: the location this seat takes.
    Control {
        /// The seat.
        player: usize,
    },
}

/// The kinds of form a button opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Open {
    /// Move.
    Move,
    /// Shoot.
    Shoot,
    /// Cards lost.
    Lose,
    /// Cards drawn.
    Gain,
    /// Coins.
    Coins,
    /// Out of time.
    Time,
    /// Take control (the seat).
    Control(usize),
}

/// What the pad holds between clicks.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// The entry being put together.
    form: Option<Form>,
    /// The greyed button last tapped, whose reason the pad shows until the
    /// next click.
    why: Option<Greyed>,
}

/// A click in the action area or on the table.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Start putting an entry together.
    Open(Open),
    /// A location for the entry being put together.
    Location(Location),
    /// A player for it.
    Player(usize),
    /// The card a Shoot reveals.
    Aim(Aim),
    /// The cards the target held: completes a Shoot.
    Hits(u8),
    /// Where the Move's new card comes from: completes a Move.
    Source(Source),
    /// How many cards were drawn: completes a gain.
    Count(u8),
    /// Coins from (+) or to (−) the Bank: completes a coins entry.
    Change(i8),
    /// An entry made with one click.
    Act(OneClick),
    /// Forget the entry being put together.
    Cancel,
    /// Correct a tracked number by hand (the −/+ of a token).
    Adjust(CounterId, i64),
    /// A greyed button was tapped: show why it is greyed.
    Why(Greyed),
}

/// Entries made with one click.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OneClick {
    /// Advance the Story (with the mark).
    Story(bool),
    /// End the turn.
    End,
    /// The Climax card a seat drew, by its type.
    Climax(usize, ClimaxType),
    /// The last two accept the draw.
    Draw,
    /// One of the last two plays on.
    PlayOn,
}

impl OneClick {
    /// The action it enters.
    pub(super) fn action(self) -> GfAction {
        match self {
            OneClick::Story(mark) => GfAction::Story { mark },
            OneClick::End => GfAction::End,
            OneClick::Climax(player, kind) => GfAction::Climax { player, kind },
            OneClick::Draw => GfAction::Draw,
            OneClick::PlayOn => GfAction::PlayOn,
        }
    }
}

/// Whose time ran out under the 10-second rule while the card they lose is
/// still to be entered: the clock's reminder stands now.
fn time_up(session: &Session<Gunfighters>) -> view::TimeUp {
    let id = crate::games::gunfighters::rules::TEN_SECONDS_UP.id;
    let up = session.reminders().iter().any(|f| f.rule_id() == id);
    view::TimeUp(up.then_some(session.state().turn.player))
}

impl super::GamePad for Gunfighters {
    type Pad = Pad;
}

impl super::TablePad<Gunfighters> for Pad {
    type Message = Message;

    /// Escape closes the form open (the choice being put together), as its
    /// Cancel does; says whether there was one.
    fn escape(&mut self) -> bool {
        self.why = None;
        self.form.take().is_some()
    }

    fn update(
        &mut self,
        message: Message,
        session: &Session<Gunfighters>,
    ) -> Option<Input<GfAction>> {
        Pad::update(self, message, session)
    }

    fn explains(message: &Message) -> bool {
        matches!(message, Message::Why(_))
    }

    /// A tap that builds or makes an entry; not a question why, a Cancel
    /// or a token's −/+ (a correction is no move of the player's).
    fn shows_the_move(message: &Message) -> bool {
        !matches!(
            message,
            Message::Why(_) | Message::Cancel | Message::Adjust(..)
        )
    }

    fn offered(&self, session: &Session<Gunfighters>) -> Vec<Message> {
        Pad::offered(self, session.state())
    }

    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Gunfighters>,
    ) -> Option<Element<'a, Message>> {
        let (state, up) = (session.state(), time_up(session));
        Some(Pad::view_in(
            self,
            lang,
            state,
            view::Compact(false),
            up,
            None,
            true,
        ))
    }

    fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Gunfighters>,
        room: iced::Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        let (state, up) = (session.state(), time_up(session));
        let (compact, reason) = (view::fits(room), view::reason_fits(room));
        Some(Pad::view_in(self, lang, state, compact, up, odds, reason))
    }

    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Gunfighters>,
        odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>> {
        Some(self.table(lang, session.state(), table::unseen(odds)))
    }

    fn players_fit(&self) -> bool {
        // The ring places the cards in the height it is given (in two
        // facing rows on a short pane), so no player is scrolled away.
        true
    }
}
