//! The notation: every action written back reads as itself, Dutch words
//! read the same, and what cannot be read is explained.

use super::helpers::*;
use holster::core::{D20, Game};
use holster::games::gunfights::gunfight::Kick;
use holster::games::gunfights::{
    Building, Call, GunAction, Gunfights, Item, SnakeOil, Strike, Ware,
};

fn d(face: u8) -> D20 {
    D20::new(face).expect("a d20 face")
}

fn every_action() -> Vec<GunAction> {
    vec![
        GunAction::Income,
        GunAction::Buy {
            ware: Ware::Item(Item::Beer),
            to: None,
            trade_in: false,
        },
        GunAction::Buy {
            ware: Ware::Item(Item::Colt),
            to: Some(1),
            trade_in: false,
        },
        GunAction::Buy {
            ware: Ware::Ammo(3),
            to: Some(2),
            trade_in: false,
        },
        GunAction::Buy {
            ware: Ware::Item(Item::Winchester),
            to: Some(1),
            trade_in: true,
        },
        GunAction::Rebuild {
            building: Building::GamblinHouse,
        },
        GunAction::Gamble {
            bet: 10,
            visible: d(7),
        },
        GunAction::Call {
            call: Call::TwentyOne,
            hidden: d(13),
            lucky: false,
        },
        GunAction::Call {
            call: Call::TwentyEight,
            hidden: d(20),
            lucky: true,
        },
        GunAction::Practice {
            first: d(3),
            second: d(8),
            shot: None,
            lucky: None,
        },
        GunAction::Practice {
            first: d(3),
            second: d(8),
            shot: Some(d(5)),
            lucky: Some(2),
        },
        GunAction::OilGive {
            to: 0,
            oil: SnakeOil::QuickDraw,
        },
        GunAction::OilCycle,
        GunAction::Trap,
        GunAction::Guard {
            roll: d(14),
            lucky: false,
        },
        GunAction::Guard {
            roll: d(4),
            lucky: true,
        },
        GunAction::Bomb,
        GunAction::Reveal {
            roll: None,
            lucky: false,
        },
        GunAction::Reveal {
            roll: Some(d(15)),
            lucky: true,
        },
        GunAction::Steal {
            item: Item::Whiskey,
            roll: d(12),
            lucky: false,
            to: None,
        },
        GunAction::Steal {
            item: Item::Dynamite,
            roll: d(1),
            lucky: true,
            to: Some(5),
        },
        GunAction::Guarantee {
            item: Item::Tobacco,
            to: Some(3),
        },
        GunAction::StealAmmo { to: None },
        GunAction::StealAmmo { to: Some(3) },
        GunAction::Pocket { item: Item::Beer },
        GunAction::Trade {
            from: 0,
            to: 1,
            ware: Ware::Item(Item::Colt),
        },
        GunAction::Trade {
            from: 3,
            to: 4,
            ware: Ware::Ammo(2),
        },
        GunAction::End,
        GunAction::Shoot {
            shooter: 4,
            faces: [d(20), d(16)],
            targets: vec![1, 1, 2],
            kick: None,
            lucky: None,
            keep_lightweight: false,
        },
        GunAction::Shoot {
            shooter: 0,
            faces: [d(10), d(3)],
            targets: vec![],
            kick: Some(Kick::Beer),
            lucky: Some(1),
            keep_lightweight: true,
        },
        GunAction::Shoot {
            shooter: 0,
            faces: [d(1), d(2)],
            targets: vec![5],
            kick: Some(Kick::Tobacco),
            lucky: Some(0),
            keep_lightweight: false,
        },
        GunAction::Throw {
            thrower: 5,
            face: d(14),
            lucky: false,
            targets: vec![],
        },
        GunAction::Throw {
            thrower: 5,
            face: d(11),
            lucky: true,
            targets: vec![0, 0, 1],
        },
        GunAction::Attack {
            bombs: vec![Building::Church, Building::Stockade],
            attacks: vec![
                (3, Building::Church),
                (4, Building::Stockade),
                (5, Building::AmmoDepot),
            ],
        },
        GunAction::Defend {
            defence: vec![
                (0, Building::AmmoDepot),
                (1, Building::Stockade),
                (2, Building::Stockade),
            ],
            trap: Some(Building::Stockade),
            wagon: None,
        },
        GunAction::Defend {
            defence: vec![(0, Building::Saloon)],
            trap: None,
            wagon: Some(Building::Church),
        },
        GunAction::Raided {
            burned: vec![],
            dead: vec![],
            shots: vec![],
        },
        GunAction::Raided {
            burned: vec![Building::Church, Building::AmmoDepot],
            dead: vec![0, 4],
            shots: vec![],
        },
        GunAction::Raided {
            burned: vec![Building::Stockade],
            dead: vec![4],
            shots: vec![(1, 2), (4, 0)],
        },
        GunAction::Strike {
            strike: Strike::Stockade,
            target: None,
        },
        GunAction::Strike {
            strike: Strike::Trap,
            target: Some(4),
        },
        GunAction::Strike {
            strike: Strike::Bomb(Building::GamblinHouse),
            target: None,
        },
        GunAction::Strike {
            strike: Strike::Bomb(Building::Saloon),
            target: Some(1),
        },
        GunAction::Cease {
            building: Building::AmmoDepot,
        },
    ]
}

