//! A round: Hiring Guns, the reveal, the 1s, laid-down Outlaws, the
//! resolution order and whose turn it is, the end of the round and of the
//! day, and High Noon.

use super::helpers::*;
use holster::games::undead::{Phase, Step};

#[test]
fn nothing_is_asked_before_hiring_guns_then_every_die_at_once() {
    let mut t = three();
    says(&t.reminders(), "undead.day.call-hiring");
    rejects(&mut t, "reveal ann 8 bob 3 cid 6", "undead.phase.not-now");
    ok(&mut t, "hiring bob");
    says(&t.reminders(), "undead.day.reveal");
    rejects(&mut t, "reveal ann 8", "undead.reveal.every-die");
    rejects(
        &mut t,
        "reveal ann 8 bob 3 cid 6",
        "undead.reveal.every-die",
    );
    ok(&mut t, "reveal ann 8 cid 6");
    // Hire Guns resolves first.
    assert_eq!(active(&t).as_deref(), Some("Bob"));
    assert_eq!(t.state().resolution.space, 0);
}

#[test]
fn hire_guns_costs_two_coins_and_gives_an_outlaw_a_bullet_and_the_skull() {
    let mut t = three();
    play(
        &mut t,
        &["hiring bob", "reveal ann 8 cid 6", "hire bob coins 2"],
    );
    let s = t.state();
    assert_eq!(purse(s, 1), (0, 1));
    assert_eq!((s.bands[1].home, s.bands[1].reserve), (5, 1));
    assert_eq!(bullets(s, 1), [2]);
    assert_eq!(active(&t).as_deref(), Some("Ann"), "then space 8");
}

#[test]
fn hiring_for_free_is_only_for_new_in_town() {
    let mut t = three();
    play(&mut t, &["hiring bob", "reveal ann 8 cid 6"]);
    violates(&mut t, "hire bob free", "undead.hire.new-in-town");
    rejects(&mut t, "hire bob coins lost", "undead.hire.slot");
    ok(&mut t, "hire bob notoriety 4");
    assert_eq!(purse(t.state(), 1), (2, 0));
}

#[test]
fn with_five_players_hire_guns_gives_two_outlaws() {
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
    assert_eq!(t.state().bands[0].home, 6);
    assert_eq!(t.state().bands[0].reserve, 0);
}

#[test]
fn a_lone_one_goes_last_where_no_outlaw_stands_and_several_ones_lose_their_turn() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 1 cid 6"]);
    assert_eq!(t.state().phase, Phase::Wild(1));
    violates(&mut t, "wild 8", "undead.wild.space-held");
    ok(&mut t, "wild 4");
    assert!(t.state().standing_on(1, 4));
    let mut t = three();
    let said = play(&mut t, &["hiring none", "reveal ann 1 bob 1 cid 6"]);
    says(&said, "undead.wild.all-lose");
    assert_eq!(t.state().bands[0].home, 4, "their Outlaws stay home");
    assert_eq!(active(&t).as_deref(), Some("Cid"));
}

#[test]
fn nobody_returns_to_a_space_where_their_outlaw_lies_from_earlier_today() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    play(&mut t, &["end", "end", "end"]);
    assert_eq!(t.state().phase, Phase::RoundEnd);
    assert!(t.state().on(8).iter().all(|p| !p.standing), "laid down");
    play(&mut t, &["next", "hiring none"]);
    violates(
        &mut t,
        "reveal ann 8 bob 2 cid 7",
        "undead.place.own-outlaw-lies",
    );
    assert_eq!(t.state().law, 1, "the badge passed clockwise");
    assert_eq!(t.state().round, 2);
}

#[test]
fn spaces_resolve_from_8_down_and_a_shared_stalk_plays_clockwise_from_the_law() {
    let mut t = three();
    ok(&mut t, "hiring none");
    ok(&mut t, "reveal ann 3 bob 7 cid 7");
    assert_eq!(
        active(&t).as_deref(),
        Some("Bob"),
        "7 before 3; no duel on 7"
    );
    ok(&mut t, "end");
    assert_eq!(active(&t).as_deref(), Some("Cid"));
}

#[test]
fn several_on_a_space_other_than_stalk_duel_first() {
    let mut t = three();
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 8"]);
    assert!(matches!(&t.state().resolution.step, Step::Duel(d) if d == &vec![0, 2]));
    says(&t.reminders(), "undead.duel.shots");
}

