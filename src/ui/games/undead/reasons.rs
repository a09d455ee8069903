//! Why a greyed button is greyed, in the rules' own words: the entries the
//! button would lead to are put to the rules (the kit's
//! [`against`](crate::ui::games::kit::rules::against)), and the first thing
//! they say against one is the reason. Only where no entry can be asked
//! about (nothing in town to shoot at, a card not picked yet, a form begun
//! that must be finished or cancelled first) does the pad say it itself.

use super::choices::item_choices;
use super::labels;
use super::offers::{face_shot, form_buttons, open_form};
use super::update::{form_action, next_duelist, shot};
use super::{Form, ItemsFor, Kind, Message, Pad};
use crate::core::{Finding, Msg, needs_override};
use crate::games::undead::rules;
use crate::games::undead::{Answer, Undead, UndeadAction};
use crate::i18n::{self, Lang};
use crate::session::{Input, Session};

/// The rules that only say an entry of several clicks is not whole yet:
/// not a reason for a part of it.
const INCOMPLETE: [&str; 3] = [rules::PAY_TWO.id, rules::THREE.id, rules::INCOME.id];

/// What the reason line says now (see `TablePad::why`).
pub fn why(pad: &Pad, lang: Lang, session: &Session<Undead>) -> Option<String> {
    let greyed = pad.why.as_ref()?;
    Some(reason(pad, lang, session, greyed))
}

/// Why `greyed` is not taken now.
pub fn reason(pad: &Pad, lang: Lang, session: &Session<Undead>, greyed: &Message) -> String {
    let state = session.state();
    // A form begun waits to be finished or cancelled: nothing is dropped.
    if let Some(form) = &pad.form
        && !form_buttons(form, session).contains(greyed)
    {
        return i18n::tr(
            lang,
            &Msg::new("undead-why-finish").arg("form", labels::form_name(lang, session, form)),
        );
    }
    let form = open_form(pad, state);
    for action in leads_to(form.as_ref(), session, greyed, 2) {
        if let Some(finding) = against(session, &action) {
            return i18n::tr(lang, &crate::i18n::for_the_window(lang, &finding.message()));
        }
    }
    i18n::tr(lang, &fallback(form.as_ref(), greyed))
}

/// What the rules say against an entry now, leaving out that a part is
/// not whole yet: their refusal, or the first rule it breaks.
fn against(session: &Session<Undead>, action: &UndeadAction) -> Option<Finding> {
    match session.check(&Input::Play(action.clone())) {
        Err(refused) => Some(refused),
        Ok(findings) => findings
            .into_iter()
            .filter(|f| !INCOMPLETE.contains(&f.rule_id()))
            .find(|f| needs_override(std::slice::from_ref(f))),
    }
}

