//! The text notation of The Quick and the Undead (see
//! docs/undead-notation.md): a verb in English or Dutch, then bands by
//! name or seat number, buildings by name (dashes for spaces), the start
//! of one name, or their number, d8 faces, and items:
//! `coin`/`munt`, `notoriety`, `bullet 4` (into slot 4),
//! `bullet lost`/`bullet weg` (a full card), `bullet 3>5` (from slot 3 of
//! the giver into slot 5), `bullet 3>lost`.

use super::abilities::Ability;
use super::actions::{Answer, DuelShot, Item, Pay, UndeadAction, Where};
use super::setup::UndeadSetup;
use super::spaces::Shot;
use super::state::{Resource, SLOTS};
use crate::core::{D8, Msg, PhoneKey, find_player, first_word};

/// Reads a line of the game's own words.
pub fn parse(setup: &UndeadSetup, text: &str) -> Result<UndeadAction, Msg> {
    let (word, rest) = first_word(text);
    let words: Vec<String> = rest.split_whitespace().map(str::to_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let usage = || Msg::new("undead-usage").arg("typed", text.trim());
    let names = setup.band_names();
    let band = |typed: &str| find_player(&names, typed);
    match (word.as_str(), words.as_slice()) {
        ("building" | "gebouw", _) => parse_building(rest),
        ("undead", _) => parse_undead(&words),
        ("start" | "begin", [b, items @ ..]) => Ok(UndeadAction::Start {
            band: band(b)?,
            items: parse_items(items)?,
        }),
        ("use" | "gebruik", [building, b, more @ ..]) => parse_use(building, band(b)?, more),
        ("hiring" | "huren", list) => Ok(UndeadAction::Hiring {
            bands: match list {
                ["none" | "niemand"] => Vec::new(),
                _ => list.iter().map(|b| band(b)).collect::<Result<_, _>>()?,
            },
        }),
        ("reveal" | "onthul", pairs) if pairs.len() % 2 == 0 => Ok(UndeadAction::Reveal {
            dice: pairs
                .chunks(2)
                .map(|p| Ok((band(p[0])?, face(p[1])?)))
                .collect::<Result<_, Msg>>()?,
        }),
        ("wild" | "joker", [space]) => Ok(UndeadAction::Wild {
            space: face(space)?,
        }),
        ("hire" | "huur", [b, pay, slot @ ..]) => {
            let pay = match *pay {
                "coins" | "munten" => Pay::Coins,
                "notoriety" => Pay::Notoriety,
                "free" | "gratis" => Pay::Free,
                _ => return Err(usage()),
            };
            let slot = match (pay, slot) {
                (Pay::Free, []) => None,
                (Pay::Free, _) => return Err(usage()),
                (_, [s]) => target_slot(s)?,
                _ => return Err(Msg::new("undead-notation-slot").arg("typed", "")),
            };
            Ok(UndeadAction::Hire {
                band: band(b)?,
                pay,
                slot,
            })
        }
        ("duel", list) => Ok(UndeadAction::Duel {
            shots: parse_shots(&names, list)?,
        }),
        ("showdown", list) => Ok(UndeadAction::Showdown {
            shots: parse_shots(&names, list)?,
        }),
        ("intimidate" | "intimideer", [b, how, more @ ..]) => Ok(UndeadAction::Intimidate {
            target: band(b)?,
            answer: match *how {
                "pay" | "betaal" | "betalen" => Answer::Pay(parse_items(more)?),
                "walk" | "loop" | "weglopen" => Answer::Walk(parse_one_shot(more)?),
                "buy-off" | "afkopen" if more.is_empty() => Answer::BuyOff,
                _ => return Err(usage()),
            },
        }),
        ("steal" | "steel", [b, items @ ..]) if !items.is_empty() => Ok(UndeadAction::Steal {
            target: band(b)?,
            items: parse_items(items)?,
        }),
        ("aim" | "richt", [place, nth @ ..]) => Ok(UndeadAction::Aim {
            place: parse_where(place),
            index: match nth {
                [] => 0,
                [n] => n
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .ok_or_else(usage)?,
                _ => return Err(usage()),
            },
        }),
        ("shoot" | "schiet", shot) => Ok(UndeadAction::Shoot {
            shot: parse_one_shot(shot)?,
        }),
        ("stop", []) => Ok(UndeadAction::Stop),
        ("buy-off" | "afkopen", [b]) => Ok(UndeadAction::BuyOff { band: band(b)? }),
        ("income" | "inkomen", items) => Ok(UndeadAction::Income {
            items: parse_items(items)?,
        }),
        ("buy" | "koop", [building, slot @ ..]) => Ok(UndeadAction::Buy {
            building: (*building).to_string(),
            slot: match slot {
                [] => None,
                [s] => target_slot(s)?,
                _ => return Err(usage()),
            },
        }),
        ("vacate" | "ontruim", []) => Ok(UndeadAction::Vacate),
        ("stand" | "blijf", []) => Ok(UndeadAction::Stand),
        ("fire" | "vuur", shots) => {
            let (d, rest) = take_shot(shots)?;
            let a = if rest.is_empty() {
                None
            } else {
                let (a, rest) = take_shot(rest)?;
                if !rest.is_empty() {
                    return Err(usage());
                }
                Some(a)
            };
            Ok(UndeadAction::Fire {
                defender: d,
                attacker: a,
            })
        }
        ("end" | "einde", []) => Ok(UndeadAction::End),
        ("leave" | "verlaat", [building, b]) => Ok(UndeadAction::Leave {
            building: (*building).to_string(),
            band: band(b)?,
        }),
        ("keep" | "houd", [building, b, slot]) => Ok(UndeadAction::Keep {
            building: (*building).to_string(),
            band: band(b)?,
            slot: slot_face(slot)?,
        }),
        ("next" | "verder", []) => Ok(UndeadAction::Next),
        // `change ann 5`: five "1"s for a "5"; `change ann 1`: a "5" for five "1"s.
        ("change" | "wissel", [b, kind]) => Ok(UndeadAction::Change {
            band: band(b)?,
            up: match *kind {
                "5" => true,
                "1" => false,
                _ => return Err(usage()),
            },
        }),
        ("extra", [b, slot]) => Ok(UndeadAction::Extra {
            band: band(b)?,
            slot: slot_face(slot)?,
        }),
        _ => Err(usage()),
    }
}

/// A d8 face.
pub(crate) fn face(typed: &str) -> Result<u8, Msg> {
    D8::parse(typed).map(D8::face).map_err(|e| e.0)
}

/// A slot of the Targeting card: a face from 2 to 7.
pub(crate) fn slot_face(typed: &str) -> Result<u8, Msg> {
    match typed.parse::<u8>() {
        Ok(n) if SLOTS.contains(&n) => Ok(n),
        _ => Err(Msg::new("undead-notation-slot").arg("typed", typed)),
    }
}

/// A slot to load, or `lost` when the card is full.
pub(crate) fn target_slot(typed: &str) -> Result<Option<u8>, Msg> {
    match typed {
        "lost" | "weg" => Ok(None),
        _ => slot_face(typed).map(Some),
    }
}

/// A street or building as typed.
fn parse_where(typed: &str) -> Where {
    match typed {
        "street" | "straat" => Where::Street,
        other => Where::Building(other.to_string()),
    }
}

/// Items: `coin`, `notoriety`, `bullet SLOT`, `bullet FROM>TO`, `bullet lost`.
pub(crate) fn parse_items(words: &[&str]) -> Result<Vec<Item>, Msg> {
    let mut items = Vec::new();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "coin" | "munt" => items.push(Item::Coin),
            "notoriety" => items.push(Item::Notoriety),
            "bullet" => {
                let Some(slot) = words.get(i + 1) else {
                    return Err(Msg::new("undead-notation-slot").arg("typed", ""));
                };
                i += 1;
                items.push(match slot.split_once('>') {
                    Some((from, to)) => Item::Bullet {
                        from: Some(slot_face(from)?),
                        to: target_slot(to)?,
                    },
                    None => Item::Bullet {
                        from: None,
                        to: target_slot(slot)?,
                    },
                });
            }
            other => return Err(Msg::new("undead-notation-item").arg("typed", other)),
        }
        i += 1;
    }
    Ok(items)
}

