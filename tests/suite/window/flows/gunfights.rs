//! Gunfights & Gamblin' by clicks in the window: the town, the chamber and
//! every board in both languages, and a whole Raid with its gunfights.

use super::*;
use crate::support::gunfights::{PEOPLE, board, round_one_turns};
use holster::core::{Game, SetupInput};
use holster::games::gunfights::{Building, Character, Gunfights};
use holster::session::AnySession;
use holster::session::{OpenReport, Session};
use holster::ui::games::{self, gunfights::raid};
use holster::ui::table::Table;

/// The game is not offered on the home screen until it is complete, so
/// its table is rendered straight from a game held in memory.
fn table(lang: Lang) -> (Table, Lang) {
    let input = SetupInput {
        players: PEOPLE.map(String::from).to_vec(),
        ..SetupInput::default()
    };
    let setup = Gunfights::setup(&input).expect("six people, one character each");
    let session = Session::<Gunfights>::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
    let (table, _) = Table::new(Box::new(session), &OpenReport::default());
    (table, lang)
}

#[test]
fn the_town_the_chamber_and_every_board_are_shown_in_both_languages() {
    for (lang, town, chamber) in [
        (Lang::En, "The town", "Revolver Chamber"),
        (Lang::Nl, "Het stadje", "Cilinder"),
    ] {
        let (table, lang) = table(lang);
        let ui =
            || Simulator::with_size(iced::Settings::default(), (1366.0, 900.0), table.view(lang));
        assert!(ui().find(town).is_ok(), "{lang}");
        assert!(ui().find(chamber).is_ok(), "{lang}");
        for building in [
            "Church",
            "Store",
            "Stockade",
            "Gamblin' House",
            "Saloon",
            "Ammo Depot",
        ] {
            assert!(ui().find(building).is_ok(), "{building} in {lang}");
        }
        assert!(ui().find("Stagecoach Shotgun").is_ok());
    }
}

/// The app started over a Gunfights game saved at the start of round
/// 1's Raid: the rulebook's Raid Example table with the Gunfight
/// Example's items, offered first on the home screen.
fn saved_at_the_raid(lang: Lang) -> Harness {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::under(dir.path());
    let input = SetupInput {
        players: PEOPLE.map(String::from).to_vec(),
        board: board(),
        ..SetupInput::default()
    };
    let setup = Gunfights::setup(&input).expect("six people");
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let mut session =
        Session::<Gunfights>::create(&paths.games.join("raid.toml"), setup).expect("created");
    for line in round_one_turns() {
        assert!(session.enter_line(&line).is_ok(), "{line}");
    }
    let options = Options {
        lang,
        paths,
        show_test_game: false,
    };
    Harness::with_options(options, dir)
}

fn raid(h: &mut Harness, message: raid::Message) {
    h.send(Message::Table(table::Message::Pad(games::Message::new(
        games::gunfights::Message::Raid(message),
    ))));
}

fn health(h: &Harness, character: Character) -> u8 {
    let s = h.state();
    s.seats[s.seat_of(character).expect("in play")].health
}

/// Every label the pad draws now (for a failure's message).
fn pad_labels(h: &Harness) -> Vec<String> {
    let table = h.app.table().expect("a table");
    let session = table
        .session()
        .as_any()
        .downcast_ref::<Session<Gunfights>>()
        .expect("a Gunfights game");
    let pad = holster::ui::games::gunfights::Pad::default();
    holster::ui::games::TablePad::drawn(&pad, Lang::En, session)
        .into_iter()
        .map(|d| d.label)
        .collect()
}

