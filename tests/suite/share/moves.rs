//! Whose move a phone may enter: its own seat's, on its turn or when the
//! rules ask that player off their turn (Bart Cassidy's arrows); a line
//! naming another seat is that seat's phone's or the laptop's, whatever the
//! game's rules would allow.

use super::host::{join, line, phone_of};
use crate::support::new_tally;
use holster::core::{Game, SetupInput};
use holster::games::bang_dice::BangDice;
use holster::session::AnySession;
use holster::share::Host;
use holster::share::host::Status;

/// A refusal's text in both languages, each naming `player`.
#[track_caller]
fn names(reply: &holster::share::host::Reply, player: &str) {
    for lang in ["en", "nl"] {
        let text = reply.body["error"][lang].as_str().unwrap_or_default();
        assert!(text.contains(player), "{lang}: {text:?} names {player}");
    }
}

#[test]
fn a_line_naming_another_seat_is_refused_even_where_the_rules_would_take_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, _) = new_tally(dir.path(), "t");
    let (mut host, _snapshots) = Host::new(session.as_ref());
    let ann = phone_of(&join(&mut host, session.as_mut(), Some(0)));
    let bob = phone_of(&join(&mut host, session.as_mut(), Some(1)));
    let v = host.version();
    // Ann's turn, and Tally lets anyone roll: still not Ann's to enter.
    let reply = line(&mut host, session.as_mut(), &ann, v, "roll bob 3");
    assert_eq!(reply.status, Status::NotYours, "{:?}", reply.body);
    names(&reply, "Bob");
    assert_eq!(session.history_len(), 0, "nothing applied");
    // Bob's own roll, which the rules take on Ann's turn, from Bob's phone.
    let reply = line(&mut host, session.as_mut(), &bob, v, "roll bob 3");
    assert_eq!(reply.status, Status::Done, "{:?}", reply.body);
    assert_eq!(session.history_len(), 1);
    // A line that does not read says why, to whichever phone sent it.
    let v = host.version();
    let reply = line(&mut host, session.as_mut(), &bob, v, "roll nobody 3");
    assert_eq!(reply.status, Status::Refused, "{:?}", reply.body);
    assert_eq!(session.history_len(), 1);
}

fn new_bang(dir: &std::path::Path) -> Box<dyn AnySession> {
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid", "Dan"].map(String::from).to_vec(),
        ..Default::default()
    };
    let options = [
        (
            "characters",
            "willy-the-kid,bart-cassidy,paul-regret,suzy-lafayette",
        ),
        ("sheriff", "ann"),
    ];
    for (key, value) in options {
        input.options.insert(key.into(), value.into());
    }
    holster::games::create(BangDice::ID, &dir.join("b.toml"), &input).expect("a BANG! game")
}

#[test]
fn bart_cassidy_s_phone_answers_the_shot_on_someone_else_s_turn_and_only_his() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = new_bang(dir.path());
    let (mut host, snapshots) = Host::new(session.as_ref());
    let phones: Vec<String> = (0..4)
        .map(|seat| phone_of(&join(&mut host, session.as_mut(), Some(seat))))
        .collect();
    let (ann, bob, cid) = (&phones[0], &phones[1], &phones[2]);
    for (phone, text) in [(ann, "roll 1 1 a b b"), (ann, "shoot bob bob")] {
        let v = host.version();
        let reply = line(&mut host, session.as_mut(), phone, v, text);
        assert_eq!(reply.status, Status::Done, "{text}: {:?}", reply.body);
    }
    let now = snapshots.borrow().clone();
    let asked: Vec<bool> = now.players.iter().map(|p| p.asked).collect();
    assert_eq!(asked, [false, true, false, false], "Bob (Bart) is asked");
    assert!(now.players[0].turn, "still Ann's turn");
    let v = host.version();
    // Bart's answer is Bob's: not Ann's at turn, not Cid's.
    for phone in [ann, cid] {
        let reply = line(&mut host, session.as_mut(), phone, v, "bart arrow");
        assert_eq!(reply.status, Status::NotYours, "{:?}", reply.body);
        names(&reply, "Bob");
    }
    // And Bob enters only that: Ann's turn's moves stay hers.
    for text in ["end", "roll 1 1 1 1 1"] {
        let reply = line(&mut host, session.as_mut(), bob, v, text);
        assert_eq!(reply.status, Status::NotYours, "{text}: {:?}", reply.body);
        names(&reply, "Ann");
    }
    let reply = line(&mut host, session.as_mut(), bob, v, "bart arrow");
    assert_eq!(reply.status, Status::Done, "{:?}", reply.body);
    let now = snapshots.borrow().clone();
    assert!(
        now.players.iter().all(|p| !p.asked),
        "nobody is asked once Bart chose"
    );
    assert_eq!(session.history_len(), 3);
}

