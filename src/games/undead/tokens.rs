//! Notoriety tokens by kind: thirty "1"s and ten "5"s. "'5' Notoriety
//! tokens ... cannot be taken/given as part of an action but can always be
//! exchanged for five '1' Notoriety tokens" (Income): every action moves
//! "1"s, and a "1" owed by someone who holds only "5"s comes from a "5"
//! changed with the supply first. The text does not say that five "1"s
//! may be changed for a "5": the table decides that at setup.

use super::actions::UndeadEvent;
use super::rules;
use super::work::{Refused, W};

impl W {
    /// Checks that a band's person can give `n` "1" Notoriety tokens: held,
    /// or made by changing "5"s with the supply.
    pub fn check_ones(&self, band: usize, n: u32) -> Result<(), Refused> {
        let purse = self.s().purse(band);
        if purse.notoriety < n {
            return Err(rules::NOT_ENOUGH.finding());
        }
        let short = n.saturating_sub(purse.ones());
        let changes = short.div_ceil(5);
        if changes > purse.fives || self.s().supply_ones() < changes * 5 {
            let who = self.s().name(band);
            return Err(rules::NO_CHANGE.finding().arg("band", who));
        }
        Ok(())
    }

    /// Changes "5"s for "1"s until the band's person holds `n` "1"s (checked
    /// by [`W::check_ones`] first), and says so.
    pub fn make_ones(&mut self, band: usize, n: u32) {
        let person = self.person(band);
        while self.s().purse(band).ones() < n && self.s().purse(band).fives > 0 {
            self.emit(UndeadEvent::Changed { person, up: false });
            let who = self.s().name(band);
            self.note(rules::CHANGED.finding().arg("band", who));
        }
    }
}

/// The entry `change BAND 5` (five "1"s for a "5", when the table allows
/// it) or `change BAND 1` (a "5" for five "1"s, at any time).
pub fn change(w: &mut W, band: usize, up: bool) -> Result<(), Refused> {
    if band >= w.s().bands.len() {
        return Err(rules::NOT_NOW.finding());
    }
    let purse = w.s().purse(band);
    let person = w.person(band);
    if up {
        match w.s().trade_up {
            None => return Err(rules::UNDECIDED.finding()),
            Some(false) => return Err(rules::NO_TRADE_UP.finding()),
            Some(true) => {}
        }
        if purse.ones() < 5 {
            return Err(rules::NOT_ENOUGH.finding());
        }
        if w.s().supply_fives == 0 {
            return Err(rules::NO_FIVE.finding());
        }
        w.emit(UndeadEvent::Changed { person, up });
        if w.s().supply_fives == 0 {
            w.note(rules::SUPPLY_LAST.finding().arg("resource", "five"));
        }
    } else {
        if purse.fives == 0 {
            return Err(rules::NOT_ENOUGH.finding());
        }
        if w.s().supply_ones() < 5 {
            let who = w.s().name(band);
            return Err(rules::NO_CHANGE.finding().arg("band", who));
        }
        w.emit(UndeadEvent::Changed { person, up });
    }
    Ok(())
}
