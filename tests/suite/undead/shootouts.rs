//! Shootouts: duels (all hits at once, the higher hit value wins, the same
//! value kills both, the loser spends no Bullet), the Critical token,
//! Intimidation, stealing, shooting Undead until doubles, buying and the
//! fight for control.

use super::helpers::*;
use holster::games::undead::{Phase, Side, Step};

#[test]
fn a_duel_hit_kills_and_the_shooter_gains_notoriety_and_the_dead_draw_an_undead() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    let said = ok(&mut t, "duel ann>cid 5 cid>ann 2");
    says(&said, "undead.shootout.killed");
    let s = t.state();
    assert_eq!(s.bands[2].graveyard, 1);
    assert_eq!(purse(s, 0), (1, 1), "Ann gains 1 Notoriety");
    assert_eq!(bullets(s, 0), [3], "the Bullet shot is spent");
    assert_eq!(reminders(&t)[0], "undead.graveyard.draw");
    violates(&mut t, "aim street", "undead.graveyard.draw-first");
    rejects(
        &mut t,
        "undead 2 7 notoriety 3",
        "undead.undead.place-needed",
    );
    ok(&mut t, "undead 2 7 notoriety 3 at jail");
    assert_eq!(t.state().buildings[3].undead.len(), 2);
    assert_eq!(t.state().boot_hill, 4);
    assert_eq!(active(&t).as_deref(), Some("Ann"));
}

#[test]
fn the_higher_hit_value_wins_and_the_loser_spends_no_bullet() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    ok(&mut t, "duel ann>cid 5 cid>ann 4");
    let s = t.state();
    assert_eq!((s.bands[0].graveyard, s.bands[2].graveyard), (0, 1));
    assert_eq!(bullets(s, 2), [4, 6, 7], "the loser's Bullet stays");
    assert_eq!(bullets(s, 0), [3]);
}

#[test]
fn the_same_hit_value_between_two_who_target_each_other_kills_both() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 5 coin coin",
            "start bob coin coin coin",
            "start cid bullet 5 coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 6 bob 3 cid 6"]);
    ok(&mut t, "duel ann>cid 5 cid>ann 5");
    let s = t.state();
    assert_eq!((s.bands[0].graveyard, s.bands[2].graveyard), (1, 1));
    assert_eq!(s.draws.len(), 2);
    assert_eq!(purse(s, 0).1 + purse(s, 2).1, 2);
}

#[test]
fn three_duelists_name_their_targets_and_all_hits_happen_at_once() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 5 coin coin",
            "start bob bullet 6 coin coin",
            "start cid bullet 4 coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 2 bob 2 cid 2"]);
    rejects(
        &mut t,
        "duel ann>bob 5 bob>cid 6",
        "undead.duel.every-duelist",
    );
    // Ann hits Bob, Bob hits Cid, Cid misses: Bob and Cid die at once.
    ok(&mut t, "duel ann>bob 5 bob>cid 6 cid>ann 3");
    let s = t.state();
    assert_eq!(
        s.bands.iter().map(|b| b.graveyard).collect::<Vec<_>>(),
        [0, 1, 1]
    );
    assert_eq!(purse(s, 0).1, 1);
    assert_eq!(purse(s, 1).1, 1, "Bob's hit stands: he was not shot by Cid");
}

#[test]
fn a_critical_hit_needs_the_skull_and_turns_the_token() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    ok(&mut t, "duel ann>cid 8 crit cid>ann 2");
    let s = t.state();
    assert_eq!(s.bands[2].graveyard, 1);
    assert_eq!(s.bands[0].critical, Side::Backfire);
    assert_eq!(bullets(s, 0), [3, 5], "a Critical Hit needs no Bullet");
    let mut t = three_with(
        &[("law", "ann"), ("critical", "backfire")],
        [
            "start ann coin coin coin",
            "start bob coin coin coin",
            "start cid coin coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    violates(
        &mut t,
        "duel ann>cid 8 crit cid>ann 2",
        "undead.critical.hit-needs-skull",
    );
}

