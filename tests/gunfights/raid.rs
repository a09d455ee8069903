//! The start of the Raid: attacks, the revealed defence, the Fire Wagon,
//! the Stockade, the gunfights announced with their first shooter; the
//! outcome checked against the attacks. The Raid Example of the rulebook.

use super::helpers::*;
use holster::games::gunfights::{Building, Character, Site};

/// A table at the Raid of the given round.
fn at_raid(round: u8) -> Table {
    let mut t = six();
    for _ in 1..round {
        skip_to(&mut t, Character::HeadHoncho);
        ok(&mut t, "end");
        ok(&mut t, "raid");
    }
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    t
}

#[test]
fn the_raid_example_scout_burns_the_undefended_church() {
    // Raid Example: Scout at the Church, Thief at the Stockade, Head Honcho
    // at the Ammo Depot; Deputy and Sheriff defend the Stockade, the Mayor
    // the Ammo Depot. The Scout planted Entry Bombs.
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    ok(&mut t, "bomb");
    ok(&mut t, "bomb");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    assert_eq!(
        reminders(&t),
        vec!["gunfights.raid.place-tiles", "gunfights.raid.play"]
    );
    violates(
        &mut t,
        "attack scout church thief stockade head-honcho ammo-depot",
        "gunfights.entry-bomb.revealed-as-planted",
    );
    violates(
        &mut t,
        "attack scout church thief stockade head-honcho ammo-depot bombs church church",
        "gunfights.entry-bomb.different-buildings",
    );
    ok(
        &mut t,
        "attack scout church thief stockade head-honcho ammo-depot bombs church stockade",
    );
    let findings = ok(
        &mut t,
        "defend deputy stockade sheriff stockade mayor ammo-depot",
    );
    says(&findings, "gunfights.raid.stockade");
    let healths: Vec<u8> = t.state().seats.iter().map(|s| s.health).collect();
    assert_eq!(healths, vec![4, 4, 4, 3, 3, 3], "each Renegade takes 1");
    // Nobody defends the Church, so that bomb does nothing; at the Stockade
    // two Pioneers stand, so the Scout chooses: the Sheriff.
    let bomb = t
        .reminders()
        .into_iter()
        .find(|f| f.rule_id() == "gunfights.raid.entry-bombs")
        .expect("the Scout chooses");
    assert_eq!(arg(&bomb, "building"), "Text(\"Stockade\")");
    ok(&mut t, "fix sheriff health -1");
    assert_eq!(board(&t, Character::Sheriff).health, 3);
    let gunfights: Vec<(String, String)> = t
        .reminders()
        .iter()
        .filter(|f| f.rule_id() == "gunfights.raid.gunfight")
        .map(|f| (arg(f, "building"), arg(f, "first")))
        .collect();
    assert_eq!(
        gunfights,
        vec![
            (
                "Text(\"Stockade\")".into(),
                "Text(\"Sheriff (Bob)\")".into()
            ),
            (
                "Text(\"Ammo Depot\")".into(),
                "Text(\"Mayor (Ann)\")".into()
            ),
        ],
        "the Church stands: Pioneers first, Sheriff before Deputy"
    );
    silent(&t.reminders(), "gunfights.raid.booby-trap");
    // End of Round Example: the Church and the Ammo Depot burn.
    violates(
        &mut t,
        "raid ammo-depot dead mayor",
        "gunfights.raid.undefended-burns",
    );
    violates(&mut t, "raid church saloon", "gunfights.raid.not-attacked");
    ok(&mut t, "raid church ammo-depot dead thief mayor sheriff");
    assert_eq!(t.state().chamber, vec![2]);
    assert_eq!(t.state().site(Building::Stockade), Site::Standing);
}

#[test]
fn without_the_church_the_renegades_shoot_first() {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid church");
    let mut t2 = t;
    skip_to(&mut t2, Character::HeadHoncho);
    ok(&mut t2, "end");
    ok(
        &mut t2,
        "attack thief saloon head-honcho saloon scout store",
    );
    ok(&mut t2, "defend mayor saloon sheriff store deputy stockade");
    let firsts: Vec<String> = t2
        .reminders()
        .iter()
        .filter(|f| f.rule_id() == "gunfights.raid.gunfight")
        .map(|f| arg(f, "first"))
        .collect();
    assert_eq!(
        firsts,
        vec!["Text(\"Scout (Dan)\")", "Text(\"Thief (Eve)\")"]
    );
}

