//! The odds at the moment of choice: exact chances of what the dice may do
//! next, next to the decision they make ("reroll?", "shoot again?", "call
//! 21 or 28?"). Every figure is counted, never simulated: a [`Chance`] is a
//! number of equally likely outcomes out of all of them, found by
//! enumeration or a closed form the game names in a comment. Holster only
//! shows them; it never chooses for the player.

use super::Msg;
use serde::Serialize;

/// An exact chance: `hits` of `outcomes` equally likely outcomes, kept in
/// lowest terms so two ways of counting the same event compare equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Chance {
    hits: u64,
    outcomes: u64,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Chance {
    /// `hits` of `outcomes`; counts of 128 bits, as enumerations of many
    /// dice give (6^20 outcomes for four rolls of five dice). `None` when
    /// `outcomes` is 0, `hits` exceeds it, or the reduced fraction does not
    /// fit 64 bits.
    pub fn of(hits: u128, outcomes: u128) -> Option<Chance> {
        if outcomes == 0 || hits > outcomes {
            return None;
        }
        let d = gcd(hits, outcomes).max(1);
        Some(Chance {
            hits: u64::try_from(hits / d).ok()?,
            outcomes: u64::try_from(outcomes / d).ok()?,
        })
    }

    /// The chance of what cannot happen.
    pub const NEVER: Chance = Chance {
        hits: 0,
        outcomes: 1,
    };

    /// The chance of what is sure.
    pub const SURE: Chance = Chance {
        hits: 1,
        outcomes: 1,
    };

    /// The favourable outcomes, in lowest terms.
    pub fn hits(&self) -> u64 {
        self.hits
    }

    /// All the outcomes, in lowest terms.
    pub fn outcomes(&self) -> u64 {
        self.outcomes
    }

    /// The chance as a number from 0 to 1.
    pub fn value(&self) -> f64 {
        self.hits as f64 / self.outcomes as f64
    }

    /// The chance that it does not happen.
    pub fn not(&self) -> Chance {
        Chance {
            hits: self.outcomes - self.hits,
            outcomes: self.outcomes,
        }
    }

    /// The chance in whole percent as a reader takes it at a glance:
    /// what can happen never shows as 0 and what may fail never as 100.
    pub fn percent(&self) -> Percent {
        if self.hits == 0 {
            return Percent::Never;
        }
        if self.hits == self.outcomes {
            return Percent::Sure;
        }
        let p = (u128::from(self.hits) * 100 * 2 + u128::from(self.outcomes))
            / (u128::from(self.outcomes) * 2);
        match p {
            0 => Percent::BelowOne,
            100.. => Percent::AboveNinetyNine,
            p => Percent::About(p as u8),
        }
    }
}

/// A chance as it is written in a line of odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Percent {
    /// It cannot happen: 0 %.
    Never,
    /// It can, but rounds to 0: under 1 %.
    BelowOne,
    /// Rounded to a whole percent from 1 to 99.
    About(u8),
    /// It may fail, but rounds to 100: over 99 %.
    AboveNinetyNine,
    /// It is sure: 100 %.
    Sure,
}

impl Percent {
    /// The message that writes it ("33%", "<1%").
    pub fn msg(self) -> Msg {
        match self {
            Percent::Never => Msg::new("odds-percent").arg("p", 0_i64),
            Percent::Sure => Msg::new("odds-percent").arg("p", 100_i64),
            Percent::About(p) => Msg::new("odds-percent").arg("p", p),
            Percent::BelowOne => Msg::new("odds-below-one"),
            Percent::AboveNinetyNine => Msg::new("odds-above-ninety-nine"),
        }
    }
}

/// One figure of a choice: what it is the chance of, and the chance.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// What may happen, in a few words ("3+ dynamite").
    pub what: Msg,
    /// Its chance.
    pub chance: Chance,
    /// Shown as a count instead of a percent: `(n, of)`, "3 of 8" (the
    /// faces that kill, the cards not yet seen), when the count is what a
    /// player takes in at a glance. The chance is then `n` of `of`.
    pub count: Option<(u64, u64)>,
}

impl Figure {
    /// A figure shown as a percent ("3+ dynamite 42%").
    pub fn percent(what: Msg, chance: Chance) -> Figure {
        Figure {
            what,
            chance,
            count: None,
        }
    }

    /// A figure shown as a count, "3 of 8"; `None` when `of` is 0 or `n`
    /// exceeds it.
    pub fn count(what: Msg, n: u64, of: u64) -> Option<Figure> {
        Some(Figure {
            what,
            chance: Chance::of(u128::from(n), u128::from(of))?,
            count: Some((n, of)),
        })
    }

