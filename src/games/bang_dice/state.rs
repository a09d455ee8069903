//! What the table keeps track of, and questions about it that hold no rules
//! of their own (who is alive, how far apart, which dice show what).

use super::characters::Character;
use super::roles::{EndState, Role};
use crate::core::BangFace;
use serde::Serialize;

/// The arrows in the box: the pile and the arrows held always add up to this.
pub const ARROWS: u8 = 9;
/// The dice rolled each turn.
pub const DICE: usize = 5;

/// One player at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerState {
    /// The name, for messages.
    pub name: String,
    /// The character card.
    pub character: Character,
    /// The role when known: the Sheriff's from the start, three-player roles
    /// face up, the others once revealed.
    pub role: Option<Role>,
    /// Lives left; 0 means eliminated.
    pub life: u8,
    /// The lives the player started with, which they can never exceed.
    pub max_life: u8,
    /// Arrows held.
    pub arrows: u8,
}

impl PlayerState {
    /// Whether the player is still in the game.
    pub fn alive(&self) -> bool {
        self.life > 0
    }

    /// Whether the player is this character.
    pub fn is(&self, character: Character) -> bool {
        self.character == character
    }
}

/// How far the current turn has come.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Before the first roll.
    #[default]
    Start,
    /// Rolled; rerolls may follow.
    Rolling,
    /// The dice are being resolved; no more rolling.
    Resolving,
}

/// A step of resolving the dice, in the rules' order (arrows and dynamite
/// happen by themselves when rolled).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// All 1s and 2s, assigned and applied at once.
    Shots,
    /// The beers.
    Beers,
    /// Three gatlings (Willy the Kid two).
    Gatling,
    /// Kit Carlson's arrow discards, one per gatling die.
    Kit,
}

/// Which steps of this turn are resolved.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Resolved {
    /// The 1s and 2s.
    pub shots: bool,
    /// The beers.
    pub beers: bool,
    /// The gatling.
    pub gatling: bool,
    /// Kit Carlson's discards.
    pub kit: bool,
}

/// The current turn.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Turn {
    /// Counted from 1.
    pub number: u32,
    /// The seat of the player whose turn it is.
    pub player: usize,
    /// How far the turn has come.
    pub stage: Stage,
    /// The five dice as they lie, once rolled.
    pub dice: Option<[BangFace; DICE]>,
    /// Rolls made: 1 after the first roll, 2 after the first reroll...
    pub rolls: u8,
    /// Three or more dynamite came up: no more rolls, one life lost.
    pub dynamite_exploded: bool,
    /// The steps already resolved.
    pub resolved: Resolved,
    /// Beers Slab the Killer spent on doubling a hit.
    pub slab_beers: u8,
}

/// A choice a character may make that the table must enter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "character")]
pub enum Choice {
    /// Sid Ketchum, at the start of his turn: who gains a life.
    Sid {
        /// Sid's seat.
        seat: usize,
    },
    /// Bart Cassidy, before hits are applied: how many to take as arrows.
    Bart {
        /// Bart's seat.
        seat: usize,
        /// Lives he is about to lose.
        hits: u8,
        /// Arrows he may take without taking the last one.
        max_arrows: u8,
    },
    /// Pedro Ramirez, after losing lives: how many of his arrows to discard.
    Pedro {
        /// Pedro's seat.
        seat: usize,
        /// At most one per life lost, and no more than he holds.
        max: u8,
    },
}

impl Choice {
    /// Which kind of choice, to close it.
    pub fn kind(self) -> ChoiceKind {
        match self {
            Choice::Sid { .. } => ChoiceKind::Sid,
            Choice::Bart { .. } => ChoiceKind::Bart,
            Choice::Pedro { .. } => ChoiceKind::Pedro,
        }
    }

    /// The seat of the player who chooses.
    pub fn seat(self) -> usize {
        match self {
            Choice::Sid { seat } | Choice::Bart { seat, .. } | Choice::Pedro { seat, .. } => seat,
        }
    }
}

/// The kinds of choices (each character is in the game at most once).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChoiceKind {
    /// Sid Ketchum's heal.
    Sid,
    /// Bart Cassidy's arrows.
    Bart,
    /// Pedro Ramirez's discards.
    Pedro,
}

/// What made players lose life, which decides the reactions allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "by")]
pub enum Cause {
    /// 1s and 2s of the shooter.
    Shots {
        /// The player whose turn it is.
        shooter: usize,
    },
    /// The shooter's gatling.
    Gatling {
        /// The player whose turn it is.
        shooter: usize,
    },
    /// Three dynamite.
    Dynamite,
    /// The Indian attack.
    Indians,
}

impl Cause {
    /// The player who shot, when a player did.
    pub fn shooter(self) -> Option<usize> {
        match self {
            Cause::Shots { shooter } | Cause::Gatling { shooter } => Some(shooter),
            Cause::Dynamite | Cause::Indians => None,
        }
    }
}

/// Hits assigned and waiting for Bart Cassidy's choice before they are applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeldAttack {
    /// Shots or gatling, and who fired.
    pub cause: Cause,
    /// Lives each seat is about to lose.
    pub hits: Vec<u8>,
}