#[test]
fn a_critical_miss_sends_the_outlaw_home_unless_it_is_shot() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "backfire")],
        [
            "start ann bullet 5 coin coin",
            "start bob coin coin coin",
            "start cid coin coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    let said = ok(&mut t, "duel ann>cid 1 cid>ann 1");
    says(&said, "undead.critical.miss");
    let s = t.state();
    assert_eq!((s.bands[0].home, s.bands[2].home), (4, 4));
    assert_eq!(s.bands[0].critical, Side::Skull);
    assert!(s.draws.is_empty(), "not killed: no Undead");
    let mut t = three_with(
        &[("law", "ann"), ("critical", "backfire")],
        [
            "start ann bullet 5 coin coin",
            "start bob coin coin coin",
            "start cid coin coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    ok(&mut t, "duel ann>cid 5 cid>ann 1");
    assert_eq!(t.state().bands[2].graveyard, 1, "shot first: the Graveyard");
}

#[test]
fn shooting_undead_ends_on_a_repeated_number_and_spends_every_bullet_shot() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 2 bullet 5 bullet 6",
            "start bob coin coin coin",
            "start cid coin coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 7 bob 3 cid 2"]);
    ok(&mut t, "aim bank");
    // Bank's Undead: weak points 2 and 3; a Bullet on 2 and the Skull on 8.
    let hunt = t.reminders();
    says(&hunt, "undead.hunt.chance");
    assert_eq!(
        arg(
            hunt.iter()
                .find(|f| f.rule_id() == "undead.hunt.chance")
                .unwrap(),
            "kills"
        ),
        "Number(2)"
    );
    ok(&mut t, "shoot 5");
    assert_eq!(
        bullets(t.state(), 0),
        [2, 5, 6],
        "put back when the attempt ends"
    );
    let said = ok(&mut t, "shoot 5");
    says(&said, "undead.hunt.repeated");
    assert_eq!(
        bullets(t.state(), 0),
        [2, 6],
        "the Bullet shot turns to Casing"
    );
    rejects(&mut t, "shoot 2", "undead.phase.not-now");
    violates(&mut t, "aim bank", "undead.ability.once");
}

#[test]
fn a_bullet_on_a_weak_point_kills_and_the_killer_keeps_the_card() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 2 bullet 5 bullet 6",
            "start bob coin coin coin",
            "start cid coin coin coin",
        ],
    );
    play(
        &mut t,
        &[
            "hiring none",
            "reveal ann 7 bob 3 cid 2",
            "aim bank",
            "shoot 6",
        ],
    );
    let said = ok(&mut t, "shoot 2");
    says(&said, "undead.hunt.killed");
    let s = t.state();
    assert!(s.buildings[1].undead.is_empty());
    assert_eq!(s.bands[0].killed.len(), 1);
    assert_eq!(bullets(s, 0), [5]);
    assert_eq!(holster::games::undead::ending::scores(s)[0], 2);
}

#[test]
fn spaces_six_five_and_four_fight_only_the_street() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 5 bob 3 cid 6"]);
    assert_eq!(active(&t).as_deref(), Some("Cid"));
    violates(&mut t, "aim bank", "undead.fight.street-only");
    ok(&mut t, "aim street");
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 3 bob 2 cid 6"]);
    play(&mut t, &["end"]);
    violates(&mut t, "aim street", "undead.ability.not-this-space");
}

#[test]
fn a_critical_miss_at_an_undead_sends_the_outlaw_home_and_ends_the_turn() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "backfire")],
        [
            "start ann bullet 2 bullet 5 bullet 6",
            "start bob coin coin coin",
            "start cid coin coin coin",
        ],
    );
    play(
        &mut t,
        &[
            "hiring none",
            "reveal ann 7 bob 3 cid 2",
            "aim street",
            "shoot 5",
        ],
    );
    ok(&mut t, "shoot 1");
    let s = t.state();
    assert_eq!(s.bands[0].home, 4);
    assert_eq!(bullets(s, 0), [2, 6]);
    assert_eq!(active(&t).as_deref(), Some("Bob"));
}

