//! The table view's own parts at every size, in both languages (issue 23):
//! Undo and Redo one tap away on the table itself, the drawer named for
//! what it holds; a history row's jump in sight when opened, and the
//! history back at its newest entry after a jump or a redo; three messages
//! read whole in the result box; the Chart and turns buttons in a place of
//! their own, over none of the board; no scrolled pane inside another;
//! whose turn it is and where the game stands whole in the header; the
//! pad back at its top after a step.

use super::live::Live;
use crate::support::conformance::Conformance;
use crate::support::window::Harness;
use holster::core::SetupInput;
use holster::games::tally::Tally;
use holster::i18n::{self, Lang};
use holster::ui::games::{self, tally};
use holster::ui::{Message, table};
use iced::{Rectangle, Size};
use iced_test::selector::{self, Candidate};

const SMALL: (f32, f32) = (1024.0, 600.0);
const LAPTOP: (f32, f32) = (1366.0, 768.0);

/// Every size the table must fit: 1024×600 and 1366×768 at 100 %, and
/// 1366×768 at 160 %; 1024×600 asked at 160 %, which it shows only as large
/// as the window holds (about 120 %).
const SIZES: [(f32, (f32, f32)); 4] = [(1.0, SMALL), (1.0, LAPTOP), (1.6, LAPTOP), (1.6, SMALL)];

/// `h` told the size of its window of `physical` pixels, as the window
/// tells the app when it opens (iced's size is divided by the scale).
fn in_window(mut h: Harness, scale: f32, physical: (f32, f32)) -> Harness {
    h.send(Message::Resized(Size::new(
        physical.0 / scale,
        physical.1 / scale,
    )));
    h
}

