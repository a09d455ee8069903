//! The screens' state: what reading says meanwhile, the filter as the
//! command line makes it, and where the buttons lead.

use super::*;
use crate::core::Game;
use crate::core::Outcome;
use crate::games::bang_dice::BangDice;
use crate::games::gunfights::Gunfights;
use crate::i18n::Lang;
use crate::stats::{GameRecord, Length};
use chrono::Utc;

fn record(name: &str, game: GameId, people: &[&str], finished: bool) -> GameRecord {
    GameRecord {
        name: name.to_string(),
        game,
        started: Utc::now(),
        people: people.iter().map(|p| p.to_string()).collect(),
        outcome: finished.then(|| Outcome {
            winners: Vec::new(),
            how: Msg::new("stats-how-draw"),
            seats: Vec::new(),
        }),
        dice: Vec::new(),
        length: Some(Length {
            seconds: 600,
            pauses: 0,
        }),
    }
}

fn screen() -> Stats {
    let dir = std::path::Path::new("/nowhere/games");
    let paths = Paths {
        games: dir.to_path_buf(),
        trash: PathBuf::new(),
        settings: PathBuf::new(),
    };
    Stats::new(Which::History, &paths).0
}

fn loaded(stats: &mut Stats) {
    let records = Records {
        games: vec![
            record("a", BangDice::ID, &["José", "Bob"], true),
            record("b", Gunfights::ID, &["Bob", "Cid"], false),
        ],
        unreadable: Vec::new(),
    };
    stats.update(Message::Loaded(Ok(Arc::new(records))));
}

#[test]
fn while_reading_the_screen_says_how_many_games_it_reads() {
    let mut stats = screen();
    assert!(stats.reading());
    stats.update(Message::Counted(312));
    assert_eq!(stats.counted, Some(312));
    let said = i18n_reading(Lang::En, 312);
    assert_eq!(said, "Reading 312 saved games…");
    assert_eq!(
        i18n_reading(Lang::Nl, 1),
        "1 opgeslagen spel wordt ingelezen…"
    );
    loaded(&mut stats);
    assert!(!stats.reading());
}

fn i18n_reading(lang: Lang, count: usize) -> String {
    crate::i18n::tr(
        lang,
        &Msg::new("stats-ui-reading-count").arg("count", count),
    )
}

#[test]
fn the_filters_count_again_as_the_command_line_would() {
    let mut stats = screen();
    loaded(&mut stats);
    let played = |s: &Stats| s.history.games.iter().map(|g| g.played).sum::<usize>();
    assert_eq!(played(&stats), 2);
    // Typed with other case, accents and spaces: still José.
    stats.update(Message::Player("  JOSE ".into()));
    assert_eq!(stats.filter().player.as_deref(), Some("JOSE"));
    assert_eq!(played(&stats), 1);
    stats.update(Message::Player(String::new()));
    assert_eq!(stats.filter().player, None);
    stats.update(Message::Game(Some(Gunfights::ID)));
    assert_eq!(played(&stats), 1);
    assert_eq!(stats.history.games[0].game, Gunfights::ID);
    assert_eq!(
        stats.history,
        crate::stats::history(
            &[record("b", Gunfights::ID, &["Bob", "Cid"], false)],
            &Filter {
                game: Some(Gunfights::ID),
                player: None
            }
        )
    );
}

#[test]
fn the_buttons_lead_home_to_a_saved_game_and_to_the_other_screen() {
    let mut stats = screen();
    assert!(matches!(stats.update(Message::Back), Action::Home));
    match stats.update(Message::Open("long-evening".into())) {
        Action::Open(path) => assert_eq!(path, PathBuf::from("/nowhere/games/long-evening.toml")),
        other => panic!("not opened: {other:?}"),
    }
    stats.update(Message::Show(Which::Dice));
    assert_eq!(stats.which(), Which::Dice);
}
