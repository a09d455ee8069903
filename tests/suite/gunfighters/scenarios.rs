//! Whole games written in the notation (`tests/suite/gunfighters/*.txt`, lines as
//! for `holster enter`), replayed to their end through a saved file, with
//! the expected winners, hands, coins and piles. A `# key: value` comment
//! line sets the game up or states what the end must be.

use crate::support::Fixture;
use holster::core::Game;
use holster::games::gunfighters::{End, Gunfighters};
use holster::session::{AnySession, Session};

/// A fixture of this folder.
fn load(name: &str) -> Fixture {
    Fixture::load(&format!("tests/suite/gunfighters/{name}"))
}

#[track_caller]
fn replay(name: &str) {
    let fixture = load(name);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.toml");
    let setup = Gunfighters::setup(&fixture.setup_input()).expect("the fixture's setup is valid");
    let mut game = Session::<Gunfighters>::create(&path, setup).expect("created");
    for (i, line) in fixture.lines.iter().enumerate() {
        if let Err(e) = game.enter_line(line) {
            panic!("{name}: line {} {line:?} refused: {e:?}", i + 1);
        }
        assert_eq!(
            game.state().gunfire_total(),
            42,
            "{name}: cards after {line:?}"
        );
        assert_eq!(
            game.state().coin_total(),
            16,
            "{name}: coins after {line:?}"
        );
    }
    let state = game.state();
    let End::Won(winners) = &state.end else {
        panic!("{name}: the game should be won: {:?}", state.end);
    };
    let names: Vec<String> = winners.iter().map(|s| state.name(*s)).collect();
    assert_eq!(names, fixture.list("expect-winners"), "{name}: winners");
    let hands: Vec<u8> = state.players.iter().map(|p| p.hand).collect();
    assert_eq!(
        hands,
        fixture.numbers::<u8>("expect-hands"),
        "{name}: hands"
    );
    let coins: Vec<u8> = state.players.iter().map(|p| p.coins).collect();
    assert_eq!(
        coins,
        fixture.numbers::<u8>("expect-coins"),
        "{name}: coins"
    );
    assert_eq!(
        vec![state.bank],
        fixture.numbers::<u8>("expect-bank"),
        "{name}: bank"
    );
    if !fixture.all("expect-pile").is_empty() {
        assert_eq!(
            vec![state.draw_pile],
            fixture.numbers::<u8>("expect-pile"),
            "{name}: pile"
        );
    }
    assert!(game.reminders().is_empty(), "{name}: reminders left");
    let json = game.state_json();
    let read = holster::games::read(&path).expect("the saved game loads");
    assert_eq!(read.state_json(), json, "{name}: save∘load");
    assert_eq!(read.history().len(), fixture.lines.len());
    assert!(
        read.history()
            .iter()
            .all(|h| h.applied && h.overrides.is_empty())
    );
}

#[test]
fn a_three_player_game_without_extra_rules_ends_with_the_last_one_standing() {
    replay("basic-game.txt");
}

#[test]
fn a_four_player_game_with_the_extra_rules_is_won_by_three_places() {
    replay("extra-rules.txt");
}
