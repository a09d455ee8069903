//! Asking the rules about an entry a pad would make: one mechanism for
//! every pad, so what a pad offers or greys is what `decide` says now, never
//! a copy of a rule.

use crate::core::{Finding, Game, needs_override};

/// What the rules say against `action` now: their refusal, or the first
/// rule it would break; none when they take it as it is.
pub fn against<G: Game>(state: &G::State, action: &G::Action) -> Option<Finding> {
    match G::decide(state, action) {
        Err(finding) => Some(finding),
        Ok(decision) => decision
            .findings
            .into_iter()
            .find(|f| needs_override(std::slice::from_ref(f))),
    }
}

/// Whether the rules take `action` now, as it is or with "apply anyway".
pub fn takes<G: Game>(state: &G::State, action: &G::Action) -> bool {
    G::decide(state, action).is_ok()
}

/// Whether the rules take `action` now without an override: what a pad
/// offers as the way forward.
pub fn clean<G: Game>(state: &G::State, action: &G::Action) -> bool {
    G::decide(state, action).is_ok_and(|d| !needs_override(&d.findings))
}
