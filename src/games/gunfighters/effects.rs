//! What the table reports, in Holster's words: the effects of Story cards
//! (which the rulebook does not describe, so Holster never guesses them),
//! the 10-second rule's lost card, the Climax card drawn, control of a
//! location (extra rule B).

use super::actions::GfEvent;
use super::decide::Ctx;
use super::queries;
use super::rules;
use super::state::{CONTROL_CARDS, CONTROL_WINS, ClimaxType, End, Location};
use crate::core::Finding;

/// A player still in the game, or the refusal.
fn in_game(ctx: &Ctx, seat: usize) -> Result<(), Finding> {
    if ctx.state.players.get(seat).is_none_or(|p| p.out) {
        return Err(rules::PLAYER_OUT.finding().arg("player", ctx.name(seat)));
    }
    Ok(())
}

/// A player draws cards from the Gunfire pile.
pub fn gain(ctx: &mut Ctx, seat: usize, count: u8) -> Result<(), Finding> {
    if count == 0 {
        return Err(rules::NOTHING.finding());
    }
    in_game(ctx, seat)?;
    let before = ctx.hand(seat);
    for _ in 0..count {
        ctx.draw(seat)?;
    }
    ctx.settle(seat, before, None);
    Ok(())
}

/// A player loses cards face up onto the discard pile; the last one lost
/// puts them out, and `by` claims their coins.
pub fn lose(
    ctx: &mut Ctx,
    seat: usize,
    cards: &[Location],
    by: Option<usize>,
) -> Result<(), Finding> {
    if cards.is_empty() {
        return Err(rules::NOTHING.finding());
    }
    in_game(ctx, seat)?;
    let before = ctx.hand(seat);
    if cards.len() > usize::from(before) {
        return Err(rules::HAND_TOO_SMALL
            .finding()
            .arg("player", ctx.name(seat))
            .arg("count", i64::from(before)));
    }
    for card in cards {
        ctx.discard(seat, *card)?;
    }
    ctx.settle(seat, before, by);
    Ok(())
}

/// The 10-second rule: the player whose turn it is loses a card.
pub fn time(ctx: &mut Ctx, card: Location) -> Result<(), Finding> {
    if !ctx.state.options.ten_seconds {
        ctx.note(rules::TEN_SECONDS_OFF.finding());
    }
    let me = ctx.active();
    lose(ctx, me, &[card], None)
}

/// Coins between a player and the Bank.
pub fn coins(ctx: &mut Ctx, seat: usize, change: i8) -> Result<(), Finding> {
    let count = change.unsigned_abs();
    if count == 0 {
        return Err(rules::NOTHING.finding());
    }
    let held = ctx.state.players.get(seat).map_or(0, |p| p.coins);
    if change > 0 {
        if ctx.state.bank < count {
            return Err(rules::COINS_SHORT
                .finding()
                .arg("player", "bank")
                .arg("count", i64::from(ctx.state.bank)));
        }
        ctx.emit(GfEvent::CoinsMoved {
            from: None,
            to: Some(seat),
            count,
        });
    } else {
        if held < count {
            return Err(rules::COINS_SHORT
                .finding()
                .arg("player", ctx.name(seat))
                .arg("count", i64::from(held)));
        }
        ctx.emit(GfEvent::CoinsMoved {
            from: Some(seat),
            to: None,
            count,
        });
    }
    Ok(())
}

/// Coins from one player to another.
pub fn give(ctx: &mut Ctx, from: usize, to: usize, count: u8) -> Result<(), Finding> {
    if count == 0 || from == to {
        return Err(rules::NOTHING.finding());
    }
    let held = ctx.state.players.get(from).map_or(0, |p| p.coins);
    if held < count {
        return Err(rules::COINS_SHORT
            .finding()
            .arg("player", ctx.name(from))
            .arg("count", i64::from(held)));
    }
    ctx.emit(GfEvent::CoinsMoved {
        from: Some(from),
        to: Some(to),
        count,
    });
    Ok(())
}

/// The Climax card a player draws at the moment they are down to one card.
pub fn climax(ctx: &mut Ctx, seat: usize, kind: ClimaxType) -> Result<(), Finding> {
    in_game(ctx, seat)?;
    if ctx.state.climax_pile == 0 {
        return Err(rules::CLIMAX_EMPTY.finding());
    }
    let holds = ctx.state.players[seat].climax.is_some();
    if !ctx.state.climax_due.contains(&seat) || holds {
        ctx.note(
            rules::CLIMAX_NOT_DUE
                .finding()
                .arg("player", ctx.name(seat)),
        );
    }
    ctx.emit(GfEvent::ClimaxDrawn { player: seat, kind });
    Ok(())
}

/// Extra rule B: three cards of one location revealed and discarded at the
/// end of the player's turn take control of it; three new cards are drawn,
/// unless those were the last three (then the player is out). Three places
/// win at once.
pub fn control(ctx: &mut Ctx, seat: usize, location: Location) -> Result<(), Finding> {
    in_game(ctx, seat)?;
    if !ctx.state.options.control {
        ctx.note(rules::CONTROL_OFF.finding());
    }
    let before = ctx.hand(seat);
    if before < CONTROL_CARDS {
        return Err(rules::CONTROL_TOO_FEW
            .finding()
            .arg("player", ctx.name(seat))
            .arg("count", i64::from(before)));
    }
    if !queries::at_end_of_turn(&ctx.state).contains(&seat) {
        ctx.note(
            rules::CONTROL_NOT_END
                .finding()
                .arg("player", ctx.name(seat)),
        );
    }
    let ends_turn = seat == ctx.active() && ctx.state.acted();
    for _ in 0..CONTROL_CARDS {
        ctx.discard(seat, location)?;
    }
    let previous = ctx.state.control[location.index()];
    if ctx.hand(seat) == 0 {
        ctx.note(
            rules::CONTROL_LAST_CARDS
                .finding()
                .arg("player", ctx.name(seat)),
        );
        ctx.settle(seat, before, None);
    } else {
        for _ in 0..CONTROL_CARDS {
            ctx.draw(seat)?;
        }
        ctx.emit(GfEvent::ControlTaken {
            location,
            player: seat,
        });
        let from = previous
            .filter(|p| *p != seat)
            .map_or_else(|| "none".to_string(), |p| ctx.name(p));
        ctx.note(
            rules::CONTROL_TAKEN
                .finding()
                .arg("player", ctx.name(seat))
                .arg("location", location.printed())
                .arg("from", from),
        );
        ctx.settle(seat, before, None);
        if ctx.state.controlled_by(seat).len() >= CONTROL_WINS {
            ctx.emit(GfEvent::Ended(End::Won(vec![seat])));
            ctx.note(rules::WIN_CONTROL.finding().arg("player", ctx.name(seat)));
            return Ok(());
        }
    }
    if ends_turn && !ctx.state.end.is_over() {
        ctx.stage(super::state::Stage::Done);
        ctx.pass_turn();
    }
    Ok(())
}
