//! The working copy a decider keeps while it turns one action into events:
//! every event is applied at once (through the game's `evolve`, which holds
//! no rules), so a later step of the same action sees an earlier one's effects.

use super::finding::Finding;
use super::game::{Decision, Game};

/// The state with every event so far applied, and what the action has
/// produced so far. Each game adds its own helpers in an `impl Working<ItsGame>`.
pub struct Working<G: Game> {
    /// The state with every event so far applied.
    pub state: G::State,
    /// The events so far.
    pub events: Vec<G::Event>,
    /// The findings so far.
    pub findings: Vec<Finding>,
}

impl<G: Game> Working<G> {
    /// A working copy of `state`, with nothing produced yet.
    pub fn new(state: &G::State) -> Self {
        Working {
            state: state.clone(),
            events: Vec::new(),
            findings: Vec::new(),
        }
    }

    /// Records an event and applies it to the working copy.
    pub fn emit(&mut self, event: G::Event) {
        let state = std::mem::take(&mut self.state);
        self.state = G::evolve(state, &event);
        self.events.push(event);
    }

    /// Records a finding.
    pub fn note(&mut self, finding: Finding) {
        self.findings.push(finding);
    }

    /// What the action comes to: its events and findings.
    pub fn decision(self) -> Decision<G::Event> {
        Decision {
            events: self.events,
            findings: self.findings,
        }
    }
}