#[test]
fn tiles_go_to_the_right_team_once_each_and_attacks_come_first() {
    let mut t = at_raid(1);
    violates(&mut t, "defend mayor church", "gunfights.raid.attack-first");
    violates(
        &mut t,
        "attack mayor church",
        "gunfights.raid.renegades-attack",
    );
    violates(
        &mut t,
        "attack scout church scout store",
        "gunfights.raid.one-tile-each",
    );
    violates(
        &mut t,
        "attack scout church",
        "gunfights.raid.every-renegade-attacks",
    );
    ok(&mut t, "attack scout church thief store head-honcho store");
    violates(
        &mut t,
        "defend mayor church",
        "gunfights.raid.every-pioneer-defends",
    );
    violates(
        &mut t,
        "defend thief church",
        "gunfights.raid.pioneers-defend",
    );
    let mut early = six();
    violates(&mut early, "attack scout church", "gunfights.raid.not-yet");
    let mut variant = four();
    skip_to(&mut variant, Character::HeadHoncho);
    ok(&mut variant, "end");
    violates(
        &mut variant,
        "attack thief stockade",
        "gunfights.raid.out-of-play",
    );
}

#[test]
fn the_fire_wagon_only_in_round_six_only_where_nobody_defends_and_it_douses() {
    let mut t = at_raid(1);
    ok(&mut t, "attack scout church thief store head-honcho store");
    violates(
        &mut t,
        "defend mayor saloon wagon church",
        "gunfights.fire-wagon.round-six-only",
    );
    let mut t = at_raid(6);
    ok(
        &mut t,
        "attack scout church thief saloon head-honcho saloon",
    );
    violates(
        &mut t,
        "defend mayor church sheriff store deputy store wagon church",
        "gunfights.fire-wagon.undefended-only",
    );
    ok(
        &mut t,
        "defend mayor store sheriff store deputy store wagon church",
    );
    violates(&mut t, "raid church saloon", "gunfights.fire-wagon.doused");
    let findings = ok(&mut t, "raid saloon");
    says(&findings, "gunfights.end.winner");
}

#[test]
fn the_stockade_strikes_only_while_it_stands_and_only_once() {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid stockade");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "attack scout church thief store head-honcho store");
    let findings = ok(&mut t, "defend mayor saloon sheriff saloon deputy saloon");
    silent(&findings, "gunfights.raid.stockade");
    assert!(t.state().seats.iter().all(|s| s.health == 4));
    let mut t = at_raid(1);
    ok(&mut t, "attack scout church thief store head-honcho store");
    ok(&mut t, "defend mayor saloon sheriff saloon deputy saloon");
    let findings = ok(&mut t, "defend mayor church sheriff church deputy church");
    silent(&findings, "gunfights.raid.stockade");
    assert_eq!(board(&t, Character::Scout).health, 3);
}

#[test]
fn the_booby_trap_is_reminded_when_the_raid_reveals_it() {
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "trap");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "attack thief saloon head-honcho store scout store");
    violates(
        &mut t,
        "defend mayor saloon",
        "gunfights.booby-trap.revealed-as-planted",
    );
    let findings = ok(
        &mut t,
        "defend mayor saloon sheriff store deputy church trap saloon",
    );
    says(&findings, "gunfights.raid.booby-trap-hit");
    assert_eq!(
        board(&t, Character::Thief).health,
        2,
        "Stockade and Booby Trap"
    );
    silent(&t.reminders(), "gunfights.raid.booby-trap");
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "trap");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "attack head-honcho store scout store thief church");
    ok(
        &mut t,
        "defend mayor saloon sheriff store deputy church trap store",
    );
    says(&t.reminders(), "gunfights.raid.booby-trap");
}

#[test]
fn an_entry_bomb_hurts_the_one_pioneer_at_its_building() {
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    ok(&mut t, "bomb");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(
        &mut t,
        "attack scout saloon thief saloon head-honcho store bombs saloon",
    );
    let findings = ok(&mut t, "defend deputy saloon mayor store sheriff store");
    says(&findings, "gunfights.raid.entry-bomb-hit");
    assert_eq!(board(&t, Character::Deputy).health, 3);
    silent(&t.reminders(), "gunfights.raid.entry-bombs");
}

#[test]
fn a_seat_that_does_not_exist_is_rejected() {
    use holster::core::Game;
    use holster::games::gunfights::{GunAction, Gunfights};
    let t = six();
    let finding = Gunfights::decide(
        t.state(),
        &GunAction::Trade {
            from: 0,
            to: 9,
            ware: holster::games::gunfights::Ware::Ammo(1),
        },
    )
    .expect_err("seat 10 does not exist");
    assert_eq!(finding.rule_id(), "gunfights.seat.unknown");
}
