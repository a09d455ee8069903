//! One case per rule of the Solo Variant's setup, placement, duels, the
//! Undead and the ends: given a table, when a line is entered, then the
//! rule speaks (refused, flagged, said or reminded) and the table shows it.

use super::helpers::*;
use holster::core::Game;
use holster::games::undead::state::{Phase, Place, Step};
use holster::games::undead_solo::{End, UndeadSolo};

#[test]
fn setup_follows_the_solo_variant() {
    // SS1–SS7: buildings of the 6-player slots entered clockwise, no
    // starting resources, 15 Undead, one in the street, Dead Ranger's card full.
    let mut t = empty(&[]);
    assert!(reminders(&t).contains(&"undead-solo.setup.buildings"));
    play(&mut t, &BUILDINGS);
    assert_eq!(reminders(&t), vec!["undead-solo.setup.street"]);
    ok(&mut t, "undead 2 3 notoriety 2");
    let s = t.state();
    assert_eq!(s.base.phase, Phase::RoundStart);
    assert_eq!(s.base.street.len(), 1);
    assert!(s.base.buildings.iter().all(|b| b.undead.is_empty()));
    assert_eq!(s.base.boot_hill, 14, "15 cards, one in the street");
    let me = &s.base.bands[ME];
    assert_eq!((me.home, me.reserve, me.graveyard), (4, 2, 0));
    assert_eq!(bullets(s, ME), Vec::<u8>::new(), "no starting resources");
    assert_eq!((s.base.purse(ME).coins, s.base.purse(ME).notoriety), (0, 0));
    let dr = &s.base.bands[DR];
    assert_eq!((dr.home, dr.reserve, dr.graveyard), (0, 0, 6));
    assert_eq!(bullets(s, DR), vec![2, 3, 4, 5, 6, 7]);
    assert_eq!((s.base.purse(DR).coins, s.base.purse(DR).notoriety), (0, 0));
    assert_eq!(s.base.law, ME);
    assert!(reminders(&t).contains(&"undead-solo.play.place"));
}

#[test]
fn the_buildings_get_no_starting_resources() {
    // SS2: "Do not add starting resources to the buildings": a slot's bonus
    // typed with a building stays in the supply, and nobody takes it.
    let mut t = empty(&[]);
    let said = ok(&mut t, BUILDINGS[0]);
    assert!(
        said.iter()
            .any(|f| f.rule_id() == "undead-solo.setup.no-bonus"),
        "said: {said:?}"
    );
    play(&mut t, &BUILDINGS[1..]);
    ok(&mut t, "undead 2 3 notoriety 2");
    let s = t.state();
    assert!(s.base.buildings.iter().all(|b| b.bonus.is_none()));
    assert_eq!(s.base.supply_coins, 48, "every Coin in the supply");
    assert_eq!(s.base.supply_notoriety, 80, "every Notoriety in the supply");
}

#[test]
fn the_horsemen_keep_the_sixes() {
    // HO2.
    let t = ready_with(&[("horsemen", "yes")]);
    assert_eq!(t.state().base.boot_hill, 17);
}

#[test]
fn four_plus_buildings_are_flagged() {
    // SS1: the 4+ buildings are removed.
    let mut t = empty(&[]);
    violates(
        &mut t,
        "building Hotel cost 6 notoriety 3 ability buy-off bonus coin",
        "undead.setup.four-plus",
    );
}

#[test]
fn the_undead_of_play_are_placed_by_holster() {
    // SC12, SO13: the street, else the first building clockwise without one.
    let mut t = armed();
    // Round 2: Dead Ranger's 6 duels Ann on Extort and kills her.
    play(&mut t, &["place 6", "ranger 6"]);
    let f = ok(&mut t, "duel 4 5");
    says(&f, "undead.shootout.killed");
    assert!(reminders(&t).contains(&"undead-solo.undead.draw"));
    unreadable(
        &mut t,
        "undead 4 5 notoriety 2 at street",
        "undead-solo-notation-placed",
    );
    ok(&mut t, "undead 4 5 notoriety 2");
    let s = t.state();
    assert_eq!(s.base.street.len(), 1, "the street held one already");
    assert_eq!(
        s.base.buildings[0].undead.len(),
        1,
        "the Saloon, first clockwise"
    );
}

#[test]
fn an_undead_typed_with_a_place_is_not_read() {
    let t = ready();
    assert!(UndeadSolo::parse_action(t.setup(), "undead 4 notoriety 1 at street").is_err());
}

#[test]
fn a_killed_undead_goes_to_the_bottom_of_boot_hill() {
    // SO10: Ann on 7 (Stalk) hunts the street's Undead (weak 2 3) with her Bullet 2.
    let mut t = armed();
    play(&mut t, &["place 7", "ranger 2", "aim street"]);
    let before = t.state().base.boot_hill;
    let f = ok(&mut t, "shoot 2");
    says(&f, "undead-solo.undead.buried");
    let s = t.state();
    assert!(s.base.street.is_empty());
    assert_eq!(s.base.boot_hill, before + 1);
    assert!(s.base.bands[ME].killed.is_empty(), "not collected");
}

