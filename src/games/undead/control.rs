//! Buying a building at the end of a turn, and the fight for control when
//! it is occupied: the occupant vacates or stands its ground; the defender
//! shoots first and wins ties, its Critical Hit ends it, and the shootout
//! goes on until a kill or a Critical Miss.

use super::abilities::Ability;
use super::actions::{Item, Spot, UndeadEvent};
use super::flow;
use super::rules;
use super::spaces::{Outcome, Shot, hit_value, outcome};
use super::state::{Contest, Phase, Resource, Side, Step, UndeadState};
use super::turn::set_turn;
use super::work::{Refused, W};

/// What a building costs this band now: 5 with the fixed-price ability,
/// else its cost, halved and rounded up when another Outlaw is in it.
pub fn price(state: &UndeadState, building: usize, band: usize) -> Option<u32> {
    let b = state.buildings.get(building)?;
    let occupied = b.occupants.iter().any(|o| *o != band);
    Some(match (b.ability, occupied) {
        (Ability::FixedPrice, _) => super::abilities::FIXED_PRICE,
        (_, true) => b.cost.div_ceil(2),
        (_, false) => b.cost,
    })
}

/// A purchase at the end of the turn.
pub fn buy(w: &mut W, building: usize, slot: Option<u8>) -> Result<(), Refused> {
    let (mut turn, space) = super::turn::current(w)?;
    let band = turn.band;
    let Some(b) = w.s().buildings.get(building).cloned() else {
        return Err(rules::NOT_IN_BUILDING.finding());
    };
    if b.occupants.contains(&band) {
        return Err(rules::NOT_NOW.finding());
    }
    if space == 0 || !w.s().standing_on(band, space) {
        w.note(rules::BUY_FROM.finding());
    }
    if !w.s().street.is_empty() {
        w.note(rules::BUY_STREET.finding());
    }
    // "1 building per round": each band has one Outlaw on an action space a
    // round, and buying moves it into the building, so a second purchase
    // cannot happen.
    let cost = price(w.s(), building, band).unwrap_or(b.cost);
    let occupied = !b.occupants.is_empty();
    if occupied && b.ability != Ability::FixedPrice {
        w.note(rules::HALF.finding().arg("cost", i64::from(cost)));
    }
    w.check_pay(band, cost, 0)?;
    let bonus = if b.bought { None } else { b.bonus };
    if bonus == Some(Resource::Bullet) {
        let card = w.s().bands[band].clone();
        w.check_gain(
            band,
            Item::Bullet {
                from: None,
                to: slot,
            },
            &[],
        )
        .map_err(|refused| {
            // The bonus Bullet needs its slot on the line, as the buyer types it.
            let casings: Vec<String> = (2..=7u8)
                .filter(|f| !card.bullet(*f))
                .map(|f| f.to_string())
                .collect();
            if slot.is_none() {
                rules::BUY_SLOT
                    .finding()
                    .arg("building", b.name.clone())
                    .arg("slug", b.slug())
                    .arg("free", casings.join(", "))
            } else {
                refused
            }
        })?;
    } else if slot.is_some() {
        return Err(rules::USE_SHAPE.finding());
    }
    super::hunt::close(w);
    w.pay(band, cost, 0);
    w.emit(UndeadEvent::Bought(band));
    if let Some(resource) = bonus {
        w.emit(UndeadEvent::BonusTaken { building, band });
        if resource == Resource::Bullet {
            w.gain(
                band,
                Item::Bullet {
                    from: None,
                    to: slot,
                },
            );
        }
        w.note(rules::BONUS.finding().arg("band", w.s().name(band)));
    } else if !b.bought {
        w.emit(UndeadEvent::BonusTaken { building, band });
    }
    // The building where several occupants never duel is shared; elsewhere
    // the occupant answers.
    match b.occupants.first() {
        Some(defender) if b.ability != Ability::Gamble => {
            turn.contest = Some(Contest {
                building,
                defender: *defender,
                standing: false,
            });
            turn.hunt = None;
            set_turn(w, turn);
        }
        _ => {
            move_in(w, band, space, building);
            flow::end_turn(w);
        }
    }
    Ok(())
}

/// The buyer's Outlaw moves from its space into the building.
fn move_in(w: &mut W, band: usize, space: u8, building: usize) {
    w.emit(UndeadEvent::Outlaw {
        band,
        from: Spot::Space(space),
        to: Spot::Building(building),
    });
}

/// The contest under way.
fn contest(w: &W) -> Result<(usize, u8, Contest), Refused> {
    match (&w.s().phase, &w.s().resolution.step) {
        (Phase::Resolve, Step::Turn(turn)) => match &turn.contest {
            Some(c) => Ok((turn.band, w.s().resolution.space, c.clone())),
            None => Err(rules::NOT_NOW.finding()),
        },
        _ => Err(rules::NOT_NOW.finding()),
    }
}

/// Ends the contest and the buyer's turn.
fn settle(w: &mut W) {
    if let Step::Turn(turn) = &w.s().resolution.step {
        let mut turn = turn.clone();
        turn.contest = None;
        set_turn(w, turn);
    }
    flow::end_turn(w);
}

