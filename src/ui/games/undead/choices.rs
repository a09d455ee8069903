//! The concrete choices behind a step's big button (whom, where, which)
//! and the resources a form of several clicks can add, live or not: which
//! of them the rules take is asked in `offers`.

use super::offers::{UNDEAD_NOTORIETY, enter};
use super::update::{building_word, next_duelist, shot};
use super::{Form, ItemsFor, Kind, Message};
use crate::games::undead::contents::{WEAK_POINTS, building_cards};
use crate::games::undead::pad_queries::duelists;
use crate::games::undead::state::{SLOTS, SPACES};
use crate::games::undead::{
    Ability, Answer, Item, Pay, Resource, Step, Undead, UndeadAction, UndeadState, Where,
};
use crate::session::Session;

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

/// The shots of a hunt: the eight faces (an 8 without the Critical Hit is
/// a miss, as the card says), then the 8 with it.
pub(super) fn hunt_shots() -> Vec<Message> {
    (1..=8u8)
        .map(|f| {
            enter(UndeadAction::Shoot {
                shot: shot(f, false),
            })
        })
        .chain(std::iter::once(enter(UndeadAction::Shoot {
            shot: shot(8, true),
        })))
        .collect()
}

/// The buttons of a form, live or not.
pub fn form_buttons(form: &Form, session: &Session<Undead>) -> Vec<Message> {
    let state = session.state();
    let faces = |crit: bool| {
        let mut out: Vec<Message> = (1..=8u8).map(Message::Face).collect();
        if crit {
            out.push(Message::CritHit);
        }
        out
    };
    match form {
        Form::Pick(kind) => kind_choices(state, *kind),
        // The reveal shows where each Outlaw goes: a face, never a Critical Hit.
        Form::Reveal { .. } => faces(false),
        Form::Walk(_) => faces(true),
        Form::Fire { defender } => {
            let mut out = faces(true);
            if defender.is_some() {
                out.push(Message::Done(None));
            }
            out
        }
        Form::Duel { shots, target } => {
            let mut out = Vec::new();
            if let Some((band, None)) = next_duelist(state, shots) {
                out.extend(
                    duelists(state)
                        .into_iter()
                        .filter(|b| *b != band)
                        .map(Message::Target),
                );
                if target.is_none() {
                    return out;
                }
            }
            out.extend(faces(true));
            out
        }
        Form::Items { purpose, .. } => {
            let mut out: Vec<Message> = item_choices(purpose)
                .into_iter()
                .map(Message::Add)
                .collect();
            if let ItemsFor::Start(band) = purpose {
                out.extend(whole_starts(*band));
            }
            out.push(Message::Done(None));
            out
        }
        Form::Arrange { .. } => {
            let mut out: Vec<Message> = (0..6).map(Message::Tick).collect();
            out.push(Message::Done(None));
            out
        }
        Form::Hiring { .. } => {
            let mut out: Vec<Message> = (0..state.bands.len()).map(Message::Tick).collect();
            out.push(Message::Done(None));
            out
        }
        Form::Undead { .. } => {
            let mut out: Vec<Message> = WEAK_POINTS
                .map(|f| Message::Tick(usize::from(f - 1)))
                .collect();
            if state.draws.is_empty() {
                // At setup the Notoriety enters the card (see `update`).
                out.extend(UNDEAD_NOTORIETY.map(|n| Message::Set(1, n)));
                out.extend(known_undead(session));
            }
            out.extend(undead_places(state));
            out
        }
        Form::Building { .. } => {
            let mut out: Vec<Message> = building_cards(state.bands.len())
                .into_iter()
                .map(Message::PickAbility)
                .collect();
            out.extend(bonuses().into_iter().map(Message::Bonus));
            out
        }
    }
}

/// The box's Undead cards the household entered before, each a whole
/// card in one tap for setup (Holster places it). The text does not make
/// an Undead card unique (three share the value "6"), so one in play
/// already is offered again.
pub fn known_undead(session: &Session<Undead>) -> Vec<Message> {
    crate::games::undead::box_cards::known_undead(&session.setup().board)
        .into_iter()
        .map(|(weak, notoriety)| {
            enter(UndeadAction::Undead {
                weak,
                notoriety,
                place: None,
            })
        })
        .collect()
}

/// A band's three starting resources in one tap, for the choices that
/// place no Bullet ("any combination of Bullets, "1" Notoriety, and/or
/// Coins"; a Bullet asks its slot, so it is added one at a time).
pub fn whole_starts(band: usize) -> Vec<Message> {
    (0..=3usize)
        .rev()
        .map(|coins| {
            let items = (0..3)
                .map(|i| {
                    if i < coins {
                        Item::Coin
                    } else {
                        Item::Notoriety
                    }
                })
                .collect();
            enter(UndeadAction::Start { band, items })
        })
        .collect()
}

/// The bonuses a building's slot can show, in the order drawn.
pub fn bonuses() -> [Option<Resource>; 4] {
    [
        None,
        Some(Resource::Coin),
        Some(Resource::Bullet),
        Some(Resource::Notoriety),
    ]
}

/// Where an Undead card entered now can go: at setup Holster places it
/// (one Enter); drawn in play, a button per place, and one without a
/// place only where a building's ability says where it goes.
pub fn undead_places(state: &UndeadState) -> Vec<Message> {
    if state.draws.is_empty() {
        return vec![Message::Done(None)];
    }
    let mut out = Vec::new();
    if state.draws.first().is_some_and(|d| d.forced.is_some()) {
        out.push(Message::Done(None));
    }
    out.push(Message::Done(Some(Where::Street)));
    out.extend(
        (0..state.buildings.len())
            .map(|i| Message::Done(Some(Where::Building(building_word(state, i))))),
    );
    out
}
