//! Generated lines for every registered game: words from its notation
//! pages, its messages, its players, numbers and junk, put together the way
//! people type (and mistype).

use crate::rng::Rng;
use crate::watch;
use holster::core::{Game, SetupField, SetupInput};
use holster::session::{AnySession, EntryKind, LineOutcome, Session};
use std::collections::BTreeMap;
use std::time::Instant;

/// What one game's run saw.
pub struct GameStats {
    pub game: String,
    pub inputs: u64,
    pub entered: u64,
    /// Of those, actions of the game (not notes, fixes, board values).
    pub plays: u64,
    pub refused: u64,
    pub moved: u64,
    pub panics: u64,
    pub wrong: u64,
    pub seconds: f64,
    pub slowest_ms: f64,
}

/// The players' names setups use; one has a space, one a letter outside ASCII.
pub const NAMES: [&str; 8] = ["Ann", "Bob", "Zoë", "Mary Lou", "Eve", "Fay", "Gus", "Hal"];

/// The notation pages: every word in back-quotes is a word people type.
const PAGES: &[&str] = &[
    include_str!("../../docs/notation.md"),
    include_str!("../../docs/bang-dice-notation.md"),
    include_str!("../../docs/gunfights-notation.md"),
];

/// Whole games typed line by line, by the name of the game they play:
/// played from the start, they take the generator deep into a game.
const SCRIPTS: &[(&str, &str)] = &[
    (
        "bang-dice",
        include_str!("../../tests/suite/bang_dice/three-players.txt"),
    ),
    (
        "bang-dice",
        include_str!("../../tests/suite/bang_dice/four-players.txt"),
    ),
    (
        "bang-dice",
        include_str!("../../tests/suite/bang_dice/five-players.txt"),
    ),
    (
        "bang-dice",
        include_str!("../../tests/suite/bang_dice/eight-players.txt"),
    ),
    (
        "gunfights",
        include_str!("../../tests/suite/gunfights/round-one.txt"),
    ),
    (
        "gunfights",
        include_str!("../../tests/suite/gunfights/tiebreaker.txt"),
    ),
];

/// A script's table and its lines.
struct Script {
    input: SetupInput,
    lines: Vec<String>,
}

/// The scripts of `G`, each with its table (`# players:` and `# set:`
/// lines) and every board value the game has, picked at random.
fn scripts<G: Game>(rng: &mut Rng) -> Vec<Script> {
    let mut found = Vec::new();
    for (game, text) in SCRIPTS {
        if *game != G::TEXTS.name {
            continue;
        }
        let mut input = SetupInput::default();
        let mut lines = Vec::new();
        for line in text.lines() {
            if let Some(players) = line.strip_prefix("# players:") {
                input.players = players.split(',').map(|p| p.trim().to_string()).collect();
            } else if let Some((key, value)) = line
                .strip_prefix("# set:")
                .and_then(|s| s.trim().split_once('='))
            {
                input.options.insert(key.to_string(), value.to_string());
            } else if !line.trim_start().starts_with('#') && !line.trim().is_empty() {
                let line = line.split(" #").next().unwrap_or_default().trim();
                lines.push(line.to_string());
            }
        }
        input.board = G::board_values()
            .iter()
            .map(|v| {
                (
                    v.key.to_string(),
                    v.min + rng.below((v.max - v.min + 1) as usize) as i64,
                )
            })
            .collect();
        if G::setup(&input).is_ok() {
            found.push(Script { input, lines });
        }
    }
    found
}

const SHARED: &[&str] = &[
    "note",
    "notitie",
    "fix",
    "corrigeer",
    "done",
    "gedaan",
    "pick",
    "kies",
    "undo",
    "terug",
    "redo",
    "opnieuw",
    "jump",
    "naar",
    "board",
    "bord",
    "!",
    "#",
];

const JUNK: &[&str] = &[
    "",
    " ",
    "\t",
    "\"",
    "“",
    "”",
    "'",
    "!",
    "!!",
    "+",
    "-",
    "+-1",
    "0",
    "-0",
    "00",
    "1e9",
    "255",
    "256",
    "65536",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551616",
    "½",
    "é",
    "\u{0}",
    "\u{7f}",
    "\u{200b}",
    "🙂",
    "a,b",
    ",",
    ";",
    "=",
    "[",
    "]",
    "{",
    "}",
    "...",
    "ad1bg",
    "aaaaaa",
    "dddddd",
    "1,2,3",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
];

