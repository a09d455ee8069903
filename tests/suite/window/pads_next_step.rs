//! The next step, always: for every registered game (through a macro passed
//! to `holster::registered_games!`, so a game added there is checked here
//! too, and one without its [`Ends`] line below does not compile), random
//! legal play reaches state after state, and in every state reached:
//!
//! - a game that is not over leaves the pad with something to click
//!   (`TablePad::offered` is never empty);
//! - every click the pad offers, followed by more of what it offers then
//!   (a form's choices, the dice) until an entry results, gives an entry
//!   the rules accept or flag as a violation, never one they refuse; a
//!   click that leaves the pad with nothing more to offer and no entry is
//!   a dead end, and fails;
//! - every button the pad draws is what the rules take now: a live one
//!   that builds an entry is among the offers, every offer is drawn live,
//!   and every greyed one, tapped, makes no entry and says why in the
//!   pad's reason line, in English and in Dutch.
//!
//! Play goes on by the conformance harness's lines in the game's words
//! (`tests/suite/support/conformance.rs`), or by a random path of the pad's own
//! clicks, whichever the rules take without an override first. Run with
//! `--nocapture` to see how many states, clicks and entries were checked.

use crate::support::conformance::Conformance;
use holster::core::{Game, needs_override};
use holster::games::bang_dice::BangDice;
use holster::games::gunfighters::Gunfighters;
use holster::games::gunfights::{Gunfights, Phase};
use holster::games::tally::Tally;
use holster::games::undead::Undead;
use holster::games::undead_solo::UndeadSolo;
use holster::i18n::{self, Lang};
use holster::session::{Input, Session, input_line};
use holster::ui::games::kit::Tap;
use holster::ui::games::{GamePad, TablePad};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestError, TestRunner};
use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;

/// Cases per game: each is a whole random game of up to [`MAX_STEPS`]
/// entries, every state of it checked click by click. Chosen so the test
/// stays under a minute or so in a debug build on two cores;
/// `CONFORMANCE_SCALE=10` multiplies them.
const CASES: u32 = 64;
/// The most entries one case plays.
const MAX_STEPS: usize = 160;
/// Lines of the game's words tried for one step.
const TRIES: usize = 8;
/// The most clicks followed after an offered one before an entry must come.
const MAX_CLICKS: usize = 40;

/// When a game is over, seen from its state: the one thing this test needs
/// of a game beyond its pad and its conformance sample.
trait Ends: Conformance + GamePad {
    /// Whether nothing more is played.
    fn over(state: &Self::State) -> bool;
}

impl Ends for BangDice {
    fn over(state: &Self::State) -> bool {
        state.end.is_over()
    }
}

impl Ends for Gunfights {
    fn over(state: &Self::State) -> bool {
        state.phase == Phase::Over
    }
}

impl Ends for Gunfighters {
    fn over(state: &Self::State) -> bool {
        state.end.is_over()
    }
}

impl Ends for Undead {
    fn over(state: &Self::State) -> bool {
        state.phase == holster::games::undead::Phase::Over
    }
}

impl Ends for UndeadSolo {
    fn over(state: &Self::State) -> bool {
        state.end.is_some()
    }
}

impl Ends for Tally {
    /// The table announces the winner; the game itself never ends.
    fn over(_: &Self::State) -> bool {
        false
    }
}

/// What one game's run checked (printed, hence only read by `Debug`).
#[derive(Debug, Default)]
#[allow(dead_code)]
struct Counts {
    cases: u32,
    states: u64,
    over: u64,
    clicks: u64,
    accepted: u64,
    flagged: u64,
    entered_by_line: u64,
    entered_by_pad: u64,
    /// Greyed buttons tapped, each of which said why.
    greyed: u64,
    /// How many different places (round, phase, step) the games reached,
    /// and the last of them in order.
    reached: (usize, Vec<String>),
}

thread_local! {
    static COUNTS: Cell<[u64; 8]> = const { Cell::new([0; 8]) };
    /// Where the games reached, in the header's words (round, phase, step).
    static REACHED: RefCell<BTreeSet<String>> = const { RefCell::new(BTreeSet::new()) };
}

/// Adds to one of the counts of the run on this thread.
fn count(which: usize) {
    COUNTS.with(|c| {
        let mut all = c.get();
        all[which] += 1;
        c.set(all);
    });
}

const STATES: usize = 0;
const OVER: usize = 1;
const CLICKS: usize = 2;
const ACCEPTED: usize = 3;
const FLAGGED: usize = 4;
const BY_LINE: usize = 5;
const BY_PAD: usize = 6;
const GREYED: usize = 7;

/// A small deterministic source of choices, so a failing case shrinks and
/// replays the same clicks.
struct Dice(u64);

impl Dice {
    fn pick(&mut self, n: usize) -> usize {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_f491_4f6c_dd1d);
        usize::try_from(x >> 33).unwrap_or(0) % n.max(1)
    }
}

