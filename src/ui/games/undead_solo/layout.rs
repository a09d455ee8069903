//! The solo pad's layout in no language: the step's parts (the spaces
//! and Hire Guns, Dead Ranger's d8, the duel's and the hunt's d8s), the
//! form's parts, the main row and the box's shelf, each cell live or
//! greyed as [`super::offers`] asks the rules.

use super::offers::{
    asking_buildings, form_buttons, main_click, open_form, pick_live, rolled, seen_undead,
    step_form, use_choices, use_roll,
};
use super::{Form, ItemsFor, Message, Pad};
use crate::core::Msg;
use crate::games::undead::contents::{WEAK_POINTS, building_cards};
use crate::games::undead::spaces::Shot;
use crate::games::undead::{UndeadAction, find_building};
use crate::games::undead_solo::choices::{self, Ask};
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::session::Session;
use crate::ui::games::undead as undead_pad;
use crate::ui::games::undead::offers::{Cell, Layout, Part, UNDEAD_NOTORIETY};

/// A step's part: the buttons for what it asks, in their places.
pub(super) fn step_parts(session: &Session<UndeadSolo>) -> Vec<(Option<Msg>, Vec<Message>, Shape)> {
    let s = session.state();
    let enter = |a: SoloAction| Message::Enter(Box::new(a));
    let base = |a: UndeadAction| enter(SoloAction::Base(a));
    match choices::ask(s) {
        Ask::Place => {
            let mut out = Vec::new();
            let mut uses: Vec<Message> = choices::entries(s)
                .into_iter()
                .filter(|a| matches!(a, SoloAction::Base(UndeadAction::Use { .. })))
                .map(enter)
                .collect();
            if !asking_buildings(session).is_empty() {
                uses.push(Message::Open(Form::Use));
            }
            if !uses.is_empty() {
                out.push((None, uses, Shape::Choices));
            }
            out.push((
                Some(Msg::new("undead-solo-pad-place-ask")),
                (2..=8u8)
                    .rev()
                    .map(|sp| enter(SoloAction::Place { space: Some(sp) }))
                    .collect(),
                Shape::Numbers,
            ));
            out.push((
                None,
                vec![enter(SoloAction::Place { space: None })],
                Shape::Choices,
            ));
            out
        }
        Ask::Ranger => vec![(
            None,
            (1..=8)
                .map(|roll| enter(SoloAction::Ranger { roll }))
                .collect(),
            Shape::Die,
        )],
        Ask::Hunt => {
            let shots = choices::shots();
            vec![
                (
                    None,
                    shots
                        .iter()
                        .filter(|s| !s.crit)
                        .map(|shot| base(UndeadAction::Shoot { shot: *shot }))
                        .collect(),
                    Shape::Die,
                ),
                (
                    None,
                    shots
                        .iter()
                        .filter(|s| s.crit)
                        .map(|shot| base(UndeadAction::Shoot { shot: *shot }))
                        .collect(),
                    Shape::Choices,
                ),
            ]
        }
        Ask::Answer => {
            let ats = choices::answer_targets(s);
            // The walk-out's die first, right under the question, so its
            // faces stay in sight in the shortest room; paying up below.
            let pay = (
                None,
                ats.iter()
                    .map(|at| {
                        Message::Open(Form::Items {
                            purpose: ItemsFor::Pay(*at),
                            items: Vec::new(),
                        })
                    })
                    .collect(),
                Shape::Choices,
            );
            let mut out = Vec::new();
            for at in ats {
                let walk = |shot: Shot| enter(SoloAction::Walk { shot, at });
                let shots = choices::shots();
                out.push((
                    Some(Msg::new("undead-solo-pad-walk-ask").arg("at", at.map_or(0, i64::from))),
                    shots.iter().filter(|s| !s.crit).map(|s| walk(*s)).collect(),
                    Shape::Die,
                ));
                out.push((
                    None,
                    shots.iter().filter(|s| s.crit).map(|s| walk(*s)).collect(),
                    Shape::Choices,
                ));
            }
            out.push(pay);
            out
        }
        Ask::Turn => {
            let mut steps: Vec<Message> = Vec::new();
            steps.extend(
                choices::ranger_targets(s)
                    .into_iter()
                    .map(|space| Message::Open(Form::Intimidate { space, crit: false })),
            );
            steps.push(Message::Open(Form::Items {
                purpose: ItemsFor::Steal,
                items: Vec::new(),
            }));
            steps.extend(
                choices::entries(s)
                    .into_iter()
                    .filter(|a| !matches!(a, SoloAction::Base(UndeadAction::End)))
                    .map(enter),
            );
            vec![(None, steps, Shape::Choices)]
        }
        Ask::RoundEnd => vec![(
            None,
            choices::entries(s)
                .into_iter()
                .filter(|a| !matches!(a, SoloAction::Base(UndeadAction::Next)))
                .map(enter)
                .collect(),
            Shape::Choices,
        )],
        Ask::Undead => {
            let seen: Vec<Message> = seen_undead(session).into_iter().map(enter).collect();
            if seen.is_empty() {
                Vec::new()
            } else {
                vec![(Some(Msg::new("undead-solo-pad-seen")), seen, Shape::Choices)]
            }
        }
        Ask::Building | Ask::Duel | Ask::Nothing => Vec::new(),
    }
}

