//! The game as a chart (`AnySession::chart`) over a fixture game of each
//! game: one point per turn or round, the numbers at its end, the start
//! first, undone entries not drawn.

use holster::core::{Chart, Game, StepKind};
use holster::games::bang_dice::BangDice;
use holster::games::gunfighters::Gunfighters;
use holster::games::gunfights::Gunfights;
use holster::games::tally::Tally;
use holster::games::undead::Undead;
use holster::i18n::{self, Lang};
use holster::session::{AnySession, Session};

use crate::support::Fixture;
use crate::support::gunfights as gunfights_board;

/// A fixture (`# players:`, `# set: K=V`, `# board: K=V` set it up), its
/// lines entered one by one into a game held in memory.
fn replay<G: Game>(path: &str, board: &[(&str, i64)]) -> Session<G> {
    play(&Fixture::load(path), board)
}

/// A fixture's lines entered into a new game held in memory, with these
/// board values besides its own.
fn play<G: Game>(fixture: &Fixture, board: &[(&str, i64)]) -> Session<G> {
    let mut input = fixture.setup_input();
    for (key, value) in board {
        input.board.insert((*key).to_string(), *value);
    }
    let setup = G::setup(&input).expect("the fixture's setup is valid");
    let mut game = Session::<G>::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
    for line in &fixture.lines {
        if let Err(e) = game.enter_line(line) {
            panic!("{}: {line:?} refused: {e:?}", fixture.name);
        }
    }
    game
}

/// Series `series`, every line along the points.
fn lines(chart: &Chart, series: usize) -> Vec<Vec<Option<i64>>> {
    (0..chart.series[series].lines.len())
        .map(|l| chart.line(series, l))
        .collect()
}

fn steps(chart: &Chart) -> Vec<u32> {
    chart.points.iter().map(|p| p.step).collect()
}

fn some(values: &[i64]) -> Vec<Option<i64>> {
    values.iter().copied().map(Some).collect()
}

/// Each point's numbers of one series, across the lines.
fn at(chart: &Chart, series: usize, point: usize) -> Vec<Option<i64>> {
    chart.points[point].values[series].clone()
}

#[test]
fn bang_dice_draws_every_players_lives_at_the_end_of_each_turn() {
    let game = replay::<BangDice>("tests/suite/bang_dice/four-players.txt", &[]);
    let chart = game.chart();
    assert_eq!(chart.step, Some(StepKind::Turn));
    assert_eq!(chart.series.len(), 1);
    let names: Vec<String> = chart.series[0]
        .lines
        .iter()
        .map(|l| i18n::tr(Lang::En, &l.label))
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cid", "Dan"]);
    // The start: Willy the Kid 8 + 2 as the Sheriff, El Gringo 7, Bart
    // Cassidy 8, Suzy Lafayette 8 (their cards' values).
    assert_eq!(at(&chart, 0, 0), some(&[10, 7, 8, 8]));
    // Turn 1: Ann shoots Bob and Cid, Bart takes an arrow instead, the
    // gatling takes one from each other player and Bart a life: Bob 5
    // (and El Gringo gives Ann an arrow), Cid 7, Dan 7.
    assert_eq!(at(&chart, 0, 1), some(&[10, 5, 7, 7]));
    // The end is what the fixture says it is.
    assert_eq!(
        chart.points.last().map(|p| p.values[0].clone()),
        Some(some(&[0, 0, 3, 4]))
    );
    // One point per turn, numbered as the game counts them, from the start.
    let s = steps(&chart);
    assert_eq!(s[0], 0);
    assert!(s.windows(2).all(|w| w[1] == w[0] + 1), "{s:?}");
    assert_eq!(chart.points.len(), lines(&chart, 0)[0].len());
}

