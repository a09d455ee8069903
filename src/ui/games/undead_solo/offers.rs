//! What the solo pad offers: the entries and forms of the step, the clicks
//! inside the form open, and for the buttons that keep one place (the
//! spaces, Dead Ranger's d8, the duel's d8s, a Round Start ability's d8)
//! whether each is live now and, when not, the rules' reason. Everything
//! is asked of the rules (the session's `check`), so no rule is copied.

use super::{Form, ItemsFor, MOST_ITEMS, Message, Pad};
use crate::core::{Game, Msg, needs_override};
use crate::games::undead::spaces::Shot;
use crate::games::undead::{Ability, UndeadAction, find_building, rules as base_rules};
use crate::games::undead_solo::choices::{self, Ask};
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::session::{Input, Session};
use crate::ui::games::undead as undead_pad;

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

/// What the rules say against this entry now: their refusal, or the rule
/// it would break; none when they take it as it is.
pub(super) fn against(session: &Session<UndeadSolo>, action: &SoloAction) -> Option<Msg> {
    match session.check(&Input::Play(action.clone())) {
        Err(finding) => Some(finding.message()),
        Ok(findings) => findings
            .into_iter()
            .find(|f| needs_override(std::slice::from_ref(f)))
            .map(|f| f.message()),
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
fn asks_more(ability: Ability) -> bool {
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
        .filter(|(_, b)| {
            b.occupants
                .contains(&crate::games::undead_solo::state::PLAYER)
        })
        .filter(|(_, b)| asks_more(b.ability))
        .map(|(i, _)| i)
        .collect()
}

/// Whether a Use entry has a roll or part of the same kind as one kept.
type UseKey = (usize, Option<u8>, Option<crate::games::undead::Resource>);

/// The choices of the Round Start abilities that ask for more, as the
/// multiplayer pad puts them together (a Use entry per d8 face or
/// resource, the one-step arrangement of the Bullets), each taken by the
/// rules without an override and each once: the first free slot for a
/// Bullet, as a one-click Bullet ability takes it.
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
                if asking.contains(&index)
                    && !kept.contains(&key)
                    && admits(session, &action)
                    && against(session, &action).is_none()
                {
                    kept.push(key);
                    out.push(Message::Enter(Box::new(action)));
                }
            }
            undead_pad::Message::Open(form) => {
                let form = Form::Card(form);
                if !form_offers(&form, session).is_empty() {
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
            band: crate::games::undead_solo::state::PLAYER,
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

/// The forms the step offers to open.
pub(super) fn step_forms(session: &Session<UndeadSolo>) -> Vec<Form> {
    let s = session.state();
    match choices::ask(s) {
        Ask::Building => vec![Form::Card(undead_pad::offers::building_form())],
        Ask::Undead => vec![Form::Card(undead_pad::offers::undead_form())],
        Ask::Place if !asking_buildings(session).is_empty() => vec![Form::Use],
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

/// The entries of the step that keep one place on the pad, live or not:
/// every space and Hire Guns while placing, every face of Dead Ranger's d8
/// and of the hunt's.
pub(super) fn fixed_entries(session: &Session<UndeadSolo>) -> Vec<SoloAction> {
    match choices::ask(session.state()) {
        Ask::Place => (2..=8)
            .map(|sp| SoloAction::Place { space: Some(sp) })
            .chain(std::iter::once(SoloAction::Place { space: None }))
            .collect(),
        Ask::Ranger => (1..=8).map(|roll| SoloAction::Ranger { roll }).collect(),
        Ask::Hunt => choices::shots()
            .into_iter()
            .map(|shot| SoloAction::Base(UndeadAction::Shoot { shot }))
            .collect(),
        _ => Vec::new(),
    }
}

/// The entry a face of the duel's d8 makes, once both are in (none for
/// the player's own, which always leads on).
pub(super) fn duel_face(form: &Form, shot: Shot) -> Option<SoloAction> {
    match form {
        Form::Duel { mine: Some(mine) } => Some(SoloAction::Duel {
            mine: *mine,
            ranger: shot,
        }),
        _ => None,
    }
}

/// The form open: the one clicked open, or during a duel the duel's own,
/// whose d8s are the only thing the step asks (no click to open it).
pub(super) fn open_form(pad: &Pad, session: &Session<UndeadSolo>) -> Option<Form> {
    pad.form.clone().or_else(|| {
        (choices::ask(session.state()) == Ask::Duel).then_some(Form::Duel { mine: None })
    })
}

/// The clicks inside the open form that lead on to an entry.
pub(super) fn form_offers(form: &Form, session: &Session<UndeadSolo>) -> Vec<Message> {
    let s = session.state();
    let mut out = Vec::new();
    match form {
        Form::Use => out.extend(use_choices(session)),
        Form::Card(undead_pad::Form::Building { ability, .. }) => {
            if ability.is_none() {
                out.extend(
                    Ability::ALL
                        .into_iter()
                        .map(|a| Message::Card(undead_pad::Message::PickAbility(a))),
                );
            }
        }
        // The weak points not ticked yet (the view lets a tick be taken
        // back too): ticking on always ends in a card.
        Form::Card(undead_pad::Form::Undead { weak, .. }) => {
            out.extend(
                (0..8)
                    .filter(|i| !weak[*i])
                    .map(|i| Message::Card(undead_pad::Message::Tick(i))),
            );
        }
        // A Bullet's slot unticked, then a free one ticked: each pair of
        // clicks is a move (the view lets any slot be ticked in any order).
        Form::Card(undead_pad::Form::Arrange { band, card, .. }) => {
            let n = s.base.bands.get(*band).map_or(0, |b| b.bullets());
            let ticked = card.iter().filter(|b| **b).count();
            out.extend(
                (0..6)
                    .filter(|i| card[*i] == (ticked >= n))
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
                            form_action(&longer, session, None).is_some_and(|a| admits(session, &a))
                        })
                        .map(Message::Add),
                );
            }
        }
    }
    if !matches!(
        form,
        Form::Duel { .. } | Form::Intimidate { .. } | Form::Use
    ) && form_action(form, session, None).is_some_and(|a| admits(session, &a))
    {
        out.push(Message::Done);
    }
    out
}

/// Whether the rules take this entry as it is, without an override,
/// leaving out the rule a part of a whole breaks until it is whole
/// (`incomplete`: an income of several icons, Pay Up's two resources).
fn clean(session: &Session<UndeadSolo>, action: &SoloAction, incomplete: Option<&str>) -> bool {
    admits(session, action)
        && session
            .check(&Input::Play(action.clone()))
            .is_ok_and(|findings| {
                let rest: Vec<_> = findings
                    .into_iter()
                    .filter(|f| Some(f.rule_id()) != incomplete)
                    .collect();
                !needs_override(&rest)
            })
}

/// Whether a click of the step leads on without an override: an entry
/// the rules take as it is, or a list whose first resource they do.
fn clean_step(message: &Message, session: &Session<UndeadSolo>) -> bool {
    let s = session.state();
    match message {
        Message::Enter(action) => clean(session, action, None),
        Message::Open(Form::Items { purpose, .. }) => {
            let paying = matches!(purpose, ItemsFor::Pay(_));
            choices::items(s, paying, &[]).into_iter().any(|item| {
                let incomplete = match purpose {
                    ItemsFor::Income
                        if crate::games::undead::pad_queries::income_open(
                            &s.base,
                            &[item.resource()],
                        ) =>
                    {
                        Some(base_rules::INCOME.id)
                    }
                    ItemsFor::Pay(_) => Some(crate::games::undead_solo::rules::PAY_TWO.id),
                    _ => None,
                };
                let form = Form::Items {
                    purpose: *purpose,
                    items: vec![item],
                };
                form_action(&form, session, None).is_some_and(|a| clean(session, &a, incomplete))
            })
        }
        // An Intimidation the rules take now with some roll (not after the income).
        Message::Open(form @ Form::Intimidate { .. }) => choices::shots()
            .into_iter()
            .filter(|shot| !shot.crit)
            .any(|shot| {
                form_action(form, session, Some(shot)).is_some_and(|a| clean(session, &a, None))
            }),
        Message::Open(_) => true,
        _ => false,
    }
}

/// The clicks offered now (see `TablePad::offered`): in a form, its
/// choices; else the step's entries and forms that lead on without an
/// override, or when there is none, those that lead on at all.
pub(super) fn offered(pad: &Pad, session: &Session<UndeadSolo>) -> Vec<Message> {
    if let Some(form) = open_form(pad, session) {
        return form_offers(&form, session);
    }
    let s = session.state();
    let loose: Vec<Message> = choices::entries(s)
        .into_iter()
        .filter(|a| admits(session, a))
        .map(|a| Message::Enter(Box::new(a)))
        .chain(
            step_forms(session)
                .into_iter()
                .filter(|f| !form_offers(f, session).is_empty())
                .map(Message::Open),
        )
        .collect();
    let strict: Vec<Message> = loose
        .iter()
        .filter(|m| clean_step(m, session))
        .cloned()
        .collect();
    if strict.is_empty() { loose } else { strict }
}