#[test]
fn every_action_round_trips_through_the_notation() {
    let t = six();
    let setup = t.setup();
    for action in every_action() {
        let text = Gunfights::format_action(setup, &action);
        assert_eq!(
            Gunfights::parse_action(setup, &text),
            Ok(action.clone()),
            "{text}"
        );
        let described = Gunfights::describe_action(setup, &action);
        for lang in holster::i18n::Lang::ALL {
            let words = holster::i18n::tr(lang, &described);
            assert!(!words.contains("gunfights-did"), "{words}");
            assert!(!words.ends_with(' ') && !words.contains("none"), "{words}");
        }
    }
}

#[test]
fn dutch_words_and_short_names_read_the_same() {
    let t = six();
    let setup = t.setup();
    let same = [
        ("koop munitie 3 voor deputy", "buy ammo 3 for deputy"),
        (
            "koop winchester inruil voor sheriff",
            "buy winchester trade-in for sheriff",
        ),
        ("inzet 10 7", "bet 10 7"),
        ("voorspel 28+ 20", "call 28 20"),
        ("oefen 3 8 5", "practice 3 8 5"),
        ("olie may quick draw", "oil mayor quick-draw"),
        ("steel munitie voor hh", "steal ammo for head-honcho"),
        ("zeker tob voor sc", "guarantee tobacco for scout"),
        ("ruil mayor sheriff colt", "trade mayor sheriff colt"),
        (
            "overval church ammo dood mayor thief",
            "raid church ammo-depot dead mayor thief",
        ),
        ("herbouw gamblin' house", "rebuild gamblin-house"),
        ("einde", "end"),
        (
            "schiet thief 20 16 op sher sher dep",
            "shoot thief 20 16 at sheriff sheriff deputy",
        ),
        ("gooi hh 14 op mayor", "throw head-honcho 14 at mayor"),
        (
            "aanval scout church bommen church sal",
            "attack scout church bombs church saloon",
        ),
        (
            "verdedig mayor store wagen church val store",
            "defend mayor store trap store wagon church",
        ),
        ("INCOME", "income"),
        ("schade stockade", "damage stockade"),
        ("schade val th", "damage trap thief"),
        ("schade bom sal sher", "damage bomb saloon sheriff"),
        ("staak ammo", "cease ammo-depot"),
    ];
    for (typed, written) in same {
        let parsed = Gunfights::parse_action(setup, typed);
        assert_eq!(parsed, Gunfights::parse_action(setup, written), "{typed}");
        assert!(parsed.is_ok(), "{typed}: {parsed:?}");
    }
}

#[test]
fn what_cannot_be_read_is_explained() {
    let mut t = six();
    unreadable(&mut t, "shoot bob", "gunfights-usage");
    unreadable(&mut t, "buy pie", "gunfights-notation-item");
    unreadable(&mut t, "buy beer for st", "gunfights-notation-character");
    unreadable(&mut t, "rebuild st", "gunfights-notation-building");
    unreadable(&mut t, "oil mayor snake", "gunfights-notation-snake-oil");
    unreadable(&mut t, "call 25 3", "gunfights-notation-call");
    unreadable(&mut t, "bet ten 3", "gunfights-notation-bet");
    unreadable(&mut t, "guard 21", "dice-out-of-range");
    unreadable(&mut t, "buy colt trade-in", "gunfights-notation-trade-in");
    unreadable(&mut t, "buy beer to sheriff", "gunfights-notation-for");
    unreadable(&mut t, "trade mayor sheriff", "gunfights-notation-ware");
    unreadable(&mut t, "buy ammo lots", "gunfights-notation-ammo");
    unreadable(&mut t, "attack scout", "gunfights-notation-tiles");
    unreadable(&mut t, "shoot thief 20 16 sheriff", "gunfights-notation-at");
    unreadable(
        &mut t,
        "defend mayor store wagon",
        "gunfights-notation-sites",
    );
    unreadable(&mut t, "damage saloon", "gunfights-notation-damage");
    unreadable(&mut t, "damage stockade thief", "gunfights-notation-damage");
}

