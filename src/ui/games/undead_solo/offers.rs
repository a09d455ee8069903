//! What the solo pad draws now, in no language yet, and which of it the
//! rules take: the main button, the step's buttons (every space and Hire
//! Guns, Dead Ranger's d8, the duel's d8s, the hunt's), the choices of the
//! form open, the box's building cards. Every one is there whether or not
//! the rules take it now, greyed in place; each is asked of the rules
//! (the session's `check`), so no rule is copied.

use super::{Form, ItemsFor, MOST_ITEMS, Message, Pad};
use crate::core::{Game, needs_override};
use crate::games::undead::contents::{WEAK_POINTS, building_cards};
use crate::games::undead::spaces::{self, Income, Shot};
use crate::games::undead::{
    Ability, Item, Resource, Step, UndeadAction, find_building, rules as base_rules,
};
use crate::games::undead_solo::choices::{self, Ask};
use crate::games::undead_solo::rules as solo_rules;
use crate::games::undead_solo::state::PLAYER;
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::session::{Input, Session};
use crate::ui::games::undead as undead_pad;

pub(super) use super::layout::layout;

/// The rules that only say a list is not whole yet (an income of several
/// icons, Pay Up's two): not a reason against a part of it.
pub(super) const INCOMPLETE: [&str; 2] = [base_rules::INCOME.id, solo_rules::PAY_TWO.id];

/// Whether the rules take this entry now (accepted, or flagged for an
/// override) and its line reads back as the same entry.
pub(super) fn admits(session: &Session<UndeadSolo>, action: &SoloAction) -> bool {
    match session.check(&Input::Play(action.clone())) {
        Err(_) => false,
        Ok(_) => {
            let setup = session.setup();
            let line = UndeadSolo::format_action(setup, action);
            UndeadSolo::parse_action(setup, &line).as_ref() == Ok(action)
        }
    }
}

/// Whether the rules take this entry as it is, without an override,
/// leaving out the rules that only say a part of a whole is not whole yet.
pub(super) fn clean(session: &Session<UndeadSolo>, action: &SoloAction, part: bool) -> bool {
    admits(session, action)
        && session
            .check(&Input::Play(action.clone()))
            .is_ok_and(|findings| {
                let rest: Vec<_> = findings
                    .into_iter()
                    .filter(|f| !part || !INCOMPLETE.contains(&f.rule_id()))
                    .collect();
                !needs_override(&rest)
            })
}

/// Taken without an override when `strict`, else taken at all.
pub(super) fn takes(
    session: &Session<UndeadSolo>,
    action: &SoloAction,
    strict: bool,
    part: bool,
) -> bool {
    if strict {
        clean(session, action, part)
    } else {
        admits(session, action)
    }
}

/// The entry a complete form makes.
pub(super) fn form_action(
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
        Form::Use => None,
    }
}

/// The Round Start abilities that ask for a roll or a choice; the others
/// take one click on the step itself.
pub(super) fn asks_more(ability: Ability) -> bool {
    matches!(
        ability,
        Ability::BuyResource
            | Ability::RollResource
            | Ability::MoveBullets
            | Ability::Gamble
            | Ability::SendUndead
    )
}

/// The player's buildings whose Round Start ability asks for a roll or a
/// choice, by index.
pub(super) fn asking_buildings(session: &Session<UndeadSolo>) -> Vec<usize> {
    let s = session.state();
    s.base
        .buildings
        .iter()
        .enumerate()
        .filter(|(_, b)| b.occupants.contains(&PLAYER))
        .filter(|(_, b)| asks_more(b.ability))
        .map(|(i, _)| i)
        .collect()
}

/// Whether a Use entry has a roll or part of the same kind as one kept.
type UseKey = (usize, Option<u8>, Option<Resource>);

