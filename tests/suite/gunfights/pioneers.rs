//! The Pioneers' turns: the Mayor's income, purchases, savings cap, rebuilding
//! and Blind Betty; the Sheriff's Target Practice; the Deputy's three actions.

use super::helpers::*;
use holster::games::gunfights::betty::chance;
use holster::games::gunfights::{Building, Call, Character, Gun, Item, SnakeOil};

#[test]
fn the_mayor_collects_income_once_a_turn_and_is_reminded_to() {
    let mut t = six();
    assert_eq!(reminders(&t), vec!["gunfights.income.collect"]);
    ok(&mut t, "income");
    assert_eq!(board(&t, Character::Mayor).money, 30);
    assert!(reminders(&t).is_empty());
    violates(&mut t, "income", "gunfights.income.once-a-turn");
    ok(&mut t, "income!");
    assert_eq!(board(&t, Character::Mayor).money, 60, "applied anyway");
}

#[test]
fn the_mayor_buys_for_his_team_from_standing_buildings() {
    let mut t = six();
    ok(&mut t, "income");
    ok(&mut t, "buy beer for sheriff");
    ok(&mut t, "buy ammo 2 for deputy");
    assert_eq!(board(&t, Character::Sheriff).items, vec![Item::Beer]);
    assert_eq!(board(&t, Character::Deputy).ammo, 5);
    assert_eq!(board(&t, Character::Mayor).money, 30 - 5 - 10);
    violates(
        &mut t,
        "buy beer for sheriff",
        "gunfights.items.one-of-each",
    );
    violates(
        &mut t,
        "buy tobacco for thief",
        "gunfights.items.other-team",
    );
    rejects(&mut t, "buy colt", "gunfights.money.not-enough");
}

#[test]
fn pioneers_cannot_buy_from_a_burned_building_until_it_is_rebuilt() {
    let mut t = six();
    ok(&mut t, "income");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid saloon");
    ok(&mut t, "income");
    violates(&mut t, "buy whiskey", "gunfights.purchase.building-burned");
    violates(&mut t, "rebuild store", "gunfights.rebuild.not-burned");
    ok(&mut t, "rebuild saloon");
    assert!(t.state().standing(Building::Saloon));
    ok(&mut t, "buy whiskey");
    assert_eq!(board(&t, Character::Mayor).money, 30 + 30 - 20 - 10);
}

#[test]
fn the_mayor_saves_no_more_than_his_income() {
    let mut t = six();
    ok(&mut t, "income");
    let findings = ok(&mut t, "income!");
    silent(&findings, "gunfights.mayor.money-capped");
    let findings = ok(&mut t, "end");
    says(&findings, "gunfights.mayor.money-capped");
    assert_eq!(board(&t, Character::Mayor).money, 30);
}

#[test]
fn the_colt_is_traded_in_toward_the_winchester_for_25_cents() {
    let mut t = six();
    ok(&mut t, "income");
    violates(
        &mut t,
        "buy winchester trade-in",
        "gunfights.colt.trade-in-needs-colt",
    );
    ok(&mut t, "buy colt");
    assert_eq!(board(&t, Character::Mayor).gun, Gun::Colt);
    rejects(
        &mut t,
        "buy winchester trade-in",
        "gunfights.money.not-enough",
    );
    ok(&mut t, "fix mayor money 25");
    ok(&mut t, "buy winchester trade-in");
    assert_eq!(board(&t, Character::Mayor).gun, Gun::Winchester);
    assert_eq!(board(&t, Character::Mayor).money, 0);
}

#[test]
fn only_buyers_buy_and_only_the_mayor_rebuilds() {
    let mut t = six();
    ok(&mut t, "end");
    ok(&mut t, "fix mayor money 30");
    violates(&mut t, "income", "gunfights.purchase.buyers-only");
    let findings = violates(&mut t, "rebuild church", "gunfights.rebuild.mayor-only");
    says(&findings, "gunfights.rebuild.not-burned");
    // Applied anyway, the Mayor, who holds the money, pays.
    ok(&mut t, "buy beer for deputy!");
    assert_eq!(board(&t, Character::Mayor).money, 25);
}

