//! The character turns by click: the actions the character whose turn it is
//! may take, each one button; an action with parameters opens a small form
//! whose last click enters the line. Every click builds the game's own
//! notation (docs/gunfights-notation.md, "A round"), which the table view
//! enters exactly as if it had been typed, so the engine stays the judge.
//!
//! Buttons the rules make pointless are left out (a second income, Target
//! Practice twice, a third Entry Bomb), but choices the engine accepts with
//! a warning stay offered: the table may know better, and the warning says
//! what is wrong.

use super::slug;
use crate::games::gunfights::Gunfights;
use crate::games::gunfights::state::Gamble;
use crate::games::gunfights::{
    Building, Call, Character, GunState, Item, Phase, Site, SnakeOil, Team,
};
use crate::session::Session;

/// What the table is putting together for the character whose turn it is.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// The open form and the turn it belongs to.
    pub(super) form: Option<(Turn, Form)>,
    /// Blind Betty's call, chosen before the hidden die is clicked, with
    /// the gamble it answers (an undone bet must not keep its call).
    pub(super) call: Option<(Gamble, Call)>,
    /// Lucky's +5, switched on before the die is clicked (for Target
    /// Practice: which of the three dice, from 0).
    pub(super) lucky: Option<usize>,
}

/// The turn a form was opened in: a form left open when the turn passed
/// (by a typed `end`, an undo) is forgotten rather than entered for the
/// next character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Turn {
    round: u8,
    seat: usize,
}

impl Turn {
    fn of(state: &GunState) -> Turn {
        Turn {
            round: state.round,
            seat: state.turn,
        }
    }
}

/// An action with parameters, as far as it has been clicked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Form {
    /// A purchase: what, then (for ammo) how much, then for whom.
    Buy(Option<Ware>),
    /// Rebuilding: which burned building.
    Rebuild,
    /// Blind Betty: the bet, then the visible die.
    Bet(Option<u32>),
    /// Target Practice: the dice clicked so far (the pair, then the shot).
    Practice(Vec<u8>),
    /// A Snake Oil: the face-up card, then who takes it.
    Oil(Option<SnakeOil>),
    /// The Deputy's Guard Information die.
    Guard,
    /// The Scout's Reveal Information die.
    Reveal,
    /// A theft: the item declared, then who gets it and the die.
    Steal(Option<Item>, Option<usize>),
    /// The guaranteed theft: the item, then who gets it.
    Guarantee(Option<Item>),
    /// Stealing ammo: who gets it.
    StealAmmo,
    /// The Thief's hidden pocket: which item.
    Pocket,
    /// A trade: the giver, the receiver, then an item or ammo and how much.
    Trade(Option<usize>, Option<usize>, bool),
}

/// What a purchase is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Ware {
    /// An item or a gun at its board price.
    Item(Item),
    /// The Winchester with the receiver's Colt traded in.
    TradeIn,
    /// Ammo, once its count is clicked.
    Ammo(Option<u32>),
}

/// The action buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// The Mayor's or the Head Honcho's income.
    Income,
    /// A purchase.
    Buy,
    /// The Mayor rebuilds.
    Rebuild,
    /// Blind Betty.
    Bet,
    /// Target Practice.
    Practice,
    /// Give the face-up Snake Oil.
    Oil,
    /// Cycle the top Snake Oil.
    Cycle,
    /// The Booby Trap.
    Trap,
    /// Guard Information.
    Guard,
    /// An Entry Bomb.
    Bomb,
    /// Reveal Information.
    Reveal,
    /// A theft roll.
    Steal,
    /// The guaranteed theft.
    Guarantee,
    /// Stealing ammo.
    StealAmmo,
    /// The hidden pocket.
    Pocket,
    /// A trade between teammates.
    Trade,
    /// The end of the turn.
    End,
}

/// A click in the turn pad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// An action button.
    Start(Action),
    /// An item.
    Item(Item),
    /// Ammo as what is bought or traded.
    Ammo,
    /// The Winchester with the Colt traded in.
    TradeIn,
    /// A number: a bet, or an ammo count.
    Count(u32),
    /// A character, by seat.
    Seat(usize),
    /// A building.
    Building(Building),
    /// A Snake Oil.
    Oil(SnakeOil),
    /// Blind Betty's call.
    Call(Call),
    /// A d20's face.
    Die(u8),
    /// Lucky's +5 on or off (for Target Practice: on which die, from 0).
    Lucky(usize),
    /// Enter what is there (Target Practice without the shot).
    Enter,
    /// Close the form.
    Cancel,
}

