//! What happens when lives are lost and the choices characters make about
//! it: arrows and the Indian attack, eliminations, Vulture Sam, El Gringo,
//! Bart Cassidy, Pedro Ramirez, Sid Ketchum, revealing roles, and judging
//! whether the game is over.

use super::actions::BangEvent;
use super::characters::Character;
use super::decide::Ctx;
use super::picks;
use super::roles::{self, EndState, Ending, Role, Winner};
use super::rules;
use super::state::{BangState, Cause, Choice, ChoiceKind, HeldAttack};
use crate::core::{Arg, Decision, Finding};

/// A player takes an arrow from the pile; taking the last one sets off the
/// Indians at once.
pub(super) fn take_arrow(ctx: &mut Ctx, seat: usize) {
    if ctx.state.pile == 0 {
        // Only a pile corrected by hand can be empty here; there is nothing to take.
        return;
    }
    ctx.emit(BangEvent::ArrowTaken { player: seat });
    if ctx.state.pile == 0 {
        indian_attack(ctx);
    }
}

/// Everyone loses a life per arrow held (Jourdonnais at most one), then all
/// arrows go back to the pile.
fn indian_attack(ctx: &mut Ctx) {
    let mut losses = Vec::new();
    let mut described = Vec::new();
    for seat in ctx.state.alive_seats() {
        let player = ctx.state.players[seat].clone();
        if player.arrows == 0 {
            continue;
        }
        let mut amount = player.arrows;
        if player.is(Character::Jourdonnais) && amount > 1 {
            amount = 1;
            ctx.note(rules::JOURDONNAIS.finding());
        }
        described.push(format!("{} −{amount}", player.name));
        losses.push((seat, amount));
    }
    ctx.note(rules::INDIANS.finding().arg("losses", described.join(", ")));
    apply_losses(ctx, &losses, Cause::Indians);
    for seat in 0..ctx.state.players.len() {
        let count = ctx.state.players[seat].arrows;
        if count > 0 {
            ctx.emit(BangEvent::ArrowsReturned {
                player: seat,
                count,
            });
        }
    }
    // Pedro Ramirez has no arrow left to discard.
    if ctx
        .state
        .pending
        .iter()
        .any(|c| c.kind() == ChoiceKind::Pedro)
    {
        ctx.emit(BangEvent::ChoiceClosed(ChoiceKind::Pedro));
    }
}

/// A player gains lives, never above their maximum; returns how many.
pub(super) fn gain(ctx: &mut Ctx, seat: usize, amount: u8) -> u8 {
    let Some(player) = ctx.state.players.get(seat) else {
        return 0;
    };
    let gained = amount.min(player.max_life.saturating_sub(player.life));
    if gained > 0 {
        ctx.emit(BangEvent::LifeGained {
            player: seat,
            amount: gained,
        });
    }
    gained
}

/// Lives lost at one moment (all 1s and 2s together, one gatling, one Indian
/// attack, dynamite); then eliminations, Vulture Sam, Pedro Ramirez's choice
/// and whether the game is over. Returns who lost how much.
pub(super) fn apply_losses(
    ctx: &mut Ctx,
    losses: &[(usize, u8)],
    cause: Cause,
) -> Vec<(usize, u8)> {
    let was_alive: Vec<bool> = ctx.state.players.iter().map(|p| p.alive()).collect();
    let mut lost = Vec::new();
    for (seat, amount) in losses.iter().copied() {
        let Some(player) = ctx.state.players.get(seat) else {
            continue;
        };
        let amount = amount.min(player.life);
        if amount == 0 {
            continue;
        }
        ctx.emit(BangEvent::LifeLost {
            player: seat,
            amount,
        });
        lost.push((seat, amount));
    }
    let newly: Vec<usize> = (0..ctx.state.players.len())
        .filter(|s| was_alive[*s] && !ctx.state.players[*s].alive())
        .collect();
    if !newly.is_empty() {
        eliminated(ctx, &newly, cause);
    }
    if !ctx.state.end.is_over() {
        offer_pedro(ctx, &lost);
    }
    lost
}

