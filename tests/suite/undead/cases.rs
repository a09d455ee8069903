//! One case per rule not already asserted by a scenario of its own: given a
//! table, when a line is entered, then the rule speaks (refused, flagged,
//! said or reminded).

use super::helpers::*;
use holster::core::{Finding, Game};
use holster::games::undead::{Ability, Phase, Undead, UndeadState};

/// Enters a line on a state set by hand (what no play reaches quickly),
/// returning the state after and the findings; refused lines panic.
#[track_caller]
fn by_hand(table: &Table, state: &UndeadState, line: &str) -> (UndeadState, Vec<Finding>) {
    let action = Undead::parse_action(table.setup(), line).expect("readable");
    let decision = Undead::decide(state, &action).expect("possible");
    let after = decision.events.iter().fold(state.clone(), Undead::evolve);
    (after, decision.findings)
}

/// Bob in the Church (Reset Critical) at the start of round 2, the street cleared.
fn bob_in_the_church() -> Table {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    play(
        &mut t,
        &[
            "aim street",
            "shoot 3",
            "end",
            "end",
            "income coin coin coin",
            "buy church 2",
            "next",
        ],
    );
    t
}

#[test]
fn impossible_entries_are_refused() {
    // More buildings than a lowered board value allows; then the Undead follow.
    let mut t = three_empty();
    play(&mut t, &BUILDINGS_3[..3]);
    ok(&mut t, "board slots-3 2");
    rejects(&mut t, BUILDINGS_3[3], "undead.setup.buildings-full");
    ok(&mut t, "undead 2 notoriety 1");

    let mut t = three_empty();
    play(&mut t, &BUILDINGS_3);
    ok(&mut t, "fix boot-hill 0");
    rejects(&mut t, "undead 2 notoriety 1", "undead.boot-hill.empty");

    let mut t = three();
    play(&mut t, &["hiring ann", "reveal bob 3 cid 6"]);
    rejects(&mut t, "hire ann coins 2", "undead.hire.cost");

    let mut t = three();
    play(&mut t, &["fix 1 outlaws 0", "hiring none"]);
    rejects(
        &mut t,
        "reveal ann 8 bob 3 cid 6",
        "undead.outlaws.none-home",
    );

    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 1 cid 6"]);
    rejects(&mut t, "wild 1", "undead.space.unknown");

    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    rejects(&mut t, "aim street 2", "undead.undead.not-there");
    rejects(&mut t, "leave church bob", "undead.building.not-in-it");

    let mut t = bob_in_the_church();
    rejects(&mut t, "use church bob roll 3", "undead.round-start.shape");
}

