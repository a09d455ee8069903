//! Whatever a phone sends, the server and the host answer with an error or
//! an entry the rules took, never a panic, and nothing else changes: random
//! lines to the host (as the loader and the typed lines are fuzzed), and
//! random bodies to the server.

use super::host::{join, line, phone_of};
use super::http::request;
use crate::support::new_tally;
use holster::share::Host;
use holster::share::host::Status;
use proptest::prelude::*;
use proptest::strategy::ValueTree;

/// Lines a phone might send: junk, the game's words with junk, control
/// characters, very long ones.
fn lines() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "(roll|undo|fix|note|done|board|pick|jump|redo) ?(ann|bob|cid|[0-9]{1,3}|\\PC{0,8}) ?[0-9!+-]{0,4}",
        "\\PC{190,210}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_line_is_an_entry_the_rules_took_or_an_error_that_changes_nothing(
        texts in proptest::collection::vec((lines(), 0..3usize), 1..6)
    ) {
        let dir = tempfile::tempdir().unwrap();
        let (mut session, _) = new_tally(dir.path(), "t");
        let (mut host, _snapshots) = Host::new(session.as_ref());
        let phones: Vec<String> = (0..3)
            .map(|seat| phone_of(&join(&mut host, session.as_mut(), Some(seat))))
            .collect();
        for (text, seat) in texts {
            let before = (session.history_len(), session.cursor(), host.version());
            let scores = session.state_json()["scores"].clone();
            let version = host.version();
            let answer = line(&mut host, session.as_mut(), &phones[seat], version, &text);
            if answer.status == Status::Done {
                // Taken by the rules, once, and the phone's own roll: no
                // other seat's score moved (Tally would take anyone's).
                prop_assert_eq!(session.history_len(), before.0 + 1);
                prop_assert_eq!(host.version(), before.2 + 1);
                let after = session.state_json()["scores"].clone();
                for other in (0..3).filter(|s| *s != seat) {
                    prop_assert_eq!(&after[other], &scores[other], "{}", text);
                }
            } else {
                prop_assert_eq!((session.history_len(), session.cursor(), host.version()), before);
                prop_assert!(answer.body["error"]["en"].is_string(), "{}", answer.body);
            }
        }
    }
}

#[test]
fn random_bodies_to_the_server_get_an_error_and_change_nothing() {
    let s = super::server::shared();
    let (at, key) = (s.at, s.key.clone());
    let headers = [
        ("X-Holster-Key", key.as_str()),
        ("Content-Type", "application/json"),
    ];
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let bodies = proptest::collection::vec(any::<u8>(), 0..600);
    for _ in 0..60 {
        let body = bodies.new_tree(&mut runner).unwrap().current();
        for path in ["/api/join", "/api/enter"] {
            // Slower than a phone's limit, so every one is read.
            std::thread::sleep(std::time::Duration::from_millis(40));
            let status = request(at, "POST", path, &headers, &body).status;
            assert!((400..500).contains(&status), "{status} for {body:?}");
        }
    }
    s.sharing.stop();
    assert_eq!(s.owner.join().unwrap().history_len(), 0);
}
