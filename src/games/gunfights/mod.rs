//! Gunfights & Gamblin': Pioneers (Mayor, Sheriff, Deputy) against
//! Renegades (Scout, Thief, Head Honcho) over six rounds, each ending in a
//! Raid on the town; or the 4 Character Variant.
//!
//! The table rolls real d20s and enters what they show; Holster keeps
//! health, ammo, money, items, Snake Oils, the Bullseye, the buildings and
//! the revolver chamber, and checks every entry against the text in
//! `rulebooks/gunfights-and-gamblin.en.txt`. Numbers printed on the boards
//! and not in the text (incomes, prices, theft numbers, Colt and Winchester
//! hit numbers) are board values ([`setup::BOARD_VALUES`]); an action that
//! needs one the table did not enter is refused with a finding that names it.
//!
//! One file per job: [`setup`] (people, characters, the variant, board
//! values), [`state`], [`actions`] (actions and events), `decide` with
//! `economy`, `raid`, `shots`, [`betty`], [`sheriff`], `agents`, `thief`, `trade` and
//! `round` (all rules), `evolve` (none), [`rules`] (the rule table),
//! `reminders`, [`gunfight`] (the arithmetic of a shot), [`notation`] and
//! `describe` (the history's words), [`queries`] (what the rules
//! allow now, asked by the decider and by the pads alike), and `odds` (the
//! exact chances of each roll before it is made: a shot's damage, Dynamite,
//! the Scout's Reveal, a theft, Target Practice).
//!
//! The Raid is entered step by step: the attacks, the revealed defence,
//! the start-of-raid damage ([`strikes`], dealt when the table confirms
//! it), the gunfights shot by shot ([`fights`] says who fires next, when a
//! gunfight is over and when a cease fire may be called) and the outcome.
//!
//! **Left to the table**, because the text does not give what Holster would
//! need:
//! - the Snake Oil deck's order (its size is not in the text): the table
//!   names the face-up card when it is given;
//! - a Raid fought on paper: the `raid` entry names the burned and the dead,
//!   and is checked against the attacks, the defence, the Fire Wagon, the
//!   start-of-raid damage and those dead (every gunfight must be over);
//! - the 4 Character Variant's removed Defense Cards: the text allows a
//!   triple defence, so at least two cards of each location remain, and
//!   with two Pioneers no revealed defence can be impossible.

pub mod actions;
mod agents;
pub mod betty;
pub mod characters;
mod chart;
mod decide;
mod describe;
mod economy;
mod evolve;
pub mod fights;
pub mod gunfight;
pub mod items;
pub mod notation;
mod odds;
mod order;
mod outcome;
pub mod queries;
mod raid;
mod raid_words;
mod reminders;
mod report;
mod round;
pub mod rules;
pub mod sample;
pub mod setup;
pub mod sheriff;
mod shots;
pub mod state;
pub mod strikes;
mod thief;
mod trade;

pub use actions::{Call, GunAction, GunEvent, Strike, Ware};
pub use characters::{Building, Character, NamesBuilding, Team};
pub use items::{Gun, Item, SnakeOil};
pub use setup::GunSetup;
pub use state::{GunState, Phase, Seat, Site};

use crate::core::{
    BoardValue, Choice, Counter, CounterId, Decision, Finding, Game, GameId, Msg, Rule, SetupField,
    SetupInput,
};

/// Gunfights & Gamblin'.
#[derive(Debug)]
pub struct Gunfights;

/// The highest ammo or money a counter holds, and can be corrected to: the
/// box's ammo and money are not finite, so the count is bounded only by what
/// it is kept in (gains saturate there). A lower bound for corrections alone
/// let a correction to it and a purchase after it leave the counter outside
/// its own range (found by the conformance harness).
const MAX_TOKENS: i64 = u32::MAX as i64;

impl Game for Gunfights {
    const ID: GameId = GameId::new("gunfights");
    // No BoardGameGeek page was found (docs/bgstats.md), so BG Stats
    // matches it by name. The team with more in the chamber wins.
    const BGG_ID: Option<u32> = None;
    const TEXTS: crate::core::GameTexts = crate::game_texts!("gunfights");
    // The characters' boards give the turn order (rulebook, setup C); who
    // sits where among the people is not part of the rules.
    const SEATING_MATTERS: bool = false;
    type Setup = GunSetup;
    type State = GunState;
    type Action = GunAction;
    type Event = GunEvent;

