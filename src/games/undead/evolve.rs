//! Applies one event to the state. Holds no rule: the decider has chosen.

use super::actions::{Spot, UndeadEvent};
use super::state::{Place, Placed, Resource, UndeadState, slot_index};

/// Applies an event.
pub fn evolve(mut s: UndeadState, event: &UndeadEvent) -> UndeadState {
    match event {
        UndeadEvent::BuildingRevealed(b) => {
            // The bonus resource is put on the building from the supply (Setup 3).
            match b.bonus {
                Some(Resource::Coin) => s.supply_coins = s.supply_coins.saturating_sub(1),
                Some(Resource::Notoriety) => {
                    s.supply_notoriety = s.supply_notoriety.saturating_sub(1);
                }
                _ => {}
            }
            s.buildings.push(b.clone());
        }
        UndeadEvent::UndeadPlaced { card, place } => {
            s.boot_hill = s.boot_hill.saturating_sub(1);
            match place {
                Place::Street => s.street.push(card.clone()),
                Place::Building(i) => {
                    if let Some(b) = s.buildings.get_mut(*i) {
                        b.undead.push(card.clone());
                    }
                }
            }
        }
        UndeadEvent::UndeadKilled { band, place, index } => {
            let list = match place {
                Place::Street => Some(&mut s.street),
                Place::Building(i) => s.buildings.get_mut(*i).map(|b| &mut b.undead),
            };
            if let Some(list) = list.filter(|l| *index < l.len()) {
                let card = list.remove(*index);
                if let Some(b) = s.bands.get_mut(*band) {
                    b.killed.push(card);
                }
            }
        }
        UndeadEvent::Coins { from, to, n } => {
            match from {
                Some(p) => {
                    if let Some(purse) = s.purses.get_mut(*p) {
                        purse.coins = purse.coins.saturating_sub(*n);
                    }
                }
                None => s.supply_coins = s.supply_coins.saturating_sub(*n),
            }
            match to {
                Some(p) => {
                    if let Some(purse) = s.purses.get_mut(*p) {
                        purse.coins += n;
                    }
                }
                None => s.supply_coins += n,
            }
        }
        UndeadEvent::Notoriety { from, to, n } => {
            match from {
                Some(p) => {
                    if let Some(purse) = s.purses.get_mut(*p) {
                        purse.notoriety = purse.notoriety.saturating_sub(*n);
                    }
                }
                None => s.supply_notoriety = s.supply_notoriety.saturating_sub(*n),
            }
            match to {
                Some(p) => {
                    if let Some(purse) = s.purses.get_mut(*p) {
                        purse.notoriety += n;
                    }
                }
                None => s.supply_notoriety += n,
            }
        }
        UndeadEvent::Changed { person, up } => {
            // The value on each side stays: only which tokens make it changes.
            if let Some(purse) = s.purses.get_mut(*person) {
                if *up {
                    purse.fives += 1;
                    s.supply_fives = s.supply_fives.saturating_sub(1);
                } else {
                    purse.fives = purse.fives.saturating_sub(1);
                    s.supply_fives += 1;
                }
            }
        }
        UndeadEvent::Slot { band, face, bullet } => {
            if let (Some(b), Some(i)) = (s.bands.get_mut(*band), slot_index(*face)) {
                b.card[i] = *bullet;
            }
        }
        UndeadEvent::Critical { band, side } => {
            if let Some(b) = s.bands.get_mut(*band) {
                b.critical = *side;
            }
        }
        UndeadEvent::Outlaw { band, from, to } => move_outlaw(&mut s, *band, *from, *to),
        UndeadEvent::Started(band) => {
            if let Some(b) = s.bands.get_mut(*band) {
                b.started = true;
            }
        }
        UndeadEvent::Phase(phase) => s.phase = phase.clone(),
        UndeadEvent::Resolution(r) => s.resolution = r.clone(),
        UndeadEvent::Hirers(h) => s.hirers = h.clone(),
        UndeadEvent::BonusTaken { building, band } => {
            let person = s.bands.get(*band).map(|b| b.person);
            if let Some(b) = s.buildings.get_mut(*building) {
                let bonus = b.bonus.take();
                b.bought = true;
                if let Some(purse) = person.and_then(|p| s.purses.get_mut(p)) {
                    match bonus {
                        Some(Resource::Coin) => purse.coins += 1,
                        Some(Resource::Notoriety) => purse.notoriety += 1,
                        _ => {}
                    }
                }
            }
        }
        UndeadEvent::Bought(band) => s.bought.push(*band),
        UndeadEvent::Used(i) => s.used.push(*i),
        UndeadEvent::Kept(i) => s.kept.push(*i),
        UndeadEvent::Owed(draw) => s.draws.push(*draw),
        UndeadEvent::Drawn => {
            if !s.draws.is_empty() {
                s.draws.remove(0);
            }
        }
        UndeadEvent::Clock { law, day, round } => {
            s.law = *law;
            s.day = *day;
            s.round = *round;
        }
        UndeadEvent::HighNoon => s.high_noon = true,
        UndeadEvent::FinalRound => s.final_round = true,
        UndeadEvent::RoundReset => {
            s.bought.clear();
            s.used.clear();
            s.kept.clear();
            s.hirers.clear();
        }
        UndeadEvent::LaidDown => {
            for space in &mut s.spaces {
                for p in space.iter_mut() {
                    p.standing = false;
                }
            }
        }
        UndeadEvent::DayOver => {
            for space in &mut s.spaces {
                for p in space.drain(..) {
                    if let Some(b) = s.bands.get_mut(p.band) {
                        b.home += 1;
                    }
                }
            }
        }
        UndeadEvent::Winners(w) => s.winners = w.clone(),
    }
    s
}