/// How a part is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    Choices,
    Numbers,
    Die,
}

/// The form's parts, end buttons and shelf, from its buttons and which are live.
pub(super) fn form_parts(
    form: &Form,
    session: &Session<UndeadSolo>,
    live_now: &[Message],
) -> crate::ui::games::undead::layout::FormParts<Message> {
    let cell = |m: &Message| Cell::new(m.clone(), live_now.contains(m));
    let buttons = form_buttons(form, session);
    let mut parts = Vec::new();
    let mut end: Vec<Cell<Message>> = buttons
        .iter()
        .filter(|m| matches!(m, Message::Done))
        .map(cell)
        .collect();
    let mut shelf = Vec::new();
    match form {
        Form::Use => {
            let s = &session.state().base;
            for b in asking_buildings(session) {
                let name = s
                    .buildings
                    .get(b)
                    .map(|x| x.name.clone())
                    .unwrap_or_default();
                if rolled(session, b) {
                    parts.push((
                        Some(Msg::new("undead-solo-pad-use-roll").arg("building", name)),
                        Part::Numbers(
                            (1..=8u8)
                                .map(|f| {
                                    let m = Message::Enter(Box::new(use_roll(session, b, f)));
                                    (u32::from(f), cell(&m))
                                })
                                .collect(),
                        ),
                    ));
                } else {
                    let mine: Vec<Cell<Message>> = use_choices(session)
                        .iter()
                        .filter(|m| of_building(session, m, b))
                        .map(cell)
                        .collect();
                    parts.push((
                        Some(Msg::new("undead-solo-pad-use-pick").arg("building", name)),
                        Part::Choices(mine),
                    ));
                }
            }
        }
        Form::Card(undead_pad::Form::Building {
            ability,
            cost,
            notoriety,
            ..
        }) => {
            shelf.extend(building_cards(2).into_iter().map(|a| {
                let m = Message::Card(undead_pad::Message::PickAbility(a));
                match ability {
                    Some(chosen) => Cell::control(m).picked(*chosen == a),
                    None => cell(&m),
                }
            }));
            // The printed numbers one tap each, as in the game's own pad.
            let printed = [
                (0u8, *cost, "undead-pad-cost"),
                (1, *notoriety, "undead-pad-notoriety"),
            ];
            for (which, now, title) in printed {
                let values = undead_pad::layout::CARD_NUMBERS
                    .map(|n| {
                        let m = Message::Card(undead_pad::Message::Set(which, n));
                        (n, Cell::control(m).picked(n == now))
                    })
                    .collect();
                parts.push((None, Part::Row(Msg::new(title), values)));
            }
            parts.push((None, Part::Fields(Vec::new())));
        }
        Form::Card(undead_pad::Form::Undead { weak, notoriety }) => {
            parts.push((
                Some(Msg::new("undead-pad-weak")),
                Part::Numbers(
                    WEAK_POINTS
                        .map(|f| {
                            let i = usize::from(f - 1);
                            let m = Message::Card(undead_pad::Message::Tick(i));
                            let c = if weak[i] { Cell::control(m) } else { cell(&m) };
                            (u32::from(f), c.picked(weak[i]))
                        })
                        .collect(),
                ),
            ));
            parts.push((
                Some(Msg::new("undead-pad-undead-notoriety")),
                Part::Numbers(
                    UNDEAD_NOTORIETY
                        .map(|n| {
                            let m = Message::Card(undead_pad::Message::Set(1, n));
                            (n, Cell::control(m).picked(n == *notoriety))
                        })
                        .collect(),
                ),
            ));
        }
        Form::Card(undead_pad::Form::Arrange { card, .. }) => {
            parts.push((
                None,
                Part::Numbers(
                    (0..6usize)
                        .map(|i| {
                            let m = Message::Card(undead_pad::Message::Tick(i));
                            let c = if live_now.contains(&m) {
                                cell(&m)
                            } else {
                                Cell::control(m)
                            };
                            (u32::try_from(i + 2).unwrap_or(0), c.picked(card[i]))
                        })
                        .collect(),
                ),
            ));
        }
        Form::Card(_) => {}
        Form::Duel { .. } | Form::Intimidate { crit: false, .. } => {
            let (die, crit): (Vec<Message>, Vec<Message>) = buttons
                .iter()
                .cloned()
                .partition(|m| !matches!(m, Message::Face(s) if s.crit));
            parts.push((None, Part::Die(die.iter().map(cell).collect())));
            parts.push((None, Part::Choices(crit.iter().map(cell).collect())));
        }
        Form::Intimidate { crit: true, .. } => parts.push((
            None,
            Part::Numbers(
                buttons
                    .iter()
                    .map(|m| {
                        let n = match m {
                            Message::Slot(f) => u32::from(*f),
                            _ => 0,
                        };
                        (n, cell(m))
                    })
                    .collect(),
            ),
        )),
        Form::Items { .. } => parts.push((
            None,
            Part::Choices(
                buttons
                    .iter()
                    .filter(|m| !matches!(m, Message::Done))
                    .map(cell)
                    .collect(),
            ),
        )),
    }
    end.retain(|c| {
        !matches!(
            form,
            Form::Duel { .. } | Form::Intimidate { .. } | Form::Use
        ) || !matches!(c.message, Message::Done)
    });
    (parts, end, shelf)
}

