//! The summary's facts, read from finished games held in memory.

use super::Summary;
use crate::core::{Game, SetupInput};
use crate::games::bang_dice::BangDice;
use crate::session::{AnySession, Session};
use chrono::{DateTime, TimeDelta, Utc};

/// A three-player BANG! game (Ann the Outlaw, Bob the Deputy, Cid the
/// Renegade) played to its end from the fixture, the entries `gap` apart.
fn finished_bang() -> Session<BangDice> {
    let fixture = include_str!("../../../tests/suite/bang_dice/three-players.txt");
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    for line in fixture.lines() {
        if let Some(set) = line.strip_prefix("# set: ")
            && let Some((key, value)) = set.split_once('=')
        {
            input.options.insert(key.to_string(), value.to_string());
        }
    }
    let setup = BangDice::setup(&input).expect("the fixture's table");
    let mut session = Session::<BangDice>::in_memory(setup, DateTime::UNIX_EPOCH);
    for line in fixture.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        session
            .enter_line(line)
            .expect("the fixture's entries are legal");
    }
    session
}

#[test]
fn a_finished_game_names_its_winner_and_every_seat() {
    let session = finished_bang();
    let summary = Summary::of(&session, Utc::now()).expect("the game is over");
    assert_eq!(summary.winners, vec![1]);
    assert_eq!(summary.winner_names(), vec!["Bob".to_string()]);
    assert_eq!(summary.headline().key, "summary-won");
    let names: Vec<&str> = summary.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob", "Cid"]);
    // The fixture ends with life 0, 3, 0 and eight arrows in the pile.
    let life = summary
        .columns
        .iter()
        .position(|c| c.name == "life")
        .expect("a life column");
    let lives: Vec<Option<i64>> = summary.seats.iter().map(|s| s.numbers[life]).collect();
    assert_eq!(lives, [Some(0), Some(3), Some(0)]);
    assert_eq!(summary.table.len(), 1);
    assert_eq!(summary.table[0].value, 8);
    // Twelve turns: Ann three, Bob five, Cid four.
    assert_eq!(summary.turns, 12);
    // BANG! keeps no score; every seat played a role and a character.
    assert!(!summary.has_scores());
    assert!(summary.seats.iter().all(|s| s.sides.len() == 2));
}

#[test]
fn a_game_still_going_has_no_summary() {
    let mut session = finished_bang();
    session.undo().expect("an entry to undo");
    assert!(session.outcome().is_none(), "the undo reopened the game");
    assert!(Summary::of(&session, Utc::now()).is_none());
}

#[test]
fn the_length_leaves_a_long_pause_out_and_says_so() {
    let session = finished_bang();
    let mut summary = Summary::of(&session, Utc::now()).expect("over");
    // The in-memory game's entries were made within the test's run.
    assert_eq!(summary.length.map(|l| l.pauses), Some(0));
    summary.length = crate::stats::play_length(&[
        DateTime::UNIX_EPOCH,
        DateTime::UNIX_EPOCH + TimeDelta::minutes(25),
        DateTime::UNIX_EPOCH + TimeDelta::hours(3),
    ]);
    let said = summary.length_msg().expect("a length");
    assert_eq!(said.key, "stats-length-pauses");
    assert_eq!(
        crate::i18n::tr(crate::i18n::Lang::En, &said),
        "25 min (1 pause over 30 minutes left out)"
    );
}

/// A whole game from a fixture file (`# players:`, `# set:` and
/// `# board:` lines, then the entries), played in memory.
fn played<G: Game>(fixture: &str) -> Session<G> {
    // A solo fixture names nobody: Ann plays it.
    let mut input = SetupInput {
        players: vec!["Ann".to_string()],
        ..SetupInput::default()
    };
    for line in fixture.lines() {
        if let Some(names) = line.strip_prefix("# players: ") {
            input.players = names.split(',').map(|n| n.trim().to_string()).collect();
        } else if let Some((key, value)) = line
            .strip_prefix("# set: ")
            .and_then(|set| set.split_once('='))
        {
            input.options.insert(key.to_string(), value.to_string());
        } else if let Some((key, value)) = line
            .strip_prefix("# board: ")
            .and_then(|set| set.split_once('='))
        {
            let value = value.trim().parse().expect("a board value is a number");
            input.board.insert(key.to_string(), value);
        }
    }
    let setup = G::setup(&input).expect("the fixture's table");
    let mut session = Session::<G>::in_memory(setup, DateTime::UNIX_EPOCH);
    for line in fixture.lines().map(str::trim) {
        if !line.is_empty() && !line.starts_with('#') {
            session
                .enter_line(line)
                .expect("the fixture's entries are legal");
        }
    }
    session
}

