//! Clicks into an entry: each click fills in the form open, and the click
//! that completes it gives the game's action, exactly as the same words
//! typed would.

use super::offers::step_form;
use super::{Form, ItemsFor, Message, Pad};
use crate::games::undead::pad_queries::{duelists, revealing};
use crate::games::undead::spaces::Shot;
use crate::games::undead::{
    Answer, DuelShot, Item, Phase, Undead, UndeadAction, UndeadState, Where,
};
use crate::session::{Input, Session};

/// The printed numbers a form may hold (cost and Notoriety of a card).
const MOST: u32 = 30;

/// A building as the notation names it: its name, or its number in the
/// order entered when two share a name (so the word is one building).
pub fn building_word(state: &UndeadState, index: usize) -> String {
    let Some(slug) = state.buildings.get(index).map(|b| b.slug()) else {
        return (index + 1).to_string();
    };
    let shared = state.buildings.iter().filter(|b| b.slug() == slug).count() > 1;
    if shared || slug.is_empty() || slug.parse::<usize>().is_ok() {
        (index + 1).to_string()
    } else {
        slug
    }
}

/// A shot of a face, the Critical Hit triggered or not.
pub fn shot(face: u8, crit: bool) -> Shot {
    Shot { face, crit }
}

/// The action a complete form comes to (`place` for an Undead drawn in
/// play, `None` for the fight's attacker who does not roll); none while
/// parts are missing.
pub fn form_action(form: &Form, state: &UndeadState, place: Option<Where>) -> Option<UndeadAction> {
    match form {
        Form::Building {
            ability,
            cost,
            notoriety,
            bonus,
            name,
        } => {
            let ability = (*ability)?;
            let name = name.trim();
            let name = if name.is_empty() {
                // A stand-in until the printed name is typed: the card's
                // place in the order entered (an ability's word may be a
                // word of the notation, "notoriety").
                format!("building-{}", state.buildings.len() + 1)
            } else {
                name.to_string()
            };
            Some(UndeadAction::Building {
                name,
                cost: *cost,
                notoriety: *notoriety,
                ability,
                bonus: *bonus,
            })
        }
        Form::Undead { weak, notoriety } => Some(UndeadAction::Undead {
            weak: (1..=8u8).filter(|f| weak[usize::from(*f - 1)]).collect(),
            notoriety: *notoriety,
            place,
        }),
        Form::Items { purpose, items } => {
            let items = items.clone();
            Some(match purpose {
                ItemsFor::Start(band) => UndeadAction::Start { band: *band, items },
                ItemsFor::Income => UndeadAction::Income { items },
                ItemsFor::Steal(target) => UndeadAction::Steal {
                    target: *target,
                    items,
                },
                ItemsFor::Pay(target) => UndeadAction::Intimidate {
                    target: *target,
                    answer: Answer::Pay(items),
                },
                ItemsFor::Use(building, band) => UndeadAction::Use {
                    building: building_word(state, *building),
                    band: *band,
                    roll: None,
                    items,
                    to: None,
                },
            })
        }
        Form::Pick(_) | Form::Walk(_) => None,
        Form::Arrange {
            building,
            band,
            card,
        } => {
            // The Bullets that leave a slot and the Casings that turn, paired
            // in slot order: the same count, and at least one move.
            let now = state.bands.get(*band)?.card;
            let from = (0..6).filter(|i| now[*i] && !card[*i]);
            let to: Vec<usize> = (0..6).filter(|i| !now[*i] && card[*i]).collect();
            let items: Vec<Item> = from
                .zip(to.iter())
                .map(|(f, t)| Item::Bullet {
                    from: Some(face(f)),
                    to: Some(face(*t)),
                })
                .collect();
            let same = now.iter().filter(|b| **b).count() == card.iter().filter(|b| **b).count();
            (same && !items.is_empty()).then(|| UndeadAction::Use {
                building: building_word(state, *building),
                band: *band,
                roll: None,
                items,
                to: None,
            })
        }
        Form::Hiring { bands } => Some(UndeadAction::Hiring {
            bands: bands.clone(),
        }),
        Form::Reveal { faces } => {
            let due = revealing(state);
            (faces.len() == due.len()).then(|| UndeadAction::Reveal {
                dice: due.into_iter().zip(faces.iter().copied()).collect(),
            })
        }
        Form::Duel { shots, .. } => {
            let bands = duelists(state);
            if shots.len() != bands.len() || bands.is_empty() {
                return None;
            }
            let shots = shots
                .iter()
                .map(|(band, target, face, crit)| DuelShot {
                    band: *band,
                    target: *target,
                    shot: shot(*face, *crit),
                })
                .collect();
            Some(if matches!(state.phase, Phase::Tiebreak(_)) {
                UndeadAction::Showdown { shots }
            } else {
                UndeadAction::Duel { shots }
            })
        }
        Form::Fire { defender } => {
            let (face, crit) = (*defender)?;
            Some(UndeadAction::Fire {
                defender: shot(face, crit),
                attacker: None,
            })
        }
    }
}

