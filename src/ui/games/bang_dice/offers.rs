//! What the rules expect next, as the pad sees it, and what a click may pick
//! for it: the seats, the dice, the one-click actions. The views offer
//! exactly these and `update` accepts only these, and every list comes from
//! the game's own queries (`targets`, `picks`, `roles`), so the pad holds no
//! rule of its own.

use super::{ActionChoice, Message, Pad};
use crate::core::{BangFace, Finding};
use crate::games::bang_dice::state::DICE;
use crate::games::bang_dice::{BangState, Choice, Stage, Step, picks, roles, targets};

/// What the rules ask for next.
pub(super) enum Next {
    /// The game is over and every role needed is known.
    Over,
    /// A character's choice is open.
    Choice(Choice),
    /// This seat's role must be shown: an eliminated player's, or once the
    /// game is over a living player's, to name the winners.
    Reveal(usize),
    /// The first roll of the turn.
    Roll,
    /// The dice may be rerolled, or resolving them may start (which ends
    /// the rolling).
    Reroll,
    /// A step of resolving the dice.
    Step(Step),
    /// Everything is resolved: the turn can end.
    EndTurn,
}

/// What the rules ask for next in this state.
pub(super) fn next(state: &BangState) -> Next {
    let unrevealed = roles::to_reveal(state).first().copied();
    if state.end.is_over() {
        let for_winners = roles::to_reveal_for_winners(state).first().copied();
        return match unrevealed.or(for_winners) {
            Some(seat) => Next::Reveal(seat),
            None => Next::Over,
        };
    }
    if let Some(choice) = state.pending.first() {
        return Next::Choice(*choice);
    }
    if let Some(seat) = unrevealed {
        return Next::Reveal(seat);
    }
    match state.turn.stage {
        Stage::Start => Next::Roll,
        Stage::Rolling if state.can_reroll() => Next::Reroll,
        _ => match state.unresolved().first() {
            Some(step) => Next::Step(*step),
            None => Next::EndTurn,
        },
    }
}

/// The answers a character's choice offers, one button each.
pub(super) fn answers(state: &BangState, choice: Choice) -> Vec<ActionChoice> {
    match choice {
        Choice::Sid { .. } => picks::sid_targets(state)
            .into_iter()
            .map(Some)
            .chain([None])
            .map(ActionChoice::Sid)
            .collect(),
        Choice::Bart { max_arrows, .. } => (0..=max_arrows).map(ActionChoice::Bart).collect(),
        Choice::Pedro { .. } => {
            let max = picks::pedro_discards(state).map_or(0, |(_, max)| max);
            (0..=max).map(ActionChoice::Pedro).collect()
        }
    }
}

impl Pad {
    /// How many faces the roll or reroll being entered needs; none while no
    /// faces are asked for.
    pub(super) fn faces_wanted(&self, state: &BangState) -> Option<usize> {
        match next(state) {
            Next::Roll => Some(DICE),
            Next::Reroll if !self.reroll.is_empty() => Some(self.reroll.len()),
            _ => None,
        }
    }

    /// The step of resolving the dice that clicks work on now: the first
    /// one open, while resolving or while the dice could still be rerolled
    /// but none is picked (the rules let resolving start at any time).
    pub(super) fn step(&self, state: &BangState) -> Option<Step> {
        match next(state) {
            Next::Step(step) => Some(step),
            Next::Reroll if self.reroll.is_empty() => state.unresolved().first().copied(),
            _ => None,
        }
    }

    /// Whether the turn may end now: nothing is left to resolve and no die
    /// is picked for a reroll.
    pub(super) fn may_end(&self, state: &BangState) -> bool {
        match next(state) {
            Next::EndTurn => true,
            Next::Reroll => self.reroll.is_empty() && state.unresolved().is_empty(),
            _ => false,
        }
    }

    /// Whether clicks on players pick targets for the 1s and 2s.
    pub(super) fn assigning_shots(&self, state: &BangState) -> bool {
        self.step(state) == Some(Step::Shots)
    }

    /// Whether every 1 and 2 has a target, so the hits can be entered.
    pub(super) fn hits_complete(&self, state: &BangState) -> bool {
        self.assigning_shots(state) && self.hits.len() == state.shot_dice().len()
    }

    /// Whether the next hit picked may be doubled: the rules allow as many
    /// doubles as [`picks::doubles`], and a hit is still to be picked.
    pub(super) fn may_double(&self, state: &BangState) -> bool {
        let doubled = self.hits.iter().filter(|h| h.double).count();
        self.assigning_shots(state) && !self.hits_complete(state) && doubled < picks::doubles(state)
    }

