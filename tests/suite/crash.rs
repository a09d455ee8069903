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

const ROUNDS: usize = 96;
/// Rounds share a file for this many rounds in a row, so later rounds start
/// the binary on a file an earlier round was killed writing.
const CHAIN: usize = 4;
/// Lines offered per round: far more than a round can enter before its kill.
const SCRIPT_LEN: usize = 400;

#[test]
fn killed_writers_lose_no_acknowledged_entry() {
    let _turn = one_at_a_time();
    let dir = tempfile::tempdir().expect("temp dir");
    let data_dir = dir.path();
    let started = Instant::now();
    let mut model = Model::default();
    let mut file = PathBuf::new();
    let mut total_acks = 0;
    let mut unacked_on_disk = 0;
    let mut torn_tails = 0;

    for round in 0..ROUNDS {
        if round % CHAIN == 0 {
            file = data_dir.join(format!("games/chain{}.toml", round / CHAIN));
            fs::create_dir_all(file.parent().expect("folder")).expect("games folder");
            drop(games::create(Tally::ID, &file, &setup()).expect("create game"));
            model = Model::default();
        }
        let mut rng = Rng(round as u64 + 1);
        let ops = script(&model, SCRIPT_LEN, &mut rng);
        let kill = kill_for(round);
        let run = run_and_kill(data_dir, &file, &ops, kill);
        let context = || format!("round {round}, {kill:?}, file {}", file.display());
        assert!(
            killed_by_signal(run.status),
            "{}: the writer should have been killed\n{}",
            context(),
            run.describe()
        );
        for line in &run.lines {
            let known =
                parse_ack(line).is_some() || line.starts_with("  ") || *line == torn_notice();
            assert!(
                known,
                "{}: unexpected output {line:?} (all lines are legal)\n{}",
                context(),
                run.describe()
            );
        }

        // Every acknowledgement is the one the model expects for its line.
        let acks = run.acks();
        let mut expected = model.clone();
        for (i, ack) in acks.iter().enumerate() {
            assert_eq!(
                *ack,
                expected.apply(&ops[i]),
                "{}: acknowledgement {} for line {:?}\n{}",
                context(),
                i + 1,
                ops[i].line(),
                run.describe()
            );
        }
        total_acks += acks.len();

        // (a) The file loads, in the library and through `holster replay`.
        let session = games::read(&file).unwrap_or_else(|e| {
            panic!(
                "{}: the file does not load after the kill: {e}\n{}",
                context(),
                run.describe()
            )
        });
        let (status, stderr) = replay_status(data_dir, &file);
        assert!(
            status.success(),
            "{}: holster replay failed after the kill: {stderr}",
            context()
        );

        // (b) Every acknowledged line is there. The line after the last
        // acknowledged one may also have reached the disk (written, not yet
        // acknowledged), but nothing beyond it: the binary acknowledges each
        // line before it reads the next.
        let loaded = view(session.as_ref());
        let acked = model.after(&ops[..acks.len()]);
        let one_more = model.after(&ops[..(acks.len() + 1).min(ops.len())]);
        model = if loaded == acked.view() {
            acked
        } else if loaded == one_more.view() {
            unacked_on_disk += 1;
            one_more
        } else {
            panic!(
                "{}: after {} acknowledgements the history is\n{loaded:#?}\nbut should be\n{:#?}\n{}",
                context(),
                acks.len(),
                acked.view(),
                run.describe()
            );
        };
        eprintln!(
            "round {round:2}: {kill:?}: {} acknowledged, {} on disk",
            acks.len(),
            model.entries.len()
        );
        let torn = holster::store::read_raw_file(&file)
            .expect("raw file")
            .torn_tail;
        torn_tails += usize::from(torn);

        // Every other round, the binary itself resumes the killed file first:
        // it must say when it dropped a torn record and carry on numbering.
        if round % 2 == 1 {
            let op = Op::note(&format!("resumed in round {round}"));
            let run = run_to_end(data_dir, &file, &format!("{}\n", op.line()));
            assert_eq!(
                run.status.code(),
                Some(0),
                "{}: holster enter after the kill\n{}",
                context(),
                run.describe()
            );
            assert_eq!(
                run.lines.first().is_some_and(|l| *l == torn_notice()),
                torn,
                "{}: the torn-tail notice\n{}",
                context(),
                run.describe()
            );
            assert_eq!(
                run.acks(),
                vec![model.apply(&op)],
                "{}\n{}",
                context(),
                run.describe()
            );
        }

        // (c) The lock died with the process and a torn tail is cut off:
        // the file opens for writing, takes new entries, and reads back.
        {
            let (mut session, _report) = games::open(&file)
                .unwrap_or_else(|e| panic!("{}: cannot reopen after the kill: {e}", context()));
            assert_eq!(view(session.as_ref()), model.view(), "{}", context());
            let mut rng = Rng(10_000 + round as u64);
            for op in [
                Op::note(&format!("after kill {round}")),
                model.next_roll(&mut rng),
            ] {
                let outcome = session.enter_line(op.line()).unwrap_or_else(|e| {
                    panic!("{}: {:?} after reopening: {e}", context(), op.line())
                });
                let Ack::Saved(number) = model.apply(&op) else {
                    unreachable!("entries are saved")
                };
                assert!(
                    matches!(outcome, LineOutcome::Entered(ref ack) if ack.number == number),
                    "{}: {outcome:?}, expected entry {number}",
                    context()
                );
            }
        }
        let reread = games::read(&file).expect("reload after appending");
        assert_eq!(view(reread.as_ref()), model.view(), "{}", context());
    }

    let elapsed = started.elapsed();
    eprintln!(
        "{ROUNDS} kills in {elapsed:.1?}: {total_acks} acknowledged lines, {unacked_on_disk} \
         rounds with one more line on disk than acknowledged, {torn_tails} torn tails"
    );
    // A round that saw no acknowledgement at all still checks the open path,
    // but most rounds should have been killed in the middle of writing.
    assert!(
        total_acks >= ROUNDS * 3,
        "only {total_acks} acknowledgements in {ROUNDS} rounds: the kills came too early"
    );
}

