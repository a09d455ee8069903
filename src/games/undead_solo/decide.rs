//! Every solo rule, by entry: the player's open placement, the Undead
//! placed by Holster, the duel with Dead Ranger, Intimidating it, stealing
//! from the supply, and the multiplayer game's entries passed on; after
//! each entry Dead Ranger's turns (`ranger`) and the end of the game.

use super::actions::SoloAction;
use super::ranger;
use super::rules;
use super::state::{End, PLAYER, RANGER, SoloEvent, SoloState};
use super::work::SW;
use crate::core::{Decision, Finding};
use crate::games::undead::solo_seam::actions::{DuelShot, Spot};
use crate::games::undead::solo_seam::spaces::{self, Outcome, Shot, outcome};
use crate::games::undead::solo_seam::state::{Phase, Place, Resolution, Step, UndeadCard};
use crate::games::undead::solo_seam::{
    Item, Side, UndeadAction, UndeadEvent, duel, flow, rules as base, turn,
};

/// Decides an entry.
pub fn decide(state: &SoloState, action: &SoloAction) -> Result<Decision<SoloEvent>, Finding> {
    if state.end.is_some() {
        return Err(rules::GAME_OVER.finding());
    }
    let mut w = SW::new(state);
    let drawing = matches!(action, SoloAction::Undead { .. })
        || matches!(action, SoloAction::Base(UndeadAction::Undead { .. }));
    if let Some(draw) = state.base.draws.first().filter(|_| !drawing) {
        w.note(
            base::DRAW_FIRST
                .finding()
                .arg("band", state.base.name(draw.band)),
        );
    }
    match action {
        SoloAction::Place { space } => place(&mut w, *space)?,
        SoloAction::Ranger { roll } => ranger::placed(&mut w, *roll)?,
        SoloAction::Duel { mine, ranger } => fight(&mut w, *mine, *ranger)?,
        SoloAction::Intimidate { space, shot, slot } => intimidate(&mut w, *space, *shot, *slot)?,
        SoloAction::Steal { items } => steal(&mut w, items)?,
        SoloAction::Pay { items, at } => ranger::pay(&mut w, items, *at)?,
        SoloAction::Walk { shot, at } => ranger::walk(&mut w, *shot, *at)?,
        SoloAction::Undead { weak, notoriety } => undead(
            &mut w,
            UndeadCard {
                weak: weak.clone(),
                notoriety: *notoriety,
            },
        )?,
        SoloAction::Base(a) => pass(&mut w, a)?,
    }
    follow_up(&mut w);
    // The score after every entry, once the town is set up.
    if !matches!(w.s().base.phase, Phase::Buildings | Phase::SetupUndead) {
        let score = super::reminders::score_now(w.s());
        w.note(score);
    }
    Ok(w.decision())
}

/// Whether Dead Ranger's turn is under way (its Intimidation waits for an answer).
pub fn ranger_turn(s: &SoloState) -> bool {
    matches!(
        (&s.base.phase, &s.base.resolution.step),
        (Phase::Resolve, Step::Turn(t)) if t.band == RANGER
    )
}

