//! Gunfights: shots and Dynamite entered face by face. The arithmetic is in
//! [`gunfight`](super::gunfight); this applies it to the boards: 1 ammo a
//! shot, Beer, Tobacco and Lightweight used up, damage split as the shooter
//! says, the Armadillo Shell and the Whiskey absorbing, deaths and
//! Deathrattle.
//!
//! Who shoots when (the Church, turn order, Quick Draw's second shot, return
//! fire) is worked out in [`order`](super::order) and flagged when broken;
//! shooters and targets must stand at the same building and be alive (or
//! have Deathrattle), after the start-of-raid damage and before any cease
//! fire at that building.

use super::actions::GunEvent;
use super::characters::{Building, NamesBuilding};
use super::decide::Ctx;
use super::fights;
use super::gunfight::{self, Guards, Kick};
use super::items::{Item, SnakeOil};
use super::rules;
use super::state::Phase;
use crate::core::{D20, Finding};

/// The shooter may fire now: in the Raid after the defence is revealed,
/// at a building with a gunfight, alive or with Deathrattle left.
fn check_shooter(ctx: &mut Ctx, seat: usize) -> Option<Building> {
    let showdown = ctx.state.phase == Phase::Showdown;
    if showdown {
        check_alive(ctx, seat);
        let everyone: Vec<usize> = (0..ctx.state.seats.len()).collect();
        check_turn(ctx, seat, &everyone, true);
        return None;
    }
    if ctx.state.phase != Phase::Raid || !ctx.state.this_round.revealed {
        ctx.note(rules::FIGHT_NOT_NOW.finding());
    }
    super::strikes::check_dealt(ctx);
    let building = fights::place(&ctx.state, seat);
    if let Some(b) = building
        && ctx.state.this_round.ceased.contains(&b)
    {
        ctx.note(rules::CEASED_SHOT.finding().building(b));
    }
    let fight = building.is_some_and(|b| fights::is_gunfight(&ctx.state, b));
    if !fight {
        ctx.note(
            rules::SHOOTER_THERE
                .finding()
                .arg("character", ctx.name(seat)),
        );
    }
    check_alive(ctx, seat);
    if let Some(b) = building {
        let fighters = fights::fighters(&ctx.state, b);
        check_turn(ctx, seat, &fighters, false);
    }
    building
}

/// The shooter is one whose turn it is (see [`order::expected`]).
fn check_turn(ctx: &mut Ctx, seat: usize, fighters: &[usize], showdown: bool) {
    let expected = super::order::expected(&ctx.state, fighters, showdown);
    if !expected.is_empty() && !expected.contains(&seat) {
        let next = expected
            .iter()
            .map(|s| ctx.name(*s))
            .collect::<Vec<_>>()
            .join(" / ");
        ctx.note(
            rules::OUT_OF_TURN
                .finding()
                .arg("character", ctx.name(seat))
                .arg("next", next),
        );
    }
}

/// The dead do not shoot, unless Deathrattle shots are left.
fn check_alive(ctx: &mut Ctx, seat: usize) {
    let dead = ctx.state.seats[seat].health == 0;
    let rattle = ctx
        .state
        .this_round
        .deathrattle
        .get(&seat)
        .copied()
        .unwrap_or(0);
    if dead && rattle == 0 {
        ctx.note(
            rules::DEAD_SHOOTER
                .finding()
                .arg("character", ctx.name(seat)),
        );
    }
}

/// Who takes each point of `damage`: one target takes it all; several take
/// one point per name; none named is the one living opponent there.
fn share(
    ctx: &mut Ctx,
    seat: usize,
    building: Option<Building>,
    damage: u8,
    targets: &[usize],
) -> Result<Vec<usize>, Finding> {
    // In the showdown everyone faces everyone.
    let showdown = ctx.state.phase == Phase::Showdown;
    let opponents = fights::opponents(&ctx.state, seat);
    for target in targets {
        if !opponents.contains(target) {
            ctx.note(rules::TARGET.finding().arg("character", ctx.name(*target)));
        }
    }
    if damage == 0 {
        return Ok(Vec::new());
    }
    match targets {
        // Nobody left to hit: the damage goes nowhere.
        [] if opponents.is_empty() => {
            if building.is_some() || showdown {
                ctx.note(
                    rules::NO_OPPONENT
                        .finding()
                        .arg("character", ctx.name(seat)),
                );
            }
            Ok(Vec::new())
        }
        [] if opponents.len() == 1 => Ok(vec![opponents[0]; usize::from(damage)]),
        [one] => Ok(vec![*one; usize::from(damage)]),
        many if many.len() == usize::from(damage) => Ok(many.to_vec()),
        _ => Err(rules::SPLIT
            .finding()
            .arg("damage", damage)
            .arg("count", targets.len())),
    }
}