    fn rules() -> &'static [&'static Rule] {
        rules::RULES
    }

    fn setup(input: &SetupInput) -> Result<GunSetup, Msg> {
        setup::validate(input)
    }

    fn setup_input(setup: &GunSetup) -> SetupInput {
        setup::input(setup)
    }

    fn players(setup: &GunSetup) -> Vec<String> {
        (0..setup.characters.len())
            .map(|seat| setup.seat_name(seat))
            .collect()
    }

    fn outcome(setup: &GunSetup, state: &GunState) -> Option<crate::core::Outcome> {
        outcome::outcome(setup, state)
    }

    const CHART_STEP: crate::core::StepKind = crate::core::StepKind::Round;

    fn chart_series(setup: &GunSetup) -> Vec<crate::core::SeriesSpec> {
        chart::series(setup)
    }

    fn chart_reading(_setup: &GunSetup, state: &GunState) -> Option<crate::core::ChartReading> {
        Some(chart::reading(state))
    }

    fn dice(action: &GunAction) -> Vec<crate::core::DieThrow> {
        outcome::dice(action)
    }

    fn odds(
        _setup: &GunSetup,
        state: &GunState,
        considering: &crate::core::Considering,
    ) -> Vec<crate::core::Odds> {
        odds::odds(state, considering)
    }

    fn initial(setup: &GunSetup) -> GunState {
        setup::initial(setup)
    }

    fn decide(state: &GunState, action: &GunAction) -> Result<Decision<GunEvent>, Finding> {
        decide::decide(state, action)
    }

    fn evolve(state: GunState, event: &GunEvent) -> GunState {
        evolve::evolve(state, event)
    }

    fn reminders(state: &GunState) -> Vec<Finding> {
        reminders::reminders(state)
    }

    fn turn_of(setup: &GunSetup, seat: usize) -> Msg {
        setup.turn_of(seat)
    }

    fn counter_words() -> &'static [(&'static str, &'static [&'static str])] {
        &[
            ("health", &["gezondheid"]),
            ("ammo", &["munitie"]),
            ("money", &["geld", "cents", "cent"]),
            ("round", &["ronde"]),
        ]
    }

    fn counters(state: &GunState) -> Vec<Counter> {
        let mut counters = Vec::new();
        for (seat, s) in state.seats.iter().enumerate() {
            counters.push(Counter {
                id: CounterId::player(seat, "health"),
                label: Msg::new("gunfights-counter-health"),
                value: i64::from(s.health),
                min: 0,
                max: i64::from(setup::HEALTH),
            });
            counters.push(Counter {
                id: CounterId::player(seat, "ammo"),
                label: Msg::new("gunfights-counter-ammo"),
                value: i64::from(s.ammo),
                min: 0,
                max: MAX_TOKENS,
            });
            if s.character.buyer() {
                counters.push(Counter {
                    id: CounterId::player(seat, "money"),
                    label: Msg::new("gunfights-counter-money"),
                    value: i64::from(s.money),
                    min: 0,
                    max: MAX_TOKENS,
                });
            }
            if s.character == Character::Sheriff {
                counters.push(Counter {
                    id: CounterId::player(seat, "bullseye"),
                    label: Msg::new("gunfights-counter-bullseye"),
                    value: i64::from(s.bullseye),
                    min: 0,
                    max: i64::from(sheriff::MAX_BULLSEYE),
                });
            }
        }
        counters.push(Counter {
            id: CounterId::table("round"),
            label: Msg::new("gunfights-counter-round"),
            value: i64::from(state.round),
            min: 1,
            max: i64::from(setup::ROUNDS),
        });
        counters
    }

    fn correct(mut state: GunState, counter: &CounterId, value: i64) -> GunState {
        let small = |max: u8| u8::try_from(value.clamp(0, i64::from(max))).unwrap_or(0);
        let tokens = u32::try_from(value.clamp(0, MAX_TOKENS)).unwrap_or(0);
        match (counter.player, counter.name.as_str()) {
            (None, "round") => state.round = small(setup::ROUNDS).max(1),
            (Some(seat), name) => {
                if let Some(s) = state.seats.get_mut(seat) {
                    match name {
                        "health" => s.health = small(setup::HEALTH),
                        "ammo" => s.ammo = tokens,
                        "money" => s.money = tokens,
                        "bullseye" => s.bullseye = small(sheriff::MAX_BULLSEYE),
                        _ => {}
                    }
                }
            }
            (None, _) => {}
        }
        state
    }

    fn parse_action(setup: &GunSetup, text: &str) -> Result<GunAction, Msg> {
        notation::parse(setup, text)
    }

    fn format_action(setup: &GunSetup, action: &GunAction) -> String {
        notation::format(setup, action)
    }

    fn describe_action(setup: &GunSetup, action: &GunAction) -> Msg {
        describe::describe(setup, action)
    }

    fn describe_played(state: &GunState, _setup: &GunSetup, action: &GunAction) -> Option<Msg> {
        describe::described_played(state, action)
    }

    fn entry_hint() -> Msg {
        Msg::new("gunfights-hint")
    }

    fn actor(state: &GunState, action: &GunAction) -> Option<usize> {
        match action {
            GunAction::Trade { from, .. } => Some(*from),
            GunAction::Pocket { .. } => state.seat_of(Character::Thief),
            GunAction::Call { .. } => state.this_round.gamble.map(|g| g.seat),
            // The Raid's own doing, not one character's.
            GunAction::Raided { .. } | GunAction::Cease { .. } | GunAction::Strike { .. } => None,
            GunAction::Shoot { shooter, .. } => Some(*shooter),
            GunAction::Throw { thrower, .. } => Some(*thrower),
            _ => (state.phase == Phase::Turns).then_some(state.turn),
        }
    }

    /// A Blind Betty gamble waits for its gambler's call; in the Raid and
    /// the Showdown, whoever fires next.
    fn asked(state: &GunState) -> Vec<usize> {
        let mut seats = fights::to_shoot(state);
        seats.extend(state.this_round.gamble.map(|g| g.seat));
        seats.retain(|seat| Some(*seat) != Self::current_player(state));
        seats.sort_unstable();
        seats.dedup();
        seats
    }

    fn phone_keys() -> Vec<crate::core::PhoneKey> {
        notation::phone_keys()
    }

    /// The character, as the notation names it ("sheriff"), not the seat.
    fn seat_word(setup: &GunSetup, seat: usize) -> String {
        notation::slug(setup, seat).to_string()
    }

    fn current_player(state: &GunState) -> Option<usize> {
        (state.phase == Phase::Turns).then_some(state.turn)
    }

    fn progress(state: &GunState) -> Vec<Msg> {
        let round = Msg::new("gunfights-progress-round").arg("round", state.round);
        match state.phase {
            Phase::Over => vec![Msg::new("gunfights-progress-over")],
            Phase::Showdown => vec![Msg::new("gunfights-progress-showdown")],
            Phase::Raid => vec![round, Msg::new("gunfights-progress-raid")],
            Phase::Turns => {
                // Whose turn it is stands beside it (`current_player`).
                let mut out = vec![round];
                if state.active().is_some_and(Character::action_limited) {
                    let used = state.this_turn.actions;
                    out.push(if used >= 3 {
                        Msg::new("gunfights-progress-no-actions")
                    } else {
                        Msg::new("gunfights-progress-action").arg("action", used + 1)
                    });
                }
                out
            }
        }
    }

    fn board_values() -> &'static [BoardValue] {
        setup::BOARD_VALUES
    }

    /// The building out of play in the 4 Character Variant is never
    /// rebuilt: its price is not asked.
    fn board_value_used(input: &SetupInput, key: &str) -> bool {
        setup::out_of_play(input).is_none_or(|building| setup::rebuild_key(building) != key)
    }

    fn board_value(state: &GunState, key: &str) -> Option<i64> {
        state.board_value(key)
    }

    fn set_board_value(mut state: GunState, key: &str, value: i64) -> GunState {
        // The rules read every board value from the state, so from the next
        // entry on they use the new one.
        state.board.insert(key.to_string(), value);
        state
    }

    fn setup_fields(
        _players: usize,
        chosen: &std::collections::BTreeMap<String, String>,
    ) -> Vec<SetupField> {
        let four = chosen.get("variant").map(String::as_str) == Some("four-characters");
        // Who plays whom, one question per character in the game; left
        // open, the default applies (one each in turn order, or a team each
        // for two).
        let who = [
            ("mayor", "gunfights-setup-field-mayor"),
            ("sheriff", "gunfights-setup-field-sheriff"),
            ("deputy", "gunfights-setup-field-deputy"),
            ("scout", "gunfights-setup-field-scout"),
            ("thief", "gunfights-setup-field-thief"),
            ("head-honcho", "gunfights-setup-field-head-honcho"),
        ]
        .into_iter()
        .filter(|(key, _)| !four || !matches!(*key, "deputy" | "scout"))
        .map(|(key, label)| SetupField::Seat { key, label });
        let mut fields = vec![
            SetupField::OneOf {
                key: "variant",
                label: "gunfights-setup-field-variant",
                choices: vec![
                    Choice {
                        value: "six-characters",
                        label: "gunfights-variant-six",
                    },
                    Choice {
                        value: "four-characters",
                        label: "gunfights-variant-four",
                    },
                ],
                default: Some("six-characters"),
            },
            SetupField::OneOf {
                key: "out-of-play",
                label: "gunfights-setup-field-out-of-play",
                choices: vec![
                    Choice {
                        value: "church",
                        label: "gunfights-building-church",
                    },
                    Choice {
                        value: "stockade",
                        label: "gunfights-building-stockade",
                    },
                ],
                default: None,
            },
        ];
        // Only the variant puts a building out of play.
        if !four {
            fields.pop();
        }
        fields.extend(who);
        fields
    }
}
