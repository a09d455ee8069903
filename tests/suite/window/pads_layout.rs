//! Nothing moves under the finger: in the window (iced_test's simulator,
//! CPU renderer), the pads keep one height whatever they ask, so a click
//! that only puts an entry together moves nothing on screen, and what lies
//! below the pad (BANG!'s ring, Gunfights' town) keeps its distance to the
//! pad's buttons through a whole turn. Above the pad the table view shows
//! the outcome of the last entry, which is not the pads' to place, so
//! after an entry only distances are compared.

use crate::support::window::Harness;
use holster::core::BangFace;
use holster::core::Game;
use holster::games::gunfights::Gunfights;
use holster::i18n::Lang;
use holster::ui::games::{self, bang_dice};
use holster::ui::{Message, setup, table};
use iced_test::selector;

/// The top of the first widget showing exactly `text`.
#[track_caller]
fn top(h: &Harness, text: &str) -> f32 {
    let mut ui = h.ui();
    match ui.find(text) {
        Ok(found) => found.bounds().y,
        Err(e) => panic!("{text}: {e}"),
    }
}

/// Two positions on screen, the same to the pixel.
#[track_caller]
fn same(a: f32, b: f32, what: &str) {
    assert!((a - b).abs() < 0.5, "{what}: {a} is not {b}");
}

/// Sends a click of the open BANG! pad, as its button would.
fn pad(h: &mut Harness, message: bang_dice::Message) {
    h.send(Message::Table(table::Message::Pad(games::Message::new(
        message,
    ))));
}

/// A four-player BANG! table: Ann (the Sheriff, Bart Cassidy), Bob, Cid, Dan.
fn start_bang(h: &mut Harness) {
    h.click(selector::id("new-bang-dice"));
    h.send(Message::Setup(setup::Message::AddPlayer));
    let seats = [
        ("Ann", "bart-cassidy"),
        ("Bob", "el-gringo"),
        ("Cid", "sid-ketchum"),
        ("Dan", "jourdonnais"),
    ];
    for (seat, (name, character)) in seats.into_iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            name.into(),
        )));
        h.send(Message::Setup(setup::Message::PerSeat(
            "characters",
            seat,
            character,
        )));
    }
    h.send(Message::Setup(setup::Message::Seat("sheriff", 0)));
    h.click(selector::id("start-game"));
}

#[test]
fn a_bang_turn_moves_nothing_under_the_finger() {
    use BangFace::{Arrow as A, Beer as B, Gatling as G, One as N1, Two as N2};
    use bang_dice::Message::{Face, Player, ToggleDie};
    let mut h = Harness::new(Lang::En);
    start_bang(&mut h);
    let end = "End the turn";
    // Dan's card in the ring, below the pad.
    let below = "Dan";
    let (end_y, below_y) = (top(&h, end), top(&h, below));
    let gap = below_y - end_y;
    assert!(gap > 0.0, "the ring is below the pad");
    // Four faces put the roll together: nothing moves.
    for face in [N1, N2, B, A] {
        pad(&mut h, Face(face));
        same(top(&h, end), end_y, "the end of the turn");
        same(top(&h, below), below_y, "the ring");
    }
    // The fifth enters it; from then on each entry may show its outcome
    // above the pad, and only the distance is kept.
    let mut clicks: Vec<bang_dice::Message> = vec![Face(G), ToggleDie(3), ToggleDie(4)];
    // The 1s (dice 1 and 4) reach Bob or Dan, the 2 (die 2) Cid.
    clicks.extend([Face(N1), Face(B), Player(1), Player(2), Player(3)]);
    clicks.extend([Player(1), Player(2)]);
    let entries = |h: &Harness| h.app.table().map_or(0, |t| t.session().cursor());
    for click in clicks {
        let before = (top(&h, end), top(&h, below), entries(&h));
        pad(&mut h, click.clone());
        let after = (top(&h, end), top(&h, below), entries(&h));
        same(after.1 - after.0, gap, &format!("after {click:?}"));
        if after.2 == before.2 {
            same(
                after.0,
                before.0,
                &format!("no entry, nothing moves: {click:?}"),
            );
        }
    }
    let session = h.app.table().expect("table").session();
    let lines: Vec<String> = session.history().into_iter().map(|i| i.notation).collect();
    assert_eq!(
        lines,
        [
            "roll 1 2 b a g",
            "reroll 4 5 1 b",
            "shoot Bob Cid Dan",
            "beer Bob Cid"
        ]
    );
}

