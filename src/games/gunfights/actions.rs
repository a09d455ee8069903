//! What the table enters (actions) and what happened (events).
//!
//! Turn actions are done by the character whose turn it is, so they name no
//! actor; trades and the Raid's outcome name the characters involved.

use super::characters::Building;
use super::gunfight::Kick;
use super::items::{Gun, Item, SnakeOil};
use super::state::Gamble;
use crate::core::D20;
use serde::{Deserialize, Serialize};

/// What is bought, stolen or traded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ware {
    /// An item or a gun.
    Item(Item),
    /// Some ammo tokens.
    Ammo(u32),
}

/// Blind Betty's two calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    /// 21 or more: even money.
    TwentyOne,
    /// 28 or more: triple.
    TwentyEight,
}

impl Call {
    /// The total the dice must reach.
    pub fn total(self) -> u8 {
        match self {
            Call::TwentyOne => 21,
            Call::TwentyEight => 28,
        }
    }

    /// What a won bet pays on top of the stake, per cent bet.
    pub fn pays(self) -> u32 {
        match self {
            Call::TwentyOne => 1,
            Call::TwentyEight => 3,
        }
    }
}

/// Damage dealt at the start of the Raid, before the gunfights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strike {
    /// The Stockade stands: 1 damage to each Renegade.
    Stockade,
    /// The Booby Trap: 1 damage to one Renegade attacking its building.
    Trap,
    /// An Entry Bomb: 1 damage to one Pioneer defending its building.
    Bomb(Building),
}

