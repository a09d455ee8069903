//! The text notation of BANG! The Dice Game (see docs/bang-dice-notation.md).
//!
//! | English | Dutch | action |
//! |---|---|---|
//! | `sid PLAYER` / `sid none` | `sid SPELER` / `sid geen` | Sid Ketchum's heal |
//! | `roll a d 1 b g` | `gooi p d 1 b g` | the first roll, five faces |
//! | `reroll 2 4 b g` | `hergooi 2 4 b g` | dice 2 and 4 now show b and g |
//! | `shoot bob bob+ cid` | `schiet ...` | one player per 1 or 2, in die order; `+` Slab's double |
//! | `beer ann cid` | `bier ...` | one player per beer, in die order |
//! | `gatling` | `gatling` | the gatling fires |
//! | `kit cid ann` / `kit none` | `kit ...` / `kit geen` | Kit Carlson's discards |
//! | `bart life` (`bart none`) / `bart arrow` / `bart arrows 2` | `bart leven` (`bart geen`) / `bart pijl` / `bart pijlen 2` | Bart Cassidy |
//! | `pedro` / `pedro 2` / `pedro none` | `pedro` / `pedro 2` / `pedro geen` | Pedro Ramirez |
//! | `reveal ann outlaw` | `onthul ann outlaw` | a role shown |
//! | `end` | `einde` | the turn ends |

use super::actions::{BangAction, Hit, RerolledDie};
use super::roles::Role;
use super::setup::BangSetup;
use super::state::DICE;
use crate::core::{BangFace, Msg, PhoneKey, find_player, first_word, parse_bang_faces};

/// Words that mean "nobody" or "nothing", so never read as a player.
const NONE: [&str; 4] = ["none", "geen", "no", "nee"];

/// Reads a line of the game's own words.
pub fn parse(setup: &BangSetup, text: &str) -> Result<BangAction, Msg> {
    let (word, rest) = first_word(text);
    let rest = rest.trim();
    match word.as_str() {
        "roll" | "gooi" => {
            let faces = parse_bang_faces(rest, DICE, DICE).map_err(|e| e.0)?;
            let faces: [BangFace; DICE] = faces
                .try_into()
                .map_err(|_| Msg::new("bang-dice-notation-roll"))?;
            Ok(BangAction::Roll { faces })
        }
        "reroll" | "hergooi" => parse_reroll(rest),
        "shoot" | "schiet" => {
            let hits = words(rest, &word)?
                .into_iter()
                .map(|w| {
                    let (name, double) = match w.strip_suffix('+') {
                        Some(name) => (name, true),
                        None => (w, false),
                    };
                    Ok(Hit {
                        target: find_player(&setup.players, name)?,
                        double,
                    })
                })
                .collect::<Result<Vec<Hit>, Msg>>()?;
            Ok(BangAction::Shoot { hits })
        }
        "beer" | "bier" => Ok(BangAction::Beer {
            targets: players(setup, words(rest, &word)?)?,
        }),
        "gatling" if rest.is_empty() => Ok(BangAction::Gatling),
        "kit" if is_none(rest) => Ok(BangAction::Kit {
            targets: Vec::new(),
        }),
        "kit" => Ok(BangAction::Kit {
            targets: players(setup, words(rest, &word)?)?,
        }),
        "sid" if is_none(rest) => Ok(BangAction::Sid { target: None }),
        "sid" => match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
            [one] => Ok(BangAction::Sid {
                target: Some(find_player(&setup.players, one)?),
            }),
            _ => Err(Msg::new("bang-dice-notation-sid")),
        },
        "bart" => parse_bart(rest),
        "pedro" => parse_pedro(rest),
        "reveal" | "onthul" => {
            let parts: Vec<&str> = rest.split_whitespace().collect();
            let [who, role] = parts.as_slice() else {
                return Err(Msg::new("bang-dice-notation-reveal"));
            };
            Ok(BangAction::Reveal {
                player: find_player(&setup.players, who)?,
                role: Role::parse(role)?,
            })
        }
        "end" | "einde" if rest.is_empty() => Ok(BangAction::End),
        _ => Err(Msg::new("bang-dice-usage").arg("typed", text.trim())),
    }
}

fn is_none(rest: &str) -> bool {
    NONE.contains(&rest.to_lowercase().as_str())
}

fn words<'a>(rest: &'a str, word: &str) -> Result<Vec<&'a str>, Msg> {
    let words: Vec<&str> = rest
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        return Err(Msg::new("bang-dice-notation-targets").arg("word", word));
    }
    Ok(words)
}

fn players(setup: &BangSetup, words: Vec<&str>) -> Result<Vec<usize>, Msg> {
    words
        .into_iter()
        .map(|w| find_player(&setup.players, w))
        .collect()
}

