//! The History and Dice screens through iced_test's simulator, over a
//! folder of fixture games written with the store API (set up as `holster
//! new` does and entered line by line as `holster enter` does): the window
//! shows every line `holster stats` and `holster dice` print for the same
//! folder, the filter by player narrows them as `--player` does (case and
//! accents ignored), and the dice of a known tally give its hand-computed
//! chi-squared value and p-value.

use crate::support::window::Harness;
use holster::core::Game;
use holster::core::{GameId, SetupInput};
use holster::games::bang_dice::BangDice;
use holster::games::gunfighters::Gunfighters;
use holster::i18n::Lang;
use holster::stats::Filter;
use holster::store::Paths;
use holster::ui::{Message, Options, stats_screens};
use iced_test::selector;
use std::collections::BTreeMap;
use std::path::Path;

/// Sets up the game as `holster new` would from the fixture's header
/// (`# players:`, `# set:`, `# board:`) and enters its lines as `holster
/// enter` does.
fn play_fixture(paths: &Paths, game: GameId, name: &str, fixture: &str) {
    let source = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(fixture))
        .expect("fixture readable");
    let header: Vec<(&str, &str)> = source
        .lines()
        .filter_map(|l| l.strip_prefix("# "))
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.trim(), v.trim()))
        .collect();
    let all = |key: &'static str| {
        header
            .iter()
            .filter(move |(k, _)| *k == key)
            .map(|(_, v)| *v)
    };
    let pairs = |key: &'static str| {
        all(key)
            .filter_map(|v| v.split_once('='))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect::<BTreeMap<_, _>>()
    };
    let input = SetupInput {
        players: all("players")
            .flat_map(|v| v.split(','))
            .map(|p| p.trim().to_string())
            .collect(),
        options: pairs("set"),
        board: pairs("board")
            .into_iter()
            .map(|(k, v)| (k, v.parse().expect("a board value is a number")))
            .collect(),
    };
    play(paths, game, name, &input, &source);
}

fn play(paths: &Paths, game: GameId, name: &str, input: &SetupInput, lines: &str) {
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let mut session = holster::games::create(game, &paths.game_file(name), input)
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let mut out = Vec::new();
    let summary =
        holster::cli::enter::run(Lang::En, session.as_mut(), &mut lines.as_bytes(), &mut out)
            .expect("entered");
    assert_eq!(
        summary.refused,
        0,
        "{name}: {}",
        String::from_utf8_lossy(&out)
    );
}

/// Ann, Bob, Cid and Dan at BANG!, Ann the Sheriff.
fn four_at_bang() -> SetupInput {
    let mut options = BTreeMap::new();
    options.insert(
        "characters".to_string(),
        "willy-the-kid,el-gringo,bart-cassidy,suzy-lafayette".to_string(),
    );
    options.insert("sheriff".to_string(), "ann".to_string());
    SetupInput {
        players: ["Ann", "Bob", "Cid", "Dan"].map(String::from).to_vec(),
        options,
        board: BTreeMap::new(),
    }
}

/// Three whole BANG! games, a whole Make You Gunfighters game, a BANG!
/// game that goes on and a damaged file, in a fresh folder.
fn folder_of_games() -> (tempfile::TempDir, Paths) {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    for (i, fixture) in [
        "tests/suite/bang_dice/three-players.txt",
        "tests/suite/bang_dice/four-players.txt",
        "tests/suite/bang_dice/five-players.txt",
    ]
    .iter()
    .enumerate()
    {
        play_fixture(&paths, BangDice::ID, &format!("bang{i}"), fixture);
    }
    play_fixture(
        &paths,
        Gunfighters::ID,
        "mgf",
        "tests/suite/gunfighters/basic-game.txt",
    );
    play(&paths, BangDice::ID, "open", &four_at_bang(), "");
    // A damaged file is left out and named, on the screen as on the
    // command line.
    std::fs::write(paths.games.join("broken.toml"), "format_version = [").expect("written");
    (dir, paths)
}

