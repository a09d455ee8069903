//! What the table enters (actions) and what happened (events).

use super::roles::{EndState, Role};
use super::state::{Choice, ChoiceKind, HeldAttack, Step};
use crate::core::BangFace;
use serde::{Deserialize, Serialize};

/// One die rerolled: which die and what it shows now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RerolledDie {
    /// The die's position, from 0 (the notation counts from 1).
    pub die: u8,
    /// Its new face.
    pub face: BangFace,
}

/// One 1 or 2 assigned to a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    /// The seat hit.
    pub target: usize,
    /// Slab the Killer spends a beer to make this hit count twice.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub double: bool,
}

/// What a person enters, in the order of a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BangAction {
    /// Sid Ketchum's start-of-turn choice: who gains a life (none: nobody).
    Sid {
        /// The seat that gains a life.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<usize>,
    },
    /// The first roll of the turn: all five dice.
    Roll {
        /// The faces, die 1 to die 5.
        faces: [BangFace; 5],
    },
    /// A reroll of some dice.
    Reroll {
        /// The dice rerolled and their new faces.
        dice: Vec<RerolledDie>,
    },
    /// All 1s and 2s assigned at once, one hit per die in die order.
    Shoot {
        /// The hits, in the order of the 1 and 2 dice.
        hits: Vec<Hit>,
    },
    /// All beers given at once, one player per beer die.
    Beer {
        /// Who drinks, in the order of the beer dice.
        targets: Vec<usize>,
    },
    /// The gatling fires.
    Gatling,
    /// Kit Carlson discards one arrow of each listed player (one per gatling
    /// die; an empty list declines).
    Kit {
        /// Whose arrows, one per discard.
        targets: Vec<usize>,
    },
    /// Bart Cassidy takes this many hits as arrows instead of lives.
    Bart {
        /// Arrows taken instead of lives (0: he loses the lives).
        arrows: u8,
    },
    /// Pedro Ramirez discards this many of his arrows.
    Pedro {
        /// Arrows discarded (0: none).
        discards: u8,
    },
    /// A role is shown: at elimination, or at the end of the game.
    Reveal {
        /// The seat.
        player: usize,
        /// The role card shown.
        role: Role,
    },
    /// The turn ends; the next living player clockwise goes on.
    End,
}

/// What happened, in the past tense. `evolve` applies these without rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BangEvent {
    /// A player's turn began.
    TurnStarted {
        /// The seat.
        player: usize,
        /// The turn's number.
        number: u32,
    },
    /// A character now has a choice to make.
    ChoiceOpened(Choice),
    /// A choice was made or dropped.
    ChoiceClosed(ChoiceKind),
    /// The first roll.
    DiceRolled {
        /// The five faces.
        faces: [BangFace; 5],
    },
    /// Some dice were rerolled.
    DiceRerolled {
        /// Which, with their new faces.
        dice: Vec<RerolledDie>,
    },
    /// Rolling is over; the dice are being resolved.
    ResolvingStarted,
    /// Three or more dynamite: no more rolling.
    DynamiteExploded,
    /// A player took an arrow from the pile.
    ArrowTaken {
        /// The seat.
        player: usize,
    },
    /// A player put arrows back on the pile.
    ArrowsReturned {
        /// The seat.
        player: usize,
        /// How many.
        count: u8,
    },
    /// A player lost lives.
    LifeLost {
        /// The seat.
        player: usize,
        /// How many.
        amount: u8,
    },
    /// A player gained lives.
    LifeGained {
        /// The seat.
        player: usize,
        /// How many.
        amount: u8,
    },
    /// Hits wait for Bart Cassidy's choice.
    AttackHeld(HeldAttack),
    /// The held hits are being applied.
    AttackReleased,
    /// A step of the resolution was done.
    StepResolved(Step),
    /// Slab the Killer spent beers on doubling hits.
    SlabUsed {
        /// How many beers.
        beers: u8,
    },
    /// A role was shown.
    RoleRevealed {
        /// The seat.
        player: usize,
        /// The role.
        role: Role,
    },
    /// Three players: the last two now fight it out.
    ShowdownStarted,
    /// Whether the game goes on changed.
    EndJudged(EndState),
    /// All open choices and held hits are dropped (the game is over).
    PendingCleared,
    /// The turn ended.
    TurnEnded,
}
