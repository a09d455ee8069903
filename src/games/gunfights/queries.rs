//! Questions the rules answer about a state: what a purchase costs, where
//! it is bought, whether a once-a-turn or once-a-round action is still
//! open, what may be chosen. The decider asks them to judge an entry and
//! the pads ask them to offer, grey or label a button, so that each price,
//! limit and "may he still" is written once.

use super::actions::Ware;
use super::characters::{Building, Character, Team};
use super::gunfight::{Shooter, hit_number};
use super::items::{Gun, Item, SnakeOil};
use super::setup::{ROUNDS, rebuild_key};
use super::state::{GunState, Site};

/// Ammo at the Ammo Depot: 5 cents a token (given in the text).
pub const AMMO_PRICE: u32 = 5;
/// The Winchester with a Colt traded in: 25 cents (given in the text).
pub const TRADE_IN_PRICE: u32 = 25;

/// A number printed on a board that the table did not enter: its key in
/// [`BOARD_VALUES`](super::setup::BOARD_VALUES).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Missing(pub &'static str);

/// A board value as a number of cents or a die number, when the table
/// entered it.
pub fn board(state: &GunState, key: &'static str) -> Result<u32, Missing> {
    state
        .board_value(key)
        .and_then(|v| u32::try_from(v).ok())
        .ok_or(Missing(key))
}

/// What a purchase costs: ammo at its price a token, the Winchester with a
/// Colt traded in at its price, anything else at its board price.
pub fn price(state: &GunState, ware: Ware, trade_in: bool) -> Result<u32, Missing> {
    match ware {
        Ware::Ammo(count) => Ok(count.saturating_mul(AMMO_PRICE)),
        Ware::Item(Item::Winchester) if trade_in => Ok(TRADE_IN_PRICE),
        Ware::Item(item) => board(state, item.price_key()),
    }
}

/// Where the Pioneers buy a ware: ammo at the Ammo Depot, an item where it
/// is sold (the Saloon or the Store).
pub fn shop(ware: Ware) -> Building {
    match ware {
        Ware::Ammo(_) => Building::AmmoDepot,
        Ware::Item(item) => item.building(),
    }
}

/// The building a team's purchase needs when it is not standing: only the
/// Pioneers need their town's; the Renegades buy in other towns.
pub fn closed_shop(state: &GunState, team: Team, ware: Ware) -> Option<Building> {
    let building = shop(ware);
    (team == Team::Pioneers && !state.standing(building)).then_some(building)
}

/// The buildings the Mayor may rebuild: the burned ones (not those out of play).
pub fn rebuildable(state: &GunState) -> Vec<Building> {
    Building::ALL
        .into_iter()
        .filter(|b| state.site(*b) == Site::Burned)
        .collect()
}

/// What rebuilding a building costs (printed on the Town Board).
pub fn rebuild_price(state: &GunState, building: Building) -> Result<u32, Missing> {
    board(state, rebuild_key(building))
}

/// The number a theft roll must reach for an item (printed on the Town Board).
pub fn theft_number(state: &GunState, item: Item) -> Result<u32, Missing> {
    board(state, item.theft_key())
}

/// Whether a character has gambled with Blind Betty this round (once a round).
pub fn betty_played(state: &GunState, character: Character) -> bool {
    state.this_round.gambled.contains(&character)
}

/// Whether Blind Betty is open to a character: the Mayor needs the
/// Gamblin' House standing; the Renegades gamble in other towns.
pub fn betty_open(state: &GunState, character: Character) -> bool {
    character != Character::Mayor || state.standing(Building::GamblinHouse)
}

/// Whether the Sheriff may still play Target Practice this turn (once a turn).
pub fn may_practice(state: &GunState) -> bool {
    !state.this_turn.practiced
}

/// Whether the Deputy's cycle by the seat whose turn it is would be his
/// free one (the first each turn).
pub fn free_cycle(state: &GunState, seat: usize) -> bool {
    state
        .seats
        .get(seat)
        .is_some_and(|s| s.character == Character::Deputy)
        && !state.this_turn.free_cycle
}

/// The Deputy's best Guard Information roll, which the Scout's Reveal must
/// beat; none: the action alone gains the information, no die needed.
pub fn to_beat(state: &GunState) -> Option<u8> {
    state.this_round.guard
}

