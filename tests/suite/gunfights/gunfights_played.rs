//! Gunfights entered shot by shot: the rulebook's Gunfight Example (its dice
//! pictures are missing; the faces are chosen to give what the text says),
//! Deathrattle, Dynamite, splitting damage, and the checks on shooters.

use super::helpers::*;
use holster::games::gunfights::{Character, Item, SnakeOil};

/// The Raid Example's table, with the Gunfight Example's items: the
/// Sheriff's Bullseye, the Thief's Quick Draw and hidden Tobacco, the
/// Mayor's Beer, Tobacco and Lightweight, the Head Honcho's Whiskey and
/// Dynamite. The Stockade has hit every Renegade and the Entry Bomb the
/// Sheriff.
fn example() -> Table {
    let mut t = six();
    for line in round_one_turns() {
        ok(&mut t, &line);
    }
    play(
        &mut t,
        &[
            "attack scout church thief stockade head-honcho ammo-depot bombs church stockade",
            "defend deputy stockade sheriff stockade mayor ammo-depot",
            "damage stockade",
            "damage bomb stockade sheriff",
        ],
    );
    t
}

fn health(t: &Table, c: Character) -> u8 {
    board(t, c).health
}

#[test]
fn the_gunfight_example_at_the_stockade() {
    let mut t = example();
    assert_eq!(health(&t, Character::Thief), 3);
    assert_eq!(health(&t, Character::Sheriff), 3);
    // B. The Bullseye makes a 12 count as 13: two hits on the Thief.
    let findings = ok(&mut t, "shoot sheriff 12 15");
    says(&findings, "gunfights.gunfight.shot");
    assert_eq!(health(&t, Character::Thief), 1);
    assert_eq!(
        board(&t, Character::Sheriff).ammo,
        1,
        "1 for practice, 1 for the shot"
    );
    // C. The Deputy double blanks.
    ok(&mut t, "shoot deputy 3 5");
    // D. A natural 20 and a hit: 3 damage to the Sheriff, who already fired.
    let findings = ok(&mut t, "shoot thief 20 16 at sheriff");
    says(&findings, "gunfights.gunfight.killed");
    silent(&findings, "gunfights.gunfight.deathrattle");
    // E. Quick Draw: the Thief fires again, 1 damage.
    ok(&mut t, "shoot thief 15 2 at deputy");
    assert_eq!(health(&t, Character::Deputy), 3);
    assert_eq!(board(&t, Character::Thief).ammo, 1);
    // F. No Deathrattle for the Sheriff; Quick Draw gives two shots, not three.
    violates(&mut t, "shoot sheriff 13 13", "gunfights.gunfight.dead");
    violates(
        &mut t,
        "shoot thief 15 15",
        "gunfights.gunfight.out-of-turn",
    );
    // G. The Deputy kills the Thief.
    ok(&mut t, "shoot deputy 14 2");
    assert_eq!(health(&t, Character::Thief), 0);
}

#[test]
fn the_gunfight_example_at_the_ammo_depot() {
    let mut t = example();
    // I. A die 3 short: Beer with Lightweight. Both dice missed, so the
    // Tobacco could kick in too: the Mayor must say which.
    rejects(
        &mut t,
        "shoot mayor 10 3",
        "gunfights.gunfight.beer-or-tobacco",
    );
    let findings = ok(&mut t, "shoot mayor 10 3 beer");
    says(&findings, "gunfights.gunfight.absorbed");
    // Said as what took it: the Head Honcho has a Whiskey, no Armadillo Shell.
    let absorbed = findings
        .iter()
        .find(|f| f.rule_id() == "gunfights.gunfight.absorbed")
        .expect("absorbed");
    for lang in holster::i18n::Lang::ALL {
        let said = holster::i18n::tr(lang, &absorbed.message());
        assert!(
            said.contains("Whiskey") && !said.contains("Armadillo"),
            "{said}"
        );
    }
    assert_eq!(
        health(&t, Character::HeadHoncho),
        3,
        "the Whiskey absorbs it"
    );
    assert!(
        !board(&t, Character::HeadHoncho)
            .items
            .contains(&Item::Whiskey)
    );
    assert!(!board(&t, Character::Mayor).items.contains(&Item::Beer));
    assert!(t.state().this_round.lightweight_used.contains(&0));
    // J. One hit for the Head Honcho.
    ok(&mut t, "shoot head-honcho 15 4");
    assert_eq!(health(&t, Character::Mayor), 3);
    // K. A double blank: Tobacco for 1, no Lightweight left for it.
    ok(&mut t, "shoot mayor 2 5");
    assert_eq!(health(&t, Character::HeadHoncho), 2);
    // L. Dynamite: 3 damage, the Mayor is dead.
    let findings = ok(&mut t, "throw head-honcho 14");
    says(&findings, "gunfights.gunfight.dynamite");
    assert_eq!(health(&t, Character::Mayor), 0);
    assert!(
        !board(&t, Character::HeadHoncho)
            .items
            .contains(&Item::Dynamite)
    );
}

