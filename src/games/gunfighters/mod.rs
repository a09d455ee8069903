//! Make You Gunfighters: 3 to 7 players, hidden hands of Gunfire cards (one
//! card, one gunfighter at a location), one action a turn (Move, Shoot,
//! Advance the Story), Bounty Coins, Story and Climax cards, and the extra
//! rules A (the Plaza connects the town) and B (control of locations).
//!
//! Hands are secret: Holster keeps each hand's count and only what the
//! table has seen of it (the face-up fifth card, a card revealed to shoot,
//! a card taken from the discard pile), forgetting a card the moment it can
//! have left the hand; it shows that memory only when the table chose it.
//! The deck's 42 cards are always counted: draw pile, discard pile, hands.
//!
//! Left to the table, because the text does not give it
//! (`rulebooks/README.md`): the end of the Shoot rule (the text breaks off;
//! anything beyond is "the table decides", a note), the Story cards' and the
//! "Buddy Comes Runnin'" cards' effects (entered as what they did: cards
//! gained or lost, coins paid or taken), which Climax card is which type
//! (entered when drawn), the Bounty Coins each player starts with (a board
//! value), who starts (a setup choice), and what a "round" is (Holster reads
//! it as the turn coming back to the first player's seat).
//!
//! One file per job: [`setup`], [`setup_fields`], [`state`], [`actions`],
//! [`queries`] (asked by the decider and the pad), [`decide`] with [`turn`]
//! and [`effects`] (all rules), [`evolve`] (none), [`rules`] (the rule
//! table), [`reminders`], [`notation`], [`describe`] and [`odds`].

pub mod actions;
mod chart;
mod decide;
mod describe;
mod effects;
mod evolve;
pub mod notation;
mod odds;
mod outcome;
pub mod queries;
mod reminders;
pub mod rules;
pub mod setup;
mod setup_fields;
pub mod state;
mod turn;

pub use actions::{Aim, GfAction, GfEvent, Source};
pub use decide::draw_condition;
pub use setup::{GfSetup, Options};
pub use state::{ClimaxType, End, GfState, Location, Player, Stage};

use crate::core::{
    BoardValue, Counter, CounterId, Decision, Finding, Game, GameId, Msg, Rule, SetupInput,
};
use state::{COINS, STORY};

/// Make You Gunfighters.
#[derive(Debug)]
pub struct Gunfighters;

impl Game for Gunfighters {
    const ID: GameId = GameId::new("gunfighters");
    const BGG_ID: Option<u32> = Some(32_469);
    const TEXTS: crate::core::GameTexts = crate::game_texts!("gunfighters");
    type Setup = GfSetup;
    type State = GfState;
    type Action = GfAction;
    type Event = GfEvent;

