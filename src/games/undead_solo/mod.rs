//! The Quick and the Undead played solo against Dead Ranger, the automa
//! (the Solo Variant of `rulebooks/the-quick-and-the-undead.en.txt`).
//!
//! Holster never rolls: the player rolls Dead Ranger's d8 and enters it,
//! and Holster says where its Outlaw goes and what it does, keeps its card
//! and its Outlaws, and applies the variant's rules. The table is the
//! multiplayer game's, with two bands (the player, band 0, always the Law;
//! Dead Ranger, band 1), and the player's own turn is decided by the
//! multiplayer rules; the variant's changes are here: [`setup`], [`state`],
//! [`actions`], `decide` (placing, the duel, Intimidating Dead Ranger,
//! stealing from the supply, Undead placed by Holster, the ends), `ranger`
//! (the automa), `work` (the bridge to the multiplayer moves), `evolve`,
//! [`rules`], `reminders`, [`notation`], [`say`] (what Dead Ranger did) and
//! [`odds`] (what its d8 may bring).
//!
//! Where the variant is silent, and what Holster does (docs/undead-rules.md,
//! SS… rows): Dead Ranger keeps no Notoriety for a kill (it has no stash
//! and takes no income); its Critical Miss sends its Outlaw back to the
//! Graveyard (its only stash) without an Undead; the game ends as soon as
//! its card has no Bullet; a building "cleared of Undead" is one with none
//! on it now.

pub mod actions;
mod chart;
pub mod choices;
pub(crate) mod decide;
mod evolve;
pub mod notation;
pub mod odds;
mod outcome;
pub mod ranger;
mod reminders;
pub mod rules;
pub mod say;
pub mod setup;
pub mod state;
pub(crate) mod work;

pub use actions::SoloAction;
pub use decide::ranger_turn;
pub use setup::SoloSetup;
pub use state::{End, Horde, Said, Score, SoloEvent, SoloState};

use crate::core::{
    BoardValue, Counter, CounterId, Decision, Finding, Game, GameId, GameTexts, Msg, Rule,
    SetupField, SetupInput,
};
use crate::games::undead::solo_seam::Undead;
use crate::games::undead::solo_seam::state::Phase;
use state::{PLAYER, RANGER, RANGER_NAME};

/// The Quick and the Undead, solo against Dead Ranger.
#[derive(Debug)]
pub struct UndeadSolo;

/// Its own messages, with the multiplayer game's reference (whose `solo.*`
/// sections are the variant) and glossary.
const TEXTS: GameTexts = GameTexts {
    name: "undead-solo",
    reference_en: Undead::TEXTS.reference_en,
    reference_nl: Undead::TEXTS.reference_nl,
    glossary: Undead::TEXTS.glossary,
};

impl Game for UndeadSolo {
    const ID: GameId = GameId::new("undead-solo");
    const VARIANT_OF: Option<GameId> = Some(super::undead::Undead::ID);
    // A play of the same game on BoardGameGeek; its score is the
    // variant's formula, highest best.
    const BGG_ID: Option<u32> = Some(286_534);
    const TEXTS: GameTexts = TEXTS;
    // One player: one seat to fill.
    const FIRST_SEATS: usize = 1;
    type Setup = SoloSetup;
    type State = SoloState;
    type Action = SoloAction;
    type Event = SoloEvent;

