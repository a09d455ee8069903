//! Tally: a tiny d20 scoring game that exists only to exercise Holster's
//! machinery in tests (the log, findings, overrides, corrections, saving).
//! It is hidden from people: the window does not offer it and `--help` does
//! not list it.
//!
//! Rules: players roll a d20 in turn and add the face to their score; a
//! natural 20 scores one extra point; nobody rolls twice in a row; the first
//! to reach 50 is announced by the table.
//!
//! Notation: `roll PLAYER FACE` (or `PLAYER FACE`), e.g. `roll ann 17`.

use crate::core::{
    BoardValue, Counter, CounterId, D20, Decision, Finding, Game, GameId, Msg, Rule, SetupInput,
    Severity, find_player, first_word,
};
use serde::{Deserialize, Serialize};

/// The players, 2 to 8 (as many as the largest table, for the phones' benchmark).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TallySetup {
    /// Names in seating order.
    pub players: Vec<String>,
    /// The score that wins, copied from the board values when the game was set up.
    #[serde(default = "default_goal")]
    pub goal: i64,
}

fn default_goal() -> i64 {
    GOAL
}

/// Scores and who rolled last.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct TallyState {
    /// Each player's score, by seat.
    pub scores: Vec<i64>,
    /// The seat of the last player who rolled.
    pub last_roller: Option<usize>,
    /// How many rolls were entered.
    pub rolls: u32,
    /// The score that wins (a board value).
    pub goal: i64,
}

/// A player's roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TallyAction {
    /// The player rolled the d20.
    Roll {
        /// The seat.
        player: usize,
        /// The face showing.
        face: D20,
    },
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TallyEvent {
    /// A player scored points.
    Scored {
        /// The seat.
        player: usize,
        /// How many.
        points: i64,
    },
}

/// The goal score when the table entered no other.
const GOAL: i64 = 50;
/// The highest score the sheet has room for.
const MAX_SCORE: i64 = 999;

/// A player rolls twice in a row.
pub static TWICE: Rule = Rule {
    id: "tally.turn.twice",
    severity: Severity::Violation,
    section: "tally.turns",
};
/// A natural 20 scores one extra point.
pub static NATURAL_20: Rule = Rule {
    id: "tally.roll.natural-20",
    severity: Severity::Info,
    section: "tally.scoring",
};
/// Someone reached the goal.
pub static GOAL_REACHED: Rule = Rule {
    id: "tally.goal.reached",
    severity: Severity::Reminder,
    section: "tally.goal",
};
/// A seat that does not exist (only a hand-edited file can say this).
pub static NO_SUCH_PLAYER: Rule = Rule {
    id: "tally.player.unknown",
    severity: Severity::Rejected,
    section: "tally.turns",
};

static RULES: &[&Rule] = &[&TWICE, &NATURAL_20, &GOAL_REACHED, &NO_SUCH_PLAYER];

/// The test game.
#[derive(Debug)]
pub struct Tally;

impl Game for Tally {
    const ID: GameId = GameId::new("tally");
    const TEXTS: crate::core::GameTexts = crate::game_texts!("tally");
    const TEST_ONLY: bool = true;
    type Setup = TallySetup;
    type State = TallyState;
    type Action = TallyAction;
    type Event = TallyEvent;