#[test]
fn what_the_rules_forbid_is_flagged() {
    let mut t = create(&input(
        &["Ann", "Bob", "Cid", "Dan", "Eve"],
        &[("law", "ann"), ("critical", "skull")],
    ));
    for n in 0..6 {
        ok(
            &mut t,
            &format!("building B{n} cost 5 notoriety {n} ability coin"),
        );
    }
    for _ in 0..6 {
        ok(&mut t, "undead 2 notoriety 1");
    }
    for who in ["ann", "bob", "cid", "dan", "eve"] {
        ok(&mut t, &format!("start {who} coin coin coin"));
    }
    play(
        &mut t,
        &[
            "hiring ann",
            "reveal bob 8 cid 7 dan 6 eve 5",
            "hire ann coins 2",
        ],
    );
    play(
        &mut t,
        &[
            "end",
            "end",
            "end",
            "end",
            "next",
            "fix 1 coins 5",
            "hiring ann",
        ],
    );
    ok(&mut t, "reveal bob 7 cid 6 dan 5 eve 4");
    violates(&mut t, "hire ann coins 3", "undead.outlaws.six");

    let mut t = three();
    play(&mut t, &["hiring ann bob", "reveal cid 6"]);
    violates(&mut t, "hire bob coins 2", "undead.turn.not-yours");

    let mut t = three_empty();
    play(&mut t, &BUILDINGS_3);
    violates(
        &mut t,
        "undead 2 notoriety 1 at street",
        "undead.setup.undead-order",
    );

    // Cid buys the Bank (Coins cannot be stolen) before Bob's turn on 3.
    let mut t = three();
    play(
        &mut t,
        &[
            "hiring none",
            "reveal ann 8 bob 3 cid 4",
            "aim street",
            "shoot 3",
            "end",
        ],
    );
    play(&mut t, &["fix 3 coins 10", "buy bank"]);
    violates(&mut t, "steal cid coin", "undead.steal.protected");

    let mut t = three();
    play(
        &mut t,
        &["hiring none", "reveal ann 3 bob 8 cid 6", "end", "end"],
    );
    violates(&mut t, "steal ann coin", "undead.steal.other-player");

    let mut t = three();
    play(
        &mut t,
        &["hiring none", "reveal ann 8 bob 3 cid 6", "aim street"],
    );
    violates(&mut t, "aim bank", "undead.hunt.target-kept");
    violates(&mut t, "income coin coin", "undead.income.not-this-space");

    let mut t = three();
    play(
        &mut t,
        &["hiring bob", "reveal ann 8 cid 6", "fix 2 coins 9"],
    );
    violates(&mut t, "buy church 2", "undead.buy.from-action-space");

    let mut t = bob_in_the_church();
    ok(&mut t, "use church bob");
    violates(&mut t, "use church bob", "undead.round-start.once");
    violates(&mut t, "leave church bob", "undead.leave.end-of-round");

    let mut inp = input(&["Ann", "Bob"], &[("law", "ann"), ("critical", "skull")]);
    inp.board.insert("slots-2".into(), 1);
    let mut t = create(&inp);
    play(
        &mut t,
        &[
            "building Crypt cost 3 notoriety 1 ability draw-undead",
            "undead 2 notoriety 1",
            "undead 3 notoriety 1",
            "start ann bullet 3 coin coin",
            "start bob coin coin coin",
            "hiring none",
            "reveal ann 8 bob 3",
            "aim street",
            "shoot 3",
            "end",
            "buy crypt",
            "next",
        ],
    );
    violates(&mut t, "use crypt bob", "undead.round-start.needs-empty");
}

#[test]
fn consequences_are_said() {
    // Every Coin of the supply given to Cid by hand (the supply itself is
    // not set: it is what nobody holds).
    let mut t = three();
    let all = t.state().supply_coins;
    play(
        &mut t,
        &[
            &format!("fix cid coins {all}"),
            "hiring none",
            "reveal ann 8 bob 3 cid 6",
        ],
    );
    says(&ok(&mut t, "income coin"), "undead.supply.ran-out");
    assert_eq!(purse(t.state(), 0), (1, 0), "nothing taken");

    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 7 bob 3 cid 6"]);
    let mut full = t.state().clone();
    full.bands[0].card = [true; 6];
    let (after, said) = by_hand(&t, &full, "income bullet lost");
    says(&said, "undead.card.bullet-lost");
    assert_eq!(after.bands[0].bullets(), 6);

    let mut t = three();
    play(
        &mut t,
        &["fix boot-hill 0", "hiring none", "reveal ann 8 bob 3 cid 8"],
    );
    let said = ok(&mut t, "duel ann>cid 5 cid>ann 2");
    says(&said, "undead.boot-hill.exhausted");
    assert!(t.state().draws.is_empty());

    // Cid holds a building with the Undead bounty while Ann kills one.
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    let mut state = t.state().clone();
    state.buildings[2].ability = Ability::UndeadBounty;
    state.buildings[2].occupants = vec![2];
    let (state, _) = by_hand(&t, &state, "aim street");
    let (state, said) = by_hand(&t, &state, "shoot 3");
    says(&said, "undead.building.gave");
    assert_eq!(state.purses[2].notoriety, 1);
}

#[test]
fn what_the_table_does_next_is_reminded() {
    let mut t = three_empty();
    play(&mut t, &BUILDINGS_3);
    assert_eq!(reminders(&t), ["undead.setup.enter-undead"]);
    play(
        &mut t,
        &[
            "undead 2 notoriety 1",
            "undead 3 notoriety 1",
            "undead 4 notoriety 1",
            "undead 5 notoriety 1",
        ],
    );
    assert_eq!(reminders(&t), ["undead.setup.enter-start"; 3]);
    let t = bob_in_the_church();
    assert_eq!(
        reminders(&t),
        ["undead.round-start.reminder", "undead.day.call-hiring"]
    );
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 1 cid 6"]);
    assert_eq!(reminders(&t), ["undead.wild.place"]);
    ok(&mut t, "wild 5");
    assert_eq!(reminders(&t), ["undead.turn.now"]);
    play(&mut t, &["end", "end", "end"]);
    assert_eq!(reminders(&t), ["undead.round.end"]);
}

