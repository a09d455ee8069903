//! What may be clicked now: the step the rules expect as a fixed set of big
//! buttons, and for the entry being put together the choices that lead to
//! an entry the rules take. Every choice is checked by asking the rules
//! (the session's `check`, which runs `decide`) or the game's pad queries,
//! so the pad holds no rule of its own.

use super::choices::{item_choices, kind_choices};
use super::update::{building_word, form_action, next_duelist, shot};
use super::{Form, ItemsFor, Kind, Message, Pad};
use crate::core::{Game, needs_override};
use crate::games::undead::pad_queries::duelists;
use crate::games::undead::rules;
use crate::games::undead::state::SLOTS;
use crate::games::undead::{
    Ability, Answer, Item, Phase, Step, Undead, UndeadAction, UndeadState, Where,
};
use crate::session::{Input, Session};

/// The most resources one form puts together, so a form always ends.
const MOST_ITEMS: usize = 5;

/// Whether the rules take this action now (accepted, or flagged for an
/// override; only without one when `strict`), and its line reads back as
/// the same action: a click enters the line, so an entry the notation
/// cannot write is not offered.
fn admits(session: &Session<Undead>, strict: bool, action: &UndeadAction) -> bool {
    match session.check(&Input::Play(action.clone())) {
        Err(_) => false,
        Ok(findings) => {
            (!strict || !needs_override(&findings)) && {
                let setup = session.setup();
                let line = Undead::format_action(setup, action);
                Undead::parse_action(setup, &line).as_ref() == Ok(action)
            }
        }
    }
}

/// Whether the rules take this part of an entry of several resources (one
/// of Pay Up's two, some of an income's icons) without an override but for
/// the rule that it is not whole yet (`incomplete`), when `strict`: the
/// next clicks complete it, and the whole is judged at the end.
fn admits_part(
    session: &Session<Undead>,
    strict: bool,
    action: &UndeadAction,
    incomplete: &str,
) -> bool {
    match session.check(&Input::Play(action.clone())) {
        Err(_) => false,
        Ok(findings) => {
            let rest: Vec<_> = findings
                .into_iter()
                .filter(|f| f.rule_id() != incomplete)
                .collect();
            (!strict || !needs_override(&rest)) && {
                let setup = session.setup();
                let line = Undead::format_action(setup, action);
                Undead::parse_action(setup, &line).as_ref() == Ok(action)
            }
        }
    }
}

/// An empty Undead card form.
pub fn undead_form() -> Form {
    Form::Undead {
        weak: [false; 8],
        notoriety: 1,
    }
}

/// An empty building card form.
pub fn building_form() -> Form {
    Form::Building {
        ability: None,
        cost: 1,
        notoriety: 1,
        bonus: None,
        name: String::new(),
    }
}