/// What a person enters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GunAction {
    /// The Mayor or the Head Honcho collects the income printed on the board.
    Income,
    /// The Mayor or the Head Honcho buys for a teammate (none: himself).
    Buy {
        /// What.
        ware: Ware,
        /// For whom (a seat).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<usize>,
        /// A Winchester bought by trading the receiver's Colt in (25 cents).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        trade_in: bool,
    },
    /// The Mayor pays to rebuild a burned building.
    Rebuild {
        /// Which.
        building: Building,
    },
    /// Blind Betty: the bet and the visible die.
    Gamble {
        /// Cents bet (5, 10 or 15).
        bet: u32,
        /// The die on the table.
        visible: D20,
    },
    /// Blind Betty: the call, then the hidden die.
    Call {
        /// 21+ or 28+.
        call: Call,
        /// The die under the roller.
        hidden: D20,
        /// Lucky's +5 on one of the two dice (the total is what counts).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lucky: bool,
    },
    /// The Sheriff's Target Practice: two dice set the range; with one ammo
    /// spent, a single die that may hit it.
    Practice {
        /// One die of the pair.
        first: D20,
        /// The other die of the pair.
        second: D20,
        /// The single die rolled for 1 ammo, if the Sheriff took the shot.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shot: Option<D20>,
        /// Lucky's +5 on one die: 0 and 1 the pair, 2 the shot.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lucky: Option<usize>,
    },
    /// The Deputy or the Scout gives the face-up Snake Oil to a teammate.
    OilGive {
        /// Who takes it (a seat).
        to: usize,
        /// The card.
        oil: SnakeOil,
    },
    /// The Deputy or the Scout cycles the top Snake Oil.
    OilCycle,
    /// The Deputy plants the Booby Trap (where stays secret until the Raid).
    Trap,
    /// The Deputy's Guard Information roll.
    Guard {
        /// The die.
        roll: D20,
        /// Lucky's +5 is added to the die.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lucky: bool,
    },
    /// The Scout plants an Entry Bomb (where stays secret until the Raid).
    Bomb,
    /// The Scout's Reveal Information roll (none: the Deputy did not roll).
    Reveal {
        /// The die.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<D20>,
        /// Lucky's +5 is added to the die.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lucky: bool,
    },
    /// The Thief's theft roll for a declared item.
    Steal {
        /// The item declared.
        item: Item,
        /// The die.
        roll: D20,
        /// Lucky's +5 is added to the die.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lucky: bool,
        /// Who gets it (none: the Thief).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<usize>,
    },
    /// The Thief gives up his last two actions for a sure theft.
    Guarantee {
        /// The item.
        item: Item,
        /// Who gets it (none: the Thief).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<usize>,
    },
    /// The Thief steals ammo (3, or 2 in the variant), no roll.
    StealAmmo {
        /// Who gets it (none: the Thief).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<usize>,
    },
    /// Teammates trade an item, a gun or ammo.
    Trade {
        /// The giver's seat.
        from: usize,
        /// The receiver's seat.
        to: usize,
        /// What.
        ware: Ware,
    },
    /// An item goes into (or out of) the Thief's hidden pocket.
    Pocket {
        /// Which item.
        item: Item,
    },
    /// The character whose turn it is ends the turn.
    End,
    /// The Raid: the building each Renegade attacks (their tiles placed).
    Attack {
        /// Renegade seats and their buildings.
        attacks: Vec<(usize, Building)>,
        /// Where the Scout's Entry Bombs lie, revealed now.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        bombs: Vec<Building>,
    },
    /// The Raid: the Pioneers' Defense Cards revealed, and in round 6 the
    /// Fire Wagon's.
    Defend {
        /// Pioneer seats and their buildings.
        defence: Vec<(usize, Building)>,
        /// Where the Deputy's Booby Trap lies, revealed now.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trap: Option<Building>,
        /// Where the Fire Wagon stands (round 6 only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        wagon: Option<Building>,
    },
    /// Start-of-raid damage confirmed: the Stockade's, the Booby Trap's or an
    /// Entry Bomb's, on the one the Deputy or the Scout chose.
    Strike {
        /// Which.
        strike: Strike,
        /// Who takes it (none: everyone it hits, or the only one there).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<usize>,
    },
    /// The Pioneers call a cease fire at a building where the Renegades
    /// can no longer fire.
    Cease {
        /// Where.
        building: Building,
    },
    /// A shot in a gunfight: the shooter, both d20 faces, who takes the
    /// damage (one target takes it all; otherwise one name per point), and
    /// Beer or Tobacco when both could kick in.
    Shoot {
        /// The shooter's seat.
        shooter: usize,
        /// The two faces.
        faces: [D20; 2],
        /// Who takes the damage.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<usize>,
        /// The shooter's choice between Beer and Tobacco.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kick: Option<Kick>,
        /// Lucky's +5 on the first (0) or second (1) die.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lucky: Option<usize>,
        /// Lightweight is kept for later this round rather than used on
        /// this shot's Beer or Tobacco (the shooter's choice).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        keep_lightweight: bool,
    },
    /// Dynamite thrown in a gunfight.
    Throw {
        /// The thrower's seat.
        thrower: usize,
        /// The die.
        face: D20,
        /// Lucky's +5 is added to the die.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lucky: bool,
        /// Who takes the damage on a success.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<usize>,
    },
    /// The Raid's outcome as the table played it: the buildings burned,
    /// the characters killed, and for the gunfights played on paper the
    /// shots each fighter fired (1 ammo each).
    Raided {
        /// Buildings burned in this Raid.
        burned: Vec<Building>,
        /// Seats of the characters who died.
        dead: Vec<usize>,
        /// Shots fired in gunfights played on paper: (seat, shots).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        shots: Vec<(usize, u32)>,
    },
}