/// The choices of the Round Start abilities that ask for more, as the
/// multiplayer pad puts them together (a Use entry per d8 face or
/// resource, the one-step arrangement of the Bullets), each taken by the
/// rules without an override and each once.
pub(super) fn use_choices(session: &Session<UndeadSolo>) -> Vec<Message> {
    let s = session.state();
    let asking = asking_buildings(session);
    let mut kept: Vec<UseKey> = Vec::new();
    let mut out = Vec::new();
    for m in undead_pad::choices::kind_choices(&s.base, undead_pad::Kind::Use) {
        match m {
            undead_pad::Message::Enter(a) => {
                let UndeadAction::Use {
                    building,
                    roll,
                    items,
                    ..
                } = a.as_ref()
                else {
                    continue;
                };
                let Ok(index) = find_building(&s.base, building) else {
                    continue;
                };
                let key = (index, *roll, items.first().map(|i| i.resource()));
                let action = SoloAction::Base(*a.clone());
                if asking.contains(&index) && !kept.contains(&key) && clean(session, &action, false)
                {
                    kept.push(key);
                    out.push(Message::Enter(Box::new(action)));
                }
            }
            undead_pad::Message::Open(form) if asking_buildings(session).iter().any(|b| {
                matches!(&form, undead_pad::Form::Arrange { building, .. } if building == b)
            }) =>
            {
                let form = Form::Card(form);
                if !card_live(&form, session).is_empty() {
                    out.push(Message::Open(form));
                }
            }
            _ => {}
        }
    }
    out
}

/// The entry a face of a Round Start ability's d8 makes: the one offered,
/// or (greyed) the bare roll the rules say no to.
pub(super) fn use_roll(session: &Session<UndeadSolo>, building: usize, face: u8) -> SoloAction {
    let offered = use_choices(session).into_iter().find_map(|m| match m {
        Message::Enter(a) => match a.as_ref() {
            SoloAction::Base(UndeadAction::Use {
                building: w, roll, ..
            }) if *roll == Some(face)
                && find_building(&session.state().base, w).ok() == Some(building) =>
            {
                Some(*a)
            }
            _ => None,
        },
        _ => None,
    });
    offered.unwrap_or_else(|| {
        SoloAction::Base(UndeadAction::Use {
            building: undead_pad::update::building_word(&session.state().base, building),
            band: PLAYER,
            roll: Some(face),
            items: Vec::new(),
            to: None,
        })
    })
}

/// Whether a building's ability is rolled on a d8.
pub(super) fn rolled(session: &Session<UndeadSolo>, building: usize) -> bool {
    session
        .state()
        .base
        .buildings
        .get(building)
        .is_some_and(|b| matches!(b.ability, Ability::RollResource | Ability::Gamble))
}

/// The step's own form, asked at once: a card to enter, the duel's d8s.
pub(super) fn step_form(session: &Session<UndeadSolo>) -> Option<Form> {
    match choices::ask(session.state()) {
        Ask::Building => Some(Form::Card(undead_pad::offers::building_form())),
        Ask::Undead => Some(Form::Card(undead_pad::offers::undead_form())),
        Ask::Duel => Some(Form::Duel { mine: None }),
        _ => None,
    }
}

/// The form open: the one clicked open or begun, else the step's own.
pub(super) fn open_form(pad: &Pad, session: &Session<UndeadSolo>) -> Option<Form> {
    pad.form.clone().or_else(|| step_form(session))
}

/// The kinds of resource the income of the space now gives.
pub(super) fn income_kinds(session: &Session<UndeadSolo>) -> Vec<Resource> {
    match spaces::income(session.state().base.resolution.space) {
        Income::OneOf(kinds) | Income::AllOf(kinds) => kinds.to_vec(),
    }
}

/// The income of the space as one entry when it leaves nothing to
/// choose: all of its icons, each Bullet onto the next free slot.
pub(super) fn whole_income(session: &Session<UndeadSolo>) -> Option<SoloAction> {
    let s = session.state();
    let Income::AllOf(all) = spaces::income(s.base.resolution.space) else {
        return None;
    };
    if all.is_empty() {
        return None;
    }
    let mut items: Vec<Item> = Vec::new();
    for r in all {
        items.push(match r {
            Resource::Coin => Item::Coin,
            Resource::Notoriety => Item::Notoriety,
            Resource::Bullet => choices::items(s, false, &items)
                .into_iter()
                .find(|i| matches!(i, Item::Bullet { .. }))?,
        });
    }
    Some(SoloAction::Base(UndeadAction::Income { items }))
}

/// The click that takes the player's income while it is still to take:
/// the whole of it when nothing is left to choose, else its choices.
pub(super) fn income_click(session: &Session<UndeadSolo>) -> Option<Message> {
    let s = &session.state().base;
    let Step::Turn(turn) = &s.resolution.step else {
        return None;
    };
    if turn.income || s.resolution.space == 0 {
        return None;
    }
    Some(whole_income(session).map_or_else(
        || {
            Message::Open(Form::Items {
                purpose: ItemsFor::Income,
                items: Vec::new(),
            })
        },
        |a| Message::Enter(Box::new(a)),
    ))
}