/// Whether a choice of the Use form is this building's.
pub(super) fn of_building(
    session: &Session<UndeadSolo>,
    message: &Message,
    building: usize,
) -> bool {
    match message {
        Message::Enter(a) => match a.as_ref() {
            SoloAction::Base(UndeadAction::Use { building: w, .. }) => {
                find_building(&session.state().base, w).ok() == Some(building)
            }
            _ => false,
        },
        Message::Open(Form::Card(undead_pad::Form::Arrange { building: b, .. })) => *b == building,
        _ => false,
    }
}

/// Everything the area draws now, and whether each is live.
pub(super) fn layout(pad: &Pad, session: &Session<UndeadSolo>) -> Layout<Message> {
    let mut out: Layout<Message> = Layout::default();
    if choices::ask(session.state()) == Ask::Nothing {
        return out;
    }
    let own = step_form(session);
    let form = open_form(pad, session);
    let begun = pad.form.is_some();
    let other =
        begun && own.as_ref() != pad.form.as_ref() && !same_kind(own.as_ref(), pad.form.as_ref());
    let main = main_click(session);
    let steps = step_parts(session);
    let live_now: Vec<Message> = match &form {
        Some(f) if begun => pick_live(&form_buttons(f, session), Some(f), session),
        _ => {
            let mut candidates: Vec<Message> = main.iter().cloned().collect();
            for (_, messages, _) in &steps {
                candidates.extend(messages.iter().cloned());
            }
            if let Some(f) = &form {
                candidates.extend(form_buttons(f, session));
            }
            pick_live(&candidates, form.as_ref(), session)
        }
    };
    out.main = main.map(|m| {
        let live_main = !begun && live_now.contains(&m);
        Cell::new(m, live_main)
    });
    if !other {
        for (title, messages, shape) in steps {
            let cells: Vec<Cell<Message>> = messages
                .into_iter()
                .map(|m| {
                    let l = !begun && live_now.contains(&m);
                    Cell::new(m, l)
                })
                .collect();
            out.parts.push((
                title,
                match shape {
                    Shape::Choices => Part::Choices(cells),
                    Shape::Die => Part::Die(cells),
                    Shape::Numbers => Part::Numbers(
                        cells
                            .into_iter()
                            .map(|c| {
                                let n = match &c.message {
                                    Message::Enter(a) => match a.as_ref() {
                                        SoloAction::Place { space: Some(sp) } => u32::from(*sp),
                                        _ => 0,
                                    },
                                    _ => 0,
                                };
                                (n, c)
                            })
                            .collect(),
                    ),
                },
            ));
        }
    }
    if let Some(f) = &form {
        let (parts, end, shelf) = form_parts(f, session, &live_now);
        out.parts.extend(parts);
        out.end = end;
        out.shelf = shelf;
    }
    if begun {
        out.end.push(Cell::control(Message::Cancel));
    }
    out
}

/// Whether a form begun is the step's own (its card or duel).
pub(super) fn same_kind(own: Option<&Form>, begun: Option<&Form>) -> bool {
    match (own, begun) {
        (Some(Form::Card(a)), Some(Form::Card(b))) => {
            std::mem::discriminant(a) == std::mem::discriminant(b)
        }
        (Some(Form::Duel { .. }), Some(Form::Duel { .. })) => true,
        _ => false,
    }
}