/// `reroll 2 4 b g`: the dice first, then as many faces; spaces and commas
/// are optional, so `reroll 24 bg` is the same.
fn parse_reroll(rest: &str) -> Result<BangAction, Msg> {
    let typed: Vec<char> = rest
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .collect();
    if typed.is_empty() || !typed.len().is_multiple_of(2) {
        return Err(Msg::new("bang-dice-notation-reroll"));
    }
    let (dice, faces) = typed.split_at(typed.len() / 2);
    let mut rerolled: Vec<RerolledDie> = Vec::new();
    for (d, f) in dice.iter().zip(faces) {
        let die = d
            .to_digit(10)
            .filter(|n| (1..=5).contains(n))
            .and_then(|n| u8::try_from(n - 1).ok())
            .ok_or_else(|| Msg::new("bang-dice-notation-die").arg("typed", d.to_string()))?;
        if rerolled.iter().any(|r| r.die == die) {
            return Err(Msg::new("bang-dice-notation-die-twice").arg("die", die + 1));
        }
        let face = BangFace::from_letter(*f)
            .ok_or_else(|| Msg::new("dice-bang-unknown-face").arg("typed", f.to_string()))?;
        rerolled.push(RerolledDie { die, face });
    }
    Ok(BangAction::Reroll { dice: rerolled })
}

fn count(typed: &str, usage: &str) -> Result<u8, Msg> {
    typed
        .parse::<u8>()
        .ok()
        .filter(|n| *n <= 9)
        .ok_or_else(|| Msg::new(usage.to_string()))
}

/// `bart life` (or `bart none`), `bart arrow`, `bart arrows 2` (or `bart 2`).
fn parse_bart(rest: &str) -> Result<BangAction, Msg> {
    let parts: Vec<String> = rest.split_whitespace().map(str::to_lowercase).collect();
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    let arrows = match parts.as_slice() {
        // "none": no lives taken as arrows, as the reminder offers.
        ["life" | "leven" | "lives" | "levens" | "none" | "geen"] => 0,
        ["arrow" | "pijl"] => 1,
        ["arrows" | "pijlen", n] | [n] => count(n, "bang-dice-notation-bart")?,
        _ => return Err(Msg::new("bang-dice-notation-bart")),
    };
    Ok(BangAction::Bart { arrows })
}

/// `pedro` (one arrow), `pedro 2`, `pedro none`.
fn parse_pedro(rest: &str) -> Result<BangAction, Msg> {
    let discards = if rest.is_empty() {
        1
    } else if is_none(rest) {
        0
    } else {
        count(rest, "bang-dice-notation-pedro")?
    };
    Ok(BangAction::Pedro { discards })
}

/// How the notation names a player: the name, or the seat number when the
/// name would not read back as that player.
fn player(setup: &BangSetup, seat: usize) -> String {
    let word = crate::games::player_word(&setup.players, seat);
    if word.contains('+') || word.contains(',') || is_none(&word) {
        seat.saturating_add(1).to_string()
    } else {
        word
    }
}

