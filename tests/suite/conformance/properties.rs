//! Properties every registered game has, whatever is thrown at it: setups
//! it accepts are stored and played; junk setups and hand-edited files are
//! refused in words, never with a panic; any sequence of actions, legal,
//! illegal, applied anyway or edited by hand in the file, never makes
//! `decide`, `evolve`, `reminders` or `counters` panic; and any text is read
//! or refused, and what is read is written back as itself.

use crate::support::conformance::{Conformance, HandEdit, hand_edit, junk_setups, text};
use holster::core::{Considering, CounterId, Game, Msg, SetupInput};
use holster::i18n::{self, Lang};
use holster::session::{AnySession, Input, Session};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestError, TestRunner};

/// Cases per game and property, chosen so that the whole file stays well
/// under a minute in a debug build on two cores. Play is the costly one.
/// `CONFORMANCE_SCALE=20` multiplies them all, to hunt for rarer failures.
pub const SETUP_CASES: u32 = 512;
/// See [`SETUP_CASES`].
pub const JUNK_CASES: u32 = 1024;
/// See [`SETUP_CASES`].
pub const PLAY_CASES: u32 = 256;
/// See [`SETUP_CASES`].
pub const TEXT_CASES: u32 = 2048;

/// The longest sequence of steps in one case of play.
const MAX_STEPS: usize = 120;
/// The most lines tried in one step of play.
const TRIES: usize = 12;

thread_local! {
    /// Whether panics on this thread are being caught by a property run
    /// (and so need not be printed for every case tried while shrinking).
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Prints a panic unless a property run on this thread is catching it.
fn quiet_while_shrinking() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let loud = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(std::cell::Cell::get) {
                loud(info);
            }
        }));
    });
}

fn run<S: Strategy>(
    game: impl std::fmt::Display,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let scale = std::env::var("CONFORMANCE_SCALE")
        .ok()
        .and_then(|s| s.parse::<u32>().ok())
        .unwrap_or(1);
    let mut runner = TestRunner::new(Config {
        cases: cases.saturating_mul(scale),
        // The harness is generic: there is no one source file to keep
        // regressions beside; a failure prints its minimal case instead.
        failure_persistence: None,
        ..Config::default()
    });
    quiet_while_shrinking();
    QUIET.with(|q| q.set(true));
    let result = runner.run(&strategy, &test);
    QUIET.with(|q| q.set(false));
    match result {
        Ok(()) => {}
        Err(TestError::Fail(why, minimal)) => {
            let shown = format!("{minimal:#?}");
            // Once more, out loud, so a panic shows where it happened.
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| test(minimal)));
            panic!("{game}: {why}\nminimal failing input: {shown}");
        }
        Err(e) => panic!("{game}: {e}"),
    }
}

fn accepted<G: Game>(input: &SetupInput) -> Result<G::Setup, TestCaseError> {
    G::setup(input).map_err(|e| TestCaseError::fail(format!("{}: refused {input:?}: {e:?}", G::ID)))
}

/// Everything a table can be shown about a state; none of it may panic.
fn look_at<G: Game>(state: &G::State) {
    let _ = G::reminders(state);
    let _ = G::counters(state);
    let _ = G::progress(state);
    let _ = G::current_player(state);
}

fn in_words(msg: &Msg) -> Result<(), TestCaseError> {
    for lang in Lang::ALL {
        prop_assert!(i18n::has(lang, &msg.key), "{} in {lang}", msg.key);
    }
    Ok(())
}

/// Every setup the game accepts passes the check on load (so no file it
/// wrote is ever refused), starts a game that can be looked at, and asks
/// its setup questions without panicking.
pub fn accepted_setups_are_stored_and_started<G: Conformance>() {
    run(G::ID, SETUP_CASES, G::setups(), |input| {
        let setup = accepted::<G>(&input)?;
        prop_assert_eq!(G::check_stored(&setup), Ok(()), "{:?}", setup);
        look_at::<G>(&G::initial(&setup));
        let _ = G::setup_fields(input.players.len(), &input.options);
        Ok(())
    });
}

/// Junk setups are refused with a message that exists in both languages,
/// or accepted as a setup that passes the check on load.
pub fn junk_setups_are_refused_in_words<G: Conformance>() {
    run(G::ID, JUNK_CASES, junk_setups::<G>(), |input| {
        let _ = G::setup_fields(input.players.len(), &input.options);
        match G::setup(&input) {
            Ok(setup) => {
                prop_assert_eq!(G::check_stored(&setup), Ok(()), "{:?}", input);
                look_at::<G>(&G::initial(&setup));
            }
            Err(msg) => in_words(&msg)?,
        }
        Ok(())
    });
}

