//! The turn's one action: Move, Shoot, Advance the Story, the end of the
//! turn, the deck's bookkeeping and what the table has seen of each hand.

use super::helpers::*;
use holster::games::gunfighters::{Gunfighters, Location, Stage};

#[test]
fn setup_deals_five_each_and_the_rest_is_the_pile() {
    let t = four();
    assert_eq!(state(&t).draw_pile, 42 - 20);
    assert!((0..4).all(|s| hand(&t, s) == 5));
    assert_eq!(state(&t).bank, 16 - 8);
    assert_eq!(known(&t, 0, Location::Stable), 1);
    assert_eq!(known(&t, 3, Location::Ranch), 1);
    totals(&t);
}

#[test]
fn setup_refuses_what_cannot_be() {
    use holster::core::Game;
    use holster::games::gunfighters::Gunfighters;
    let two = input(&["stable", "saloon"], &[], None);
    assert_eq!(
        Gunfighters::setup(&two).map_err(|m| m.key),
        Err("setup-player-count".into())
    );
    let missing = input(&["stable", "saloon", "ranch"], &[], None);
    let mut missing = missing;
    missing.options.remove("face-up");
    assert_eq!(
        Gunfighters::setup(&missing).map_err(|m| m.key),
        Err("mgf-setup-face-up-missing".into())
    );
    let rich = input(&["stable"; 7], &[], Some(3));
    assert_eq!(
        Gunfighters::setup(&rich).map_err(|m| m.key),
        Err("mgf-setup-coins-too-many".into())
    );
    let bad = input(&["stable", "saloon", "ranch"], &["extra-a=maybe"], None);
    assert_eq!(
        Gunfighters::setup(&bad).map_err(|m| m.key),
        Err("mgf-setup-switch".into())
    );
}

#[test]
fn a_move_throws_a_card_draws_one_and_passes_the_turn_left() {
    let mut t = four();
    ok(&mut t, "move stable");
    assert_eq!(hand(&t, 0), 5);
    assert_eq!(state(&t).discards, vec![Location::Stable]);
    assert_eq!(state(&t).draw_pile, 21);
    assert_eq!(state(&t).turn.player, 1);
    // The face-up Stable may be the card thrown: it leaves the record.
    assert_eq!(known(&t, 0, Location::Stable), 0);
    totals(&t);
}

#[test]
fn a_move_may_take_the_top_discard_as_it_lay_before_the_throw() {
    let mut t = four();
    ok(&mut t, "move cliff");
    ok(&mut t, "move ranch discard");
    assert_eq!(state(&t).discards, vec![Location::Ranch]);
    assert_eq!(known(&t, 1, Location::Cliff), 1, "the Cliff taken is seen");
    assert_eq!(
        known(&t, 1, Location::Saloon),
        1,
        "a Ranch thrown leaves the Saloon"
    );
    totals(&t);
}

#[test]
fn a_move_from_an_empty_discard_pile_is_impossible() {
    let mut t = four();
    rejects(&mut t, "move stable discard", "gunfighters.discard.empty");
}

#[test]
fn a_shot_discards_every_card_of_the_location_and_the_shooter_keeps_hers() {
    let mut t = four();
    let found = ok(&mut t, "shoot bob saloon 2");
    says(&found, "gunfighters.shoot.cut-off");
    assert_eq!(hand(&t, 1), 3);
    assert_eq!(hand(&t, 0), 5, "the shooter keeps the card");
    assert_eq!(known(&t, 1, Location::Saloon), 0);
    assert_eq!(
        known(&t, 0, Location::Saloon),
        1,
        "the card revealed is seen"
    );
    assert_eq!(state(&t).discards, vec![Location::Saloon; 2]);
    assert_eq!(state(&t).turn.player, 1);
    totals(&t);
}

#[test]
fn a_shot_checks_its_target_and_its_card() {
    let mut t = four();
    violates(&mut t, "shoot ann stable 0", "gunfighters.shoot.self");
    violates(
        &mut t,
        "shoot bob saloon 0 with plaza",
        "gunfighters.shoot.out-of-reach",
    );
    violates(
        &mut t,
        "shoot bob saloon 0 free",
        "gunfighters.shoot.must-reveal",
    );
    rejects(&mut t, "shoot bob saloon 6", "gunfighters.cards.too-many");
}

