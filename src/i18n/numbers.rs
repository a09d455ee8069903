//! Numbers as each language writes them, in one place: every number a
//! message shows goes through here, so a Dutch reader sees "p = 0,013",
//! "chi-kwadraat 12,34" and "1.600 worpen" where an English one sees
//! "p = 0.013", "chi-squared 12.34" and "1,600 rolls".
//!
//! The separators come from the Unicode CLDR data through ICU4X's
//! `icu_decimal`, not from a table of our own. Fluent calls [`format_en`] or
//! [`format_nl`] for each number it puts into a message; a decimal
//! ([`crate::core::Arg::Decimal`]) arrives as a number with its fraction
//! digits fixed, so `0.010` keeps its zero. Percentages are written as the
//! number and a `%` in the message ("20%"), durations and odds as numbers
//! in their sentences ("1 u 35 min", "3 van de 8").

use super::Lang;
use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberStyle};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_locale_core::locale;

/// The most fraction digits a number shows when its message does not say:
/// what a decimal needs, never a float's every digit.
const MAX_FRACTION: u8 = 6;

thread_local! {
    // One formatter per language and thread (it holds the CLDR data, which
    // is compiled in; the bundles are used from several threads).
    static EN: Option<DecimalFormatter> = formatter(Lang::En, GroupingStrategy::Auto);
    static NL: Option<DecimalFormatter> = formatter(Lang::Nl, GroupingStrategy::Auto);
    static EN_PLAIN: Option<DecimalFormatter> = formatter(Lang::En, GroupingStrategy::Never);
    static NL_PLAIN: Option<DecimalFormatter> = formatter(Lang::Nl, GroupingStrategy::Never);
}

fn formatter(lang: Lang, grouping: GroupingStrategy) -> Option<DecimalFormatter> {
    let mut options = DecimalFormatterOptions::default();
    options.grouping_strategy = Some(grouping);
    let prefs = match lang {
        Lang::En => locale!("en").into(),
        Lang::Nl => locale!("nl").into(),
    };
    DecimalFormatter::try_new(prefs, options).ok()
}

/// `units` × 10^−`scale` with exactly `scale` fraction digits, as `lang`
/// writes it: `decimal(Lang::Nl, 13, 3)` is "0,013"; thousands are grouped
/// ("1.234,5") unless `grouping` is off.
pub fn decimal(lang: Lang, units: i64, scale: u8, grouping: bool) -> String {
    let mut number = Decimal::from(units);
    number.multiply_pow10(-i16::from(scale));
    let with = |f: &Option<DecimalFormatter>| f.as_ref().map(|f| f.format_to_string(&number));
    let formatted = match (lang, grouping) {
        (Lang::En, true) => EN.with(with),
        (Lang::Nl, true) => NL.with(with),
        (Lang::En, false) => EN_PLAIN.with(with),
        (Lang::Nl, false) => NL_PLAIN.with(with),
    };
    // The data is compiled in, so a formatter is always there; should it
    // ever not be, the digits still say the number.
    formatted.unwrap_or_else(|| number.to_string())
}

/// A whole number as `lang` writes it: "1,600" / "1.600".
pub fn integer(lang: Lang, n: i64) -> String {
    decimal(lang, n, 0, true)
}

/// How many fraction digits a number shows: what its options ask, else as
/// many as it has (at most [`MAX_FRACTION`]).
fn fraction_digits(value: f64, options: &FluentNumberOptions) -> u8 {
    let clamp = |n: usize| u8::try_from(n.min(usize::from(MAX_FRACTION))).unwrap_or(MAX_FRACTION);
    let min = options.minimum_fraction_digits.map_or(0, clamp);
    let max = options
        .maximum_fraction_digits
        .map_or(MAX_FRACTION, clamp)
        .max(min);
    // The fewest digits that say the value exactly, up to `max`.
    let mut digits = min;
    while digits < max {
        let scaled = value * 10f64.powi(i32::from(digits));
        if (scaled - scaled.round()).abs() < 1e-9 * scaled.abs().max(1.0) {
            break;
        }
        digits += 1;
    }
    digits
}

