//! The Quick and the Undead solo against Dead Ranger in the conformance tests.

use crate::support::conformance::{Conformance, NAMES};
use holster::core::SetupInput;
use holster::games::undead_solo::UndeadSolo;
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;
use std::collections::BTreeMap;

/// The 6-player building slots (a test value: the real one is printed on the board).
fn board() -> BTreeMap<String, i64> {
    [("slots-6".to_string(), 3)].into_iter().collect()
}

impl Conformance for UndeadSolo {
    fn sample() -> SetupInput {
        SetupInput {
            players: vec!["Ann".to_string()],
            options: [("critical".to_string(), "skull".to_string())]
                .into_iter()
                .collect(),
            board: board(),
        }
    }

    fn sample_lines() -> Vec<String> {
        [
            "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
            "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
            "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
            "undead 2 3 notoriety 2",
            "place 6",
            "ranger 6",
            "duel 4 3",
        ]
        .map(String::from)
        .to_vec()
    }

    fn setups() -> BoxedStrategy<SetupInput> {
        (0..8usize, any::<bool>(), any::<[bool; 4]>())
            .prop_map(|(who, skull, horde)| {
                let mut options: BTreeMap<String, String> = [(
                    "critical".to_string(),
                    if skull { "skull" } else { "backfire" }.to_string(),
                )]
                .into_iter()
                .collect();
                for (on, key) in horde
                    .iter()
                    .zip(["horsemen", "reinforcements", "horde", "fast"])
                {
                    if *on {
                        options.insert(key.to_string(), "yes".to_string());
                    }
                }
                SetupInput {
                    players: vec![NAMES[who].to_string()],
                    options,
                    board: board(),
                }
            })
            .boxed()
    }

    /// As the multiplayer game's: Coins, Notoriety tokens and both bands'
    /// Outlaws.
    fn box_totals(state: &Self::State) -> Vec<(&'static str, i64)> {
        crate::conformance::undead::undead_box(&state.base)
    }

    fn lines() -> BoxedStrategy<String> {
        let face = || 1..=8u8;
        let slot = || 2..=7u8;
        let item = super::undead::item();
        let paid = prop_oneof![
            Just("coin".to_string()),
            Just("notoriety".to_string()),
            slot().prop_map(|s| format!("bullet {s}>lost")),
        ];
        prop_oneof![
            super::undead::building_line(),
            (face(), face(), 1..=3u32)
                .prop_map(|(a, b, n)| format!("undead {a} {b} notoriety {n}")),
            (2..=8u8).prop_map(|s| format!("place {s}")),
            Just("place hire".to_string()),
            face().prop_map(|f| format!("ranger {f}")),
            (face(), face()).prop_map(|(a, b)| format!("duel {a} {b}")),
            (2..=8u8, face()).prop_map(|(s, f)| format!("intimidate {s} {f}")),
            (2..=8u8, slot()).prop_map(|(s, b)| format!("intimidate {s} 8 crit bullet {b}")),
            face().prop_map(|f| format!("walk {f}")),
            prop::collection::vec(paid, 2).prop_map(|i| format!("pay {}", i.join(" "))),
            item.clone().prop_map(|i| format!("steal {i}")),
            slot().prop_map(|s| format!("hire ann coins {s}")),
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
