//! The questions the window's pad asks of the rules, so it never keeps a
//! copy of one: whose dice are revealed now, who duels, what an attempt at
//! an Undead has rolled so far.

use super::state::{Phase, Resource, Step, UndeadState};
use super::work::W;

/// The bands whose die is revealed now (the Law's turn order, Hire Guns and
/// empty stashes left out), as the reveal checks them.
pub fn revealing(state: &UndeadState) -> Vec<usize> {
    super::flow::revealing(&W::new(state))
}

/// The bands that shoot in the duel the rules wait for: the duelists on the
/// space, or one band of each person tied at the end.
pub fn duelists(state: &UndeadState) -> Vec<usize> {
    match (&state.phase, &state.resolution.step) {
        (Phase::Resolve, Step::Duel(bands)) => bands.clone(),
        (Phase::Tiebreak(people), _) => people
            .iter()
            .filter_map(|p| state.bands.iter().position(|b| b.person == *p))
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether these resources, taken so far in the active band's income, are
/// part of what its space gives and more is still to come: an income of
/// all of a space's icons is clicked one resource at a time, and each
/// click short of the whole is not yet an income the rules take.
pub fn income_open(state: &UndeadState, items: &[Resource]) -> bool {
    let Some(band) = state.active() else {
        return false;
    };
    let one_more = state.has(band, super::Ability::IncomeMore);
    let wholes: Vec<Vec<Resource>> = match super::spaces::income(state.resolution.space) {
        super::spaces::Income::OneOf(kinds) => kinds
            .iter()
            .flat_map(|k| {
                let mut out = vec![vec![*k]];
                if one_more {
                    out.push(vec![*k, *k]);
                }
                out
            })
            .collect(),
        super::spaces::Income::AllOf(all) => {
            let mut out = vec![all.to_vec()];
            if one_more {
                out.extend(all.iter().map(|extra| {
                    let mut with = all.to_vec();
                    with.push(*extra);
                    with
                }));
            }
            out
        }
    };
    wholes.iter().any(|whole| {
        let mut left = whole.clone();
        items.len() < whole.len()
            && items
                .iter()
                .all(|r| match left.iter().position(|k| k == r) {
                    Some(i) => {
                        left.remove(i);
                        true
                    }
                    None => false,
                })
    })
}

/// The faces rolled so far in the attempt at an Undead under way (what
/// the next shot and the whole attempt may do is `Game::odds`'s).
pub fn hunt_rolled(state: &UndeadState) -> Option<Vec<u8>> {
    let Step::Turn(turn) = &state.resolution.step else {
        return None;
    };
    Some(turn.hunt.as_ref()?.rolled.clone())
}