/// Six people, one character each (Ann Mayor … Fay Head Honcho), with every
/// board value in the settings.
fn start_gunfights(h: &mut Harness) {
    h.click(selector::id("new-gunfights"));
    for _ in 3..6 {
        h.send(Message::Setup(setup::Message::AddPlayer));
    }
    for (seat, name) in crate::support::gunfights::PEOPLE.into_iter().enumerate() {
        h.send(Message::Setup(setup::Message::PlayerName(
            seat,
            name.into(),
        )));
    }
    h.send(Message::Setup(setup::Message::Start));
}

#[test]
fn a_gunfights_form_moves_nothing_under_the_finger() {
    let mut h = Harness::with_board(
        Lang::En,
        1.0,
        Gunfights::ID,
        crate::support::gunfights::board(),
    );
    start_gunfights(&mut h);
    // The town, below the pad.
    let below = "The town";
    let below_y = top(&h, below);
    h.click("Collect income");
    let gap = top(&h, below) - top(&h, "End turn");
    h.click("Buy…");
    let cancel_y = top(&h, "Cancel");
    let still = top(&h, below);
    h.click("Beer · 5 cents");
    same(top(&h, "Cancel"), cancel_y, "Cancel stays in its place");
    same(top(&h, below), still, "the town");
    h.click("Sheriff (Bob)");
    same(
        top(&h, below) - top(&h, "End turn"),
        gap,
        "the town and the end",
    );
    // Blind Betty: the bet, the visible die, the call, the hidden die.
    h.click("Blind Betty…");
    let still = top(&h, below);
    h.click("10 cents");
    same(top(&h, below), still, "the town");
    h.click("17");
    let waiting = top(&h, below);
    h.click("28+ (pays triple)");
    same(top(&h, below), waiting, "the die pad was there, greyed");
    h.click("11");
    same(
        top(&h, below) - top(&h, "End turn"),
        gap,
        "the town and the end",
    );
    assert!(below_y > 0.0);
}

/// Every player's card, the middle of the ring (the pile and the dice)
/// and the quick-entry field of a BANG! table of `players`.
fn ring_ids(players: usize) -> Vec<String> {
    let mut ids: Vec<String> = (0..players).map(|seat| format!("seat-{seat}")).collect();
    ids.push("ring-center".into());
    ids.push(table::ENTRY_ID.into());
    ids
}

#[test]
fn every_bang_player_is_on_screen_from_three_to_eight_at_1024_by_600_and_at_160_percent() {
    use BangFace::{Arrow as A, Beer as B, Dynamite as D, One as N1, Two as N2};
    for players in 3..=8 {
        for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
            let mut h = Harness::at_a_bang_table(Lang::En, scale, players);
            let case = format!("{players} players, {window:?} at {scale}");
            let ids = ring_ids(players);
            if let Err(e) = h.all_on_screen(window, &ids) {
                panic!("{case}: {e}");
            }
            // With the dice in the middle too.
            for face in [A, D, N1, N2, B] {
                pad(&mut h, bang_dice::Message::Face(face));
            }
            let cursor = h.app.table().map_or(0, |t| t.session().cursor());
            assert_eq!(cursor, 1, "{case}: the roll was entered");
            // The next step's button too, without scrolling the pad.
            let mut with_next = ids.clone();
            with_next.push(holster::ui::games::kit::MAIN_ID.into());
            if let Err(e) = h.all_on_screen(window, &with_next) {
                panic!("{case}, after the roll: {e}");
            }
        }
    }
}

#[test]
fn every_gunfights_board_is_on_screen_at_1024_by_600() {
    let mut h = Harness::with_board(
        Lang::En,
        1.0,
        Gunfights::ID,
        crate::support::gunfights::board(),
    );
    start_gunfights(&mut h);
    let mut ids: Vec<String> = (0..6).map(|seat| format!("seat-{seat}")).collect();
    ids.push(table::ENTRY_ID.into());
    if let Err(e) = h.all_on_screen((1024.0, 600.0), &ids) {
        panic!("{e}");
    }
}

