//! The session: entering, findings and overrides, corrections, notes,
//! reminders, undo and redo at every position, and invariants over random play.

use crate::support as common;

use common::{enter, new_tally, snapshot};
use holster::core::Severity;
use holster::games::tally::{Tally, TallyAction, TallySetup};
use holster::session::{AnySession, EntryError, Input, LineError, LineOutcome, Session};
use proptest::prelude::*;

fn memory_game() -> Session<Tally> {
    Session::in_memory(
        TallySetup {
            players: vec!["Ann".into(), "Bob".into()],
            goal: 50,
        },
        chrono::DateTime::UNIX_EPOCH,
    )
}

#[track_caller]
fn refused(session: &mut dyn AnySession, line: &str) -> LineError {
    let before = snapshot(session);
    let err = session
        .enter_line(line)
        .err()
        .unwrap_or_else(|| panic!("{line:?} should be refused"));
    assert_eq!(
        snapshot(session),
        before,
        "a refused line changed something"
    );
    err
}

#[test]
fn a_violation_is_refused_until_applied_anyway_and_the_override_is_recorded() {
    let mut game = memory_game();
    enter(&mut game, "ann 4");
    match refused(&mut game, "ann 5") {
        LineError::Entry(EntryError::NeedsOverride(findings)) => {
            assert_eq!(findings.len(), 1);
            assert_eq!(findings[0].rule_id(), "tally.turn.twice");
            assert_eq!(findings[0].severity(), Severity::Violation);
            assert_eq!(findings[0].section(), "tally.turns");
        }
        other => panic!("expected a violation, got {other:?}"),
    }
    let LineOutcome::Entered(ack) = enter(&mut game, "ann 5 !") else {
        panic!("an entry");
    };
    assert_eq!(ack.number, 2);
    assert_eq!(ack.findings[0].rule_id(), "tally.turn.twice");
    let history = game.history();
    assert_eq!(history[1].overrides, vec!["tally.turn.twice".to_string()]);
    assert_eq!(game.state().scores, vec![9, 0]);
}

#[test]
fn a_number_out_of_its_range_is_named_as_the_screen_names_it() {
    use holster::i18n::{Lang, tr};
    let mut game = memory_game();
    let LineError::Entry(EntryError::Rejected(finding)) = refused(&mut game, "fix bob score 1000")
    else {
        panic!("out of range is rejected");
    };
    let en = tr(Lang::En, &finding.message());
    assert_eq!(
        en,
        "Bob's score cannot be 1,000: enter a number from 0 to 999."
    );
    let nl = tr(Lang::Nl, &finding.message());
    assert_eq!(
        nl,
        "Dat kan niet: score van Bob kan geen 1.000 worden. Vul een getal van 0 tot en met 999 in."
    );
    assert!(
        !en.contains('@') && !nl.contains('@'),
        "no internal id: {en} / {nl}"
    );
}

#[test]
fn impossible_input_is_refused_with_the_reason_and_changes_nothing() {
    let mut game = memory_game();
    let cases = [
        ("ann 21", "dice-out-of-range"),
        ("ann 0", "dice-out-of-range"),
        ("zoe 4", "notation-no-such-player"),
        ("ann", "tally-usage"),
        ("fix ann score 1000", "rule-core_correction_out-of-range"),
        ("fix ann score -1", "rule-core_correction_out-of-range"),
        ("fix ann lives 3", "notation-no-such-counter"),
        ("note   ", "rule-core_note_empty"),
        ("done tally.goal.reached", "rule-core_done_no-such-reminder"),
        ("undo", "history-nothing-to-undo"),
        ("redo", "history-nothing-to-redo"),
        ("jump 3", "history-no-such-entry"),
    ];
    for (line, key) in cases {
        let err = refused(&mut game, line);
        let got = match &err {
            LineError::Parse(msg) => msg.key.clone(),
            LineError::Entry(EntryError::Rejected(f)) => f.message().key,
            LineError::Entry(EntryError::NothingToUndo) => "history-nothing-to-undo".into(),
            LineError::Entry(EntryError::NothingToRedo) => "history-nothing-to-redo".into(),
            LineError::Entry(EntryError::NoSuchEntry(_)) => "history-no-such-entry".into(),
            other => format!("{other:?}"),
        };
        assert_eq!(got, key, "for {line:?}");
    }
    assert!(game.log().is_empty());
}

#[test]
fn a_natural_20_is_information_and_scores_one_extra() {
    let mut game = memory_game();
    let LineOutcome::Entered(ack) = enter(&mut game, "bob 20") else {
        panic!("an entry");
    };
    assert_eq!(ack.findings[0].rule_id(), "tally.roll.natural-20");
    assert_eq!(ack.findings[0].severity(), Severity::Info);
    assert_eq!(game.state().scores, vec![0, 21]);
}

#[test]
fn corrections_are_entries_of_their_own_and_can_be_undone() {
    let mut game = memory_game();
    enter(&mut game, "ann 7");
    enter(&mut game, "fix ann score +3");
    assert_eq!(game.state().scores[0], 10);
    let history = game.history();
    assert_eq!(history[1].notation, "fix Ann score 10");
    assert_eq!(
        holster::i18n::tr(holster::i18n::Lang::En, &history[1].description),
        "Corrected Ann's score from 7 to 10"
    );
    enter(&mut game, "undo");
    assert_eq!(game.state().scores[0], 7);
}

