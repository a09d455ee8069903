//! The table's dice: every die entered, counted per face, and a
//! chi-squared goodness-of-fit test of whether the faces come up equally
//! often.
//!
//! The test says how surprising the counts would be from fair dice. With
//! few rolls it cannot see a real bias, and with many it sees a tiny one, so
//! Holster also says how many rolls it would take to notice a plain bias of
//! one face (20 % more often than its share), and that a small p-value is a
//! hint, not proof.

use crate::core::{Arg, DieKind, DieThrow, Msg};
use statrs::distribution::{ChiSquared, ContinuousCDF};

/// The significance level the sentence speaks of: the usual 5 %.
pub const ALPHA: f64 = 0.05;

/// The bias the sentence speaks of: one face coming up this much more often
/// than its fair share (the others equally less often).
pub const BIAS: f64 = 0.2;

/// The chance of the test noticing that bias, for "would be needed".
pub const POWER: f64 = 0.8;

/// One kind of die over all saved games.
#[derive(Debug, Clone, PartialEq)]
pub struct DiceTally {
    /// Which kind.
    pub kind: DieKind,
    /// How often each face came up, face 1 first.
    pub counts: Vec<u64>,
}

impl DiceTally {
    /// How many dice were entered.
    pub fn rolls(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The goodness-of-fit test against fair dice; `None` without rolls.
    pub fn fit(&self) -> Option<Fit> {
        chi_squared(&self.counts)
    }

    /// The honest sentence for this die kind, in Holster's words.
    pub fn verdict(&self) -> Msg {
        let needed = rolls_needed(self.kind.sides());
        let number = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        let rolls = number(self.rolls());
        let needed = number(needed.unwrap_or(0));
        let base = |key: &str| {
            Msg::new(key)
                .arg("rolls", rolls)
                .arg("needed", needed)
                .arg_key("die", self.kind.name_key())
        };
        match self.fit() {
            None => base("stats-dice-none"),
            Some(fit) if fit.p_value < ALPHA => {
                base("stats-dice-small-p").arg_msg("p", show_p(fit.p_value))
            }
            Some(fit) => base("stats-dice-no-sign").arg_msg("p", show_p(fit.p_value)),
        }
    }

    /// Whether fewer than 5 rolls are expected per face: the chi-squared
    /// distribution then only roughly describes the statistic, which the
    /// sentence must say.
    pub fn rough(&self) -> bool {
        self.rolls() < 5 * u64::from(self.kind.sides())
    }
}

/// A p-value as the sentences show it, "p = 0.020" ("p = 0,020" in Dutch),
/// and below 0.001 only that it is ("p < 0.001", never "0.000", which would
/// claim certainty). The digits are written the language's way when the
/// message is put into words (`crate::i18n::numbers`).
pub fn show_p(p: f64) -> Msg {
    let below = p < 0.001;
    Msg::new("stats-p")
        .arg("below", if below { "yes" } else { "no" })
        .arg("p", Arg::decimal(if below { 0.001 } else { p }, 3))
}

/// What the chi-squared test found.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    /// The statistic: the sum over the faces of (count − expected)² / expected.
    pub statistic: f64,
    /// Degrees of freedom: faces − 1.
    pub freedom: u32,
    /// How often fair dice would give a statistic at least this large.
    pub p_value: f64,
}

impl Fit {
    /// The test in words, as the Dice screen and `holster dice` show it:
    /// "chi-squared 13.40 with 5 degrees of freedom, p = 0.020".
    pub fn sentence(&self) -> Msg {
        Msg::new("stats-dice-fit")
            .arg("statistic", Arg::decimal(self.statistic, 2))
            .arg("freedom", i64::from(self.freedom))
            .arg_msg("p", show_p(self.p_value))
    }
}