/// Every registered game, each fed `inputs` lines.
pub fn run_all(inputs: u64, seed: u64) -> Vec<GameStats> {
    macro_rules! each {
        ($($game:ty),* $(,)?) => {
            vec![$(run::<$game>(inputs, seed)),*]
        };
    }
    holster::registered_games!(each)
}

/// Setups the game accepts, found the way the setup screen asks: for each
/// number of players, its fields answered at random.
pub fn setups<G: Game>(rng: &mut Rng) -> Vec<G::Setup> {
    let mut found = Vec::new();
    for _ in 0..400 {
        let n = 1 + rng.below(NAMES.len());
        let players: Vec<String> = NAMES[..n].iter().map(|s| s.to_string()).collect();
        let mut options: BTreeMap<String, String> = BTreeMap::new();
        // A variant can change the questions after it: ask until they settle.
        for _ in 0..3 {
            for field in G::setup_fields(n, &options) {
                let (key, value) = match field {
                    SetupField::OneOf { key, choices, .. } => {
                        (key, rng.pick(&choices).value.to_string())
                    }
                    SetupField::Seat { key, .. } => (key, (1 + rng.below(n)).to_string()),
                    SetupField::PerSeat {
                        key,
                        choices,
                        unique,
                        ..
                    } => {
                        let mut left: Vec<&str> = choices.iter().map(|c| c.value).collect();
                        let mut chosen = Vec::new();
                        for _ in 0..n {
                            if left.is_empty() {
                                break;
                            }
                            let i = rng.below(left.len());
                            chosen.push(if unique { left.swap_remove(i) } else { left[i] });
                        }
                        (key, chosen.join(","))
                    }
                };
                options.entry(key.to_string()).or_insert(value);
            }
        }
        let board = if rng.one_in(2) {
            G::board_values()
                .iter()
                .map(|v| {
                    (
                        v.key.to_string(),
                        v.min + rng.below((v.max - v.min + 1) as usize) as i64,
                    )
                })
                .collect()
        } else {
            BTreeMap::new()
        };
        let input = SetupInput {
            players,
            options,
            board,
        };
        if let Ok(setup) = G::setup(&input) {
            found.push(setup);
            if found.len() >= 12 {
                break;
            }
        }
    }
    found
}

/// The words a line for `G` is made of.
struct Words {
    templates: Vec<String>,
    words: Vec<String>,
    rules: Vec<String>,
}

impl Words {
    fn of<G: Game>() -> Words {
        let mut templates = Vec::new();
        let mut words: Vec<String> = SHARED.iter().map(|s| s.to_string()).collect();
        for page in PAGES {
            for (i, span) in page.split('`').enumerate() {
                if i % 2 == 1 && !span.contains('\n') && span.len() < 60 {
                    templates.push(span.to_string());
                    words.extend(span.split_whitespace().map(str::to_string));
                }
            }
        }
        for text in holster::i18n::Lang::ALL
            .into_iter()
            .filter_map(|lang| holster::i18n::source(lang, G::TEXTS.name))
        {
            for word in text.split(|c: char| !c.is_alphanumeric() && c != '-') {
                if (2..=12).contains(&word.chars().count()) && words.len() < 4000 {
                    words.push(word.to_lowercase());
                }
            }
        }
        words.extend(G::board_values().iter().map(|v| v.key.to_string()));
        words.sort();
        words.dedup();
        let rules = G::rules().iter().map(|r| r.id.to_string()).collect();
        Words {
            templates,
            words,
            rules,
        }
    }
}

fn number(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => rng.pick(JUNK).to_string(),
        1 => format!("-{}", rng.below(30)),
        2 => format!("+{}", rng.below(30)),
        _ => rng.below(25).to_string(),
    }
}

fn player(rng: &mut Rng, players: &[String]) -> String {
    match rng.below(5) {
        0 => (1 + rng.below(players.len() + 2)).to_string(),
        1 => format!("\"{}\"", rng.pick(players)),
        2 => rng.pick(players).chars().take(2).collect(),
        _ => rng.pick(players).to_lowercase(),
    }
}