#[test]
fn extra_rule_a_reaches_through_the_plaza_but_never_the_cliff() {
    let mut t = four_with(&["extra-a"]);
    says(
        &ok(&mut t, "shoot bob saloon 0 with plaza"),
        "gunfighters.shoot.plaza",
    );
    says(
        &ok(&mut t, "shoot cid plaza 0 with ranch"),
        "gunfighters.shoot.plaza",
    );
    violates(
        &mut t,
        "shoot dan cliff 0 with plaza",
        "gunfighters.shoot.out-of-reach",
    );
    violates(
        &mut t,
        "shoot dan plaza 0 with cliff",
        "gunfighters.shoot.out-of-reach",
    );
}

#[test]
fn with_public_memory_a_known_card_must_be_given_up() {
    let mut t = four_with(&["public-memory"]);
    violates(&mut t, "shoot bob saloon 0", "gunfighters.shoot.known-card");
    ok(&mut t, "shoot bob saloon 1");
    // Without the memory the table does not hold the target to it.
    let mut t = four();
    let found = ok(&mut t, "shoot bob saloon 0");
    silent(&found, "gunfighters.shoot.known-card");
}

#[test]
fn more_than_seven_cards_of_a_location_cannot_be_seen() {
    let mut t = table(&["stable"; 4], &[], Some(1));
    ok(&mut t, "lose bob stable stable stable !");
    ok(&mut t, "lose cid stable stable !");
    // Two on the table's record in Ann's and Dan's hands, five face up.
    rejects(
        &mut t,
        "lose cid stable !",
        "gunfighters.cards.location-full",
    );
    totals(&t);
}

#[test]
fn the_dealer_reshuffles_when_the_pile_runs_out_and_an_empty_deck_is_impossible() {
    let mut t = four();
    ok(&mut t, "gain ann 21");
    ok(&mut t, "gain bob 1");
    assert_eq!(state(&t).draw_pile, 0);
    rejects(&mut t, "gain bob 1", "gunfighters.deck.empty");
    let found = ok(&mut t, "move stable");
    says(&found, "gunfighters.deck.reshuffled");
    assert_eq!(state(&t).draw_pile, 0);
    assert!(state(&t).discards.is_empty());
    totals(&t);
}

#[test]
fn advancing_the_story_costs_a_coin_and_waits_for_its_effect() {
    let mut t = four();
    ok(&mut t, "story");
    assert_eq!(coins(&t, 0), 1);
    assert_eq!(state(&t).bank, 9);
    assert_eq!(state(&t).story_pile, 15);
    assert_eq!(state(&t).turn.stage, Stage::Story);
    assert!(reminders(&t).contains(&"gunfighters.story.effect"));
    violates(&mut t, "move stable", "gunfighters.turn.one-action");
    ok(&mut t, "lose ann cliff");
    ok(&mut t, "coins bob +1");
    ok(&mut t, "end");
    assert_eq!(state(&t).turn.player, 1);
    totals(&t);
}

#[test]
fn the_story_is_refused_without_a_coin() {
    let mut t = table(&["stable", "saloon", "ranch"], &[], None);
    assert!(reminders(&t).contains(&"gunfighters.coins.unset"));
    rejects(&mut t, "story", "gunfighters.story.no-coin");
}

#[test]
fn the_starting_coins_entered_late_are_dealt_before_the_first_turn() {
    let mut t = table(&["stable", "saloon", "ranch"], &[], None);
    ok(&mut t, "board starting-coins 3");
    assert_eq!(coins(&t, 2), 3);
    assert_eq!(state(&t).bank, 7);
    assert!(!reminders(&t).contains(&"gunfighters.coins.unset"));
    totals(&t);
}

#[test]
fn a_marked_story_card_gives_one_free_shot() {
    let mut t = four();
    ok(&mut t, "story mark");
    assert!(reminders(&t).contains(&"gunfighters.story.free-shoot"));
    ok(&mut t, "shoot cid station 1 free");
    assert_eq!(state(&t).turn.player, 1);
    assert_eq!(hand(&t, 2), 4);
}

#[test]
fn the_turn_needs_its_action() {
    let mut t = four();
    violates(&mut t, "end", "gunfighters.turn.no-action");
}

#[test]
fn the_ten_second_rule_takes_a_card_only_when_chosen() {
    let mut t = four();
    violates(&mut t, "time stable", "gunfighters.ten-seconds.off");
    let mut t = four_with(&["ten-seconds"]);
    ok(&mut t, "time stable");
    assert_eq!(hand(&t, 0), 4);
    assert_eq!(state(&t).turn.player, 0, "the player still takes the turn");
    totals(&t);
}