/// Counts the dice of each kind, in [`DieKind::ALL`] order; a kind nobody
/// entered is left out. A face outside the kind's range (which no game
/// enters) is not counted.
pub fn tally<'a>(throws: impl IntoIterator<Item = &'a DieThrow>) -> Vec<DiceTally> {
    let mut tallies: Vec<DiceTally> = DieKind::ALL
        .iter()
        .map(|kind| DiceTally {
            kind: *kind,
            counts: vec![0; usize::from(kind.sides())],
        })
        .collect();
    for throw in throws {
        let Some(tally) = tallies.iter_mut().find(|t| t.kind == throw.kind) else {
            continue;
        };
        if let Some(count) = usize::from(throw.face)
            .checked_sub(1)
            .and_then(|i| tally.counts.get_mut(i))
        {
            *count += 1;
        }
    }
    tallies.retain(|t| t.rolls() > 0);
    tallies
}

/// The chi-squared goodness-of-fit test of `counts` against equal chances
/// for every face. `None` without rolls or with fewer than two faces.
pub fn chi_squared(counts: &[u64]) -> Option<Fit> {
    let total: u64 = counts.iter().sum();
    if total == 0 || counts.len() < 2 {
        return None;
    }
    let expected = total as f64 / counts.len() as f64;
    let statistic = counts
        .iter()
        .map(|c| (*c as f64 - expected).powi(2) / expected)
        .sum();
    let freedom = u32::try_from(counts.len() - 1).ok()?;
    let dist = ChiSquared::new(f64::from(freedom)).ok()?;
    Some(Fit {
        statistic,
        freedom,
        p_value: dist.sf(statistic).clamp(0.0, 1.0),
    })
}

