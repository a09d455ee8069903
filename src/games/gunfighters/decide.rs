//! `decide`: every rule, applied to a working copy of the state.
//!
//! Each action is checked and turned into events one step at a time; every
//! event is applied to the working copy at once (through `evolve`, which
//! holds no rules), so later steps see earlier ones: a card drawn from a pile
//! that has just run out comes after the reshuffle, a player shot down to
//! their last card is due a Climax card before the turn passes.
//!
//! Impossible input returns `Err` (Rejected). A rule broken returns its
//! Violation among the findings together with the events of applying it
//! anyway, so "apply anyway" needs no second path. The turn's actions are in
//! [`turn`](super::turn), what the table reports in [`effects`](super::effects).

use super::actions::{GfAction, GfEvent};
use super::state::{End, GfState, Location, PER_LOCATION, PLAY_ON_COINS, Stage};
use super::{effects, rules, turn};
use crate::core::{Decision, Finding};

/// The working copy of the state and what the action has produced so far
/// (shared by every game); this game's own helpers follow.
pub(super) type Ctx = crate::core::Working<super::Gunfighters>;

impl Ctx {
    /// The seat whose turn it is.
    pub fn active(&self) -> usize {
        self.state.turn.player
    }

    /// A seat's name, for messages.
    pub fn name(&self, seat: usize) -> String {
        self.state.name(seat)
    }

    /// A seat's hand count now.
    pub fn hand(&self, seat: usize) -> u8 {
        self.state.players.get(seat).map_or(0, |p| p.hand)
    }

    /// A card from the Gunfire pile into a hand; the Dealer reshuffles the
    /// discards when the pile is empty.
    pub fn draw(&mut self, seat: usize) -> Result<(), Finding> {
        self.reshuffle_if_empty();
        if self.state.draw_pile == 0 {
            return Err(rules::DECK_EMPTY.finding());
        }
        self.emit(GfEvent::CardDrawn { player: seat });
        self.reshuffle_if_empty();
        Ok(())
    }

    fn reshuffle_if_empty(&mut self) {
        if self.state.draw_pile == 0 && !self.state.discards.is_empty() {
            self.emit(GfEvent::Reshuffled);
            self.note(rules::RESHUFFLED.finding());
        }
    }

    /// A card from a hand face up onto the discard pile; refused when more
    /// cards of its location would be seen than there are.
    pub fn discard(&mut self, seat: usize, card: Location) -> Result<(), Finding> {
        self.emit(GfEvent::CardDiscarded { player: seat, card });
        self.check_location(card)
    }

    /// More cards of a location seen than the seven there are is impossible.
    pub fn check_location(&self, card: Location) -> Result<(), Finding> {
        if self.state.seen(card) > PER_LOCATION {
            return Err(rules::LOCATION_FULL
                .finding()
                .arg("location", card.printed()));
        }
        Ok(())
    }

    /// After a hand changed from `before` cards: out at zero (the one who
    /// took them out claims their coins), the Climax card due at one, the
    /// Climax Phase over once cards are gained.
    pub fn settle(&mut self, seat: usize, before: u8, by: Option<usize>) {
        let Some(player) = self.state.players.get(seat).cloned() else {
            return;
        };
        if player.out {
            return;
        }
        if player.hand == 0 {
            self.emit(GfEvent::PlayerOut { player: seat });
            let taker = by.filter(|t| *t != seat);
            if let Some(taker) = taker
                && player.coins > 0
            {
                self.emit(GfEvent::CoinsMoved {
                    from: Some(seat),
                    to: Some(taker),
                    count: player.coins,
                });
            }
            let finding = rules::OUT.finding().arg("player", self.name(seat));
            let finding = match taker {
                Some(t) => finding
                    .arg("taker", self.name(t))
                    .arg("coins", i64::from(player.coins)),
                None => finding.arg("taker", "none").arg("coins", 0_i64),
            };
            self.note(finding);
        } else if player.hand == 1 && before != 1 && player.climax.is_none() {
            if self.state.climax_pile > 0 {
                self.emit(GfEvent::ClimaxDue { player: seat });
            } else {
                self.note(
                    rules::CLIMAX_NONE_LEFT
                        .finding()
                        .arg("player", self.name(seat)),
                );
            }
        } else if player.hand > 1 {
            if player.climax.is_some() {
                self.emit(GfEvent::ClimaxEnded { player: seat });
                self.note(rules::CLIMAX_ENDED.finding().arg("player", self.name(seat)));
            }
            if self.state.climax_due.contains(&seat) {
                self.emit(GfEvent::ClimaxMissed { player: seat });
            }
        }
    }