/// Whether every text of the game's pad is wholly in sight on a window of
/// `physical` pixels; else the first that is cut off by its row, scrolled
/// out of the pad, or past the action area's edge. (The outcome above it
/// scrolls its long findings by design.)
fn clipped_in_action_area(h: &Harness, physical: (f32, f32)) -> Result<(), String> {
    use iced_test::selector::Candidate;
    let mut ui = h.ui_in_window(physical);
    let area = ui
        .find(selector::id(table::ACTION_ID))
        .map_err(|e| format!("no action area: {e}"))?
        .bounds();
    let pad = ui
        .find(selector::id(table::PAD_ID))
        .map_err(|e| format!("no pad: {e}"))?
        .bounds();
    let found = ui.find(move |candidate: Candidate<'_>| {
        let Candidate::Text {
            bounds,
            visible_bounds,
            content,
            ..
        } = candidate
        else {
            return None;
        };
        let inside_area = bounds.x >= area.x - 0.5 && bounds.x < area.x + area.width;
        if !inside_area || bounds.y < pad.y || content.trim().is_empty() {
            return None;
        }
        let whole = visible_bounds.is_some_and(|v| {
            (v.width - bounds.width).abs() < 0.5 && (v.height - bounds.height).abs() < 0.5
        });
        let within = bounds.x + bounds.width <= area.x + area.width + 0.5
            && bounds.y + bounds.height <= area.y + area.height + 0.5;
        (!whole || !within)
            .then(|| format!("{content:?}: {visible_bounds:?} of {bounds:?} in the pad {pad:?}"))
    });
    match found {
        Ok(clipped) => Err(clipped),
        Err(_) => Ok(()),
    }
}

#[test]
fn nothing_in_the_bang_action_area_is_clipped_at_1024_by_600_and_at_160_percent() {
    use BangFace::{Arrow as A, Beer as B, Gatling as G, One as N1, Two as N2};
    use bang_dice::Message::{Face, Player, TakeBack, ToggleDie};
    for lang in [Lang::En, Lang::Nl] {
        for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
            let mut h = Harness::at_a_bang_table(lang, scale, 8);
            let case = format!("{lang:?} {window:?} at {scale}");
            let check = |h: &Harness, when: &str| {
                if let Err(e) = clipped_in_action_area(h, window) {
                    panic!("{case}, {when}: {e}");
                }
            };
            check(&h, "at the start of the turn");
            // A greyed button tapped says why.
            pad(&mut h, TakeBack);
            check(&h, "after a greyed button");
            pad(&mut h, Face(N1));
            check(&h, "with a face in");
            for face in [N2, B, A, G] {
                pad(&mut h, Face(face));
            }
            check(&h, "after the roll");
            pad(&mut h, ToggleDie(4));
            check(&h, "with a die picked");
            pad(&mut h, ToggleDie(4));
            // The first 1 reaches a neighbour: its hint names who it cannot.
            pad(&mut h, Player(1));
            check(&h, "with a target picked");
        }
    }
}

#[test]
fn a_greyed_bang_button_tapped_says_why_in_its_reserved_line_in_both_languages() {
    for (lang, end, take_back, no_face, roll_first, pick_dice) in [
        (
            Lang::En,
            "End the turn",
            "Take back",
            "No face clicked yet.",
            "The roll comes first: click the five faces.",
            "Click the dice to reroll first; their new faces come after.",
        ),
        (
            Lang::Nl,
            "Beurt beëindigen",
            "Terugnemen",
            "Je hebt nog geen steen aangeklikt.",
            "Eerst de worp: klik op de vijf stenen.",
            "Klik eerst op de stenen die je opnieuw gooit; daarna op wat ze laten zien.",
        ),
    ] {
        let mut h = Harness::at_a_bang_table(lang, 1.6, 4);
        let window = (1366.0, 768.0);
        // Untapped, the line does not repeat the question; the greyed next
        // step, tapped, says the roll comes first.
        assert!(!h.sees(roll_first), "{lang:?}");
        h.click(end);
        assert!(h.sees(roll_first), "{lang:?}");
        assert!(h.history().is_empty(), "{lang:?}: nothing entered");
        let line_y = top(&h, roll_first);
        let end_y = top(&h, end);
        // A greyed button is still tapped, and says why in the same line;
        // nothing else changes.
        assert!(!h.clickable(take_back), "{lang:?}: greyed");
        h.click(take_back);
        assert!(h.sees(no_face), "{lang:?}: {no_face}");
        same(top(&h, no_face), line_y, "the line of explanations");
        same(top(&h, end), end_y, "the next step");
        assert!(h.history().is_empty(), "{lang:?}: nothing entered");
        if let Err(e) = clipped_in_action_area(&h, window) {
            panic!("{lang:?}: {e}");
        }
        // The next click puts the reason away; after the roll a face tapped
        // says the dice to reroll come first.
        for face in [BangFace::Arrow; 5] {
            pad(&mut h, bang_dice::Message::Face(face));
        }
        assert!(!h.sees(no_face), "{lang:?}");
        pad(&mut h, bang_dice::Message::Why(bang_dice::Greyed::Face));
        assert!(h.sees(pick_dice), "{lang:?}: {pick_dice}");
    }
}