fn player_list(setup: &BangSetup, seats: &[usize]) -> String {
    seats
        .iter()
        .map(|s| player(setup, *s))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The faces as Holster writes them: `a d 1 b g`.
pub fn faces_text(faces: &[BangFace]) -> String {
    faces
        .iter()
        .map(|f| f.letter().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The message of a face's letter in the reader's language: the history
/// writes `p` (pijl) for an arrow in Dutch and `a` in English, whatever
/// letter was typed.
fn letter_key(face: BangFace) -> &'static str {
    match face {
        BangFace::Arrow => "bang-dice-letter-arrow",
        BangFace::Dynamite => "bang-dice-letter-dynamite",
        BangFace::One => "bang-dice-letter-one",
        BangFace::Two => "bang-dice-letter-two",
        BangFace::Beer => "bang-dice-letter-beer",
        BangFace::Gatling => "bang-dice-letter-gatling",
    }
}

/// `msg` with `faces` as `face1`, `face2`, … in the reader's letters, and
/// their `count`, so each language writes the faces its own way.
fn with_faces(msg: Msg, faces: &[BangFace]) -> Msg {
    faces
        .iter()
        .enumerate()
        .fold(msg.arg("count", faces.len()), |msg, (i, face)| {
            msg.arg_key(&format!("face{}", i + 1), letter_key(*face))
        })
}

/// Writes an action so that [`parse`] gives it back.
pub fn format(setup: &BangSetup, action: &BangAction) -> String {
    match action {
        BangAction::Sid { target: None } => "sid none".to_string(),
        BangAction::Sid { target: Some(t) } => format!("sid {}", player(setup, *t)),
        BangAction::Roll { faces } => format!("roll {}", faces_text(faces)),
        BangAction::Reroll { dice } => {
            let numbers: Vec<String> = dice
                .iter()
                .map(|d| (u16::from(d.die) + 1).to_string())
                .collect();
            let faces: Vec<BangFace> = dice.iter().map(|d| d.face).collect();
            format!("reroll {} {}", numbers.join(" "), faces_text(&faces))
        }
        BangAction::Shoot { hits } => {
            let targets: Vec<String> = hits
                .iter()
                .map(|h| {
                    let mark = if h.double { "+" } else { "" };
                    format!("{}{mark}", player(setup, h.target))
                })
                .collect();
            format!("shoot {}", targets.join(" "))
        }
        BangAction::Beer { targets } => format!("beer {}", player_list(setup, targets)),
        BangAction::Gatling => "gatling".to_string(),
        BangAction::Kit { targets } if targets.is_empty() => "kit none".to_string(),
        BangAction::Kit { targets } => format!("kit {}", player_list(setup, targets)),
        BangAction::Bart { arrows: 0 } => "bart life".to_string(),
        BangAction::Bart { arrows: 1 } => "bart arrow".to_string(),
        BangAction::Bart { arrows } => format!("bart arrows {arrows}"),
        BangAction::Pedro { discards: 0 } => "pedro none".to_string(),
        BangAction::Pedro { discards: 1 } => "pedro".to_string(),
        BangAction::Pedro { discards } => format!("pedro {discards}"),
        BangAction::Reveal { player: p, role } => {
            format!("reveal {} {}", player(setup, *p), role.slug())
        }
        BangAction::End => "end".to_string(),
    }
}

/// Describes an action for the history.
pub fn describe(setup: &BangSetup, action: &BangAction) -> Msg {
    let name = |seat: usize| setup.players.get(seat).cloned().unwrap_or_default();
    let names = |seats: &[usize]| {
        seats
            .iter()
            .map(|s| name(*s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match action {
        BangAction::Sid { target: None } => Msg::new("bang-dice-did-sid-none"),
        BangAction::Sid { target: Some(t) } => {
            Msg::new("bang-dice-did-sid").arg("player", name(*t))
        }
        BangAction::Roll { faces } => with_faces(Msg::new("bang-dice-did-roll"), faces),
        BangAction::Reroll { dice } => {
            let faces: Vec<BangFace> = dice.iter().map(|d| d.face).collect();
            dice.iter().enumerate().fold(
                with_faces(Msg::new("bang-dice-did-reroll"), &faces),
                |msg, (i, d)| msg.arg(&format!("die{}", i + 1), i64::from(d.die) + 1),
            )
        }
        BangAction::Shoot { hits } => {
            Msg::new("bang-dice-did-shoot").arg("players", hit_names(hits, name).join(", "))
        }
        BangAction::Beer { targets } => {
            Msg::new("bang-dice-did-beer").arg("players", names(targets))
        }
        BangAction::Gatling => Msg::new("bang-dice-did-gatling"),
        BangAction::Kit { targets } if targets.is_empty() => Msg::new("bang-dice-did-kit-none"),
        BangAction::Kit { targets } => Msg::new("bang-dice-did-kit").arg("players", names(targets)),
        BangAction::Bart { arrows } => Msg::new("bang-dice-did-bart").arg("count", *arrows),
        BangAction::Pedro { discards } => Msg::new("bang-dice-did-pedro").arg("count", *discards),
        BangAction::Reveal { player: p, role } => Msg::new("bang-dice-did-reveal")
            .arg("player", name(*p))
            .arg_key("role", &role.name_key()),
        BangAction::End => Msg::new("bang-dice-did-end"),
    }
}

/// The players hit, in die order, a double hit (Slab the Killer) marked ×2.
pub fn hit_names(hits: &[super::Hit], name: impl Fn(usize) -> String) -> Vec<String> {
    hits.iter()
        .map(|h| {
            if h.double {
                format!("{} ×2", name(h.target))
            } else {
                name(h.target)
            }
        })
        .collect()
}

/// The keys of a phone's keypad: the rolls, the six faces by name (the
/// letter each language writes), then what the dice are resolved with.
pub fn phone_keys() -> Vec<PhoneKey> {
    vec![
        PhoneKey::word("roll", "gooi"),
        PhoneKey::word("reroll", "hergooi"),
        PhoneKey::named("a", "p", "face-arrow"),
        PhoneKey::named("d", "d", "face-dynamite"),
        PhoneKey::named("1", "1", "face-one"),
        PhoneKey::named("2", "2", "face-two"),
        PhoneKey::named("b", "b", "face-beer"),
        PhoneKey::named("g", "g", "face-gatling"),
        PhoneKey::word("shoot", "schiet"),
        PhoneKey::word("beer", "bier"),
        PhoneKey::word("gatling", "gatling"),
        PhoneKey::word("end", "einde"),
    ]
}
