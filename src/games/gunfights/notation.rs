//! The text notation of Gunfights & Gamblin' (see docs/gunfights-notation.md).
//!
//! Characters, buildings, items and Snake Oils are written with their
//! printed names in lower case with dashes (or the start of exactly one),
//! in both languages; the verbs have an English and a Dutch word.
//!
//! | English | Dutch | action |
//! |---|---|---|
//! | `income` | `inkomen` | the Mayor or the Head Honcho collects the income |
//! | `buy ITEM [for C]` | `koop ITEM [voor C]` | a purchase, for a teammate |
//! | `buy ammo N [for C]` | `koop munitie N [voor C]` | N ammo at 5 cents |
//! | `buy winchester trade-in [for C]` | `koop winchester inruil [voor C]` | the Colt trade-in |
//! | `rebuild BUILDING` | `herbouw GEBOUW` | the Mayor rebuilds |
//! | `bet 10 7` | `inzet 10 7` | Blind Betty: the bet and the visible die |
//! | `call 21 13 [lucky]` / `call 28 13` | `voorspel 21 13 [lucky]` | the call and the hidden die |
//! | `practice 3 8` / `practice 3 8 5 [lucky 1\|2\|3]` | `oefen 3 8 [5 …]` | Target Practice; the third die is the shot for 1 ammo |
//! | `oil C OIL` | `olie C OLIE` | the face-up Snake Oil to a teammate |
//! | `cycle` | `doorschuiven` | cycle the top Snake Oil |
//! | `trap` | `val` | the Booby Trap is planted |
//! | `guard 14 [lucky]` | `bewaak 14 [lucky]` | Guard Information (with Lucky's +5) |
//! | `bomb` | `bom` | an Entry Bomb is planted |
//! | `reveal 15 [lucky]` / `reveal` | `onthul 15 [lucky]` / `onthul` | Reveal Information |
//! | `steal ITEM 12 [lucky] [for C]` | `steel ITEM 12 [lucky] [voor C]` | a theft roll |
//! | `steal ammo [for C]` | `steel munitie [voor C]` | stealing ammo |
//! | `guarantee ITEM [for C]` | `zeker ITEM [voor C]` | the guaranteed theft |
//! | `pocket ITEM` | `zak ITEM` | into or out of the Thief's hidden pocket |
//! | `trade C C ITEM` / `trade C C ammo N` | `ruil C C ...` | teammates trade |
//! | `end` | `einde` | the turn ends |
//! | `attack C B [C B …] [bombs B B]` | `aanval C B … [bommen B B]` | the Renegades' attacks, the Entry Bombs revealed |
//! | `defend C B [C B …] [trap B] [wagon B]` | `verdedig C B … [val B] [wagen B]` | the revealed defence, Booby Trap and Fire Wagon |
//! | `shoot C 14 17 [at C …] [keep-lightweight] [beer\|tobacco] [lucky 1\|2]` | `schiet C 14 17 [op C …] [lightweight-sparen] …` | a shot in a gunfight |
//! | `throw C 12 [lucky] [at C …]` | `gooi C 12 [lucky] [op C …]` | Dynamite thrown |
//! | `damage stockade` / `damage trap [C]` / `damage bomb B [C]` | `schade stockade` / `schade val [C]` / `schade bom B [C]` | start-of-raid damage confirmed |
//! | `cease B` | `staak B` | a cease fire at a building |
//! | `raid B B dead C C shots C N` / `raid` | `overval B B dood C C schoten C N` | the Raid's outcome |

use super::actions::{Call, GunAction, Strike, Ware};
use super::characters::{Building, Character};
use super::gunfight::Kick;
use super::items::{Item, SnakeOil};
use super::setup::GunSetup;
use crate::core::{D20, Msg, PhoneKey, first_word};

/// The select value of the history's messages for "nobody named".
pub(super) const NONE: &str = "none";

