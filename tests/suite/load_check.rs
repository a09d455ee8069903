//! A saved game's setup is checked when it is read, exactly as `holster new`
//! checks it: a hand-edited file with a setup Holster would never make is
//! refused with the game's own reason, left byte for byte as it was, and
//! never makes anything panic — when opened, read for a replay or listed.

use crate::support::holster;
use holster::core::Game;
use holster::core::{GameId, Msg, SetupInput};
use holster::games::bang_dice::BangDice;
use holster::games::gunfights::Gunfights;
use holster::i18n::{self, Lang};
use std::path::{Path, PathBuf};

/// A game created as `holster new` would, with `lines` entered, then closed;
/// its file is at `dir/games/NAME.toml`.
fn saved(dir: &Path, game: GameId, name: &str, input: &SetupInput, lines: &[&str]) -> PathBuf {
    let folder = dir.join("games");
    std::fs::create_dir_all(&folder).expect("games folder");
    let path = folder.join(format!("{name}.toml"));
    let mut session = holster::games::create(game, &path, input).expect("a valid setup");
    for line in lines {
        if let Err(e) = session.enter_line(line) {
            panic!("{line:?} should be entered: {e:?}");
        }
    }
    path
}

fn input(players: &[&str], options: &[(&str, &str)]) -> SetupInput {
    SetupInput {
        players: players.iter().map(|p| p.to_string()).collect(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        ..SetupInput::default()
    }
}

/// A four-player BANG! game (Bob is the Sheriff) with a turn begun.
fn bang(dir: &Path, name: &str) -> PathBuf {
    let setup = input(
        &["Ann", "Bob", "Cid", "Dan"],
        &[
            (
                "characters",
                "bart-cassidy,black-jack,calamity-janet,el-gringo",
            ),
            ("sheriff", "bob"),
        ],
    );
    saved(dir, BangDice::ID, name, &setup, &["roll 1 2 b g a"])
}

/// A two-person Gunfights game (Ann plays the Pioneers, Bob the Renegades).
fn gunfights(dir: &Path, name: &str) -> PathBuf {
    saved(dir, Gunfights::ID, name, &input(&["Ann", "Bob"], &[]), &[])
}

/// Replaces `from` (which must be there) by `to` in the file, as a person
/// with a text editor would.
fn hand_edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).expect("readable");
    assert!(text.contains(from), "{from:?} is not in\n{text}");
    std::fs::write(path, text.replacen(from, to, 1)).expect("written");
}

/// The three hand-edited files and the game's own reason for each.
fn hand_edited(dir: &Path) -> Vec<(PathBuf, Msg)> {
    let seat_nine = bang(dir, "seat-nine");
    hand_edit(&seat_nine, "sheriff = 1", "sheriff = 9");
    let no_characters = bang(dir, "no-characters");
    hand_edit(
        &no_characters,
        r#"characters = ["bart-cassidy", "black-jack", "calamity-janet", "el-gringo"]"#,
        "characters = []",
    );
    let both_teams = gunfights(dir, "both-teams");
    hand_edit(
        &both_teams,
        "played_by = [0, 0, 0, 1, 1, 1]",
        "played_by = [0, 0, 0, 1, 1, 0]",
    );
    vec![
        (
            seat_nine,
            // The file counts seats from 0, people from 1: seat 9 is the tenth.
            Msg::new("notation-no-such-seat")
                .arg("seat", 10_i64)
                .arg("count", 4_i64),
        ),
        (
            no_characters,
            Msg::new("bang-dice-setup-characters-count")
                .arg("count", 0_i64)
                .arg("players", 4_i64),
        ),
        (
            both_teams,
            Msg::new("gunfights-setup-both-teams").arg("person", "Ann"),
        ),
    ]
}

#[test]
fn hand_edited_setups_are_refused_on_open_and_read_and_left_unchanged() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (path, reason) in hand_edited(dir.path()) {
        let before = std::fs::read(&path).expect("the file");
        let file = path.display().to_string();
        let read = match holster::games::read(&path) {
            Ok(_) => panic!("{file}: a setup `holster new` refuses was read"),
            Err(e) => i18n::tr(Lang::En, &e.message()),
        };
        let open = match holster::games::open(&path) {
            Ok(_) => panic!("{file}: a setup `holster new` refuses was opened"),
            Err(e) => i18n::tr(Lang::En, &e.message()),
        };
        for said in [&read, &open] {
            assert!(said.contains(&file), "the message names the file: {said}");
            let why = i18n::tr(Lang::En, &reason);
            assert!(said.contains(&why), "{said}\nshould say why: {why}");
        }
        assert_eq!(
            std::fs::read(&path).expect("the file"),
            before,
            "{file} was changed"
        );
        // Refusing left no lock behind: the file is still the table's to fix.
        assert!(holster::store::GameLock::acquire(&path).is_ok(), "{file}");
    }
}

