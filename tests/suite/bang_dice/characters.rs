//! One table of cases per character ability, each asserting the rule id.

use super::helpers::*;

/// Ann (Sheriff) and three others, in seat order, with these characters.
fn four(characters: [&str; 4]) -> Table {
    let names = ["Ann", "Bob", "Cid", "Dan"];
    let seats: Vec<(&str, &str)> = names.iter().copied().zip(characters).collect();
    table(&seats, "ann")
}

#[test]
fn bart_cassidy_may_take_arrows_instead_of_lives() {
    let mut t = four(["willy", "bart", "paul", "suzy"]);
    ok(&mut t, "roll 1 1 a b b");
    ok(&mut t, "shoot bob bob");
    assert_eq!(life(&t, "Bob"), 8, "nothing applies before Bart chooses");
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.bart-cassidy.choose"]
    );
    violates(&mut t, "beer ann ann", "bang-dice.choice.pending");
    rejects(&mut t, "pedro", "bang-dice.choice.none-pending");
    rejects(&mut t, "bart arrows 3", "bang-dice.choice.too-many");
    let f = ok(&mut t, "bart arrow");
    says(&f, "bang-dice.character.bart-cassidy.arrows");
    assert_eq!((life(&t, "Bob"), arrows(&t, "Bob"), pile(&t)), (7, 1, 7));
    rejects(&mut t, "bart life", "bang-dice.choice.none-pending");
}

#[test]
fn bart_cassidy_never_takes_the_last_arrow() {
    let mut t = four(["willy", "bart", "paul", "suzy"]);
    play(
        &mut t,
        &["fix ann arrows 7", "fix pile 2", "roll 1 1 b b g"],
    );
    ok(&mut t, "shoot bob bob");
    violates(
        &mut t,
        "bart arrows 2",
        "bang-dice.character.bart-cassidy.last-arrow",
    );
    ok(&mut t, "bart arrow");
    assert_eq!((life(&t, "Bob"), pile(&t)), (7, 1));
    // With one arrow left there is nothing to choose.
    play(&mut t, &["beer ann ann", "end", "roll a 1 b b g"]);
    assert!(t.state().pending.is_empty());
}

#[test]
fn bart_cassidy_has_no_choice_against_dynamite_or_indians() {
    let mut t = four(["bart", "willy", "paul", "suzy"]);
    let f = ok(&mut t, "roll d d d b g");
    says(&f, "bang-dice.dynamite.exploded");
    assert!(t.state().pending.is_empty());
    assert_eq!(life(&t, "Ann"), 9);
}

#[test]
fn bart_cassidy_may_also_answer_the_gatling() {
    let mut t = four(["paul", "bart", "suzy", "sid"]);
    play(&mut t, &["roll g g g b b", "beer ann ann", "gatling"]);
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.bart-cassidy.choose"]
    );
    assert_eq!(lives(&t), vec![11, 8, 8, 8], "the gatling waits for Bart");
    ok(&mut t, "bart arrow");
    assert_eq!(lives(&t), vec![11, 8, 7, 7]);
    assert_eq!(arrows(&t, "Bob"), 1);
}

#[test]
fn black_jack_may_reroll_dynamite_unless_he_has_three() {
    let mut t = four(["black-jack", "willy", "paul", "suzy"]);
    ok(&mut t, "roll d 1 2 b g");
    let f = ok(&mut t, "reroll 1 b");
    says(&f, "bang-dice.character.black-jack.dynamite");
    let mut t = four(["black-jack", "willy", "paul", "suzy"]);
    ok(&mut t, "roll d d d b g");
    violates(&mut t, "reroll 1 b", "bang-dice.dynamite.no-more-rolls");
}

#[test]
fn calamity_janet_uses_a_one_as_a_two_and_back() {
    let mut t = table(
        &[
            ("Ann", "calamity"),
            ("Bob", "willy"),
            ("Cid", "paul"),
            ("Dan", "suzy"),
            ("Eve", "sid"),
        ],
        "ann",
    );
    ok(&mut t, "roll 1 2 b b a");
    let f = ok(&mut t, "shoot cid bob");
    says(&f, "bang-dice.character.calamity-janet.swap");
    assert_eq!((life(&t, "Bob"), life(&t, "Cid")), (7, 8));
}

