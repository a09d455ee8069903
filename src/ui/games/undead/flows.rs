//! The pad's clicks for the steps the round test does not reach: Pay Up,
//! Walk Out, a steal, buying a building, a fight for control (fought and
//! bought off), the Round Start move of several Bullets, and the final
//! duel to the death. Every click is one the pad offers; each test asserts
//! the table after the clicks.

use super::tests::{Play, THREE, enter};
use super::{Form, ItemsFor, Kind, Message};
use crate::games::undead::{Item, Phase, UndeadAction, UndeadState};
use crate::session::AnySession;

fn purse(s: &UndeadState, person: usize) -> (u32, u32) {
    (s.purses[person].coins, s.purses[person].notoriety)
}

fn bullets(s: &UndeadState, band: usize) -> Vec<u8> {
    (2..=7).filter(|f| s.bands[band].bullet(*f)).collect()
}

/// Three players, the Church with this ability: Ann clears the street from
/// 8 and Cid, on 3, takes income and buys the Church (its Bullet bonus on
/// slot 2); Bob's turn on 2 is next.
fn cid_in_the_church(church: &str, cid_start: &str) -> Play {
    let church = format!("building Church cost 5 notoriety 2 ability {church} bonus bullet");
    let mut lines: Vec<&str> = vec![
        THREE[0],
        THREE[1],
        church.as_str(),
        THREE[3],
        THREE[4],
        THREE[5],
        THREE[6],
        THREE[7],
        "start ann bullet 3 coin coin",
        "start bob bullet 2 coin coin",
        cid_start,
        "hiring none",
        "reveal ann 8 bob 2 cid 3",
        "aim street",
        "shoot 3",
        "end",
        "income coin coin coin",
    ];
    let mut p = Play::with(&["Ann", "Bob", "Cid"], 4, &lines);
    lines.clear();
    // Buying, by clicks: the Church, its Bullet bonus on slot 2.
    p.play(&[
        Message::Open(Form::Pick(Kind::Buy)),
        enter(UndeadAction::Buy {
            building: "church".into(),
            slot: Some(2),
        }),
    ]);
    p
}

#[test]
fn pay_up_by_clicks_moves_the_two_resources_the_target_picks() {
    let mut p = Play::with(
        &["Ann", "Bob", "Cid"],
        4,
        &[&THREE[..], &["hiring none", "reveal ann 8 bob 3 cid 6"]].concat(),
    );
    p.play(&[
        Message::Open(Form::Pick(Kind::Intimidate)),
        Message::Open(Form::Items {
            purpose: ItemsFor::Pay(1),
            items: Vec::new(),
        }),
        Message::Add(Item::Coin),
        Message::Add(Item::Notoriety),
    ]);
    let s = p.session.state();
    assert_eq!(purse(s, 0), (2, 1), "Ann gets a Coin and a Notoriety");
    assert_eq!(purse(s, 1), (1, 0), "from Bob");
    assert_eq!(s.bands[1].graveyard, 0);
}

#[test]
fn walk_out_by_clicks_is_one_shot_and_a_hit_kills() {
    let mut p = Play::with(
        &["Ann", "Bob", "Cid"],
        4,
        &[&THREE[..], &["hiring none", "reveal ann 8 bob 3 cid 6"]].concat(),
    );
    p.play(&[
        Message::Open(Form::Pick(Kind::Intimidate)),
        Message::Open(Form::Walk(1)),
        Message::Face(5),
    ]);
    let s = p.session.state();
    assert_eq!(s.bands[1].graveyard, 1, "Ann's Bullet on 5 hits Bob");
    assert_eq!(bullets(s, 0), [3], "and turns to a Casing");
    assert_eq!(purse(s, 0).1, 1, "the shooter gains 1 Notoriety");
    // Bob draws an Undead: entered by clicks, his Graveyard stays as it is.
    let boot_hill = s.boot_hill;
    p.play(&[
        Message::Tick(1),
        Message::Done(Some(crate::games::undead::Where::Street)),
    ]);
    let s = p.session.state();
    assert_eq!(s.boot_hill, boot_hill - 1);
    assert_eq!(s.bands[1].graveyard, 1);
}

