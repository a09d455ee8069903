//! Words shared by the commands' output.

use crate::core::{Counter, Finding};
use crate::i18n::{self, Lang};
use chrono::{DateTime, Local, Utc};

/// A finding as one line: severity, rule id and message.
pub fn finding_line(lang: Lang, finding: &Finding) -> String {
    format!(
        "{} {}: {}",
        i18n::text(lang, &format!("severity-{}", finding.severity().as_str())),
        finding.rule_id(),
        i18n::tr(lang, &finding.message())
    )
}

/// A time for people: local time, to the minute.
pub fn local_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

/// A counter's value with its name and bounds, such as `score 17 (0–999)`;
/// the notation's name follows when it differs from the shown name.
pub fn counter_line(lang: Lang, counter: &Counter) -> String {
    let label = i18n::tr(lang, &counter.label);
    let name = if label == counter.id.name {
        String::new()
    } else {
        format!(" [{}]", counter.id.name)
    };
    format!(
        "{label}{name} {} ({}–{})",
        counter.value, counter.min, counter.max
    )
}
