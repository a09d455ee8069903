//! Setting up: 2 to 6 players (each a band of one colour) or the 2-player
//! variant (two bands each, set up as for 4 players); the starting Law; the
//! side the Critical token starts on (the text does not say: the table
//! decides at setup and it is recorded here); each band's colour; and the
//! number of building slots the board prints for the player count.
//!
//! Options: `law=SEAT` (the band with the Law badge), `critical=skull` or
//! `critical=backfire` (`doodskop`/`terugslag`), `colours=red,blue,...`
//! (optional, one word per band), `variant=two-player` (`twee-spelers`)
//! with `seating=alternate` (A B A B) or `seating=pairs` (A A B B) for the
//! order of the four bands around the table.

use super::state::{
    Band, COINS, FIVES, NOTORIETY, OUTLAWS, Phase, Resolution, START_OUTLAWS, Side, UndeadState,
};
use crate::core::{BoardValue, Msg, SetupInput, find_player};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One band as set up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BandSetup {
    /// The person (index in `people`) whose band it is.
    pub person: usize,
    /// Its colour as the table named it (may be empty).
    #[serde(default)]
    pub colour: String,
}

/// A validated setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndeadSetup {
    /// The people at the table in seating order.
    pub people: Vec<String>,
    /// The bands clockwise (one per person, or four in the 2-player variant).
    pub bands: Vec<BandSetup>,
    /// The 2-player variant.
    #[serde(default)]
    pub two_player: bool,
    /// The band with the Law badge at the start.
    pub law: usize,
    /// The side each Critical token starts on (the table's decision).
    pub critical: Side,
    /// Whether five "1" Notoriety tokens may be changed for a "5" (the text
    /// says only that a "5" can always be changed for five "1"s; the table
    /// decides the other way at setup). None: not decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trade_up: Option<bool>,
    /// The board values the table entered (see [`BOARD_VALUES`]).
    #[serde(default)]
    pub board: BTreeMap<String, i64>,
}

impl UndeadSetup {
    /// The seat names: the person, or in the 2-player variant the person and
    /// the band's number ("Ann-1", "Ann-2").
    pub fn band_names(&self) -> Vec<String> {
        self.bands
            .iter()
            .map(|b| {
                let name = self.people.get(b.person).cloned().unwrap_or_default();
                if self.two_player {
                    let nth = 1 + self
                        .bands
                        .iter()
                        .take_while(|o| !std::ptr::eq(*o, b))
                        .filter(|o| o.person == b.person)
                        .count();
                    format!("{name}-{nth}")
                } else {
                    name
                }
            })
            .collect()
    }

    /// The number of building slots the board prints for this table, when entered.
    pub fn slots(&self) -> Option<i64> {
        self.board.get(&slots_key(self.bands.len())).copied()
    }
}

/// How many bands a game set up from `input` has, as far as it says yet:
/// four in the 2-player variant, else one a person.
pub fn band_count(input: &SetupInput) -> usize {
    let two_player = input.options.iter().any(|(key, value)| {
        matches!(key.trim().to_lowercase().as_str(), "variant" | "variant-2")
            && matches!(
                value.trim().to_lowercase().as_str(),
                "two-player" | "twee-spelers" | "2"
            )
    });
    if two_player { 4 } else { input.players.len() }
}

/// The board value key of the building slots for a number of bands.
pub fn slots_key(bands: usize) -> String {
    format!("slots-{bands}")
}

/// The numbers printed on the board that the text does not give
/// (rulebooks/README.md): the building slots for each player count.
pub static BOARD_VALUES: &[BoardValue] = &[
    slots("slots-2", "undead-board-slots-2"),
    slots("slots-3", "undead-board-slots-3"),
    slots("slots-4", "undead-board-slots-4"),
    slots("slots-5", "undead-board-slots-5"),
    slots("slots-6", "undead-board-slots-6"),
];

