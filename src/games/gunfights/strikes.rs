//! The damage at the start of the Raid, once the defence is revealed: the
//! Stockade's to each Renegade, then the Booby Trap's and each Entry Bomb's
//! to one character at its building, in the text's order.
//!
//! Holster lists what is due (as reminders) and deals it when the table
//! confirms it; where several characters stand at a trapped or bombed
//! building, the Deputy or the Scout names who takes it. Whiskey and the
//! Armadillo Shell do not absorb this damage: they work in gunfights.

use super::actions::{GunEvent, Strike};
use super::characters::{Building, Character, NamesBuilding, Team};
use super::decide::Ctx;
use super::rules;
use super::state::{GunState, Phase};
use crate::core::{Arg, Finding};

/// One start-of-raid damage still to deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Due {
    /// Which.
    pub strike: Strike,
    /// Where (none for the Stockade, which hits every Renegade).
    pub building: Option<Building>,
    /// Who may take it (the Stockade: everyone who takes it).
    pub candidates: Vec<usize>,
}

impl Due {
    /// Who chooses among several candidates: the Deputy for his Booby Trap,
    /// the Scout for his Entry Bombs; nobody for the Stockade.
    pub fn chooser(&self) -> Option<Character> {
        match self.strike {
            Strike::Stockade => None,
            Strike::Trap => Some(Character::Deputy),
            Strike::Bomb(_) => Some(Character::Scout),
        }
    }

    /// Whether the table must name who takes it.
    pub fn needs_choice(&self) -> bool {
        self.chooser().is_some() && self.candidates.len() > 1
    }
}

/// Every start-of-raid damage not yet dealt, in the order the text deals
/// them. Empty before the defence is revealed and outside the Raid.
pub fn due(state: &GunState) -> Vec<Due> {
    let round = &state.this_round;
    if state.phase != Phase::Raid || !round.revealed {
        return Vec::new();
    }
    let mut out = Vec::new();
    let renegades = state.team(Team::Renegades);
    if state.standing(Building::Stockade) && !renegades.is_empty() {
        out.push(Due {
            strike: Strike::Stockade,
            building: None,
            candidates: renegades,
        });
    }
    for (building, attackers, defenders) in state.fights_and_bombs() {
        if round.trap_site == Some(building) && !attackers.is_empty() {
            out.push(Due {
                strike: Strike::Trap,
                building: Some(building),
                candidates: attackers,
            });
        }
        if round.bomb_sites.contains(&building) && !defenders.is_empty() {
            out.push(Due {
                strike: Strike::Bomb(building),
                building: Some(building),
                candidates: defenders,
            });
        }
    }
    out.retain(|d| !round.struck.contains(&d.strike));
    out
}

/// The name of a strike for messages, as a message key.
fn what(strike: Strike) -> Arg {
    let key = match strike {
        Strike::Stockade => "gunfights-strike-stockade",
        Strike::Trap => "gunfights-strike-trap",
        Strike::Bomb(_) => "gunfights-strike-bomb",
    };
    Arg::Key(key.to_string())
}

/// Deals one start-of-raid damage the table confirmed.
pub(super) fn strike(ctx: &mut Ctx, strike: Strike, target: Option<usize>) -> Result<(), Finding> {
    if ctx.state.phase != Phase::Raid || !ctx.state.this_round.revealed {
        return Err(rules::STRIKE_NOT_NOW.finding());
    }
    let building = match strike {
        Strike::Bomb(b) => Some(b),
        Strike::Trap => ctx.state.this_round.trap_site,
        Strike::Stockade => None,
    };
    // Stockade damage names no building; the Trap's and the Bombs' do.
    let at = |finding: Finding| match building {
        Some(b) => finding.building(b),
        None => finding,
    };
    if ctx.state.this_round.struck.contains(&strike) {
        return Err(at(rules::STRIKE_TWICE.finding().arg("what", what(strike))));
    }
    let pending = due(&ctx.state);
    let Some(this) = pending.iter().find(|d| d.strike == strike).cloned() else {
        return Err(at(rules::STRIKE_NONE.finding().arg("what", what(strike))));
    };
    if strike != Strike::Stockade && pending.iter().any(|d| d.strike == Strike::Stockade) {
        ctx.note(rules::STRIKE_ORDER.finding());
    }
    let victims = match (this.strike, target) {
        (Strike::Stockade, _) => this.candidates.clone(),
        (_, Some(t)) => {
            if !this.candidates.contains(&t) {
                let finding = rules::STRIKE_TARGET.finding().arg("character", ctx.name(t));
                ctx.note(at(finding));
            }
            vec![t]
        }
        (_, None) if this.candidates.len() == 1 => this.candidates.clone(),
        (_, None) => {
            let names: Vec<String> = this.candidates.iter().map(|s| ctx.name(*s)).collect();
            let chooser = this.chooser().map_or("", |c| c.printed());
            return Err(at(rules::STRIKE_WHO
                .finding()
                .arg("chooser", chooser)
                .arg("characters", names.join(", "))));
        }
    };
    for seat in victims {
        let board = ctx.state.seats[seat].clone();
        ctx.emit(GunEvent::HealthLost { seat, amount: 1 });
        let rule = match strike {
            Strike::Stockade => None,
            Strike::Trap => Some(&rules::TRAP_HIT),
            Strike::Bomb(_) => Some(&rules::BOMB_HIT),
        };
        if let Some(rule) = rule {
            ctx.note(at(rule.finding().arg("character", board.name.clone())));
        }
        // Only a hand-corrected board can die here; nobody has fired yet,
        // so Deathrattle follows as in a gunfight.
        if board.health == 1 {
            ctx.note(rules::KILLED.finding().arg("character", board.name.clone()));
            let shots = super::shots::deathrattle_shots(&board);
            ctx.emit(GunEvent::DeathrattleGained { seat, shots });
            ctx.note(rules::DEATHRATTLE.finding().arg("character", board.name));
        }
    }
    if strike == Strike::Stockade {
        ctx.note(rules::STOCKADE.finding());
    }
    ctx.emit(GunEvent::Struck(strike));
    Ok(())
}

/// Gunfights and the Raid's outcome wait until the start-of-raid damage is dealt.
pub(super) fn check_dealt(ctx: &mut Ctx) {
    let pending = due(&ctx.state).len();
    if pending > 0 {
        ctx.note(rules::STRIKES_FIRST.finding().arg("count", pending));
    }
}