/// The main button: the income and then the end of the turn at one
/// place, the end of a hunt, the next round.
pub(super) fn main_click(session: &Session<UndeadSolo>) -> Option<Message> {
    let base = |a: UndeadAction| Message::Enter(Box::new(SoloAction::Base(a)));
    match choices::ask(session.state()) {
        Ask::Turn => {
            let income = income_click(session).filter(|m| live(m, None, session, true));
            Some(income.unwrap_or_else(|| base(UndeadAction::End)))
        }
        Ask::Hunt => Some(base(UndeadAction::Stop)),
        Ask::RoundEnd => Some(base(UndeadAction::Next)),
        _ => None,
    }
}

/// The Undead cards already entered in this game: in the solo game a
/// killed Undead goes to the bottom of Boot Hill, so the same cards come
/// back, and one seen is one tap.
pub(super) fn seen_undead(session: &Session<UndeadSolo>) -> Vec<SoloAction> {
    let mut out: Vec<SoloAction> = Vec::new();
    for entry in session.log().active() {
        if let crate::core::EntryKind::Play {
            action: action @ SoloAction::Undead { .. },
            ..
        } = &entry.kind
            && !out.contains(action)
        {
            out.push(action.clone());
        }
    }
    out
}

/// The buttons of a form, live or not (controls come with their cells).
pub(super) fn form_buttons(form: &Form, session: &Session<UndeadSolo>) -> Vec<Message> {
    let s = session.state();
    let card = |m: undead_pad::Message| Message::Card(m);
    match form {
        Form::Use => {
            let mut out = use_choices(session);
            for b in asking_buildings(session) {
                if rolled(session, b) {
                    out.extend(
                        (1..=8u8).map(|f| Message::Enter(Box::new(use_roll(session, b, f)))),
                    );
                }
            }
            out
        }
        Form::Card(undead_pad::Form::Building { .. }) => {
            let mut out: Vec<Message> = building_cards(2)
                .into_iter()
                .map(|a| card(undead_pad::Message::PickAbility(a)))
                .collect();
            out.push(Message::Done);
            out
        }
        Form::Card(undead_pad::Form::Undead { .. }) => {
            let mut out: Vec<Message> = WEAK_POINTS
                .map(|f| card(undead_pad::Message::Tick(usize::from(f - 1))))
                .collect();
            out.push(Message::Done);
            out
        }
        Form::Card(undead_pad::Form::Arrange { .. }) => {
            let mut out: Vec<Message> =
                (0..6).map(|i| card(undead_pad::Message::Tick(i))).collect();
            out.push(Message::Done);
            out
        }
        Form::Card(_) => vec![Message::Done],
        Form::Duel { .. } | Form::Intimidate { crit: false, .. } => {
            choices::shots().into_iter().map(Message::Face).collect()
        }
        Form::Intimidate { crit: true, .. } => (2..=7).map(Message::Slot).collect(),
        Form::Items { purpose, items } => {
            let paying = matches!(purpose, ItemsFor::Pay(_));
            let kinds = income_kinds(session);
            let mut out: Vec<Message> = choices::items(s, paying, items)
                .into_iter()
                // An income offers what its space gives, nothing else.
                .filter(|i| *purpose != ItemsFor::Income || kinds.contains(&i.resource()))
                .map(Message::Add)
                .collect();
            out.push(Message::Done);
            out
        }
    }
}

