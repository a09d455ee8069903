//! Writes an action back in the notation (English words), so that reading
//! it gives the same action.

use super::actions::{Answer, DuelShot, Item, Pay, UndeadAction, Where};
use super::setup::UndeadSetup;
use super::spaces::Shot;
use super::state::Resource;

/// How the notation names a band: its name, or its seat number when the
/// name would not read back as one word.
pub fn band_word(setup: &UndeadSetup, band: usize) -> String {
    match setup.band_names().get(band) {
        Some(name) if !name.contains(char::is_whitespace) && !name.contains('>') => name.clone(),
        _ => (band + 1).to_string(),
    }
}

pub(crate) fn slot(to: Option<u8>) -> String {
    to.map_or_else(|| "lost".to_string(), |s| s.to_string())
}

/// An item in words.
pub fn item(i: &Item) -> String {
    match i {
        Item::Coin => "coin".to_string(),
        Item::Notoriety => "notoriety".to_string(),
        Item::Bullet { from: None, to } => format!("bullet {}", slot(*to)),
        Item::Bullet { from: Some(f), to } => format!("bullet {f}>{}", slot(*to)),
    }
}

pub(crate) fn items(list: &[Item]) -> String {
    list.iter().map(item).collect::<Vec<_>>().join(" ")
}

pub(crate) fn shot(s: &Shot) -> String {
    if s.crit {
        format!("{} crit", s.face)
    } else {
        s.face.to_string()
    }
}

fn shots(setup: &UndeadSetup, list: &[DuelShot]) -> String {
    list.iter()
        .map(|s| {
            format!(
                "{}>{} {}",
                band_word(setup, s.band),
                band_word(setup, s.target),
                shot(&s.shot)
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn place(w: &Where) -> String {
    match w {
        Where::Street => "street".to_string(),
        Where::Building(b) => b.clone(),
    }
}

/// Joins the non-empty parts with spaces.
pub(crate) fn line(parts: &[String]) -> String {
    parts
        .iter()
        .filter(|p| !p.is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Writes an action.
pub fn format(setup: &UndeadSetup, action: &UndeadAction) -> String {
    let b = |band: usize| band_word(setup, band);
    match action {
        UndeadAction::Building {
            name,
            cost,
            notoriety,
            ability,
            bonus,
        } => {
            let bonus = match bonus {
                Some(Resource::Coin) => " bonus coin",
                Some(Resource::Bullet) => " bonus bullet",
                Some(Resource::Notoriety) => " bonus notoriety",
                None => "",
            };
            format!(
                "building {name} cost {cost} notoriety {notoriety} ability {}{bonus}",
                ability.slug()
            )
        }
        UndeadAction::Undead {
            weak,
            notoriety,
            place: at,
        } => {
            let weak: Vec<String> = weak.iter().map(u8::to_string).collect();
            let at = at
                .as_ref()
                .map_or(String::new(), |p| format!("at {}", place(p)));
            line(&[
                "undead".into(),
                weak.join(" "),
                format!("notoriety {notoriety}"),
                at,
            ])
        }
        UndeadAction::Start { band, items: list } => line(&["start".into(), b(*band), items(list)]),
        UndeadAction::Use {
            building,
            band,
            roll,
            items: list,
            to,
        } => line(&[
            "use".into(),
            building.clone(),
            b(*band),
            roll.map_or(String::new(), |r| format!("roll {r}")),
            items(list),
            to.as_ref().map_or(String::new(), |t| format!("to {t}")),
        ]),
        UndeadAction::Hiring { bands } if bands.is_empty() => "hiring none".to_string(),
        UndeadAction::Hiring { bands } => {
            let names: Vec<String> = bands.iter().map(|x| b(*x)).collect();
            format!("hiring {}", names.join(" "))
        }
        UndeadAction::Reveal { dice } => {
            let pairs: Vec<String> = dice.iter().map(|(x, f)| format!("{} {f}", b(*x))).collect();
            line(&["reveal".into(), pairs.join(" ")])
        }
        UndeadAction::Wild { space } => format!("wild {space}"),
        UndeadAction::Hire { band, pay, slot: s } => match pay {
            Pay::Coins => format!("hire {} coins {}", b(*band), slot(*s)),
            Pay::Notoriety => format!("hire {} notoriety {}", b(*band), slot(*s)),
            Pay::Free => format!("hire {} free", b(*band)),
        },
        UndeadAction::Duel { shots: list } => format!("duel {}", shots(setup, list)),
        UndeadAction::Showdown { shots: list } => format!("showdown {}", shots(setup, list)),
        UndeadAction::Intimidate { target, answer } => match answer {
            Answer::Pay(list) => line(&[format!("intimidate {} pay", b(*target)), items(list)]),
            Answer::Walk(s) => format!("intimidate {} walk {}", b(*target), shot(s)),
            Answer::BuyOff => format!("intimidate {} buy-off", b(*target)),
        },
        UndeadAction::Steal {
            target,
            items: list,
        } => format!("steal {} {}", b(*target), items(list)),
        UndeadAction::Aim { place: p, index } => {
            if *index == 0 {
                format!("aim {}", place(p))
            } else {
                format!("aim {} {}", place(p), index + 1)
            }
        }
        UndeadAction::Shoot { shot: s } => format!("shoot {}", shot(s)),
        UndeadAction::Stop => "stop".to_string(),
        UndeadAction::BuyOff { band } => format!("buy-off {}", b(*band)),
        UndeadAction::Income { items: list } => line(&["income".into(), items(list)]),
        UndeadAction::Buy { building, slot: s } => match s {
            Some(s) => format!("buy {building} {s}"),
            None => format!("buy {building}"),
        },
        UndeadAction::Vacate => "vacate".to_string(),
        UndeadAction::Stand => "stand".to_string(),
        UndeadAction::Fire { defender, attacker } => match attacker {
            Some(a) => format!("fire {} {}", shot(defender), shot(a)),
            None => format!("fire {}", shot(defender)),
        },
        UndeadAction::End => "end".to_string(),
        UndeadAction::Leave { building, band } => format!("leave {building} {}", b(*band)),
        UndeadAction::Keep {
            building,
            band,
            slot: s,
        } => format!("keep {building} {} {s}", b(*band)),
        UndeadAction::Next => "next".to_string(),
        UndeadAction::Extra { band, slot: s } => format!("extra {} {s}", b(*band)),
        UndeadAction::Change { band, up } => {
            format!("change {} {}", b(*band), if *up { 5 } else { 1 })
        }
    }
}
