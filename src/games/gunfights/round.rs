//! The end of a turn, the Raid's outcome, the next round and the end of the game.

use super::actions::GunEvent;
use super::characters::{Building, Character, NamesBuilding};
use super::decide::Ctx;
use super::items::Item;
use super::rules;
use super::setup::{ROUNDS, income_key};
use super::state::{GunState, Phase, Site};
use crate::core::Finding;

/// The character whose turn it is ends it; after the Head Honcho, the Raid.
pub(super) fn end_turn(ctx: &mut Ctx) -> Result<(), Finding> {
    if ctx.state.phase == Phase::Raid {
        ctx.note(rules::END_IN_RAID.finding());
        return Ok(());
    }
    let seat = ctx.active();
    if ctx.state.seats[seat].character == Character::Mayor {
        cap_savings(ctx, seat);
    }
    let next = seat + 1;
    if next < ctx.state.seats.len() {
        ctx.emit(GunEvent::TurnStarted { seat: next });
    } else {
        ctx.emit(GunEvent::RaidStarted);
    }
    Ok(())
}

/// The Mayor saves at most his income from round to round; the excess is
/// discarded as his turn ends. (With no income entered there is no cap to
/// apply; the income itself was refused for the same reason.)
fn cap_savings(ctx: &mut Ctx, seat: usize) {
    let Some(cap) = ctx
        .state
        .board_value(income_key(Character::Mayor))
        .and_then(|v| u32::try_from(v).ok())
    else {
        return;
    };
    let money = ctx.state.seats[seat].money;
    if money > cap {
        let excess = money - cap;
        ctx.emit(GunEvent::MoneyPaid {
            seat,
            amount: excess,
        });
        ctx.note(
            rules::MONEY_CAPPED
                .finding()
                .arg("amount", i64::from(excess))
                .arg("cap", i64::from(cap)),
        );
    }
}

/// The Raid as the table played it: buildings burned, the score bullet, the
/// dead lose their top row and Snake Oil, everyone's health reset; then the
/// next round, or the end of the game after the sixth bullet.
pub(super) fn raided(
    ctx: &mut Ctx,
    burned: &[Building],
    dead: &[usize],
    shots: &[(usize, u32)],
) -> Result<(), Finding> {
    if ctx.state.phase != Phase::Raid {
        ctx.note(rules::RAID_NOT_YET.finding());
    }
    // "Resolve any gun fights 1 at a time. Burn any undefended, attacked
    // buildings": the outcome is checked against the Raid as Holster knows
    // it, with the dead the table reports.
    let pending = super::strikes::due(&ctx.state).len();
    if pending > 0 {
        ctx.note(rules::STRIKES_FIRST.finding().arg("count", pending));
    }
    let reported = super::report::reported(ctx, dead, shots)?;
    super::report::check_over(ctx, &reported);
    check_burned(ctx, &reported, burned);
    let mut score: u8 = 0;
    let mut seen = Vec::new();
    for building in burned {
        if seen.contains(building) {
            continue;
        }
        seen.push(*building);
        if ctx.state.site(*building) != Site::Standing {
            ctx.note(rules::BURN_DOWN.finding().building(*building));
            continue;
        }
        ctx.emit(GunEvent::Burned(*building));
        score += 1;
    }
    ctx.emit(GunEvent::ScoreLoaded(score));
    ctx.note(
        rules::SCORED
            .finding()
            .arg("score", score)
            .arg("round", ctx.state.round),
    );
    // A Whiskey that absorbed anything in this Raid is used up by its end
    // (one that took 1 of its 2 with Lightweight is still "used").
    let absorbed: Vec<usize> = ctx
        .state
        .this_round
        .whiskey_absorbed
        .keys()
        .copied()
        .collect();
    for seat in absorbed {
        let board = &ctx.state.seats[seat];
        let pocket = !board.items.contains(&Item::Whiskey) && board.pocket == Some(Item::Whiskey);
        if board.holds(Item::Whiskey) {
            ctx.emit(GunEvent::ItemLost {
                seat,
                item: Item::Whiskey,
                pocket,
            });
        }
    }
    // The dead are those the table names and those at 0 health.
    let at_zero = (0..ctx.state.seats.len()).filter(|s| ctx.state.seats[*s].health == 0);
    let all_dead: Vec<usize> = dead.iter().copied().chain(at_zero).collect();
    let mut dead_seen = Vec::new();
    for seat in &all_dead {
        if dead_seen.contains(seat) {
            continue;
        }
        dead_seen.push(*seat);
        let board = ctx.state.seats[*seat].clone();
        for item in &board.items {
            ctx.emit(GunEvent::ItemLost {
                seat: *seat,
                item: *item,
                pocket: false,
            });
        }
        if board.snake_oil.is_some() {
            ctx.emit(GunEvent::SnakeOilLost { seat: *seat });
        }
        ctx.note(rules::DEATH.finding().arg("character", board.name));
    }
    ctx.emit(GunEvent::HealthReset);
    if ctx.state.chamber.len() >= usize::from(ROUNDS) {
        ctx.note(super::reminders::winner(&ctx.state));
        if ctx.state.renegade_score() == ctx.state.pioneer_score() {
            ctx.emit(GunEvent::ShowdownStarted);
        } else {
            ctx.emit(GunEvent::GameEnded);
        }
    } else {
        // A round put forward by hand leaves fewer bullets than rounds: the
        // game still runs to its sixth bullet, in round 6 at the most.
        let round = ctx.state.round.saturating_add(1).min(ROUNDS);
        ctx.emit(GunEvent::RoundStarted { round });
        ctx.emit(GunEvent::TurnStarted { seat: 0 });
    }
    Ok(())
}

/// With the attacks entered, the buildings burned follow from them: every
/// attacked building nobody defended burns (unless the Fire Wagon stands
/// there), and nothing that was not attacked does.
fn check_burned(ctx: &mut Ctx, reported: &GunState, burned: &[Building]) {
    if ctx.state.this_round.attacks.is_empty() {
        return;
    }
    for building in super::raid::undefended(&ctx.state) {
        if !burned.contains(&building) {
            ctx.note(rules::MUST_BURN.finding().building(building));
        }
    }
    let fights = ctx.state.fights();
    // Each gunfight decides its building, whether its shots were entered one
    // by one or the table reports its dead: it burns when every defender is
    // dead and a Renegade is alive; it stands when the Pioneers held, and
    // after a mutual death ("a Renegade MUST be alive at the end").
    for (building, attackers, defenders) in &fights {
        if defenders.is_empty() {
            continue;
        }
        let alive = |seats: &[usize]| {
            seats
                .iter()
                .any(|s| reported.seats.get(*s).is_some_and(|b| b.health > 0))
        };
        let (renegades, pioneers) = (alive(attackers), alive(defenders));
        let rule = match (renegades, pioneers, burned.contains(building)) {
            (true, false, false) => &rules::DEFENDERS_FELL,
            (false, false, true) => &rules::MUTUAL_DEATH,
            (false, true, true) | (true, true, true) => &rules::HELD,
            _ => continue,
        };
        ctx.note(rule.finding().building(*building));
    }
    for building in burned {
        if ctx.state.this_round.wagon == Some(*building) {
            ctx.note(rules::DOUSED.finding().building(*building));
        } else if !fights.iter().any(|(b, _, _)| b == building) {
            ctx.note(rules::NOT_ATTACKED.finding().building(*building));
        }
    }
}
