//! The setup screen's `update`: seats moved and removed, the questions a
//! game asks (and stops asking), the file name, all validated with a reason.

use super::*;
use crate::core::Game;
use crate::games::bang_dice::BangDice;
use crate::games::gunfights::Gunfights;
use crate::games::tally::Tally;

fn paths() -> Paths {
    Paths::under(std::path::Path::new("/tmp/holster-setup-test"))
}

#[test]
fn seats_move_and_the_setup_is_validated_with_a_reason() {
    let settings = Settings::default();
    let (mut setup, _) = Setup::new(Tally::ID);
    setup.update(Message::PlayerName(0, "Ann".into()), &paths(), &settings);
    setup.update(Message::PlayerName(1, "Bob".into()), &paths(), &settings);
    assert_eq!(
        setup.check(&settings).map_err(|m| m.key),
        Err("setup-name-empty".into()),
        "the third seat is still empty"
    );
    setup.update(Message::RemovePlayer(2), &paths(), &settings);
    setup.update(Message::MoveDown(0), &paths(), &settings);
    assert_eq!(setup.players, vec!["Bob", "Ann"]);
    assert!(setup.check(&settings).is_ok());
    match setup.update(Message::Start, &paths(), &settings) {
        Action::Create {
            game,
            input,
            path,
            clock,
        } => {
            assert_eq!(clock, None, "no turn clock unless chosen");
            assert_eq!(game, Tally::ID);
            assert_eq!(input.players, vec!["Bob", "Ann"]);
            assert!(path.starts_with(paths().games));
        }
        _ => panic!("a valid setup starts the game"),
    }
}

#[test]
fn the_gunfights_variant_drops_the_deputy_and_scout_questions_and_answers() {
    let settings = Settings::default();
    let (mut setup, _) = Setup::new(Gunfights::ID);
    setup.players = vec!["Ann".into(), "Bob".into(), "Cid".into()];
    // Six characters first, with the Deputy given to Cid.
    setup.update(Message::Seat("deputy", 2), &paths(), &settings);
    setup.update(
        Message::OneOf("variant", "four-characters"),
        &paths(),
        &settings,
    );
    setup.update(Message::OneOf("out-of-play", "church"), &paths(), &settings);
    let asked: Vec<&str> = setup
        .fields(3)
        .iter()
        .filter_map(|f| match f {
            SetupField::Seat { key, .. } => Some(*key),
            _ => None,
        })
        .collect();
    assert_eq!(asked, ["mayor", "sheriff", "thief", "head-honcho"]);
    let input = setup.input(&settings);
    assert!(!input.options.contains_key("deputy"), "{:?}", input.options);
    assert_eq!(
        input.options.get("out-of-play").map(String::as_str),
        Some("church")
    );
    // Back to six characters: nothing is out of play any more.
    setup.update(
        Message::OneOf("variant", "six-characters"),
        &paths(),
        &settings,
    );
    assert!(!setup.input(&settings).options.contains_key("out-of-play"));
}

#[test]
fn a_bad_file_name_is_explained_and_blocks_the_start() {
    let settings = Settings::default();
    let (mut setup, _) = Setup::new(Tally::ID);
    setup.players = vec!["Ann".into(), "Bob".into()];
    setup.update(Message::Name("../etc".into()), &paths(), &settings);
    assert!(matches!(
        setup.update(Message::Start, &paths(), &settings),
        Action::None
    ));
    assert_eq!(
        setup.problem.map(|m| m.key),
        Some("setup-file-name-invalid".into())
    );
}

#[test]
fn the_turn_clock_is_offered_for_every_game_and_its_amount_checked() {
    use super::clock::ClockKind;
    use crate::core::ClockSetting;
    let settings = Settings::default();
    for game in [Tally::ID, BangDice::ID, Gunfights::ID] {
        let (mut setup, _) = Setup::new(game);
        setup.update(
            Message::ClockKind(ClockKind::Countdown),
            &paths(),
            &settings,
        );
        assert_eq!(
            setup.clock(),
            Ok(Some(ClockSetting::Countdown { seconds: 30 })),
            "{game}: the usual countdown is filled in"
        );
        setup.update(Message::ClockKind(ClockKind::Bank), &paths(), &settings);
        assert_eq!(setup.clock(), Ok(Some(ClockSetting::Bank { minutes: 20 })));
        setup.update(Message::ClockKind(ClockKind::Off), &paths(), &settings);
        assert_eq!(setup.clock(), Ok(None));
    }
    let (mut setup, _) = Setup::new(Tally::ID);
    setup.players = vec!["Ann".into(), "Bob".into()];
    setup.update(
        Message::ClockKind(ClockKind::Countdown),
        &paths(),
        &settings,
    );
    setup.update(Message::ClockAmount("ten".into()), &paths(), &settings);
    assert_eq!(
        setup.check(&settings).map_err(|m| m.key),
        Err("clock-setup-amount-invalid".into())
    );
    assert!(matches!(
        setup.update(Message::Start, &paths(), &settings),
        Action::None
    ));
    setup.update(Message::ClockAmount("2".into()), &paths(), &settings);
    assert_eq!(
        setup.check(&settings).map_err(|m| m.key),
        Err("clock-countdown-range".into())
    );
    setup.update(Message::ClockAmount("10".into()), &paths(), &settings);
    match setup.update(Message::Start, &paths(), &settings) {
        Action::Create { clock, .. } => {
            assert_eq!(clock, Some(ClockSetting::Countdown { seconds: 10 }));
        }
        _ => panic!("a valid setup with a clock starts the game"),
    }
}