    fn rules() -> &'static [&'static Rule] {
        rules::RULES
    }

    fn setup(input: &SetupInput) -> Result<GfSetup, Msg> {
        setup::validate(input)
    }

    fn setup_input(setup: &GfSetup) -> SetupInput {
        setup::input(setup)
    }

    fn setup_fields(
        _players: usize,
        _chosen: &std::collections::BTreeMap<String, String>,
    ) -> Vec<crate::core::SetupField> {
        setup_fields::setup_fields()
    }

    fn players(setup: &GfSetup) -> Vec<String> {
        setup.players.clone()
    }

    /// The 10-second rule chosen without a clock: a 10-second countdown.
    fn rule_clock(setup: &GfSetup) -> Option<crate::core::ClockSetting> {
        setup
            .options
            .ten_seconds
            .then_some(crate::core::ClockSetting::Countdown { seconds: 10 })
    }

    /// The 10-second rule times every turn from the first, and only the
    /// player's decision: the clock holds at their first tap on the pad.
    fn clock_per_decision(setup: &GfSetup) -> bool {
        setup.options.ten_seconds
    }

    /// The card lost to the clock settles the 10-second reminder.
    fn settles_time_up(action: &GfAction) -> Option<&'static str> {
        matches!(action, GfAction::Time { .. }).then_some(rules::TEN_SECONDS_UP.id)
    }

    /// With the optional 10-second rule, running out of time costs a card
    /// (the table confirms which, with `time LOCATION`); without it, the
    /// plain reminder every game gets.
    fn time_up(setup: &GfSetup, _state: &GfState, seat: usize) -> Option<Finding> {
        let name = setup.players.get(seat).cloned().unwrap_or_default();
        Some(if setup.options.ten_seconds {
            rules::TEN_SECONDS_UP.finding().arg("player", name)
        } else {
            crate::core::clock::time_up_reminder(&name)
        })
    }

    fn initial(setup: &GfSetup) -> GfState {
        setup::initial(setup)
    }

    fn outcome(setup: &GfSetup, state: &GfState) -> Option<crate::core::Outcome> {
        outcome::outcome(setup, state)
    }

    const CHART_STEP: crate::core::StepKind = crate::core::StepKind::Turn;

    fn chart_series(setup: &GfSetup) -> Vec<crate::core::SeriesSpec> {
        chart::series(setup)
    }

    fn chart_reading(_setup: &GfSetup, state: &GfState) -> Option<crate::core::ChartReading> {
        Some(chart::reading(state))
    }

    fn decide(state: &GfState, action: &GfAction) -> Result<Decision<GfEvent>, Finding> {
        decide::decide(state, action)
    }

    fn evolve(state: GfState, event: &GfEvent) -> GfState {
        evolve::evolve(state, event)
    }

    fn reminders(state: &GfState) -> Vec<Finding> {
        reminders::reminders(state)
    }

    fn counter_words() -> &'static [(&'static str, &'static [&'static str])] {
        &[
            ("cards", &["card", "hand", "kaart", "kaarten"]),
            ("coins", &["coin", "munt", "munten", "bounty"]),
            ("pile", &["draw-pile", "trekstapel", "stapel"]),
            ("bank", &[]),
            ("story", &["story-pile", "story-stapel"]),
            ("climax", &["climax-pile", "climax-stapel"]),
        ]
    }

    fn counters(state: &GfState) -> Vec<Counter> {
        let mut counters = Vec::new();
        for (seat, player) in state.players.iter().enumerate() {
            // A hand takes from (and gives back to) the Gunfire pile, a purse
            // the Bank: at most what both hold together.
            counters.push(Counter {
                id: CounterId::player(seat, "cards"),
                label: Msg::new("mgf-counter-cards"),
                value: i64::from(player.hand),
                min: 0,
                max: i64::from(player.hand.saturating_add(state.draw_pile)),
            });
            counters.push(Counter {
                id: CounterId::player(seat, "coins"),
                label: Msg::new("mgf-counter-coins"),
                value: i64::from(player.coins),
                min: 0,
                max: i64::from(player.coins.saturating_add(state.bank)),
            });
        }
        // The Gunfire pile, the Bank and the Climax pile are what nobody
        // holds of the 42 cards, the 16 coins and the 6 Climax cards: put
        // right through the hands and purses, never set by themselves. The
        // Story cards turned leave the game, so their pile is set as seen.
        let fixed = |v: u8| (i64::from(v), i64::from(v));
        let table = [
            (
                "pile",
                "mgf-counter-pile",
                state.draw_pile,
                fixed(state.draw_pile),
            ),
            ("bank", "mgf-counter-bank", state.bank, fixed(state.bank)),
            (
                "story",
                "mgf-counter-story",
                state.story_pile,
                (0, i64::from(STORY)),
            ),
            (
                "climax",
                "mgf-counter-climax",
                state.climax_pile,
                fixed(state.climax_pile),
            ),
        ];
        for (name, label, value, (min, max)) in table {
            counters.push(Counter {
                id: CounterId::table(name),
                label: Msg::new(label),
                value: i64::from(value),
                min,
                max,
            });
        }
        counters
    }

    /// A hand corrected by hand takes its cards from (or puts them back on)
    /// the Gunfire pile, and a player's coins from (or back to) the Bank, so
    /// the totals always add up: the ranges (see `counters`) allow no more.
    fn correct(mut state: GfState, counter: &CounterId, value: i64) -> GfState {
        let value = u8::try_from(value.clamp(0, i64::from(u8::MAX))).unwrap_or(0);
        match (counter.player, counter.name.as_str()) {
            (Some(seat), "cards") => {
                if let Some(p) = state.players.get_mut(seat) {
                    let value = value.min(p.hand.saturating_add(state.draw_pile));
                    state.draw_pile = (state.draw_pile + p.hand).saturating_sub(value);
                    p.hand = value;
                    for known in &mut p.known {
                        *known = (*known).min(value);
                    }
                }
            }
            (Some(seat), "coins") => {
                if let Some(p) = state.players.get_mut(seat) {
                    let value = value.min(p.coins.saturating_add(state.bank));
                    state.bank = (state.bank + p.coins).saturating_sub(value);
                    p.coins = value;
                }
            }
            (None, "story") => state.story_pile = value.min(STORY),
            _ => {}
        }
        state
    }

    fn parse_action(setup: &GfSetup, text: &str) -> Result<GfAction, Msg> {
        notation::parse(setup, text)
    }

    fn format_action(setup: &GfSetup, action: &GfAction) -> String {
        notation::format(setup, action)
    }

    fn describe_action(setup: &GfSetup, action: &GfAction) -> Msg {
        describe::describe(setup, action)
    }

    fn entry_hint() -> Msg {
        Msg::new("mgf-hint")
    }

    /// With the public memory on, the count of each location's cards not
    /// yet seen (`odds`); this game has no dice to weigh.
    fn odds(
        _setup: &GfSetup,
        state: &GfState,
        considering: &crate::core::Considering,
    ) -> Vec<crate::core::Odds> {
        odds::odds(state, considering)
    }

    fn actor(state: &GfState, action: &GfAction) -> Option<usize> {
        match action {
            GfAction::Move { .. }
            | GfAction::Shoot { .. }
            | GfAction::Story { .. }
            | GfAction::End
            | GfAction::Time { .. } => Some(state.turn.player),
            GfAction::Gain { player, .. }
            | GfAction::Lose { player, .. }
            | GfAction::Coins { player, .. }
            | GfAction::Climax { player, .. }
            | GfAction::Control { player, .. } => Some(*player),
            GfAction::Give { from, .. } => Some(*from),
            GfAction::Draw | GfAction::PlayOn => None,
        }
    }

    fn phone_keys() -> Vec<crate::core::PhoneKey> {
        notation::phone_keys()
    }

    fn current_player(state: &GfState) -> Option<usize> {
        (!state.end.is_over() && !state.players.is_empty()).then_some(state.turn.player)
    }

    fn progress(state: &GfState) -> Vec<Msg> {
        if state.end.is_over() {
            return vec![Msg::new("mgf-progress-over")];
        }
        let turn = Msg::new("mgf-progress-turn")
            .arg("turn", i64::from(state.turn.number))
            .arg("round", i64::from(state.turn.rounds) + 1);
        // The turn's one action is what the pad asks for in so many words;
        // said in the header too, it was cut at 1024x600 in Dutch.
        match stage_word(state) {
            "action" => vec![turn],
            stage => vec![turn, Msg::new("mgf-progress-stage").arg("stage", stage)],
        }
    }

    fn board_values() -> &'static [BoardValue] {
        setup::BOARD_VALUES
    }

    fn board_value(state: &GfState, key: &str) -> Option<i64> {
        (key == setup::STARTING_COINS)
            .then_some(state.starting_coins.map(i64::from))
            .flatten()
    }

    /// The starting coins entered late are dealt from the Bank while no
    /// turn's action has been entered and nobody holds a coin yet.
    fn set_board_value(mut state: GfState, key: &str, value: i64) -> GfState {
        if key != setup::STARTING_COINS {
            return state;
        }
        let Ok(coins) = u8::try_from(value) else {
            return state;
        };
        state.starting_coins = Some(coins);
        let players = u8::try_from(state.players.len()).unwrap_or(u8::MAX);
        let untouched = state.bank == COINS && state.players.iter().all(|p| p.coins == 0);
        if !state.started && untouched && players.saturating_mul(coins) <= COINS {
            for p in &mut state.players {
                p.coins = coins;
            }
            state.bank = COINS - players.saturating_mul(coins);
        }
        state
    }
}

/// Where the turn stands, as the header's select word.
fn stage_word(state: &GfState) -> &'static str {
    if state.end == End::DrawOffered {
        return "draw";
    }
    if !state.climax_due.is_empty() {
        return "climax";
    }
    match state.turn.stage {
        Stage::Start | Stage::Done => "action",
        Stage::QuickDraw => "quick-draw",
        Stage::Horse => "horse",
        Stage::Story => "story",
        Stage::StoryMark => "mark",
    }
}
