//! Dead Ranger's moves and turns: where its d8 sends an Outlaw, what it
//! steals, its Intimidation and the player's answer, the player's
//! Intimidation of it, stealing from the supply, the Horde-er options.

use super::helpers::*;
use holster::games::undead::state::Step;
use holster::games::undead_solo::Said;

#[test]
fn its_outlaw_comes_from_the_graveyard_and_is_said() {
    // SC2, SC3.
    let mut t = ready();
    ok(&mut t, "place 3");
    let f = ok(&mut t, "ranger 8");
    says(&f, "undead-solo.ranger.did");
    let words = english(&f).join(" | ");
    assert!(
        words.contains("Dead Ranger rolled 8: an Outlaw from the Graveyard goes to 8 – Scout."),
        "{words}"
    );
    let s = t.state();
    assert_eq!(ranger_on(s), vec![(8, true)]);
    assert_eq!(s.base.bands[DR].graveyard, 5);
}

#[test]
fn its_own_lying_outlaw_is_stood_up() {
    // SC5: its Outlaw lies on 8 from round 1; another 8 stands it up.
    let mut t = armed();
    play(&mut t, &["place 3", "ranger 8"]);
    let s = t.state();
    assert_eq!(ranger_on(s), vec![(8, true)]);
    assert_eq!(s.base.bands[DR].graveyard, 5);
    assert!(s.said.contains(&Said::Placed {
        roll: 8,
        space: 8,
        came: holster::games::undead_solo::state::Came::StoodUp
    }));
}

#[test]
fn with_all_six_on_the_board_the_lowest_moves() {
    // SC4: Outlaws lying on 2 to 7, none in the Graveyard: a 8 moves the one on 2.
    let t = ready();
    let mut s = t.state().clone();
    for space in 2..=7 {
        put(&mut s, DR, space, false);
    }
    s.base.bands[DR].graveyard = 0;
    let (s, _) = by_hand(&t, &s, "place hire");
    let (s, f) = by_hand(&t, &s, "ranger 8");
    let words = english(&f).join(" | ");
    assert!(
        words.contains("its Outlaw on 2 – Hijack moves to 8 – Scout"),
        "{words}"
    );
    let on = ranger_on(&s);
    assert!(!on.iter().any(|(sp, _)| *sp == 2));
    assert!(on.contains(&(8, true)));
    assert_eq!(on.len(), 6);
}

#[test]
fn on_six_it_steals_the_highest_bullet_to_the_supply() {
    // SC8, SC7: Ann on 3 holds Bullets 2 and 3; its Outlaw on Extort takes slot 3.
    let mut t = armed();
    play(&mut t, &["place 3"]);
    let f = ok(&mut t, "ranger 6");
    let words = english(&f).join(" | ");
    assert!(
        words.contains("Dead Ranger rolled 6: an Outlaw from the Graveyard goes to 6 – Extort."),
        "{words}"
    );
    assert!(
        words.contains("Dead Ranger steals your Bullet from slot 3."),
        "{words}"
    );
    let summary = holster::games::undead_solo::say::summary(t.state()).expect("said");
    assert_eq!(
        holster::i18n::tr(holster::i18n::Lang::En, &summary),
        "Dead Ranger rolled 6: an Outlaw from the Graveyard goes to 6 – Extort, and steals your Bullet from slot 3."
    );
    assert_eq!(
        holster::i18n::tr(holster::i18n::Lang::Nl, &summary),
        "Dead Ranger gooide 6: een Outlaw van het kerkhof gaat naar 6 – Extort, en steelt je Bullet van vak 3."
    );
    let s = t.state();
    assert_eq!(bullets(s, ME), vec![2]);
    assert_eq!(bullets(s, DR).len(), 6, "nothing loaded on its card");
}

#[test]
fn on_three_it_steals_a_coin_to_the_supply() {
    // SC7.
    let mut t = armed();
    play(
        &mut t,
        &["place 4", "ranger 3", "income coin bullet 4 notoriety"],
    );
    let supply = t.state().base.supply_coins;
    ok(&mut t, "end");
    let s = t.state();
    assert_eq!(s.base.purse(ME).coins, 0);
    assert_eq!(s.base.supply_coins, supply + 1);
    assert!(
        s.said
            .contains(&Said::Stole(holster::games::undead::Resource::Coin))
    );
}

