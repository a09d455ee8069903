//! The end of a Gunfights & Gamblin' game and the dice it entered, through
//! the seam.

use super::actions::GunAction;
use super::characters::Team;
use super::setup::GunSetup;
use super::state::{GunState, Phase};
use crate::core::{DieThrow, Msg, Outcome, SeatResult, Side};
use std::cmp::Ordering;

/// The team with the higher score wins (the chamber's bullets against two
/// per standing building); a tie goes to the team that won the showdown.
/// Every seat's score is its team's.
pub fn outcome(setup: &GunSetup, state: &GunState) -> Option<Outcome> {
    if state.phase != Phase::Over {
        return None;
    }
    let renegades = i64::from(state.renegade_score());
    let pioneers = i64::from(state.pioneer_score());
    let team = match renegades.cmp(&pioneers) {
        Ordering::Greater => Some(Team::Renegades),
        Ordering::Less => Some(Team::Pioneers),
        Ordering::Equal => state.showdown_winner,
    };
    let seats = state
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let person = setup
                .played_by
                .get(seat)
                .and_then(|p| setup.people.get(*p))
                .cloned()
                .unwrap_or_default();
            let seat_team = s.team();
            SeatResult {
                person,
                sides: vec![
                    Side::printed(
                        format!("character:{}", s.character.slug()),
                        s.character.printed(),
                    ),
                    Side::new(team_id(seat_team), seat_team.name_key()),
                ],
                score: Some(match seat_team {
                    Team::Pioneers => pioneers,
                    Team::Renegades => renegades,
                }),
                parts: Vec::new(),
            }
        })
        .collect();
    // A tie is decided by the showdown: the way of winning says so, one
    // key per team so that statistics count the two apart (and no score in
    // it, so every such game is counted under one label).
    let how = match (team, renegades == pioneers) {
        (None, _) => Msg::new("stats-how-draw"),
        (Some(t), true) => Msg::new(match t {
            Team::Pioneers => "gunfights-how-showdown-pioneers",
            Team::Renegades => "gunfights-how-showdown-renegades",
        }),
        (Some(t), false) => Msg::new(t.name_key()),
    };
    Some(Outcome {
        winners: team.map(|t| state.team(t)).unwrap_or_default(),
        how,
        seats,
    })
}

fn team_id(team: Team) -> &'static str {
    match team {
        Team::Pioneers => "team:pioneers",
        Team::Renegades => "team:renegades",
    }
}

/// Every d20 an action shows: Blind Betty's two, Target Practice's pair
/// and shot, the information and theft rolls, a shot's two and a throw.
pub fn dice(action: &GunAction) -> Vec<DieThrow> {
    let faces = match action {
        GunAction::Gamble { visible, .. } => vec![*visible],
        GunAction::Call { hidden, .. } => vec![*hidden],
        GunAction::Practice {
            first,
            second,
            shot,
            ..
        } => [Some(*first), Some(*second), *shot]
            .into_iter()
            .flatten()
            .collect(),
        GunAction::Guard { roll, .. } | GunAction::Steal { roll, .. } => vec![*roll],
        GunAction::Reveal { roll, .. } => roll.iter().copied().collect(),
        GunAction::Shoot { faces, .. } => faces.to_vec(),
        GunAction::Throw { face, .. } => vec![*face],
        _ => Vec::new(),
    };
    faces.into_iter().map(DieThrow::d20).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{D20, DieKind};

    fn d(face: u8) -> D20 {
        D20::new(face).expect("a d20 face")
    }

    #[test]
    fn target_practice_enters_its_pair_and_the_shot_taken() {
        let practice = GunAction::Practice {
            first: d(3),
            second: d(17),
            shot: Some(d(20)),
            lucky: None,
        };
        let faces: Vec<u8> = dice(&practice).iter().map(|t| t.face).collect();
        assert_eq!(faces, [3, 17, 20]);
        assert!(dice(&practice).iter().all(|t| t.kind == DieKind::D20));
        let declined = GunAction::Reveal {
            roll: None,
            lucky: false,
        };
        assert!(dice(&declined).is_empty());
    }
}
