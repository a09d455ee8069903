//! Whole games written in the notation (`tests/gunfighters/*.txt`, lines as
//! for `holster enter`), replayed to their end through a saved file, with
//! the expected winners, hands, coins and piles. A `# key: value` comment
//! line sets the game up or states what the end must be.

use holster::core::{Game, SetupInput};
use holster::games::gunfighters::{End, Gunfighters};
use holster::session::{AnySession, Session};
use std::collections::BTreeMap;

struct Fixture {
    header: BTreeMap<String, Vec<String>>,
    lines: Vec<String>,
}

fn load(name: &str) -> Fixture {
    let path = format!("{}/tests/gunfighters/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the fixture is readable");
    let mut header: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut lines = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(comment) = line.strip_prefix('#') {
            if let Some((key, value)) = comment.split_once(':') {
                let key = key.trim();
                if !key.contains(' ') {
                    header
                        .entry(key.to_string())
                        .or_default()
                        .push(value.trim().to_string());
                }
            }
        } else if !line.is_empty() {
            lines.push(line.to_string());
        }
    }
    Fixture { header, lines }
}

impl Fixture {
    fn list(&self, key: &str) -> Vec<String> {
        match self.header.get(key).map(Vec::as_slice) {
            Some([value]) => value.split(',').map(|s| s.trim().to_string()).collect(),
            other => panic!("the fixture needs one `# {key}:` line, has {other:?}"),
        }
    }

    fn numbers(&self, key: &str) -> Vec<u8> {
        self.list(key)
            .iter()
            .map(|s| s.parse().expect("a number"))
            .collect()
    }

    fn setup_input(&self) -> SetupInput {
        let mut input = SetupInput {
            players: self.list("players"),
            ..SetupInput::default()
        };
        for (key, target) in [("set", &mut input.options)] {
            for set in self.header.get(key).into_iter().flatten() {
                let (k, v) = set.split_once('=').expect("set: KEY=VALUE");
                target.insert(k.to_string(), v.to_string());
            }
        }
        for set in self.header.get("board").into_iter().flatten() {
            let (k, v) = set.split_once('=').expect("board: KEY=VALUE");
            input
                .board
                .insert(k.to_string(), v.parse().expect("a number"));
        }
        input
    }
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
    assert_eq!(hands, fixture.numbers("expect-hands"), "{name}: hands");
    let coins: Vec<u8> = state.players.iter().map(|p| p.coins).collect();
    assert_eq!(coins, fixture.numbers("expect-coins"), "{name}: coins");
    assert_eq!(
        vec![state.bank],
        fixture.numbers("expect-bank"),
        "{name}: bank"
    );
    if fixture.header.contains_key("expect-pile") {
        assert_eq!(
            vec![state.draw_pile],
            fixture.numbers("expect-pile"),
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
