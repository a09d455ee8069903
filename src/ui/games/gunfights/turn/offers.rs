//! What the turn pad offers now ([`TablePad::offered`](crate::ui::games::TablePad::offered)):
//! the action buttons not greyed, or the open form's choices, or Blind
//! Betty's call and the hidden die. A form step with one possible answer is
//! answered by itself, so no click only confirms what Holster knows (the
//! one building to rebuild, the one teammate to trade with, the one ware a
//! giver holds).

use super::{Form, Message, Pad, Purchase, active_team, buttons, tradeable};
use crate::core::D20;
use crate::games::gunfights::{
    Call, GunAction, GunState, Gunfights, Item, Phase, SnakeOil, Team, Ware,
};
use crate::games::gunfights::{betty, queries};
use crate::session::Input;
use crate::ui::games::kit::rules;

/// The most ammo buttons offered at once (a purchase or a trade).
pub(super) const MAX_COUNT: u32 = 10;

/// How many answers in a row a form may give by itself: its steps are few.
const MAX_SELF_ANSWERED: usize = 4;

/// How many choices after the first a look ahead follows: enough for the
/// longest form (a trade of ammo: giver, receiver, ammo, count).
const LOOKAHEAD: usize = 3;

/// The ammo counts a purchase offers: as much as the money pays for, and
/// at least one (the engine warns when it is too much).
pub(super) fn ammo_counts(state: &GunState) -> std::ops::RangeInclusive<u32> {
    let money = state.seats.get(state.turn).map_or(0, |s| s.money);
    let cost = |n: u32| queries::price(state, Ware::Ammo(n), false).unwrap_or(0);
    let most = (1..=MAX_COUNT)
        .filter(|n| cost(*n) <= money)
        .max()
        .unwrap_or(1);
    1..=most
}

/// The ammo counts a giver can hand over (at least one button).
pub(super) fn trade_counts(state: &GunState, from: usize) -> std::ops::RangeInclusive<u32> {
    let ammo = state.seats.get(from).map_or(1, |s| s.ammo);
    1..=ammo.clamp(1, MAX_COUNT)
}

/// Whether a seat has anything to trade: an item, a better gun, ammo.
pub(super) fn can_give(state: &GunState, seat: usize) -> bool {
    !tradeable(state, seat).is_empty() || state.seats.get(seat).is_some_and(|s| s.ammo > 0)
}

/// The teammates of the character whose turn it is who could give
/// something to another teammate.
pub(super) fn givers(state: &GunState) -> Vec<usize> {
    let team = state.team(active_team(state));
    if team.len() < 2 {
        return Vec::new();
    }
    team.into_iter().filter(|s| can_give(state, *s)).collect()
}

impl Pad {
    /// The clicks offered now: see the module notes.
    pub fn offered(&self, state: &GunState) -> Vec<Message> {
        if state.phase != Phase::Turns {
            return Vec::new();
        }
        if let Some(gamble) = state.this_round.gamble {
            let chosen = self.call_for(gamble);
            let mut offered: Vec<Message> = [Call::TwentyOne, Call::TwentyEight]
                .into_iter()
                .filter(|call| chosen != Some(*call))
                .map(Message::Call)
                .collect();
            if chosen.is_some() {
                if self.lucky.is_none() && queries::lucky_ready(state, gamble.seat) {
                    offered.push(Message::Lucky(0));
                }
                offered.extend(dice());
            }
            return offered;
        }
        match self.form(state) {
            None => buttons(state)
                .into_iter()
                .filter_map(|(action, enabled)| enabled.then_some(Message::Start(action)))
                .collect(),
            Some(form) => {
                let mut offered = self.form_offers(state, form);
                offered.extend(self.lucky_offers(state, form));
                offered
            }
        }
    }

    /// The choices of the open form that lead to an entry the rules take
    /// without an override: asked of the decider by playing
    /// the click on a copy of the pad, so a price not entered, money short
    /// or an item nobody holds greys the choice instead of ending in a
    /// refusal. Lucky's toggles are offered beside these.
    pub(super) fn form_offers(&self, state: &GunState, form: &Form) -> Vec<Message> {
        self.form_choices(state, form)
            .into_iter()
            .filter(|choice| self.leads(state, form, choice, LOOKAHEAD))
            .collect()
    }

