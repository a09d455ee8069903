//! Every rule, by entry: this file dispatches and holds setup's entries
//! (buildings, the Undead drawn at setup and in play, starting
//! resources); the round's flow, duels, turns, the hunt, buildings and the
//! end each have their own file.

use super::actions::{Item, UndeadAction, UndeadEvent, Where};
use super::state::{Building, Phase, Place, Resource, Step, UndeadCard, UndeadState};
use super::work::{Refused, W};
use super::{control, duel, ending, flow, hunt, rules, turn};
use crate::core::{Arg, Decision, Finding};

/// Decides an action.
pub fn decide(
    state: &UndeadState,
    action: &UndeadAction,
) -> Result<Decision<super::UndeadEvent>, Finding> {
    if state.phase == Phase::Over {
        return Err(rules::GAME_OVER.finding());
    }
    let mut w = W::new(state);
    if !state.draws.is_empty() && !matches!(action, UndeadAction::Undead { .. }) {
        w.note(
            rules::DRAW_FIRST
                .finding()
                .arg("band", state.name(state.draws[0].band)),
        );
    }
    match action {
        UndeadAction::Building {
            name,
            cost,
            notoriety,
            ability,
            bonus,
        } => {
            if state.phase != Phase::Buildings {
                return Err(rules::NOT_NOW.finding());
            }
            if state.slots == 0 {
                return Err(rules::SLOTS_MISSING.finding());
            }
            if state.buildings.len() >= state.slots {
                return Err(rules::BUILDINGS_FULL.finding().arg("slots", state.slots));
            }
            if ability.four_plus() && state.bands.len() <= 3 {
                w.note(rules::FOUR_PLUS.finding());
            }
            // The bonus is put on the building from the supply (Setup 3):
            // what the supply lacks is not put there, and said.
            let placed = match bonus {
                Some(Resource::Coin) if state.supply_coins == 0 => None,
                Some(Resource::Notoriety) if state.supply_ones() == 0 => None,
                other => *other,
            };
            match (bonus, placed) {
                (Some(Resource::Coin), None) => {
                    w.note(rules::SUPPLY_OUT.finding().arg("resource", "coin"));
                }
                (Some(Resource::Notoriety), None) => {
                    w.note(rules::SUPPLY_OUT.finding().arg("resource", "notoriety"));
                }
                _ => {}
            }
            let bonus = placed;
            w.emit(UndeadEvent::BuildingRevealed(Building {
                name: name.clone(),
                cost: *cost,
                notoriety: *notoriety,
                ability: *ability,
                bonus,
                bought: false,
                occupants: Vec::new(),
                undead: Vec::new(),
            }));
            if w.s().buildings.len() == w.s().slots {
                w.emit(UndeadEvent::Phase(Phase::SetupUndead));
            }
        }
        UndeadAction::Undead {
            weak,
            notoriety,
            place,
        } => {
            let place = match place {
                Some(p) => Some(locate(state, p)?),
                None => None,
            };
            undead(
                &mut w,
                UndeadCard {
                    weak: weak.clone(),
                    notoriety: *notoriety,
                },
                place,
            )?
        }
        UndeadAction::Start { band, items } => start(&mut w, *band, items)?,
        UndeadAction::Use {
            building,
            band,
            roll,
            items,
            to,
        } => {
            let to = match to {
                Some(t) => Some(find_building(state, t)?),
                None => None,
            };
            flow::use_ability(
                &mut w,
                find_building(state, building)?,
                *band,
                roll,
                items,
                to,
            )?
        }
        UndeadAction::Hiring { bands } => flow::hiring(&mut w, bands)?,
        UndeadAction::Reveal { dice } => flow::reveal(&mut w, dice)?,
        UndeadAction::Wild { space } => flow::wild(&mut w, *space)?,
        UndeadAction::Hire { band, pay, slot } => turn::hire(&mut w, *band, *pay, *slot)?,
        UndeadAction::Duel { shots } => duel::duel(&mut w, shots)?,
        UndeadAction::BuyOff { band } => match &state.resolution.step {
            Step::Turn(turn) if turn.contest.is_some() => control::buy_off(&mut w, *band)?,
            _ => duel::buy_off(&mut w, *band)?,
        },
        UndeadAction::Intimidate { target, answer } => turn::intimidate(&mut w, *target, answer)?,
        UndeadAction::Steal { target, items } => turn::steal(&mut w, *target, items)?,
        UndeadAction::Aim { place, index } => hunt::aim(&mut w, locate(state, place)?, *index)?,
        UndeadAction::Shoot { shot } => hunt::shoot(&mut w, *shot)?,
        UndeadAction::Stop => hunt::stop(&mut w)?,
        UndeadAction::Income { items } => turn::income(&mut w, items)?,
        UndeadAction::Buy { building, slot } => {
            control::buy(&mut w, find_building(state, building)?, *slot)?
        }
        UndeadAction::Vacate => control::vacate(&mut w)?,
        UndeadAction::Stand => control::stand(&mut w)?,
        UndeadAction::Fire { defender, attacker } => control::fire(&mut w, *defender, *attacker)?,
        UndeadAction::End => flow::end_turn_entry(&mut w)?,
        UndeadAction::Leave { building, band } => {
            flow::leave(&mut w, find_building(state, building)?, *band)?
        }
        UndeadAction::Keep {
            building,
            band,
            slot,
        } => flow::keep(&mut w, find_building(state, building)?, *band, *slot)?,
        UndeadAction::Next => flow::next(&mut w)?,
        UndeadAction::Showdown { shots } => ending::showdown(&mut w, shots)?,
        UndeadAction::Extra { band, slot } => ending::extra(&mut w, *band, *slot)?,
        UndeadAction::Change { band, up } => super::tokens::change(&mut w, *band, *up)?,
    }
    Ok(w.decision())
}

