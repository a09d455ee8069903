//! The words the screen shows: faces in the reader's letters whatever was
//! typed, the official English "life points", sentences that read as a
//! person would say them.

use super::helpers::*;
use holster::core::{Finding, Game};
use holster::games::bang_dice::BangDice;
use holster::i18n::{Lang, tr};

/// What the history says of `line` (typed in either language) in `lang`.
fn described(table: &Table, line: &str, lang: Lang) -> String {
    let action = BangDice::parse_action(table.setup(), line).expect("reads");
    tr(lang, &BangDice::describe_action(table.setup(), &action))
}

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
fn the_history_writes_faces_in_the_readers_letters_whatever_was_typed() {
    let t = five();
    for line in ["roll a d 1 b g", "gooi p d 1 b g", "roll P,D,1,B,G"] {
        assert_eq!(described(&t, line, Lang::En), "Rolled a d 1 b g", "{line}");
        assert_eq!(
            described(&t, line, Lang::Nl),
            "Gegooid: p d 1 b g",
            "{line}"
        );
    }
    for line in ["reroll 2 4 a g", "hergooi 24 pg"] {
        assert_eq!(
            described(&t, line, Lang::En),
            "Rerolled dice 2 and 4: a g",
            "{line}"
        );
        assert_eq!(
            described(&t, line, Lang::Nl),
            "Stenen 2 en 4 opnieuw gegooid: p g",
            "{line}"
        );
    }
    assert_eq!(
        described(&t, "hergooi 5 p", Lang::Nl),
        "Steen 5 opnieuw gegooid: p"
    );
    assert_eq!(described(&t, "reroll 5 a", Lang::En), "Rerolled die 5: a");
}

#[test]
fn the_dutch_hints_show_dutch_letters() {
    for key in ["bang-dice-hint", "bang-ui-roll"] {
        let hint = tr(Lang::Nl, &holster::core::Msg::new(key).arg("player", "Ann"));
        assert!(hint.contains("gooi p d 1 b g"), "{key}: {hint}");
    }
}

#[test]
fn bart_cassidy_taking_no_arrows_reads_as_a_person_would_say_it() {
    let t = table(
        &[
            ("Ann", "slab-the-killer"),
            ("Bob", "bart-cassidy"),
            ("Cid", "jourdonnais"),
            ("Dan", "black-jack"),
        ],
        "ann",
    );
    for line in ["bart life", "bart none", "bart geen"] {
        assert_eq!(
            described(&t, line, Lang::En),
            "Bart Cassidy took no arrows and lost the life points"
        );
        assert_eq!(
            described(&t, line, Lang::Nl),
            "Bart Cassidy pakte geen pijlen en verloor de levens"
        );
    }
    assert_eq!(
        described(&t, "bart arrow", Lang::En),
        "Bart Cassidy took an arrow instead of a life point"
    );
    assert_eq!(
        described(&t, "bart arrows 2", Lang::En),
        "Bart Cassidy took 2 arrows instead of life points"
    );
}

#[test]
fn el_gringo_was_hit_and_the_shooter_takes_an_arrow() {
    let mut t = table(
        &[
            ("Ann", "slab-the-killer"),
            ("Bob", "el-gringo"),
            ("Cid", "jourdonnais"),
            ("Dan", "black-jack"),
        ],
        "ann",
    );
    ok(&mut t, "roll 1 d b b g");
    let findings = ok(&mut t, "shoot bob");
    let rule = "bang-dice.character.el-gringo.arrow";
    assert_eq!(
        said(&findings, rule, Lang::En),
        "Bob (El Gringo) was hit: Ann takes an arrow."
    );
    assert_eq!(
        said(&findings, rule, Lang::Nl),
        "Bob (El Gringo) is geraakt: Ann pakt een pijl."
    );
}

#[test]
fn the_english_counter_is_life_points_and_fix_still_takes_lives() {
    let mut t = five();
    let labels: Vec<String> = t
        .counters()
        .iter()
        .filter(|c| c.id.name == "life")
        .map(|c| tr(Lang::En, &c.label))
        .collect();
    assert!(labels.iter().all(|l| l == "life points"), "{labels:?}");
    for line in [
        "fix bob lives 5",
        "fix bob life-points 6",
        "fix bob lifepoints 7",
        "corrigeer bob levens 8",
    ] {
        ok(&mut t, line);
    }
    assert_eq!(life(&t, "Bob"), 8);
}

#[test]
fn every_step_in_the_header_starts_with_a_capital() {
    let mut t = five();
    let check = |t: &Table| {
        for msg in BangDice::progress(t.state()) {
            for lang in Lang::ALL {
                let text = tr(lang, &msg);
                assert!(
                    text.chars().next().is_some_and(char::is_uppercase),
                    "{lang}: {text}"
                );
            }
        }
    };
    check(&t);
    ok(&mut t, "roll 1 d b b g");
    check(&t);
    ok(&mut t, "shoot bob");
    check(&t);
    ok(&mut t, "beer ann ann");
    check(&t);
}
