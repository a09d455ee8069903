//! Gunfights' turn pad in the window, driven through iced_test's simulator
//! (CPU renderer, no display): a game made with the incomes and prices of
//! the settings (no theft numbers), the Mayor’s turn and a Blind Betty bet
//! and call played by clicks only, in English and in Dutch.

use crate::support::gunfights::{self, PEOPLE};
use crate::support::window::Harness;
use holster::core::Game;
use holster::games::gunfights::Gunfights;
use holster::games::gunfights::{Character, Item, Phase};
use holster::i18n::Lang;
use holster::ui::Message;

/// The app with the test board's incomes and prices in its settings but no
/// theft numbers, so no theft roll can be judged and Steal is greyed.
fn harness(lang: Lang) -> Harness {
    let incomes_and_prices = gunfights::board()
        .into_iter()
        .filter(|(key, _)| key.starts_with("income-") || key.starts_with("price-"))
        .collect();
    Harness::with_board(lang, 1.0, Gunfights::ID, incomes_and_prices)
}

/// Six people, one character each: Ann Mayor … Fay Head Honcho, with the
/// board values of the settings. The setup screen waits for every board
/// value, so a game without the theft numbers is made as `holster new`
/// makes it, and continued from the home screen.
fn start_gunfights(h: &mut Harness) {
    use holster::ui::home;
    let paths = h.app.paths().clone();
    std::fs::create_dir_all(&paths.games).expect("games folder");
    let path = paths.games.join("no-theft-numbers.toml");
    let input = holster::core::SetupInput {
        players: PEOPLE.map(String::from).to_vec(),
        board: h
            .app
            .settings()
            .board_values
            .get(&Gunfights::ID)
            .cloned()
            .unwrap_or_default(),
        ..Default::default()
    };
    drop(holster::games::create(Gunfights::ID, &path, &input).expect("created"));
    h.send(Message::Home(home::Message::Open(path)));
    assert!(h.app.table().is_some(), "the table is showing");
}

#[test]
fn the_mayors_turn_with_a_purchase_and_blind_betty_by_clicks() {
    let mut h = harness(Lang::En);
    start_gunfights(&mut h);
    let state = h.state();
    assert_eq!(state.phase, Phase::Turns);
    let mayor = state.seat_of(Character::Mayor).expect("mayor");
    let sheriff = state.seat_of(Character::Sheriff).expect("sheriff");

    // Income: once collected, the button is greyed in its place.
    assert!(h.clickable("Collect income"));
    h.click("Collect income");
    assert_eq!(h.state().seats[mayor].money, 30);
    assert!(h.sees("Collect income"));
    assert!(!h.clickable("Collect income"));

    // A Beer for the Sheriff: what, then for whom.
    h.click("Buy…");
    assert!(h.sees("Buy what? 30 cents to spend."));
    h.click("Beer · 5 cents");
    assert!(h.sees("Who gets the Beer?"));
    h.click("Sheriff (Bob)");
    let state = h.state();
    assert_eq!(state.seats[mayor].money, 25);
    assert!(state.seats[sheriff].items.contains(&Item::Beer));
    assert!(h.history().iter().any(|t| t == "buy beer for sheriff"));

    // Blind Betty: 10 cents, the visible die 17; the odds banner shows,
    // the pad asks for the call, then the hidden die 11: 28 wins triple.
    h.click("Blind Betty…");
    h.click("10 cents");
    assert!(h.sees("10 cents bet. What does the visible die show?"));
    h.click("17");
    assert_eq!(h.state().seats[mayor].money, 15, "the stake left the board");
    assert!(h.sees("Blind Betty shows 17: call 21+ or 28+?"));
    // Its odds in the pad's odds line: 4 (17 + 4 = 21) to 20 of the
    // hidden die's faces, 17 of 20; 11 to 20 for 28, 10 of 20.
    let odds = "Blind Betty shows 17: 21+ 85%, 28+ 50%";
    assert_eq!(h.odds_said(Lang::En).as_deref(), Some(odds));
    assert!(h.sees_on_laptop(odds));
    assert!(
        h.sees("End turn") && !h.clickable("End turn"),
        "only the call while the gamble waits: End turn greyed in its place"
    );
    h.click("28+ (pays triple)");
    assert!(h.sees("What does the hidden die show?"));
    h.click("11");
    let state = h.state();
    assert!(state.this_round.gamble.is_none());
    assert_eq!(
        state.seats[mayor].money,
        15 + 40,
        "the stake back and 30 won"
    );
    assert!(!h.clickable("Blind Betty…"), "once a round");

    // The end of the turn: the money above the income is discarded.
    h.click("End turn");
    let state = h.state();
    assert_eq!(state.turn, sheriff);
    assert_eq!(state.seats[mayor].money, 30);
    assert!(h.sees("Target Practice…"));
    let history = h.history();
    assert_eq!(
        history,
        [
            "income",
            "buy beer for sheriff",
            "bet 10 17",
            "call 28 11",
            "end"
        ]
    );
}

