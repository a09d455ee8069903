//! BANG! The Dice Game in the conformance tests.

use crate::support::conformance::{Conformance, NAMES, names, player_word};
use holster::core::SetupInput;
use holster::games::bang_dice::{BangDice, Character, Role};
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;

impl Conformance for BangDice {
    fn sample() -> SetupInput {
        SetupInput {
            players: names(4),
            options: [
                (
                    "characters".to_string(),
                    "black-jack,jesse-jones,lucky-duke,willy-the-kid".to_string(),
                ),
                ("sheriff".to_string(), "bob".to_string()),
            ]
            .into(),
            ..SetupInput::default()
        }
    }

    fn sample_lines() -> Vec<String> {
        [
            "roll 1 1 2 b a",
            "reroll 5 g",
            "shoot ann cid dan",
            "beer bob",
            "end",
        ]
        .map(String::from)
        .to_vec()
    }

    fn setups() -> BoxedStrategy<SetupInput> {
        (
            3..=8usize,
            Just(Character::ALL.to_vec()).prop_shuffle(),
            Just(vec![Role::Deputy, Role::Outlaw, Role::Renegade]).prop_shuffle(),
            any::<prop::sample::Index>(),
            0..3u8,
            any::<bool>(),
        )
            .prop_map(|(players, characters, three, sheriff, how, dutch)| {
                let slugs: Vec<&str> = characters[..players].iter().map(|c| c.slug()).collect();
                let key = |en: &str, nl: &str| if dutch { nl } else { en }.to_string();
                let mut options = std::collections::BTreeMap::new();
                options.insert(key("characters", "personages"), slugs.join(","));
                if players == 3 {
                    let roles: Vec<&str> = three.iter().map(|r| r.slug()).collect();
                    options.insert(key("roles", "rollen"), roles.join(", "));
                } else {
                    let seat = sheriff.index(players);
                    let typed = match how {
                        0 => (seat + 1).to_string(),
                        1 => NAMES[seat].to_string(),
                        _ => NAMES[seat].to_lowercase(),
                    };
                    options.insert("sheriff".to_string(), typed);
                }
                SetupInput {
                    players: names(players),
                    options,
                    ..SetupInput::default()
                }
            })
            .boxed()
    }

    /// The nine arrows: the pile's and every player's.
    fn box_totals(state: &Self::State) -> Vec<(&'static str, i64)> {
        let held: i64 = state.players.iter().map(|p| i64::from(p.arrows)).sum();
        vec![("arrows", i64::from(state.pile) + held)]
    }

    fn lines() -> BoxedStrategy<String> {
        let face = prop::sample::select(vec!["a", "d", "1", "2", "b", "g", "p"]);
        let line = prop_oneof![
            prop::collection::vec(face.clone(), 4..=6)
                .prop_map(|f| format!("roll {}", f.join(" "))),
            (
                prop::collection::vec(1..=6u8, 1..=5),
                prop::collection::vec(face, 1..=5)
            )
                .prop_map(|(dice, faces)| {
                    let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
                    format!("reroll {} {}", dice.join(" "), faces.join(" "))
                }),
            prop::collection::vec((player_word(), any::<bool>()), 1..=5).prop_map(|hits| {
                let words: Vec<String> = hits
                    .into_iter()
                    .map(|(n, d)| format!("{n}{}", if d { "+" } else { "" }))
                    .collect();
                format!("shoot {}", words.join(" "))
            }),
            prop::collection::vec(player_word(), 1..=5)
                .prop_map(|n| format!("beer {}", n.join(" "))),
            Just("gatling".to_string()),
            prop::collection::vec(player_word(), 0..=3).prop_map(|n| if n.is_empty() {
                "kit none".to_string()
            } else {
                format!("kit {}", n.join(" "))
            }),
            prop::option::of(player_word())
                .prop_map(|n| format!("sid {}", n.unwrap_or_else(|| "none".into()))),
            prop::sample::select(vec!["bart life", "bart arrow", "pedro", "pedro none"])
                .prop_map(str::to_string),
            (0..5u8).prop_map(|k| format!("bart arrows {k}")),
            (0..5u8).prop_map(|k| format!("pedro {k}")),
            (player_word(), prop::sample::select(Role::ALL.to_vec()))
                .prop_map(|(n, r)| format!("reveal {n} {}", r.slug())),
            Just("end".to_string()),
        ];
        line.boxed()
    }
}