/// One line, made one of several ways.
fn line(
    rng: &mut Rng,
    w: &Words,
    players: &[String],
    counters: &[String],
    accepted: &[String],
) -> String {
    let mut text = match rng.below(10) {
        // A form from the notation pages, its placeholders filled in.
        0..=2 => rng
            .pick(&w.templates)
            .split_whitespace()
            .filter_map(|part| {
                // `[for C]`: what is optional is left out half the time.
                if part.starts_with('[') && rng.one_in(2) {
                    return None;
                }
                let part = part.trim_matches(|c| c == '[' || c == ']');
                Some(
                    if part
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || c == '_' || c == '-')
                    {
                        match rng.below(5) {
                            0 | 1 => player(rng, players),
                            2 | 3 => number(rng),
                            _ => rng.pick(&w.words).clone(),
                        }
                    } else {
                        part.to_string()
                    },
                )
            })
            .collect::<Vec<_>>()
            .join(" "),
        // Words of the game in any order.
        3..=4 => (0..1 + rng.below(5))
            .map(|_| match rng.below(4) {
                0 => player(rng, players),
                1 => number(rng),
                _ => rng.pick(&w.words).clone(),
            })
            .collect::<Vec<_>>()
            .join(" "),
        // The shared words with what they take.
        5 => match rng.below(6) {
            0 => format!(
                "fix {} {} {}",
                player(rng, players),
                rng.pick(counters),
                number(rng)
            ),
            1 => format!("fix {} {}", rng.pick(counters), number(rng)),
            2 => format!("board {} {}", rng.pick(&w.words), number(rng)),
            3 => format!("done {}", rng.pick(&w.rules)),
            4 => format!("jump {}", number(rng)),
            _ => format!("note {}", rng.pick(&w.words)),
        },
        // A line that was accepted, changed a little.
        6..=7 if !accepted.is_empty() => {
            let mut parts: Vec<String> = rng
                .pick(accepted)
                .split_whitespace()
                .map(str::to_string)
                .collect();
            if !parts.is_empty() {
                let i = rng.below(parts.len());
                match rng.below(4) {
                    0 => parts[i] = number(rng),
                    1 => parts[i] = player(rng, players),
                    2 => {
                        parts.remove(i);
                    }
                    _ => parts.insert(i, rng.pick(&w.words).clone()),
                }
            }
            parts.join(" ")
        }
        6..=8 => rng.pick(accepted).clone(),
        // Junk.
        _ => (0..rng.below(8))
            .map(|_| match rng.below(3) {
                0 => rng.pick(JUNK).to_string(),
                1 => {
                    char::from_u32(rng.next() as u32 % 0x3_0000).map_or(String::new(), String::from)
                }
                _ => rng.pick(&w.words).clone(),
            })
            .collect::<String>(),
    };
    if rng.one_in(4) {
        text.push_str(" !");
    }
    text
}

/// A line for a seed game: like any generated line, from a fresh set of words.
pub fn seed_line<G: Game>(rng: &mut Rng, session: &Session<G>) -> String {
    let words = Words::of::<G>();
    let players = G::players(session.setup());
    let counters: Vec<String> = session
        .counters()
        .iter()
        .map(|c| c.id.name.clone())
        .collect();
    let counters = if counters.is_empty() {
        vec!["life".to_string()]
    } else {
        counters
    };
    line(rng, &words, &players, &counters, &["undo".to_string()])
}

/// A session to type into: in memory, nothing is saved.
fn fresh<G: Game>(setups: &[G::Setup], rng: &mut Rng) -> Session<G> {
    Session::in_memory(rng.pick(setups).clone(), chrono::Utc::now())
}