/// Takes one item back to the Town Board (from the top row first).
fn use_up(ctx: &mut Ctx, seat: usize, item: Item) {
    let board = &ctx.state.seats[seat];
    let pocket = !board.items.contains(&item) && board.pocket == Some(item);
    if board.items.contains(&item) || pocket {
        ctx.emit(GunEvent::ItemLost { seat, item, pocket });
    }
}

/// Whether a seat's Lightweight is there and not yet used this round.
fn lightweight(ctx: &Ctx, seat: usize) -> bool {
    super::queries::lightweight_ready(&ctx.state, seat)
}

/// Gunfight damage to one character: Armadillo Shell, then Whiskey (2 with
/// Lightweight), then health; a death before attacking gives Deathrattle.
fn hurt(ctx: &mut Ctx, seat: usize, damage: u8) {
    let board = ctx.state.seats[seat].clone();
    let whiskey_held = board.holds(Item::Whiskey);
    let capacity = if whiskey_held {
        1 + u8::from(lightweight(ctx, seat))
    } else {
        0
    };
    let absorbed_before = ctx
        .state
        .this_round
        .whiskey_absorbed
        .get(&seat)
        .copied()
        .unwrap_or(0);
    let mut guards = Guards {
        armadillo: board.snake_oil == Some(SnakeOil::ArmadilloShell)
            && !ctx.state.this_round.armadillo_used.contains(&seat),
        whiskey: capacity.saturating_sub(absorbed_before),
    };
    let before = guards;
    let taken = gunfight::absorb(damage, &mut guards);
    let armadillo = before.armadillo && !guards.armadillo;
    if armadillo {
        ctx.emit(GunEvent::ArmadilloUsed { seat });
    }
    let whiskey = before.whiskey - guards.whiskey;
    if whiskey > 0 {
        ctx.emit(GunEvent::WhiskeyAbsorbed {
            seat,
            count: whiskey,
        });
        let total = absorbed_before + whiskey;
        if total >= 2 {
            ctx.emit(GunEvent::LightweightUsed { seat });
        }
        if total >= capacity {
            use_up(ctx, seat, Item::Whiskey);
        }
    }
    if taken < damage {
        // Say which of the two took it: a character may hold only one.
        let by = match (armadillo, whiskey > 0) {
            (true, true) => "both",
            (true, false) => "armadillo",
            (false, _) => "whiskey",
        };
        ctx.note(
            rules::ABSORBED
                .finding()
                .arg("character", board.name.clone())
                .arg("count", damage - taken)
                .arg("by", by),
        );
    }
    if taken == 0 {
        return;
    }
    let alive = board.health > 0;
    ctx.emit(GunEvent::HealthLost {
        seat,
        amount: taken,
    });
    if alive && ctx.state.seats[seat].health == 0 {
        ctx.note(rules::KILLED.finding().arg("character", board.name.clone()));
        if !ctx.state.this_round.fired.contains(&seat) {
            let shots = deathrattle_shots(&board);
            ctx.emit(GunEvent::DeathrattleGained { seat, shots });
            ctx.note(rules::DEATHRATTLE.finding().arg("character", board.name));
        }
    }
}

/// Deathrattle's shots: one last attack, two with Quick Draw.
pub(super) fn deathrattle_shots(board: &super::state::Seat) -> u8 {
    if board.snake_oil == Some(SnakeOil::QuickDraw) {
        2
    } else {
        1
    }
}

/// Deals each point to its target, each target's points together.
fn deal(ctx: &mut Ctx, points: &[usize]) {
    let mut seen: Vec<usize> = Vec::new();
    for target in points {
        if seen.contains(target) {
            continue;
        }
        seen.push(*target);
        let count = points.iter().filter(|t| *t == target).count();
        hurt(ctx, *target, u8::try_from(count).unwrap_or(u8::MAX));
    }
}