/// Reads a line of the game's own words.
pub fn parse(setup: &GunSetup, text: &str) -> Result<GunAction, Msg> {
    let (word, rest) = first_word(text);
    let words: Vec<String> = rest
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let usage = || Msg::new("gunfights-usage").arg("typed", text.trim());
    match (word.as_str(), words.as_slice()) {
        ("income" | "inkomen", []) => Ok(GunAction::Income),
        ("buy" | "koop", [what, more @ ..]) => parse_buy(setup, what, more),
        ("rebuild" | "herbouw", parts) if !parts.is_empty() => Ok(GunAction::Rebuild {
            building: Building::parse(&parts.join("-"))?,
        }),
        ("bet" | "inzet", [bet, visible]) => Ok(GunAction::Gamble {
            bet: number(bet, "gunfights-notation-bet")?,
            visible: die(visible)?,
        }),
        ("call" | "voorspel", [call, hidden, lucky @ ..]) if matches!(lucky, [] | ["lucky"]) => {
            Ok(GunAction::Call {
                call: match call.trim_end_matches('+') {
                    "21" => Call::TwentyOne,
                    "28" => Call::TwentyEight,
                    _ => return Err(Msg::new("gunfights-notation-call")),
                },
                hidden: die(hidden)?,
                lucky: !lucky.is_empty(),
            })
        }
        ("practice" | "oefen", [a, b]) => Ok(GunAction::Practice {
            first: die(a)?,
            second: die(b)?,
            shot: None,
            lucky: None,
        }),
        ("practice" | "oefen", [a, b, shot, more @ ..]) => Ok(GunAction::Practice {
            first: die(a)?,
            second: die(b)?,
            shot: Some(die(shot)?),
            lucky: match more {
                [] => None,
                ["lucky", "1"] => Some(0),
                ["lucky", "2"] => Some(1),
                ["lucky", "3"] => Some(2),
                _ => return Err(Msg::new("gunfights-notation-practice-lucky")),
            },
        }),
        ("oil" | "olie", [to, oil @ ..]) if !oil.is_empty() => Ok(GunAction::OilGive {
            to: seat(setup, to)?,
            oil: SnakeOil::parse(&oil.join("-"))?,
        }),
        ("cycle" | "doorschuiven", []) => Ok(GunAction::OilCycle),
        ("trap" | "val", []) => Ok(GunAction::Trap),
        ("guard" | "bewaak", [roll]) => Ok(GunAction::Guard {
            roll: die(roll)?,
            lucky: false,
        }),
        ("guard" | "bewaak", [roll, "lucky"]) => Ok(GunAction::Guard {
            roll: die(roll)?,
            lucky: true,
        }),
        ("bomb" | "bom", []) => Ok(GunAction::Bomb),
        ("reveal" | "onthul", []) => Ok(GunAction::Reveal {
            roll: None,
            lucky: false,
        }),
        ("reveal" | "onthul", [roll]) => Ok(GunAction::Reveal {
            roll: Some(die(roll)?),
            lucky: false,
        }),
        ("reveal" | "onthul", [roll, "lucky"]) => Ok(GunAction::Reveal {
            roll: Some(die(roll)?),
            lucky: true,
        }),
        ("steal" | "steel", ["ammo" | "munitie", more @ ..]) => Ok(GunAction::StealAmmo {
            to: receiver(setup, more)?,
        }),
        ("steal" | "steel", [item, roll, more @ ..]) => {
            let (lucky, more) = match more {
                ["lucky", rest @ ..] => (true, rest),
                _ => (false, more),
            };
            Ok(GunAction::Steal {
                item: Item::parse(item)?,
                roll: die(roll)?,
                lucky,
                to: receiver(setup, more)?,
            })
        }
        ("guarantee" | "zeker", [item, more @ ..]) => Ok(GunAction::Guarantee {
            item: Item::parse(item)?,
            to: receiver(setup, more)?,
        }),
        ("pocket" | "zak", [item]) => Ok(GunAction::Pocket {
            item: Item::parse(item)?,
        }),
        ("trade" | "ruil", [from, to, ware @ ..]) => Ok(GunAction::Trade {
            from: seat(setup, from)?,
            to: seat(setup, to)?,
            ware: parse_ware(ware)?,
        }),
        ("end" | "einde", []) => Ok(GunAction::End),
        ("attack" | "aanval", words) if !words.is_empty() => {
            let (tiles, parts) = sections(words);
            let mut bombs = Vec::new();
            for (keyword, buildings) in parts {
                match keyword {
                    // "bombs" with nothing after it would read as no bombs
                    // and be written without the word: not the line typed.
                    "bombs" | "bommen" if !buildings.is_empty() => {
                        bombs = buildings
                            .iter()
                            .map(|b| Building::parse(b))
                            .collect::<Result<_, _>>()?;
                    }
                    _ => return Err(Msg::new("gunfights-notation-sites")),
                }
            }
            Ok(GunAction::Attack {
                attacks: parse_tiles(setup, tiles)?,
                bombs,
            })
        }
        ("defend" | "verdedig", words) if !words.is_empty() => {
            let (tiles, parts) = sections(words);
            let (mut trap, mut wagon) = (None, None);
            for (keyword, buildings) in parts {
                let [b] = buildings.as_slice() else {
                    return Err(Msg::new("gunfights-notation-sites"));
                };
                match keyword {
                    "trap" | "val" => trap = Some(Building::parse(b)?),
                    "wagon" | "wagen" => wagon = Some(Building::parse(b)?),
                    _ => return Err(Msg::new("gunfights-notation-sites")),
                }
            }
            Ok(GunAction::Defend {
                defence: parse_tiles(setup, tiles)?,
                trap,
                wagon,
            })
        }
        ("shoot" | "schiet", [who, a, b, more @ ..]) => {
            let (lucky, more) = match more {
                [rest @ .., "lucky", "1"] => (Some(0), rest),
                [rest @ .., "lucky", "2"] => (Some(1), rest),
                [.., "lucky", _] | [.., "lucky"] => {
                    return Err(Msg::new("gunfights-notation-lucky"));
                }
                _ => (None, more),
            };
            let (kick, more) = match more {
                [rest @ .., "beer"] => (Some(Kick::Beer), rest),
                [rest @ .., "tobacco"] => (Some(Kick::Tobacco), rest),
                _ => (None, more),
            };
            let (keep_lightweight, more) = match more {
                [rest @ .., "keep-lightweight" | "lightweight-sparen"] => (true, rest),
                _ => (false, more),
            };
            Ok(GunAction::Shoot {
                shooter: seat(setup, who)?,
                faces: [die(a)?, die(b)?],
                targets: targets(setup, more)?,
                kick,
                lucky,
                keep_lightweight,
            })
        }
        ("throw" | "gooi", [who, face, more @ ..]) => {
            let (lucky, more) = match more {
                ["lucky", rest @ ..] => (true, rest),
                _ => (false, more),
            };
            Ok(GunAction::Throw {
                thrower: seat(setup, who)?,
                face: die(face)?,
                lucky,
                targets: targets(setup, more)?,
            })
        }
        ("damage" | "schade", ["stockade"]) => Ok(GunAction::Strike {
            strike: Strike::Stockade,
            target: None,
        }),
        ("damage" | "schade", ["trap" | "val", who @ ..]) if who.len() <= 1 => {
            Ok(GunAction::Strike {
                strike: Strike::Trap,
                target: who.first().map(|w| seat(setup, w)).transpose()?,
            })
        }
        ("damage" | "schade", ["bomb" | "bom", building, who @ ..]) if who.len() <= 1 => {
            Ok(GunAction::Strike {
                strike: Strike::Bomb(Building::parse(building)?),
                target: who.first().map(|w| seat(setup, w)).transpose()?,
            })
        }
        ("damage" | "schade", _) => Err(Msg::new("gunfights-notation-damage")),
        ("cease" | "staak", [building]) => Ok(GunAction::Cease {
            building: Building::parse(building)?,
        }),
        ("raid" | "overval", rest) => super::raid_words::parse(setup, rest),
        _ => Err(usage()),
    }
}

