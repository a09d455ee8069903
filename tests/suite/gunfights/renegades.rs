//! The Renegades' turns: the Scout's three actions, the Thief's thefts,
//! the Head Honcho's income, purchases and gamble; trading and the pocket.

use super::helpers::*;
use holster::games::gunfights::{Building, Character, Gun, Item, SnakeOil};

#[test]
fn the_scout_pays_for_every_cycle_and_gives_oils_to_renegades() {
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    let findings = ok(&mut t, "cycle");
    silent(&findings, "gunfights.snake-oil.free-cycle");
    assert_eq!(t.state().this_turn.actions, 1);
    violates(&mut t, "oil mayor lucky", "gunfights.snake-oil.own-team");
    ok(&mut t, "oil thief quick draw");
    assert_eq!(
        board(&t, Character::Thief).snake_oil,
        Some(SnakeOil::QuickDraw)
    );
    ok(&mut t, "bomb");
    violates(&mut t, "bomb", "gunfights.actions.limit");
}

#[test]
fn two_entry_bombs_at_most_and_only_the_scout_plants_them() {
    let mut t = six();
    violates(&mut t, "bomb", "gunfights.entry-bomb.scout-only");
    violates(&mut t, "reveal 3", "gunfights.reveal.scout-only");
    skip_to(&mut t, Character::Scout);
    ok(&mut t, "bomb");
    ok(&mut t, "bomb");
    assert_eq!(t.state().this_round.entry_bombs, 2, "where stays secret");
    rejects(&mut t, "bomb!", "gunfights.entry-bomb.two-at-most");
}

#[test]
fn the_scout_must_beat_the_deputys_best_roll_ties_fail() {
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "guard 12");
    ok(&mut t, "guard 7");
    assert_eq!(
        t.state().this_round.guard,
        Some(12),
        "the best roll is kept"
    );
    skip_to(&mut t, Character::Scout);
    let findings = ok(&mut t, "reveal 12");
    says(&findings, "gunfights.reveal.failed");
    violates(&mut t, "reveal", "gunfights.reveal.roll-needed");
    let findings = ok(&mut t, "reveal 13");
    says(&findings, "gunfights.reveal.ask");
    violates(&mut t, "reveal 20", "gunfights.reveal.once-a-round");
}

#[test]
fn without_a_deputy_roll_the_action_alone_gains_the_information() {
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    let findings = ok(&mut t, "reveal");
    says(&findings, "gunfights.reveal.ask");
    assert!(t.state().this_round.informed);
}

#[test]
fn theft_rolls_meet_the_board_value_or_fail() {
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    let findings = ok(&mut t, "steal colt 13");
    says(&findings, "gunfights.theft.failed");
    let findings = ok(&mut t, "steal colt 14 for scout");
    says(&findings, "gunfights.theft.succeeded");
    assert_eq!(board(&t, Character::Scout).gun, Gun::Colt);
    ok(&mut t, "steal ammo");
    assert_eq!(board(&t, Character::Thief).ammo, 6);
    violates(&mut t, "steal ammo", "gunfights.actions.limit");
    violates(
        &mut t,
        "steal beer 20 for mayor",
        "gunfights.items.other-team",
    );
}

#[test]
fn the_thief_may_steal_from_burned_buildings() {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid saloon store");
    skip_to(&mut t, Character::Thief);
    let findings = ok(&mut t, "steal whiskey 10");
    silent(&findings, "gunfights.purchase.building-burned");
    assert_eq!(board(&t, Character::Thief).items, vec![Item::Whiskey]);
}

#[test]
fn the_guarantee_follows_a_failed_first_attempt_for_the_two_actions_left() {
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    violates(
        &mut t,
        "guarantee dynamite",
        "gunfights.theft.guarantee-after-first-failure",
    );
    ok(&mut t, "steal dynamite 2");
    violates(
        &mut t,
        "guarantee winchester",
        "gunfights.theft.guarantee-not-winchester",
    );
    ok(&mut t, "guarantee dynamite for head-honcho");
    assert_eq!(board(&t, Character::HeadHoncho).items, vec![Item::Dynamite]);
    assert_eq!(t.state().this_turn.actions, 3);
    violates(&mut t, "steal beer 20", "gunfights.actions.limit");
}

#[test]
fn no_guarantee_after_a_success_or_after_stealing_ammo() {
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal beer 19");
    violates(
        &mut t,
        "guarantee tobacco",
        "gunfights.theft.guarantee-after-first-failure",
    );
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal ammo");
    ok(&mut t, "steal beer 1");
    violates(
        &mut t,
        "guarantee tobacco",
        "gunfights.theft.guarantee-after-ammo",
    );
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal beer 1");
    ok(&mut t, "steal beer 1");
    violates(
        &mut t,
        "guarantee tobacco",
        "gunfights.theft.guarantee-after-first-failure",
    );
}

#[test]
fn only_the_thief_steals() {
    let mut t = six();
    violates(&mut t, "steal ammo", "gunfights.theft.thief-only");
}