/// How many rolls of a die with `sides` faces the test needs to notice, at
/// the 5 % level and with an 80 % chance, one face coming up 20 % more
/// often than its share. `None` for a die with fewer than two faces.
///
/// Under that bias the statistic follows a noncentral chi-squared
/// distribution with noncentrality n·0.04/(sides − 1) (the sum over the
/// faces of (p − 1/k)²·k). Its tail is taken from Patnaik's approximation
/// by a scaled central chi-squared, and the smallest n is searched for.
pub fn rolls_needed(sides: u8) -> Option<u64> {
    let freedom = f64::from(sides.checked_sub(1).filter(|f| *f > 0)?);
    let critical = ChiSquared::new(freedom).ok()?.inverse_cdf(1.0 - ALPHA);
    let per_roll = BIAS * BIAS / freedom;
    let power = |rolls: u64| -> Option<f64> {
        let lambda = rolls as f64 * per_roll;
        let scale = (freedom + 2.0 * lambda) / (freedom + lambda);
        let df = (freedom + lambda).powi(2) / (freedom + 2.0 * lambda);
        Some(ChiSquared::new(df).ok()?.sf(critical / scale))
    };
    // Double until enough, then halve the gap: power grows with the rolls.
    let mut high: u64 = 1;
    while power(high)? < POWER {
        high = high.checked_mul(2)?;
    }
    let mut low = high / 2;
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if power(mid)? < POWER {
            low = mid;
        } else {
            high = mid;
        }
    }
    Some(high)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    #[test]
    fn sixty_bang_dice_with_a_heavy_sixth_face_give_the_hand_computed_figures() {
        // Expected 10 a face: (25 + 4 + 1 + 4 + 0 + 100) / 10 = 13.4 with 5
        // degrees of freedom; for odd freedom the tail has a closed form,
        // erfc(√(x/2)) + √(2x/π)·e^(−x/2)·(1 + x/3) = 0.0199052.
        let fit = chi_squared(&[5, 8, 9, 8, 10, 20]).expect("rolls");
        assert!(close(fit.statistic, 13.4, 1e-12), "{fit:?}");
        assert_eq!(fit.freedom, 4 + 1);
        assert!(close(fit.p_value, 0.019_905_22, 1e-6), "{fit:?}");
    }

    #[test]
    fn even_freedom_matches_the_closed_form_too() {
        // Expected 12: (4·4 + 64) / 12 = 6.667 with 4 degrees of freedom;
        // the tail is e^(−x/2)·(1 + x/2) = 0.154587.
        let fit = chi_squared(&[10, 10, 10, 10, 20]).expect("rolls");
        assert!(close(fit.statistic, 80.0 / 12.0, 1e-12), "{fit:?}");
        assert!(close(fit.p_value, 0.154_587_3, 1e-6), "{fit:?}");
    }

    #[test]
    fn a_tiny_p_value_is_never_shown_as_zero() {
        use crate::i18n::{Lang, tr};
        assert_eq!(tr(Lang::En, &show_p(0.000_01)), "p < 0.001");
        assert_eq!(tr(Lang::En, &show_p(0.019_905)), "p = 0.020");
        assert_eq!(tr(Lang::En, &show_p(0.01)), "p = 0.010");
    }

    #[test]
    fn a_dutch_reader_sees_decimal_commas() {
        use crate::i18n::{Lang, tr};
        assert_eq!(tr(Lang::Nl, &show_p(0.000_01)), "p < 0,001");
        assert_eq!(tr(Lang::Nl, &show_p(0.013)), "p = 0,013");
        let fit = chi_squared(&[5, 8, 9, 8, 10, 20]).expect("rolls");
        assert_eq!(
            tr(Lang::Nl, &fit.sentence()),
            "chi-kwadraat 13,40 met 5 vrijheidsgraden, p = 0,020"
        );
        assert_eq!(
            tr(Lang::En, &fit.sentence()),
            "chi-squared 13.40 with 5 degrees of freedom, p = 0.020"
        );
        // The rolls needed are a thousands-sized number.
        let tally = DiceTally {
            kind: DieKind::Bang,
            counts: vec![5, 8, 9, 8, 10, 20],
        };
        let needed = rolls_needed(6).expect("six faces");
        let dutch = format!("{}.{:03}", needed / 1000, needed % 1000);
        assert!(tr(Lang::Nl, &tally.verdict()).contains(&dutch), "{dutch}");
    }

    #[test]
    fn perfectly_even_counts_are_as_unsurprising_as_can_be() {
        let fit = chi_squared(&[7; 20]).expect("rolls");
        assert_eq!(fit.statistic, 0.0);
        assert!(close(fit.p_value, 1.0, 1e-12));
        assert_eq!(chi_squared(&[0; 6]), None);
    }

    #[test]
    fn the_rolls_needed_grow_with_the_faces_and_give_the_power_asked_for() {
        let bang = rolls_needed(6).expect("six faces");
        let d8 = rolls_needed(8).expect("eight faces");
        let d20 = rolls_needed(20).expect("twenty faces");
        assert!(bang < d8 && d8 < d20, "{bang} {d8} {d20}");
        // The noncentrality needed for 80 % power at 5 % with 5 degrees of
        // freedom is about 12.8 (Cohen's tables), so about 12.8 / 0.008.
        assert!((1450..=1750).contains(&bang), "{bang}");
        assert_eq!(rolls_needed(1), None);
    }

    #[test]
    fn dice_are_counted_per_kind_and_face() {
        let throws = [
            DieThrow {
                kind: DieKind::D20,
                face: 20,
            },
            DieThrow {
                kind: DieKind::D20,
                face: 20,
            },
            DieThrow {
                kind: DieKind::Bang,
                face: 1,
            },
            DieThrow {
                kind: DieKind::Bang,
                face: 9,
            },
        ];
        let tallies = tally(&throws);
        assert_eq!(tallies.len(), 2);
        assert_eq!(tallies[0].kind, DieKind::Bang);
        assert_eq!(tallies[0].counts, [1, 0, 0, 0, 0, 0]);
        assert_eq!(tallies[1].counts[19], 2);
        assert_eq!(tallies[1].rolls(), 2);
    }
}
