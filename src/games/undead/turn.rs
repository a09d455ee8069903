//! A band's turn on its space: Hire Guns, the ability (Intimidate or
//! Steal here; the hunt in `hunt`), and the income, each as "Action Space
//! Clarification" lists it.

use super::abilities::Ability;
use super::actions::{Answer, Item, Pay, Spot, UndeadEvent};
use super::flow;
use super::rules;
use super::spaces::{self, Income, Outcome, outcome};
use super::state::{Phase, Resolution, Resource, Side, Step, Turn};
use super::work::{Refused, W};

/// The turn under way and its space.
pub fn current(w: &W) -> Result<(Turn, u8), Refused> {
    match (&w.s().phase, &w.s().resolution.step) {
        (Phase::Resolve, Step::Turn(turn)) if turn.contest.is_none() => {
            Ok((turn.clone(), w.s().resolution.space))
        }
        _ => Err(rules::NOT_NOW.finding()),
    }
}

/// Records what the turn has done so far.
pub fn set_turn(w: &mut W, turn: Turn) {
    let r = w.s().resolution.clone();
    w.emit(UndeadEvent::Resolution(Resolution {
        step: Step::Turn(turn),
        ..r
    }));
}

/// The ability may be used once, before the income.
pub fn check_ability(w: &mut W, turn: &Turn) {
    if turn.ability || turn.income {
        w.note(rules::ABILITY_ONCE.finding());
    }
}

/// A band at Hire Guns takes its turn: pays, gains its Outlaw(s) and,
/// unless "New in town", a Bullet and the Skull.
pub fn hire(w: &mut W, band: usize, pay: Pay, slot: Option<u8>) -> Result<(), Refused> {
    let (turn, space) = current(w)?;
    if space != 0 || !w.s().hirers.contains(&band) {
        return Err(rules::NOT_NOW.finding());
    }
    if turn.band != band {
        w.note(rules::NOT_YOUR_TURN.finding().arg("band", w.s().name(band)));
    }
    let b = w.s().bands[band].clone();
    let purse = w.s().purse(band);
    // What a hire costs is fixed (2 Coins or 1 Notoriety): the number typed
    // after it is the slot of the Bullet gained, which a first-time player
    // may take for the price, so a refusal says both.
    let cost = |refused: Refused| {
        if refused.rule_id() == rules::NOT_ENOUGH.id {
            rules::HIRE_COST
                .finding()
                .arg("band", w.s().name(band))
                .arg("coins", i64::from(purse.coins))
                .arg("notoriety", i64::from(purse.notoriety))
        } else {
            refused
        }
    };
    match pay {
        Pay::Coins => w.check_pay(band, 2, 0).map_err(cost)?,
        Pay::Notoriety => w.check_pay(band, 0, 1).map_err(cost)?,
        Pay::Free => {
            if b.home > 0 || purse.coins >= 2 || purse.notoriety >= 1 {
                w.note(rules::NEW_IN_TOWN.finding());
            }
            if slot.is_some() {
                return Err(rules::USE_SHAPE.finding());
            }
        }
    }
    if pay != Pay::Free {
        w.check_gain(
            band,
            Item::Bullet {
                from: None,
                to: slot,
            },
            &[],
        )
        .map_err(|_| {
            let casings: Vec<String> = (2..=7u8)
                .filter(|f| !b.bullet(*f))
                .map(|f| f.to_string())
                .collect();
            rules::HIRE_SLOT
                .finding()
                .arg("slot", slot.map_or(0, i64::from))
                .arg("band", w.s().name(band).to_lowercase())
                .arg("free", casings.join(", "))
        })?;
    }
    let wanted: u8 = if w.s().bands.len() >= 5 { 2 } else { 1 };
    let room = super::state::OUTLAWS.saturating_sub(w.s().outlaws(band));
    let free = b.reserve + b.graveyard;
    let gained = wanted.min(room).min(free);
    if gained == 0 {
        w.note(rules::SIX.finding().arg("band", w.s().name(band)));
    } else if gained < wanted {
        // "If no more Outlaws remain out of play, players may draw from the
        // Graveyard": fewer than two only because six is the most.
        w.note(
            rules::SIXTH
                .finding()
                .arg("band", w.s().name(band))
                .arg("count", gained)
                .arg("graveyard", gained.saturating_sub(b.reserve)),
        );
    }
    match pay {
        Pay::Coins => w.pay(band, 2, 0),
        Pay::Notoriety => w.pay(band, 0, 1),
        Pay::Free => {}
    }
    for _ in 0..gained {
        let from = if w.s().bands[band].reserve > 0 {
            Spot::Reserve
        } else {
            Spot::Graveyard
        };
        w.emit(UndeadEvent::Outlaw {
            band,
            from,
            to: Spot::Home,
        });
    }
    if pay != Pay::Free {
        w.gain(
            band,
            Item::Bullet {
                from: None,
                to: slot,
            },
        );
        w.critical(band, Side::Skull);
    }
    if turn.band == band {
        flow::end_turn(w);
    } else {
        let mut r = w.s().resolution.clone();
        r.queue.retain(|q| *q != band);
        w.emit(UndeadEvent::Resolution(r));
    }
    Ok(())
}

