//! `holster odds` in Make You Gunfighters: with the public memory on, each
//! location's cards not yet seen; without it, nothing.

use super::{stderr, stdout};
use crate::support::holster;

/// Four players, face up Stable, Saloon, Station and Ranch, two coins
/// each, the public memory as given.
fn town(d: &std::path::Path, memory: &str) {
    let new = holster(
        d,
        &[
            "new",
            "gunfighters",
            "town",
            "--players",
            "Ann,Bob,Cid,Dan",
            "--set",
            "face-up=stable,saloon,station,ranch",
            "--set",
            &format!("public-memory={memory}"),
            "--board",
            "starting-coins=2",
        ],
        "",
    );
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
}

#[test]
fn each_location_s_unseen_cards_are_counted_in_words_and_as_json() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    town(d, "on");
    // Ann shoots Bob at the Saloon with a Saloon card she reveals (and
    // keeps); Bob's face-up Saloon is the one he loses, face up on the
    // discard pile.
    let enter = holster(d, &["enter", "town"], "shoot bob saloon 1\n");
    assert_eq!(enter.status.code(), Some(0), "{}", stdout(&enter));
    // By hand, of 7 each: Stable 7 − Ann's face-up card; Saloon 7 − the
    // discarded one − Ann's revealed one; Station 7 − Cid's; Plaza 7;
    // Ranch 7 − Dan's; Cliff 7.
    let en = holster(d, &["--lang", "en", "odds", "town"], "");
    assert_eq!(en.status.code(), Some(0), "{}", stderr(&en));
    assert_eq!(
        stdout(&en).trim(),
        "Not yet seen: Stable 6 of 7, Saloon 5 of 7, Station 6 of 7, Plaza 7 of 7, Ranch 6 of 7, Cliff 7 of 7"
    );
    let json = holster(d, &["--lang", "nl", "odds", "town", "--json"], "");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(value[0]["choice"], "Nog niet gezien");
    assert_eq!(value[0]["whole"], false);
    let saloon = &value[0]["figures"][1];
    assert_eq!(saloon["what"], "Saloon");
    assert_eq!(
        (saloon["hits"].as_u64(), saloon["outcomes"].as_u64()),
        (Some(5), Some(7))
    );
}

#[test]
fn without_the_public_memory_nothing_is_counted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    town(d, "off");
    let none = holster(d, &["--lang", "en", "odds", "town"], "");
    assert_eq!(none.status.code(), Some(0), "{}", stderr(&none));
    assert_eq!(stdout(&none).trim(), "No odds to show right now.");
    let nl = holster(d, &["--lang", "nl", "odds", "town"], "");
    assert_eq!(stdout(&nl).trim(), "Er zijn nu geen kansen te tonen.");
}
