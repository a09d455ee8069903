//! The host alone, without the network: seats bound to phones, entries on
//! the state they were made on, only a seat's own moves, the laptop's undo
//! seen by every phone. Its helpers ask the host as a phone would.

use crate::support::{enter, new_tally};
use holster::session::AnySession;
use holster::share::host::{MOST_PHONES, Reply, Request, Status};
use holster::share::{Host, Snapshot};
use std::sync::Arc;
use tokio::sync::{oneshot, watch};

pub(super) fn ask(
    host: &mut Host,
    session: &mut dyn AnySession,
    make: impl FnOnce(oneshot::Sender<Reply>) -> Request,
) -> Reply {
    let (reply, mut answer) = oneshot::channel();
    host.handle(session, make(reply));
    answer.try_recv().expect("answered at once")
}

pub(super) fn join(host: &mut Host, session: &mut dyn AnySession, seat: Option<usize>) -> Reply {
    ask(host, session, |reply| Request::Join {
        seat,
        phone: None,
        reply,
    })
}

pub(super) fn phone_of(reply: &Reply) -> String {
    reply.body["phone"]
        .as_str()
        .expect("a phone id")
        .to_string()
}

pub(super) fn line(
    host: &mut Host,
    session: &mut dyn AnySession,
    phone: &str,
    version: u64,
    text: &str,
) -> Reply {
    ask(host, session, |reply| Request::Enter {
        phone: phone.to_string(),
        version,
        line: text.to_string(),
        reply,
    })
}

fn latest(snapshots: &watch::Receiver<Arc<Snapshot>>) -> Arc<Snapshot> {
    snapshots.borrow().clone()
}

#[test]
fn a_seat_is_bound_to_the_phone_that_took_it_until_the_laptop_frees_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, _) = new_tally(dir.path(), "t");
    let (mut host, snapshots) = Host::new(session.as_ref());
    let ann = join(&mut host, session.as_mut(), Some(0));
    assert_eq!(ann.status, Status::Done);
    assert_eq!(ann.body["seat"], 0);
    assert!(
        latest(&snapshots).players[0].taken,
        "every phone sees it taken"
    );
    let other = join(&mut host, session.as_mut(), Some(0));
    assert_eq!(other.status, Status::Taken);
    assert!(
        other.body["error"]["en"]
            .as_str()
            .unwrap()
            .contains("Another phone")
    );
    assert!(
        other.body["error"]["nl"]
            .as_str()
            .unwrap()
            .contains("andere telefoon")
    );
    // The same phone coming back (a reload) keeps its seat.
    let again = ask(&mut host, session.as_mut(), |reply| Request::Join {
        seat: Some(0),
        phone: Some(phone_of(&ann)),
        reply,
    });
    assert_eq!(
        (again.status, phone_of(&again)),
        (Status::Done, phone_of(&ann))
    );
    host.free_seat(session.as_ref(), 0);
    assert!(!latest(&snapshots).players[0].taken);
    assert_eq!(
        join(&mut host, session.as_mut(), Some(0)).status,
        Status::Done
    );
    assert_eq!(
        join(&mut host, session.as_mut(), Some(7)).status,
        Status::Refused,
        "no such seat"
    );
}