/// A multiplayer entry for the player's own turn, decided by the
/// multiplayer rules; the entries the variant replaces are refused.
fn pass(w: &mut SW, action: &UndeadAction) -> Result<(), Finding> {
    match action {
        UndeadAction::Start { .. }
        | UndeadAction::Hiring { .. }
        | UndeadAction::Reveal { .. }
        | UndeadAction::Wild { .. }
        | UndeadAction::Duel { .. }
        | UndeadAction::Intimidate { .. }
        | UndeadAction::Steal { .. }
        | UndeadAction::BuyOff { .. }
        | UndeadAction::Showdown { .. }
        | UndeadAction::Extra { .. }
        | UndeadAction::Undead { .. } => return Err(rules::NOT_SOLO.finding()),
        _ if ranger_turn(w.s()) => return Err(rules::ANSWER_FIRST.finding()),
        _ => {}
    }
    // "Do not add starting resources to the buildings": the slot's bonus
    // stays in the supply, so no first buyer takes one either.
    let stripped;
    let action = match action {
        UndeadAction::Building {
            name,
            cost,
            notoriety,
            ability,
            bonus: Some(_),
        } => {
            w.note(rules::NO_BONUS.finding());
            stripped = UndeadAction::Building {
                name: name.clone(),
                cost: *cost,
                notoriety: *notoriety,
                ability: *ability,
                bonus: None,
            };
            &stripped
        }
        other => other,
    };
    w.base(|b| {
        let decision = crate::games::undead::solo_seam::decide::decide(b.s(), action)?;
        for event in decision.events {
            b.emit(event);
        }
        for finding in decision.findings {
            // The solo decider says this itself, once.
            if finding.rule_id() != base::DRAW_FIRST.id {
                b.note(finding);
            }
        }
        Ok(())
    })
}

/// The player's Outlaw placed openly (the player is always the Law and
/// places first), or the die on Hire Guns; Dead Ranger's d8 comes next.
fn place(w: &mut SW, space: Option<u8>) -> Result<(), Finding> {
    if w.s().base.phase != Phase::RoundStart {
        return Err(rules::NOT_NOW.finding());
    }
    w.emit(SoloEvent::Hushed);
    match space {
        None => w.emit(SoloEvent::Base(UndeadEvent::Hirers(vec![PLAYER]))),
        Some(space) => {
            if !(2..=8).contains(&space) {
                return Err(base::NO_SPACE.finding());
            }
            let name = w.s().base.name(PLAYER);
            if w.s().base.bands[PLAYER].home == 0 {
                return Err(base::NO_OUTLAW.finding().arg("band", name));
            }
            if w.s().base.on(space).iter().any(|p| p.band == PLAYER) {
                w.note(
                    base::LAID_DOWN
                        .finding()
                        .arg("band", name)
                        .arg("space", space),
                );
            }
            w.emit(SoloEvent::Base(UndeadEvent::Hirers(Vec::new())));
            w.emit(SoloEvent::Base(UndeadEvent::Outlaw {
                band: PLAYER,
                from: Spot::Home,
                to: Spot::Space(space),
            }));
        }
    }
    w.emit(SoloEvent::Base(UndeadEvent::Phase(Phase::Reveal)));
    Ok(())
}

/// An Undead card drawn: at setup it goes to the street; in play Holster
/// places it (the street, else the first building clockwise from the
/// Graveyard without one; a building's own ability names its building).
fn undead(w: &mut SW, card: UndeadCard) -> Result<(), Finding> {
    if w.s().base.boot_hill == 0 {
        return Err(base::BOOT_HILL_EMPTY.finding());
    }
    if w.s().base.phase == Phase::SetupUndead {
        w.emit(SoloEvent::Base(UndeadEvent::UndeadPlaced {
            card,
            place: Place::Street,
        }));
        w.emit(SoloEvent::Base(UndeadEvent::Phase(Phase::RoundStart)));
        return Ok(());
    }
    let Some(draw) = w.s().base.draws.first().copied() else {
        return Err(rules::NOT_NOW.finding());
    };
    let forced = draw.forced.filter(|p| match p {
        Place::Building(i) => w
            .s()
            .base
            .buildings
            .get(*i)
            .is_some_and(|b| b.undead.is_empty()),
        Place::Street => w.s().base.street.is_empty(),
    });
    let Some(place) = forced.or_else(|| w.s().undead_place()) else {
        return Err(rules::NOT_NOW.finding());
    };
    w.emit(SoloEvent::Base(UndeadEvent::UndeadPlaced { card, place }));
    w.emit(SoloEvent::Base(UndeadEvent::Drawn));
    Ok(())
}