/// Pedro Ramirez may discard one arrow per life lost.
fn offer_pedro(ctx: &mut Ctx, lost: &[(usize, u8)]) {
    let Some((seat, amount)) = lost
        .iter()
        .copied()
        .find(|(s, _)| ctx.state.players[*s].is(Character::PedroRamirez))
    else {
        return;
    };
    let (alive, arrows) = {
        let pedro = &ctx.state.players[seat];
        (pedro.alive(), pedro.arrows)
    };
    if !alive || arrows == 0 {
        return;
    }
    let earlier = ctx.state.pending.iter().find_map(|c| match c {
        Choice::Pedro { max, .. } => Some(*max),
        _ => None,
    });
    if earlier.is_some() {
        ctx.emit(BangEvent::ChoiceClosed(ChoiceKind::Pedro));
    }
    let max = earlier.unwrap_or(0).saturating_add(amount).min(arrows);
    ctx.emit(BangEvent::ChoiceOpened(Choice::Pedro { seat, max }));
}

/// Players eliminated at one moment: arrows back, Vulture Sam, the end.
fn eliminated(ctx: &mut Ctx, newly: &[usize], cause: Cause) {
    for seat in newly.iter().copied() {
        ctx.note(rules::ELIMINATED.finding().arg("player", ctx.name(seat)));
        let arrows = ctx.state.players[seat].arrows;
        if arrows > 0 {
            ctx.emit(BangEvent::ArrowsReturned {
                player: seat,
                count: arrows,
            });
        }
        let theirs: Vec<ChoiceKind> = ctx
            .state
            .pending
            .iter()
            .filter(|c| c.seat() == seat)
            .map(|c| c.kind())
            .collect();
        for kind in theirs {
            ctx.emit(BangEvent::ChoiceClosed(kind));
        }
    }
    // Vulture Sam is alive after this moment, so he is not among the newly
    // eliminated: every one of them is another player.
    if let Some(sam) = ctx.state.seat_of(Character::VultureSam) {
        let bonus = u8::try_from(newly.len() * 2).unwrap_or(u8::MAX);
        let gained = gain(ctx, sam, bonus);
        let rule = if gained > 0 {
            &rules::VULTURE
        } else {
            &rules::LIFE_AT_MAX
        };
        ctx.note(
            rule.finding()
                .arg("player", ctx.name(sam))
                .arg("count", gained),
        );
    }
    let killers: Vec<(usize, Option<usize>)> = newly
        .iter()
        .map(|s| (*s, cause.shooter().filter(|k| k != s)))
        .collect();
    judge_now(ctx, &killers, false);
}

/// Judges whether the game is over and says so.
fn judge_now(ctx: &mut Ctx, killers: &[(usize, Option<usize>)], announce: bool) {
    let (end, showdown) = roles::judge(&ctx.state, killers);
    if showdown && !ctx.state.showdown {
        ctx.emit(BangEvent::ShowdownStarted);
        ctx.note(rules::THREE_SHOWDOWN.finding());
    }
    let changed = end != ctx.state.end;
    if changed {
        ctx.emit(BangEvent::EndJudged(end));
    }
    match end {
        EndState::Over { .. } if changed || announce => {
            if !ctx.state.pending.is_empty() || ctx.state.held.is_some() {
                ctx.emit(BangEvent::PendingCleared);
            }
            for finding in end_findings(&ctx.state) {
                ctx.note(finding);
            }
        }
        EndState::Undecided if changed => ctx.note(rules::NEEDS_REVEAL.finding()),
        _ => {}
    }
}

/// What the table is told about a finished game: the winners, or which
/// roles must be shown to name them.
pub fn end_findings(state: &BangState) -> Vec<Finding> {
    let EndState::Over { ending, winner } = state.end else {
        return Vec::new();
    };
    // With eight players the Renegades' own rule speaks whenever one of them
    // could still be at the table when the Sheriff falls.
    let eight = state.players.len() == 8
        && (matches!(winner, Some(Winner::Renegade { .. }))
            || (0..state.players.len()).any(|s| {
                state.players[s].alive()
                    && roles::possible_roles(state, s).contains(&Role::Renegade)
            }));
    let rule = match ending {
        Ending::SheriffDown if eight => &rules::END_EIGHT_PLAYERS,
        Ending::SheriffDown => &rules::END_SHERIFF_DOWN,
        Ending::OutlawsDown => &rules::END_OUTLAWS_DOWN,
        Ending::EveryoneDown => &rules::END_EVERYONE_DOWN,
        Ending::TargetEliminated => &rules::THREE_TARGET,
        Ending::LastStanding => &rules::THREE_LAST,
    };
    let team = match winner {
        Some(Winner::Law) => "bang-dice-team-law",
        Some(Winner::Outlaws) => "bang-dice-team-outlaws",
        Some(Winner::Renegade { .. }) => "bang-dice-team-renegade",
        Some(Winner::Player { .. }) => "bang-dice-team-alone",
        None => "bang-dice-team-unknown",
    };
    let winners = roles::winners(state);
    let names = winners.as_ref().map_or_else(
        || Arg::Key("bang-dice-winners-unnamed".to_string()),
        |seats| Arg::Text(state.names(seats.iter().copied())),
    );
    let mut findings = vec![
        rule.finding()
            .arg("team", Arg::Key(team.to_string()))
            .arg("winners", names),
    ];
    if winners.is_none() {
        let unknown = roles::to_reveal_for_winners(state);
        // With nobody left alive, each eliminated player's own reminder
        // already asks for the role.
        if !unknown.is_empty() {
            findings.push(
                rules::REVEAL_ROLES
                    .finding()
                    .arg("count", unknown.len())
                    .arg("players", state.names(unknown)),
            );
        }
    }
    findings
}

