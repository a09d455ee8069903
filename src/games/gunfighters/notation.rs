//! The text notation of Make You Gunfighters (see docs/gunfighters-notation.md).
//!
//! | English | Dutch | action |
//! |---|---|---|
//! | `move stable` / `move stable discard` | `verplaats stable` / `verplaats stable aflegstapel` | Move: a card thrown, one drawn (from the pile or the top discard) |
//! | `shoot bob ranch 2` | `schiet bob ranch 2` | Shoot: a Ranch card revealed, Bob held 2 |
//! | `shoot bob saloon 1 with plaza` | `schiet bob saloon 1 met plaza` | extra rule A: a Plaza card shoots at the Saloon |
//! | `shoot bob saloon 1 free` | `schiet bob saloon 1 gratis` | no card revealed (Rifle, or a marked Story card) |
//! | `story` / `story mark` | `verhaal` / `verhaal teken` | Advance the Story (a card with the mark) |
//! | `end` | `einde` | the turn ends |
//! | `gain ann 2` | `trek ann 2` | Ann draws two cards from the pile |
//! | `lose ann stable cliff` / `... by bob` | `verlies ann stable cliff` / `... door bob` | cards lost face up (by: who took her out) |
//! | `time stable` | `tijd stable` | 10 seconds ran out: a Stable card lost |
//! | `coins ann +2` / `coins ann -1` | `munten ann +2` | coins from or to the Bank |
//! | `give ann bob 2` | `geef ann bob 2` | coins from Ann to Bob |
//! | `climax ann rifle` | `climax ann rifle` | the Climax card drawn |
//! | `control ann stable` | `neem ann stable` | extra rule B: control taken |
//! | `draw` / `play-on` | `gelijkspel` / `doorvechten` | the last two settle the draw |

use super::actions::{Aim, GfAction, Source};
use super::setup::GfSetup;
use super::state::{ClimaxType, Location};
use crate::core::{Msg, PhoneKey, find_player, first_word};

/// Reads a line of the game's own words.
pub fn parse(setup: &GfSetup, text: &str) -> Result<GfAction, Msg> {
    let (word, rest) = first_word(text);
    let words: Vec<&str> = rest.split_whitespace().collect();
    let who = |typed: &str| find_player(&setup.players, typed);
    match word.as_str() {
        "move" | "verplaats" => match words.as_slice() {
            [card] => Ok(GfAction::Move {
                thrown: location(card)?,
                from: Source::Pile,
            }),
            [card, source] if is_discard(source) => Ok(GfAction::Move {
                thrown: location(card)?,
                from: Source::Discard,
            }),
            _ => Err(Msg::new("mgf-notation-move")),
        },
        "shoot" | "schiet" => parse_shoot(setup, &words),
        "story" | "verhaal" => match words.as_slice() {
            [] => Ok(GfAction::Story { mark: false }),
            [m] if matches!(m.to_lowercase().as_str(), "mark" | "teken") => {
                Ok(GfAction::Story { mark: true })
            }
            _ => Err(Msg::new("mgf-notation-story")),
        },
        "end" | "einde" if words.is_empty() => Ok(GfAction::End),
        "gain" | "trek" => match words.as_slice() {
            [p] => Ok(GfAction::Gain {
                player: who(p)?,
                count: 1,
            }),
            [p, n] => Ok(GfAction::Gain {
                player: who(p)?,
                count: count(n, "mgf-notation-gain")?,
            }),
            _ => Err(Msg::new("mgf-notation-gain")),
        },
        "lose" | "verlies" => parse_lose(setup, &words),
        "time" | "tijd" => match words.as_slice() {
            [card] => Ok(GfAction::Time {
                card: location(card)?,
            }),
            _ => Err(Msg::new("mgf-notation-time")),
        },
        "coins" | "munten" => match words.as_slice() {
            [p, n] => {
                let change = n
                    .parse::<i8>()
                    .ok()
                    .filter(|c| (-16..=16).contains(c) && *c != 0)
                    .ok_or_else(|| Msg::new("mgf-notation-coins"))?;
                Ok(GfAction::Coins {
                    player: who(p)?,
                    change,
                })
            }
            _ => Err(Msg::new("mgf-notation-coins")),
        },
        "give" | "geef" => match words.as_slice() {
            [from, to, n] => Ok(GfAction::Give {
                from: who(from)?,
                to: who(to)?,
                count: count(n, "mgf-notation-give")?,
            }),
            _ => Err(Msg::new("mgf-notation-give")),
        },
        "climax" => match words.as_slice() {
            [p, kind @ ..] if !kind.is_empty() => Ok(GfAction::Climax {
                player: who(p)?,
                kind: ClimaxType::parse(&kind.join(" ")).ok_or_else(|| {
                    Msg::new("mgf-notation-climax-type").arg("typed", kind.join(" "))
                })?,
            }),
            _ => Err(Msg::new("mgf-notation-climax")),
        },
        "control" | "neem" => match words.as_slice() {
            [p, card] => Ok(GfAction::Control {
                player: who(p)?,
                location: location(card)?,
            }),
            _ => Err(Msg::new("mgf-notation-control")),
        },
        "draw" | "gelijkspel" if words.is_empty() => Ok(GfAction::Draw),
        "play-on" | "doorvechten" if words.is_empty() => Ok(GfAction::PlayOn),
        _ => Err(Msg::new("mgf-usage").arg("typed", text.trim())),
    }
}

