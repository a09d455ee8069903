//! The pad's clicks, called directly: each sequence gives exactly the line
//! expected, which the game then takes; a click not offered gives nothing.

use super::{Message, OneClick, Open, Pad};
use crate::core::{Game, SetupInput};
use crate::games::gunfighters::{Aim, ClimaxType, Gunfighters, Location, Source};
use crate::session::{AnySession, Input, Session, input_line};

/// A game in memory and the pad clicked at it.
struct Play {
    session: Session<Gunfighters>,
    pad: Pad,
}

impl Play {
    fn new(options: &[(&str, &str)]) -> Play {
        let mut input = SetupInput {
            players: ["Ann", "Bob", "Cid", "Dan"].map(String::from).to_vec(),
            ..SetupInput::default()
        };
        input
            .options
            .insert("face-up".into(), "stable,saloon,station,ranch".into());
        for (k, v) in options {
            input.options.insert((*k).into(), (*v).into());
        }
        input.board.insert("starting-coins".into(), 2);
        let setup = Gunfighters::setup(&input).expect("a valid table");
        Play {
            session: Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
            pad: Pad::default(),
        }
    }

    /// Clicks in order; the line the last one gives, if any.
    fn clicks(&mut self, clicks: &[Message]) -> Option<String> {
        let mut line = None;
        for click in clicks {
            line = self
                .pad
                .update(click.clone(), &self.session)
                .map(|input: Input<_>| input_line::<Gunfighters>(self.session.setup(), &input));
        }
        line
    }

    /// Clicks that must give `expected`, which is then entered without an override.
    #[track_caller]
    fn play(&mut self, clicks: &[Message], expected: &str) {
        assert_eq!(self.clicks(clicks).as_deref(), Some(expected));
        match self.session.enter_line(expected) {
            Ok(_) => {}
            Err(e) => panic!("{expected}: {e:?}"),
        }
    }
}

use Message::{Act, Hits, Location as At, Open as O, Player, Source as From};

#[test]
fn a_move_is_two_clicks_and_a_shot_four() {
    let mut p = Play::new(&[]);
    p.play(
        &[O(Open::Move), At(Location::Cliff), From(Source::Pile)],
        "move cliff",
    );
    // One card reaches the Saloon: no question about what is revealed.
    p.play(
        &[O(Open::Shoot), Player(2), At(Location::Station), Hits(1)],
        "shoot Cid station 1",
    );
    p.play(
        &[O(Open::Move), At(Location::Ranch), From(Source::Discard)],
        "move ranch discard",
    );
}

#[test]
fn extra_rule_a_asks_which_card_is_revealed() {
    let mut p = Play::new(&[("extra-a", "on")]);
    assert_eq!(
        p.clicks(&[O(Open::Shoot), Player(1), At(Location::Saloon)]),
        None
    );
    assert!(
        p.pad
            .offered(p.session.state())
            .contains(&Message::Aim(Aim::Card(Location::Plaza)))
    );
    assert!(
        !p.pad
            .offered(p.session.state())
            .contains(&Message::Aim(Aim::Card(Location::Cliff)))
    );
    p.play(
        &[Message::Aim(Aim::Card(Location::Plaza)), Hits(0)],
        "shoot Bob saloon 0 with plaza",
    );
}

#[test]
fn the_story_the_effects_and_the_end_of_the_turn() {
    let mut p = Play::new(&[]);
    let start = p.pad.offered(p.session.state());
    assert!(
        !start.contains(&Act(OneClick::End)),
        "no end before the action"
    );
    assert!(
        !start.contains(&O(Open::Lose)),
        "effects only after a Story card"
    );
    p.play(&[Act(OneClick::Story(false))], "story");
    let after = p.pad.offered(p.session.state());
    assert!(!after.contains(&O(Open::Move)), "one action a turn");
    p.play(
        &[O(Open::Lose), Player(1), At(Location::Cliff)],
        "lose Bob cliff",
    );
    p.play(
        &[O(Open::Coins), Player(0), Message::Change(1)],
        "coins Ann +1",
    );
    p.play(&[O(Open::Gain), Player(2), Message::Count(2)], "gain Cid 2");
    p.play(&[Act(OneClick::End)], "end");
}