#[test]
fn a_form_can_be_cancelled_and_the_pad_speaks_dutch() {
    let mut h = harness(Lang::Nl);
    start_gunfights(&mut h);
    // Without money nothing can be bought: the button waits for the income.
    assert!(h.sees("Kopen…") && !h.clickable("Kopen…"));
    h.click("Inkomen innen");
    h.click("Kopen…");
    assert!(h.sees("Wat koop je? Er is 30 cent te besteden."));
    h.click("Annuleren");
    assert!(!h.sees("Wat koop je? Er is 30 cent te besteden."));
    h.click("Kopen…");
    h.click("Munitie · 5 cent per stuk");
    assert!(h.sees("Hoeveel munitie?"));
    h.click("2 · 10 cent");
    h.click("Deputy (Cid)");
    let state = h.state();
    let deputy = state.seat_of(Character::Deputy).expect("deputy");
    assert_eq!(state.seats[deputy].ammo, 5);
    h.click("Beurt beëindigen");
    assert!(h.sees("Schietoefening…"));
    assert_eq!(h.history().last().map(String::as_str), Some("end"));
}

#[test]
fn every_form_opens_asks_its_question_and_cancels() {
    let mut h = harness(Lang::En);
    start_gunfights(&mut h);
    let question = |h: &mut Harness, clicks: &[&str], asks: &str| {
        for label in clicks {
            h.click(*label);
        }
        assert!(h.sees(asks), "after {clicks:?}: {asks}");
        h.click("Cancel");
        assert!(!h.sees(asks), "cancelled");
    };

    // The Mayor, with the income to spend.
    h.click("Collect income");
    question(&mut h, &["Buy…", "Ammo · 5 cents each"], "How much ammo?");
    // No Pioneer holds a Colt to trade in: the rules refuse the trade-in
    // for every one of them, so it is greyed in its place.
    h.click("Buy…");
    assert!(!h.clickable("Winchester Rifle (trade in a Colt) · 25 cents"));
    h.click("Cancel");
    question(
        &mut h,
        &["Blind Betty…", "5 cents"],
        "5 cents bet. What does the visible die show?",
    );
    // The Mayor has nothing but ammo to give: that is asked no more.
    question(
        &mut h,
        &["Trade…", "Mayor (Ann)", "Sheriff (Bob)"],
        "How much ammo?",
    );
    assert!(!h.clickable("Rebuild…"), "nothing burned");
    h.click("End turn");

    // The Sheriff: the pair only.
    h.click("Target Practice…");
    h.click("4");
    assert!(h.sees("The first die shows 4. What does the second show?"));
    h.click("11");
    h.click("Enter without the shot");
    h.click("End turn");

    // The Deputy.
    question(
        &mut h,
        &["Give Snake Oil…", "Deadeye"],
        "Who takes Deadeye?",
    );
    question(
        &mut h,
        &["Guard roll…"],
        "Guard roll: what does the die show?",
    );
    h.click("Cycle Snake Oil (free)");
    h.click("End turn");

    // The Scout: no Guard roll to beat.
    h.click("Reveal (no roll needed)");
    h.click("Plant an Entry Bomb");
    h.click("End turn");

    // The Thief.
    // Without the theft numbers no theft roll can be judged: greyed.
    assert!(h.sees("Steal…") && !h.clickable("Steal…"));
    // The guaranteed theft comes after a failed one: greyed in its place.
    assert!(h.sees("Guaranteed theft…") && !h.clickable("Guaranteed theft…"));
    assert!(!h.clickable("Hidden pocket…"), "nothing to pocket");
    h.click("Steal 3 ammo…");
    h.click("Scout (Dan)");
    h.click("End turn");

    assert_eq!(
        h.history(),
        [
            "income",
            "end",
            "practice 4 11",
            "end",
            "cycle",
            "end",
            "reveal",
            "bomb",
            "end",
            "steal ammo for scout",
            "end"
        ]
    );
    assert!(h.sees("Collect income"), "the Head Honcho's turn");
}