/// Checks that a player holds what is taken from them: Coins, Notoriety,
/// and Bullets on the slots named.
fn check_holds(w: &W, target: usize, items: &[Item]) -> Result<(), Refused> {
    let purse = w.s().purse(target);
    let coins = items.iter().filter(|i| **i == Item::Coin).count();
    let notoriety = items.iter().filter(|i| **i == Item::Notoriety).count();
    if coins > purse.coins as usize {
        return Err(rules::NOT_ENOUGH.finding());
    }
    w.check_ones(target, u32::try_from(notoriety).unwrap_or(u32::MAX))?;
    let mut from_slots = Vec::new();
    for item in items {
        if let Item::Bullet { from, .. } = item {
            match from {
                Some(f) if w.s().bands[target].bullet(*f) && !from_slots.contains(f) => {
                    from_slots.push(*f);
                }
                _ => return Err(rules::SLOT_EMPTY.finding().arg("slot", from.unwrap_or(0))),
            }
        }
    }
    Ok(())
}

/// Moves items from one band to another: Coins and Notoriety between the
/// purses, a Bullet from the giver's slot to the taker's (lost when full).
fn transfer(w: &mut W, giver: usize, taker: usize, items: &[Item]) {
    let (from, to) = (w.person(giver), w.person(taker));
    for item in items {
        match item {
            Item::Coin => w.emit(UndeadEvent::Coins {
                from: Some(from),
                to: Some(to),
                n: 1,
            }),
            Item::Notoriety => {
                // A "1" is given: changed from a "5" first when none is held.
                let held = items.iter().filter(|i| **i == Item::Notoriety).count();
                w.make_ones(giver, u32::try_from(held).unwrap_or(u32::MAX));
                w.emit(UndeadEvent::Notoriety {
                    from: Some(from),
                    to: Some(to),
                    n: 1,
                });
            }
            Item::Bullet {
                from: slot,
                to: into,
            } => {
                if let Some(slot) = slot {
                    w.spend(giver, *slot);
                }
                w.gain(
                    taker,
                    Item::Bullet {
                        from: None,
                        to: *into,
                    },
                );
            }
        }
    }
}

/// Intimidation: Pay Up (two resources) or Walk Out (one shot).
pub fn intimidate(w: &mut W, target: usize, answer: &Answer) -> Result<(), Refused> {
    let (mut turn, space) = current(w)?;
    let band = turn.band;
    if target >= w.s().bands.len() {
        return Err(rules::NOT_NOW.finding());
    }
    if spaces::intimidates(space).is_empty() {
        w.note(rules::NOT_THIS_SPACE.finding());
    }
    check_ability(w, &turn);
    let at = w.s().standing_space(target);
    if target == band || !at.is_some_and(|s| spaces::intimidates(space).contains(&s)) {
        w.note(rules::TARGET.finding().arg("band", w.s().name(target)));
    }
    turn.ability = true;
    match answer {
        Answer::Pay(items) => {
            if items.len() != 2 {
                w.note(rules::PAY_TWO.finding());
            }
            check_holds(w, target, items)?;
            let receiving: Vec<Item> = items
                .iter()
                .map(|i| match i {
                    Item::Bullet { to, .. } => Item::Bullet {
                        from: None,
                        to: *to,
                    },
                    other => *other,
                })
                .collect();
            w.check_gains(band, &receiving)?;
            transfer(w, target, band, items);
            set_turn(w, turn);
        }
        Answer::BuyOff => {
            // The target's building: 1 Coin to the intimidator instead of the shot.
            if !w.s().person_has(target, Ability::BuyOff) {
                w.note(rules::BUY_OFF.finding());
            }
            w.check_pay(target, 1, 0)?;
            transfer(w, target, band, &[Item::Coin]);
            set_turn(w, turn);
        }
        Answer::Walk(shot) => {
            if shot.crit && w.s().bands[band].critical == Side::Backfire {
                w.note(rules::CRIT_SKULL.finding().arg("band", w.s().name(band)));
            }
            let from = Spot::Space(at.unwrap_or(0));
            let result = outcome(&w.s().bands[band], *shot);
            w.shootout_bonus(&[band, target]);
            match result {
                Outcome::CriticalHit => {
                    w.critical(band, Side::Backfire);
                    w.kill(target, from, Some(band));
                }
                Outcome::Hit(face) => {
                    w.spend(band, face);
                    w.kill(target, from, Some(band));
                }
                Outcome::CriticalMiss => {
                    w.critical_miss(band, Spot::Space(space));
                    flow::end_turn(w);
                    return Ok(());
                }
                Outcome::Miss => {}
            }
            set_turn(w, turn);
        }
    }
    Ok(())
}

