//! `holster odds` in The Quick and the Undead: the shot at an Undead and
//! Dead Ranger's d8, in words and as JSON.

use super::{stderr, stdout};
use crate::support::holster;
use crate::undead::helpers::SET_UP_3;

/// A three-player town with Ann on 8 (Scout), her Bullets on 3 and 5 and
/// the Skull up, aiming at the street's Undead (weak points 3 and 4).
fn aiming(d: &std::path::Path) {
    let new = holster(
        d,
        &[
            "new",
            "undead",
            "town",
            "--players",
            "Ann,Bob,Cid",
            "--set",
            "law=ann",
            "--set",
            "critical=skull",
            "--board",
            "slots-3=4",
        ],
        "",
    );
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
    let mut lines = SET_UP_3.join("\n");
    lines.push_str("\nhiring none\nreveal ann 8 bob 3 cid 2\naim street\n");
    let enter = holster(d, &["enter", "town"], &lines);
    assert_eq!(enter.status.code(), Some(0), "{}", stdout(&enter));
}

#[test]
fn the_shot_at_an_undead_is_counted_in_words_and_as_json() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    aiming(d);
    // 3 and the Skull's 8 kill, the other six go on: 2 of 8 now; to the
    // end Σ_j 2 · 6!/(6-j)! · 8^(6-j) over 8^7 = 1 345 184 / 2 097 152 =
    // 42 037 / 65 536 (64 %).
    let en = holster(d, &["--lang", "en", "odds", "town"], "");
    assert_eq!(en.status.code(), Some(0), "{}", stderr(&en));
    assert_eq!(
        stdout(&en).trim(),
        "Shooting at the Undead (kills on 3 or 8 with the Skull): next shot 2 of 8, shooting on to the end 64%"
    );
    let json = holster(d, &["--lang", "nl", "odds", "town", "--json"], "");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(
        value[0]["choice"],
        "Schieten op de Undead (doodt bij 3 of 8 met de Skull)"
    );
    let whole = &value[0]["figures"][1];
    assert_eq!(whole["what"], "doorschieten tot het eind");
    assert_eq!(
        (whole["hits"].as_u64(), whole["outcomes"].as_u64()),
        (Some(42_037), Some(65_536))
    );
    // Stopped: nothing left to weigh.
    let stop = holster(d, &["enter", "town"], "stop\n");
    assert_eq!(stop.status.code(), Some(0), "{}", stdout(&stop));
    let none = holster(d, &["--lang", "en", "odds", "town"], "");
    assert_eq!(stdout(&none).trim(), "No odds to show right now.");
}

#[test]
fn dead_ranger_s_d8_is_counted_face_by_face() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let new = holster(
        d,
        &[
            "new",
            "undead-solo",
            "solo",
            "--players",
            "Ann",
            "--set",
            "critical=skull",
            "--board",
            "slots-6=3",
        ],
        "",
    );
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
    let lines = "building Saloon cost 6 notoriety 3 ability gamble bonus coin\n\
        building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety\n\
        building Church cost 5 notoriety 2 ability reset-critical bonus bullet\n\
        undead 2 3 notoriety 2\nplace 5\n";
    let enter = holster(d, &["enter", "solo"], lines);
    assert_eq!(enter.status.code(), Some(0), "{}", stdout(&enter));
    let en = holster(d, &["--lang", "en", "odds", "solo"], "");
    assert_eq!(
        stdout(&en).trim(),
        "Dead Ranger’s d8 as things stand: duel (1 or 5) 2 of 8, Intimidates you (4 or 8) 2 of 8, nothing (2, 3, 6 or 7) 4 of 8"
    );
}
