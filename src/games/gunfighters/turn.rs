//! The turn's one action: Move, Shoot, Advance the Story, and the end of
//! the turn. A Climax card (Quick Draw, Horse) or a Story card's mark lets
//! a second action follow; then the turn waits for it (or for `end`),
//! otherwise it passes to the left at once.

use super::actions::{Aim, GfEvent, Source};
use super::decide::Ctx;
use super::queries;
use super::rules;
use super::state::{ClimaxType, Location, Stage};
use crate::core::Finding;

/// Notes a second action the turn does not allow.
fn one_action(ctx: &mut Ctx) {
    ctx.note(
        rules::ONE_ACTION
            .finding()
            .arg("player", ctx.name(ctx.active())),
    );
}

/// Move: a card thrown face up on the discard pile, a new one from the
/// Gunfire pile or the top of the discard pile (as it lay before the throw).
pub fn move_card(ctx: &mut Ctx, thrown: Location, from: Source) -> Result<(), Finding> {
    let me = ctx.active();
    let stage = ctx.state.turn.stage;
    if !queries::may_move(&ctx.state) {
        one_action(ctx);
    }
    if from == Source::Discard && ctx.state.discards.is_empty() {
        return Err(rules::DISCARD_EMPTY.finding());
    }
    let before = ctx.hand(me);
    if before == 0 {
        return Err(rules::PLAYER_OUT.finding().arg("player", ctx.name(me)));
    }
    ctx.discard(me, thrown)?;
    match from {
        Source::Pile => ctx.draw(me)?,
        Source::Discard => ctx.emit(GfEvent::DiscardTaken {
            player: me,
            under_top: true,
        }),
    }
    ctx.settle(me, before, None);
    let quick_draw = ctx.state.players[me].climax == Some(ClimaxType::QuickDraw);
    if stage == Stage::Start && quick_draw {
        ctx.stage(Stage::QuickDraw);
    } else {
        ctx.stage(Stage::Done);
        ctx.pass_turn();
    }
    Ok(())
}

/// Shoot: the target discards all the cards of the location they held;
/// the shooter keeps the card revealed.
pub fn shoot(
    ctx: &mut Ctx,
    target: usize,
    at: Location,
    aim: Aim,
    hits: u8,
) -> Result<(), Finding> {
    let me = ctx.active();
    let stage = ctx.state.turn.stage;
    if !queries::may_shoot(&ctx.state) {
        one_action(ctx);
    }
    let Some(victim) = ctx.state.players.get(target).cloned() else {
        return Err(rules::PLAYER_UNKNOWN.finding());
    };
    if victim.out {
        return Err(rules::PLAYER_OUT.finding().arg("player", ctx.name(target)));
    }
    if target == me {
        ctx.note(rules::SHOOT_SELF.finding());
    }
    match aim {
        Aim::Card(card) => {
            if ctx.hand(me) == 0 {
                return Err(rules::PLAYER_OUT.finding().arg("player", ctx.name(me)));
            }
            match queries::reach(&ctx.state, card, at) {
                queries::Reach::Same => {}
                queries::Reach::Plaza => ctx.note(
                    rules::PLAZA
                        .finding()
                        .arg("card", card.printed())
                        .arg("location", at.printed()),
                ),
                queries::Reach::No => ctx.note(
                    rules::OUT_OF_REACH
                        .finding()
                        .arg("card", card.printed())
                        .arg("location", at.printed()),
                ),
            }
            ctx.emit(GfEvent::CardRevealed { player: me, card });
            ctx.check_location(card)?;
        }
        Aim::Free => {
            if stage == Stage::StoryMark {
                // The mark's shot needs no card.
            } else if ctx.state.players[me].climax == Some(ClimaxType::Rifle) {
                ctx.note(rules::RIFLE.finding().arg("player", ctx.name(me)));
            } else {
                ctx.note(rules::MUST_REVEAL.finding());
            }
        }
    }
    if hits > victim.hand {
        return Err(rules::HAND_TOO_SMALL
            .finding()
            .arg("player", ctx.name(target))
            .arg("count", i64::from(victim.hand)));
    }
    let known = victim.known_at(at);
    // The cards the table saw in the hand at other locations, still there:
    // with public memory all of them; without it the face-up fifth card
    // ("dealt face-up to each player for all to see"), while a card of its
    // location the table saw can still be in the hand.
    let seen: u8 = if ctx.state.options.public_memory {
        Location::ALL
            .iter()
            .filter(|l| **l != at)
            .map(|l| victim.known_at(*l))
            .sum()
    } else {
        victim
            .face_up
            .filter(|l| *l != at && victim.known_at(*l) > 0)
            .map_or(0, |_| 1)
    };
    if hits.saturating_add(seen) > victim.hand {
        ctx.note(
            rules::SEEN_ELSEWHERE
                .finding()
                .arg("player", ctx.name(target))
                .arg("hand", i64::from(victim.hand))
                .arg("seen", i64::from(seen))
                .arg("most", i64::from(victim.hand.saturating_sub(seen)))
                .arg("location", at.printed()),
        );
    }
    if ctx.state.options.public_memory && hits < known {
        ctx.note(
            rules::KNOWN_CARD
                .finding()
                .arg("player", ctx.name(target))
                .arg("count", i64::from(known))
                .arg("location", at.printed()),
        );
    }
    for _ in 0..hits {
        ctx.discard(target, at)?;
    }
    ctx.emit(GfEvent::LocationEmptied {
        player: target,
        location: at,
    });
    ctx.note(rules::SHOOT_CUT_OFF.finding());
    ctx.settle(target, victim.hand, Some(me));
    let horse = ctx.state.players[me].climax == Some(ClimaxType::Horse);
    if stage == Stage::Start && horse && ctx.state.players[me].alive() {
        ctx.stage(Stage::Horse);
    } else {
        ctx.stage(Stage::Done);
        ctx.pass_turn();
    }
    Ok(())
}

/// Advance the Story: one Bounty Coin to the Bank (refused without one) and
/// a Story card turned; the table then enters what it did, and a marked
/// card allows one free Shoot.
pub fn story(ctx: &mut Ctx, mark: bool) -> Result<(), Finding> {
    let me = ctx.active();
    if ctx.state.acted() {
        one_action(ctx);
    }
    if ctx.state.players.get(me).is_none_or(|p| p.coins == 0) {
        return Err(rules::STORY_NO_COIN.finding().arg("player", ctx.name(me)));
    }
    if ctx.state.story_pile == 0 {
        return Err(rules::STORY_EMPTY.finding());
    }
    ctx.emit(GfEvent::CoinsMoved {
        from: Some(me),
        to: None,
        count: 1,
    });
    ctx.emit(GfEvent::StoryTurned);
    ctx.stage(if mark { Stage::StoryMark } else { Stage::Story });
    Ok(())
}

/// The turn ends; before its one action that breaks the rules.
pub fn end(ctx: &mut Ctx) {
    if !ctx.state.acted() {
        ctx.note(
            rules::NO_ACTION
                .finding()
                .arg("player", ctx.name(ctx.active())),
        );
    }
    ctx.pass_turn();
}
