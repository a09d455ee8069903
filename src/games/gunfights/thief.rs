//! The Thief's three actions: theft rolls, the guaranteed theft, stealing
//! ammo; and his hidden pocket.

use super::actions::{GunEvent, Ware};
use super::characters::{Character, Team};
use super::decide::Ctx;
use super::items::Item;
use super::{queries, rules};
use crate::core::{D20, Finding};

/// The Thief's actions a round.
pub const THIEF_ACTIONS: u8 = 3;

/// The seat that receives a stolen thing: the one named, else the Thief.
fn receiver(ctx: &mut Ctx, thief: usize, to: Option<usize>) -> usize {
    let to = to.unwrap_or(thief);
    ctx.same_team(to, Team::Renegades, &rules::OTHER_TEAM);
    to
}

/// A theft roll for a declared item, against the number on the Town Board.
pub(super) fn steal(
    ctx: &mut Ctx,
    item: Item,
    roll: D20,
    lucky: bool,
    to: Option<usize>,
) -> Result<(), Finding> {
    let thief = ctx.actor(&[Character::Thief], &rules::THIEF_ONLY);
    let needed = queries::theft_number(&ctx.state, item)?;
    let to = receiver(ctx, thief, to);
    ctx.spend_actions(1);
    let value = ctx.die(thief, roll, lucky);
    let success = u32::from(value) >= needed;
    ctx.emit(GunEvent::TheftRolled { success });
    let finding = if success {
        rules::THEFT_OK.finding()
    } else {
        rules::THEFT_FAILED.finding()
    };
    ctx.note(
        finding
            .arg("item", item.printed())
            .arg("roll", value)
            .arg("needed", i64::from(needed)),
    );
    if success {
        ctx.give(to, Ware::Item(item));
    }
    Ok(())
}

/// After a failed first attempt, the last two actions buy a sure theft of
/// anything but the Winchester, unless ammo was stolen this turn.
pub(super) fn guarantee(ctx: &mut Ctx, item: Item, to: Option<usize>) -> Result<(), Finding> {
    let thief = ctx.actor(&[Character::Thief], &rules::THIEF_ONLY);
    let to = receiver(ctx, thief, to);
    let turn = ctx.state.this_turn;
    if turn.ammo_stolen {
        ctx.note(rules::GUARANTEE_AMMO.finding());
    } else if !(turn.first_theft_failed && turn.thefts == 1 && turn.actions == 1) {
        ctx.note(rules::GUARANTEE_FIRST.finding());
    }
    if item == Item::Winchester {
        ctx.note(rules::GUARANTEE_WINCHESTER.finding());
    }
    let remaining = THIEF_ACTIONS.saturating_sub(turn.actions);
    if remaining > 0 {
        ctx.emit(GunEvent::ActionsSpent { count: remaining });
    }
    ctx.give(to, Ware::Item(item));
    Ok(())
}

/// Three ammo (two in the 4 Character Variant) for one action, no roll.
pub(super) fn steal_ammo(ctx: &mut Ctx, to: Option<usize>) -> Result<(), Finding> {
    let thief = ctx.actor(&[Character::Thief], &rules::THIEF_ONLY);
    let to = receiver(ctx, thief, to);
    ctx.spend_actions(1);
    let count = ctx.state.ammo_per_theft();
    ctx.give(to, Ware::Ammo(count));
    ctx.emit(GunEvent::AmmoStolen);
    Ok(())
}

/// Moves an item between the Thief's top row and his hidden pocket (what
/// is in the pocket is not lost on death).
pub(super) fn pocket(ctx: &mut Ctx, item: Item) -> Result<(), Finding> {
    let Some(seat) = ctx.state.seat_of(Character::Thief) else {
        return Err(rules::NOT_IN_GAME
            .finding()
            .arg("count", 1_u8)
            .arg("character", "Thief"));
    };
    let thief = ctx.state.seats[seat].clone();
    // A gun never goes into the pocket, and only what he holds moves.
    if !queries::pocketable(&ctx.state).contains(&item) {
        return Err(rules::NOT_HELD
            .finding()
            .arg("character", thief.name)
            .arg("item", item.printed()));
    }
    if thief.pocket == Some(item) {
        if thief.items.contains(&item) {
            ctx.note(
                rules::ONE_OF_EACH
                    .finding()
                    .arg("character", thief.name)
                    .arg("item", item.printed()),
            );
            return Ok(());
        }
        ctx.emit(GunEvent::ItemLost {
            seat,
            item,
            pocket: true,
        });
        ctx.emit(GunEvent::ItemGained {
            seat,
            item,
            pocket: false,
        });
        return Ok(());
    }
    if let Some(other) = thief.pocket
        && thief.items.contains(&other)
    {
        ctx.note(
            rules::ONE_OF_EACH
                .finding()
                .arg("character", thief.name)
                .arg("item", other.printed()),
        );
        return Ok(());
    }
    ctx.emit(GunEvent::ItemLost {
        seat,
        item,
        pocket: false,
    });
    if let Some(other) = thief.pocket {
        ctx.emit(GunEvent::ItemLost {
            seat,
            item: other,
            pocket: true,
        });
        ctx.emit(GunEvent::ItemGained {
            seat,
            item: other,
            pocket: false,
        });
    }
    ctx.emit(GunEvent::ItemGained {
        seat,
        item,
        pocket: true,
    });
    Ok(())
}