#[test]
fn a_building_lets_its_controller_buy_off_a_shootout_for_a_coin() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    violates(&mut t, "buy-off ann", "undead.buy-off.building");
    let mut state = t.state().clone();
    state.buildings[0].ability = Ability::BuyOff;
    state.buildings[0].occupants = vec![0];
    let (after, said) = by_hand(&t, &state, "buy-off ann");
    assert!(said.is_empty(), "{said:?}");
    assert_eq!((after.purses[0].coins, after.purses[2].coins), (0, 1));
    assert_eq!(after.active(), Some(0), "no duel: Ann's turn, then Cid's");
    assert_eq!(after.resolution.queue, [2]);

    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    let mut state = t.state().clone();
    state.buildings[3].ability = Ability::BuyOff;
    state.buildings[3].occupants = vec![1];
    let (after, said) = by_hand(&t, &state, "intimidate bob buy-off");
    assert!(said.is_empty(), "{said:?}");
    assert_eq!((after.purses[0].coins, after.purses[1].coins), (2, 1));
    assert_eq!(after.bands[1].graveyard, 0);
}

#[test]
fn three_duelists_cannot_buy_off_the_duel() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 8 cid 8"]);
    rejects(&mut t, "buy-off ann", "undead.buy-off.two-duelists");
}

/// A Round Start case: the ability, the line, and Ann's Coins, Notoriety,
/// loaded slots and Undead owed after it.
type Case = (Ability, &'static str, u32, u32, &'static [u8], usize);

/// A state at the start of a round with Ann (3 and 5 loaded, 1 Coin) alone
/// in the first building, which has this ability and no Undead.
fn ann_holds(t: &Table, ability: Ability) -> UndeadState {
    let mut state = t.state().clone();
    state.buildings[0].ability = ability;
    state.buildings[0].occupants = vec![0];
    state.buildings[0].undead.clear();
    state
}

#[test]
fn every_round_start_ability_does_what_its_words_say() {
    let t = three();
    assert_eq!(t.state().phase, Phase::RoundStart);
    // (ability, line, Ann's Coins, Notoriety, loaded slots, Undead owed) after.
    let cases: &[Case] = &[
        (Ability::Coin, "use saloon ann", 2, 0, &[3, 5], 0),
        (Ability::Notoriety, "use saloon ann", 1, 1, &[3, 5], 0),
        (
            Ability::Bullet,
            "use saloon ann bullet 7",
            1,
            0,
            &[3, 5, 7],
            0,
        ),
        (
            Ability::BuyResource,
            "use saloon ann notoriety",
            0,
            1,
            &[3, 5],
            0,
        ),
        (
            Ability::BuyResource,
            "use saloon ann bullet 2",
            0,
            0,
            &[2, 3, 5],
            0,
        ),
        (
            Ability::RollResource,
            "use saloon ann roll 2",
            2,
            0,
            &[3, 5],
            0,
        ),
        (
            Ability::RollResource,
            "use saloon ann roll 5 bullet 4",
            1,
            0,
            &[3, 4, 5],
            0,
        ),
        (
            Ability::RollResource,
            "use saloon ann roll 8",
            1,
            1,
            &[3, 5],
            0,
        ),
        (
            Ability::MoveBullets,
            "use saloon ann bullet 3>7",
            1,
            0,
            &[5, 7],
            0,
        ),
        (Ability::Gamble, "use saloon ann roll 1", 0, 0, &[3, 5], 0),
        (Ability::Gamble, "use saloon ann roll 3", 1, 0, &[3, 5], 0),
        (Ability::Gamble, "use saloon ann roll 6", 2, 0, &[3, 5], 0),
        (Ability::Gamble, "use saloon ann roll 7", 3, 0, &[3, 5], 0),
        (Ability::DrawUndead, "use saloon ann", 1, 0, &[3, 5], 1),
    ];
    for (ability, line, coins, notoriety, loaded, owed) in cases {
        let (after, said) = by_hand(&t, &ann_holds(&t, *ability), line);
        assert!(said.is_empty(), "{ability:?} {line}: {said:?}");
        assert_eq!(purse(&after, 0), (*coins, *notoriety), "{ability:?} {line}");
        assert_eq!(bullets(&after, 0), *loaded, "{ability:?} {line}");
        assert_eq!(after.draws.len(), *owed, "{ability:?} {line}");
    }
    let mut state = ann_holds(&t, Ability::ResetCritical);
    state.bands[0].critical = holster::games::undead::Side::Backfire;
    let (after, _) = by_hand(&t, &state, "use saloon ann");
    assert_eq!(after.bands[0].critical, holster::games::undead::Side::Skull);
    // Sending an Undead costs 1 Notoriety and goes to a building without one.
    let mut state = ann_holds(&t, Ability::SendUndead);
    state.purses[0].notoriety = 1;
    let (after, said) = by_hand(&t, &state, "use saloon ann to church");
    assert!(said.is_empty(), "{said:?}");
    assert_eq!(after.purses[0].notoriety, 0);
    assert_eq!(
        after.draws[0].forced,
        Some(holster::games::undead::Place::Building(2))
    );
    let (_, said) = by_hand(&t, &state, "use saloon ann to bank");
    assert!(ids(&said).contains(&"undead.round-start.needs-empty"));
}

