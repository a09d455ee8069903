//! `evolve`: applies one event to the state; holds no rule. What the table
//! has seen of a hand is kept here with the card movements, since "a known
//! card leaves the record the moment it can have left the hand" is
//! bookkeeping of what happened, not a rule of the game.

use super::actions::GfEvent;
use super::state::{GfState, Stage};

/// How many cards of a hand the table knows.
fn known_total(known: &[u8; 6]) -> u8 {
    known.iter().fold(0u8, |sum, n| sum.saturating_add(*n))
}

/// Applies an event.
pub fn evolve(mut state: GfState, event: &GfEvent) -> GfState {
    match event {
        GfEvent::CardDiscarded { player, card } => {
            if let Some(p) = state.players.get_mut(*player) {
                p.hand = p.hand.saturating_sub(1);
                // Any one card of this location may be the one thrown; the
                // others are still there.
                let known = &mut p.known[card.index()];
                *known = known.saturating_sub(1).min(p.hand);
                // The table threw a card the record did not have: the record
                // was wrong somewhere, so none of it can be trusted now.
                if known_total(&p.known) > p.hand {
                    p.known = [0; 6];
                }
            }
            state.discards.push(*card);
        }
        GfEvent::CardDrawn { player } => {
            if let Some(p) = state.players.get_mut(*player) {
                p.hand = p.hand.saturating_add(1);
            }
            state.draw_pile = state.draw_pile.saturating_sub(1);
        }
        GfEvent::DiscardTaken { player, under_top } => {
            let at = state
                .discards
                .len()
                .checked_sub(if *under_top { 2 } else { 1 });
            if let Some(card) = at.map(|at| state.discards.remove(at))
                && let Some(p) = state.players.get_mut(*player)
            {
                p.hand = p.hand.saturating_add(1);
                p.known[card.index()] = p.known[card.index()].saturating_add(1);
            }
        }
        GfEvent::CardRevealed { player, card } => {
            if let Some(p) = state.players.get_mut(*player) {
                let known = &mut p.known[card.index()];
                *known = (*known).max(1).min(p.hand);
                // Only the card shown is certain when the rest cannot all be there.
                if known_total(&p.known) > p.hand {
                    p.known = [0; 6];
                    p.known[card.index()] = 1;
                }
            }
        }
        GfEvent::LocationEmptied { player, location } => {
            if let Some(p) = state.players.get_mut(*player) {
                p.known[location.index()] = 0;
            }
        }
        GfEvent::Reshuffled => {
            let cards = u8::try_from(state.discards.len()).unwrap_or(u8::MAX);
            state.draw_pile = state.draw_pile.saturating_add(cards);
            state.discards.clear();
        }
        GfEvent::CoinsMoved { from, to, count } => {
            match from.and_then(|s| state.players.get_mut(s)) {
                Some(p) => p.coins = p.coins.saturating_sub(*count),
                None => state.bank = state.bank.saturating_sub(*count),
            }
            match to.and_then(|s| state.players.get_mut(s)) {
                Some(p) => p.coins = p.coins.saturating_add(*count),
                None => state.bank = state.bank.saturating_add(*count),
            }
        }
        GfEvent::StoryTurned => state.story_pile = state.story_pile.saturating_sub(1),
        GfEvent::Staged(stage) => {
            state.turn.stage = *stage;
            if *stage != Stage::Start {
                state.started = true;
                state.turn.previous = None;
            }
        }
        GfEvent::ClimaxDue { player } => {
            if !state.climax_due.contains(player) {
                state.climax_due.push(*player);
            }
        }
        GfEvent::ClimaxMissed { player } => state.climax_due.retain(|p| p != player),
        GfEvent::ClimaxDrawn { player, kind } => {
            state.climax_due.retain(|p| p != player);
            state.climax_pile = state.climax_pile.saturating_sub(1);
            if let Some(p) = state.players.get_mut(*player) {
                p.climax = Some(*kind);
            }
        }
        GfEvent::ClimaxEnded { player } => {
            if let Some(p) = state.players.get_mut(*player)
                && p.climax.take().is_some()
            {
                state.climax_pile = state.climax_pile.saturating_add(1);
            }
        }
        GfEvent::PlayerOut { player } => {
            state.climax_due.retain(|p| p != player);
            if let Some(p) = state.players.get_mut(*player) {
                p.out = true;
                p.known = [0; 6];
            }
        }
        GfEvent::ControlTaken { location, player } => {
            state.control[location.index()] = Some(*player);
        }
        GfEvent::TurnPassed { player, round } => {
            state.turn.previous = Some(state.turn.player);
            state.turn.player = *player;
            state.turn.stage = Stage::Start;
            state.turn.number = state.turn.number.saturating_add(1);
            if *round {
                state.turn.rounds = state.turn.rounds.saturating_add(1);
            }
        }
        GfEvent::Ended(end) => state.end = end.clone(),
    }
    state
}