#[test]
fn the_day_ends_after_three_rounds_with_a_bullet_per_building() {
    let mut t = three();
    // Round 1: Ann kills the Undead in the street, clearing it; Bob buys the Church.
    play(&mut t, &["hiring none", "reveal ann 8 bob 3 cid 6"]);
    play(
        &mut t,
        &["aim street", "shoot 3", "income coin", "end", "end"],
    );
    assert_eq!(active(&t).as_deref(), Some("Bob"));
    ok(&mut t, "income coin coin coin");
    let said = ok(&mut t, "buy church 2");
    says(&said, "undead.buy.bonus");
    assert_eq!(t.state().buildings[2].occupants, [1]);
    assert_eq!(purse(t.state(), 1), (0, 1));
    assert_eq!(bullets(t.state(), 1), [2], "the Church's bonus Bullet");
    assert_eq!(t.state().phase, Phase::RoundEnd);
    play(&mut t, &["next", "hiring none", "reveal ann 7 bob 6 cid 5"]);
    play(
        &mut t,
        &[
            "end",
            "end",
            "end",
            "next",
            "hiring none",
            "reveal ann 6 bob 5 cid 4",
        ],
    );
    play(&mut t, &["end", "end", "end", "next"]);
    assert_eq!(t.state().phase, Phase::Upkeep);
    assert_eq!(reminders(&t), ["undead.upkeep.pay"]);
    assert_eq!(
        t.state().bands.iter().map(|b| b.home).collect::<Vec<_>>(),
        [4, 3, 4],
        "laid-down Outlaws home, not the one in the Church"
    );
    let said = ok(&mut t, "next");
    says(&said, "undead.upkeep.vacated");
    assert!(t.state().buildings[2].occupants.is_empty());
    assert_eq!((t.state().day, t.state().round), (2, 1));
    assert_eq!(t.state().law, 0, "three rounds, three bands: back to Ann");
}

#[test]
fn a_building_kept_for_a_bullet_stays_controlled() {
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
        ],
    );
    play(
        &mut t,
        &[
            "next",
            "hiring none",
            "reveal ann 7 bob 6 cid 5",
            "end",
            "end",
            "end",
            "next",
        ],
    );
    play(
        &mut t,
        &[
            "hiring none",
            "reveal ann 6 bob 5 cid 4",
            "end",
            "end",
            "end",
            "next",
        ],
    );
    rejects(&mut t, "keep church bob 3", "undead.card.slot-is-casing");
    ok(&mut t, "keep church bob 2");
    assert_eq!(reminders(&t), Vec::<&str>::new());
    ok(&mut t, "next");
    assert_eq!(t.state().buildings[2].occupants, [1]);
    assert_eq!(bullets(t.state(), 1), Vec::<u8>::new());
}

#[test]
fn high_noon_comes_at_the_end_of_a_round_with_no_undead_in_town_and_ends_the_game_after_one_more() {
    // Two players, a board of one building: the street and that building cleared.
    let mut inp = input(&["Ann", "Bob"], &[("law", "ann"), ("critical", "skull")]);
    inp.board.insert("slots-2".into(), 1);
    let mut t = create(&inp);
    play(
        &mut t,
        &[
            "building Bank cost 8 notoriety 4 ability coins-safe",
            "undead 2 notoriety 3",
            "undead 3 notoriety 1",
            "start ann bullet 2 bullet 3 coin",
            "start bob notoriety notoriety notoriety",
            "hiring none",
            "reveal ann 8 bob 2",
            "aim bank",
            "shoot 2",
            "aim street!",
        ],
    );
    // A second attempt the same turn is a second use of the ability; the
    // table applied it anyway.
    let said = ok(&mut t, "shoot 3");
    says(&said, "undead.hunt.killed");
    play(&mut t, &["end"]);
    let said = ok(&mut t, "end");
    says(&said, "undead.high-noon.triggered");
    assert!(t.state().high_noon);
    play(&mut t, &["next"]);
    assert!(t.state().final_round);
    says(&t.reminders(), "undead.high-noon.final-round");
    play(&mut t, &["hiring none", "reveal ann 7 bob 3", "end"]);
    let said = ok(&mut t, "end");
    says(&said, "undead.scoring.winner");
    assert_eq!(t.state().phase, Phase::Over);
    // Ann: 3 + 1 from the Undead; Bob: 3 Notoriety tokens: a tie on
    // Notoriety goes to Coins (Ann 1, Bob 0).
    assert_eq!(holster::games::undead::ending::scores(t.state()), [4, 3]);
    assert_eq!(t.state().winners, [0]);
    rejects(&mut t, "next", "undead.game.over");
}

