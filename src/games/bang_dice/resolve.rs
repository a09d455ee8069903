//! Resolving the dice in the rules' order: all 1s and 2s at once, then the
//! beers, then the gatling; Kit Carlson's discards; the end of the turn.

use super::actions::{BangEvent, Hit};
use super::characters::Character;
use super::decide::Ctx;
use super::picks;
use super::reactions;
use super::rules;
use super::state::{Cause, Step};
use super::targets;
use crate::core::{Arg, BangFace, Finding};

/// The translation key naming a step, for messages.
pub(super) fn step_key(step: Step) -> &'static str {
    match step {
        Step::Shots => "bang-dice-step-shots",
        Step::Beers => "bang-dice-step-beers",
        Step::Gatling => "bang-dice-step-gatling",
        Step::Kit => "bang-dice-step-kit",
    }
}

/// Checks that the dice are rolled and the step is not done yet.
fn open_step(ctx: &Ctx, step: Step) -> Result<(), Finding> {
    if ctx.state.turn.dice.is_none() {
        return Err(rules::NOT_ROLLED.finding());
    }
    let done = ctx.state.turn.resolved;
    let already = match step {
        Step::Shots => done.shots,
        Step::Beers => done.beers,
        Step::Gatling => done.gatling,
        Step::Kit => done.kit,
    };
    if already {
        return Err(rules::ALREADY_RESOLVED
            .finding()
            .arg("step", Arg::Key(step_key(step).to_string())));
    }
    Ok(())
}

/// Notes the steps that had to come before this one.
fn check_order(ctx: &mut Ctx, before: &[Step]) {
    let open: Vec<Step> = ctx
        .state
        .unresolved()
        .into_iter()
        .filter(|s| before.contains(s))
        .collect();
    for step in open {
        ctx.note(
            rules::OUT_OF_ORDER
                .finding()
                .arg("step", Arg::Key(step_key(step).to_string())),
        );
    }
}

/// All 1s and 2s, one target per die in die order, applied at once.
pub(super) fn shoot(ctx: &mut Ctx, hits: &[Hit]) -> Result<(), Finding> {
    open_step(ctx, Step::Shots)?;
    let dice = ctx.state.shot_dice();
    if hits.len() != dice.len() {
        return Err(rules::SHOTS_COUNT
            .finding()
            .arg("expected", dice.len())
            .arg("count", hits.len()));
    }
    let doubles = hits.iter().filter(|h| h.double).count();
    if doubles > ctx.state.beers_to_give() {
        return Err(rules::SLAB_NO_BEER.finding());
    }
    let shooter = ctx.active();
    if doubles > picks::doubles(&ctx.state) {
        if !ctx.state.active_is(Character::SlabTheKiller) {
            ctx.note(rules::SLAB_ONLY.finding());
        } else {
            ctx.note(rules::SLAB_ONCE.finding());
        }
    }
    ctx.start_resolving();
    let mut lives = vec![0_u8; ctx.state.players.len()];
    for (hit, (die, face)) in hits.iter().zip(dice) {
        let target = hit.target;
        let name = ctx.name(target);
        if target == shooter {
            ctx.note(rules::TARGET_SELF.finding().arg("die", die + 1));
        } else if !ctx.state.players[target].alive() {
            ctx.note(rules::TARGET_ELIMINATED.finding().arg("player", name));
            continue;
        } else if !targets::in_range(&ctx.state, shooter, target, face) {
            let legal = targets::legal_targets(&ctx.state, shooter, face);
            ctx.note(
                rules::OUT_OF_RANGE
                    .finding()
                    .arg("player", name)
                    .arg("die", die + 1)
                    .arg("face", face.letter().to_string())
                    .arg("players", ctx.state.names(legal)),
            );
        } else if targets::needs_ability(&ctx.state, shooter, target, face) {
            let rule = if ctx.state.active_is(Character::CalamityJanet) {
                &rules::CALAMITY
            } else {
                &rules::ROSE
            };
            ctx.note(rule.finding().arg("player", name.clone()));
        }
        let amount = if hit.double { 2 } else { 1 };
        if hit.double {
            ctx.note(rules::SLAB_DOUBLE.finding().arg("player", ctx.name(target)));
        }
        lives[target] = lives[target].saturating_add(amount);
    }
    ctx.emit(BangEvent::StepResolved(Step::Shots));
    if doubles > 0 {
        ctx.emit(BangEvent::SlabUsed {
            beers: u8::try_from(doubles).unwrap_or(u8::MAX),
        });
    }
    reactions::launch_attack(ctx, Cause::Shots { shooter }, lives);
    Ok(())
}

