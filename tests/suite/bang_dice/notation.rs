//! The notation: every action reads back as written, in English and Dutch,
//! and what cannot be read is explained.

use holster::core::{BangFace, Game, SetupInput};
use holster::games::bang_dice::{BangAction, BangDice, BangSetup, Hit, RerolledDie, Role};
use proptest::prelude::*;

/// A setup whose names test the notation's corners: a name with a space and
/// a name that is also a keyword are written as seat numbers.
fn awkward() -> BangSetup {
    let input = SetupInput {
        players: vec![
            "Ann".into(),
            "Bob Smith".into(),
            "None".into(),
            "Cid".into(),
        ],
        options: [
            ("characters".to_string(), "bart,sid,suzy,kit".to_string()),
            ("sheriff".to_string(), "1".to_string()),
        ]
        .into_iter()
        .collect(),
        ..SetupInput::default()
    };
    BangDice::setup(&input).expect("valid")
}

#[track_caller]
fn reads(text: &str, want: BangAction) {
    let setup = awkward();
    assert_eq!(BangDice::parse_action(&setup, text), Ok(want), "{text:?}");
}

#[test]
fn english_and_dutch_words_and_compact_forms_read_the_same() {
    use BangFace::*;
    let roll = BangAction::Roll {
        faces: [Arrow, Dynamite, One, Beer, Gatling],
    };
    reads("roll a d 1 b g", roll.clone());
    reads("GOOI p,d,1,b,g", roll.clone());
    reads("roll ad1bg", roll);
    let reroll = BangAction::Reroll {
        dice: vec![
            RerolledDie { die: 1, face: Beer },
            RerolledDie {
                die: 3,
                face: Gatling,
            },
        ],
    };
    reads("reroll 2 4 b g", reroll.clone());
    reads("hergooi 24 bg", reroll.clone());
    reads("reroll 2,4 b,g", reroll);
    reads(
        "schiet cid 2+",
        BangAction::Shoot {
            hits: vec![
                Hit {
                    target: 3,
                    double: false,
                },
                Hit {
                    target: 1,
                    double: true,
                },
            ],
        },
    );
    reads(
        "bier ann 4",
        BangAction::Beer {
            targets: vec![0, 3],
        },
    );
    reads("gatling", BangAction::Gatling);
    reads("kit geen", BangAction::Kit { targets: vec![] });
    reads(
        "kit 3 cid",
        BangAction::Kit {
            targets: vec![2, 3],
        },
    );
    reads("sid geen", BangAction::Sid { target: None });
    reads("sid 3", BangAction::Sid { target: Some(2) });
    reads("bart leven", BangAction::Bart { arrows: 0 });
    reads("bart pijl", BangAction::Bart { arrows: 1 });
    reads("bart pijlen 2", BangAction::Bart { arrows: 2 });
    reads("bart 2", BangAction::Bart { arrows: 2 });
    // The reminder offers "or none": no arrows instead, so he takes the lives.
    reads("bart none", BangAction::Bart { arrows: 0 });
    reads("bart geen", BangAction::Bart { arrows: 0 });
    reads("pedro", BangAction::Pedro { discards: 1 });
    reads("pedro geen", BangAction::Pedro { discards: 0 });
    reads("pedro 2", BangAction::Pedro { discards: 2 });
    reads(
        "onthul cid hulpsheriff",
        BangAction::Reveal {
            player: 3,
            role: Role::Deputy,
        },
    );
    reads("einde", BangAction::End);
}

#[track_caller]
fn refuses(text: &str, key: &str) {
    let setup = awkward();
    match BangDice::parse_action(&setup, text) {
        Err(msg) => assert_eq!(msg.key, key, "{text:?}"),
        Ok(action) => panic!("{text:?} should not read, got {action:?}"),
    }
}

#[test]
fn what_cannot_be_read_is_explained() {
    refuses("dance", "bang-dice-usage");
    refuses("gatling now", "bang-dice-usage");
    refuses("end turn", "bang-dice-usage");
    refuses("shoot", "bang-dice-notation-targets");
    refuses("beer", "bang-dice-notation-targets");
    refuses("sid", "bang-dice-notation-sid");
    refuses("sid ann cid", "bang-dice-notation-sid");
    refuses("bart maybe", "bang-dice-notation-bart");
    refuses("bart arrows 99", "bang-dice-notation-bart");
    refuses("pedro lots", "bang-dice-notation-pedro");
    refuses("reveal ann", "bang-dice-notation-reveal");
    refuses("reveal ann bandit", "bang-dice-notation-role");
    refuses("reveal zoe outlaw", "notation-no-such-player");
    refuses("shoot 9", "notation-no-such-seat");
    refuses("reroll", "bang-dice-notation-reroll");
}