#[test]
fn a_tie_on_notoriety_and_coins_is_a_duel_to_the_death() {
    let mut inp = input(&["Ann", "Bob"], &[("law", "ann"), ("critical", "skull")]);
    inp.board.insert("slots-2".into(), 1);
    let mut t = create(&inp);
    play(
        &mut t,
        &[
            "building Bank cost 8 notoriety 4 ability coins-safe",
            "undead 2 notoriety 3",
            "undead 3 notoriety 1",
            "start ann bullet 2 bullet 3 bullet 5",
            "start bob notoriety notoriety notoriety",
            "hiring none",
            "reveal ann 8 bob 2",
            "aim bank",
            "shoot 2",
            "end",
            "income coin coin notoriety notoriety",
            "end",
            "next",
            "hiring none",
            "reveal ann 7 bob 3",
            "aim street",
            "shoot 3",
            "end",
        ],
    );
    // Ann: 3 from the Undead and 1 from the street's; Bob: 5 tokens. Coins: 0 and 2.
    assert_eq!(holster::games::undead::ending::scores(t.state()), [4, 5]);
    ok(&mut t, "fix 1 notoriety 1");
    let said = ok(&mut t, "end");
    says(&said, "undead.high-noon.triggered");
    play(
        &mut t,
        &["next", "hiring none", "reveal ann 6 bob 4", "end"],
    );
    play(&mut t, &["fix 1 coins 5", "fix 2 coins 5"]);
    ok(&mut t, "end");
    assert_eq!(t.state().phase, Phase::Tiebreak(vec![0, 1]));
    says(&t.reminders(), "undead.scoring.duel");
    // Bob has no Bullet: every duelist gets an extra one.
    ok(&mut t, "extra bob 4");
    violates(&mut t, "extra ann 6", "undead.scoring.extra-bullet");
    ok(&mut t, "extra ann 6!");
    rejects(&mut t, "showdown ann>bob 5", "undead.duel.every-duelist");
    ok(&mut t, "showdown ann>bob 2 bob>ann 3");
    assert!(
        matches!(t.state().phase, Phase::Tiebreak(_)),
        "both missed: again"
    );
    let said = ok(&mut t, "showdown ann>bob 5 bob>ann 4");
    says(&said, "undead.scoring.winner");
    assert_eq!(t.state().winners, [0], "the higher hit value wins");
    assert_eq!(t.state().phase, Phase::Over);
}

#[test]
fn if_all_duelists_die_on_the_same_hit_number_the_living_player_with_the_most_notoriety_wins() {
    use holster::core::Game;
    use holster::games::undead::{DuelShot, Undead, UndeadAction, UndeadEvent, spaces::Shot};
    let t = three();
    let mut state = t.state().clone();
    state.phase = Phase::Tiebreak(vec![0, 1]);
    state.purses[0].notoriety = 5;
    state.purses[1].notoriety = 5;
    state.purses[2].notoriety = 3;
    state.bands[0].card[2] = true;
    state.bands[1].card[2] = true;
    let shot = |band, target| DuelShot {
        band,
        target,
        shot: Shot {
            face: 4,
            crit: false,
        },
    };
    let decision = Undead::decide(
        &state,
        &UndeadAction::Showdown {
            shots: vec![shot(0, 1), shot(1, 0)],
        },
    )
    .expect("possible");
    assert!(
        decision.events.contains(&UndeadEvent::Winners(vec![2])),
        "{:?}",
        decision.events
    );
}

#[test]
fn in_the_2_player_variant_the_law_passes_between_the_four_bands() {
    let mut t = create(&input(
        &["Ann", "Bob"],
        &[
            ("law", "ann-1"),
            ("critical", "skull"),
            ("variant", "two-player"),
            ("seating", "alternate"),
        ],
    ));
    for n in 0..5 {
        ok(
            &mut t,
            &format!("building B{n} cost 5 notoriety {n} ability coin"),
        );
    }
    for _ in 0..5 {
        ok(&mut t, "undead 2 notoriety 1");
    }
    assert_eq!(t.state().boot_hill, 7, "Boot Hill as for 4 players");
    for band in ["ann-1", "bob-1", "ann-2", "bob-2"] {
        ok(&mut t, &format!("start {band} coin coin coin"));
    }
    assert_eq!(
        purse(t.state(), 0),
        (6, 0),
        "both bands' Coins in one stash"
    );
    let mut laws = Vec::new();
    for round in 0..4 {
        laws.push(t.state().name(t.state().law));
        let spaces = [[8, 7, 6, 5], [4, 3, 2, 8], [7, 6, 5, 4], [8, 7, 6, 5]][round];
        ok(&mut t, "hiring none");
        ok(
            &mut t,
            &format!(
                "reveal ann-1 {} bob-1 {} ann-2 {} bob-2 {}",
                spaces[0], spaces[1], spaces[2], spaces[3]
            ),
        );
        play(&mut t, &["end", "end", "end", "end", "next"]);
    }
    assert_eq!(laws, ["Ann-1", "Bob-1", "Ann-2", "Bob-2"]);
    assert_eq!(t.state().name(t.state().law), "Ann-1");
    assert_eq!((t.state().day, t.state().round), (2, 2));
}
