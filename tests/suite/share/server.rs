//! The server over real HTTP on the loopback address, with a thread that
//! owns the session and answers, as the window and `holster share` do.

use super::http::{Events, post, request};
use crate::support::new_tally;
use holster::session::AnySession;
use holster::share::{Host, Sharing};
use serde_json::json;
use std::net::SocketAddr;
use std::thread::JoinHandle;

/// A shared Tally game: the server, its address and secret, and the
/// thread that owns the session (it gives the session back once sharing
/// stops).
pub(super) struct Shared {
    pub(super) sharing: Sharing,
    pub(super) at: SocketAddr,
    pub(super) key: String,
    pub(super) owner: JoinHandle<Box<dyn AnySession>>,
    _dir: tempfile::TempDir,
}

pub(super) fn shared() -> Shared {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, _) = new_tally(dir.path(), "t");
    let (mut host, snapshots) = Host::new(session.as_ref());
    let (sharing, mut inbox) =
        Sharing::start("127.0.0.1:0".parse().unwrap(), snapshots).expect("a loopback port");
    let owner = std::thread::spawn(move || {
        while let Some(request) = inbox.blocking_recv() {
            host.handle(session.as_mut(), request);
        }
        host.stop(session.as_ref());
        session
    });
    Shared {
        at: sharing.address(),
        key: sharing.secret().as_str().to_string(),
        sharing,
        owner,
        _dir: dir,
    }
}

#[test]
fn without_the_join_secret_every_request_is_refused_and_changes_nothing() {
    let s = shared();
    let wrong = "0".repeat(32);
    for path in [
        "/",
        "/?k=",
        &format!("/?k={wrong}"),
        &format!("/events?k={wrong}"),
    ] {
        assert_eq!(request(s.at, "GET", path, &[], b"").status, 403, "{path}");
    }
    for path in ["/api/join", "/api/enter"] {
        let body = json!({"seat": 0, "phone": "x", "version": 1, "line": "roll ann 5"});
        assert_eq!(post(s.at, path, &wrong, &body).status, 403, "{path}");
        assert_eq!(
            request(s.at, "POST", path, &[], body.to_string().as_bytes()).status,
            403
        );
    }
    let page = request(s.at, "GET", &format!("/?k={}", s.key), &[], b"");
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains("<html") || page.body.contains("<!doctype"),
        "the page"
    );
    s.sharing.stop();
    let session = s.owner.join().unwrap();
    assert_eq!(session.history_len(), 0);
}

#[test]
fn a_phone_joins_sees_the_table_enters_its_roll_and_every_phone_sees_it() {
    let s = shared();
    let mut ann_events = Events::open(s.at, &s.key).expect("a stream");
    let mut bob_events = Events::open(s.at, &s.key).expect("a stream");
    let first = ann_events.next_state().expect("the table at once");
    assert_eq!(first["players"][0]["name"], "Ann");
    assert_eq!(first["players"][0]["turn"], true);
    assert_eq!(
        bob_events.next_state().unwrap()["version"],
        first["version"]
    );
    let join = post(
        s.at,
        "/api/join",
        &s.key,
        &json!({"seat": 0, "phone": null}),
    );
    assert_eq!(join.status, 200, "{}", join.body);
    let phone = join.json()["phone"].as_str().unwrap().to_string();
    assert_eq!(
        ann_events.next_state().unwrap()["players"][0]["taken"],
        true
    );
    let version = first["version"].as_u64().unwrap();
    let body = json!({"phone": phone, "version": version, "line": "roll ann 5"});
    let entered = post(s.at, "/api/enter", &s.key, &body);
    assert_eq!(entered.status, 200, "{}", entered.body);
    assert!(entered.json()["said"]["nl"].is_string());
    // Bob's phone: the seat taken, then Ann's roll.
    let mut seen = bob_events.next_state().unwrap();
    if seen["players"][0]["counters"][0]["value"] != 5 {
        seen = bob_events.next_state().unwrap();
    }
    assert_eq!(seen["players"][0]["counters"][0]["value"], 5);
    assert_eq!(seen["players"][1]["turn"], true);
    // The same entry again: the table moved on.
    let again = post(s.at, "/api/enter", &s.key, &body);
    assert_eq!(again.status, 409);
    assert_eq!(again.json()["stale"], true);
    // Stopping ends every stream with a last snapshot that says so.
    s.sharing.stop();
    let mut last = None;
    while let Some(state) = ann_events.next_state() {
        last = Some(state);
    }
    assert_eq!(last.expect("a last snapshot")["sharing"], false);
    let session = s.owner.join().unwrap();
    assert_eq!(
        session.history_len(),
        1,
        "entered once, in the laptop's session"
    );
}

#[test]
fn malformed_oversized_and_too_frequent_requests_get_an_error_and_change_nothing() {
    let s = shared();
    let key = [
        ("X-Holster-Key", s.key.as_str()),
        ("Content-Type", "application/json"),
    ];
    for body in [
        &b"not json"[..],
        b"{\"phone\": 3}",
        b"\xff\xfe",
        b"[]",
        b"{\"seat\": -1}",
    ] {
        let status = request(s.at, "POST", "/api/enter", &key, body).status;
        assert!((400..500).contains(&status), "{status} for {body:?}");
        let status = request(s.at, "POST", "/api/join", &key, body).status;
        assert!((400..500).contains(&status), "{status} for {body:?}");
    }
    let huge = json!({"phone": "p", "version": 1, "line": "x".repeat(10_000)}).to_string();
    assert_eq!(
        request(s.at, "POST", "/api/enter", &key, huge.as_bytes()).status,
        413
    );
    // Eleven at once from one phone: the last is told to slow down.
    let body = json!({"phone": "same", "version": 1, "line": "roll ann 5"});
    let statuses: Vec<u16> = (0..11)
        .map(|_| post(s.at, "/api/enter", &s.key, &body).status)
        .collect();
    assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
    s.sharing.stop();
    assert_eq!(s.owner.join().unwrap().history_len(), 0);
}

#[test]
fn stopping_frees_the_port() {
    let s = shared();
    let at = s.at;
    s.sharing.stop();
    let _ = s.owner.join();
    let again = std::net::TcpListener::bind(at);
    assert!(again.is_ok(), "the port is free again: {again:?}");
}