/// A stored setup edited by hand is refused in words or accepted, never
/// with a panic; one accepted starts a game that can be looked at.
pub fn hand_edited_setups_never_panic<G: Conformance>() {
    run(
        G::ID,
        JUNK_CASES,
        (G::setups(), hand_edit()),
        |(input, edit)| {
            let setup = accepted::<G>(&input)?;
            let Some(edited) = edit.apply(&setup) else {
                return Ok(());
            };
            match G::check_stored(&edited) {
                Ok(()) => look_at::<G>(&G::initial(&edited)),
                Err(msg) => in_words(&msg)?,
            }
            Ok(())
        },
    );
}

/// One step of play.
#[derive(Debug, Clone)]
enum Step {
    /// Lines of the game's words (or not quite), tried in turn until the
    /// table accepts one, applied anyway or not; an action read from one
    /// may be edited by hand first. Trying several moves play on to the
    /// later rounds a single random line would seldom reach.
    Lines(Vec<String>, bool, Option<HandEdit>),
    /// A tracked number set by hand: which counter, and where in its range.
    Correct(usize, u32),
    Undo,
    Redo,
}

fn step<G: Conformance>() -> impl Strategy<Value = Step> {
    prop_oneof![
        12 => (
            prop::collection::vec(text::<G>(), 1..=TRIES),
            prop::bool::weighted(0.7),
            prop::option::weighted(0.1, hand_edit())
        )
            .prop_map(|(lines, anyway, edit)| Step::Lines(lines, anyway, edit)),
        3 => (any::<usize>(), any::<u32>()).prop_map(|(c, v)| Step::Correct(c, v)),
        1 => Just(Step::Undo),
        1 => Just(Step::Redo),
    ]
}

/// One line tried: straight through the rules, every event applied (as a
/// table applying everything anyway would have it), then through the
/// session as the table enters it. Whether the session refused it.
fn try_line<G: Game>(
    table: &mut Session<G>,
    state: &mut G::State,
    line: &str,
    anyway: bool,
    edit: Option<&HandEdit>,
) -> bool {
    let setup = table.setup().clone();
    match G::parse_action(&setup, line) {
        Ok(action) => {
            let action = edit.and_then(|e| e.apply(&action)).unwrap_or(action);
            let _ = G::describe_action(&setup, &action);
            let _ = G::actor(state, &action);
            if let Ok(decision) = G::decide(state, &action) {
                for event in &decision.events {
                    *state = G::evolve(std::mem::take(state), event);
                }
            }
            look_at::<G>(state);
            table.enter(Input::Play(action), anyway).is_err()
        }
        // The shared words (undo, fix, note, done, pick).
        Err(_) => {
            let typed = if anyway {
                format!("{line} !")
            } else {
                line.to_string()
            };
            table.enter_line(&typed).is_err()
        }
    }
}

/// Any sequence of steps, through the session and straight through the
/// rules, never makes `decide`, `evolve`, `reminders` or `counters` (or the
/// history's descriptions) panic; and a refused entry changes nothing.
pub fn any_play_never_panics<G: Conformance>() {
    let strategy = (
        G::setups(),
        prop::collection::vec(step::<G>(), 0..MAX_STEPS),
    );
    run(G::ID, PLAY_CASES, strategy, |(input, steps)| {
        let setup = accepted::<G>(&input)?;
        let mut table = Session::<G>::in_memory(setup.clone(), chrono::DateTime::UNIX_EPOCH);
        let mut state = G::initial(&setup);
        for step in steps {
            let before = table.state_json();
            let refused = match step {
                Step::Lines(lines, anyway, edit) => {
                    let mut refused = true;
                    for line in &lines {
                        refused = try_line(&mut table, &mut state, line, anyway, edit.as_ref());
                        if !refused {
                            break;
                        }
                    }
                    refused
                }
                Step::Correct(which, at) => {
                    let counters = table.counters();
                    let Some(counter) = counters.get(which % counters.len().max(1)) else {
                        continue;
                    };
                    let span = u64::try_from(counter.max - counter.min).unwrap_or(0) + 1;
                    let to = counter.min + i64::try_from(u64::from(at) % span).unwrap_or(0);
                    let id: CounterId = counter.id.clone();
                    let totals = G::box_totals(table.state());
                    let refused = table
                        .enter(
                            Input::Correct {
                                counter: id.clone(),
                                to,
                            },
                            false,
                        )
                        .is_err();
                    if !refused {
                        a_correction_keeps_the_box::<G>(&table, &id, to, &totals)?;
                    }
                    refused
                }
                Step::Undo => table.undo().is_err(),
                Step::Redo => table.redo().is_err(),
            };
            if refused {
                prop_assert_eq!(
                    table.state_json(),
                    before,
                    "a refused step changed the state"
                );
            }
            let _ = table.reminders();
            every_counter_is_in_its_range::<G>(&table)?;
            outcome_and_dice_are_sound::<G>(&table, &setup)?;
            odds_are_sound::<G>(&table)?;
        }
        let _ = table.history();
        Ok(())
    });
}

