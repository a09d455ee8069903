//! Setting up the solo game (Solo Variant, Setup): one player against Dead
//! Ranger; the buildings of the 6-player slots without the 4+ ones, entered
//! clockwise from the Graveyard (the order Undead placement needs); no
//! starting resources on them; 15 Undead (18 with The Horsemen), one in
//! the street and the rest Boot Hill; the player's band as in Setup 4 (no
//! starting resources: the variant names only step 4); Dead Ranger with
//! its six Outlaws in the Graveyard, nothing in its stash, its Critical
//! token and a Bullet on every slot.
//!
//! Options: `critical=skull|backfire` (the text does not say which side the
//! Critical tokens start on: the table decides, as in the multiplayer
//! game), and the four Horde-er changes, each `yes` or `no` (off by
//! default): `horsemen`, `reinforcements`, `horde`, `fast`.

use super::state::{Horde, PLAYER, RANGER, RANGER_NAME, SoloState};
use crate::core::{BoardValue, Choice, Msg, SetupField, SetupInput};
use crate::games::undead::solo_seam::setup::trade_up_choice;
use crate::games::undead::solo_seam::setup::{
    BandSetup, UndeadSetup, critical_side, critical_word,
};
use crate::games::undead::solo_seam::setup_fields::{critical_field, fives_field};
use crate::games::undead::solo_seam::state::{OUTLAWS, Phase, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The board value of the building slots used: the 6-player ones.
pub const SLOTS_KEY: &str = "slots-6";

/// Undead cards in the box, and the "6" ones the variant removes.
const UNDEAD_CARDS: u32 = 18;
const SIXES: u32 = 3;

/// A validated solo setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloSetup {
    /// The player's name.
    pub player: String,
    /// The side the Critical tokens start on (the table's decision).
    pub critical: Side,
    /// The Horde-er options.
    #[serde(default)]
    pub horde: Horde,
    /// The board values entered (the 6-player building slots).
    #[serde(default)]
    pub board: BTreeMap<String, i64>,
    /// Whether five "1"-Notoriety may be changed for a "5" (the table's
    /// decision; `None` while not decided).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trade_up: Option<bool>,
}

impl SoloSetup {
    /// The multiplayer setup the table is kept in: the player and Dead
    /// Ranger as two bands, the player holding the Law badge.
    pub fn base(&self) -> UndeadSetup {
        UndeadSetup {
            people: vec![self.player.clone(), RANGER_NAME.to_string()],
            bands: vec![
                BandSetup {
                    person: PLAYER,
                    colour: String::new(),
                },
                BandSetup {
                    person: RANGER,
                    colour: String::new(),
                },
            ],
            two_player: false,
            law: PLAYER,
            critical: self.critical,
            board: BTreeMap::new(),
            trade_up: self.trade_up,
        }
    }
}

/// The one printed number the solo game needs: the 6-player building slots.
pub static BOARD_VALUES: &[BoardValue] = &[BoardValue {
    key: SLOTS_KEY,
    label: "undead-board-slots-6",
    rulebook_says: "undead-board-slots-says",
    default: None,
    min: 1,
    max: 20,
    group: None,
}];

/// Reads a yes/no option.
fn yes_no(key: &str, value: &str) -> Result<bool, Msg> {
    match value.trim().to_lowercase().as_str() {
        "yes" | "ja" | "on" | "aan" | "true" => Ok(true),
        "no" | "nee" | "off" | "uit" | "false" | "" => Ok(false),
        other => Err(Msg::new("undead-solo-setup-yes-no")
            .arg("option", key.to_string())
            .arg("typed", other.to_string())),
    }
}