#[test]
fn the_quick_entry_hint_and_counters_speak_both_languages() {
    for lang in holster::i18n::Lang::ALL {
        let hint = holster::i18n::tr(lang, &Gunfights::entry_hint());
        assert!(hint.contains("10 7"), "{hint}");
    }
    let t = six();
    let names: Vec<String> = t.counters().iter().map(|c| c.id.to_string()).collect();
    assert!(names.contains(&"money@1".to_string()));
    assert!(names.contains(&"bullseye@2".to_string()));
    assert!(
        !names.contains(&"money@2".to_string()),
        "only buyers hold money"
    );
    assert!(names.contains(&"round".to_string()));
}

#[test]
fn the_round_typed_in_the_docs_plays_without_a_violation() {
    let doc = include_str!("../../../docs/gunfights-notation.md");
    let start = doc.find("## A round, typed").expect("the section is there");
    let block: Vec<&str> = doc[start..]
        .lines()
        .skip_while(|l| !l.starts_with("```"))
        .skip(1)
        .take_while(|l| !l.starts_with("```"))
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .collect();
    assert!(block.len() > 20);
    let mut t = six();
    play(&mut t, &block);
    assert_eq!(t.state().round, 2);
    assert_eq!(t.state().chamber, vec![1]);
    assert!(
        !t.state()
            .standing(holster::games::gunfights::Building::Church)
    );
    let s = t.state();
    assert!(s.standing(holster::games::gunfights::Building::Store));
    assert!(s.seats.iter().all(|seat| seat.health == 4));
}

mod random {
    use super::*;
    use holster::games::gunfights::Character;
    use proptest::prelude::*;

    fn die() -> impl Strategy<Value = D20> {
        (1u8..=20).prop_map(super::d)
    }
    fn item() -> impl Strategy<Value = Item> {
        proptest::sample::select(Item::ALL.to_vec())
    }
    fn building() -> impl Strategy<Value = Building> {
        proptest::sample::select(Building::ALL.to_vec())
    }
    fn seat() -> impl Strategy<Value = usize> {
        0..Character::ALL.len()
    }
    fn ware() -> impl Strategy<Value = Ware> {
        prop_oneof![
            item().prop_map(Ware::Item),
            (1u32..999).prop_map(Ware::Ammo)
        ]
    }
    fn tiles() -> impl Strategy<Value = Vec<(usize, Building)>> {
        proptest::collection::vec((seat(), building()), 1..6)
    }

