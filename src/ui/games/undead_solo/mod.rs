//! The solo game at the table, in the kit's fixed action area
//! ([`crate::ui::games::kit`]): the main button (Take income, then End
//! turn; Stop shooting; Next round) always at its place, the question,
//! the reason line, and the step's buttons (the cards as printed, your
//! space, Dead Ranger's d8, the duel's two d8s, your answer to its
//! Intimidation, your turn) greyed in place while the rules do not take
//! them, and tapped then they say why in the rules' own words. The
//! candidates come from the game's `choices`; which of them are live is
//! asked of the rules (the session's `check`), so the pad holds no rule.
//! The card forms, the board and the kit's drawing are the multiplayer
//! pad's.
//!
//! The kit's files: this one (the state, the clicks, the `TablePad`
//! impl), [`offers`] (every button and whether it is live), [`reasons`]
//! (why a greyed one is greyed), [`update`] (clicks into an entry),
//! [`view`] (the area) with [`labels`] (the words), `tests` and `flows`.

mod labels;
mod layout;
mod offers;
mod reasons;
mod update;
mod view;

use crate::games::undead::Item;
use crate::games::undead::spaces::Shot;
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::i18n::Lang;
use crate::session::{Input, Session};
use crate::ui::games::kit::Drawn;
use crate::ui::games::undead as undead_pad;
use crate::ui::games::{GamePad, TablePad};

/// The most resources one list puts together, so a form always ends.
const MOST_ITEMS: usize = 4;

/// What a list of resources is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemsFor {
    /// The income of the space.
    Income,
    /// A steal from the supply.
    Steal,
    /// Paying up to Dead Ranger (naming the Outlaw it aims at, when it could aim at more).
    Pay(Option<u8>),
}

/// The entry being put together, when it takes more than one click.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// A building or Undead card as printed: the multiplayer pad's card form.
    Card(undead_pad::Form),
    /// The duel: the player's d8 first, then Dead Ranger's.
    Duel {
        /// The player's shot, once clicked.
        mine: Option<Shot>,
    },
    /// Intimidating Dead Ranger's Outlaw on a space: the shot (and on a
    /// Critical Hit, the Bullet removed).
    Intimidate {
        /// Its space.
        space: u8,
        /// The Critical Hit, once clicked.
        crit: bool,
    },
    /// The Round Start abilities of the player's buildings that ask for a
    /// d8 or a choice (the multiplayer pad's entries and its one-step
    /// arrangement of the Bullets).
    Use,
    /// Resources, for this purpose.
    Items {
        /// What for.
        purpose: ItemsFor,
        /// Chosen so far.
        items: Vec<Item>,
    },
}

/// A click in the solo action area.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Make this entry.
    Enter(Box<SoloAction>),
    /// Start putting an entry together.
    Open(Form),
    /// A d8 face in the form open (the 8 as a Critical Hit when `crit`).
    Face(Shot),
    /// A click in the card form (the multiplayer pad's: weak points, numbers, name, ability).
    Card(undead_pad::Message),
    /// A resource added to the list.
    Add(Item),
    /// The Bullet removed from Dead Ranger's card on a Critical Hit.
    Slot(u8),
    /// The form is complete: make its entry.
    Done,
    /// Close the form (or take back what the step holds).
    Cancel,
    /// A greyed button was tapped: the reason line says why this click is
    /// not taken now; nothing else happens.
    Why(Box<Message>),
}

/// The solo action area's state: the form open, if any, and the greyed
/// button last tapped.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    form: Option<Form>,
    why: Option<Message>,
}

impl GamePad for UndeadSolo {
    type Pad = Pad;
}

impl TablePad<UndeadSolo> for Pad {
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
        session: &Session<UndeadSolo>,
    ) -> Option<Input<SoloAction>> {
        self.apply(message, session)
    }

    fn offered(&self, session: &Session<UndeadSolo>) -> Vec<Message> {
        offers::offered(self, session)
    }

    fn explains(message: &Message) -> bool {
        matches!(message, Message::Why(_))
    }

    fn drawn(&self, lang: Lang, session: &Session<UndeadSolo>) -> Vec<Drawn<Message>> {
        view::drawn(self, lang, session)
    }

    fn why(&self, lang: Lang, session: &Session<UndeadSolo>) -> Option<String> {
        reasons::why(self, lang, session)
    }

    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<UndeadSolo>,
    ) -> Option<iced::Element<'a, Message>> {
        Some(view::view(
            self,
            lang,
            session,
            undead_pad::view::ROOM,
            None,
        ))
    }

    fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<UndeadSolo>,
        room: iced::Size,
        odds: Option<String>,
    ) -> Option<iced::Element<'a, Message>> {
        Some(view::view(self, lang, session, room, odds))
    }

    /// The multiplayer game's picture of the table: the spaces with both
    /// bands' Outlaws standing or lying, the town and Boot Hill, and each
    /// band's Targeting card (Dead Ranger's Bullets among them), with the
    /// box's building cards while one is entered.
    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<UndeadSolo>,
        _odds: &'a [crate::core::Odds],
    ) -> Option<iced::Element<'a, Message>> {
        Some(undead_pad::board::picture(
            lang,
            &session.state().base,
            (
                crate::i18n::text(lang, "undead-pad-the-box"),
                view::shelf(self, lang, session),
            ),
            // The solo pad draws a card's printed numbers itself.
            Vec::new(),
        ))
    }

    fn players_fit(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod flows;
#[cfg(test)]
mod tests;
