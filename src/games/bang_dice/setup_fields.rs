//! BANG!'s questions on the setup screen: each seat's character, and the
//! Sheriff's seat (or, with three players, each seat's face-up role).

use crate::core::{Choice, SetupField};

/// The characters as setup choices, in the order of the rulebook.
const CHARACTERS: [Choice; 16] = [
    Choice {
        value: "bart-cassidy",
        label: "bang-dice-character-bart-cassidy",
    },
    Choice {
        value: "black-jack",
        label: "bang-dice-character-black-jack",
    },
    Choice {
        value: "calamity-janet",
        label: "bang-dice-character-calamity-janet",
    },
    Choice {
        value: "el-gringo",
        label: "bang-dice-character-el-gringo",
    },
    Choice {
        value: "jesse-jones",
        label: "bang-dice-character-jesse-jones",
    },
    Choice {
        value: "jourdonnais",
        label: "bang-dice-character-jourdonnais",
    },
    Choice {
        value: "kit-carlson",
        label: "bang-dice-character-kit-carlson",
    },
    Choice {
        value: "lucky-duke",
        label: "bang-dice-character-lucky-duke",
    },
    Choice {
        value: "paul-regret",
        label: "bang-dice-character-paul-regret",
    },
    Choice {
        value: "pedro-ramirez",
        label: "bang-dice-character-pedro-ramirez",
    },
    Choice {
        value: "rose-doolan",
        label: "bang-dice-character-rose-doolan",
    },
    Choice {
        value: "sid-ketchum",
        label: "bang-dice-character-sid-ketchum",
    },
    Choice {
        value: "slab-the-killer",
        label: "bang-dice-character-slab-the-killer",
    },
    Choice {
        value: "suzy-lafayette",
        label: "bang-dice-character-suzy-lafayette",
    },
    Choice {
        value: "vulture-sam",
        label: "bang-dice-character-vulture-sam",
    },
    Choice {
        value: "willy-the-kid",
        label: "bang-dice-character-willy-the-kid",
    },
];

/// The three face-up roles of the three-player game.
const THREE_PLAYER_ROLES: [Choice; 3] = [
    Choice {
        value: "deputy",
        label: "bang-dice-role-deputy",
    },
    Choice {
        value: "outlaw",
        label: "bang-dice-role-outlaw",
    },
    Choice {
        value: "renegade",
        label: "bang-dice-role-renegade",
    },
];

/// The setup questions: each seat's character; the Sheriff's seat, or with
/// three players each seat's face-up role.
pub fn setup_fields(players: usize) -> Vec<SetupField> {
    let mut fields = vec![SetupField::PerSeat {
        key: "characters",
        label: "bang-ui-setup-character",
        choices: CHARACTERS.to_vec(),
        unique: true,
    }];
    if players == 3 {
        fields.push(SetupField::PerSeat {
            key: "roles",
            label: "bang-ui-setup-role",
            choices: THREE_PLAYER_ROLES.to_vec(),
            unique: true,
        });
    } else {
        fields.push(SetupField::Seat {
            key: "sheriff",
            label: "bang-ui-setup-sheriff",
        });
    }
    fields
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bang_dice::Character;
    use crate::i18n::{self, Lang};

    #[test]
    fn every_setup_label_exists_in_both_languages() {
        for choice in CHARACTERS.iter().chain(&THREE_PLAYER_ROLES) {
            for lang in Lang::ALL {
                assert!(i18n::has(lang, choice.label), "{} in {lang}", choice.label);
            }
        }
        for character in Character::ALL {
            assert!(CHARACTERS.iter().any(|c| c.value == character.slug()));
        }
    }
}