fn die(typed: &str) -> Result<D20, Msg> {
    D20::parse(typed).map_err(|e| e.0)
}

fn number(typed: &str, usage: &str) -> Result<u32, Msg> {
    typed
        .parse::<u32>()
        .ok()
        .filter(|n| *n <= 999)
        .ok_or_else(|| Msg::new(usage.to_string()).arg("typed", typed))
}

/// A character in this game, as a seat.
pub(super) fn seat(setup: &GunSetup, typed: &str) -> Result<usize, Msg> {
    let character = Character::parse(typed)?;
    setup
        .characters
        .iter()
        .position(|c| *c == character)
        .ok_or_else(|| {
            Msg::new("gunfights-notation-not-in-game").arg("character", character.printed())
        })
}

/// `for C` / `voor C`, or nothing.
fn receiver(setup: &GunSetup, more: &[&str]) -> Result<Option<usize>, Msg> {
    match more {
        [] => Ok(None),
        ["for" | "voor", who] => Ok(Some(seat(setup, who)?)),
        _ => Err(Msg::new("gunfights-notation-for")),
    }
}

/// `at C [C …]` / `op C …`, or nothing.
fn targets(setup: &GunSetup, more: &[&str]) -> Result<Vec<usize>, Msg> {
    match more {
        [] => Ok(Vec::new()),
        ["at" | "op", names @ ..] if !names.is_empty() => {
            names.iter().map(|n| seat(setup, n)).collect()
        }
        _ => Err(Msg::new("gunfights-notation-at")),
    }
}

