//! Whole solo games replayed from fixtures (`tests/suite/undead_solo/*.txt`):
//! each line entered as typed must be taken without an override, and the
//! game must end as the header says, with the score it says.
//!
//! Header lines: `# set: KEY=VALUE` (setup options), `# board: KEY=N`,
//! `# expect-end: won|overrun|dead`, `# expect-score: N`.

use super::helpers::*;
use crate::support::Fixture;
use holster::core::{Game, SetupInput};
use holster::games::undead_solo::{End, UndeadSolo};

/// Replays a fixture and checks its end and score.
#[track_caller]
fn replay(name: &str) {
    let fixture = Fixture::load(&format!("tests/suite/undead_solo/{name}"));
    let input = SetupInput {
        players: vec!["Ann".to_string()],
        ..fixture.setup_input()
    };
    let end = match fixture.one("expect-end") {
        "won" => Some(End::Won),
        "overrun" => Some(End::Overrun),
        _ => Some(End::Dead),
    };
    let score = fixture.one("expect-score").parse::<i64>().expect("score");
    let mut t = create::<UndeadSolo>(&input);
    let lines: Vec<&str> = fixture.lines.iter().map(String::as_str).collect();
    play(&mut t, &lines);
    let s = t.state();
    assert_eq!(s.end, end, "{name}: the end");
    let outcome = UndeadSolo::outcome(t.setup(), s).expect("over");
    assert_eq!(outcome.seats[0].score, Some(score), "{name}: the score");
    assert_eq!(outcome.winners.is_empty(), end != Some(End::Won));
    assert_eq!(s.score().total(), score);
}

#[test]
fn a_won_game_ends_with_dead_rangers_last_bullet() {
    replay("won.txt");
}

#[test]
fn a_lost_game_ends_with_the_town_overrun() {
    replay("overrun.txt");
}

#[test]
fn the_score_is_said_after_every_entry_and_at_the_end_as_final() {
    // "You may score your game using the following formula": the notation
    // page promises the score as it stands after every entry, so the
    // command line and its JSON say it too, and the final one at the end.
    let fixture = Fixture::load("tests/suite/undead_solo/won.txt");
    let input = SetupInput {
        players: vec!["Ann".to_string()],
        ..fixture.setup_input()
    };
    let mut t = create::<UndeadSolo>(&input);
    let mut scored = 0;
    for line in &fixture.lines {
        let said = ok(&mut t, line);
        let setting_up = matches!(
            t.state().base.phase,
            holster::games::undead::Phase::Buildings | holster::games::undead::Phase::SetupUndead
        );
        if !setting_up && !line.starts_with("building") && !line.starts_with("undead") {
            says(&said, "undead-solo.score.now");
            scored += 1;
        }
    }
    assert!(scored > 20, "{scored}");
    let end = t.reminders();
    says(&end, "undead-solo.score.now");
    let last = holster::i18n::tr(holster::i18n::Lang::En, &end[0].message());
    assert!(last.starts_with("Final score: 9"), "{last}");
}