#[test]
fn the_player_is_always_the_law() {
    // SC1: the badge never passes.
    let t = armed();
    let s = t.state();
    assert_eq!((s.base.round, s.base.law), (2, ME));
}

#[test]
fn a_one_at_hire_guns_is_rolled_again() {
    // SW2.
    let mut t = ready();
    ok(&mut t, "place hire");
    rejects(&mut t, "ranger 1", "undead-solo.wild.reroll");
    ok(&mut t, "ranger 4");
}

#[test]
fn a_one_sends_dead_ranger_to_the_players_space() {
    // SW1: a duel on the player's space.
    let mut t = ready();
    play(&mut t, &["place 3", "ranger 1"]);
    let s = t.state();
    assert!(matches!(s.base.resolution.step, Step::Duel(_)));
    assert_eq!(s.base.resolution.space, 3);
    assert!(reminders(&t).contains(&"undead-solo.duels.now"));
}

#[test]
fn stalk_duels_in_the_solo_game() {
    // SL1: 7 included.
    let mut t = ready();
    play(&mut t, &["place 7", "ranger 7"]);
    assert!(matches!(t.state().base.resolution.step, Step::Duel(_)));
}

#[test]
fn the_player_joining_a_lying_undead_outlaw_duels() {
    // SC9: Dead Ranger's Outlaw lies on 8 from round 1.
    let mut t = armed();
    play(&mut t, &["place 8", "ranger 2"]);
    let s = t.state();
    assert_eq!(s.base.resolution.space, 8);
    assert!(matches!(s.base.resolution.step, Step::Duel(_)));
    // Both miss (Ann's 4 is a Casing; Dead Ranger's 1 with Skull up is a miss):
    // its Outlaw lies down again and takes no turn.
    ok(&mut t, "duel 4 1");
    let s = t.state();
    assert!(ranger_on(s).contains(&(8, false)));
    assert_eq!(s.base.resolution.space, 8);
}

#[test]
fn dead_ranger_joining_a_lying_outlaw_of_the_player_does_not_duel() {
    // SC13: Ann lies on 5 from round 1.
    let mut t = armed();
    play(&mut t, &["place 3", "ranger 5"]);
    let s = t.state();
    assert!(!matches!(s.base.resolution.step, Step::Duel(_)));
}

#[test]
fn dead_ranger_never_spends_bullets_and_keeps_nothing() {
    // SC10, SC11: its 5 hits and kills Ann; its card stays full; no Notoriety.
    let mut t = armed();
    play(&mut t, &["place 6", "ranger 6", "duel 4 5"]);
    let s = t.state();
    assert_eq!(bullets(s, DR), vec![2, 3, 4, 5, 6, 7]);
    assert_eq!(s.base.purse(DR).notoriety, 0);
    assert_eq!(s.base.bands[ME].graveyard, 1);
}

#[test]
fn the_players_hit_spends_her_bullet_and_kills_its_outlaw() {
    // SC10, SC3: its Outlaw goes back to the Graveyard; Ann gains 1 Notoriety.
    let mut t = armed();
    play(&mut t, &["place 6", "ranger 6"]);
    let graveyard = t.state().base.bands[DR].graveyard;
    ok(&mut t, "duel 3 1");
    let s = t.state();
    assert_eq!(bullets(s, ME), vec![2]);
    assert_eq!(s.base.bands[DR].graveyard, graveyard + 1);
    assert_eq!(s.base.purse(ME).notoriety, 1);
    assert_eq!(
        bullets(s, DR).len(),
        6,
        "a duel removes none of its Bullets"
    );
}

#[test]
fn the_town_overrun_loses() {
    // SO12: every place holds an Undead and one more must come.
    let t = ready();
    let mut s = t.state().clone();
    for b in &mut s.base.buildings {
        b.undead.push(s.base.street[0].clone());
    }
    s.base.phase = Phase::RoundStart;
    // Ann's Outlaw dies in a duel on 4: an Undead is owed, nowhere to go.
    let (s, _) = by_hand(&t, &s, "place 4");
    let (s, _) = by_hand(&t, &s, "ranger 4");
    let (s, f) = by_hand(&t, &s, "duel 4 5");
    says(&f, "undead-solo.end.overrun");
    assert_eq!(s.end, Some(End::Overrun));
    assert_eq!(s.base.phase, Phase::Over);
    let outcome = UndeadSolo::outcome(t.setup(), &s).expect("over");
    assert!(outcome.winners.is_empty());
}