/// A shot and what follows it: a face and `crit` (`kritiek`) after an 8.
pub(crate) fn take_shot<'a>(words: &'a [&'a str]) -> Result<(Shot, &'a [&'a str]), Msg> {
    let Some((first, rest)) = words.split_first() else {
        return Err(Msg::new("dice-empty").arg("sides", 8_i64));
    };
    let face = face(first)?;
    match rest.split_first() {
        Some((&("crit" | "kritiek"), rest)) if face == 8 => Ok((Shot { face, crit: true }, rest)),
        Some((&("crit" | "kritiek"), _)) => Err(Msg::new("undead-notation-crit")),
        _ => Ok((Shot { face, crit: false }, rest)),
    }
}

/// Exactly one shot.
pub(crate) fn parse_one_shot(words: &[&str]) -> Result<Shot, Msg> {
    let (shot, rest) = take_shot(words)?;
    if rest.is_empty() {
        Ok(shot)
    } else {
        Err(Msg::new("undead-notation-one-shot"))
    }
}

/// Duel shots: `BAND>BAND FACE [crit]`, one after another.
fn parse_shots(names: &[String], words: &[&str]) -> Result<Vec<DuelShot>, Msg> {
    let mut shots = Vec::new();
    let mut rest = words;
    while let Some((pair, after)) = rest.split_first() {
        let Some((a, b)) = pair.split_once('>') else {
            return Err(Msg::new("undead-notation-duel").arg("typed", *pair));
        };
        let (shot, after) = take_shot(after)?;
        shots.push(DuelShot {
            band: find_player(names, a)?,
            target: find_player(names, b)?,
            shot,
        });
        rest = after;
    }
    if shots.is_empty() {
        return Err(Msg::new("undead-notation-duel").arg("typed", ""));
    }
    Ok(shots)
}

/// `building NAME… cost C notoriety N ability A [bonus R]`.
fn parse_building(rest: &str) -> Result<UndeadAction, Msg> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let key = |w: &str| {
        matches!(
            w.to_lowercase().as_str(),
            "cost" | "kosten" | "notoriety" | "ability" | "vaardigheid" | "bonus"
        )
    };
    let name_end = words.iter().position(|w| key(w)).unwrap_or(words.len());
    let name = words[..name_end].join(" ");
    let usage = || Msg::new("undead-notation-building");
    if name.is_empty() {
        return Err(usage());
    }
    let (mut cost, mut notoriety, mut ability, mut bonus) = (None, None, None, None);
    let mut i = name_end;
    while i < words.len() {
        let value = words.get(i + 1).ok_or_else(usage)?;
        match words[i].to_lowercase().as_str() {
            "cost" | "kosten" => cost = Some(number(value)?),
            "notoriety" => notoriety = Some(number(value)?),
            "ability" | "vaardigheid" => ability = Some(Ability::parse(value)?),
            "bonus" => {
                bonus = Some(match value.to_lowercase().as_str() {
                    "coin" | "munt" => Resource::Coin,
                    "bullet" => Resource::Bullet,
                    "notoriety" => Resource::Notoriety,
                    _ => return Err(usage()),
                })
            }
            _ => return Err(usage()),
        }
        i += 2;
    }
    match (cost, notoriety, ability) {
        (Some(cost), Some(notoriety), Some(ability)) => Ok(UndeadAction::Building {
            name,
            cost,
            notoriety,
            ability,
            bonus,
        }),
        _ => Err(usage()),
    }
}

