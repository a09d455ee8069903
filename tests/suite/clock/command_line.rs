//! The turn clock through the command line: set up, paused, resumed, typed.

use super::*;

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
