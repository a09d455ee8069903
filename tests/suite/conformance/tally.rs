//! The test game in the conformance tests.

use crate::support::conformance::{Conformance, names, player_word};
use holster::core::SetupInput;
use holster::games::tally::Tally;
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;

impl Conformance for Tally {
    fn sample() -> SetupInput {
        SetupInput {
            players: names(3),
            ..SetupInput::default()
        }
    }

    fn sample_lines() -> Vec<String> {
        ["roll ann 17", "bob 20", "roll 3 4"]
            .map(String::from)
            .to_vec()
    }

    fn setups() -> BoxedStrategy<SetupInput> {
        (2..=6usize, prop::option::of(10..=500i64))
            .prop_map(|(players, goal)| SetupInput {
                players: names(players),
                board: goal.map(|g| ("goal".to_string(), g)).into_iter().collect(),
                ..SetupInput::default()
            })
            .boxed()
    }

    /// None: the test game's scores come from nowhere.
    fn box_totals(_state: &Self::State) -> Vec<(&'static str, i64)> {
        Vec::new()
    }

    fn lines() -> BoxedStrategy<String> {
        (any::<bool>(), player_word(), 0..=22u8)
            .prop_map(|(verb, who, face)| {
                if verb {
                    format!("roll {who} {face}")
                } else {
                    format!("{who} {face}")
                }
            })
            .boxed()
    }
}