#[test]
fn intimidation_pay_up_moves_two_resources_and_walk_out_is_one_shot() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    violates(
        &mut t,
        "intimidate cid pay bullet 4>2 bullet 6>4",
        "undead.intimidate.target",
    );
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    violates(
        &mut t,
        "intimidate bob pay coin",
        "undead.intimidate.pay-two",
    );
    ok(&mut t, "intimidate bob pay coin notoriety");
    assert_eq!(purse(t.state(), 0), (2, 1));
    assert_eq!(purse(t.state(), 1), (1, 0));
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    ok(&mut t, "intimidate bob walk 5");
    assert_eq!(t.state().bands[1].graveyard, 1);
    assert_eq!(bullets(t.state(), 0), [3]);
    ok(&mut t, "undead 2 notoriety 1 at street");
    // Bob's Outlaw was killed before his turn on 3: he loses it.
    play(&mut t, &["end", "end"]);
    assert_eq!(t.state().phase, Phase::RoundEnd);
}

#[test]
fn stealing_takes_one_and_a_building_protects() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 2 cid 3", "end"]);
    assert_eq!(active(&t).as_deref(), Some("Cid"));
    violates(&mut t, "steal bob coin coin", "undead.steal.one");
    ok(&mut t, "steal bob coin");
    assert_eq!(purse(t.state(), 2), (1, 0));
    ok(&mut t, "income coin coin coin");
    violates(&mut t, "income coin coin coin", "undead.income.once");
}

#[test]
fn a_bullet_is_stolen_slot_to_slot() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 6 bob 3 cid 2"]);
    rejects(&mut t, "steal cid bullet 3>2", "undead.card.slot-is-casing");
    ok(&mut t, "steal cid bullet 7>2");
    assert_eq!(bullets(t.state(), 0), [2, 3, 5]);
    assert_eq!(bullets(t.state(), 2), [4, 6]);
}

#[test]
fn buying_needs_a_clear_street_and_an_occupied_building_is_half_price() {
    let mut t = three();
    play(
        &mut t,
        &["hiring none", "reveal ann 8 bob 3 cid 6", "end", "end"],
    );
    ok(&mut t, "income coin coin coin");
    violates(&mut t, "buy church 2", "undead.buy.street-not-clear");
}

#[test]
fn the_fight_for_control_goes_on_until_a_kill_and_the_defender_wins_ties() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 3 coin coin",
            "start bob bullet 4 bullet 5 coin",
            "start cid coin coin coin",
        ],
    );
    // Ann clears the street; Cid buys the Church; Bob buys into it.
    play(&mut t, &["hiring none", "reveal ann 8 bob 2 cid 3"]);
    play(&mut t, &["aim street", "shoot 3", "end"]);
    play(&mut t, &["income coin coin coin", "buy church 2"]);
    assert_eq!(t.state().buildings[2].occupants, [2]);
    ok(&mut t, "income coin coin notoriety notoriety");
    let said = ok(&mut t, "buy church");
    says(&said, "undead.buy.half-price");
    assert_eq!(
        purse(t.state(), 1),
        (0, 2),
        "3 Coins: half of 5, rounded up"
    );
    says(&t.reminders(), "undead.buy.occupant-answers");
    ok(&mut t, "stand");
    ok(&mut t, "fire 3 3");
    assert!(
        matches!(&t.state().resolution.step, Step::Turn(turn) if turn.contest.is_some()),
        "both missed: on"
    );
    ok(&mut t, "fire 6 5");
    let s = t.state();
    assert_eq!(s.bands[2].graveyard, 1);
    assert_eq!(s.buildings[2].occupants, [1]);
    assert_eq!(bullets(s, 1), [4]);
    assert_eq!(s.phase, Phase::RoundEnd);
}

