//! Given/when/then helpers shared by every game's rule tests: enter lines
//! into a game held in memory and assert on the rule ids that speak.
//! Each game's `helpers.rs` re-exports them beside its own.

use holster::core::{Finding, Game, SetupInput, Severity};
use holster::session::{AnySession, EntryError, LineError, LineOutcome, Session};

/// A game held in memory, set up from `input`, which must be valid.
#[track_caller]
pub fn create<G: Game>(input: &SetupInput) -> Session<G> {
    match G::setup(input) {
        Ok(setup) => Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
        Err(msg) => panic!("the setup should be valid: {msg:?}"),
    }
}

/// Enters lines that must all be accepted without an override; returns the
/// findings of the last.
#[track_caller]
pub fn play<G: Game>(table: &mut Session<G>, lines: &[&str]) -> Vec<Finding> {
    let mut last = Vec::new();
    for line in lines {
        match table.enter_line(line) {
            Ok(LineOutcome::Entered(ack)) => last = ack.findings,
            Ok(LineOutcome::Moved(_)) => last = Vec::new(),
            Err(e) => panic!(
                "{line:?} should be entered: {e:?}\nstate: {:#?}",
                table.state()
            ),
        }
    }
    last
}

/// Enters one line that must be accepted; returns its findings.
#[track_caller]
pub fn ok<G: Game>(table: &mut Session<G>, line: &str) -> Vec<Finding> {
    play(table, &[line])
}

/// The rule ids among findings.
pub fn ids(findings: &[Finding]) -> Vec<&'static str> {
    findings.iter().map(|f| f.rule_id()).collect()
}

/// Asserts that a rule speaks among the findings.
#[track_caller]
pub fn says(findings: &[Finding], rule: &str) {
    assert!(
        ids(findings).contains(&rule),
        "expected {rule} among {:?}",
        ids(findings)
    );
}

/// Asserts that a rule does not speak among the findings.
#[track_caller]
pub fn silent(findings: &[Finding], rule: &str) {
    assert!(
        !ids(findings).contains(&rule),
        "did not expect {rule} among {:?}",
        ids(findings)
    );
}

/// A line the rules forbid: refused with this violation, nothing changed;
/// returns the findings.
#[track_caller]
pub fn violates<G: Game>(table: &mut Session<G>, line: &str, rule: &str) -> Vec<Finding>
where
    G::State: PartialEq,
{
    let before = table.state().clone();
    match table.enter_line(line) {
        Err(LineError::Entry(EntryError::NeedsOverride(findings))) => {
            assert!(
                findings
                    .iter()
                    .any(|f| f.rule_id() == rule && f.severity() == Severity::Violation),
                "{line:?}: expected violation {rule}, got {:?}",
                ids(&findings)
            );
            assert_eq!(table.state(), &before, "a refused line changed the state");
            // A refused line says why, and nothing of what it would have done.
            assert!(
                findings.iter().all(|f| f.severity() == Severity::Violation),
                "{line:?}: a refused line tells only its violations, got {:?}",
                ids(&findings)
            );
            findings
        }
        other => panic!("{line:?}: expected violation {rule}, got {other:?}"),
    }
}

/// An impossible line: rejected by this rule, nothing changed.
#[track_caller]
pub fn rejects<G: Game>(table: &mut Session<G>, line: &str, rule: &str)
where
    G::State: PartialEq,
{
    let before = table.state().clone();
    match table.enter_line(line) {
        Err(LineError::Entry(EntryError::Rejected(finding))) => {
            assert_eq!(finding.rule_id(), rule, "{line:?}");
            assert_eq!(finding.severity(), Severity::Rejected);
        }
        other => panic!("{line:?}: expected rejection {rule}, got {other:?}"),
    }
    assert_eq!(table.state(), &before);
}

/// A line that cannot be read: refused with this message key.
#[track_caller]
pub fn unreadable<G: Game>(table: &mut Session<G>, line: &str, key: &str) {
    match table.enter_line(line) {
        Err(LineError::Parse(msg)) => assert_eq!(msg.key, key, "{line:?}"),
        other => panic!("{line:?}: expected the parse error {key}, got {other:?}"),
    }
}

/// The rule ids of the reminders now.
pub fn reminders<G: Game>(table: &Session<G>) -> Vec<&'static str> {
    ids(&table.reminders())
}

/// A finding's argument, as it was given.
pub fn arg(finding: &Finding, name: &str) -> String {
    finding
        .args
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, a)| format!("{a:?}"))
        .unwrap_or_default()
}

/// `fix` takes every one-word label the screen shows for a tracked number,
/// in both languages: setting each number to the value it has is accepted.
#[track_caller]
pub fn fix_takes_every_label<G: Game>(table: &mut Session<G>)
where
    G::State: PartialEq,
{
    use holster::i18n::{Lang, tr};
    for counter in table.counters() {
        for lang in Lang::ALL {
            let label = tr(lang, &counter.label);
            if label.contains(' ') {
                continue;
            }
            let line = match counter.id.player {
                Some(seat) => format!("fix {} {label} {}", seat + 1, counter.value),
                None => format!("fix {label} {}", counter.value),
            };
            ok(table, &line);
        }
    }
}
