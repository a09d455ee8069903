//! The shape every game takes: a decider over actions and events.
//!
//! `decide` holds every rule and `evolve` holds none, so the state is always
//! the fold of the events and undo is "fold again without the last entry".

use super::chart::{ChartReading, SeriesSpec, StepKind};
use super::counter::{Counter, CounterId};
use super::finding::{Finding, Rule};
use super::game_id::GameId;
use super::message::Msg;
use super::odds::{Considering, Odds};
use super::outcome::{DieThrow, Outcome};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::fmt::Debug;

/// What the rules make of an action that is physically possible.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision<E> {
    /// What happens when the action is applied.
    pub events: Vec<E>,
    /// What the rules say about it: violations (which need "apply anyway"),
    /// reminders and information.
    pub findings: Vec<Finding>,
}

impl<E> Decision<E> {
    /// A decision with events and nothing to say.
    pub fn events(events: Vec<E>) -> Self {
        Decision {
            events,
            findings: Vec::new(),
        }
    }

    /// Adds a finding.
    pub fn with(mut self, finding: Finding) -> Self {
        self.findings.push(finding);
        self
    }
}

/// Generic setup input from the command line or the setup screen, before the
/// game validates it into its own `Setup`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetupInput {
    /// The players' names in seating order.
    pub players: Vec<String>,
    /// Game-specific options such as `variant=four-characters`.
    pub options: BTreeMap<String, String>,
    /// Board values from the settings (see [`Game::board_values`]).
    pub board: BTreeMap<String, i64>,
}

impl SetupInput {
    /// The same input with every player's name as names are kept: trimmed
    /// and in composed form (see [`super::text::normal_name`]).
    pub fn with_normal_names(&self) -> SetupInput {
        SetupInput {
            players: self
                .players
                .iter()
                .map(|p| super::text::normal_name(p))
                .collect(),
            ..self.clone()
        }
    }

    /// The words of a comma-separated option as typed (`ann, bob,,cid`):
    /// trimmed, the empty ones dropped.
    pub fn listed(typed: &str) -> Vec<&str> {
        typed
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .collect()
    }

    /// A list with one word per player (characters, face-up cards): the
    /// message `missing` when it is not there, `count` (with `$count` and
    /// `$players`) when it holds another number of words.
    pub fn one_each<'a>(
        typed: Option<&'a str>,
        players: usize,
        missing: &str,
        count: &str,
    ) -> Result<Vec<&'a str>, Msg> {
        let words = Self::listed(typed.ok_or_else(|| Msg::new(missing))?);
        if words.len() != players {
            return Err(Msg::new(count)
                .arg("count", words.len())
                .arg("players", players));
        }
        Ok(words)
    }
}

