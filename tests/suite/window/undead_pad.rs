//! The Quick and the Undead in the window (iced_test's simulator, CPU
//! renderer): a round played by the pad's clicks as the window sends them,
//! through a duel and an Undead hunt, and the table's picture of every band
//! on screen at 1024×600 and at 160 % on 1366×768.

use crate::support::window::Harness;
use crate::undead::helpers::SET_UP_3;
use holster::core::SetupInput;
use holster::games::undead::{Undead, UndeadAction, Where};
use holster::i18n::Lang;
use holster::ui::games::{self, undead};
use holster::ui::{Message, table};

/// The three players' table of the rules' tests, set up as far as the
/// first round, continued from the home screen in `lang` at `text_scale`.
fn at_the_table(lang: Lang, text_scale: f32) -> Harness {
    at_a_table(lang, text_scale, &["Ann", "Bob", "Cid"], 4, &SET_UP_3)
}

/// A table of these people with this many building slots and these lines
/// entered, continued from the home screen in `lang` at `text_scale`.
fn at_a_table(lang: Lang, text_scale: f32, people: &[&str], slots: i64, lines: &[&str]) -> Harness {
    let input = SetupInput {
        players: people.iter().map(|p| p.to_string()).collect(),
        options: [("law", "ann"), ("critical", "skull")]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: [(format!("slots-{}", people.len()), slots)]
            .into_iter()
            .collect(),
    };
    Harness::at_saved_game::<Undead>(lang, text_scale, "town", &input, None, lines)
}

/// Sends a click of the pad, as its button would.
fn pad(h: &mut Harness, message: undead::Message) {
    h.send(Message::Table(table::Message::Pad(games::Message::new(
        message,
    ))));
}

fn history(h: &Harness) -> Vec<String> {
    let session = h.app.table().expect("table").session();
    session.history().into_iter().map(|i| i.notation).collect()
}

#[test]
fn a_round_with_a_duel_and_a_hunt_by_the_pads_clicks() {
    use undead::{Form, Kind, Message as M};
    let mut h = at_the_table(Lang::En, 1.0);
    let before = history(&h).len();
    assert!(h.clickable("Call “Hiring Guns”"));
    // The step's own buttons take the clicks: no form to open first.
    for click in [M::Done(None), M::Face(8), M::Face(8), M::Face(6)] {
        pad(&mut h, click);
    }
    // Ann and Bob on 8: the duel is the step now, its d8 on the pad.
    assert!(h.sees("Ann shoots at Bob: the d8"));
    for click in [M::Face(5), M::Face(3)] {
        pad(&mut h, click);
    }
    // Bob's Outlaw is in the Graveyard: he enters the Undead he draws,
    // its weak points ticked on the pad.
    for click in [
        M::Tick(2),
        M::Tick(4),
        M::Done(Some(Where::Street)),
        M::Open(Form::Pick(Kind::Aim)),
        M::Enter(Box::new(UndeadAction::Aim {
            place: Where::Street,
            index: 0,
        })),
    ] {
        pad(&mut h, click);
    }
    // Before Ann shoots again she sees what this attempt rolled and the
    // rule that ends it, and beside it the odds: her Bullet on 3 and the
    // Skull's 8 kill, the six other faces go on (Σ_j 2 · 6!/(6-j)! ·
    // 8^(6-j) over 8^7 = 42037/65536 to the end).
    assert!(h.sees(
        "No shot yet. Shoot or stop: a number rolled twice ends the attempt; a plain 8 misses."
    ));
    assert!(h.sees(
        "Shooting at the Undead (kills on 3 or 8 with the Skull): next shot 2 of 8, shooting on to the end 64%"
    ));
    h.click_in_pad("6");
    // The 6 now ends the attempt: five faces go on (136816/262144).
    assert!(h.sees(
        "Rolled so far: 6. Shoot again or stop: a number rolled twice ends the attempt; a plain 8 misses."
    ));
    assert!(h.sees(
        "Shooting at the Undead (kills on 3 or 8 with the Skull): next shot 2 of 8, shooting on to the end 52%"
    ));
    let lines = history(&h);
    assert_eq!(
        lines[before..],
        [
            "hiring none",
            "reveal Ann 8 Bob 8 Cid 6",
            "duel Ann>Bob 5 Bob>Ann 3",
            "undead 3 5 notoriety 1 at street",
            "aim street",
            "shoot 6",
        ]
    );
}

/// Every band's box on the board, whole and inside the window (the pad
/// may name the bands too: the board's boxes are found by their ids).
fn every_band_on_screen(h: &Harness, physical: (f32, f32)) {
    let ids: Vec<String> = (0..3).map(undead::board::band_id).collect();
    if let Err(e) = h.all_on_screen(physical, &ids) {
        panic!("at {physical:?}: {e}");
    }
}

#[test]
fn every_band_is_on_screen_at_1024_by_600() {
    for lang in [Lang::En, Lang::Nl] {
        every_band_on_screen(&at_the_table(lang, 1.0), (1024.0, 600.0));
    }
}

#[test]
fn every_band_is_on_screen_at_160_percent_on_1366_by_768() {
    for lang in [Lang::En, Lang::Nl] {
        every_band_on_screen(&at_the_table(lang, 1.6), (1366.0, 768.0));
    }
}

/// The five players' table of the fixture, set up, with its six buildings.
fn five_at_the_table(lang: Lang) -> Harness {
    let fixture = include_str!("../undead/five-players.txt");
    let lines: Vec<&str> = fixture
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .take_while(|l| !l.starts_with("hiring"))
        .collect();
    at_a_table(lang, 1.0, &["Ann", "Bob", "Cid", "Dan", "Eve"], 6, &lines)
}

#[test]
fn the_whole_board_of_five_fits_at_1024_by_600_without_a_scroll() {
    for lang in [Lang::En, Lang::Nl] {
        let h = five_at_the_table(lang);
        let scale = h.app.scale_factor();
        let (w, ht) = (1024.0 / scale, 600.0 / scale);
        // The last band and the last building of the second row, whole.
        for name in ["Eve", "Stable"] {
            let mut ui = h.ui_in_window((1024.0, 600.0));
            let found = ui
                .find(name)
                .unwrap_or_else(|e| panic!("{name} in {lang:?}: {e}"));
            let b = found.bounds();
            assert!(
                b.x >= 0.0 && b.y >= 0.0 && b.x + b.width <= w + 0.5 && b.y + b.height <= ht + 0.5,
                "{name} is off the window in {lang:?}: {b:?}"
            );
        }
    }
}
