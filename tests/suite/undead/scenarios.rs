//! Whole games written in the notation (`tests/suite/undead/*.txt`), replayed to
//! their end through the session, with the expected Notoriety and winners.
//! A `# key: value` comment sets the game up or states the end.

use super::helpers::*;
use crate::support::Fixture;
use holster::games::undead::{Phase, ending::scores};

fn replay(name: &str) {
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