#[test]
fn it_takes_no_income_and_never_hires() {
    // SC6, SM1: its turn on 5 with nobody to Intimidate ends at once.
    let mut t = ready();
    play(&mut t, &["place hire", "ranger 5"]);
    let s = t.state();
    assert_eq!(s.base.resolution.space, 0, "Ann's turn at Hire Guns");
    assert!(matches!(&s.base.resolution.step, Step::Turn(turn) if turn.band == ME));
    ok(&mut t, "end");
    let s = t.state();
    assert_eq!(bullets(s, DR).len(), 6);
    assert_eq!(s.base.bands[DR].home, 0);
    assert_eq!(s.base.purse(DR).coins, 0, "it takes no income");
}

#[test]
fn its_intimidation_waits_for_the_players_answer() {
    // SI2, SI3: Dead Ranger on 8 Intimidates Ann standing on 5.
    let mut t = ready();
    play(&mut t, &["place 5", "ranger 8"]);
    assert!(reminders(&t).contains(&"undead-solo.intimidated.now"));
    rejects(&mut t, "end", "undead-solo.intimidated.answer-first");
    rejects(
        &mut t,
        "income bullet 2 bullet 3",
        "undead-solo.intimidated.answer-first",
    );
}

#[test]
fn paying_up_returns_the_resources_to_the_supply() {
    // SI4: Ann on 4 holds Bullets 2 and 3; Dead Ranger's 5 Intimidates her.
    let mut t = armed();
    play(&mut t, &["place 4", "ranger 5"]);
    let notoriety = t.state().base.supply_notoriety;
    violates(
        &mut t,
        "pay bullet 2>lost",
        "undead-solo.intimidated.pay-two",
    );
    ok(&mut t, "pay bullet 2>lost bullet 3>lost");
    let s = t.state();
    assert!(bullets(s, ME).is_empty());
    assert_eq!(s.base.supply_notoriety, notoriety);
    assert!(matches!(&s.base.resolution.step, Step::Turn(turn) if turn.band == ME));
}

#[test]
fn walking_out_its_hit_kills_without_spending() {
    // SI5.
    let mut t = armed();
    play(&mut t, &["place 4", "ranger 5"]);
    let f = ok(&mut t, "walk 6");
    says(&f, "undead.shootout.killed");
    let s = t.state();
    assert_eq!(s.base.bands[ME].graveyard, 1);
    assert_eq!(bullets(s, DR).len(), 6);
    assert!(reminders(&t).contains(&"undead-solo.undead.draw"));
}

#[test]
fn it_intimidates_only_standing_outlaws_unless_fast() {
    // SI2, HO5: Ann lies on 5 and stands at Hire Guns; Dead Ranger's 8.
    let mut t = armed();
    play(&mut t, &["place hire", "ranger 8", "end"]);
    assert!(!reminders(&t).contains(&"undead-solo.intimidated.now"));

    let mut fast = armed_with(&[("fast", "yes")]);
    play(&mut fast, &["place hire", "ranger 8", "end"]);
    assert!(reminders(&fast).contains(&"undead-solo.intimidated.now"));
    ok(&mut fast, "walk 4 at 5");
    assert_eq!(fast.state().base.bands[ME].graveyard, 1);
}

#[test]
fn the_horde_brings_an_undead_when_nobody_is_there() {
    // HO4.
    let mut t = ready_with(&[("horde", "yes")]);
    ok(&mut t, "place 7");
    let f = ok(&mut t, "ranger 8");
    says(&f, "undead-solo.options.horde");
    assert_eq!(t.state().base.draws.len(), 1);
    let mut plain = ready();
    play(&mut plain, &["place 7", "ranger 8"]);
    assert!(plain.state().base.draws.is_empty());
}

#[test]
fn reinforcements_bring_an_undead_on_seven() {
    // HO3.
    let mut t = ready_with(&[("reinforcements", "yes")]);
    ok(&mut t, "place 3");
    let f = ok(&mut t, "ranger 7");
    says(&f, "undead-solo.options.reinforcements");
    assert_eq!(t.state().base.draws.len(), 1);
    ok(&mut t, "undead 6 notoriety 1");
    assert_eq!(t.state().base.buildings[0].undead.len(), 1);
}