/// The settings with every Gunfights board value kept but `leave_out`.
fn gunfights_kept(leave_out: &[&str]) -> Settings {
    let mut settings = Settings::default();
    for value in crate::games::board_values(Gunfights::ID) {
        if !leave_out.contains(&value.key) {
            settings
                .board_values
                .entry(Gunfights::ID)
                .or_default()
                .insert(value.key.to_string(), 10);
        }
    }
    settings
}

#[test]
fn a_building_out_of_play_has_no_rebuilding_price_to_enter() {
    let settings = gunfights_kept(&["rebuild-church"]);
    let (mut setup, _) = Setup::new(Gunfights::ID);
    setup.players = vec!["Ann".into(), "Bob".into()];
    let missing = |setup: &Setup| -> Vec<&str> {
        setup
            .missing_board_values(&settings)
            .iter()
            .map(|v| v.key)
            .collect()
    };
    assert_eq!(missing(&setup), vec!["rebuild-church"], "six characters");
    setup.update(
        Message::OneOf("variant", "four-characters"),
        &paths(),
        &settings,
    );
    setup.update(Message::OneOf("out-of-play", "church"), &paths(), &settings);
    assert!(missing(&setup).is_empty(), "the Church is out of play");
    assert!(
        !setup
            .used_board_specs(&settings)
            .iter()
            .any(|v| v.key == "rebuild-church"),
        "nor is it listed"
    );
    assert_eq!(setup.used_board_specs(&settings).len(), 23);
}

#[test]
fn undead_asks_only_the_building_slots_of_its_number_of_players() {
    let settings = Settings::default();
    let (mut setup, _) = Setup::new(crate::games::undead::Undead::ID);
    let used = |setup: &Setup| -> Vec<&str> {
        setup
            .used_board_specs(&settings)
            .iter()
            .map(|v| v.key)
            .collect()
    };
    // Before the Law and the Critical token are chosen, already.
    setup.players = vec!["Ann".into(), "Bob".into(), "Cid".into(), "Dan".into()];
    assert_eq!(used(&setup), vec!["slots-4"]);
    // Two people with two bands each: set up as for four.
    setup.players.truncate(2);
    assert_eq!(used(&setup), vec!["slots-2"]);
    setup.update(Message::OneOf("variant", "two-player"), &paths(), &settings);
    assert_eq!(used(&setup), vec!["slots-4"]);
}

#[test]
fn minus_and_plus_step_a_board_value_from_its_neighbour_within_its_range() {
    let settings = Settings::default();
    let (mut setup, _) = Setup::new(Gunfights::ID);
    let kept = |action: Action| match action {
        Action::KeepBoardValue(_, key, value) => (key, value),
        _ => panic!("a step keeps the value"),
    };
    // An empty first price starts at the lowest, one tap at a time up.
    assert_eq!(
        kept(setup.update(Message::BoardStep("price-beer", 1), &paths(), &settings)),
        ("price-beer", Some(0))
    );
    setup.update(
        Message::BoardValue("price-beer", "6".into()),
        &paths(),
        &settings,
    );
    // The next price of the board starts where the one above it stands.
    assert_eq!(
        kept(setup.update(Message::BoardStep("price-tobacco", 1), &paths(), &settings)),
        ("price-tobacco", Some(6))
    );
    assert_eq!(
        kept(setup.update(Message::BoardStep("price-tobacco", 1), &paths(), &settings)),
        ("price-tobacco", Some(7))
    );
    // Never past the range: a theft number is at most 21.
    setup.update(
        Message::BoardValue("theft-beer", "21".into()),
        &paths(),
        &settings,
    );
    assert_eq!(
        kept(setup.update(Message::BoardStep("theft-beer", 1), &paths(), &settings)),
        ("theft-beer", Some(21))
    );
    // And Ctrl+Z takes a step back like typing.
    setup.update(
        Message::FieldUndo(Field::Board("price-tobacco")),
        &paths(),
        &settings,
    );
    assert_eq!(setup.board_text("price-tobacco", &settings), "6");
}

#[test]
fn board_values_all_kept_fold_into_one_line_until_change_is_tapped() {
    let settings = gunfights_kept(&[]);
    let (mut setup, _) = Setup::new(Gunfights::ID);
    assert!(setup.board_folded(&settings));
    setup.update(Message::BoardOpen, &paths(), &settings);
    assert!(!setup.board_folded(&settings), "Change shows them all");
    // One missing shows them all at once, whatever was tapped.
    let (setup, _) = Setup::new(Gunfights::ID);
    assert!(!setup.board_folded(&gunfights_kept(&["theft-colt"])));
}

#[test]
fn the_status_line_names_at_most_three_missing_values_and_counts_the_rest() {
    let settings = Settings::default();
    let (setup, _) = Setup::new(Gunfights::ID);
    let said = setup
        .missing_message(crate::i18n::Lang::En, &settings)
        .expect("all 24 are missing");
    assert!(
        said.starts_with("Enter these 24 board values below first: Mayor’s income (cents), Head Honcho’s income (cents), Price of Beer (cents) and 21 more."),
        "{said}"
    );
}
