//! Given/when/then helpers for Gunfights & Gamblin': set a table up, enter
//! lines, and assert on the rule ids that speak.

#![allow(dead_code)]

use holster::core::{Finding, Game, SetupInput, Severity};
use holster::games::gunfights::{Character, Gunfights, Seat};
use holster::session::{AnySession, EntryError, LineError, LineOutcome, Session};

/// A game in memory.
pub type Table = Session<Gunfights>;

// The board values and the first round's turns are shared with the window's
// tests and the pads' unit tests; they live in one file for all of them.
#[path = "../support/gunfights.rs"]
mod shared;
pub use shared::{BOARD, PEOPLE, round_one_turns};

/// The setup input for some people and options, with every board value.
pub fn input(people: &[&str], options: &[(&str, &str)]) -> SetupInput {
    SetupInput {
        players: people.iter().map(|p| p.to_string()).collect(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: shared::board(),
    }
}

/// A table from a setup input that must be valid.
#[track_caller]
pub fn create(input: &SetupInput) -> Table {
    match Gunfights::setup(input) {
        Ok(setup) => Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
        Err(msg) => panic!("the setup should be valid: {msg:?}"),
    }
}

/// Six people, one character each in turn order: Ann Mayor, Bob Sheriff,
/// Cid Deputy, Dan Scout, Eve Thief, Fay Head Honcho.
pub fn six() -> Table {
    create(&input(&PEOPLE, &[]))
}

/// The 4 Character Variant with the Stockade out of play, two people.
pub fn four() -> Table {
    create(&input(
        &["Ann", "Bob"],
        &[("variant", "four-characters"), ("out-of-play", "stockade")],
    ))
}

/// Enters lines that must all be accepted without an override; returns the
/// findings of the last.
#[track_caller]
pub fn play(table: &mut Table, lines: &[&str]) -> Vec<Finding> {
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
pub fn ok(table: &mut Table, line: &str) -> Vec<Finding> {
    play(table, &[line])
}

/// Round 2's Raid, after round 1's Raid ended with `outcome` (e.g. `raid
/// church`), with nothing else entered.
#[track_caller]
pub fn second_raid_after(outcome: &str) -> Table {
    let mut t = six();
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    ok(&mut t, outcome);
    skip_to(&mut t, Character::HeadHoncho);
    ok(&mut t, "end");
    t
}

/// Ends turns until it is this character's turn.
#[track_caller]
pub fn skip_to(table: &mut Table, character: Character) {
    for _ in 0..6 {
        if table.state().active() == Some(character) {
            return;
        }
        ok(table, "end");
    }
    panic!("never reached the {character:?}'s turn");
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

/// A line the rules forbid: refused with this violation, nothing changed.
#[track_caller]
pub fn violates(table: &mut Table, line: &str, rule: &str) -> Vec<Finding> {
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
            findings
        }
        other => panic!("{line:?}: expected violation {rule}, got {other:?}"),
    }
}

/// An impossible line: rejected by this rule, nothing changed.
#[track_caller]
pub fn rejects(table: &mut Table, line: &str, rule: &str) {
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
pub fn unreadable(table: &mut Table, line: &str, key: &str) {
    match table.enter_line(line) {
        Err(LineError::Parse(msg)) => assert_eq!(msg.key, key, "{line:?}"),
        other => panic!("{line:?}: expected the parse error {key}, got {other:?}"),
    }
}

/// A character's board.
#[track_caller]
pub fn board(table: &Table, character: Character) -> Seat {
    let state = table.state();
    match state.seat_of(character) {
        Some(seat) => state.seats[seat].clone(),
        None => panic!("the {character:?} is not in this game"),
    }
}

/// The rule ids of the reminders now.
pub fn reminders(table: &Table) -> Vec<&'static str> {
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
