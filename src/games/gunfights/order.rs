//! Whose turn it is to shoot, worked out from the shots entered so far.
//!
//! In a gunfight the characters fire in a fixed cycle: the team that shoots
//! first (the Pioneers while the Church stood at the start of the Raid) in
//! turn order, then the other team in turn order, and round again ("Sheriff,
//! then Deputy, then the Thief returns fire"). In the showdown the teams
//! alternate shot by shot, each team going round its own members in turn
//! order. Whoever cannot fire is skipped: the dead without a Deathrattle
//! shot, and in a gunfight a character with neither ammo nor Dynamite.
//! Quick Draw's second shot and Dynamite King's throw with a shot come
//! right after the character's own first entry.

use super::characters::Team;
use super::items::{Item, SnakeOil};
use super::raid::first_team;
use super::state::GunState;

/// Whether a character can fire now.
pub(super) fn can_fire(state: &GunState, seat: usize, showdown: bool) -> bool {
    let Some(s) = state.seats.get(seat) else {
        return false;
    };
    let alive = s.health > 0
        || state
            .this_round
            .deathrattle
            .get(&seat)
            .is_some_and(|n| *n > 0);
    let armed = showdown || s.ammo > 0 || s.holds(Item::Dynamite);
    alive && armed
}

/// The first after `after` in a cycle who can fire (from the start when none).
fn next_in(
    state: &GunState,
    cycle: &[usize],
    after: Option<usize>,
    showdown: bool,
) -> Option<usize> {
    let start = after
        .and_then(|a| cycle.iter().position(|s| *s == a))
        .map_or(0, |i| i + 1);
    (0..cycle.len())
        .map(|k| cycle[(start + k) % cycle.len()])
        .find(|s| can_fire(state, *s, showdown))
}

/// The characters who may fire next among `fighters` (seats in turn order):
/// the next in the cycle, and the last shooter again when Quick Draw or
/// Dynamite King allows him a second entry. Empty when nobody can fire.
pub fn expected(state: &GunState, fighters: &[usize], showdown: bool) -> Vec<usize> {
    let first = first_team(state);
    let team_of = |seat: &usize| state.seats.get(*seat).map(|s| s.team());
    let members = |team: Team| -> Vec<usize> {
        fighters
            .iter()
            .copied()
            .filter(|s| team_of(s) == Some(team))
            .collect()
    };
    let other = match first {
        Team::Pioneers => Team::Renegades,
        Team::Renegades => Team::Pioneers,
    };
    let log: Vec<(usize, bool)> = state
        .this_round
        .fight_log
        .iter()
        .copied()
        .filter(|(s, _)| fighters.contains(s))
        .collect();
    let mut out = Vec::new();
    let last = log.last().copied();
    if let Some((seat, throw)) = last {
        let own: Vec<bool> = log
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, t)| *t)
            .collect();
        let oil = state.seats.get(seat).and_then(|s| s.snake_oil);
        // The previous entry was someone else's: this is the turn's first.
        let turn_first = log.len() < 2 || log[log.len() - 2].0 != seat;
        let quick =
            oil == Some(SnakeOil::QuickDraw) && !throw && own.iter().filter(|t| !**t).count() == 1;
        let king = oil == Some(SnakeOil::DynamiteKing)
            && turn_first
            && (throw
                || state
                    .seats
                    .get(seat)
                    .is_some_and(|s| s.holds(Item::Dynamite)));
        if (quick || king) && can_fire(state, seat, showdown) {
            out.push(seat);
        }
    }
    let next = if showdown {
        // The team that did not fire last; the one that starts at first.
        let team = match last.and_then(|(s, _)| team_of(&s)) {
            None => first,
            Some(t) if t == first => other,
            Some(_) => first,
        };
        let last_of = |t: Team| {
            log.iter()
                .rev()
                .find(|(s, _)| team_of(s) == Some(t))
                .map(|(s, _)| *s)
        };
        next_in(state, &members(team), last_of(team), true).or_else(|| {
            let other_team = if team == first { other } else { first };
            next_in(state, &members(other_team), last_of(other_team), true)
        })
    } else {
        let cycle: Vec<usize> = members(first).into_iter().chain(members(other)).collect();
        next_in(state, &cycle, last.map(|(s, _)| s), false)
    };
    if let Some(n) = next
        && !out.contains(&n)
    {
        out.push(n);
    }
    out
}
