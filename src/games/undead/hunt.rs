//! Shooting Undead, "until doubles": the target is declared and kept; shots
//! are entered one by one; the attempt ends on a repeated number, a
//! Critical Miss or a kill; a hit on a weak point with a Bullet kills; every
//! slot rolled is put back Casing side up; the killer keeps the card.

use super::actions::{Spot, UndeadEvent};
use super::flow;
use super::rules;
use super::spaces::{self, Outcome, Shot, outcome};
use super::state::{Hunt, Phase, Place, Side, Step, UndeadState};
use super::turn::{check_ability, current, set_turn};
use super::work::{Refused, W};

/// The faces of a d8 that would kill on the next shot of the attempt under
/// way: weak points holding a Bullet and an 8 with the Skull up, not yet
/// rolled in this attempt. Their count over 8 is the chance.
pub fn killing_faces(state: &UndeadState) -> Vec<u8> {
    let Step::Turn(turn) = &state.resolution.step else {
        return Vec::new();
    };
    let (Some(hunt), Some(band)) = (&turn.hunt, state.bands.get(turn.band)) else {
        return Vec::new();
    };
    let Some(card) = state.undead_at(hunt.place, hunt.index) else {
        return Vec::new();
    };
    (1..=8)
        .filter(|f| !hunt.rolled.contains(f))
        .filter(|f| {
            (card.weak.contains(f) && band.bullet(*f)) || (*f == 8 && band.critical == Side::Skull)
        })
        .collect()
}

/// The Undead shot at is declared.
pub fn aim(w: &mut W, place: Place, index: usize) -> Result<(), Refused> {
    let (mut turn, space) = current(w)?;
    if w.s().undead_at(place, index).is_none() {
        return Err(rules::NO_UNDEAD.finding());
    }
    if turn.hunt.is_some() {
        w.note(rules::TARGET_KEPT.finding());
    } else {
        check_ability(w, &turn);
    }
    if !spaces::hunts(space) && !spaces::street_only(space) {
        w.note(rules::NOT_THIS_SPACE.finding());
    } else if spaces::street_only(space) && place != Place::Street {
        w.note(rules::STREET_ONLY.finding().arg("space", space));
    }
    close(w);
    turn.ability = true;
    turn.hunt = Some(Hunt {
        place,
        index,
        rolled: Vec::new(),
    });
    set_turn(w, turn);
    Ok(())
}

/// One shot at the declared Undead.
pub fn shoot(w: &mut W, shot: Shot) -> Result<(), Refused> {
    let (mut turn, space) = current(w)?;
    let Some(mut hunt) = turn.hunt.clone() else {
        return Err(rules::NOT_NOW.finding());
    };
    let band = turn.band;
    if shot.crit && w.s().bands[band].critical == Side::Backfire {
        w.note(rules::CRIT_SKULL.finding().arg("band", w.s().name(band)));
    }
    if hunt.rolled.contains(&shot.face) {
        w.note(rules::REPEATED.finding().arg("face", shot.face));
        close(w);
        return Ok(());
    }
    let weak = w
        .s()
        .undead_at(hunt.place, hunt.index)
        .map(|c| c.weak.clone())
        .unwrap_or_default();
    hunt.rolled.push(shot.face);
    turn.hunt = Some(hunt.clone());
    set_turn(w, turn);
    match outcome(&w.s().bands[band], shot) {
        Outcome::CriticalHit => {
            w.critical(band, Side::Backfire);
            killed(w, band, &hunt);
        }
        Outcome::CriticalMiss => {
            close(w);
            w.critical_miss(band, Spot::Space(space));
            flow::end_turn(w);
        }
        Outcome::Hit(face) if weak.contains(&face) => killed(w, band, &hunt),
        Outcome::Hit(_) | Outcome::Miss => {}
    }
    Ok(())
}

/// The Undead is killed: its card to the killer, the attempt over.
fn killed(w: &mut W, band: usize, hunt: &Hunt) {
    close(w);
    w.emit(UndeadEvent::UndeadKilled {
        band,
        place: hunt.place,
        index: hunt.index,
    });
    w.note(rules::UNDEAD_KILLED.finding().arg("band", w.s().name(band)));
    w.bounty();
}

/// The active band stops shooting.
pub fn stop(w: &mut W) -> Result<(), Refused> {
    let (turn, _) = current(w)?;
    if turn.hunt.is_none() {
        return Err(rules::NOT_NOW.finding());
    }
    close(w);
    Ok(())
}

/// Ends an attempt under way: every slot rolled goes back Casing side up.
pub fn close(w: &mut W) {
    let (Phase::Resolve, Step::Turn(turn)) = (&w.s().phase, &w.s().resolution.step) else {
        return;
    };
    let mut turn = turn.clone();
    let Some(hunt) = turn.hunt.take() else {
        return;
    };
    for face in &hunt.rolled {
        w.spend(turn.band, *face);
    }
    set_turn(w, turn);
}
