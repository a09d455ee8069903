//! Blind Betty: a bet of 5, 10 or 15 cents, a visible die, a call of 21+
//! (even money) or 28+ (triple), and the hidden die.
//!
//! [`chance`] is a pure function so the window can show the odds of each
//! call from the visible die before the call is made.

use super::actions::{Call, GunEvent};
use super::characters::Character;
use super::decide::Ctx;
use super::economy::pay;
use super::state::Gamble;
use super::{queries, rules};
use crate::core::{D20, Finding};

/// The bets the text allows.
pub const BETS: [u32; 3] = [5, 10, 15];

/// How many of the hidden die's 20 faces win `call` when the visible die
/// shows `visible` (out of 20).
pub fn chance(visible: u8, call: Call) -> u8 {
    let needed = i16::from(call.total()) - i16::from(visible);
    // Faces needed..=20 win; a face of at least 1 is always rolled.
    let winning = 20 - needed.clamp(1, 21) + 1;
    u8::try_from(winning).unwrap_or(0)
}

/// The bet and the visible die.
pub(super) fn gamble(ctx: &mut Ctx, bet: u32, visible: D20) -> Result<(), Finding> {
    let seat = ctx.actor(
        &[Character::Mayor, Character::HeadHoncho],
        &rules::BETTY_GAMBLERS,
    );
    let seat = super::economy::payer(ctx, seat);
    let character = ctx.state.seats[seat].character;
    if queries::betty_played(&ctx.state, character) {
        ctx.note(rules::BETTY_ONCE.finding().arg("character", ctx.name(seat)));
    }
    if !queries::betty_open(&ctx.state, character) {
        ctx.note(rules::BETTY_HOUSE.finding());
    }
    if !BETS.contains(&bet) {
        ctx.note(rules::BETTY_BET.finding().arg("bet", i64::from(bet)));
    }
    if bet == 0 {
        return Err(rules::NOTHING.finding());
    }
    // The stake goes onto Blind Betty's space at once, so the call can
    // never fail for want of money.
    pay(ctx, seat, bet)?;
    ctx.emit(GunEvent::GambleOpened(Gamble {
        seat,
        bet,
        visible: visible.face(),
    }));
    Ok(())
}

/// The call and the hidden die: the bet is won or lost.
pub(super) fn call(ctx: &mut Ctx, call: Call, hidden: D20, lucky: bool) -> Result<(), Finding> {
    let Some(gamble) = ctx.state.this_round.gamble else {
        return Err(rules::NO_GAMBLE.finding());
    };
    // Lucky goes on either die after the roll: the total gains 5 either way.
    let mut total = gamble.visible + hidden.face();
    if lucky {
        ctx.use_lucky(gamble.seat);
        total += super::decide::LUCKY_BONUS;
    }
    let name = ctx.name(gamble.seat);
    ctx.emit(GunEvent::GambleSettled);
    if total >= call.total() {
        let amount = gamble.bet.saturating_mul(call.pays());
        ctx.emit(GunEvent::MoneyWon {
            seat: gamble.seat,
            amount: amount.saturating_add(gamble.bet),
        });
        ctx.note(
            rules::BETTY_WON
                .finding()
                .arg("character", name)
                .arg("total", total)
                .arg("amount", i64::from(amount)),
        );
    } else {
        ctx.note(
            rules::BETTY_LOST
                .finding()
                .arg("character", name)
                .arg("total", total)
                .arg("amount", i64::from(gamble.bet)),
        );
    }
    Ok(())
}