    /// Whether the step being put together is complete, so the click that
    /// completed it enters it: every 1 and 2 has a target, every beer a
    /// drinker, every gatling a discard. Kit Carlson may discard fewer, so
    /// his step also has its own button.
    pub(super) fn step_complete(&self, state: &BangState) -> bool {
        match self.step(state) {
            Some(Step::Shots) => self.hits_complete(state),
            Some(Step::Beers) => self.beers.len() == state.beers_to_give(),
            Some(Step::Kit) => self.kit.len() == picks::kit_discards(state),
            Some(Step::Gatling) | None => false,
        }
    }

    /// Which seats the current step may pick, when it picks seats.
    pub(super) fn expected_targets(&self, state: &BangState) -> Option<Vec<usize>> {
        match self.step(state)? {
            Step::Shots => {
                let dice = state.shot_dice();
                let (_, face) = dice.get(self.hits.len())?;
                Some(targets::legal_targets(state, state.turn.player, *face))
            }
            Step::Beers if self.beers.len() < state.beers_to_give() => {
                Some(picks::beer_targets(state))
            }
            Step::Kit if self.kit.len() < picks::kit_discards(state) => Some(
                (0..state.players.len())
                    .filter(|s| picks::kit_may_discard(state, &self.kit, *s))
                    .collect(),
            ),
            Step::Beers | Step::Gatling | Step::Kit => None,
        }
    }

    /// Whether a one-click action is offered now.
    pub(super) fn offers(&self, state: &BangState, action: &ActionChoice) -> bool {
        match action {
            ActionChoice::Gatling => self.step(state) == Some(Step::Gatling),
            ActionChoice::KitNone => self.step(state) == Some(Step::Kit),
            ActionChoice::End => self.may_end(state),
            ActionChoice::Sid(_) | ActionChoice::Bart(_) | ActionChoice::Pedro(_) => {
                matches!(next(state), Next::Choice(choice) if answers(state, choice).contains(action))
            }
            ActionChoice::Reveal(player, role) => {
                matches!(next(state), Next::Reveal(seat) if seat == *player)
                    && roles::possible_roles(state, *player).contains(role)
            }
        }
    }
}

impl Pad {
    /// The clicks that put together or make the entry the rules expect now
    /// ([`TablePad::offered`](crate::ui::games::TablePad::offered)): the
    /// answers to a choice, the roles a seat may show, the faces while
    /// faces are asked for, the dice not yet picked for a reroll, the seats
    /// the step may pick, Slab's double, the gatling, Kit's discards, the
    /// end of the turn. The views enable exactly these (and taking back).
    pub(super) fn offered(&self, state: &BangState) -> Vec<Message> {
        let faces = || BangFace::ALL.into_iter().map(Message::Face);
        match next(state) {
            Next::Over => Vec::new(),
            Next::Choice(choice) => answers(state, choice)
                .into_iter()
                .map(Message::Act)
                .collect(),
            Next::Reveal(seat) => roles::possible_roles(state, seat)
                .into_iter()
                .map(|role| Message::Act(ActionChoice::Reveal(seat, role)))
                .collect(),
            Next::Roll => faces().collect(),
            Next::Reroll => {
                let mut offered: Vec<Message> = (0..DICE)
                    .filter(|die| !self.reroll.contains(die))
                    .map(Message::ToggleDie)
                    .collect();
                if !self.reroll.is_empty() {
                    offered.extend(faces());
                }
                offered.extend(self.step_offers(state));
                offered
            }
            Next::Step(_) | Next::EndTurn => self.step_offers(state),
        }
    }

    /// What the rules say against the dice picked to reroll, the moment
    /// they are picked: dynamite may never be rerolled (except Black
    /// Jack's), in the rule's own finding ([`picks::no_reroll`]).
    pub(super) fn reroll_warnings(&self, state: &BangState) -> Vec<Finding> {
        self.reroll
            .iter()
            .filter_map(|die| picks::no_reroll(state, *die))
            .collect()
    }

    /// What resolving offers now (nothing while dice are picked to reroll).
    fn step_offers(&self, state: &BangState) -> Vec<Message> {
        let mut offered: Vec<Message> = self
            .expected_targets(state)
            .unwrap_or_default()
            .into_iter()
            .map(Message::Player)
            .collect();
        if self.may_double(state) && !self.double_next {
            offered.push(Message::Double);
        }
        match self.step(state) {
            Some(Step::Gatling) => offered.push(Message::Act(ActionChoice::Gatling)),
            Some(Step::Kit) if self.kit.is_empty() => {
                offered.push(Message::Act(ActionChoice::KitNone));
            }
            Some(Step::Kit) => offered.push(Message::Submit),
            Some(Step::Shots | Step::Beers) | None => {}
        }
        if self.may_end(state) {
            offered.push(Message::Act(ActionChoice::End));
        }
        offered
    }
}