#[test]
fn reminders_show_until_marked_done_and_return_after_the_next_action() {
    let mut game = memory_game();
    enter(&mut game, "fix ann score 49");
    assert!(game.reminders().is_empty());
    enter(&mut game, "ann 1");
    let reminders = game.reminders();
    assert_eq!(reminders.len(), 1);
    assert_eq!(reminders[0].rule_id(), "tally.goal.reached");
    enter(&mut game, "done tally.goal.reached");
    assert!(game.reminders().is_empty());
    enter(&mut game, "bob 3");
    assert_eq!(game.reminders().len(), 1, "the state still calls for it");
}

#[test]
fn notes_are_kept_as_written_on_one_line() {
    let mut game = memory_game();
    enter(&mut game, "notitie De tafel   besliste: Bob mag opnieuw");
    assert_eq!(
        game.history()[0].notation,
        "note De tafel besliste: Bob mag opnieuw"
    );
}

#[test]
fn undo_and_jump_reach_every_position_with_the_state_of_that_prefix() {
    let lines = [
        "ann 3",
        "bob 5",
        "ann 20",
        "fix bob score 1",
        "note x",
        "bob 2",
    ];
    let mut states = vec![memory_game().state().clone()];
    let mut game = memory_game();
    for line in lines {
        enter(&mut game, line);
        states.push(game.state().clone());
    }
    for to in (0..=lines.len()).rev() {
        game.seek(to).expect("seek back");
        assert_eq!(game.state(), &states[to], "after jumping to {to}");
    }
    for (to, state) in states.iter().enumerate() {
        game.seek(to).expect("seek forward");
        assert_eq!(game.state(), state, "after jumping forward to {to}");
    }
    for to in (0..lines.len()).rev() {
        game.seek(lines.len()).expect("to the end");
        for _ in to..lines.len() {
            game.undo().expect("undo");
        }
        assert_eq!(game.state(), &states[to], "after undoing back to {to}");
        for _ in to..lines.len() {
            game.redo().expect("redo");
        }
        assert_eq!(game.state(), &states[lines.len()]);
    }
}

#[test]
fn a_new_entry_after_undo_drops_the_redo_and_nothing_else() {
    let mut game = memory_game();
    enter(&mut game, "ann 3");
    enter(&mut game, "bob 5");
    enter(&mut game, "undo");
    enter(&mut game, "bob 6");
    assert_eq!(game.log().len(), 2);
    assert!(game.redo().is_err());
    assert_eq!(game.state().scores, vec![3, 6]);
}

#[test]
fn the_typed_input_api_matches_the_notation() {
    let mut game = memory_game();
    let action = TallyAction::Roll {
        player: 1,
        face: holster::core::D20::new(9).expect("9 is a face"),
    };
    game.enter(Input::Play(action), false).expect("entered");
    assert_eq!(game.history()[0].notation, "roll Bob 9");
}

/// One random line of play: mostly rolls, some history moves and corrections.
fn line_strategy() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => (0..3usize, 1..=20u8).prop_map(|(p, f)| format!("roll {} {f}", ["ann", "bob", "cid"][p])),
        1 => (0..3usize, 1..=20u8).prop_map(|(p, f)| format!("roll {} {f} !", ["ann", "bob", "cid"][p])),
        1 => Just("undo".to_string()),
        1 => Just("redo".to_string()),
        1 => (0..12usize).prop_map(|n| format!("jump {n}")),
        1 => (0..3usize, 0..999i64).prop_map(|(p, v)| format!("fix {} score {v}", ["ann", "bob", "cid"][p])),
        1 => Just("note a ruling".to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// save∘load = identity after every line; undo∘do = identity for every
    /// accepted entry; scores stay within their bounds.
    #[test]
    fn random_play_keeps_the_invariants(lines in proptest::collection::vec(line_strategy(), 1..30)) {
        let dir = tempfile::tempdir().expect("temp dir");
        let (mut session, path) = new_tally(dir.path(), "p");
        for line in &lines {
            let before = snapshot(session.as_ref());
            let before_state = session.state_json();
            match session.enter_line(line) {
                Ok(LineOutcome::Entered(_)) => {
                    let after = snapshot(session.as_ref());
                    session.undo().expect("an entry can be undone");
                    prop_assert_eq!(&session.state_json(), &before_state);
                    session.redo().expect("and redone");
                    prop_assert_eq!(snapshot(session.as_ref()), after);
                }
                Ok(LineOutcome::Moved(_)) => {}
                Err(_) => prop_assert_eq!(snapshot(session.as_ref()), before),
            }
            for counter in session.counters() {
                prop_assert!((counter.min..=counter.max).contains(&counter.value));
            }
            let read = holster::games::read(&path).expect("the file always loads");
            prop_assert_eq!(snapshot(read.as_ref()), snapshot(session.as_ref()));
            prop_assert_eq!(read.cursor(), session.cursor());
        }
    }
}
