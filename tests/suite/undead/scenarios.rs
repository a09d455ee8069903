//! Whole games written in the notation (`tests/suite/undead/*.txt`), replayed to
//! their end through the session, with the expected Notoriety and winners.
//! A `# key: value` comment sets the game up or states the end.

use super::helpers::*;
use crate::support::Fixture;
use holster::games::undead::{Phase, ending::scores};

fn replay(name: &str) -> Table {
    let fixture = Fixture::load(&format!("tests/suite/undead/{name}"));
    let one = |k: &str| fixture.one(k).to_string();
    let input = fixture.setup_input();
    let lines = &fixture.lines;
    let mut t = create(&input);
    for line in lines {
        ok(&mut t, line);
    }
    let s = t.state();
    assert_eq!(s.phase, Phase::Over, "{name}: the game ends");
    let expected: Vec<u32> = one("expect-notoriety")
        .split(',')
        .map(|n| n.trim().parse().expect("a number"))
        .collect();
    assert_eq!(scores(s), expected, "{name}: Notoriety");
    let winners: Vec<String> = s.winners.iter().map(|p| s.people[*p].clone()).collect();
    assert_eq!(winners.join(","), one("expect-winners"), "{name}: winners");
    // Nothing was lost or made: the supply and the stashes hold the box.
    let coins: u32 = s.purses.iter().map(|p| p.coins).sum::<u32>()
        + s.supply_coins
        + s.buildings
            .iter()
            .filter(|b| b.bonus == Some(holster::games::undead::Resource::Coin))
            .count() as u32;
    assert_eq!(coins, 48, "{name}: Coins conserved");

    // The same end through the seam statistics read: the winners' bands,
    // each band scored with its person's Notoriety, and the d8s thrown.
    let outcome = holster::session::AnySession::outcome(&t).expect("an outcome");
    let by_seam: Vec<String> = outcome
        .winners
        .iter()
        .map(|seat| outcome.seats[*seat].person.clone())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let mut expected_winners: Vec<String> =
        one("expect-winners").split(',').map(String::from).collect();
    expected_winners.sort();
    assert_eq!(
        by_seam, expected_winners,
        "{name}: winners through the seam"
    );
    for (seat, result) in outcome.seats.iter().enumerate() {
        let person = s.bands[seat].person;
        assert_eq!(
            result.score,
            Some(i64::from(expected[person])),
            "{name}: seat {seat}"
        );
    }
    let dice = holster::session::AnySession::dice(&t);
    assert!(!dice.is_empty(), "{name}: the shots are dice");
    assert!(
        dice.iter()
            .all(|d| d.kind == holster::core::DieKind::D8 && (1..=8).contains(&d.face))
    );
    t
}

#[test]
fn the_final_count_is_said_for_every_person_with_where_it_comes_from() {
    // "Notoriety is collected in three ways: Notoriety tokens, through the
    // killing of Undead, and the control of buildings." The table checks
    // the count: each person's is said, by its parts, at the end and after.
    for name in ["three-players.txt", "two-player-variant.txt"] {
        let t = replay(name);
        let s = t.state();
        let said: Vec<holster::core::Finding> = t
            .reminders()
            .into_iter()
            .filter(|f| f.rule_id() == "undead.scoring.final")
            .collect();
        assert_eq!(said.len(), s.purses.len(), "{name}: one count per person");
        let last = t.checks().last().expect("the last entry was checked");
        assert_eq!(
            ids(&last.findings)
                .iter()
                .filter(|id| **id == "undead.scoring.final")
                .count(),
            s.purses.len(),
            "{name}: said when the game ends"
        );
        for (person, count) in said.iter().enumerate() {
            let number = |key: &str| -> i64 {
                arg(count, key)
                    .trim_start_matches("Number(")
                    .trim_end_matches(')')
                    .parse()
                    .unwrap_or(-1)
            };
            assert_eq!(
                number("tokens") + number("killed") + number("buildings"),
                number("total")
            );
            assert_eq!(number("total"), i64::from(scores(s)[person]), "{name}");
            assert_eq!(number("tokens"), i64::from(s.purses[person].notoriety));
        }
    }
}

#[test]
fn three_players_play_one_day_and_high_noon() {
    replay("three-players.txt");
}

#[test]
fn five_players_play_two_days() {
    replay("five-players.txt");
}

#[test]
fn the_two_player_variant_combines_both_bands() {
    replay("two-player-variant.txt");
}
