//! Why an action button of the turn pad is greyed, in the rules' own
//! words: the finding the decider gives for the action it would enter (a
//! second income, a Booby Trap twice), or, for a button that opens a form,
//! the first finding the decider gives for what the form could enter (money
//! short, a price not entered, Blind Betty once a round, nothing to steal
//! from). A greyed button tapped shows it in a line below the buttons (a
//! touch screen cannot hover), so a greyed button is never a dead end
//! without a word.

use super::turn::{Action, Form, Pad, Turn, at_once, form_of};
use super::turn_offers::givers;
use crate::core::{Finding, Game, Msg, needs_override};
use crate::games::gunfights::{GunAction, GunState, Gunfights, Item};
use crate::session::Input;

/// How many choices after the first the search for a reason follows: the
/// longest form (a trade of ammo) has four steps.
const DEPTH: usize = 3;

/// What the decider says against an action: its refusal, or a rule it
/// breaks.
fn against(state: &GunState, action: &GunAction) -> Option<Finding> {
    match Gunfights::decide(state, action) {
        Err(finding) => Some(finding),
        Ok(decision) if needs_override(&decision.findings) => decision
            .findings
            .into_iter()
            .find(|f| needs_override(std::slice::from_ref(f))),
        Ok(_) => None,
    }
}

/// Why the button of `action` is greyed now; none when it is not.
pub(super) fn why_greyed(state: &GunState, action: Action) -> Option<Msg> {
    if let Some(entry) = at_once(state, action) {
        return against(state, &entry).map(|f| f.message());
    }
    let form = form_of(action)?;
    let pad = Pad {
        form: Some((Turn::of(state), form.clone())),
        ..Pad::default()
    };
    if !pad.form_offers(state, &form).is_empty() {
        return None;
    }
    if action == Action::Trade && givers(state).is_empty() {
        return Some(Msg::new("gf-pad-why-nothing-to-trade"));
    }
    let probed = match action {
        // No choices to follow: ask of the actions themselves.
        // `queries::rebuildable` is empty: nothing is burned down.
        Action::Rebuild => return Some(Msg::new("gf-pad-why-nothing-burned")),
        Action::Pocket => Item::ALL
            .into_iter()
            .find_map(|item| against(state, &GunAction::Pocket { item })),
        _ => refusal(&pad, state, &form, DEPTH),
    };
    Some(probed.map_or_else(|| Msg::new("gf-pad-why-nothing"), |f| f.message()))
}

/// The first finding against an entry the form could make, following its
/// choices at most `depth` steps further.
fn refusal(pad: &Pad, state: &GunState, form: &Form, depth: usize) -> Option<Finding> {
    for choice in pad.form_choices(state, form) {
        let mut next = pad.clone();
        match next.fill(form.clone(), choice, state) {
            Some(Input::Play(action)) => {
                if let Some(finding) = against(state, &action) {
                    return Some(finding);
                }
            }
            Some(_) => {}
            None if depth > 0 => {
                let Some(next_form) = next.form(state).cloned() else {
                    continue;
                };
                if next_form != *form
                    && let Some(finding) = refusal(&next, state, &next_form, depth - 1)
                {
                    return Some(finding);
                }
            }
            None => {}
        }
    }
    None
}