/// The entries a click would lead to, to ask the rules about (`depth`
/// forms deep).
fn leads_to(
    form: Option<&Form>,
    session: &Session<Undead>,
    message: &Message,
    depth: u8,
) -> Vec<UndeadAction> {
    let state = session.state();
    match message {
        Message::Enter(a) => vec![*a.clone()],
        Message::Open(f) if depth > 0 => form_buttons(f, session)
            .iter()
            .flat_map(|m| leads_to(Some(f), session, m, depth - 1))
            .collect(),
        Message::Open(_) => Vec::new(),
        m => {
            let Some(form) = form else {
                return Vec::new();
            };
            match (form, m) {
                (Form::Walk(target), Message::Face(_) | Message::CritHit) => {
                    vec![UndeadAction::Intimidate {
                        target: *target,
                        answer: Answer::Walk(face_shot(m)),
                    }]
                }
                (Form::Reveal { faces }, Message::Face(f)) => {
                    let mut faces = faces.clone();
                    faces.push(*f);
                    form_action(&Form::Reveal { faces }, state, None)
                        .into_iter()
                        .collect()
                }
                (Form::Duel { shots, target }, Message::Face(_) | Message::CritHit) => {
                    let Some((band, only)) = next_duelist(state, shots) else {
                        return Vec::new();
                    };
                    let Some(at) = target.or(only) else {
                        return Vec::new();
                    };
                    let s = face_shot(m);
                    let mut shots = shots.clone();
                    shots.push((band, at, s.face, s.crit));
                    // The last duelist's shot makes the entry; an earlier one
                    // is asked with a miss for those still to shoot.
                    let mut f = Form::Duel {
                        shots,
                        target: None,
                    };
                    for _ in 0..8 {
                        if let Some(a) = form_action(&f, state, None) {
                            return vec![a];
                        }
                        let Form::Duel { shots, .. } = &mut f else {
                            break;
                        };
                        let Some((b, only)) = next_duelist(state, shots) else {
                            break;
                        };
                        let Some(t) = only.or_else(|| shots.first().map(|s| s.0)) else {
                            break;
                        };
                        shots.push((b, t, 2, false));
                    }
                    Vec::new()
                }
                (Form::Fire { defender: None }, Message::Face(_) | Message::CritHit) => {
                    vec![UndeadAction::Fire {
                        defender: face_shot(m),
                        attacker: None,
                    }]
                }
                (
                    Form::Fire {
                        defender: Some((d, dc)),
                    },
                    Message::Face(_) | Message::CritHit,
                ) => vec![UndeadAction::Fire {
                    defender: shot(*d, *dc),
                    attacker: Some(face_shot(m)),
                }],
                (Form::Items { purpose, items }, Message::Add(item)) => {
                    let mut items = items.clone();
                    items.push(*item);
                    form_action(
                        &Form::Items {
                            purpose: purpose.clone(),
                            items,
                        },
                        state,
                        None,
                    )
                    .into_iter()
                    .collect()
                }
                (Form::Hiring { bands }, Message::Tick(b)) => {
                    let mut bands = bands.clone();
                    bands.push(*b);
                    vec![UndeadAction::Hiring { bands }]
                }
                (Form::Building { .. }, Message::Bonus(b)) => {
                    let mut f = form.clone();
                    if let Form::Building { bonus, .. } = &mut f {
                        *bonus = *b;
                    }
                    form_action(&f, state, None).into_iter().collect()
                }
                (Form::Items { purpose, items }, Message::Done(_)) if items.is_empty() => {
                    // Nothing picked yet: ask about each resource alone.
                    item_choices(purpose)
                        .into_iter()
                        .filter_map(|item| {
                            form_action(
                                &Form::Items {
                                    purpose: purpose.clone(),
                                    items: vec![item],
                                },
                                state,
                                None,
                            )
                        })
                        .collect()
                }
                (_, Message::Done(place)) => form_action(form, state, place.clone())
                    .into_iter()
                    .collect(),
                _ => Vec::new(),
            }
        }
    }
}

/// The pad's own words where no entry can be asked about.
fn fallback(form: Option<&Form>, greyed: &Message) -> Msg {
    let key = match (form, greyed) {
        (Some(Form::Building { ability: None, .. }), Message::Bonus(_)) => "undead-why-card-first",
        (Some(Form::Undead { .. }), Message::Done(_)) => "undead-why-weak-first",
        (_, Message::Open(Form::Pick(kind))) => match kind {
            Kind::Aim => "undead-why-no-undead",
            Kind::Buy => "undead-why-no-building",
            Kind::Use => "undead-why-no-round-start",
            Kind::Leave | Kind::Keep => "undead-why-no-occupant",
            Kind::Intimidate | Kind::Steal => "undead-why-no-target",
            _ => "undead-why-not-now",
        },
        (
            _,
            Message::Open(Form::Items {
                purpose: ItemsFor::Income,
                ..
            }),
        ) => "undead-why-income-taken",
        (Some(Form::Duel { .. }), Message::Target(_)) => "undead-why-target-named",
        _ => "undead-why-not-now",
    };
    Msg::new(key)
}