#[test]
fn every_action_is_described_in_both_languages() {
    use holster::i18n::{Lang, tr};
    let setup = awkward();
    let lines = [
        "roll a d 1 b g",
        "reroll 2 4 b g",
        "shoot cid 2+",
        "beer ann",
        "gatling",
        "kit none",
        "kit cid",
        "sid none",
        "sid ann",
        "bart arrow",
        "pedro 2",
        "reveal cid outlaw",
        "end",
    ];
    for line in lines {
        let action = BangDice::parse_action(&setup, line).expect("reads");
        let msg = BangDice::describe_action(&setup, &action);
        for lang in Lang::ALL {
            let text = tr(lang, &msg);
            assert!(!text.contains("bang-dice-"), "{line}: {text}");
        }
    }
    let action = BangDice::parse_action(&setup, "bart arrows 2").expect("reads");
    assert_eq!(
        tr(Lang::Nl, &BangDice::describe_action(&setup, &action)),
        "Bart Cassidy pakte 2 pijlen in plaats van levens"
    );
}

fn face() -> impl Strategy<Value = BangFace> {
    prop::sample::select(BangFace::ALL.to_vec())
}

fn action() -> impl Strategy<Value = BangAction> {
    let seat = 0..4usize;
    prop_oneof![
        prop::option::of(seat.clone()).prop_map(|target| BangAction::Sid { target }),
        prop::array::uniform5(face()).prop_map(|faces| BangAction::Roll { faces }),
        (
            Just((0..5u8).collect::<Vec<u8>>()).prop_shuffle(),
            1..=5usize,
            prop::collection::vec(face(), 5)
        )
            .prop_map(|(dice, n, faces)| BangAction::Reroll {
                dice: dice
                    .into_iter()
                    .take(n)
                    .zip(faces)
                    .map(|(die, face)| RerolledDie { die, face })
                    .collect(),
            }),
        prop::collection::vec((seat.clone(), any::<bool>()), 1..=5).prop_map(|hits| {
            BangAction::Shoot {
                hits: hits
                    .into_iter()
                    .map(|(target, double)| Hit { target, double })
                    .collect(),
            }
        }),
        prop::collection::vec(seat.clone(), 1..=5).prop_map(|targets| BangAction::Beer { targets }),
        Just(BangAction::Gatling),
        prop::collection::vec(seat.clone(), 0..=5).prop_map(|targets| BangAction::Kit { targets }),
        (0..=9u8).prop_map(|arrows| BangAction::Bart { arrows }),
        (0..=9u8).prop_map(|discards| BangAction::Pedro { discards }),
        (seat, prop::sample::select(Role::ALL.to_vec()))
            .prop_map(|(player, role)| BangAction::Reveal { player, role }),
        Just(BangAction::End),
    ]
}

proptest! {
    /// parse(format(a)) == a for every action the notation can hold.
    #[test]
    fn every_action_reads_back_as_written(action in action()) {
        let setup = awkward();
        let text = BangDice::format_action(&setup, &action);
        prop_assert_eq!(BangDice::parse_action(&setup, &text), Ok(action), "{}", text);
    }
}

#[test]
fn awkward_names_are_written_as_seats() {
    let setup = awkward();
    let action = BangAction::Shoot {
        hits: vec![
            Hit {
                target: 1,
                double: true,
            },
            Hit {
                target: 2,
                double: false,
            },
        ],
    };
    assert_eq!(BangDice::format_action(&setup, &action), "shoot 2+ 3");
}

/// Keys built at run time (character and role names) or passed as message
/// arguments (steps, teams) are not seen by the scan of `Msg::new` literals:
/// every one must exist in both languages.
#[test]
fn every_name_the_game_builds_has_a_message_in_both_languages() {
    use holster::games::bang_dice::Character;
    use holster::i18n::{Lang, has};
    let mut keys: Vec<String> = Character::ALL.iter().map(|c| c.name_key()).collect();
    keys.extend(Role::ALL.iter().map(|r| r.name_key()));
    for fixed in [
        "bang-dice-step-shots",
        "bang-dice-step-beers",
        "bang-dice-step-gatling",
        "bang-dice-step-kit",
        "bang-dice-team-law",
        "bang-dice-team-outlaws",
        "bang-dice-team-renegade",
        "bang-dice-team-alone",
        "bang-dice-team-unknown",
        "bang-dice-winners-unnamed",
    ] {
        keys.push(fixed.to_string());
    }
    for key in &keys {
        for lang in Lang::ALL {
            assert!(has(lang, key), "{key} is missing in {lang}");
        }
    }
    let sources = [
        include_str!("../../../src/games/bang_dice/resolve.rs"),
        include_str!("../../../src/games/bang_dice/reactions.rs"),
    ];
    for source in sources {
        for quoted in source.split('"').skip(1).step_by(2) {
            if quoted.starts_with("bang-dice-") && !quoted.contains(' ') {
                assert!(
                    keys.iter().any(|k| k == quoted),
                    "{quoted} is not checked here"
                );
            }
        }
    }
}
