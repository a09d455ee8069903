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