/// What happened, in the past tense. `evolve` applies these without rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GunEvent {
    /// A character's turn began.
    TurnStarted {
        /// The seat.
        seat: usize,
    },
    /// Actions were spent.
    ActionsSpent {
        /// How many.
        count: u8,
    },
    /// Income was collected.
    IncomeCollected {
        /// The seat.
        seat: usize,
        /// Cents.
        amount: u32,
    },
    /// Money paid or discarded.
    MoneyPaid {
        /// The seat.
        seat: usize,
        /// Cents.
        amount: u32,
    },
    /// Money won.
    MoneyWon {
        /// The seat.
        seat: usize,
        /// Cents.
        amount: u32,
    },
    /// Ammo gained.
    AmmoGained {
        /// The seat.
        seat: usize,
        /// Tokens.
        count: u32,
    },
    /// Ammo given away or spent.
    AmmoSpent {
        /// The seat.
        seat: usize,
        /// Tokens.
        count: u32,
    },
    /// An item went onto a board (the top row, or the Thief's pocket).
    ItemGained {
        /// The seat.
        seat: usize,
        /// The item.
        item: Item,
        /// Into the hidden pocket.
        pocket: bool,
    },
    /// An item left a board.
    ItemLost {
        /// The seat.
        seat: usize,
        /// The item.
        item: Item,
        /// From the hidden pocket.
        pocket: bool,
    },
    /// A gun was placed on a board.
    GunChanged {
        /// The seat.
        seat: usize,
        /// The gun now on it.
        gun: Gun,
    },
    /// A building stands again.
    Rebuilt(Building),
    /// A building burned.
    Burned(Building),
    /// Blind Betty: a bet placed and the visible die rolled.
    GambleOpened(Gamble),
    /// Blind Betty: settled.
    GambleSettled,
    /// The Sheriff played Target Practice.
    Practiced,
    /// The Sheriff's Bullseye went up.
    BullseyeGained {
        /// The seat.
        seat: usize,
    },
    /// The Deputy's free cycle was used.
    FreeCycleUsed,
    /// A Snake Oil was taken.
    SnakeOilTaken {
        /// The giver's character seat.
        giver: usize,
        /// Who took it.
        seat: usize,
        /// Which.
        oil: SnakeOil,
    },
    /// A Snake Oil went back to the bottom of the deck.
    SnakeOilLost {
        /// The seat.
        seat: usize,
    },
    /// Lucky was used (and turned until the next round).
    LuckyUsed {
        /// The seat.
        seat: usize,
    },
    /// The Booby Trap was planted.
    TrapPlanted,
    /// A Guard Information roll.
    Guarded {
        /// The die.
        roll: u8,
    },
    /// The Scout gained his piece of information.
    Informed,
    /// An Entry Bomb was planted.
    BombPlanted,
    /// A theft roll was made.
    TheftRolled {
        /// Whether it succeeded.
        success: bool,
    },
    /// Ammo was stolen.
    AmmoStolen,
    /// The Raid begins.
    RaidStarted,
    /// The Renegades' attacks were declared.
    Attacked {
        /// Renegade seats and their buildings.
        attacks: Vec<(usize, Building)>,
        /// The Entry Bombs' buildings.
        bombs: Vec<Building>,
    },
    /// The Pioneers' defence was revealed.
    Defended {
        /// Pioneer seats and their buildings.
        defence: Vec<(usize, Building)>,
        /// The Booby Trap's building.
        trap: Option<Building>,
        /// The Fire Wagon's building.
        wagon: Option<Building>,
    },
    /// Start-of-raid damage was dealt.
    Struck(Strike),
    /// A cease fire ended a gunfight.
    Ceased(Building),
    /// A character shot or threw Dynamite in this Raid.
    Fired {
        /// The seat.
        seat: usize,
        /// Dynamite rather than a shot.
        throw: bool,
    },
    /// A character was killed before attacking: Deathrattle shots left.
    DeathrattleGained {
        /// The seat.
        seat: usize,
        /// Shots he may still fire (2 with Quick Draw).
        shots: u8,
    },
    /// Lightweight was used (turned until the next round).
    LightweightUsed {
        /// The seat.
        seat: usize,
    },
    /// The Armadillo Shell deflected a point (turned until the next round).
    ArmadilloUsed {
        /// The seat.
        seat: usize,
    },
    /// The Whiskey absorbed damage.
    WhiskeyAbsorbed {
        /// The seat.
        seat: usize,
        /// Points absorbed.
        count: u8,
    },
    /// A character lost health (the Stockade, a trap, a bomb, a gunfight).
    HealthLost {
        /// The seat.
        seat: usize,
        /// How much.
        amount: u8,
    },
    /// A score bullet went into the chamber.
    ScoreLoaded(u8),
    /// Everyone's health is full again.
    HealthReset,
    /// A new round begins with the Mayor's turn.
    RoundStarted {
        /// Its number.
        round: u8,
    },
    /// The sixth bullet is in: the game is over.
    GameEnded,
    /// A tie: the showdown begins.
    ShowdownStarted,
    /// A team won the showdown: the game is over.
    ShowdownWon(super::characters::Team),
}
