//! Applies events to the state. Holds no rules: every decision was made in
//! `decide`; this only moves tokens.

use super::actions::BangEvent;
use super::state::{ARROWS, BangState, Stage, Step, Turn};

/// Applies one event.
pub fn evolve(mut state: BangState, event: &BangEvent) -> BangState {
    match event {
        BangEvent::TurnStarted { player, number } => {
            state.turn = Turn {
                number: *number,
                player: *player,
                ..Turn::default()
            };
        }
        BangEvent::ChoiceOpened(choice) => state.pending.push(*choice),
        BangEvent::ChoiceClosed(kind) => state.pending.retain(|c| c.kind() != *kind),
        BangEvent::DiceRolled { faces } => {
            state.turn.dice = Some(*faces);
            state.turn.rolls = 1;
            state.turn.stage = Stage::Rolling;
        }
        BangEvent::DiceRerolled { dice } => {
            if let Some(faces) = &mut state.turn.dice {
                for rerolled in dice {
                    if let Some(face) = faces.get_mut(usize::from(rerolled.die)) {
                        *face = rerolled.face;
                    }
                }
            }
            state.turn.rolls = state.turn.rolls.saturating_add(1);
        }
        BangEvent::ResolvingStarted => state.turn.stage = Stage::Resolving,
        BangEvent::DynamiteExploded => state.turn.dynamite_exploded = true,
        BangEvent::ArrowTaken { player } => {
            if let Some(p) = state.players.get_mut(*player) {
                p.arrows = p.arrows.saturating_add(1).min(ARROWS);
                state.pile = state.pile.saturating_sub(1);
            }
        }
        BangEvent::ArrowsReturned { player, count } => {
            if let Some(p) = state.players.get_mut(*player) {
                let count = (*count).min(p.arrows);
                p.arrows -= count;
                // A pile corrected by hand never shows more than the box holds.
                state.pile = state.pile.saturating_add(count).min(ARROWS);
            }
        }
        BangEvent::LifeLost { player, amount } => {
            if let Some(p) = state.players.get_mut(*player) {
                p.life = p.life.saturating_sub(*amount);
            }
        }
        BangEvent::LifeGained { player, amount } => {
            if let Some(p) = state.players.get_mut(*player) {
                p.life = p.life.saturating_add(*amount).min(p.max_life);
            }
        }
        BangEvent::AttackHeld(attack) => state.held = Some(attack.clone()),
        BangEvent::AttackReleased => state.held = None,
        BangEvent::StepResolved(step) => {
            let done = &mut state.turn.resolved;
            match step {
                Step::Shots => done.shots = true,
                Step::Beers => done.beers = true,
                Step::Gatling => done.gatling = true,
                Step::Kit => done.kit = true,
            }
        }
        BangEvent::SlabUsed { beers } => {
            state.turn.slab_beers = state.turn.slab_beers.saturating_add(*beers);
        }
        BangEvent::RoleRevealed { player, role } => {
            if let Some(p) = state.players.get_mut(*player) {
                p.role = Some(*role);
            }
        }
        BangEvent::ShowdownStarted => state.showdown = true,
        BangEvent::EndJudged(end) => state.end = *end,
        BangEvent::PendingCleared => {
            state.pending.clear();
            state.held = None;
        }
        BangEvent::TurnEnded => {}
    }
    state
}
