//! The real `holster enter` killed at many moments: no acknowledged entry
//! lost, no file left that fails to load.

use super::*;

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