#[test]
fn one_raid_with_its_gunfights_by_clicks_in_the_window() {
    let mut h = saved_at_the_raid(Lang::En);
    h.click("Continue");
    assert!(h.sees("The Raid: on which building did each Renegade place a tile?"));
    let seat = |c: Character| h.state().seat_of(c).expect("in play");
    let [mayor, sheriff, deputy, scout, thief, honcho] = Character::ALL.map(seat);
    // A. The tiles (one building button a character and the bombs),
    // then the attacks recorded by their own tap.
    for (who, building) in [
        (scout, Building::Church),
        (thief, Building::Stockade),
        (honcho, Building::AmmoDepot),
    ] {
        raid(&mut h, raid::Message::Place(who, building));
    }
    raid(&mut h, raid::Message::Bomb(Building::Church));
    raid(&mut h, raid::Message::Bomb(Building::Stockade));
    let attacks = |h: &Harness| {
        h.history()
            .iter()
            .filter(|l| l.starts_with("attack"))
            .count()
    };
    assert_eq!(attacks(&h), 0, "the last bomb records nothing by itself");
    h.click_in_pad("Record the attacks");
    assert_eq!(attacks(&h), 1, "{:?}", h.history());
    assert!(
        h.sees("The Renegades attack: Scout (Dan) → Church, Thief (Eve) → Stockade, Head Honcho (Fay) → Ammo Depot"),
        "{:?}",
        pad_labels(&h)
    );
    // B. The defence, revealed by its own tap.
    for (who, building) in [
        (mayor, Building::AmmoDepot),
        (sheriff, Building::Stockade),
        (deputy, Building::Stockade),
    ] {
        raid(&mut h, raid::Message::Place(who, building));
    }
    let defences = |h: &Harness| {
        h.history()
            .iter()
            .filter(|l| l.starts_with("defend"))
            .count()
    };
    assert_eq!(
        defences(&h),
        0,
        "the last Pioneer placed reveals nothing by itself"
    );
    h.click_in_pad("Reveal the defense");
    assert_eq!(defences(&h), 1, "{:?}", h.history());
    assert!(h.sees("Head Honcho"), "the town names the attackers");
    // C. The Stockade's damage: nobody chooses, but dealing it is the
    // table's own tap; one undo takes it back.
    assert!(
        h.sees("The Stockade stands: each Renegade takes 1 damage. Deal 1 damage to Scout (Dan), Thief (Eve), Head Honcho (Fay)"),
        "{:?}",
        pad_labels(&h)
    );
    assert_eq!(health(&h, Character::Thief), 4, "nothing dealt by itself");
    h.click_in_pad("Deal the damage");
    assert_eq!(health(&h, Character::Thief), 3);
    assert_eq!(
        h.history().last().map(String::as_str),
        Some("damage stockade")
    );
    h.send(Message::Table(table::Message::Undo));
    assert_eq!(health(&h, Character::Thief), 4);
    h.click_in_pad("Deal the damage");
    assert_eq!(health(&h, Character::Thief), 3);
    // D. The Scout chooses the Sheriff for the Entry Bomb.
    assert!(
        h.sees("An Entry Bomb lies at the Stockade. The Scout chooses who takes 1 damage:"),
        "{:?}",
        pad_labels(&h)
    );
    h.click_in_pad("Sheriff (Bob)");
    assert_eq!(health(&h, Character::Sheriff), 3, "{:?}", pad_labels(&h));
    // The Gunfight Example at the Stockade, the Sheriff first.
    assert!(h.sees("Gunfight at the Stockade"), "{:?}", pad_labels(&h));
    assert!(
        h.sees("Sheriff (Bob) shoots: click the first die."),
        "{:?}",
        pad_labels(&h)
    );
    let dice = |h: &mut Harness, a: u8, b: u8| {
        raid(h, raid::Message::Face(a));
        raid(h, raid::Message::Face(b));
    };
    dice(&mut h, 12, 15);
    assert_eq!(
        health(&h, Character::Thief),
        1,
        "the Bullseye makes two hits"
    );
    dice(&mut h, 3, 5);
    // The Thief's Quick Draw shot: both Pioneers stand, so he names one.
    h.click_in_pad("Sheriff (Bob)");
    dice(&mut h, 20, 16);
    assert_eq!(health(&h, Character::Sheriff), 0);
    dice(&mut h, 15, 2);
    dice(&mut h, 14, 2);
    assert!(h.sees("Over: the Stockade holds."), "{:?}", pad_labels(&h));
    // The Ammo Depot: the Mayor's Beer, then the Head Honcho's Dynamite.
    dice(&mut h, 10, 3);
    assert!(
        h.sees("Mayor (Ann) rolled 10 and 3: Beer or Tobacco?"),
        "{:?}",
        pad_labels(&h)
    );
    h.click_in_pad("Beer");
    dice(&mut h, 15, 4);
    dice(&mut h, 2, 5);
    h.click_in_pad("Throw Dynamite");
    raid(&mut h, raid::Message::Face(14));
    // The End of Round Example: every gunfight over; the killing shot
    // does not end the Raid in the same tap: its button does.
    assert_eq!(h.state().round, 1, "{:?}", pad_labels(&h));
    assert!(
        h.sees("Over: the defenders fell, the Ammo Depot will burn."),
        "{:?}",
        pad_labels(&h)
    );
    assert!(h.sees("Every gunfight is over. Burning: Church, Ammo Depot."));
    h.click_in_pad("End the Raid");
    let s = h.state();
    assert_eq!(s.chamber, vec![2]);
    assert_eq!(s.round, 2);
    assert!(!s.standing(Building::Church) && !s.standing(Building::AmmoDepot));
    assert!(s.seats.iter().all(|seat| seat.health == 4));
    assert!(h.sees(
        "The Raid: burned Church, Ammo Depot; reported dead: Mayor (Ann), Sheriff (Bob), Thief (Eve)"
    ));
}

#[test]
fn the_raid_pad_speaks_dutch() {
    let mut h = saved_at_the_raid(Lang::Nl);
    h.click("Verder spelen");
    assert!(h.sees("De Raid: op welk gebouw legde elke Renegade zijn tegel?"));
    assert!(h.sees("Aanvallen vastleggen"));
}
