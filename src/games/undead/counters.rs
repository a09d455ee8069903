//! The numbers the table can put right by hand, with the ranges a
//! correction may take. A correction never makes or destroys what the box
//! holds: a person's Coins and Notoriety come from the supply and go back
//! to it, a band's Outlaws at home from those beside Hire Guns, Boot Hill
//! from the Undead cards out of the game; the supply is what nobody holds,
//! so it is shown but put right through the purses.

use super::state::{FIVES, UndeadState};
use crate::core::{Counter, CounterId, Msg};

/// Undead cards in the box (Components: "Undead cards: 18").
pub const UNDEAD_CARDS: u32 = 18;

/// Undead cards in town and kept by the bands that killed them.
fn undead_out(state: &UndeadState) -> u32 {
    let town = state.street.len()
        + state
            .buildings
            .iter()
            .map(|b| b.undead.len())
            .sum::<usize>();
    let kept: usize = state.bands.iter().map(|b| b.killed.len()).sum();
    u32::try_from(town + kept).unwrap_or(u32::MAX)
}

/// A counter.
fn counter(id: CounterId, label: &str, value: u32, min: u32, max: u32) -> Counter {
    Counter {
        id,
        label: Msg::new(label),
        value: i64::from(value),
        min: i64::from(min.min(value)),
        max: i64::from(max.max(value)),
    }
}

/// Every tracked number with the range a correction may take.
pub fn counters(state: &UndeadState) -> Vec<Counter> {
    let mut out = Vec::new();
    let supply_ones = state.supply_ones();
    // A person's purse is on each of their bands' seats (two in the
    // 2-player variant, one stash): `fix ann-2 coins 3` sets the same
    // Coins as `fix ann-1 coins 3`.
    for (seat, band) in state.bands.iter().enumerate() {
        let Some(purse) = state.purses.get(band.person) else {
            continue;
        };
        let ones = purse.ones();
        out.push(counter(
            CounterId::player(seat, "coins"),
            "undead-counter-coins",
            purse.coins,
            0,
            purse.coins.saturating_add(state.supply_coins),
        ));
        // "1" tokens move: down to the "5"s held, up to what the supply has.
        out.push(counter(
            CounterId::player(seat, "notoriety"),
            "undead-counter-notoriety",
            purse.notoriety,
            purse.fives.saturating_mul(5),
            purse.notoriety.saturating_add(supply_ones),
        ));
        // Five "1"s change for a "5" with the supply, either way.
        out.push(counter(
            CounterId::player(seat, "fives"),
            "undead-counter-fives",
            purse.fives,
            purse.fives.saturating_sub(supply_ones / 5),
            purse
                .fives
                .saturating_add(state.supply_fives.min(ones / 5))
                .min(FIVES),
        ));
    }
    for (seat, band) in state.bands.iter().enumerate() {
        out.push(counter(
            CounterId::player(seat, "outlaws"),
            "undead-counter-outlaws",
            u32::from(band.home),
            0,
            u32::from(band.home.saturating_add(band.reserve)),
        ));
    }
    out.push(counter(
        CounterId::table("boot-hill"),
        "undead-counter-boot-hill",
        state.boot_hill,
        0,
        UNDEAD_CARDS.saturating_sub(undead_out(state)),
    ));
    for (name, label, value) in [
        (
            "supply-coins",
            "undead-counter-supply-coins",
            state.supply_coins,
        ),
        (
            "supply-notoriety",
            "undead-counter-supply-notoriety",
            state.supply_notoriety,
        ),
        (
            "supply-fives",
            "undead-counter-supply-fives",
            state.supply_fives,
        ),
    ] {
        out.push(counter(CounterId::table(name), label, value, value, value));
    }
    out
}

/// Sets a number exactly (the session has checked it is in its range),
/// moving what it takes or gives back from or to its other place.
pub fn correct(mut state: UndeadState, counter: &CounterId, value: i64) -> UndeadState {
    let v = u32::try_from(value.max(0)).unwrap_or(0);
    let person = counter
        .player
        .and_then(|seat| state.bands.get(seat))
        .map(|b| b.person);
    let supply_ones = state.supply_ones();
    let supply_coins = state.supply_coins;
    let supply_fives = state.supply_fives;
    match (counter.player, counter.name.as_str()) {
        (Some(_), "coins") => {
            if let Some(p) = person.and_then(|p| state.purses.get_mut(p)) {
                let v = v.min(p.coins.saturating_add(supply_coins));
                state.supply_coins = (supply_coins + p.coins).saturating_sub(v);
                p.coins = v;
            }
        }
        (Some(_), "notoriety") => {
            if let Some(p) = person.and_then(|p| state.purses.get_mut(p)) {
                let v = v
                    .max(p.fives.saturating_mul(5))
                    .min(p.notoriety.saturating_add(supply_ones));
                state.supply_notoriety = (state.supply_notoriety + p.notoriety).saturating_sub(v);
                p.notoriety = v;
            }
        }
        (Some(_), "fives") => {
            if let Some(p) = person.and_then(|p| state.purses.get_mut(p)) {
                let most = p.fives.saturating_add(supply_fives.min(p.ones() / 5));
                let least = p.fives.saturating_sub(supply_ones / 5);
                let v = v.clamp(least, most.max(least));
                // Each "5" is five "1"s changed with the supply: the value
                // held and the supply's value stay as they were.
                state.supply_fives = (supply_fives + p.fives).saturating_sub(v);
                p.fives = v;
            }
        }
        (Some(seat), "outlaws") => {
            if let Some(b) = state.bands.get_mut(seat) {
                let v = u8::try_from(v)
                    .unwrap_or(u8::MAX)
                    .min(b.home.saturating_add(b.reserve));
                b.reserve = b.reserve.saturating_add(b.home).saturating_sub(v);
                b.home = v;
            }
        }
        (None, "boot-hill") => {
            let room = UNDEAD_CARDS.saturating_sub(undead_out(&state));
            state.boot_hill = v.min(room.max(state.boot_hill));
        }
        _ => {}
    }
    state
}