/// The big buttons of the step the rules expect now, live or not: always
/// the same set for a step, so nothing moves when one is greyed.
pub fn step_buttons(state: &UndeadState) -> Vec<Message> {
    let open = |f: Form| Message::Open(f);
    let enter = |a: UndeadAction| Message::Enter(Box::new(a));
    if !state.draws.is_empty() {
        return vec![open(undead_form())];
    }
    match &state.phase {
        Phase::Over => Vec::new(),
        Phase::Buildings => vec![open(building_form())],
        Phase::SetupUndead => vec![open(undead_form())],
        Phase::Starting => (0..state.bands.len())
            .map(|b| {
                open(Form::Items {
                    purpose: ItemsFor::Start(b),
                    items: Vec::new(),
                })
            })
            .collect(),
        Phase::RoundStart => vec![
            open(Form::Hiring { bands: Vec::new() }),
            open(Form::Pick(Kind::Use)),
            open(Form::Pick(Kind::Change)),
        ],
        Phase::Reveal => vec![open(Form::Reveal { faces: Vec::new() })],
        Phase::Wild(_) => vec![open(Form::Pick(Kind::Wild))],
        Phase::Resolve => match &state.resolution.step {
            Step::Duel(_) => vec![
                open(Form::Duel {
                    shots: Vec::new(),
                    target: None,
                }),
                open(Form::Pick(Kind::BuyOff)),
            ],
            Step::Turn(turn) => match (&turn.contest, &turn.hunt) {
                (Some(c), _) if c.standing => vec![open(Form::Fire { defender: None })],
                (Some(_), _) => vec![
                    enter(UndeadAction::Vacate),
                    enter(UndeadAction::Stand),
                    open(Form::Pick(Kind::BuyOff)),
                ],
                (None, Some(_)) => {
                    let mut out: Vec<Message> = (1..=8u8)
                        .map(|f| {
                            enter(UndeadAction::Shoot {
                                shot: shot(f, false),
                            })
                        })
                        .collect();
                    out.push(enter(UndeadAction::Shoot {
                        shot: shot(8, true),
                    }));
                    out.push(enter(UndeadAction::Stop));
                    out
                }
                (None, None) => vec![
                    open(Form::Pick(Kind::Hire)),
                    open(Form::Pick(Kind::Intimidate)),
                    open(Form::Pick(Kind::Steal)),
                    open(Form::Pick(Kind::Aim)),
                    open(Form::Items {
                        purpose: ItemsFor::Income,
                        items: Vec::new(),
                    }),
                    open(Form::Pick(Kind::Buy)),
                    enter(UndeadAction::End),
                ],
            },
            Step::Idle => vec![enter(UndeadAction::End), enter(UndeadAction::Next)],
        },
        Phase::RoundEnd => vec![
            open(Form::Pick(Kind::Leave)),
            open(Form::Pick(Kind::Change)),
            enter(UndeadAction::Next),
        ],
        Phase::Upkeep => vec![
            open(Form::Pick(Kind::Keep)),
            open(Form::Pick(Kind::Leave)),
            enter(UndeadAction::Next),
        ],
        Phase::Tiebreak(_) => vec![
            open(Form::Duel {
                shots: Vec::new(),
                target: None,
            }),
            open(Form::Pick(Kind::Extra)),
        ],
    }
}

