//! The turn clock: folded from the journal with explicit instants (never a
//! sleep), the same for every game, saved beside the setup, and typed.

use chrono::{DateTime, TimeDelta, TimeZone, Utc};
use holster::core::clock::{ALREADY_RUNNING, NO_CLOCK, NOT_RUNNING, TIME_UP};
use holster::core::{
    ClockSetting, Mark, Phase, SetupInput, Tick, fold_clock, show_left, show_time,
};
use holster::games::tally::{Tally, TallyAction};
use holster::session::{EntryError, Input, Session};
use holster::store::{CLOCK_FORMAT, JOURNAL_FORMAT};

use holster::core::Game;
use holster::games::gunfighters::Gunfighters;

/// The instant `s` seconds into the test's evening.
fn at(s: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 29, 19, 0, 0)
        .single()
        .expect("a real instant")
        + TimeDelta::seconds(s)
}

fn secs(s: i64) -> TimeDelta {
    TimeDelta::seconds(s)
}

const COUNTDOWN: ClockSetting = ClockSetting::Countdown { seconds: 30 };
const BANK: ClockSetting = ClockSetting::Bank { minutes: 2 };

fn mark(s: i64, turn: usize, tick: Tick<'_>) -> Mark<'_> {
    Mark {
        at: at(s),
        turn: Some(turn),
        tick,
    }
}

// ---- the fold itself, on marks ----

#[test]
fn a_countdown_waits_for_the_turn_to_pass_then_runs() {
    // Setting out the cards costs nobody time.
    let waiting = fold_clock(Some(COUNTDOWN), 3, at(0), Some(0), [], at(100));
    assert_eq!(waiting.phase, Phase::Waiting);
    assert_eq!(waiting.remaining(), Some(secs(30)));
    assert!(!waiting.running());
    assert!(waiting.can_resume() && !waiting.can_pause());

    // Ann's turn passes to Bob at 100 s: Bob's countdown runs from there.
    let marks = [mark(100, 1, Tick::Other)];
    let clock = fold_clock(Some(COUNTDOWN), 3, at(0), Some(0), marks, at(112));
    assert_eq!(clock.phase, Phase::Running);
    assert_eq!(clock.seat, Some(1));
    assert_eq!(clock.turn_elapsed, secs(12));
    assert_eq!(clock.remaining(), Some(secs(18)));
    assert!(!clock.time_up());
    assert_eq!(clock.players[1].turns, 1);
    assert_eq!(clock.players[0].turns, 1, "Ann's first turn counts");
}

#[test]
fn a_paused_countdown_stands_still_and_resumes_where_it_stopped() {
    let marks = [
        mark(0, 0, Tick::Resume),
        mark(10, 0, Tick::Pause),
        // A long rules question.
        mark(300, 0, Tick::Resume),
    ];
    let paused = fold_clock(
        Some(COUNTDOWN),
        2,
        at(0),
        Some(0),
        marks[..2].to_vec(),
        at(250),
    );
    assert_eq!(paused.phase, Phase::Paused);
    assert_eq!(paused.remaining(), Some(secs(20)), "paused at 10 s in");
    assert_eq!(paused.players[0].used, secs(10));
    let resumed = fold_clock(Some(COUNTDOWN), 2, at(0), Some(0), marks, at(305));
    assert_eq!(resumed.phase, Phase::Running);
    assert_eq!(
        resumed.remaining(),
        Some(secs(15)),
        "10 s before, 5 s after"
    );
}

#[test]
fn the_turn_passing_starts_the_countdown_again_and_a_pause_holds_over_it() {
    let marks = [
        mark(0, 0, Tick::Resume),
        mark(25, 1, Tick::Other),
        mark(40, 1, Tick::Pause),
        // The turn passes while the clock is paused: it stays paused.
        mark(45, 2, Tick::Other),
    ];
    let clock = fold_clock(Some(COUNTDOWN), 3, at(0), Some(0), marks, at(500));
    assert_eq!(clock.seat, Some(2));
    assert_eq!(clock.phase, Phase::Paused);
    assert_eq!(clock.remaining(), Some(secs(30)));
    assert_eq!(clock.players[0].used, secs(25));
    assert_eq!(clock.players[1].used, secs(15));
    assert_eq!(clock.players[2].used, secs(0));
}

#[test]
fn the_time_runs_out_and_the_display_says_zero_exactly_then() {
    let marks = [mark(0, 1, Tick::Other)];
    let clock = |s| fold_clock(Some(COUNTDOWN), 2, at(0), Some(0), marks, at(s));
    let just_before = fold_clock(
        Some(COUNTDOWN),
        2,
        at(0),
        Some(0),
        marks,
        at(29) + TimeDelta::milliseconds(900),
    );
    assert!(!just_before.time_up());
    assert_eq!(show_left(just_before.remaining().expect("a clock")), "0:01");
    assert!(clock(30).time_up());
    assert_eq!(show_left(clock(30).remaining().expect("a clock")), "0:00");
    assert_eq!(clock(90).remaining(), Some(secs(0)), "never below zero");
    assert_eq!(show_time(secs(3723)), "1:02:03");
    assert_eq!(show_time(secs(75)), "1:15");
}

#[test]
fn a_time_bank_drains_only_on_its_players_turns() {
    let marks = [
        mark(0, 0, Tick::Resume),
        mark(50, 1, Tick::Other),
        mark(60, 0, Tick::Other),
        mark(100, 1, Tick::Other),
    ];
    let clock = fold_clock(Some(BANK), 2, at(0), Some(0), marks, at(130));
    // Ann: 0..50 and 60..100; Bob: 50..60 and 100..130.
    assert_eq!(clock.players[0].used, secs(90));
    assert_eq!(clock.players[1].used, secs(40));
    assert_eq!(clock.bank_left(0), Some(secs(30)));
    assert_eq!(clock.remaining(), Some(secs(80)), "Bob is at turn");
    assert_eq!(clock.players[0].turns, 2);
    assert_eq!(clock.players[1].turns, 2);
    let later = fold_clock(Some(BANK), 2, at(0), Some(0), marks, at(210));
    assert!(later.time_up(), "Bob's two minutes are spent at 210 s");
    assert!(!fold_clock(Some(BANK), 2, at(0), Some(0), marks, at(209)).time_up());
}

#[test]
fn without_a_clock_turns_and_times_are_counted_between_entries_only() {
    let marks = [mark(20, 1, Tick::Other), mark(50, 0, Tick::Other)];
    let stats = fold_clock(None, 2, at(0), Some(0), marks, at(10_000));
    assert_eq!(stats.players[0].used, secs(20));
    assert_eq!(stats.players[1].used, secs(30));
    assert_eq!(stats.players[0].turns, 2);
    assert!(!stats.running(), "nothing to redraw every second");
    assert_eq!(stats.remaining(), None);
    assert!(!stats.can_pause() && !stats.can_resume());
}

#[test]
fn an_entry_stamped_before_the_last_one_charges_nobody() {
    // A computer clock set back between two entries.
    let marks = [
        mark(0, 0, Tick::Resume),
        mark(100, 1, Tick::Other),
        mark(40, 0, Tick::Other),
    ];
    let clock = fold_clock(Some(BANK), 2, at(0), Some(0), marks, at(110));
    // The entry stamped 40 s is taken as made at 100 s: Bob's turn took no
    // time, and Ann's turn since runs from 100 s.
    assert_eq!(clock.players[0].used, secs(110));
    assert_eq!(clock.players[1].used, secs(0));
}

#[test]
fn settings_are_read_in_both_languages_and_refused_out_of_range() {
    assert_eq!(ClockSetting::parse("countdown:30"), Ok(Some(COUNTDOWN)));
    assert_eq!(ClockSetting::parse("Aftellen:30"), Ok(Some(COUNTDOWN)));
    assert_eq!(ClockSetting::parse("bank:2"), Ok(Some(BANK)));
    assert_eq!(ClockSetting::parse("tijdbank:2"), Ok(Some(BANK)));
    assert_eq!(ClockSetting::parse("off"), Ok(None));
    assert_eq!(ClockSetting::parse("uit"), Ok(None));
    assert_eq!(
        ClockSetting::parse("countdown:2").map_err(|m| m.key),
        Err("clock-countdown-range".into())
    );
    assert_eq!(
        ClockSetting::parse("bank:0").map_err(|m| m.key),
        Err("clock-bank-range".into())
    );
    assert_eq!(
        ClockSetting::parse("hourglass:3").map_err(|m| m.key),
        Err("clock-bad-setting".into())
    );
    assert_eq!(
        ClockSetting::parse("bank:ten").map_err(|m| m.key),
        Err("clock-bad-setting".into())
    );
    for setting in [COUNTDOWN, BANK] {
        assert_eq!(ClockSetting::parse(&setting.notation()), Ok(Some(setting)));
    }
}

// ---- a session: the clock from the real log ----

fn tally(clock: Option<ClockSetting>) -> Session<Tally> {
    let setup = <Tally as holster::core::Game>::setup(&SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        ..Default::default()
    })
    .expect("a valid setup");
    Session::<Tally>::in_memory(setup, at(0)).with_clock(clock)
}