/// Whether a person's buildings protect a resource from theft.
fn protected(w: &W, target: usize, resource: Resource) -> bool {
    let ability = match resource {
        Resource::Coin => Ability::CoinsSafe,
        Resource::Notoriety => Ability::NotorietySafe,
        Resource::Bullet => Ability::BulletsSafe,
    };
    w.s().person_has(target, ability)
}

/// Stealing the space's resource from another player.
pub fn steal(w: &mut W, target: usize, items: &[Item]) -> Result<(), Refused> {
    let (mut turn, space) = current(w)?;
    let band = turn.band;
    if target >= w.s().bands.len() || items.is_empty() {
        return Err(rules::NOT_NOW.finding());
    }
    let Some(kind) = spaces::steals(space) else {
        w.note(rules::NOT_THIS_SPACE.finding());
        return steal_items(w, band, target, items, turn);
    };
    check_ability(w, &turn);
    if items.iter().any(|i| i.resource() != kind) {
        w.note(rules::NOT_THIS_SPACE.finding());
    }
    if w.person(target) == w.person(band) {
        w.note(rules::STEAL_OTHER.finding());
    }
    let most = if w.s().has(band, Ability::StealMore) {
        2
    } else {
        1
    };
    if items.len() > most {
        w.note(rules::STEAL_ONE.finding());
    }
    if items.iter().any(|i| protected(w, target, i.resource())) {
        w.note(rules::PROTECTED.finding().arg("band", w.s().name(target)));
    }
    turn.ability = true;
    steal_items(w, band, target, items, turn)
}

fn steal_items(
    w: &mut W,
    band: usize,
    target: usize,
    items: &[Item],
    turn: Turn,
) -> Result<(), Refused> {
    check_holds(w, target, items)?;
    let receiving: Vec<Item> = items
        .iter()
        .map(|i| match i {
            Item::Bullet { to, .. } => Item::Bullet {
                from: None,
                to: *to,
            },
            other => *other,
        })
        .collect();
    w.check_gains(band, &receiving)?;
    transfer(w, target, band, items);
    set_turn(w, turn);
    Ok(())
}

/// Whether items are what a space's income gives (with one more of a kind
/// gained, for a band whose building allows it).
pub fn income_fits(space: u8, items: &[Resource], one_more: bool) -> bool {
    let mut got: Vec<Resource> = items.to_vec();
    got.sort();
    match spaces::income(space) {
        Income::OneOf(kinds) => match got.as_slice() {
            [one] => kinds.contains(one),
            [a, b] => one_more && a == b && kinds.contains(a),
            _ => false,
        },
        Income::AllOf(all) => {
            let mut want = all.to_vec();
            want.sort();
            if got == want {
                return true;
            }
            one_more
                && got.len() == want.len() + 1
                && want.iter().any(|extra| {
                    let mut with = want.clone();
                    with.push(*extra);
                    with.sort();
                    with == got
                })
        }
    }
}

/// The income of the space.
pub fn income(w: &mut W, items: &[Item]) -> Result<(), Refused> {
    let (mut turn, space) = current(w)?;
    let band = turn.band;
    if space == 0 {
        return Err(rules::NOT_NOW.finding());
    }
    if turn.income {
        w.note(rules::INCOME_ONCE.finding());
    }
    let kinds: Vec<Resource> = items.iter().map(|i| i.resource()).collect();
    if !income_fits(space, &kinds, w.s().has(band, Ability::IncomeMore)) {
        w.note(rules::INCOME.finding().arg("space", space));
    }
    if items
        .iter()
        .any(|i| matches!(i, Item::Bullet { from: Some(_), .. }))
    {
        return Err(rules::USE_SHAPE.finding());
    }
    w.check_gains(band, items)?;
    super::hunt::close(w);
    for item in items {
        w.gain(band, *item);
    }
    turn.income = true;
    turn.hunt = None;
    set_turn(w, turn);
    Ok(())
}