fn harness(lang: Lang, dir: tempfile::TempDir, paths: Paths) -> Harness {
    let options = Options {
        lang,
        paths,
        show_test_game: false,
    };
    Harness::with_options(options, dir)
}

/// The lines `holster stats` prints for this filter, each as the window
/// shows it (one text a line, without the command line's indent).
fn stats_lines(lang: Lang, paths: &Paths, filter: &Filter) -> Vec<String> {
    let records = holster::stats::read_folder(&paths.games).expect("read");
    let mut out = Vec::new();
    holster::cli::stats::print_stats(lang, &records, filter, &mut out).expect("printed");
    String::from_utf8(out)
        .expect("text")
        .lines()
        .map(|l| l.trim().to_string())
        .collect()
}

/// The texts inside the widget with this id, left to right.
fn texts_in(h: &Harness, id: &str) -> Vec<String> {
    use iced_test::selector::Candidate;
    let mut ui = h.ui();
    let Ok(area) = ui.find(selector::id(id.to_string())) else {
        panic!("no {id}");
    };
    let area = area.bounds();
    let mut found: Vec<(f32, String)> = Vec::new();
    // A selector that never matches, to see every text on the way.
    let _ = ui.find(|c: Candidate<'_>| -> Option<()> {
        if let Candidate::Text {
            bounds, content, ..
        } = c
            && area.contains(bounds.center())
        {
            found.push((bounds.x, content.to_string()));
        }
        None
    });
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    found.into_iter().map(|(_, t)| t).collect()
}

#[track_caller]
fn sees_all(h: &Harness, lines: &[String]) {
    let missing: Vec<&String> = lines.iter().filter(|l| !h.sees(l)).collect();
    assert!(missing.is_empty(), "not in the window: {missing:#?}");
}

#[test]
fn the_history_shows_what_holster_stats_prints_and_the_player_filter_narrows_it() {
    let (dir, paths) = folder_of_games();
    let all = stats_lines(Lang::En, &paths, &Filter::default());
    // What the command line says, read by hand from the fixtures' headers.
    assert!(all.contains(&"Cid: won 2 of 4".to_string()), "{all:#?}");
    assert!(all.contains(&"BANG! The Dice Game: 4 played, 3 finished".to_string()));
    assert!(
        all.iter()
            .any(|l| l.starts_with("Left out, cannot be read: broken")),
        "{all:#?}"
    );
    let mut h = harness(Lang::En, dir, paths.clone());
    h.click(selector::id("open-history"));
    let stats = h.app.stats().expect("the History screen is showing");
    assert!(!stats.reading(), "the records were read");
    sees_all(&h, &all);

    // Typed as nobody writes it: capitals and an accent.
    h.key_in_field(
        "stats-player",
        "CÍD",
        iced::keyboard::Key::Named(iced::keyboard::key::Named::Shift),
        iced::keyboard::Modifiers::empty(),
    );
    assert!(h.sees("CÍD"), "typed into the player field");
    let cid = Filter {
        game: None,
        player: Some("CÍD".into()),
    };
    let narrowed = stats_lines(Lang::En, &paths, &cid);
    assert_ne!(narrowed, all);
    sees_all(&h, &narrowed);
    let gone: Vec<&String> = all.iter().filter(|l| !narrowed.contains(l)).collect();
    assert!(!gone.is_empty());
    for line in gone {
        assert!(!h.sees(line), "still shown after the filter: {line}");
    }
    assert!(h.sees("Cid: won 2 of 4"));

    // By game too, with the game's button.
    h.click("Make You Gunfighters");
    let both = Filter {
        game: Some(Gunfighters::ID),
        player: Some("CÍD".into()),
    };
    let mgf = stats_lines(Lang::En, &paths, &both);
    assert!(mgf.contains(&"Cid: won 1 of 1".to_string()), "{mgf:#?}");
    sees_all(&h, &mgf);
    assert!(!h.sees("Cid: won 2 of 4"));

    // Nobody of that name: the command line's sentence.
    h.send(Message::Stats(stats_screens::Message::Player("Zed".into())));
    assert!(h.sees("Nobody called “Zed” played any of these games."));

    // The longest game opens from there, at the table.
    h.send(Message::Stats(
        stats_screens::Message::Player(String::new()),
    ));
    h.click("All games");
    h.click(selector::id("open-longest"));
    assert!(h.app.table().is_some(), "the longest game is open");

    // In Dutch, the lines `holster --lang nl stats` prints.
    h.click(selector::id("lang-nl"));
    h.send(Message::Table(holster::ui::table::Message::Home));
    h.click(selector::id("open-history"));
    sees_all(&h, &stats_lines(Lang::Nl, &paths, &Filter::default()));
    assert!(h.sees("Cid: 2 van de 4 gewonnen"));
    h.click(selector::id("stats-back"));
    assert!(h.app.stats().is_none(), "back home");
    assert!(h.sees("Nieuw spel"));
}