#[test]
fn undone_entries_are_not_drawn() {
    let lines_typed = "# players: Ann,Bob\nroll ann 7\nroll bob 12\nroll ann 20\n";
    let mut game = play::<Tally>(&Fixture::parse("tally", lines_typed), &[]);
    let full = game.chart();
    // The start, the three rolls' turns and the fourth turn, being played;
    // a natural 20 scores one more.
    assert_eq!(
        lines(&full, 0),
        vec![some(&[0, 7, 7, 28, 28]), some(&[0, 0, 12, 12, 12])]
    );
    assert_eq!(steps(&full), vec![0, 1, 2, 3, 4]);
    game.undo().expect("one to undo");
    let undone = game.chart();
    assert_eq!(
        lines(&undone, 0),
        vec![some(&[0, 7, 7, 7]), some(&[0, 0, 12, 12])]
    );
    assert_eq!(steps(&undone), vec![0, 1, 2, 3]);
    game.redo().expect("one to redo");
    assert_eq!(game.chart(), full);
}

/// A `# key: a,b,c` line of a fixture, as numbers.
fn expected(path: &str, key: &str) -> Vec<i64> {
    Fixture::load(path).numbers(key)
}

fn names(chart: &Chart, series: usize, lang: Lang) -> Vec<String> {
    chart.series[series]
        .lines
        .iter()
        .map(|l| i18n::tr(lang, &l.label))
        .collect()
}

#[test]
fn bang_dice_counts_the_end_of_a_turn_for_that_turn() {
    let path = "tests/suite/bang_dice/four-players.txt";
    let chart = replay::<BangDice>(path, &[]).chart();
    // Turn 4: Dan (Suzy Lafayette) drinks a beer (6 to 7) and, having no 1
    // or 2, gains two lives at the end of which one fits (8, his most).
    assert_eq!(at(&chart, 0, 4), some(&[7, 5, 6, 8]));
    let three = "tests/suite/bang_dice/three-players.txt";
    let chart = replay::<BangDice>(three, &[]).chart();
    assert_eq!(steps(&chart), (0..=12).collect::<Vec<u32>>());
    assert_eq!(at(&chart, 0, 12), some(&expected(three, "expect-life")));
}

#[test]
fn gunfights_draws_health_after_each_raid_and_both_teams_scores_per_round() {
    let board = gunfights_board::board();
    let board: Vec<(&str, i64)> = board.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let path = "tests/suite/gunfights/round-one.txt";
    let chart = replay::<Gunfights>(path, &board).chart();
    assert_eq!(chart.step, Some(StepKind::Round));
    assert_eq!(
        names(&chart, 0, Lang::En),
        [
            "Mayor (Ann)",
            "Sheriff (Bob)",
            "Deputy (Cid)",
            "Scout (Dan)",
            "Thief (Eve)",
            "Head Honcho (Fay)"
        ]
    );
    assert_eq!(
        names(&chart, 1, Lang::En),
        ["The Renegades", "The Pioneers"]
    );
    assert_eq!(names(&chart, 1, Lang::Nl), ["De Renegades", "De Pioneers"]);
    // The start, round 1 as its Raid left it, and round 2 being played.
    assert_eq!(steps(&chart), vec![0, 1, 2]);
    assert_eq!(at(&chart, 0, 0), some(&[4; 6]));
    // The Gunfight Example: the Mayor, the Sheriff and the Thief fall.
    assert_eq!(at(&chart, 0, 1), some(&[0, 0, 3, 3, 0, 2]));
    assert_eq!(at(&chart, 0, 2), some(&[4; 6]), "a new round heals");
    // The chamber's 2 and two buildings burned (2 for each of 4 standing).
    assert_eq!(at(&chart, 1, 0), some(&[0, 12]));
    assert_eq!(at(&chart, 1, 1), some(&[2, 8]));

    // A whole game: the Renegades' line climbs by each round's bullet.
    let path = "tests/suite/gunfights/tiebreaker.txt";
    let chart = replay::<Gunfights>(path, &board).chart();
    let mut sum = 0;
    let mut climbed = vec![Some(0)];
    for bullet in expected(path, "expect-chamber") {
        sum += bullet;
        climbed.push(Some(sum));
    }
    assert_eq!(chart.line(1, 0), climbed);
    // Four buildings burned: the Pioneers end at 2 × 2.
    assert_eq!(chart.line(1, 1).last(), Some(&Some(4)));
}

