//! Crash safety of saved games: "a process killed at any instant (kill -9)
//! loses no acknowledged entry and leaves no file that fails to load".
//!
//! Two tests:
//!
//! * `killed_writers_lose_no_acknowledged_entry` runs the real `holster enter`
//!   binary, feeds it a long stream of legal lines and SIGKILLs it at many
//!   different moments (fixed delays after start, delays after the first
//!   acknowledgement, and right after the k-th acknowledgement). After every
//!   kill it loads what is on disk and checks it against an independent model
//!   of the history, then reopens the file for writing and appends to it.
//! * `a_torn_last_record_is_dropped_at_every_byte` cuts the last record of a
//!   file off at every byte offset, which is what a power cut or a kill in the
//!   middle of `write` can leave, and checks that each cut loads as the file
//!   did before that record and can be written to again.
//!
//! The history is compared as (notation, in effect) pairs; notation is what
//! `AnySession::history` prints, so a line typed as `bob 3` is expected back
//! as `roll Bob 3`.

use holster::core::Game;
use holster::core::SetupInput;
use holster::games;
use holster::games::tally::Tally;
use holster::session::{AnySession, LineOutcome};
use std::fs::{self, File};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Mutex, MutexGuard, mpsc};
use std::thread;
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_holster");

/// Held by each test for its whole run. The tests of one file run on threads
/// of one process, and a child started on one thread briefly holds copies of
/// every open file between fork and exec, a game's lock file among them. A
/// game the other test has just closed can then still look "open in another
/// window" for a moment. Taking turns rules that out.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn one_at_a_time() -> MutexGuard<'static, ()> {
    // A failed test poisons the mutex; the next test may still run.
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// Seat names. The third has a non-ASCII letter so that multi-byte text goes
/// through the pipe, the parser and the file.
const PLAYERS: [&str; 3] = ["Ann", "Bob", "Zoë"];

/// Note texts as typed; the stored text has its whitespace collapsed.
const NOTES: [&str; 4] = [
    "the table ruled   that ties go to Ann",
    "Zoë’s café — ½ price drinks",
    "pizza  arrived",
    "#3 was a cocked die, rerolled",
];

// ---------------------------------------------------------------------------
// An independent model of the history.
// ---------------------------------------------------------------------------

/// One line fed to `holster enter`.
#[derive(Debug, Clone)]
enum Op {
    /// A line that saves an entry.
    Enter {
        /// What is typed.
        line: String,
        /// How the history writes it back.
        notation: String,
        /// The seat that rolled, for rolls (to keep the stream free of
        /// "rolled twice in a row" violations).
        roller: Option<usize>,
    },
    Undo,
    Redo,
}

impl Op {
    fn line(&self) -> &str {
        match self {
            Op::Enter { line, .. } => line,
            Op::Undo => "undo",
            Op::Redo => "redo",
        }
    }

    fn note(text: &str) -> Op {
        Op::Enter {
            line: format!("note {text}"),
            notation: format!(
                "note {}",
                text.split_whitespace().collect::<Vec<_>>().join(" ")
            ),
            roller: None,
        }
    }

    fn roll(seat: usize, face: u8, form: u64) -> Op {
        let name = PLAYERS[seat];
        // The three ways people type a roll; all are stored the same.
        let line = match form % 3 {
            0 => format!("roll {name} {face}"),
            1 => format!("{} {face}", name.to_lowercase()),
            _ => format!("roll {} {face}", seat + 1),
        };
        Op::Enter {
            line,
            notation: format!("roll {name} {face}"),
            roller: Some(seat),
        }
    }

    fn fix(seat: usize, to: i64) -> Op {
        let name = PLAYERS[seat];
        Op::Enter {
            line: format!("fix {} score {to}", name.to_lowercase()),
            notation: format!("fix {name} score {to}"),
            roller: None,
        }
    }
}

/// What `holster enter` prints for a line that was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ack {
    /// `saved #N: ...`
    Saved(usize),
    /// `N entries now in effect`
    Moved(usize),
}

/// The history as the log keeps it: every entry, undone ones included, and
/// how many are in effect. Written here rather than taken from the library so
/// that a bug in the log cannot hide itself.
#[derive(Debug, Clone, Default)]
struct Model {
    entries: Vec<(String, Option<usize>)>,
    cursor: usize,
}

impl Model {
    fn apply(&mut self, op: &Op) -> Ack {
        match op {
            Op::Enter {
                notation, roller, ..
            } => {
                self.entries.truncate(self.cursor);
                self.entries.push((notation.clone(), *roller));
                self.cursor = self.entries.len();
                Ack::Saved(self.cursor)
            }
            Op::Undo => {
                self.cursor -= 1;
                Ack::Moved(self.cursor)
            }
            Op::Redo => {
                self.cursor += 1;
                Ack::Moved(self.cursor)
            }
        }
    }

    fn after(&self, ops: &[Op]) -> Model {
        let mut next = self.clone();
        for op in ops {
            next.apply(op);
        }
        next
    }