/// A game of `G` from `input` with `lines` entered, as a session a host
/// can answer for, and one phone per seat.
fn shared<G: Game>(
    input: &SetupInput,
    lines: &[String],
) -> (holster::session::Session<G>, Host, Vec<String>) {
    let mut session = crate::support::entries::create::<G>(input);
    for text in lines {
        crate::support::enter(&mut session, text);
    }
    let (mut host, _snapshots) = Host::new(&session);
    let seats = G::players(session.setup()).len();
    let phones = (0..seats)
        .map(|seat| phone_of(&join(&mut host, &mut session, Some(seat))))
        .collect();
    (session, host, phones)
}

#[test]
fn in_the_raid_the_one_who_fires_next_is_asked_and_only_their_phone_shoots() {
    use crate::support::gunfights::{PEOPLE, board, round_one_to_the_gunfights};
    use holster::games::gunfights::Gunfights;
    let input = SetupInput {
        players: PEOPLE.map(String::from).to_vec(),
        board: board(),
        ..SetupInput::default()
    };
    let (mut session, mut host, phones) =
        shared::<Gunfights>(&input, &round_one_to_the_gunfights());
    // The Mayor (Ann) fires first at the Ammo Depot, the Sheriff (Bob) at
    // the Stockade; nobody is at turn.
    assert_eq!(AnySession::current_player(&session), None);
    assert_eq!(AnySession::asked(&session), vec![0, 1], "they fire first");
    let v = host.version();
    let deputy = line(
        &mut host,
        &mut session,
        &phones[2],
        v,
        "shoot sheriff 12 15",
    );
    assert_eq!(deputy.status, Status::NotYours, "{:?}", deputy.body);
    let sheriff = line(
        &mut host,
        &mut session,
        &phones[1],
        v,
        "shoot sheriff 12 15",
    );
    assert_eq!(sheriff.status, Status::Done, "{:?}", sheriff.body);
}

#[test]
fn a_duel_waits_for_its_duelists_and_either_one_s_phone_enters_it() {
    use holster::games::undead::Undead;
    let (input, set_up) = (
        crate::undead::helpers::input(
            &["Ann", "Bob", "Cid"],
            &[("law", "ann"), ("critical", "skull")],
        ),
        crate::undead::helpers::SET_UP_3,
    );
    let mut lines: Vec<String> = set_up.iter().map(|l| l.to_string()).collect();
    lines.extend(["hiring none", "reveal ann 8 bob 3 cid 8"].map(String::from));
    let (mut session, mut host, phones) = shared::<Undead>(&input, &lines);
    assert_eq!(AnySession::asked(&session), vec![0, 2], "Ann and Cid duel");
    let v = host.version();
    let bob = line(
        &mut host,
        &mut session,
        &phones[1],
        v,
        "duel ann>cid 5 cid>ann 2",
    );
    assert_eq!(
        bob.status,
        Status::NotYours,
        "Bob is not in the duel: {:?}",
        bob.body
    );
    let cid = line(
        &mut host,
        &mut session,
        &phones[2],
        v,
        "duel ann>cid 5 cid>ann 2",
    );
    assert_eq!(cid.status, Status::Done, "{:?}", cid.body);
    assert_eq!(
        session.state().bands[2].graveyard,
        1,
        "Cid's Outlaw is shot"
    );
    assert!(AnySession::asked(&session).is_empty(), "the duel is done");
}
