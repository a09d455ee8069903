//! The odds of a reroll: before the player rerolls, the exact chance that
//! the turn ends with three or more dynamite, that the gatling fires (three
//! gatlings, Willy the Kid two) and that the arrow pile runs out (the
//! Indians attack), over every roll the player has left.
//!
//! "Every roll left" needs a way of playing them: the figures assume the
//! marked dice are rerolled now and, on each roll after it, every die that
//! may be rerolled and is not a gatling (the chase for the gatling), until
//! the gatlings are there, the dice say stop (three dynamite) or the rolls
//! run out. The line says so. Each die shows each of its six faces with
//! chance 1/6 (the rulebook's die: arrow, dynamite, 1, 2, beer, gatling), so
//! a roll of k dice is counted over its 6^k outcomes by the multinomial
//! k!/(x!·y!·z!·w!)·3^w for x dynamite, y gatlings, z arrows and w of the
//! other three faces.

use super::characters::Character;
use super::state::{ARROWS, BangState, DICE};
use crate::core::{BangFace, Chance, Considering, Figure, Msg, Odds};
use std::collections::HashMap;

/// Where the dice stand between two rolls, as far as the figures care.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Lying {
    /// Dynamite showing.
    dynamite: u8,
    /// Gatlings showing.
    gatlings: u8,
    /// Arrows left in the pile, before the Indians (0 once they came).
    pile: u8,
    /// Whether the Indians attacked already this turn.
    attacked: bool,
}

/// What the rules and the player's character make of the rolls.
#[derive(Clone, Copy, Debug)]
struct Rules {
    /// Gatlings that fire: three, Willy the Kid two.
    threshold: u8,
    /// Black Jack may reroll dynamite (while under three).
    rerolls_dynamite: bool,
}

/// Numerators of the three figures over 6^(5·n) for n rolls.
type Counts = [u128; 3];
const EXPLODES: usize = 0;
const GATLING: usize = 1;
const INDIANS: usize = 2;

fn factorial(n: u32) -> u128 {
    (1..=u128::from(n)).product()
}

/// Every outcome of rolling `k` dice: (dynamite, gatlings, arrows, ways).
fn outcomes(k: u8) -> Vec<(u8, u8, u8, u128)> {
    let mut all = Vec::new();
    for x in 0..=k {
        for y in 0..=k - x {
            for z in 0..=k - x - y {
                let w = k - x - y - z;
                let ways = factorial(k.into())
                    / (factorial(x.into())
                        * factorial(y.into())
                        * factorial(z.into())
                        * factorial(w.into()))
                    * 3u128.pow(w.into());
                all.push((x, y, z, ways));
            }
        }
    }
    all
}

struct Counter {
    rules: Rules,
    memo: HashMap<(u8, Lying), Counts>,
}

impl Counter {
    /// The figures' numerators over 6^(5·`rolls`) for a roll of `k` dice
    /// from `kept` (what the unrolled dice show), then `rolls - 1` rolls
    /// of the chase.
    fn roll(&mut self, rolls: u8, k: u8, kept: Lying) -> Counts {
        let mut total = [0u128; 3];
        // This roll's outcomes are over 6^k; the rest of 6^(5·rolls) is
        // made up by the 6^(5-k) the unrolled dice contribute.
        let pad = 6u128.pow(u32::from(DICE as u8 - k));
        for (x, y, z, ways) in outcomes(k) {
            let mut now = kept;
            now.dynamite += x;
            now.gatlings += y;
            if !now.attacked {
                if z > 0 && z >= now.pile {
                    now.attacked = true;
                    now.pile = 0;
                } else {
                    now.pile -= z;
                }
            }
            let after = self.after(rolls - 1, now);
            for (t, a) in total.iter_mut().zip(after) {
                *t += ways * pad * a;
            }
        }
        total
    }

