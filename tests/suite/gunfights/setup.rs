//! Setting up: who plays whom, the 4 Character Variant, starting values,
//! board values, and every way a setup can be wrong.

use super::helpers::*;
use holster::core::{Game, SetupInput};
use holster::games::gunfights::{Building, Character, Gun, Gunfights, Phase, Site};

#[test]
fn six_characters_start_with_four_health_three_ammo_and_the_shotgun() {
    let t = six();
    let s = t.state();
    let order: Vec<Character> = s.seats.iter().map(|seat| seat.character).collect();
    assert_eq!(order, Character::ALL.to_vec(), "turn order as in the text");
    for seat in &s.seats {
        assert_eq!(seat.health, 4);
        assert_eq!(seat.ammo, 3);
        assert_eq!(seat.gun, Gun::Shotgun);
        assert_eq!(seat.money, 0, "the text gives no starting money");
        assert!(seat.items.is_empty() && seat.snake_oil.is_none() && seat.bullseye == 0);
    }
    assert_eq!(s.buildings, [Site::Standing; 6]);
    assert!(s.chamber.is_empty());
    assert_eq!((s.round, s.turn, s.phase), (1, 0, Phase::Turns));
    assert_eq!(s.seats[0].name, "Mayor (Ann)");
    assert_eq!(s.seats[5].name, "Head Honcho (Fay)");
    assert_eq!(
        s.board.get("income-mayor"),
        Some(&30),
        "board values copied"
    );
}

#[test]
fn the_four_character_variant_has_no_deputy_or_scout_and_one_building_out() {
    let t = four();
    let s = t.state();
    let order: Vec<Character> = s.seats.iter().map(|seat| seat.character).collect();
    assert_eq!(order, Character::FOUR.to_vec());
    assert_eq!(s.site(Building::Stockade), Site::OutOfPlay);
    assert_eq!(s.site(Building::Church), Site::Standing);
    assert!(s.four_characters);
    assert_eq!(s.ammo_per_theft(), 2);
    let t = create(&input(
        &["Ann", "Bob"],
        &[("variant", "four-characters"), ("out-of-play", "church")],
    ));
    assert_eq!(t.state().site(Building::Church), Site::OutOfPlay);
}

#[test]
fn two_people_play_one_team_each_by_default() {
    let t = create(&input(&["Ann", "Bob"], &[]));
    let names: Vec<String> = t.state().seats.iter().map(|s| s.name.clone()).collect();
    assert_eq!(
        names,
        [
            "Mayor (Ann)",
            "Sheriff (Ann)",
            "Deputy (Ann)",
            "Scout (Bob)",
            "Thief (Bob)",
            "Head Honcho (Bob)"
        ]
    );
    assert_eq!(
        Gunfights::players(t.setup()).len(),
        6,
        "a seat is a character"
    );
}

#[test]
fn five_people_name_who_plays_two_characters() {
    let people = ["Ann", "Bob", "Cid", "Dan", "Eve"];
    let t = create(&input(&people, &[("people", "ann,bob,ann,cid,dan,eve")]));
    assert_eq!(t.state().seats[2].name, "Deputy (Ann)");
    let per_character = [
        ("mayor", "ann"),
        ("sheriff", "bob"),
        ("deputy", "bob"),
        ("scout", "cid"),
        ("thief", "4"),
        ("head-honcho", "eve"),
    ];
    let t = create(&input(&people, &per_character));
    assert_eq!(t.state().seats[2].name, "Deputy (Bob)");
    assert_eq!(t.state().seats[4].name, "Thief (Dan)");
}

#[track_caller]
fn refused(input: &SetupInput, key: &str) {
    match Gunfights::setup(input) {
        Err(msg) => assert_eq!(msg.key, key, "{:?}", input.options),
        Ok(setup) => panic!("{:?} should be refused, got {setup:?}", input.options),
    }
}