#[test]
fn ongoing_abilities_change_the_rules_where_they_apply() {
    // One more of the resource stolen, and of the income.
    let mut t = three();
    play(
        &mut t,
        &["hiring none", "reveal ann 3 bob 8 cid 6", "end", "end"],
    );
    let (after, said) = by_hand(
        &t,
        &ann_holds(&t, Ability::StealMore),
        "steal bob coin coin",
    );
    assert!(said.is_empty(), "{said:?}");
    assert_eq!(purse(&after, 0), (3, 0));
    let (after, said) = by_hand(
        &t,
        &ann_holds(&t, Ability::IncomeMore),
        "income coin coin coin coin",
    );
    assert!(said.is_empty(), "{said:?}");
    assert_eq!(purse(&after, 0), (5, 0));
    let (_, said) = by_hand(&t, &t.state().clone(), "income coin coin coin coin");
    assert!(ids(&said).contains(&"undead.income.not-this-space"));
    // The building that always costs 5, even when occupied.
    let mut state = t.state().clone();
    state.buildings[1].ability = Ability::FixedPrice;
    state.buildings[1].occupants = vec![2];
    assert_eq!(holster::games::undead::price(&state, 1, 0), Some(5));
    state.buildings[1].ability = Ability::Coin;
    assert_eq!(
        holster::games::undead::price(&state, 1, 0),
        Some(4),
        "half of 8"
    );
}

/// Bob buys the Church that Cid holds: the fight for control waits for
/// Cid's answer (vacate, stand, or a buy-off).
fn bob_buys_into_cids_church() -> Table {
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
        &["income coin coin notoriety notoriety", "buy church"],
    );
    t
}

#[test]
fn a_fight_for_control_is_bought_off_for_a_coin_and_the_occupant_stays() {
    let t = bob_buys_into_cids_church();
    let (bob, cid) = (band(&t, "bob"), band(&t, "cid"));
    let before = t.state().clone();
    let coins = |s: &UndeadState, b: usize| s.purses[s.bands[b].person].coins;

    // Without the building it is flagged.
    let (_, said) = by_hand(&t, &before, "buy-off cid");
    let ids: Vec<&str> = said.iter().map(|f| f.rule.id).collect();
    assert!(ids.contains(&"undead.buy-off.building"), "{ids:?}");

    // The defender holds it (the Church itself): 1 Coin to the buyer, no
    // shootout, Cid keeps the Church, Bob's Outlaw stays on its space.
    let mut state = before.clone();
    state.buildings[2].ability = Ability::BuyOff;
    let (after, said) = by_hand(&t, &state, "buy-off cid");
    assert!(
        said.iter().all(|f| f.rule.id != "undead.buy-off.building"),
        "{said:?}"
    );
    assert_eq!(coins(&after, cid), coins(&state, cid) - 1);
    assert_eq!(coins(&after, bob), coins(&state, bob) + 1);
    assert_eq!(after.buildings[2].occupants, [cid]);
    assert!(
        after.on(2).iter().any(|p| p.band == bob),
        "Bob's Outlaw stays on space 2"
    );
    assert_eq!(
        (after.bands[bob].graveyard, after.bands[cid].graveyard),
        (0, 0)
    );
    assert_eq!(after.phase, Phase::RoundEnd, "Bob's turn is over");

    // The buyer holds it elsewhere: Bob pays Cid and the shootout is avoided.
    let mut state = before.clone();
    state.buildings[0].ability = Ability::BuyOff;
    state.buildings[0].occupants = vec![bob];
    let (after, said) = by_hand(&t, &state, "buy-off bob");
    assert!(
        said.iter().all(|f| f.rule.id != "undead.buy-off.building"),
        "{said:?}"
    );
    assert_eq!(coins(&after, bob), coins(&state, bob) - 1);
    assert_eq!(after.buildings[2].occupants, [cid]);

    // Only the two in the fight; and not once the defender stands.
    let mut t = bob_buys_into_cids_church();
    rejects(&mut t, "buy-off ann", "undead.duel.every-duelist");
    ok(&mut t, "stand");
    rejects(&mut t, "buy-off cid", "undead.phase.not-now");
}