    fn action() -> impl Strategy<Value = GunAction> {
        prop_oneof![
            Just(GunAction::Income),
            (ware(), proptest::option::of(seat())).prop_map(|(ware, to)| GunAction::Buy {
                ware,
                to,
                trade_in: false
            }),
            proptest::option::of(seat()).prop_map(|to| GunAction::Buy {
                ware: Ware::Item(Item::Winchester),
                to,
                trade_in: true
            }),
            building().prop_map(|building| GunAction::Rebuild { building }),
            (0u32..999, die()).prop_map(|(bet, visible)| GunAction::Gamble { bet, visible }),
            (any::<bool>(), die(), any::<bool>()).prop_map(|(high, hidden, lucky)| {
                GunAction::Call {
                    call: if high {
                        Call::TwentyEight
                    } else {
                        Call::TwentyOne
                    },
                    hidden,
                    lucky,
                }
            }),
            (
                die(),
                die(),
                proptest::option::of(die()),
                proptest::option::of(0usize..3)
            )
                .prop_map(|(first, second, shot, lucky)| GunAction::Practice {
                    first,
                    second,
                    shot,
                    // Lucky needs the shot to change anything.
                    lucky: lucky.filter(|_| shot.is_some()),
                }),
            (seat(), proptest::sample::select(SnakeOil::ALL.to_vec()))
                .prop_map(|(to, oil)| GunAction::OilGive { to, oil }),
            Just(GunAction::OilCycle),
            Just(GunAction::Trap),
            (die(), any::<bool>()).prop_map(|(roll, lucky)| GunAction::Guard { roll, lucky }),
            Just(GunAction::Bomb),
            (proptest::option::of(die()), any::<bool>()).prop_map(|(roll, lucky)| {
                // Lucky needs a die to add to.
                GunAction::Reveal {
                    roll,
                    lucky: lucky && roll.is_some(),
                }
            }),
            (item(), die(), proptest::option::of(seat())).prop_map(|(item, roll, to)| {
                GunAction::Steal {
                    item,
                    roll,
                    lucky: to.is_some(),
                    to,
                }
            }),
            (item(), proptest::option::of(seat()))
                .prop_map(|(item, to)| GunAction::Guarantee { item, to }),
            proptest::option::of(seat()).prop_map(|to| GunAction::StealAmmo { to }),
            item().prop_map(|item| GunAction::Pocket { item }),
            (seat(), seat(), ware()).prop_map(|(from, to, ware)| GunAction::Trade {
                from,
                to,
                ware
            }),
            Just(GunAction::End),
            (tiles(), proptest::collection::vec(building(), 0..3))
                .prop_map(|(attacks, bombs)| GunAction::Attack { attacks, bombs }),
            (
                tiles(),
                proptest::option::of(building()),
                proptest::option::of(building())
            )
                .prop_map(|(defence, trap, wagon)| GunAction::Defend {
                    defence,
                    trap,
                    wagon
                }),
            (
                seat(),
                die(),
                die(),
                proptest::collection::vec(seat(), 0..4),
                proptest::option::of(any::<bool>()),
                proptest::option::of(0usize..2),
                any::<bool>()
            )
                .prop_map(|(shooter, a, b, targets, kick, lucky, keep_lightweight)| {
                    GunAction::Shoot {
                        shooter,
                        faces: [a, b],
                        targets,
                        kick: kick.map(|beer| if beer { Kick::Beer } else { Kick::Tobacco }),
                        lucky,
                        keep_lightweight,
                    }
                }),
            (
                seat(),
                die(),
                any::<bool>(),
                proptest::collection::vec(seat(), 0..4)
            )
                .prop_map(|(thrower, face, lucky, targets)| GunAction::Throw {
                    thrower,
                    face,
                    lucky,
                    targets
                }),
            (
                proptest::collection::vec(building(), 0..4),
                proptest::collection::vec(seat(), 0..4),
                proptest::collection::btree_map(seat(), 0..99u32, 0..3)
            )
                .prop_map(|(burned, dead, shots)| GunAction::Raided {
                    burned,
                    dead,
                    shots: shots.into_iter().collect(),
                }),
            Just(GunAction::Strike {
                strike: Strike::Stockade,
                target: None
            }),
            (
                proptest::option::of(building()),
                proptest::option::of(seat())
            )
                .prop_map(|(bomb, target)| GunAction::Strike {
                    strike: bomb.map_or(Strike::Trap, Strike::Bomb),
                    target
                }),
            building().prop_map(|building| GunAction::Cease { building }),
        ]
    }

    proptest! {
        #[test]
        fn any_action_reads_back_as_itself(action in action()) {
            let t = six();
            let setup = t.setup();
            let text = Gunfights::format_action(setup, &action);
            prop_assert_eq!(Gunfights::parse_action(setup, &text), Ok(action), "{}", text);
        }
    }
}

/// `fix` takes the names the screen shows for a number, in both languages,
/// and a person's name for the character they play.
#[test]
fn fix_takes_the_words_on_the_screen_and_the_persons_name() {
    let mut t = six();
    ok(&mut t, "corrigeer ann munitie 2");
    assert_eq!(
        board(&t, holster::games::gunfights::Character::Mayor).ammo,
        2
    );
    ok(&mut t, "fix mayor health 3");
    assert_eq!(
        board(&t, holster::games::gunfights::Character::Mayor).health,
        3
    );
    ok(&mut t, "corrigeer ronde 1");
    fix_takes_every_label(&mut t);
}

/// The header names the person first: "Ann's turn (Mayor)", never a
/// possessive of the seat's name.
#[test]
fn whose_turn_names_the_person_first() {
    use holster::i18n::{Lang, tr};
    use holster::session::AnySession;
    let t = six();
    let said = AnySession::turn_of(&t).map(|m| tr(Lang::En, &m));
    assert_eq!(said.as_deref(), Some("Ann’s turn (Mayor)"));
}
