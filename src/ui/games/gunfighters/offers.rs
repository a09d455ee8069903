//! What may be clicked now: the step the rules expect, and for the entry
//! being put together the choices that lead to an entry the rules take.
//! Every list comes from the game's queries or from asking `decide` itself,
//! so the pad holds no rule of its own.

use super::{Form, Message, OneClick, Open, Pad};
use crate::core::Game;
use crate::games::gunfighters::{
    Aim, ClimaxType, End, GfAction, GfState, Gunfighters, Location, Source, Stage, queries,
};

/// Whether the rules take this action now (accepted, or flagged for an override).
pub(super) fn takes(state: &GfState, action: &GfAction) -> bool {
    Gunfighters::decide(state, action).is_ok()
}

/// Whether the rules take it without an override: what the pad offers as
/// the way forward.
fn clean(state: &GfState, action: &GfAction) -> bool {
    Gunfighters::decide(state, action).is_ok_and(|d| !crate::core::needs_override(&d.findings))
}

/// The aims a Shoot at `at` may reveal now: a card of that location, a card
/// that reaches it (extra rule A), or none (the Rifle, the mark).
pub(super) fn aims(state: &GfState, at: Location) -> Vec<Aim> {
    let mut aims: Vec<Aim> = Location::ALL
        .into_iter()
        .filter(|card| queries::reachable(state, *card).contains(&at))
        .map(Aim::Card)
        .collect();
    // The card of the location itself first: the usual shot.
    aims.sort_by_key(|a| *a != Aim::Card(at));
    if queries::may_shoot_free(state) {
        aims.push(Aim::Free);
    }
    aims
}

fn shoot(target: usize, at: Location, aim: Aim, hits: u8) -> GfAction {
    GfAction::Shoot {
        target,
        at,
        aim,
        hits,
    }
}

/// Whether some Shoot of `target` at `at` with `aim` is taken without an
/// override (with public memory, a known card means at least one held).
fn shot_possible(state: &GfState, target: usize, at: Location, aim: Aim) -> bool {
    (0..=7u8).any(|hits| clean(state, &shoot(target, at, aim, hits)))
}

fn location_possible(state: &GfState, target: usize, at: Location) -> bool {
    aims(state, at)
        .into_iter()
        .any(|aim| shot_possible(state, target, at, aim))
}

fn target_possible(state: &GfState, target: usize) -> bool {
    Location::ALL
        .into_iter()
        .any(|at| location_possible(state, target, at))
}

impl Pad {
    /// The clicks offered now (see `TablePad::offered`).
    pub fn offered(&self, state: &GfState) -> Vec<Message> {
        if state.end.is_over() {
            return Vec::new();
        }
        match self.form {
            Some(form) => form_choices(state, form),
            None => openers(state),
        }
    }
}

/// The buttons that move the game on, with nothing put together yet.
pub(super) fn openers(state: &GfState) -> Vec<Message> {
    let mut out = Vec::new();
    if state.end == End::DrawOffered {
        for one in [OneClick::Draw, OneClick::PlayOn] {
            if takes(state, &one.action()) {
                out.push(Message::Act(one));
            }
        }
        return out;
    }
    if let Some(seat) = state.climax_due.first() {
        for kind in ClimaxType::ALL {
            let one = OneClick::Climax(*seat, kind);
            if takes(state, &one.action()) {
                out.push(Message::Act(one));
            }
        }
        if !out.is_empty() {
            return out;
        }
    }
    if !form_choices(state, Form::Move { thrown: None }).is_empty() && queries::may_move(state) {
        out.push(Message::Open(Open::Move));
    }
    if queries::may_shoot(state)
        && !form_choices(
            state,
            Form::Shoot {
                target: None,
                at: None,
                aim: None,
            },
        )
        .is_empty()
    {
        out.push(Message::Open(Open::Shoot));
    }
    if queries::may_story(state) {
        for mark in [false, true] {
            if clean(state, &GfAction::Story { mark }) {
                out.push(Message::Act(OneClick::Story(mark)));
            }
        }
    }
    if state.acted() {
        out.push(Message::Act(OneClick::End));
    }
    for seat in queries::may_control(state) {
        if !form_choices(state, Form::Control { player: seat }).is_empty() {
            out.push(Message::Open(Open::Control(seat)));
        }
    }
    if matches!(state.turn.stage, Stage::Story | Stage::StoryMark) {
        for (open, form) in [
            (Open::Lose, Form::Lose { player: None }),
            (Open::Gain, Form::Gain { player: None }),
            (Open::Coins, Form::Coins { player: None }),
        ] {
            if !form_choices(state, form).is_empty() {
                out.push(Message::Open(open));
            }
        }
    }
    if state.options.ten_seconds && !form_choices(state, Form::Time).is_empty() {
        out.push(Message::Open(Open::Time));
    }
    out
}

