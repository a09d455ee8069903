//! The Raid's outcome (`raid …`) checked end to end against what Holster
//! knows: the dead it names against the shots, strikes and bombs entered,
//! Deathrattle, the tiles once revealed, the shots fired on paper, and the
//! words the history keeps for it.

use super::helpers::*;
use holster::games::gunfights::Character;

/// Round 1's Raid, every turn ended without an action.
fn at_raid() -> Table {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    t
}

/// The Raid Example's tiles with the Stockade's damage dealt: the Scout at
/// the undefended Church, the Thief against the Deputy and the Sheriff at
/// the Stockade, the Head Honcho against the Mayor at the Ammo Depot.
fn example_struck() -> Table {
    let mut t = at_raid();
    play(
        &mut t,
        &[
            "attack scout church thief stockade head-honcho ammo-depot",
            "defend deputy stockade sheriff stockade mayor ammo-depot",
            "damage stockade",
        ],
    );
    t
}

#[test]
fn only_a_gunfight_kills_beyond_the_start_of_the_raid_so_the_named_dead_are_checked() {
    // "STOCKADE: If the Stockade is in the town and is still standing, each
    // Renegade takes 1 damage" and "DEFENDED BUILDINGS: If a building the
    // Renegades attacked is being defended, a gunfight occurs.": the Scout
    // at the undefended Church fought nobody, and the Stockade left him at 3.
    let mut t = example_struck();
    let f = violates(
        &mut t,
        "raid church ammo-depot dead thief mayor scout",
        "gunfights.raid.dead-without-gunfight",
    );
    let named: Vec<String> = f
        .iter()
        .filter(|f| f.rule_id() == "gunfights.raid.dead-without-gunfight")
        .map(|f| arg(f, "character") + " " + &arg(f, "health"))
        .collect();
    assert_eq!(named, vec!["Text(\"Scout (Dan)\") Number(3)"]);
    // The gunfights were played on paper: their dead are the table's word.
    ok(&mut t, "raid church ammo-depot dead thief mayor");
    assert_eq!(t.state().chamber, vec![2]);

    // A Pioneer defending a building nobody attacked fought nobody either.
    let mut t = at_raid();
    play(
        &mut t,
        &[
            "attack scout church thief stockade head-honcho stockade",
            "defend mayor saloon sheriff stockade deputy stockade",
            "damage stockade",
        ],
    );
    violates(
        &mut t,
        "raid church dead thief head-honcho mayor",
        "gunfights.raid.dead-without-gunfight",
    );
    ok(&mut t, "raid church dead thief head-honcho");
}

#[test]
fn a_gunfight_entered_shot_by_shot_has_the_dead_its_shots_killed() {
    // "If either or both rolls succeeded, your opponent flips over heart
    // tokens for the amount of damage they took.": at the Stockade the
    // shots are entered, and they leave the Sheriff at 4 health.
    let mut t = example_struck();
    play(
        &mut t,
        &[
            "shoot sheriff 1 1",
            "shoot deputy 1 1",
            "shoot thief 20 20 at deputy",
        ],
    );
    assert_eq!(board(&t, Character::Deputy).health, 0);
    let f = violates(
        &mut t,
        "raid church ammo-depot dead mayor sheriff",
        "gunfights.raid.dead-shots-alive",
    );
    let said: Vec<String> = f
        .iter()
        .filter(|f| f.rule_id() == "gunfights.raid.dead-shots-alive")
        .map(|f| holster::i18n::tr(holster::i18n::Lang::En, &f.message()))
        .collect();
    assert_eq!(
        said,
        vec![
            "The shots entered at the Stockade leave Sheriff (Bob) at 4 health: enter the shots still missing there, or correct the health with “fix”."
        ]
    );
    // The Deputy, at 0 from the Thief's shot, may be named or not.
    play(
        &mut t,
        &[
            "shoot sheriff 20 20",
            "raid church ammo-depot dead mayor deputy",
        ],
    );
    assert_eq!(t.state().chamber, vec![2]);
}

