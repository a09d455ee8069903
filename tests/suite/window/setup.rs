//! The setup screen as a table meets it: the board values a game needs are
//! entered there, with what the rulebook says beside each, and kept in the
//! settings; Start waits, greyed, and says which are missing; the last
//! table's players are one tap away; the seating order is asked only where
//! the game uses it; Ctrl+Z in a field takes back typing, Escape drops a
//! field's mistake.

use crate::support::window::Harness;
use holster::core::Game;
use holster::games::gunfights::Gunfights;
use holster::i18n::{self, Lang};
use holster::store::Settings;
use holster::ui::{Message, setup, table};
use iced::keyboard::{Key, Modifiers};
use iced_test::selector;

fn setup_of(h: &Harness) -> Settings {
    Settings::load(&h.app.paths().settings).settings
}

fn type_board(h: &mut Harness, key: &'static str, value: &str) {
    h.send(Message::Setup(setup::Message::BoardValue(
        key,
        value.into(),
    )));
}

fn name_people(h: &mut Harness, people: &[&str]) {
    for _ in 3..people.len() {
        h.send(Message::Setup(setup::Message::AddPlayer));
    }
    for (seat, name) in people.iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            (*name).into(),
        )));
    }
}

#[test]
fn gunfights_waits_for_its_board_values_entered_on_the_setup_screen() {
    for lang in Lang::ALL {
        let mut h = Harness::new(lang);
        h.click(selector::id("new-gunfights"));
        name_people(&mut h, &crate::support::gunfights::PEOPLE);
        let values = holster::games::board_values(Gunfights::ID);
        assert_eq!(values.len(), 24);
        // Each with what the rulebook says beside it.
        for value in values {
            assert!(h.sees(&i18n::text(lang, value.label)), "{}", value.key);
        }
        assert!(h.sees(&i18n::text(lang, values[0].rulebook_says)));
        // The first three named, the rest counted.
        let names = |from: usize| {
            let listed = values[from..]
                .iter()
                .take(3)
                .map(|v| i18n::text(lang, v.label))
                .collect::<Vec<_>>()
                .join(", ");
            let more = values.len().saturating_sub(from + 3);
            if more == 0 {
                listed
            } else {
                i18n::tr(
                    lang,
                    &holster::core::Msg::new("setup-board-and-more")
                        .arg("values", listed)
                        .arg("more", more as i64),
                )
            }
        };
        let missing = |from: usize| {
            i18n::tr(
                lang,
                &holster::core::Msg::new("setup-board-missing")
                    .arg("count", (values.len() - from) as i64)
                    .arg("values", names(from)),
            )
        };
        assert!(h.sees(&missing(0)), "{lang:?}: the list of what is missing");
        assert!(!h.sees(&i18n::text(lang, "setup-ready")));
        h.send(Message::Setup(setup::Message::Start));
        assert!(h.app.table().is_none(), "Start waits");

        // In the order the screen lists them.
        for (i, spec) in values.iter().enumerate() {
            let key = spec.key;
            let (_, value) = crate::support::gunfights::BOARD
                .iter()
                .find(|(k, _)| *k == key)
                .expect("a value");
            type_board(&mut h, spec.key, &value.to_string());
            if i + 1 < values.len() {
                assert!(h.sees(&missing(i + 1)), "{key}");
            }
        }
        // Kept in the settings, for the next game.
        let kept = setup_of(&h);
        for (key, value) in crate::support::gunfights::BOARD {
            assert_eq!(kept.board_value(Gunfights::ID, key), Some(*value));
        }
        assert!(h.sees(&i18n::text(lang, "setup-ready")));
        h.click(selector::id("start-game"));
        let table = h.app.table().expect("the game starts");
        assert_eq!(table.session().board_value("income-mayor"), Some(30));
        assert!(table.session().missing_board_values().is_empty());
    }
}

