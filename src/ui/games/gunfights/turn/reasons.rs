//! Why an action button of the turn pad is greyed, in the rules' own
//! words: the finding the decider gives for the action it would enter (a
//! second income, a Booby Trap twice), or, for a button that opens a form,
//! the first finding the decider gives for what the form could enter (money
//! short, a price not entered, Blind Betty once a round, nothing to steal
//! from). A greyed button tapped shows it in a line below the buttons (a
//! touch screen cannot hover), so a greyed button is never a dead end
//! without a word.

use super::offers::givers;
use super::{Action, Form, Message, Pad, Turn, at_once, form_of};
use crate::core::{Finding, Msg};
use crate::games::gunfights::{GunAction, GunState, Gunfights, Item};
use crate::i18n::{self, Lang};
use crate::session::Input;
use crate::ui::games::kit::rules;

/// How many choices after the first the search for a reason follows: the
/// longest form (a trade of ammo) has four steps.
const DEPTH: usize = 3;

/// What the decider says against an action: its refusal, or a rule it
/// breaks.
fn against(state: &GunState, action: &GunAction) -> Option<Finding> {
    rules::against::<Gunfights>(state, action)
}

/// What the reason line says now (see `TablePad::why`): why the greyed
/// button last tapped is greyed, while it still is.
pub fn why(pad: &Pad, lang: Lang, state: &GunState) -> Option<String> {
    let greyed = pad.why.as_ref()?;
    if pad.offered(state).contains(greyed) {
        return None;
    }
    Some(i18n::tr(
        lang,
        &crate::i18n::for_the_window(lang, &reason(pad, state, greyed)),
    ))
}

/// Why `greyed` is not taken now, in the rules' words where they have
/// some, else the pad's.
pub fn reason(pad: &Pad, state: &GunState, greyed: &Message) -> Msg {
    let form = pad.form(state).cloned();
    let gamble = state.this_round.gamble;
    match greyed {
        // A form begun waits to be finished or cancelled: nothing is dropped.
        Message::Start(_) if form.is_some() => Msg::new("gf-pad-why-finish"),
        Message::Start(Action::End) if gamble.is_some() => against(state, &GunAction::End)
            .map_or_else(|| Msg::new("gf-pad-why-call-first"), |f| f.message()),
        Message::Start(action) => {
            why_greyed(state, *action).unwrap_or_else(|| Msg::new("gf-pad-why-nothing"))
        }
        Message::Die(_) | Message::Lucky(_)
            if gamble.is_some_and(|g| pad.call_for(g).is_none()) =>
        {
            Msg::new("gf-pad-why-call-first")
        }
        Message::Enter => Msg::new("gf-pad-why-pair"),
        Message::Lucky(_) => Msg::new("gf-pad-why-lucky"),
        click => form
            .and_then(|form| {
                let mut next = pad.clone();
                match next.fill(form.clone(), click.clone(), state) {
                    Some(Input::Play(action)) => against(state, &action),
                    Some(_) => None,
                    None => next
                        .form(state)
                        .cloned()
                        .filter(|f| *f != form)
                        .and_then(|f| refusal(&next, state, &f, DEPTH)),
                }
            })
            .map_or_else(|| Msg::new("gf-pad-why-nothing"), |f| f.message()),
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