#[test]
fn a_game_of_days_says_its_days_and_rounds_and_every_score() {
    use crate::games::undead::Undead;
    let fixture = include_str!("../../../tests/suite/undead/five-players.txt");
    let session = played::<Undead>(fixture);
    let summary = Summary::of(&session, Utc::now()).expect("over");
    // Two days of three rounds (the second ends with High Noon).
    assert_eq!((summary.days, summary.rounds), (Some(2), Some(6)));
    assert_eq!(summary.turns_msg().key, "summary-days-rounds");
    // The fixture's own ending: its winners and its final Notoriety, as scored.
    let expected = |key: &str| {
        fixture
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .map(|v| {
                v.split(',')
                    .map(|w| w.trim().to_string())
                    .collect::<Vec<_>>()
            })
            .expect("the fixture says")
    };
    assert_eq!(summary.winner_names(), expected("# expect-winners: "));
    let scores: Vec<String> = summary
        .seats
        .iter()
        .map(|s| s.score.map(|v| v.to_string()).unwrap_or_default())
        .collect();
    assert_eq!(scores, expected("# expect-notoriety: "));
    assert!(summary.has_scores());
}

#[test]
fn a_solo_game_lost_says_how_and_counts_rounds_not_turns() {
    use crate::games::undead_solo::UndeadSolo;
    let session =
        played::<UndeadSolo>(include_str!("../../../tests/suite/undead_solo/overrun.txt"));
    let summary = Summary::of(&session, Utc::now()).expect("over");
    assert!(summary.winners.is_empty(), "the town was overrun");
    let said = crate::i18n::tr(crate::i18n::Lang::En, &summary.headline());
    assert_eq!(said, "nobody: the town was overrun.");
    // Lost on the second day: its first round, after the first day's three.
    assert_eq!((summary.days, summary.rounds), (Some(2), Some(4)));
    assert_eq!(
        crate::i18n::tr(crate::i18n::Lang::En, &summary.turns_msg()),
        "2 days, 4 rounds"
    );
    // The fixture's final score.
    assert_eq!(summary.seats[0].score, Some(10));
}

#[test]
fn a_gunfights_game_decided_by_the_showdown_says_so() {
    // "There ain't no ties in the old west! If the game ends in a tied
    // score, all players will immediately go into a showdown!": every seat
    // has the same score, and the summary says the showdown decided it.
    use crate::games::gunfights::Gunfights;
    let session = played::<Gunfights>(include_str!(
        "../../../tests/suite/gunfights/tiebreaker.txt"
    ));
    let summary = Summary::of(&session, Utc::now()).expect("over");
    let first = summary.seats[0].score;
    assert!(first.is_some() && summary.seats.iter().all(|s| s.score == first));
    let said = crate::i18n::tr(crate::i18n::Lang::En, &summary.headline());
    assert!(said.contains("showdown"), "{said}");
    let said = crate::i18n::tr(crate::i18n::Lang::Nl, &summary.headline());
    assert!(said.contains("showdown"), "{said}");
}

#[test]
fn an_undead_game_shows_where_each_score_comes_from_not_the_bookkeeping() {
    // "At the end of the game, the player with the most Notoriety wins":
    // Notoriety from tokens, Undead killed and buildings controlled. The
    // Outlaws at home and the supply are no part of the score.
    use crate::games::undead::Undead;
    let fixture = include_str!("../../../tests/suite/undead/three-players.txt");
    let session = played::<Undead>(fixture);
    let summary = Summary::of(&session, Utc::now()).expect("over");
    let names: Vec<&str> = summary.columns.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["tokens", "killed", "buildings", "coins"]);
    assert!(summary.table.is_empty(), "{:?}", summary.table);
    for seat in &summary.seats {
        let parts: i64 = seat.numbers[..3].iter().map(|n| n.unwrap_or(0)).sum();
        assert_eq!(Some(parts), seat.score, "{}", seat.name);
    }
}

#[test]
fn a_solo_game_over_says_its_final_score_and_nothing_stale() {
    // "You may score your game using the following formula": at the end
    // the score is final, and what Dead Ranger did last is history.
    use crate::games::undead_solo::UndeadSolo;
    let session = played::<UndeadSolo>(include_str!("../../../tests/suite/undead_solo/won.txt"));
    let summary = Summary::of(&session, Utc::now()).expect("over");
    let said: Vec<String> = summary
        .progress
        .iter()
        .map(|m| crate::i18n::tr(crate::i18n::Lang::En, m))
        .collect();
    assert!(
        said.iter()
            .all(|s| !s.contains("as it stands") && !s.contains("rolled")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|s| s.contains("Final score: 9")),
        "{said:?}"
    );
}
