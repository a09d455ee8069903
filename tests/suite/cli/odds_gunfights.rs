//! `holster odds` in Gunfights & Gamblin': the damage odds of every shot
//! that may come next in the Raid, and Target Practice's chance from the
//! pair given with `--faces`.

use super::{stderr, stdout};
use crate::support::gunfights::{BOARD, round_one_to_the_gunfights, round_one_turns};
use crate::support::holster;

/// A Gunfights game of the sample table (board values from the settings)
/// with `lines` entered.
fn game(d: &std::path::Path, lines: &[String]) {
    let mut settings = String::from("[board_values.gunfights]\n");
    for (key, value) in BOARD {
        settings.push_str(&format!("{key} = {value}\n"));
    }
    std::fs::write(d.join("settings.toml"), settings).expect("settings written");
    let new = holster(
        d,
        &[
            "new",
            "gunfights",
            "round-one",
            "--players",
            "Ann,Bob,Cid,Dan,Eve,Fay",
        ],
        "",
    );
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
    let enter = holster(d, &["enter", "round-one"], lines.join("\n"));
    assert_eq!(enter.status.code(), Some(0), "{}", stdout(&enter));
}

#[test]
fn the_odds_of_every_shot_that_may_come_next_in_the_raid() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    game(d, &round_one_to_the_gunfights());
    // The Sheriff at the Stockade (12+ with his Bullseye: 121, 176, 86, 17
    // of 400), the Mayor at the Ammo Depot (Beer, Tobacco, Lightweight:
    // 0, 112, 265, 23 of 400).
    let odds = holster(d, &["--lang", "en", "odds", "round-one"], "");
    assert_eq!(odds.status.code(), Some(0), "{}", stderr(&odds));
    assert_eq!(
        stdout(&odds).trim(),
        "Sheriff (Bob) shoots: no damage 30%, 1 damage 44%, 2 damage 22%, 3+ damage 4%\n\
         Mayor (Ann) shoots: no damage 0%, 1 damage 28%, 2 damage 66%, 3+ damage 6%"
    );
    let json = holster(d, &["--lang", "nl", "odds", "round-one", "--json"], "");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(value[0]["choice"], "Sheriff (Bob) schiet");
    assert_eq!(value[0]["whole"], true);
    let figure = &value[0]["figures"][2];
    assert_eq!(figure["what"], "2 schade");
    assert_eq!(
        (figure["hits"].as_u64(), figure["outcomes"].as_u64()),
        (Some(43), Some(200))
    );
}

#[test]
fn target_practices_pair_is_given_with_faces() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    // The Mayor's turn is over: the Sheriff's.
    let lines: Vec<String> = round_one_turns().into_iter().take(4).collect();
    game(d, &lines);
    let none = holster(d, &["--lang", "en", "odds", "round-one"], "");
    assert_eq!(stdout(&none).trim(), "No odds to show right now.");
    // 3 to 8: 6 of 20.
    let pair = holster(
        d,
        &["--lang", "en", "odds", "round-one", "--faces", "3,8"],
        "",
    );
    assert_eq!(pair.status.code(), Some(0), "{}", stderr(&pair));
    assert_eq!(
        stdout(&pair).trim(),
        "Target Practice, targets 3 to 8: Bullseye 30%"
    );
}