/// One step of play: lines to try, a seed for the pad's clicks, and
/// whether the pad's clicks are tried before the lines.
type Step = (Vec<String>, u64, bool);

fn step<G: Conformance>() -> impl Strategy<Value = Step> {
    (
        prop::collection::vec(G::lines(), 1..=TRIES),
        any::<u64>(),
        any::<bool>(),
    )
}

/// Clicks `first` on a copy of the pad, then what the pad offers then,
/// until an entry comes: the entry and the clicks that made it.
fn follow<G: GamePad>(
    pad: &G::Pad,
    first: <G::Pad as TablePad<G>>::Message,
    session: &Session<G>,
    dice: &mut Dice,
) -> Result<(Input<G::Action>, Vec<String>), TestCaseError> {
    let mut pad = pad.clone();
    let mut click = first;
    let mut path = Vec::new();
    for _ in 0..MAX_CLICKS {
        path.push(format!("{click:?}"));
        count(CLICKS);
        if let Some(entry) = pad.update(click, session) {
            return Ok((entry, path));
        }
        let offered = pad.offered(session);
        if offered.is_empty() {
            return Err(TestCaseError::fail(format!(
                "{}: a dead end: after {path:?} the pad offers nothing",
                G::ID
            )));
        }
        click = offered[dice.pick(offered.len())].clone();
    }
    Err(TestCaseError::fail(format!(
        "{}: no entry after {MAX_CLICKS} clicks: {path:?}",
        G::ID
    )))
}

/// The entry as the table enters it (its line, read back) and what the
/// rules say of it: whether it needs an override; a failure if refused.
fn judge<G: Game>(
    session: &Session<G>,
    entry: &Input<G::Action>,
    path: &[String],
) -> Result<bool, TestCaseError> {
    let Input::Play(action) = entry else {
        return Err(TestCaseError::fail(format!(
            "{}: {path:?} made {entry:?}, not a move of the game",
            G::ID
        )));
    };
    let line = input_line::<G>(session.setup(), entry);
    let read = G::parse_action(session.setup(), &line);
    prop_assert_eq!(read.as_ref(), Ok(action), "{} reads back", line);
    match session.check(entry) {
        Ok(findings) => Ok(needs_override(&findings)),
        Err(refused) => Err(TestCaseError::fail(format!(
            "{}: {path:?} made `{line}`, which the rules refuse: {}",
            G::ID,
            refused.rule_id()
        ))),
    }
}

/// The state now, with the pad as the table holds it: see the module notes.
fn check_state<G: Ends>(
    session: &Session<G>,
    pad: &G::Pad,
    dice: &mut Dice,
) -> Result<(), TestCaseError> {
    count(STATES);
    let progress: Vec<String> = G::progress(session.state())
        .iter()
        .map(|msg| i18n::tr(Lang::En, msg))
        .collect();
    REACHED.with(|r| r.borrow_mut().insert(progress.join(", ")));
    let offered = pad.offered(session);
    if G::over(session.state()) {
        count(OVER);
    } else {
        prop_assert!(
            !offered.is_empty(),
            "{}: the pad offers nothing in a game that is not over: {}",
            G::ID,
            session.state_json_string()
        );
    }
    check_buttons(session, pad)?;
    for click in offered {
        let (entry, path) = follow::<G>(pad, click, session, dice)?;
        if judge(session, &entry, &path)? {
            count(FLAGGED);
        } else {
            count(ACCEPTED);
        }
    }
    Ok(())
}

/// Every button the pad draws, in both languages: a live one that builds an
/// entry is among its offers (so the offers' property covers it), every
/// offer is drawn live, and a greyed one, tapped, makes no entry and makes
/// the reason line say why.
fn check_buttons<G: Ends>(session: &Session<G>, pad: &G::Pad) -> Result<(), TestCaseError> {
    let offered = pad.offered(session);
    for lang in Lang::ALL {
        let drawn = pad.drawn(lang, session);
        for button in &drawn {
            match &button.tap {
                Tap::Live(click) if !button.control => prop_assert!(
                    offered.contains(click),
                    "{}: `{}` is drawn live but the pad does not offer it ({:?})",
                    G::ID,
                    button.label,
                    click
                ),
                Tap::Live(_) => {}
                Tap::Greyed(click) => {
                    let mut tapped = pad.clone();
                    let entry = tapped.update(click.clone(), session);
                    prop_assert!(
                        entry.is_none(),
                        "{}: the greyed `{}` made an entry: {:?}",
                        G::ID,
                        button.label,
                        entry
                    );
                    let why = tapped.why(lang, session).unwrap_or_default();
                    prop_assert!(
                        !why.trim().is_empty(),
                        "{}: the greyed `{}` says nothing in {:?} ({:?})",
                        G::ID,
                        button.label,
                        lang,
                        click
                    );
                    count(GREYED);
                }
            }
        }
        for click in &offered {
            prop_assert!(
                drawn.iter().any(|b| b.tap == Tap::Live(click.clone())),
                "{}: {:?} is offered but not drawn live in {:?}",
                G::ID,
                click,
                lang
            );
        }
    }
    Ok(())
}

