//! The state folded from the log, with what the rules said about each entry.

use super::log::{Entry, EntryKind};
use crate::core::{Counter, Finding, Game, Msg};
use std::collections::BTreeSet;

/// What re-checking one entry found.
#[derive(Debug, Clone, PartialEq)]
pub struct EntryCheck {
    /// The findings for this entry, as the rules see it now.
    pub findings: Vec<Finding>,
    /// False when the rules now reject the entry outright and it was skipped.
    pub applied: bool,
    /// The seat of the player who did it, when the game can tell.
    pub actor: Option<usize>,
    /// What the history says of a play the rules took, seen from the state
    /// before it, where that says more than the action alone
    /// (`Game::describe_played`).
    pub described: Option<Msg>,
}

/// The state after the active entries, and the checks that produced it.
#[derive(Debug, Clone)]
pub struct Folded<G: Game> {
    /// The game's state.
    pub state: G::State,
    /// One check per active entry, in order.
    pub checks: Vec<EntryCheck>,
    /// Reminders marked done since the last action.
    pub done: BTreeSet<String>,
    /// Whose turn it is after each active entry, in order (for the turn clock).
    pub turns: Vec<Option<usize>>,
    /// Whose turn it was before any entry.
    pub first_turn: Option<usize>,
}

impl<G: Game> Folded<G> {
    /// The state before any entry.
    pub fn new(setup: &G::Setup) -> Self {
        let state = G::initial(setup);
        Folded {
            first_turn: G::current_player(&state),
            state,
            checks: Vec::new(),
            done: BTreeSet::new(),
            turns: Vec::new(),
        }
    }

    /// Folds every entry from the start.
    pub fn from_entries(setup: &G::Setup, entries: &[Entry<G::Action>]) -> Self {
        let mut folded = Folded::new(setup);
        for entry in entries {
            folded.apply(setup, entry);
        }
        folded
    }

    /// Applies one more entry. Holds no rules of its own: a play goes through
    /// the game's `decide`, a correction sets the number it names.
    pub fn apply(&mut self, setup: &G::Setup, entry: &Entry<G::Action>) {
        let check = match &entry.kind {
            EntryKind::Play { action, .. } => match G::decide(&self.state, action) {
                Ok(decision) => {
                    let actor = G::actor(&self.state, action);
                    let described = G::describe_played(&self.state, setup, action);
                    let state = std::mem::take(&mut self.state);
                    self.state = decision.events.iter().fold(state, G::evolve);
                    self.done.clear();
                    EntryCheck {
                        findings: decision.findings,
                        applied: true,
                        actor,
                        described,
                    }
                }
                Err(rejected) => EntryCheck {
                    findings: vec![rejected],
                    applied: false,
                    actor: None,
                    described: None,
                },
            },
            EntryKind::Correction { counter, to, .. } => {
                let known = G::counters(&self.state)
                    .iter()
                    .any(|c: &Counter| &c.id == counter && (c.min..=c.max).contains(to));
                if known {
                    let state = std::mem::take(&mut self.state);
                    self.state = G::correct(state, counter, *to);
                }
                EntryCheck {
                    findings: Vec::new(),
                    applied: known,
                    actor: None,
                    described: None,
                }
            }
            // The clock's entries change nothing of the game: the clock is
            // folded from them apart (`session::clock`).
            EntryKind::Note { .. }
            | EntryKind::Pick { .. }
            | EntryKind::Pause {}
            | EntryKind::Resume {} => EntryCheck {
                findings: Vec::new(),
                applied: true,
                actor: None,
                described: None,
            },
            EntryKind::Board { key, to, .. } => {
                // Checked as a new entry is; a hand-edited one the game
                // does not have is skipped.
                let known = super::session::check_board::<G>(key, *to).is_ok();
                if known {
                    let state = std::mem::take(&mut self.state);
                    self.state = G::set_board_value(state, key, *to);
                }
                EntryCheck {
                    findings: Vec::new(),
                    applied: known,
                    actor: None,
                    described: None,
                }
            }
            EntryKind::Done { rule } => {
                self.done.insert(rule.clone());
                EntryCheck {
                    findings: Vec::new(),
                    applied: true,
                    actor: None,
                    described: None,
                }
            }
        };
        self.checks.push(check);
        self.turns.push(G::current_player(&self.state));
    }

    /// The reminders the table has not marked done.
    pub fn reminders(&self) -> Vec<Finding> {
        G::reminders(&self.state)
            .into_iter()
            .filter(|f| !self.done.contains(f.rule_id()))
            .collect()
    }
}
