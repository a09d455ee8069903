//! Lines a first-time player types that the rules cannot take: each is
//! refused with what to type instead, and the line the refusal names is
//! then taken (issue 24, the Undead's "words a first-time player trips
//! over").

use super::helpers::*;
use holster::i18n::{self, Lang};
use holster::session::{AnySession, EntryError, LineError};

/// The text a refused line is answered with, in English.
fn refusal(t: &mut Table, line: &str) -> String {
    match t.enter_line(line) {
        Err(LineError::Entry(EntryError::Rejected(finding))) => {
            i18n::tr(Lang::En, &finding.message())
        }
        other => panic!("{line:?}: expected a refusal, got {other:?}"),
    }
}

#[test]
fn keeping_a_building_before_the_day_ends_says_to_type_next_first() {
    // "At the end of each day, each player must pay 1 Bullet for each
    // building they control": the upkeep comes once the day is over, after
    // `next`; typed before it, the refusal says so.
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    play(
        &mut t,
        &[
            "aim street",
            "shoot 3",
            "end",
            "end",
            "income coin coin coin",
            "buy church 2",
        ],
    );
    play(
        &mut t,
        &[
            "next",
            "hiring none",
            "reveal ann 7 bob 6 cid 5",
            "end",
            "end",
            "end",
            "next",
        ],
    );
    play(
        &mut t,
        &[
            "hiring none",
            "reveal ann 6 bob 5 cid 4",
            "end",
            "end",
            "end",
        ],
    );
    rejects(&mut t, "keep church bob 2", "undead.upkeep.after-next");
    let said = refusal(&mut t, "keep church bob 2");
    assert!(said.contains("next"), "{said}");
    ok(&mut t, "next");
    ok(&mut t, "keep church bob 2");
}

#[test]
fn buying_a_building_with_a_bullet_bonus_says_which_slots_can_take_it() {
    // "When you buy a building, you also receive the bonus shown on it": a
    // Bullet bonus goes on a slot of the buyer's card, so the line names it.
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    play(
        &mut t,
        &[
            "aim street",
            "shoot 3",
            "end",
            "end",
            "income coin coin coin",
        ],
    );
    rejects(&mut t, "buy church", "undead.buy.bonus-slot");
    let said = refusal(&mut t, "buy church");
    assert!(said.contains("buy church"), "says what to type: {said}");
    ok(&mut t, "buy church 2");
}

#[test]
fn in_the_2_player_variant_a_persons_two_bands_share_one_purse_by_either_name() {
    // "Each player controls 2 bands ... both bands share the same stash":
    // a correction of either band's Coins is a correction of that one purse.
    let mut t = create(&input(
        &["Ann", "Bob"],
        &[
            ("law", "ann-1"),
            ("critical", "skull"),
            ("variant", "two-player"),
            ("seating", "alternate"),
        ],
    ));
    for n in 0..5 {
        ok(
            &mut t,
            &format!("building B{n} cost 5 notoriety {n} ability coin"),
        );
    }
    for _ in 0..5 {
        ok(&mut t, "undead 2 notoriety 1");
    }
    for band in ["ann-1", "bob-1", "ann-2", "bob-2"] {
        ok(&mut t, &format!("start {band} coin coin coin"));
    }
    assert_eq!(purse(t.state(), 0).0, 6);
    ok(&mut t, "fix ann-2 coins 3");
    assert_eq!(
        purse(t.state(), 0).0,
        3,
        "Ann's purse through her second band"
    );
    ok(&mut t, "fix ann-1 coins 4");
    assert_eq!(purse(t.state(), 0).0, 4, "the same purse through her first");
}
