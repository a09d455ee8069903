//! Dead Ranger, the automa: where the d8 the player rolls for it sends its
//! Outlaw, and what it does on its turn (steal to the supply, Intimidate,
//! nothing else: no income, no hunt, never Hire Guns), and the player's
//! answer to its Intimidation.

use super::rules;
use super::state::{Came, PLAYER, RANGER, Said, SoloEvent, SoloState};
use super::work::SW;
use crate::core::Finding;
use crate::games::undead::solo_seam::actions::Spot;
use crate::games::undead::solo_seam::spaces::{Outcome, Shot, intimidates, outcome, steals};
use crate::games::undead::solo_seam::state::{Phase, Step};
use crate::games::undead::solo_seam::{
    Ability, Item, Resource, Side, UndeadEvent, flow, rules as base, turn,
};

/// The space a roll of Dead Ranger's d8 sends its Outlaw to: the face, or
/// on a 1 the player's space; none on a 1 while the player is at Hire
/// Guns (the d8 is rolled again).
pub fn space_for(s: &SoloState, roll: u8) -> Option<u8> {
    if roll == 1 {
        s.base.standing_space(PLAYER)
    } else {
        (2..=8).contains(&roll).then_some(roll)
    }
}

/// Where a roll of Dead Ranger's d8 puts its Outlaw and how it comes
/// there: its Outlaw on that space stands up again; else one comes from
/// the Graveyard; else the one on the lowest space moves there. None when
/// the d8 is rolled again (see [`space_for`]).
pub fn placement(s: &SoloState, roll: u8) -> Option<(u8, Came)> {
    let space = space_for(s, roll)?;
    let came = if s.has_on(RANGER, space) {
        Came::StoodUp
    } else if s.base.bands.get(RANGER)?.graveyard > 0 {
        Came::Graveyard
    } else {
        Came::Moved(*s.ranger_spaces().first()?)
    };
    Some((space, came))
}

/// What Dead Ranger's Outlaw on `space` steals from the player's stash as
/// things stand: the resource the space steals (6 a Bullet, 3 a Coin, 2 a
/// Notoriety), none when the player has none of it or a building of the
/// player's keeps it safe ("Your Coins cannot be stolen", …).
pub fn theft(s: &SoloState, space: u8) -> Option<Resource> {
    let kind = steals(space)?;
    let safe = match kind {
        Resource::Coin => Ability::CoinsSafe,
        Resource::Notoriety => Ability::NotorietySafe,
        Resource::Bullet => Ability::BulletsSafe,
    };
    let purse = s.base.purse(PLAYER);
    let holds = match kind {
        Resource::Coin => purse.coins > 0,
        Resource::Notoriety => purse.notoriety > 0,
        Resource::Bullet => s.base.bands.get(PLAYER).is_some_and(|b| b.bullets() > 0),
    };
    (holds && !s.base.person_has(PLAYER, safe)).then_some(kind)
}

/// Dead Ranger's d8: its Outlaw on that space stands up again; else one
/// comes from the Graveyard; else the one on the lowest space moves there.
/// Then the spaces resolve.
pub fn placed(w: &mut SW, roll: u8) -> Result<(), Finding> {
    if w.s().base.phase != Phase::Reveal {
        return Err(rules::NOT_NOW.finding());
    }
    if !(1..=8).contains(&roll) {
        return Err(base::NO_SPACE.finding());
    }
    let Some(space) = space_for(w.s(), roll) else {
        return Err(rules::REROLL.finding());
    };
    let Some((_, came)) = placement(w.s(), roll) else {
        return Err(rules::NOT_NOW.finding());
    };
    match came {
        Came::StoodUp => w.raise(RANGER, space),
        Came::Graveyard => w.emit(SoloEvent::Base(UndeadEvent::Outlaw {
            band: RANGER,
            from: Spot::Graveyard,
            to: Spot::Space(space),
        })),
        Came::Moved(low) => {
            w.raise(RANGER, low);
            w.emit(SoloEvent::Base(UndeadEvent::Outlaw {
                band: RANGER,
                from: Spot::Space(low),
                to: Spot::Space(space),
            }));
        }
    }
    w.said(Said::Placed { roll, space, came });
    if space == 7 && w.s().horde.reinforcements {
        w.note(rules::REINFORCEMENTS.finding());
        w.owe();
    }
    w.with_base(flow::begin);
    Ok(())
}

/// The spaces where the player's Outlaws are that Dead Ranger on `space`
/// may Intimidate: standing ones (lying ones too with The Undead are fast!).
pub fn targets(s: &SoloState, space: u8) -> Vec<u8> {
    intimidates(space)
        .iter()
        .copied()
        .filter(|t| s.base.standing_on(PLAYER, *t) || (s.horde.fast && s.has_on(PLAYER, *t)))
        .collect()
}

/// The player's Outlaw Dead Ranger on `space` Intimidates: the standing
/// one when it is a target, else the first the space names (with The
/// Undead are fast!, a lying one); none when nobody is there to target.
pub fn aimed_at(s: &SoloState, space: u8) -> Option<u8> {
    let found = targets(s, space);
    let standing = s.base.standing_space(PLAYER).filter(|t| found.contains(t));
    standing.or_else(|| found.first().copied())
}

