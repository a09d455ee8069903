//! What the table must do now, from the state.

use super::rules;
use super::state::{End, GfState, Stage};
use crate::core::Finding;

/// The reminders for the state now.
pub fn reminders(state: &GfState) -> Vec<Finding> {
    let mut out = Vec::new();
    if state.end.is_over() {
        return out;
    }
    if state.end == End::DrawOffered {
        out.push(
            rules::DRAW_OFFERED
                .finding()
                .arg("players", names(state, &state.alive())),
        );
    }
    for seat in &state.climax_due {
        out.push(
            rules::CLIMAX_DRAW
                .finding()
                .arg("player", state.name(*seat))
                .arg("left", i64::from(state.climax_pile)),
        );
    }
    let player = state.name(state.turn.player);
    let stage = match state.turn.stage {
        Stage::Story => Some(&rules::STORY_EFFECT),
        Stage::StoryMark => Some(&rules::STORY_FREE_SHOOT),
        Stage::QuickDraw => Some(&rules::QUICK_DRAW_SHOOT),
        Stage::Horse => Some(&rules::HORSE_MOVE),
        Stage::Start | Stage::Done => None,
    };
    if let Some(rule) = stage {
        out.push(rule.finding().arg("player", player));
    }
    for (seat, p) in state.players.iter().enumerate() {
        if p.out && p.coins > 0 {
            out.push(
                rules::OUT_NO_TAKER
                    .finding()
                    .arg("player", state.name(seat))
                    .arg("coins", i64::from(p.coins)),
            );
        }
    }
    if state.starting_coins.is_none() && !state.started {
        out.push(rules::COINS_UNSET.finding());
    }
    out
}

fn names(state: &GfState, seats: &[usize]) -> String {
    seats
        .iter()
        .map(|s| state.name(*s))
        .collect::<Vec<_>>()
        .join(", ")
}