fn roll(player: usize, face: u8) -> Input<TallyAction> {
    Input::Play(TallyAction::Roll {
        player,
        face: holster::core::D20::new(face).expect("a d20 face"),
    })
}

#[track_caller]
fn enter(session: &mut Session<Tally>, input: Input<TallyAction>, s: i64) {
    if let Err(e) = session.enter_at(input, false, at(s)) {
        panic!("entered at {s} s: {e:?}");
    }
}

#[test]
fn a_session_countdown_runs_pauses_resumes_and_restarts_with_each_turn() {
    let mut game = tally(Some(COUNTDOWN));
    assert_eq!(game.clock_at(at(5)).phase, Phase::Waiting);
    enter(&mut game, Input::Resume, 10);
    enter(&mut game, roll(0, 12), 18); // Ann's turn passes to Bob.
    let clock = game.clock_at(at(25));
    assert_eq!((clock.seat, clock.remaining()), (Some(1), Some(secs(23))));
    enter(&mut game, Input::Pause, 30);
    assert_eq!(game.clock_at(at(900)).remaining(), Some(secs(18)));
    enter(&mut game, Input::Resume, 1000);
    assert_eq!(game.clock_at(at(1005)).remaining(), Some(secs(13)));
    let times = game.clock_at(at(1005)).players;
    assert_eq!(times[0].used, secs(8));
    assert_eq!(times[1].used, secs(17));
    // The history says what the clock entries were.
    let history = holster::session::AnySession::history(&game);
    assert_eq!(history[0].notation, "resume");
    assert_eq!(history[0].description.key, "clock-entry-started");
    assert_eq!(history[2].notation, "pause");
    assert_eq!(history[3].description.key, "clock-entry-resumed");
}