/// One game's rules, as a decider.
pub trait Game: 'static {
    /// Which game this is: its name on the command line and in save files
    /// (`GameId::new("bang-dice")`). Its title and its home card's two
    /// lines are the messages `game-<id>`, `game-<id>-players` and
    /// `game-<id>-tracks` of its own message file; the registry lists it.
    const ID: GameId;
    /// The game this one is a way of playing (the solo game of The Quick
    /// and the Undead): home offers it as a second button on that game's
    /// card, labelled by its messages `game-<id>-button` and
    /// `game-<id>-button-tip`, instead of a card of its own.
    const VARIANT_OF: Option<GameId> = None;
    /// Its BoardGameGeek id, where one was confirmed (`docs/bgstats.md`
    /// gives the sources), so BG Stats files a play under the right game;
    /// without one BG Stats matches it by name.
    const BGG_ID: Option<u32> = None;
    /// Whether the highest score wins, as BG Stats asks.
    const HIGHEST_WINS: bool = true;
    /// The validated setup: players, variants, anything fixed before play.
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// Everything the table keeps track of. (`Default` only lets the fold move
    /// the state through `evolve` without cloning it; it is never shown.)
    type State: Clone + Debug + Default + Serialize + Send;
    /// What a person enters.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// What happened, in the past tense.
    type Event: Clone + Debug;

    /// This game's texts compiled in: its messages and its reference, in
    /// both languages (written with [`game_texts!`](crate::game_texts)).
    const TEXTS: GameTexts;
    /// Whether the game exists only to exercise the machinery (the test
    /// game): hidden from players unless asked for.
    const TEST_ONLY: bool = false;
    /// Whether the order the players sit in is part of the rules (BANG!'s
    /// distances and turns go round the table); where it is not (the turn
    /// order comes with the characters), the setup screen does not ask it.
    const SEATING_MATTERS: bool = true;
    /// How many seats the setup screen shows at first (one for a solo game).
    const FIRST_SEATS: usize = 3;

    /// This game's rule table, with stable ids.
    fn rules() -> &'static [&'static Rule];

    /// Validates the generic setup input; the error says what is wrong.
    fn setup(input: &SetupInput) -> Result<Self::Setup, Msg>;

    /// The input that [`Game::setup`] turns into this setup again: what
    /// `holster new` would have been given. Seats are written as numbers so
    /// that one that does not exist is refused as a typed one would be.
    fn setup_input(setup: &Self::Setup) -> SetupInput;

    /// Checks a setup read from a file with the very code that checks a new
    /// one: it must go through [`Game::setup`] again and come back the same.
    /// A hand-edited file is refused with the game's own reason (or, when
    /// each part is valid but the whole is not what Holster makes, with
    /// `setup-changed-by-hand`). Not meant to be overridden: there is one
    /// check, and it is `setup`.
    fn check_stored(setup: &Self::Setup) -> Result<(), Msg> {
        if Self::setup(&Self::setup_input(setup))? == *setup {
            Ok(())
        } else {
            Err(Msg::new("setup-changed-by-hand"))
        }
    }

    /// The players' names in seating order.
    fn players(setup: &Self::Setup) -> Vec<String>;

    /// The state before anything is entered.
    fn initial(setup: &Self::Setup) -> Self::State;

    /// Checks an action against the rules. `Err` is a Rejected finding:
    /// the input is impossible and cannot be applied at all.
    fn decide(state: &Self::State, action: &Self::Action)
    -> Result<Decision<Self::Event>, Finding>;

    /// Applies an event. Holds no rules.
    fn evolve(state: Self::State, event: &Self::Event) -> Self::State;

    /// What the table must do now, given the state.
    fn reminders(state: &Self::State) -> Vec<Finding>;

    /// Every number the table tracks, with its bounds, for display and correction.
    fn counters(state: &Self::State) -> Vec<Counter>;

    /// Other words for the tracked numbers, by notation name: the names the
    /// screen shows for them in English and Dutch (`("life", &["lives",
    /// "levens"])`), so `fix` takes what people read.
    fn counter_words() -> &'static [(&'static str, &'static [&'static str])] {
        &[]
    }

    /// Sets a tracked number by hand. The session has already checked that the
    /// counter exists and the value is within its bounds.
    fn correct(state: Self::State, counter: &CounterId, value: i64) -> Self::State;

    /// Reads an action in this game's text notation (the shared words such as
    /// `note` and `fix` are handled before this is called).
    fn parse_action(setup: &Self::Setup, text: &str) -> Result<Self::Action, Msg>;

    /// Writes an action back in the text notation, so that parsing it gives it back.
    fn format_action(setup: &Self::Setup, action: &Self::Action) -> String;

    /// Describes an action for the history, in words for people.
    fn describe_action(setup: &Self::Setup, action: &Self::Action) -> Msg;

    /// Describes an action as it was played, seen from the state before it,
    /// where that says what the action alone does not (`pocket beer` puts
    /// the Beer into the Thief's pocket or takes it out); the history uses
    /// it for an entry the rules took. `None` (the default) when the action
    /// says it all: the history then uses `describe_action`, and the fold
    /// keeps nothing for the entry (a message kept for every entry made a
    /// session hold 478 bytes an entry instead of 264: `cargo bench --bench
    /// journal`).
    fn describe_played(
        _state: &Self::State,
        _setup: &Self::Setup,
        _action: &Self::Action,
    ) -> Option<Msg> {
        None
    }

    /// An example of this game's notation for the quick-entry field.
    fn entry_hint() -> Msg;

    /// Who does an action, seen from the state before it, when the action
    /// itself does not say (a roll is the roll of whoever's turn it is), so
    /// the history can name them.
    fn actor(_state: &Self::State, _action: &Self::Action) -> Option<usize> {
        None
    }

    /// The seat whose player makes this entry, seen from the state before
    /// it: the one whose phone may send it (a phone enters only its own
    /// seat's moves). Unlike [`Game::actor`] it says so also when the
    /// action names them itself (Bart Cassidy's answer, a Tally roll);
    /// none when it is the table's doing, which the player at turn enters.
    fn entered_by(state: &Self::State, action: &Self::Action) -> Option<usize> {
        Self::actor(state, action)
    }

    /// The seats, besides the one at turn, whose answer the rules wait for
    /// now (Bart Cassidy before hits land): their phones offer the entry.
    fn asked(_state: &Self::State) -> Vec<usize> {
        Vec::new()
    }

    /// The seat whose turn it is, when the game has turns.
    fn current_player(_state: &Self::State) -> Option<usize> {
        None
    }

    /// The words a phone's keypad offers for this game's moves (its verbs,
    /// a die's faces), in the order shown; the same all game long, so no
    /// key moves under a thumb between turns. Numbers and the players'
    /// names the phone offers by itself. None by default: the phone types.
    fn phone_keys() -> Vec<super::PhoneKey> {
        Vec::new()
    }

    /// How the notation names a seat, for a phone's key of that player:
    /// the name, or the seat number when it has a space in it.
    fn seat_word(setup: &Self::Setup, seat: usize) -> String {
        super::player_word(&Self::players(setup), seat)
    }

    /// Whose turn it is as people say it, for the header ("Ann's turn");
    /// a game whose seats are characters names the person first ("Ann's
    /// turn (Mayor)").
    fn turn_of(setup: &Self::Setup, seat: usize) -> Msg {
        let name = Self::players(setup).get(seat).cloned().unwrap_or_default();
        Msg::new("table-turn-of").arg("player", name)
    }

    /// Where the game stands (round, day, step), for the header.
    fn progress(_state: &Self::State) -> Vec<Msg> {
        Vec::new()
    }

    /// Numbers printed on components that the rulebook does not give; the
    /// table enters them once in the settings and new games copy them into
    /// their setup.
    fn board_values() -> &'static [BoardValue] {
        &[]
    }

    /// Whether a game set up from `input` uses the board value `key` (by
    /// default every one): the setup screen asks only for those, so a table
    /// never enters the rebuilding price of a building out of play, or the
    /// building slots of another number of players. Read from the input as
    /// it stands, so a setup not finished yet already asks only that.
    fn board_value_used(_input: &SetupInput, _key: &str) -> bool {
        true
    }

    /// A board value in effect now: the one entered at setup, or as a
    /// `board` entry changed it since. `None` when the table has not
    /// entered it (or the game has no such value).
    fn board_value(_state: &Self::State, _key: &str) -> Option<i64> {
        None
    }

    /// Sets a board value for the rest of the game (a `board` entry, so
    /// that a game set up without one is never stuck). The session has
    /// checked that the game has the key and the value is in its range. A
    /// game with board values must implement this together with
    /// [`Game::board_value`]; the conformance tests check the pair.
    fn set_board_value(state: Self::State, _key: &str, _value: i64) -> Self::State {
        state
    }

    /// Printed values of the box's cards that the table entered in this
    /// game (`state`) and the rulebook does not give, as board values the
    /// household keeps for the next game (the same cards are in the same
    /// box every game): by default none.
    fn box_values(_state: &Self::State) -> Vec<(String, i64)> {
        Vec::new()
    }

    /// What the table must do when the turn clock (chosen at setup, see
    /// [`ClockSetting`](super::ClockSetting)) runs out for the player at
    /// `seat`: a reminder the table marks done, or none when running out
    /// means nothing in this game. A game with a timed rule of its own
    /// (Make You Gunfighters' 10 seconds) returns its own finding here.
    /// By default, the plain "time is up" reminder naming the player.
    fn time_up(setup: &Self::Setup, _state: &Self::State, seat: usize) -> Option<Finding> {
        let name = Self::players(setup).get(seat).cloned().unwrap_or_default();
        Some(super::clock::time_up_reminder(&name))
    }

    /// The turn clock a timed rule of the game asks for when the table chose
    /// that rule but no clock (Make You Gunfighters' 10 seconds); none by
    /// default. A clock the table chose always wins.
    fn rule_clock(_setup: &Self::Setup) -> Option<super::ClockSetting> {
        None
    }

    /// Whether a timed rule of the game times every turn from the first
    /// one, so the clock runs from the set-up with nothing to click and the
    /// turn's clock stands still once the player shows what they do (Make
    /// You Gunfighters' 10 seconds: entering it is not the player's time).
    /// False by default: the clock waits for the first turn to pass or a
    /// Start, and runs for the whole turn.
    fn clock_per_decision(_setup: &Self::Setup) -> bool {
        false
    }

    /// The rule id of the [`Game::time_up`] reminder that `action`, entered,
    /// settles for the turn (the card lost to Make You Gunfighters' clock),
    /// as if it were marked done; none by default.
    fn settles_time_up(_action: &Self::Action) -> Option<&'static str> {
        None
    }

    /// The game's own part of the setup screen for a table of `players`
    /// (characters, roles, variants), filled into `SetupInput::options`.
    /// `chosen` holds the answers so far, so that a variant can change the
    /// questions that follow it.
    fn setup_fields(_players: usize, _chosen: &BTreeMap<String, String>) -> Vec<SetupField> {
        Vec::new()
    }

    /// How the game ended: `None` while it goes on (or while the winners
    /// cannot be named yet, as in BANG! before the last roles are shown).
    /// Statistics, the end-of-game summary and exports read the end only
    /// through this, so a game that does not say is counted as unfinished.
    fn outcome(_setup: &Self::Setup, _state: &Self::State) -> Option<Outcome> {
        None
    }

    /// The dice an action enters, each with its kind and face (a reroll
    /// gives only the dice thrown again: they are fresh throws). Empty by
    /// default: a game without dice, or an action that throws none.
    fn dice(_action: &Self::Action) -> Vec<DieThrow> {
        Vec::new()
    }

    /// The exact odds of the choice the dice make now ("reroll?", "shoot
    /// again?"), for what the player is `considering` on the pad (an empty
    /// one: the game's own default), each figure counted, never simulated.
    /// Empty by default and whenever no choice of the dice is open. Called
    /// when the state or the pad changes, never while drawing.
    fn odds(_setup: &Self::Setup, _state: &Self::State, _considering: &Considering) -> Vec<Odds> {
        Vec::new()
    }

    /// What one step of the game's chart is: a turn or a round.
    const CHART_STEP: StepKind = StepKind::Turn;

    /// The numbers that matter most in this game, each with one line per
    /// player (or team), for the chart of the game (lives in BANG!,
    /// Notoriety in The Quick and the Undead). Empty by default: no chart.
    fn chart_series(_setup: &Self::Setup) -> Vec<SeriesSpec> {
        Vec::new()
    }

    /// The chart's numbers in a state, in the order of
    /// [`Game::chart_series`], and the turn or round the state is in (a
    /// new point of the chart begins when it changes). `None` by default.
    fn chart_reading(_setup: &Self::Setup, _state: &Self::State) -> Option<ChartReading> {
        None
    }
}

