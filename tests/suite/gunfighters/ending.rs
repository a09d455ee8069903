//! Winning: nine Bounty Coins at the end of a round, the last player
//! standing, and the draw between the last two (unless one plays on).

use super::helpers::*;
use holster::games::gunfighters::End;

#[test]
fn nine_coins_win_when_the_round_ends() {
    let mut t = table(&["stable", "saloon", "ranch"], &[], Some(0));
    ok(&mut t, "coins bob +9");
    play(&mut t, &["move cliff", "move cliff"]);
    assert_eq!(state(&t).end, End::Playing, "the round is not over yet");
    let found = ok(&mut t, "move cliff");
    says(&found, "gunfighters.round.ended");
    says(&found, "gunfighters.win.coins");
    assert_eq!(state(&t).end, End::Won(vec![1]));
    rejects(&mut t, "move cliff", "gunfighters.game.over");
}

#[test]
fn the_last_player_standing_wins() {
    let mut t = table(&["stable", "saloon", "ranch"], &[], Some(1));
    ok(&mut t, "shoot bob saloon 5");
    assert!(state(&t).players[1].out);
    assert_eq!(coins(&t, 0), 2, "Ann claimed Bob's coin");
    let found = ok(&mut t, "shoot ann stable 5");
    says(&found, "gunfighters.win.last");
    assert_eq!(state(&t).end, End::Won(vec![2]));
    totals(&t);
}

/// Three players, no coins: Bob is out, Ann and Cid down to one card each.
fn last_two_in_the_climax() -> Table {
    let mut t = table(&["stable", "saloon", "ranch"], &[], Some(0));
    play(
        &mut t,
        &["shoot bob saloon 5", "lose ann cliff cliff cliff cliff !"],
    );
    play(
        &mut t,
        &["climax ann rifle", "lose cid ranch ranch ranch ranch !"],
    );
    t
}

#[test]
fn the_last_two_in_the_climax_with_no_coins_are_offered_a_draw() {
    let mut t = last_two_in_the_climax();
    assert_eq!(state(&t).end, End::DrawOffered);
    assert!(reminders(&t).contains(&"gunfighters.end.draw"));
    violates(&mut t, "climax ann horse", "gunfighters.climax.not-due");
    let mut accepted = last_two_in_the_climax();
    ok(&mut accepted, "climax cid horse");
    violates(&mut accepted, "move stable", "gunfighters.end.draw-pending");
    says(&ok(&mut accepted, "draw"), "gunfighters.end.drawn");
    assert_eq!(state(&accepted).end, End::Drawn(vec![0, 2]));
}

#[test]
fn one_of_the_last_two_may_play_on_with_eight_coins_each() {
    let mut t = last_two_in_the_climax();
    ok(&mut t, "climax cid horse");
    says(&ok(&mut t, "play-on"), "gunfighters.end.played-on");
    assert_eq!((coins(&t, 0), coins(&t, 2)), (8, 8));
    assert_eq!(state(&t).end, End::Playing);
    ok(&mut t, "move stable");
    totals(&t);
}

#[test]
fn no_draw_is_settled_when_none_is_offered() {
    let mut t = four();
    rejects(&mut t, "draw", "gunfighters.end.no-draw");
    rejects(&mut t, "play-on", "gunfighters.end.no-draw");
}