/// The form a button opens.
pub(super) fn form_of(open: Open) -> Form {
    match open {
        Open::Move => Form::Move { thrown: None },
        Open::Shoot => Form::Shoot {
            target: None,
            at: None,
            aim: None,
        },
        Open::Lose => Form::Lose { player: None },
        Open::Gain => Form::Gain { player: None },
        Open::Coins => Form::Coins { player: None },
        Open::Time => Form::Time,
        Open::Control(player) => Form::Control { player },
    }
}

/// The choices of a form, each leading to an entry the rules take.
pub(super) fn form_choices(state: &GfState, form: Form) -> Vec<Message> {
    let seats = 0..state.players.len();
    match form {
        Form::Move { thrown: None } => Location::ALL
            .into_iter()
            .filter(|l| {
                [Source::Pile, Source::Discard]
                    .into_iter()
                    .any(|from| clean(state, &GfAction::Move { thrown: *l, from }))
            })
            .map(Message::Location)
            .collect(),
        Form::Move {
            thrown: Some(thrown),
        } => [Source::Pile, Source::Discard]
            .into_iter()
            .filter(|from| {
                clean(
                    state,
                    &GfAction::Move {
                        thrown,
                        from: *from,
                    },
                )
            })
            .map(Message::Source)
            .collect(),
        Form::Shoot { target: None, .. } => seats
            .filter(|s| *s != state.turn.player && target_possible(state, *s))
            .map(Message::Player)
            .collect(),
        Form::Shoot {
            target: Some(target),
            at: None,
            ..
        } => Location::ALL
            .into_iter()
            .filter(|at| location_possible(state, target, *at))
            .map(Message::Location)
            .collect(),
        Form::Shoot {
            target: Some(target),
            at: Some(at),
            aim: None,
        } => aims(state, at)
            .into_iter()
            .filter(|aim| shot_possible(state, target, at, *aim))
            .map(Message::Aim)
            .collect(),
        Form::Shoot {
            target: Some(target),
            at: Some(at),
            aim: Some(aim),
        } => (0..=7u8)
            .filter(|hits| takes(state, &shoot(target, at, aim, *hits)))
            .map(Message::Hits)
            .collect(),
        Form::Lose { player: None } => seats
            .filter(|s| !form_choices(state, Form::Lose { player: Some(*s) }).is_empty())
            .map(Message::Player)
            .collect(),
        Form::Lose {
            player: Some(player),
        } => Location::ALL
            .into_iter()
            .filter(|l| {
                takes(
                    state,
                    &GfAction::Lose {
                        player,
                        cards: vec![*l],
                        by: None,
                    },
                )
            })
            .map(Message::Location)
            .collect(),
        Form::Gain { player: None } => seats
            .filter(|s| !form_choices(state, Form::Gain { player: Some(*s) }).is_empty())
            .map(Message::Player)
            .collect(),
        Form::Gain {
            player: Some(player),
        } => (1..=3u8)
            .filter(|count| {
                takes(
                    state,
                    &GfAction::Gain {
                        player,
                        count: *count,
                    },
                )
            })
            .map(Message::Count)
            .collect(),
        Form::Coins { player: None } => seats
            .filter(|s| !form_choices(state, Form::Coins { player: Some(*s) }).is_empty())
            .map(Message::Player)
            .collect(),
        Form::Coins {
            player: Some(player),
        } => [1i8, -1]
            .into_iter()
            .filter(|change| {
                takes(
                    state,
                    &GfAction::Coins {
                        player,
                        change: *change,
                    },
                )
            })
            .map(Message::Change)
            .collect(),
        Form::Time => Location::ALL
            .into_iter()
            .filter(|card| takes(state, &GfAction::Time { card: *card }))
            .map(Message::Location)
            .collect(),
        Form::Control { player } => Location::ALL
            .into_iter()
            .filter(|location| {
                takes(
                    state,
                    &GfAction::Control {
                        player,
                        location: *location,
                    },
                )
            })
            .map(Message::Location)
            .collect(),
    }
}
