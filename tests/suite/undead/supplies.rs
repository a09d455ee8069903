//! What the box holds stays what it holds: hiring from the Graveyard when
//! none is left out of play, corrections that make no Coins, board values in
//! their range.

use super::cases::by_hand;
use super::helpers::*;
use holster::core::Game;
use holster::games::undead::Undead;

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
