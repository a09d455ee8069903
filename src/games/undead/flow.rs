//! The round's flow: Round Start abilities, "Hiring Guns", the reveal and
//! the lone 1, the spaces resolving in order with whose turn it is
//! (clockwise from the Law), the end of the round and of the day (laid
//! down, home, the Bullet per building), the Law passing and High Noon.

use super::abilities::Ability;
use super::actions::{Item, Spot, UndeadEvent};
use super::rules;
use super::spaces::duels;
use super::state::{Draw, Phase, Place, ROUNDS, Resolution, SPACES, Side, Step, Turn};
use super::work::{Refused, W};
use super::{ending, hunt};

/// A Round Start ability used by an occupant.
pub fn use_ability(
    w: &mut W,
    building: usize,
    band: usize,
    roll: &Option<u8>,
    items: &[Item],
    to: Option<usize>,
) -> Result<(), Refused> {
    let to = &to;
    let Some(b) = w.s().buildings.get(building) else {
        return Err(rules::NOT_IN_BUILDING.finding());
    };
    if !b.occupants.contains(&band) {
        return Err(rules::NOT_IN_BUILDING.finding());
    }
    let ability = b.ability;
    let empty = b.undead.is_empty();
    if !ability.round_start() {
        return Err(rules::USE_SHAPE.finding());
    }
    if w.s().phase != Phase::RoundStart
        || (ability != Ability::MoveBullets && w.s().used.contains(&(building, band)))
    {
        w.note(rules::ROUND_START.finding());
    }
    let shape = || rules::USE_SHAPE.finding();
    match (ability, roll, items, to) {
        (Ability::Coin, None, [], None) => w.gain(band, Item::Coin),
        (Ability::Notoriety, None, [], None) => w.gain(band, Item::Notoriety),
        (Ability::Bullet, None, [item @ Item::Bullet { from: None, .. }], None) => {
            w.check_gains(band, items)?;
            w.gain(band, *item);
        }
        (Ability::ResetCritical, None, [], None) => w.critical(band, Side::Skull),
        (Ability::DrawUndead, None, [], None) => {
            if !empty {
                w.note(rules::NEEDS_EMPTY.finding());
            }
            w.owe(Draw {
                band,
                forced: Some(Place::Building(building)),
            });
        }
        (Ability::BuyResource, None, [item], None)
            if matches!(item, Item::Notoriety | Item::Bullet { from: None, .. }) =>
        {
            w.check_pay(band, 1, 0)?;
            w.check_gains(band, items)?;
            w.pay(band, 1, 0);
            w.gain(band, *item);
        }
        (Ability::RollResource, Some(face), rest, None) => match (face, rest) {
            (1..=3, []) => w.gain(band, Item::Coin),
            (4..=6, [item @ Item::Bullet { from: None, .. }]) => {
                w.check_gains(band, rest)?;
                w.gain(band, *item);
            }
            (7..=8, []) => w.gain(band, Item::Notoriety),
            _ => return Err(shape()),
        },
        (Ability::MoveBullets, None, moves, None) if !moves.is_empty() => {
            for m in moves {
                let Item::Bullet {
                    from: Some(from),
                    to: Some(to),
                } = m
                else {
                    return Err(shape());
                };
                let card = w
                    .s()
                    .bands
                    .get(band)
                    .map(|b| (b.bullet(*from), b.bullet(*to)));
                match card {
                    Some((true, false)) => {
                        w.spend(band, *from);
                        w.gain(band, *m);
                    }
                    Some((false, _)) => return Err(rules::SLOT_EMPTY.finding().arg("slot", *from)),
                    _ => return Err(rules::SLOT_FULL.finding().arg("slot", *to)),
                }
            }
        }
        (Ability::Gamble, Some(face), [], None) => match face {
            1 => {
                if w.s().purse(band).coins > 0 {
                    w.pay(band, 1, 0);
                }
            }
            2..=3 => {}
            4..=6 => w.gain(band, Item::Coin),
            _ => {
                w.gain(band, Item::Coin);
                w.gain(band, Item::Coin);
            }
        },
        (Ability::SendUndead, None, [], Some(target)) => {
            let Some(t) = w.s().buildings.get(*target) else {
                return Err(shape());
            };
            if !t.undead.is_empty() {
                w.note(rules::NEEDS_EMPTY.finding());
            }
            w.check_pay(band, 0, 1)?;
            w.pay(band, 0, 1);
            w.owe(Draw {
                band,
                forced: Some(Place::Building(*target)),
            });
        }
        _ => return Err(shape()),
    }
    if !w.s().used.contains(&(building, band)) {
        w.emit(UndeadEvent::Used((building, band)));
    }
    Ok(())
}