    fn rules() -> &'static [&'static Rule] {
        RULES
    }

    fn setup(input: &SetupInput) -> Result<TallySetup, Msg> {
        let players: Vec<String> = input.players.iter().map(|p| p.trim().to_string()).collect();
        if !(2..=8).contains(&players.len()) {
            return Err(Msg::new("setup-player-count")
                .arg("count", players.len())
                .arg("min", 2_i64)
                .arg("max", 8_i64));
        }
        crate::games::check_names(&players)?;
        if let Some(key) = input.options.keys().next() {
            return Err(Msg::new("setup-unknown-option").arg("option", key.clone()));
        }
        let goal = input.board.get("goal").copied().unwrap_or(GOAL);
        // A stored setup edited by hand to a goal out of its range is
        // refused on load, as a new game is.
        let range = Self::board_values()[0];
        if !(range.min..=range.max).contains(&goal) {
            return Err(Msg::new("tally-setup-goal-range")
                .arg("typed", goal)
                .arg("min", range.min)
                .arg("max", range.max));
        }
        Ok(TallySetup { players, goal })
    }

    fn setup_input(setup: &TallySetup) -> SetupInput {
        SetupInput {
            players: setup.players.clone(),
            board: [("goal".to_string(), setup.goal)].into(),
            ..SetupInput::default()
        }
    }

    fn players(setup: &TallySetup) -> Vec<String> {
        setup.players.clone()
    }

    fn chart_series(setup: &TallySetup) -> Vec<crate::core::SeriesSpec> {
        vec![crate::core::SeriesSpec::new(
            "tally-chart-score",
            (setup.players.iter().enumerate())
                .map(|(seat, name)| crate::core::ChartLine::player(seat, name))
                .collect(),
        )]
    }

    /// Each roll is a turn: the one being played is the rolls so far and one.
    fn chart_reading(_setup: &TallySetup, state: &TallyState) -> Option<crate::core::ChartReading> {
        Some(crate::core::ChartReading {
            step: state.rolls.saturating_add(1),
            values: vec![state.scores.iter().map(|s| Some(*s)).collect()],
        })
    }

    fn initial(setup: &TallySetup) -> TallyState {
        TallyState {
            scores: vec![0; setup.players.len()],
            last_roller: None,
            rolls: 0,
            goal: setup.goal,
        }
    }

    fn decide(state: &TallyState, action: &TallyAction) -> Result<Decision<TallyEvent>, Finding> {
        let TallyAction::Roll { player, face } = *action;
        if player >= state.scores.len() {
            return Err(NO_SUCH_PLAYER
                .finding()
                .arg("seat", player.saturating_add(1)));
        }
        let mut points = i64::from(face.face());
        let mut findings = Vec::new();
        if state.last_roller == Some(player) {
            findings.push(TWICE.finding());
        }
        if face.is_max() {
            points += 1;
            findings.push(NATURAL_20.finding());
        }
        let room = MAX_SCORE - state.scores[player];
        Ok(Decision {
            events: vec![TallyEvent::Scored {
                player,
                points: points.min(room),
            }],
            findings,
        })
    }

    fn evolve(mut state: TallyState, event: &TallyEvent) -> TallyState {
        let TallyEvent::Scored { player, points } = *event;
        if let Some(score) = state.scores.get_mut(player) {
            *score += points;
        }
        state.last_roller = Some(player);
        state.rolls += 1;
        state
    }

    fn reminders(state: &TallyState) -> Vec<Finding> {
        state
            .scores
            .iter()
            .position(|s| *s >= state.goal)
            .map(|seat| {
                GOAL_REACHED
                    .finding()
                    .arg("seat", seat + 1)
                    .arg("goal", state.goal)
            })
            .into_iter()
            .collect()
    }

    fn counters(state: &TallyState) -> Vec<Counter> {
        state
            .scores
            .iter()
            .enumerate()
            .map(|(seat, score)| Counter {
                id: CounterId::player(seat, "score"),
                label: Msg::new("tally-score"),
                value: *score,
                min: 0,
                max: MAX_SCORE,
            })
            .collect()
    }

    fn correct(mut state: TallyState, counter: &CounterId, value: i64) -> TallyState {
        if let Some(score) = counter.player.and_then(|p| state.scores.get_mut(p)) {
            *score = value;
        }
        state
    }

    fn parse_action(setup: &TallySetup, text: &str) -> Result<TallyAction, Msg> {
        let (word, rest) = first_word(text);
        let rest = if word == "roll" || word == "gooi" {
            rest
        } else {
            text
        };
        let words: Vec<&str> = rest.split_whitespace().collect();
        let [who, face] = words.as_slice() else {
            return Err(Msg::new("tally-usage"));
        };
        let player = find_player(&setup.players, who)?;
        let face = D20::parse(face).map_err(|e| e.0)?;
        Ok(TallyAction::Roll { player, face })
    }

    fn format_action(setup: &TallySetup, action: &TallyAction) -> String {
        let TallyAction::Roll { player, face } = action;
        format!(
            "roll {} {face}",
            crate::games::player_word(&setup.players, *player)
        )
    }

    fn entry_hint() -> Msg {
        Msg::new("tally-hint")
    }

    /// A roll names its roller: only that seat's phone may enter it.
    fn entered_by(_state: &TallyState, action: &TallyAction) -> Option<usize> {
        let TallyAction::Roll { player, .. } = action;
        Some(*player)
    }

    fn current_player(state: &TallyState) -> Option<usize> {
        let seats = state.scores.len();
        (seats > 0).then(|| state.last_roller.map_or(0, |last| (last + 1) % seats))
    }

    fn progress(state: &TallyState) -> Vec<Msg> {
        vec![Msg::new("tally-progress").arg("rolls", i64::from(state.rolls))]
    }

    fn board_value(state: &TallyState, key: &str) -> Option<i64> {
        (key == "goal").then_some(state.goal)
    }

    fn set_board_value(mut state: TallyState, key: &str, value: i64) -> TallyState {
        if key == "goal" {
            state.goal = value;
        }
        state
    }

    fn board_values() -> &'static [BoardValue] {
        &[BoardValue {
            key: "goal",
            label: "tally-board-goal",
            rulebook_says: "tally-board-goal-rulebook",
            default: Some(GOAL),
            min: 10,
            max: 500,
            group: None,
        }]
    }

    fn describe_action(setup: &TallySetup, action: &TallyAction) -> Msg {
        let TallyAction::Roll { player, face } = action;
        Msg::new("tally-rolled")
            .arg(
                "player",
                setup.players.get(*player).cloned().unwrap_or_default(),
            )
            .arg("face", face.face())
    }
}
