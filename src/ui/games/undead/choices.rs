//! The concrete choices behind a step's big button (whom, where, which)
//! and the resources a form of several clicks can add, live or not: which
//! of them the rules take is asked in `offers`.

use super::update::building_word;
use super::{Form, ItemsFor, Kind, Message};
use crate::games::undead::pad_queries::duelists;
use crate::games::undead::state::{SLOTS, SPACES};
use crate::games::undead::{Ability, Answer, Item, Pay, Step, UndeadAction, UndeadState, Where};

/// Bullets to a slot of one's own card, or lost when the card is full.
fn gains() -> Vec<Item> {
    let mut out = vec![Item::Coin, Item::Notoriety];
    out.extend(SLOTS.map(|s| Item::Bullet {
        from: None,
        to: Some(s),
    }));
    out.push(Item::Bullet {
        from: None,
        to: None,
    });
    out
}

/// Bullets taken from another's slot to one's own (or lost).
fn takings() -> Vec<Item> {
    let mut out = vec![Item::Coin, Item::Notoriety];
    for from in SLOTS {
        out.extend(SLOTS.map(|to| Item::Bullet {
            from: Some(from),
            to: Some(to),
        }));
        out.push(Item::Bullet {
            from: Some(from),
            to: None,
        });
    }
    out
}

/// The resources a form for this purpose can add.
pub fn item_choices(purpose: &ItemsFor) -> Vec<Item> {
    match purpose {
        ItemsFor::Steal(_) | ItemsFor::Pay(_) => takings(),
        _ => gains(),
    }
}

/// The other bands than the one acting.
fn others(state: &UndeadState, band: Option<usize>) -> Vec<usize> {
    (0..state.bands.len())
        .filter(|b| Some(*b) != band)
        .collect()
}

/// The concrete entries and sub-forms of a kind, live or not.
pub fn kind_choices(state: &UndeadState, kind: Kind) -> Vec<Message> {
    let enter = |a: UndeadAction| Message::Enter(Box::new(a));
    let slots = || std::iter::once(None).chain(SLOTS.map(Some));
    let word = |i: usize| building_word(state, i);
    let active = state.active();
    let mut out = Vec::new();
    match kind {
        Kind::Use => {
            for (i, b) in state.buildings.iter().enumerate() {
                if !b.ability.round_start() {
                    continue;
                }
                // Which parts the card's text asks for: a roll, a Bullet
                // moved, a building an Undead is sent to.
                let rolls: Vec<Option<u8>> = match b.ability {
                    Ability::RollResource | Ability::Gamble => {
                        std::iter::once(None).chain((1..=8u8).map(Some)).collect()
                    }
                    _ => vec![None],
                };
                // Moving Bullets is one step: the new arrangement, then Enter.
                if b.ability == Ability::MoveBullets {
                    for band in &b.occupants {
                        if let Some(own) = state.bands.get(*band) {
                            out.push(Message::Open(Form::Arrange {
                                building: i,
                                band: *band,
                                card: own.card,
                            }));
                        }
                    }
                    continue;
                }
                let mut items: Vec<Vec<Item>> = vec![Vec::new()];
                items.extend(gains().into_iter().map(|g| vec![g]));
                let tos: Vec<Option<String>> = match b.ability {
                    Ability::SendUndead => std::iter::once(None)
                        .chain((0..state.buildings.len()).map(|j| Some(word(j))))
                        .collect(),
                    _ => vec![None],
                };
                for band in &b.occupants {
                    for roll in &rolls {
                        for it in &items {
                            for to in &tos {
                                out.push(enter(UndeadAction::Use {
                                    building: word(i),
                                    band: *band,
                                    roll: *roll,
                                    items: it.clone(),
                                    to: to.clone(),
                                }));
                            }
                        }
                    }
                }
            }
        }
        Kind::Hire => {
            if let Some(band) = active {
                for pay in [Pay::Coins, Pay::Notoriety, Pay::Free] {
                    for slot in slots() {
                        out.push(enter(UndeadAction::Hire { band, pay, slot }));
                    }
                }
            }
        }
        Kind::Intimidate => {
            for target in others(state, active) {
                out.push(Message::Open(Form::Items {
                    purpose: ItemsFor::Pay(target),
                    items: Vec::new(),
                }));
                out.push(Message::Open(Form::Walk(target)));
                out.push(enter(UndeadAction::Intimidate {
                    target,
                    answer: Answer::BuyOff,
                }));
            }
        }
        Kind::Steal => {
            for target in others(state, active) {
                out.push(Message::Open(Form::Items {
                    purpose: ItemsFor::Steal(target),
                    items: Vec::new(),
                }));
            }
        }
        Kind::Aim => {
            for index in 0..state.street.len() {
                out.push(enter(UndeadAction::Aim {
                    place: Where::Street,
                    index,
                }));
            }
            for (i, b) in state.buildings.iter().enumerate() {
                for index in 0..b.undead.len() {
                    out.push(enter(UndeadAction::Aim {
                        place: Where::Building(word(i)),
                        index,
                    }));
                }
            }
        }
        Kind::Buy => {
            for i in 0..state.buildings.len() {
                for slot in slots() {
                    out.push(enter(UndeadAction::Buy {
                        building: word(i),
                        slot,
                    }));
                }
            }
        }
        Kind::Leave | Kind::Keep => {
            for (i, b) in state.buildings.iter().enumerate() {
                for band in &b.occupants {
                    if kind == Kind::Leave {
                        out.push(enter(UndeadAction::Leave {
                            building: word(i),
                            band: *band,
                        }));
                    } else {
                        out.extend(SLOTS.map(|slot| {
                            enter(UndeadAction::Keep {
                                building: word(i),
                                band: *band,
                                slot,
                            })
                        }));
                    }
                }
            }
        }
        Kind::Extra => {
            for band in duelists(state) {
                out.extend(SLOTS.map(|slot| enter(UndeadAction::Extra { band, slot })));
            }
        }
        Kind::Wild => {
            out.extend(
                SPACES
                    .iter()
                    .rev()
                    .map(|space| enter(UndeadAction::Wild { space: *space })),
            );
        }
        Kind::Change => {
            // A purse is a person's: one band of each person offers it.
            let firsts = (0..state.bands.len()).filter(|b| {
                state
                    .bands
                    .iter()
                    .position(|o| o.person == state.bands[*b].person)
                    == Some(*b)
            });
            for band in firsts {
                for up in [true, false] {
                    out.push(enter(UndeadAction::Change { band, up }));
                }
            }
        }
        Kind::BuyOff => {
            // A fight for control is bought off by the buyer or the occupant.
            let pair = match &state.resolution.step {
                Step::Turn(turn) => turn.contest.as_ref().map(|c| vec![c.defender, turn.band]),
                _ => None,
            };
            for band in pair.unwrap_or_else(|| duelists(state)) {
                out.push(enter(UndeadAction::BuyOff { band }));
            }
        }
    }
    out
}
