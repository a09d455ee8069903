//! The questions the setup screen asks for The Quick and the Undead.

use crate::core::{Choice, SetupField};
use std::collections::BTreeMap;

/// The questions: the variant (with two people), the seating of the four
/// bands, the starting Law, and the Critical token's starting side.
pub fn setup_fields(players: usize, chosen: &BTreeMap<String, String>) -> Vec<SetupField> {
    let mut fields = Vec::new();
    if players == 2 {
        fields.push(SetupField::OneOf {
            key: "variant",
            label: "undead-setup-field-variant",
            choices: vec![
                Choice {
                    value: "standard",
                    label: "undead-variant-standard",
                },
                Choice {
                    value: "two-player",
                    label: "undead-variant-two-player",
                },
            ],
            default: Some("standard"),
        });
        if chosen.get("variant").map(String::as_str) == Some("two-player") {
            fields.push(SetupField::OneOf {
                key: "seating",
                label: "undead-setup-field-seating",
                choices: vec![
                    Choice {
                        value: "alternate",
                        label: "undead-seating-alternate",
                    },
                    Choice {
                        value: "pairs",
                        label: "undead-seating-pairs",
                    },
                ],
                default: None,
            });
        }
    }
    fields.push(SetupField::Seat {
        key: "law",
        label: "undead-setup-field-law",
    });
    fields.push(critical_field());
    fields.push(fives_field());
    fields
}

/// The table's decision on five "1"s for a "5" (the solo game asks it too):
/// the text says a "5" can always be changed for five "1"s, not the other
/// way round, so the table decides that once.
pub(crate) fn fives_field() -> SetupField {
    SetupField::OneOf {
        key: "fives",
        label: "undead-setup-field-fives",
        choices: vec![
            Choice {
                value: "yes",
                label: "undead-fives-yes",
            },
            Choice {
                value: "no",
                label: "undead-fives-no",
            },
        ],
        default: None,
    }
}

/// The question of the Critical token's starting side (the solo game asks it too).
pub(crate) fn critical_field() -> SetupField {
    SetupField::OneOf {
        key: "critical",
        label: "undead-setup-field-critical",
        choices: vec![
            Choice {
                value: "skull",
                label: "undead-side-skull",
            },
            Choice {
                value: "backfire",
                label: "undead-side-backfire",
            },
        ],
        default: None,
    }
}
