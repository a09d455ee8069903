//! What the odds at the moment of choice cost: a benchmark binary, not a
//! timed test.
//!
//! `cargo bench --bench odds` plays every whole game kept for the tests
//! (`tests/suite/<game>/*.txt`, as `holster enter` reads them) entry by
//! entry and, in every state reached, asks the game for its odds
//! (`Game::odds`) as the pad would: with nothing marked, with each die
//! marked alone and with every die marked. It prints, per game, how many
//! states had odds, how many figures they gave, and the slowest call, and
//! the slowest figure over all games against the goal of a
//! millisecond per figure (PASS or FAIL; the binary exits non-zero on FAIL).
//! A last case is the largest count BANG! makes: Lucky Duke's first roll,
//! every die rerolled over three rolls.
//!
//! Run without `--bench` (as `cargo test --all-targets` does) it plays one
//! game only, to prove the code still runs, and judges nothing.

use holster::core::{Considering, GameId, SetupInput};
use holster::session::AnySession;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

/// The goal: no figure costs more than this.
const GOAL: Duration = Duration::from_millis(1);

/// How many times each ask is timed.
const TRIES: usize = 5;

/// What the pad may be weighing: nothing marked, one die, every die.
fn asked() -> Vec<Considering> {
    let mut all = vec![Considering::default()];
    for d in 0..5 {
        all.push(Considering {
            marked: Some(vec![d]),
            ..Considering::default()
        });
    }
    all.push(Considering {
        marked: Some(vec![0, 1, 2, 3, 4]),
        ..Considering::default()
    });
    all
}

/// What one game's states cost.
#[derive(Default)]
struct Cost {
    states: usize,
    figures: usize,
    slowest: Duration,
    slowest_per_figure: Duration,
}

impl Cost {
    /// Asks `session` for its odds in every way the pad may, timing each
    /// as the fastest of [`TRIES`] asks: the cost of the counting itself,
    /// not of another process that took the core for a moment.
    fn ask(&mut self, session: &dyn AnySession) {
        let mut any = false;
        for considering in asked() {
            let mut took = Duration::MAX;
            let mut odds = Vec::new();
            for _ in 0..TRIES {
                let start = Instant::now();
                odds = std::hint::black_box(session.odds(&considering));
                took = took.min(start.elapsed());
            }
            let figures: usize = odds.iter().map(|o| o.figures.len()).sum();
            if figures > 0 {
                any = true;
                self.figures += figures;
                self.slowest = self.slowest.max(took);
                self.slowest_per_figure = self.slowest_per_figure.max(took / figures as u32);
            }
        }
        self.states += usize::from(any);
    }
}

/// A whole game of the tests: its setup from the `# key: value` lines and
/// its entries.
fn fixture(text: &str) -> (SetupInput, Vec<String>) {
    let mut input = SetupInput::default();
    let mut lines = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(comment) = line.strip_prefix('#') {
            let Some((key, value)) = comment.split_once(':') else {
                continue;
            };
            let value = value.trim();
            match key.trim() {
                "players" => input.players = value.split(',').map(str::to_string).collect(),
                "set" => {
                    if let Some((k, v)) = value.split_once('=') {
                        input.options.insert(k.to_string(), v.to_string());
                    }
                }
                "board" => {
                    if let Some((k, v)) = value.split_once('=')
                        && let Ok(v) = v.parse()
                    {
                        input.board.insert(k.to_string(), v);
                    }
                }
                _ => {}
            }
        } else if !line.is_empty() {
            lines.push(line.to_string());
        }
    }
    // A solo game's fixture names no player: one is enough.
    if input.players.is_empty() {
        input.players.push("Ann".into());
    }
    (input, lines)
}

/// Plays `lines` of `game` set up from `input` in a new file under `dir`,
/// asking for the odds before the first entry and after every one.
fn play(game: GameId, input: &SetupInput, lines: &[String], dir: &Path, cost: &mut Cost) {
    static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = dir.join(format!("{game}-{n}.toml"));
    let mut session = match holster::games::create(game, &path, input) {
        Ok(session) => session,
        Err(e) => {
            eprintln!("{game}: its fixture's setup is refused: {e:?}");
            return;
        }
    };
    cost.ask(session.as_ref());
    for line in lines {
        let _ = session.enter_line(line);
        cost.ask(session.as_ref());
    }
}

fn main() {
    let judging = std::env::args().any(|a| a == "--bench");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/suite");
    let mut costs: BTreeMap<GameId, Cost> = BTreeMap::new();
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .expect("tests/suite")
        .flatten()
        .filter(|e| e.path().is_dir())
        .collect();
    folders.sort_by_key(|e| e.file_name());
    'games: for folder in folders {
        let name = folder.file_name().to_string_lossy().replace('_', "-");
        let Ok(game) = name.parse::<GameId>() else {
            continue;
        };
        if holster::games::registry::entry(game).is_none() {
            continue;
        }
        let mut files: Vec<_> = std::fs::read_dir(folder.path())
            .expect("a game's folder")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a fixture");
            let (input, lines) = fixture(&text);
            play(
                game,
                &input,
                &lines,
                dir.path(),
                costs.entry(game).or_default(),
            );
            if !judging {
                break 'games;
            }
        }
    }
    // Lucky Duke's first roll: five dice rerolled over the three rolls left.
    let bang: GameId = "bang-dice".parse().expect("BANG!'s name");
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid", "Dan"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    input.options.insert(
        "characters".into(),
        "lucky-duke,el-gringo,sid-ketchum,jourdonnais".into(),
    );
    input.options.insert("sheriff".into(), "ann".into());
    let mut lucky = Cost::default();
    play(
        bang,
        &input,
        &["roll a b 1 2 b".into()],
        dir.path(),
        &mut lucky,
    );

    let mut slowest = Duration::ZERO;
    for (game, cost) in &costs {
        println!(
            "{:<40} {} states with odds, {} figures, slowest call {:.1} µs ({:.1} µs per figure)",
            format!("{game}:"),
            cost.states,
            cost.figures,
            cost.slowest.as_secs_f64() * 1e6,
            cost.slowest_per_figure.as_secs_f64() * 1e6,
        );
        slowest = slowest.max(cost.slowest_per_figure);
    }
    println!(
        "{:<40} slowest call {:.1} µs ({:.1} µs per figure)",
        "bang-dice, Lucky Duke's first roll:",
        lucky.slowest.as_secs_f64() * 1e6,
        lucky.slowest_per_figure.as_secs_f64() * 1e6,
    );
    slowest = slowest.max(lucky.slowest_per_figure);
    if !judging {
        return;
    }
    let pass = slowest <= GOAL;
    println!(
        "{:<40} {:.1} µs (goal at most {} µs): {}",
        "slowest figure:",
        slowest.as_secs_f64() * 1e6,
        GOAL.as_micros(),
        if pass { "PASS" } else { "FAIL" }
    );
    if !pass {
        std::process::exit(1);
    }
}
