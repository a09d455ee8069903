//! The start of the Raid: attacks, the revealed defence, the Fire Wagon,
//! the Stockade, the gunfights announced with their first shooter; the
//! outcome checked against the attacks. The Raid Example of the rulebook.

use super::helpers::*;
use holster::games::gunfights::{Building, Character, Item, Site};

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
    ok(
        &mut t,
        "defend deputy stockade sheriff stockade mayor ammo-depot",
    );
    // C. Nothing is dealt before the table confirms it: the Stockade is due
    // first, then the Entry Bomb at the Stockade (nobody defends the Church,
    // so that bomb does nothing).
    assert!(t.state().seats.iter().all(|s| s.health == 4));
    assert_eq!(
        reminders(&t),
        vec!["gunfights.raid.stockade-due", "gunfights.raid.play"],
        "one at a time, the Stockade first"
    );
    violates(
        &mut t,
        "shoot sheriff 13 13",
        "gunfights.strike.before-gunfights",
    );
    violates(
        &mut t,
        "damage bomb stockade sheriff",
        "gunfights.strike.stockade-first",
    );
    rejects(&mut t, "damage bomb church", "gunfights.strike.nothing");
    let findings = ok(&mut t, "damage stockade");
    says(&findings, "gunfights.raid.stockade");
    let healths: Vec<u8> = t.state().seats.iter().map(|s| s.health).collect();
    assert_eq!(healths, vec![4, 4, 4, 3, 3, 3], "each Renegade takes 1");
    rejects(&mut t, "damage stockade", "gunfights.strike.twice");
    // D. Two Pioneers stand at the Stockade, so the Scout chooses: the Sheriff.
    let bomb = t
        .reminders()
        .into_iter()
        .find(|f| f.rule_id() == "gunfights.raid.entry-bombs")
        .expect("the Scout chooses");
    assert_eq!(arg(&bomb, "building"), "Text(\"Stockade\")");
    assert_eq!(arg(&bomb, "count"), "Number(2)");
    rejects(&mut t, "damage bomb stockade", "gunfights.strike.who");
    violates(
        &mut t,
        "damage bomb stockade mayor",
        "gunfights.strike.not-there",
    );
    let findings = ok(&mut t, "damage bomb stockade sheriff");
    says(&findings, "gunfights.raid.entry-bomb-hit");
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
    silent(&t.reminders(), "gunfights.raid.entry-bombs");
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
    let mut t2 = second_raid_after("raid church");
    ok(
        &mut t2,
        "attack thief saloon head-honcho saloon scout store",
    );
    ok(&mut t2, "defend mayor saloon sheriff store deputy stockade");
    ok(&mut t2, "damage stockade");
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
    ok(&mut t, "damage stockade");
    violates(&mut t, "raid church saloon", "gunfights.fire-wagon.doused");
    let findings = ok(&mut t, "raid saloon");
    says(&findings, "gunfights.end.winner");
}

#[test]
fn the_stockade_strikes_only_while_it_stands_and_only_once() {
    let mut t = second_raid_after("raid stockade");
    ok(&mut t, "attack scout church thief store head-honcho store");
    ok(&mut t, "defend mayor saloon sheriff saloon deputy saloon");
    silent(&t.reminders(), "gunfights.raid.stockade-due");
    rejects(&mut t, "damage stockade", "gunfights.strike.nothing");
    assert!(t.state().seats.iter().all(|s| s.health == 4));
    let mut t = at_raid(1);
    rejects(&mut t, "damage stockade", "gunfights.strike.not-now");
    ok(&mut t, "attack scout church thief store head-honcho store");
    ok(&mut t, "defend mayor saloon sheriff saloon deputy saloon");
    says(&t.reminders(), "gunfights.raid.stockade-due");
    ok(&mut t, "damage stockade");
    // A second reveal (a correction, forced: the tiles stand once revealed)
    // does not bring it back.
    violates(
        &mut t,
        "defend mayor church sheriff church deputy church",
        "gunfights.raid.tiles-stand",
    );
    ok(&mut t, "defend mayor church sheriff church deputy church !");
    silent(&t.reminders(), "gunfights.raid.stockade-due");
    assert_eq!(board(&t, Character::Scout).health, 3);
}

#[test]
fn the_booby_trap_is_dealt_when_confirmed_and_the_deputy_chooses() {
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
    ok(
        &mut t,
        "defend mayor saloon sheriff store deputy church trap saloon",
    );
    assert_eq!(
        board(&t, Character::Thief).health,
        4,
        "not before confirmed"
    );
    ok(&mut t, "damage stockade");
    let trap = t
        .reminders()
        .into_iter()
        .find(|f| f.rule_id() == "gunfights.raid.booby-trap")
        .expect("the trap is due");
    assert_eq!(arg(&trap, "count"), "Number(1)");
    let findings = ok(&mut t, "damage trap");
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
    ok(&mut t, "damage stockade");
    says(&t.reminders(), "gunfights.raid.booby-trap");
    rejects(&mut t, "damage trap", "gunfights.strike.who");
    ok(&mut t, "schade val head-honcho");
    assert_eq!(
        (
            board(&t, Character::HeadHoncho).health,
            board(&t, Character::Scout).health
        ),
        (2, 3)
    );
    silent(&t.reminders(), "gunfights.raid.booby-trap");
}