#[test]
fn a_climax_card_due_is_the_next_step() {
    let mut p = Play::new(&[]);
    p.play(
        &[O(Open::Shoot), Player(1), At(Location::Saloon), Hits(4)],
        "shoot Bob saloon 4",
    );
    let offered = p.pad.offered(p.session.state());
    assert_eq!(offered.len(), 4, "{offered:?}");
    assert!(!offered.contains(&O(Open::Move)));
    p.play(
        &[Act(OneClick::Climax(1, ClimaxType::Rifle))],
        "climax Bob rifle",
    );
    // Bob's Rifle: a shot without a card is offered.
    p.clicks(&[O(Open::Shoot), Player(2), At(Location::Cliff)]);
    assert!(
        p.pad
            .offered(p.session.state())
            .contains(&Message::Aim(Aim::Free))
    );
}

#[test]
fn clicks_not_offered_give_nothing_and_cancel_forgets() {
    let mut p = Play::new(&[]);
    assert_eq!(p.clicks(&[Hits(2), From(Source::Pile), Player(1)]), None);
    assert_eq!(p.clicks(&[O(Open::Move), At(Location::Cliff)]), None);
    assert_eq!(p.clicks(&[Message::Cancel, From(Source::Pile)]), None);
    // Control needs extra rule B.
    assert_eq!(p.clicks(&[O(Open::Control(0))]), None);
    assert_eq!(p.session.history().len(), 0);
}

#[test]
fn control_is_offered_at_the_end_of_a_turn_with_rule_b() {
    let mut p = Play::new(&[("extra-b", "on")]);
    p.play(
        &[O(Open::Move), At(Location::Cliff), From(Source::Pile)],
        "move cliff",
    );
    assert!(
        p.pad
            .offered(p.session.state())
            .contains(&O(Open::Control(0)))
    );
    p.play(
        &[O(Open::Control(0)), At(Location::Ranch)],
        "control Ann ranch",
    );
    assert_eq!(p.session.state().control[Location::Ranch.index()], Some(0));
}

#[test]
fn out_of_time_is_offered_only_with_the_ten_second_rule() {
    let p = Play::new(&[]);
    assert!(!p.pad.offered(p.session.state()).contains(&O(Open::Time)));
    let mut p = Play::new(&[("ten-seconds", "on")]);
    p.play(&[O(Open::Time), At(Location::Plaza)], "time plaza");
    assert_eq!(p.session.state().players[0].hand, 4);
}

#[test]
fn the_draw_of_the_last_two_is_settled_by_one_click() {
    let mut p = Play::new(&[]);
    for line in [
        "lose bob stable stable stable stable stable !",
        "coins bob -2",
        "lose cid cliff cliff cliff cliff cliff !",
        "coins cid -2",
        "lose ann cliff cliff stable stable !",
        "climax ann horse",
        "coins ann -2",
        "lose dan ranch ranch ranch ranch !",
        "climax dan rifle",
    ] {
        assert!(p.session.enter_line(line).is_ok(), "{line}");
    }
    // Dan still holds coins: no draw, the turn goes on.
    let offered = p.pad.offered(p.session.state());
    assert!(offered.contains(&O(Open::Move)) && !offered.contains(&Act(OneClick::Draw)));
    assert!(p.session.enter_line("coins dan -2").is_ok());
    let offered = p.pad.offered(p.session.state());
    assert_eq!(offered, vec![Act(OneClick::Draw), Act(OneClick::PlayOn)]);
    p.play(&[Act(OneClick::PlayOn)], "play-on");
    assert_eq!(p.session.state().players[3].coins, 8);
}
