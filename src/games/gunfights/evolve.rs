//! Applies events to the state. Holds no rules: every decision was made in
//! `decide`; this only moves tokens, and keeps the physical bounds (health
//! 0 to 4, no negative ammo or money, one of each item) even for events a
//! hand-edited file might hold.

use super::actions::GunEvent;
use super::setup::HEALTH;
use super::state::{GunState, Phase, RoundState, Site, TurnState};

/// Applies one event.
pub fn evolve(mut state: GunState, event: &GunEvent) -> GunState {
    match event {
        GunEvent::TurnStarted { seat } => {
            state.turn = *seat;
            state.this_turn = TurnState::default();
        }
        GunEvent::ActionsSpent { count } => {
            state.this_turn.actions = state.this_turn.actions.saturating_add(*count);
        }
        GunEvent::IncomeCollected { seat, amount } => {
            state.this_turn.income = true;
            if let Some(s) = state.seats.get_mut(*seat) {
                s.money = s.money.saturating_add(*amount);
            }
        }
        GunEvent::MoneyPaid { seat, amount } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.money = s.money.saturating_sub(*amount);
            }
        }
        GunEvent::MoneyWon { seat, amount } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.money = s.money.saturating_add(*amount);
            }
        }
        GunEvent::AmmoGained { seat, count } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.ammo = s.ammo.saturating_add(*count);
            }
        }
        GunEvent::AmmoSpent { seat, count } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.ammo = s.ammo.saturating_sub(*count);
            }
        }
        GunEvent::ItemGained { seat, item, pocket } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                if *pocket {
                    s.pocket = Some(*item);
                } else if !s.items.contains(item) {
                    s.items.push(*item);
                    s.items.sort();
                }
            }
        }
        GunEvent::ItemLost { seat, item, pocket } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                if *pocket {
                    if s.pocket == Some(*item) {
                        s.pocket = None;
                    }
                } else {
                    s.items.retain(|i| i != item);
                }
            }
        }
        GunEvent::GunChanged { seat, gun } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.gun = *gun;
            }
        }
        GunEvent::Rebuilt(b) => state.buildings[b.index()] = Site::Standing,
        GunEvent::Burned(b) => state.buildings[b.index()] = Site::Burned,
        GunEvent::GambleOpened(gamble) => {
            if let Some(s) = state.seats.get(gamble.seat) {
                state.this_round.gambled.insert(s.character);
            }
            state.this_round.gamble = Some(*gamble);
        }
        GunEvent::GambleSettled => state.this_round.gamble = None,
        GunEvent::Practiced => state.this_turn.practiced = true,
        GunEvent::BullseyeGained { seat } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.bullseye = (s.bullseye + 1).min(2);
            }
        }
        GunEvent::FreeCycleUsed => state.this_turn.free_cycle = true,
        GunEvent::SnakeOilTaken { giver, seat, oil } => {
            if let Some(g) = state.seats.get(*giver) {
                state.this_round.oil_given.insert(g.character);
            }
            if let Some(s) = state.seats.get_mut(*seat) {
                s.snake_oil = Some(*oil);
            }
        }
        GunEvent::SnakeOilLost { seat } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.snake_oil = None;
            }
        }
        GunEvent::Struck(strike) => {
            if !state.this_round.struck.contains(strike) {
                state.this_round.struck.push(*strike);
            }
        }
        GunEvent::Ceased(building) => {
            state.this_round.ceased.insert(*building);
        }
        GunEvent::Fired { seat, throw } => {
            state.this_round.fired.insert(*seat);
            state.this_round.fight_log.push((*seat, *throw));
            if let Some(left) = state.this_round.deathrattle.get_mut(seat) {
                *left = left.saturating_sub(1);
            }
        }
        GunEvent::DeathrattleGained { seat, shots } => {
            state.this_round.deathrattle.insert(*seat, *shots);
        }
        GunEvent::LightweightUsed { seat } => {
            state.this_round.lightweight_used.insert(*seat);
        }
        GunEvent::ArmadilloUsed { seat } => {
            state.this_round.armadillo_used.insert(*seat);
        }
        GunEvent::WhiskeyAbsorbed { seat, count } => {
            let absorbed = state.this_round.whiskey_absorbed.entry(*seat).or_insert(0);
            *absorbed = absorbed.saturating_add(*count);
        }
        GunEvent::LuckyUsed { seat } => {
            state.this_round.lucky_used.insert(*seat);
        }
        GunEvent::TrapPlanted => state.this_round.booby_trap = true,
        GunEvent::Guarded { roll } => {
            let best = state.this_round.guard.map_or(*roll, |b| b.max(*roll));
            state.this_round.guard = Some(best);
        }
        GunEvent::Informed => state.this_round.informed = true,
        GunEvent::BombPlanted => {
            state.this_round.entry_bombs = state.this_round.entry_bombs.saturating_add(1);
        }
        GunEvent::TheftRolled { success } => {
            if state.this_turn.thefts == 0 && !*success {
                state.this_turn.first_theft_failed = true;
            }
            state.this_turn.thefts = state.this_turn.thefts.saturating_add(1);
        }
        GunEvent::AmmoStolen => state.this_turn.ammo_stolen = true,
        GunEvent::RaidStarted => state.phase = Phase::Raid,
        GunEvent::Attacked { attacks, bombs } => {
            state.this_round.attacks = attacks.iter().copied().collect();
            state.this_round.bomb_sites = bombs.clone();
        }
        GunEvent::Defended {
            defence,
            trap,
            wagon,
        } => {
            state.this_round.defence = defence.iter().copied().collect();
            state.this_round.trap_site = *trap;
            state.this_round.wagon = *wagon;
            state.this_round.revealed = true;
        }
        GunEvent::HealthLost { seat, amount } => {
            if let Some(s) = state.seats.get_mut(*seat) {
                s.health = s.health.saturating_sub(*amount);
            }
        }
        GunEvent::ScoreLoaded(score) => {
            if state.chamber.len() < 6 {
                state.chamber.push(*score);
            }
        }
        GunEvent::HealthReset => {
            for s in &mut state.seats {
                s.health = HEALTH;
            }
        }
        GunEvent::RoundStarted { round } => {
            state.round = *round;
            state.phase = Phase::Turns;
            state.turn = 0;
            state.this_turn = TurnState::default();
            state.this_round = RoundState::default();
        }
        GunEvent::GameEnded => state.phase = Phase::Over,
        GunEvent::ShowdownStarted => {
            state.phase = Phase::Showdown;
            state.this_round = RoundState::default();
        }
        GunEvent::ShowdownWon(team) => {
            state.phase = Phase::Over;
            state.showdown_winner = Some(*team);
        }
    }
    state
}