#[test]
fn a_steal_by_clicks_takes_one_coin() {
    let mut p = Play::with(
        &["Ann", "Bob", "Cid"],
        4,
        &[
            &THREE[..],
            &["hiring none", "reveal ann 8 bob 2 cid 3", "end"],
        ]
        .concat(),
    );
    assert_eq!(p.session.state().active(), Some(2), "Cid's turn on 3");
    p.play(&[
        Message::Open(Form::Pick(Kind::Steal)),
        Message::Open(Form::Items {
            purpose: ItemsFor::Steal(1),
            items: Vec::new(),
        }),
        Message::Add(Item::Coin),
    ]);
    let s = p.session.state();
    assert_eq!(purse(s, 2), (1, 0));
    assert_eq!(purse(s, 1), (1, 1));
}

#[test]
fn buying_a_building_by_clicks_pays_and_moves_in_with_the_bonus() {
    let p = cid_in_the_church("reset-critical", "start cid coin coin coin");
    let s = p.session.state();
    assert_eq!(s.buildings[2].occupants, [2]);
    assert_eq!(purse(s, 2).0, 1, "6 Coins less the Church's 5");
    assert_eq!(bullets(s, 2), [2], "the bonus Bullet on slot 2");
    assert!(s.buildings[2].bonus.is_none());
}

#[test]
fn a_fight_for_control_by_clicks_ends_on_the_defenders_tie() {
    let mut p = cid_in_the_church("reset-critical", "start cid coin coin coin");
    p.session
        .enter_line("income coin coin notoriety notoriety")
        .expect("Bob's income");
    p.play(&[
        Message::Open(Form::Pick(Kind::Buy)),
        enter(UndeadAction::Buy {
            building: "church".into(),
            slot: None,
        }),
    ]);
    // Cid stands; each shoots his Bullet on 2: the defender wins the tie.
    p.play(&[enter(UndeadAction::Stand)]);
    p.play(&[Message::Face(2), Message::Face(2)]);
    let s = p.session.state();
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
fn moving_several_bullets_at_round_start_is_one_step_of_clicks() {
    let mut p = cid_in_the_church("move-bullets", "start cid bullet 4 coin coin");
    for line in ["end", "next"] {
        p.session.enter_line(line).expect(line);
    }
    assert_eq!(p.session.state().phase, Phase::RoundStart);
    assert_eq!(bullets(p.session.state(), 2), [2, 4]);
    let open = Message::Open(Form::Arrange {
        building: 2,
        band: 2,
        card: p.session.state().bands[2].card,
    });
    // Off 2 and on 6, off 4 and on 7: one entry.
    let entries = p.session.history().len();
    let line = p.play(&[
        Message::Open(Form::Pick(Kind::Use)),
        open,
        Message::Tick(0),
        Message::Tick(4),
        Message::Tick(2),
        Message::Tick(5),
        Message::Done(None),
    ]);
    assert_eq!(line, "use church Cid bullet 2>6 bullet 4>7");
    assert_eq!(bullets(p.session.state(), 2), [6, 7]);
    assert_eq!(
        p.session.history().len(),
        entries + 1,
        "a single entry for both moves"
    );
}

#[test]
fn the_final_tie_break_duel_by_clicks() {
    let lines = [
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
        "fix 1 notoriety 1",
        "end",
        "next",
        "hiring none",
        "reveal ann 6 bob 4",
        "end",
        "fix 1 coins 5",
        "fix 2 coins 5",
        "end",
    ];
    let mut p = Play::with(&["Ann", "Bob"], 1, &lines);
    assert_eq!(p.session.state().phase, Phase::Tiebreak(vec![0, 1]));
    // Bob has no Bullet: his extra one on 4.
    p.play(&[
        Message::Open(Form::Pick(Kind::Extra)),
        enter(UndeadAction::Extra { band: 1, slot: 4 }),
    ]);
    assert_eq!(bullets(p.session.state(), 1), [4]);
    // Ann's 5 (a Bullet) beats Bob's 4.
    p.play(&[Message::Face(5), Message::Face(4)]);
    let s = p.session.state();
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.winners, [0]);
}

