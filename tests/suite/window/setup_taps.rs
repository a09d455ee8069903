//! The taps from home to the first turn on the setup screen, per game, for
//! a household that has played before (its last players and its board
//! values kept), as issue 23 measures them: a click is one tap, a pick
//! list's choice two (open it, pick). Printed for the closing note, and
//! bounded by the goals.

use crate::support::window::Harness;
use holster::core::{Game, GameId};
use holster::games::{bang_dice::BangDice, gunfighters::Gunfighters, gunfights::Gunfights};
use holster::i18n::Lang;
use holster::store::Settings;
use holster::ui::{Message, setup};
use iced_test::selector;

/// A household whose last table was `players`, with `board` kept for `game`.
fn household(players: &[&str], game: GameId, board: Vec<(String, i64)>) -> Harness {
    let mut settings = Settings {
        language: Some(Lang::En),
        last_players: players.iter().map(|p| p.to_string()).collect(),
        ..Settings::default()
    };
    settings
        .board_values
        .insert(game, board.into_iter().collect());
    Harness::with_settings(
        Lang::En,
        &settings,
        tempfile::tempdir().expect("dir"),
        false,
    )
}

/// Taps on the setup screen, counted.
struct Taps(usize);

impl Taps {
    fn click(&mut self, h: &mut Harness, id: &'static str) {
        h.click(selector::id(id));
        self.0 += 1;
    }
    /// A choice from a pick list: two taps.
    fn pick(&mut self, h: &mut Harness, message: setup::Message) {
        h.send(Message::Setup(message));
        self.0 += 2;
    }
}

fn started(h: &Harness, game: GameId) -> bool {
    h.app.table().is_some_and(|t| t.session().game() == game)
}

#[test]
fn bang_for_three_is_set_up_in_twelve_taps_besides_the_names() {
    let mut h = household(&["Ann", "Bob", "Cid"], BangDice::ID, Vec::new());
    let mut taps = Taps(0);
    taps.click(&mut h, "new-bang-dice");
    taps.click(&mut h, "last-players");
    for (seat, character) in ["bart-cassidy", "el-gringo", "sid-ketchum"]
        .into_iter()
        .enumerate()
    {
        taps.pick(
            &mut h,
            setup::Message::PerSeat("characters", seat, character),
        );
    }
    // Two of the three face-up roles: the third is the one left.
    taps.pick(&mut h, setup::Message::PerSeat("roles", 0, "deputy"));
    taps.pick(&mut h, setup::Message::PerSeat("roles", 1, "outlaw"));
    taps.click(&mut h, "start-game");
    assert!(started(&h, BangDice::ID), "the game starts");
    let besides_names = taps.0 - 1;
    println!(
        "BANG! for three: {} taps, {besides_names} besides the names",
        taps.0
    );
    assert!(besides_names <= 12, "{besides_names}");
}

#[test]
fn gunfights_for_six_is_three_taps_once_its_board_values_are_kept() {
    let people = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"];
    let mut h = household(
        &people,
        Gunfights::ID,
        crate::support::gunfights::board().into_iter().collect(),
    );
    let mut taps = Taps(0);
    taps.click(&mut h, "new-gunfights");
    taps.click(&mut h, "last-players");
    taps.click(&mut h, "start-game");
    assert!(started(&h, Gunfights::ID), "the game starts");
    println!(
        "Gunfights & Gamblin' for six, board values kept: {} taps",
        taps.0
    );
    assert!(taps.0 <= 15, "{}", taps.0);
}

#[test]
fn make_you_gunfighters_for_four_is_counted() {
    let mut h = household(
        &["Ann", "Bob", "Cid", "Dan"],
        Gunfighters::ID,
        vec![("starting-coins".into(), 2)],
    );
    let mut taps = Taps(0);
    taps.click(&mut h, "new-gunfighters");
    taps.click(&mut h, "last-players");
    for (seat, location) in ["stable", "saloon", "station", "plaza"]
        .into_iter()
        .enumerate()
    {
        taps.pick(&mut h, setup::Message::PerSeat("face-up", seat, location));
    }
    taps.pick(&mut h, setup::Message::Seat("dealer", 0));
    taps.pick(&mut h, setup::Message::Seat("first", 1));
    taps.click(&mut h, "start-game");
    assert!(started(&h, Gunfighters::ID), "the game starts");
    println!("Make You Gunfighters for four: {} taps", taps.0);
    assert!(taps.0 <= 15, "{}", taps.0);
}
