//! Setting up: lives, roles, the pile, who starts, and every way a setup can be wrong.

use super::helpers::*;
use holster::core::{Game, SetupInput};
use holster::games::bang_dice::{BangDice, Role};

#[test]
fn the_sheriff_is_known_starts_and_has_two_more_lives() {
    let t = five();
    let s = t.state();
    assert_eq!(lives(&t), vec![10, 9, 7, 8, 8]);
    assert_eq!(s.players[0].max_life, 10);
    assert_eq!(s.players[0].role, Some(Role::Sheriff));
    assert!(s.players[1..].iter().all(|p| p.role.is_none()));
    assert_eq!(pile(&t), 9);
    assert_eq!(turn(&t), "Ann");
    assert_eq!(s.turn.number, 1);
    assert!(reminders(&t).is_empty());
}

#[test]
fn the_sheriff_can_sit_anywhere_and_is_named_by_seat_or_name() {
    let seats = [
        ("Ann", "paul-regret"),
        ("Bob", "el-gringo"),
        ("Cid", "kit-carlson"),
        ("Dan", "willy"),
    ];
    let t = table(&seats, "3");
    assert_eq!(turn(&t), "Cid");
    assert_eq!(life(&t, "Cid"), 9);
    let t = table(&seats, "dan");
    assert_eq!(turn(&t), "Dan");
    assert_eq!(life(&t, "Dan"), 10);
}

#[test]
fn three_players_have_face_up_roles_and_the_deputy_starts() {
    let t = table3(&[
        ("Ann", "bart", "outlaw"),
        ("Bob", "sid", "deputy"),
        ("Cid", "suzy", "renegade"),
    ]);
    let s = t.state();
    assert_eq!(turn(&t), "Bob");
    assert_eq!(
        s.players.iter().map(|p| p.role).collect::<Vec<_>>(),
        vec![Some(Role::Outlaw), Some(Role::Deputy), Some(Role::Renegade)]
    );
    assert_eq!(
        lives(&t),
        vec![8, 8, 8],
        "no Sheriff, so nobody gets two more"
    );
    assert!(s.three_players);
    // Bob is Sid Ketchum and starts: his choice comes first.
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.sid-ketchum.choose"]
    );
}

#[track_caller]
fn refused(players: &[&str], options: &[(&str, &str)], key: &str) {
    let input = SetupInput {
        players: players.iter().map(|p| p.to_string()).collect(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        ..SetupInput::default()
    };
    match BangDice::setup(&input) {
        Err(msg) => assert_eq!(msg.key, key, "{options:?}"),
        Ok(setup) => panic!("{options:?} should be refused, got {setup:?}"),
    }
    assert!(holster::games::check_setup(BangDice::ID, &input).is_err());
}

#[test]
fn every_wrong_setup_is_explained() {
    let four = ["Ann", "Bob", "Cid", "Dan"];
    let chars = ("characters", "bart,sid,suzy,kit");
    refused(&["Ann", "Bob"], &[], "setup-player-count");
    refused(
        &["A", "B", "C", "D", "E", "F", "G", "H", "I"],
        &[],
        "setup-player-count",
    );
    refused(
        &four,
        &[("sheriff", "ann")],
        "bang-dice-setup-characters-missing",
    );
    refused(
        &four,
        &[("characters", "bart,sid,suzy"), ("sheriff", "ann")],
        "bang-dice-setup-characters-count",
    );
    refused(
        &four,
        &[("characters", "bart,sid,suzy,zorro"), ("sheriff", "ann")],
        "bang-dice-setup-character-unknown",
    );
    refused(
        &four,
        &[("characters", "bart,sid,suzy,s"), ("sheriff", "ann")],
        "bang-dice-setup-character-ambiguous",
    );
    refused(
        &four,
        &[
            ("characters", "bart,sid,suzy,bart-cassidy"),
            ("sheriff", "ann"),
        ],
        "bang-dice-setup-character-twice",
    );
    refused(&four, &[chars], "bang-dice-setup-sheriff-missing");
    refused(
        &four,
        &[chars, ("sheriff", "zoe")],
        "notation-no-such-player",
    );
    refused(
        &four,
        &[
            chars,
            ("sheriff", "ann"),
            ("roles", "outlaw,outlaw,renegade"),
        ],
        "bang-dice-setup-roles-secret",
    );
    refused(
        &four,
        &[chars, ("sheriff", "ann"), ("colour", "red")],
        "setup-unknown-option",
    );
    let three = ["Ann", "Bob", "Cid"];
    let chars3 = ("characters", "bart,sid,suzy");
    refused(&three, &[chars3], "bang-dice-setup-roles-missing");
    refused(
        &three,
        &[chars3, ("sheriff", "ann")],
        "bang-dice-setup-no-sheriff-with-three",
    );
    refused(
        &three,
        &[chars3, ("roles", "deputy,deputy,outlaw")],
        "bang-dice-setup-roles-three",
    );
    refused(
        &three,
        &[chars3, ("roles", "sheriff,outlaw,renegade")],
        "bang-dice-setup-roles-three",
    );
    refused(
        &three,
        &[chars3, ("roles", "deputy,bandit,renegade")],
        "bang-dice-notation-role",
    );
}

#[test]
fn dutch_option_names_and_role_words_are_accepted() {
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        options: [
            (
                "personages".to_string(),
                "Bart Cassidy, sid, SUZY".to_string(),
            ),
            (
                "rollen".to_string(),
                "hulpsheriff,outlaw,renegade".to_string(),
            ),
        ]
        .into_iter()
        .collect(),
        ..SetupInput::default()
    };
    let setup = BangDice::setup(&input).expect("a valid Dutch setup");
    assert_eq!(
        setup.roles,
        vec![Role::Deputy, Role::Outlaw, Role::Renegade]
    );
}

#[test]
fn the_setup_survives_a_save_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("g.toml");
    let mut input = input(&[
        ("Ann", "bart"),
        ("Bob", "sid"),
        ("Cid", "suzy"),
        ("Dan", "kit"),
    ]);
    input.options.insert("sheriff".into(), "bob".into());
    let mut game = holster::games::create(BangDice::ID, &path, &input).expect("created");
    game.enter_line("sid none").expect("Sid chooses");
    game.enter_line("roll a d 1 2 b").expect("a roll");
    let read = holster::games::read(&path).expect("the file loads");
    assert_eq!(read.state_json(), game.state_json());
    assert_eq!(read.current_player(), Some(1));
}