#[test]
fn the_end_of_round_example_follows_the_gunfights() {
    let mut t = example();
    play(
        &mut t,
        &[
            "shoot sheriff 12 15",
            "shoot deputy 3 5",
            "shoot thief 20 16 at sheriff",
            "shoot thief 15 2 at deputy",
            "shoot deputy 14 2",
            "shoot mayor 10 3 beer",
            "shoot head-honcho 15 4",
            "shoot mayor 2 5",
            "throw head-honcho 14",
            "raid church ammo-depot",
        ],
    );
    let s = t.state();
    assert_eq!(s.chamber, vec![2]);
    // The dead (at 0 health) lose the top row and Snake Oil; the Thief's
    // hidden Tobacco stays.
    let thief = board(&t, Character::Thief);
    assert_eq!((thief.snake_oil, thief.pocket), (None, Some(Item::Tobacco)));
    let mayor = board(&t, Character::Mayor);
    assert!(mayor.items.is_empty());
    assert_eq!(mayor.snake_oil, None);
    assert!(s.seats.iter().all(|seat| seat.health == 4));
    assert_eq!(board(&t, Character::Deputy).snake_oil, None);
    let _ = SnakeOil::Lightweight;
}

#[test]
fn killed_before_attacking_gives_deathrattle_once() {
    let mut t = example();
    // The Church stands: the Sheriff shoots first. The Thief firing now is
    // out of turn; applied anyway, it kills the Deputy before he attacked.
    violates(
        &mut t,
        "shoot thief 20 20 at deputy",
        "gunfights.gunfight.out-of-turn",
    );
    let findings = ok(&mut t, "shoot thief 20 20 at deputy!");
    says(&findings, "gunfights.gunfight.deathrattle");
    assert_eq!(health(&t, Character::Deputy), 0);
    ok(&mut t, "shoot sheriff 1 1");
    ok(&mut t, "shoot deputy 13 2 at thief");
    violates(
        &mut t,
        "shoot deputy 13 2 at thief",
        "gunfights.gunfight.dead",
    );
}

#[test]
fn damage_is_split_one_name_per_point_among_several_opponents() {
    let mut t = example();
    rejects(
        &mut t,
        "shoot thief 20 16",
        "gunfights.gunfight.split-damage",
    );
    rejects(
        &mut t,
        "shoot thief 20 16 at sheriff deputy",
        "gunfights.gunfight.split-damage",
    );
    ok(&mut t, "shoot sheriff 1 1");
    ok(&mut t, "shoot deputy 1 1");
    ok(&mut t, "shoot thief 20 16 at sheriff deputy deputy");
    assert_eq!(
        (
            health(&t, Character::Sheriff),
            health(&t, Character::Deputy)
        ),
        (2, 2)
    );
    violates(
        &mut t,
        "shoot thief 15 15 at mayor",
        "gunfights.gunfight.target",
    );
    ok(&mut t, "shoot sheriff 20 20");
    assert_eq!(health(&t, Character::Thief), 0);
    violates(
        &mut t,
        "shoot deputy 15 15",
        "gunfights.gunfight.no-opponent",
    );
    violates(
        &mut t,
        "shoot scout 15 15",
        "gunfights.gunfight.shooter-not-there",
    );
}