/// Finds a building by what was typed: its number in the order entered,
/// its name (as a slug), or the start of exactly one name.
pub fn find_building(state: &UndeadState, typed: &str) -> Result<usize, Finding> {
    let typed = typed.trim().to_lowercase();
    let unknown = || {
        rules::BUILDING_UNKNOWN
            .finding()
            .arg("typed", typed.clone())
    };
    if let Ok(n) = typed.parse::<usize>() {
        return n
            .checked_sub(1)
            .filter(|i| *i < state.buildings.len())
            .ok_or_else(unknown);
    }
    let slugs: Vec<String> = state.buildings.iter().map(|b| b.slug()).collect();
    if let Some(i) = slugs.iter().position(|s| *s == typed) {
        return Ok(i);
    }
    let starts: Vec<usize> = (0..slugs.len())
        .filter(|i| !typed.is_empty() && slugs[*i].starts_with(&typed))
        .collect();
    match starts.as_slice() {
        [one] => Ok(*one),
        _ => Err(unknown()),
    }
}

/// The place typed.
fn locate(state: &UndeadState, place: &Where) -> Result<Place, Finding> {
    match place {
        Where::Street => Ok(Place::Street),
        Where::Building(typed) => find_building(state, typed).map(Place::Building),
    }
}

/// Where the next Undead of setup goes: under the buildings from the
/// highest Notoriety down (the higher cost breaks ties), one per band, then
/// the street.
pub fn setup_place(state: &UndeadState) -> Option<Place> {
    let mut order: Vec<usize> = (0..state.buildings.len()).collect();
    order.sort_by(|a, b| {
        let (x, y) = (&state.buildings[*a], &state.buildings[*b]);
        y.notoriety.cmp(&x.notoriety).then(y.cost.cmp(&x.cost))
    });
    let under = state.bands.len().min(order.len());
    let placed: usize = state.buildings.iter().map(|b| b.undead.len()).sum();
    if placed < under {
        order.get(placed).map(|i| Place::Building(*i))
    } else if state.street.is_empty() {
        Some(Place::Street)
    } else {
        None
    }
}

/// An Undead card comes face up: at setup Holster places it by the text's
/// order; in play the player who owes it places it where they choose.
fn undead(w: &mut W, card: UndeadCard, place: Option<Place>) -> Result<(), Refused> {
    if w.s().boot_hill == 0 {
        return Err(rules::BOOT_HILL_EMPTY.finding());
    }
    let check = |w: &W, p: Place| match p {
        Place::Building(i) if i >= w.s().buildings.len() => Err(rules::NOT_NOW.finding()),
        _ => Ok(()),
    };
    // A board value lowered to the buildings already entered ends their entry.
    let s = w.s();
    if s.phase == Phase::Buildings && s.slots > 0 && s.buildings.len() >= s.slots {
        w.emit(UndeadEvent::Phase(Phase::SetupUndead));
    }
    if w.s().phase == Phase::SetupUndead {
        let Some(due) = setup_place(w.s()) else {
            return Err(rules::NOT_NOW.finding());
        };
        let at = place.unwrap_or(due);
        check(w, at)?;
        if at != due {
            let due_name = match due {
                Place::Street => Arg::from("street"),
                Place::Building(i) => Arg::from(
                    w.s()
                        .buildings
                        .get(i)
                        .map(|b| b.name.clone())
                        .unwrap_or_default(),
                ),
            };
            w.note(rules::SETUP_ORDER.finding().arg("place", due_name));
        }
        w.emit(UndeadEvent::UndeadPlaced { card, place: at });
        if setup_place(w.s()).is_none() {
            w.emit(UndeadEvent::Phase(Phase::Starting));
        }
        return Ok(());
    }
    let Some(draw) = w.s().draws.first().copied() else {
        return Err(rules::NOT_NOW.finding());
    };
    let at = match (place, draw.forced) {
        (Some(p), _) => p,
        (None, Some(f)) => f,
        (None, None) => return Err(rules::PLACE_NEEDED.finding()),
    };
    check(w, at)?;
    if draw.forced.is_some_and(|f| f != at) {
        w.note(rules::DRAW_WHERE.finding());
    }
    w.emit(UndeadEvent::UndeadPlaced { card, place: at });
    w.emit(UndeadEvent::Drawn);
    Ok(())
}

/// A band's three starting resources (Bullets on the slots it names).
fn start(w: &mut W, band: usize, items: &[Item]) -> Result<(), Refused> {
    let Some(b) = w.s().bands.get(band) else {
        return Err(rules::NOT_NOW.finding());
    };
    if w.s().phase != Phase::Starting || b.started {
        return Err(rules::NOT_NOW.finding());
    }
    if items.len() != 3 {
        w.note(rules::THREE.finding().arg("count", items.len()));
    }
    w.check_gains(band, items)?;
    for item in items {
        w.gain(band, *item);
    }
    w.emit(UndeadEvent::Started(band));
    if w.s().bands.iter().all(|b| b.started) {
        w.emit(UndeadEvent::Phase(Phase::RoundStart));
    }
    Ok(())
}