/// Whether a seat holds Lucky and has not used it this round.
pub(super) fn lucky_ready(state: &GunState, seat: usize) -> bool {
    state
        .seats
        .get(seat)
        .is_some_and(|s| s.snake_oil == Some(SnakeOil::Lucky))
        && !state.this_round.lucky_used.contains(&seat)
}

/// The team of the character whose turn it is.
pub(super) fn active_team(state: &GunState) -> Team {
    state
        .seats
        .get(state.turn)
        .map_or(Team::Pioneers, |s| s.team())
}

/// What a seat can give in a trade: its better gun, its items (the pocket too).
pub(super) fn tradeable(state: &GunState, seat: usize) -> Vec<Item> {
    let Some(s) = state.seats.get(seat) else {
        return Vec::new();
    };
    Item::ALL.into_iter().filter(|i| s.holds(*i)).collect()
}

/// The items the Thief can move into or out of his pocket.
pub(super) fn pocketable(state: &GunState) -> Vec<Item> {
    state
        .seat_of(Character::Thief)
        .map(|seat| {
            tradeable(state, seat)
                .into_iter()
                .filter(|i| i.gun().is_none())
                .collect()
        })
        .unwrap_or_default()
}

/// The buttons for the character whose turn it is, in the order of the
/// character board, each with whether it may be clicked now. A button the
/// rules rule out for now (a second income, a second bet, Target Practice
/// twice, a third Entry Bomb) stays in its place, greyed, so that the
/// buttons after it do not move under a finger that clicks twice.
pub(super) fn buttons(state: &GunState) -> Vec<(Action, bool)> {
    let Some(character) = state.active() else {
        return Vec::new();
    };
    let (turn, round) = (&state.this_turn, &state.this_round);
    let mut out = Vec::new();
    match character {
        Character::Mayor | Character::HeadHoncho => {
            out.push((Action::Income, !turn.income));
            out.push((Action::Buy, true));
            if character == Character::Mayor {
                let burned = Building::ALL.iter().any(|b| state.site(*b) == Site::Burned);
                out.push((Action::Rebuild, burned));
            }
            // Renegades gamble in other towns; the Mayor needs the Gamblin' House.
            let house =
                character == Character::HeadHoncho || state.standing(Building::GamblinHouse);
            out.push((Action::Bet, house && !round.gambled.contains(&character)));
        }
        Character::Sheriff => out.push((Action::Practice, !turn.practiced)),
        Character::Deputy => {
            for action in [Action::Oil, Action::Cycle, Action::Trap, Action::Guard] {
                out.push((action, true));
            }
        }
        Character::Scout => {
            out.push((Action::Oil, true));
            out.push((Action::Cycle, true));
            // A third bomb is refused outright.
            out.push((Action::Bomb, round.entry_bombs < 2));
            out.push((Action::Reveal, true));
        }
        Character::Thief => {
            for action in [Action::Steal, Action::Guarantee, Action::StealAmmo] {
                out.push((action, true));
            }
            out.push((Action::Pocket, !pocketable(state).is_empty()));
        }
    }
    out.push((Action::Trade, true));
    out.push((Action::End, true));
    out
}

/// ` for C`, unless the receiver is the one whose turn it is.
fn for_part(state: &GunState, to: Option<usize>) -> String {
    match to {
        Some(seat) if seat != state.turn => format!(" for {}", slug(state, seat)),
        _ => String::new(),
    }
}

impl Pad {
    /// The open form, unless the turn it was opened in has passed.
    pub(super) fn form(&self, state: &GunState) -> Option<&Form> {
        match &self.form {
            Some((turn, form)) if *turn == Turn::of(state) && state.phase == Phase::Turns => {
                Some(form)
            }
            _ => None,
        }
    }

    fn open(&mut self, state: &GunState, form: Form) -> Option<String> {
        *self = Pad {
            form: Some((Turn::of(state), form)),
            ..Pad::default()
        };
        None
    }

    /// Forgets everything and hands the line over.
    fn done(&mut self, line: String) -> Option<String> {
        *self = Pad::default();
        Some(line)
    }

