//! The solo decider's working copy, and the one bridge to the multiplayer
//! game's moves: [`Working::base`] runs them on the multiplayer table and
//! passes their events on, turned where the variant says otherwise (a
//! killed Undead to the bottom of Boot Hill, only the player's Outlaws home
//! at the end of the day, the Law never passing, no High Noon).

use super::UndeadSolo;
use super::rules;
use super::state::{End, PLAYER, RANGER, Said, SoloEvent, SoloState};
use crate::core::{Decision, Finding, Working};
use crate::games::undead::solo_seam::UndeadEvent;
use crate::games::undead::solo_seam::actions::Spot;
use crate::games::undead::solo_seam::state::{Draw, Phase};
use crate::games::undead::solo_seam::work::W;
use crate::games::undead::solo_seam::{Undead, rules as base_rules};

/// The solo decider's working copy.
pub type SW = Working<UndeadSolo>;

impl Working<UndeadSolo> {
    /// The state as it stands in the middle of the decision.
    pub fn s(&self) -> &SoloState {
        &self.state
    }

    /// Runs moves of the multiplayer game on its table, then records their
    /// events and findings here.
    pub fn base<R>(&mut self, f: impl FnOnce(&mut W) -> Result<R, Finding>) -> Result<R, Finding> {
        let mut b = Working::<Undead>::new(&self.state.base);
        let r = f(&mut b)?;
        let Decision { events, findings } = b.decision();
        for event in events {
            self.pour(event);
        }
        for finding in findings {
            // High Noon is not part of the solo game, and a killed Undead
            // is not kept (`Buried` says where it goes).
            let replaced = [base_rules::HIGH_NOON.id, base_rules::UNDEAD_KILLED.id];
            if !replaced.contains(&finding.rule_id()) {
                self.note(finding);
            }
        }
        Ok(r)
    }

    /// A move of the multiplayer game that cannot be refused.
    pub fn with_base(&mut self, f: impl FnOnce(&mut W)) {
        let _ = self.base(|b| {
            f(b);
            Ok(())
        });
    }

    /// One multiplayer event, as the variant has it.
    fn pour(&mut self, event: UndeadEvent) {
        match event {
            UndeadEvent::UndeadKilled { band, .. } => {
                self.emit(SoloEvent::Base(event));
                self.emit(SoloEvent::Buried(band));
                self.note(rules::BURIED.finding());
            }
            UndeadEvent::DayOver => self.emit(SoloEvent::PlayerHome),
            UndeadEvent::Clock { day, round, .. } => {
                self.emit(SoloEvent::Base(UndeadEvent::Clock {
                    law: PLAYER,
                    day,
                    round,
                }))
            }
            UndeadEvent::HighNoon | UndeadEvent::FinalRound | UndeadEvent::Winners(_) => {}
            other => self.emit(SoloEvent::Base(other)),
        }
    }

    /// Records what Dead Ranger did and says it.
    pub fn said(&mut self, said: Said) {
        let msg = super::say::sentence(&said);
        self.emit(SoloEvent::Said(said));
        self.note(
            rules::RANGER_DID
                .finding()
                .arg("said", crate::core::Arg::Msg(Box::new(msg))),
        );
    }

    /// An Outlaw of `band` on `space`, standing or lying, is shot dead: to
    /// the Graveyard, the shooter (the player; Dead Ranger keeps nothing)
    /// gains 1 Notoriety, and an Undead is owed.
    pub fn kill_at(&mut self, band: usize, space: u8, shooter: Option<usize>) {
        self.raise(band, space);
        let shooter = shooter.filter(|s| *s == PLAYER);
        self.with_base(|b| b.kill(band, Spot::Space(space), shooter));
    }

    /// Stands a lying Outlaw up, so the multiplayer moves find it.
    pub fn raise(&mut self, band: usize, space: u8) {
        let lying = self
            .state
            .base
            .on(space)
            .iter()
            .any(|p| p.band == band && !p.standing);
        if lying && !self.state.base.standing_on(band, space) {
            self.emit(SoloEvent::Stance {
                band,
                space,
                standing: true,
            });
        }
    }

    /// Dead Ranger's Critical Miss: its Outlaw on `space` goes back to the
    /// Graveyard (its only stash: it takes them from there and returns them
    /// there) and its token turns to Skull; it was not killed, so no Undead.
    pub fn ranger_crit_miss(&mut self, space: u8) {
        self.raise(RANGER, space);
        self.emit(SoloEvent::Base(UndeadEvent::Outlaw {
            band: RANGER,
            from: Spot::Space(space),
            to: Spot::Graveyard,
        }));
        self.with_base(|b| b.critical(RANGER, crate::games::undead::solo_seam::Side::Skull));
        self.note(rules::RANGER_CRIT_MISS.finding());
    }

    /// An Undead owed to the town (by Dead Ranger's options or its dead).
    pub fn owe(&mut self) {
        self.with_base(|b| {
            b.owe(Draw {
                band: RANGER,
                forced: None,
            });
        });
    }

    /// The game ends.
    pub fn end(&mut self, how: End) {
        self.emit(SoloEvent::Ended(how));
        self.emit(SoloEvent::Base(UndeadEvent::Phase(Phase::Over)));
        let score = self.state.score().total();
        let rule = match how {
            End::Won => &rules::WON,
            End::Overrun => &rules::OVERRUN,
            End::Dead => &rules::DEAD,
        };
        self.note(rule.finding().arg("score", score));
    }
}