#[test]
fn blind_betty_shows_the_chances_then_settles_the_bet() {
    let mut t = six();
    ok(&mut t, "income");
    ok(&mut t, "bet 10 7");
    let reminder = t
        .reminders()
        .into_iter()
        .find(|f| f.rule_id() == "gunfights.blind-betty.call")
        .expect("the call is asked for");
    assert_eq!(arg(&reminder, "chance21"), "Number(7)");
    assert_eq!(arg(&reminder, "chance28"), "Number(0)");
    rejects(&mut t, "end", "gunfights.blind-betty.call-first");
    let findings = ok(&mut t, "call 21 14");
    says(&findings, "gunfights.blind-betty.won");
    assert_eq!(board(&t, Character::Mayor).money, 40);
    violates(&mut t, "bet 5 20", "gunfights.blind-betty.once-a-round");
}

#[test]
fn blind_betty_triple_and_losing() {
    let mut t = six();
    ok(&mut t, "income");
    ok(&mut t, "bet 15 18");
    ok(&mut t, "call 28 10");
    assert_eq!(board(&t, Character::Mayor).money, 30 + 45);
    let mut t = six();
    ok(&mut t, "income");
    ok(&mut t, "bet 5 18");
    let findings = ok(&mut t, "call 28 9");
    says(&findings, "gunfights.blind-betty.lost");
    assert_eq!(board(&t, Character::Mayor).money, 25);
}

#[test]
fn blind_betty_checks_the_bet_the_house_and_the_gambler() {
    let mut t = six();
    ok(&mut t, "income");
    violates(&mut t, "bet 20 7", "gunfights.blind-betty.bet");
    rejects(&mut t, "call 21 3", "gunfights.blind-betty.no-gamble");
    rejects(&mut t, "bet 0 7", "gunfights.ware.nothing");
    ok(&mut t, "fix mayor money 4");
    rejects(&mut t, "bet 5 7", "gunfights.money.not-enough");
    ok(&mut t, "end");
    ok(&mut t, "fix mayor money 10");
    // Entered on the Sheriff's turn, the bet is the Mayor's, out of turn.
    violates(&mut t, "bet 5 7", "gunfights.blind-betty.gamblers-only");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid gamblin-house");
    ok(&mut t, "income");
    violates(&mut t, "bet 5 7", "gunfights.blind-betty.house-burned");
}

#[test]
fn the_chance_of_each_call_counts_the_winning_hidden_faces() {
    assert_eq!(chance(1, Call::TwentyOne), 1);
    assert_eq!(chance(20, Call::TwentyOne), 20);
    assert_eq!(chance(7, Call::TwentyEight), 0);
    assert_eq!(chance(8, Call::TwentyEight), 1);
    assert_eq!(chance(20, Call::TwentyEight), 13);
    for visible in 1..=20u8 {
        let wins = (1..=20u8).filter(|h| visible + h >= 21).count();
        assert_eq!(usize::from(chance(visible, Call::TwentyOne)), wins);
    }
}

#[test]
fn target_practice_hits_between_the_two_dice_for_one_ammo() {
    let mut t = six();
    skip_to(&mut t, Character::Sheriff);
    let findings = ok(&mut t, "practice 8 3 5");
    says(&findings, "gunfights.target-practice.bullseye");
    let sheriff = board(&t, Character::Sheriff);
    assert_eq!((sheriff.bullseye, sheriff.ammo), (1, 2));
    violates(
        &mut t,
        "practice 3 8 5",
        "gunfights.target-practice.once-a-turn",
    );
}

#[test]
fn target_practice_without_the_shot_costs_nothing_and_misses_are_told() {
    let mut t = six();
    skip_to(&mut t, Character::Sheriff);
    ok(&mut t, "practice 3 8");
    assert_eq!(board(&t, Character::Sheriff).ammo, 3);
    let mut t = six();
    skip_to(&mut t, Character::Sheriff);
    let findings = ok(&mut t, "practice 3 8 9");
    says(&findings, "gunfights.target-practice.missed");
    assert_eq!(board(&t, Character::Sheriff).bullseye, 0);
    ok(&mut t, "fix sheriff ammo 0");
    rejects(&mut t, "practice 3 8 5!", "gunfights.ammo.not-enough");
}