    fn rules() -> &'static [&'static Rule] {
        rules::RULES
    }

    fn setup(input: &SetupInput) -> Result<SoloSetup, Msg> {
        setup::validate(input)
    }

    fn setup_input(setup: &SoloSetup) -> SetupInput {
        setup::input(setup)
    }

    fn setup_fields(
        players: usize,
        chosen: &std::collections::BTreeMap<String, String>,
    ) -> Vec<SetupField> {
        setup::setup_fields(players, chosen)
    }

    fn players(setup: &SoloSetup) -> Vec<String> {
        vec![setup.player.clone()]
    }

    const CHART_STEP: crate::core::StepKind =
        crate::core::StepKind::RoundOfDays(crate::games::undead::solo_seam::state::ROUNDS);

    fn chart_series(setup: &SoloSetup) -> Vec<crate::core::SeriesSpec> {
        chart::series(setup)
    }

    fn chart_reading(_setup: &SoloSetup, state: &SoloState) -> Option<crate::core::ChartReading> {
        Some(chart::reading(state))
    }

    fn outcome(setup: &SoloSetup, state: &SoloState) -> Option<crate::core::Outcome> {
        outcome::outcome(setup, state)
    }

    fn dice(action: &SoloAction) -> Vec<crate::core::DieThrow> {
        outcome::dice(action)
    }

    fn initial(setup: &SoloSetup) -> SoloState {
        setup::initial(setup)
    }

    fn decide(state: &SoloState, action: &SoloAction) -> Result<Decision<SoloEvent>, Finding> {
        decide::decide(state, action)
    }

    fn evolve(state: SoloState, event: &SoloEvent) -> SoloState {
        evolve::evolve(state, event)
    }

    fn reminders(state: &SoloState) -> Vec<Finding> {
        reminders::reminders(state)
    }

    fn counter_words() -> &'static [(&'static str, &'static [&'static str])] {
        Undead::counter_words()
    }

    /// The player's Coins, Notoriety and Outlaws at home, Boot Hill and
    /// the supply: the multiplayer game's numbers with their ranges (a
    /// correction takes from the supply and gives back to it).
    fn counters(state: &SoloState) -> Vec<Counter> {
        Undead::counters(&state.base)
            .into_iter()
            .filter(|c| match c.id.player {
                Some(seat) => {
                    seat == PLAYER
                        && ["coins", "notoriety", "outlaws"].contains(&c.id.name.as_str())
                }
                None => {
                    ["boot-hill", "supply-coins", "supply-notoriety"].contains(&c.id.name.as_str())
                }
            })
            .collect()
    }

    fn correct(mut state: SoloState, counter: &CounterId, value: i64) -> SoloState {
        // The player's numbers and the table's are the multiplayer game's.
        state.base = Undead::correct(std::mem::take(&mut state.base), counter, value);
        state
    }

    fn parse_action(setup: &SoloSetup, text: &str) -> Result<SoloAction, Msg> {
        notation::parse(setup, text)
    }

    fn format_action(setup: &SoloSetup, action: &SoloAction) -> String {
        notation::format(setup, action)
    }

    fn describe_action(setup: &SoloSetup, action: &SoloAction) -> Msg {
        notation::describe(setup, action)
    }

    fn entry_hint() -> Msg {
        Msg::new("undead-solo-hint")
    }

    /// What each face of Dead Ranger's d8 brings the player, before it is
    /// rolled; a shot at an Undead and the duel as the multiplayer game
    /// counts them (`odds`).
    fn odds(
        _setup: &SoloSetup,
        state: &SoloState,
        considering: &crate::core::Considering,
    ) -> Vec<crate::core::Odds> {
        odds::odds(state, considering)
    }

    fn actor(_state: &SoloState, _action: &SoloAction) -> Option<usize> {
        // Every entry is the one player's (Dead Ranger's dice are theirs to roll).
        Some(PLAYER)
    }

    fn phone_keys() -> Vec<crate::core::PhoneKey> {
        notation::phone_keys()
    }

    fn current_player(state: &SoloState) -> Option<usize> {
        // Dead Ranger's own turn on a space (its Intimidation): its move,
        // the player only answers.
        if state.end.is_none() && decide::ranger_turn(state) {
            return Some(RANGER);
        }
        (state.end.is_none() && state.base.phase != Phase::Buildings).then_some(PLAYER)
    }

    fn turn_of(setup: &SoloSetup, seat: usize) -> Msg {
        let name = if seat == RANGER {
            RANGER_NAME.to_string()
        } else {
            setup.player.clone()
        };
        Msg::new("table-turn-of").arg("player", name)
    }

    fn progress(state: &SoloState) -> Vec<Msg> {
        let s = &state.base;
        let mut out = match (&s.phase, state.end) {
            (_, Some(end)) => vec![Msg::new(match end {
                End::Won => "undead-solo-progress-won",
                End::Overrun => "undead-solo-progress-overrun",
                End::Dead => "undead-solo-progress-dead",
            })],
            (Phase::Buildings | Phase::SetupUndead, _) => {
                vec![Msg::new("undead-progress-setup")]
            }
            _ => vec![
                Msg::new("undead-progress-day")
                    .arg("day", i64::from(s.day))
                    .arg("round", s.round),
                Msg::new("undead-solo-progress-ranger")
                    .arg("bullets", s.bands[RANGER].bullets())
                    .arg("graveyard", s.bands[RANGER].graveyard),
            ],
        };
        // The score means something once the town is set up.
        if !matches!(s.phase, Phase::Buildings | Phase::SetupUndead) {
            out.push(say::score(state));
        }
        // What Dead Ranger did last is news while the game goes on; at
        // the end it is history (the log has it).
        if state.end.is_none()
            && let Some(said) = say::summary(state)
        {
            out.push(said);
        }
        out
    }

    fn board_values() -> &'static [BoardValue] {
        setup::BOARD_VALUES
    }

    fn board_value(state: &SoloState, key: &str) -> Option<i64> {
        (key == setup::SLOTS_KEY && state.base.slots > 0)
            .then(|| i64::try_from(state.base.slots).unwrap_or(0))
    }

    fn set_board_value(mut state: SoloState, key: &str, value: i64) -> SoloState {
        if key == setup::SLOTS_KEY {
            state.base.slots = usize::try_from(value).unwrap_or(0);
        }
        state
    }
}
