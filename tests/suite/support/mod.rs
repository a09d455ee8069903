//! Helpers shared by the integration tests, compiled once for all of them:
//! games made and lines entered here, the `holster` binary run, fixtures
//! read; the rule tests' given/when/then (`entries`), the conformance
//! harness (`conformance`), Fluent files read as data (`fluent`), the sample
//! Gunfights table (`gunfights`) and the window driven by a simulator
//! (`window`).

pub mod conformance;
pub mod entries;
pub mod fluent;
pub mod gunfights;
#[cfg(feature = "gui")]
pub mod kept;
#[cfg(feature = "gui")]
pub mod window;

use holster::core::Game;
use holster::core::SetupInput;
use holster::games::tally::Tally;
use holster::session::{AnySession, LineOutcome};
use std::path::{Path, PathBuf};

/// A new Tally game saved at `dir/name.toml`, with Ann, Bob and Cid.
pub fn new_tally(dir: &Path, name: &str) -> (Box<dyn AnySession>, PathBuf) {
    let path = dir.join(format!("{name}.toml"));
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        ..Default::default()
    };
    let session = holster::games::create(Tally::ID, &path, &input).expect("tally is playable");
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

/// Runs the `holster` binary with `--data-dir data` (and no data folder
/// from the environment), feeding it `stdin`.
pub fn holster(data: &Path, args: &[&str], stdin: impl AsRef<[u8]>) -> std::process::Output {
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
    // A command that stops early (a refused file or lock) closes its input
    // unread.
    let _ = child.stdin.take().expect("stdin").write_all(stdin.as_ref());
    child.wait_with_output().expect("holster finishes")
}

/// A whole game written as `holster enter` reads it (`tests/<game>/*.txt`):
/// a `# key: value` comment line (a key without spaces) sets the game up
/// (`players`, `set: KEY=VALUE`, `board: KEY=N`) or says how it must end
/// (`expect-…`); every other line that is not empty is an entry.
pub struct Fixture {
    /// Its path, as given, for messages.
    pub name: String,
    /// The whole file.
    pub text: String,
    /// Its entries, in order.
    pub lines: Vec<String>,
    header: std::collections::BTreeMap<String, Vec<String>>,
}

impl Fixture {
    /// The fixture at `path`, from the top of the crate
    /// (`tests/suite/bang_dice/four-players.txt`).
    #[track_caller]
    pub fn load(path: &str) -> Fixture {
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
            .unwrap_or_else(|e| panic!("the fixture {path} is readable: {e}"));
        Fixture::parse(path, &text)
    }

    /// A fixture from its text; `name` says which in messages.
    pub fn parse(name: &str, text: &str) -> Fixture {
        let mut header: std::collections::BTreeMap<String, Vec<String>> = Default::default();
        let mut lines = Vec::new();
        for line in text.lines().map(str::trim) {
            if let Some(comment) = line.strip_prefix('#') {
                if let Some((key, value)) = comment.split_once(':')
                    && !key.trim().contains(' ')
                {
                    header
                        .entry(key.trim().to_string())
                        .or_default()
                        .push(value.trim().to_string());
                }
            } else if !line.is_empty() {
                lines.push(line.to_string());
            }
        }
        Fixture {
            name: name.to_string(),
            text: text.to_string(),
            lines,
            header,
        }
    }

    /// Every value of the `# key:` lines, in order.
    pub fn all(&self, key: &str) -> Vec<&str> {
        self.header
            .get(key)
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect()
    }

    /// The value of the one `# key:` line the fixture must have.
    #[track_caller]
    pub fn one(&self, key: &str) -> &str {
        match self.all(key).as_slice() {
            [value] => value,
            other => panic!("{} needs one `# {key}:` line, has {other:?}", self.name),
        }
    }

    /// The comma-separated words of the one `# key:` line.
    #[track_caller]
    pub fn list(&self, key: &str) -> Vec<String> {
        self.one(key)
            .split(',')
            .map(|s| s.trim().to_string())
            .collect()
    }

    /// The comma-separated numbers of the one `# key:` line.
    #[track_caller]
    pub fn numbers<T: std::str::FromStr>(&self, key: &str) -> Vec<T> {
        self.list(key)
            .iter()
            .map(|s| {
                s.parse()
                    .unwrap_or_else(|_| panic!("{}: `{key}` holds numbers", self.name))
            })
            .collect()
    }

    /// The `KEY=VALUE` of every `# key:` line.
    #[track_caller]
    pub fn pairs(&self, key: &str) -> std::collections::BTreeMap<String, String> {
        self.all(key)
            .into_iter()
            .map(|pair| {
                let (k, v) = pair
                    .split_once('=')
                    .unwrap_or_else(|| panic!("{}: `# {key}: KEY=VALUE`", self.name));
                (k.trim().to_string(), v.trim().to_string())
            })
            .collect()
    }

    /// The setup it gives: the `players` (none when it has no such line),
    /// the `set` options and the `board` values.
    #[track_caller]
    pub fn setup_input(&self) -> SetupInput {
        SetupInput {
            players: if self.all("players").is_empty() {
                Vec::new()
            } else {
                self.list("players")
            },
            options: self.pairs("set"),
            board: self
                .pairs("board")
                .into_iter()
                .map(|(k, v)| {
                    let n = v
                        .parse()
                        .unwrap_or_else(|_| panic!("{}: board {k} is a number", self.name));
                    (k, n)
                })
                .collect(),
        }
    }
}

/// Rewrites when the saved game at `game` says it was created, as a game set
/// up at `at` would say (the clock's tests need a game made a while ago;
/// only the window's use it).
#[cfg(feature = "gui")]
pub fn set_created(game: &Path, at: chrono::DateTime<chrono::Utc>) {
    let created = at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let text = std::fs::read_to_string(game).expect("saved");
    let text: Vec<String> = text
        .lines()
        .map(|l| {
            if l.starts_with("created = ") {
                format!("created = \"{created}\"")
            } else {
                l.to_string()
            }
        })
        .collect();
    std::fs::write(game, text.join("\n") + "\n").expect("written");
}