/// One shot: 1 ammo, both faces, hits per die with every modifier.
pub(super) fn shoot(
    ctx: &mut Ctx,
    seat: usize,
    faces: [D20; 2],
    targets: &[usize],
    (kick, lucky): (Option<Kick>, Option<usize>),
    keep_lightweight: bool,
) -> Result<(), Finding> {
    let building = check_shooter(ctx, seat);
    let board = ctx.state.seats[seat].clone();
    // Dynamite King allows a throw right after the shot, not a second shot
    // (unless nobody else there can fire, and the cycle comes back to him).
    let again = ctx.state.this_round.fight_log.last() == Some(&(seat, false));
    let showdown = ctx.state.phase == Phase::Showdown;
    let others_can_fire = (0..ctx.state.seats.len()).any(|s| {
        s != seat
            && (showdown || (building.is_some() && fights::place(&ctx.state, s) == building))
            && super::order::can_fire(&ctx.state, s, showdown)
    });
    if again
        && others_can_fire
        && board.snake_oil == Some(SnakeOil::DynamiteKing)
        && board.holds(Item::Dynamite)
    {
        ctx.note(
            rules::KING_THROWS
                .finding()
                .arg("character", board.name.clone()),
        );
    }
    // The showdown is fought without ammo.
    if board.ammo == 0 && !showdown {
        return Err(rules::AMMO_SHORT
            .finding()
            .arg("character", board.name)
            .arg("count", 1_i64)
            .arg("ammo", 0_i64));
    }
    // The seat is at the table (`decide` checked it before the shot).
    let Some(armed) = super::queries::shooter(&ctx.state, seat) else {
        return Err(rules::NOTHING.finding());
    };
    let mut shooter = armed.map_err(|missing| {
        rules::VALUE_MISSING.finding().arg(
            "value",
            crate::core::Arg::Key(format!("gunfights-board-{}", missing.0)),
        )
    })?;
    shooter.lightweight &= !keep_lightweight;
    shooter.lucky_die = lucky.filter(|i| *i < 2);
    let shot = gunfight::shoot(&shooter, faces, kick);
    if shot.choice_needed {
        return Err(rules::KICK.finding().arg("character", board.name));
    }
    let points = share(ctx, seat, building, shot.damage, targets)?;
    if lucky.is_some() {
        ctx.use_lucky(seat);
    }
    if !showdown {
        ctx.emit(GunEvent::AmmoSpent { seat, count: 1 });
    }
    ctx.emit(GunEvent::Fired { seat, throw: false });
    if shot.beer_used {
        use_up(ctx, seat, Item::Beer);
    }
    if shot.second_beer_used {
        use_up(ctx, seat, Item::Beer);
    }
    if shot.tobacco_used {
        use_up(ctx, seat, Item::Tobacco);
    }
    if shot.lightweight_used {
        ctx.emit(GunEvent::LightweightUsed { seat });
    }
    let hits = shot.hits.iter().filter(|h| **h).count();
    ctx.note(
        rules::SHOT
            .finding()
            .arg("character", board.name)
            .arg("hits", hits)
            .arg("damage", shot.damage),
    );
    deal(ctx, &points);
    showdown_over(ctx);
    Ok(())
}

/// The showdown ends when a team has nobody standing and no Deathrattle
/// shot left; the other team wins (a team wiped out at once by the last
/// Deathrattle leaves the one still standing, if any).
fn showdown_over(ctx: &mut Ctx) {
    if ctx.state.phase != Phase::Showdown {
        return;
    }
    let everyone: Vec<usize> = (0..ctx.state.seats.len()).collect();
    let standing = |ctx: &Ctx, team| fights::standing(&ctx.state, &everyone, team);
    use super::characters::Team;
    let winner = match (
        standing(ctx, Team::Pioneers),
        standing(ctx, Team::Renegades),
    ) {
        (true, false) => Team::Pioneers,
        (false, true) => Team::Renegades,
        _ => return,
    };
    ctx.emit(GunEvent::ShowdownWon(winner));
    ctx.note(super::reminders::showdown_won(winner));
}

/// Dynamite: one die, 11+ deals 3 (4 on a Natural 20) to the opponents,
/// else 3 to the thrower (none with Dynamite King). No ammo is spent.
pub(super) fn throw(
    ctx: &mut Ctx,
    seat: usize,
    face: D20,
    lucky: bool,
    targets: &[usize],
) -> Result<(), Finding> {
    let building = check_shooter(ctx, seat);
    let board = ctx.state.seats[seat].clone();
    if !super::queries::may_throw(&ctx.state, seat) {
        return Err(rules::NOT_HELD
            .finding()
            .arg("character", board.name)
            .arg("item", Item::Dynamite.printed()));
    }
    let king = board.snake_oil == Some(SnakeOil::DynamiteKing);
    let (opponents, own) = gunfight::dynamite(face, lucky, king);
    let points = share(ctx, seat, building, opponents, targets)?;
    if lucky {
        ctx.use_lucky(seat);
    }
    ctx.emit(GunEvent::Fired { seat, throw: true });
    use_up(ctx, seat, Item::Dynamite);
    ctx.note(
        rules::DYNAMITE
            .finding()
            .arg("character", board.name)
            .arg("damage", opponents)
            .arg("own", own),
    );
    deal(ctx, &points);
    if own > 0 {
        hurt(ctx, seat, own);
    }
    showdown_over(ctx);
    Ok(())
}
