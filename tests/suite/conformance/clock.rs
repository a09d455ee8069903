//! The turn clock, for every registered game alike: offered without the
//! game knowing, saved beside its setup, and its time-up reminder said in
//! both languages.

use crate::support::conformance::Conformance;
use holster::core::{ClockSetting, Severity};
use holster::i18n::{self, Lang};
use holster::session::{LineOutcome, Session};

/// Created with a clock, started, played, paused, closed and reopened:
/// the same clock at the same instant. What running out means to the game
/// is a reminder with a message in both languages (or nothing at all).
pub fn the_turn_clock_runs_for_it<G: Conformance>() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(format!("{}.toml", G::ID));
    let clock = ClockSetting::Countdown { seconds: 10 };
    let mut game = holster::games::create_with_clock(G::ID, &path, &G::sample(), Some(clock))
        .unwrap_or_else(|e| panic!("{}: a clock is refused: {e:?}", G::ID));
    let lines = G::sample_lines();
    for line in ["resume"]
        .into_iter()
        .chain(lines.iter().map(String::as_str))
        .chain(["pause"])
    {
        match game.enter_line(line) {
            Ok(LineOutcome::Entered(_)) => {}
            other => panic!("{}: {line:?}: {other:?}", G::ID),
        }
    }
    let later = chrono::Utc::now() + chrono::TimeDelta::hours(1);
    let before = game.clock_at(later);
    assert!(!before.running(), "{}: paused", G::ID);
    assert_eq!(before.players.len(), game.players().len(), "{}", G::ID);
    drop(game);
    let (opened, _) = holster::games::open(&path)
        .unwrap_or_else(|e| panic!("{}: its clocked file does not open: {e:?}", G::ID));
    assert_eq!(opened.clock_at(later), before, "{}: reopened", G::ID);

    let session = Session::<G>::in_memory(G::setup(&G::sample()).expect("the sample"), later);
    for seat in 0..G::players(session.setup()).len() {
        let Some(finding) = G::time_up(session.setup(), session.state(), seat) else {
            continue;
        };
        assert_eq!(finding.severity(), Severity::Reminder, "{}", G::ID);
        for lang in Lang::ALL {
            let said = i18n::tr(lang, &finding.message());
            assert!(
                !said.is_empty() && !said.contains("rule-"),
                "{}: time up in {lang}: {said:?}",
                G::ID
            );
        }
    }
}