    /// Who rolled last among the entries in effect: they may not roll next.
    fn last_roller(&self) -> Option<usize> {
        self.entries[..self.cursor].iter().rev().find_map(|e| e.1)
    }

    fn view(&self) -> Vec<(String, bool)> {
        self.entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.0.clone(), i < self.cursor))
            .collect()
    }

    /// A legal roll for whoever may roll next.
    fn next_roll(&self, rng: &mut Rng) -> Op {
        let last = self.last_roller();
        let seats: Vec<usize> = (0..PLAYERS.len()).filter(|s| Some(*s) != last).collect();
        let seat = seats[rng.below(seats.len() as u64) as usize];
        Op::roll(seat, 1 + rng.below(20) as u8, rng.next())
    }
}

/// The history of a loaded game in the model's terms.
fn view(session: &dyn AnySession) -> Vec<(String, bool)> {
    session
        .history()
        .into_iter()
        .map(|h| (h.notation, h.active))
        .collect()
}

/// splitmix64: a few lines of deterministic randomness, so that a failing
/// round can be reproduced from its number.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A stream of legal lines continuing from `start`: mostly rolls by
/// alternating players, with undo, redo, notes and corrections mixed in.
fn script(start: &Model, len: usize, rng: &mut Rng) -> Vec<Op> {
    let mut model = start.clone();
    let mut ops = Vec::with_capacity(len);
    while ops.len() < len {
        let pick = rng.below(100);
        let op = if pick < 8 && model.cursor > 0 {
            Op::Undo
        } else if pick < 15 && model.cursor < model.entries.len() {
            Op::Redo
        } else if pick < 22 {
            Op::note(NOTES[rng.below(NOTES.len() as u64) as usize])
        } else if pick < 28 {
            Op::fix(
                rng.below(PLAYERS.len() as u64) as usize,
                rng.below(1000) as i64,
            )
        } else {
            model.next_roll(rng)
        };
        model.apply(&op);
        ops.push(op);
    }
    ops
}

fn setup() -> SetupInput {
    SetupInput {
        players: PLAYERS.iter().map(|p| p.to_string()).collect(),
        ..SetupInput::default()
    }
}

// ---------------------------------------------------------------------------
// Running and killing the binary.
// ---------------------------------------------------------------------------

/// When to kill the writer.
#[derive(Debug, Clone, Copy)]
enum Kill {
    /// This long after it was started (it may still be opening the file).
    SinceStart(Duration),
    /// This long after its first acknowledgement was read.
    SinceFirstAck(Duration),
    /// As soon as the k-th acknowledgement has been read.
    AtAck(usize),
}

/// Reads an acknowledgement; other lines (findings, notices) give `None`.
fn parse_ack(line: &str) -> Option<Ack> {
    if let Some(rest) = line.strip_prefix("saved #") {
        let number = rest.split(':').next()?.parse().ok()?;
        return Some(Ack::Saved(number));
    }
    if line.ends_with("now in effect") {
        let count = line.split_whitespace().next()?.parse().ok()?;
        return Some(Ack::Moved(count));
    }
    None
}

/// What `holster enter` says first when it dropped a record cut off mid-write.
fn torn_notice() -> String {
    holster::i18n::text(holster::i18n::Lang::En, "store-dropped-torn-tail")
}

/// What one run of `holster enter` printed, and how it ended.
struct Run {
    /// Complete lines of standard output, in order. A line cut off by the
    /// kill is left out: it was never fully acknowledged.
    lines: Vec<String>,
    status: ExitStatus,
    stderr: String,
}

impl Run {
    fn acks(&self) -> Vec<Ack> {
        self.lines.iter().filter_map(|l| parse_ack(l)).collect()
    }

    /// Output for a failure message.
    fn describe(&self) -> String {
        format!(
            "status {:?}\n--- stdout (last lines) ---\n{}\n--- stderr ---\n{}",
            self.status,
            self.lines[self.lines.len().saturating_sub(15)..].join("\n"),
            self.stderr
        )
    }
}

fn enter_command(data_dir: &Path, file: &Path, stderr: File) -> Command {
    let mut command = Command::new(BIN);
    command
        .arg("--lang")
        .arg("en")
        .arg("--data-dir")
        .arg(data_dir)
        .arg("enter")
        .arg(file)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr);
    command
}

