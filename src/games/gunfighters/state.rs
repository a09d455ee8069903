//! What the table keeps track of: each hand's count and what the table has
//! seen of it, the Gunfire deck (draw pile count, discard pile face up),
//! the Bounty Coins, the Story and Climax piles, the town map and the turn.
//! Questions here hold no rule of their own.

use serde::{Deserialize, Serialize};

/// The Gunfire cards in the box: draw pile, discard pile and hands always add up to this.
pub const GUNFIRE: u8 = 42;
/// Gunfire cards of each location.
pub const PER_LOCATION: u8 = 7;
/// Cards dealt to each player.
pub const HAND: u8 = 5;
/// Bounty Coins in the box: players and the Bank always add up to this.
pub const COINS: u8 = 16;
/// Story cards in the box.
pub const STORY: u8 = 16;
/// Climax cards in the box.
pub const CLIMAX: u8 = 6;
/// Bounty Coins that win at the end of a round.
pub const WIN_COINS: u8 = 9;
/// Coins each of the last two takes from the Bank to play on instead of a draw.
pub const PLAY_ON_COINS: u8 = 8;
/// Places controlled that win at once (extra rule B).
pub const CONTROL_WINS: usize = 3;
/// Cards of one location spent to take control of it (extra rule B).
pub const CONTROL_CARDS: u8 = 3;

/// The six locations of town, one per kind of Gunfire card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// The Stable.
    Stable,
    /// The Saloon.
    Saloon,
    /// The Station.
    Station,
    /// The Plaza, in the middle of the map.
    Plaza,
    /// The Ranch.
    Ranch,
    /// The Cliff, far out of town.
    Cliff,
}

impl Location {
    /// All six, in the rulebook's order.
    pub const ALL: [Location; 6] = [
        Location::Stable,
        Location::Saloon,
        Location::Station,
        Location::Plaza,
        Location::Ranch,
        Location::Cliff,
    ];

    /// The word the notation writes (the printed name, lower case).
    pub fn slug(self) -> &'static str {
        match self {
            Location::Stable => "stable",
            Location::Saloon => "saloon",
            Location::Station => "station",
            Location::Plaza => "plaza",
            Location::Ranch => "ranch",
            Location::Cliff => "cliff",
        }
    }

    /// The name printed on the card (kept in Dutch too).
    pub fn printed(self) -> &'static str {
        match self {
            Location::Stable => "Stable",
            Location::Saloon => "Saloon",
            Location::Station => "Station",
            Location::Plaza => "Plaza",
            Location::Ranch => "Ranch",
            Location::Cliff => "Cliff",
        }
    }

    /// The translation key of its name.
    pub fn name_key(self) -> &'static str {
        match self {
            Location::Stable => "mgf-location-stable",
            Location::Saloon => "mgf-location-saloon",
            Location::Station => "mgf-location-station",
            Location::Plaza => "mgf-location-plaza",
            Location::Ranch => "mgf-location-ranch",
            Location::Cliff => "mgf-location-cliff",
        }
    }

    /// Its place in [`Location::ALL`].
    pub fn index(self) -> usize {
        Location::ALL.iter().position(|l| *l == self).unwrap_or(0)
    }

    /// Reads a location: the printed name, or the Dutch word a player may say
    /// (stal, plein, klif), case ignored.
    pub fn parse(typed: &str) -> Option<Location> {
        match typed.trim().to_lowercase().as_str() {
            "stable" | "stal" => Some(Location::Stable),
            "saloon" => Some(Location::Saloon),
            "station" => Some(Location::Station),
            "plaza" | "plein" => Some(Location::Plaza),
            "ranch" => Some(Location::Ranch),
            "cliff" | "klif" => Some(Location::Cliff),
            _ => None,
        }
    }
}

