//! Make You Gunfighters in the conformance tests.

use crate::support::conformance::{Conformance, NAMES, names, player_word};
use holster::core::SetupInput;
use holster::games::gunfighters::{ClimaxType, Gunfighters, Location};
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;

fn location() -> impl Strategy<Value = &'static str> {
    prop::sample::select(Location::ALL.map(|l| l.slug()).to_vec())
}

impl Conformance for Gunfighters {
    fn sample() -> SetupInput {
        SetupInput {
            players: names(4),
            options: [
                (
                    "face-up".to_string(),
                    "stable,saloon,station,ranch".to_string(),
                ),
                ("dealer".to_string(), "dan".to_string()),
                ("extra-a".to_string(), "on".to_string()),
            ]
            .into(),
            board: [("starting-coins".to_string(), 2)].into(),
        }
    }

    fn sample_lines() -> Vec<String> {
        [
            "move stable",
            "shoot ann cliff 1",
            "story",
            "gain cid 1",
            "end",
            "move ranch discard",
            "shoot bob saloon 1 with plaza",
        ]
        .map(String::from)
        .to_vec()
    }

    fn setups() -> BoxedStrategy<SetupInput> {
        (
            3..=7usize,
            prop::collection::vec(location(), 7),
            any::<prop::sample::Index>(),
            any::<prop::sample::Index>(),
            prop::collection::vec(any::<bool>(), 4),
            prop::option::of(0..=2i64),
            any::<bool>(),
        )
            .prop_map(|(players, faces, dealer, first, switches, coins, dutch)| {
                let key = |en: &str, nl: &str| if dutch { nl } else { en }.to_string();
                let on = |b: bool| if b { "on" } else { "off" }.to_string();
                let mut options = std::collections::BTreeMap::new();
                options.insert(key("face-up", "open-kaart"), faces[..players].join(","));
                options.insert(
                    key("dealer", "gever"),
                    NAMES[dealer.index(players)].to_lowercase(),
                );
                options.insert(
                    key("first", "begint"),
                    (first.index(players) + 1).to_string(),
                );
                options.insert(key("public-memory", "geheugen"), on(switches[0]));
                options.insert("extra-a".to_string(), on(switches[1]));
                options.insert("extra-b".to_string(), on(switches[2]));
                options.insert(key("ten-seconds", "tien-seconden"), on(switches[3]));
                SetupInput {
                    players: names(players),
                    options,
                    board: coins
                        .map(|c| ("starting-coins".to_string(), c))
                        .into_iter()
                        .collect(),
                }
            })
            .boxed()
    }

    /// The 42 Gunfire cards, the 16 Bounty Coins and the 6 Climax cards,
    /// wherever they are.
    fn box_totals(state: &Self::State) -> Vec<(&'static str, i64)> {
        let climax = state.players.iter().filter(|p| p.climax.is_some()).count();
        vec![
            ("gunfire", i64::from(state.gunfire_total())),
            ("coins", i64::from(state.coin_total())),
            (
                "climax",
                i64::from(state.climax_pile) + i64::try_from(climax).unwrap_or(0),
            ),
        ]
    }

    fn lines() -> BoxedStrategy<String> {
        let kind = prop::sample::select(ClimaxType::ALL.map(|k| k.slug()).to_vec());
        prop_oneof![
            4 => (location(), any::<bool>()).prop_map(|(l, d)| if d {
                format!("move {l} discard")
            } else {
                format!("move {l}")
            }),
            4 => (player_word(), location(), 0..=3u8, prop::option::of(location()), any::<bool>())
                .prop_map(|(p, at, hits, with, free)| match (with, free) {
                    (_, true) => format!("shoot {p} {at} {hits} free"),
                    (Some(w), false) => format!("shoot {p} {at} {hits} with {w}"),
                    (None, false) => format!("shoot {p} {at} {hits}"),
                }),
            1 => any::<bool>().prop_map(|m| if m { "story mark" } else { "story" }.to_string()),
            2 => Just("end".to_string()),
            1 => (player_word(), 1..=3u8).prop_map(|(p, n)| format!("gain {p} {n}")),
            1 => (player_word(), prop::collection::vec(location(), 1..=2), prop::option::of(player_word()))
                .prop_map(|(p, cards, by)| match by {
                    Some(b) => format!("lose {p} {} by {b}", cards.join(" ")),
                    None => format!("lose {p} {}", cards.join(" ")),
                }),
            1 => location().prop_map(|l| format!("time {l}")),
            1 => (player_word(), -2..=2i8).prop_map(|(p, c)| format!("coins {p} {c:+}")),
            1 => (player_word(), player_word(), 1..=2u8).prop_map(|(a, b, n)| format!("give {a} {b} {n}")),
            2 => (player_word(), kind).prop_map(|(p, k)| format!("climax {p} {k}")),
            1 => (player_word(), location()).prop_map(|(p, l)| format!("control {p} {l}")),
            1 => prop::sample::select(vec!["draw", "play-on", "gelijkspel", "doorvechten"])
                .prop_map(str::to_string),
        ]
        .boxed()
    }
}