/// Hits are assigned: Bart Cassidy first chooses whether to take arrows
/// instead, when the pile has more than one arrow; otherwise they apply now.
pub(super) fn launch_attack(ctx: &mut Ctx, cause: Cause, hits: Vec<u8>) {
    let bart = ctx
        .state
        .seat_of(Character::BartCassidy)
        .filter(|b| hits.get(*b).is_some_and(|h| *h > 0));
    let pile = ctx.state.pile;
    match bart {
        Some(seat) if pile >= 2 => {
            let lives = hits[seat];
            ctx.emit(BangEvent::AttackHeld(HeldAttack { cause, hits }));
            ctx.emit(BangEvent::ChoiceOpened(Choice::Bart {
                seat,
                hits: lives,
                max_arrows: lives.min(pile - 1),
            }));
        }
        _ => resolve_attack(ctx, &HeldAttack { cause, hits }, 0),
    }
}

/// Applies assigned hits at once, Bart Cassidy's arrows first; then El
/// Gringo makes the shooter take an arrow.
fn resolve_attack(ctx: &mut Ctx, attack: &HeldAttack, bart_arrows: u8) {
    let mut hits = attack.hits.clone();
    if bart_arrows > 0
        && let Some(bart) = ctx.state.seat_of(Character::BartCassidy)
        && let Some(lives) = hits.get_mut(bart)
    {
        let taken = bart_arrows.min(*lives);
        *lives -= taken;
        for _ in 0..taken {
            take_arrow(ctx, bart);
        }
        ctx.note(
            rules::BART_ARROWS
                .finding()
                .arg("player", ctx.name(bart))
                .arg("count", taken),
        );
    }
    let losses: Vec<(usize, u8)> = hits
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, h)| *h > 0)
        .collect();
    let lost = apply_losses(ctx, &losses, attack.cause);
    let Some(shooter) = attack.cause.shooter() else {
        return;
    };
    // "Wie hem levens afneemt, moet een pijl pakken": also the hit that
    // takes his last life.
    let gringo = ctx
        .state
        .players
        .iter()
        .position(|p| p.is(Character::ElGringo));
    let hurt = gringo.is_some_and(|g| lost.iter().any(|(s, _)| *s == g));
    if let Some(gringo) = gringo
        && hurt
        && !ctx.state.end.is_over()
        && ctx.state.players[shooter].alive()
        && shooter != gringo
    {
        ctx.note(
            rules::EL_GRINGO
                .finding()
                .arg("player", ctx.name(shooter))
                .arg("gringo", ctx.name(gringo)),
        );
        take_arrow(ctx, shooter);
    }
}

/// Another action while choices are open: the table was told (a
/// violation); applied anyway, the choices lapse and held hits apply in full.
pub(super) fn drop_pending(ctx: &mut Ctx) {
    if ctx.state.pending.is_empty() {
        return;
    }
    let names = ctx.state.names(
        ctx.state
            .pending
            .iter()
            .map(|c| c.seat())
            .collect::<Vec<_>>(),
    );
    ctx.note(rules::CHOICE_PENDING.finding().arg("players", names));
    let kinds: Vec<ChoiceKind> = ctx.state.pending.iter().map(|c| c.kind()).collect();
    for kind in kinds {
        ctx.emit(BangEvent::ChoiceClosed(kind));
    }
    if let Some(attack) = ctx.state.held.clone() {
        ctx.emit(BangEvent::AttackReleased);
        resolve_attack(ctx, &attack, 0);
    }
}

