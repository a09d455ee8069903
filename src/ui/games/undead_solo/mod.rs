//! The solo game at the table: an action area that always shows the step
//! the rules expect (the cards as printed, your space, Dead Ranger's d8,
//! the duel's two d8s, your answer to its Intimidation, your turn, the end
//! of the round), with what Dead Ranger just did and the score above it.
//! The candidates come from the game's `choices`; which of them are live is
//! asked of the rules (the session's `check`), so the pad holds no rule.
//!
//! A button that keeps its place (a space, a face of a d8) is greyed when
//! the rules do not take it now, and tapped it says why, in the rules' own
//! words, in a line kept for it below the buttons.
//!
//! One file per job: this one (the state machine), [`offers`] (what is
//! offered and what is live), [`view`] (the buttons) and [`labels`] (their
//! words).

mod labels;
mod offers;
mod view;

use crate::games::undead::Item;
use crate::games::undead::spaces::Shot;
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::session::{Input, Session};
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
    /// A click in the card form (the multiplayer pad's: weak points, numbers, name, bonus, ability).
    Card(undead_pad::Message),
    /// A resource added to the list.
    Add(Item),
    /// The Bullet removed from Dead Ranger's card on a Critical Hit.
    Slot(u8),
    /// The form is complete: make its entry.
    Done,
    /// Close the form.
    Cancel,
    /// A greyed button was tapped: say why the rules do not take this entry now.
    Why(Box<SoloAction>),
}

/// The solo action area's state: the form open, if any, and the entry of
/// the greyed button last tapped.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    form: Option<Form>,
    why: Option<SoloAction>,
}

impl GamePad for UndeadSolo {
    type Pad = Pad;
}

impl TablePad<UndeadSolo> for Pad {
    type Message = Message;

    fn update(
        &mut self,
        message: Message,
        session: &Session<UndeadSolo>,
    ) -> Option<Input<SoloAction>> {
        // The reason of a greyed button shows until the next click.
        self.why = None;
        match message {
            Message::Why(action) => self.why = Some(*action),
            Message::Enter(action) => {
                self.form = None;
                return Some(Input::Play(*action));
            }
            Message::Open(form) => self.form = Some(form),
            Message::Cancel => self.form = None,
            Message::Done => {
                let form = self.form.take()?;
                return offers::form_action(&form, session, None).map(Input::Play);
            }
            Message::Face(shot) => match offers::open_form(self, session)? {
                Form::Duel { mine: None } => self.form = Some(Form::Duel { mine: Some(shot) }),
                Form::Intimidate { space, .. } if shot.crit => {
                    self.form = Some(Form::Intimidate { space, crit: true });
                }
                form => {
                    self.form = None;
                    return offers::form_action(&form, session, Some(shot)).map(Input::Play);
                }
            },
            Message::Slot(slot) => {
                let Some(Form::Intimidate { space, .. }) = self.form.take() else {
                    return None;
                };
                return Some(Input::Play(SoloAction::Intimidate {
                    space,
                    shot: Shot {
                        face: 8,
                        crit: true,
                    },
                    slot: Some(slot),
                }));
            }
            other => {
                if let Some(form) = self.form.as_mut() {
                    edit(form, other);
                }
            }
        }
        None
    }

    fn offered(&self, session: &Session<UndeadSolo>) -> Vec<Message> {
        offers::offered(self, session)
    }

    fn explains(message: &Message) -> bool {
        matches!(message, Message::Why(_))
    }

    fn automatic(&self, session: &Session<UndeadSolo>) -> Option<Input<SoloAction>> {
        // The end of a player's turn with nothing left to do is not automatic:
        // the player may still buy. Nothing is decided for the player.
        let _ = session;
        None
    }

    fn view<'a>(
        &'a self,
        lang: crate::i18n::Lang,
        session: &'a Session<UndeadSolo>,
    ) -> Option<iced::Element<'a, Message>> {
        Some(view::view(self, lang, session, false))
    }

    fn view_in<'a>(
        &'a self,
        lang: crate::i18n::Lang,
        session: &'a Session<UndeadSolo>,
        room: iced::Size,
    ) -> Option<iced::Element<'a, Message>> {
        Some(view::view(
            self,
            lang,
            session,
            room.height < view::COMPACT_BELOW,
        ))
    }

    /// The multiplayer game's picture of the table: the spaces with both
    /// bands' Outlaws standing or lying, the town and Boot Hill, and each
    /// band's Targeting card (Dead Ranger's Bullets among them).
    fn players<'a>(
        &'a self,
        lang: crate::i18n::Lang,
        session: &'a Session<UndeadSolo>,
    ) -> Option<iced::Element<'a, Message>> {
        Some(undead_pad::board::board(lang, &session.state().base).map(Message::Card))
    }
}

/// Edits the open form: a card as the multiplayer pad edits it, resources added.
fn edit(form: &mut Form, message: Message) {
    match (form, message) {
        (Form::Card(card), Message::Card(m)) => {
            let mut pad = undead_pad::Pad {
                form: Some(card.clone()),
            };
            pad.edit(m);
            if let Some(edited) = pad.form {
                *card = edited;
            }
        }
        (Form::Items { items, .. }, Message::Add(item)) => items.push(item),
        _ => {}
    }
}

#[cfg(test)]
mod flows;
#[cfg(test)]
mod tests;