#[test]
fn pausing_twice_resuming_twice_and_a_clock_that_was_never_chosen_are_refused() {
    let mut game = tally(Some(COUNTDOWN));
    let refused = |r: Result<_, EntryError>| match r {
        Err(EntryError::Rejected(f)) => f.rule_id().to_string(),
        other => panic!("should be refused: {other:?}"),
    };
    assert_eq!(
        refused(game.enter_at(Input::Pause, false, at(1))),
        NOT_RUNNING.id
    );
    enter(&mut game, Input::Resume, 2);
    assert_eq!(
        refused(game.enter_at(Input::Resume, false, at(3))),
        ALREADY_RUNNING.id
    );
    assert_eq!(game.log().len(), 1, "nothing was entered");
    let mut plain = tally(None);
    assert_eq!(
        refused(plain.enter_at(Input::Pause, false, at(1))),
        NO_CLOCK.id
    );
    assert_eq!(
        refused(plain.enter_at(Input::Resume, false, at(1))),
        NO_CLOCK.id
    );
}

#[test]
fn time_up_is_a_reminder_the_table_confirms_once_per_turn() {
    let mut game = tally(Some(COUNTDOWN));
    enter(&mut game, roll(0, 3), 0); // Bob's turn from 0 s.
    let rules = |g: &Session<Tally>, s| -> Vec<String> {
        g.reminders_at(at(s))
            .iter()
            .map(|f| f.rule_id().to_string())
            .collect()
    };
    assert!(!rules(&game, 29).contains(&TIME_UP.id.to_string()));
    let up = game.reminders_at(at(31));
    let reminder = up
        .iter()
        .find(|f| f.rule_id() == TIME_UP.id)
        .expect("time is up");
    assert_eq!(reminder.message().key, "rule-core_clock_time-up");
    assert!(
        reminder
            .message()
            .args
            .iter()
            .any(|(k, v)| k == "player" && *v == holster::core::Arg::Text("Bob".into()))
    );
    // Marked done (the check reads the real clock, long after 2026's evening).
    enter(&mut game, Input::Done(TIME_UP.id.into()), 35);
    assert!(!rules(&game, 60).contains(&TIME_UP.id.to_string()));
    // Bob rolls: Cid's turn, whose time runs out anew.
    enter(&mut game, roll(1, 4), 70);
    assert!(!rules(&game, 99).contains(&TIME_UP.id.to_string()));
    assert!(rules(&game, 101).contains(&TIME_UP.id.to_string()));
}

