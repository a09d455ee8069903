//! The Sheriff's Target Practice. (His defence is secret until the Raid, so
//! nothing of it is entered on his turn.)

use super::actions::GunEvent;
use super::characters::Character;
use super::decide::Ctx;
use super::{queries, rules};
use crate::core::{D20, Finding};

/// The most the Bullseye gives: +2.
pub const MAX_BULLSEYE: u8 = 2;

/// Whether a single die hits the targets set by the pair: every number from
/// the lower to the higher die, both included.
pub fn on_target(first: D20, second: D20, shot: D20) -> bool {
    hits_range([first.face(), second.face()], shot.face())
}

/// The same with the dice's values (Lucky's +5 may have raised one).
pub fn hits_range(pair: [u8; 2], shot: u8) -> bool {
    let low = pair[0].min(pair[1]);
    let high = pair[0].max(pair[1]);
    (low..=high).contains(&shot)
}

/// Target Practice: the pair, and the single die if the Sheriff spent 1 ammo on it.
pub(super) fn practice(
    ctx: &mut Ctx,
    pair: [D20; 2],
    shot: Option<D20>,
    lucky: Option<usize>,
) -> Result<(), Finding> {
    let seat = ctx.actor(&[Character::Sheriff], &rules::PRACTICE_SHERIFF);
    let name = ctx.name(seat);
    if !queries::may_practice(&ctx.state) {
        ctx.note(
            rules::PRACTICE_ONCE
                .finding()
                .arg("character", name.clone()),
        );
    }
    ctx.emit(GunEvent::Practiced);
    let Some(shot) = shot else {
        return Ok(());
    };
    if ctx.state.seats[seat].ammo == 0 {
        return Err(rules::AMMO_SHORT
            .finding()
            .arg("character", name)
            .arg("count", 1_i64)
            .arg("ammo", 0_i64));
    }
    ctx.emit(GunEvent::AmmoSpent { seat, count: 1 });
    // Lucky's +5 on the die the Sheriff chooses: a pair die moves the
    // range, the shot moves the shot.
    let mut values = [pair[0].face(), pair[1].face(), shot.face()];
    if let Some(i) = lucky.filter(|i| *i < 3) {
        ctx.use_lucky(seat);
        values[i] += super::decide::LUCKY_BONUS;
    }
    if !hits_range([values[0], values[1]], values[2]) {
        ctx.note(rules::PRACTICE_MISSED.finding().arg("character", name));
        return Ok(());
    }
    let bullseye = ctx.state.seats[seat].bullseye;
    if bullseye >= MAX_BULLSEYE {
        ctx.note(rules::BULLSEYE_MAX.finding().arg("character", name));
    } else {
        ctx.emit(GunEvent::BullseyeGained { seat });
        ctx.note(
            rules::BULLSEYE
                .finding()
                .arg("character", name)
                .arg("bonus", bullseye + 1),
        );
    }
    Ok(())
}