/// The first of the lines the rules take without an override, entered.
fn enter_a_line<G: Game>(session: &mut Session<G>, lines: &[String]) -> bool {
    for line in lines {
        let Ok(action) = G::parse_action(session.setup(), line) else {
            continue;
        };
        let input = Input::Play(action);
        if session.check(&input).is_ok_and(|f| !needs_override(&f))
            && session.enter(input, false).is_ok()
        {
            count(BY_LINE);
            return true;
        }
    }
    false
}

/// A random path of the pad's clicks, entered when the rules take it
/// without an override; the pad is the one the table holds after it.
fn enter_by_pad<G: GamePad>(session: &mut Session<G>, pad: &mut G::Pad, dice: &mut Dice) -> bool {
    let offered = pad.offered(session);
    if offered.is_empty() {
        return false;
    }
    let first = offered[dice.pick(offered.len())].clone();
    let Ok((entry, _)) = follow::<G>(pad, first, session, dice) else {
        return false;
    };
    if session.check(&entry).is_ok_and(|f| !needs_override(&f))
        && session.enter(entry, false).is_ok()
    {
        *pad = G::Pad::default();
        count(BY_PAD);
        return true;
    }
    false
}

/// A state as text, for a failure message.
trait StateText {
    fn state_json_string(&self) -> String;
}

impl<G: Game> StateText for Session<G> {
    fn state_json_string(&self) -> String {
        use holster::session::AnySession;
        self.state_json().to_string()
    }
}

/// Runs the property for one game and says what it checked.
fn check<G: Ends>() -> Counts {
    let scale = std::env::var("CONFORMANCE_SCALE")
        .ok()
        .and_then(|s| s.parse::<u32>().ok())
        .unwrap_or(1);
    let cases = CASES.saturating_mul(scale);
    let mut runner = TestRunner::new(Config {
        cases,
        // Generic over the games: a failure prints its minimal case instead.
        failure_persistence: None,
        ..Config::default()
    });
    COUNTS.with(|c| c.set([0; 8]));
    REACHED.with(|r| r.borrow_mut().clear());
    let strategy = (
        G::setups(),
        any::<u64>(),
        prop::collection::vec(step::<G>(), 1..MAX_STEPS),
    );
    let result = runner.run(&strategy, |(input, seed, steps)| {
        let setup = G::setup(&input)
            .map_err(|e| TestCaseError::fail(format!("{}: refused {input:?}: {e:?}", G::ID)))?;
        let mut session = Session::<G>::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
        let mut pad = G::Pad::default();
        let mut dice = Dice(seed | 1);
        for (lines, seed, pad_first) in steps {
            check_state(&session, &pad, &mut dice)?;
            let mut steer = Dice(seed | 1);
            // When neither moves play on, the next step tries other lines
            // and other clicks.
            let by_pad_first = pad_first && enter_by_pad(&mut session, &mut pad, &mut steer);
            if !by_pad_first && !enter_a_line(&mut session, &lines) && !pad_first {
                enter_by_pad(&mut session, &mut pad, &mut steer);
            }
        }
        check_state(&session, &pad, &mut dice)
    });
    match result {
        Ok(()) => {}
        Err(TestError::Fail(why, (input, seed, steps))) => panic!(
            "{why}\nminimal failing case: {input:?}, seed {seed}, {} steps",
            steps.len()
        ),
        Err(e) => panic!("{}: {e}", G::ID),
    }
    let all = COUNTS.with(Cell::get);
    Counts {
        cases,
        states: all[STATES],
        over: all[OVER],
        clicks: all[CLICKS],
        accepted: all[ACCEPTED],
        flagged: all[FLAGGED],
        entered_by_line: all[BY_LINE],
        entered_by_pad: all[BY_PAD],
        greyed: all[GREYED],
        reached: REACHED.with(|r| {
            let reached = r.borrow();
            let last = reached.iter().rev().take(6).rev().cloned().collect();
            (reached.len(), last)
        }),
    }
}

macro_rules! every_pad {
    ($($game:ty),* $(,)?) => {
        /// See the module notes; the counts are of every case tried,
        /// shrinking included.
        ///
        /// Each game in a thread of its own: the games are independent, and
        /// one test that played them one after the other took most of the
        /// suite's time on two cores while the other core sat idle.
        #[test]
        fn every_pad_always_offers_a_next_step_the_rules_take() {
            std::thread::scope(|scope| {
                let games = vec![$(
                    scope.spawn(|| (<$game as Game>::ID, check::<$game>())),
                )*];
                for game in games {
                    match game.join() {
                        Ok((id, counts)) => eprintln!("{id}: {counts:?}"),
                        Err(failure) => std::panic::resume_unwind(failure),
                    }
                }
            });
        }
    };
}

holster::registered_games!(every_pad);
