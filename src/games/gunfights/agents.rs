//! The Deputy's and the Scout's actions: Snake Oils, the Booby Trap, Entry
//! Bombs, and the duel of rolls over the Pioneers' defence.
//!
//! Where the Booby Trap and the Entry Bombs lie is secret until the Raid, so
//! only that they were planted is recorded here.

use super::actions::GunEvent;
use super::characters::Character;
use super::decide::Ctx;
use super::items::SnakeOil;
use super::{queries, rules};
use crate::core::{D20, Finding};

/// The Entry Bombs the Scout has.
pub const ENTRY_BOMBS: u8 = 2;

/// The Booby Trap, the Entry Bombs and the information duel belong to the
/// Deputy and the Scout; without them (4 Character Variant) they do not exist.
fn in_game(ctx: &Ctx, character: Character) -> Result<(), Finding> {
    if ctx.state.seat_of(character).is_none() {
        return Err(rules::NOT_IN_GAME
            .finding()
            .arg("count", 1_u8)
            .arg("character", character.printed()));
    }
    Ok(())
}

/// Snake Oils exist only with the Deputy and the Scout (not in the 4 Character Variant).
fn oils_in_game(ctx: &Ctx) -> Result<(), Finding> {
    if ctx.state.four_characters {
        return Err(rules::NOT_IN_GAME.finding().arg("count", 2_u8).arg(
            "character",
            crate::core::Arg::Key("gunfights-deputy-and-scout".into()),
        ));
    }
    Ok(())
}

/// The face-up Snake Oil given to a teammate without one (1 action, once a round).
pub(super) fn give_oil(ctx: &mut Ctx, to: usize, oil: SnakeOil) -> Result<(), Finding> {
    oils_in_game(ctx)?;
    let seat = ctx.actor(&[Character::Deputy, Character::Scout], &rules::OIL_AGENTS);
    let giver = ctx.state.seats[seat].character;
    if ctx.state.this_round.oil_given.contains(&giver) {
        ctx.note(rules::OIL_ONCE.finding().arg("character", ctx.name(seat)));
    }
    ctx.same_team(to, giver.team(), &rules::OIL_TEAM);
    if let Some(held) = ctx.state.seats[to].snake_oil {
        ctx.note(
            rules::OIL_HELD
                .finding()
                .arg("character", ctx.name(to))
                .arg("oil", held.printed()),
        );
    }
    ctx.spend_actions(1);
    ctx.emit(GunEvent::SnakeOilTaken {
        giver: seat,
        seat: to,
        oil,
    });
    Ok(())
}

/// The top Snake Oil to the bottom: the Deputy's first cycle of the round is free.
pub(super) fn cycle(ctx: &mut Ctx) -> Result<(), Finding> {
    oils_in_game(ctx)?;
    let seat = ctx.actor(&[Character::Deputy, Character::Scout], &rules::OIL_AGENTS);
    if queries::free_cycle(&ctx.state, seat) {
        ctx.emit(GunEvent::FreeCycleUsed);
        ctx.note(rules::FREE_CYCLE.finding().arg("character", ctx.name(seat)));
    } else {
        ctx.spend_actions(1);
    }
    Ok(())
}

/// The Deputy plants the Booby Trap (1 action, once a round).
pub(super) fn trap(ctx: &mut Ctx) -> Result<(), Finding> {
    in_game(ctx, Character::Deputy)?;
    let seat = ctx.actor(&[Character::Deputy], &rules::TRAP_DEPUTY);
    if ctx.state.this_round.booby_trap {
        ctx.note(rules::TRAP_ONCE.finding().arg("character", ctx.name(seat)));
    }
    ctx.spend_actions(1);
    ctx.emit(GunEvent::TrapPlanted);
    Ok(())
}

/// The Deputy's Guard Information roll (1 action; the best roll counts).
pub(super) fn guard(ctx: &mut Ctx, roll: D20, lucky: bool) -> Result<(), Finding> {
    in_game(ctx, Character::Deputy)?;
    let seat = ctx.actor(&[Character::Deputy], &rules::GUARD_DEPUTY);
    ctx.spend_actions(1);
    let roll = ctx.die(seat, roll, lucky);
    ctx.emit(GunEvent::Guarded { roll });
    Ok(())
}

/// The Scout plants an Entry Bomb (1 action; two at most, on different buildings).
pub(super) fn bomb(ctx: &mut Ctx) -> Result<(), Finding> {
    in_game(ctx, Character::Scout)?;
    let seat = ctx.actor(&[Character::Scout], &rules::BOMB_SCOUT);
    if ctx.state.this_round.entry_bombs >= ENTRY_BOMBS {
        return Err(rules::BOMB_TWO.finding().arg("character", ctx.name(seat)));
    }
    ctx.spend_actions(1);
    ctx.emit(GunEvent::BombPlanted);
    Ok(())
}

/// The Scout's Reveal Information: he must beat the Deputy's best roll (a
/// tie fails); with no Deputy roll the action alone gains the information.
pub(super) fn reveal(ctx: &mut Ctx, roll: Option<D20>, lucky: bool) -> Result<(), Finding> {
    in_game(ctx, Character::Scout)?;
    let seat = ctx.actor(&[Character::Scout], &rules::REVEAL_SCOUT);
    let name = ctx.name(seat);
    if ctx.state.this_round.informed {
        ctx.note(rules::REVEAL_ONCE.finding().arg("character", name.clone()));
    }
    ctx.spend_actions(1);
    let value = roll.map(|r| ctx.die(seat, r, lucky));
    let success = match (queries::to_beat(&ctx.state), value) {
        (None, _) => true,
        (Some(best), Some(value)) => value > best,
        (Some(best), None) => {
            ctx.note(rules::REVEAL_ROLL.finding().arg("best", best));
            true
        }
    };
    if success {
        ctx.emit(GunEvent::Informed);
        ctx.note(rules::REVEAL_ASK.finding().arg("character", name));
    } else {
        let best = queries::to_beat(&ctx.state).unwrap_or(0);
        ctx.note(
            rules::REVEAL_FAILED
                .finding()
                .arg("character", name)
                .arg("best", best),
        );
    }
    Ok(())
}