/// Takes an Outlaw from one spot and puts it on another.
fn move_outlaw(s: &mut UndeadState, band: usize, from: Spot, to: Spot) {
    let taken = match from {
        Spot::Home => take(s.bands.get_mut(band).map(|b| &mut b.home)),
        Spot::Reserve => take(s.bands.get_mut(band).map(|b| &mut b.reserve)),
        Spot::Graveyard => take(s.bands.get_mut(band).map(|b| &mut b.graveyard)),
        Spot::Space(n) => match s.spaces.get_mut(usize::from(n)) {
            Some(list) => match list.iter().position(|p| p.band == band && p.standing) {
                Some(i) => {
                    list.remove(i);
                    true
                }
                None => false,
            },
            None => false,
        },
        Spot::Building(i) => match s.buildings.get_mut(i) {
            Some(b) => match b.occupants.iter().position(|o| *o == band) {
                Some(k) => {
                    b.occupants.remove(k);
                    true
                }
                None => false,
            },
            None => false,
        },
    };
    if !taken {
        return;
    }
    match to {
        Spot::Home => add(s.bands.get_mut(band).map(|b| &mut b.home)),
        Spot::Reserve => add(s.bands.get_mut(band).map(|b| &mut b.reserve)),
        Spot::Graveyard => add(s.bands.get_mut(band).map(|b| &mut b.graveyard)),
        Spot::Space(n) => {
            if let Some(list) = s.spaces.get_mut(usize::from(n)) {
                list.push(Placed {
                    band,
                    standing: true,
                });
            }
        }
        Spot::Building(i) => {
            if let Some(b) = s.buildings.get_mut(i) {
                b.occupants.push(band);
            }
        }
    }
}

fn take(count: Option<&mut u8>) -> bool {
    match count {
        Some(n) if *n > 0 => {
            *n -= 1;
            true
        }
        _ => false,
    }
}

fn add(count: Option<&mut u8>) {
    if let Some(n) = count {
        *n += 1;
    }
}