#[test]
fn two_phones_entering_on_one_state_one_is_taken_the_other_told_the_table_moved_on() {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, _) = new_tally(dir.path(), "t");
    let (mut host, snapshots) = Host::new(session.as_ref());
    let ann = phone_of(&join(&mut host, session.as_mut(), Some(0)));
    let watcher = phone_of(&join(&mut host, session.as_mut(), None));
    let v = host.version();
    let first = line(&mut host, session.as_mut(), &ann, v, "roll ann 5");
    assert_eq!(first.status, Status::Done, "{:?}", first.body);
    assert_eq!(
        first.body["said"]["en"],
        session
            .describe(1)
            .map(|(_, m)| holster::i18n::tr(holster::i18n::Lang::En, &m))
            .unwrap()
    );
    // The same roll sent twice (a double tap, a retry): once only.
    let twice = line(&mut host, session.as_mut(), &ann, v, "roll ann 5");
    assert_eq!(twice.status, Status::Stale);
    assert_eq!(twice.body["stale"], true);
    assert_eq!(session.history_len(), 1, "applied once");
    let now = latest(&snapshots);
    assert_eq!(now.version, v + 1);
    assert_eq!(now.players[0].counters[0].value, 5);
    assert!(now.players[1].turn, "Bob's turn now");
    // Ann cannot enter Bob's roll; a watcher enters nothing.
    let v = host.version();
    assert_eq!(
        line(&mut host, session.as_mut(), &ann, v, "roll bob 3").status,
        Status::NotYours
    );
    assert_eq!(
        line(&mut host, session.as_mut(), &watcher, v, "roll bob 3").status,
        Status::NotYours
    );
    assert_eq!(
        line(&mut host, session.as_mut(), "nobody", v, "roll bob 3").status,
        Status::NotYours
    );
    assert_eq!(session.history_len(), 1, "nothing applied");
}

#[test]
fn a_phone_enters_only_its_own_moves_and_the_laptop_s_undo_reaches_every_phone() {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, _) = new_tally(dir.path(), "t");
    let (mut host, snapshots) = Host::new(session.as_ref());
    let ann = phone_of(&join(&mut host, session.as_mut(), Some(0)));
    let v = host.version();
    for refused in [
        "undo",
        "note hello",
        "fix ann score 40",
        "roll ann 5 !",
        "roll ann 99",
        "",
        &"x".repeat(201),
        "roll ann\n5",
    ] {
        let reply = line(&mut host, session.as_mut(), &ann, v, refused);
        assert_eq!(reply.status, Status::Refused, "{refused:?}");
        assert!(!reply.body["error"]["en"].as_str().unwrap().is_empty());
        assert!(!reply.body["error"]["nl"].as_str().unwrap().is_empty());
    }
    assert_eq!(
        (session.history_len(), host.version()),
        (0, v),
        "nothing changed"
    );
    assert_eq!(
        line(&mut host, session.as_mut(), &ann, v, "roll ann 5").status,
        Status::Done
    );
    // The laptop undoes it: every phone is sent the table as it was.
    session.undo().unwrap();
    host.refresh(session.as_ref());
    let now = latest(&snapshots);
    assert_eq!(now.version, v + 2);
    assert_eq!(now.players[0].counters[0].value, 0);
    assert!(now.players[0].turn);
    // And the laptop's own entries too.
    enter(session.as_mut(), "roll ann 4");
    host.refresh(session.as_ref());
    assert_eq!(latest(&snapshots).players[0].counters[0].value, 4);
}

#[test]
fn at_most_sixteen_phones_join_and_a_removed_phone_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, _) = new_tally(dir.path(), "t");
    let (mut host, _snapshots) = Host::new(session.as_ref());
    let first = phone_of(&join(&mut host, session.as_mut(), Some(0)));
    for _ in 1..MOST_PHONES {
        assert_eq!(join(&mut host, session.as_mut(), None).status, Status::Done);
    }
    let full = join(&mut host, session.as_mut(), None);
    assert_eq!(full.status, Status::Taken);
    assert!(
        full.body["error"]["en"]
            .as_str()
            .unwrap()
            .contains("16 phones")
    );
    host.remove(session.as_ref(), &first);
    let v = host.version();
    assert_eq!(
        line(&mut host, session.as_mut(), &first, v, "roll ann 5").status,
        Status::NotYours
    );
    assert_eq!(host.phones().len(), MOST_PHONES - 1);
}

#[test]
fn stopping_sends_a_last_snapshot_that_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let (session, _) = new_tally(dir.path(), "t");
    let (mut host, snapshots) = Host::new(session.as_ref());
    assert!(latest(&snapshots).sharing);
    host.stop(session.as_ref());
    assert!(!latest(&snapshots).sharing);
}