// ---------------------------------------------------------------------------
// Torn writes at every byte.
// ---------------------------------------------------------------------------

/// Eleven records before the last one, so the last is numbered 12 and a cut
/// after `end = 1` leaves a valid but wrong number rather than a syntax error.
fn prefix() -> Vec<Op> {
    let mut ops = vec![
        Op::roll(0, 17, 0),
        Op::roll(1, 3, 1),
        Op::note(NOTES[0]),
        Op::roll(2, 20, 2),
        Op::Undo,
        Op::Redo,
        Op::fix(0, 12),
        Op::roll(0, 5, 0),
        Op::roll(1, 9, 0),
        Op::Undo,
        Op::roll(2, 1, 0),
    ];
    // Keep the prefix legal whatever is changed above.
    let mut model = Model::default();
    for op in &mut ops {
        if let Op::Enter {
            roller: Some(seat), ..
        } = op
        {
            assert_ne!(model.last_roller(), Some(*seat), "prefix must be legal");
        }
        model.apply(op);
    }
    ops
}

/// Every kind of record as the one being written when the writer stopped.
fn last_records() -> Vec<Op> {
    vec![
        Op::roll(0, 20, 0),
        // Multi-byte characters: a cut can fall inside one.
        Op::note(NOTES[1]),
        Op::fix(1, 999),
        Op::Undo,
    ]
}

/// The end of a history, for a failure message.
fn last_two(view: &[(String, bool)]) -> String {
    let shown: Vec<String> = view[view.len().saturating_sub(2)..]
        .iter()
        .map(|(n, active)| format!("{n:?}{}", if *active { "" } else { " (undone)" }))
        .collect();
    format!("{} entries ending [{}]", view.len(), shown.join(", "))
}

#[test]
fn a_torn_last_record_is_dropped_at_every_byte() {
    let _turn = one_at_a_time();
    let dir = tempfile::tempdir().expect("temp dir");
    let mut failures = Vec::new();
    let mut cuts = 0;
    for (kind, last) in last_records().into_iter().enumerate() {
        let full_path = dir.path().join(format!("full{kind}.toml"));
        let ops: Vec<Op> = prefix().into_iter().chain([last.clone()]).collect();
        let (before_len, full) = {
            let mut session = games::create(Tally::ID, &full_path, &setup()).expect("create");
            for op in &ops[..ops.len() - 1] {
                session.enter_line(op.line()).expect("prefix line");
            }
            let before_len = fs::metadata(&full_path).expect("size").len() as usize;
            session.enter_line(last.line()).expect("last line");
            (before_len, fs::read(&full_path).expect("read full file"))
        };
        let before = Model::default().after(&ops[..ops.len() - 1]);
        let after = Model::default().after(&ops);
        let whole = games::read(&full_path).expect("the whole file loads");
        assert_eq!(view(whole.as_ref()), after.view(), "the model agrees");

        let copy = dir.path().join(format!("cut{kind}.toml"));
        for cut in before_len..full.len() {
            cuts += 1;
            // Only the final line break missing: the record is whole (its
            // `end` line is there) and may be kept; any shorter cut must go.
            let expected = if cut == full.len() - 1 {
                &after
            } else {
                &before
            };
            // The end of what is left, enough to see where the cut fell.
            let tail = String::from_utf8_lossy(&full[before_len..cut]).into_owned();
            let tail: String = {
                let chars: Vec<char> = tail.chars().collect();
                chars[chars.len().saturating_sub(28)..].iter().collect()
            };
            let what = format!("last record {:?} cut after {tail:?}", last.line());
            fs::write(&copy, &full[..cut]).expect("write cut copy");
            match games::read(&copy) {
                Ok(session) if view(session.as_ref()) == expected.view() => {}
                Ok(session) => {
                    failures.push(format!(
                        "{what}: loads {}, expected {}",
                        last_two(&view(session.as_ref())),
                        last_two(&expected.view())
                    ));
                    continue;
                }
                Err(e) => {
                    failures.push(format!("{what}: does not load: {e}"));
                    continue;
                }
            }
            // Opening cuts the torn bytes off, so an append lands on a clean
            // end and the file still loads with the new entry.
            let note = Op::note("written after the cut");
            let appended = expected.after(std::slice::from_ref(&note));
            match games::open(&copy) {
                Ok((mut session, _)) => {
                    if let Err(e) = session.enter_line(note.line()) {
                        failures.push(format!("{what}: cannot append after opening: {e}"));
                        continue;
                    }
                }
                Err(e) => {
                    failures.push(format!("{what}: does not open for writing: {e}"));
                    continue;
                }
            }
            match games::read(&copy) {
                Ok(session) if view(session.as_ref()) == appended.view() => {}
                Ok(session) => failures.push(format!(
                    "{what}: after appending, history is {:?}",
                    view(session.as_ref())
                )),
                Err(e) => failures.push(format!("{what}: after appending, does not load: {e}")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {cuts} cuts went wrong; the first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(60)].join("\n")
    );
}