#[test]
fn wrong_setups_are_explained() {
    let five = ["Ann", "Bob", "Cid", "Dan", "Eve"];
    refused(&input(&five, &[]), "gunfights-setup-assign-missing");
    refused(&input(&["Ann"], &[]), "setup-player-count");
    refused(
        &input(
            &["A", "B", "C", "D", "E"],
            &[("variant", "four-characters"), ("out-of-play", "church")],
        ),
        "setup-player-count",
    );
    refused(
        &input(&five, &[("people", "ann,bob,ann,cid,dan")]),
        "gunfights-setup-people-count",
    );
    refused(
        &input(&five, &[("people", "ann,bob,dan,cid,dan,eve")]),
        "gunfights-setup-both-teams",
    );
    refused(
        &input(&five, &[("people", "ann,bob,ann,cid,cid,cid")]),
        "gunfights-setup-person-idle",
    );
    refused(
        &input(&five, &[("mayor", "ann")]),
        "gunfights-setup-character-unassigned",
    );
    refused(
        &input(&["Ann", "Bob"], &[("variant", "four-characters")]),
        "gunfights-setup-out-of-play",
    );
    refused(
        &input(
            &["Ann", "Bob"],
            &[("variant", "four-characters"), ("out-of-play", "saloon")],
        ),
        "gunfights-setup-out-of-play",
    );
    refused(
        &input(&["Ann", "Bob"], &[("out-of-play", "church")]),
        "gunfights-setup-out-of-play-six",
    );
    refused(
        &input(&["Ann", "Bob"], &[("variant", "eight")]),
        "gunfights-setup-variant",
    );
    refused(
        &input(&["Ann", "Bob"], &[("colour", "red")]),
        "setup-unknown-option",
    );
    let mut bad = input(&["Ann", "Bob"], &[]);
    bad.board.insert("theft-colt".into(), 40);
    refused(&bad, "gunfights-setup-board-value");
}

#[test]
fn every_board_value_is_declared_with_a_label_and_no_invented_default() {
    let values = Gunfights::board_values();
    assert_eq!(values.len(), 24);
    assert!(values.iter().all(|v| v.default.is_none() && v.min <= v.max));
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into()],
        ..SetupInput::default()
    };
    let setup = Gunfights::setup(&input).expect("a game without board values can be set up");
    assert!(setup.board.is_empty());
}

#[test]
fn a_value_the_table_did_not_enter_is_refused_when_it_is_needed() {
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into()],
        ..SetupInput::default()
    };
    let setup = Gunfights::setup(&input).expect("valid");
    let mut t =
        holster::session::Session::<Gunfights>::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
    rejects(&mut t, "income", "gunfights.board.value-missing");
    // Ammo's price is in the text, so it needs no board value.
    rejects(&mut t, "buy ammo 1", "gunfights.money.not-enough");
    rejects(&mut t, "buy beer", "gunfights.board.value-missing");
}

#[test]
fn the_setup_screen_asks_the_variant_and_who_plays_whom() {
    use holster::core::SetupField;
    let keys = |fields: &[SetupField]| -> Vec<&'static str> {
        fields
            .iter()
            .map(|f| match f {
                SetupField::OneOf { key, .. }
                | SetupField::Seat { key, .. }
                | SetupField::PerSeat { key, .. } => *key,
            })
            .collect()
    };
    let six = Gunfights::setup_fields(5, &Default::default());
    assert_eq!(
        keys(&six),
        [
            "variant",
            "mayor",
            "sheriff",
            "deputy",
            "scout",
            "thief",
            "head-honcho"
        ],
        "six characters: nothing out of play"
    );
    let chosen = [("variant".to_string(), "four-characters".to_string())].into();
    let four = Gunfights::setup_fields(3, &chosen);
    assert_eq!(
        keys(&four),
        [
            "variant",
            "out-of-play",
            "mayor",
            "sheriff",
            "thief",
            "head-honcho"
        ],
        "the variant: no Deputy or Scout; the Church or the Stockade out"
    );
    for field in six.iter().chain(&four) {
        let label = match field {
            SetupField::OneOf { label, .. }
            | SetupField::Seat { label, .. }
            | SetupField::PerSeat { label, .. } => *label,
        };
        for lang in holster::i18n::Lang::ALL {
            assert!(holster::i18n::has(lang, label), "{label}");
        }
    }
}
