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