#[test]
fn in_the_variant_the_thief_steals_two_ammo_and_there_are_no_snake_oils() {
    let mut t = four();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal ammo");
    assert_eq!(board(&t, Character::Thief).ammo, 5);
    for line in [
        "cycle",
        "oil mayor lucky",
        "trap",
        "guard 3",
        "bomb",
        "reveal 4",
    ] {
        rejects(&mut t, line, "gunfights.character.not-in-game");
    }
    // Both missing characters are named as a list, with the verb to match.
    let said = match holster::session::AnySession::enter_line(&mut t, "oil mayor lucky") {
        Err(holster::session::LineError::Entry(holster::session::EntryError::Rejected(f))) => {
            holster::i18n::tr(holster::i18n::Lang::En, &f.message())
        }
        other => panic!("{other:?}"),
    };
    assert!(
        said.starts_with("The Deputy and the Scout are not in this game"),
        "{said}"
    );
    unreadable(
        &mut t,
        "trade thief scout beer",
        "gunfights-notation-not-in-game",
    );
}

#[test]
fn the_thiefs_pocket_holds_a_second_item_kept_on_death() {
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal tobacco 20");
    ok(&mut t, "steal tobacco 20");
    let thief = board(&t, Character::Thief);
    assert_eq!(
        (thief.items.clone(), thief.pocket),
        (vec![Item::Tobacco], Some(Item::Tobacco))
    );
    violates(&mut t, "steal tobacco 20", "gunfights.items.one-of-each");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, "raid dead thief");
    let thief = board(&t, Character::Thief);
    assert_eq!(
        (thief.items.clone(), thief.pocket),
        (vec![], Some(Item::Tobacco))
    );
}

#[test]
fn an_item_moves_into_and_out_of_the_pocket() {
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal beer 20");
    ok(&mut t, "pocket beer");
    let thief = board(&t, Character::Thief);
    assert_eq!(
        (thief.items.clone(), thief.pocket),
        (vec![], Some(Item::Beer))
    );
    ok(&mut t, "pocket beer");
    assert_eq!(board(&t, Character::Thief).items, vec![Item::Beer]);
    rejects(&mut t, "pocket whiskey", "gunfights.item.not-held");
}

#[test]
fn the_head_honcho_buys_everything_wherever_the_town_burned() {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    assert_eq!(reminders(&t), vec!["gunfights.income.collect"]);
    ok(&mut t, "income");
    ok(&mut t, "end");
    ok(&mut t, "raid store saloon ammo-depot");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "income");
    let findings = ok(&mut t, "buy colt for thief");
    silent(&findings, "gunfights.purchase.building-burned");
    ok(&mut t, "buy ammo 2");
    assert_eq!(
        board(&t, Character::HeadHoncho).money,
        50 - 20 - 10,
        "savings carry over"
    );
    assert!(!t.state().standing(Building::Store));
    ok(&mut t, "bet 5 10");
    ok(&mut t, "call 21 11");
    assert_eq!(board(&t, Character::HeadHoncho).money, 25);
}

#[test]
fn teammates_trade_on_their_turns_until_the_raid() {
    let mut t = six();
    ok(&mut t, "income");
    ok(&mut t, "buy colt");
    ok(&mut t, "trade mayor sheriff colt");
    assert_eq!(board(&t, Character::Sheriff).gun, Gun::Colt);
    assert_eq!(board(&t, Character::Mayor).gun, Gun::Shotgun);
    ok(&mut t, "trade mayor deputy ammo 2");
    assert_eq!(
        (
            board(&t, Character::Mayor).ammo,
            board(&t, Character::Deputy).ammo
        ),
        (1, 5)
    );
    violates(
        &mut t,
        "trade mayor thief ammo 1",
        "gunfights.trade.same-team",
    );
    violates(
        &mut t,
        "trade scout thief ammo 1",
        "gunfights.trade.team-turn",
    );
    rejects(
        &mut t,
        "trade mayor deputy ammo 9",
        "gunfights.ammo.not-enough",
    );
    rejects(&mut t, "trade mayor deputy beer", "gunfights.item.not-held");
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "trade scout thief ammo 1");
    ok(&mut t, "end");
    violates(
        &mut t,
        "trade scout thief ammo 1",
        "gunfights.trade.not-in-raid",
    );
}

#[test]
fn lucky_adds_five_to_one_die_once_a_round_for_whoever_holds_it() {
    let mut t = six();
    skip_to(&mut t, Character::Scout);
    violates(&mut t, "reveal 3 lucky", "gunfights.lucky.not-held");
    ok(&mut t, "oil thief lucky");
    skip_to(&mut t, Character::Thief);
    let findings = ok(&mut t, "steal colt 9 lucky");
    says(&findings, "gunfights.theft.succeeded");
    assert_eq!(
        board(&t, Character::Thief).gun,
        Gun::Colt,
        "9 + 5 meets 14+"
    );
    violates(&mut t, "steal beer 3 lucky", "gunfights.lucky.once-a-round");
    let findings = ok(&mut t, "steal beer 3");
    says(&findings, "gunfights.theft.failed");
}

#[test]
fn lucky_helps_the_deputys_guard_roll() {
    let mut t = six();
    skip_to(&mut t, Character::Deputy);
    ok(&mut t, "oil deputy lucky");
    ok(&mut t, "guard 12 lucky");
    assert_eq!(t.state().this_round.guard, Some(17));
    skip_to(&mut t, Character::Scout);
    let findings = ok(&mut t, "reveal 17");
    says(&findings, "gunfights.reveal.failed");
}