/// Reads the setup input.
pub fn validate(input: &SetupInput) -> Result<SoloSetup, Msg> {
    let people: Vec<String> = input.players.iter().map(|p| p.trim().to_string()).collect();
    crate::games::check_names(&people)?;
    let [player] = people.as_slice() else {
        return Err(Msg::new("setup-player-count")
            .arg("count", people.len())
            .arg("min", 1_i64)
            .arg("max", 1_i64));
    };
    if player.eq_ignore_ascii_case(RANGER_NAME) {
        return Err(Msg::new("undead-solo-setup-name"));
    }
    let mut critical = None;
    let mut horde = Horde::default();
    let mut trade_up = None;
    for (key, value) in &input.options {
        match key.trim().to_lowercase().as_str() {
            "critical" | "kritiek" => critical = Some(value.trim().to_lowercase()),
            "horsemen" | "ruiters" => horde.horsemen = yes_no(key, value)?,
            "reinforcements" | "versterkingen" => horde.reinforcements = yes_no(key, value)?,
            "horde" => horde.horde = yes_no(key, value)?,
            "fast" | "snel" => horde.fast = yes_no(key, value)?,
            "fives" | "vijven" => trade_up = trade_up_choice(value)?,
            _ => return Err(Msg::new("setup-unknown-option").arg("option", key.clone())),
        }
    }
    let critical = critical_side(critical.as_deref())?;
    let mut board = input.board.clone();
    board.retain(|k, _| k == SLOTS_KEY);
    crate::games::undead::setup::check_board(&board)?;
    Ok(SoloSetup {
        player: player.clone(),
        critical,
        horde,
        board,
        trade_up,
    })
}

/// The input that [`validate`] turns into this setup again.
pub fn input(setup: &SoloSetup) -> SetupInput {
    let mut options = BTreeMap::new();
    options.insert("critical".to_string(), critical_word(setup.critical));
    let h = setup.horde;
    for (key, on) in [
        ("horsemen", h.horsemen),
        ("reinforcements", h.reinforcements),
        ("horde", h.horde),
        ("fast", h.fast),
    ] {
        if on {
            options.insert(key.to_string(), "yes".to_string());
        }
    }
    if let Some(allowed) = setup.trade_up {
        let word = if allowed { "yes" } else { "no" };
        options.insert("fives".to_string(), word.to_string());
    }
    SetupInput {
        players: vec![setup.player.clone()],
        options,
        board: setup.board.clone(),
    }
}

/// The state before anything is entered: the buildings still to be
/// entered, Boot Hill the deck (the street's Undead comes from it), the
/// player's four Outlaws home and two beside Hire Guns, every slot of the
/// player's card a Casing; Dead Ranger's six Outlaws in the Graveyard and
/// a Bullet on each of its slots.
pub fn initial(setup: &SoloSetup) -> SoloState {
    let mut base = crate::games::undead::solo_seam::setup::initial(&setup.base());
    base.solo = true;
    base.slots = setup
        .board
        .get(SLOTS_KEY)
        .and_then(|s| usize::try_from(*s).ok())
        .unwrap_or(0);
    base.boot_hill = if setup.horde.horsemen {
        UNDEAD_CARDS
    } else {
        UNDEAD_CARDS - SIXES
    };
    if let Some(player) = base.bands.get_mut(PLAYER) {
        player.started = true;
    }
    if let Some(ranger) = base.bands.get_mut(RANGER) {
        ranger.home = 0;
        ranger.reserve = 0;
        ranger.graveyard = OUTLAWS;
        ranger.card = [true; 6];
        ranger.started = true;
    }
    base.phase = Phase::Buildings;
    SoloState {
        base,
        horde: setup.horde,
        said: Vec::new(),
        end: None,
    }
}

/// The setup screen's questions: the Critical tokens' side and the four
/// Horde-er options (off unless chosen).
pub fn setup_fields(_players: usize, _chosen: &BTreeMap<String, String>) -> Vec<SetupField> {
    let mut fields = vec![critical_field(), fives_field()];
    for (key, label) in [
        ("horsemen", "undead-solo-option-horsemen"),
        ("reinforcements", "undead-solo-option-reinforcements"),
        ("horde", "undead-solo-option-horde"),
        ("fast", "undead-solo-option-fast"),
    ] {
        fields.push(SetupField::OneOf {
            key,
            label,
            choices: vec![
                Choice {
                    value: "no",
                    label: "undead-solo-option-no",
                },
                Choice {
                    value: "yes",
                    label: "undead-solo-option-yes",
                },
            ],
            default: Some("no"),
        });
    }
    fields
}