/// The bands that reveal a die: not at Hire Guns, with an Outlaw at home.
pub fn revealing(w: &W) -> Vec<usize> {
    w.s()
        .from_law()
        .into_iter()
        .filter(|b| !w.s().hirers.contains(b) && w.s().bands[*b].home > 0)
        .collect()
}

/// The Law called "Hiring Guns": the dice placed there.
pub fn hiring(w: &mut W, bands: &[usize]) -> Result<(), Refused> {
    if w.s().phase != Phase::RoundStart {
        return Err(rules::NOT_NOW.finding());
    }
    let mut seen = Vec::new();
    for b in bands {
        if seen.contains(b) || *b >= w.s().bands.len() {
            return Err(rules::EVERY_DIE.finding());
        }
        seen.push(*b);
    }
    w.emit(UndeadEvent::Hirers(seen));
    w.emit(UndeadEvent::Phase(Phase::Reveal));
    if revealing(w).is_empty() {
        begin(w);
    }
    Ok(())
}

/// Every other die revealed: Outlaws placed, the 1s last.
pub fn reveal(w: &mut W, dice: &[(usize, u8)]) -> Result<(), Refused> {
    if w.s().phase != Phase::Reveal {
        return Err(rules::NOT_NOW.finding());
    }
    let due = revealing(w);
    for (band, _) in dice {
        if !due.contains(band) {
            let home = w.s().bands.get(*band).map_or(0, |b| b.home);
            return Err(if home == 0 && !w.s().hirers.contains(band) {
                rules::NO_OUTLAW.finding().arg("band", w.s().name(*band))
            } else {
                rules::EVERY_DIE.finding()
            });
        }
    }
    if dice.len() != due.len() || due.iter().any(|b| !dice.iter().any(|(d, _)| d == b)) {
        return Err(rules::EVERY_DIE.finding());
    }
    if dice.iter().any(|(_, f)| !(1..=8).contains(f)) {
        return Err(rules::NO_SPACE.finding());
    }
    for (band, face) in dice.iter().filter(|(_, f)| *f != 1) {
        place(w, *band, *face);
    }
    let ones: Vec<usize> = dice
        .iter()
        .filter(|(_, f)| *f == 1)
        .map(|(b, _)| *b)
        .collect();
    match ones.as_slice() {
        [one] => w.emit(UndeadEvent::Phase(Phase::Wild(*one))),
        [] => begin(w),
        _ => {
            w.note(rules::ONES.finding().arg("count", ones.len()));
            begin(w);
        }
    }
    Ok(())
}

/// An Outlaw from home onto a space (no one returns where their own lies).
fn place(w: &mut W, band: usize, space: u8) {
    if w.s()
        .on(space)
        .iter()
        .any(|p| p.band == band && !p.standing)
    {
        w.note(
            rules::LAID_DOWN
                .finding()
                .arg("band", w.s().name(band))
                .arg("space", space),
        );
    }
    w.emit(UndeadEvent::Outlaw {
        band,
        from: Spot::Home,
        to: Spot::Space(space),
    });
}

