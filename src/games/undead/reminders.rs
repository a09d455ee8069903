//! What the table must do now, read from the state.

use super::hunt::killing_faces;
use super::rules;
use super::state::{Phase, Step, UndeadState};
use crate::core::{Arg, Finding};

/// The reminders for the state now.
pub fn reminders(s: &UndeadState) -> Vec<Finding> {
    let mut out = Vec::new();
    if let Some(draw) = s.draws.first() {
        out.push(rules::DRAW.finding().arg("band", s.name(draw.band)));
    }
    match &s.phase {
        Phase::Buildings => out.push(
            rules::ENTER_BUILDINGS
                .finding()
                .arg("entered", s.buildings.len())
                .arg("slots", s.slots),
        ),
        Phase::SetupUndead => out.push(rules::ENTER_UNDEAD.finding()),
        Phase::Starting => {
            for (i, b) in s.bands.iter().enumerate() {
                if !b.started {
                    out.push(rules::ENTER_START.finding().arg("band", s.name(i)));
                }
            }
        }
        Phase::RoundStart => {
            if s.final_round {
                out.push(rules::FINAL.finding());
            }
            for (i, b) in s.buildings.iter().enumerate() {
                if !b.ability.round_start() {
                    continue;
                }
                for band in &b.occupants {
                    if !s.used.contains(&(i, *band)) {
                        out.push(
                            rules::USE_NOW
                                .finding()
                                .arg("band", s.name(*band))
                                .arg("building", b.name.clone())
                                .arg("ability", Arg::Key(b.ability.label().key)),
                        );
                    }
                }
            }
            out.push(rules::CALL_HIRING.finding().arg("law", s.name(s.law)));
        }
        Phase::Reveal => out.push(rules::REVEAL.finding()),
        Phase::Wild(band) => out.push(rules::PLACE_WILD.finding().arg("band", s.name(*band))),
        Phase::Resolve => match &s.resolution.step {
            Step::Duel(bands) => out.push(
                rules::DUEL
                    .finding()
                    .arg("space", s.resolution.space)
                    .arg("count", bands.len()),
            ),
            Step::Turn(turn) => {
                if let Some(c) = &turn.contest {
                    out.push(
                        rules::CONTEST
                            .finding()
                            .arg("band", s.name(c.defender))
                            .arg("standing", if c.standing { "yes" } else { "no" }),
                    );
                } else if let Some(hunt) = &turn.hunt {
                    let rolled: Vec<String> = hunt.rolled.iter().map(u8::to_string).collect();
                    let kills: Vec<String> = killing_faces(s).iter().map(u8::to_string).collect();
                    out.push(
                        rules::HUNT
                            .finding()
                            .arg("band", s.name(turn.band))
                            .arg("rolled", rolled.join(", "))
                            .arg("count", rolled.len())
                            .arg("kills", kills.len())
                            .arg("faces", kills.join(", ")),
                    );
                } else {
                    out.push(
                        rules::TURN
                            .finding()
                            .arg("band", s.name(turn.band))
                            .arg("space", s.resolution.space),
                    );
                }
            }
            Step::Idle => {}
        },
        Phase::RoundEnd => out.push(rules::ROUND_END.finding().arg("round", s.round)),
        Phase::Upkeep => {
            for (i, b) in s.buildings.iter().enumerate() {
                for band in &b.occupants {
                    if !s.kept.contains(&(i, *band)) {
                        out.push(
                            rules::UPKEEP
                                .finding()
                                .arg("band", s.name(*band))
                                .arg("building", b.name.clone()),
                        );
                    }
                }
            }
        }
        Phase::Tiebreak(people) => out.push(rules::TIEBREAK.finding().arg("count", people.len())),
        // The count stays in view once the game is over, for the table to check.
        Phase::Over if !s.solo => out.extend(super::ending::final_counts(s)),
        Phase::Over => {}
    }
    out
}
