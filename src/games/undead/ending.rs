//! The end: Notoriety from tokens, killed Undead and controlled buildings
//! cleared of Undead; ties by Coins, then a duel to the death among the
//! tied (an extra Bullet for each when one has none; if all die on the same
//! hit number, the living player with the most Notoriety wins).

use super::actions::{DuelShot, Item, UndeadEvent};
use super::duel::{check_shots, settle};
use super::rules;
use super::state::{Phase, Side, UndeadState};
use super::work::{Refused, W};

/// Where one person's Notoriety comes from ("Notoriety is collected in
/// three ways: Notoriety tokens, through the killing of Undead, and the
/// control of buildings"), and their Coins, which break a tie.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Parts {
    /// Notoriety from tokens.
    pub tokens: u32,
    /// Notoriety of the Undead their bands killed.
    pub killed: u32,
    /// Notoriety of the buildings their bands control, cleared of Undead.
    pub buildings: u32,
    /// Coins.
    pub coins: u32,
}

impl Parts {
    /// The Notoriety in all.
    pub fn total(&self) -> u32 {
        self.tokens + self.killed + self.buildings
    }
}

/// Each person's Notoriety, by where it comes from, as it would be scored now.
pub fn parts(state: &UndeadState) -> Vec<Parts> {
    let mut parts: Vec<Parts> = state
        .purses
        .iter()
        .map(|p| Parts {
            tokens: p.notoriety,
            coins: p.coins,
            ..Parts::default()
        })
        .collect();
    for (i, band) in state.bands.iter().enumerate() {
        let Some(person) = parts.get_mut(band.person) else {
            continue;
        };
        person.killed += band.killed.iter().map(|u| u.notoriety).sum::<u32>();
        person.buildings += state
            .buildings
            .iter()
            .filter(|b| b.occupants.contains(&i) && b.undead.is_empty())
            .map(|b| b.notoriety)
            .sum::<u32>();
    }
    parts
}

/// Each person's Notoriety as it would be scored now.
pub fn scores(state: &UndeadState) -> Vec<u32> {
    parts(state).iter().map(Parts::total).collect()
}

/// Each person's final count, one finding each, so the table can check it.
pub fn final_counts(state: &UndeadState) -> Vec<crate::core::Finding> {
    parts(state)
        .iter()
        .enumerate()
        .map(|(person, p)| {
            rules::FINAL_COUNT
                .finding()
                .arg(
                    "person",
                    state.people.get(person).cloned().unwrap_or_default(),
                )
                .arg("total", i64::from(p.total()))
                .arg("tokens", i64::from(p.tokens))
                .arg("killed", i64::from(p.killed))
                .arg("buildings", i64::from(p.buildings))
                .arg("coins", i64::from(p.coins))
        })
        .collect()
}

/// The best of some people: most Notoriety, then most Coins.
fn leaders(state: &UndeadState, among: &[usize]) -> Vec<usize> {
    let scores = scores(state);
    let key = |p: &usize| {
        (
            scores.get(*p).copied().unwrap_or(0),
            state.purses.get(*p).map_or(0, |x| x.coins),
        )
    };
    let Some(best) = among.iter().map(key).max() else {
        return Vec::new();
    };
    among.iter().copied().filter(|p| key(p) == best).collect()
}

/// Ends the game among some people: one leader wins; a tie on Notoriety
/// and Coins goes to the duel to the death.
fn decide_among(w: &mut W, among: &[usize]) {
    let best = leaders(w.s(), among);
    if best.len() > 1 {
        w.emit(UndeadEvent::Phase(Phase::Tiebreak(best)));
    } else {
        let names: Vec<String> = best
            .iter()
            .map(|p| w.s().people.get(*p).cloned().unwrap_or_default())
            .collect();
        for count in final_counts(w.s()) {
            w.note(count);
        }
        w.note(
            rules::WINNER
                .finding()
                .arg("count", best.len())
                .arg("winners", names.join(", ")),
        );
        w.emit(UndeadEvent::Winners(best));
        w.emit(UndeadEvent::Phase(Phase::Over));
    }
}

/// High Noon is over: the scores.
pub fn finish(w: &mut W) {
    let everyone: Vec<usize> = (0..w.s().purses.len()).collect();
    decide_among(w, &everyone);
}

/// The duel to the death: one band of each tied person.
pub fn showdown(w: &mut W, shots: &[DuelShot]) -> Result<(), Refused> {
    let Phase::Tiebreak(tied) = w.s().phase.clone() else {
        return Err(rules::NOT_NOW.finding());
    };
    let duelists: Vec<usize> = shots.iter().map(|s| s.band).collect();
    let persons: Vec<usize> = duelists.iter().map(|b| w.person(*b)).collect();
    let once = tied
        .iter()
        .all(|p| persons.iter().filter(|q| *q == p).count() == 1);
    if !once || persons.len() != tied.len() {
        return Err(rules::DUELISTS.finding());
    }
    check_shots(w, &duelists, shots)?;
    let settled = settle(w.s(), shots);
    for band in &settled.crit_hit {
        w.critical(*band, Side::Backfire);
    }
    for (band, face) in &settled.spent {
        w.spend(*band, *face);
    }
    let dead: Vec<usize> = settled.killed.iter().map(|(v, _)| w.person(*v)).collect();
    let alive: Vec<usize> = tied.iter().copied().filter(|p| !dead.contains(p)).collect();
    match alive.len() {
        0 => {
            let others: Vec<usize> = (0..w.s().purses.len())
                .filter(|p| !tied.contains(p))
                .collect();
            decide_among(w, &others);
        }
        1 => decide_among(w, &alive),
        n if n < tied.len() => w.emit(UndeadEvent::Phase(Phase::Tiebreak(alive))),
        _ => {}
    }
    Ok(())
}

/// The extra Bullet when a duelist of the final duel has none.
pub fn extra(w: &mut W, band: usize, slot: u8) -> Result<(), Refused> {
    let Phase::Tiebreak(tied) = w.s().phase.clone() else {
        return Err(rules::NOT_NOW.finding());
    };
    if band >= w.s().bands.len() || !tied.contains(&w.person(band)) {
        return Err(rules::DUELISTS.finding());
    }
    let someone_empty = w
        .s()
        .bands
        .iter()
        .any(|b| tied.contains(&b.person) && b.bullets() == 0);
    if !someone_empty {
        w.note(rules::EXTRA.finding());
    }
    let item = Item::Bullet {
        from: None,
        to: Some(slot),
    };
    w.check_gain(band, item, &[])?;
    w.gain(band, item);
    Ok(())
}