#[test]
fn a_wrong_board_value_is_explained_blocks_the_start_and_escape_drops_it() {
    let mut h = Harness::with_board(
        Lang::En,
        1.0,
        Gunfights::ID,
        crate::support::gunfights::board(),
    );
    h.click(selector::id("new-gunfights"));
    name_people(&mut h, &crate::support::gunfights::PEOPLE);
    assert!(h.sees("Ready to start."), "the settings' values are used");
    // Typed in its field: 8 was kept, an 8 and a 0 make 80, out of range.
    let field = setup::Field::Board("theft-beer");
    type_board(&mut h, "theft-beer", "80");
    assert!(h.sees("“80” is not a value here: enter a whole number from 1 to 21."));
    assert!(!h.sees("Ready to start."));
    h.send(Message::Setup(setup::Message::Start));
    assert!(h.app.table().is_none());
    assert_eq!(
        setup_of(&h).board_value(Gunfights::ID, "theft-beer"),
        Some(8),
        "a wrong value is not kept"
    );
    // Ctrl+Z in the field takes the typing back: 8 again, fine.
    h.send(Message::Setup(setup::Message::FieldUndo(field)));
    assert!(h.sees("Ready to start."));
    h.send(Message::Setup(setup::Message::FieldRedo(field)));
    assert!(!h.sees("Ready to start."));
    // Escape drops a mistake and shows the kept value again.
    h.send(Message::Setup(setup::Message::FieldEscape(field)));
    assert!(h.sees("Ready to start."));
    assert!(h.sees("Price of Beer (cents)"), "beside its field");
}

fn start_tally(h: &mut Harness, file: &str, players: &[&str]) {
    h.click(selector::id("new-tally"));
    h.send(Message::Setup(setup::Message::Name(file.into())));
    for (seat, name) in players.iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            (*name).into(),
        )));
    }
    h.click(selector::id("start-game"));
    assert!(h.app.table().is_some(), "the table is showing");
}

#[test]
fn the_last_tables_players_are_offered_again_in_their_order() {
    let mut h = Harness::new(Lang::Nl);
    h.click(selector::id("new-tally"));
    assert!(!h.sees("last-players"), "nothing to offer yet");
    h.send(Message::Setup(setup::Message::Back));
    start_tally(&mut h, "eerste", &["Cid", "Ann", "Bob"]);
    assert_eq!(setup_of(&h).last_players, vec!["Cid", "Ann", "Bob"]);
    h.send(Message::Table(table::Message::Home));

    h.click(selector::id("new-tally"));
    assert!(h.sees("Dezelfde spelers als de vorige keer: Cid, Ann, Bob"));
    h.click(selector::id("last-players"));
    h.send(Message::Setup(setup::Message::Name("tweede".into())));
    assert!(
        !h.sees("Dezelfde spelers als de vorige keer: Cid, Ann, Bob"),
        "seated"
    );
    h.click(selector::id("start-game"));
    let table = h.app.table().expect("the table");
    assert_eq!(table.session().players(), vec!["Cid", "Ann", "Bob"]);
}

#[test]
fn the_seating_order_is_asked_only_where_the_game_uses_it() {
    let mut h = Harness::new(Lang::En);
    // BANG!: distances go round the table.
    h.click(selector::id("new-bang-dice"));
    assert!(h.sees("Seat 1"));
    assert!(h.sees(&i18n::text(Lang::En, "setup-seats-help")));
    h.send(Message::Setup(setup::Message::Back));
    // Gunfights: the characters' boards give the turn order.
    h.click(selector::id("new-gunfights"));
    assert!(h.sees("Player 1"));
    assert!(!h.sees("Seat 1"));
    assert!(h.sees(&i18n::text(Lang::En, "setup-people-help")));
    h.send(Message::Setup(setup::Message::Back));
    // The test game: turns go round the seats.
    h.click(selector::id("new-tally"));
    assert!(h.sees("Seat 1"));
}

#[test]
fn ctrl_z_in_a_name_takes_back_typing_and_never_reaches_a_game() {
    let mut h = Harness::new(Lang::En);
    h.click(selector::id("new-tally"));
    let taken = h.key_in_field(
        "player-0",
        "Ann",
        Key::Character("z".into()),
        Modifiers::CTRL,
    );
    assert!(taken);
    assert!(h.sees("An"), "one letter back");
    let taken = h.key_in_field("player-0", "", Key::Character("y".into()), Modifiers::CTRL);
    assert!(taken);
    let taken = h.key_in_field(
        "file-name",
        "x",
        Key::Character("z".into()),
        Modifiers::CTRL,
    );
    assert!(taken, "the file name too");
    h.send(Message::Setup(setup::Message::PlayerName(1, "Bob".into())));
    h.send(Message::Setup(setup::Message::PlayerName(2, "Cid".into())));
    h.click(selector::id("start-game"));
    assert_eq!(
        h.app.table().expect("the table").session().players(),
        vec!["Ann", "Bob", "Cid"]
    );
}

