//! What the table must do now, read from the state.

use super::actions::Call;
use super::betty::chance;
use super::characters::Character;
use super::rules;
use super::setup::ROUNDS;
use super::state::{GunState, Phase};
use crate::core::Finding;

/// The reminders (and the final score) for a state.
pub fn reminders(state: &GunState) -> Vec<Finding> {
    let mut out = Vec::new();
    match state.phase {
        Phase::Over => {
            out.push(winner(state));
            if let Some(team) = state.showdown_winner {
                out.push(showdown_won(team));
            }
        }
        Phase::Showdown => {
            out.push(winner(state));
            // The Church decides: the Mayor starts while it stands, else
            // the first Renegade in turn order (the Scout; the Thief in
            // the 4 Character Variant).
            let team = super::raid::first_team(state);
            let first = (0..state.seats.len())
                .find(|s| state.seats[*s].team() == team)
                .map(|s| state.name(s))
                .unwrap_or_default();
            out.push(rules::SHOWDOWN.finding().arg("first", first));
        }
        Phase::Raid => raid(state, &mut out),
        Phase::Turns => {
            if let Some(gamble) = state.this_round.gamble {
                out.push(
                    rules::BETTY_CALL
                        .finding()
                        .arg("character", state.name(gamble.seat))
                        .arg("visible", gamble.visible)
                        .arg("chance21", chance(gamble.visible, Call::TwentyOne))
                        .arg("chance28", chance(gamble.visible, Call::TwentyEight)),
                );
            }
            match state.active() {
                Some(Character::Mayor | Character::HeadHoncho) if !state.this_turn.income => {
                    out.push(
                        rules::COLLECT_INCOME
                            .finding()
                            .arg("character", state.name(state.turn)),
                    );
                }
                Some(Character::Sheriff) if state.round == ROUNDS => {
                    out.push(rules::FIRE_WAGON.finding());
                }
                _ => {}
            }
        }
    }
    out
}

/// Who won the showdown.
pub fn showdown_won(team: super::characters::Team) -> Finding {
    rules::SHOWDOWN_WON
        .finding()
        .arg("team", crate::core::Arg::Key(team.name_key().to_string()))
}

/// The final scores and who won.
pub fn winner(state: &GunState) -> Finding {
    let renegades = state.renegade_score();
    let pioneers = state.pioneer_score();
    let winner = match renegades.cmp(&pioneers) {
        std::cmp::Ordering::Greater => "renegades",
        std::cmp::Ordering::Less => "pioneers",
        std::cmp::Ordering::Equal => "tie",
    };
    rules::WINNER
        .finding()
        .arg("renegades", i64::from(renegades))
        .arg("pioneers", i64::from(pioneers))
        .arg("winner", winner)
}

/// The Raid: place the tiles; then each gunfight with who shoots first, the
/// Booby Trap and the Entry Bombs; always, how to enter the outcome.
fn raid(state: &GunState, out: &mut Vec<Finding>) {
    let round = state.this_round.clone();
    if round.attacks.is_empty() || !round.revealed {
        out.push(rules::RAID_PLACE.finding());
    } else {
        let first = super::raid::first_team(state);
        for (building, attackers, defenders) in state.fights() {
            if defenders.is_empty() {
                continue;
            }
            let side = match first {
                super::characters::Team::Pioneers => &defenders,
                super::characters::Team::Renegades => &attackers,
            };
            let shooter = super::raid::first_of(state, side).map(|s| state.name(s));
            out.push(
                rules::GUNFIGHT
                    .finding()
                    .arg("building", building.printed())
                    .arg("first", shooter.unwrap_or_default()),
            );
        }
        for (building, attackers, defenders) in state.fights_and_bombs() {
            let names = |seats: &[usize]| {
                seats
                    .iter()
                    .map(|s| state.name(*s))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            if round.trap_site == Some(building) && attackers.len() > 1 {
                out.push(
                    rules::BOOBY_TRAP
                        .finding()
                        .arg("building", building.printed())
                        .arg("characters", names(&attackers)),
                );
            }
            if round.bomb_sites.contains(&building) && defenders.len() > 1 {
                out.push(
                    rules::ENTRY_BOMBS
                        .finding()
                        .arg("building", building.printed())
                        .arg("characters", names(&defenders)),
                );
            }
        }
    }
    out.push(rules::RAID.finding().arg("round", state.round));
}
