//! The end of a round: the Raid's outcome as the table played it, the score
//! bullet, deaths, health reset; six rounds; the end of the game.

use super::helpers::*;
use holster::games::gunfights::{Building, Character, Item, Phase, Site, SnakeOil};

/// Ends every turn of the round and enters the Raid's outcome.
#[track_caller]
fn round(t: &mut Table, raid: &str) -> Vec<holster::core::Finding> {
    skip_to(t, Character::HeadHoncho);
    ok(t, "end");
    ok(t, raid)
}

#[test]
fn the_raid_follows_the_head_honchos_turn() {
    let mut t = six();
    violates(&mut t, "raid church", "gunfights.raid.not-yet");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    assert_eq!(t.state().phase, Phase::Raid);
    assert_eq!(
        reminders(&t),
        vec!["gunfights.raid.place-tiles", "gunfights.raid.play"]
    );
    violates(&mut t, "end", "gunfights.turn.raid-running");
    violates(&mut t, "steal ammo", "gunfights.turn.not-yours");
}

#[test]
fn burned_buildings_score_a_bullet_and_the_next_round_starts_with_the_mayor() {
    let mut t = six();
    let findings = round(&mut t, "raid church ammo-depot");
    says(&findings, "gunfights.scoring.loaded");
    let s = t.state();
    assert_eq!(s.chamber, vec![2]);
    assert_eq!(s.site(Building::Church), Site::Burned);
    assert_eq!(s.site(Building::AmmoDepot), Site::Burned);
    assert_eq!((s.round, s.turn, s.phase), (2, 0, Phase::Turns));
    let findings = round(&mut t, "raid church!");
    says(&findings, "gunfights.raid.already-down");
    assert_eq!(t.state().chamber, vec![2, 0], "0 when nothing new burned");
}

#[test]
fn the_dead_lose_the_top_row_and_snake_oil_and_everyone_heals() {
    let mut t = six();
    ok(&mut t, "income");
    ok(&mut t, "buy beer for sheriff");
    ok(&mut t, "buy colt for sheriff");
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "oil sheriff armadillo-shell");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "fix sheriff health 0");
    ok(&mut t, "fix thief health 1");
    ok(&mut t, "fix sheriff ammo 1");
    let findings = ok(&mut t, "raid dead sheriff");
    says(&findings, "gunfights.death.top-row-lost");
    let sheriff = board(&t, Character::Sheriff);
    assert!(sheriff.items.is_empty());
    assert_eq!(sheriff.snake_oil, None);
    assert_eq!(
        sheriff.gun,
        holster::games::gunfights::Gun::Colt,
        "guns are kept"
    );
    assert_eq!(sheriff.ammo, 1, "ammo is kept");
    assert!(t.state().seats.iter().all(|s| s.health == 4));
    let _ = (Item::Beer, SnakeOil::ArmadilloShell);
}

#[test]
fn round_six_reminds_the_sheriff_of_the_fire_wagon() {
    let mut t = six();
    for _ in 0..5 {
        round(&mut t, "raid");
    }
    assert_eq!(t.state().round, 6);
    skip_to(&mut t, Character::Sheriff);
    assert_eq!(reminders(&t), vec!["gunfights.fire-wagon.round-six"]);
}

#[test]
fn after_six_bullets_the_scores_name_the_winner() {
    let mut t = six();
    round(&mut t, "raid church store");
    for _ in 0..4 {
        round(&mut t, "raid");
    }
    let findings = round(&mut t, "raid saloon");
    let winner = findings
        .iter()
        .find(|f| f.rule_id() == "gunfights.end.winner")
        .expect("the winner is named");
    assert_eq!(arg(winner, "renegades"), "Number(3)");
    assert_eq!(arg(winner, "pioneers"), "Number(6)");
    assert_eq!(arg(winner, "winner"), "Text(\"pioneers\")");
    assert_eq!(t.state().phase, Phase::Over);
    rejects(&mut t, "end", "gunfights.game.over");
    assert_eq!(reminders(&t), vec!["gunfights.end.winner"]);
}

#[test]
fn a_tie_calls_for_the_showdown() {
    // 4 buildings burned → 4 points; 2 standing → 4 points.
    let mut t = six();
    round(&mut t, "raid church store");
    round(&mut t, "raid stockade saloon");
    for _ in 0..4 {
        round(&mut t, "raid");
    }
    assert_eq!(
        reminders(&t),
        vec!["gunfights.end.winner", "gunfights.end.showdown"]
    );
    // The Church burned: the Renegades start, with the Scout.
    let showdown = t
        .reminders()
        .into_iter()
        .find(|f| f.rule_id() == "gunfights.end.showdown")
        .expect("the showdown");
    assert_eq!(arg(&showdown, "first"), "Text(\"Scout (Dan)\")");
}

#[test]
fn in_the_variant_the_out_of_play_building_scores_nothing_for_the_pioneers() {
    let mut t = four();
    for _ in 0..6 {
        round(&mut t, "raid");
    }
    assert_eq!(t.state().pioneer_score(), 10);
    assert_eq!(t.state().renegade_score(), 0);
}

#[test]
fn undo_after_the_raid_gives_the_round_back() {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    let before = t.state().clone();
    ok(&mut t, "raid church dead mayor");
    ok(&mut t, "undo");
    assert_eq!(t.state(), &before);
}
