//! `holster share` killed (SIGKILL) while phones enter: every entry a phone
//! was told is saved is in the file when the game is opened again; stopped
//! politely (Ctrl+C), it tells every phone sharing ended.

use super::http::{post, try_post};
use crate::support::new_tally;
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Starts `holster share` on loopback: the process, its address and key.
fn share(path: &Path, data: &Path) -> (Child, SocketAddr, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_holster"))
        .args(["--lang", "en", "share"])
        .arg(path)
        .args(["--bind", "127.0.0.1", "--data-dir"])
        .arg(data)
        .env_remove("HOLSTER_DATA_DIR")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("holster share starts");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let url = first
        .trim()
        .strip_prefix("http://")
        .expect("the address first");
    let (at, key) = url.split_once("/?k=").unwrap();
    (child, at.parse().unwrap(), key.to_string())
}

#[cfg(unix)]
#[test]
fn ctrl_c_tells_every_phone_sharing_stopped_and_frees_the_port() {
    let dir = tempfile::tempdir().unwrap();
    let (session, path) = new_tally(dir.path(), "t");
    drop(session);
    let (mut child, at, key) = share(&path, dir.path());
    let mut events = super::http::Events::open(at, &key).expect("a stream");
    assert_eq!(events.next_state().expect("the table")["sharing"], true);
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    // SAFETY: a signal to the child this test started and still waits for.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
    let last = events.next_state().expect("a last snapshot");
    assert_eq!(last["sharing"], false, "{last}");
    let status = child.wait().unwrap();
    assert!(status.success(), "ends as asked: {status:?}");
    assert!(
        std::net::TcpStream::connect(at).is_err(),
        "the port is free"
    );
}

#[test]
fn no_acknowledged_entry_from_a_phone_is_lost_to_kill_9() {
    for (round, wait_ms) in [40u64, 150, 400].into_iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let (session, path) = new_tally(dir.path(), "t");
        drop(session);
        let (mut child, at, key) = share(&path, dir.path());
        // Three phones, one per seat, each entering its own roll in turn.
        let phones: Vec<String> = (0..3)
            .map(|seat| {
                let joined = post(at, "/api/join", &key, &json!({"seat": seat, "phone": null}));
                assert_eq!(joined.status, 200, "{}", joined.body);
                joined.json()["phone"].as_str().unwrap().to_string()
            })
            .collect();
        let acked = Arc::new(AtomicUsize::new(0));
        let entering = {
            let acked = acked.clone();
            std::thread::spawn(move || {
                let names = ["ann", "bob", "cid"];
                let mut n = 0;
                loop {
                    let body = json!({
                        "phone": phones[n % 3],
                        "version": n + 1,
                        "line": format!("roll {} 1", names[n % 3]),
                    });
                    // Once the server is gone, the socket fails: stop.
                    let Some(answer) = try_post(at, "/api/enter", &key, &body) else {
                        return;
                    };
                    match answer.status {
                        200 => {
                            n += 1;
                            acked.store(n, Ordering::SeqCst);
                        }
                        // Faster than a phone may: wait, and send it again.
                        429 => std::thread::sleep(Duration::from_millis(50)),
                        _ => return,
                    }
                }
            })
        };
        std::thread::sleep(Duration::from_millis(wait_ms));
        child.kill().unwrap();
        child.wait().unwrap();
        let _ = entering.join();
        let acked = acked.load(Ordering::SeqCst);
        assert!(
            acked > 0,
            "round {round}: some entries were made before the kill"
        );
        eprintln!("round {round}: {acked} acknowledged before the kill");
        let (session, _) = holster::games::open(&path).expect("opens after the kill");
        assert!(
            session.history_len() >= acked,
            "round {round}: {acked} acknowledged, {} in the file",
            session.history_len()
        );
        let history = session.history();
        for (n, item) in history.iter().take(acked).enumerate() {
            let name = ["ann", "bob", "cid"][n % 3];
            let notation = item.notation.to_lowercase();
            assert!(
                notation.contains(name),
                "entry {}: {}",
                n + 1,
                item.notation
            );
        }
    }
}