#[test]
fn undoing_the_entry_that_passed_the_turn_gives_the_turn_and_its_time_back() {
    let mut game = tally(Some(BANK));
    enter(&mut game, Input::Resume, 0);
    enter(&mut game, roll(0, 5), 40); // to Bob
    enter(&mut game, roll(1, 6), 50); // to Cid
    let before = game.clock_at(at(60));
    assert_eq!(before.seat, Some(2));
    game.undo().expect("undo");
    let after = game.clock_at(at(60));
    assert_eq!(after.seat, Some(1), "Bob's turn again");
    assert_eq!(after.players[1].used, secs(20), "40..60 is Bob's");
    assert_eq!(after.players[2], Default::default(), "Cid never had a turn");
    game.redo().expect("redo");
    assert_eq!(game.clock_at(at(60)), before);
}

#[test]
fn undoing_a_pause_lets_the_clock_run_on() {
    let mut game = tally(Some(COUNTDOWN));
    enter(&mut game, Input::Resume, 0);
    enter(&mut game, Input::Pause, 5);
    game.undo().expect("undo");
    let clock = game.clock_at(at(12));
    assert_eq!(clock.phase, Phase::Running);
    assert_eq!(clock.remaining(), Some(secs(18)));
}

// ---- the save file ----

#[test]
fn the_clock_survives_closing_and_reopening() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("clocked.toml");
    let setup = <Tally as holster::core::Game>::setup(&SetupInput {
        players: vec!["Ann".into(), "Bob".into()],
        ..Default::default()
    })
    .expect("a valid setup");
    let mut game =
        Session::<Tally>::create_with_clock(&path, setup, Some(COUNTDOWN)).expect("created");
    let start = game.created();
    game.enter_at(Input::Resume, false, start + secs(1))
        .expect("resume");
    game.enter_at(roll(0, 9), false, start + secs(4))
        .expect("roll");
    game.enter_at(Input::Pause, false, start + secs(10))
        .expect("pause");
    let later = start + secs(3600);
    let before = game.clock_at(later);
    assert_eq!(before.phase, Phase::Paused);
    assert_eq!(before.remaining(), Some(secs(24)));
    drop(game);

    let text = std::fs::read_to_string(&path).expect("saved");
    assert!(
        text.contains(&format!("format_version = {CLOCK_FORMAT}")),
        "{text}"
    );
    assert!(
        text.contains("[clock]\nkind = \"countdown\"\nseconds = 30"),
        "{text}"
    );
    assert!(text.contains("entry = { pause = {} }"), "{text}");
    let (reopened, _) = Session::<Tally>::open(&path).expect("reopened");
    assert_eq!(reopened.clock_setting(), Some(COUNTDOWN));
    assert_eq!(reopened.clock_at(later), before);
}