/// All beers, one player per beer die.
pub(super) fn beer(ctx: &mut Ctx, targets: &[usize]) -> Result<(), Finding> {
    open_step(ctx, Step::Beers)?;
    let expected = ctx.state.beers_to_give();
    if targets.len() != expected {
        return Err(rules::BEERS_COUNT
            .finding()
            .arg("expected", expected)
            .arg("count", targets.len()));
    }
    check_order(ctx, &[Step::Shots]);
    ctx.start_resolving();
    let active = ctx.active();
    // Jesse Jones's life is judged once, before the beers: the card's example
    // gives four lives for two beers at four life points.
    let jesse_low = ctx.state.players.get(active).is_some_and(|p| p.life <= 4);
    for target in targets.iter().copied() {
        let name = ctx.name(target);
        if !picks::beer_targets(&ctx.state).contains(&target) {
            ctx.note(rules::TARGET_ELIMINATED.finding().arg("player", name));
            continue;
        }
        let player = &ctx.state.players[target];
        let jesse = target == active && player.is(Character::JesseJones) && jesse_low;
        let amount = if jesse { 2 } else { 1 };
        let gained = reactions::gain(ctx, target, amount);
        if jesse {
            ctx.note(rules::JESSE.finding().arg("player", name.clone()));
        }
        if gained == 0 {
            ctx.note(rules::BEER_WASTED.finding().arg("player", name));
        }
    }
    ctx.emit(BangEvent::StepResolved(Step::Beers));
    Ok(())
}

/// The gatling: every other player loses a life (Paul Regret none), and the
/// shooter first puts all his arrows back.
pub(super) fn gatling(ctx: &mut Ctx) -> Result<(), Finding> {
    open_step(ctx, Step::Gatling)?;
    let count = ctx.state.count(BangFace::Gatling);
    let needed = ctx.state.gatling_threshold();
    let shooter = ctx.active();
    if count < needed {
        ctx.note(
            rules::GATLING_TOO_FEW
                .finding()
                .arg("count", count)
                .arg("needed", needed),
        );
    }
    check_order(ctx, &[Step::Shots, Step::Beers]);
    ctx.start_resolving();
    ctx.emit(BangEvent::StepResolved(Step::Gatling));
    ctx.note(
        rules::GATLING_FIRED
            .finding()
            .arg("player", ctx.name(shooter)),
    );
    if ctx.state.active_is(Character::WillyTheKid) && count < 3 {
        ctx.note(rules::WILLY.finding());
    }
    let held = ctx.state.players[shooter].arrows;
    if held > 0 {
        ctx.emit(BangEvent::ArrowsReturned {
            player: shooter,
            count: held,
        });
    }
    let mut lives = vec![0_u8; ctx.state.players.len()];
    for seat in ctx.state.alive_seats() {
        if seat == shooter {
            continue;
        }
        if ctx.state.players[seat].is(Character::PaulRegret) {
            ctx.note(rules::PAUL.finding());
        } else {
            lives[seat] = 1;
        }
    }
    reactions::launch_attack(ctx, Cause::Gatling { shooter }, lives);
    Ok(())
}

/// Kit Carlson discards one arrow of each listed player, one per gatling die.
pub(super) fn kit(ctx: &mut Ctx, targets: &[usize]) -> Result<(), Finding> {
    let gatlings = picks::kit_discards(&ctx.state);
    if !ctx.state.active_is(Character::KitCarlson)
        || (ctx.state.turn.dice.is_some() && gatlings == 0)
    {
        return Err(rules::NO_CHOICE
            .finding()
            .arg("character", Arg::Key(Character::KitCarlson.name_key())));
    }
    open_step(ctx, Step::Kit)?;
    if targets.len() > gatlings {
        return Err(rules::KIT_TOO_MANY
            .finding()
            .arg("count", targets.len())
            .arg("max", gatlings));
    }
    for (i, target) in targets.iter().copied().enumerate() {
        if !picks::kit_may_discard(&ctx.state, &targets[..i], target) {
            return Err(rules::KIT_NO_ARROW
                .finding()
                .arg("player", ctx.name(target)));
        }
    }
    ctx.start_resolving();
    for target in targets.iter().copied() {
        ctx.emit(BangEvent::ArrowsReturned {
            player: target,
            count: 1,
        });
    }
    ctx.emit(BangEvent::StepResolved(Step::Kit));
    Ok(())
}

/// Ends the turn: every die must be resolved; Suzy Lafayette gains two lives
/// when no 1 or 2 is showing; the next living player clockwise goes on.
pub(super) fn end_turn(ctx: &mut Ctx) {
    let active = ctx.active();
    if ctx.state.turn.dice.is_none() {
        ctx.note(rules::NO_ROLL.finding().arg("player", ctx.name(active)));
    }
    for step in ctx.state.unresolved() {
        if step == Step::Kit {
            ctx.note(
                rules::CHOICE_PENDING
                    .finding()
                    .arg("players", ctx.name(active)),
            );
        } else {
            ctx.note(
                rules::UNRESOLVED
                    .finding()
                    .arg("step", Arg::Key(step_key(step).to_string())),
            );
        }
    }
    let suzy = ctx.state.active_is(Character::SuzyLafayette)
        && ctx.goes_on()
        && ctx.state.turn.dice.is_some()
        && ctx.state.shot_dice().is_empty();
    if suzy {
        let gained = reactions::gain(ctx, active, 2);
        let rule = if gained > 0 {
            &rules::SUZY
        } else {
            &rules::LIFE_AT_MAX
        };
        ctx.note(
            rule.finding()
                .arg("player", ctx.name(active))
                .arg("count", gained),
        );
    }
    ctx.emit(BangEvent::TurnEnded);
    ctx.start_next_turn();
}