/// The occupant leaves for its stash; the buyer moves in.
pub fn vacate(w: &mut W) -> Result<(), Refused> {
    let (band, space, c) = contest(w)?;
    if c.standing {
        return Err(rules::NOT_NOW.finding());
    }
    w.emit(UndeadEvent::Outlaw {
        band: c.defender,
        from: Spot::Building(c.building),
        to: Spot::Home,
    });
    move_in(w, band, space, c.building);
    settle(w);
    Ok(())
}

/// One of the two in a fight for control gives 1 Coin to the other to
/// avoid the shootout ("You may give 1 Coin to an opponent to avoid a
/// Shootout"), before the occupant stands its ground. The text says only
/// that the shootout is avoided: the occupant neither vacates nor loses, so
/// it stays; the buyer's Outlaw stays on its space and its price stays paid.
pub fn buy_off(w: &mut W, payer: usize) -> Result<(), Refused> {
    let (band, _, c) = contest(w)?;
    if c.standing {
        return Err(rules::NOT_NOW.finding());
    }
    let other = match (payer == band, payer == c.defender) {
        (true, _) => c.defender,
        (_, true) => band,
        _ => return Err(rules::DUELISTS.finding()),
    };
    if !w.s().person_has(payer, Ability::BuyOff) {
        w.note(rules::BUY_OFF.finding());
    }
    w.check_pay(payer, 1, 0)?;
    let (from, to) = (w.person(payer), w.person(other));
    w.emit(UndeadEvent::Coins {
        from: Some(from),
        to: Some(to),
        n: 1,
    });
    settle(w);
    Ok(())
}

/// The occupant stands its ground: the fight for control begins.
pub fn stand(w: &mut W) -> Result<(), Refused> {
    let (band, _, mut c) = contest(w)?;
    if c.standing {
        return Err(rules::NOT_NOW.finding());
    }
    c.standing = true;
    w.shootout_bonus(&[c.defender, band]);
    if let Step::Turn(turn) = &w.s().resolution.step {
        let mut turn = turn.clone();
        turn.contest = Some(c);
        set_turn(w, turn);
    }
    Ok(())
}

/// One exchange of the fight for control.
pub fn fire(w: &mut W, d: Shot, a: Option<Shot>) -> Result<(), Refused> {
    let (band, space, c) = contest(w)?;
    if !c.standing {
        return Err(rules::NOT_NOW.finding());
    }
    let defender = c.defender;
    let home = Spot::Building(c.building);
    let street = Spot::Space(space);
    for (who, shot) in [(defender, Some(d)), (band, a)] {
        if shot.is_some_and(|s| s.crit) && w.s().bands[who].critical == Side::Backfire {
            w.note(rules::CRIT_SKULL.finding().arg("band", w.s().name(who)));
        }
    }
    let bonus = match w.s().buildings.get(c.building) {
        Some(b) if b.ability == Ability::HomeAdvantage => 2,
        _ => 0,
    };
    let od = outcome(&w.s().bands[defender], d);
    match (od, a) {
        (Outcome::CriticalHit, None) => {
            w.critical(defender, Side::Backfire);
            w.kill(band, street, Some(defender));
            settle(w);
            return Ok(());
        }
        (Outcome::CriticalMiss, None) => {
            w.critical_miss(defender, home);
            move_in(w, band, space, c.building);
            settle(w);
            return Ok(());
        }
        // The defender's Critical Hit or Miss ends it: the attacker does not roll.
        (Outcome::CriticalHit | Outcome::CriticalMiss, Some(_)) => {
            let how = if od == Outcome::CriticalHit {
                "hit"
            } else {
                "miss"
            };
            return Err(rules::SHOOTOUT_ENDED
                .finding()
                .arg("how", how)
                .arg("face", d.face));
        }
        (_, None) => return Err(rules::SHOTS.finding()),
        _ => {}
    }
    let Some(a) = a else {
        return Err(rules::SHOTS.finding());
    };
    let oa = outcome(&w.s().bands[band], a);
    let vd = hit_value(od, bonus);
    if oa == Outcome::CriticalMiss {
        if vd.is_some() {
            spend(w, defender, od);
            w.kill(band, street, Some(defender));
        } else {
            w.critical_miss(band, street);
        }
        settle(w);
        return Ok(());
    }
    if oa == Outcome::CriticalHit {
        w.critical(band, Side::Backfire);
    }
    match (vd, hit_value(oa, 0)) {
        (Some(x), Some(y)) if x >= y => defender_wins(w, defender, od, band, street),
        (Some(_), None) => defender_wins(w, defender, od, band, street),
        (_, Some(_)) => {
            spend(w, band, oa);
            w.kill(defender, home, Some(band));
            move_in(w, band, space, c.building);
            settle(w);
        }
        (None, None) => {
            // Both missed: the shootout goes on.
        }
    }
    Ok(())
}

fn defender_wins(w: &mut W, defender: usize, od: Outcome, band: usize, street: Spot) {
    spend(w, defender, od);
    w.kill(band, street, Some(defender));
    settle(w);
}

fn spend(w: &mut W, band: usize, o: Outcome) {
    if let Outcome::Hit(face) = o {
        w.spend(band, face);
    }
}