    /// How the chance is written: its percent, or its count.
    pub fn shown(&self) -> Msg {
        match self.count {
            Some((n, of)) => Msg::new("odds-count")
                .arg("n", i64::try_from(n).unwrap_or(i64::MAX))
                .arg("count", i64::try_from(of).unwrap_or(i64::MAX)),
            None => self.chance.percent().msg(),
        }
    }
}

/// The odds of one choice the dice make now.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    /// The choice they are the odds of, with what they assume ("Rerolling
    /// 3 dice, 2 rolls left").
    pub choice: Msg,
    /// Its figures, in the order shown.
    pub figures: Vec<Figure>,
    /// Whether the figures are every outcome of one event (0, 1, 2 or 3
    /// damage), so their chances sum to exactly 1; otherwise each is an
    /// event of its own and they may overlap.
    pub whole: bool,
}

impl Odds {
    /// Whether the figures are consistent: a `whole` set sums to exactly 1
    /// (counted as fractions, not floats), and there is at least one.
    pub fn sums_right(&self) -> bool {
        if self.figures.is_empty() {
            return false;
        }
        if !self.whole {
            return true;
        }
        // Sum as fractions over the product of the denominators' lcm.
        let mut num: u128 = 0;
        let mut den: u128 = 1;
        for f in &self.figures {
            let d = u128::from(f.chance.outcomes);
            let l = den / gcd(den, d) * d;
            num = num * (l / den) + u128::from(f.chance.hits) * (l / d);
            den = l;
            let g = gcd(num, den).max(1);
            num /= g;
            den /= g;
        }
        num == den
    }
}

/// What the player is weighing now, from the pad: the dice marked to
/// reroll, the seat named as a target. An empty one asks for the game's
/// own default (BANG!: reroll every die but dynamite).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Considering {
    /// The dice marked (positions from 0), when the pad marks dice.
    pub marked: Option<Vec<u8>>,
    /// The seat named as a target, when the pad has named one.
    pub target: Option<usize>,
    /// Faces the pad holds that are not in the game yet, as printed (a 3
    /// as 3): dice rolled for an entry still being put together, such as
    /// Gunfights' Target Practice pair, which is one entry with its shot.
    pub faces: Option<Vec<u8>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chance_is_kept_in_lowest_terms_and_refuses_what_is_no_chance() {
        let c = Chance::of(11, 36).unwrap();
        assert_eq!((c.hits(), c.outcomes()), (11, 36));
        assert_eq!(Chance::of(6, 36), Chance::of(1, 6));
        assert_eq!(Chance::of(3, 2), None);
        assert_eq!(Chance::of(0, 0), None);
        assert_eq!(Chance::of(1, 6).unwrap().not(), Chance::of(5, 6).unwrap());
    }

    #[test]
    fn a_percent_never_says_never_or_sure_of_what_may_go_either_way() {
        assert_eq!(Chance::of(1, 3).unwrap().percent(), Percent::About(33));
        assert_eq!(Chance::of(2, 3).unwrap().percent(), Percent::About(67));
        assert_eq!(Chance::of(1, 1000).unwrap().percent(), Percent::BelowOne);
        assert_eq!(
            Chance::of(999, 1000).unwrap().percent(),
            Percent::AboveNinetyNine
        );
        assert_eq!(Chance::NEVER.percent(), Percent::Never);
        assert_eq!(Chance::SURE.percent(), Percent::Sure);
    }

    #[test]
    fn a_count_keeps_its_numbers_and_its_chance() {
        let f = Figure::count(Msg::new("x"), 4, 8).unwrap();
        assert_eq!(f.chance, Chance::of(1, 2).unwrap());
        assert_eq!(
            f.shown(),
            Msg::new("odds-count").arg("n", 4_i64).arg("count", 8_i64)
        );
        assert_eq!(Figure::count(Msg::new("x"), 9, 8), None);
    }

    #[test]
    fn a_whole_set_of_figures_sums_to_one_exactly() {
        let figure = |h, o| Figure::percent(Msg::new("x"), Chance::of(h, o).unwrap());
        let mut odds = Odds {
            choice: Msg::new("x"),
            figures: vec![figure(1, 3), figure(1, 6), figure(1, 2)],
            whole: true,
        };
        assert!(odds.sums_right());
        odds.figures.pop();
        assert!(!odds.sums_right());
        odds.whole = false;
        assert!(odds.sums_right());
    }
}