#[test]
fn every_gunfights_boards_health_and_ammo_is_on_screen_at_1024_by_600_and_at_160_percent() {
    for lang in [Lang::En, Lang::Nl] {
        for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
            let mut h = Harness::with_board(
                lang,
                scale,
                Gunfights::ID,
                crate::support::gunfights::board(),
            );
            start_gunfights(&mut h);
            assert!(h.app.table().is_some(), "{lang:?} at {scale}: the table");
            let mut ids: Vec<String> = Vec::new();
            for seat in 0..6 {
                ids.push(format!("seat-{seat}-health"));
                ids.push(format!("seat-{seat}-ammo"));
            }
            ids.push(table::ENTRY_ID.into());
            if let Err(e) = h.all_on_screen(window, &ids) {
                panic!("{lang:?} {window:?} at {scale}: {e}");
            }
        }
    }
}

/// The app in `lang` at `text_scale`, at the table of a Make You
/// Gunfighters game of six (Ann … Fay, six face-up locations), with the
/// extra rule B (control) and the ten-second rule, so every report button
/// is shown; continued from the home screen.
fn at_a_gunfighters_table(lang: Lang, text_scale: f32) -> Harness {
    use holster::core::SetupInput;
    use holster::games::gunfighters::Gunfighters;
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
            .map(String::from)
            .to_vec(),
        ..SetupInput::default()
    };
    for (key, value) in [
        ("face-up", "stable,saloon,station,ranch,plaza,cliff"),
        ("extra-b", "on"),
        ("ten-seconds", "on"),
    ] {
        input.options.insert(key.into(), value.into());
    }
    input.board.insert("starting-coins".into(), 2);
    Harness::at_saved_game::<Gunfighters>(lang, text_scale, "gunfighters", &input, None, &[])
}

#[test]
fn make_you_gunfighters_fits_1024_by_600_and_160_percent_without_a_scroll() {
    for lang in [Lang::En, Lang::Nl] {
        for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
            let mut h = at_a_gunfighters_table(lang, scale);
            let case = format!("{lang:?} {window:?} at {scale}");
            let mut ids: Vec<String> = (0..6).map(|seat| format!("seat-{seat}")).collect();
            ids.push(table::ENTRY_ID.into());
            if let Err(e) = h.all_on_screen(window, &ids) {
                panic!("{case}: {e}");
            }
            if let Err(e) = clipped_in_action_area(&h, window) {
                panic!("{case}, at the start: {e}");
            }
            // A form open: the locations to move to, with the reports.
            let move_label = if lang == Lang::En {
                "Move"
            } else {
                "Verplaatsen"
            };
            h.click_in_pad(move_label);
            if let Err(e) = clipped_in_action_area(&h, window) {
                panic!("{case}, moving: {e}");
            }
        }
    }
}

#[test]
fn make_you_gunfighters_odds_fit_under_the_reports_at_160_percent() {
    use holster::core::SetupInput;
    use holster::games::gunfighters::Gunfighters;
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid", "Dan"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    for (key, value) in [
        ("face-up", "stable,saloon,station,ranch"),
        ("public-memory", "on"),
    ] {
        input.options.insert(key.into(), value.into());
    }
    input.board.insert("starting-coins".into(), 2);
    for lang in [Lang::En, Lang::Nl] {
        let h = Harness::at_saved_game::<Gunfighters>(lang, 1.6, "myg", &input, None, &[]);
        let odds = h.odds_said(lang).expect("the counts not yet seen");
        assert!(h.sees_on_laptop(&odds), "{lang:?}: {odds}");
        if let Err(e) = clipped_in_action_area(&h, (1366.0, 768.0)) {
            panic!("{lang:?}: {e}");
        }
    }
}

/// The text in the pad's line that says why a greyed button is greyed,
/// if any.
fn why_line(h: &Harness) -> Option<String> {
    use iced_test::selector::Candidate;
    let mut ui = h.ui();
    let line = ui.find(selector::id(games::WHY_ID)).ok()?.bounds();
    ui.find(move |candidate: Candidate<'_>| match candidate {
        Candidate::Text {
            bounds, content, ..
        } if line.contains(bounds.center()) && !content.trim().is_empty() => {
            Some(content.to_string())
        }
        _ => None,
    })
    .ok()
}