fn run<G: Game>(inputs: u64, seed: u64) -> GameStats {
    let mut rng = Rng::new(seed ^ G::ID.to_string().len() as u64 ^ 0x5eed);
    let mut stats = GameStats {
        game: G::ID.to_string(),
        inputs: 0,
        entered: 0,
        plays: 0,
        refused: 0,
        moved: 0,
        panics: 0,
        wrong: 0,
        seconds: 0.0,
        slowest_ms: 0.0,
    };
    let setups = setups::<G>(&mut rng);
    if setups.is_empty() {
        println!("{}: no setup found to type into", G::ID);
        stats.wrong += 1;
        return stats;
    }
    let words = Words::of::<G>();
    let scripts = scripts::<G>(&mut rng);
    let start = Instant::now();
    let mut session = fresh::<G>(&setups, &mut rng);
    let mut accepted: Vec<String> = vec!["undo".into(), "redo".into()];
    // Lines of a script still to be typed, a few of them changed.
    let mut queue: std::collections::VecDeque<String> = Default::default();
    while stats.inputs < inputs {
        if stats.inputs.is_multiple_of(300) {
            session = fresh::<G>(&setups, &mut rng);
            queue.clear();
            if !scripts.is_empty() && rng.one_in(2) {
                let script = rng.pick(&scripts);
                if let Ok(setup) = G::setup(&script.input) {
                    session = Session::in_memory(setup, chrono::Utc::now());
                    let upto = rng.below(script.lines.len() + 1);
                    queue.extend(script.lines[..upto].iter().cloned());
                }
            }
        }
        let players = G::players(session.setup());
        let counters: Vec<String> = session
            .counters()
            .iter()
            .map(|c| c.id.name.clone())
            .collect();
        let counters = if counters.is_empty() {
            vec!["life".to_string()]
        } else {
            counters
        };
        let text = match queue.pop_front() {
            Some(scripted) if !rng.one_in(20) => scripted,
            _ => line(&mut rng, &words, &players, &counters, &accepted),
        };
        stats.inputs += 1;
        watch::begin(G::ID.to_string().as_str(), text.as_bytes());
        let one = Instant::now();
        let outcome = crate::guarded(|| {
            let result = session.enter_line(&text);
            // Read what the screen reads after every line.
            let _ = (
                session.reminders(),
                session.progress(),
                session.current_player(),
            );
            result.map(|outcome| (outcome, round_trip::<G>(&session)))
        });
        watch::end();
        stats.slowest_ms = stats.slowest_ms.max(one.elapsed().as_secs_f64() * 1000.0);
        match outcome {
            Err(panic) => {
                stats.panics += 1;
                crate::keep_failure(
                    &format!("{}-line-{}", G::ID, stats.inputs),
                    text.as_bytes(),
                    &panic,
                );
                session = fresh::<G>(&setups, &mut rng);
            }
            Ok(Ok((LineOutcome::Entered(_), check))) => {
                stats.entered += 1;
                let play = session.log().entries().last().map(|e| &e.kind);
                stats.plays += u64::from(matches!(play, Some(EntryKind::Play { .. })));
                if let Err(why) = check {
                    stats.wrong += 1;
                    crate::keep_failure(
                        &format!("{}-readback-{}", G::ID, stats.inputs),
                        text.as_bytes(),
                        &why,
                    );
                }
                // Actions of the game are what is worth varying.
                let kept = text.trim_end_matches('!').trim().to_string();
                if matches!(play, Some(EntryKind::Play { .. })) {
                    if accepted.len() < 500 {
                        accepted.push(kept);
                    } else {
                        let i = rng.below(accepted.len());
                        accepted[i] = kept;
                    }
                }
            }
            Ok(Ok((LineOutcome::Moved(_), _))) => stats.moved += 1,
            Ok(Err(_)) => stats.refused += 1,
        }
    }
    stats.seconds = start.elapsed().as_secs_f64();
    stats
}

/// The last entry's line, as the history writes it, reads back as the
/// same action.
fn round_trip<G: Game>(session: &Session<G>) -> Result<(), String> {
    let Some(entry) = session.log().entries().last() else {
        return Ok(());
    };
    if let EntryKind::Play { action, .. } = &entry.kind {
        let written = G::format_action(session.setup(), action);
        match G::parse_action(session.setup(), &written) {
            Ok(again) if &again == action => {}
            Ok(again) => {
                return Err(format!(
                    "{written:?} reads back as {again:?}, not {action:?}"
                ));
            }
            Err(e) => return Err(format!("{written:?} does not read back: {}", e.key)),
        }
    }
    Ok(())
}
