//! Given/when/then helpers for BANG! The Dice Game: set a table up, enter
//! lines, and assert on the rule ids that speak.

#![allow(dead_code)]

use holster::core::{Finding, Game, SetupInput, Severity};
use holster::games::bang_dice::{BangDice, BangState};
use holster::session::{AnySession, EntryError, LineError, LineOutcome, Session};

/// A game in memory.
pub type Table = Session<BangDice>;

/// A table of players `(name, character)` with the Sheriff named (4 to 8 players).
#[track_caller]
pub fn table(seats: &[(&str, &str)], sheriff: &str) -> Table {
    let mut input = input(seats);
    input.options.insert("sheriff".into(), sheriff.into());
    create(&input)
}

/// A three-player table `(name, character, role)`.
#[track_caller]
pub fn table3(seats: &[(&str, &str, &str)]) -> Table {
    let pairs: Vec<(&str, &str)> = seats.iter().map(|(n, c, _)| (*n, *c)).collect();
    let mut input = input(&pairs);
    let roles: Vec<&str> = seats.iter().map(|(_, _, r)| *r).collect();
    input.options.insert("roles".into(), roles.join(","));
    create(&input)
}

/// Ann (Sheriff, Slab the Killer, 10 lives), Bob (Jesse Jones, 9), Cid
/// (Jourdonnais, 7), Dan (Black Jack, 8), Eve (Lucky Duke, 8): characters
/// whose abilities stay out of the way on Ann's turn unless a test asks.
pub fn five() -> Table {
    table(
        &[
            ("Ann", "slab-the-killer"),
            ("Bob", "jesse-jones"),
            ("Cid", "jourdonnais"),
            ("Dan", "black-jack"),
            ("Eve", "lucky-duke"),
        ],
        "ann",
    )
}

/// The setup input for some seats.
pub fn input(seats: &[(&str, &str)]) -> SetupInput {
    let mut input = SetupInput {
        players: seats.iter().map(|(n, _)| n.to_string()).collect(),
        ..SetupInput::default()
    };
    let characters: Vec<&str> = seats.iter().map(|(_, c)| *c).collect();
    input
        .options
        .insert("characters".into(), characters.join(","));
    input
}

#[track_caller]
fn create(input: &SetupInput) -> Table {
    let setup = match BangDice::setup(input) {
        Ok(setup) => setup,
        Err(msg) => panic!("the setup should be valid: {msg:?}"),
    };
    Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH)
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
/// returns the violations.
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

/// The seat of a player by name.
#[track_caller]
pub fn seat(table: &Table, name: &str) -> usize {
    table
        .state()
        .players
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no player {name}"))
}

/// A player's lives.
#[track_caller]
pub fn life(table: &Table, name: &str) -> u8 {
    table.state().players[seat(table, name)].life
}

/// A player's arrows.
#[track_caller]
pub fn arrows(table: &Table, name: &str) -> u8 {
    table.state().players[seat(table, name)].arrows
}

/// The arrows in the pile.
pub fn pile(table: &Table) -> u8 {
    table.state().pile
}

/// The name of the player whose turn it is.
pub fn turn(table: &Table) -> String {
    let state = table.state();
    state.players[state.turn.player].name.clone()
}

/// The rule ids of the reminders now.
pub fn reminders(table: &Table) -> Vec<&'static str> {
    ids(&table.reminders())
}

/// Every life of every player, in seat order.
pub fn lives(table: &Table) -> Vec<u8> {
    table.state().players.iter().map(|p| p.life).collect()
}

/// The arrows held plus the pile: always nine unless corrected by hand.
pub fn arrows_total(state: &BangState) -> u32 {
    u32::from(state.pile)
        + state
            .players
            .iter()
            .map(|p| u32::from(p.arrows))
            .sum::<u32>()
}

/// A finding's argument, as text, for messages that name players.
pub fn arg(finding: &Finding, name: &str) -> String {
    finding
        .args
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, a)| format!("{a:?}"))
        .unwrap_or_default()
}
