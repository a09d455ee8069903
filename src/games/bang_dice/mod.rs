//! BANG! The Dice Game: 3 to 8 players, hidden roles, sixteen characters,
//! five dice with up to two rerolls, arrows and the Indians.
//!
//! The table rolls real dice and enters what they show; Holster keeps lives,
//! arrows and the pile, checks every entry against the rules (the Dutch text
//! in `rulebooks/bang-the-dice-game.nl.txt` and the official clarifications),
//! asks for every choice a character may make, and never makes it.
//!
//! One file per job: [`setup`] (options and the state before play),
//! [`state`], [`actions`] (actions and events), [`decide`] with [`roll`],
//! [`resolve`] and [`reactions`] (all rules), [`evolve`] (none), [`targets`]
//! (distances), [`picks`] (who else an entry may name, and how many),
//! [`roles`] (role table, winners, roles to reveal), [`characters`],
//! [`rules`] (the rule table), [`reminders`] and [`notation`].

pub mod actions;
pub mod characters;
mod chart;
mod decide;
mod evolve;
pub mod notation;
mod odds;
mod outcome;
pub mod picks;
mod reactions;
mod reminders;
mod resolve;
pub mod roles;
mod roll;
pub mod rules;
pub mod setup;
mod setup_fields;
pub mod state;
pub mod targets;

pub use actions::{BangAction, BangEvent, Hit, RerolledDie};
pub use characters::Character;
pub use roles::{EndState, Ending, Role, Winner, winners};
pub use setup::BangSetup;
pub use state::{BangState, Choice, PlayerState, Stage, Step};

use crate::core::{Counter, CounterId, Decision, Finding, Game, GameId, Msg, Rule, SetupInput};

/// BANG! The Dice Game.
#[derive(Debug)]
pub struct BangDice;

impl Game for BangDice {
    const ID: GameId = GameId::new("bang-dice");
    // No score: the last team standing wins.
    const BGG_ID: Option<u32> = Some(143_741);
    const TEXTS: crate::core::GameTexts = crate::game_texts!("bang-dice");
    type Setup = BangSetup;
    type State = BangState;
    type Action = BangAction;
    type Event = BangEvent;

