//! `decide`: every rule, applied to a working copy of the state.
//!
//! Each action is checked and turned into events one step at a time; every
//! event is applied to the working copy at once (through `evolve`, which
//! holds no rules), so later steps of the same action see its effects: an
//! arrow that empties the pile sets off the Indians before the next arrow is
//! taken, a player eliminated by dynamite resolves nothing more.
//!
//! Impossible input returns `Err` (Rejected). A rule broken returns its
//! Violation among the findings together with the events of applying it
//! anyway, so "apply anyway" needs no second path.

use super::actions::{BangAction, BangEvent};
use super::reactions;
use super::resolve;
use super::roles::{self, EndState};
use super::roll;
use super::rules;
use super::state::{BangState, Choice, Stage};
use crate::core::{Decision, Finding};

/// The working copy of the state and what the action has produced so far
/// (shared by every game); this game's own helpers follow.
pub(super) type Ctx = crate::core::Working<super::BangDice>;

impl Ctx {
    /// The seat whose turn it is.
    pub fn active(&self) -> usize {
        self.state.turn.player
    }

    /// A seat's name, for messages.
    pub fn name(&self, seat: usize) -> String {
        self.state.name(seat)
    }

    /// Whether the turn goes on: the game is not over and the player whose
    /// turn it is is still in it.
    pub fn goes_on(&self) -> bool {
        !self.state.end.is_over() && self.state.active().is_some_and(|p| p.alive())
    }

    /// Rolling ends when the first die is resolved.
    pub fn start_resolving(&mut self) {
        if self.state.turn.stage == Stage::Rolling {
            self.emit(BangEvent::ResolvingStarted);
        }
    }

    /// The next living player clockwise begins a turn (Sid Ketchum first chooses).
    pub fn start_next_turn(&mut self) {
        let Some(next) = self.state.next_alive(self.active()) else {
            return;
        };
        let number = self.state.turn.number.saturating_add(1);
        self.emit(BangEvent::TurnStarted {
            player: next,
            number,
        });
        if self.state.players[next].is(super::characters::Character::SidKetchum) {
            self.emit(BangEvent::ChoiceOpened(Choice::Sid { seat: next }));
        }
    }

    /// After the action: a player eliminated during their own turn passes
    /// the dice on at once.
    fn finish(&mut self) {
        let active_out = self.state.active().is_some_and(|p| !p.alive());
        if !self.state.end.is_over() && active_out {
            self.emit(BangEvent::TurnEnded);
            self.start_next_turn();
            let next = self.active();
            self.note(rules::TURN_PASSED.finding().arg("player", self.name(next)));
        }
    }
}

/// Checks an action against the rules; see the module notes.
pub fn decide(state: &BangState, action: &BangAction) -> Result<Decision<BangEvent>, Finding> {
    check_seats(state, action)?;
    if let BangAction::Reveal { player, role } = action {
        return reactions::reveal(state, *player, *role);
    }
    if state.end.is_over() {
        return Err(rules::GAME_OVER.finding());
    }
    let mut ctx = Ctx::new(state);
    match action {
        BangAction::Sid { target } => reactions::sid(&mut ctx, *target)?,
        BangAction::Bart { arrows } => reactions::bart(&mut ctx, *arrows)?,
        BangAction::Pedro { discards } => reactions::pedro(&mut ctx, *discards)?,
        other => {
            // Choices already open may still be made; play may not go on.
            if state.end == EndState::Undecided {
                let names = state.names(roles::to_reveal(state));
                ctx.note(rules::REVEAL_FIRST.finding().arg("players", names));
            }
            reactions::drop_pending(&mut ctx);
            match other {
                BangAction::Roll { faces } => roll::first_roll(&mut ctx, *faces)?,
                BangAction::Reroll { dice } => roll::reroll(&mut ctx, dice)?,
                BangAction::Shoot { hits } => resolve::shoot(&mut ctx, hits)?,
                BangAction::Beer { targets } => resolve::beer(&mut ctx, targets)?,
                BangAction::Gatling => resolve::gatling(&mut ctx)?,
                BangAction::Kit { targets } => resolve::kit(&mut ctx, targets)?,
                BangAction::End => resolve::end_turn(&mut ctx),
                BangAction::Sid { .. }
                | BangAction::Bart { .. }
                | BangAction::Pedro { .. }
                | BangAction::Reveal { .. } => {}
            }
        }
    }
    ctx.finish();
    Ok(ctx.decision())
}

/// Every seat an action names exists (only a hand-edited file can name
/// another; the notation refuses it first).
fn check_seats(state: &BangState, action: &BangAction) -> Result<(), Finding> {
    let seats: Vec<usize> = match action {
        BangAction::Sid { target } => target.iter().copied().collect(),
        BangAction::Shoot { hits } => hits.iter().map(|h| h.target).collect(),
        BangAction::Beer { targets } | BangAction::Kit { targets } => targets.clone(),
        BangAction::Reveal { player, .. } => vec![*player],
        BangAction::Roll { .. }
        | BangAction::Reroll { .. }
        | BangAction::Gatling
        | BangAction::Bart { .. }
        | BangAction::Pedro { .. }
        | BangAction::End => Vec::new(),
    };
    match seats.into_iter().find(|s| *s >= state.players.len()) {
        Some(seat) => Err(rules::PLAYER_UNKNOWN
            .finding()
            .arg("seat", seat.saturating_add(1))),
        None => Ok(()),
    }
}
