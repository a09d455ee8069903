//! The arithmetic of a shot, a Dynamite throw and absorbed damage, checked
//! against the text and its Gunfight example (whose dice pictures are
//! missing: the faces here are chosen to match what the text describes).

use super::helpers::BOARD;
use holster::core::D20;
use holster::games::gunfights::gunfight::{
    Guards, Kick, Shooter, absorb, dynamite, hit_number, shoot,
};
use holster::games::gunfights::{Gun, Team};
use std::collections::BTreeMap;

fn d(face: u8) -> D20 {
    D20::new(face).expect("a d20 face")
}

fn shotgun(team: Team) -> Shooter {
    Shooter {
        need: hit_number(team, Gun::Shotgun, &BTreeMap::new()).expect("in the text"),
        ..Shooter::default()
    }
}

#[test]
fn the_shotgun_numbers_are_in_the_text_and_better_guns_come_from_the_board() {
    let empty = BTreeMap::new();
    assert_eq!(hit_number(Team::Pioneers, Gun::Shotgun, &empty), Some(13));
    assert_eq!(hit_number(Team::Renegades, Gun::Shotgun, &empty), Some(15));
    assert_eq!(hit_number(Team::Pioneers, Gun::Colt, &empty), None);
    let board: BTreeMap<String, i64> = BOARD.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    assert_eq!(
        hit_number(Team::Renegades, Gun::Winchester, &board),
        Some(11)
    );
}

#[test]
fn hits_are_per_die_never_added() {
    let p = shotgun(Team::Pioneers);
    assert_eq!(shoot(&p, [d(13), d(14)], None).damage, 2);
    assert_eq!(
        shoot(&p, [d(12), d(12)], None).damage,
        0,
        "24 in all is still two misses"
    );
    let r = shotgun(Team::Renegades);
    assert_eq!(shoot(&r, [d(14), d(15)], None).hits, [false, true]);
}

#[test]
fn the_sheriffs_bullseye_makes_a_12_a_hit_as_in_the_example() {
    let sheriff = Shooter {
        bullseye: 1,
        ..shotgun(Team::Pioneers)
    };
    let shot = shoot(&sheriff, [d(12), d(16)], None);
    assert_eq!((shot.hits, shot.damage), ([true, true], 2));
}

#[test]
fn a_natural_20_adds_one_but_a_modified_20_does_not() {
    let thief = shotgun(Team::Renegades);
    assert_eq!(
        shoot(&thief, [d(20), d(16)], None).damage,
        3,
        "the example's 3 damage"
    );
    let deadeye = Shooter {
        deadeye: true,
        ..shotgun(Team::Renegades)
    };
    assert_eq!(shoot(&deadeye, [d(18), d(1)], None).damage, 1);
}

#[test]
fn head_hunter_adds_one_on_a_double_hit_even_with_beer() {
    let hh = Shooter {
        head_hunter: true,
        beer: true,
        ..shotgun(Team::Renegades)
    };
    assert_eq!(shoot(&hh, [d(15), d(17)], None).damage, 3);
    let shot = shoot(&hh, [d(15), d(13)], None);
    assert!(shot.beer_used);
    assert_eq!(shot.damage, 3, "the Beer made the 13 a hit for Head Hunter");
    assert_eq!(shoot(&hh, [d(20), d(20)], None).damage, 5);
}

#[test]
fn the_thiefs_two_beers_save_one_die_each_never_two_on_one() {
    let thief = Shooter {
        beer: true,
        second_beer: true,
        ..shotgun(Team::Renegades)
    };
    let both = shoot(&thief, [d(13), d(14)], None);
    assert!(both.beer_used && both.second_beer_used);
    assert_eq!(both.damage, 2, "one Beer per die");
    let one = shoot(&thief, [d(13), d(11)], None);
    assert!(one.beer_used && !one.second_beer_used);
    assert_eq!(one.damage, 1, "no stacking to reach 4 short");
}

#[test]
fn beer_reaches_two_short_and_four_with_lightweight_one_die_only() {
    let beer = Shooter {
        beer: true,
        ..shotgun(Team::Pioneers)
    };
    assert_eq!(
        shoot(&beer, [d(11), d(11)], None).damage,
        1,
        "one Beer, one die"
    );
    assert!(!shoot(&beer, [d(10), d(1)], None).beer_used);
    let light = Shooter {
        lightweight: true,
        ..beer
    };
    let shot = shoot(&light, [d(9), d(1)], None);
    assert!(shot.beer_used && shot.lightweight_used);
    assert_eq!(shot.damage, 1);
    assert!(
        !shoot(&light, [d(11), d(14)], None).lightweight_used,
        "not needed for 2 short"
    );
}

#[test]
fn tobacco_on_a_double_miss_two_with_lightweight_and_the_choice_is_asked() {
    let tobacco = Shooter {
        tobacco: true,
        ..shotgun(Team::Pioneers)
    };
    assert_eq!(shoot(&tobacco, [d(2), d(5)], None).damage, 1);
    assert!(!shoot(&tobacco, [d(2), d(13)], None).tobacco_used);
    let light = Shooter {
        lightweight: true,
        ..tobacco
    };
    assert_eq!(shoot(&light, [d(2), d(5)], None).damage, 2);
    let both = Shooter {
        beer: true,
        tobacco: true,
        lightweight: true,
        ..shotgun(Team::Pioneers)
    };
    let asked = shoot(&both, [d(10), d(2)], None);
    assert!(asked.choice_needed);
    let chose = shoot(&both, [d(10), d(2)], Some(Kick::Tobacco));
    assert!(chose.tobacco_used && !chose.beer_used && !chose.choice_needed);
    assert_eq!(chose.damage, 2);
}

#[test]
fn dynamite_succeeds_on_11_and_backfires_unless_dynamite_king() {
    assert_eq!(dynamite(d(11), false, false), (3, 0));
    assert_eq!(dynamite(d(20), false, false), (4, 0));
    assert_eq!(dynamite(d(10), false, false), (0, 3));
    assert_eq!(dynamite(d(10), false, true), (0, 0));
}

#[test]
fn the_armadillo_shell_deflects_before_the_whiskey_absorbs() {
    let mut guards = Guards {
        armadillo: true,
        whiskey: 1,
    };
    assert_eq!(absorb(3, &mut guards), 1);
    assert_eq!(guards, Guards::default());
    let mut lightweight_whiskey = Guards {
        armadillo: false,
        whiskey: 2,
    };
    assert_eq!(absorb(1, &mut lightweight_whiskey), 0);
    assert_eq!(absorb(2, &mut lightweight_whiskey), 1);
    assert_eq!(absorb(0, &mut lightweight_whiskey), 0);
}

#[test]
fn lucky_adds_five_to_one_die_and_never_makes_a_natural_20() {
    let lucky_second = Shooter {
        lucky_die: Some(1),
        ..shotgun(Team::Renegades)
    };
    assert_eq!(
        shoot(&lucky_second, [d(14), d(10)], None).hits,
        [false, true]
    );
    assert_eq!(
        shoot(&lucky_second, [d(2), d(15)], None).damage,
        1,
        "20 by Lucky is no Natural 20"
    );
    assert_eq!(dynamite(d(6), true, false), (3, 0));
    assert_eq!(
        dynamite(d(16), true, false),
        (3, 0),
        "21 is not a Natural 20"
    );
}