/// A Tally table of Ann, Bob and Cid with `rolls` rolls entered, one each
/// in turn, at `scale` in `lang`, in a window of `physical` pixels.
fn tally_game(lang: Lang, scale: f32, physical: (f32, f32), rolls: usize) -> Harness {
    let input = SetupInput {
        players: ["Ann", "Bob", "Cid"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    let lines: Vec<String> = (0..rolls)
        .map(|i| format!("{} {}", ["ann", "bob", "cid"][i % 3], i % 19 + 1))
        .collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let h = Harness::at_saved_game::<Tally>(lang, scale, "friday", &input, None, &lines);
    in_window(h, scale, physical)
}

fn cursor(h: &Harness) -> usize {
    h.app.table().expect("table").session().cursor()
}

/// Whether the widget with `id` is drawn in the window of `physical` pixels.
fn shown(h: &Harness, physical: (f32, f32), id: &str) -> bool {
    h.ui_in_window(physical)
        .find(selector::id(id.to_string()))
        .is_ok()
}

#[test]
fn undo_and_redo_are_one_tap_away_and_the_drawer_says_what_it_holds() {
    for lang in Lang::ALL {
        for (scale, window) in SIZES {
            let case = format!("{lang:?} {window:?} at {scale}");
            let mut h = tally_game(lang, scale, window, 3);
            let ids = ["undo".to_string(), "redo".to_string()];
            if let Err(e) = h.all_on_screen(window, &ids) {
                panic!("{case}: {e}");
            }
            let mut ui = h.ui_in_window(window);
            ui.click(selector::id("undo")).expect("Undo in sight");
            let messages: Vec<Message> = ui.into_messages().collect();
            for message in messages {
                h.send(message);
            }
            assert_eq!(cursor(&h), 2, "{case}: one tap took the last roll back");
            if shown(&h, window, "history-drawer") {
                let named = i18n::text(lang, "table-drawer");
                let mut ui = h.ui_in_window(window);
                let drawer = ui
                    .find(selector::id("history-drawer"))
                    .expect("the drawer's button")
                    .bounds();
                let label = ui.find(named.as_str()).map(|t| t.bounds());
                assert!(
                    label.is_ok_and(|l| drawer.contains(l.center())),
                    "{case}: the drawer's button says {named:?}"
                );
            }
        }
    }
}

#[test]
fn a_history_rows_jump_back_opens_in_sight() {
    for lang in Lang::ALL {
        for (scale, window) in SIZES {
            let case = format!("{lang:?} {window:?} at {scale}");
            let mut h = tally_game(lang, scale, window, 30);
            if shown(&h, window, "history-drawer") {
                h.send(Message::Table(table::Message::ToggleDrawer));
            }
            h.send(Message::Table(table::Message::Select(5)));
            if let Err(e) = h.all_on_screen(window, &["jump-here".to_string()]) {
                panic!("{case}: {e}");
            }
            let mut ui = h.ui_in_window(window);
            ui.click(selector::id("jump-here")).expect("in sight");
            let messages: Vec<Message> = ui.into_messages().collect();
            for message in messages {
                h.send(message);
            }
            assert_eq!(cursor(&h), 5, "{case}: back to #5");
        }
    }
}

#[test]
fn the_history_is_back_at_its_newest_entry_after_a_jump_and_a_redo() {
    let mut live = Live::new(tally_game(Lang::En, 1.0, LAPTOP, 40), LAPTOP);
    let (list, _) = live.bounds(table::HISTORY_ID).expect("the history");
    let down = |live: &mut Live| {
        live.scroll(list.center(), 40.0);
        let offset = live.scrolled(table::HISTORY_ID).unwrap_or(0.0);
        assert!(offset > 0.0, "the list scrolls down to the old entries");
    };
    down(&mut live);
    live.send(Message::Table(table::Message::Select(5)));
    live.send(Message::Table(table::Message::JumpTo(5)));
    assert_eq!(cursor(&live.h), 5);
    assert_eq!(
        live.scrolled(table::HISTORY_ID),
        Some(0.0),
        "after the jump the newest entry is in sight"
    );
    down(&mut live);
    live.click_id("redo");
    assert_eq!(cursor(&live.h), 6);
    assert_eq!(
        live.scrolled(table::HISTORY_ID),
        Some(0.0),
        "after the redo the newest entry is in sight"
    );
    down(&mut live);
    live.send(Message::Table(table::Message::Undo));
    assert_eq!(
        live.scrolled(table::HISTORY_ID),
        Some(0.0),
        "and after an undo"
    );
}

#[test]
fn three_messages_are_read_whole_a_tap_away_and_the_pad_stays() {
    for lang in Lang::ALL {
        for (scale, window) in SIZES {
            let case = format!("{lang:?} {window:?} at {scale}");
            let mut h = tally_game(lang, scale, window, 1);
            let face = |h: &Harness| {
                h.ui_in_window(window)
                    .find(selector::id("face-2"))
                    .map(|f| f.bounds())
                    .ok()
            };
            let before = face(&h);
            // Ann again, and a 20: saved anyway, the rule it broke and
            // what the 20 added.
            h.send(Message::Table(table::Message::EntryChanged(
                "ann 20 !".into(),
            )));
            h.send(Message::Table(table::Message::SubmitEntry));
            assert_eq!(cursor(&h), 2, "{case}: entered anyway");
            assert_eq!(face(&h), before, "{case}: the pad stays where it was");
            // The box's own button, whole in sight, opens them whole.
            h.all_on_screen(window, &[table::WHOLE_BUTTON_ID.to_string()])
                .unwrap_or_else(|e| panic!("{case}: {e}"));
            h.send(Message::Table(table::Message::ToggleOutcome));
            let place = h
                .ui_in_window(window)
                .find(selector::id(table::WHOLE_PANEL_ID))
                .expect("the outcome read whole")
                .bounds();
            let inside: Vec<_> = texts(&h, window)
                .into_iter()
                .filter(|(_, bounds, _)| place.contains(bounds.center()))
                .collect();
            let seen = inside.len();
            let cut: Vec<String> = inside
                .into_iter()
                .filter(|(_, bounds, visible)| {
                    !visible.is_some_and(|v| {
                        (v.width - bounds.width).abs() < 0.5
                            && (v.height - bounds.height).abs() < 0.5
                    })
                })
                .map(|(content, _, _)| content)
                .collect();
            assert!(seen >= 3, "{case}: three messages at least, {seen} seen");
            assert!(cut.is_empty(), "{case}: cut off in the panel: {cut:?}");
            assert_eq!(
                face(&h),
                before,
                "{case}: the panel lies over the players, not the pad"
            );
            // Escape closes it; the next entry never finds it open.
            h.send(Message::Table(table::Message::Escape));
            assert!(
                h.ui().find(selector::id(table::WHOLE_PANEL_ID)).is_err(),
                "{case}"
            );
        }
    }
}

#[test]
fn the_pad_is_back_at_its_top_after_a_step() {
    // The smallest window (850×440 at 100 %): the Tally pad (the players
    // and the d20) is taller than its place and scrolls.
    let smallest = (850.0, 440.0);
    let mut live = Live::new(tally_game(Lang::En, 1.0, smallest, 0), smallest);
    let (pad, _) = live.bounds(table::PAD_ID).expect("the pad");
    live.scroll(pad.center(), 40.0);
    let offset = live.scrolled(table::PAD_ID).unwrap_or(0.0);
    assert!(offset > 0.0, "the pad scrolls at this size");
    live.send(Message::Table(table::Message::Pad(games::Message::new(
        tally::Message::Face(7),
    ))));
    assert_eq!(cursor(&live.h), 1, "the roll is in");
    assert_eq!(
        live.scrolled(table::PAD_ID),
        Some(0.0),
        "the next step is shown from its top"
    );
}

/// Every text drawn in the window and where, with how much is in sight.
fn texts(h: &Harness, window: (f32, f32)) -> Vec<(String, Rectangle, Option<Rectangle>)> {
    let mut ui = h.ui_in_window(window);
    let mut all = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text {
            bounds,
            visible_bounds,
            content,
            ..
        } = c
            && !content.trim().is_empty()
        {
            all.push((content.to_string(), bounds, visible_bounds));
        }
        None::<()>
    });
    all
}

