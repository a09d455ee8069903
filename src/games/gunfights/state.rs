//! What the table keeps track of, and questions about it that hold no rules.

use super::characters::{Building, Character, Team};
use super::items::{Gun, Item, SnakeOil};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// One character's board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seat {
    /// Which character.
    pub character: Character,
    /// "Mayor (Ann)", for messages.
    pub name: String,
    /// Hearts face up, 0 to 4.
    pub health: u8,
    /// Ammo tokens.
    pub ammo: u32,
    /// Cents (only the Mayor and the Head Honcho hold money).
    pub money: u32,
    /// The gun on the board.
    pub gun: Gun,
    /// One-time items in the top row, at most one of each, in [`Item`] order.
    pub items: Vec<Item>,
    /// The Thief's hidden pocket: one more item, kept on death.
    pub pocket: Option<Item>,
    /// The Snake Oil taken, if any.
    pub snake_oil: Option<SnakeOil>,
    /// The Sheriff's Bullseye: 0, +1 or +2.
    pub bullseye: u8,
}

impl Seat {
    /// Whether the character holds an item (a gun counts when it is on the board).
    pub fn holds(&self, item: Item) -> bool {
        match item.gun() {
            Some(gun) => self.gun == gun,
            None => self.items.contains(&item) || self.pocket == Some(item),
        }
    }

    /// The character's team.
    pub fn team(&self) -> Team {
        self.character.team()
    }
}

/// A building's place in town.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Site {
    /// Standing: the Pioneers have its benefit.
    #[default]
    Standing,
    /// Burned in a Raid and not rebuilt.
    Burned,
    /// Out of play for the game (4 Character Variant).
    OutOfPlay,
}

/// Where the round is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The characters take their turns in order.
    #[default]
    Turns,
    /// After the Head Honcho's turn: the Raid.
    Raid,
    /// A tie after the sixth Raid: the no-ammo showdown of all characters.
    Showdown,
    /// The sixth score bullet is in the chamber (and any showdown is won).
    Over,
}

/// What the character whose turn it is has done this turn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct TurnState {
    /// Actions spent (Deputy, Scout, Thief: three a round).
    pub actions: u8,
    /// The Mayor or the Head Honcho collected the income.
    pub income: bool,
    /// The Sheriff played Target Practice.
    pub practiced: bool,
    /// The Deputy's free cycle is used.
    pub free_cycle: bool,
    /// Theft attempts made (ammo thefts not counted).
    pub thefts: u8,
    /// The first theft attempt failed.
    pub first_theft_failed: bool,
    /// Ammo was stolen this turn (a successful theft).
    pub ammo_stolen: bool,
}

/// A Blind Betty gamble waiting for the call and the hidden die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Gamble {
    /// Who gambles.
    pub seat: usize,
    /// Cents bet.
    pub bet: u32,
    /// The die on the table.
    pub visible: u8,
}

/// What has happened this round that the rules limit per round.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct RoundState {
    /// Who has gambled with Blind Betty this round.
    pub gambled: BTreeSet<Character>,
    /// A gamble waiting for its call.
    pub gamble: Option<Gamble>,
    /// Who (Deputy, Scout) has given a Snake Oil this round.
    pub oil_given: BTreeSet<Character>,
    /// The Deputy planted a Booby Trap (where stays secret until the Raid).
    pub booby_trap: bool,
    /// The Deputy's best Guard Information roll.
    pub guard: Option<u8>,
    /// The Scout gained his piece of information.
    pub informed: bool,
    /// Entry Bombs planted (where stays secret until the Raid).
    pub entry_bombs: u8,
    /// The Raid: the building each Renegade attacks, by seat.
    pub attacks: BTreeMap<usize, Building>,
    /// The Raid: the building each Pioneer defends, by seat (revealed).
    pub defence: BTreeMap<usize, Building>,
    /// The Raid, round 6: where the Fire Wagon stands.
    pub wagon: Option<Building>,
    /// The Raid: where the Entry Bombs lie.
    pub bomb_sites: Vec<Building>,
    /// The Raid: where the Booby Trap lies.
    pub trap_site: Option<Building>,
    /// Seats that shot or threw Dynamite in this Raid.
    pub fired: BTreeSet<usize>,
    /// Every shot (false) and throw (true) of this Raid or showdown, in order.
    pub fight_log: Vec<(usize, bool)>,
    /// Deathrattle shots left, by seat.
    pub deathrattle: BTreeMap<usize, u8>,
    /// Seats whose Lightweight was used this round.
    pub lightweight_used: BTreeSet<usize>,
    /// Seats whose Armadillo Shell was used this round.
    pub armadillo_used: BTreeSet<usize>,
    /// Damage each Whiskey has absorbed in this Raid.
    pub whiskey_absorbed: BTreeMap<usize, u8>,
    /// Seats whose Lucky was used this round.
    pub lucky_used: BTreeSet<usize>,
    /// Whether the defence has been revealed this Raid.
    pub revealed: bool,
    /// Start-of-raid damage already dealt.
    pub struck: Vec<super::actions::Strike>,
    /// Buildings where a cease fire ended the gunfight.
    pub ceased: BTreeSet<Building>,
}

