//! What the table must do now, read from the state: roles to reveal, choices
//! characters must make, dice still to resolve, the end of the game.

use super::characters::Character;
use super::picks;
use super::reactions::end_findings;
use super::roles::{self, EndState};
use super::rules;
use super::state::{BangState, Choice, Step};
use crate::core::Finding;

/// The reminders for a state.
pub fn reminders(state: &BangState) -> Vec<Finding> {
    let mut out: Vec<Finding> = roles::to_reveal(state)
        .into_iter()
        .map(|seat| rules::REVEAL.finding().arg("player", state.name(seat)))
        .collect();
    if state.end.is_over() {
        out.extend(end_findings(state));
        return out;
    }
    if state.end == EndState::Undecided {
        out.push(rules::NEEDS_REVEAL.finding());
    }
    for choice in &state.pending {
        out.push(choice_finding(state, *choice));
    }
    // An open choice comes before anything else the turn needs.
    if !state.pending.is_empty() || !state.rolling_over() {
        return out;
    }
    let player = state.name(state.turn.player);
    let open = state.unresolved();
    match open.iter().find(|s| **s != Step::Kit) {
        Some(Step::Shots) => out.push(
            rules::RESOLVE_SHOTS
                .finding()
                .arg("player", player.clone())
                .arg("count", state.shot_dice().len()),
        ),
        Some(Step::Beers) => out.push(
            rules::RESOLVE_BEERS
                .finding()
                .arg("player", player.clone())
                .arg("count", state.beers_to_give()),
        ),
        Some(Step::Gatling) => out.push(
            rules::RESOLVE_GATLING
                .finding()
                .arg("player", player.clone()),
        ),
        Some(Step::Kit) | None => {}
    }
    if open.contains(&Step::Kit) {
        out.push(
            rules::KIT_CHOOSE
                .finding()
                .arg("player", player.clone())
                .arg("max", picks::kit_discards(state)),
        );
    }
    let suzy = state.active_is(Character::SuzyLafayette)
        && open.is_empty()
        && state.shot_dice().is_empty();
    if suzy {
        out.push(rules::SUZY_END.finding().arg("player", player));
    }
    out
}

fn choice_finding(state: &BangState, choice: Choice) -> Finding {
    let name = state.name(choice.seat());
    match choice {
        Choice::Sid { .. } => rules::SID_CHOOSE.finding().arg("player", name),
        Choice::Bart {
            hits, max_arrows, ..
        } => rules::BART_CHOOSE
            .finding()
            .arg("player", name)
            .arg("count", hits)
            .arg("max", max_arrows),
        Choice::Pedro { max, .. } => rules::PEDRO_CHOOSE
            .finding()
            .arg("player", name)
            .arg("max", max),
    }
}