/// The lone 1 placed on any space without a standing Outlaw.
pub fn wild(w: &mut W, space: u8) -> Result<(), Refused> {
    let Phase::Wild(band) = w.s().phase else {
        return Err(rules::NOT_NOW.finding());
    };
    if !(2..=8).contains(&space) {
        return Err(rules::NO_SPACE.finding());
    }
    if w.s().on(space).iter().any(|p| p.standing) {
        w.note(rules::WILD_HELD.finding().arg("space", space));
    }
    place(w, band, space);
    begin(w);
    Ok(())
}

/// The resolution begins at Hire Guns.
pub(crate) fn begin(w: &mut W) {
    let queue: Vec<usize> = w
        .s()
        .from_law()
        .into_iter()
        .filter(|b| w.s().hirers.contains(b))
        .collect();
    w.emit(UndeadEvent::Phase(Phase::Resolve));
    w.emit(UndeadEvent::Resolution(Resolution {
        space: 0,
        queue,
        step: Step::Idle,
    }));
    next_turn(w);
}

/// The next turn: the next band in the queue whose Outlaw still stands, or
/// the next space with Outlaws (a duel first where two or more stand), or
/// the end of the round.
pub fn next_turn(w: &mut W) {
    loop {
        let r = w.s().resolution.clone();
        if let Some((&band, rest)) = r.queue.split_first() {
            let valid = r.space == 0 || w.s().standing_on(band, r.space);
            w.emit(UndeadEvent::Resolution(Resolution {
                space: r.space,
                queue: rest.to_vec(),
                step: if valid {
                    Step::Turn(Turn {
                        band,
                        ..Turn::default()
                    })
                } else {
                    Step::Idle
                },
            }));
            if valid {
                return;
            }
            continue;
        }
        let Some(space) = SPACES.into_iter().find(|s| r.space == 0 || *s < r.space) else {
            end_round(w);
            return;
        };
        let bands: Vec<usize> = w
            .s()
            .from_law()
            .into_iter()
            .filter(|b| w.s().standing_on(*b, space))
            .collect();
        let duelists = if w.s().solo {
            solo_duelists(w.s(), space)
        } else {
            (bands.len() >= 2 && duels(space)).then(|| bands.clone())
        };
        let duel = duelists.is_some();
        w.emit(UndeadEvent::Resolution(Resolution {
            space,
            queue: bands,
            step: duelists.map_or(Step::Idle, Step::Duel),
        }));
        if duel {
            return;
        }
    }
}

/// The solo variant (`games::undead_solo`): the player's (band 0) standing
/// Outlaw duels Dead Ranger's (band 1) on its space whether that one stands
/// or lies, 7 included; Dead Ranger joining a lying Outlaw of the player's
/// starts none ("the Undead was too slow").
fn solo_duelists(s: &super::state::UndeadState, space: u8) -> Option<Vec<usize>> {
    (s.standing_on(0, space) && s.on(space).iter().any(|p| p.band == 1)).then(|| vec![0, 1])
}

/// The active band's turn is over (an open attempt at an Undead ends with it).
pub fn end_turn(w: &mut W) {
    hunt::close(w);
    let r = w.s().resolution.clone();
    w.emit(UndeadEvent::Resolution(Resolution {
        step: Step::Idle,
        ..r
    }));
    next_turn(w);
}

/// The `end` entry.
pub fn end_turn_entry(w: &mut W) -> Result<(), Refused> {
    match (&w.s().phase, &w.s().resolution.step) {
        (Phase::Resolve, Step::Turn(turn)) if turn.contest.is_none() => {
            end_turn(w);
            Ok(())
        }
        _ => Err(rules::NOT_NOW.finding()),
    }
}

/// Every space resolved: the Outlaws are laid down; High Noon is triggered
/// when no Undead is left in town; after High Noon the game ends.
fn end_round(w: &mut W) {
    w.emit(UndeadEvent::LaidDown);
    if w.s().final_round {
        ending::finish(w);
        return;
    }
    if !w.s().high_noon && !w.s().town_has_undead() {
        w.emit(UndeadEvent::HighNoon);
        w.note(rules::HIGH_NOON.finding());
    }
    w.emit(UndeadEvent::Phase(Phase::RoundEnd));
}

