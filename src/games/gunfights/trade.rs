//! Trading between teammates: items, guns and ammo, on the team's own turns
//! and never once the Raid has started. Snake Oils are never traded, so the
//! notation has no word for it.

use super::actions::{GunEvent, Ware};
use super::decide::Ctx;
use super::rules;
use super::state::Phase;
use crate::core::{Arg, Finding};

/// One trade from a character to a teammate.
pub(super) fn trade(ctx: &mut Ctx, from: usize, to: usize, ware: Ware) -> Result<(), Finding> {
    if from == to || ware == Ware::Ammo(0) {
        return Err(rules::NOTHING.finding());
    }
    let giver = ctx.state.seats[from].clone();
    let team = giver.team();
    if ctx.state.phase == Phase::Raid {
        ctx.note(rules::TRADE_RAID.finding());
    } else if ctx.active_character().is_some_and(|c| c.team() != team) {
        ctx.note(
            rules::TRADE_TURN
                .finding()
                .arg("team", Arg::Key(team.name_key().to_string())),
        );
    }
    ctx.same_team(to, team, &rules::TRADE_TEAM);
    match ware {
        Ware::Ammo(count) => {
            if count > giver.ammo {
                return Err(rules::AMMO_SHORT
                    .finding()
                    .arg("character", giver.name)
                    .arg("count", i64::from(count))
                    .arg("ammo", i64::from(giver.ammo)));
            }
            ctx.emit(GunEvent::AmmoSpent { seat: from, count });
            ctx.emit(GunEvent::AmmoGained { seat: to, count });
        }
        Ware::Item(item) => {
            if !giver.holds(item) {
                return Err(rules::NOT_HELD
                    .finding()
                    .arg("character", giver.name)
                    .arg("item", item.printed()));
            }
            if item.gun().is_some() {
                // Guns change hands: the receiver's gun goes to the giver.
                let theirs = ctx.state.seats[to].gun;
                ctx.emit(GunEvent::GunChanged {
                    seat: from,
                    gun: theirs,
                });
                ctx.give(to, ware);
            } else {
                let pocket = !giver.items.contains(&item);
                ctx.emit(GunEvent::ItemLost {
                    seat: from,
                    item,
                    pocket,
                });
                ctx.give(to, ware);
            }
        }
    }
    Ok(())
}