/// Dead Ranger's turn on its space, as far as it needs nothing from the
/// player: a theft, or the Intimidation announced (then the player
/// answers), or nothing; the turn ends unless an answer is awaited.
pub fn turn(w: &mut SW) -> Result<(), Finding> {
    let (mut t, space) = w.base(|b| turn::current(b))?;
    match space {
        6 | 3 | 2 => match theft(w.s(), space) {
            Some(Resource::Bullet) => {
                let highest = (2..=7).rev().find(|f| w.s().base.bands[PLAYER].bullet(*f));
                if let Some(face) = highest {
                    w.with_base(|b| b.spend(PLAYER, face));
                    w.said(Said::StoleBullet(face));
                }
            }
            Some(kind) => {
                let person = w.s().base.bands[PLAYER].person;
                w.emit(SoloEvent::Base(match kind {
                    Resource::Coin => UndeadEvent::Coins {
                        from: Some(person),
                        to: None,
                        n: 1,
                    },
                    _ => UndeadEvent::Notoriety {
                        from: Some(person),
                        to: None,
                        n: 1,
                    },
                }));
                w.said(Said::Stole(kind));
            }
            None => w.said(Said::NothingToSteal),
        },
        8 | 5 | 4 => {
            if let Some(at) = aimed_at(w.s(), space) {
                t.ability = true;
                w.with_base(|b| turn::set_turn(b, t));
                w.said(Said::Intimidates(at));
                return Ok(());
            }
            if space == 8 {
                w.said(Said::NobodyToIntimidate);
                if w.s().horde.horde {
                    w.note(rules::HORDE.finding());
                    w.owe();
                }
            }
        }
        _ => {}
    }
    w.with_base(flow::end_turn);
    Ok(())
}

/// The Outlaw of the player's Dead Ranger's Intimidation is aimed at: the
/// one named, or the standing one, or the one its turn chose.
fn target(w: &SW, at: Option<u8>) -> Result<u8, Finding> {
    let (Phase::Resolve, Step::Turn(t)) = (&w.s().base.phase, &w.s().base.resolution.step) else {
        return Err(rules::NOT_NOW.finding());
    };
    if t.band != RANGER || !t.ability {
        return Err(rules::NOT_NOW.finding());
    }
    let found = targets(w.s(), w.s().base.resolution.space);
    let standing = w
        .s()
        .base
        .standing_space(PLAYER)
        .filter(|s| found.contains(s));
    let aimed = aimed_at(w.s(), w.s().base.resolution.space);
    match (at, standing, found.as_slice()) {
        (Some(a), _, _) if found.contains(&a) => Ok(a),
        // A space that is no target: say which is, and what to type.
        (Some(a), _, _) => Err(rules::NOT_TARGET
            .finding()
            .arg("at", a)
            .arg("target", aimed.unwrap_or(0))),
        (None, Some(s), _) => Ok(s),
        // Several lying targets and none standing: the text does not say
        // which, so Holster's choice stands (the one its reminder names),
        // and "at N" names another.
        (None, None, _) => aimed.ok_or_else(|| rules::WHICH_OUTLAW.finding()),
    }
}

/// The player pays up: two resources of their choice back to the supply.
pub fn pay(w: &mut SW, items: &[Item], at: Option<u8>) -> Result<(), Finding> {
    target(w, at)?;
    let purse = w.s().base.purse(PLAYER);
    let coins = items.iter().filter(|i| **i == Item::Coin).count();
    let notoriety = items.iter().filter(|i| **i == Item::Notoriety).count();
    if coins > purse.coins as usize || notoriety > purse.notoriety as usize {
        return Err(base::NOT_ENOUGH.finding());
    }
    let mut slots = Vec::new();
    for item in items {
        if let Item::Bullet { from, .. } = item {
            match from {
                Some(f) if w.s().base.bands[PLAYER].bullet(*f) && !slots.contains(f) => {
                    slots.push(*f);
                }
                _ => return Err(base::SLOT_EMPTY.finding().arg("slot", from.unwrap_or(0))),
            }
        }
    }
    if items.len() != 2 {
        w.note(rules::PAY_TWO.finding().arg("count", items.len()));
    }
    w.with_base(|b| {
        b.pay(
            PLAYER,
            u32::try_from(coins).unwrap_or(0),
            u32::try_from(notoriety).unwrap_or(0),
        );
        for face in slots {
            b.spend(PLAYER, face);
        }
        flow::end_turn(b);
    });
    Ok(())
}

/// The player walks out: Dead Ranger's d8. A hit kills the Outlaw (Dead
/// Ranger spends no Bullet); its Critical Miss sends its own Outlaw back
/// to the Graveyard.
pub fn walk(w: &mut SW, shot: Shot, at: Option<u8>) -> Result<(), Finding> {
    let t = target(w, at)?;
    let space = w.s().base.resolution.space;
    if shot.crit && w.s().base.bands[RANGER].critical == Side::Backfire {
        w.note(
            base::CRIT_SKULL
                .finding()
                .arg("band", w.s().base.name(RANGER)),
        );
    }
    w.with_base(|b| b.shootout_bonus(&[PLAYER]));
    match outcome(&w.s().base.bands[RANGER], shot) {
        Outcome::CriticalHit => {
            w.with_base(|b| b.critical(RANGER, Side::Backfire));
            w.kill_at(PLAYER, t, None);
        }
        Outcome::Hit(_) => w.kill_at(PLAYER, t, None),
        Outcome::CriticalMiss => w.ranger_crit_miss(space),
        Outcome::Miss => {}
    }
    w.with_base(flow::end_turn);
    Ok(())
}
