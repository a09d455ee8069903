//! `holster odds`: the exact odds of the choice the dice make now, as the
//! pad shows them, in words and as JSON.

use super::{stderr, stdout};
use crate::support::holster;

/// A BANG! game on its last roll: Ann rolled 1 d d b g, then rerolled the
/// 1 into a beer, so b d d b g lies with one roll left.
fn last_roll(d: &std::path::Path) {
    let new = holster(
        d,
        &[
            "new",
            "bang-dice",
            "saloon",
            "--players",
            "Ann,Bob,Cid,Dan",
            "--set",
            "characters=bart-cassidy,el-gringo,sid-ketchum,jourdonnais",
            "--set",
            "sheriff=ann",
        ],
        "",
    );
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
    let enter = holster(d, &["enter", "saloon"], "roll 1 d d b g\nreroll 1 b\n");
    assert_eq!(enter.status.code(), Some(0), "{}", stdout(&enter));
}

#[test]
fn the_odds_of_a_reroll_are_counted_for_the_dice_named_or_every_die_but_dynamite() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    last_roll(d);
    // Two dice on the last roll beside two dynamite: 1 - (5/6)^2 = 11/36;
    // two gatlings beside the one kept: 1/36; nine arrows left: none.
    let named = holster(d, &["--lang", "en", "odds", "saloon", "--dice", "1,4"], "");
    assert_eq!(named.status.code(), Some(0), "{}", stderr(&named));
    assert_eq!(
        stdout(&named).trim(),
        "Rerolling 2 dice on the last roll: 3+ dynamite 31%, 3 gatlings 3%, Indian attack 0%"
    );
    // Without --dice: the three dice that are not dynamite,
    // 1 - (5/6)^3 = 91/216.
    let json = holster(d, &["--lang", "nl", "odds", "saloon", "--json"], "");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    let figure = &value[0]["figures"][0];
    assert_eq!(figure["what"], "3+ dynamiet");
    assert_eq!(
        (figure["hits"].as_u64(), figure["outcomes"].as_u64()),
        (Some(91), Some(216))
    );
    assert_eq!(value[0]["whole"], false);
    assert_eq!(
        value[0]["choice"],
        "3 stenen opnieuw gooien, de laatste worp"
    );
}

#[test]
fn no_choice_of_the_dice_and_a_die_numbered_0_are_said_in_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    last_roll(d);
    let zero = holster(d, &["--lang", "en", "odds", "saloon", "--dice", "0"], "");
    assert_ne!(zero.status.code(), Some(0));
    assert!(
        stderr(&zero).contains("There is no die 0"),
        "{}",
        stderr(&zero)
    );
    // The last roll entered: the dice are resolved, nothing to weigh.
    let enter = holster(d, &["enter", "saloon"], "reroll 1 b\n");
    assert_eq!(enter.status.code(), Some(0), "{}", stdout(&enter));
    let none = holster(d, &["--lang", "en", "odds", "saloon"], "");
    assert_eq!(stdout(&none).trim(), "No odds to show right now.");
    let json = holster(d, &["odds", "saloon", "--json"], "");
    assert_eq!(stdout(&json).trim(), "[]");
}
