//! Roles: the role table for 4 to 8 players, the three-player targets, and
//! who has won. Winners are decided only from what the revealed roles and the
//! role table prove; the roles of living players stay unknown until revealed.

use super::state::BangState;
use crate::core::Msg;
use serde::{Deserialize, Serialize};

/// A role card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Known from the start; wins when all Outlaws and Renegades are eliminated.
    Sheriff,
    /// The Hulpsheriff: wins with the Sheriff.
    Deputy,
    /// Wins when the Sheriff is eliminated.
    Outlaw,
    /// Wins by being the last one left.
    Renegade,
}

impl Role {
    /// All four, in the order of the role table.
    pub const ALL: [Role; 4] = [Role::Sheriff, Role::Deputy, Role::Outlaw, Role::Renegade];

    /// The word Holster writes for the role.
    pub fn slug(self) -> &'static str {
        match self {
            Role::Sheriff => "sheriff",
            Role::Deputy => "deputy",
            Role::Outlaw => "outlaw",
            Role::Renegade => "renegade",
        }
    }

    /// The translation key of the role's name.
    pub fn name_key(self) -> String {
        format!("bang-dice-role-{}", self.slug())
    }

    /// Reads a role in English or Dutch (`hulpsheriff`), any case.
    pub fn parse(typed: &str) -> Result<Role, Msg> {
        match typed.trim().to_lowercase().as_str() {
            "sheriff" => Ok(Role::Sheriff),
            "deputy" | "hulpsheriff" => Ok(Role::Deputy),
            "outlaw" => Ok(Role::Outlaw),
            "renegade" => Ok(Role::Renegade),
            _ => Err(Msg::new("bang-dice-notation-role").arg("typed", typed.trim())),
        }
    }

    /// Whether the role wins with the Sheriff.
    pub fn is_law(self) -> bool {
        matches!(self, Role::Sheriff | Role::Deputy)
    }

    /// With three players, the role this role must eliminate.
    pub fn target(self) -> Option<Role> {
        match self {
            Role::Deputy => Some(Role::Renegade),
            Role::Renegade => Some(Role::Outlaw),
            Role::Outlaw => Some(Role::Deputy),
            Role::Sheriff => None,
        }
    }

    fn index(self) -> usize {
        match self {
            Role::Sheriff => 0,
            Role::Deputy => 1,
            Role::Outlaw => 2,
            Role::Renegade => 3,
        }
    }
}

/// How many of each role are dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RoleCounts([u8; 4]);

impl RoleCounts {
    /// How many cards of this role.
    pub fn get(self, role: Role) -> u8 {
        self.0[role.index()]
    }

    fn take(&mut self, role: Role) {
        let n = &mut self.0[role.index()];
        *n = n.saturating_sub(1);
    }
}

/// The role table of the text; with 3 players the Deputy, the Outlaw and the
/// Renegade. Other counts of players deal no roles.
pub fn role_table(players: usize) -> RoleCounts {
    // Sheriff, Deputies, Outlaws, Renegades.
    RoleCounts(match players {
        3 => [0, 1, 1, 1],
        4 => [1, 0, 2, 1],
        5 => [1, 1, 2, 1],
        6 => [1, 1, 3, 1],
        7 => [1, 2, 3, 1],
        8 => [1, 2, 3, 2],
        _ => [0, 0, 0, 0],
    })
}

/// Who wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "team")]
pub enum Winner {
    /// The Sheriff and all Deputies.
    Law,
    /// All Outlaws, eliminated or not.
    Outlaws,
    /// A Renegade, alone.
    Renegade {
        /// The seat.
        seat: usize,
    },
    /// With three players: one player alone.
    Player {
        /// The seat.
        seat: usize,
    },
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// The Sheriff was eliminated.
    SheriffDown,
    /// All Outlaws and Renegades were eliminated.
    OutlawsDown,
    /// Every player was eliminated at once.
    EveryoneDown,
    /// Three players: someone eliminated their own target.
    TargetEliminated,
    /// Three players: one player is left.
    LastStanding,
}

/// Whether the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case", tag = "state")]
pub enum EndState {
    /// The game goes on.
    #[default]
    Playing,
    /// Whether the game is over depends on roles not revealed yet.
    Undecided,
    /// The game is over.
    Over {
        /// Why.
        ending: Ending,
        /// Who wins; none while it depends on a role not revealed yet.
        winner: Option<Winner>,
    },
}

impl EndState {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        matches!(self, EndState::Over { .. })
    }
}

/// The roles not yet seen: the role table minus every known role. The players
/// whose role is unknown hold exactly these cards.
fn unseen(state: &BangState) -> RoleCounts {
    let mut left = role_table(state.players.len());
    for role in state.players.iter().filter_map(|p| p.role) {
        left.take(role);
    }
    left
}

/// The roles a player can have, given what is known: their role when
/// revealed, else every role of which a card is still unseen.
pub fn possible_roles(state: &BangState, seat: usize) -> Vec<Role> {
    match state.players.get(seat) {
        Some(player) => match player.role {
            Some(role) => vec![role],
            None => {
                let left = unseen(state);
                Role::ALL.into_iter().filter(|r| left.get(*r) > 0).collect()
            }
        },
        None => Vec::new(),
    }
}

/// The eliminated players whose role is not known yet, in seat order: each
/// must show it.
pub fn to_reveal(state: &BangState) -> Vec<usize> {
    (0..state.players.len())
        .filter(|s| !state.players[*s].alive() && state.players[*s].role.is_none())
        .collect()
}