/// A Fluent number in words of `lang`, honouring its options: its fraction
/// digits, grouping, and the percent style ("20%").
pub fn fluent_number(lang: Lang, number: &FluentNumber) -> String {
    let options = &number.options;
    let percent = options.style == FluentNumberStyle::Percent;
    let value = if percent {
        number.value * 100.0
    } else {
        number.value
    };
    if !value.is_finite() {
        return value.to_string();
    }
    let scale = fraction_digits(value, options);
    let scaled = (value * 10f64.powi(i32::from(scale))).round();
    // Beyond i64 no count of Holster's ever goes; say the digits plainly.
    if scaled.abs() >= 9.0e18 {
        return value.to_string();
    }
    #[allow(clippy::cast_possible_truncation)]
    let units = scaled as i64;
    let digits = decimal(lang, units, scale, options.use_grouping);
    if percent {
        // CLDR writes the sign straight after the number in both languages.
        format!("{digits}%")
    } else {
        digits
    }
}

/// The number formatter of the English bundle (`FluentBundle::set_formatter`).
pub fn format_en<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(fluent_number(Lang::En, number)),
        _ => None,
    }
}

/// The number formatter of the Dutch bundle (`FluentBundle::set_formatter`).
pub fn format_nl<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(fluent_number(Lang::Nl, number)),
        _ => None,
    }
}

/// A decimal as Fluent takes it: the value with its fraction digits fixed.
pub(super) fn fluent_decimal(units: i64, scale: u8) -> FluentValue<'static> {
    #[allow(clippy::cast_precision_loss)]
    let value = units as f64 / 10f64.powi(i32::from(scale));
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(usize::from(scale)),
            maximum_fraction_digits: Some(usize::from(scale)),
            ..FluentNumberOptions::default()
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_take_each_language_s_separator_and_keep_their_digits() {
        assert_eq!(decimal(Lang::En, 13, 3, true), "0.013");
        assert_eq!(decimal(Lang::Nl, 13, 3, true), "0,013");
        assert_eq!(decimal(Lang::Nl, 10, 3, true), "0,010");
        assert_eq!(decimal(Lang::Nl, 1234, 2, true), "12,34");
        assert_eq!(decimal(Lang::En, 400, 2, true), "4.00");
        assert_eq!(decimal(Lang::Nl, -5, 1, true), "-0,5");
    }

    #[test]
    fn thousands_are_grouped_as_each_language_does() {
        assert_eq!(integer(Lang::En, 1600), "1,600");
        assert_eq!(integer(Lang::Nl, 1600), "1.600");
        assert_eq!(integer(Lang::Nl, 9800), "9.800");
        assert_eq!(integer(Lang::Nl, 999), "999");
        assert_eq!(integer(Lang::En, 1_234_567), "1,234,567");
        assert_eq!(decimal(Lang::Nl, 123_456, 2, true), "1.234,56");
        assert_eq!(decimal(Lang::Nl, 123_456, 0, false), "123456");
    }

    #[test]
    fn fluent_numbers_honour_their_options() {
        let plain = |v: f64| FluentNumber::new(v, FluentNumberOptions::default());
        assert_eq!(fluent_number(Lang::Nl, &plain(3.0)), "3");
        assert_eq!(fluent_number(Lang::Nl, &plain(2.5)), "2,5");
        assert_eq!(fluent_number(Lang::Nl, &plain(12_000.0)), "12.000");
        let percent = FluentNumber::new(
            0.2,
            FluentNumberOptions {
                style: FluentNumberStyle::Percent,
                ..FluentNumberOptions::default()
            },
        );
        assert_eq!(fluent_number(Lang::Nl, &percent), "20%");
        assert_eq!(fluent_number(Lang::En, &percent), "20%");
        let FluentValue::Number(fixed) = fluent_decimal(40, 2) else {
            panic!("a number");
        };
        assert_eq!(fluent_number(Lang::Nl, &fixed), "0,40");
        assert_eq!(fluent_number(Lang::En, &fixed), "0.40");
    }
}
