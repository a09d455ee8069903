//! The words the screen shows: each building with its own Dutch article,
//! whose turn it is as people say it, and no possessive made of a seat's
//! name ("Mayor (Ann)’s").

use super::helpers::*;
use holster::core::{Finding, Game};
use holster::games::gunfights::{Building, GunAction, Gunfights};
use holster::i18n::{Lang, tr};

/// The text of the finding of `rule` among `findings`, in `lang`.
#[track_caller]
fn said(findings: &[Finding], rule: &str, lang: Lang) -> String {
    let finding = findings
        .iter()
        .find(|f| f.rule_id() == rule)
        .unwrap_or_else(|| panic!("expected {rule} among {:?}", ids(findings)));
    tr(lang, &finding.message())
}

#[test]
fn dutch_names_each_building_with_its_own_article() {
    let t = six();
    let rebuilds = |building: Building, lang: Lang| {
        let action = GunAction::Rebuild { building };
        tr(lang, &Gunfights::describe_action(t.setup(), &action))
    };
    for (building, nl) in [
        (Building::Church, "herbouwt de Church"),
        (Building::Store, "herbouwt de Store"),
        (Building::Stockade, "herbouwt de Stockade"),
        (Building::GamblinHouse, "herbouwt het Gamblin' House"),
        (Building::Saloon, "herbouwt de Saloon"),
        (Building::AmmoDepot, "herbouwt het Ammo Depot"),
    ] {
        assert_eq!(rebuilds(building, Lang::Nl), nl);
    }
    assert_eq!(
        rebuilds(Building::AmmoDepot, Lang::En),
        "rebuilds the Ammo Depot"
    );
}

#[test]
fn a_finding_names_the_building_with_its_article_and_a_pronoun_says_het_gebouw() {
    let mut t = raid_example();
    let findings = violates(
        &mut t,
        "raid church gamblin-house",
        "gunfights.raid.not-attacked",
    );
    let rule = "gunfights.raid.not-attacked";
    assert_eq!(
        said(&findings, rule, Lang::Nl),
        "Niemand heeft het Gamblin' House aangevallen, dus het gebouw kan in deze Raid niet afbranden."
    );
    assert_eq!(
        said(&findings, rule, Lang::En),
        "Nobody attacked the Gamblin' House, so it cannot burn in this Raid."
    );
}

/// The Raid Example after the start-of-raid damage: the Scout at the
/// Church, the Thief and two Pioneers at the Stockade, the Head Honcho and
/// the Mayor at the Ammo Depot.
fn raid_example() -> Table {
    let mut t = six();
    for line in round_one_turns() {
        ok(&mut t, &line);
    }
    play(
        &mut t,
        &[
            "attack scout church thief stockade head-honcho ammo-depot bombs church stockade",
            "defend deputy stockade sheriff stockade mayor ammo-depot",
            "damage stockade",
            "damage bomb stockade sheriff",
        ],
    );
    t
}

#[test]
fn whose_turn_it_is_names_the_person_then_the_character() {
    let t = six();
    let turn = t.setup().turn_of(0);
    assert_eq!(tr(Lang::En, &turn), "Ann’s turn (Mayor)");
    assert_eq!(tr(Lang::Nl, &turn), "Ann is aan de beurt (Mayor)");
}

#[test]
fn a_shot_out_of_turn_makes_no_possessive_of_the_seat() {
    let mut t = raid_example();
    let findings = violates(
        &mut t,
        "shoot thief 15 15 at sheriff",
        "gunfights.gunfight.out-of-turn",
    );
    let rule = "gunfights.gunfight.out-of-turn";
    assert_eq!(
        said(&findings, rule, Lang::En),
        "Thief (Eve) is not next to shoot: next is Sheriff (Bob)."
    );
    assert_eq!(
        said(&findings, rule, Lang::Nl),
        "Thief (Eve) is niet aan de beurt om te schieten: eerst Sheriff (Bob)."
    );
}

/// A seat is named "Mayor (Ann)", so a possessive right after a name
/// variable reads "Mayor (Ann)’s"; only the printed character after "the"
/// ("the Mayor’s turn") and a person's name may take one.
#[test]
fn no_english_message_makes_a_possessive_of_a_seat_name() {
    let source = holster::i18n::source(holster::i18n::Lang::En, Gunfights::TEXTS.name)
        .expect("its messages");
    let mut found = Vec::new();
    for line in source.lines() {
        let mut rest = line;
        while let Some((at, mark)) = ["}’s", "}'s"]
            .iter()
            .filter_map(|m| rest.find(m).map(|at| (at, m.len())))
            .min()
        {
            let before = &rest[..at];
            let open = before.rfind("{ $").unwrap_or(0);
            // A person's own name may take one: "Ann’s turn (Mayor)".
            let fine = before[..open].ends_with("the ") || before[open..].starts_with("{ $person");
            if !fine {
                found.push(line.to_string());
            }
            rest = &rest[at + mark..];
        }
    }
    assert!(found.is_empty(), "possessives of seat names: {found:#?}");
}

/// The history says which way an item went: into the hidden pocket, out of
/// it, or in while the one that was there comes out (seen from the board
/// before the entry, since `pocket ITEM` is the same line for each).
#[test]
fn the_history_says_whether_an_item_went_into_the_pocket_or_out() {
    use holster::core::Msg;
    use holster::games::gunfights::Character;
    use holster::session::AnySession;
    let mut t = six();
    skip_to(&mut t, Character::Thief);
    ok(&mut t, "steal beer 20");
    ok(&mut t, "steal tobacco 20");
    ok(&mut t, "pocket beer");
    ok(&mut t, "pocket tobacco");
    ok(&mut t, "pocket tobacco");
    let last: Vec<Msg> = (0..3)
        .map(|back| AnySession::describe(&t, t.history().len() - back))
        .map(|d| d.expect("an entry").1)
        .rev()
        .collect();
    let read = |lang| last.iter().map(|m| tr(lang, m)).collect::<Vec<_>>();
    assert_eq!(
        read(Lang::Nl),
        [
            "stopt Beer in de verborgen zak",
            "stopt Tobacco in de verborgen zak en haalt Beer eruit",
            "haalt Tobacco uit de verborgen zak",
        ]
    );
    assert_eq!(
        read(Lang::En),
        [
            "puts Beer into the hidden pocket",
            "puts Tobacco into the hidden pocket and takes Beer out",
            "takes Tobacco out of the hidden pocket",
        ]
    );
}