/// A small number printed on a card.
fn number(typed: &str) -> Result<u32, Msg> {
    match typed.parse::<u32>() {
        Ok(n) if n <= 99 => Ok(n),
        _ => Err(Msg::new("undead-notation-number").arg("typed", typed)),
    }
}

/// `undead W W… notoriety N [at PLACE]`.
pub(crate) fn parse_undead(words: &[&str]) -> Result<UndeadAction, Msg> {
    let usage = || Msg::new("undead-notation-undead");
    let split = words
        .iter()
        .position(|w| matches!(*w, "notoriety"))
        .ok_or_else(usage)?;
    let weak: Vec<u8> = words[..split]
        .iter()
        .map(|w| face(w))
        .collect::<Result<_, _>>()?;
    if weak.is_empty() {
        return Err(usage());
    }
    let notoriety = number(words.get(split + 1).ok_or_else(usage)?)?;
    let place = match &words[split + 2..] {
        [] => None,
        ["at" | "in" | "op", p] => Some(parse_where(p)),
        _ => return Err(usage()),
    };
    Ok(UndeadAction::Undead {
        weak,
        notoriety,
        place,
    })
}

/// `use BUILDING BAND [roll N] [ITEMS] [to BUILDING]`.
fn parse_use(building: &str, band: usize, words: &[&str]) -> Result<UndeadAction, Msg> {
    let mut roll = None;
    let mut to = None;
    let mut rest: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "roll" | "worp" => {
                roll = Some(face(words.get(i + 1).copied().unwrap_or(""))?);
                i += 1;
            }
            "to" | "naar" => {
                to = Some(
                    words
                        .get(i + 1)
                        .ok_or_else(|| Msg::new("undead-notation-to"))?
                        .to_string(),
                );
                i += 1;
            }
            other => rest.push(other),
        }
        i += 1;
    }
    Ok(UndeadAction::Use {
        building: building.to_lowercase(),
        band,
        roll,
        items: parse_items(&rest)?,
        to,
    })
}

/// The keys of a phone's keypad: a duel, the hunt of an Undead (aimed,
/// shot with the d8, stopped), a Critical 8, the turn's end.
pub fn phone_keys() -> Vec<PhoneKey> {
    vec![
        PhoneKey::word("duel", "duel"),
        PhoneKey::word("aim", "richt"),
        PhoneKey::word("street", "straat"),
        PhoneKey::word("shoot", "schiet"),
        PhoneKey::word("crit", "kritiek"),
        PhoneKey::word("stop", "stop"),
        PhoneKey::word("end", "einde"),
    ]
}