const fn slots(key: &'static str, label: &'static str) -> BoardValue {
    BoardValue {
        key,
        label,
        rulebook_says: "undead-board-slots-says",
        default: None,
        min: 1,
        max: 20,
        group: None,
    }
}

/// Reads the setup input.
pub fn validate(input: &SetupInput) -> Result<UndeadSetup, Msg> {
    let people: Vec<String> = input.players.iter().map(|p| p.trim().to_string()).collect();
    crate::games::check_names(&people)?;
    let mut law = None;
    let mut critical = None;
    let mut colours = None;
    let mut variant = None;
    let mut seating = None;
    let mut trade_up = None;
    for (key, value) in &input.options {
        match key.trim().to_lowercase().as_str() {
            "law" | "wet" => law = Some(value.trim().to_string()),
            "critical" | "kritiek" => critical = Some(value.trim().to_lowercase()),
            "colours" | "colors" | "kleuren" => colours = Some(value.clone()),
            "variant" | "variant-2" => variant = Some(value.trim().to_lowercase()),
            "seating" | "volgorde" => seating = Some(value.trim().to_lowercase()),
            "fives" | "vijven" => trade_up = trade_up_choice(value)?,
            _ => return Err(Msg::new("setup-unknown-option").arg("option", key.clone())),
        }
    }
    let two_player = match variant.as_deref() {
        None | Some("" | "standard" | "normal") => false,
        Some("two-player" | "twee-spelers" | "2") => true,
        Some(other) => return Err(Msg::new("undead-setup-variant").arg("typed", other.to_string())),
    };
    let (min, max) = if two_player { (2, 2) } else { (2, 6) };
    if !(min..=max).contains(&people.len()) {
        return Err(Msg::new("setup-player-count")
            .arg("count", people.len())
            .arg("min", min)
            .arg("max", max));
    }
    let persons: Vec<usize> = if two_player {
        match seating.as_deref() {
            Some("alternate" | "om-en-om") => vec![0, 1, 0, 1],
            Some("pairs" | "paren") => vec![0, 0, 1, 1],
            _ => return Err(Msg::new("undead-setup-seating")),
        }
    } else {
        if seating.is_some() {
            return Err(Msg::new("undead-setup-seating-variant-only"));
        }
        (0..people.len()).collect()
    };
    let colour_list: Vec<String> = match &colours {
        Some(text) if !text.trim().is_empty() => {
            text.split(',').map(|c| c.trim().to_string()).collect()
        }
        _ => vec![String::new(); persons.len()],
    };
    if colour_list.len() != persons.len() {
        return Err(Msg::new("undead-setup-colours")
            .arg("count", colour_list.len())
            .arg("bands", persons.len()));
    }
    let critical = critical_side(critical.as_deref())?;
    let mut setup = UndeadSetup {
        people,
        bands: persons
            .into_iter()
            .zip(colour_list)
            .map(|(person, colour)| BandSetup { person, colour })
            .collect(),
        two_player,
        law: 0,
        critical,
        trade_up,
        board: input.board.clone(),
    };
    let typed = law.ok_or_else(|| Msg::new("undead-setup-law"))?;
    setup.law = find_player(&setup.band_names(), &typed)?;
    // Only the slot count of this table is kept, so a setup read back is
    // the same, with the box's cards as the household entered them before
    // (offered again by the pad; one that is not a card is passed over).
    let key = slots_key(setup.bands.len());
    setup
        .board
        .retain(|k, v| *k == key || super::box_cards::is_box_value(k, *v));
    check_board(&setup.board)?;
    Ok(setup)
}

/// A board value kept is within its range: a file edited by hand to an
/// impossible one is refused on load with this message, as a new game is,
/// rather than loaded with every building entry refused.
pub(crate) fn check_board(board: &BTreeMap<String, i64>) -> Result<(), Msg> {
    for value in BOARD_VALUES
        .iter()
        .chain(crate::games::undead_solo::setup::BOARD_VALUES)
    {
        if let Some(v) = board.get(value.key)
            && !(value.min..=value.max).contains(v)
        {
            return Err(Msg::new("undead-setup-board-value")
                .arg_key("value", value.label)
                .arg("typed", *v)
                .arg("min", value.min)
                .arg("max", value.max));
        }
    }
    Ok(())
}