/// Everything the table keeps track of.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct BangState {
    /// The players in seating order (clockwise).
    pub players: Vec<PlayerState>,
    /// Arrows in the middle of the table.
    pub pile: u8,
    /// The current turn.
    pub turn: Turn,
    /// Choices characters may make that the table has not entered yet.
    pub pending: Vec<Choice>,
    /// Hits waiting for Bart Cassidy's choice.
    pub held: Option<HeldAttack>,
    /// Whether this is the three-player game.
    pub three_players: bool,
    /// Three players: a target fell to the wrong player, so the last two fight.
    pub showdown: bool,
    /// Whether the game goes on.
    pub end: EndState,
}

impl BangState {
    /// The seats of the players still in the game, clockwise from seat 1.
    pub fn alive_seats(&self) -> Vec<usize> {
        (0..self.players.len())
            .filter(|s| self.players[*s].alive())
            .collect()
    }

    /// The player whose turn it is.
    pub fn active(&self) -> Option<&PlayerState> {
        self.players.get(self.turn.player)
    }

    /// Whether the player whose turn it is is this character.
    pub fn active_is(&self, character: Character) -> bool {
        self.active().is_some_and(|p| p.is(character))
    }

    /// The seat of the living player with this character, if any.
    pub fn seat_of(&self, character: Character) -> Option<usize> {
        self.players
            .iter()
            .position(|p| p.is(character) && p.alive())
    }

    /// The next living player clockwise after `seat`.
    pub fn next_alive(&self, seat: usize) -> Option<usize> {
        let n = self.players.len();
        (1..=n)
            .map(|step| (seat + step) % n)
            .find(|s| self.players[*s].alive())
    }

    /// Seats between two living players the short way round, counting only
    /// living players; none when either is eliminated.
    pub fn distance(&self, from: usize, to: usize) -> Option<usize> {
        let ring = self.alive_seats();
        let a = ring.iter().position(|s| *s == from)?;
        let b = ring.iter().position(|s| *s == to)?;
        let d = a.abs_diff(b);
        Some(d.min(ring.len() - d))
    }

    /// How many dice show a face.
    pub fn count(&self, face: BangFace) -> usize {
        self.turn
            .dice
            .map_or(0, |dice| dice.iter().filter(|f| **f == face).count())
    }

    /// The positions (from 0) of the dice showing a 1 or a 2, in order.
    pub fn shot_dice(&self) -> Vec<(usize, BangFace)> {
        self.turn.dice.map_or_else(Vec::new, |dice| {
            dice.iter()
                .copied()
                .enumerate()
                .filter(|(_, f)| matches!(f, BangFace::One | BangFace::Two))
                .collect()
        })
    }

    /// Rolls allowed this turn: three, Lucky Duke four.
    pub fn max_rolls(&self) -> u8 {
        if self.active_is(Character::LuckyDuke) {
            4
        } else {
            3
        }
    }

    /// Gatlings needed: three, Willy the Kid two.
    pub fn gatling_threshold(&self) -> usize {
        if self.active_is(Character::WillyTheKid) {
            2
        } else {
            3
        }
    }

    /// Rolls still allowed this turn, counting none beyond the maximum.
    pub fn rerolls_left(&self) -> u8 {
        self.max_rolls().saturating_sub(self.turn.rolls)
    }

    /// Whether the player may still reroll.
    pub fn can_reroll(&self) -> bool {
        self.turn.stage == Stage::Rolling && !self.turn.dynamite_exploded && self.rerolls_left() > 0
    }

    /// Whether rolling is over and the dice must be resolved.
    pub fn rolling_over(&self) -> bool {
        self.turn.dice.is_some() && !self.can_reroll()
    }

    /// Beers still to give: beer dice not spent on Slab the Killer's double.
    pub fn beers_to_give(&self) -> usize {
        self.count(BangFace::Beer)
            .saturating_sub(usize::from(self.turn.slab_beers))
    }

    /// The steps still to resolve this turn, in the rules' order.
    pub fn unresolved(&self) -> Vec<Step> {
        if self.turn.dice.is_none() {
            return Vec::new();
        }
        let done = self.turn.resolved;
        let mut steps = Vec::new();
        if !done.shots && !self.shot_dice().is_empty() {
            steps.push(Step::Shots);
        }
        if !done.beers && self.beers_to_give() > 0 {
            steps.push(Step::Beers);
        }
        if !done.gatling && self.count(BangFace::Gatling) >= self.gatling_threshold() {
            steps.push(Step::Gatling);
        }
        // With nobody holding an arrow, Kit Carlson has nothing to choose.
        let arrows_held = self.players.iter().any(|p| p.arrows > 0);
        if !done.kit
            && arrows_held
            && self.active_is(Character::KitCarlson)
            && self.count(BangFace::Gatling) > 0
        {
            steps.push(Step::Kit);
        }
        steps
    }

    /// The names of some seats, joined for a message.
    pub fn names(&self, seats: impl IntoIterator<Item = usize>) -> String {
        seats
            .into_iter()
            .filter_map(|s| self.players.get(s).map(|p| p.name.clone()))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// One seat's name for a message.
    pub fn name(&self, seat: usize) -> String {
        self.players
            .get(seat)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }
}