#[test]
fn an_entry_bomb_hurts_the_one_pioneer_at_its_building_when_confirmed() {
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    ok(&mut t, "bomb");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(
        &mut t,
        "attack scout saloon thief saloon head-honcho store bombs saloon",
    );
    ok(&mut t, "defend deputy saloon mayor store sheriff store");
    assert_eq!(board(&t, Character::Deputy).health, 4);
    ok(&mut t, "damage stockade");
    says(&t.reminders(), "gunfights.raid.entry-bombs");
    let findings = ok(&mut t, "damage bomb saloon");
    says(&findings, "gunfights.raid.entry-bomb-hit");
    assert_eq!(board(&t, Character::Deputy).health, 3);
    silent(&t.reminders(), "gunfights.raid.entry-bombs");
    // Whiskey does not absorb it, and the gunfights may now begin.
    says(&t.reminders(), "gunfights.raid.gunfight");
}

#[test]
fn a_cease_fire_when_the_renegades_are_out_of_ammo_ends_the_gunfight() {
    let mut t = at_raid(1);
    ok(&mut t, "attack scout church thief store head-honcho saloon");
    ok(&mut t, "defend mayor store sheriff store deputy saloon");
    ok(&mut t, "damage stockade");
    violates(
        &mut t,
        "cease store",
        "gunfights.cease-fire.renegades-armed",
    );
    violates(&mut t, "cease church", "gunfights.cease-fire.no-gunfight");
    ok(&mut t, "fix thief ammo 0");
    let may: Vec<String> = t
        .reminders()
        .iter()
        .filter(|f| f.rule_id() == "gunfights.cease-fire.may")
        .map(|f| arg(f, "building"))
        .collect();
    assert_eq!(may, vec!["Text(\"Store\")"]);
    let findings = ok(&mut t, "cease store");
    says(&findings, "gunfights.cease-fire.done");
    violates(&mut t, "shoot sheriff 13 13", "gunfights.cease-fire.called");
    // Only the Saloon's gunfight goes on; the Store holds.
    let fights: Vec<String> = t
        .reminders()
        .iter()
        .filter(|f| f.rule_id() == "gunfights.raid.gunfight")
        .map(|f| arg(f, "building"))
        .collect();
    assert_eq!(fights, vec!["Text(\"Saloon\")"]);
    violates(&mut t, "raid church store", "gunfights.raid.held");
}

#[test]
fn the_raid_reminder_gives_the_outcome_as_the_gunfights_left_it() {
    let mut t = at_raid(1);
    ok(&mut t, "attack scout church thief store head-honcho store");
    ok(&mut t, "defend mayor store sheriff saloon deputy saloon");
    ok(&mut t, "damage stockade");
    let play = |t: &Table| {
        t.reminders()
            .into_iter()
            .find(|f| f.rule_id() == "gunfights.raid.play")
            .map(|f| (arg(&f, "buildings"), arg(&f, "ready")))
    };
    assert_eq!(
        play(&t),
        Some(("Text(\" church\")".into(), "Text(\"no\")".into()))
    );
    ok(&mut t, "fix mayor health 0");
    assert_eq!(
        play(&t),
        Some(("Text(\" church store\")".into(), "Text(\"yes\")".into()))
    );
    ok(&mut t, "raid church store");
    assert_eq!(t.state().chamber, vec![2]);
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

#[test]
fn a_burned_building_attacked_again_does_not_burn_twice() {
    let mut t = second_raid_after("raid church");
    ok(&mut t, "attack scout church thief store head-honcho store");
    ok(&mut t, "defend mayor store sheriff store deputy store");
    ok(&mut t, "damage stockade");
    let play = t
        .reminders()
        .into_iter()
        .find(|f| f.rule_id() == "gunfights.raid.play")
        .expect("the Raid's reminder");
    assert_eq!(
        arg(&play, "buildings"),
        "Text(\"\")",
        "nothing left to burn"
    );
    let findings = ok(&mut t, "raid dead thief head-honcho");
    silent(&findings, "gunfights.raid.undefended-burns");
    assert_eq!(t.state().chamber, vec![1, 0]);
}

#[test]
fn dynamite_king_throws_after_his_shot_but_does_not_shoot_twice() {
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    ok(&mut t, "oil head-honcho dynamite-king");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "income");
    ok(&mut t, "buy dynamite");
    ok(&mut t, "end");
    ok(&mut t, "attack scout church thief saloon head-honcho store");
    ok(&mut t, "defend mayor store sheriff store deputy saloon");
    ok(&mut t, "damage stockade");
    ok(&mut t, "shoot mayor 1 1");
    ok(&mut t, "shoot sheriff 1 1");
    ok(&mut t, "shoot head-honcho 1 1 at mayor");
    violates(
        &mut t,
        "shoot head-honcho 1 1 at mayor",
        "gunfights.gunfight.king-throws",
    );
    ok(&mut t, "throw head-honcho 5 at mayor");
}

