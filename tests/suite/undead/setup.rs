//! Setup: the options, the buildings entered as they are revealed, the
//! Undead of setup placed by the text's order, the starting resources, the
//! supply and Boot Hill.

use super::helpers::*;
use holster::core::Game;
use holster::games::undead::{Phase, Place, Side, Undead};

#[test]
fn the_setup_asks_for_what_the_text_leaves_to_the_table() {
    let missing = Undead::setup(&input(&["Ann", "Bob"], &[("law", "ann")])).map_err(|m| m.key);
    assert_eq!(missing, Err("undead-setup-critical".to_string()));
    let no_law =
        Undead::setup(&input(&["Ann", "Bob"], &[("critical", "skull")])).map_err(|m| m.key);
    assert_eq!(no_law, Err("undead-setup-law".to_string()));
    let seven = Undead::setup(&input(
        &["A", "B", "C", "D", "E", "F", "G"],
        &[("law", "1"), ("critical", "skull")],
    ))
    .map_err(|m| m.key);
    assert_eq!(seven, Err("setup-player-count".to_string()));
    let seating = Undead::setup(&input(
        &["Ann", "Bob"],
        &[
            ("law", "1"),
            ("critical", "backfire"),
            ("variant", "two-player"),
        ],
    ))
    .map_err(|m| m.key);
    assert_eq!(seating, Err("undead-setup-seating".to_string()));
}

#[test]
fn a_saved_setup_reads_back_the_same() {
    let setup = Undead::setup(&input(
        &["Ann", "Bob"],
        &[
            ("law", "bob-2"),
            ("critical", "backfire"),
            ("variant", "two-player"),
            ("seating", "alternate"),
            ("colours", "red,blue,green,black"),
        ],
    ))
    .expect("valid");
    assert_eq!(Undead::check_stored(&setup), Ok(()));
    assert_eq!(setup.band_names(), ["Ann-1", "Bob-1", "Ann-2", "Bob-2"]);
    assert_eq!(setup.law, 3);
    assert_eq!(
        setup.slots(),
        Some(5),
        "the variant is set up as for 4 players"
    );
}

#[test]
fn every_band_starts_with_four_outlaws_and_six_casings() {
    let t = three_empty();
    let s = t.state();
    assert_eq!(s.bands.len(), 3);
    for b in &s.bands {
        assert_eq!((b.home, b.reserve, b.graveyard), (4, 2, 0));
        assert_eq!(b.card, [false; 6]);
        assert_eq!(b.critical, Side::Skull);
    }
    assert_eq!(s.boot_hill, 9, "3 × players");
    assert_eq!((s.supply_coins, s.supply_notoriety), (48, 80));
    assert_eq!(s.slots, 4);
    assert_eq!(reminders(&t), ["undead.setup.enter-buildings"]);
}

#[test]
fn buildings_are_entered_up_to_the_board_slots() {
    let mut t = three_empty();
    play(&mut t, &BUILDINGS_3);
    assert_eq!(t.state().phase, Phase::SetupUndead);
    // The bonus Coin of the Saloon and the Jail and the Bank's Notoriety come from the supply.
    assert_eq!(
        (t.state().supply_coins, t.state().supply_notoriety),
        (46, 79)
    );
    let mut t = three_empty();
    violates(
        &mut t,
        "building Ranch cost 6 notoriety 3 ability home-advantage",
        "undead.setup.four-plus",
    );
}

#[test]
fn a_board_without_the_slot_count_is_asked_for() {
    let mut input = input(
        &["Ann", "Bob", "Cid"],
        &[("law", "ann"), ("critical", "skull")],
    );
    input.board.clear();
    let mut t = create(&input);
    rejects(&mut t, BUILDINGS_3[0], "undead.board.slots-missing");
}

#[test]
fn setup_undead_go_from_the_highest_notoriety_down_then_the_street() {
    let t = three();
    let s = t.state();
    let names: Vec<(&str, usize)> = s
        .buildings
        .iter()
        .map(|b| (b.name.as_str(), b.undead.len()))
        .collect();
    assert_eq!(
        names,
        [("Saloon", 1), ("Bank", 1), ("Church", 0), ("Jail", 1)],
        "Bank and Jail tie on 4 Notoriety: the higher cost first; the Saloon third"
    );
    assert_eq!(s.buildings[1].undead[0].weak, [2, 3]);
    assert_eq!(s.buildings[3].undead[0].weak, [4, 5]);
    assert_eq!(s.street.len(), 1);
    assert_eq!(s.boot_hill, 5);
    assert_eq!(s.phase, Phase::RoundStart);
    assert_eq!(bullets(s, 0), [3, 5]);
    assert_eq!(purse(s, 1), (2, 1));
    assert_eq!(bullets(s, 2), [4, 6, 7]);
    assert!(matches!(s.undead_at(Place::Street, 0), Some(u) if u.weak == [3, 4]));
}

#[test]
fn starting_resources_are_three_and_a_bullet_names_its_slot() {
    let mut t = three_empty();
    play(&mut t, &BUILDINGS_3);
    play(
        &mut t,
        &[
            "undead 2 notoriety 1",
            "undead 3 notoriety 1",
            "undead 4 notoriety 1",
            "undead 5 notoriety 1",
        ],
    );
    violates(
        &mut t,
        "start ann coin coin",
        "undead.setup.three-resources",
    );
    rejects(
        &mut t,
        "start ann bullet 3 bullet 3 coin",
        "undead.card.slot-has-bullet",
    );
    rejects(
        &mut t,
        "start ann bullet lost coin coin",
        "undead.card.choose-slot",
    );
    unreadable(
        &mut t,
        "start ann bullet 8 coin coin",
        "undead-notation-slot",
    );
}

#[test]
fn fix_takes_the_names_the_screen_shows() {
    let mut t = three();
    ok(&mut t, "fix 2 coins 7");
    assert_eq!(purse(t.state(), 1), (7, 1));
    ok(&mut t, "fix boot-hill 3");
    assert_eq!(t.state().boot_hill, 3);
    // The one-word labels of the screen ("Coins", "Munten"), as the
    // shared check does for registered games.
    play(
        &mut t,
        &["fix 1 Coins 4", "fix 1 munten 3", "fix 3 outlaws 2"],
    );
    assert_eq!(purse(t.state(), 0), (3, 0));
    assert_eq!(t.state().bands[2].home, 2);
    // The supply is what nobody holds: its Dutch label is known, and it is
    // put right through the purses, not by itself.
    let supply = t.state().supply_coins;
    ok(&mut t, &format!("fix voorraad-munten {supply}"));
    rejects(
        &mut t,
        &format!("fix voorraad-munten {}", supply + 1),
        "core.correction.out-of-range",
    );
}
