//! Given/when/then helpers for the solo game.

use holster::core::{Finding, Game, SetupInput};
use holster::games::undead::state::Placed;
use holster::games::undead_solo::{SoloState, UndeadSolo};
use holster::session::Session;

/// A solo game in memory.
pub type Table = Session<UndeadSolo>;

use crate::support::entries;
pub use entries::*;

/// The player's band and Dead Ranger's.
pub const ME: usize = 0;
/// Dead Ranger's band.
pub const DR: usize = 1;

/// The setup input with options, and three 6-player building slots (a test value).
pub fn input(options: &[(&str, &str)]) -> SetupInput {
    SetupInput {
        players: vec!["Ann".to_string()],
        options: [("critical", "skull")]
            .iter()
            .chain(options)
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: [("slots-6".to_string(), 3)].into_iter().collect(),
    }
}

/// The three buildings, clockwise from the Graveyard: Saloon, Bank, Church.
pub const BUILDINGS: [&str; 3] = [
    "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
    "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
    "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
];

/// The Horde-er options switched on in `horde` (Horsemen, Reinforcements,
/// The Horde, Fast Undead), for random play over every mix of them.
pub fn horde_options(horde: &[bool; 4]) -> Vec<(&'static str, &'static str)> {
    horde
        .iter()
        .zip(["horsemen", "reinforcements", "horde", "fast"])
        .filter(|(on, _)| **on)
        .map(|(_, key)| (key, "yes"))
        .collect()
}

/// A table with these options, nothing entered.
#[track_caller]
pub fn empty(options: &[(&str, &str)]) -> Table {
    entries::create::<UndeadSolo>(&input(options))
}

/// Set up: the buildings and the street's Undead (weak 2 3).
#[track_caller]
pub fn ready_with(options: &[(&str, &str)]) -> Table {
    let mut t = empty(options);
    play(&mut t, &BUILDINGS);
    play(&mut t, &["undead 2 3 notoriety 2"]);
    t
}

/// Set up without options.
#[track_caller]
pub fn ready() -> Table {
    ready_with(&[])
}

/// Round 1 played: Ann on 5 (Outfit) takes Bullets 2 and 3; Dead Ranger's
/// 8 sent an Outlaw to Scout, whose Intimidation she walked out of (its 1
/// missed). Round 2 waits for her space.
#[track_caller]
pub fn armed() -> Table {
    armed_with(&[])
}

/// [`armed`] with these options.
#[track_caller]
pub fn armed_with(options: &[(&str, &str)]) -> Table {
    let mut t = ready_with(options);
    play(
        &mut t,
        &[
            "place 5",
            "ranger 8",
            "walk 1",
            "income bullet 2 bullet 3",
            "end",
            "next",
        ],
    );
    t
}

/// Enters a line on a state set by hand (what play reaches only slowly),
/// returning the state after and the findings; a refused line panics.
#[track_caller]
pub fn by_hand(t: &Table, state: &SoloState, line: &str) -> (SoloState, Vec<Finding>) {
    let action = UndeadSolo::parse_action(t.setup(), line).expect("readable");
    let decision = UndeadSolo::decide(state, &action).expect("possible");
    let after = decision
        .events
        .iter()
        .fold(state.clone(), UndeadSolo::evolve);
    (after, decision.findings)
}

/// Puts Outlaws of a band on a space by hand (standing or lying).
pub fn put(state: &mut SoloState, band: usize, space: u8, standing: bool) {
    state.base.spaces[usize::from(space)].push(Placed { band, standing });
}

/// Dead Ranger's Outlaws on the spaces: (space, standing), lowest first.
pub fn ranger_on(state: &SoloState) -> Vec<(u8, bool)> {
    (2..=8u8)
        .flat_map(|s| {
            state.base.spaces[usize::from(s)]
                .iter()
                .filter(|p| p.band == DR)
                .map(move |p| (s, p.standing))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The slots of a band's card that show a Bullet.
pub fn bullets(state: &SoloState, band: usize) -> Vec<u8> {
    (2..=7)
        .filter(|f| state.base.bands[band].bullet(*f))
        .collect()
}

/// Every finding's message in English, for the sentences.
pub fn english(findings: &[Finding]) -> Vec<String> {
    findings
        .iter()
        .map(|f| holster::i18n::tr(holster::i18n::Lang::En, &f.message()))
        .collect()
}
