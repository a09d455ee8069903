//! The rulebook's worked examples as fixtures (`tests/suite/gunfights/*.txt`,
//! lines as for `holster enter`), replayed through a saved file with what
//! the text says must come of them. A `# key: value` comment sets the game
//! up or states the outcome.

use super::helpers::BOARD;
use crate::support::Fixture;
use holster::core::{Game, SetupInput};
use holster::games::gunfights::{Building, GunState, Gunfights, Phase, Site, Team};
use holster::session::{AnySession, Session};

/// A fixture of this folder.
fn load(name: &str) -> Fixture {
    Fixture::load(&format!("tests/suite/gunfights/{name}"))
}

/// The fixture's players with the test board values.
fn input(fixture: &Fixture) -> SetupInput {
    SetupInput {
        board: BOARD.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
        ..fixture.setup_input()
    }
}

#[track_caller]
fn replay(name: &str) -> GunState {
    let fixture = load(name);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.toml");
    let setup = Gunfights::setup(&input(&fixture)).expect("the fixture's setup is valid");
    let json = {
        let mut game = Session::<Gunfights>::create(&path, setup).expect("created");
        for (i, line) in fixture.lines.iter().enumerate() {
            if let Err(e) = game.enter_line(line) {
                panic!("{name}: line {} {line:?} refused: {e:?}", i + 1);
            }
        }
        game.state_json()
    };
    let (game, _) = Session::<Gunfights>::open(&path).expect("the saved game opens");
    assert_eq!(game.state_json(), json, "{name}: save∘load");
    assert!(
        game.history()
            .iter()
            .all(|h| h.applied && h.overrides.is_empty())
    );
    let state = game.state().clone();
    let chamber: Vec<String> = state.chamber.iter().map(u8::to_string).collect();
    assert_eq!(chamber, fixture.list("expect-chamber"), "{name}: chamber");
    let burned: Vec<String> = Building::ALL
        .iter()
        .filter(|b| state.site(**b) == Site::Burned)
        .map(|b| b.slug().to_string())
        .collect();
    assert_eq!(burned, fixture.list("expect-burned"), "{name}: burned");
    assert_eq!(
        vec![state.round.to_string()],
        fixture.list("expect-round"),
        "{name}: round"
    );
    state
}

#[test]
fn the_first_round_examples_raid_gunfight_and_end_of_round() {
    let state = replay("round-one.txt");
    assert_eq!(state.phase, Phase::Turns);
    assert!(state.seats.iter().all(|s| s.health == 4));
    let thief = &state.seats[4];
    assert_eq!(thief.pocket, Some(holster::games::gunfights::Item::Tobacco));
    assert_eq!((thief.snake_oil, thief.items.len()), (None, 0));
}

#[test]
fn the_tiebreaker_example_after_a_tied_game() {
    let state = replay("tiebreaker.txt");
    assert_eq!(load("tiebreaker.txt").list("expect-winner"), ["pioneers"]);
    assert_eq!(state.phase, Phase::Over);
    assert_eq!(state.showdown_winner, Some(Team::Pioneers));
}

/// The fixtures can be piped through the command line as they are.
#[test]
fn fixtures_are_plain_enter_input() {
    for name in ["round-one.txt", "tiebreaker.txt"] {
        let fixture = load(name);
        assert!(fixture.lines.len() > 20, "{name}");
        assert!(fixture.lines.iter().all(|l| !l.ends_with('!')), "{name}");
    }
}
