//! The solo game at the table: an action area that always shows the step
//! the rules expect (the cards as printed, your space, Dead Ranger's d8,
//! the duel's two d8s, your answer to its Intimidation, your turn, the end
//! of the round), with what Dead Ranger just did and the score above it.
//! The candidates come from the game's `choices`; which of them are live is
//! asked of the rules (the session's `check`), so the pad holds no rule.
//!
//! One file per job: this one (the state machine and what is offered) and
//! [`view`] (the buttons).

mod view;

use crate::core::Game;
use crate::games::undead::spaces::Shot;
use crate::games::undead::{Ability, Item, UndeadAction};
use crate::games::undead_solo::choices::{self, Ask};
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
}

/// The solo action area's state: the form open, if any.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    form: Option<Form>,
}

impl GamePad for UndeadSolo {
    type Pad = Pad;
}

/// Whether the rules take this entry now (accepted, or flagged for an
/// override) and its line reads back as the same entry.
fn admits(session: &Session<UndeadSolo>, action: &SoloAction) -> bool {
    match session.check(&Input::Play(action.clone())) {
        Err(_) => false,
        Ok(_) => {
            let setup = session.setup();
            let line = UndeadSolo::format_action(setup, action);
            UndeadSolo::parse_action(setup, &line).as_ref() == Ok(action)
        }
    }
}

/// The entry a complete form makes.
fn form_action(
    form: &Form,
    session: &Session<UndeadSolo>,
    last: Option<Shot>,
) -> Option<SoloAction> {
    let s = session.state();
    match form {
        Form::Card(card) => match undead_pad::update::form_action(card, &s.base, None)? {
            UndeadAction::Undead {
                weak, notoriety, ..
            } => Some(SoloAction::Undead { weak, notoriety }),
            building => Some(SoloAction::Base(building)),
        },
        Form::Duel { mine } => Some(SoloAction::Duel {
            mine: (*mine)?,
            ranger: last?,
        }),
        Form::Intimidate { space, .. } => Some(SoloAction::Intimidate {
            space: *space,
            shot: last?,
            slot: None,
        }),
        Form::Items { purpose, items } => (!items.is_empty()).then(|| match purpose {
            ItemsFor::Income => SoloAction::Base(UndeadAction::Income {
                items: items.clone(),
            }),
            ItemsFor::Steal => SoloAction::Steal {
                items: items.clone(),
            },
            ItemsFor::Pay(at) => SoloAction::Pay {
                items: items.clone(),
                at: *at,
            },
        }),
    }
}

/// The forms the step offers to open.
fn step_forms(session: &Session<UndeadSolo>) -> Vec<Form> {
    let s = session.state();
    match choices::ask(s) {
        Ask::Building => vec![Form::Card(undead_pad::offers::building_form())],
        Ask::Undead => vec![Form::Card(undead_pad::offers::undead_form())],
        Ask::Duel => vec![Form::Duel { mine: None }],
        Ask::Answer => choices::answer_targets(s)
            .into_iter()
            .map(|at| Form::Items {
                purpose: ItemsFor::Pay(at),
                items: Vec::new(),
            })
            .collect(),
        Ask::Turn => {
            let mut out: Vec<Form> = choices::ranger_targets(s)
                .into_iter()
                .map(|space| Form::Intimidate { space, crit: false })
                .collect();
            for purpose in [ItemsFor::Steal, ItemsFor::Income] {
                out.push(Form::Items {
                    purpose,
                    items: Vec::new(),
                });
            }
            out
        }
        _ => Vec::new(),
    }
}