#[test]
fn the_dice_screen_shows_the_counts_and_the_p_value_of_a_known_tally() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    // Five dice, a reroll taken back, a reroll of die 4: arrow 2,
    // dynamite 0, 1 ×2, 2 ×1, beer 1, gatling 0.
    let lines = "roll a a 1 1 b\nreroll 5 g\nundo\nreroll 4 2\n";
    play(&paths, BangDice::ID, "dice", &four_at_bang(), lines);
    let records = holster::stats::read_folder(&paths.games).expect("read");
    let mut printed = Vec::new();
    holster::cli::stats::print_dice(Lang::En, &records, &mut printed).expect("printed");
    let printed = String::from_utf8(printed).expect("text");

    let mut h = harness(Lang::En, dir, paths.clone());
    h.click(selector::id("open-dice"));
    assert!(h.sees("BANG! die: 6 rolls"));
    for (face, (name, count)) in [
        ("arrow", 2),
        ("dynamite", 0),
        ("1", 2),
        ("2", 1),
        ("beer", 1),
        ("gatling", 0),
    ]
    .into_iter()
    .enumerate()
    {
        let row = format!("dice-bang-{}", face + 1);
        assert_eq!(
            texts_in(&h, &row),
            [name.to_string(), count.to_string()],
            "{row}"
        );
    }
    // Expected 1 a face: (1 + 1 + 1 + 0 + 0 + 1) / 1 = 4 with 5 degrees of
    // freedom; the tail for odd freedom, erfc(√2) + √(8/π)·e^(−2)·(1 + 4/3)
    // = 0.5494.
    assert!(h.sees("chi-squared 4.00 with 5 degrees of freedom, p = 0.549"));
    // Every line `holster dice` prints: the faces' line as a bar each, with
    // the counts the JSON gives, and the others as they are.
    let json = holster::cli::stats::dice_json(Lang::En, &records);
    for kind in json["dice"].as_array().expect("kinds") {
        for face in kind["faces"].as_array().expect("faces") {
            let row = format!(
                "dice-{}-{}",
                kind["kind"].as_str().expect("kind"),
                face["face"]
            );
            let shown = [
                face["name"].as_str().expect("name").to_string(),
                face["count"].to_string(),
            ];
            assert_eq!(texts_in(&h, &row), shown, "{row}");
        }
    }
    let lines: Vec<String> = printed
        .lines()
        .filter(|l| !l.contains(" · "))
        .map(|l| l.trim().to_string())
        .collect();
    assert_eq!(lines.len(), 5, "{printed}");
    sees_all(&h, &lines);
    assert!(lines.iter().any(|l| l.contains("a hint, not proof")));

    h.click(selector::id("lang-nl"));
    assert!(h.sees("BANG!-steen: 6 worpen"));
    assert_eq!(texts_in(&h, "dice-bang-1"), ["pijl", "2"]);
    assert!(h.sees("chi-kwadraat 4,00 met 5 vrijheidsgraden, p = 0,549"));
    h.click(selector::id("stats-switch"));
    assert_eq!(
        h.app.stats().map(stats_screens::Stats::which),
        Some(stats_screens::Which::History)
    );
}
