//! Gunfights & Gamblin' in the conformance tests.

use crate::support::conformance::{Conformance, NAMES, names};
use holster::core::SetupInput;
use holster::games::gunfights::setup::BOARD_VALUES;
use holster::games::gunfights::{Building, Character, Gunfights, Item, SnakeOil, Team};
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;
use std::collections::BTreeMap;

use crate::support::gunfights as shared;

impl Conformance for Gunfights {
    fn sample() -> SetupInput {
        SetupInput {
            players: names(6),
            board: shared::board(),
            ..SetupInput::default()
        }
    }

    fn sample_lines() -> Vec<String> {
        // The rulebook's first round, as far as the first gunfight.
        shared::round_one_turns().into_iter().take(12).collect()
    }

    fn setups() -> BoxedStrategy<SetupInput> {
        (
            any::<bool>(),
            any::<bool>(),
            (1..=3usize, 1..=3usize),
            prop::collection::vec(any::<usize>(), 6),
            Just((0..6usize).collect::<Vec<_>>()).prop_shuffle(),
            (0..3u8, 0..3u8, 0..3u8, any::<bool>()),
            prop::collection::vec(any::<u32>(), BOARD_VALUES.len()),
        )
            .prop_map(
                |(four, church, (a, b), seeds, shuffle, (how, word, board, dutch), values)| {
                    let characters: &[Character] = if four {
                        &Character::FOUR
                    } else {
                        &Character::ALL
                    };
                    let per_team = characters.len() / 2;
                    let (a, b) = (a.min(per_team), b.min(per_team));
                    // Each team's characters go to its own people, every one of
                    // whom plays at least one of them.
                    let mut played_by = Vec::new();
                    let (mut pioneers, mut renegades) = (0, 0);
                    for (c, seed) in characters.iter().zip(&seeds) {
                        let person = match c.team() {
                            Team::Pioneers => {
                                pioneers += 1;
                                if pioneers <= a {
                                    pioneers - 1
                                } else {
                                    seed % a
                                }
                            }
                            Team::Renegades => {
                                renegades += 1;
                                a + if renegades <= b {
                                    renegades - 1
                                } else {
                                    seed % b
                                }
                            }
                        };
                        played_by.push(person);
                    }
                    let people = a + b;
                    // Who sits where is the table's business, not the teams'.
                    let order: Vec<usize> = shuffle.into_iter().filter(|p| *p < people).collect();
                    let seat_of = |person: usize| order[person];
                    let key = |en: &str, nl: &str| if dutch { nl } else { en }.to_string();
                    let refer = |seat: usize| match word {
                        0 => (seat + 1).to_string(),
                        1 => NAMES[seat].to_string(),
                        _ => NAMES[seat].to_lowercase(),
                    };
                    let mut options = BTreeMap::new();
                    if four {
                        let variant =
                            ["four-characters", "vier-personages", "4"][usize::from(word)];
                        options.insert("variant".to_string(), variant.to_string());
                        let out = if church { "church" } else { "stockade" };
                        options.insert(key("out-of-play", "buiten-spel"), out.to_string());
                    } else if how == 1 {
                        options.insert(
                            "variant".to_string(),
                            key("six-characters", "zes-personages"),
                        );
                    }
                    let by_default = people == 2 || people == characters.len();
                    match how {
                        0 if by_default => {}
                        1 => {
                            let all: Vec<String> =
                                played_by.iter().map(|p| refer(seat_of(*p))).collect();
                            options.insert(key("people", "mensen"), all.join(","));
                        }
                        _ => {
                            for (c, p) in characters.iter().zip(&played_by) {
                                options.insert(c.slug().to_string(), refer(seat_of(*p)));
                            }
                        }
                    }
                    let board = match board {
                        0 => shared::board(),
                        1 => BTreeMap::new(),
                        _ => BOARD_VALUES
                            .iter()
                            .zip(values)
                            .map(|(v, n)| {
                                let span = u64::try_from(v.max - v.min + 1).unwrap_or(1);
                                let n = i64::try_from(u64::from(n) % span).unwrap_or(0);
                                (v.key.to_string(), v.min + n)
                            })
                            .collect(),
                    };
                    SetupInput {
                        players: names(people),
                        options,
                        board,
                    }
                },
            )
            .boxed()
    }

    /// None: the text leaves the ammo stock and the money unlimited, and
    /// health is each character's own four hearts.
    fn box_totals(_state: &Self::State) -> Vec<(&'static str, i64)> {
        Vec::new()
    }

