//! The Mayor's and the Head Honcho's money: income, purchases, the Colt
//! trade-in and rebuilding.

use super::actions::{GunEvent, Ware};
use super::characters::{Building, Character, NamesBuilding, Team};
use super::decide::Ctx;
use super::items::Gun;
use super::setup::income_key;
use super::{queries, rules};
use crate::core::Finding;

const BUYERS: [Character; 2] = [Character::Mayor, Character::HeadHoncho];

/// Who pays for a money action: the character whose turn it is when he
/// holds the team's money, else his team's buyer (the Mayor or the Head
/// Honcho), so that a purchase entered on a teammate's turn and applied
/// anyway is paid by the one who holds the money.
pub(super) fn payer(ctx: &Ctx, seat: usize) -> usize {
    let Some(character) = ctx.state.seats.get(seat).map(|s| s.character) else {
        return seat;
    };
    if character.buyer() {
        return seat;
    }
    let buyer = match character.team() {
        Team::Pioneers => Character::Mayor,
        Team::Renegades => Character::HeadHoncho,
    };
    ctx.state.seat_of(buyer).unwrap_or(seat)
}

/// The income printed on the character board, once a turn.
pub(super) fn income(ctx: &mut Ctx) -> Result<(), Finding> {
    let seat = ctx.actor(&BUYERS, &rules::BUYERS_ONLY);
    let seat = payer(ctx, seat);
    let character = ctx.state.seats[seat].character;
    let amount = ctx.board(income_key(character))?;
    if ctx.state.this_turn.income {
        ctx.note(
            rules::INCOME_TWICE
                .finding()
                .arg("character", ctx.name(seat)),
        );
    }
    ctx.emit(GunEvent::IncomeCollected { seat, amount });
    Ok(())
}

/// Pays `amount` from a seat's money; refuses to go below zero.
pub(super) fn pay(ctx: &mut Ctx, seat: usize, amount: u32) -> Result<(), Finding> {
    let money = ctx.state.seats[seat].money;
    if amount > money {
        return Err(rules::MONEY_SHORT
            .finding()
            .arg("character", ctx.name(seat))
            .arg("cost", i64::from(amount))
            .arg("money", i64::from(money)));
    }
    if amount > 0 {
        ctx.emit(GunEvent::MoneyPaid { seat, amount });
    }
    Ok(())
}

/// A purchase by the Mayor or the Head Honcho for a teammate.
pub(super) fn buy(
    ctx: &mut Ctx,
    ware: Ware,
    to: Option<usize>,
    trade_in: bool,
) -> Result<(), Finding> {
    let seat = ctx.actor(&BUYERS, &rules::BUYERS_ONLY);
    let seat = payer(ctx, seat);
    let buyer = ctx.state.seats[seat].character;
    let receiver = to.unwrap_or(seat);
    if ware == Ware::Ammo(0) {
        return Err(rules::NOTHING.finding());
    }
    let cost = queries::price(&ctx.state, ware, trade_in)?;
    ctx.same_team(receiver, buyer.team(), &rules::OTHER_TEAM);
    // Renegades buy in other towns: the Pioneers' burned buildings do not stop them.
    if let Some(building) = queries::closed_shop(&ctx.state, buyer.team(), ware) {
        ctx.note(rules::BUILDING_DOWN.finding().building(building));
    }
    // The Colt goes back to the Town Board as the Winchester replaces it.
    if trade_in && ctx.state.seats[receiver].gun != Gun::Colt {
        ctx.note(
            rules::TRADE_IN_COLT
                .finding()
                .arg("character", ctx.name(receiver)),
        );
    }
    pay(ctx, seat, cost)?;
    ctx.give(receiver, ware);
    Ok(())
}

/// The Mayor pays to rebuild a burned building.
pub(super) fn rebuild(ctx: &mut Ctx, building: Building) -> Result<(), Finding> {
    let seat = ctx.actor(&[Character::Mayor], &rules::REBUILD_MAYOR);
    let seat = ctx.state.seat_of(Character::Mayor).unwrap_or(seat);
    let cost = queries::rebuild_price(&ctx.state, building)?;
    if !queries::rebuildable(&ctx.state).contains(&building) {
        ctx.note(rules::REBUILD_STANDING.finding().building(building));
    }
    pay(ctx, seat, cost)?;
    ctx.emit(GunEvent::Rebuilt(building));
    Ok(())
}