/// The duel on a space where the player's standing Outlaw meets Dead
/// Ranger's: both d8s, hits as normal, but Dead Ranger never spends a
/// Bullet and keeps nothing for a kill.
fn fight(w: &mut SW, mine: Shot, theirs: Shot) -> Result<(), Finding> {
    let (Phase::Resolve, Step::Duel(_)) = (&w.s().base.phase, &w.s().base.resolution.step) else {
        return Err(rules::NOT_NOW.finding());
    };
    let space = w.s().base.resolution.space;
    for (band, shot) in [(PLAYER, mine), (RANGER, theirs)] {
        if shot.crit && w.s().base.bands[band].critical == Side::Backfire {
            let name = w.s().base.name(band);
            w.note(base::CRIT_SKULL.finding().arg("band", name));
        }
    }
    // A lying Outlaw of Dead Ranger's duels too: stood up so the moves find
    // it, and laid down again after if it lives (it takes no turn).
    let was_lying = !w.s().base.standing_on(RANGER, space);
    w.raise(RANGER, space);
    let shots = [
        DuelShot {
            band: PLAYER,
            target: RANGER,
            shot: mine,
        },
        DuelShot {
            band: RANGER,
            target: PLAYER,
            shot: theirs,
        },
    ];
    let mut settled = duel::settle(&w.s().base, &shots);
    settled.spent.retain(|(band, _)| *band == PLAYER);
    let killed = std::mem::take(&mut settled.killed);
    let misses = std::mem::take(&mut settled.crit_miss);
    w.with_base(|b| duel::apply(b, &settled, Spot::Space(space)));
    for (victim, shooters) in killed {
        w.kill_at(victim, space, shooters.first().copied());
    }
    for band in misses {
        if band == PLAYER {
            w.with_base(|b| b.critical_miss(PLAYER, Spot::Space(space)));
        } else {
            w.ranger_crit_miss(space);
        }
    }
    w.with_base(|b| b.shootout_bonus(&[PLAYER]));
    if was_lying && w.s().base.standing_on(RANGER, space) {
        w.emit(SoloEvent::Stance {
            band: RANGER,
            space,
            standing: false,
        });
    }
    let survivors: Vec<usize> = w
        .s()
        .base
        .from_law()
        .into_iter()
        .filter(|b| w.s().base.standing_on(*b, space))
        .collect();
    w.emit(SoloEvent::Base(UndeadEvent::Resolution(Resolution {
        space,
        queue: survivors,
        step: Step::Idle,
    })));
    w.with_base(flow::next_turn);
    Ok(())
}

/// The player Intimidates Dead Ranger's Outlaw, standing or lying, on a
/// space this space names; it never backs down: the player's one shot. A
/// hit sends it to the Graveyard and removes the Bullet of the rolled slot
/// from Dead Ranger's card; a Critical Hit the Bullet the player names.
fn intimidate(w: &mut SW, target: u8, shot: Shot, slot: Option<u8>) -> Result<(), Finding> {
    let (mut t, space) = w.base(|b| turn::current(b))?;
    if t.band != PLAYER {
        return Err(rules::ANSWER_FIRST.finding());
    }
    if !w.s().has_on(RANGER, target) {
        return Err(rules::NO_RANGER_THERE.finding().arg("space", target));
    }
    let result = outcome(&w.s().base.bands[PLAYER], shot);
    let ranger = &w.s().base.bands[RANGER];
    match (result, slot) {
        (Outcome::CriticalHit, Some(f)) if ranger.bullet(f) => {}
        (Outcome::CriticalHit, _) => return Err(rules::CRITICAL_SLOT.finding()),
        (_, Some(_)) => return Err(rules::CRITICAL_SLOT.finding()),
        _ => {}
    }
    if !spaces::intimidates(space).contains(&target) {
        w.note(
            rules::TARGET
                .finding()
                .arg("space", space)
                .arg("target", target),
        );
    }
    let before = t.clone();
    w.with_base(|b| turn::check_ability(b, &before));
    if shot.crit && w.s().base.bands[PLAYER].critical == Side::Backfire {
        let name = w.s().base.name(PLAYER);
        w.note(base::CRIT_SKULL.finding().arg("band", name));
    }
    t.ability = true;
    w.with_base(|b| b.shootout_bonus(&[PLAYER]));
    match result {
        Outcome::CriticalHit => {
            w.with_base(|b| b.critical(PLAYER, Side::Backfire));
            w.kill_at(RANGER, target, Some(PLAYER));
            if let Some(f) = slot {
                w.with_base(|b| b.spend(RANGER, f));
            }
        }
        Outcome::Hit(face) => {
            w.with_base(|b| b.spend(PLAYER, face));
            w.kill_at(RANGER, target, Some(PLAYER));
            if w.s().base.bands[RANGER].bullet(face) {
                w.with_base(|b| b.spend(RANGER, face));
            } else {
                w.note(rules::NO_BULLET_THERE.finding().arg("slot", face));
            }
        }
        Outcome::CriticalMiss => {
            w.with_base(|b| {
                b.critical_miss(PLAYER, Spot::Space(space));
                flow::end_turn(b);
            });
            return Ok(());
        }
        Outcome::Miss => {}
    }
    w.with_base(|b| turn::set_turn(b, t));
    Ok(())
}