#[test]
fn failed_dynamite_hurts_the_thrower_through_the_whiskey() {
    let mut t = example();
    // Out of turn (the Mayor is first), applied anyway.
    ok(&mut t, "throw head-honcho 10!");
    assert_eq!(
        health(&t, Character::HeadHoncho),
        1,
        "3 - 1 absorbed by the Whiskey"
    );
    assert_eq!(health(&t, Character::Mayor), 4);
    rejects(&mut t, "throw head-honcho 15", "gunfights.item.not-held");
}

#[test]
fn shots_need_the_raid_and_ammo() {
    let mut t = six();
    violates(&mut t, "shoot mayor 13 13", "gunfights.gunfight.not-now");
    let mut t = example();
    ok(&mut t, "fix deputy ammo 0");
    rejects(&mut t, "shoot deputy 13 13", "gunfights.ammo.not-enough");
}

#[test]
fn the_gunfights_decide_which_defended_buildings_burn() {
    let mut t = example();
    play(
        &mut t,
        &[
            "shoot sheriff 12 15",
            "shoot deputy 3 5",
            "shoot thief 20 16 at sheriff",
            "shoot thief 15 2 at deputy",
            "shoot deputy 14 2",
            "shoot mayor 10 3 beer",
            "shoot head-honcho 15 4",
            "shoot mayor 2 5",
            "throw head-honcho 14",
        ],
    );
    // The Mayor fell at the Ammo Depot; the Stockade held.
    violates(&mut t, "raid church", "gunfights.raid.defenders-fell");
    violates(
        &mut t,
        "raid church ammo-depot stockade",
        "gunfights.raid.held",
    );
    ok(&mut t, "raid church ammo-depot");
}

#[test]
fn after_a_mutual_death_the_building_stands() {
    let mut t = example();
    play(
        &mut t,
        &[
            "fix mayor health 1",
            "fix head health 1",
            "shoot mayor 15 16",
            "fix mayor health 0",
        ],
    );
    violates(
        &mut t,
        "raid church ammo-depot",
        "gunfights.raid.mutual-death",
    );
    // The Stockade's gunfight was fought on paper: the table names its dead.
    violates(&mut t, "raid church", "gunfights.raid.fight-going");
    ok(&mut t, "raid church dead thief");
}

#[test]
fn fix_names_a_character_by_the_start_of_its_name_or_its_seat() {
    let mut t = six();
    ok(&mut t, "fix head money 40");
    ok(&mut t, "fix 6 ammo 7");
    let hh = board(&t, Character::HeadHoncho);
    assert_eq!((hh.money, hh.ammo), (40, 7));
}

/// Six Raids that end in a tie with the Church burned: the Renegades burn
/// 4 buildings, the Pioneers keep 2 (4 points each).
fn tied() -> Table {
    let mut t = six();
    for raid in [
        "raid church store",
        "raid stockade saloon",
        "raid",
        "raid",
        "raid",
        "raid",
    ] {
        skip_to(&mut t, Character::HeadHoncho);
        ok(&mut t, "end");
        ok(&mut t, raid);
    }
    t
}

#[test]
fn the_tiebreaker_example_is_won_by_the_pioneers() {
    let mut t = tied();
    assert_eq!(t.state().phase, holster::games::gunfights::Phase::Showdown);
    let ammo: Vec<u32> = t.state().seats.iter().map(|s| s.ammo).collect();
    play(
        &mut t,
        &[
            "shoot scout 15 16 at sheriff",      // G
            "shoot mayor 13 2 at head",          // H
            "shoot thief 15 16 at sheriff",      // I: the Sheriff is dead
            "shoot sheriff 13 2 at head",        // J: his Deathrattle
            "shoot head-honcho 2 3",             // K
            "shoot deputy 14 15 at head",        // L: the Head Honcho is dead
            "shoot scout 15 16 at mayor",        // M
            "shoot mayor 13 2 at thief",         // N
            "shoot thief 15 2 at mayor",         // O
            "shoot deputy 20 13 at thief",       // P: 3 damage, the Thief is dead
            "shoot scout 15 16 at mayor deputy", // Q: the Mayor is dead
            "shoot deputy 14 15 at scout",       // R
            "shoot scout 15 16 at deputy",       // S
        ],
    );
    violates(&mut t, "shoot sheriff 13 13", "gunfights.gunfight.dead");
    let findings = ok(&mut t, "shoot deputy 14 15 at scout"); // T
    says(&findings, "gunfights.showdown.won");
    let s = t.state();
    assert_eq!(s.phase, holster::games::gunfights::Phase::Over);
    assert_eq!(
        s.showdown_winner,
        Some(holster::games::gunfights::Team::Pioneers)
    );
    let after: Vec<u32> = s.seats.iter().map(|seat| seat.ammo).collect();
    assert_eq!(after, ammo, "no ammo in the showdown");
    rejects(&mut t, "shoot deputy 14 15", "gunfights.game.over");
}

