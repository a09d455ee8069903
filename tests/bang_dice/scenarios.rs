//! Whole games written in the notation (`tests/bang_dice/*.txt`, lines as
//! for `holster enter`), replayed to their end through a saved file, with
//! the expected ending, winners, lives and pile. A `# key: value` comment
//! line sets the game up or states what the end must be.

use holster::core::{Game, SetupInput};
use holster::games::bang_dice::{BangDice, winners};
use holster::session::{AnySession, Session};
use std::collections::BTreeMap;

/// A fixture: its header and its lines of play.
struct Fixture {
    header: BTreeMap<String, Vec<String>>,
    lines: Vec<String>,
}

fn load(name: &str) -> Fixture {
    let path = format!("{}/tests/bang_dice/{name}", env!("CARGO_MANIFEST_DIR"));
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
    fn one(&self, key: &str) -> &str {
        match self.header.get(key).map(Vec::as_slice) {
            Some([value]) => value,
            other => panic!("the fixture needs one `# {key}:` line, has {other:?}"),
        }
    }

    fn list(&self, key: &str) -> Vec<String> {
        self.one(key)
            .split(',')
            .map(|s| s.trim().to_string())
            .collect()
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
        for set in self.header.get("set").into_iter().flatten() {
            let (key, value) = set.split_once('=').expect("set: KEY=VALUE");
            input.options.insert(key.to_string(), value.to_string());
        }
        input
    }
}

#[track_caller]
fn replay(name: &str) {
    let fixture = load(name);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.toml");
    let setup = BangDice::setup(&fixture.setup_input()).expect("the fixture's setup is valid");
    let mut game = Session::<BangDice>::create(&path, setup).expect("created");
    for (i, line) in fixture.lines.iter().enumerate() {
        if let Err(e) = game.enter_line(line) {
            panic!("{name}: line {} {line:?} refused: {e:?}", i + 1);
        }
        let state = game.state();
        let total: u32 = u32::from(state.pile)
            + state
                .players
                .iter()
                .map(|p| u32::from(p.arrows))
                .sum::<u32>();
        assert_eq!(total, 9, "{name}: arrows after {line:?}");
    }
    let state = game.state();
    let json = game.state_json();
    assert_eq!(
        json["end"]["ending"],
        serde_json::json!(fixture.one("expect-ending")),
        "{name}: {}",
        json["end"]
    );
    let names: Vec<String> = winners(state)
        .expect("the winners can be named")
        .into_iter()
        .map(|s| state.players[s].name.clone())
        .collect();
    assert_eq!(names, fixture.list("expect-winners"), "{name}: winners");
    let lives: Vec<u8> = state.players.iter().map(|p| p.life).collect();
    assert_eq!(lives, fixture.numbers("expect-life"), "{name}: lives");
    assert_eq!(
        vec![state.pile],
        fixture.numbers("expect-pile"),
        "{name}: pile"
    );
    // Only the announcement of the end remains.
    let open: Vec<_> = game
        .reminders()
        .into_iter()
        .filter(|f| f.severity() != holster::core::Severity::Info)
        .map(|f| f.rule_id())
        .collect();
    assert!(open.is_empty(), "{name}: reminders left {open:?}");
    // The saved file replays to the same game.
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
fn a_three_player_game_ends_with_the_last_one_standing() {
    replay("three-players.txt");
}

#[test]
fn a_four_player_game_ends_when_the_sheriff_falls() {
    replay("four-players.txt");
}

#[test]
fn a_five_player_game_ends_when_the_law_is_proven_to_have_won() {
    replay("five-players.txt");
}

#[test]
fn an_eight_player_game_ends_with_the_outlaws_winning_against_a_renegade() {
    replay("eight-players.txt");
}

/// The fixtures can be piped through the command line as they are.
#[test]
fn fixtures_are_plain_enter_input() {
    for name in [
        "three-players.txt",
        "four-players.txt",
        "five-players.txt",
        "eight-players.txt",
    ] {
        let fixture = load(name);
        assert!(fixture.lines.len() > 20, "{name}");
        assert!(fixture.lines.iter().all(|l| !l.ends_with('!')), "{name}");
    }
}
