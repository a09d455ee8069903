//! Helpers shared by the integration tests.

#![allow(dead_code)]

use holster::core::{GameId, SetupInput};
use holster::session::{AnySession, LineOutcome};
use std::path::{Path, PathBuf};

/// A new Tally game saved at `dir/name.toml`, with Ann, Bob and Cid.
pub fn new_tally(dir: &Path, name: &str) -> (Box<dyn AnySession>, PathBuf) {
    let path = dir.join(format!("{name}.toml"));
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        ..Default::default()
    };
    let session = holster::games::create(GameId::Tally, &path, &input).expect("tally is playable");
    (session, path)
}

/// Enters a line that must succeed.
#[track_caller]
pub fn enter(session: &mut dyn AnySession, line: &str) -> LineOutcome {
    match session.enter_line(line) {
        Ok(outcome) => outcome,
        Err(e) => panic!("{line:?} should be entered: {e:?}"),
    }
}

/// What a person would compare: every entry's notation and whether it is in
/// effect, the counters, and the state.
pub fn snapshot(session: &dyn AnySession) -> (Vec<(String, bool)>, Vec<i64>, serde_json::Value) {
    (
        session
            .history()
            .iter()
            .map(|h| (h.notation.clone(), h.active))
            .collect(),
        session.counters().iter().map(|c| c.value).collect(),
        session.state_json(),
    )
}

/// Runs the `holster` binary with `--data-dir data`, feeding it `stdin`.
pub fn holster(data: &Path, args: &[&str], stdin: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_holster"))
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .env_remove("HOLSTER_DATA_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("holster starts");
    // A command that stops early (a refused file) closes its input unread.
    let _ = child.stdin.take().expect("stdin").write_all(stdin);
    child.wait_with_output().expect("holster finishes")
}