    /// ` lucky` when it is switched on and the roller may still use it (a
    /// toggle left over from an abandoned form must not slip in).
    fn lucky_word(&self, state: &GunState, roller: usize) -> &'static str {
        if self.lucky.is_some() && lucky_ready(state, roller) {
            " lucky"
        } else {
            ""
        }
    }

    /// The call chosen for the gamble waiting now.
    pub(super) fn call_for(&self, gamble: Gamble) -> Option<Call> {
        self.call.filter(|(g, _)| *g == gamble).map(|(_, c)| c)
    }

    /// Handles a click; returns the line to enter when the click completes one.
    pub fn update(&mut self, message: Message, session: &Session<Gunfights>) -> Option<String> {
        let state = session.state();
        self.apply(message, state)
    }

    /// [`Pad::update`] on a state.
    pub(super) fn apply(&mut self, message: Message, state: &GunState) -> Option<String> {
        if state.phase != Phase::Turns {
            *self = Pad::default();
            return None;
        }
        if message == Message::Cancel {
            *self = Pad::default();
            return None;
        }
        if let Message::Lucky(die) = message {
            self.lucky = if self.lucky == Some(die) {
                None
            } else {
                Some(die)
            };
            return None;
        }
        // Seats come from buttons; one that does not exist changes nothing.
        if let Message::Seat(seat) = message
            && seat >= state.seats.len()
        {
            return None;
        }
        if let Some(gamble) = state.this_round.gamble {
            return self.calling(message, gamble, state);
        }
        let Some(form) = self.form(state).cloned() else {
            self.form = None;
            self.lucky = None;
            return match message {
                Message::Start(action) => self.start(action, state),
                _ => None,
            };
        };
        if let Message::Start(action) = message {
            return self.start(action, state);
        }
        self.fill(form, message, state)
    }

    /// While a gamble waits only the call and the hidden die are asked.
    fn calling(&mut self, message: Message, gamble: Gamble, state: &GunState) -> Option<String> {
        match message {
            Message::Call(call) => {
                self.call = Some((gamble, call));
                None
            }
            Message::Die(face @ 1..=20) => {
                let call = self.call_for(gamble)?;
                let lucky = self.lucky_word(state, gamble.seat);
                let line = format!("call {} {face}{lucky}", call.total());
                self.done(line)
            }
            _ => None,
        }
    }

    fn start(&mut self, action: Action, state: &GunState) -> Option<String> {
        let now = |line: &str| Some(line.to_string());
        let line = match action {
            Action::Income => now("income"),
            Action::Cycle => now("cycle"),
            Action::Trap => now("trap"),
            Action::Bomb => now("bomb"),
            Action::End => now("end"),
            // Without a Deputy roll the action alone gains the information.
            Action::Reveal if state.this_round.guard.is_none() => now("reveal"),
            Action::Reveal => return self.open(state, Form::Reveal),
            Action::Buy => return self.open(state, Form::Buy(None)),
            Action::Rebuild => return self.open(state, Form::Rebuild),
            Action::Bet => return self.open(state, Form::Bet(None)),
            Action::Practice => return self.open(state, Form::Practice(Vec::new())),
            Action::Oil => return self.open(state, Form::Oil(None)),
            Action::Guard => return self.open(state, Form::Guard),
            Action::Steal => return self.open(state, Form::Steal(None, None)),
            Action::Guarantee => return self.open(state, Form::Guarantee(None)),
            Action::StealAmmo => return self.open(state, Form::StealAmmo),
            Action::Pocket => return self.open(state, Form::Pocket),
            Action::Trade => return self.open(state, Form::Trade(None, None, false)),
        };
        self.done(line?)
    }

    /// One more value for the open form.
    fn fill(&mut self, form: Form, message: Message, state: &GunState) -> Option<String> {
        let next = match (form, message) {
            (Form::Buy(None), Message::Item(item)) => Form::Buy(Some(Ware::Item(item))),
            (Form::Buy(None), Message::TradeIn) => Form::Buy(Some(Ware::TradeIn)),
            (Form::Buy(None), Message::Ammo) => Form::Buy(Some(Ware::Ammo(None))),
            (Form::Buy(Some(Ware::Ammo(None))), Message::Count(n)) if n > 0 => {
                Form::Buy(Some(Ware::Ammo(Some(n))))
            }
            (Form::Buy(Some(ware)), Message::Seat(to)) => {
                let what = match ware {
                    Ware::Item(item) => item.slug().to_string(),
                    Ware::TradeIn => "winchester trade-in".to_string(),
                    Ware::Ammo(Some(n)) => format!("ammo {n}"),
                    Ware::Ammo(None) => return None,
                };
                return self.done(format!("buy {what}{}", for_part(state, Some(to))));
            }
            (Form::Rebuild, Message::Building(b)) => {
                return self.done(format!("rebuild {}", b.slug()));
            }
            (Form::Bet(None), Message::Count(bet)) if bet > 0 => Form::Bet(Some(bet)),
            (Form::Bet(Some(bet)), Message::Die(face @ 1..=20)) => {
                return self.done(format!("bet {bet} {face}"));
            }
            (Form::Practice(mut dice), Message::Die(face @ 1..=20)) => {
                dice.push(face);
                if let [a, b, shot] = dice.as_slice() {
                    let lucky = self
                        .lucky
                        .filter(|_| lucky_ready(state, state.turn))
                        .map(|i| format!(" lucky {}", i + 1))
                        .unwrap_or_default();
                    return self.done(format!("practice {a} {b} {shot}{lucky}"));
                }
                Form::Practice(dice)
            }
            // Without the shot there is nothing for Lucky to change.
            (Form::Practice(dice), Message::Enter) => {
                let [a, b] = dice.as_slice() else {
                    return None;
                };
                return self.done(format!("practice {a} {b}"));
            }
            (Form::Oil(None), Message::Oil(oil)) => Form::Oil(Some(oil)),
            (Form::Oil(Some(oil)), Message::Seat(to)) => {
                return self.done(format!("oil {} {}", slug(state, to), oil.slug()));
            }
            (Form::Guard, Message::Die(face @ 1..=20)) => {
                let lucky = self.lucky_word(state, state.turn);
                return self.done(format!("guard {face}{lucky}"));
            }
            (Form::Reveal, Message::Die(face @ 1..=20)) => {
                let lucky = self.lucky_word(state, state.turn);
                return self.done(format!("reveal {face}{lucky}"));
            }
            (Form::Steal(None, _), Message::Item(item)) => Form::Steal(Some(item), None),
            (Form::Steal(Some(item), _), Message::Seat(to)) => Form::Steal(Some(item), Some(to)),
            (Form::Steal(Some(item), to), Message::Die(face @ 1..=20)) => {
                return self.done(format!(
                    "steal {} {face}{}{}",
                    item.slug(),
                    self.lucky_word(state, state.turn),
                    for_part(state, to)
                ));
            }
            (Form::Guarantee(None), Message::Item(item)) => Form::Guarantee(Some(item)),
            (Form::Guarantee(Some(item)), Message::Seat(to)) => {
                return self.done(format!(
                    "guarantee {}{}",
                    item.slug(),
                    for_part(state, Some(to))
                ));
            }
            (Form::StealAmmo, Message::Seat(to)) => {
                return self.done(format!("steal ammo{}", for_part(state, Some(to))));
            }
            (Form::Pocket, Message::Item(item)) => {
                return self.done(format!("pocket {}", item.slug()));
            }
            (Form::Trade(None, _, _), Message::Seat(from)) => Form::Trade(Some(from), None, false),
            (Form::Trade(Some(from), None, _), Message::Seat(to)) if to != from => {
                Form::Trade(Some(from), Some(to), false)
            }
            (Form::Trade(Some(from), Some(to), _), Message::Item(item)) => {
                return self.done(trade_line(state, from, to, item.slug()));
            }
            (Form::Trade(Some(from), Some(to), false), Message::Ammo) => {
                Form::Trade(Some(from), Some(to), true)
            }
            (Form::Trade(Some(from), Some(to), true), Message::Count(n)) if n > 0 => {
                return self.done(trade_line(state, from, to, &format!("ammo {n}")));
            }
            // A click that does not fit the form (a stale button) changes nothing.
            (form, _) => form,
        };
        self.form = Some((Turn::of(state), next));
        None
    }
}

fn trade_line(state: &GunState, from: usize, to: usize, what: &str) -> String {
    format!("trade {} {} {what}", slug(state, from), slug(state, to))
}

#[cfg(test)]
#[path = "turn_tests.rs"]
mod tests;
