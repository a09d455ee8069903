//! `decide`: every rule, applied to a working copy of the state.
//!
//! Each action is checked and turned into events; every event is applied to
//! the working copy at once (through `evolve`, which holds no rules), so a
//! later step of the same action sees the effects of an earlier one.
//!
//! Impossible input returns `Err` (Rejected). A rule broken returns its
//! Violation among the findings together with the events of applying it
//! anyway, so "apply anyway" needs no second path. The phases live in their
//! own files: [`economy`](super::economy), [`betty`](super::betty),
//! [`sheriff`](super::sheriff), [`agents`](super::agents),
//! [`thief`](super::thief), [`trade`](super::trade), [`round`](super::round).

use super::actions::{GunAction, GunEvent, Ware};
use super::characters::{Character, Team};
use super::queries::{self, Missing};
use super::rules;
use super::state::{GunState, Phase};
use super::{agents, betty, economy, fights, raid, round, sheriff, shots, strikes, thief, trade};
use crate::core::{Arg, Decision, Finding};

/// Lucky adds 5 to a single die.
pub const LUCKY_BONUS: u8 = 5;

/// The working copy of the state and what the action has produced so far
/// (shared by every game); this game's own helpers follow.
pub(super) type Ctx = crate::core::Working<super::Gunfights>;

impl Ctx {
    /// A seat's name, for messages.
    pub fn name(&self, seat: usize) -> String {
        self.state.name(seat)
    }

    /// The seat whose turn it is (the Raid has none; then the last turn's).
    pub fn active(&self) -> usize {
        self.state.turn
    }

    /// The character whose turn it is (none during the Raid).
    pub fn active_character(&self) -> Option<Character> {
        self.state.active()
    }

    /// The action is done by the character whose turn it is, and that must be
    /// one of `allowed`; otherwise `rule` speaks. Returns the acting seat.
    pub fn actor(&mut self, allowed: &[Character], rule: &'static crate::core::Rule) -> usize {
        let seat = self.active();
        match self.active_character() {
            Some(c) if allowed.contains(&c) => {}
            Some(c) => self.note(rule.finding().arg("character", c.printed())),
            None => self.note(rules::NOT_YOUR_TURN.finding()),
        }
        seat
    }

    /// A board value the action needs, or the Rejected finding naming it.
    pub fn board(&self, key: &'static str) -> Result<u32, Finding> {
        Ok(queries::board(&self.state, key)?)
    }

    /// A die's value, with Lucky's +5 when the roller uses it: he must hold
    /// Lucky, and may use it once a round.
    pub fn die(&mut self, seat: usize, roll: crate::core::D20, lucky: bool) -> u8 {
        if !lucky {
            return roll.face();
        }
        self.use_lucky(seat);
        roll.face() + LUCKY_BONUS
    }

    /// Lucky is used: the roller must hold it, once a round; the card turns.
    pub fn use_lucky(&mut self, seat: usize) {
        if !queries::holds_lucky(&self.state, seat) {
            self.note(
                rules::LUCKY_NOT_HELD
                    .finding()
                    .arg("character", self.name(seat)),
            );
        } else if !queries::lucky_ready(&self.state, seat) {
            self.note(
                rules::LUCKY_ONCE
                    .finding()
                    .arg("character", self.name(seat)),
            );
        }
        self.emit(GunEvent::LuckyUsed { seat });
    }

    /// One more action of an action-limited character; the fourth and later break the limit.
    pub fn spend_actions(&mut self, count: u8) {
        let used = self.state.this_turn.actions;
        if used.saturating_add(count) > 3 {
            let seat = self.active();
            self.note(
                rules::ACTIONS_LIMIT
                    .finding()
                    .arg("character", self.name(seat)),
            );
        }
        self.emit(GunEvent::ActionsSpent { count });
    }

    /// Puts an item or ammo on a board: guns replace the gun, other items
    /// go to the top row, or the Thief's pocket when the top row has one.
    pub fn give(&mut self, seat: usize, ware: Ware) {
        match ware {
            Ware::Ammo(count) => self.emit(super::actions::GunEvent::AmmoGained { seat, count }),
            Ware::Item(item) => {
                let Some(receiver) = self.state.seats.get(seat) else {
                    return;
                };
                if let Some(gun) = item.gun() {
                    if receiver.gun == gun {
                        self.note(
                            rules::ONE_OF_EACH
                                .finding()
                                .arg("character", receiver.name.clone())
                                .arg("item", item.printed()),
                        );
                    }
                    self.emit(GunEvent::GunChanged { seat, gun });
                    return;
                }
                let in_row = receiver.items.contains(&item);
                let pocket_free =
                    receiver.character == Character::Thief && receiver.pocket.is_none();
                if in_row && !pocket_free {
                    self.note(
                        rules::ONE_OF_EACH
                            .finding()
                            .arg("character", receiver.name.clone())
                            .arg("item", item.printed()),
                    );
                    return;
                }
                self.emit(GunEvent::ItemGained {
                    seat,
                    item,
                    pocket: in_row,
                });
            }
        }
    }

    /// Whether a seat is on a team; if not, `rule` speaks.
    pub fn same_team(&mut self, seat: usize, team: Team, rule: &'static crate::core::Rule) {
        if let Some(s) = self.state.seats.get(seat)
            && s.team() != team
        {
            let name = s.name.clone();
            self.note(rule.finding().arg("character", name));
        }
    }
}

/// A board value the table did not enter refuses the action, naming it.
impl From<Missing> for Finding {
    fn from(Missing(key): Missing) -> Finding {
        rules::VALUE_MISSING
            .finding()
            .arg("value", Arg::Key(format!("gunfights-board-{key}")))
    }
}