    /// The numerators over 6^(5·`rolls`) once the dice lie as `now` and
    /// `rolls` rolls are left to the chase.
    fn after(&mut self, rolls: u8, now: Lying) -> Counts {
        let exploded = now.dynamite >= 3;
        let chase = if self.rules.rerolls_dynamite {
            DICE as u8 - now.gatlings
        } else {
            DICE as u8 - now.gatlings - now.dynamite
        };
        if exploded || rolls == 0 || now.gatlings >= self.rules.threshold || chase == 0 {
            let whole = 6u128.pow(5 * u32::from(rolls));
            return [
                u128::from(exploded) * whole,
                u128::from(now.gatlings >= self.rules.threshold) * whole,
                u128::from(now.attacked) * whole,
            ];
        }
        if let Some(known) = self.memo.get(&(rolls, now)) {
            return *known;
        }
        let kept = Lying {
            dynamite: if self.rules.rerolls_dynamite {
                0
            } else {
                now.dynamite
            },
            ..now
        };
        let counts = self.roll(rolls, chase, kept);
        self.memo.insert((rolls, now), counts);
        counts
    }
}

/// The three figures for rerolling the dice at `marked` now, with
/// `rolls` rolls left this one included, from dice showing `dice`.
fn figures(
    dice: [BangFace; DICE],
    marked: &[u8],
    rolls: u8,
    pile: u8,
    rules: Rules,
) -> Option<[Chance; 3]> {
    if rolls == 0 {
        return None;
    }
    let mut kept = Lying {
        dynamite: 0,
        gatlings: 0,
        pile,
        attacked: false,
    };
    for (i, face) in dice.iter().enumerate() {
        if marked.contains(&(i as u8)) {
            continue;
        }
        match face {
            BangFace::Dynamite => kept.dynamite += 1,
            BangFace::Gatling => kept.gatlings += 1,
            _ => {}
        }
    }
    let mut counter = Counter {
        rules,
        memo: HashMap::new(),
    };
    let counts = counter.roll(rolls, marked.len() as u8, kept);
    let whole = 6u128.pow(5 * u32::from(rolls));
    Some([
        Chance::of(counts[EXPLODES], whole)?,
        Chance::of(counts[GATLING], whole)?,
        Chance::of(counts[INDIANS], whole)?,
    ])
}

/// The odds of the reroll open now, for the dice `considering` marks (none
/// marked: every die but dynamite, Black Jack's included).
pub fn odds(state: &BangState, considering: &Considering) -> Vec<Odds> {
    let Some(dice) = state.turn.dice else {
        return Vec::new();
    };
    if !state.can_reroll() || !state.pending.is_empty() || state.held.is_some() {
        return Vec::new();
    }
    let rules = Rules {
        threshold: state.gatling_threshold() as u8,
        rerolls_dynamite: state.active_is(Character::BlackJack),
    };
    let marked: Vec<u8> = match &considering.marked {
        Some(marked) if !marked.is_empty() => {
            let mut m: Vec<u8> = marked
                .iter()
                .copied()
                .filter(|d| usize::from(*d) < DICE)
                .filter(|d| rules.rerolls_dynamite || dice[usize::from(*d)] != BangFace::Dynamite)
                .collect();
            m.sort_unstable();
            m.dedup();
            m
        }
        _ => (0..DICE as u8)
            .filter(|d| dice[usize::from(*d)] != BangFace::Dynamite)
            .collect(),
    };
    if marked.is_empty() {
        return Vec::new();
    }
    let rolls = state.rerolls_left();
    let pile = state.pile.min(ARROWS);
    let Some([explodes, gatling, indians]) = figures(dice, &marked, rolls, pile, rules) else {
        return Vec::new();
    };
    vec![Odds {
        choice: Msg::new("bang-dice-odds-reroll")
            .arg("dice", marked.len())
            .arg("left", rolls - 1),
        figures: vec![
            Figure::percent(Msg::new("bang-dice-odds-dynamite"), explodes),
            Figure::percent(
                Msg::new("bang-dice-odds-gatling").arg("needed", rules.threshold),
                gatling,
            ),
            Figure::percent(Msg::new("bang-dice-odds-indians"), indians),
        ],
        whole: false,
    }]
}

#[cfg(test)]
mod tests;