fn no_choice(character: Character) -> Finding {
    rules::NO_CHOICE
        .finding()
        .arg("character", Arg::Key(character.name_key()))
}

/// Sid Ketchum's start-of-turn heal.
pub(super) fn sid(ctx: &mut Ctx, target: Option<usize>) -> Result<(), Finding> {
    if !ctx
        .state
        .pending
        .iter()
        .any(|c| c.kind() == ChoiceKind::Sid)
    {
        return Err(no_choice(Character::SidKetchum));
    }
    ctx.emit(BangEvent::ChoiceClosed(ChoiceKind::Sid));
    let Some(target) = target else {
        // "krijgt een speler naar keuze 1 leven" has no "mag": someone is
        // always chosen. One at their maximum gains nothing (as a beer on a
        // full player is wasted), so "none" is the same choice then.
        let full = picks::sid_targets(&ctx.state)
            .iter()
            .any(|s| ctx.state.players[*s].life >= ctx.state.players[*s].max_life);
        if !full {
            ctx.note(rules::SID_SOMEONE.finding());
        }
        return Ok(());
    };
    let name = ctx.name(target);
    if !picks::sid_targets(&ctx.state).contains(&target) {
        ctx.note(rules::TARGET_ELIMINATED.finding().arg("player", name));
        return Ok(());
    }
    if gain(ctx, target, 1) > 0 {
        ctx.note(rules::SID_HEALED.finding().arg("player", name));
    } else {
        ctx.note(rules::LIFE_AT_MAX.finding().arg("player", name));
    }
    Ok(())
}

/// Bart Cassidy takes some hits as arrows.
pub(super) fn bart(ctx: &mut Ctx, arrows: u8) -> Result<(), Finding> {
    let Some((seat, hits, max_arrows)) = ctx.state.pending.iter().find_map(|c| match c {
        Choice::Bart {
            seat,
            hits,
            max_arrows,
        } => Some((*seat, *hits, *max_arrows)),
        _ => None,
    }) else {
        return Err(no_choice(Character::BartCassidy));
    };
    if arrows > hits {
        return Err(rules::CHOICE_TOO_MANY
            .finding()
            .arg("player", ctx.name(seat))
            .arg("max", hits));
    }
    if arrows > max_arrows {
        ctx.note(rules::BART_LAST_ARROW.finding().arg("max", max_arrows));
    }
    ctx.emit(BangEvent::ChoiceClosed(ChoiceKind::Bart));
    if let Some(attack) = ctx.state.held.clone() {
        ctx.emit(BangEvent::AttackReleased);
        resolve_attack(ctx, &attack, arrows);
    }
    Ok(())
}

/// Pedro Ramirez discards some of his arrows.
pub(super) fn pedro(ctx: &mut Ctx, discards: u8) -> Result<(), Finding> {
    let Some((seat, max)) = picks::pedro_discards(&ctx.state) else {
        return Err(no_choice(Character::PedroRamirez));
    };
    if discards > max {
        return Err(rules::CHOICE_TOO_MANY
            .finding()
            .arg("player", ctx.name(seat))
            .arg("max", max));
    }
    ctx.emit(BangEvent::ChoiceClosed(ChoiceKind::Pedro));
    if discards > 0 {
        ctx.emit(BangEvent::ArrowsReturned {
            player: seat,
            count: discards,
        });
    }
    Ok(())
}

/// A role is shown: by an eliminated player, or by anyone once the game is over.
pub(super) fn reveal(
    state: &BangState,
    player: usize,
    role: Role,
) -> Result<Decision<BangEvent>, Finding> {
    let seat = &state.players[player];
    let role_arg = Arg::Key(role.name_key());
    if let Some(known) = seat.role {
        return Err(rules::REVEAL_KNOWN
            .finding()
            .arg("player", seat.name.clone())
            .arg("role", Arg::Key(known.name_key())));
    }
    if !roles::can_reveal(state, role) {
        return Err(rules::REVEAL_IMPOSSIBLE
            .finding()
            .arg("player", seat.name.clone())
            .arg("role", role_arg));
    }
    let mut ctx = Ctx::new(state);
    if seat.alive() && !state.end.is_over() {
        ctx.note(
            rules::REVEAL_ALIVE
                .finding()
                .arg("player", seat.name.clone()),
        );
    }
    ctx.emit(BangEvent::RoleRevealed { player, role });
    let over = ctx.state.end.is_over();
    judge_now(&mut ctx, &[], over);
    Ok(ctx.decision())
}
