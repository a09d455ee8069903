//! Rolling: the first roll, rerolls, and what happens the moment dice land
//! (arrows one by one, then three dynamite).

use super::actions::{BangEvent, RerolledDie};
use super::characters::Character;
use super::decide::Ctx;
use super::reactions;
use super::rules;
use super::state::{Cause, DICE, Stage};
use crate::core::{BangFace, Finding};

/// The first roll of the turn.
pub(super) fn first_roll(ctx: &mut Ctx, faces: [BangFace; DICE]) -> Result<(), Finding> {
    if ctx.state.turn.dice.is_some() {
        return Err(rules::ALREADY_ROLLED.finding());
    }
    ctx.emit(BangEvent::DiceRolled { faces });
    let arrows = faces.iter().filter(|f| **f == BangFace::Arrow).count();
    after_roll(ctx, arrows);
    Ok(())
}

/// A reroll of some dice.
pub(super) fn reroll(ctx: &mut Ctx, dice: &[RerolledDie]) -> Result<(), Finding> {
    let Some(current) = ctx.state.turn.dice else {
        return Err(rules::NOT_ROLLED.finding());
    };
    if dice.is_empty() {
        return Err(rules::NO_SUCH_DIE.finding().arg("die", 0_i64));
    }
    let mut seen = [false; DICE];
    for rerolled in dice {
        let index = usize::from(rerolled.die);
        if index >= DICE || seen[index] {
            return Err(rules::NO_SUCH_DIE.finding().arg("die", index + 1));
        }
        seen[index] = true;
    }
    let player = ctx.name(ctx.active());
    if ctx.state.turn.stage == Stage::Resolving {
        ctx.note(rules::ROLL_AFTER_RESOLVING.finding());
    } else if ctx.state.turn.dynamite_exploded {
        ctx.note(
            rules::DYNAMITE_NO_MORE_ROLLS
                .finding()
                .arg("player", player.clone()),
        );
    } else if ctx.state.rerolls_left() == 0 {
        ctx.note(
            rules::TOO_MANY_ROLLS
                .finding()
                .arg("player", player.clone())
                .arg("rolls", ctx.state.max_rolls()),
        );
    } else if ctx.state.turn.rolls == 3 && ctx.state.active_is(Character::LuckyDuke) {
        ctx.note(rules::LUCKY.finding().arg("player", player.clone()));
    }
    let dynamite: Vec<usize> = dice
        .iter()
        .map(|d| usize::from(d.die))
        .filter(|d| current[*d] == BangFace::Dynamite)
        .collect();
    if !dynamite.is_empty() {
        let black_jack =
            ctx.state.active_is(Character::BlackJack) && ctx.state.count(BangFace::Dynamite) < 3;
        if black_jack {
            ctx.note(rules::BLACK_JACK.finding().arg("player", player));
        } else {
            for die in dynamite {
                ctx.note(rules::DYNAMITE_NO_REROLL.finding().arg("die", die + 1));
            }
        }
    }
    ctx.emit(BangEvent::DiceRerolled {
        dice: dice.to_vec(),
    });
    let arrows = dice.iter().filter(|d| d.face == BangFace::Arrow).count();
    after_roll(ctx, arrows);
    Ok(())
}

/// Arrows are taken one by one right after the roll (the last one sets off
/// the Indians), then three dynamite cost a life and end the rolling.
fn after_roll(ctx: &mut Ctx, arrows: usize) {
    let active = ctx.active();
    if arrows > 0 {
        ctx.note(
            rules::ARROWS_TAKEN
                .finding()
                .arg("player", ctx.name(active))
                .arg("count", arrows),
        );
    }
    for _ in 0..arrows {
        if !ctx.goes_on() {
            return;
        }
        reactions::take_arrow(ctx, active);
    }
    if ctx.goes_on()
        && ctx.state.count(BangFace::Dynamite) >= 3
        && !ctx.state.turn.dynamite_exploded
    {
        ctx.emit(BangEvent::DynamiteExploded);
        let name = ctx.name(active);
        reactions::apply_losses(ctx, &[(active, 1)], Cause::Dynamite);
        // Said after the loss, so it does not promise dice to resolve to a
        // player the dynamite put out of the game.
        let out = ctx.state.players.get(active).is_none_or(|p| !p.alive());
        ctx.note(
            rules::DYNAMITE_EXPLODED
                .finding()
                .arg("player", name)
                .arg("out", if out { "yes" } else { "no" }),
        );
    }
}