/// The d8 face of a Targeting card's slot index (0 is face 2).
fn face(index: usize) -> u8 {
    u8::try_from(index).map_or(7, |i| i.saturating_add(2))
}

/// The duelist whose shot comes next in a duel form, and the target it
/// shoots at when there is only one to choose.
pub fn next_duelist(
    state: &UndeadState,
    shots: &[(usize, usize, u8, bool)],
) -> Option<(usize, Option<usize>)> {
    let bands = duelists(state);
    let band = *bands.get(shots.len())?;
    let others: Vec<usize> = bands.iter().copied().filter(|b| *b != band).collect();
    let only = match others.as_slice() {
        [one] => Some(*one),
        _ => None,
    };
    Some((band, only))
}

impl Pad {
    /// Handles a click (see `TablePad::update`).
    pub fn apply(
        &mut self,
        message: Message,
        session: &Session<Undead>,
    ) -> Option<Input<UndeadAction>> {
        let state = session.state();
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
                Some(Input::Play(*action))
            }
            Message::Open(form) => {
                self.form = Some(form);
                None
            }
            Message::Cancel => {
                self.form = None;
                None
            }
            message => {
                // A click in the step's own form begins it; a click that
                // changes nothing in it leaves no form open.
                let begun = self.form.is_none();
                if begun {
                    self.form = step_form(state);
                }
                let entry = self.step_click(message, session);
                if begun && entry.is_none() && self.form == step_form(state) {
                    self.form = None;
                }
                entry
            }
        }
    }

    /// A click in the form open (begun from the step's own if none was).
    fn step_click(
        &mut self,
        message: Message,
        session: &Session<Undead>,
    ) -> Option<Input<UndeadAction>> {
        let state = session.state();
        match message {
            Message::Done(place) => {
                let action = form_action(self.form.as_ref()?, state, place)?;
                self.form = None;
                Some(Input::Play(action))
            }
            Message::Face(face) => self.face(state, face, false),
            Message::CritHit => self.face(state, 8, true),
            Message::Bonus(bonus) => self.bonus(state, bonus),
            Message::PickAbility(ability) => {
                self.edit(Message::PickAbility(ability));
                self.recall(session, ability);
                None
            }
            Message::Set(which, to) => {
                self.edit(Message::Set(which, to));
                self.undead_notoriety(state)
            }
            Message::Add(item) => {
                self.edit(Message::Add(item));
                self.complete(session)
            }
            message => {
                self.edit(message);
                None
            }
        }
    }

    /// The printed cost and Notoriety of the building card just picked, as
    /// the household entered them last time, when it did (the cost the
    /// text gives stands): the bonus is then all that is left to tap.
    fn recall(&mut self, session: &Session<Undead>, picked: crate::games::undead::Ability) {
        let board = &session.setup().board;
        let Some((was_cost, was_notoriety)) =
            crate::games::undead::box_cards::known_building(board, picked)
        else {
            return;
        };
        if let Some(Form::Building {
            cost, notoriety, ..
        }) = self.form.as_mut()
        {
            *cost = picked.text_cost().unwrap_or(was_cost).min(MOST);
            *notoriety = was_notoriety.min(MOST);
        }
    }

    /// The bonus of a building's slot, the last part of its card: the card
    /// is entered when the rest of it is there.
    fn bonus(
        &mut self,
        state: &UndeadState,
        to: Option<crate::games::undead::Resource>,
    ) -> Option<Input<UndeadAction>> {
        let Some(Form::Building { bonus, .. }) = self.form.as_mut() else {
            return None;
        };
        *bonus = to;
        let action = form_action(self.form.as_ref()?, state, None)?;
        self.form = None;
        Some(Input::Play(action))
    }

    /// The Notoriety of an Undead card for setup, tapped once a weak point
    /// is ticked: the last part of the card, so it enters it (Holster
    /// places a setup card itself, so no Enter is left to tap).
    fn undead_notoriety(&mut self, state: &UndeadState) -> Option<Input<UndeadAction>> {
        let Some(Form::Undead { weak, .. }) = self.form.as_ref() else {
            return None;
        };
        if !state.draws.is_empty() || !weak.iter().any(|w| *w) {
            return None;
        }
        let action = form_action(self.form.as_ref()?, state, None)?;
        self.form = None;
        Some(Input::Play(action))
    }

    /// A list of resources whose every next click would be Enter is
    /// entered at once: no click only confirms what Holster knows.
    fn complete(&mut self, session: &Session<Undead>) -> Option<Input<UndeadAction>> {
        let form = self.form.as_ref()?;
        if !matches!(form, Form::Items { .. }) {
            return None;
        }
        if super::offers::offered_in(form, session) != [Message::Done(None)] {
            return None;
        }
        let action = form_action(form, session.state(), None)?;
        self.form = None;
        Some(Input::Play(action))
    }

    /// A d8 face entered in the form open.
    fn face(&mut self, state: &UndeadState, face: u8, crit: bool) -> Option<Input<UndeadAction>> {
        match self.form.as_mut()? {
            Form::Reveal { faces } => faces.push(face),
            Form::Walk(target) => {
                let action = UndeadAction::Intimidate {
                    target: *target,
                    answer: Answer::Walk(shot(face, crit)),
                };
                self.form = None;
                return Some(Input::Play(action));
            }
            Form::Duel { shots, target } => {
                let (band, only) = next_duelist(state, shots)?;
                let at = target.take().or(only)?;
                shots.push((band, at, face, crit));
            }
            Form::Fire { defender } => match defender {
                None => *defender = Some((face, crit)),
                Some((d, dc)) => {
                    let action = UndeadAction::Fire {
                        defender: shot(*d, *dc),
                        attacker: Some(shot(face, crit)),
                    };
                    self.form = None;
                    return Some(Input::Play(action));
                }
            },
            _ => return None,
        }
        // A form whose last part this was is entered at once.
        let form = self.form.as_ref()?;
        if matches!(form, Form::Reveal { .. } | Form::Duel { .. })
            && let Some(action) = form_action(form, state, None)
        {
            self.form = None;
            return Some(Input::Play(action));
        }
        None
    }

    /// A click that changes the form without completing it.
    pub(crate) fn edit(&mut self, message: Message) {
        let Some(form) = self.form.as_mut() else {
            return;
        };
        match (form, message) {
            (Form::Duel { target, .. }, Message::Target(t)) => *target = Some(t),
            (Form::Items { items, .. }, Message::Add(item)) => items.push(item),
            (Form::Undead { weak, .. }, Message::Tick(i)) => {
                if let Some(w) = weak.get_mut(i) {
                    *w = !*w;
                }
            }
            (Form::Arrange { card, .. }, Message::Tick(i)) => {
                if let Some(slot) = card.get_mut(i) {
                    *slot = !*slot;
                }
            }
            (Form::Hiring { bands }, Message::Tick(b)) => {
                if let Some(at) = bands.iter().position(|x| *x == b) {
                    bands.remove(at);
                } else {
                    bands.push(b);
                }
            }
            (Form::Building { ability, cost, .. }, Message::PickAbility(a)) => {
                *ability = Some(a);
                // The one cost the text gives (the fixed-price building's).
                if let Some(given) = a.text_cost() {
                    *cost = given;
                }
            }
            (Form::Building { bonus, .. }, Message::Bonus(b)) => *bonus = b,
            (Form::Building { name, .. }, Message::Name(n)) => *name = n,
            (
                Form::Building {
                    cost, notoriety, ..
                },
                Message::Number(which, by),
            ) => {
                let n = if which == 0 { cost } else { notoriety };
                *n = n.saturating_add_signed(by).min(MOST);
            }
            (Form::Undead { notoriety, .. }, Message::Number(_, by)) => {
                *notoriety = notoriety.saturating_add_signed(by).min(MOST);
            }
            (Form::Undead { notoriety, .. }, Message::Set(_, to)) => *notoriety = to.min(MOST),
            (
                Form::Building {
                    cost, notoriety, ..
                },
                Message::Set(which, to),
            ) => *(if which == 0 { cost } else { notoriety }) = to.min(MOST),
            (
                Form::Building {
                    cost, notoriety, ..
                },
                Message::Typed(which, typed),
            ) => {
                // Only digits make a number; an empty field is 0 until typed.
                let digits: String = typed.chars().filter(char::is_ascii_digit).collect();
                let n = digits.parse::<u32>().unwrap_or(0).min(MOST);
                *(if which == 0 { cost } else { notoriety }) = n;
            }
            _ => {}
        }
    }
}
