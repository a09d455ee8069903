//! `holster share` killed (SIGKILL) while phones enter: every entry a phone
//! was told is saved is in the file when the game is opened again.

use super::http::{post, try_post};
use crate::support::new_tally;
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

#[test]
fn no_acknowledged_entry_from_a_phone_is_lost_to_kill_9() {
    for (round, wait_ms) in [40u64, 150, 400].into_iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let (session, path) = new_tally(dir.path(), "t");
        drop(session);
        let mut child = Command::new(env!("CARGO_BIN_EXE_holster"))
            .args(["--lang", "en", "share"])
            .arg(&path)
            .args(["--bind", "127.0.0.1", "--data-dir"])
            .arg(dir.path())
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
        let at: SocketAddr = at.parse().unwrap();
        let key = key.to_string();
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
