//! "2 hours ago" and "2 uur geleden": how long ago something happened.

use crate::core::Msg;
use chrono::{DateTime, Utc};

/// How long before `now` the moment `then` was, as a message to translate.
pub fn time_ago(then: DateTime<Utc>, now: DateTime<Utc>) -> Msg {
    let minutes = (now - then).num_minutes().max(0);
    match minutes {
        0 => Msg::new("time-just-now"),
        1..=59 => Msg::new("time-minutes-ago").arg("count", minutes),
        60..=1439 => Msg::new("time-hours-ago").arg("count", minutes / 60),
        _ => Msg::new("time-days-ago").arg("count", minutes / 1440),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, tr};
    use chrono::Duration;

    #[test]
    fn ages_read_naturally_in_both_languages() {
        let now = DateTime::UNIX_EPOCH + Duration::days(100);
        let ago = |d: Duration, lang| tr(lang, &time_ago(now - d, now));
        assert_eq!(ago(Duration::seconds(20), Lang::En), "just now");
        assert_eq!(ago(Duration::minutes(1), Lang::En), "1 minute ago");
        assert_eq!(ago(Duration::minutes(5), Lang::Nl), "5 minuten geleden");
        assert_eq!(ago(Duration::hours(2), Lang::En), "2 hours ago");
        assert_eq!(ago(Duration::hours(2), Lang::Nl), "2 uur geleden");
        assert_eq!(ago(Duration::days(1), Lang::Nl), "1 dag geleden");
        assert_eq!(ago(Duration::days(3), Lang::En), "3 days ago");
        assert_eq!(
            ago(-Duration::hours(1), Lang::En),
            "just now",
            "clock skew is not the future"
        );
    }
}
