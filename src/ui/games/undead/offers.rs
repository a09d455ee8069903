//! What the pad draws now, in no language yet, and which of it the rules
//! take: the main button (the step that moves the game on), the step's
//! buttons, the choices of the entry being put together, and the box's
//! building cards. Every button is there whether or not the rules take
//! it now (greyed in place, so nothing moves when one is greyed); each is
//! checked by asking the rules (the session's `check`, which runs
//! `decide`) or the game's pad queries, so the pad holds no rule of its
//! own. The view and `drawn` are both made from [`layout`], so the tests
//! check what the table sees.

use super::update::{building_word, form_action, next_duelist, shot};
use super::{Form, ItemsFor, Kind, Message, Pad};
use crate::core::{Game, needs_override};
use crate::games::undead::pad_queries::income_open;
use crate::games::undead::rules;
use crate::games::undead::spaces::{self, Income};
use crate::games::undead::state::SLOTS;
use crate::games::undead::{
    Answer, Item, Phase, Resource, Step, Undead, UndeadAction, UndeadState,
};
use crate::session::{Input, Session};

use super::choices::hunt_shots;
pub use super::choices::{bonuses, form_buttons};
pub use super::layout::{Cell, Layout, Part, layout};

/// The most resources one form puts together, so a form always ends.
pub(super) const MOST_ITEMS: usize = 5;

/// The Notoriety an Undead card may print, offered as faces to tap (the
/// text names "6" among them; a higher one is typed).
pub const UNDEAD_NOTORIETY: std::ops::RangeInclusive<u32> = 1..=8;

