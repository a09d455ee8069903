//! The Quick and the Undead: 2 to 6 players (or the 2-player variant with
//! two bands each), days of three rounds, a Law badge passing clockwise,
//! secret d8 actions revealed together, duels, a Targeting card of six
//! Bullet/Casing slots per band, Undead and Boot Hill, buildings, High Noon.
//!
//! The table rolls and places; Holster keeps the books and checks each
//! entry against `rulebooks/the-quick-and-the-undead.en.txt`. What the
//! text leaves to the printed cards is entered when it comes face up: each
//! building card (name, cost, Notoriety, one of the twenty abilities, the
//! bonus of its slot) and each Undead card (weak points, Notoriety). The
//! board's building slots per player count are board values. Where the text
//! is silent the table decides at setup (the Critical token's starting side,
//! the seating of the four bands in the 2-player variant) and the setup
//! records it. The solo variant is its own game (`games::undead_solo`),
//! built on these pieces.
//!
//! One file per job: [`setup`], [`state`], [`abilities`] (the twenty),
//! [`spaces`] (the action spaces and what a shot does), [`actions`],
//! `decide` (dispatch and setup's entries) with `flow` (the round), `duel`,
//! `turn` (hire, intimidate, steal, income), `hunt` (Undead), `control`
//! (buying and the fight for control) and `ending` (scores and the duel to
//! the death), `work` (the moves they share), `evolve` (no rules),
//! [`rules`], `reminders`, [`notation`] with `format`, `describe`, and
//! [`odds`] (the chances at a shot or a duel).

pub mod abilities;
pub mod actions;
pub mod box_cards;
mod chart;
pub mod contents;
mod control;
mod counters;
mod decide;
mod describe;
mod duel;
pub mod ending;
mod evolve;
mod flow;
pub mod format;
pub mod hunt;
pub mod notation;
pub mod odds;
mod outcome;
pub mod pad_queries;
pub mod rules;
pub mod setup;
mod setup_fields;
pub(crate) mod solo_seam;
pub mod spaces;
pub mod state;
mod tokens;
mod turn;
mod work;

pub use abilities::Ability;
pub use actions::{Answer, DuelShot, Item, Pay, UndeadAction, UndeadEvent, Where};
pub use setup::UndeadSetup;
pub use state::{Band, Building, Phase, Place, Resource, Side, Step, UndeadCard, UndeadState};

pub use control::price;
pub use decide::find_building;
pub use turn::income_fits;

use crate::core::{
    BoardValue, Counter, CounterId, Decision, Finding, Game, GameId, Msg, Rule, SetupField,
    SetupInput,
};

/// The Quick and the Undead.
#[derive(Debug)]
pub struct Undead;

impl Game for Undead {
    const ID: GameId = GameId::new("undead");
    // "The Quick and the Undead" on BoardGameGeek (docs/bgstats.md); "the
    // outlaw with the most Notoriety wins".
    const BGG_ID: Option<u32> = Some(286_534);
    const TEXTS: crate::core::GameTexts = crate::game_texts!("undead");
    type Setup = UndeadSetup;
    type State = UndeadState;
    type Action = UndeadAction;
    type Event = UndeadEvent;