#[test]
fn deathrattle_is_one_answer_whether_the_dead_are_named_or_not() {
    // "Deathrattle: If, during a gunfight, a character is killed before he
    // has attacked in the gunfight, he gains "Deathrattle", and will have
    // the opportunity on his turn to attack his opponent(s) once before he
    // is dead."
    let mut t = at_raid();
    play(
        &mut t,
        &[
            "attack scout church thief stockade head-honcho church",
            "defend mayor stockade sheriff stockade deputy stockade",
            "damage stockade",
            "shoot mayor 20 20",
        ],
    );
    assert_eq!(board(&t, Character::Thief).health, 0);
    violates(&mut t, "raid church", "gunfights.raid.deathrattle-left");
    let f = violates(
        &mut t,
        "raid church dead thief",
        "gunfights.raid.deathrattle-left",
    );
    assert_eq!(
        f.iter()
            .filter(|f| f.rule_id() == "gunfights.raid.deathrattle-left")
            .map(|f| arg(f, "character"))
            .collect::<Vec<_>>(),
        vec!["Text(\"Thief (Eve)\")"]
    );
    // The Thief fires his Deathrattle shot at his place in the order.
    play(
        &mut t,
        &["shoot sheriff 1 1", "shoot deputy 1 1", "shoot thief 1 1"],
    );
    ok(&mut t, "raid church dead thief");
    assert_eq!(t.state().chamber, vec![1]);
}

#[test]
fn once_the_defence_is_revealed_the_tiles_stand() {
    // "DEFENSE: Pioneers reveal where they are defending and place their
    // Character tiles on the corresponding building(s)." The gunfights are
    // fought at those buildings, so a tile moved after the reveal would
    // leave shots where nobody stood.
    let mut t = example_struck();
    ok(&mut t, "shoot sheriff 1 1");
    let f = violates(
        &mut t,
        "defend deputy ammo-depot sheriff stockade mayor ammo-depot",
        "gunfights.raid.tiles-stand",
    );
    let said = holster::i18n::tr(holster::i18n::Lang::En, &f[0].message());
    assert!(said.contains("undo"), "{said}");
    violates(
        &mut t,
        "attack scout church thief ammo-depot head-honcho ammo-depot",
        "gunfights.raid.tiles-stand",
    );
    // The next shooter is still the Deputy, at the Stockade.
    violates(&mut t, "shoot thief 1 1", "gunfights.gunfight.out-of-turn");
    // Before the reveal the attacks may still be put right.
    let mut t = at_raid();
    ok(&mut t, "attack scout church thief store head-honcho store");
    ok(&mut t, "attack scout church thief saloon head-honcho store");
    ok(&mut t, "defend mayor store sheriff store deputy saloon");
    violates(
        &mut t,
        "defend mayor store sheriff saloon deputy saloon",
        "gunfights.raid.tiles-stand",
    );
}

/// Entry `number` (from 1) of a table's history, as people read it.
fn described(t: &Table, number: usize, lang: holster::i18n::Lang) -> String {
    use holster::session::AnySession;
    let history = AnySession::history(t);
    let item = history
        .iter()
        .find(|h| h.number == number)
        .expect("the entry is in the history");
    holster::i18n::tr(lang, &item.description)
}