#[test]
fn the_defender_wins_ties_in_the_fight_for_control() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 3 coin coin",
            "start bob bullet 2 coin coin",
            "start cid coin coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 8 bob 2 cid 3"]);
    play(&mut t, &["aim street", "shoot 3", "end"]);
    play(&mut t, &["income coin coin coin", "buy church 2"]);
    play(
        &mut t,
        &[
            "income coin coin notoriety notoriety",
            "buy church",
            "stand",
        ],
    );
    ok(&mut t, "fire 2 2");
    let s = t.state();
    assert_eq!(s.bands[1].graveyard, 1, "the attacker dies on a tie");
    assert_eq!(s.buildings[2].occupants, [2]);
    assert_eq!(
        bullets(s, 2),
        Vec::<u8>::new(),
        "the defender's Bullet is spent"
    );
    assert_eq!(bullets(s, 1), [2], "the loser's is not");
}

#[test]
fn a_defenders_critical_hit_ends_the_fight_before_the_attacker_rolls() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 3 coin coin",
            "start bob bullet 2 coin coin",
            "start cid coin coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 8 bob 2 cid 3"]);
    play(&mut t, &["aim street", "shoot 3", "end"]);
    play(&mut t, &["income coin coin coin", "buy church 2"]);
    play(
        &mut t,
        &[
            "income coin coin notoriety notoriety",
            "buy church",
            "stand",
        ],
    );
    rejects(&mut t, "fire 8 crit 2", "undead.shootout.ended");
    ok(&mut t, "fire 8 crit");
    assert_eq!(t.state().bands[1].graveyard, 1);
    assert_eq!(t.state().bands[2].critical, Side::Backfire);
}

#[test]
fn the_occupant_may_vacate_instead() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 3 coin coin",
            "start bob bullet 2 coin coin",
            "start cid coin coin coin",
        ],
    );
    play(&mut t, &["hiring none", "reveal ann 8 bob 2 cid 3"]);
    play(&mut t, &["aim street", "shoot 3", "end"]);
    play(&mut t, &["income coin coin coin", "buy church 2"]);
    play(
        &mut t,
        &[
            "income coin coin notoriety notoriety",
            "buy church",
            "vacate",
        ],
    );
    let s = t.state();
    assert_eq!(s.buildings[2].occupants, [1]);
    assert_eq!(s.bands[2].home, 4, "the occupant goes home");
    assert_eq!(s.phase, Phase::RoundEnd);
    ok(&mut t, "leave church bob");
    assert!(t.state().buildings[2].occupants.is_empty());
}

#[test]
fn the_chance_that_the_next_shot_kills_leaves_out_the_numbers_rolled() {
    let mut t = three_with(
        &[("law", "ann"), ("critical", "skull")],
        [
            "start ann bullet 2 bullet 3 bullet 6",
            "start bob coin coin coin",
            "start cid coin coin coin",
        ],
    );
    play(
        &mut t,
        &["hiring none", "reveal ann 7 bob 3 cid 2", "aim bank"],
    );
    let chance = |t: &Table| {
        let found = t.reminders();
        let f = found
            .iter()
            .find(|f| f.rule_id() == "undead.hunt.chance")
            .cloned();
        (
            arg(f.as_ref().unwrap(), "kills"),
            arg(f.as_ref().unwrap(), "faces"),
        )
    };
    assert_eq!(chance(&t), ("Number(3)".into(), "Text(\"2, 3, 8\")".into()));
    ok(&mut t, "shoot 8");
    // An 8 not triggered is a miss, and 8 is now rolled.
    assert_eq!(chance(&t), ("Number(2)".into(), "Text(\"2, 3\")".into()));
}
