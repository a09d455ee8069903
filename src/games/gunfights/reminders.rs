//! What the table must do now, read from the state.

use super::actions::{Call, Strike};
use super::betty::chance;
use super::characters::{Character, NamesBuilding};
use super::rules;
use super::setup::ROUNDS;
use super::state::{GunState, Phase};
use super::{fights, strikes};
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
            let first = state
                .team(team)
                .first()
                .map(|s| state.name(*s))
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

/// The Raid: place the tiles; deal the start-of-raid damage; each gunfight
/// with who fires next (and the cease fire when the Renegades there can no
/// longer fire); always, the outcome to enter as it stands.
fn raid(state: &GunState, out: &mut Vec<Finding>) {
    let round = &state.this_round;
    let names = |seats: &[usize]| {
        seats
            .iter()
            .map(|s| state.name(*s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if round.attacks.is_empty() || !round.revealed {
        out.push(rules::RAID_PLACE.finding());
    } else {
        let due = strikes::due(state);
        // One at a time, in the text's order: the next comes once it is dealt.
        if let Some(d) = due.first() {
            let rule = match d.strike {
                Strike::Stockade => &rules::STOCKADE_DUE,
                Strike::Trap => &rules::BOOBY_TRAP,
                Strike::Bomb(_) => &rules::ENTRY_BOMBS,
            };
            let finding = rule
                .finding()
                .arg("characters", names(&d.candidates))
                .arg("count", d.candidates.len())
                .arg("slug", d.building.map_or("", |b| b.slug()));
            out.push(match d.building {
                Some(b) => finding.building(b),
                None => finding,
            });
        }
        if due.is_empty() {
            for (building, _, defenders) in state.fights() {
                let next = fights::next(state, building);
                if defenders.is_empty() || next.is_empty() {
                    continue;
                }
                let shooters = next
                    .iter()
                    .map(|s| state.name(*s))
                    .collect::<Vec<_>>()
                    .join(" / ");
                out.push(
                    rules::GUNFIGHT
                        .finding()
                        .building(building)
                        .arg("first", shooters),
                );
                if fights::may_cease(state, building) {
                    out.push(
                        rules::CEASE_MAY
                            .finding()
                            .building(building)
                            .arg("slug", building.slug()),
                    );
                }
            }
        }
    }
    let burning: String = fights::burning(state)
        .iter()
        .map(|b| format!(" {}", b.slug()))
        .collect();
    let fallen: String = fights::fallen(state)
        .iter()
        .map(|s| format!(" {}", state.seats[*s].character.slug()))
        .collect();
    let ready = if !round.revealed {
        "early"
    } else if strikes::due(state).is_empty() && fights::all_over(state) {
        "yes"
    } else {
        "no"
    };
    out.push(
        rules::RAID
            .finding()
            .arg("round", state.round)
            .arg("buildings", burning)
            .arg(
                "dead",
                if fallen.is_empty() {
                    "none".into()
                } else {
                    fallen
                },
            )
            .arg("ready", ready),
    );
}
