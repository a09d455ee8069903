//! What the table must do now in the solo game, read from the state; the
//! player's own turn, the end of the round and the day's upkeep are
//! reminded as in the multiplayer game.

use super::decide::ranger_turn;
use super::rules;
use super::say;
use super::state::{PLAYER, SoloState};
use crate::core::{Arg, Finding};
use crate::games::undead::solo_seam::state::{Phase, Step};

/// The reminders for the state now.
pub fn reminders(s: &SoloState) -> Vec<Finding> {
    if s.end.is_some() {
        // Over: only the final score stays in view.
        return vec![score_now(s)];
    }
    let b = &s.base;
    let mut out = Vec::new();
    if !b.draws.is_empty() {
        let at = s.undead_place().map_or_else(
            || crate::core::Msg::new("undead-solo-nowhere"),
            |p| place_words(s, p),
        );
        out.push(rules::DRAW.finding().arg("place", Arg::Msg(Box::new(at))));
    }
    match (&b.phase, &b.resolution.step) {
        (Phase::Buildings, _) => out.push(
            rules::ENTER_BUILDINGS
                .finding()
                .arg("entered", b.buildings.len())
                .arg("slots", b.slots),
        ),
        (Phase::SetupUndead, _) => out.push(rules::ENTER_STREET.finding()),
        (Phase::RoundStart, _) => {
            // Round Start abilities of the player's buildings first, as in the multiplayer game.
            out.extend(
                crate::games::undead::solo_seam::reminders::reminders(b)
                    .into_iter()
                    .filter(|f| f.rule_id() == crate::games::undead::solo_seam::rules::USE_NOW.id),
            );
            out.push(rules::PLACE.finding().arg("home", b.bands[PLAYER].home));
        }
        (Phase::Reveal, _) => out.push(rules::ROLL_RANGER.finding()),
        (Phase::Resolve, Step::Duel(_)) => {
            out.push(rules::DUEL.finding().arg_space(b.resolution.space))
        }
        (Phase::Resolve, _) if ranger_turn(s) => {
            // The Outlaw it Intimidates, as its turn chose it (a lying one
            // with The Undead are fast!), not merely the standing one.
            let at = super::ranger::aimed_at(s, b.resolution.space).unwrap_or(b.resolution.space);
            out.push(
                rules::INTIMIDATED
                    .finding()
                    .arg("space", Arg::Msg(Box::new(say::space(b.resolution.space))))
                    .arg("at", at),
            );
        }
        _ => out.extend(
            crate::games::undead::solo_seam::reminders::reminders(b)
                .into_iter()
                .filter(|f| f.rule_id() != crate::games::undead::solo_seam::rules::DRAW.id),
        ),
    }
    out
}

/// The score as it stands (or, once over, the final score), as a finding:
/// said after every entry and at the end, so the command line and its
/// JSON show it as the window's header does.
pub fn score_now(s: &SoloState) -> Finding {
    rules::SCORE
        .finding()
        .arg("score", Arg::Msg(Box::new(say::score(s))))
}

/// A place in town in words: the street or a building's printed name.
fn place_words(s: &SoloState, place: crate::games::undead::solo_seam::Place) -> crate::core::Msg {
    match place {
        crate::games::undead::solo_seam::Place::Street => {
            crate::core::Msg::new("undead-solo-street")
        }
        crate::games::undead::solo_seam::Place::Building(i) => {
            crate::core::Msg::new("undead-solo-building").arg(
                "building",
                s.base
                    .buildings
                    .get(i)
                    .map(|b| b.name.clone())
                    .unwrap_or_default(),
            )
        }
    }
}

trait SpaceArg {
    fn arg_space(self, space: u8) -> Self;
}

impl SpaceArg for Finding {
    /// The space as its printed name.
    fn arg_space(self, space: u8) -> Self {
        self.arg("space", Arg::Msg(Box::new(say::space(space))))
    }
}
