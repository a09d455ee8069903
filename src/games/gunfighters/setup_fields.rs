//! Make You Gunfighters' questions on the setup screen: each seat's face-up
//! card, the Dealer, who starts, and the options.

use super::state::Location;
use crate::core::{Choice, SetupField};

/// The six locations as setup choices.
fn locations() -> Vec<Choice> {
    Location::ALL
        .into_iter()
        .map(|l| Choice {
            value: l.slug(),
            label: l.name_key(),
        })
        .collect()
}

/// An option that is on or off, off unless chosen.
fn switch(key: &'static str, label: &'static str) -> SetupField {
    SetupField::OneOf {
        key,
        label,
        choices: vec![
            Choice {
                value: "off",
                label: "mgf-ui-setup-off",
            },
            Choice {
                value: "on",
                label: "mgf-ui-setup-on",
            },
        ],
        default: Some("off"),
    }
}

/// The setup questions.
pub fn setup_fields() -> Vec<SetupField> {
    vec![
        SetupField::PerSeat {
            key: "face-up",
            label: "mgf-ui-setup-face-up",
            choices: locations(),
            unique: false,
        },
        SetupField::Seat {
            key: "dealer",
            label: "mgf-ui-setup-dealer",
        },
        SetupField::Seat {
            key: "first",
            label: "mgf-ui-setup-first",
        },
        switch("public-memory", "mgf-ui-setup-public-memory"),
        switch("extra-a", "mgf-ui-setup-extra-a"),
        switch("extra-b", "mgf-ui-setup-extra-b"),
        switch("ten-seconds", "mgf-ui-setup-ten-seconds"),
    ]
}
