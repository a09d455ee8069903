//! The decider's working copy of the table, with the moves every rule
//! makes: gaining and paying from the finite supply, flipping slots,
//! shooting an Outlaw dead, sending one home. Each move is a few events;
//! which move happens is decided by the rules that call these.

use super::Undead;
use super::abilities::Ability;
use super::actions::{Item, Spot, UndeadEvent};
use super::rules;
use super::state::{Draw, Side, UndeadState, slot_index};
use crate::core::{Finding, Working};

/// The decider's working copy.
pub type W = Working<Undead>;

/// A rejection: the input cannot be applied.
pub type Refused = Finding;

impl Working<Undead> {
    /// The state as it stands in the middle of the decision.
    pub fn s(&self) -> &UndeadState {
        &self.state
    }

    /// The person of a band.
    pub fn person(&self, band: usize) -> usize {
        self.state.bands.get(band).map_or(0, |b| b.person)
    }

    /// Checks that an item can be received: a Bullet names a Casing slot, or
    /// is lost only when the card is full.
    pub fn check_gain(&self, band: usize, item: Item, pending: &[u8]) -> Result<(), Refused> {
        if let Item::Bullet { to, .. } = item {
            let Some(b) = self.state.bands.get(band) else {
                return Err(rules::NOT_NOW.finding());
            };
            match to {
                Some(face) => {
                    if slot_index(face).is_none() {
                        return Err(rules::SLOT_FULL.finding().arg("slot", face));
                    }
                    if b.bullet(face) || pending.contains(&face) {
                        return Err(rules::SLOT_FULL.finding().arg("slot", face));
                    }
                }
                None => {
                    if b.bullets() + pending.len() < 6 {
                        return Err(rules::CHOOSE_SLOT.finding());
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks a list of items to receive together.
    pub fn check_gains(&self, band: usize, items: &[Item]) -> Result<(), Refused> {
        let mut pending = Vec::new();
        for item in items {
            self.check_gain(band, *item, &pending)?;
            if let Item::Bullet { to: Some(face), .. } = item {
                pending.push(*face);
            }
        }
        Ok(())
    }

    /// A band takes one item from the supply (what the supply lacks is not
    /// taken, and said). A Bullet is a flip of its slot; a lost one is said.
    pub fn gain(&mut self, band: usize, item: Item) {
        let person = self.person(band);
        match item {
            Item::Coin => {
                if self.state.supply_coins == 0 {
                    self.note(rules::SUPPLY_OUT.finding().arg("resource", "coin"));
                } else {
                    self.emit(UndeadEvent::Coins {
                        from: None,
                        to: Some(person),
                        n: 1,
                    });
                    if self.state.supply_coins == 0 {
                        self.note(rules::SUPPLY_LAST.finding().arg("resource", "coin"));
                    }
                }
            }
            Item::Notoriety => self.notoriety(person),
            Item::Bullet { to: Some(face), .. } => self.emit(UndeadEvent::Slot {
                band,
                face,
                bullet: true,
            }),
            Item::Bullet { to: None, .. } => self.note(rules::BULLET_LOST.finding()),
        }
    }

    /// A person gains a "1" Notoriety token from the supply, if one is left
    /// (a "5" is never taken in an action).
    pub fn notoriety(&mut self, person: usize) {
        if self.state.supply_ones() == 0 {
            self.note(rules::SUPPLY_OUT.finding().arg("resource", "notoriety"));
        } else {
            self.emit(UndeadEvent::Notoriety {
                from: None,
                to: Some(person),
                n: 1,
            });
            if self.state.supply_ones() == 0 {
                self.note(rules::SUPPLY_LAST.finding().arg("resource", "notoriety"));
            }
        }
    }

    /// Checks that a band's person holds what is paid.
    pub fn check_pay(&self, band: usize, coins: u32, notoriety: u32) -> Result<(), Refused> {
        let purse = self.state.purse(band);
        if purse.coins < coins {
            return Err(rules::NOT_ENOUGH.finding());
        }
        self.check_ones(band, notoriety)
    }

    /// Pays Coins and Notoriety back to the supply.
    pub fn pay(&mut self, band: usize, coins: u32, notoriety: u32) {
        let person = self.person(band);
        if coins > 0 {
            self.emit(UndeadEvent::Coins {
                from: Some(person),
                to: None,
                n: coins,
            });
        }
        if notoriety > 0 {
            self.make_ones(band, notoriety);
            self.emit(UndeadEvent::Notoriety {
                from: Some(person),
                to: None,
                n: notoriety,
            });
        }
    }

    /// Flips a slot to Casing.
    pub fn spend(&mut self, band: usize, face: u8) {
        if self.state.bands.get(band).is_some_and(|b| b.bullet(face)) {
            self.emit(UndeadEvent::Slot {
                band,
                face,
                bullet: false,
            });
        }
    }

    /// Turns a Critical token.
    pub fn critical(&mut self, band: usize, side: Side) {
        if self
            .state
            .bands
            .get(band)
            .is_some_and(|b| b.critical != side)
        {
            self.emit(UndeadEvent::Critical { band, side });
        }
    }

    /// An Outlaw is shot dead: to the Graveyard, the shooter gains 1
    /// Notoriety, and its band owes the town an Undead while Boot Hill lasts.
    pub fn kill(&mut self, victim: usize, from: Spot, shooter: Option<usize>) {
        self.emit(UndeadEvent::Outlaw {
            band: victim,
            from,
            to: Spot::Graveyard,
        });
        if let Some(shooter) = shooter {
            let person = self.person(shooter);
            self.notoriety(person);
        }
        let who = self.state.name(victim);
        self.note(rules::KILLED.finding().arg("band", who));
        self.owe(Draw {
            band: victim,
            forced: None,
        });
    }

    /// An Undead owed to the town, if Boot Hill still has one for it.
    pub fn owe(&mut self, draw: Draw) {
        let owed = u32::try_from(self.state.draws.len()).unwrap_or(u32::MAX);
        if self.state.boot_hill > owed {
            self.emit(UndeadEvent::Owed(draw));
        } else {
            self.note(rules::EXHAUSTED.finding());
        }
    }

    /// A Critical Miss: the Outlaw goes home and the token is turned to Skull
    /// (the text lets the player turn it; Skull is never the worse side).
    pub fn critical_miss(&mut self, band: usize, from: Spot) {
        self.emit(UndeadEvent::Outlaw {
            band,
            from,
            to: Spot::Home,
        });
        self.critical(band, Side::Skull);
        let who = self.state.name(band);
        self.note(rules::CRIT_MISS.finding().arg("band", who));
    }

    /// The ongoing "1 Notoriety each time you are in a Shootout" for these bands.
    pub fn shootout_bonus(&mut self, bands: &[usize]) {
        for band in bands {
            if self.state.has(*band, Ability::ShootoutNotoriety) {
                let person = self.person(*band);
                self.notoriety(person);
                let who = self.state.name(*band);
                self.note(rules::BUILDING_GAVE.finding().arg("band", who));
            }
        }
    }

    /// The ongoing "1 Notoriety per Undead killed by any player".
    pub fn bounty(&mut self) {
        let holders: Vec<usize> = self
            .state
            .buildings
            .iter()
            .filter(|b| b.ability == Ability::UndeadBounty)
            .flat_map(|b| b.occupants.clone())
            .collect();
        for band in holders {
            let person = self.person(band);
            self.notoriety(person);
            let who = self.state.name(band);
            self.note(rules::BUILDING_GAVE.finding().arg("band", who));
        }
    }
}