    /// The turn passes to the next player to the left who is still in; a
    /// round ends when it comes back to the first player's seat, and whoever
    /// then holds nine Bounty Coins wins.
    pub fn pass_turn(&mut self) {
        let current = self.active();
        let Some(next) = self.state.next_alive(current) else {
            return;
        };
        let n = self.state.players.len().max(1);
        let to_next = (next + n - current) % n;
        let to_next = if to_next == 0 { n } else { to_next };
        let to_first = (self.state.first + n - current) % n;
        let to_first = if to_first == 0 { n } else { to_first };
        let round = to_first <= to_next;
        self.emit(GfEvent::TurnPassed {
            player: next,
            round,
        });
        if round {
            self.note(
                rules::ROUND_ENDED
                    .finding()
                    .arg("round", i64::from(self.state.turn.rounds)),
            );
            let rich: Vec<usize> = self
                .state
                .alive()
                .into_iter()
                .filter(|s| self.state.players[*s].coins >= super::state::WIN_COINS)
                .collect();
            if !rich.is_empty() && !self.state.end.is_over() {
                let names = self.names(&rich);
                self.emit(GfEvent::Ended(End::Won(rich)));
                self.note(rules::WIN_COINS.finding().arg("players", names));
            }
        }
    }

    /// Names, joined for a message.
    pub fn names(&self, seats: &[usize]) -> String {
        seats
            .iter()
            .map(|s| self.name(*s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Sets what may still follow in the turn.
    pub fn stage(&mut self, stage: Stage) {
        self.emit(GfEvent::Staged(stage));
    }

    /// After the action: the last player standing wins; the last two in
    /// the Climax Phase with no coins are offered the draw; a player who
    /// went out in their own turn passes it on.
    fn finish(&mut self, draw_before: bool) {
        if self.state.end.is_over() {
            return;
        }
        let alive = self.state.alive();
        if alive.len() <= 1 {
            let names = self.names(&alive);
            self.emit(GfEvent::Ended(End::Won(alive)));
            self.note(rules::WIN_LAST.finding().arg("players", names));
            return;
        }
        let draw_now = draw_condition(&self.state);
        if draw_now && !draw_before && self.state.end == End::Playing {
            self.emit(GfEvent::Ended(End::DrawOffered));
        } else if !draw_now && self.state.end == End::DrawOffered {
            self.emit(GfEvent::Ended(End::Playing));
        }
        if self.state.active().is_some_and(|p| p.out) {
            self.pass_turn();
        }
    }
}

/// The last two are both in the Climax Phase (one card each) and neither
/// has a Bounty Coin.
pub fn draw_condition(state: &GfState) -> bool {
    let alive = state.alive();
    alive.len() == 2
        && alive.iter().all(|s| {
            let p = &state.players[*s];
            p.hand == 1 && p.coins == 0
        })
}

/// Whether an action is one of the turn's (or ends it), which may not be
/// entered while a Climax card is due or the draw is open.
fn plays_on(action: &GfAction) -> bool {
    matches!(
        action,
        GfAction::Move { .. }
            | GfAction::Shoot { .. }
            | GfAction::Story { .. }
            | GfAction::End
            | GfAction::Time { .. }
            | GfAction::Control { .. }
    )
}

/// Checks an action against the rules; see the module notes.
pub fn decide(state: &GfState, action: &GfAction) -> Result<Decision<GfEvent>, Finding> {
    check_seats(state, action)?;
    if state.end.is_over() {
        return Err(rules::GAME_OVER.finding());
    }
    let mut ctx = Ctx::new(state);
    let draw_before = draw_condition(state);
    if plays_on(action) {
        for seat in state.climax_due.clone() {
            ctx.note(
                rules::CLIMAX_PENDING
                    .finding()
                    .arg("player", ctx.name(seat)),
            );
            ctx.emit(GfEvent::ClimaxMissed { player: seat });
        }
        if state.end == End::DrawOffered {
            ctx.note(rules::DRAW_PENDING.finding());
            ctx.emit(GfEvent::Ended(End::Playing));
        }
    }
    match action {
        GfAction::Move { thrown, from } => turn::move_card(&mut ctx, *thrown, *from)?,
        GfAction::Shoot {
            target,
            at,
            aim,
            hits,
        } => turn::shoot(&mut ctx, *target, *at, *aim, *hits)?,
        GfAction::Story { mark } => turn::story(&mut ctx, *mark)?,
        GfAction::End => turn::end(&mut ctx),
        GfAction::Gain { player, count } => effects::gain(&mut ctx, *player, *count)?,
        GfAction::Lose { player, cards, by } => {
            // Cards leave a hand by a shot, the ten seconds, control of a
            // location, or "the instructions on the card": `lose` is the
            // Story card's word, so it waits for one.
            if !matches!(
                state.turn.stage,
                super::state::Stage::Story | super::state::Stage::StoryMark
            ) {
                ctx.note(rules::LOSE_NOT_ASKED.finding());
            }
            effects::lose(&mut ctx, *player, cards, *by)?
        }
        GfAction::Time { card } => effects::time(&mut ctx, *card)?,
        GfAction::Coins { player, change } => effects::coins(&mut ctx, *player, *change)?,
        GfAction::Give { from, to, count } => effects::give(&mut ctx, *from, *to, *count)?,
        GfAction::Climax { player, kind } => effects::climax(&mut ctx, *player, *kind)?,
        GfAction::Control { player, location } => {
            effects::control(&mut ctx, *player, *location)?;
        }
        GfAction::Draw => {
            if state.end != End::DrawOffered {
                return Err(rules::NO_DRAW.finding());
            }
            let alive = state.alive();
            let names = ctx.names(&alive);
            ctx.emit(GfEvent::Ended(End::Drawn(alive)));
            ctx.note(rules::DRAWN.finding().arg("players", names));
            return Ok(ctx.decision());
        }
        GfAction::PlayOn => {
            if state.end != End::DrawOffered {
                return Err(rules::NO_DRAW.finding());
            }
            let alive = state.alive();
            let needed = u8::try_from(alive.len())
                .unwrap_or(u8::MAX)
                .saturating_mul(PLAY_ON_COINS);
            if state.bank < needed {
                return Err(rules::COINS_SHORT
                    .finding()
                    .arg("player", "bank")
                    .arg("count", i64::from(state.bank)));
            }
            for seat in &alive {
                ctx.emit(GfEvent::CoinsMoved {
                    from: None,
                    to: Some(*seat),
                    count: PLAY_ON_COINS,
                });
            }
            ctx.emit(GfEvent::Ended(End::Playing));
            ctx.note(rules::PLAYED_ON.finding());
            return Ok(ctx.decision());
        }
    }
    ctx.finish(draw_before);
    Ok(ctx.decision())
}

/// Every seat an action names exists (only a hand-edited file can name
/// another; the notation refuses it first).
fn check_seats(state: &GfState, action: &GfAction) -> Result<(), Finding> {
    let seats: Vec<usize> = match action {
        GfAction::Shoot { target, .. } => vec![*target],
        GfAction::Gain { player, .. }
        | GfAction::Coins { player, .. }
        | GfAction::Climax { player, .. }
        | GfAction::Control { player, .. } => vec![*player],
        GfAction::Lose { player, by, .. } => std::iter::once(*player).chain(*by).collect(),
        GfAction::Give { from, to, .. } => vec![*from, *to],
        GfAction::Move { .. }
        | GfAction::Story { .. }
        | GfAction::End
        | GfAction::Time { .. }
        | GfAction::Draw
        | GfAction::PlayOn => Vec::new(),
    };
    match seats.into_iter().find(|s| *s >= state.players.len()) {
        Some(seat) => Err(rules::PLAYER_UNKNOWN
            .finding()
            .arg("seat", seat.saturating_add(1))),
        None => Ok(()),
    }
}