fn targets_text(setup: &GunSetup, targets: &[usize]) -> String {
    if targets.is_empty() {
        return String::new();
    }
    let names: Vec<&str> = targets.iter().map(|t| slug(setup, *t)).collect();
    format!(" at {}", names.join(" "))
}

/// `ITEM` or `ammo N`.
fn parse_ware(words: &[&str]) -> Result<Ware, Msg> {
    match words {
        ["ammo" | "munitie", n] => Ok(Ware::Ammo(number(n, "gunfights-notation-ammo")?)),
        [item] => Ok(Ware::Item(Item::parse(item)?)),
        _ => Err(Msg::new("gunfights-notation-ware")),
    }
}

fn parse_buy(setup: &GunSetup, what: &str, more: &[&str]) -> Result<GunAction, Msg> {
    let (ware, trade_in, more) = match (what, more) {
        ("ammo" | "munitie", [n, more @ ..]) => (
            Ware::Ammo(number(n, "gunfights-notation-ammo")?),
            false,
            more,
        ),
        (item, ["trade-in" | "inruil", more @ ..]) => {
            let item = Item::parse(item)?;
            if item != Item::Winchester {
                return Err(Msg::new("gunfights-notation-trade-in"));
            }
            (Ware::Item(item), true, more)
        }
        (item, more) => (Ware::Item(Item::parse(item)?), false, more),
    };
    Ok(GunAction::Buy {
        ware,
        to: receiver(setup, more)?,
        trade_in,
    })
}

/// Splits `scout church thief stockade bombs church stockade` into the tile
/// pairs and the keyword sections after them.
fn sections<'a>(words: &'a [&'a str]) -> (&'a [&'a str], Vec<(&'a str, Vec<&'a str>)>) {
    let is_keyword = |w: &str| matches!(w, "bombs" | "bommen" | "trap" | "val" | "wagon" | "wagen");
    let first = words
        .iter()
        .position(|w| is_keyword(w))
        .unwrap_or(words.len());
    let mut parts: Vec<(&str, Vec<&str>)> = Vec::new();
    for word in &words[first..] {
        if is_keyword(word) {
            parts.push((word, Vec::new()));
        } else if let Some((_, list)) = parts.last_mut() {
            list.push(word);
        }
    }
    (&words[..first], parts)
}

/// `scout church thief stockade`: characters and buildings in pairs.
fn parse_tiles(setup: &GunSetup, words: &[&str]) -> Result<Vec<(usize, Building)>, Msg> {
    if !words.len().is_multiple_of(2) {
        return Err(Msg::new("gunfights-notation-tiles"));
    }
    words
        .chunks(2)
        .map(|pair| Ok((seat(setup, pair[0])?, Building::parse(pair[1])?)))
        .collect()
}

fn tiles_text(setup: &GunSetup, tiles: &[(usize, Building)]) -> String {
    tiles
        .iter()
        .map(|(s, b)| format!("{} {}", slug(setup, *s), b.slug()))
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn slug(setup: &GunSetup, seat: usize) -> &'static str {
    setup.characters.get(seat).map_or("?", |c| c.slug())
}

fn for_part(setup: &GunSetup, to: Option<usize>) -> String {
    to.map(|t| format!(" for {}", slug(setup, t)))
        .unwrap_or_default()
}

fn lucky_part(lucky: bool) -> &'static str {
    if lucky { " lucky" } else { "" }
}

fn ware_text(ware: Ware) -> String {
    match ware {
        Ware::Ammo(n) => format!("ammo {n}"),
        Ware::Item(item) => item.slug().to_string(),
    }
}