#[test]
fn el_gringo_makes_the_shooter_take_one_arrow_per_resolution() {
    let mut t = four(["willy", "el-gringo", "paul", "suzy"]);
    ok(&mut t, "roll 1 1 b b b");
    let f = ok(&mut t, "shoot bob bob");
    says(&f, "bang-dice.character.el-gringo.arrow");
    assert_eq!((life(&t, "Bob"), arrows(&t, "Ann"), pile(&t)), (5, 1, 8));
}

#[test]
fn el_gringo_taking_his_last_life_still_costs_the_shooter_an_arrow() {
    let mut t = four(["willy", "el-gringo", "paul", "suzy"]);
    play(&mut t, &["fix bob life 1", "roll 1 d d b b"]);
    let f = ok(&mut t, "shoot bob");
    says(&f, "bang-dice.elimination.eliminated");
    says(&f, "bang-dice.character.el-gringo.arrow");
    assert_eq!(arrows(&t, "Ann"), 1);
}

#[test]
fn el_gringo_after_a_gatling_the_shooter_first_returns_his_arrows() {
    let mut t = four(["paul", "el-gringo", "willy", "suzy"]);
    play(
        &mut t,
        &["roll g g g a a", "reroll 4 5 b b", "beer ann ann"],
    );
    assert_eq!(arrows(&t, "Ann"), 2);
    let f = ok(&mut t, "gatling");
    says(&f, "bang-dice.character.el-gringo.arrow");
    assert_eq!((arrows(&t, "Ann"), pile(&t)), (1, 8));
}

#[test]
fn el_gringo_gives_no_arrow_for_dynamite_or_indians() {
    let mut t = four(["el-gringo", "willy", "paul", "suzy"]);
    let f = ok(&mut t, "roll d d d b g");
    silent(&f, "bang-dice.character.el-gringo.arrow");
    play(
        &mut t,
        &[
            "fix ann arrows 2",
            "fix bob arrows 6",
            "fix pile 1",
            "beer ann",
            "end",
        ],
    );
    let f = ok(&mut t, "roll a b b g g");
    says(&f, "bang-dice.indians.attack");
    silent(&f, "bang-dice.character.el-gringo.arrow");
    assert_eq!((life(&t, "Ann"), life(&t, "Bob")), (7, 1));
}

#[test]
fn jesse_jones_gets_two_from_his_own_beer_at_four_lives_or_fewer() {
    let mut t = four(["jesse", "willy", "paul", "suzy"]);
    play(&mut t, &["fix ann life 4", "roll b b b g a"]);
    let f = ok(&mut t, "beer ann ann bob");
    says(&f, "bang-dice.character.jesse-jones.double-beer");
    // The card's example: with four life points and two beers he gains
    // four, so his life is judged before the beers (4 → 6 → 8), not again
    // after the first; Bob is at his maximum.
    assert_eq!(life(&t, "Ann"), 8);
    says(&f, "bang-dice.beer.wasted");
}

#[test]
fn jesse_jones_above_four_lives_gets_one_per_beer() {
    let mut t = four(["jesse", "willy", "paul", "suzy"]);
    play(&mut t, &["fix ann life 5", "roll b b b g a"]);
    let f = ok(&mut t, "beer ann ann bob");
    silent(&f, "bang-dice.character.jesse-jones.double-beer");
    assert_eq!(life(&t, "Ann"), 7);
}

#[test]
fn jourdonnais_loses_one_life_at_most_to_the_indians() {
    let mut t = four(["willy", "jourdonnais", "paul", "suzy"]);
    // One arrow left on the pile: Bob holds five, Cid (Paul Regret) three.
    play(&mut t, &["fix bob arrows 5", "fix cid arrows 3"]);
    let f = ok(&mut t, "roll a b b g g");
    says(&f, "bang-dice.character.jourdonnais.one-life");
    assert_eq!(life(&t, "Bob"), 6);
}

