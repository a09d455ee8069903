//! The turn clock in the window, driven through iced_test's simulator: the
//! setup screen offers it, the table shows it with Pause and Resume that do
//! not move, and with a clock every player of a BANG! table still fits the
//! small screen and large text.

use crate::support::window::Harness;
use holster::core::{ClockSetting, Phase, SetupInput};
use holster::games::bang_dice::BangDice;
use holster::i18n::Lang;
use holster::ui::table::clock::Message as ClockMessage;
use holster::ui::{Message, setup, table};
use iced_test::selector;

#[test]
fn a_countdown_chosen_at_setup_is_on_the_table_and_pauses_in_place() {
    let mut h = Harness::new(Lang::En);
    h.click(selector::id("new-tally"));
    for (seat, name) in ["Ann", "Bob", "Cid"].into_iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            name.into(),
        )));
    }
    h.send(Message::Setup(setup::Message::ClockKind(
        setup::ClockKind::Countdown,
    )));
    h.send(Message::Setup(setup::Message::ClockAmount("45".into())));
    h.click(selector::id("start-game"));
    let session = h.app.table().expect("the table is showing").session();
    assert_eq!(
        session.clock_at(chrono::Utc::now()).setting,
        Some(ClockSetting::Countdown { seconds: 45 })
    );
    assert!(h.sees("0:45"), "the whole turn is shown before it starts");
    assert!(h.sees("Start clock"));

    let place = |h: &Harness, id: &str| {
        h.ui()
            .find(selector::id(id.to_string()))
            .unwrap_or_else(|e| panic!("{id}: {e}"))
            .visible_bounds()
            .unwrap_or_else(|| panic!("{id} out of sight"))
    };
    let (pause, resume) = (place(&h, "clock-pause"), place(&h, "clock-resume"));
    h.click(selector::id("clock-resume"));
    let table = h.app.table().expect("table");
    assert_eq!(table.clock().phase, Phase::Running);
    assert!(table.clock_ticking(), "a running clock ticks");
    h.click(selector::id("clock-pause"));
    let table = h.app.table().expect("table");
    assert_eq!(table.clock().phase, Phase::Paused);
    assert!(!table.clock_ticking(), "a paused one does not");
    assert!(h.sees("Paused"));
    assert_eq!(place(&h, "clock-pause"), pause, "Pause did not move");
    assert_eq!(place(&h, "clock-resume"), resume, "Resume did not move");
    assert_eq!(
        table.session().history().len(),
        2,
        "the start and the pause are entries"
    );

    h.send(Message::Table(table::Message::Clock(
        ClockMessage::ToggleTimes,
    )));
    assert!(h.sees("Turns and time (45 seconds per turn)"));
}

#[test]
fn with_a_clock_every_bang_player_is_on_screen_at_1024_by_600_and_at_160_percent() {
    for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
        for lang in [Lang::En, Lang::Nl] {
            let h = bang_table_with_clock(lang, scale);
            let mut ids: Vec<String> = (0..4).map(|seat| format!("seat-{seat}")).collect();
            ids.extend(
                ["clock-pause", "clock-resume", "clock-time", table::ENTRY_ID].map(String::from),
            );
            if let Err(e) = h.all_on_screen(window, &ids) {
                panic!("{window:?} at {scale} in {lang}: {e}");
            }
        }
    }
}

/// A four-player BANG! table with a time bank, continued from home.
fn bang_table_with_clock(lang: Lang, text_scale: f32) -> Harness {
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid", "Dan"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    input.options.insert(
        "characters".into(),
        "bart-cassidy,el-gringo,sid-ketchum,jourdonnais".into(),
    );
    input.options.insert("sheriff".into(), "ann".into());
    let clock = Some(ClockSetting::Bank { minutes: 20 });
    Harness::at_saved_game::<BangDice>(lang, text_scale, "saloon", &input, clock, &[])
}

#[test]
fn an_idle_table_asks_for_no_ticks_and_typing_still_goes_to_the_entry() {
    use iced::keyboard::{Key, Modifiers};
    let mut h = Harness::new(Lang::En);
    h.click(selector::id("new-tally"));
    for (seat, name) in ["Ann", "Bob", "Cid"].into_iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            name.into(),
        )));
    }
    h.click(selector::id("start-game"));
    let table = h.app.table().expect("the table is showing");
    assert!(!table.clock_ticking(), "no clock, no ticks");
    // Nothing has the keyboard (a focused field's cursor would blink the
    // window awake twice a second): the keys typed go to the entry anyway.
    for key in ["a", "n", "n"] {
        h.send(Message::Key(Key::Character(key.into()), Modifiers::empty()));
    }
    assert_eq!(h.app.table().expect("table").entry(), "ann");
    h.send(Message::Key(Key::Character("A".into()), Modifiers::SHIFT));
    assert_eq!(h.app.table().expect("table").entry(), "annA");
    // Not with Ctrl: that is a shortcut (Ctrl+Z undoes, it types nothing).
    h.send(Message::Key(Key::Character("z".into()), Modifiers::CTRL));
    assert_eq!(h.app.table().expect("table").entry(), "annA");
    h.send(Message::Table(table::Message::EntryChanged("ann 4".into())));
    h.send(Message::Table(table::Message::SubmitEntry));
    assert_eq!(h.app.table().expect("table").session().cursor(), 1);
    assert_eq!(h.app.table().expect("table").entry(), "");
}

#[test]
fn a_night_asleep_is_said_on_the_clock_with_one_button_that_counts_it() {
    use holster::core::Game;
    use holster::games::tally::{Tally, TallyAction};
    use holster::session::{Input, Session};
    use holster::store::Paths;
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    let setup = Tally::setup(&SetupInput {
        players: ["Ann", "Bob"].map(String::from).to_vec(),
        ..SetupInput::default()
    })
    .expect("two players");
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let game = paths.games.join("night.toml");
    let clock = Some(ClockSetting::Bank { minutes: 20 });
    let mut session = Session::<Tally>::create_with_clock(&game, setup, clock).expect("created");
    // Ann rolls the evening before: Bob's bank runs from then.
    let evening = chrono::Utc::now() - chrono::TimeDelta::hours(9);
    let roll = TallyAction::Roll {
        player: 0,
        face: holster::core::D20::new(5).expect("a face"),
    };
    session
        .enter_at(Input::Play(roll), false, evening)
        .expect("entered");
    drop(session);
    // Set up that evening too (a file says when it was created).
    crate::support::set_created(&game, evening - chrono::TimeDelta::minutes(1));
    let mut h = Harness::continue_at(Lang::En, 1.0, dir, paths, game);
    let clock = h.app.table().expect("the table is showing").clock();
    let gap = clock.gap.expect("the night is said");
    assert!(!clock.time_up(), "and not charged to Bob");
    let said = format!(
        "{} not counted (asleep?)",
        holster::core::show_time(gap.span)
    );
    assert!(h.sees(&said), "said on the clock: {said}");
    h.click(selector::id("clock-count-gap"));
    let table = h.app.table().expect("table");
    let clock = table.clock();
    assert_eq!(clock.gap, None);
    assert!(clock.time_up(), "counted: Bob's 20 minutes are gone");
    assert_eq!(
        table.session().history().last().map(|h| h.notation.clone()),
        Some("done core.clock.long-gap".to_string())
    );
}
