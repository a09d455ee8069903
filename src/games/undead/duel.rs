//! Duels: two or more standing Outlaws on a space that duels. Every
//! duelist's shot is entered at once; all hits happen at the same time; of
//! two who hit each other the higher hit value wins and the same value
//! kills both; the loser spends no Bullet; each shooter who kills gains 1
//! Notoriety; a Critical Miss sends the Outlaw home unless it was shot.

use super::actions::{DuelShot, Spot, UndeadEvent};
use super::flow;
use super::rules;
use super::spaces::{Outcome, hit_value, outcome};
use super::state::{Phase, Resolution, Side, Step, UndeadState};
use super::work::{Refused, W};

/// What a round of simultaneous shots comes to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settled {
    /// Each band shot dead, with the shooters whose hit stood.
    pub killed: Vec<(usize, Vec<usize>)>,
    /// Bands whose Critical Miss sends them home (not shot).
    pub crit_miss: Vec<usize>,
    /// Slots spent by shooters who hit and live.
    pub spent: Vec<(usize, u8)>,
    /// Bands that used the Critical Hit.
    pub crit_hit: Vec<usize>,
}

/// Settles simultaneous shots, each at its target.
pub fn settle(state: &UndeadState, shots: &[DuelShot]) -> Settled {
    let out: Vec<Outcome> = shots
        .iter()
        .map(|s| {
            state
                .bands
                .get(s.band)
                .map_or(Outcome::Miss, |b| outcome(b, s.shot))
        })
        .collect();
    let value = |i: usize| hit_value(out[i], 0);
    let mut settled = Settled::default();
    for (i, shot) in shots.iter().enumerate() {
        let Some(mine) = value(i) else { continue };
        // A hit stands unless the target hit back at this shooter with more.
        let back = shots
            .iter()
            .position(|s| s.band == shot.target && s.target == shot.band)
            .and_then(value);
        if back.is_some_and(|theirs| theirs > mine) {
            continue;
        }
        match settled.killed.iter_mut().find(|(v, _)| *v == shot.target) {
            Some((_, shooters)) => shooters.push(shot.band),
            None => settled.killed.push((shot.target, vec![shot.band])),
        }
    }
    let dead = |b: usize| settled.killed.iter().any(|(v, _)| *v == b);
    for (i, shot) in shots.iter().enumerate() {
        match out[i] {
            Outcome::CriticalHit => settled.crit_hit.push(shot.band),
            Outcome::CriticalMiss if !dead(shot.band) => settled.crit_miss.push(shot.band),
            Outcome::Hit(face) if !dead(shot.band) => settled.spent.push((shot.band, face)),
            _ => {}
        }
    }
    settled
}

/// Checks that shots are every duelist's once, each at another duelist, and
/// says where a Critical Hit was claimed with Backfire up.
pub fn check_shots(w: &mut W, duelists: &[usize], shots: &[DuelShot]) -> Result<(), Refused> {
    let every = duelists
        .iter()
        .all(|d| shots.iter().filter(|s| s.band == *d).count() == 1);
    let fits = shots
        .iter()
        .all(|s| s.band != s.target && duelists.contains(&s.band) && duelists.contains(&s.target));
    if !every || !fits || shots.len() != duelists.len() {
        return Err(rules::DUELISTS.finding());
    }
    for s in shots {
        if s.shot.crit
            && w.s()
                .bands
                .get(s.band)
                .is_some_and(|b| b.critical == Side::Backfire)
        {
            w.note(rules::CRIT_SKULL.finding().arg("band", w.s().name(s.band)));
        }
    }
    Ok(())
}

/// Applies what shots came to; the dead leave `from`.
pub fn apply(w: &mut W, settled: &Settled, from: Spot) {
    for band in &settled.crit_hit {
        w.critical(*band, Side::Backfire);
    }
    for (band, face) in &settled.spent {
        w.spend(*band, *face);
    }
    for (victim, shooters) in &settled.killed {
        w.kill(*victim, from, shooters.first().copied());
        for extra in shooters.iter().skip(1) {
            let person = w.person(*extra);
            w.notoriety(person);
        }
    }
    for band in &settled.crit_miss {
        w.critical_miss(*band, from);
    }
}

/// A duelist gives 1 Coin to the other to avoid the duel ("You may give 1
/// Coin to an opponent to avoid a Shootout"): both take their turns.
pub fn buy_off(w: &mut W, band: usize) -> Result<(), Refused> {
    let (Phase::Resolve, Step::Duel(duelists)) = (&w.s().phase, &w.s().resolution.step) else {
        return Err(rules::NOT_NOW.finding());
    };
    let [a, b] = duelists.as_slice() else {
        return Err(rules::BUY_OFF_TWO.finding());
    };
    let other = match (*a == band, *b == band) {
        (true, _) => *b,
        (_, true) => *a,
        _ => return Err(rules::DUELISTS.finding()),
    };
    if !w.s().person_has(band, super::abilities::Ability::BuyOff) {
        w.note(rules::BUY_OFF.finding());
    }
    w.check_pay(band, 1, 0)?;
    let (from, to) = (w.person(band), w.person(other));
    w.emit(UndeadEvent::Coins {
        from: Some(from),
        to: Some(to),
        n: 1,
    });
    let r = w.s().resolution.clone();
    w.emit(UndeadEvent::Resolution(Resolution {
        step: Step::Idle,
        ..r
    }));
    flow::next_turn(w);
    Ok(())
}

/// A duel's shots.
pub fn duel(w: &mut W, shots: &[DuelShot]) -> Result<(), Refused> {
    let (Phase::Resolve, Step::Duel(duelists)) = (&w.s().phase, &w.s().resolution.step) else {
        return Err(rules::NOT_NOW.finding());
    };
    let duelists = duelists.clone();
    check_shots(w, &duelists, shots)?;
    let space = w.s().resolution.space;
    let settled = settle(w.s(), shots);
    apply(w, &settled, Spot::Space(space));
    w.shootout_bonus(&duelists);
    let survivors: Vec<usize> = w
        .s()
        .from_law()
        .into_iter()
        .filter(|b| w.s().standing_on(*b, space))
        .collect();
    w.emit(UndeadEvent::Resolution(Resolution {
        space,
        queue: survivors,
        step: Step::Idle,
    }));
    flow::next_turn(w);
    Ok(())
}