/// The four kinds of Climax card the rulebook describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClimaxType {
    /// After a Move, a Shoot.
    QuickDraw,
    /// After a Shoot, a Move.
    Horse,
    /// No effect whatsoever.
    HardLiquor,
    /// Shoot any single place without revealing a card.
    Rifle,
}

impl ClimaxType {
    /// All four, in the rulebook's order.
    pub const ALL: [ClimaxType; 4] = [
        ClimaxType::QuickDraw,
        ClimaxType::Horse,
        ClimaxType::HardLiquor,
        ClimaxType::Rifle,
    ];

    /// The word the notation writes.
    pub fn slug(self) -> &'static str {
        match self {
            ClimaxType::QuickDraw => "quick-draw",
            ClimaxType::Horse => "horse",
            ClimaxType::HardLiquor => "hard-liquor",
            ClimaxType::Rifle => "rifle",
        }
    }

    /// The translation key of its printed name.
    pub fn name_key(self) -> &'static str {
        match self {
            ClimaxType::QuickDraw => "mgf-climax-quick-draw",
            ClimaxType::Horse => "mgf-climax-horse",
            ClimaxType::HardLiquor => "mgf-climax-hard-liquor",
            ClimaxType::Rifle => "mgf-climax-rifle",
        }
    }

    /// Reads a type by its printed name (spaces, hyphens and case ignored).
    pub fn parse(typed: &str) -> Option<ClimaxType> {
        let plain: String = typed
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase();
        match plain.as_str() {
            "quickdraw" => Some(ClimaxType::QuickDraw),
            "horse" | "paard" => Some(ClimaxType::Horse),
            "hardliquor" => Some(ClimaxType::HardLiquor),
            "rifle" | "geweer" => Some(ClimaxType::Rifle),
            _ => None,
        }
    }
}

/// One player at the table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Player {
    /// The name, for messages.
    pub name: String,
    /// Gunfire cards in hand (the table sees only the count).
    pub hand: u8,
    /// The cards the table has seen in this hand and that cannot have left
    /// it since, by location (as counts in [`Location::ALL`] order).
    pub known: [u8; 6],
    /// The face-up fifth card dealt ("for all to see"), public by the rules
    /// whether or not the table keeps the rest of its memory.
    pub face_up: Option<Location>,
    /// Bounty Coins held.
    pub coins: u8,
    /// The Climax card in front of the hand, by its type.
    pub climax: Option<ClimaxType>,
    /// Out of the game.
    pub out: bool,
}

impl Player {
    /// Whether the player is still in the game.
    pub fn alive(&self) -> bool {
        !self.out
    }

    /// Whether the player is in the Climax Phase: down to one gunfighter.
    pub fn in_climax_phase(&self) -> bool {
        !self.out && self.hand == 1
    }

    /// How many cards of a location the table knows to be in this hand.
    pub fn known_at(&self, location: Location) -> u8 {
        self.known[location.index()]
    }
}

/// What the player whose turn it is may still do in it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// No action taken yet.
    #[default]
    Start,
    /// Moved with a Quick Draw: a Shoot may follow.
    QuickDraw,
    /// Shot with a Horse: a Move may follow.
    Horse,
    /// A Story card was turned: its effect is applied, then the turn ends.
    Story,
    /// A Story card with the mark was turned: after its effect, one free Shoot.
    StoryMark,
    /// The action is taken and nothing may follow (the turn is passing).
    Done,
}

/// The turn.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Turn {
    /// Turns begun, from 1.
    pub number: u32,
    /// The seat whose turn it is.
    pub player: usize,
    /// What may follow in it.
    pub stage: Stage,
    /// The player whose turn just ended, while the next has taken no action
    /// yet: the end of that turn, when extra rule B lets them take control.
    pub previous: Option<usize>,
    /// Rounds completed (the turn came back to the first player's seat).
    pub rounds: u32,
}