/// Writes an action so that [`parse`] gives it back. (The history's words
/// for people are in `describe`.)
pub fn format(setup: &GunSetup, action: &GunAction) -> String {
    match action {
        GunAction::Income => "income".into(),
        GunAction::Buy { ware, to, trade_in } => {
            let trade = if *trade_in { " trade-in" } else { "" };
            format!("buy {}{trade}{}", ware_text(*ware), for_part(setup, *to))
        }
        GunAction::Rebuild { building } => format!("rebuild {}", building.slug()),
        GunAction::Gamble { bet, visible } => format!("bet {bet} {visible}"),
        GunAction::Call {
            call,
            hidden,
            lucky,
        } => format!("call {} {hidden}{}", call.total(), lucky_part(*lucky)),
        // Without the shot there is nothing for Lucky to change.
        GunAction::Practice {
            first,
            second,
            shot: None,
            ..
        } => format!("practice {first} {second}"),
        GunAction::Practice {
            first,
            second,
            shot: Some(shot),
            lucky,
        } => match lucky {
            Some(i) => format!(
                "practice {first} {second} {shot} lucky {}",
                i.saturating_add(1)
            ),
            None => format!("practice {first} {second} {shot}"),
        },
        GunAction::OilGive { to, oil } => format!("oil {} {}", slug(setup, *to), oil.slug()),
        GunAction::OilCycle => "cycle".into(),
        GunAction::Trap => "trap".into(),
        GunAction::Guard { roll, lucky } => format!("guard {roll}{}", lucky_part(*lucky)),
        GunAction::Bomb => "bomb".into(),
        // Without a die there is nothing for Lucky to add to.
        GunAction::Reveal { roll: None, .. } => "reveal".into(),
        GunAction::Reveal {
            roll: Some(roll),
            lucky,
        } => format!("reveal {roll}{}", lucky_part(*lucky)),
        GunAction::Steal {
            item,
            roll,
            lucky,
            to,
        } => format!(
            "steal {} {roll}{}{}",
            item.slug(),
            lucky_part(*lucky),
            for_part(setup, *to)
        ),
        GunAction::Guarantee { item, to } => {
            format!("guarantee {}{}", item.slug(), for_part(setup, *to))
        }
        GunAction::StealAmmo { to } => format!("steal ammo{}", for_part(setup, *to)),
        GunAction::Pocket { item } => format!("pocket {}", item.slug()),
        GunAction::Trade { from, to, ware } => format!(
            "trade {} {} {}",
            slug(setup, *from),
            slug(setup, *to),
            ware_text(*ware)
        ),
        GunAction::End => "end".into(),
        GunAction::Attack { attacks, bombs } => {
            let mut text = format!("attack {}", tiles_text(setup, attacks));
            if !bombs.is_empty() {
                text.push_str(" bombs");
                for b in bombs {
                    text.push(' ');
                    text.push_str(b.slug());
                }
            }
            text
        }
        GunAction::Defend {
            defence,
            trap,
            wagon,
        } => {
            let mut text = format!("defend {}", tiles_text(setup, defence));
            if let Some(b) = trap {
                text.push_str(" trap ");
                text.push_str(b.slug());
            }
            if let Some(b) = wagon {
                text.push_str(" wagon ");
                text.push_str(b.slug());
            }
            text
        }
        GunAction::Shoot {
            shooter,
            faces,
            targets,
            kick,
            lucky,
            keep_lightweight,
        } => {
            let keep = if *keep_lightweight {
                " keep-lightweight"
            } else {
                ""
            };
            let kick = match kick {
                Some(Kick::Beer) => " beer",
                Some(Kick::Tobacco) => " tobacco",
                None => "",
            };
            let lucky = match lucky {
                Some(i) => format!(" lucky {}", i.saturating_add(1)),
                None => String::new(),
            };
            format!(
                "shoot {} {} {}{}{keep}{kick}{lucky}",
                slug(setup, *shooter),
                faces[0],
                faces[1],
                targets_text(setup, targets)
            )
        }
        GunAction::Throw {
            thrower,
            face,
            lucky,
            targets,
        } => format!(
            "throw {} {face}{}{}",
            slug(setup, *thrower),
            lucky_part(*lucky),
            targets_text(setup, targets)
        ),
        GunAction::Strike { strike, target } => {
            let mut text = match strike {
                Strike::Stockade => "damage stockade".to_string(),
                Strike::Trap => "damage trap".to_string(),
                Strike::Bomb(b) => format!("damage bomb {}", b.slug()),
            };
            if let Some(t) = target {
                text.push(' ');
                text.push_str(slug(setup, *t));
            }
            text
        }
        GunAction::Cease { building } => format!("cease {}", building.slug()),
        GunAction::Raided {
            burned,
            dead,
            shots,
        } => super::raid_words::format(setup, burned, dead, shots),
    }
}

/// The keys of a phone's keypad: a shot and Dynamite (their d20s from the
/// phone's numbers), their targets and what changes them, the turn's end.
pub fn phone_keys() -> Vec<PhoneKey> {
    vec![
        PhoneKey::word("shoot", "schiet"),
        PhoneKey::word("throw", "gooi"),
        PhoneKey::word("at", "op"),
        PhoneKey::word("beer", "beer"),
        PhoneKey::word("tobacco", "tobacco"),
        PhoneKey::word("lucky", "lucky"),
        PhoneKey::word("end", "einde"),
    ]
}
