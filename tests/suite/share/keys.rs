//! Every word a phone's keypad offers is one its game reads: lines made of
//! the keys alone (with the phone's numbers and seats) parse, in English
//! and in Dutch, and every key is in one of them.

use crate::support::Fixture;
use holster::core::Game;
use holster::games::bang_dice::BangDice;
use holster::games::gunfighters::Gunfighters;
use holster::games::gunfights::Gunfights;
use holster::games::undead::Undead;
use holster::games::undead_solo::UndeadSolo;

/// Parses each line in a game set up as `fixture` says, and checks that
/// every key's word is in the lines of its language.
fn keys_make<G: Game>(fixture: &str, en: &[&str], nl: &[&str]) {
    let mut input = Fixture::load(fixture).setup_input();
    // The solo fixtures name no player: the game needs its one.
    if input.players.is_empty() {
        input.players = vec!["Ann".into()];
    }
    let setup = G::setup(&input).expect("the fixture's setup");
    for line in en.iter().chain(nl) {
        if let Err(e) = G::parse_action(&setup, line) {
            panic!("{}: {line:?} does not parse: {}", G::ID.as_str(), e.key);
        }
    }
    let has = |lines: &[&str], word: &str| {
        lines
            .iter()
            .any(|l| l.split_whitespace().any(|w| w == word))
    };
    for key in G::phone_keys() {
        assert!(
            has(en, key.en),
            "{}: no line uses {:?}",
            G::ID.as_str(),
            key.en
        );
        assert!(
            has(nl, key.nl),
            "{}: no line uses {:?}",
            G::ID.as_str(),
            key.nl
        );
    }
}

#[test]
fn every_game_s_phone_keys_make_lines_it_reads() {
    keys_make::<BangDice>(
        "tests/suite/bang_dice/three-players.txt",
        &[
            "roll a d 1 2 b",
            "reroll 1 g",
            "shoot 2",
            "beer 1",
            "gatling",
            "end",
        ],
        &[
            "gooi p d 1 2 b",
            "hergooi 1 g",
            "schiet 2",
            "bier 1",
            "gatling",
            "einde",
        ],
    );
    keys_make::<Gunfights>(
        "tests/suite/gunfights/round-one.txt",
        &[
            "shoot sheriff 14 17 at deputy beer lucky 1",
            "shoot thief 3 4 tobacco",
            "throw thief 12 lucky at sheriff",
            "end",
        ],
        &[
            "schiet sheriff 14 17 op deputy beer lucky 1",
            "schiet thief 3 4 tobacco",
            "gooi thief 12 lucky op sheriff",
            "einde",
        ],
    );
    keys_make::<Undead>(
        "tests/suite/undead/three-players.txt",
        &[
            "duel 1>2 5 2>1 3",
            "aim street",
            "shoot 8 crit",
            "stop",
            "end",
        ],
        &[
            "duel 1>2 5 2>1 3",
            "richt straat",
            "schiet 8 kritiek",
            "stop",
            "einde",
        ],
    );
    keys_make::<UndeadSolo>(
        "tests/suite/undead_solo/won.txt",
        &[
            "place 3",
            "ranger 4",
            "duel 5 1",
            "aim street",
            "shoot 8 crit",
            "stop",
            "end",
        ],
        &[
            "plaats 3",
            "ranger 4",
            "duel 5 1",
            "richt straat",
            "schiet 8 kritiek",
            "stop",
            "einde",
        ],
    );
    keys_make::<Gunfighters>(
        "tests/suite/gunfighters/basic-game.txt",
        &[
            "move stable discard",
            "move saloon",
            "move station",
            "shoot 2 plaza 1",
            "shoot 2 ranch 1",
            "shoot 2 cliff 1",
            "story",
            "end",
        ],
        &[
            "verplaats stable aflegstapel",
            "verplaats saloon",
            "verplaats station",
            "schiet 2 plaza 1",
            "schiet 2 ranch 1",
            "schiet 2 cliff 1",
            "verhaal",
            "einde",
        ],
    );
}