/// At the end of a round, an Outlaw leaves a building for the stash.
pub fn leave(w: &mut W, building: usize, band: usize) -> Result<(), Refused> {
    if !w
        .s()
        .buildings
        .get(building)
        .is_some_and(|b| b.occupants.contains(&band))
    {
        return Err(rules::NOT_IN_BUILDING.finding());
    }
    if w.s().phase != Phase::RoundEnd {
        w.note(rules::LEAVE.finding());
    }
    w.emit(UndeadEvent::Outlaw {
        band,
        from: Spot::Building(building),
        to: Spot::Home,
    });
    Ok(())
}

/// At the end of the day, a building kept for a Bullet.
pub fn keep(w: &mut W, building: usize, band: usize, slot: u8) -> Result<(), Refused> {
    // The end of the third round: the day ends with "next", then the upkeep.
    if w.s().phase == Phase::RoundEnd && w.s().round >= ROUNDS {
        return Err(rules::KEEP_AFTER_NEXT.finding());
    }
    if w.s().phase != Phase::Upkeep || w.s().kept.contains(&(building, band)) {
        return Err(rules::NOT_NOW.finding());
    }
    if !w
        .s()
        .buildings
        .get(building)
        .is_some_and(|b| b.occupants.contains(&band))
    {
        return Err(rules::NOT_IN_BUILDING.finding());
    }
    if !w.s().bands[band].bullet(slot) {
        return Err(rules::SLOT_EMPTY.finding().arg("slot", slot));
    }
    w.spend(band, slot);
    w.emit(UndeadEvent::Kept((building, band)));
    Ok(())
}

/// The next round; after the third, the day ends first (Outlaws home, then
/// each building's Bullet or it is vacated).
pub fn next(w: &mut W) -> Result<(), Refused> {
    match w.s().phase {
        Phase::RoundEnd if w.s().round >= ROUNDS => {
            w.emit(UndeadEvent::DayOver);
            if w.s().buildings.iter().any(|b| !b.occupants.is_empty()) {
                w.emit(UndeadEvent::Phase(Phase::Upkeep));
            } else {
                start_round(w);
            }
        }
        Phase::RoundEnd => start_round(w),
        Phase::Upkeep => {
            let unpaid: Vec<(usize, usize)> = w
                .s()
                .buildings
                .iter()
                .enumerate()
                .flat_map(|(i, b)| b.occupants.iter().map(move |o| (i, *o)))
                .filter(|k| !w.s().kept.contains(k))
                .collect();
            for (building, band) in unpaid {
                w.emit(UndeadEvent::Outlaw {
                    band,
                    from: Spot::Building(building),
                    to: Spot::Home,
                });
                let name = w.s().buildings.get(building).map(|b| b.name.clone());
                w.note(
                    rules::VACATED
                        .finding()
                        .arg("band", w.s().name(band))
                        .arg("building", name.unwrap_or_default()),
                );
            }
            start_round(w);
        }
        _ => return Err(rules::NOT_NOW.finding()),
    }
    Ok(())
}

/// The badge passes clockwise and is turned for the next round.
fn start_round(w: &mut W) {
    let s = w.s();
    let n = s.bands.len().max(1);
    let (day, round) = if s.round >= ROUNDS {
        (s.day + 1, 1)
    } else {
        (s.day, s.round + 1)
    };
    let law = (s.law + 1) % n;
    w.emit(UndeadEvent::Clock { law, day, round });
    w.emit(UndeadEvent::RoundReset);
    if w.s().high_noon {
        w.emit(UndeadEvent::FinalRound);
    }
    w.emit(UndeadEvent::Phase(Phase::RoundStart));
}