#[test]
fn setup_hints_point_at_the_screen_not_at_the_command_line() {
    for lang in Lang::ALL {
        let mut h =
            Harness::with_board(lang, 1.0, Gunfights::ID, crate::support::gunfights::board());
        h.click(selector::id("new-gunfights"));
        name_people(&mut h, &["Ann", "Bob", "Cid"]);
        let says = i18n::text(lang, "gunfights-setup-assign-missing-window");
        assert!(h.sees(&says), "{lang:?}: {says}");
        assert!(!h.sees(&i18n::text(lang, "gunfights-setup-assign-missing")));
        h.send(Message::Setup(setup::Message::Back));
        h.click(selector::id("new-bang-dice"));
        name_people(&mut h, &["Ann", "Bob", "Cid", "Dan"]);
        let says = i18n::text(lang, "bang-dice-setup-characters-missing-window");
        assert!(h.sees(&says), "{lang:?}: {says}");
    }
}

#[test]
fn start_and_what_it_waits_for_are_in_sight_at_1024_by_600_and_at_160_percent() {
    for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
        for lang in Lang::ALL {
            let mut h = Harness::new(lang);
            h.send(Message::TextSize(((scale - 1.0) * 10.0_f32).round() as i8));
            h.click(selector::id("new-gunfights"));
            name_people(&mut h, &crate::support::gunfights::PEOPLE);
            let ids = [
                "start-game".to_string(),
                "text-smaller".to_string(),
                "text-bigger".to_string(),
            ];
            if let Err(e) = h.all_on_screen(window, &ids) {
                panic!("{lang:?} at {scale}: {e}");
            }
        }
    }
}

#[test]
fn the_solo_game_is_set_up_from_the_undead_card_with_one_seat() {
    let mut h = Harness::new(Lang::Nl);
    assert!(h.sees("Solo"), "the second button on the card");
    h.click(selector::id("new-undead-solo"));
    let title = |game: &str| {
        i18n::tr(
            Lang::Nl,
            &holster::core::Msg::new("setup-title").arg_key("game", game),
        )
    };
    let solo_title = title("game-undead-solo");
    assert!(h.sees(&solo_title), "the solo game's setup");
    assert!(
        !h.sees("Stoel 2") && !h.sees("Speler 2"),
        "one seat at first"
    );
    h.send(Message::Setup(setup::Message::Back));
    h.click(selector::id("new-undead"));
    assert!(!h.sees(&solo_title), "the other button, the game itself");
    assert!(h.sees(&title("game-undead")));
}

const SMALL: (f32, f32) = (1024.0, 600.0);
const LAPTOP: (f32, f32) = (1366.0, 768.0);

/// A fresh app in `lang` with its text at `scale`, on BANG!'s setup.
fn bang_setup(lang: Lang, scale: f32) -> Harness {
    let mut h = Harness::new(lang);
    h.send(Message::TextSize(((scale - 1.0) * 10.0_f32).round() as i8));
    h.click(selector::id("new-bang-dice"));
    h
}

fn bounds_of(h: &Harness, window: (f32, f32), target: &str) -> iced::Rectangle {
    let mut ui = h.ui_in_window(window);
    match ui.find(selector::id(target.to_string())) {
        Ok(found) => found.bounds(),
        Err(_) => ui
            .find(target)
            .unwrap_or_else(|e| panic!("{target}: {e}"))
            .bounds(),
    }
}

#[test]
fn add_a_player_stays_under_the_finger_and_the_page_stays_put() {
    for lang in Lang::ALL {
        for (scale, window) in [(1.0, SMALL), (1.0, LAPTOP), (1.6, LAPTOP)] {
            let case = format!("{lang:?} {window:?} at {scale}");
            let mut h = bang_setup(lang, scale);
            let add = i18n::text(lang, "setup-add-player");
            let spot = bounds_of(&h, window, &add);
            let first = bounds_of(&h, window, "player-0");
            // Tapped again and again at the same spot: from three seats
            // to eight, each tap one more seat (BANG!'s fourth seat brings
            // the Sheriff and the characters' column).
            for seats in 4..=8 {
                let mut ui = h.ui_in_window(window);
                ui.point_at(spot.center());
                ui.simulate(iced_test::simulator::click());
                let messages: Vec<Message> = ui.into_messages().collect();
                assert!(
                    messages
                        .iter()
                        .any(|m| matches!(m, Message::Setup(setup::Message::AddPlayer))),
                    "{case}: the tap for seat {seats} missed Add"
                );
                for message in messages {
                    h.send(message);
                }
                assert_eq!(
                    bounds_of(&h, window, &add),
                    spot,
                    "{case}: Add moved at {seats} seats"
                );
                assert_eq!(
                    bounds_of(&h, window, "player-0"),
                    first,
                    "{case}: the first seat moved at {seats} seats"
                );
            }
            let eighth = holster::core::Msg::new("setup-seat").arg("seat", 8_usize);
            assert!(h.sees(&i18n::tr(lang, &eighth)), "{case}: eight seats");
        }
    }
}