#[test]
fn undead_draws_each_persons_notoriety_as_scored_over_the_rounds() {
    let path = "tests/suite/undead/five-players.txt";
    let chart = replay::<Undead>(path, &[]).chart();
    assert_eq!(chart.step, Some(StepKind::RoundOfDays(3)));
    assert_eq!(
        names(&chart, 0, Lang::En),
        ["Ann", "Bob", "Cid", "Dan", "Eve"]
    );
    // Two days of three rounds.
    assert_eq!(steps(&chart), (0..=6).collect::<Vec<u32>>());
    assert_eq!(at(&chart, 0, 0), some(&[0; 5]));
    assert_eq!(at(&chart, 0, 6), some(&expected(path, "expect-notoriety")));
    // The 2-player variant: two bands each, one purse, so one line each.
    let path = "tests/suite/undead/two-player-variant.txt";
    let chart = replay::<Undead>(path, &[]).chart();
    assert_eq!(names(&chart, 0, Lang::En), ["Ann", "Bob"]);
    assert_eq!(
        chart.points.last().map(|p| p.values[0].clone()),
        Some(some(&expected(path, "expect-notoriety")))
    );
    assert_eq!(
        chart.series[0].lines[1].colour, 1,
        "Bob's first band sits second"
    );
}

#[test]
fn make_you_gunfighters_draws_the_cards_in_hand_per_turn() {
    let path = "tests/suite/gunfighters/basic-game.txt";
    let chart = replay::<Gunfighters>(path, &[]).chart();
    assert_eq!(chart.step, Some(StepKind::Turn));
    assert_eq!(names(&chart, 0, Lang::Nl), ["Ann", "Bob", "Cid"]);
    // Five cards each to begin with; each turn is one action, so each
    // entry is a turn's point, eleven turns to the end.
    assert_eq!(at(&chart, 0, 0), some(&[5, 5, 5]));
    assert_eq!(steps(&chart), (0..=11).collect::<Vec<u32>>());
    // Turn 1: Ann moves away from the Cliff, her cards still in hand;
    // turn 2: Bob reveals a Stable where Ann held two; turn 3: Cid's
    // Story card costs Bob a Saloon.
    assert_eq!(at(&chart, 0, 1), some(&[5, 5, 5]));
    assert_eq!(at(&chart, 0, 2), some(&[3, 5, 5]));
    assert_eq!(at(&chart, 0, 3), some(&[3, 4, 5]));
    assert_eq!(
        chart.points.last().map(|p| p.values[0].clone()),
        Some(some(&expected(path, "expect-hands")))
    );
}

#[test]
fn the_solo_game_draws_the_score_and_dead_rangers_bullets_over_the_rounds() {
    use holster::games::undead_solo::UndeadSolo;
    let path = "tests/suite/undead_solo/won.txt";
    let source = Fixture::load(path).text;
    let solo = Fixture::parse(path, &format!("# players: Ann\n{source}"));
    let chart = play::<UndeadSolo>(&solo, &[]).chart();
    assert_eq!(chart.step, Some(StepKind::RoundOfDays(3)));
    assert_eq!(names(&chart, 0, Lang::En), ["Ann"]);
    assert_eq!(names(&chart, 1, Lang::En), ["Dead Ranger"]);
    // Won on the third day: Dead Ranger's six Bullets went one by one, to
    // none, and the score ends as the fixture says.
    let bullets: Vec<i64> = lines(&chart, 1)[0].iter().flatten().copied().collect();
    assert_eq!(bullets.first(), Some(&6));
    assert_eq!(bullets.last(), Some(&0));
    assert!(
        bullets.windows(2).all(|w| w[1] <= w[0]),
        "never more: {bullets:?}"
    );
    let score = lines(&chart, 0)[0].last().copied().flatten();
    assert_eq!(score, Some(expected(path, "expect-score")[0]));
    assert_eq!(steps(&chart).last(), Some(&9), "three days of three rounds");
}

#[test]
fn make_you_gunfighters_ends_its_chart_with_the_last_turn_played() {
    // "Once one player finishes an action, their turn is over.": the
    // fixture's game is won with the eleventh turn's shot, so the chart
    // ends at turn 11, and says so.
    let chart = replay::<Gunfighters>("tests/suite/gunfighters/basic-game.txt", &[]).chart();
    let last = chart.points.last().map(|p| p.step);
    assert_eq!(last, Some(11));
    let now = StepKind::Turn.now(11);
    assert_eq!(i18n::tr(Lang::Nl, &now), "Nu: beurt 11");
}