/// Checks an action against the rules; see the module notes.
pub fn decide(state: &GunState, action: &GunAction) -> Result<Decision<GunEvent>, Finding> {
    check_seats(state, action)?;
    if state.phase == Phase::Over {
        return Err(rules::GAME_OVER.finding());
    }
    let shot = matches!(action, GunAction::Shoot { .. } | GunAction::Throw { .. });
    if state.phase == Phase::Showdown && !shot {
        return Err(rules::SHOWDOWN_ONLY.finding());
    }
    if state.this_round.gamble.is_some() && !matches!(action, GunAction::Call { .. }) {
        return Err(rules::GAMBLE_OPEN.finding());
    }
    let mut ctx = Ctx::new(state);
    match action {
        GunAction::Income => economy::income(&mut ctx)?,
        GunAction::Buy { ware, to, trade_in } => economy::buy(&mut ctx, *ware, *to, *trade_in)?,
        GunAction::Rebuild { building } => economy::rebuild(&mut ctx, *building)?,
        GunAction::Gamble { bet, visible } => betty::gamble(&mut ctx, *bet, *visible)?,
        GunAction::Call {
            call,
            hidden,
            lucky,
        } => betty::call(&mut ctx, *call, *hidden, *lucky)?,
        GunAction::Practice {
            first,
            second,
            shot,
            lucky,
        } => sheriff::practice(&mut ctx, [*first, *second], *shot, *lucky)?,
        GunAction::OilGive { to, oil } => agents::give_oil(&mut ctx, *to, *oil)?,
        GunAction::OilCycle => agents::cycle(&mut ctx)?,
        GunAction::Trap => agents::trap(&mut ctx)?,
        GunAction::Guard { roll, lucky } => agents::guard(&mut ctx, *roll, *lucky)?,
        GunAction::Bomb => agents::bomb(&mut ctx)?,
        GunAction::Reveal { roll, lucky } => agents::reveal(&mut ctx, *roll, *lucky)?,
        GunAction::Steal {
            item,
            roll,
            lucky,
            to,
        } => thief::steal(&mut ctx, *item, *roll, *lucky, *to)?,
        GunAction::Guarantee { item, to } => thief::guarantee(&mut ctx, *item, *to)?,
        GunAction::StealAmmo { to } => thief::steal_ammo(&mut ctx, *to)?,
        GunAction::Pocket { item } => thief::pocket(&mut ctx, *item)?,
        GunAction::Trade { from, to, ware } => trade::trade(&mut ctx, *from, *to, *ware)?,
        GunAction::End => round::end_turn(&mut ctx)?,
        GunAction::Attack { attacks, bombs } => raid::attack(&mut ctx, attacks, bombs),
        GunAction::Defend {
            defence,
            trap,
            wagon,
        } => raid::defend(&mut ctx, defence, *trap, *wagon),
        GunAction::Strike { strike, target } => strikes::strike(&mut ctx, *strike, *target)?,
        GunAction::Cease { building } => fights::cease(&mut ctx, *building),
        GunAction::Shoot {
            shooter,
            faces,
            targets,
            kick,
            lucky,
            keep_lightweight,
        } => shots::shoot(
            &mut ctx,
            *shooter,
            *faces,
            targets,
            (*kick, *lucky),
            *keep_lightweight,
        )?,
        GunAction::Throw {
            thrower,
            face,
            lucky,
            targets,
        } => shots::throw(&mut ctx, *thrower, *face, *lucky, targets)?,
        GunAction::Raided {
            burned,
            dead,
            shots,
        } => round::raided(&mut ctx, burned, dead, shots)?,
    }
    Ok(ctx.decision())
}

/// Every seat an action names exists (only a hand-edited file can name another).
fn check_seats(state: &GunState, action: &GunAction) -> Result<(), Finding> {
    let seats: Vec<usize> = match action {
        GunAction::Buy { to, .. }
        | GunAction::Steal { to, .. }
        | GunAction::Guarantee { to, .. }
        | GunAction::StealAmmo { to } => to.iter().copied().collect(),
        GunAction::OilGive { to, .. } => vec![*to],
        GunAction::Trade { from, to, .. } => vec![*from, *to],
        GunAction::Raided { dead, shots, .. } => dead
            .iter()
            .copied()
            .chain(shots.iter().map(|(s, _)| *s))
            .collect(),
        GunAction::Strike { target, .. } => target.iter().copied().collect(),
        GunAction::Shoot {
            shooter, targets, ..
        } => std::iter::once(*shooter)
            .chain(targets.iter().copied())
            .collect(),
        GunAction::Throw {
            thrower, targets, ..
        } => std::iter::once(*thrower)
            .chain(targets.iter().copied())
            .collect(),
        GunAction::Attack { attacks, .. } => attacks.iter().map(|(s, _)| *s).collect(),
        GunAction::Defend { defence, .. } => defence.iter().map(|(s, _)| *s).collect(),
        GunAction::Income
        | GunAction::Rebuild { .. }
        | GunAction::Gamble { .. }
        | GunAction::Call { .. }
        | GunAction::Practice { .. }
        | GunAction::OilCycle
        | GunAction::Trap
        | GunAction::Guard { .. }
        | GunAction::Bomb
        | GunAction::Reveal { .. }
        | GunAction::Pocket { .. }
        | GunAction::Cease { .. }
        | GunAction::End => Vec::new(),
    };
    match seats.into_iter().find(|s| *s >= state.seats.len()) {
        Some(seat) => Err(rules::SEAT_UNKNOWN
            .finding()
            .arg("seat", seat.saturating_add(1))),
        None => Ok(()),
    }
}