#[test]
fn a_setup_the_rules_accept_still_opens_after_the_check() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = bang(dir.path(), "fine");
    let (session, _) = holster::games::open(&path).expect("a sound file opens");
    assert_eq!(session.players(), ["Ann", "Bob", "Cid", "Dan"]);
    drop(session);
    let path = gunfights(dir.path(), "fine-too");
    assert!(holster::games::read(&path).is_ok());
}

#[track_caller]
fn refused_with(path: &Path, reason: &Msg) {
    let before = std::fs::read(path).expect("the file");
    let Err(e) = holster::games::read(path) else {
        panic!("{} was read", path.display());
    };
    let said = i18n::tr(Lang::En, &e.message());
    assert!(said.contains(&path.display().to_string()), "{said}");
    assert!(said.contains(&i18n::tr(Lang::En, reason)), "{said}");
    assert!(holster::games::open(path).is_err());
    assert_eq!(std::fs::read(path).expect("the file"), before);
}

#[test]
fn a_character_left_out_is_refused_as_in_holster_new() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = gunfights(dir.path(), "no-honcho");
    hand_edit(
        &path,
        r#"characters = ["mayor", "sheriff", "deputy", "scout", "thief", "head-honcho"]"#,
        r#"characters = ["mayor", "sheriff", "deputy", "scout", "thief"]"#,
    );
    hand_edit(
        &path,
        "played_by = [0, 0, 0, 1, 1, 1]",
        "played_by = [0, 0, 0, 1, 1]",
    );
    refused_with(
        &path,
        &Msg::new("gunfights-setup-character-unassigned").arg("character", "Head Honcho"),
    );
}

#[test]
fn a_setup_changed_into_one_holster_would_not_make_is_refused() {
    // Every part is valid on its own, but `holster new` never seats the
    // Sheriff before the Mayor: the turn order is the rules'.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = gunfights(dir.path(), "reordered");
    hand_edit(
        &path,
        r#"characters = ["mayor", "sheriff","#,
        r#"characters = ["sheriff", "mayor","#,
    );
    refused_with(&path, &Msg::new("setup-changed-by-hand"));
    // So is a name with spaces around it, which `holster new` trims.
    let path = bang(dir.path(), "spaced");
    hand_edit(&path, r#"players = ["Ann","#, r#"players = [" Ann","#);
    refused_with(&path, &Msg::new("setup-changed-by-hand"));
}

#[test]
fn replay_refuses_a_hand_edited_setup_with_exit_2_and_keeps_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    for (path, reason) in hand_edited(d) {
        let before = std::fs::read(&path).expect("the file");
        let name = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .to_string();
        let out = holster(d, &["--lang", "en", "replay", &name], "");
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.starts_with("holster: "), "{err}");
        assert!(err.contains(&path.display().to_string()), "{err}");
        assert!(err.contains(&i18n::tr(Lang::En, &reason)), "{name}: {err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.stdout.is_empty(), "nothing was replayed");
        let dutch = holster(d, &["--lang", "nl", "replay", &name], "");
        let err = String::from_utf8_lossy(&dutch.stderr).to_string();
        assert_eq!(dutch.status.code(), Some(2), "{err}");
        assert!(err.contains(&path.display().to_string()), "{err}");
        // The game's own reason, in the language asked for.
        assert!(err.contains(&i18n::tr(Lang::Nl, &reason)), "{name}: {err}");
        assert_eq!(std::fs::read(&path).expect("the file"), before, "{name}");
    }
}

#[test]
fn games_lists_a_hand_edited_file_with_the_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let files = hand_edited(d);
    gunfights(d, "sound");
    let list = holster(d, &["--lang", "en", "games"], "");
    let out = String::from_utf8_lossy(&list.stdout).to_string();
    assert_eq!(list.status.code(), Some(0), "{out}");
    assert!(out.contains("sound\tGunfights & Gamblin'"), "{out}");
    for (path, reason) in files {
        let name = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .to_string();
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("{name}\t")))
            .unwrap_or_else(|| panic!("{name} is not listed: {out}"));
        assert!(line.contains(&i18n::tr(Lang::En, &reason)), "{line}");
    }
}

/// A hand-edited entry is the rules' to refuse, not the history's to panic
/// on: a reroll of die 255 (the most a die number holds in the file) is
/// replayed as an entry the rules skip. (Found by the conformance
/// properties: the history wrote it as die 255 + 1.)
#[test]
fn an_entry_edited_by_hand_is_skipped_not_a_panic() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let path = bang(d, "die-255");
    let mut session = holster::games::open(&path).expect("opens").0;
    if let Err(e) = session.enter_line("reroll 5 g") {
        panic!("the reroll: {e:?}");
    }
    drop(session);
    hand_edit(&path, "die = 4", "die = 255");
    let read = holster::games::read(&path).expect("the setup is sound");
    let history = read.history();
    assert_eq!(history.len(), 2);
    assert!(!history[1].applied, "the rules skip die 255: {history:?}");
    let out = holster(d, &["--lang", "en", "replay", "die-255"], "");
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