#[test]
fn coins_are_refused_beyond_what_there_is() {
    let mut t = four();
    rejects(&mut t, "coins ann -3", "gunfighters.coins.short");
    rejects(&mut t, "coins ann +9", "gunfighters.coins.short");
    rejects(&mut t, "give ann bob 3", "gunfighters.coins.short");
    ok(&mut t, "give ann bob 2");
    assert_eq!((coins(&t, 0), coins(&t, 1)), (0, 4));
    totals(&t);
}

#[test]
fn every_tracked_number_takes_its_labels() {
    let mut t = four();
    fix_takes_every_label(&mut t);
}

#[test]
fn running_out_of_the_turn_clock_costs_a_card_only_under_the_ten_second_rule() {
    use holster::core::Game;
    let faces = ["stable", "saloon", "station", "ranch"];
    let timed = Gunfighters::setup(&input(&faces, &["ten-seconds"], Some(2))).expect("setup");
    let state = Gunfighters::initial(&timed);
    let up = Gunfighters::time_up(&timed, &state, 1).expect("a reminder");
    assert_eq!(up.rule.id, "gunfighters.ten-seconds.up");
    assert!(up.args.iter().any(|(name, _)| name == "player"));

    let plain = Gunfighters::setup(&input(&faces, &[], Some(2))).expect("setup");
    let up = Gunfighters::time_up(&plain, &Gunfighters::initial(&plain), 1).expect("a reminder");
    assert_ne!(up.rule.id, "gunfighters.ten-seconds.up");
}

#[test]
fn cards_are_lost_only_when_a_story_card_says_so() {
    // "3: Advance the Story … The player who drew the card (or the person
    // indicated on the card, if different) must immediately follow the
    // instructions on the card." The rules lose cards only by a shot, the
    // ten seconds or a Story card; `lose` is the Story card's word.
    let mut t = four();
    violates(
        &mut t,
        "lose bob saloon",
        "gunfighters.story.lose-not-asked",
    );
    ok(&mut t, "story");
    ok(&mut t, "lose bob saloon");
    ok(&mut t, "end");
    violates(
        &mut t,
        "lose cid station",
        "gunfighters.story.lose-not-asked",
    );
    totals(&t);
}

#[test]
fn the_face_up_fifth_card_is_public_even_without_the_memory() {
    // "However, the last card dealt for each player (the fifth card) should
    // be dealt face-up to each player for all to see." Bob's face-up card
    // is a Saloon and he holds five: at most four can be Cliffs.
    let mut t = four();
    let f = violates(
        &mut t,
        "shoot bob cliff 5",
        "gunfighters.shoot.seen-elsewhere",
    );
    let said = holster::i18n::tr(holster::i18n::Lang::En, &f[0].message());
    assert!(said.contains("at most 4"), "{said}");
    ok(&mut t, "shoot bob cliff 4");
    assert_eq!(hand(&t, 1), 1);
}

#[test]
fn a_correction_never_makes_or_loses_a_card_or_a_coin() {
    // "Gunfire Cards (42 cards)" and "Bounty Coins (16)": a hand or a purse
    // set by hand takes from (or gives back to) the pile or the Bank, and
    // the piles and the Bank are what nobody holds.
    let mut t = four();
    ok(&mut t, "move stable");
    rejects(&mut t, "fix pile 30", "core.correction.out-of-range");
    let pile = state(&t).draw_pile;
    ok(&mut t, &format!("fix ann cards {}", 5 + pile));
    assert_eq!(state(&t).draw_pile, 0);
    rejects(
        &mut t,
        &format!("fix bob cards {}", 6),
        "core.correction.out-of-range",
    );
    ok(&mut t, "fix ann cards 0");
    assert_eq!(state(&t).draw_pile, pile + 5);
    rejects(&mut t, "fix bank 16", "core.correction.out-of-range");
    let bank = state(&t).bank;
    ok(&mut t, &format!("fix ann coins {}", 2 + bank));
    assert_eq!(state(&t).bank, 0);
    // The correction is saved with the number it set.
    let last = t.log().entries().last().map(|e| e.kind.clone());
    assert!(
        matches!(last, Some(holster::session::EntryKind::Correction { to, .. }) if to == i64::from(2 + bank)),
        "{last:?}"
    );
    totals(&t);
}
