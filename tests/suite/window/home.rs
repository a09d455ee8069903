//! Home as a table meets it (issue 23): the Set up buttons keep their place
//! whether or not a last game is offered, and all of them are in sight at
//! 1024×600; a finished last game is offered as its result, in words that
//! say it is over, never as a game to play on; a game made with `holster
//! new` while the window shows home is there once the window has the focus
//! again.

use crate::support::window::Harness;
use holster::core::{Game, GameId, SetupInput};
use holster::games::bang_dice::BangDice;
use holster::i18n::{self, Lang};
use holster::store::{Paths, Settings};
use holster::ui::Message;
use iced::Rectangle;
use iced_test::selector;
use std::path::PathBuf;

const SMALL: (f32, f32) = (1024.0, 600.0);
const LAPTOP: (f32, f32) = (1366.0, 768.0);

/// The ids of every Set up button on home (a card's, and its variants').
fn set_up_ids() -> Vec<String> {
    holster::games::registry::cards(false)
        .into_iter()
        .flat_map(|(game, variants)| std::iter::once(game).chain(variants))
        .map(|game: GameId| format!("new-{game}"))
        .collect()
}

/// A three-player BANG! table (the fixture's: Ann, Bob and Cid).
fn bang_input() -> SetupInput {
    let fixture = include_str!("../bang_dice/three-players.txt");
    let mut input = SetupInput {
        players: ["Ann", "Bob", "Cid"].map(String::from).to_vec(),
        ..SetupInput::default()
    };
    for set in fixture.lines().filter_map(|l| l.strip_prefix("# set: ")) {
        if let Some((key, value)) = set.split_once('=') {
            input.options.insert(key.into(), value.into());
        }
    }
    input
}

/// The fixture's entries: all of them (`whole`), or all but the last.
fn bang_lines(whole: bool) -> Vec<&'static str> {
    let fixture = include_str!("../bang_dice/three-players.txt");
    let mut lines: Vec<&str> = fixture
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    if !whole {
        lines.pop();
    }
    lines
}

/// A folder with a saved BANG! game `name`, played to its end or not.
fn with_a_game(name: &str, whole: bool) -> (tempfile::TempDir, Paths, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let path = paths.games.join(format!("{name}.toml"));
    let mut session = holster::games::create(BangDice::ID, &path, &bang_input()).expect("created");
    for line in bang_lines(whole) {
        session.enter_line(line).expect("a legal entry");
    }
    (dir, paths, path)
}

/// The window on home in `lang` at `scale`, its last game `last` (if any).
fn home(lang: Lang, scale: f32, dir: tempfile::TempDir, last: Option<PathBuf>) -> Harness {
    let settings = Settings {
        language: Some(lang),
        text_scale: scale,
        last_game: last,
        ..Settings::default()
    };
    Harness::with_settings(lang, &settings, dir, false)
}

fn bounds(h: &Harness, window: (f32, f32), id: &str) -> Rectangle {
    h.ui_in_window(window)
        .find(selector::id(id.to_string()))
        .unwrap_or_else(|e| panic!("{id}: {e}"))
        .bounds()
}

#[test]
fn the_set_up_buttons_keep_their_place_with_or_without_a_last_game() {
    let ids = set_up_ids();
    for lang in Lang::ALL {
        for (scale, window) in [(1.0, SMALL), (1.0, LAPTOP), (1.6, LAPTOP)] {
            let case = format!("{lang:?} {window:?} at {scale}");
            let (dir, _, _) = with_a_game("nothing-offered", false);
            let without = home(lang, scale, dir, None);
            let (dir, _, last) = with_a_game("saloon", false);
            let with = home(lang, scale, dir, Some(last));
            assert!(with.sees(&i18n::text(lang, "home-continue-last")), "{case}");
            for id in &ids {
                assert_eq!(
                    bounds(&without, window, id),
                    bounds(&with, window, id),
                    "{case}: {id} moved for the last game's banner"
                );
            }
            if scale == 1.0 {
                // Every Set up button whole in the window, the four cards
                // in one row.
                for h in [&without, &with] {
                    if let Err(e) = h.all_on_screen(window, &ids) {
                        panic!("{case}: {e}");
                    }
                }
                let tops: Vec<f32> = holster::games::registry::cards(false)
                    .into_iter()
                    .map(|(game, _)| bounds(&with, window, &format!("new-{game}")).y)
                    .collect();
                assert!(
                    // One row: a card is over 200 high; a card's buttons
                    // centred in their row may stand a pixel lower.
                    tops.iter().all(|y| (y - tops[0]).abs() < 20.0),
                    "{case}: the cards in one row: {tops:?}"
                );
            }
        }
    }
}

#[test]
fn a_finished_last_game_is_offered_as_its_result_not_to_play_on() {
    for lang in Lang::ALL {
        let (dir, _, last) = with_a_game("done", true);
        let mut h = home(lang, 1.0, dir, Some(last));
        let t = |key: &str| i18n::text(lang, key);
        assert!(!h.sees(&t("home-continue-last")), "{lang:?}: not playing");
        assert!(h.sees(&t("home-last-over")), "{lang:?}: it is over");
        assert!(h.sees(&t("home-see-result")), "{lang:?}");
        h.click(selector::id("continue-last"));
        let table = h.app.table().expect("the game opens");
        assert!(table.summary().is_some(), "{lang:?}: on its summary");
    }
}

#[test]
fn a_game_made_on_the_command_line_shows_once_the_window_has_the_focus_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    let mut h = home(Lang::En, 1.0, dir, None);
    assert!(h.sees(&i18n::text(Lang::En, "home-no-saved-games")));
    // `holster new` in a terminal while the window shows home.
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let path = paths.games.join("from-the-shell.toml");
    holster::games::create(BangDice::ID, &path, &bang_input()).expect("created");
    assert!(!h.sees("· from-the-shell"), "the window has not looked yet");
    h.send(Message::WindowFocused);
    assert!(h.sees("· from-the-shell"), "read again on the focus");
    assert!(!h.sees(&i18n::text(Lang::En, "home-no-saved-games")));
}