#[test]
fn the_players_hit_removes_the_matching_bullet() {
    // SI1, SI6, SI7, SI9: Ann on 4 Intimidates its Outlaw lying on 8.
    let mut t = armed();
    play(&mut t, &["place 4", "ranger 2"]);
    let f = ok(&mut t, "intimidate 8 3");
    says(&f, "undead.shootout.killed");
    let s = t.state();
    assert_eq!(bullets(s, DR), vec![2, 4, 5, 6, 7]);
    assert_eq!(s.base.purse(ME).notoriety, 1);
    assert_eq!(s.base.draws.len(), 1, "an Undead comes");
    assert!(!ranger_on(s).iter().any(|(sp, _)| *sp == 8));
}

#[test]
fn a_critical_hit_removes_the_bullet_the_player_names() {
    // SK3.
    let mut t = armed();
    play(&mut t, &["place 4", "ranger 2"]);
    rejects(
        &mut t,
        "intimidate 8 8 crit",
        "undead-solo.killing.critical-slot",
    );
    rejects(
        &mut t,
        "intimidate 8 3 bullet 7",
        "undead-solo.killing.critical-slot",
    );
    ok(&mut t, "intimidate 8 8 crit bullet 7");
    let s = t.state();
    assert_eq!(bullets(s, DR), vec![2, 3, 4, 5, 6]);
    assert_eq!(bullets(s, ME), vec![2, 3], "a Critical Hit needs no Bullet");
}

#[test]
fn intimidating_where_it_has_no_outlaw_is_refused_and_a_wrong_space_flagged() {
    let mut t = armed();
    play(&mut t, &["place 4", "ranger 2"]);
    rejects(&mut t, "intimidate 7 3", "undead-solo.intimidate.no-outlaw");
    violates(&mut t, "intimidate 2 3", "undead-solo.intimidate.target");
}

#[test]
fn what_the_player_steals_comes_from_the_supply() {
    // SC7: Ann on 3 (Loot) steals a Coin.
    let mut t = armed();
    play(&mut t, &["place 3", "ranger 2"]);
    let supply = t.state().base.supply_coins;
    ok(&mut t, "steal coin");
    let s = t.state();
    assert_eq!(s.base.purse(ME).coins, 1);
    assert_eq!(s.base.supply_coins, supply - 1);
    rejects(&mut t, "steal bullet 4>5", "undead-solo.steal.from-supply");
}

#[test]
fn the_multiplayer_entries_it_replaces_are_refused() {
    let mut t = ready();
    rejects(&mut t, "hiring none", "undead-solo.entry.not-solo");
    rejects(&mut t, "reveal ann 4", "undead-solo.entry.not-solo");
}

#[test]
fn its_critical_miss_sends_its_outlaw_back_to_the_graveyard() {
    // Backfire up: its 1 is a Critical Miss; no Undead comes.
    let mut t = ready_with(&[]);
    let mut s = t.state().clone();
    s.base.bands[DR].critical = holster::games::undead::Side::Backfire;
    let (s, _) = by_hand(&t, &s, "place 4");
    let (s, _) = by_hand(&t, &s, "ranger 4");
    let (s, f) = by_hand(&t, &s, "duel 4 1");
    says(&f, "undead-solo.duels.ranger-critical-miss");
    assert_eq!(s.base.bands[DR].graveyard, 6);
    assert!(s.base.draws.is_empty());
    let _ = &mut t;
}

#[test]
fn the_undead_are_fast_names_the_outlaw_it_really_intimidates() {
    // "The Undead are fast! - Dead Ranger can now also Intimidate Outlaws
    // lying on an action space." From 8 it Intimidates "5, 4, 3, or 2":
    // Ann lies on 5 and stands on 7, so the Outlaw on 5 is the target.
    let mut t = armed_with(&[("fast", "yes")]);
    play(&mut t, &["place 7", "ranger 8"]);
    let now = t
        .reminders()
        .into_iter()
        .find(|f| f.rule_id() == "undead-solo.intimidated.now")
        .expect("Dead Ranger Intimidates");
    assert_eq!(arg(&now, "at"), "Number(5)");
    let f = match holster::session::AnySession::enter_line(&mut t, "walk 5 at 7") {
        Err(holster::session::LineError::Entry(holster::session::EntryError::Rejected(f))) => f,
        other => panic!("expected a refusal, got {other:?}"),
    };
    assert_eq!(f.rule_id(), "undead-solo.intimidated.not-target");
    let said = holster::i18n::tr(holster::i18n::Lang::En, &f.message());
    assert!(
        said.contains("walk 5 at 5") || said.contains("at 5"),
        "{said}"
    );
    ok(&mut t, "walk 5");
}
