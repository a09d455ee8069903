//! An action in words for people, for the history: printed names, the
//! seat's "Mayor (Ann)", and select values (`none`, `yes`/`no`) the
//! messages turn into natural sentences in both languages.

use super::actions::{GunAction, Strike, Ware};
use super::characters::{Building, Character, NamesBuilding};
use super::notation::NONE;
use super::setup::GunSetup;
use super::state::GunState;
use crate::core::{Arg, Msg};

/// The select value of the history's messages for Lucky.
fn yes_no(lucky: bool) -> &'static str {
    if lucky { "yes" } else { "no" }
}

/// A building with its article (`site_key`), or `none` for the messages'
/// selectors when there is none.
fn site_or_none(building: Option<Building>) -> Arg {
    building.map_or_else(|| Arg::from(NONE), |b| Arg::Key(b.site_key().to_string()))
}

/// Describes an action as it was played, seen from the board before it:
/// `pocket ITEM` puts the item into the Thief's hidden pocket, takes it out,
/// or swaps it for the one there, and the line is the same for each. `None`
/// for every other action: `describe` says it all.
pub fn described_played(state: &GunState, action: &GunAction) -> Option<Msg> {
    let GunAction::Pocket { item } = action else {
        return None;
    };
    let pocket = state
        .seat_of(Character::Thief)
        .and_then(|seat| state.seats.get(seat))
        .and_then(|thief| thief.pocket);
    let (way, other) = match pocket {
        Some(held) if held == *item => ("out", ""),
        Some(held) => ("swap", held.printed()),
        None => ("in", ""),
    };
    Some(
        Msg::new("gunfights-did-pocket")
            .arg("way", way)
            .arg("item", item.printed())
            .arg("other", other),
    )
}