/// Starts `holster enter FILE`, feeds it `ops` from another thread, and kills
/// it with SIGKILL at the moment `kill` says. Standard output is read to its
/// end after the kill: whatever the process wrote to the pipe before it died
/// was acknowledged, even if this thread had not read it yet.
fn run_and_kill(data_dir: &Path, file: &Path, ops: &[Op], kill: Kill) -> Run {
    let stderr_path = data_dir.join("stderr.txt");
    let stderr = File::create(&stderr_path).expect("stderr file");
    let started = Instant::now();
    let mut child: Child = enter_command(data_dir, file, stderr)
        .spawn()
        .expect("start holster enter");

    // The writer keeps standard input open after the last line until it is
    // told to stop, so the process is always killed while it is running and
    // never ends on its own by reaching the end of its input.
    let mut stdin = child.stdin.take().expect("stdin");
    let text: String = ops.iter().map(|op| format!("{}\n", op.line())).collect();
    let (stop_writer, writer_stopped) = mpsc::channel::<()>();
    let writer = thread::spawn(move || {
        // A write fails with EPIPE once the process is dead; that is expected.
        if stdin.write_all(text.as_bytes()).is_ok() {
            let _ = stdin.flush();
            let _ = writer_stopped.recv();
        }
    });

    let stdout = child.stdout.take().expect("stdout");
    let (line_tx, line_rx) = mpsc::channel::<String>();
    let reader = thread::spawn(move || {
        let mut stdout = BufReader::new(stdout);
        let mut line = String::new();
        loop {
            line.clear();
            match stdout.read_line(&mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) if line.ends_with('\n') => {
                    if line_tx.send(line.trim_end().to_string()).is_err() {
                        break;
                    }
                }
                Ok(_) => break,
            }
        }
    });

    let mut lines = Vec::new();
    let mut acks = 0;
    // Waits for the k-th acknowledgement; false when the output ended first.
    let mut wait_for_acks = |k: usize, lines: &mut Vec<String>| -> bool {
        while acks < k {
            match line_rx.recv() {
                Ok(line) => {
                    if parse_ack(&line).is_some() {
                        acks += 1;
                    }
                    lines.push(line);
                }
                Err(_) => return false,
            }
        }
        true
    };
    let deadline = match kill {
        Kill::SinceStart(delay) => Some(started + delay),
        Kill::SinceFirstAck(delay) => wait_for_acks(1, &mut lines).then(|| Instant::now() + delay),
        Kill::AtAck(k) => {
            wait_for_acks(k, &mut lines);
            None
        }
    };
    if let Some(deadline) = deadline {
        // Keep reading so the process never blocks on a full pipe.
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            match line_rx.recv_timeout(left) {
                Ok(line) => lines.push(line),
                Err(mpsc::RecvTimeoutError::Timeout) => break,
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        }
    }

    // On Unix `Child::kill` is SIGKILL: no destructor, no flush, no unlock.
    let _ = child.kill();
    let status = child.wait().expect("wait for holster");
    drop(stop_writer);
    writer.join().expect("writer thread");
    lines.extend(line_rx.iter());
    reader.join().expect("reader thread");
    Run {
        lines,
        status,
        stderr: fs::read_to_string(&stderr_path).unwrap_or_default(),
    }
}

/// Runs `holster enter FILE` to its end on these lines.
fn run_to_end(data_dir: &Path, file: &Path, input: &str) -> Run {
    let stderr_path = data_dir.join("stderr.txt");
    let stderr = File::create(&stderr_path).expect("stderr file");
    let mut child = enter_command(data_dir, file, stderr)
        .spawn()
        .expect("start holster enter");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("feed holster");
    drop(stdin);
    let output = child.wait_with_output().expect("holster enter");
    Run {
        lines: String::from_utf8_lossy(&output.stdout)
            .lines()
            .map(str::to_string)
            .collect(),
        status: output.status,
        stderr: fs::read_to_string(&stderr_path).unwrap_or_default(),
    }
}

fn replay_status(data_dir: &Path, file: &Path) -> (ExitStatus, String) {
    let output = Command::new(BIN)
        .arg("--lang")
        .arg("en")
        .arg("--data-dir")
        .arg(data_dir)
        .arg("replay")
        .arg(file)
        .output()
        .expect("run holster replay");
    (
        output.status,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[cfg(unix)]
fn killed_by_signal(status: ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.signal() == Some(9)
}

#[cfg(not(unix))]
fn killed_by_signal(status: ExitStatus) -> bool {
    // TerminateProcess: the process did not exit successfully on its own.
    !status.success()
}

/// The moment to kill in round `round`: a third each of the three kinds, with
/// delays and counts spread so that kills land before the file is open,
/// between entries and in the middle of writing one.
fn kill_for(round: usize) -> Kill {
    let step = round / 3;
    match round % 3 {
        // 0 to ~24 ms after start: start-up and opening the file take about
        // a millisecond in a debug build, so the earliest ones kill before
        // or during the open and the later ones after some entries.
        0 => Kill::SinceStart(Duration::from_micros((step as u64 * 1_931) % 24_000)),
        // 0 to ~4 ms after the first entry was saved: a handful of entries.
        1 => Kill::SinceFirstAck(Duration::from_micros((step as u64 * 337) % 4_000)),
        // Right after reading the k-th acknowledgement, k from 1 to 40.
        _ => Kill::AtAck(1 + (step * 7) % 40),
    }
}

/// Writers killed at many moments, against the model.
mod killed_writers;

/// The last record torn at every byte.
mod torn_record;