    /// Whether a choice of the form, followed by more choices (at most
    /// `depth` more), can end in an entry the rules take.
    fn leads(&self, state: &GunState, form: &Form, choice: &Message, depth: usize) -> bool {
        let mut pad = self.clone();
        match pad.fill(form.clone(), choice.clone(), state) {
            Some(Input::Play(action)) => rules::clean::<Gunfights>(state, &action),
            Some(_) => false,
            None => {
                let Some(next) = pad.form(state).cloned() else {
                    return false;
                };
                depth > 0
                    && next != *form
                    && pad
                        .form_choices(state, &next)
                        .iter()
                        .any(|c| pad.leads(state, &next, c, depth - 1))
            }
        }
    }

    /// Every choice the open form shows, the dice first (so a look ahead
    /// finds an entry soon).
    pub(super) fn form_choices(&self, state: &GunState, form: &Form) -> Vec<Message> {
        let seats = |seats: Vec<usize>| seats.into_iter().map(Message::Seat).collect::<Vec<_>>();
        let items = |items: Vec<Item>| items.into_iter().map(Message::Item).collect::<Vec<_>>();
        let counts = |counts: std::ops::RangeInclusive<u32>| counts.map(Message::Count).collect();
        let own_team = state.team(active_team(state));
        let renegades = state.team(Team::Renegades);
        match form {
            Form::Buy(None) => {
                let mut offered = items(Item::ALL.to_vec());
                offered.extend([Message::TradeIn, Message::Ammo]);
                offered
            }
            Form::Buy(Some(Purchase::Ammo(None))) => counts(ammo_counts(state)),
            Form::Buy(Some(_)) | Form::Oil(Some(_)) => seats(own_team),
            Form::Rebuild => queries::rebuildable(state)
                .into_iter()
                .map(Message::Building)
                .collect(),
            Form::Bet(None) => betty::BETS.into_iter().map(Message::Count).collect(),
            Form::Bet(Some(_)) | Form::Guard | Form::Reveal => dice().collect(),
            Form::Practice(picked) => {
                let mut offered: Vec<Message> = dice().collect();
                if picked.len() == 2 {
                    offered.push(Message::Enter);
                }
                offered
            }
            Form::Oil(None) => SnakeOil::ALL.into_iter().map(Message::Oil).collect(),
            Form::Steal(None, _) | Form::Guarantee(None) => items(Item::ALL.to_vec()),
            Form::Steal(Some(_), to) => {
                let to = to.unwrap_or(state.turn);
                let mut offered: Vec<Message> = dice().collect();
                offered.extend(seats(renegades.into_iter().filter(|s| *s != to).collect()));
                offered
            }
            Form::Guarantee(Some(_)) | Form::StealAmmo => seats(renegades),
            Form::Pocket => items(queries::pocketable(state)),
            Form::Trade(None, _, _) => seats(givers(state)),
            Form::Trade(Some(from), None, _) => {
                let team = state.seats.get(*from).map_or(Team::Pioneers, |s| s.team());
                seats(state.team(team).into_iter().filter(|s| s != from).collect())
            }
            Form::Trade(Some(from), Some(_), false) => {
                let mut offered = items(tradeable(state, *from));
                if state.seats.get(*from).is_some_and(|s| s.ammo > 0) {
                    offered.push(Message::Ammo);
                }
                offered
            }
            Form::Trade(Some(from), Some(_), true) => counts(trade_counts(state, *from)),
        }
    }

    /// Lucky's toggles for the open form, while Lucky is off and the roller
    /// may use it: on the die of a Guard, Reveal or theft roll, on any of
    /// Target Practice's three dice once the pair is in.
    fn lucky_offers(&self, state: &GunState, form: &Form) -> Vec<Message> {
        let dice = match form {
            Form::Guard | Form::Reveal | Form::Steal(Some(_), _) => 1,
            Form::Practice(picked) if picked.len() == 2 => 3,
            _ => 0,
        };
        if self.lucky.is_some() || !queries::lucky_ready(state, state.turn) {
            return Vec::new();
        }
        (0..dice).map(Message::Lucky).collect()
    }

    /// Answers the open form's step by itself while it has only one
    /// possible answer; the entry, when that completes the form.
    pub(super) fn answer_the_only_choice(&mut self, state: &GunState) -> Option<Input<GunAction>> {
        for _ in 0..MAX_SELF_ANSWERED {
            let form = self.form(state)?.clone();
            let [only] = self.form_offers(state, &form).try_into().ok()?;
            if let Some(entry) = self.fill(form, only, state) {
                return Some(entry);
            }
        }
        None
    }
}

/// Every face of a d20, as the die pad offers them.
fn dice() -> impl Iterator<Item = Message> {
    (1..=20).filter(|f| D20::new(*f).is_ok()).map(Message::Die)
}
