//! Clicks into an entry: each click fills in the form open (or the step's
//! own), and the click that completes it gives the game's action, exactly
//! as the same words typed would.

use super::offers::{form_action, live_in, step_form};
use super::{Form, Message, Pad};
use crate::games::undead::spaces::Shot;
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::session::{Input, Session};
use crate::ui::games::undead as undead_pad;

impl Pad {
    /// Handles a click (see `TablePad::update`).
    pub(super) fn apply(
        &mut self,
        message: Message,
        session: &Session<UndeadSolo>,
    ) -> Option<Input<SoloAction>> {
        // The reason of a greyed button shows until the next click.
        let message = match message {
            Message::Why(greyed) => {
                self.why = Some(*greyed);
                return None;
            }
            other => {
                self.why = None;
                other
            }
        };
        match message {
            Message::Enter(action) => {
                self.form = None;
                return Some(Input::Play(*action));
            }
            Message::Open(form) => self.form = Some(form),
            Message::Cancel => self.form = None,
            message => {
                // A click in the step's own form begins it.
                if self.form.is_none() {
                    self.form = step_form(session);
                }
                return self.in_form(message, session);
            }
        }
        None
    }

    /// A click inside the form open.
    fn in_form(
        &mut self,
        message: Message,
        session: &Session<UndeadSolo>,
    ) -> Option<Input<SoloAction>> {
        match message {
            Message::Done => {
                let form = self.form.take()?;
                form_action(&form, session, None).map(Input::Play)
            }
            Message::Face(shot) => match self.form.clone()? {
                Form::Duel { mine: None } => {
                    self.form = Some(Form::Duel { mine: Some(shot) });
                    None
                }
                Form::Intimidate { space, .. } if shot.crit => {
                    self.form = Some(Form::Intimidate { space, crit: true });
                    None
                }
                form => {
                    self.form = None;
                    form_action(&form, session, Some(shot)).map(Input::Play)
                }
            },
            Message::Slot(slot) => {
                let Some(Form::Intimidate { space, .. }) = self.form.take() else {
                    return None;
                };
                Some(Input::Play(SoloAction::Intimidate {
                    space,
                    shot: Shot {
                        face: 8,
                        crit: true,
                    },
                    slot: Some(slot),
                }))
            }
            Message::Add(item) => {
                if let Some(Form::Items { items, .. }) = self.form.as_mut() {
                    items.push(item);
                }
                // A list whose every next click would be Enter is entered at
                // once: no click only confirms what Holster knows.
                let form = self.form.as_ref()?;
                if live_in(form, session) == [Message::Done] {
                    let action = form_action(form, session, None)?;
                    self.form = None;
                    return Some(Input::Play(action));
                }
                None
            }
            Message::Card(m) => {
                if let Some(Form::Card(card)) = self.form.as_mut() {
                    let mut pad = undead_pad::Pad {
                        form: Some(card.clone()),
                        why: None,
                    };
                    pad.edit(m);
                    if let Some(edited) = pad.form {
                        *card = edited;
                    }
                }
                None
            }
            _ => None,
        }
    }
}