/// The items the Thief can move into or out of his hidden pocket: those he
/// holds that are not guns.
pub fn pocketable(state: &GunState) -> Vec<Item> {
    let Some(thief) = state
        .seat_of(Character::Thief)
        .and_then(|s| state.seats.get(s))
    else {
        return Vec::new();
    };
    Item::ALL
        .into_iter()
        .filter(|i| i.gun().is_none() && thief.holds(*i))
        .collect()
}

/// Whether a seat holds Lucky.
pub fn holds_lucky(state: &GunState, seat: usize) -> bool {
    state
        .seats
        .get(seat)
        .is_some_and(|s| s.snake_oil == Some(SnakeOil::Lucky))
}

/// Whether a seat may use Lucky now: it holds it and has not used it this
/// round.
pub fn lucky_ready(state: &GunState, seat: usize) -> bool {
    holds_lucky(state, seat) && !state.this_round.lucky_used.contains(&seat)
}

/// Whether a seat's Lightweight is there and not yet used this round.
pub fn lightweight_ready(state: &GunState, seat: usize) -> bool {
    state
        .seats
        .get(seat)
        .is_some_and(|s| s.snake_oil == Some(SnakeOil::Lightweight))
        && !state.this_round.lightweight_used.contains(&seat)
}

/// Whether a shooter may keep his Lightweight for later this round: it is
/// ready and a Beer or a Tobacco of his could use it on this shot.
pub fn may_keep_lightweight(state: &GunState, seat: usize) -> bool {
    lightweight_ready(state, seat)
        && state
            .seats
            .get(seat)
            .is_some_and(|s| s.holds(Item::Beer) || s.holds(Item::Tobacco))
}

/// Whether both a shooter's Beer and his Tobacco could kick in on a shot,
/// so that he must say which before the dice decide it.
pub fn may_choose_kick(state: &GunState, seat: usize) -> bool {
    state
        .seats
        .get(seat)
        .is_some_and(|s| s.holds(Item::Beer) && s.holds(Item::Tobacco))
}

/// Whether a character may throw Dynamite: he holds it.
pub fn may_throw(state: &GunState, seat: usize) -> bool {
    state
        .seats
        .get(seat)
        .is_some_and(|s| s.holds(Item::Dynamite))
}

/// Whether a building can take a tile in the Raid (not out of play).
pub fn in_play(state: &GunState, building: Building) -> bool {
    state.site(building) != Site::OutOfPlay
}

/// Whether the Fire Wagon comes to this Raid (round 6 only).
pub fn wagon_comes(state: &GunState) -> bool {
    state.round == ROUNDS
}

/// What a seat brings to a shot with its board as it stands: its gun's hit
/// number for its team, the Bullseye, Deadeye, Head Hunter, Beer (two with
/// the Thief's pocket), Tobacco and Lightweight when it is ready; no Lucky
/// (chosen after the roll). `Missing` names the hit number not entered;
/// none for a seat not at the table.
pub fn shooter(state: &GunState, seat: usize) -> Option<Result<Shooter, Missing>> {
    let board = state.seats.get(seat)?;
    let team = board.team();
    let Some(need) = hit_number(team, board.gun, &state.board) else {
        return Some(Err(Missing(match (board.gun, team) {
            (Gun::Colt, Team::Pioneers) => "hit-colt-pioneer",
            (Gun::Colt, Team::Renegades) => "hit-colt-renegade",
            (_, Team::Pioneers) => "hit-winchester-pioneer",
            (_, Team::Renegades) => "hit-winchester-renegade",
        })));
    };
    Some(Ok(Shooter {
        need,
        bullseye: board.bullseye,
        deadeye: board.snake_oil == Some(SnakeOil::Deadeye),
        head_hunter: board.snake_oil == Some(SnakeOil::HeadHunter),
        beer: board.holds(Item::Beer),
        second_beer: board.items.contains(&Item::Beer) && board.pocket == Some(Item::Beer),
        tobacco: board.holds(Item::Tobacco),
        lightweight: lightweight_ready(state, seat),
        lucky_die: None,
    }))
}
