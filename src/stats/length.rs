//! How long a game took: from its first entry to its last, with the long
//! pauses left out (a game left overnight did not take a night).

use crate::core::Msg;
use chrono::{DateTime, Utc};

/// A gap between two entries longer than this is a pause, not play.
pub const PAUSE_SECONDS: i64 = 30 * 60;

/// The length of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Length {
    /// Seconds of play: the gaps between entries, pauses left out.
    pub seconds: i64,
    /// How many pauses over 30 minutes were left out.
    pub pauses: usize,
}

impl Length {
    /// The length in whole minutes, rounded to the nearest as a person
    /// reading a clock would: the one rounding every place that says the
    /// length uses (the summary, the History screen, the BG Stats play).
    pub fn minutes(self) -> i64 {
        (self.seconds + 30) / 60
    }

    /// The length as people say it ("1 h 35 min"), with the pauses left
    /// out said so.
    pub fn msg(self) -> Msg {
        let minutes = self.minutes();
        let short = Msg::new("stats-length")
            .arg("hours", minutes / 60)
            .arg("minutes", minutes % 60);
        if self.pauses == 0 {
            short
        } else {
            Msg::new("stats-length-pauses")
                .arg_msg("length", short)
                .arg("pauses", self.pauses)
        }
    }
}

/// The length of a game whose entries were made at `times`, in the order
/// made; `None` without entries. A clock set back between two entries (a
/// negative gap) counts as no time.
pub fn play_length(times: &[DateTime<Utc>]) -> Option<Length> {
    times.first()?;
    let mut length = Length {
        seconds: 0,
        pauses: 0,
    };
    for pair in times.windows(2) {
        let gap = (pair[1] - pair[0]).num_seconds().max(0);
        if gap > PAUSE_SECONDS {
            length.pauses += 1;
        } else {
            length.seconds += gap;
        }
    }
    Some(length)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(h: u32, m: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 7, h, m, 0)
            .single()
            .expect("a real time")
    }

    #[test]
    fn a_pause_over_half_an_hour_is_left_out_and_counted() {
        // 20:00 to 20:25 is play, 20:25 to 21:30 a pause, 21:30 to 21:50 play.
        let times = [at(20, 0), at(20, 25), at(21, 30), at(21, 50)];
        let length = play_length(&times).expect("entries");
        assert_eq!(length.seconds, 45 * 60);
        assert_eq!(length.pauses, 1);
    }

    #[test]
    fn exactly_thirty_minutes_is_still_play() {
        let length = play_length(&[at(20, 0), at(20, 30)]).expect("entries");
        assert_eq!((length.seconds, length.pauses), (30 * 60, 0));
        assert_eq!(play_length(&[]), None);
        assert_eq!(play_length(&[at(9, 0)]).map(|l| l.seconds), Some(0));
    }
}