#[test]
fn hiring_takes_from_the_graveyard_when_none_is_left_out_of_play() {
    // "Players cannot have more than 6 Outlaws, and may only gain Outlaws
    // matching their colour. If no more Outlaws remain out of play, players
    // may draw from the Graveyard." Five players: Ann has five Outlaws and
    // the sixth lies in her Graveyard, so she gains that one.
    let mut t = create(&input(
        &["Ann", "Bob", "Cid", "Dan", "Eve"],
        &[("law", "ann"), ("critical", "skull")],
    ));
    for n in 0..6 {
        ok(
            &mut t,
            &format!("building B{n} cost 5 notoriety {n} ability coin"),
        );
    }
    for _ in 0..6 {
        ok(&mut t, "undead 2 notoriety 1");
    }
    for who in ["ann", "bob", "cid", "dan", "eve"] {
        ok(&mut t, &format!("start {who} coin coin coin"));
    }
    play(
        &mut t,
        &[
            "hiring ann",
            "reveal bob 8 cid 7 dan 6 eve 5",
            "hire ann coins 2",
            "end",
            "end",
            "end",
            "end",
            "next",
            "fix 1 coins 5",
            "hiring ann",
            "reveal bob 7 cid 6 dan 5 eve 4",
        ],
    );
    let mut state = t.state().clone();
    assert_eq!((state.bands[0].home, state.bands[0].reserve), (6, 0));
    state.bands[0].home = 5;
    state.bands[0].graveyard = 1;
    let (after, said) = by_hand(&t, &state, "hire ann coins 3");
    silent(&said, "undead.outlaws.six");
    says(&said, "undead.outlaws.sixth");
    assert_eq!((after.bands[0].home, after.bands[0].graveyard), (6, 0));
}

#[test]
fn a_correction_takes_its_coins_from_the_supply_and_makes_none() {
    // Components: "Coin tokens: 48". Setting Bob's Coins by hand moves them
    // from the supply; more than the supply holds cannot be set.
    let mut t = three();
    let supply = t.state().supply_coins;
    let bob = purse(t.state(), 1).0;
    let line = format!("fix bob coins {}", bob + supply);
    ok(&mut t, &line);
    assert_eq!(t.state().supply_coins, 0);
    assert_eq!(purse(t.state(), 1).0, bob + supply);
    rejects(
        &mut t,
        &format!("fix bob coins {}", bob + supply + 1),
        "core.correction.out-of-range",
    );
    ok(&mut t, "fix bob coins 0");
    assert_eq!(t.state().supply_coins, supply + bob);
    // The supply is what nobody holds: it is not set by hand.
    rejects(&mut t, "fix supply-coins 1", "core.correction.out-of-range");
}

#[test]
fn a_board_value_out_of_its_range_is_refused_on_load() {
    // The building slots are printed on the board: at least one.
    let mut inp = input(
        &["Ann", "Bob", "Cid"],
        &[("law", "ann"), ("critical", "skull")],
    );
    inp.board.insert("slots-3".into(), 0);
    let refused = <Undead as Game>::setup(&inp).expect_err("no building slot at all");
    assert_eq!(refused.key, "undead-setup-board-value");
}