#[test]
fn kit_carlson_has_nothing_to_choose_when_nobody_holds_an_arrow() {
    let mut t = four(["kit", "willy", "paul", "suzy"]);
    play(&mut t, &["roll g g 1 b b", "shoot bob", "beer ann ann"]);
    assert_eq!(reminders(&t), Vec::<&str>::new());
    let f = ok(&mut t, "end");
    silent(&f, "bang-dice.choice.pending");
}

#[test]
fn kit_carlson_discards_one_arrow_per_gatling_die() {
    let mut t = four(["kit", "willy", "paul", "suzy"]);
    play(
        &mut t,
        &["fix cid arrows 2", "fix pile 7", "roll g g 1 b b"],
    );
    rejects(
        &mut t,
        "kit cid cid cid",
        "bang-dice.character.kit-carlson.too-many",
    );
    rejects(
        &mut t,
        "kit dan",
        "bang-dice.character.kit-carlson.no-arrow",
    );
    play(&mut t, &["shoot bob", "beer ann ann"]);
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.kit-carlson.choose"]
    );
    violates(&mut t, "end", "bang-dice.choice.pending");
    ok(&mut t, "kit cid cid");
    assert_eq!((arrows(&t, "Cid"), pile(&t)), (0, 9));
    rejects(&mut t, "kit none", "bang-dice.resolve.already-done");
    ok(&mut t, "end");
    ok(&mut t, "roll g g g b b");
    rejects(&mut t, "kit none", "bang-dice.choice.none-pending");
}

#[test]
fn lucky_duke_rolls_four_times() {
    let mut t = four(["lucky", "willy", "paul", "suzy"]);
    play(&mut t, &["roll 1 b b g g", "reroll 2 b", "reroll 2 b"]);
    let f = ok(&mut t, "reroll 2 b");
    says(&f, "bang-dice.character.lucky-duke.extra-roll");
    violates(&mut t, "reroll 2 b", "bang-dice.roll.too-many");
}

#[test]
fn paul_regret_loses_nothing_to_the_gatling() {
    let mut t = four(["willy", "paul", "suzy", "sid"]);
    ok(&mut t, "roll g g b b b");
    play(&mut t, &["beer ann ann ann"]);
    let f = ok(&mut t, "gatling");
    says(&f, "bang-dice.character.paul-regret.no-gatling");
    says(&f, "bang-dice.character.willy-the-kid.two-gatlings");
    assert_eq!(lives(&t), vec![10, 9, 7, 7]);
}

#[test]
fn pedro_ramirez_may_discard_an_arrow_per_life_lost() {
    let mut t = four(["willy", "pedro", "paul", "suzy"]);
    play(
        &mut t,
        &["fix bob arrows 3", "fix pile 6", "roll 1 1 b b g"],
    );
    ok(&mut t, "shoot bob bob");
    assert_eq!(life(&t, "Bob"), 6, "Pedro loses the lives anyway");
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.pedro-ramirez.choose"]
    );
    rejects(&mut t, "pedro 3", "bang-dice.choice.too-many");
    ok(&mut t, "pedro 2");
    assert_eq!((arrows(&t, "Bob"), pile(&t)), (1, 8));
}

#[test]
fn rose_doolan_shoots_one_place_further() {
    let mut t = table(
        &[
            ("Ann", "rose"),
            ("Bob", "willy"),
            ("Cid", "paul"),
            ("Dan", "suzy"),
            ("Eve", "sid"),
            ("Fay", "kit"),
        ],
        "ann",
    );
    ok(&mut t, "roll 1 2 b b a");
    violates(&mut t, "shoot dan dan", "bang-dice.target.out-of-range");
    let f = ok(&mut t, "shoot cid dan");
    says(&f, "bang-dice.character.rose-doolan.range");
}