/// Everything the table keeps track of.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct GunState {
    /// The characters in turn order.
    pub seats: Vec<Seat>,
    /// The buildings, in [`Building::ALL`] order.
    pub buildings: [Site; 6],
    /// The board values entered at setup.
    pub board: BTreeMap<String, i64>,
    /// The 4 Character Variant.
    pub four_characters: bool,
    /// The round, 1 to 6.
    pub round: u8,
    /// The seat whose turn it is (during [`Phase::Turns`]).
    pub turn: usize,
    /// Where the round is.
    pub phase: Phase,
    /// The score bullets loaded, one per round.
    pub chamber: Vec<u8>,
    /// This turn.
    pub this_turn: TurnState,
    /// This round.
    pub this_round: RoundState,
    /// The team that won the showdown after a tie.
    pub showdown_winner: Option<Team>,
}

impl GunState {
    /// The seat of a character, if it is in play.
    pub fn seat_of(&self, character: Character) -> Option<usize> {
        self.seats.iter().position(|s| s.character == character)
    }

    /// The seats of a team, in turn order.
    pub fn team(&self, team: Team) -> Vec<usize> {
        (0..self.seats.len())
            .filter(|s| self.seats[*s].team() == team)
            .collect()
    }

    /// The character whose turn it is, during the turns.
    pub fn active(&self) -> Option<Character> {
        (self.phase == Phase::Turns)
            .then(|| self.seats.get(self.turn).map(|s| s.character))
            .flatten()
    }

    /// A building's site.
    pub fn site(&self, building: Building) -> Site {
        self.buildings[building.index()]
    }

    /// Whether a building is standing.
    pub fn standing(&self, building: Building) -> bool {
        self.site(building) == Site::Standing
    }

    /// A board value, when the table entered it.
    pub fn board_value(&self, key: &str) -> Option<i64> {
        self.board.get(key).copied()
    }

    /// One seat's name for a message.
    pub fn name(&self, seat: usize) -> String {
        self.seats
            .get(seat)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    }

    /// The Renegades' score: the bullets in the chamber.
    pub fn renegade_score(&self) -> u32 {
        self.chamber.iter().map(|b| u32::from(*b)).sum()
    }

    /// The Pioneers' score: 2 per standing building.
    pub fn pioneer_score(&self) -> u32 {
        2 * self
            .buildings
            .iter()
            .filter(|s| **s == Site::Standing)
            .count() as u32
    }

    /// The attacked buildings, each with its attackers and defenders, in
    /// [`Building::ALL`] order.
    pub fn fights(&self) -> Vec<(Building, Vec<usize>, Vec<usize>)> {
        Building::ALL
            .iter()
            .filter_map(|b| {
                let at = |m: &BTreeMap<usize, Building>| -> Vec<usize> {
                    m.iter().filter(|(_, x)| *x == b).map(|(s, _)| *s).collect()
                };
                let attackers = at(&self.this_round.attacks);
                (!attackers.is_empty()).then(|| (*b, attackers, at(&self.this_round.defence)))
            })
            .collect()
    }

    /// Every building with its attackers and defenders (empty lists where
    /// nobody stands), in [`Building::ALL`] order.
    pub fn fights_and_bombs(&self) -> Vec<(Building, Vec<usize>, Vec<usize>)> {
        Building::ALL
            .iter()
            .map(|b| {
                let at = |m: &BTreeMap<usize, Building>| -> Vec<usize> {
                    m.iter().filter(|(_, x)| *x == b).map(|(s, _)| *s).collect()
                };
                (
                    *b,
                    at(&self.this_round.attacks),
                    at(&self.this_round.defence),
                )
            })
            .collect()
    }

    /// Ammo the Thief steals per action: 3, or 2 in the 4 Character Variant.
    pub fn ammo_per_theft(&self) -> u32 {
        if self.four_characters { 2 } else { 3 }
    }
}