#[test]
fn a_greyed_gunfights_button_tapped_says_why_in_both_languages() {
    let mut said = Vec::new();
    for (lang, income, end, buy) in [
        (Lang::En, "Collect income", "End turn", "Buy…"),
        (Lang::Nl, "Inkomen innen", "Beurt beëindigen", "Kopen…"),
    ] {
        let mut h =
            Harness::with_board(lang, 1.0, Gunfights::ID, crate::support::gunfights::board());
        start_gunfights(&mut h);
        h.click(income);
        let entries = h.history();
        assert_eq!(entries.len(), 1, "{lang:?}: the income is in");
        assert_eq!(why_line(&h), None, "{lang:?}: nothing to explain yet");
        let end_y = top(&h, end);
        // Greyed now: a tap is not an action, and says why.
        assert!(!h.clickable(income), "{lang:?}: greyed");
        h.click(income);
        let why = why_line(&h).unwrap_or_else(|| panic!("{lang:?}: no reason shown"));
        assert_eq!(h.history(), entries, "{lang:?}: nothing entered");
        same(top(&h, end), end_y, "the buttons stay put");
        // The next click puts it away.
        h.click(buy);
        assert_eq!(why_line(&h), None, "{lang:?}");
        said.push(why);
    }
    assert_ne!(said[0], said[1], "each in its own language");
}

#[test]
fn a_greyed_gunfighters_button_tapped_says_why_in_both_languages() {
    for (lang, drawn, why) in [
        (
            Lang::En,
            "Cards drawn",
            "Only after a Story card: what it made the table lose, draw or pay.",
        ),
        (
            Lang::Nl,
            "Kaarten getrokken",
            "Alleen na een Story-kaart: wat die de tafel liet verliezen, trekken of betalen.",
        ),
    ] {
        for (scale, window) in [(1.0, (1024.0, 600.0)), (1.6, (1366.0, 768.0))] {
            let mut h = at_a_gunfighters_table(lang, scale);
            let case = format!("{lang:?} at {scale}");
            assert!(!h.clickable(drawn), "{case}: greyed before a Story card");
            assert_eq!(why_line(&h), None, "{case}");
            h.click_in_pad(drawn);
            assert_eq!(why_line(&h).as_deref(), Some(why), "{case}");
            assert!(h.history().is_empty(), "{case}: nothing entered");
            if let Err(e) = clipped_in_action_area(&h, window) {
                panic!("{case}: {e}");
            }
        }
    }
}

/// Where every Gunfights board is on a window of `physical` pixels.
fn boards_at(h: &Harness, physical: (f32, f32)) -> Vec<iced::Rectangle> {
    let mut ui = h.ui_in_window(physical);
    (0..6)
        .map(|seat| {
            ui.find(selector::id(format!("seat-{seat}")))
                .unwrap_or_else(|e| panic!("no board {seat}: {e}"))
                .bounds()
        })
        .collect()
}

#[test]
fn a_gunfights_board_keeps_its_size_as_items_are_bought() {
    let mut h = Harness::with_board(
        Lang::En,
        1.0,
        Gunfights::ID,
        crate::support::gunfights::board(),
    );
    start_gunfights(&mut h);
    let windows = [(1366.0, 768.0), (1024.0, 600.0)];
    let before: Vec<_> = windows.iter().map(|w| boards_at(&h, *w)).collect();
    // The Mayor buys three items for himself and one for the Sheriff.
    for line in [
        "income",
        "buy beer",
        "buy tobacco",
        "buy whiskey",
        "buy beer for sheriff",
    ] {
        h.send(Message::Table(table::Message::EntryChanged(line.into())));
        h.send(Message::Table(table::Message::SubmitEntry));
        let outcome = h.app.table().and_then(|t| t.outcome()).expect("outcome");
        assert!(outcome.accepted(), "{line}: {outcome:?}");
    }
    let mayor = &h.state().seats[0];
    assert_eq!(mayor.items.len(), 3, "the Mayor holds three items");
    for (window, before) in windows.iter().zip(before) {
        for (seat, (now, was)) in boards_at(&h, *window).iter().zip(before).enumerate() {
            assert!(
                (now.y - was.y).abs() < 0.5 && (now.height - was.height).abs() < 0.5,
                "{window:?}: board {seat} moved or grew from {was:?} to {now:?}"
            );
        }
    }
}