    fn lines() -> BoxedStrategy<String> {
        let character =
            || prop::sample::select(Character::ALL.to_vec()).prop_map(|c| c.slug().to_string());
        let building =
            || prop::sample::select(Building::ALL.to_vec()).prop_map(|b| b.slug().to_string());
        let item = || prop::sample::select(Item::ALL.to_vec()).prop_map(|i| i.slug().to_string());
        let oil = prop::sample::select(SnakeOil::ALL.to_vec()).prop_map(|o| o.slug().to_string());
        let die = || 0..=22u8;
        let lucky = || prop::sample::select(vec!["", " lucky", " lucky 1", " lucky 2", " lucky 3"]);
        let at = || {
            prop::collection::vec(character(), 0..3).prop_map(|c| {
                if c.is_empty() {
                    String::new()
                } else {
                    format!(" at {}", c.join(" "))
                }
            })
        };
        let pairs = || {
            prop::collection::vec((character(), building()), 0..4).prop_map(|p| {
                p.into_iter()
                    .map(|(c, b)| format!(" {c} {b}"))
                    .collect::<String>()
            })
        };
        let fixed = prop::sample::select(vec![
            "income",
            "cycle",
            "trap",
            "bomb",
            "reveal",
            "end",
            "raid",
            "steal ammo",
            "damage stockade",
            "damage trap",
        ])
        .prop_map(str::to_string);
        prop_oneof![
            fixed,
            (item(), prop::option::of(character())).prop_map(|(i, c)| match c {
                Some(c) => format!("buy {i} for {c}"),
                None => format!("buy {i}"),
            }),
            (0..9u8, prop::option::of(character())).prop_map(|(n, c)| match c {
                Some(c) => format!("buy ammo {n} for {c}"),
                None => format!("buy ammo {n}"),
            }),
            Just("buy winchester trade-in".to_string()),
            building().prop_map(|b| format!("rebuild {b}")),
            (0..30u8, die()).prop_map(|(bet, d)| format!("bet {bet} {d}")),
            (
                prop::sample::select(vec!["21", "28", "28+", "20"]),
                die(),
                lucky()
            )
                .prop_map(|(c, d, l)| format!("call {c} {d}{l}")),
            (die(), die(), prop::option::of(die()), lucky()).prop_map(|(a, b, c, l)| match c {
                Some(c) => format!("practice {a} {b} {c}{l}"),
                None => format!("practice {a} {b}"),
            }),
            (character(), oil).prop_map(|(c, o)| format!("oil {c} {o}")),
            (die(), lucky()).prop_map(|(d, l)| format!("guard {d}{l}")),
            (die(), lucky()).prop_map(|(d, l)| format!("reveal {d}{l}")),
            (item(), die(), lucky()).prop_map(|(i, d, l)| format!("steal {i} {d}{l}")),
            item().prop_map(|i| format!("guarantee {i}")),
            item().prop_map(|i| format!("pocket {i}")),
            (character(), character(), item()).prop_map(|(a, b, i)| format!("trade {a} {b} {i}")),
            (character(), character(), 0..5u8)
                .prop_map(|(a, b, n)| format!("trade {a} {b} ammo {n}")),
            (pairs(), prop::collection::vec(building(), 0..3)).prop_map(|(p, bombs)| {
                if bombs.is_empty() {
                    format!("attack{p}")
                } else {
                    format!("attack{p} bombs {}", bombs.join(" "))
                }
            }),
            (
                pairs(),
                prop::option::of(building()),
                prop::option::of(building())
            )
                .prop_map(|(p, trap, wagon)| {
                    let trap = trap.map(|b| format!(" trap {b}")).unwrap_or_default();
                    let wagon = wagon.map(|b| format!(" wagon {b}")).unwrap_or_default();
                    format!("defend{p}{trap}{wagon}")
                }),
            (
                character(),
                die(),
                die(),
                at(),
                prop::sample::select(vec!["", " beer", " tobacco", " keep-lightweight"]),
                lucky()
            )
                .prop_map(|(c, a, b, at, kick, l)| format!("shoot {c} {a} {b}{at}{kick}{l}")),
            (character(), die(), lucky(), at())
                .prop_map(|(c, d, l, at)| format!("throw {c} {d}{l}{at}")),
            (building(), prop::option::of(character())).prop_map(|(b, c)| match c {
                Some(c) => format!("damage bomb {b} {c}"),
                None => format!("damage bomb {b}"),
            }),
            character().prop_map(|c| format!("damage trap {c}")),
            building().prop_map(|b| format!("cease {b}")),
            (
                prop::collection::vec(building(), 0..3),
                prop::collection::vec(character(), 0..3),
                prop::collection::vec((character(), 0..5u32), 0..3)
            )
                .prop_map(|(burned, dead, shots)| {
                    let dead = if dead.is_empty() {
                        String::new()
                    } else {
                        format!(" dead {}", dead.join(" "))
                    };
                    let shots = if shots.is_empty() {
                        String::new()
                    } else {
                        let pairs: Vec<String> =
                            shots.iter().map(|(c, n)| format!("{c} {n}")).collect();
                        format!(" shots {}", pairs.join(" "))
                    };
                    format!("raid {}{dead}{shots}", burned.join(" "))
                }),
        ]
        .boxed()
    }
}
