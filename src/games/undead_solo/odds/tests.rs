use super::*;
use crate::core::{Chance, Game, SetupInput};
use crate::games::undead::state::Placed;
use crate::games::undead_solo::UndeadSolo;
use crate::i18n::{self, Lang};
use crate::session::{AnySession, Session};

/// A solo game set up with three buildings and the street's Undead, these
/// options on and these lines entered.
fn table(options: &[&str], lines: &[&str]) -> Session<UndeadSolo> {
    let input = SetupInput {
        players: vec!["Ann".to_string()],
        options: std::iter::once(("critical", "skull"))
            .chain(options.iter().map(|o| (*o, "yes")))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: [("slots-6".to_string(), 3)].into_iter().collect(),
    };
    let setup = UndeadSolo::setup(&input).expect("a valid table");
    let mut t = Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH);
    for line in [
        "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
        "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
        "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
        "undead 2 3 notoriety 2",
    ]
    .iter()
    .chain(lines)
    {
        t.enter_line(line).expect(line);
    }
    t
}

/// Round 1 played: Ann on 5 took Bullets 2 and 3, Dead Ranger's Outlaw lies
/// on 8; round 2 waits for her space.
const ARMED: [&str; 6] = [
    "place 5",
    "ranger 8",
    "walk 1",
    "income bullet 2 bullet 3",
    "end",
    "next",
];

fn line(s: &SoloState, lang: Lang) -> String {
    i18n::odds_line(lang, &ranger_d8(s).expect("Dead Ranger's d8 to roll"))
}

#[test]
fn on_a_fresh_space_a_one_and_the_space_s_own_face_duel() {
    // Ann on 5 with nothing in her stash: 1 and 5 duel (2 of 8); 8 and 4
    // Intimidate her (5 is a target of both); 2, 3, 6 and 7 find nothing.
    let t = table(&[], &["place 5"]);
    let odds = ranger_d8(t.state()).unwrap();
    assert_eq!(odds.figures[0].chance, Chance::of(1, 4).unwrap());
    assert_eq!(
        line(t.state(), Lang::En),
        "Dead Ranger’s d8 as things stand: duel (1 or 5) 2 of 8, \
         Intimidates you (4 or 8) 2 of 8, nothing (2, 3, 6 or 7) 4 of 8"
    );
    assert_eq!(
        line(t.state(), Lang::Nl),
        "De d8 van Dead Ranger zoals het nu staat: duel (1 of 5) 2 van de 8, \
         intimideert je (4 of 8) 2 van de 8, niets (2, 3, 6 of 7) 4 van de 8"
    );
}

#[test]
fn what_a_theft_finds_and_an_intimidation_aims_at_follow_the_table() {
    // Ann on 3 with Bullets 2 and 3: 1 and 3 duel; 5 and 8 Intimidate her
    // (3 is their target, not 4's); 6 takes a Bullet; she holds no
    // Notoriety for the 2 and no Coin for the 3.
    let mut lines = ARMED.to_vec();
    lines.push("place 3");
    let t = table(&[], &lines);
    assert_eq!(
        line(t.state(), Lang::En),
        "Dead Ranger’s d8 as things stand: duel (1 or 3) 2 of 8, \
         Intimidates you (5 or 8) 2 of 8, steals from you (6) 1 of 8, nothing (2, 4 or 7) 3 of 8"
    );
}

#[test]
fn its_outlaw_lying_on_your_space_duels_whatever_the_face() {
    // Ann on 8, where its Outlaw lies: every face duels (8 of 8), and some
    // bring more (4 and 5 Intimidate her on 8, 6 steals a Bullet).
    let mut lines = ARMED.to_vec();
    lines.push("place 8");
    let t = table(&[], &lines);
    assert_eq!(
        line(t.state(), Lang::En),
        "Dead Ranger’s d8 as things stand: duel (any face) 8 of 8, \
         Intimidates you (4 or 5) 2 of 8, steals from you (6) 1 of 8"
    );
}

#[test]
fn the_outlaw_that_moves_away_from_your_space_takes_the_duel_with_it() {
    // All six of its Outlaws lie on 2 to 7; Ann stands on 2, the lowest:
    // an 8 moves that Outlaw to Scout and no duel is left (7 of 8 duel).
    let t = table(&[], &[]);
    let mut s = t.state().clone();
    for space in 2..=7u8 {
        s.base.spaces[usize::from(space)].push(Placed {
            band: RANGER,
            standing: false,
        });
    }
    s.base.bands[RANGER].graveyard = 0;
    let place = UndeadSolo::parse_action(t.setup(), "place 2").unwrap();
    let decision = UndeadSolo::decide(&s, &place).unwrap();
    let s = decision.events.iter().fold(s, UndeadSolo::evolve);
    let odds = ranger_d8(&s).unwrap();
    assert_eq!(odds.figures[0].count, Some((7, 8)));
    assert!(
        line(&s, Lang::En)
            .starts_with("Dead Ranger’s d8 as things stand: duel (1, 2, 3, 4, 5, 6 or 7) 7 of 8"),
        "{}",
        line(&s, Lang::En)
    );
}

#[test]
fn at_hire_guns_a_one_is_rolled_again_so_each_face_is_one_in_seven() {
    let t = table(&[], &["place hire"]);
    assert_eq!(
        line(t.state(), Lang::En),
        "Dead Ranger’s d8 as things stand (a 1 is rolled again): nothing (any face) 7 of 7"
    );
}

#[test]
fn reinforcements_on_seven_bring_an_undead_or_overrun_a_full_town() {
    let t = table(&["reinforcements"], &["place 5"]);
    assert!(
        line(t.state(), Lang::En).contains("an Undead comes (7) 1 of 8"),
        "{}",
        line(t.state(), Lang::En)
    );
    // Every building holds an Undead too: the one a 7 brings finds no place.
    let mut s = t.state().clone();
    for b in &mut s.base.buildings {
        b.undead.push(s.base.street[0].clone());
    }
    assert!(
        line(&s, Lang::En).contains("the town is overrun (7) 1 of 8"),
        "{}",
        line(&s, Lang::En)
    );
}

#[test]
fn the_d8_has_odds_only_while_it_waits_to_be_rolled() {
    let t = table(&[], &[]);
    assert_eq!(ranger_d8(t.state()), None, "the player places first");
    let t = table(&[], &["place 5", "ranger 7"]);
    assert_eq!(ranger_d8(t.state()), None, "rolled");
    // The duel with Dead Ranger's Outlaw is the multiplayer game's: Ann,
    // no Bullet, hits only with the Skull's 8 (1 of 8); Dead Ranger's six
    // Bullets and its Skull hit 7 of 8; Ann dies on its 2 to 7 unless she
    // shows the 8 (6 × 7) and on its 8 whatever she shows (8): 50 of 64.
    let t = table(&[], &["place 5", "ranger 5"]);
    let duel = odds(t.state(), &Considering::default());
    assert_eq!(
        i18n::odds_line(Lang::En, &duel[0]),
        "Ann shooting at Dead Ranger: hits 13%, is hit 88%, dies 78%"
    );
}