#[test]
fn the_bullseye_goes_to_plus_two_and_never_more() {
    let mut t = six();
    for round in 0..3 {
        skip_to(&mut t, Character::Sheriff);
        let findings = ok(&mut t, "practice 1 20 10");
        if round < 2 {
            says(&findings, "gunfights.target-practice.bullseye");
        } else {
            says(&findings, "gunfights.target-practice.bullseye-max");
        }
        skip_to(&mut t, Character::HeadHoncho);
        ok(&mut t, "end");
        ok(&mut t, "raid");
    }
    assert_eq!(board(&t, Character::Sheriff).bullseye, 2);
}

#[test]
fn only_the_sheriff_practises() {
    let mut t = six();
    violates(
        &mut t,
        "practice 3 8",
        "gunfights.target-practice.sheriff-only",
    );
}

#[test]
fn the_deputy_has_three_actions_and_a_free_first_cycle() {
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    let findings = ok(&mut t, "cycle");
    says(&findings, "gunfights.snake-oil.free-cycle");
    assert_eq!(t.state().this_turn.actions, 0);
    ok(&mut t, "cycle");
    assert_eq!(t.state().this_turn.actions, 1);
    ok(&mut t, "oil sheriff deadeye");
    assert_eq!(
        board(&t, Character::Sheriff).snake_oil,
        Some(SnakeOil::Deadeye)
    );
    ok(&mut t, "guard 9");
    violates(&mut t, "guard 12", "gunfights.actions.limit");
}

#[test]
fn snake_oils_go_once_a_round_to_a_teammate_without_one() {
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    violates(&mut t, "oil thief lucky", "gunfights.snake-oil.own-team");
    ok(&mut t, "oil mayor lucky");
    violates(
        &mut t,
        "oil sheriff deadeye",
        "gunfights.snake-oil.give-once-a-round",
    );
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid");
    skip_to(&mut t, Character::Deputy);
    violates(
        &mut t,
        "oil mayor head-hunter",
        "gunfights.snake-oil.one-each",
    );
}

#[test]
fn one_booby_trap_a_round_and_only_the_deputy_plants_it() {
    let mut t = six();
    violates(&mut t, "trap", "gunfights.booby-trap.deputy-only");
    violates(&mut t, "guard 3", "gunfights.guard.deputy-only");
    violates(&mut t, "cycle", "gunfights.snake-oil.deputy-or-scout");
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "trap");
    assert!(t.state().this_round.booby_trap, "only that it was planted");
    violates(&mut t, "trap", "gunfights.booby-trap.once-a-round");
}

#[test]
fn the_progress_line_names_the_round_the_turn_and_the_action() {
    use holster::core::Game;
    use holster::games::gunfights::Gunfights;
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "guard 4");
    let progress = Gunfights::progress(t.state());
    let keys: Vec<&str> = progress.iter().map(|m| m.key.as_str()).collect();
    assert_eq!(
        keys,
        ["gunfights-progress-round", "gunfights-progress-action"]
    );
    let text: Vec<String> = progress
        .iter()
        .map(|m| holster::i18n::tr(holster::i18n::Lang::En, m))
        .collect();
    assert_eq!(text.join(" · "), "Round 1 · Action 2 of 3");
    assert_eq!(Gunfights::current_player(t.state()), Some(2));
}

#[test]
fn lucky_adds_five_to_the_blind_betty_total_and_to_a_practice_die() {
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "oil mayor lucky");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid");
    ok(&mut t, "income");
    ok(&mut t, "bet 10 7");
    let findings = ok(&mut t, "call 21 9 lucky");
    says(&findings, "gunfights.blind-betty.won");
    assert_eq!(board(&t, Character::Mayor).money, 40);
    // The Sheriff holds no Lucky.
    ok(&mut t, "end");
    violates(
        &mut t,
        "practice 3 8 12 lucky 2",
        "gunfights.lucky.not-held",
    );
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "oil sheriff lucky");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid");
    skip_to(&mut t, Character::Sheriff);
    let findings = ok(&mut t, "practice 3 8 12 lucky 2");
    says(&findings, "gunfights.target-practice.bullseye");
    assert_eq!(
        board(&t, Character::Sheriff).bullseye,
        1,
        "the range became 3 to 13"
    );
}