    fn rules() -> &'static [&'static Rule] {
        rules::RULES
    }

    fn setup(input: &SetupInput) -> Result<UndeadSetup, Msg> {
        setup::validate(input)
    }

    fn setup_input(setup: &UndeadSetup) -> SetupInput {
        setup::input(setup)
    }

    fn setup_fields(
        players: usize,
        chosen: &std::collections::BTreeMap<String, String>,
    ) -> Vec<SetupField> {
        setup_fields::setup_fields(players, chosen)
    }

    fn players(setup: &UndeadSetup) -> Vec<String> {
        setup.band_names()
    }

    fn outcome(setup: &UndeadSetup, state: &UndeadState) -> Option<crate::core::Outcome> {
        outcome::outcome(setup, state)
    }

    const CHART_STEP: crate::core::StepKind = crate::core::StepKind::RoundOfDays(state::ROUNDS);

    fn chart_series(setup: &UndeadSetup) -> Vec<crate::core::SeriesSpec> {
        chart::series(setup)
    }

    fn chart_reading(
        _setup: &UndeadSetup,
        state: &UndeadState,
    ) -> Option<crate::core::ChartReading> {
        Some(chart::reading(state))
    }

    fn dice(action: &UndeadAction) -> Vec<crate::core::DieThrow> {
        outcome::dice(action)
    }

    fn initial(setup: &UndeadSetup) -> UndeadState {
        setup::initial(setup)
    }

    fn decide(
        state: &UndeadState,
        action: &UndeadAction,
    ) -> Result<Decision<UndeadEvent>, Finding> {
        decide::decide(state, action)
    }

    fn evolve(state: UndeadState, event: &UndeadEvent) -> UndeadState {
        evolve::evolve(state, event)
    }

    fn reminders(state: &UndeadState) -> Vec<Finding> {
        reminders_now(state)
    }

    fn counter_words() -> &'static [(&'static str, &'static [&'static str])] {
        &[
            ("coins", &["coin", "munt", "munten"]),
            ("notoriety", &["notoriety-fiches"]),
            ("outlaws", &["outlaw", "home", "thuis"]),
            ("boot-hill", &["boothill"]),
            ("supply-coins", &["voorraad-munten"]),
            ("supply-notoriety", &["voorraad-notoriety"]),
            ("fives", &["vijven"]),
            ("supply-fives", &["voorraad-vijven"]),
        ]
    }

    fn counters(state: &UndeadState) -> Vec<Counter> {
        counters::counters(state)
    }

    fn correct(state: UndeadState, counter: &CounterId, value: i64) -> UndeadState {
        counters::correct(state, counter, value)
    }

    fn parse_action(setup: &UndeadSetup, text: &str) -> Result<UndeadAction, Msg> {
        notation::parse(setup, text)
    }

    fn format_action(setup: &UndeadSetup, action: &UndeadAction) -> String {
        format::format(setup, action)
    }

    fn describe_action(setup: &UndeadSetup, action: &UndeadAction) -> Msg {
        describe::describe(setup, action)
    }

    fn entry_hint() -> Msg {
        Msg::new("undead-hint")
    }

    /// "Shoot again?" while an attempt at an Undead is under way, and a
    /// duel's chances before its d8s are rolled (`odds`).
    fn odds(
        _setup: &UndeadSetup,
        state: &UndeadState,
        considering: &crate::core::Considering,
    ) -> Vec<crate::core::Odds> {
        odds::odds(state, considering)
    }

    fn actor(state: &UndeadState, action: &UndeadAction) -> Option<usize> {
        match action {
            UndeadAction::Start { band, .. }
            | UndeadAction::Use { band, .. }
            | UndeadAction::Hire { band, .. }
            | UndeadAction::Leave { band, .. }
            | UndeadAction::Keep { band, .. }
            | UndeadAction::Extra { band, .. }
            | UndeadAction::Change { band, .. }
            | UndeadAction::BuyOff { band } => Some(*band),
            UndeadAction::Undead { .. } => state.draws.first().map(|d| d.band),
            UndeadAction::Hiring { .. } | UndeadAction::Reveal { .. } => Some(state.law),
            _ => state.active(),
        }
    }

    /// A duel waits for its duelists, who roll at once: any of them enters
    /// it (the duel is no one band's move, see [`Game::actor`]).
    fn asked(state: &UndeadState) -> Vec<usize> {
        match (&state.phase, &state.resolution.step) {
            (Phase::Resolve, Step::Duel(bands)) if state.draws.is_empty() => bands.clone(),
            _ => Vec::new(),
        }
    }

    fn phone_keys() -> Vec<crate::core::PhoneKey> {
        notation::phone_keys()
    }

    fn current_player(state: &UndeadState) -> Option<usize> {
        // "The Law will be responsible for announcing the stages of the
        // round" (Setup 6): while the Round Start abilities are used, the
        // Law asks who is Hiring Guns and tells all to reveal, it is the
        // Law's move; an Undead owed is placed by the band that drew it.
        if let Some(draw) = state.draws.first() {
            return Some(draw.band);
        }
        match state.phase {
            Phase::RoundStart | Phase::Reveal => Some(state.law),
            _ => state.active(),
        }
    }

    fn progress(state: &UndeadState) -> Vec<Msg> {
        match &state.phase {
            Phase::Buildings | Phase::SetupUndead | Phase::Starting => {
                vec![Msg::new("undead-progress-setup")]
            }
            Phase::Over => vec![Msg::new("undead-progress-over")],
            Phase::Tiebreak(_) => vec![Msg::new("undead-progress-tiebreak")],
            _ => {
                let mut out = vec![
                    Msg::new("undead-progress-day")
                        .arg("day", i64::from(state.day))
                        .arg("round", state.round),
                    Msg::new("undead-progress-law").arg("law", state.name(state.law)),
                ];
                if state.final_round {
                    out.push(Msg::new("undead-progress-high-noon"));
                }
                out
            }
        }
    }

    fn board_values() -> &'static [BoardValue] {
        setup::BOARD_VALUES
    }

    /// Only the building slots of this table's number of bands.
    fn board_value_used(input: &SetupInput, key: &str) -> bool {
        key == setup::slots_key(setup::band_count(input))
    }

    fn board_value(state: &UndeadState, key: &str) -> Option<i64> {
        if key == setup::slots_key(state.bands.len()) {
            (state.slots > 0).then(|| i64::try_from(state.slots).unwrap_or(0))
        } else {
            state.other_slots.get(key).copied()
        }
    }

    fn box_values(state: &UndeadState) -> Vec<(String, i64)> {
        box_cards::entered(state)
    }

    fn set_board_value(mut state: UndeadState, key: &str, value: i64) -> UndeadState {
        if key == setup::slots_key(state.bands.len()) {
            state.slots = usize::try_from(value).unwrap_or(0);
        } else {
            state.other_slots.insert(key.to_string(), value);
        }
        state
    }
}

/// The reminders for the state now.
fn reminders_now(state: &UndeadState) -> Vec<Finding> {
    reminders::reminders(state)
}

mod reminders;