/// Describes an action for the history.
pub fn describe(setup: &GunSetup, action: &GunAction) -> Msg {
    let name = |seat: usize| setup.seat_name(seat);
    // Ammo is counted in words of the language; items keep their printed names.
    let ware = |w: Ware| match w {
        Ware::Ammo(_) => "ammo".to_string(),
        Ware::Item(item) => item.printed().to_string(),
    };
    let ammo = |w: Ware| match w {
        Ware::Ammo(n) => i64::from(n),
        Ware::Item(_) => 0,
    };
    match action {
        GunAction::Income => Msg::new("gunfights-did-income"),
        GunAction::Buy { ware: w, to, .. } => Msg::new("gunfights-did-buy")
            .arg("ware", ware(*w))
            .arg("ammo", ammo(*w))
            .arg("to", to.map(name).unwrap_or_else(|| NONE.into())),
        GunAction::Rebuild { building } => Msg::new("gunfights-did-rebuild").building(*building),
        GunAction::Gamble { bet, visible } => Msg::new("gunfights-did-bet")
            .arg("bet", i64::from(*bet))
            .arg("die", visible.face()),
        GunAction::Call {
            call,
            hidden,
            lucky,
        } => Msg::new("gunfights-did-call")
            .arg("call", call.total())
            .arg("die", hidden.face())
            .arg("lucky", yes_no(*lucky)),
        GunAction::Practice {
            first,
            second,
            shot,
            lucky,
        } => Msg::new("gunfights-did-practice")
            .arg("first", first.face())
            .arg("second", second.face())
            .arg("shot", shot.map_or(0, |s| s.face()))
            .arg("lucky", yes_no(lucky.is_some() && shot.is_some())),
        GunAction::OilGive { to, oil } => Msg::new("gunfights-did-oil")
            .arg("to", name(*to))
            .arg("oil", oil.printed()),
        GunAction::OilCycle => Msg::new("gunfights-did-cycle"),
        GunAction::Trap => Msg::new("gunfights-did-trap"),
        GunAction::Guard { roll, lucky } => Msg::new("gunfights-did-guard")
            .arg("die", roll.face())
            .arg("lucky", yes_no(*lucky)),
        GunAction::Bomb => Msg::new("gunfights-did-bomb"),
        GunAction::Reveal { roll, lucky } => Msg::new("gunfights-did-reveal")
            .arg("die", roll.map_or(0, |r| r.face()))
            .arg("lucky", yes_no(*lucky && roll.is_some())),
        GunAction::Steal {
            item,
            roll,
            lucky,
            to,
        } => Msg::new("gunfights-did-steal")
            .arg("item", item.printed())
            .arg("die", roll.face())
            .arg("lucky", yes_no(*lucky))
            .arg("to", to.map(name).unwrap_or_else(|| NONE.into())),
        GunAction::Guarantee { item, to } => Msg::new("gunfights-did-guarantee")
            .arg("item", item.printed())
            .arg("to", to.map(name).unwrap_or_else(|| NONE.into())),
        GunAction::StealAmmo { to } => Msg::new("gunfights-did-steal-ammo")
            .arg("to", to.map(name).unwrap_or_else(|| NONE.into())),
        // Which way it went is read from the board before (`described_played`).
        GunAction::Pocket { item } => Msg::new("gunfights-did-pocket")
            .arg("way", "either")
            .arg("item", item.printed())
            .arg("other", ""),
        // The history names the giver already (`Game::actor`).
        GunAction::Trade { to, ware: w, .. } => Msg::new("gunfights-did-trade")
            .arg("to", name(*to))
            .arg("ware", ware(*w))
            .arg("ammo", ammo(*w)),
        GunAction::End => Msg::new("gunfights-did-end"),
        GunAction::Attack { attacks, bombs } => Msg::new("gunfights-did-attack")
            .arg("tiles", tiles_words(setup, attacks))
            .arg(
                "bombs",
                if bombs.is_empty() {
                    NONE.to_string()
                } else {
                    bombs
                        .iter()
                        .map(|b| b.printed())
                        .collect::<Vec<_>>()
                        .join(", ")
                },
            ),
        GunAction::Defend {
            defence,
            trap,
            wagon,
        } => Msg::new("gunfights-did-defend")
            .arg("tiles", tiles_words(setup, defence))
            .arg("trap", site_or_none(*trap))
            .arg("wagon", site_or_none(*wagon)),
        // The history names the shooter already (`Game::actor`).
        GunAction::Shoot {
            faces,
            targets,
            lucky,
            ..
        } => Msg::new("gunfights-did-shoot")
            .arg("first", faces[0].face())
            .arg("second", faces[1].face())
            .arg("targets", names_or_none(setup, targets))
            .arg("lucky", yes_no(lucky.is_some())),
        GunAction::Throw {
            face,
            lucky,
            targets,
            ..
        } => Msg::new("gunfights-did-throw")
            .arg("die", face.face())
            .arg("targets", names_or_none(setup, targets))
            .arg("lucky", yes_no(*lucky)),
        GunAction::Strike { strike, target } => {
            let (kind, building) = match strike {
                Strike::Stockade => ("stockade", None),
                Strike::Trap => ("trap", None),
                Strike::Bomb(b) => ("bomb", Some(*b)),
            };
            Msg::new("gunfights-did-strike")
                .arg("kind", kind)
                .arg("site", site_or_none(building))
                .arg("target", target.map(name).unwrap_or_else(|| NONE.into()))
        }
        GunAction::Cease { building } => Msg::new("gunfights-did-cease").building(*building),
        // The line says what it names, each once: the dead it does not name
        // (those the shots left at 0) are told by the entry's findings, so
        // it never claims that nobody died.
        GunAction::Raided {
            burned,
            dead,
            shots,
        } => Msg::new("gunfights-did-raid-outcome")
            .arg(
                "burned",
                or_none(once_each(burned.iter().map(|b| b.printed().to_string()))),
            )
            .arg("dead", or_none(once_each(dead.iter().map(|d| name(*d)))))
            .arg(
                "shots",
                or_none(
                    shots
                        .iter()
                        .map(|(s, n)| format!("{} {n}", name(*s)))
                        .collect(),
                ),
            ),
    }
}

/// The words in order, each the first time only.
fn once_each(words: impl Iterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in words {
        if !out.contains(&word) {
            out.push(word);
        }
    }
    out
}

/// A list in words, or `none` for the messages' selectors.
fn or_none(words: Vec<String>) -> String {
    if words.is_empty() {
        NONE.to_string()
    } else {
        words.join(", ")
    }
}

fn names_or_none(setup: &GunSetup, seats: &[usize]) -> String {
    if seats.is_empty() {
        return NONE.to_string();
    }
    seats
        .iter()
        .map(|s| setup.seat_name(*s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn tiles_words(setup: &GunSetup, tiles: &[(usize, Building)]) -> String {
    tiles
        .iter()
        .map(|(s, b)| format!("{} → {}", setup.seat_name(*s), b.printed()))
        .collect::<Vec<_>>()
        .join(", ")
}