#[test]
fn a_game_without_a_clock_is_written_as_before_and_old_files_load_unchanged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut session, path) = new_plain(dir.path());
    session.enter_line("roll ann 4").expect("entered");
    drop(session);
    let text = std::fs::read_to_string(&path).expect("saved");
    assert!(text.contains(&format!("format_version = {JOURNAL_FORMAT}")));
    assert!(!text.contains("clock"), "{text}");
    // A format 3 file written before the clock existed.
    let old = "format_version = 3\ngame = \"tally\"\ncreated = \"2026-11-29T19:00:00.000Z\"\n\
written_by = \"Holster 0.1.0\"\n\n[setup]\nplayers = [\"Ann\", \"Bob\"]\ngoal = 100\n\n\
[[record]]\nseq = 1\nat = \"2026-11-29T19:00:10.000Z\"\n\
entry = { play = { action = { roll = { player = 0, face = 7 } } } }\nend = 1\n";
    let old_path = dir.path().join("old.toml");
    std::fs::write(&old_path, old).expect("written");
    let (mut game, _) = Session::<Tally>::open(&old_path).expect("an old file opens");
    assert_eq!(game.clock_setting(), None);
    assert_eq!(game.clock_at(at(100)).players[0].used, secs(10));
    assert!(matches!(
        game.enter_at(Input::Pause, false, at(20)),
        Err(EntryError::Rejected(f)) if f.rule_id() == NO_CLOCK.id
    ));
    drop(game);
    assert_eq!(
        std::fs::read_to_string(&old_path).expect("kept"),
        old,
        "unchanged"
    );
}

fn new_plain(dir: &std::path::Path) -> (Box<dyn holster::session::AnySession>, std::path::PathBuf) {
    let path = dir.join("plain.toml");
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into()],
        ..Default::default()
    };
    let session = holster::games::create(Tally::ID, &path, &input).expect("created");
    (session, path)
}

#[test]
fn a_clock_or_a_pause_a_file_cannot_have_is_refused_and_the_file_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let head = |version: u32, clock: &str| {
        format!(
            "format_version = {version}\ngame = \"tally\"\ncreated = \"2026-11-29T19:00:00.000Z\"\n\
written_by = \"Holster 0.1.0\"\n{clock}\n[setup]\nplayers = [\"Ann\", \"Bob\"]\ngoal = 100\n"
        )
    };
    let pause = "\n[[record]]\nseq = 1\nat = \"2026-11-29T19:00:10.000Z\"\nentry = { pause = {} }\nend = 1\n";
    let cases = [
        (
            "clock-in-3",
            head(3, "\n[clock]\nkind = \"countdown\"\nseconds = 30\n"),
        ),
        ("pause-without", format!("{}{pause}", head(4, ""))),
        (
            "too-short",
            head(4, "\n[clock]\nkind = \"countdown\"\nseconds = 1\n"),
        ),
    ];
    for (name, text) in cases {
        let path = dir.path().join(format!("{name}.toml"));
        std::fs::write(&path, &text).expect("written");
        assert!(
            Session::<Tally>::open(&path).is_err(),
            "{name} should be refused"
        );
        assert_eq!(
            std::fs::read_to_string(&path).expect("kept"),
            text,
            "{name} kept"
        );
    }
    // And the right one loads, with its pause.
    let good = format!(
        "{}{pause}",
        head(4, "\n[clock]\nkind = \"bank\"\nminutes = 20\n")
    );
    let path = dir.path().join("good.toml");
    std::fs::write(&path, &good).expect("written");
    let (game, _) = Session::<Tally>::open(&path).expect("loads");
    assert_eq!(
        game.clock_setting(),
        Some(ClockSetting::Bank { minutes: 20 })
    );
    assert_eq!(game.clock_at(at(500)).phase, Phase::Paused);
}