/// A correction taken sets exactly the number it names (so the entry
/// saved says what the state holds) and moves what it takes from, or gives
/// back to, the box's other places: every total of the box is as before.
fn a_correction_keeps_the_box<G: Conformance>(
    table: &Session<G>,
    id: &CounterId,
    to: i64,
    totals: &[(&'static str, i64)],
) -> Result<(), TestCaseError> {
    let now = table.counters();
    let set = now.iter().find(|c| &c.id == id).map(|c| c.value);
    prop_assert_eq!(
        set,
        Some(to),
        "{}: fix {} {} set another number",
        G::ID,
        id,
        to
    );
    let saved = table.log().entries().last().map(|e| e.kind.clone());
    let saved_to = match saved {
        Some(holster::session::EntryKind::Correction { to, .. }) => Some(to),
        _ => None,
    };
    prop_assert_eq!(
        saved_to,
        Some(to),
        "{}: fix {} {} saved otherwise",
        G::ID,
        id,
        to
    );
    prop_assert_eq!(
        G::box_totals(table.state()),
        totals.to_vec(),
        "{}: fix {} {} changed what the box holds",
        G::ID,
        id,
        to
    );
    Ok(())
}

/// No tracked number is ever outside its own range, whatever was entered.
fn every_counter_is_in_its_range<G: Conformance>(table: &Session<G>) -> Result<(), TestCaseError> {
    for c in table.counters() {
        prop_assert!(
            (c.min..=c.max).contains(&c.value),
            "{}: {} is {} outside {}..={}",
            G::ID,
            c.id,
            c.value,
            c.min,
            c.max
        );
    }
    Ok(())
}

/// What a game says through the seam about its end and its dice fits the
/// table: an outcome names every seat, its winners are seats, its labels
/// are translated in both languages; every die shows one of its faces.
fn outcome_and_dice_are_sound<G: Conformance>(
    table: &Session<G>,
    setup: &G::Setup,
) -> Result<(), TestCaseError> {
    if let Some(outcome) = AnySession::outcome(table) {
        prop_assert_eq!(outcome.seats.len(), G::players(setup).len());
        prop_assert!(outcome.winners.iter().all(|w| *w < outcome.seats.len()));
        let labels = outcome
            .seats
            .iter()
            .flat_map(|s| s.sides.iter().map(|side| &side.label))
            .chain(std::iter::once(&outcome.how));
        for label in labels {
            for lang in [Lang::En, Lang::Nl] {
                prop_assert!(i18n::has(lang, &label.key), "{} untranslated", label.key);
            }
        }
    }
    for throw in AnySession::dice(table) {
        prop_assert!((1..=throw.kind.sides()).contains(&throw.face), "{throw:?}");
    }
    Ok(())
}

/// The odds a game gives at a choice of the dice (`Game::odds`) are sound
/// in every state random play reaches: each choice has figures, a whole
/// set sums to exactly 1, and every word is translated in both languages;
/// asked with nothing marked, one die, and every die marked.
fn odds_are_sound<G: Conformance>(table: &Session<G>) -> Result<(), TestCaseError> {
    let asked = [None, Some(vec![0]), Some(vec![0, 1, 2, 3, 4])];
    for marked in asked {
        let considering = Considering {
            marked,
            ..Considering::default()
        };
        for odds in AnySession::odds(table, &considering) {
            prop_assert!(odds.sums_right(), "{}: {odds:?} does not sum right", G::ID);
            let words = std::iter::once(&odds.choice).chain(odds.figures.iter().map(|f| &f.what));
            for msg in words {
                for lang in [Lang::En, Lang::Nl] {
                    prop_assert!(i18n::has(lang, &msg.key), "{} untranslated", msg.key);
                }
            }
            for lang in [Lang::En, Lang::Nl] {
                let line = i18n::odds_line(lang, &odds);
                prop_assert!(!line.contains("odds-"), "{line}");
            }
        }
    }
    Ok(())
}

/// Any text is read as an action or refused in words, never with a panic;
/// an action read is written back as a line that reads as the same action.
pub fn any_text_reads_back_or_is_refused<G: Conformance>() {
    run(
        G::ID,
        TEXT_CASES,
        (G::setups(), text::<G>()),
        |(input, line)| {
            let setup = accepted::<G>(&input)?;
            match G::parse_action(&setup, &line) {
                Ok(action) => {
                    let written = G::format_action(&setup, &action);
                    prop_assert_eq!(
                        G::parse_action(&setup, &written),
                        Ok(action),
                        "{:?} was written {:?}",
                        line,
                        written
                    );
                }
                Err(msg) => in_words(&msg)?,
            }
            Ok(())
        },
    );
}