/// The player steals the space's resource from the supply (Dead Ranger has none).
fn steal(w: &mut SW, items: &[Item]) -> Result<(), Finding> {
    let (mut t, space) = w.base(|b| turn::current(b))?;
    if t.band != PLAYER {
        return Err(rules::ANSWER_FIRST.finding());
    }
    if items.is_empty()
        || items
            .iter()
            .any(|i| matches!(i, Item::Bullet { from: Some(_), .. }))
    {
        return Err(rules::FROM_SUPPLY.finding());
    }
    w.base(|b| b.check_gains(PLAYER, items))?;
    match spaces::steals(space) {
        Some(kind) => {
            let before = t.clone();
            w.with_base(|b| turn::check_ability(b, &before));
            if items.iter().any(|i| i.resource() != kind) {
                w.note(base::NOT_THIS_SPACE.finding());
            }
        }
        None => w.note(base::NOT_THIS_SPACE.finding()),
    }
    let most = if w
        .s()
        .base
        .has(PLAYER, crate::games::undead::solo_seam::Ability::StealMore)
    {
        2
    } else {
        1
    };
    if items.len() > most {
        w.note(base::STEAL_ONE.finding());
    }
    t.ability = true;
    w.with_base(|b| {
        for item in items {
            b.gain(PLAYER, *item);
        }
        turn::set_turn(b, t);
    });
    Ok(())
}

/// After every entry: Dead Ranger's turns that need nothing from the
/// player, then the ways the game ends.
pub fn follow_up(w: &mut SW) {
    // Each pass ends a turn of Dead Ranger's or returns; a round has at most seven.
    for _ in 0..16 {
        if w.s().end.is_some() {
            return;
        }
        let s = w.s();
        if s.base.bands[RANGER].bullets() == 0 {
            w.end(End::Won);
            return;
        }
        if let Some(draw) = s.base.draws.first() {
            let forced_free = matches!(draw.forced, Some(Place::Building(i))
                if s.base.buildings.get(i).is_some_and(|b| b.undead.is_empty()));
            if !forced_free && s.undead_place().is_none() {
                w.end(End::Overrun);
                return;
            }
        }
        // Every Outlaw shot brings its Undead first ("draw an Undead …
        // and add it"), the last one too: then the round's end finds the
        // player dead, with that Undead in town.
        if s.base.phase == Phase::RoundEnd && s.base.outlaws(PLAYER) == 0 && s.base.draws.is_empty()
        {
            w.end(End::Dead);
            return;
        }
        let waiting = match (&s.base.phase, &s.base.resolution.step) {
            (Phase::Resolve, Step::Turn(t)) if t.band == RANGER => t.ability,
            _ => return,
        };
        if waiting || ranger::turn(w).is_err() {
            return;
        }
    }
}