/// The Critical token's starting side as typed (`critical=`): the text
/// does not say, so the table must choose.
pub(crate) fn critical_side(typed: Option<&str>) -> Result<Side, Msg> {
    match typed {
        Some("skull" | "doodskop") => Ok(Side::Skull),
        Some("backfire" | "terugslag") => Ok(Side::Backfire),
        _ => Err(Msg::new("undead-setup-critical")),
    }
}

/// The option's word for a side.
pub(crate) fn critical_word(side: Side) -> String {
    match side {
        Side::Skull => "skull",
        Side::Backfire => "backfire",
    }
    .to_string()
}

/// The input that [`validate`] turns into this setup again.
pub fn input(setup: &UndeadSetup) -> SetupInput {
    let mut options = BTreeMap::new();
    options.insert("law".to_string(), setup.law.saturating_add(1).to_string());
    options.insert("critical".to_string(), critical_word(setup.critical));
    if let Some(allowed) = setup.trade_up {
        let word = if allowed { "yes" } else { "no" };
        options.insert("fives".to_string(), word.to_string());
    }
    if setup.bands.iter().any(|b| !b.colour.is_empty()) {
        let colours: Vec<&str> = setup.bands.iter().map(|b| b.colour.as_str()).collect();
        options.insert("colours".to_string(), colours.join(","));
    }
    if setup.two_player {
        options.insert("variant".to_string(), "two-player".to_string());
        let alternate = setup.bands.get(1).is_some_and(|b| b.person == 1);
        options.insert(
            "seating".to_string(),
            if alternate { "alternate" } else { "pairs" }.to_string(),
        );
    }
    SetupInput {
        players: setup.people.clone(),
        options,
        board: setup.board.clone(),
    }
}

/// The state before anything is entered: every slot Casing, four Outlaws
/// home and two beside Hire Guns, the full supply, Boot Hill of three
/// Undead per band, and the building cards still to be entered.
pub fn initial(setup: &UndeadSetup) -> UndeadState {
    let bands: Vec<Band> = setup
        .bands
        .iter()
        .map(|b| Band {
            person: b.person,
            home: START_OUTLAWS,
            reserve: OUTLAWS - START_OUTLAWS,
            critical: setup.critical,
            ..Band::default()
        })
        .collect();
    let n = bands.len();
    UndeadState {
        names: setup.band_names(),
        people: setup.people.clone(),
        boot_hill: u32::try_from(3 * n).unwrap_or(0),
        bands,
        purses: vec![Default::default(); setup.people.len()],
        slots: setup
            .slots()
            .and_then(|s| usize::try_from(s).ok())
            .unwrap_or(0),
        other_slots: setup
            .board
            .iter()
            .filter(|(key, _)| key.starts_with("slots-") && **key != slots_key(n))
            .map(|(key, value)| (key.clone(), *value))
            .collect(),
        supply_coins: COINS,
        supply_notoriety: NOTORIETY,
        supply_fives: FIVES,
        trade_up: setup.trade_up,
        spaces: vec![Vec::new(); 9],
        day: 1,
        round: 1,
        law: setup.law,
        phase: Phase::Buildings,
        resolution: Resolution::default(),
        ..UndeadState::default()
    }
}

/// Reads the table's decision on changing five "1"s for a "5" (the option
/// `fives`, the solo game's too): empty is not decided yet.
pub(crate) fn trade_up_choice(value: &str) -> Result<Option<bool>, Msg> {
    match value.trim().to_lowercase().as_str() {
        "" => Ok(None),
        "yes" | "ja" => Ok(Some(true)),
        "no" | "nee" => Ok(Some(false)),
        _ => Err(Msg::new("undead-setup-fives").arg("typed", value.to_string())),
    }
}