#[test]
fn all_outlaws_in_the_graveyard_at_the_end_of_a_round_loses() {
    // SO14: Ann's last Outlaw dies.
    let t = ready();
    let mut s = t.state().clone();
    s.base.bands[ME].home = 1;
    s.base.bands[ME].graveyard = 3;
    let (s, _) = by_hand(&t, &s, "place 4");
    let (s, _) = by_hand(&t, &s, "ranger 4");
    // Dead Ranger has nobody to Intimidate from 4: the round ends with her
    // last Outlaw in the Graveyard, once its Undead is in town.
    let (s, _) = by_hand(&t, &s, "duel 4 5");
    let (s, f) = by_hand(&t, &s, "undead 4 5 notoriety 1");
    says(&f, "undead-solo.end.dead");
    assert_eq!(s.end, Some(End::Dead));
    assert_eq!(s.base.bands[ME].graveyard, 4);
}

#[test]
fn the_game_is_won_when_its_card_is_empty() {
    // SO1, SK2, SI7: the last Bullet goes with a successful Intimidation.
    let t = armed();
    let mut s = t.state().clone();
    s.base.bands[DR].card = [false, true, false, false, false, false];
    let (s, _) = by_hand(&t, &s, "place 4");
    let (s, _) = by_hand(&t, &s, "ranger 2");
    // 4 Intimidates 8, 7, 6, 5: Dead Ranger's Outlaw lies on 8; Ann hits with 3.
    let (s, f) = by_hand(&t, &s, "intimidate 8 3");
    says(&f, "undead-solo.end.won");
    assert_eq!(s.end, Some(End::Won));
    let outcome = UndeadSolo::outcome(t.setup(), &s).expect("over");
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(outcome.seats[0].score, Some(s.score().total()));
    assert!(
        UndeadSolo::decide(
            &s,
            &UndeadSolo::parse_action(t.setup(), "next").expect("reads")
        )
        .is_err()
    );
}

#[test]
fn the_end_of_the_day_brings_only_the_players_outlaws_home() {
    // SE1, SE2.
    let mut t = armed();
    play(
        &mut t,
        &[
            "place 4",
            "ranger 3",
            "income coin bullet 4 notoriety",
            "end",
            "next",
        ],
    );
    play(
        &mut t,
        &[
            "place 2",
            "ranger 7",
            "income coin coin notoriety notoriety",
            "end",
        ],
    );
    let before = ranger_on(t.state());
    ok(&mut t, "next");
    let s = t.state();
    assert_eq!((s.base.day, s.base.round), (2, 1));
    assert_eq!(s.base.bands[ME].home, 4);
    assert_eq!(ranger_on(s), before, "its Outlaws stay");
    assert_eq!(ranger_on(s).len(), 3);
}

#[test]
fn the_score_is_shown_as_it_stands() {
    // SO3–SO9: 5 − 1 Undead Outlaw + 0 Notoriety + 2 × 3 buildings cleared.
    let mut t = ready();
    play(&mut t, &["place 3", "ranger 8"]);
    let s = t.state();
    assert_eq!(s.score().total(), 5 - 1 + 2 * 3);
    let progress = UndeadSolo::progress(s);
    assert!(progress.iter().any(|m| m.key == "undead-solo-score"));
}

#[test]
fn an_undead_in_a_building_is_not_cleared() {
    let t = ready();
    let mut s = t.state().clone();
    s.base.buildings[1].undead.push(s.base.street[0].clone());
    assert_eq!(s.score().cleared, 2);
    assert_eq!(s.undead_place(), Some(Place::Building(0)));
}

#[test]
fn the_last_outlaw_shot_still_brings_its_undead_before_the_game_ends() {
    // "Any player whose Outlaw gets shot will move it to the Graveyard,
    // draw an Undead from the top of Boot Hill, and add it anywhere in
    // town." and "You die - at the end of a round, all your Outlaws are in
    // the Graveyard." The Undead comes first, then the game ends, and the
    // building it fills no longer counts as cleared.
    let t = ready();
    let mut s = t.state().clone();
    s.base.bands[ME].home = 1;
    s.base.bands[ME].graveyard = 3;
    let cleared = s.score().cleared;
    let (s, _) = by_hand(&t, &s, "place 4");
    let (s, _) = by_hand(&t, &s, "ranger 4");
    let (s, f) = by_hand(&t, &s, "duel 4 5");
    silent(&f, "undead-solo.end.dead");
    assert_eq!(s.end, None, "the Undead is still owed");
    assert_eq!(s.base.draws.len(), 1);
    let (s, f) = by_hand(&t, &s, "undead 4 5 notoriety 1");
    says(&f, "undead-solo.end.dead");
    assert_eq!(s.end, Some(End::Dead));
    assert_eq!(s.base.buildings[0].undead.len(), 1);
    assert_eq!(s.score().cleared, cleared - 1);
}