impl Pad {
    /// The clicks inside the open form that lead on to an entry.
    fn form_offers(&self, form: &Form, session: &Session<UndeadSolo>) -> Vec<Message> {
        let s = session.state();
        let mut out = Vec::new();
        match form {
            Form::Card(undead_pad::Form::Building { ability, .. }) => {
                if ability.is_none() {
                    out.extend(
                        Ability::ALL
                            .into_iter()
                            .map(|a| Message::Card(undead_pad::Message::PickAbility(a))),
                    );
                }
            }
            Form::Card(undead_pad::Form::Undead { weak, .. }) => {
                out.extend(
                    (0..8)
                        .filter(|i| !weak[*i])
                        .map(|i| Message::Card(undead_pad::Message::Tick(i))),
                );
            }
            Form::Card(_) => {}
            Form::Duel { mine: None } => {
                out.extend(choices::shots().into_iter().map(Message::Face));
            }
            Form::Duel { mine: Some(_) } | Form::Intimidate { crit: false, .. } => {
                out.extend(
                    choices::shots()
                        .into_iter()
                        .filter(|shot| match form {
                            // A Critical Hit on Dead Ranger asks which Bullet next.
                            Form::Intimidate { space, .. } if shot.crit => (2..=7).any(|f| {
                                admits(
                                    session,
                                    &SoloAction::Intimidate {
                                        space: *space,
                                        shot: *shot,
                                        slot: Some(f),
                                    },
                                )
                            }),
                            _ => form_action(form, session, Some(*shot))
                                .is_some_and(|a| admits(session, &a)),
                        })
                        .map(Message::Face),
                );
            }
            Form::Intimidate { space, crit: true } => {
                out.extend(
                    (2..=7)
                        .filter(|f| {
                            admits(
                                session,
                                &SoloAction::Intimidate {
                                    space: *space,
                                    shot: Shot {
                                        face: 8,
                                        crit: true,
                                    },
                                    slot: Some(*f),
                                },
                            )
                        })
                        .map(Message::Slot),
                );
            }
            Form::Items { purpose, items } => {
                if items.len() < MOST_ITEMS {
                    let paying = matches!(purpose, ItemsFor::Pay(_));
                    // Only what keeps the list one the rules take (what the
                    // purse holds, a slot not named twice).
                    out.extend(
                        choices::items(s, paying, items)
                            .into_iter()
                            .filter(|i| {
                                let mut more = items.clone();
                                more.push(*i);
                                let longer = Form::Items {
                                    purpose: *purpose,
                                    items: more,
                                };
                                form_action(&longer, session, None)
                                    .is_some_and(|a| admits(session, &a))
                            })
                            .map(Message::Add),
                    );
                }
            }
        }
        if !matches!(form, Form::Duel { .. } | Form::Intimidate { .. })
            && form_action(form, session, None).is_some_and(|a| admits(session, &a))
        {
            out.push(Message::Done);
        }
        out
    }

    /// Whether opening this form leads to anything.
    fn form_live(&self, form: &Form, session: &Session<UndeadSolo>) -> bool {
        !self.form_offers(form, session).is_empty()
    }
}

impl TablePad<UndeadSolo> for Pad {
    type Message = Message;

    fn update(
        &mut self,
        message: Message,
        session: &Session<UndeadSolo>,
    ) -> Option<Input<SoloAction>> {
        match message {
            Message::Enter(action) => {
                self.form = None;
                return Some(Input::Play(*action));
            }
            Message::Open(form) => self.form = Some(form),
            Message::Cancel => self.form = None,
            Message::Done => {
                let form = self.form.take()?;
                return form_action(&form, session, None).map(Input::Play);
            }
            Message::Face(shot) => match self.form.clone()? {
                Form::Duel { mine: None } => self.form = Some(Form::Duel { mine: Some(shot) }),
                Form::Intimidate { space, .. } if shot.crit => {
                    self.form = Some(Form::Intimidate { space, crit: true });
                }
                form => {
                    self.form = None;
                    return form_action(&form, session, Some(shot)).map(Input::Play);
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
        if let Some(form) = &self.form {
            return self.form_offers(form, session);
        }
        let s = session.state();
        choices::entries(s)
            .into_iter()
            .filter(|a| admits(session, a))
            .map(|a| Message::Enter(Box::new(a)))
            .chain(
                step_forms(session)
                    .into_iter()
                    .filter(|f| self.form_live(f, session))
                    .map(Message::Open),
            )
            .collect()
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
        Some(view::view(self, lang, session))
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
mod tests;