// ---- the command line ----

use crate::support::holster;

#[test]
fn the_command_line_sets_up_a_clock_and_pauses_and_resumes_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let new = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "tally",
            "timed",
            "--players",
            "Ann,Bob",
            "--clock",
            "countdown:30",
        ],
        "",
    );
    assert!(new.status.success(), "{new:?}");
    assert!(String::from_utf8_lossy(&new.stdout).contains("Turn clock: 30 seconds per turn."));
    let enter = holster(
        d,
        &["--lang", "nl", "enter", "timed"],
        "hervat\nroll ann 5\npauze\npauze\n",
    );
    let said = String::from_utf8_lossy(&enter.stdout).to_string();
    assert_eq!(
        enter.status.code(),
        Some(1),
        "the second pause is refused: {said}"
    );
    assert!(
        said.contains("Klok gestart") && said.contains("Klok gepauzeerd"),
        "{said}"
    );
    assert!(said.contains("De klok loopt niet"), "{said}");
    let replay = holster(d, &["--lang", "en", "replay", "timed", "--json"], "");
    let json: serde_json::Value =
        serde_json::from_slice(&replay.stdout).expect("replay --json is JSON");
    assert_eq!(json["clock"]["setting"], "countdown:30");
    assert_eq!(json["clock"]["running"], false);
    assert_eq!(json["clock"]["seat"], 1);
    assert_eq!(json["clock"]["players"][0]["turns"], 1);
    let text = holster(d, &["--lang", "en", "replay", "timed"], "");
    let text = String::from_utf8_lossy(&text.stdout).to_string();
    assert!(
        text.contains("Turns and time (30 seconds per turn):"),
        "{text}"
    );
    assert!(text.contains("  Bob: 1 turn, 0:"), "{text}");

    let bad = holster(
        d,
        &[
            "--lang",
            "en",
            "new",
            "tally",
            "t2",
            "--players",
            "Ann,Bob",
            "--clock",
            "bank:0",
        ],
        "",
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("choose 1 to 600 minutes"));
    assert!(!d.join("games/t2.toml").exists(), "nothing was created");
}

#[test]
fn the_ten_second_rule_chosen_without_a_clock_brings_a_ten_second_countdown() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut input = SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        ..Default::default()
    };
    input
        .options
        .insert("face-up".into(), "stable,saloon,ranch".into());
    input.options.insert("ten-seconds".into(), "on".into());
    let timed = holster::games::create(Gunfighters::ID, &dir.path().join("timed.toml"), &input)
        .expect("created");
    assert_eq!(
        timed.clock_at(Utc::now()).setting,
        Some(ClockSetting::Countdown { seconds: 10 })
    );

    // A clock the table chose wins, and without the rule there is none.
    let chosen = holster::games::create_with_clock(
        Gunfighters::ID,
        &dir.path().join("chosen.toml"),
        &input,
        Some(ClockSetting::Bank { minutes: 5 }),
    )
    .expect("created");
    assert_eq!(
        chosen.clock_at(Utc::now()).setting,
        Some(ClockSetting::Bank { minutes: 5 })
    );
    input.options.remove("ten-seconds");
    let plain = holster::games::create(Gunfighters::ID, &dir.path().join("plain.toml"), &input)
        .expect("created");
    assert_eq!(plain.clock_at(Utc::now()).setting, None);
}