/// A game's own texts, compiled into the binary so they are there offline
/// and a broken one fails the test suite rather than a player's evening.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameTexts {
    /// The file name shared by its texts (`bang-dice`): its messages
    /// `locales/LANG/NAME.ftl` (which the texts layer embeds with every file
    /// of `locales/`) and its reference `resources/rules/NAME/LANG.txt`.
    pub name: &'static str,
    /// Its rules reference in English.
    pub reference_en: &'static str,
    /// Its rules reference in Dutch.
    pub reference_nl: &'static str,
    /// Its glossary (`resources/glossary/NAME.toml`): its words in both
    /// languages, which the rules search uses to find across them.
    pub glossary: &'static str,
}

/// A game's [`GameTexts`] from its file name: `game_texts!("bang-dice")`
/// embeds `resources/rules/bang-dice/{en,nl}.txt` and
/// `resources/glossary/bang-dice.toml` (its messages are
/// `locales/{en,nl}/bang-dice.ftl`).
#[macro_export]
macro_rules! game_texts {
    ($name:literal) => {
        $crate::core::GameTexts {
            name: $name,
            reference_en: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/resources/rules/",
                $name,
                "/en.txt"
            )),
            reference_nl: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/resources/rules/",
                $name,
                "/nl.txt"
            )),
            glossary: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/resources/glossary/",
                $name,
                ".toml"
            )),
        }
    };
}