fn is_discard(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "discard" | "top" | "aflegstapel" | "boven"
    )
}

fn location(typed: &str) -> Result<Location, Msg> {
    Location::parse(typed).ok_or_else(|| Msg::new("mgf-notation-location").arg("typed", typed))
}

fn count(typed: &str, usage: &str) -> Result<u8, Msg> {
    typed
        .parse::<u8>()
        .ok()
        .filter(|n| (1..=42).contains(n))
        .ok_or_else(|| Msg::new(usage.to_string()))
}

/// `shoot TARGET LOCATION HITS [with CARD | free]`.
fn parse_shoot(setup: &GfSetup, words: &[&str]) -> Result<GfAction, Msg> {
    let usage = || Msg::new("mgf-notation-shoot");
    let (target, at, hits, tail) = match words {
        [target, at, hits, tail @ ..] => (*target, *at, *hits, tail),
        _ => return Err(usage()),
    };
    let at = location(at)?;
    let hits = hits
        .parse::<u8>()
        .ok()
        .filter(|n| *n <= 7)
        .ok_or_else(usage)?;
    let aim = match tail {
        [] => Aim::Card(at),
        [with, card] if matches!(with.to_lowercase().as_str(), "with" | "met") => {
            Aim::Card(location(card)?)
        }
        [free] if matches!(free.to_lowercase().as_str(), "free" | "gratis") => Aim::Free,
        _ => return Err(usage()),
    };
    Ok(GfAction::Shoot {
        target: find_player(&setup.players, target)?,
        at,
        aim,
        hits,
    })
}

/// `lose PLAYER CARD... [by PLAYER]`.
fn parse_lose(setup: &GfSetup, words: &[&str]) -> Result<GfAction, Msg> {
    let usage = || Msg::new("mgf-notation-lose");
    let [player, rest @ ..] = words else {
        return Err(usage());
    };
    let (cards, by) = match rest {
        [cards @ .., by, taker] if matches!(by.to_lowercase().as_str(), "by" | "door") => {
            (cards, Some(find_player(&setup.players, taker)?))
        }
        cards => (cards, None),
    };
    if cards.is_empty() || cards.len() > 42 {
        return Err(usage());
    }
    Ok(GfAction::Lose {
        player: find_player(&setup.players, player)?,
        cards: cards
            .iter()
            .map(|c| location(c))
            .collect::<Result<_, _>>()?,
        by,
    })
}

/// How the notation names a player: the name, or the seat number when the
/// name would not read back as that player.
fn player(setup: &GfSetup, seat: usize) -> String {
    crate::games::player_word(&setup.players, seat)
}

/// Writes an action so that [`parse`] gives it back.
pub fn format(setup: &GfSetup, action: &GfAction) -> String {
    match action {
        GfAction::Move { thrown, from } => match from {
            Source::Pile => format!("move {}", thrown.slug()),
            Source::Discard => format!("move {} discard", thrown.slug()),
        },
        GfAction::Shoot {
            target,
            at,
            aim,
            hits,
        } => {
            let head = format!("shoot {} {} {hits}", player(setup, *target), at.slug());
            match aim {
                Aim::Card(card) if card == at => head,
                Aim::Card(card) => format!("{head} with {}", card.slug()),
                Aim::Free => format!("{head} free"),
            }
        }
        GfAction::Story { mark: false } => "story".to_string(),
        GfAction::Story { mark: true } => "story mark".to_string(),
        GfAction::End => "end".to_string(),
        GfAction::Gain { player: p, count } => format!("gain {} {count}", player(setup, *p)),
        GfAction::Lose {
            player: p,
            cards,
            by,
        } => {
            let cards: Vec<&str> = cards.iter().map(|c| c.slug()).collect();
            let line = format!("lose {} {}", player(setup, *p), cards.join(" "));
            match by {
                Some(t) => format!("{line} by {}", player(setup, *t)),
                None => line,
            }
        }
        GfAction::Time { card } => format!("time {}", card.slug()),
        GfAction::Coins { player: p, change } => {
            format!("coins {} {change:+}", player(setup, *p))
        }
        GfAction::Give { from, to, count } => format!(
            "give {} {} {count}",
            player(setup, *from),
            player(setup, *to)
        ),
        GfAction::Climax { player: p, kind } => {
            format!("climax {} {}", player(setup, *p), kind.slug())
        }
        GfAction::Control {
            player: p,
            location,
        } => format!("control {} {}", player(setup, *p), location.slug()),
        GfAction::Draw => "draw".to_string(),
        GfAction::PlayOn => "play-on".to_string(),
    }
}

/// The keys of a phone's keypad: the three actions, the six locations,
/// where a Move's card comes from, the turn's end.
pub fn phone_keys() -> Vec<PhoneKey> {
    let mut keys = vec![
        PhoneKey::word("move", "verplaats"),
        PhoneKey::word("shoot", "schiet"),
        PhoneKey::word("story", "verhaal"),
    ];
    keys.extend(
        super::state::Location::ALL
            .into_iter()
            .map(|l| PhoneKey::named(l.slug(), l.slug(), l.name_key())),
    );
    keys.push(PhoneKey::word("discard", "aflegstapel"));
    keys.push(PhoneKey::word("end", "einde"));
    keys
}