#[test]
fn the_raid_in_the_history_claims_no_death_it_does_not_know_and_names_each_once() {
    // End of Round Example: "E. Thief, Mayor and Sheriff were all killed":
    // the first round's fixture enters every shot, and its `raid` line
    // names nobody, so its description must not say that nobody died.
    use holster::i18n::Lang;
    let mut t = six();
    let lines: Vec<&str> = include_str!("round-one.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    play(&mut t, &lines);
    let last = t.log().cursor();
    for lang in Lang::ALL {
        let said = described(&t, last, lang);
        assert!(
            !said.contains("nobody died") && !said.contains("niemand gestorven"),
            "{lang}: {said}"
        );
    }
    let check = t.checks().last().expect("the raid was checked").clone();
    let died: Vec<String> = check
        .findings
        .iter()
        .filter(|f| f.rule_id() == "gunfights.death.top-row-lost")
        .map(|f| arg(f, "character"))
        .collect();
    assert_eq!(
        died,
        vec![
            "Text(\"Mayor (Ann)\")",
            "Text(\"Sheriff (Bob)\")",
            "Text(\"Thief (Eve)\")"
        ]
    );
    // A name typed twice is one death, said once.
    let mut t = example_struck();
    ok(&mut t, "raid church ammo-depot dead thief thief mayor");
    let said = described(&t, t.log().cursor(), Lang::En);
    assert_eq!(said.matches("Thief (Eve)").count(), 1, "{said}");
}

#[test]
fn an_attack_on_a_burned_building_is_flagged_as_burning_nothing() {
    // "Choose which building(s) each character will attack, placing their
    // corresponding tiles on the building(s) you wish to burn down." The
    // text does not forbid attacking a building already burned; Holster
    // says that it burns nothing, and the outcome is right without it.
    let mut t = second_raid_after("raid church");
    let f = ok(&mut t, "attack scout church thief store head-honcho store");
    says(&f, "gunfights.raid.attack-burned");
    ok(&mut t, "defend mayor store sheriff store deputy store");
    ok(&mut t, "damage stockade");
    violates(
        &mut t,
        "raid church dead thief head-honcho",
        "gunfights.raid.already-down",
    );
    let f = ok(&mut t, "raid dead thief head-honcho");
    silent(&f, "gunfights.raid.undefended-burns");
}

/// Every number the table tracks, by its id, as it stands.
fn numbers(t: &Table) -> Vec<(String, i64)> {
    t.counters()
        .into_iter()
        .map(|c| (c.id.to_string(), c.value))
        .collect()
}

#[test]
fn the_outcome_line_says_the_shots_fired_so_four_lines_leave_every_number_right() {
    // "SHOOTING: The character shooting first discards 1 ammo token" and
    // "Characters will always keep any ammo, upgraded guns, or money they
    // had.": the ammo spent in a gunfight carries into the next round.
    let tiles = [
        "attack scout church thief stockade head-honcho ammo-depot",
        "defend deputy stockade sheriff stockade mayor ammo-depot",
        "damage stockade",
    ];
    let mut shot_by_shot = at_raid();
    play(&mut shot_by_shot, &tiles);
    play(
        &mut shot_by_shot,
        &[
            "shoot sheriff 13 13",
            "shoot deputy 1 1",
            "shoot thief 1 1",
            "shoot sheriff 13 1",
            "shoot mayor 1 1",
            "shoot head-honcho 20 20",
            "raid church ammo-depot",
        ],
    );
    let mut on_paper = at_raid();
    play(&mut on_paper, &tiles);
    ok(
        &mut on_paper,
        "raid church ammo-depot dead thief mayor shots sheriff 2 deputy 1 thief 1 mayor 1 head-honcho 1",
    );
    let raid_lines = on_paper.log().cursor() - at_raid().log().cursor();
    assert_eq!(raid_lines, 4, "tiles, strike and outcome");
    assert_eq!(numbers(&on_paper), numbers(&shot_by_shot));
    assert_eq!(board(&on_paper, Character::Sheriff).ammo, 1);
    assert_eq!(on_paper.state().chamber, vec![2]);
}

#[test]
fn a_cease_fire_after_the_renegades_shot_dry_ends_the_raid_with_nobody_dead() {
    // "In the event that Renegades run out of ammo, Pioneers may continue
    // to shoot at them, or may call a cease fire for that gunfight.": a
    // Raid played on paper that ends so is legal as it is entered.
    let mut t = at_raid();
    play(
        &mut t,
        &[
            "attack scout store thief store head-honcho store",
            "defend mayor store sheriff store deputy store",
            "damage stockade",
            "raid shots mayor 3 sheriff 3 deputy 3 scout 3 thief 3 head-honcho 3",
        ],
    );
    assert!(t.state().seats.iter().all(|s| s.ammo == 0));
    assert_eq!(t.state().chamber, vec![0]);
    // While a Renegade can still fire, the gunfight is not over.
    let mut t = at_raid();
    play(
        &mut t,
        &[
            "attack scout store thief store head-honcho store",
            "defend mayor store sheriff store deputy store",
            "damage stockade",
        ],
    );
    violates(
        &mut t,
        "raid shots mayor 3 scout 3 thief 3 head-honcho 2",
        "gunfights.raid.fight-going",
    );
    rejects(&mut t, "raid shots thief 4", "gunfights.ammo.not-enough");
}

#[test]
fn shots_on_paper_are_only_for_gunfights_played_on_paper() {
    // "SHOOTING: The character shooting first discards 1 ammo token": a
    // shot entered one by one has spent its ammo already.
    let mut t = example_struck();
    ok(&mut t, "shoot sheriff 1 1");
    violates(
        &mut t,
        "raid church ammo-depot dead thief mayor shots sheriff 1",
        "gunfights.raid.shots-entered",
    );
    violates(
        &mut t,
        "raid church ammo-depot dead thief mayor shots scout 1",
        "gunfights.gunfight.shooter-not-there",
    );
}