/// The window's own room in its units.
fn room(h: &Harness, window: (f32, f32)) -> Rectangle {
    let scale = h.app.scale_factor();
    Rectangle::new(
        iced::Point::ORIGIN,
        iced::Size::new(window.0 / scale, window.1 / scale),
    )
}

fn whole_in(seen: Option<Rectangle>, bounds: Rectangle, window: Rectangle) -> bool {
    seen.is_some_and(|v| {
        (v.width - bounds.width).abs() < 0.5
            && (v.height - bounds.height).abs() < 0.5
            && v.x >= -0.5
            && v.y >= -0.5
            && v.x + v.width <= window.width + 0.5
            && v.y + v.height <= window.height + 0.5
    })
}

/// The sample table of `G` with its sample lines entered, in `lang` at
/// `scale`.
fn sample_table<G: Conformance>(lang: Lang, scale: f32, physical: (f32, f32)) -> Harness {
    let lines = G::sample_lines();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let h = Harness::at_saved_game::<G>(lang, scale, "sample", &G::sample(), None, &lines);
    in_window(h, scale, physical)
}

/// The header of `G`'s table: whose turn it is and every step of where the
/// game stands, whole and inside the window.
fn header_whole<G: Conformance>() -> Vec<String> {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (scale, window) in SIZES {
            let h = sample_table::<G>(lang, scale, window);
            let session = h.app.table().expect("the table").session();
            let mut said: Vec<String> = session
                .progress()
                .iter()
                .map(|step| i18n::tr(lang, step))
                .collect();
            if let Some(turn) = session.turn_of() {
                said.push(i18n::tr(lang, &turn));
            }
            let drawn = texts(&h, window);
            let inside = room(&h, window);
            for words in said {
                let whole = drawn.iter().any(|(content, bounds, seen)| {
                    content.contains(&words) && whole_in(*seen, *bounds, inside)
                });
                if !whole {
                    problems.push(format!(
                        "{} {lang:?} {window:?} at {scale}: {words:?} is not whole in the header",
                        G::ID
                    ));
                }
            }
        }
    }
    problems
}

/// The Chart and the turns buttons of `G`'s table lie over no word of the
/// board, and a scrolled pane is never inside another that scrolls.
fn own_places<G: Conformance>() -> Vec<String> {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (scale, window) in SIZES {
            let h = sample_table::<G>(lang, scale, window);
            let case = format!("{} {lang:?} {window:?} at {scale}", G::ID);
            let drawn = texts(&h, window);
            for (id, label) in [
                (table::CHART_BUTTON_ID, i18n::text(lang, "chart-open")),
                ("clock-times", i18n::text(lang, "clock-show-times")),
            ] {
                let Ok(button) = h.ui_in_window(window).find(selector::id(id)) else {
                    continue;
                };
                let button = button.bounds();
                for (content, bounds, seen) in &drawn {
                    // What is drawn: a text clipped out of sight is under
                    // nothing.
                    let Some(under) = *seen else { continue };
                    let _ = bounds;
                    if *content != label
                        && button
                            .intersection(&under)
                            .is_some_and(|i| i.width > 0.5 && i.height > 0.5)
                    {
                        problems.push(format!("{case}: {id} lies over {content:?}"));
                    }
                }
            }
            let mut panes: Vec<(Rectangle, bool)> = Vec::new();
            let _ = h.ui_in_window(window).find(|c: Candidate<'_>| {
                if let Candidate::Scrollable {
                    bounds,
                    content_bounds,
                    visible_bounds,
                    ..
                } = c
                    && visible_bounds.is_some()
                {
                    let scrolls = content_bounds.height > bounds.height + 0.5;
                    panes.push((bounds, scrolls));
                }
                None::<()>
            });
            for (outer, outer_scrolls) in &panes {
                for (inner, inner_scrolls) in &panes {
                    let within = outer != inner
                        && outer.contains(inner.position())
                        && outer.width >= inner.width
                        && outer.height >= inner.height;
                    if within && *outer_scrolls && *inner_scrolls {
                        problems.push(format!(
                            "{case}: a scrolled pane {inner:?} inside another {outer:?}"
                        ));
                    }
                }
            }
        }
    }
    problems
}

macro_rules! every_game {
    ($($game:ty),* $(,)?) => {
        #[test]
        fn whose_turn_it_is_and_where_the_game_stands_are_whole_in_every_header() {
            let mut problems: Vec<String> = Vec::new();
            $( problems.extend(header_whole::<$game>()); )*
            assert!(problems.is_empty(), "{}", problems.join("\n"));
        }

        #[test]
        fn the_chart_and_turns_buttons_cover_nothing_and_no_pane_scrolls_in_another() {
            let mut problems: Vec<String> = Vec::new();
            $( problems.extend(own_places::<$game>()); )*
            assert!(problems.is_empty(), "{}", problems.join("\n"));
        }
    };
}

holster::registered_games!(every_game);
