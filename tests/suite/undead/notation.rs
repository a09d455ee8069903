//! The notation: every kind of entry read in English and Dutch, written
//! back, and read again to the same action.

use super::helpers::*;
use holster::core::Game;
use holster::games::undead::{Ability, Answer, Item, Pay, Resource, Undead, UndeadAction, Where};

fn setup() -> holster::games::undead::UndeadSetup {
    Undead::setup(&input(
        &["Ann", "Bob", "Cid"],
        &[("law", "ann"), ("critical", "skull")],
    ))
    .expect("valid")
}

/// Lines of every kind, in English and in Dutch.
const LINES: &[&str] = &[
    "building Red Dog Saloon cost 6 notoriety 3 ability gamble bonus coin",
    "gebouw Bank kosten 8 notoriety 4 vaardigheid munten-veilig bonus notoriety",
    "building Jail cost 7 notoriety 4 ability 1",
    "undead 3 5 notoriety 2",
    "undead 2 notoriety 1 at street",
    "undead 4 7 notoriety 3 in bank",
    "start ann bullet 3 bullet 5 coin",
    "begin bob munt munt notoriety",
    "use church cid",
    "gebruik saloon ann worp 5",
    "use mill bob roll 4 bullet 3",
    "use armory cid bullet 3>5",
    "use ranch ann to bank",
    "hiring none",
    "huren ann cid",
    "reveal ann 8 bob 1 cid 6",
    "onthul bob 7",
    "wild 4",
    "hire bob coins 2",
    "huur ann notoriety weg",
    "hire cid free",
    "duel ann>cid 5 cid>ann 8 crit",
    "intimidate bob pay coin bullet 3>lost",
    "intimideer bob betaal munt notoriety",
    "intimidate cid walk 8 crit",
    "intimideer cid loop 4",
    "steal bob coin",
    "steel ann bullet 4>2",
    "aim street",
    "richt bank 2",
    "shoot 5",
    "schiet 8 kritiek",
    "stop",
    "buy-off ann",
    "afkopen cid",
    "intimidate bob buy-off",
    "intimideer bob afkopen",
    "income coin bullet 4 notoriety",
    "inkomen bullet lost",
    "buy church 3",
    "koop bank",
    "vacate",
    "blijf",
    "fire 3 8 crit",
    "vuur 8 crit",
    "end",
    "einde",
    "leave church bob",
    "keep church bob 4",
    "houd bank ann 2",
    "next",
    "verder",
    "showdown ann>bob 6 bob>ann 7",
    "extra ann 5",
    "change ann 5",
    "wissel bob 1",
    "use armory cid bullet 2>6 bullet 4>7",
];

#[test]
fn every_line_reads_writes_and_reads_back_the_same() {
    let setup = setup();
    for line in LINES {
        let action = Undead::parse_action(&setup, line).unwrap_or_else(|e| panic!("{line}: {e:?}"));
        let written = Undead::format_action(&setup, &action);
        let again =
            Undead::parse_action(&setup, &written).unwrap_or_else(|e| panic!("{written}: {e:?}"));
        assert_eq!(again, action, "{line} → {written}");
    }
}

#[test]
fn lines_read_as_the_actions_they_say() {
    let setup = setup();
    let read = |l: &str| Undead::parse_action(&setup, l).expect(l);
    assert_eq!(
        read("building Red Dog Saloon cost 6 notoriety 3 ability gamble bonus coin"),
        UndeadAction::Building {
            name: "Red Dog Saloon".into(),
            cost: 6,
            notoriety: 3,
            ability: Ability::Gamble,
            bonus: Some(Resource::Coin),
        }
    );
    assert_eq!(
        read("huur ann notoriety weg"),
        UndeadAction::Hire {
            band: 0,
            pay: Pay::Notoriety,
            slot: None
        }
    );
    assert_eq!(
        read("intimidate bob pay coin bullet 3>lost"),
        UndeadAction::Intimidate {
            target: 1,
            answer: Answer::Pay(vec![
                Item::Coin,
                Item::Bullet {
                    from: Some(3),
                    to: None
                }
            ]),
        }
    );
    assert_eq!(
        read("richt bank 2"),
        UndeadAction::Aim {
            place: Where::Building("bank".into()),
            index: 1
        }
    );
}

#[test]
fn what_cannot_be_read_says_why() {
    let mut t = three();
    unreadable(&mut t, "shoot 9", "dice-out-of-range");
    unreadable(&mut t, "shoot 5 crit", "undead-notation-crit");
    unreadable(&mut t, "income bullet 1", "undead-notation-slot");
    unreadable(&mut t, "income gold", "undead-notation-item");
    unreadable(&mut t, "duel ann 5", "undead-notation-duel");
    unreadable(&mut t, "building Bank cost 8", "undead-notation-building");
    unreadable(
        &mut t,
        "building Bank cost 8 notoriety 4 ability fly",
        "undead-notation-ability",
    );
    unreadable(&mut t, "undead 3 5", "undead-notation-undead");
    unreadable(&mut t, "dance", "undead-usage");
    unreadable(&mut t, "reveal zoe 5", "notation-no-such-player");
    rejects(&mut t, "buy nowhere", "undead.building.unknown");
}

#[test]
fn the_2_player_variant_names_each_band() {
    let setup = Undead::setup(&input(
        &["Ann", "Bob"],
        &[
            ("law", "1"),
            ("critical", "skull"),
            ("variant", "two-player"),
            ("seating", "pairs"),
        ],
    ))
    .expect("valid");
    assert_eq!(setup.band_names(), ["Ann-1", "Ann-2", "Bob-1", "Bob-2"]);
    let action = Undead::parse_action(&setup, "reveal ann-2 5 bob-1 3").expect("read");
    assert_eq!(
        action,
        UndeadAction::Reveal {
            dice: vec![(1, 5), (2, 3)]
        }
    );
    assert_eq!(
        Undead::format_action(&setup, &action),
        "reveal Ann-2 5 Bob-1 3"
    );
}

#[test]
fn every_line_is_described_for_the_history_with_its_message() {
    let setup = setup();
    let en = <Undead as Game>::describe_action;
    let messages =
        holster::i18n::source(holster::i18n::Lang::En, Undead::TEXTS.name).expect("its messages");
    for line in LINES {
        let action = Undead::parse_action(&setup, line).expect("readable");
        let msg = en(&setup, &action);
        assert!(
            messages.contains(&format!("\n{} =", msg.key)),
            "{line}: {} has no message",
            msg.key
        );
    }
}