/// How the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// Still playing.
    #[default]
    Playing,
    /// Two left in the Climax Phase with no coins: a draw, unless one plays on.
    DrawOffered,
    /// Won by one player (or, after a hand correction, several).
    Won(Vec<usize>),
    /// A draw between these players.
    Drawn(Vec<usize>),
}

impl End {
    /// Whether nothing more is played.
    pub fn is_over(&self) -> bool {
        matches!(self, End::Won(_) | End::Drawn(_))
    }
}

/// Everything the table tracks.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct GfState {
    /// The players in seating order.
    pub players: Vec<Player>,
    /// The first player's seat (a round ends when the turn comes back to it).
    pub first: usize,
    /// Cards in the face-down Gunfire pile.
    pub draw_pile: u8,
    /// The face-up discard pile, bottom first: the last is the top card.
    pub discards: Vec<Location>,
    /// Bounty Coins in the Bank.
    pub bank: u8,
    /// Story cards still in their pile.
    pub story_pile: u8,
    /// Climax cards in their pile.
    pub climax_pile: u8,
    /// Players who are to draw a Climax card now, in order.
    pub climax_due: Vec<usize>,
    /// Who controls each location (extra rule B), in [`Location::ALL`] order.
    pub control: [Option<usize>; 6],
    /// The turn.
    pub turn: Turn,
    /// How the game stands.
    pub end: End,
    /// The options chosen at setup.
    pub options: super::setup::Options,
    /// Bounty Coins each player started with, when the table entered it.
    pub starting_coins: Option<u8>,
    /// Whether a turn's action has been entered yet (the starting coins
    /// may be dealt until then).
    pub started: bool,
}

impl GfState {
    /// A seat's name, for messages.
    pub fn name(&self, seat: usize) -> String {
        self.players
            .get(seat)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    /// The player whose turn it is.
    pub fn active(&self) -> Option<&Player> {
        self.players.get(self.turn.player)
    }

    /// The next player still in the game to the left of `seat`.
    pub fn next_alive(&self, seat: usize) -> Option<usize> {
        let n = self.players.len();
        (1..=n)
            .map(|step| (seat + step) % n)
            .find(|s| self.players[*s].alive())
    }

    /// The seats still in the game.
    pub fn alive(&self) -> Vec<usize> {
        (0..self.players.len())
            .filter(|s| self.players[*s].alive())
            .collect()
    }

    /// Cards of a location lying face up on the discard pile.
    pub fn discarded(&self, location: Location) -> u8 {
        let n = self.discards.iter().filter(|l| **l == location).count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    /// Cards of a location the table has seen: on the discard pile or known in a hand.
    pub fn seen(&self, location: Location) -> u8 {
        self.players
            .iter()
            .map(|p| p.known_at(location))
            .fold(self.discarded(location), u8::saturating_add)
    }

    /// The top card of the discard pile.
    pub fn top_discard(&self) -> Option<Location> {
        self.discards.last().copied()
    }

    /// Gunfire cards in the hands.
    pub fn in_hands(&self) -> u32 {
        self.players.iter().map(|p| u32::from(p.hand)).sum()
    }

    /// Every Gunfire card counted: the draw pile, the discard pile and the hands.
    pub fn gunfire_total(&self) -> u32 {
        u32::from(self.draw_pile)
            + u32::try_from(self.discards.len()).unwrap_or(u32::MAX)
            + self.in_hands()
    }

    /// Every Bounty Coin counted: the players' and the Bank's.
    pub fn coin_total(&self) -> u32 {
        u32::from(self.bank) + self.players.iter().map(|p| u32::from(p.coins)).sum::<u32>()
    }

    /// The locations a seat controls.
    pub fn controlled_by(&self, seat: usize) -> Vec<Location> {
        Location::ALL
            .into_iter()
            .filter(|l| self.control[l.index()] == Some(seat))
            .collect()
    }

    /// Whether the player whose turn it is has taken the turn's action.
    pub fn acted(&self) -> bool {
        self.turn.stage != Stage::Start
    }
}
