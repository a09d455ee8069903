//! Every registered game from its first turn to its end by the pad's own
//! buttons alone (issue 23: "a whole game of each played by mouse to its
//! summary"): from the game's sample table, each step a path of clicks on
//! what the pad offers that the rules take, the steps the table view makes
//! by itself after an entry made too, until the game says who won. Printed:
//! the entries and clicks each game took, and the clicks per entry.

use super::pads_shared::{Dice, a_path};
use crate::support::conformance::Conformance;
use crate::support::window::Harness;
use holster::core::Game;
use holster::i18n::Lang;
use holster::session::{AnySession, Session};
use holster::store::Paths;
use holster::ui::games::{GamePad, TablePad};

/// The most entries a game may take before it counts as never ending.
const MOST_ENTRIES: usize = 4000;
/// Seeds tried per game: random play can stall in a corner the pad offers
/// no clean way out of; one whole game to the end is what is asserted.
const SEEDS: u64 = 4;

/// What one game to its end took: entries and clicks, and the file it is
/// saved in (in `dir`).
struct Played {
    entries: usize,
    clicks: usize,
    dir: tempfile::TempDir,
    paths: Paths,
    game: std::path::PathBuf,
}

fn play_to_the_end<G: Conformance + GamePad>(seed: u64) -> Result<Played, String> {
    let setup = G::setup(&G::sample()).map_err(|e| format!("sample refused: {e:?}"))?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let paths = Paths::under(dir.path());
    std::fs::create_dir_all(&paths.games).map_err(|e| e.to_string())?;
    let game = paths.games.join("whole.toml");
    let mut session = Session::<G>::create(&game, setup).map_err(|e| format!("{e:?}"))?;
    let mut pad = G::Pad::default();
    let mut dice = Dice(0x9e37_79b9_7f4a_7c15 ^ (seed + 1).wrapping_mul(0x2545_f491));
    let mut played = Played {
        entries: 0,
        clicks: 0,
        dir,
        paths,
        game,
    };
    while played.entries < MOST_ENTRIES {
        if session.outcome().is_some() {
            return Ok(played);
        }
        let Some(path) = a_path::<G>(&pad, &session, &mut dice) else {
            let last = session.history().last().map(|i| i.notation.clone());
            return Err(format!(
                "no clean path after {} entries (last {last:?}); offered {:?}",
                played.entries,
                pad.offered(&session).len()
            ));
        };
        for click in path {
            played.clicks += 1;
            if let Some(entry) = pad.update(click, &session) {
                session
                    .enter(entry, false)
                    .map_err(|e| format!("refused after {} entries: {e:?}", played.entries))?;
                played.entries += 1;
            }
        }
        // What the table view enters by itself right after an entry.
        while let Some(entry) = pad.automatic(&session) {
            session
                .enter(entry, false)
                .map_err(|e| format!("automatic step refused: {e:?}"))?;
            played.entries += 1;
        }
    }
    Err(format!("no end after {MOST_ENTRIES} entries"))
}

macro_rules! whole_games {
    ($($game:ty),* $(,)?) => {
        #[test]
        fn every_game_is_played_to_its_end_by_the_pads_buttons_alone() {
            let mut problems = Vec::new();
            $(
                let id = <$game as Game>::ID.as_str();
                // The test game has no end of its own to reach.
                let playable = !<$game as Game>::TEST_ONLY;
                let mut tries = Vec::new();
                let mut ended = false;
                for seed in (0..SEEDS).filter(|_| playable) {
                    match play_to_the_end::<$game>(seed) {
                        Ok(p) => {
                            println!(
                                "{id}: to the end in {} entries, {} clicks ({:.1} a step), seed {seed}",
                                p.entries,
                                p.clicks,
                                p.clicks as f64 / p.entries.max(1) as f64
                            );
                            // Opened from home, the game over shows its summary.
                            let h = Harness::continue_at(Lang::En, 1.0, p.dir, p.paths, p.game);
                            let table = h.app.table().expect("the table");
                            assert!(table.summary().is_some(), "{id}: the summary shows");
                            ended = true;
                            break;
                        }
                        Err(e) => tries.push(format!("seed {seed}: {e}")),
                    }
                }
                if playable && !ended {
                    problems.push(format!("{id}: {}", tries.join("; ")));
                }
            )*
            assert!(problems.is_empty(), "{}", problems.join("\n"));
        }
    };
}

holster::registered_games!(whole_games);
