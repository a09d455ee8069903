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
