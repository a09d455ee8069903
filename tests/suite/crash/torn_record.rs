//! A torn last record, cut at every byte: each cut loads as the file did
//! before that record and can be written to again.

use super::*;

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