#[test]
fn the_thief_uses_a_beer_from_his_row_and_one_from_his_pocket_in_one_shot() {
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal beer 20");
    ok(&mut t, "steal beer 20");
    let thief = board(&t, Character::Thief);
    assert_eq!((thief.items.len(), thief.pocket), (1, Some(Item::Beer)));
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "attack scout church thief store head-honcho saloon");
    ok(&mut t, "defend mayor store sheriff store deputy saloon");
    ok(&mut t, "damage stockade");
    ok(&mut t, "shoot mayor 1 1");
    ok(&mut t, "shoot sheriff 1 1");
    ok(&mut t, "shoot thief 13 14 at mayor");
    assert_eq!(board(&t, Character::Mayor).health, 2, "one Beer per die");
    let thief = board(&t, Character::Thief);
    assert!(thief.items.is_empty() && thief.pocket.is_none());
}

/// The Raid Example's tiles, entered: the Scout at the undefended Church,
/// the Thief against the Deputy and the Sheriff at the Stockade, the Head
/// Honcho against the Mayor at the Ammo Depot.
fn example_tiles() -> Table {
    let mut t = at_raid(1);
    ok(
        &mut t,
        "attack scout church thief stockade head-honcho ammo-depot",
    );
    ok(
        &mut t,
        "defend deputy stockade sheriff stockade mayor ammo-depot",
    );
    t
}

#[test]
fn a_raid_reported_before_the_start_of_raid_damage_is_flagged() {
    let mut t = example_tiles();
    violates(
        &mut t,
        "raid church ammo-depot dead thief mayor",
        "gunfights.strike.before-gunfights",
    );
    ok(&mut t, "damage stockade");
    ok(&mut t, "raid church ammo-depot dead thief mayor");
    assert_eq!(t.state().chamber, vec![2]);
}

#[test]
fn a_raid_reported_while_a_gunfight_goes_on_is_flagged() {
    // "Resolve any gun fights 1 at a time": with nobody reported dead, both
    // sides of both gunfights are alive with ammo.
    let mut t = example_tiles();
    ok(&mut t, "damage stockade");
    let f = violates(&mut t, "raid church", "gunfights.raid.fight-going");
    let going: Vec<String> = f
        .iter()
        .filter(|f| f.rule_id() == "gunfights.raid.fight-going")
        .map(|f| arg(f, "building"))
        .collect();
    assert_eq!(
        going,
        vec!["Text(\"Stockade\")", "Text(\"Ammo Depot\")"],
        "each gunfight still going is named"
    );
    // The Stockade's gunfight reported over (the Thief dead), the Ammo
    // Depot's not yet.
    violates(
        &mut t,
        "raid church dead thief",
        "gunfights.raid.fight-going",
    );
}

#[test]
fn a_reported_raid_burns_only_what_its_dead_allow() {
    let mut t = example_tiles();
    ok(&mut t, "damage stockade");
    // Every defender of the Ammo Depot dead and its attacker alive: it burns.
    violates(
        &mut t,
        "raid church dead thief mayor",
        "gunfights.raid.defenders-fell",
    );
    // A mutual death does not burn it: a Renegade must be alive at the end.
    violates(
        &mut t,
        "raid church ammo-depot dead thief mayor head-honcho",
        "gunfights.raid.mutual-death",
    );
    // A defended building where no defender died cannot burn.
    violates(
        &mut t,
        "raid church stockade ammo-depot dead thief mayor",
        "gunfights.raid.held",
    );
    ok(&mut t, "raid church dead thief mayor head-honcho");
    assert_eq!(t.state().chamber, vec![1]);
    assert_eq!(t.state().site(Building::AmmoDepot), Site::Standing);
}

#[test]
fn a_single_entry_bomb_location_is_counted_in_words_that_fit() {
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    ok(&mut t, "bomb");
    ok(&mut t, "bomb");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    let f = violates(
        &mut t,
        "attack scout church thief stockade head-honcho ammo-depot bombs church",
        "gunfights.entry-bomb.revealed-as-planted",
    );
    let said: Vec<String> = f
        .iter()
        .map(|f| holster::i18n::tr(holster::i18n::Lang::En, &f.message()))
        .collect();
    assert!(
        said.contains(
            &"One Entry Bomb location revealed, but 2 were planted this round.".to_string()
        ),
        "{said:?}"
    );
}