// ---- a wall-clock jump (a laptop asleep, a night) is a pause, said so ----

#[test]
fn a_jump_longer_than_a_turn_can_take_is_a_pause_said_so_and_counted_with_one_word() {
    use holster::core::clock::LONG_GAP;
    use holster::core::plausible_turn;
    // Bob's countdown from 100 s; the laptop sleeps 8 hours in his turn.
    let night = 8 * 3600;
    let marks = [mark(100, 1, Tick::Other)];
    let woke = fold_clock(Some(COUNTDOWN), 3, at(0), Some(0), marks, at(100 + night));
    assert_eq!(woke.players[1].used, secs(0), "the night charges nobody");
    let gap = woke.gap.expect("the jump is said");
    assert_eq!((gap.seat, gap.span), (Some(1), secs(night)));
    assert!(!woke.time_up(), "asleep is not out of time");
    // A turn as long as a turn can plausibly be is still a turn.
    let long = plausible_turn(BANK).num_seconds();
    let marks = [mark(100, 1, Tick::Other)];
    let slow = fold_clock(Some(BANK), 3, at(0), Some(0), marks, at(100 + long));
    assert_eq!(slow.players[1].used, secs(long));
    assert_eq!(slow.gap, None);
    // A time bank: the jump between two entries is not charged either,
    // 2.3 billion seconds included.
    for jump in [night, 2_300_000_000] {
        let marks = [mark(100, 1, Tick::Other), mark(100 + jump, 2, Tick::Other)];
        let bank = fold_clock(Some(BANK), 3, at(0), Some(0), marks, at(100 + jump + 5));
        assert_eq!(bank.players[1].used, secs(0), "jump {jump}");
        assert_eq!(bank.players[2].used, secs(5));
        assert_eq!(
            bank.gap.map(|g| g.span),
            Some(secs(jump)),
            "said in the turn it passes to"
        );
    }

    // In a session: said as a reminder, and `count` counts it after all.
    let mut game = tally(Some(BANK));
    enter(&mut game, roll(0, 3), 10); // Bob's bank runs from 10 s.
    let said = game.reminders_at(at(10 + night));
    let gap = said
        .iter()
        .find(|f| f.rule_id() == LONG_GAP.id)
        .expect("the gap is said");
    assert_eq!(gap.message().key, "rule-core_clock_long-gap");
    assert!(
        gap.message()
            .args
            .iter()
            .any(|(k, v)| k == "player" && *v == holster::core::Arg::Text("Bob".into()))
    );
    assert!(
        said.iter().all(|f| f.rule_id() != TIME_UP.id),
        "Bob's bank is not empty for a night asleep"
    );
    // One word, in either language (this test's evening is long past, so
    // the real clock has jumped since the last entry too).
    for word in ["count", "meetellen"] {
        let mut typed = tally(Some(BANK));
        enter(&mut typed, roll(0, 3), 10);
        holster::session::AnySession::enter_line(&mut typed, word)
            .unwrap_or_else(|e| panic!("{word}: {e:?}"));
        let history = holster::session::AnySession::history(&typed);
        assert_eq!(history[1].notation, "done core.clock.long-gap", "{word}");
        let now = typed.clock_at(Utc::now());
        assert_eq!(now.gap, None, "{word}");
        assert!(now.players[1].used > secs(night), "{word}");
    }
    enter(&mut game, Input::Done(LONG_GAP.id.into()), 10 + night);
    let counted = game.clock_at(at(10 + night));
    assert_eq!(counted.players[1].used, secs(night), "counted after all");
    assert_eq!(counted.gap, None);
    assert!(counted.time_up(), "and then Bob's two minutes are gone");
    assert!(
        game.reminders_at(at(10 + night))
            .iter()
            .all(|f| f.rule_id() != LONG_GAP.id)
    );
}
