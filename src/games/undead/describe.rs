//! An action in words for people, for the history. Items, shots and places
//! are said in the language's words by the messages; bands by their names.

use super::actions::{Answer, Item, Pay, UndeadAction, Where};
use super::setup::UndeadSetup;
use crate::core::Msg;

/// Counts of each kind in a list of items, for the messages.
fn counted(msg: Msg, items: &[Item]) -> Msg {
    let n = |f: fn(&Item) -> bool| items.iter().filter(|i| f(i)).count();
    msg.arg("coins", n(|i| *i == Item::Coin))
        .arg("notoriety", n(|i| *i == Item::Notoriety))
        .arg("bullets", n(|i| matches!(i, Item::Bullet { .. })))
}

fn place(w: &Where) -> String {
    match w {
        Where::Street => "street".to_string(),
        Where::Building(b) => b.clone(),
    }
}

/// Describes an action for the history.
pub fn describe(setup: &UndeadSetup, action: &UndeadAction) -> Msg {
    let names = setup.band_names();
    let name = |b: usize| names.get(b).cloned().unwrap_or_default();
    match action {
        UndeadAction::Building {
            name: building,
            cost,
            notoriety,
            ability,
            ..
        } => Msg::new("undead-did-building")
            .arg("building", building.clone())
            .arg("cost", i64::from(*cost))
            .arg("notoriety", i64::from(*notoriety))
            .arg_msg("ability", ability.label()),
        UndeadAction::Undead {
            weak,
            notoriety,
            place: at,
        } => {
            let weak: Vec<String> = weak.iter().map(u8::to_string).collect();
            Msg::new("undead-did-undead")
                .arg("weak", weak.join(", "))
                .arg("notoriety", i64::from(*notoriety))
                .arg(
                    "place",
                    at.as_ref().map_or_else(|| "setup".to_string(), place),
                )
        }
        UndeadAction::Start { band, items } => {
            counted(Msg::new("undead-did-start").arg("band", name(*band)), items)
        }
        UndeadAction::Use { building, band, .. } => Msg::new("undead-did-use")
            .arg("band", name(*band))
            .arg("building", building.clone()),
        UndeadAction::Hiring { bands } => Msg::new("undead-did-hiring")
            .arg(
                "bands",
                bands
                    .iter()
                    .map(|b| name(*b))
                    .collect::<Vec<_>>()
                    .join(", "),
            )
            .arg("count", bands.len()),
        UndeadAction::Reveal { dice } => Msg::new("undead-did-reveal").arg(
            "dice",
            dice.iter()
                .map(|(b, f)| format!("{} {f}", name(*b)))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        UndeadAction::Wild { space } => Msg::new("undead-did-wild").arg("space", *space),
        UndeadAction::Hire { band, pay, .. } => {
            Msg::new("undead-did-hire").arg("band", name(*band)).arg(
                "pay",
                match pay {
                    Pay::Coins => "coins",
                    Pay::Notoriety => "notoriety",
                    Pay::Free => "free",
                },
            )
        }
        UndeadAction::Duel { shots } | UndeadAction::Showdown { shots } => {
            Msg::new(if matches!(action, UndeadAction::Duel { .. }) {
                "undead-did-duel"
            } else {
                "undead-did-showdown"
            })
            .arg(
                "shots",
                shots
                    .iter()
                    .map(|s| format!("{} → {} {}", name(s.band), name(s.target), s.shot.face))
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        }
        UndeadAction::Intimidate { target, answer } => match answer {
            Answer::Pay(items) => counted(
                Msg::new("undead-did-pay-up").arg("target", name(*target)),
                items,
            ),
            Answer::BuyOff => Msg::new("undead-did-buy-off").arg("band", name(*target)),
            Answer::Walk(shot) => Msg::new("undead-did-walk-out")
                .arg("target", name(*target))
                .arg("face", shot.face),
        },
        UndeadAction::Steal { target, items } => counted(
            Msg::new("undead-did-steal").arg("target", name(*target)),
            items,
        ),
        UndeadAction::Aim { place: p, index } => Msg::new("undead-did-aim")
            .arg("place", place(p))
            .arg("nth", index.saturating_add(1)),
        UndeadAction::Shoot { shot } => Msg::new("undead-did-shoot")
            .arg("face", shot.face)
            .arg("crit", if shot.crit { "yes" } else { "no" }),
        UndeadAction::Stop => Msg::new("undead-did-stop"),
        UndeadAction::BuyOff { band } => Msg::new("undead-did-buy-off").arg("band", name(*band)),
        UndeadAction::Income { items } => counted(Msg::new("undead-did-income"), items),
        UndeadAction::Buy { building, .. } => {
            Msg::new("undead-did-buy").arg("building", building.clone())
        }
        UndeadAction::Vacate => Msg::new("undead-did-vacate"),
        UndeadAction::Stand => Msg::new("undead-did-stand"),
        UndeadAction::Fire { defender, attacker } => Msg::new("undead-did-fire")
            .arg("defender", defender.face)
            .arg("attacker", attacker.map_or(0, |a| a.face)),
        UndeadAction::End => Msg::new("undead-did-end"),
        UndeadAction::Leave { building, band } => Msg::new("undead-did-leave")
            .arg("band", name(*band))
            .arg("building", building.clone()),
        UndeadAction::Keep {
            building,
            band,
            slot,
        } => Msg::new("undead-did-keep")
            .arg("band", name(*band))
            .arg("building", building.clone())
            .arg("slot", *slot),
        UndeadAction::Next => Msg::new("undead-did-next"),
        UndeadAction::Extra { band, slot } => Msg::new("undead-did-extra")
            .arg("band", name(*band))
            .arg("slot", *slot),
        UndeadAction::Change { band, up: true } => {
            Msg::new("undead-did-change-up").arg("band", name(*band))
        }
        UndeadAction::Change { band, up: false } => {
            Msg::new("undead-did-change-down").arg("band", name(*band))
        }
    }
}
