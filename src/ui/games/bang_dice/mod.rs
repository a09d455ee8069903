//! BANG! The Dice Game at the table: the players as a ring in seating order
//! (lives of their maximum, arrows, revealed roles, characters), the arrow
//! pile and the dice in the middle, and an action area that asks for the
//! next thing the rules expect: a character's choice, a role to reveal, the
//! five faces, the dice to reroll, targets for 1s and 2s (only the players in
//! range are offered and highlighted), beers, the gatling, Kit Carlson's
//! discards, the end of the turn. Every click builds the same notation a
//! person could type, which the table view enters. No click only confirms:
//! the fifth face enters the roll, the last new face the reroll, the last
//! target the hits, the last beer the beers (undo is one tap away). A
//! reroll is the dice picked, then their new faces: which dice and how many
//! cannot be told from the faces (a die may show its old face again, and a
//! rerolled arrow takes another arrow), and their number is what lets the
//! last face enter it (see `clicks_tests` for the count of a turn).
//! A greyed button, tapped, says why in the pad's reason line
//! ([`reasons`]): a touch screen has no hover for a tooltip.
//!
//! Built from the pad kit ([`crate::ui::games::kit`]), in its files:
//! [`offers`] (what the rules expect now and which seats and dice it may
//! pick), [`reasons`] (what the reason line says), [`update`] (clicks into
//! an entry), [`view`] (the action area and every button it draws), and
//! for BANG!'s own parts [`steps`] (resolving the dice), [`faces`] (the
//! dice as pictures) and [`ring`] (the players); the click tests in
//! `tests` and `clicks_tests`.

#[cfg(test)]
mod clicks_tests;
mod faces;
mod offers;
mod reasons;
mod ring;
mod steps;
#[cfg(test)]
mod test_table;
#[cfg(test)]
mod tests;
mod update;
mod view;

pub use reasons::Greyed;

use crate::core::{BangFace, CounterId};
use crate::games::bang_dice::{BangAction, BangDice, Hit, Role};
use crate::i18n::Lang;
use crate::session::{Input, Session};
use crate::ui::games::kit::Drawn;
use iced::Element;

/// What is being put together before it is entered.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Pad {
    /// Faces clicked for a roll or a reroll, in order.
    faces: Vec<BangFace>,
    /// Dice (from 0) picked for a reroll.
    reroll: Vec<usize>,
    /// Targets picked for the 1s and 2s, in die order.
    hits: Vec<Hit>,
    /// Players picked for the beers, in die order.
    beers: Vec<usize>,
    /// Players picked for Kit Carlson's discards.
    kit: Vec<usize>,
    /// Slab the Killer doubles the next hit picked (chosen before its
    /// target, since the last target enters the hits).
    double_next: bool,
    /// The greyed button last tapped, whose reason the pad shows until the
    /// next click.
    why: Option<Greyed>,
}

/// A click in BANG!'s action area.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A face for the roll or reroll being entered.
    Face(BangFace),
    /// Take back the last face clicked.
    TakeBack,
    /// Pick or unpick a die (from 0) to reroll.
    ToggleDie(usize),
    /// A player was clicked for the current step (a hit, a beer, a discard).
    Player(usize),
    /// Slab the Killer doubles the next hit picked (again: he does not).
    Double,
    /// Enter what has been put together: Kit Carlson's discards, when he
    /// discards fewer than he may (everything else enters with its last click).
    Submit,
    /// Forget what has been put together.
    Clear,
    /// Enter this action as it is (gatling, end of turn, a choice, a reveal).
    Act(ActionChoice),
    /// Correct a tracked number by hand (the plus and minus of a token).
    Adjust(CounterId, i64),
    /// A greyed button was tapped: show why it is greyed.
    Why(Greyed),
}

/// Actions entered with one click.
#[derive(Debug, Clone, PartialEq)]
pub enum ActionChoice {
    /// Fire the gatling.
    Gatling,
    /// End the turn.
    End,
    /// Sid Ketchum heals this seat (none: nobody).
    Sid(Option<usize>),
    /// Bart Cassidy takes this many hits as arrows.
    Bart(u8),
    /// Pedro Ramirez discards this many arrows.
    Pedro(u8),
    /// A seat's role is shown.
    Reveal(usize, Role),
    /// Kit Carlson discards nothing.
    KitNone,
}

impl super::GamePad for BangDice {
    type Pad = Pad;
}

impl super::TablePad<BangDice> for Pad {
    type Message = Message;

    fn update(
        &mut self,
        message: Message,
        session: &Session<BangDice>,
    ) -> Option<Input<BangAction>> {
        Pad::update(self, message, session)
    }

    fn explains(message: &Message) -> bool {
        matches!(message, Message::Why(_))
    }

    /// The dice ticked for a reroll; none ticked asks for the default
    /// (every die but dynamite), so the odds show before the first tick.
    fn considering(&self, _session: &Session<BangDice>) -> crate::core::Considering {
        crate::core::Considering {
            marked: (!self.reroll.is_empty()).then(|| {
                self.reroll
                    .iter()
                    .filter_map(|d| u8::try_from(*d).ok())
                    .collect()
            }),
            ..Default::default()
        }
    }

    /// Escape takes back what the pad holds (faces, dice ticked, targets
    /// picked), as "Start over" does.
    fn escape(&mut self) -> bool {
        let open = *self != Pad::default();
        *self = Pad::default();
        open
    }

    fn offered(&self, session: &Session<BangDice>) -> Vec<Message> {
        Pad::offered(self, session.state())
    }

    fn drawn(&self, lang: Lang, session: &Session<BangDice>) -> Vec<Drawn<Message>> {
        Pad::drawn(self, lang, session.state())
    }

    fn why(&self, lang: Lang, session: &Session<BangDice>) -> Option<String> {
        let state = session.state();
        self.explanation(lang, state, &self.offered(state))
    }

    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        Pad::view(self, lang, session)
    }

    fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
        room: iced::Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        Pad::view_in(self, lang, session, room.height < view::AREA_HEIGHT, odds)
    }

    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
        _odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>> {
        self.ring(lang, session)
    }

    fn players_fit(&self) -> bool {
        // The ring shortens its cards to the pane's height.
        true
    }
}
