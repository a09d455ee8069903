//! The Quick and the Undead in the conformance tests.

use crate::support::conformance::{Conformance, NAMES, names, player_word};
use holster::core::SetupInput;
use holster::games::undead::Undead;
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;
use std::collections::BTreeMap;

/// The board's building slots per player count (test values: the real ones
/// are printed on the board and entered once in the settings).
fn board() -> BTreeMap<String, i64> {
    [
        ("slots-2", 3),
        ("slots-3", 4),
        ("slots-4", 5),
        ("slots-5", 6),
        ("slots-6", 7),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect()
}

fn options(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

impl Conformance for Undead {
    fn sample() -> SetupInput {
        SetupInput {
            players: names(3),
            options: options(&[("law", "ann"), ("critical", "skull")]),
            board: board(),
        }
    }

    fn sample_lines() -> Vec<String> {
        [
            "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
            "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
            "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
            "building Jail cost 7 notoriety 4 ability coin bonus coin",
            "undead 2 3 notoriety 2",
            "undead 4 5 notoriety 3",
            "undead 6 7 notoriety 2",
            "undead 3 4 notoriety 1",
            "start ann bullet 3 bullet 5 coin",
            "start bob coin coin notoriety",
            "start cid bullet 4 bullet 6 bullet 7",
            "hiring none",
        ]
        .map(String::from)
        .to_vec()
    }

    fn setups() -> BoxedStrategy<SetupInput> {
        (
            2..=6usize,
            0..6usize,
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(|(n, law, skull, variant, alternate)| {
                let two = variant && n == 2;
                // In the 2-player variant a person has two bands: the Law
                // is named by its band's seat.
                let law = if two {
                    (law % 4 + 1).to_string()
                } else {
                    NAMES[law % n].to_lowercase()
                };
                let mut pairs = vec![
                    ("law", law.as_str()),
                    ("critical", if skull { "skull" } else { "backfire" }),
                ];
                if two {
                    pairs.push(("variant", "two-player"));
                    pairs.push(("seating", if alternate { "alternate" } else { "pairs" }));
                }
                SetupInput {
                    players: names(n),
                    options: options(&pairs),
                    board: board(),
                }
            })
            .boxed()
    }

    /// Coins, the "1" and the "5" Notoriety tokens, and each colour's six
    /// Outlaws, wherever they are.
    fn box_totals(state: &Self::State) -> Vec<(&'static str, i64)> {
        undead_box(state)
    }

    fn lines() -> BoxedStrategy<String> {
        let face = || 1..=8u8;
        let slot = || 2..=7u8;
        let item = item();
        prop_oneof![
            building_line(),
            (face(), face(), 1..=3u32)
                .prop_map(|(a, b, n)| format!("undead {a} {b} notoriety {n}")),
            (face(), face(), 1..=3u32)
                .prop_map(|(a, b, n)| format!("undead {a} {b} notoriety {n} at street")),
            (player_word(), prop::collection::vec(item.clone(), 3))
                .prop_map(|(p, i)| format!("start {p} {}", i.join(" "))),
            Just("hiring none".to_string()),
            player_word().prop_map(|p| format!("hiring {p}")),
            prop::collection::vec((player_word(), face()), 1..=6).prop_map(|d| {
                let d: Vec<String> = d.into_iter().map(|(p, f)| format!("{p} {f}")).collect();
                format!("reveal {}", d.join(" "))
            }),
            (player_word(), slot()).prop_map(|(p, s)| format!("hire {p} coins {s}")),
            (player_word(), face(), player_word(), face())
                .prop_map(|(a, x, b, y)| format!("duel {a}>{b} {x} {b}>{a} {y}")),
            Just("aim street".to_string()),
            face().prop_map(|f| format!("shoot {f}")),
            prop::collection::vec(item, 1..=3).prop_map(|i| format!("income {}", i.join(" "))),
            Just("stop".to_string()),
            Just("end".to_string()),
            Just("next".to_string()),
        ]
        .boxed()
    }
}

/// A building card line with one of the abilities of the 1–3 player game.
pub fn building_line() -> BoxedStrategy<String> {
    let ability = prop::sample::select(vec![
        "coin",
        "notoriety",
        "bullet",
        "reset-critical",
        "gamble",
        "coins-safe",
        "fixed-price",
        "undead-bounty",
        "steal-more",
        "bullets-safe",
    ]);
    let bonus = prop::sample::select(vec!["coin", "notoriety", "bullet"]);
    (
        prop::sample::select(vec!["Saloon", "Bank", "Church", "Jail", "Mine", "Stable"]),
        1..=10u32,
        1..=6u32,
        ability,
        bonus,
    )
        .prop_map(|(n, c, no, a, b)| {
            format!("building {n} cost {c} notoriety {no} ability {a} bonus {b}")
        })
        .boxed()
}

/// A resource as a line names it: a Coin, a Notoriety, a Bullet onto a slot.
pub fn item() -> BoxedStrategy<String> {
    prop_oneof![
        Just("coin".to_string()),
        Just("notoriety".to_string()),
        (2..=7u8).prop_map(|s| format!("bullet {s}")),
    ]
    .boxed()
}

/// What the box of The Quick and the Undead holds, counted on the table:
/// Coins and Notoriety in the purses, the supply and the buildings'
/// bonuses (the "1" and the "5" tokens apart), and each band's Outlaws at
/// home, on the board, in buildings, out of play and in the Graveyard.
pub fn undead_box(s: &holster::games::undead::UndeadState) -> Vec<(&'static str, i64)> {
    use holster::games::undead::Resource;
    let bonus = |r: Resource| s.buildings.iter().filter(|b| b.bonus == Some(r)).count() as i64;
    let coins: i64 = s.purses.iter().map(|p| i64::from(p.coins)).sum::<i64>()
        + i64::from(s.supply_coins)
        + bonus(Resource::Coin);
    let ones: i64 = s.purses.iter().map(|p| i64::from(p.ones())).sum::<i64>()
        + i64::from(s.supply_ones())
        + bonus(Resource::Notoriety);
    let fives: i64 =
        s.purses.iter().map(|p| i64::from(p.fives)).sum::<i64>() + i64::from(s.supply_fives);
    let mut out = vec![("coins", coins), ("ones", ones), ("fives", fives)];
    for (i, band) in s.bands.iter().enumerate() {
        let outlaws = i64::from(s.outlaws(i)) + i64::from(band.reserve) + i64::from(band.graveyard);
        out.push(("outlaws", outlaws));
    }
    out
}