    fn rules() -> &'static [&'static Rule] {
        rules::RULES
    }

    fn setup(input: &SetupInput) -> Result<BangSetup, Msg> {
        setup::validate(input)
    }

    fn setup_input(setup: &BangSetup) -> SetupInput {
        setup::input(setup)
    }

    fn setup_fields(
        players: usize,
        _chosen: &std::collections::BTreeMap<String, String>,
    ) -> Vec<crate::core::SetupField> {
        setup_fields::setup_fields(players)
    }

    fn players(setup: &BangSetup) -> Vec<String> {
        setup.players.clone()
    }

    fn outcome(setup: &BangSetup, state: &BangState) -> Option<crate::core::Outcome> {
        outcome::outcome(setup, state)
    }

    fn dice(action: &BangAction) -> Vec<crate::core::DieThrow> {
        outcome::dice(action)
    }

    fn odds(
        _setup: &BangSetup,
        state: &BangState,
        considering: &crate::core::Considering,
    ) -> Vec<crate::core::Odds> {
        odds::odds(state, considering)
    }

    const CHART_STEP: crate::core::StepKind = crate::core::StepKind::Turn;

    fn chart_series(setup: &BangSetup) -> Vec<crate::core::SeriesSpec> {
        chart::series(setup)
    }

    fn chart_reading(_setup: &BangSetup, state: &BangState) -> Option<crate::core::ChartReading> {
        Some(chart::reading(state))
    }

    fn initial(setup: &BangSetup) -> BangState {
        setup::initial(setup)
    }

    fn decide(state: &BangState, action: &BangAction) -> Result<Decision<BangEvent>, Finding> {
        decide::decide(state, action)
    }

    fn evolve(state: BangState, event: &BangEvent) -> BangState {
        evolve::evolve(state, event)
    }

    fn reminders(state: &BangState) -> Vec<Finding> {
        reminders::reminders(state)
    }

    fn counter_words() -> &'static [(&'static str, &'static [&'static str])] {
        &[
            // The screen says "life points" and "levens"; a counter's name is one
            // word, so the two-word label is typed joined or hyphenated.
            (
                "life",
                &[
                    "lives",
                    "life-points",
                    "lifepoints",
                    "life-point",
                    "leven",
                    "levens",
                ],
            ),
            ("arrows", &["arrow", "pijl", "pijlen"]),
            ("pile", &["stapel", "pijlenstapel"]),
        ]
    }

    fn counters(state: &BangState) -> Vec<Counter> {
        let mut counters = Vec::new();
        for (seat, player) in state.players.iter().enumerate() {
            counters.push(Counter {
                id: CounterId::player(seat, "life"),
                label: Msg::new("bang-dice-counter-life"),
                value: i64::from(player.life),
                min: 0,
                max: i64::from(player.max_life),
            });
            // A player's arrows come from the pile and go back to it: at
            // most what they hold and the pile together.
            counters.push(Counter {
                id: CounterId::player(seat, "arrows"),
                label: Msg::new("bang-dice-counter-arrows"),
                value: i64::from(player.arrows),
                min: 0,
                max: i64::from(player.arrows.saturating_add(state.pile)),
            });
        }
        // The pile is the nine arrows nobody holds: it is put right through
        // the players' arrows, never set by itself.
        counters.push(Counter {
            id: CounterId::table("pile"),
            label: Msg::new("bang-dice-counter-pile"),
            value: i64::from(state.pile),
            min: i64::from(state.pile),
            max: i64::from(state.pile),
        });
        counters
    }

    /// Sets a tracked number exactly; a player's arrows move from or to the
    /// pile, so the nine arrows stay nine.
    fn correct(mut state: BangState, counter: &CounterId, value: i64) -> BangState {
        let value = u8::try_from(value.clamp(0, i64::from(u8::MAX))).unwrap_or(0);
        match (counter.player, counter.name.as_str()) {
            (Some(seat), "life") => {
                if let Some(p) = state.players.get_mut(seat) {
                    p.life = value.min(p.max_life);
                }
            }
            (Some(seat), "arrows") => {
                if let Some(p) = state.players.get_mut(seat) {
                    let value = value.min(p.arrows.saturating_add(state.pile));
                    state.pile = (state.pile + p.arrows).saturating_sub(value);
                    p.arrows = value;
                }
            }
            _ => {}
        }
        state
    }

    fn parse_action(setup: &BangSetup, text: &str) -> Result<BangAction, Msg> {
        notation::parse(setup, text)
    }

    fn format_action(setup: &BangSetup, action: &BangAction) -> String {
        notation::format(setup, action)
    }

    fn describe_action(setup: &BangSetup, action: &BangAction) -> Msg {
        notation::describe(setup, action)
    }

    fn entry_hint() -> Msg {
        Msg::new("bang-dice-hint")
    }

    fn actor(state: &BangState, action: &BangAction) -> Option<usize> {
        let seat_of = |character: Character| state.seat_of(character);
        match action {
            BangAction::Roll { .. }
            | BangAction::Reroll { .. }
            | BangAction::Shoot { .. }
            | BangAction::Beer { .. }
            | BangAction::Gatling
            | BangAction::End => Some(state.turn.player),
            BangAction::Sid { .. } => seat_of(Character::SidKetchum),
            BangAction::Kit { .. } => seat_of(Character::KitCarlson),
            // Bart and Pedro answer on someone else's turn; the entry already
            // names the character, and the reveal names the player.
            BangAction::Bart { .. } | BangAction::Pedro { .. } | BangAction::Reveal { .. } => None,
        }
    }

    fn entered_by(state: &BangState, action: &BangAction) -> Option<usize> {
        match action {
            // Their answers, on whoever's turn: theirs to enter.
            BangAction::Bart { .. } => state.seat_of(Character::BartCassidy),
            BangAction::Pedro { .. } => state.seat_of(Character::PedroRamirez),
            _ => Self::actor(state, action),
        }
    }

    fn asked(state: &BangState) -> Vec<usize> {
        let mut seats: Vec<usize> = state
            .pending
            .iter()
            .map(|choice| match choice {
                Choice::Sid { seat } | Choice::Bart { seat, .. } | Choice::Pedro { seat, .. } => {
                    *seat
                }
            })
            .filter(|seat| Some(*seat) != Self::current_player(state))
            .collect();
        seats.dedup();
        seats
    }

    fn phone_keys() -> Vec<crate::core::PhoneKey> {
        notation::phone_keys()
    }

    fn current_player(state: &BangState) -> Option<usize> {
        (!state.end.is_over() && !state.players.is_empty()).then_some(state.turn.player)
    }

    fn progress(state: &BangState) -> Vec<Msg> {
        if state.end.is_over() {
            return vec![Msg::new("bang-dice-progress-over")];
        }
        // Whose turn it is stands beside it (`current_player`).
        let turn = Msg::new("bang-dice-progress-turn").arg("turn", i64::from(state.turn.number));
        let stage = match state.turn.stage {
            // A character's choice comes before anything else the dice ask.
            _ if !state.pending.is_empty() => Msg::new("bang-dice-progress-choice"),
            Stage::Start => Msg::new("bang-dice-progress-start"),
            Stage::Rolling if state.can_reroll() => Msg::new("bang-dice-progress-roll")
                .arg("roll", state.turn.rolls)
                .arg("rolls", state.max_rolls()),
            Stage::Rolling | Stage::Resolving if state.unresolved().is_empty() => {
                Msg::new("bang-dice-progress-done")
            }
            Stage::Rolling | Stage::Resolving => Msg::new("bang-dice-progress-resolve"),
        };
        vec![turn, stage]
    }
}