#[test]
fn sid_ketchum_chooses_who_gains_a_life_before_his_first_roll() {
    let mut t = four(["sid", "willy", "paul", "suzy"]);
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.sid-ketchum.choose"]
    );
    violates(&mut t, "roll 1 b b g a", "bang-dice.choice.pending");
    ok(&mut t, "fix bob life 3");
    let f = ok(&mut t, "sid bob");
    says(&f, "bang-dice.character.sid-ketchum.heal");
    assert_eq!(life(&t, "Bob"), 4);
    rejects(&mut t, "sid ann", "bang-dice.choice.none-pending");
    let mut t = four(["sid", "willy", "paul", "suzy"]);
    let f = ok(&mut t, "sid ann");
    says(&f, "bang-dice.life.max");
    let mut t = four(["sid", "willy", "paul", "suzy"]);
    ok(&mut t, "sid none");
    assert!(reminders(&t).is_empty());
}

#[test]
fn slab_the_killer_spends_a_beer_to_double_one_hit_a_turn() {
    let mut t = five();
    ok(&mut t, "roll 1 b b g a");
    let f = ok(&mut t, "shoot bob+");
    says(&f, "bang-dice.character.slab-the-killer.double");
    assert_eq!(life(&t, "Bob"), 7);
    rejects(&mut t, "beer ann ann", "bang-dice.beer.wrong-count");
    ok(&mut t, "beer ann");
    let mut t = five();
    ok(&mut t, "roll 1 1 b b a");
    violates(
        &mut t,
        "shoot bob+ eve+",
        "bang-dice.character.slab-the-killer.once-per-turn",
    );
    let mut t = five();
    ok(&mut t, "roll 1 1 g g a");
    rejects(
        &mut t,
        "shoot bob+ eve",
        "bang-dice.character.slab-the-killer.no-beer",
    );
    let mut t = four(["willy", "slab", "paul", "suzy"]);
    ok(&mut t, "roll 1 b b g a");
    violates(
        &mut t,
        "shoot bob+",
        "bang-dice.character.slab-the-killer.only-slab",
    );
}

#[test]
fn suzy_lafayette_gains_two_lives_after_a_turn_without_ones_or_twos() {
    let mut t = four(["suzy", "willy", "paul", "sid"]);
    play(&mut t, &["fix ann life 5", "roll b a a g g"]);
    ok(&mut t, "beer bob");
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.suzy-lafayette.end-of-turn"]
    );
    let f = ok(&mut t, "end");
    says(&f, "bang-dice.character.suzy-lafayette.bonus");
    assert_eq!(life(&t, "Ann"), 7);
    let mut t = four(["suzy", "willy", "paul", "sid"]);
    play(&mut t, &["fix ann life 5", "roll 1 a a g g", "shoot bob"]);
    let f = ok(&mut t, "end");
    silent(&f, "bang-dice.character.suzy-lafayette.bonus");
    assert_eq!(life(&t, "Ann"), 5);
}

#[test]
fn vulture_sam_gains_two_lives_for_each_other_player_eliminated() {
    let mut t = four(["willy", "paul", "vulture", "suzy"]);
    play(
        &mut t,
        &[
            "fix cid life 3",
            "fix bob life 1",
            "fix dan life 1",
            "roll 1 1 b b a",
        ],
    );
    let f = ok(&mut t, "shoot bob dan");
    says(&f, "bang-dice.character.vulture-sam.bonus");
    assert_eq!(life(&t, "Cid"), 7);
}

#[test]
fn vulture_sam_gains_nothing_for_players_eliminated_with_him() {
    let mut t = four(["willy", "paul", "vulture", "suzy"]);
    play(
        &mut t,
        &[
            "fix cid life 1",
            "fix dan life 1",
            "roll g g g b a",
            "beer ann",
        ],
    );
    let f = ok(&mut t, "gatling");
    silent(&f, "bang-dice.character.vulture-sam.bonus");
    assert_eq!((life(&t, "Cid"), life(&t, "Dan")), (0, 0));
}