#[test]
fn the_showdown_takes_shots_only() {
    let mut t = tied();
    rejects(&mut t, "income", "gunfights.showdown.shots-only");
    rejects(&mut t, "raid", "gunfights.showdown.shots-only");
}

#[test]
fn a_renegade_out_of_ammo_is_skipped_and_the_pioneers_may_keep_shooting() {
    let mut t = example();
    play(
        &mut t,
        &[
            "shoot sheriff 1 1",
            "shoot deputy 1 1",
            "shoot thief 1 1 at sheriff",
            "shoot thief 1 1",
        ],
    );
    ok(&mut t, "fix thief ammo 0");
    ok(&mut t, "fix sheriff ammo 5");
    ok(&mut t, "shoot sheriff 1 1");
    ok(&mut t, "shoot deputy 1 1");
    // The Thief cannot fire: the Sheriff again (or a cease fire: `raid`).
    ok(&mut t, "shoot sheriff 1 1");
}

#[test]
fn without_the_church_the_renegades_fire_first() {
    let mut t = second_raid_after("raid church");
    ok(&mut t, "attack thief saloon scout store head-honcho store");
    ok(&mut t, "defend mayor saloon sheriff saloon deputy store");
    ok(&mut t, "damage stockade");
    violates(&mut t, "shoot mayor 1 1", "gunfights.gunfight.out-of-turn");
    ok(&mut t, "shoot thief 1 1");
    violates(
        &mut t,
        "shoot sheriff 1 1",
        "gunfights.gunfight.out-of-turn",
    );
    ok(&mut t, "shoot mayor 1 1");
    ok(&mut t, "shoot sheriff 1 1");
    ok(&mut t, "shoot thief 1 1");
}

#[test]
fn lucky_on_a_shot_turns_once_a_round() {
    let mut t = example();
    violates(
        &mut t,
        "shoot sheriff 12 5 lucky 2",
        "gunfights.lucky.not-held",
    );
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    ok(&mut t, "oil thief lucky");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(
        &mut t,
        "attack thief stockade scout saloon head-honcho saloon",
    );
    ok(&mut t, "defend sheriff stockade mayor church deputy church");
    ok(&mut t, "damage stockade");
    ok(&mut t, "shoot sheriff 1 1");
    let findings = ok(&mut t, "shoot thief 14 10 lucky 2");
    says(&findings, "gunfights.gunfight.shot");
    assert_eq!(health(&t, Character::Sheriff), 3, "10 + 5 hits on 15+");
    ok(&mut t, "shoot sheriff 1 1");
    violates(
        &mut t,
        "shoot thief 14 10 lucky 1",
        "gunfights.lucky.once-a-round",
    );
}

#[test]
fn lightweight_can_be_kept_for_later_in_the_round() {
    // The Mayor holds Beer, Tobacco and Lightweight. A 10 and a 3: with
    // Lightweight the Beer reaches the 10 (3 short); kept, the double miss
    // lets the Tobacco deal its plain 1 instead.
    let mut t = example();
    let mayor = t.state().seat_of(Character::Mayor).expect("in play");
    ok(&mut t, "shoot mayor 10 3 keep-lightweight!");
    let s = t.state();
    assert!(!s.this_round.lightweight_used.contains(&mayor), "kept");
    let board = &s.seats[mayor];
    assert!(board.items.contains(&Item::Beer) && !board.items.contains(&Item::Tobacco));
    let mut t = example();
    ok(&mut t, "shoot mayor 10 3 beer!");
    assert!(
        t.state().this_round.lightweight_used.contains(&mayor),
        "used"
    );
}