/// Whether a click leads on now: a step's entry or form, or a click of
/// the form `form`; taken without an override when `strict`.
pub(super) fn live(
    message: &Message,
    form: Option<&Form>,
    session: &Session<UndeadSolo>,
    strict: bool,
) -> bool {
    let s = session.state();
    match (message, form) {
        (Message::Enter(a), _) => takes(session, a, strict, false),
        (Message::Open(f), _) => form_buttons(f, session)
            .iter()
            .any(|m| !matches!(m, Message::Done) && live(m, Some(f), session, strict)),
        (Message::Face(shot), Some(Form::Duel { mine: None })) => {
            // The player's own shot: taken as some answer of Dead Ranger's would be.
            let miss = Shot {
                face: 2,
                crit: false,
            };
            takes(
                session,
                &SoloAction::Duel {
                    mine: *shot,
                    ranger: miss,
                },
                strict,
                false,
            )
        }
        (Message::Face(shot), Some(f @ Form::Duel { mine: Some(_) })) => {
            form_action(f, session, Some(*shot)).is_some_and(|a| takes(session, &a, strict, false))
        }
        (Message::Face(shot), Some(Form::Intimidate { space, crit: false })) if shot.crit => {
            (2..=7).any(|f| {
                takes(
                    session,
                    &SoloAction::Intimidate {
                        space: *space,
                        shot: *shot,
                        slot: Some(f),
                    },
                    strict,
                    false,
                )
            })
        }
        (Message::Face(shot), Some(f @ Form::Intimidate { crit: false, .. })) => {
            form_action(f, session, Some(*shot)).is_some_and(|a| takes(session, &a, strict, false))
        }
        (Message::Slot(slot), Some(Form::Intimidate { space, crit: true })) => takes(
            session,
            &SoloAction::Intimidate {
                space: *space,
                shot: Shot {
                    face: 8,
                    crit: true,
                },
                slot: Some(*slot),
            },
            strict,
            false,
        ),
        (Message::Add(item), Some(Form::Items { purpose, items })) => {
            // Icons with a slash give one of them (no 4+ building in the
            // solo game gives one more): the one tapped is the income.
            let one_of = *purpose == ItemsFor::Income
                && matches!(spaces::income(s.base.resolution.space), Income::OneOf(_));
            items.len() < MOST_ITEMS && (!one_of || items.is_empty()) && {
                let mut more = items.clone();
                more.push(*item);
                let longer = Form::Items {
                    purpose: *purpose,
                    items: more,
                };
                form_action(&longer, session, None)
                    .is_some_and(|a| takes(session, &a, strict, true))
            }
        }
        (Message::Card(m), Some(f @ Form::Card(card))) => match (card, m) {
            (undead_pad::Form::Building { ability, .. }, undead_pad::Message::PickAbility(_)) => {
                ability.is_none()
            }
            (undead_pad::Form::Undead { weak, .. }, undead_pad::Message::Tick(i)) => {
                weak.get(*i).is_some_and(|w| !*w)
            }
            (undead_pad::Form::Arrange { .. }, undead_pad::Message::Tick(_)) => {
                card_live(f, session).contains(message)
            }
            _ => false,
        },
        (Message::Done, Some(f)) => {
            form_action(f, session, None).is_some_and(|a| takes(session, &a, strict, false))
        }
        _ => {
            let _ = s;
            false
        }
    }
}

/// The ticks of the one-step arrangement of the Bullets that make the
/// next move: a Bullet's slot unticked, then a free one ticked (the view
/// lets any slot be ticked in any order).
pub(super) fn card_live(form: &Form, session: &Session<UndeadSolo>) -> Vec<Message> {
    let s = session.state();
    let Form::Card(undead_pad::Form::Arrange { band, card, .. }) = form else {
        return Vec::new();
    };
    let n = s.base.bands.get(*band).map_or(0, |b| b.bullets());
    let ticked = card.iter().filter(|b| **b).count();
    let mut out: Vec<Message> = (0..6)
        .filter(|i| card[*i] == (ticked >= n))
        .map(|i| Message::Card(undead_pad::Message::Tick(i)))
        .collect();
    if form_action(form, session, None).is_some_and(|a| admits(session, &a)) {
        out.push(Message::Done);
    }
    out
}

/// Of these candidates, the ones that lead on without an override, or when
/// there is none, the ones that lead on at all.
pub(super) fn pick_live(
    candidates: &[Message],
    form: Option<&Form>,
    session: &Session<UndeadSolo>,
) -> Vec<Message> {
    let pick = |strict: bool| -> Vec<Message> {
        candidates
            .iter()
            .filter(|m| live(m, form, session, strict))
            .cloned()
            .collect()
    };
    let clean = pick(true);
    if clean.is_empty() { pick(false) } else { clean }
}

/// The clicks offered now (see `TablePad::offered`): every live button
/// that builds or makes an entry.
pub(super) fn offered(pad: &Pad, session: &Session<UndeadSolo>) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    for c in layout(pad, session).cells() {
        if c.live && !c.control && !out.contains(&c.message) {
            out.push(c.message.clone());
        }
    }
    out
}

/// The clicks of a form begun that lead on now.
pub(super) fn live_in(form: &Form, session: &Session<UndeadSolo>) -> Vec<Message> {
    pick_live(&form_buttons(form, session), Some(form), session)
}

/// The buttons of a form, for the reasons.
pub(super) fn buttons_of(form: &Form, session: &Session<UndeadSolo>) -> Vec<Message> {
    form_buttons(form, session)
}