#[test]
fn willy_the_kid_fires_with_two_gatlings() {
    let mut t = four(["willy", "bart", "paul", "suzy"]);
    play(
        &mut t,
        &[
            "fix ann arrows 8",
            "fix pile 1",
            "roll g g b b b",
            "beer ann ann ann",
        ],
    );
    let f = ok(&mut t, "gatling");
    says(&f, "bang-dice.character.willy-the-kid.two-gatlings");
    // Ann put her eight arrows back, so Bart could choose; he had hits to choose about.
    assert_eq!(
        reminders(&t),
        vec!["bang-dice.character.bart-cassidy.choose"]
    );
    ok(&mut t, "bart life");
    assert_eq!(lives(&t), vec![10, 7, 9, 7]);
}

/// `fix` takes the names the screen shows for a number, in both languages,
/// as well as the notation's own, and every one-word label of a number.
#[test]
fn fix_takes_the_words_on_the_screen_in_both_languages() {
    let mut t = four(["willy", "paul", "suzy", "sid"]);
    ok(&mut t, "fix ann lives 3");
    assert_eq!(life(&t, "Ann"), 3);
    ok(&mut t, "corrigeer ann levens 4");
    assert_eq!(life(&t, "Ann"), 4);
    ok(&mut t, "corrigeer bob pijlen 2");
    assert_eq!(arrows(&t, "Bob"), 2);
    ok(&mut t, "corrigeer stapel 7");
    assert_eq!(pile(&t), 7);
    unreadable(&mut t, "fix ann lives", "notation-fix-needs-value");
    fix_takes_every_label(&mut t);
}

/// The header never says the dice are all resolved while a character's
/// choice is still open.
#[test]
fn the_header_waits_for_an_open_choice() {
    use holster::core::Game;
    use holster::games::bang_dice::BangDice;
    let mut t = four(["willy", "bart", "paul", "suzy"]);
    play(&mut t, &["roll 1 1 a g g", "shoot bob bob"]);
    assert!(!t.state().pending.is_empty(), "Bart chooses");
    let keys: Vec<String> = BangDice::progress(t.state())
        .into_iter()
        .map(|m| m.key)
        .collect();
    assert!(
        !keys.contains(&"bang-dice-progress-done".to_string()),
        "{keys:?}"
    );
    assert!(
        keys.contains(&"bang-dice-progress-choice".to_string()),
        "{keys:?}"
    );
}

/// The history names the player on every row, undone rows included.
#[test]
fn undone_rows_of_the_history_still_name_the_player() {
    use holster::session::AnySession;
    let mut t = four(["willy", "bart", "paul", "suzy"]);
    play(&mut t, &["roll 1 1 a g g", "reroll 3 b", "undo"]);
    let history = AnySession::history(&t);
    let who: Vec<(bool, Option<String>)> =
        history.iter().map(|h| (h.active, h.who.clone())).collect();
    assert_eq!(
        who,
        vec![
            (true, Some("Ann".to_string())),
            (false, Some("Ann".to_string()))
        ]
    );
    assert_eq!(
        AnySession::describe(&t, 2).and_then(|(who, _)| who),
        Some("Ann".to_string())
    );
}

#[test]
fn sid_ketchum_always_gives_a_life_when_someone_can_gain_one() {
    // "Aan het begin van zijn beurt krijgt een speler naar keuze 1 leven,
    // ook hijzelf mag." There is no "mag" for the gain itself: a player is
    // always chosen. Choosing one at their maximum gives nothing, so "none"
    // stays fine while some living player is at their maximum.
    let mut t = four(["sid", "willy", "paul", "suzy"]);
    let below: Vec<String> = t
        .counters()
        .into_iter()
        .filter(|c| c.id.name == "life")
        .map(|c| format!("fix {} life {}", c.id.player.unwrap_or(0) + 1, c.max - 1))
        .collect();
    let (all_but_last, last) = below.split_at(below.len() - 1);
    for line in all_but_last {
        ok(&mut t, line);
    }
    ok(&mut t, "sid none");
    let mut t = four(["sid", "willy", "paul", "suzy"]);
    for line in all_but_last.iter().chain(last) {
        ok(&mut t, line);
    }
    violates(
        &mut t,
        "sid none",
        "bang-dice.character.sid-ketchum.someone",
    );
    let f = ok(&mut t, "sid dan");
    says(&f, "bang-dice.character.sid-ketchum.heal");
}
