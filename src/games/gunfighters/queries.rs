//! The questions the decider and the pad both ask (what may follow in the
//! turn, whom a card reaches, who may take control now): one copy of each rule.

use super::state::{ClimaxType, End, GfState, Location, Stage};

/// Whether a card of `card` reaches `at`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// The same location.
    Same,
    /// Through the Plaza (extra rule A).
    Plaza,
    /// Not at all.
    No,
}

/// Whom a revealed card reaches: its own location; with extra rule A a
/// Plaza card reaches every location but the Cliff, and every location but
/// the Cliff reaches the Plaza.
pub fn reach(state: &GfState, card: Location, at: Location) -> Reach {
    if card == at {
        return Reach::Same;
    }
    let through_plaza = (card == Location::Plaza || at == Location::Plaza)
        && card != Location::Cliff
        && at != Location::Cliff;
    if state.options.plaza && through_plaza {
        Reach::Plaza
    } else {
        Reach::No
    }
}

/// The locations a card reaches.
pub fn reachable(state: &GfState, card: Location) -> Vec<Location> {
    Location::ALL
        .into_iter()
        .filter(|at| reach(state, card, *at) != Reach::No)
        .collect()
}

/// Whether the player whose turn it is may Move now: the turn's action, or
/// after a Shoot with the Horse.
pub fn may_move(state: &GfState) -> bool {
    matches!(state.turn.stage, Stage::Start | Stage::Horse)
}

/// Whether the player whose turn it is may Shoot now: the turn's action,
/// after a Move with the Quick Draw, or the free Shoot of a marked Story card.
pub fn may_shoot(state: &GfState) -> bool {
    matches!(
        state.turn.stage,
        Stage::Start | Stage::QuickDraw | Stage::StoryMark
    )
}

/// Whether the Shoot now may be made without revealing a card: the Rifle,
/// or the mark's free Shoot.
pub fn may_shoot_free(state: &GfState) -> bool {
    state.turn.stage == Stage::StoryMark
        || state
            .active()
            .is_some_and(|p| p.climax == Some(ClimaxType::Rifle))
}

/// Whether the player whose turn it is may Advance the Story now.
pub fn may_story(state: &GfState) -> bool {
    state.turn.stage == Stage::Start
        && state.active().is_some_and(|p| p.coins > 0)
        && state.story_pile > 0
}

/// The players who are at the end of their turn now, when extra rule B
/// lets them take control: the one whose turn just ended (while the next
/// has done nothing), and the one whose turn it is once they have acted.
pub fn at_end_of_turn(state: &GfState) -> Vec<usize> {
    let mut seats = Vec::new();
    if state.turn.stage == Stage::Start {
        seats.extend(state.turn.previous);
    } else {
        seats.push(state.turn.player);
    }
    seats.retain(|s| state.players.get(*s).is_some_and(|p| p.alive()));
    seats
}

/// Who may take control now (extra rule B): at the end of their turn, with
/// three cards or more.
pub fn may_control(state: &GfState) -> Vec<usize> {
    if !state.options.control || state.end != End::Playing || !state.climax_due.is_empty() {
        return Vec::new();
    }
    at_end_of_turn(state)
        .into_iter()
        .filter(|s| state.players[*s].hand >= super::state::CONTROL_CARDS)
        .collect()
}