/// Once the game is over and its winners cannot be named yet: the living
/// players whose role is not known, in seat order, who show it so they can
/// be. Empty at any other time.
pub fn to_reveal_for_winners(state: &BangState) -> Vec<usize> {
    if !state.end.is_over() || winners(state).is_some() {
        return Vec::new();
    }
    state
        .alive_seats()
        .into_iter()
        .filter(|s| state.players[*s].role.is_none())
        .collect()
}

/// Whether a role card of this kind is still unseen (so it can be revealed).
pub fn can_reveal(state: &BangState, role: Role) -> bool {
    unseen(state).get(role) > 0
}

/// Judges the game after eliminations. `eliminated` lists the players
/// eliminated at this moment with whoever took their last life (three
/// players only). Returns the end state and whether the three-player
/// showdown (the last two fight) has begun.
pub fn judge(state: &BangState, eliminated: &[(usize, Option<usize>)]) -> (EndState, bool) {
    let alive: Vec<usize> = state.alive_seats();
    if state.three_players {
        return judge_three(state, &alive, eliminated);
    }
    if alive.is_empty() {
        return (
            EndState::Over {
                ending: Ending::EveryoneDown,
                winner: Some(Winner::Outlaws),
            },
            false,
        );
    }
    let sheriff = state
        .players
        .iter()
        .position(|p| p.role == Some(Role::Sheriff));
    let Some(sheriff) = sheriff else {
        return (EndState::Playing, false);
    };
    if !state.players[sheriff].alive() {
        let winner = match alive.as_slice() {
            [last] => {
                let roles = possible_roles(state, *last);
                if roles.iter().all(|r| *r == Role::Renegade) {
                    Some(Winner::Renegade { seat: *last })
                } else if roles.contains(&Role::Renegade) {
                    None
                } else {
                    Some(Winner::Outlaws)
                }
            }
            _ => Some(Winner::Outlaws),
        };
        return (
            EndState::Over {
                ending: Ending::SheriffDown,
                winner,
            },
            false,
        );
    }
    let bad = |r: Role| !r.is_law();
    if alive
        .iter()
        .any(|s| state.players[*s].role.is_some_and(bad))
    {
        return (EndState::Playing, false);
    }
    let left = unseen(state);
    let bad_unseen = usize::from(left.get(Role::Outlaw)) + usize::from(left.get(Role::Renegade));
    let alive_unknown = alive
        .iter()
        .filter(|s| state.players[**s].role.is_none())
        .count();
    let dead_unknown = to_reveal(state).len();
    let law_wins = EndState::Over {
        ending: Ending::OutlawsDown,
        winner: Some(Winner::Law),
    };
    if alive_unknown == 0 || bad_unseen == 0 {
        (law_wins, false)
    } else if bad_unseen > dead_unknown {
        (EndState::Playing, false)
    } else {
        (EndState::Undecided, false)
    }
}

fn judge_three(
    state: &BangState,
    alive: &[usize],
    eliminated: &[(usize, Option<usize>)],
) -> (EndState, bool) {
    if alive.is_empty() {
        return (
            EndState::Over {
                ending: Ending::EveryoneDown,
                winner: Some(Winner::Outlaws),
            },
            state.showdown,
        );
    }
    let mut showdown = state.showdown;
    if !showdown {
        let role = |seat: usize| state.players.get(seat).and_then(|p| p.role);
        for (victim, killer) in eliminated {
            if let Some(killer) = killer
                && role(*killer).and_then(Role::target).is_some()
                && role(*killer).and_then(Role::target) == role(*victim)
            {
                return (
                    EndState::Over {
                        ending: Ending::TargetEliminated,
                        winner: Some(Winner::Player { seat: *killer }),
                    },
                    false,
                );
            }
        }
        showdown = !eliminated.is_empty();
    }
    match alive {
        [last] if showdown => (
            EndState::Over {
                ending: Ending::LastStanding,
                winner: Some(Winner::Player { seat: *last }),
            },
            showdown,
        ),
        _ => (EndState::Playing, showdown),
    }
}

/// The seats of the winners, eliminated or not, once the game is over and
/// they can be named; `None` while a living player's role must be revealed
/// first.
pub fn winners(state: &BangState) -> Option<Vec<usize>> {
    let EndState::Over {
        winner: Some(winner),
        ..
    } = state.end
    else {
        return None;
    };
    let team: &[Role] = match winner {
        Winner::Renegade { seat } | Winner::Player { seat } => return Some(vec![seat]),
        Winner::Law => &[Role::Sheriff, Role::Deputy],
        Winner::Outlaws => &[Role::Outlaw],
    };
    let mut seats = Vec::new();
    for seat in 0..state.players.len() {
        let roles = possible_roles(state, seat);
        let wins = roles.iter().filter(|r| team.contains(r)).count();
        if wins == roles.len() && wins > 0 {
            seats.push(seat);
        } else if wins > 0 {
            return None;
        }
    }
    Some(seats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_role_table_deals_one_card_per_player() {
        for players in 3..=8 {
            let counts = role_table(players);
            let total: usize = Role::ALL.iter().map(|r| usize::from(counts.get(*r))).sum();
            assert_eq!(total, players);
        }
        assert_eq!(role_table(8).get(Role::Renegade), 2);
        assert_eq!(role_table(3).get(Role::Sheriff), 0);
    }

    #[test]
    fn three_player_targets_form_a_ring() {
        assert_eq!(Role::Deputy.target(), Some(Role::Renegade));
        assert_eq!(Role::Renegade.target(), Some(Role::Outlaw));
        assert_eq!(Role::Outlaw.target(), Some(Role::Deputy));
    }

    #[test]
    fn roles_read_in_both_languages() {
        assert_eq!(Role::parse("Hulpsheriff"), Ok(Role::Deputy));
        assert_eq!(Role::parse("deputy"), Ok(Role::Deputy));
        assert!(Role::parse("bandit").is_err());
    }
}
