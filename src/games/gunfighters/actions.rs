//! What the table enters (actions) and what happened (events).
//!
//! The turn's actions (Move, Shoot, Advance the Story, the end of the turn)
//! are the player's whose turn it is; what a Story card or the 10-second
//! rule did is entered in Holster's words as the table applies it (cards
//! gained or lost, coins paid or taken), since the cards are not described.

use super::state::{ClimaxType, End, Location, Stage};
use serde::{Deserialize, Serialize};

/// Where a Move's new card comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The top of the face-down Gunfire pile.
    Pile,
    /// The top card of the discard pile, as it lay before the throw.
    Discard,
}

/// What a Shoot reveals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Aim {
    /// A Gunfire card of this location is revealed (and kept).
    Card(Location),
    /// No card: the Rifle, or the free Shoot of a marked Story card.
    Free,
}

/// What a person enters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GfAction {
    /// Move: a card of `thrown` goes face up on the discard pile, a new one
    /// comes from `from`.
    Move {
        /// The location thrown down.
        thrown: Location,
        /// Where the new card comes from.
        from: Source,
    },
    /// Shoot: `target` discards all `hits` cards of `at` they held.
    Shoot {
        /// The player pointed at.
        target: usize,
        /// The location shot at.
        at: Location,
        /// What was revealed.
        aim: Aim,
        /// How many cards of `at` the target held (and now discards).
        hits: u8,
    },
    /// Advance the Story: a Bounty Coin to the Bank and a Story card turned.
    Story {
        /// The card has the mark (a free Shoot follows its effect).
        mark: bool,
    },
    /// The turn ends (after a Story card's effect, or declining what a
    /// Climax card or the mark allows).
    End,
    /// A player draws Gunfire cards from the pile (a Story card's effect).
    Gain {
        /// The seat.
        player: usize,
        /// How many.
        count: u8,
    },
    /// A player loses cards, face up onto the discard pile.
    Lose {
        /// The seat.
        player: usize,
        /// The locations of the cards lost.
        cards: Vec<Location>,
        /// Who took them out, if this was their last card.
        by: Option<usize>,
    },
    /// The player whose turn it is ran out of the ten seconds and loses a
    /// card (its location as it lands face up).
    Time {
        /// The location of the card lost.
        card: Location,
    },
    /// Coins between a player and the Bank (positive: from the Bank).
    Coins {
        /// The seat.
        player: usize,
        /// How many, taken (positive) or paid (negative).
        change: i8,
    },
    /// Coins from one player to another.
    Give {
        /// Who pays.
        from: usize,
        /// Who receives.
        to: usize,
        /// How many.
        count: u8,
    },
    /// The Climax card drawn by a player down to one card, by its type.
    Climax {
        /// The seat.
        player: usize,
        /// The type shown.
        kind: ClimaxType,
    },
    /// Extra rule B: three cards of a location revealed and discarded at
    /// the end of the player's turn.
    Control {
        /// The seat.
        player: usize,
        /// The location taken.
        location: Location,
    },
    /// The last two accept the draw.
    Draw,
    /// One of the last two plays on: 8 coins each from the Bank.
    PlayOn,
}

/// What happened, in the past tense. `evolve` applies these without rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GfEvent {
    /// A card left a hand face up onto the discard pile.
    CardDiscarded {
        /// The seat.
        player: usize,
        /// Its location.
        card: Location,
    },
    /// A card was drawn from the Gunfire pile.
    CardDrawn {
        /// The seat.
        player: usize,
    },
    /// The top card of the discard pile was taken into a hand.
    DiscardTaken {
        /// The seat.
        player: usize,
        /// The card taken lay under the one just thrown (a Move takes the
        /// top card as it was before the throw).
        under_top: bool,
    },
    /// A card in a hand was shown to all.
    CardRevealed {
        /// The seat.
        player: usize,
        /// Its location.
        card: Location,
    },
    /// A hand holds no more cards of a location (it was shot there).
    LocationEmptied {
        /// The seat.
        player: usize,
        /// The location.
        location: Location,
    },
    /// The discard pile was shuffled into a new Gunfire pile.
    Reshuffled,
    /// Coins moved from the first to the second (`None`: the Bank).
    CoinsMoved {
        /// Who paid (`None`: the Bank).
        from: Option<usize>,
        /// Who received (`None`: the Bank).
        to: Option<usize>,
        /// How many.
        count: u8,
    },
    /// A Story card was turned.
    StoryTurned,
    /// The turn's stage changed.
    Staged(Stage),
    /// A player is to draw a Climax card now.
    ClimaxDue {
        /// The seat.
        player: usize,
    },
    /// A due Climax card was not drawn (or none was left): never later.
    ClimaxMissed {
        /// The seat.
        player: usize,
    },
    /// A Climax card was drawn.
    ClimaxDrawn {
        /// The seat.
        player: usize,
        /// Its type.
        kind: ClimaxType,
    },
    /// A Climax Phase ended: the card to the bottom of its pile.
    ClimaxEnded {
        /// The seat.
        player: usize,
    },
    /// A player is out of the game.
    PlayerOut {
        /// The seat.
        player: usize,
    },
    /// A location changed hands on the town map.
    ControlTaken {
        /// The location.
        location: Location,
        /// The seat.
        player: usize,
    },
    /// The turn passed to this seat.
    TurnPassed {
        /// The seat.
        player: usize,
        /// Whether a round was completed.
        round: bool,
    },
    /// The game's end changed.
    Ended(End),
}