/// One choice of a setup field: the value written into the options and the
/// translation key of its label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// The value as it goes into `SetupInput::options` (and the command line).
    pub value: &'static str,
    /// The translation key of what people see.
    pub label: &'static str,
}

/// A question the setup screen asks for a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupField {
    /// One choice per seat, written as a comma-separated list in seat order
    /// (`characters=bart-cassidy,el-gringo,...`).
    PerSeat {
        /// The option key.
        key: &'static str,
        /// The translation key of the question.
        label: &'static str,
        /// What can be chosen.
        choices: Vec<Choice>,
        /// Whether each choice may be taken by one seat only.
        unique: bool,
    },
    /// One of the seats (`sheriff=2`, from 1).
    Seat {
        /// The option key.
        key: &'static str,
        /// The translation key of the question.
        label: &'static str,
    },
    /// One of a few choices for the whole game (`variant=four-characters`).
    OneOf {
        /// The option key.
        key: &'static str,
        /// The translation key of the question.
        label: &'static str,
        /// What can be chosen.
        choices: Vec<Choice>,
        /// The value that applies when nothing is chosen (shown as chosen);
        /// none when the table must choose.
        default: Option<&'static str>,
    },
}

/// A number printed on a board or card that the rulebook does not give.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardValue {
    /// Its key in the settings and in `SetupInput::board`.
    pub key: &'static str,
    /// The translation key of its name.
    pub label: &'static str,
    /// The translation key of what the rulebook does say about it.
    pub rulebook_says: &'static str,
    /// The value to use until the table enters one, when the rulebook gives one.
    pub default: Option<i64>,
    /// The lowest value that makes sense.
    pub min: i64,
    /// The highest value that makes sense.
    pub max: i64,
    /// The translation key of the heading it is listed under, the way the
    /// boards print it ("Town Board: prices"); none for a value of its own.
    pub group: Option<&'static str>,
}