#[test]
fn pay_up_is_offered_only_where_an_intimidation_is_taken() {
    use super::offers::offered;
    // Ann on 8 may Intimidate: Pay Up is offered beside Walk Out.
    let p = Play::with(
        &["Ann", "Bob", "Cid"],
        4,
        &[&THREE[..], &["hiring none", "reveal ann 8 bob 3 cid 6"]].concat(),
    );
    assert!(offered(&p.pad, &p.session).contains(&Message::Open(Form::Pick(Kind::Intimidate))));
    // Ann on 7 (Stalk) may not: neither Intimidate nor Steal is offered.
    let p = Play::with(
        &["Ann", "Bob", "Cid"],
        4,
        &[&THREE[..], &["hiring none", "reveal ann 7 bob 3 cid 6"]].concat(),
    );
    let now = offered(&p.pad, &p.session);
    assert!(
        !now.contains(&Message::Open(Form::Pick(Kind::Intimidate))),
        "{now:?}"
    );
    assert!(
        !now.contains(&Message::Open(Form::Pick(Kind::Steal))),
        "{now:?}"
    );
    assert!(
        now.contains(&Message::Open(Form::Pick(Kind::Aim))),
        "{now:?}"
    );
}

#[test]
fn an_income_with_nothing_to_choose_is_one_tap() {
    use super::offers::offered;
    let mut p = Play::with(
        &["Ann", "Bob", "Cid"],
        4,
        &[
            &THREE[..],
            &["hiring none", "reveal ann 8 bob 2 cid 3", "end"],
        ]
        .concat(),
    );
    // Space 3 gives three Coins ("3 - Loot ... INCOME: Gain 3 Coins"):
    // the main button takes them at once.
    let income = enter(UndeadAction::Income {
        items: vec![Item::Coin, Item::Coin, Item::Coin],
    });
    let now = offered(&p.pad, &p.session);
    assert!(now.contains(&income), "{now:?}");
    assert_eq!(p.play(&[income]), "income coin coin coin");
    assert_eq!(purse(p.session.state(), 2), (3, 0));
}

#[test]
fn income_taken_once_is_not_offered_again() {
    use super::offers::offered;
    let mut p = Play::with(
        &["Ann", "Bob", "Cid"],
        4,
        &[
            &THREE[..],
            &[
                "hiring none",
                "reveal ann 8 bob 2 cid 3",
                "end",
                "income coin coin coin",
            ],
        ]
        .concat(),
    );
    let now = offered(&p.pad, &p.session);
    assert!(
        !now.iter().any(
            |m| matches!(m, Message::Enter(a) if matches!(a.as_ref(), UndeadAction::Income { .. }))
        ),
        "{now:?}"
    );
    assert!(now.contains(&enter(UndeadAction::End)), "{now:?}");
    p.play(&[enter(UndeadAction::End)]);
}

#[test]
fn a_fight_for_control_is_bought_off_by_clicks() {
    use super::offers::offered;
    // Four players; the Church's own ability lets Cid, holding it, buy off.
    let mut p = Play::with(
        &["Ann", "Bob", "Cid", "Dan"],
        5,
        &[
            "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
            "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
            "building Church cost 5 notoriety 2 ability buy-off bonus bullet",
            "building Jail cost 7 notoriety 4 ability coin bonus coin",
            "building Mill cost 4 notoriety 1 ability bullet bonus coin",
            "undead 2 3 notoriety 2",
            "undead 4 5 notoriety 3",
            "undead 6 7 notoriety 2",
            "undead 5 6 notoriety 1",
            "undead 3 4 notoriety 1",
            "start ann bullet 3 coin coin",
            "start bob bullet 2 coin coin",
            "start cid coin coin coin",
            "start dan coin coin coin",
            "hiring none",
            "reveal ann 8 bob 2 cid 3 dan 7",
            "aim street",
            "shoot 3",
            "end",
            "end",
            "income coin coin coin",
            "buy church 2",
            "income coin coin notoriety notoriety",
            "buy church",
        ],
    );
    let (bob, cid) = (1, 2);
    let coins = |p: &Play, b: usize| p.session.state().purses[b].coins;
    let (bob_before, cid_before) = (coins(&p, bob), coins(&p, cid));
    let pick = Message::Open(Form::Pick(Kind::BuyOff));
    assert!(offered(&p.pad, &p.session).contains(&pick));
    p.play(&[pick, enter(UndeadAction::BuyOff { band: cid })]);
    let s = p.session.state();
    assert_eq!(s.buildings[2].occupants, [cid], "Cid keeps the Church");
    assert_eq!(
        (coins(&p, bob), coins(&p, cid)),
        (bob_before + 1, cid_before - 1)
    );
    assert_eq!((s.bands[bob].graveyard, s.bands[cid].graveyard), (0, 0));
}