/// Whether the rules take this action now (accepted, or flagged for an
/// override; only without one when `strict`), and its line reads back as
/// the same action: a click enters the line, so an entry the notation
/// cannot write is not offered.
pub(super) fn admits(session: &Session<Undead>, strict: bool, action: &UndeadAction) -> bool {
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
pub(super) fn admits_part(
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

/// The step's own form, asked at once without a button to open it: the
/// card to enter, a band's starting resources, the dice on Hire Guns, the
/// reveal, the Wild Card's space, a duel, a fight for control.
pub fn step_form(state: &UndeadState) -> Option<Form> {
    if !state.draws.is_empty() {
        return Some(undead_form());
    }
    match &state.phase {
        Phase::Buildings => Some(building_form()),
        Phase::SetupUndead => Some(undead_form()),
        Phase::Starting => state
            .bands
            .iter()
            .position(|b| !b.started)
            .map(|band| Form::Items {
                purpose: ItemsFor::Start(band),
                items: Vec::new(),
            }),
        Phase::RoundStart => Some(Form::Hiring { bands: Vec::new() }),
        Phase::Reveal => Some(Form::Reveal { faces: Vec::new() }),
        Phase::Wild(_) => Some(Form::Pick(Kind::Wild)),
        Phase::Resolve => match &state.resolution.step {
            Step::Duel(_) => Some(duel_form()),
            Step::Turn(turn) => match &turn.contest {
                Some(c) if c.standing => Some(Form::Fire { defender: None }),
                _ => None,
            },
            Step::Idle => None,
        },
        Phase::Tiebreak(_) => Some(duel_form()),
        Phase::RoundEnd | Phase::Upkeep | Phase::Over => None,
    }
}

pub(super) fn duel_form() -> Form {
    Form::Duel {
        shots: Vec::new(),
        target: None,
    }
}

/// The form open: the one clicked open or begun, else the step's own.
pub fn open_form(pad: &Pad, state: &UndeadState) -> Option<Form> {
    pad.form.clone().or_else(|| step_form(state))
}

/// Whether two forms are of the same step (a form begun is the step's own).
pub fn same_kind(a: &Form, b: &Form) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
        && match (a, b) {
            (Form::Pick(x), Form::Pick(y)) => x == y,
            (Form::Items { purpose: x, .. }, Form::Items { purpose: y, .. }) => x == y,
            _ => true,
        }
}

pub(super) fn enter(a: UndeadAction) -> Message {
    Message::Enter(Box::new(a))
}

/// The income of the active band's space as one entry, when it leaves
/// nothing to choose (all of its icons and no Bullet to place).
pub(super) fn whole_income(state: &UndeadState) -> Option<UndeadAction> {
    match spaces::income(state.resolution.space) {
        Income::AllOf(all) if !all.is_empty() && !all.contains(&Resource::Bullet) => {
            Some(UndeadAction::Income {
                items: all
                    .iter()
                    .map(|r| match r {
                        Resource::Coin => Item::Coin,
                        _ => Item::Notoriety,
                    })
                    .collect(),
            })
        }
        _ => None,
    }
}

/// The click that takes the active band's income, while it is still to
/// take: the whole of it at once when nothing is left to choose, else the
/// form to pick it.
pub(super) fn income_click(state: &UndeadState) -> Option<Message> {
    let Step::Turn(turn) = &state.resolution.step else {
        return None;
    };
    if turn.income || state.resolution.space == 0 {
        return None;
    }
    Some(whole_income(state).map_or_else(
        || {
            Message::Open(Form::Items {
                purpose: ItemsFor::Income,
                items: Vec::new(),
            })
        },
        enter,
    ))
}

/// The main button of the step: the step that moves the game on (calling
/// "Hiring Guns", taking the income and then ending the turn, stopping a
/// hunt, the next round), none where the step is a form of its own.
pub fn main_click(session: &Session<Undead>) -> Option<Message> {
    let state = session.state();
    if !state.draws.is_empty() {
        return None;
    }
    match &state.phase {
        Phase::RoundStart => Some(Message::Done(None)),
        Phase::Resolve => match &state.resolution.step {
            Step::Turn(turn) => match (&turn.contest, &turn.hunt) {
                (Some(_), _) => None,
                (None, Some(_)) => Some(enter(UndeadAction::Stop)),
                (None, None) => {
                    // The income first, then the end of the turn, at the
                    // same place: ending the turn never drops it unsaid.
                    let income = income_click(state).filter(|m| live_now(m, None, session, true));
                    Some(income.unwrap_or_else(|| enter(UndeadAction::End)))
                }
            },
            Step::Idle => Some(enter(UndeadAction::Next)),
            Step::Duel(_) => None,
        },
        Phase::RoundEnd | Phase::Upkeep => Some(enter(UndeadAction::Next)),
        _ => None,
    }
}

/// The step's buttons below the main one, live or not: always the same
/// set for a step, so nothing moves when one is greyed.
pub fn step_buttons(state: &UndeadState) -> Vec<Message> {
    let open = |k: Kind| Message::Open(Form::Pick(k));
    if !state.draws.is_empty() {
        return Vec::new();
    }
    match &state.phase {
        Phase::RoundStart => vec![open(Kind::Use), open(Kind::Change)],
        Phase::Resolve => match &state.resolution.step {
            Step::Duel(_) => vec![open(Kind::BuyOff)],
            Step::Turn(turn) => match (&turn.contest, &turn.hunt) {
                (Some(c), _) if c.standing => Vec::new(),
                (Some(_), _) => vec![
                    enter(UndeadAction::Vacate),
                    enter(UndeadAction::Stand),
                    open(Kind::BuyOff),
                ],
                (None, Some(_)) => hunt_shots(),
                (None, None) => vec![
                    open(Kind::Hire),
                    open(Kind::Intimidate),
                    open(Kind::Steal),
                    open(Kind::Aim),
                    open(Kind::Buy),
                ],
            },
            Step::Idle => vec![enter(UndeadAction::End)],
        },
        Phase::RoundEnd => vec![open(Kind::Leave), open(Kind::Change)],
        Phase::Upkeep => vec![open(Kind::Keep), open(Kind::Leave)],
        Phase::Tiebreak(_) => vec![open(Kind::Extra)],
        _ => Vec::new(),
    }
}

/// Whether a click in the form open leads on to an entry the rules take.
pub(super) fn form_live(
    form: &Form,
    message: &Message,
    session: &Session<Undead>,
    strict: bool,
) -> bool {
    let state = session.state();
    match (form, message) {
        // The three starting resources at once, only before one is picked.
        (Form::Items { items, .. }, Message::Enter(_)) if !items.is_empty() => false,
        (_, Message::Enter(a)) => admits(session, strict, a),
        (_, Message::Open(f)) => !offered_mode(f, session, strict).is_empty(),
        (Form::Walk(target), Message::Face(_) | Message::CritHit) => admits(
            session,
            strict,
            &UndeadAction::Intimidate {
                target: *target,
                answer: Answer::Walk(face_shot(message)),
            },
        ),
        (Form::Reveal { faces }, Message::Face(_)) => {
            let mut faces = faces.clone();
            faces.push(face_shot(message).face);
            let f = Form::Reveal { faces };
            match form_action(&f, state, None) {
                Some(a) => admits(session, strict, &a),
                None => true,
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
            let first_of_three = matches!(purpose, ItemsFor::Start(_)) && items.len() < 3;
            // Part of an income of several icons: taken as the rules will
            // take the whole, when the space gives these and more.
            let kinds: Vec<_> = items.iter().map(|i| i.resource()).collect();
            let part_of_income = matches!(purpose, ItemsFor::Income) && income_open(state, &kinds);
            items.len() <= MOST_ITEMS && {
                let f = Form::Items {
                    purpose: purpose.clone(),
                    items,
                };
                form_action(&f, state, None).is_some_and(|a| {
                    if first_of_two {
                        admits_part(session, strict, &a, rules::PAY_TWO.id)
                    } else if first_of_three {
                        admits_part(session, strict, &a, rules::THREE.id)
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
        (Form::Undead { weak, .. }, Message::Set(1, n)) => {
            state.draws.is_empty()
                && weak.iter().any(|w| *w)
                && form_action(
                    &Form::Undead {
                        weak: *weak,
                        notoriety: *n,
                    },
                    state,
                    None,
                )
                .is_some_and(|a| admits(session, strict, &a))
        }
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
        (
            Form::Building {
                ability: Some(_), ..
            },
            Message::Bonus(b),
        ) => {
            let mut f = form.clone();
            if let Form::Building { bonus, .. } = &mut f {
                *bonus = *b;
            }
            form_action(&f, state, None).is_some_and(|a| admits(session, strict, &a))
        }
        (_, Message::Done(place)) => {
            form_action(form, state, place.clone()).is_some_and(|a| admits(session, strict, &a))
        }
        _ => false,
    }
}

/// Whether the rules take some single move of a Bullet on this band's card
/// by this building's ability now.
pub(super) fn some_move(
    session: &Session<Undead>,
    strict: bool,
    building: usize,
    band: usize,
) -> bool {
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
pub fn face_shot(message: &Message) -> crate::games::undead::spaces::Shot {
    match message {
        Message::Face(f) => shot(*f, false),
        _ => shot(8, true),
    }
}

/// The clicks of a form that lead on: taken without an override when
/// `strict`, else taken at all.
pub(super) fn offered_mode(form: &Form, session: &Session<Undead>, strict: bool) -> Vec<Message> {
    form_buttons(form, session)
        .into_iter()
        .filter(|m| form_live(form, m, session, strict))
        .collect()
}

/// The clicks that lead on in a form: those that lead to an entry the
/// rules take without an override, or when there is none, those that
/// lead to one they flag.
pub fn offered_in(form: &Form, session: &Session<Undead>) -> Vec<Message> {
    let clean = offered_mode(form, session, true);
    if clean.is_empty() {
        offered_mode(form, session, false)
    } else {
        clean
    }
}

/// Whether a click leads on now: a step's button or the main one (an
/// entry, or a form to open), or a choice of the step's own `form`.
pub(super) fn live_now(
    message: &Message,
    form: Option<&Form>,
    session: &Session<Undead>,
    strict: bool,
) -> bool {
    match (message, form) {
        (Message::Enter(a), _) => admits(session, strict, a),
        (Message::Open(f), _) => !offered_mode(f, session, strict).is_empty(),
        (m, Some(form)) => form_live(form, m, session, strict),
        _ => false,
    }
}

/// The clicks that lead on now, of the main one, the step's buttons and
/// the step's own form: those that lead to an entry taken without an
/// override, or when there is none, to one flagged.
pub(super) fn step_live(
    session: &Session<Undead>,
    candidates: &[Message],
    form: Option<&Form>,
) -> Vec<Message> {
    let pick = |strict: bool| -> Vec<Message> {
        candidates
            .iter()
            .filter(|m| live_now(m, form, session, strict))
            .cloned()
            .collect()
    };
    let clean = pick(true);
    if clean.is_empty() { pick(false) } else { clean }
}

/// The resources a form of gains shows, in their fixed places (greyed
/// when refused, never left out); a form of takings (a steal, Pay Up) has
/// many, and shows only those the rules take.
pub(super) fn fixed_items(purpose: &ItemsFor) -> bool {
    !matches!(purpose, ItemsFor::Steal(_) | ItemsFor::Pay(_))
}

/// The clicks offered now (see `TablePad::offered`): every live button
/// that builds or makes an entry.
pub fn offered(pad: &Pad, session: &Session<Undead>) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    for c in layout(pad, session).cells() {
        if c.live && !c.control && !out.contains(&c.message) {
            out.push(c.message.clone());
        }
    }
    out
}