/// The buttons of the form open, live or not.
pub fn form_buttons(form: &Form, session: &Session<Undead>) -> Vec<Message> {
    let state = session.state();
    let faces = || {
        let mut out: Vec<Message> = (1..=8u8).map(Message::Face).collect();
        out.push(Message::CritHit);
        out
    };
    match form {
        Form::Pick(kind) => kind_choices(state, *kind),
        Form::Walk(_) | Form::Reveal { .. } | Form::Fire { .. } => {
            let mut out = faces();
            if matches!(form, Form::Fire { defender: Some(_) }) {
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
            out.extend(faces());
            out
        }
        Form::Items { purpose, .. } => {
            let mut out: Vec<Message> = item_choices(purpose)
                .into_iter()
                .map(Message::Add)
                .collect();
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
            let mut out: Vec<Message> = (0..8).map(Message::Tick).collect();
            if state.draws.is_empty() {
                out.push(Message::Done(None));
            } else {
                // Drawn in play it goes where the player puts it: a button
                // per place, and one without a place only where a
                // building's ability says where it goes.
                if state.draws.first().is_some_and(|d| d.forced.is_some()) {
                    out.push(Message::Done(None));
                }
                out.push(Message::Done(Some(Where::Street)));
                out.extend(
                    (0..state.buildings.len())
                        .map(|i| Message::Done(Some(Where::Building(building_word(state, i))))),
                );
            }
            out
        }
        Form::Building { .. } => {
            let mut out: Vec<Message> =
                Ability::ALL.into_iter().map(Message::PickAbility).collect();
            out.push(Message::Done(None));
            out
        }
    }
}

/// Whether a click in the form open leads on to an entry the rules take.
fn form_live(form: &Form, message: &Message, session: &Session<Undead>, strict: bool) -> bool {
    let state = session.state();
    match (form, message) {
        (_, Message::Enter(a)) => admits(session, strict, a),
        (_, Message::Open(f)) => !offered_mode(f, session, strict).is_empty(),
        (Form::Walk(target), Message::Face(_) | Message::CritHit) => {
            let s = face_shot(message);
            admits(
                session,
                strict,
                &UndeadAction::Intimidate {
                    target: *target,
                    answer: Answer::Walk(s),
                },
            )
        }
        (Form::Reveal { faces }, Message::Face(_) | Message::CritHit) => {
            let mut faces = faces.clone();
            faces.push(face_shot(message).face);
            let f = Form::Reveal { faces };
            match form_action(&f, state, None) {
                Some(a) => admits(session, strict, &a),
                None => !matches!(message, Message::CritHit),
            }
        }
        (Form::Duel { shots, target }, Message::Face(_) | Message::CritHit) => {
            let Some((band, only)) = next_duelist(state, shots) else {
                return false;
            };
            let Some(at) = target.or(only) else {
                return false;
            };
            let s = face_shot(message);
            let mut shots = shots.clone();
            shots.push((band, at, s.face, s.crit));
            let f = Form::Duel {
                shots,
                target: None,
            };
            form_action(&f, state, None).is_none_or(|a| admits(session, strict, &a))
        }
        (Form::Duel { target, .. }, Message::Target(_)) => target.is_none(),
        (Form::Fire { defender: None }, Message::Face(_) | Message::CritHit) => {
            let s = face_shot(message);
            let alone = UndeadAction::Fire {
                defender: s,
                attacker: None,
            };
            let answered = UndeadAction::Fire {
                defender: s,
                attacker: Some(shot(2, false)),
            };
            admits(session, strict, &alone) || admits(session, strict, &answered)
        }
        (
            Form::Fire {
                defender: Some((d, dc)),
            },
            Message::Face(_) | Message::CritHit,
        ) => admits(
            session,
            strict,
            &UndeadAction::Fire {
                defender: shot(*d, *dc),
                attacker: Some(face_shot(message)),
            },
        ),
        (Form::Items { purpose, items }, Message::Add(item)) => {
            let mut items = items.clone();
            items.push(*item);
            let first_of_two = matches!(purpose, ItemsFor::Pay(_)) && items.len() < 2;
            // Part of an income of several icons: taken as the rules will
            // take the whole, when the space gives these and more.
            let kinds: Vec<_> = items.iter().map(|i| i.resource()).collect();
            let part_of_income = matches!(purpose, ItemsFor::Income)
                && crate::games::undead::pad_queries::income_open(state, &kinds);
            items.len() <= MOST_ITEMS && {
                let f = Form::Items {
                    purpose: purpose.clone(),
                    items,
                };
                form_action(&f, state, None).is_some_and(|a| {
                    if first_of_two {
                        admits_part(session, strict, &a, rules::PAY_TWO.id)
                    } else if part_of_income {
                        admits_part(session, strict, &a, rules::INCOME.id)
                    } else {
                        admits(session, strict, &a)
                    }
                })
            }
        }
        (Form::Hiring { bands }, Message::Tick(b)) => {
            !bands.contains(b) && {
                let mut bands = bands.clone();
                bands.push(*b);
                admits(session, strict, &UndeadAction::Hiring { bands })
            }
        }
        (Form::Undead { weak, .. }, Message::Tick(i)) => weak.get(*i).is_some_and(|w| !*w),
        // While some move of a Bullet is taken now: a slot that still holds
        // its Bullet unticked, then a slot that held a Casing ticked (never
        // the one just unticked), so every two clicks make one more move,
        // none is undone, and Enter is soon all that is left (the view lets
        // any slot be ticked in any order).
        (
            Form::Arrange {
                building,
                band,
                card,
            },
            Message::Tick(i),
        ) => {
            let Some(now) = state.bands.get(*band).map(|b| b.card) else {
                return false;
            };
            let n = now.iter().filter(|b| **b).count();
            let ticked = card.iter().filter(|b| **b).count();
            // A Casing left for the Bullet to move to.
            let free = (0..6).any(|j| !now[j] && !card[j]);
            let wanted = if ticked >= n {
                free && card.get(*i).is_some_and(|on| *on) && now.get(*i).is_some_and(|on| *on)
            } else {
                card.get(*i).is_some_and(|on| !*on) && now.get(*i).is_some_and(|on| !*on)
            };
            wanted && some_move(session, strict, *building, *band)
        }
        (Form::Building { ability, .. }, Message::PickAbility(_)) => ability.is_none(),
        (_, Message::Done(place)) => {
            form_action(form, state, place.clone()).is_some_and(|a| admits(session, strict, &a))
        }
        _ => false,
    }
}

/// Whether the rules take some single move of a Bullet on this band's card
/// by this building's ability now.
fn some_move(session: &Session<Undead>, strict: bool, building: usize, band: usize) -> bool {
    let state = session.state();
    let Some(card) = state.bands.get(band).map(|b| b.card) else {
        return false;
    };
    let faces = |bullet: bool| SLOTS.filter(move |f| card[usize::from(*f - 2)] == bullet);
    faces(true).any(|from| {
        faces(false).any(|to| {
            admits(
                session,
                strict,
                &UndeadAction::Use {
                    building: building_word(state, building),
                    band,
                    roll: None,
                    items: vec![Item::Bullet {
                        from: Some(from),
                        to: Some(to),
                    }],
                    to: None,
                },
            )
        })
    })
}

/// The shot a face button stands for.
fn face_shot(message: &Message) -> crate::games::undead::spaces::Shot {
    match message {
        Message::Face(f) => shot(*f, false),
        _ => shot(8, true),
    }
}

/// The clicks of a form that lead on: taken without an override when
/// `strict`, else taken at all.
fn offered_mode(form: &Form, session: &Session<Undead>, strict: bool) -> Vec<Message> {
    form_buttons(form, session)
        .into_iter()
        .filter(|m| form_live(form, m, session, strict))
        .collect()
}

/// The clicks offered in a form (see `TablePad::offered`): those that lead
/// to an entry the rules take without an override, or when there is none,
/// those that lead to one they flag.
pub fn offered_in(form: &Form, session: &Session<Undead>) -> Vec<Message> {
    let clean = offered_mode(form, session, true);
    if clean.is_empty() {
        offered_mode(form, session, false)
    } else {
        clean
    }
}

/// Whether a big button of the step is live (see [`offered_in`]).
fn step_live_mode(message: &Message, session: &Session<Undead>, strict: bool) -> bool {
    match message {
        Message::Enter(a) => admits(session, strict, a),
        Message::Open(f) => !offered_mode(f, session, strict).is_empty(),
        _ => false,
    }
}

/// The big buttons of the step that are live now: those that lead to an
/// entry taken without an override, or when there is none, to one flagged.
pub fn live_steps(session: &Session<Undead>) -> Vec<Message> {
    let steps = step_buttons(session.state());
    let clean: Vec<Message> = steps
        .iter()
        .filter(|m| step_live_mode(m, session, true))
        .cloned()
        .collect();
    if clean.is_empty() {
        steps
            .into_iter()
            .filter(|m| step_live_mode(m, session, false))
            .collect()
    } else {
        clean
    }
}

/// The clicks offered now (see `TablePad::offered`).
pub fn offered(pad: &Pad, session: &Session<Undead>) -> Vec<Message> {
    let state = session.state();
    if state.phase == Phase::Over {
        return Vec::new();
    }
    match &pad.form {
        Some(form) => offered_in(form, session),
        None => live_steps(session),
    }
}