/// The window drawn (at twice its size, as iced_test draws), as RGBA rows.
fn pixels(ui: &mut iced_test::Simulator<'_, Message>, theme: &iced::Theme) -> (u32, Vec<u8>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let snapshot = ui.snapshot(theme).expect("drawn");
    let asked = dir.path().join("shot.png");
    snapshot.matches_image(&asked).expect("written");
    let written = std::fs::read_dir(dir.path())
        .expect("the folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "png"))
        .expect("a png");
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(written).expect("the png"),
    ));
    let mut reader = decoder.read_info().expect("a png");
    let mut bytes = vec![0; reader.output_buffer_size().expect("fits")];
    let info = reader.next_frame(&mut bytes).expect("a frame");
    bytes.truncate(info.buffer_size());
    (info.width, bytes)
}

#[test]
fn a_characters_list_opened_for_seat_four_stays_off_the_headings() {
    for (scale, window) in [(1.0, SMALL), (1.0, LAPTOP), (1.6, LAPTOP)] {
        let case = format!("{window:?} at {scale}");
        let mut h = bang_setup(Lang::En, scale);
        h.send(Message::Setup(setup::Message::AddPlayer));
        let theme = h.app.theme();
        let title = i18n::tr(
            Lang::En,
            &holster::core::Msg::new("setup-title").arg_key("game", "game-bang-dice"),
        );
        let heading = bounds_of(&h, window, &title);
        let list = bounds_of(&h, window, "seat-3-characters");
        let mut ui = h.ui_in_window(window);
        let (width, closed) = pixels(&mut ui, &theme);
        ui.click(selector::id("seat-3-characters"))
            .expect("the list is there");
        let (_, open) = pixels(&mut ui, &theme);
        let row = width as usize * 4;
        // Twice the window's own units, as drawn.
        let top = ((heading.y + heading.height) * 2.0) as usize;
        let changed: Vec<usize> = (0..closed.len() / row)
            .filter(|y| closed[y * row..(y + 1) * row] != open[y * row..(y + 1) * row])
            .collect();
        assert!(!changed.is_empty(), "{case}: the list opened");
        let first = changed[0];
        assert!(
            first >= top,
            "{case}: the open list reaches row {first}, above the heading's foot at {top} (the list at {list:?})"
        );
    }
}

#[test]
fn the_clock_says_its_unit_whole_beside_its_field_for_every_choice() {
    for lang in Lang::ALL {
        for (scale, window) in [(1.0, SMALL), (1.6, LAPTOP)] {
            let case = format!("{lang:?} {window:?} at {scale}");
            let mut h = bang_setup(lang, scale);
            for (kind, unit) in [
                (setup::ClockKind::Off, "clock-setup-seconds"),
                (setup::ClockKind::Countdown, "clock-setup-seconds"),
                (setup::ClockKind::Bank, "clock-setup-minutes"),
            ] {
                h.send(Message::Setup(setup::Message::ClockKind(kind)));
                let unit = i18n::text(lang, unit);
                let field = bounds_of(&h, window, setup::AMOUNT_ID);
                let mut ui = h.ui_in_window(window);
                // Every text saying the unit: beside the field (never its
                // placeholder, cut by the field's width), and whole.
                let mut said = Vec::new();
                let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
                    if let iced_test::selector::Candidate::Text {
                        bounds,
                        visible_bounds,
                        content,
                        ..
                    } = c
                        && content == unit
                    {
                        said.push((bounds, visible_bounds));
                    }
                    None::<()>
                });
                assert!(!said.is_empty(), "{case} {kind:?}: {unit} not said");
                for (bounds, seen) in said {
                    // Whole from side to side (a long page may have it
                    // scrolled below the fold, which is no cut).
                    let whole = bounds.x + bounds.width <= window.0 / scale + 0.5
                        && seen.is_none_or(|v| (v.width - bounds.width).abs() < 0.5);
                    assert!(
                        whole,
                        "{case} {kind:?}: {unit} cut off: {bounds:?} {seen:?}"
                    );
                    assert!(
                        !field.contains(bounds.center()),
                        "{case} {kind:?}: {unit} inside the field {field:?}"
                    );
                }
            }
        }
    }
}
