//! The odds at the moment of choice in The Quick and the Undead's pads, in
//! both languages: the shot at an Undead (its next shot and the attempt to
//! the end, following each shot entered), the duel before its d8s, and in
//! the solo game what Dead Ranger's d8 may bring before it is rolled.

use crate::support::window::Harness;
use crate::undead::helpers::SET_UP_3;
use holster::core::SetupInput;
use holster::games::undead::Undead;
use holster::games::undead_solo::UndeadSolo;
use holster::i18n::{self, Lang};
use holster::ui::{Message, table};

fn enter(h: &mut Harness, line: &str) {
    h.send(Message::Table(table::Message::EntryChanged(line.into())));
    h.send(Message::Table(table::Message::SubmitEntry));
}

/// Three players set up to the first reveal: Ann with Bullets on 3 and 5,
/// the street's Undead weak on 3 and 4; Critical tokens on the Skull.
fn town(lang: Lang) -> Harness {
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        options: [("law", "ann"), ("critical", "skull")]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: [("slots-3".to_string(), 4)].into_iter().collect(),
    };
    let mut lines = SET_UP_3.to_vec();
    lines.push("hiring none");
    Harness::at_saved_game::<Undead>(lang, 1.0, "town", &input, None, &lines)
}

#[test]
fn the_shot_at_an_undead_shows_its_odds_and_follows_each_shot() {
    for lang in [Lang::En, Lang::Nl] {
        let mut h = town(lang);
        enter(&mut h, "reveal ann 8 bob 3 cid 2");
        assert_eq!(h.odds_said(lang), None, "no shot aimed yet");
        enter(&mut h, "aim street");
        // Her Bullet on 3 and the Skull's 8 kill; the 1, 2, 4, 5, 6 and 7
        // go on: 2 of 8 now, and Σ_j 2 · 6!/(6-j)! · 8^(6-j) over 8^7 to
        // the end.
        let first = h.odds_said(lang).expect("odds of the shot");
        let expected = match lang {
            Lang::En => {
                "Shooting at the Undead (kills on 3 or 8 with the Skull): next shot 2 of 8, shooting on to the end"
            }
            Lang::Nl => {
                "Schieten op de Undead (doodt bij 3 of 8 met de Skull): volgend schot 2 van de 8, doorschieten tot het eind"
            }
        };
        assert!(first.starts_with(expected), "{first}");
        assert!(h.sees_on_laptop(&first), "{lang:?}: the pad says {first}");
        // The question says what was rolled and what ends the attempt.
        let question = i18n::text(lang, "undead-pad-hunt-first");
        assert!(h.sees(&question), "{question}");
        enter(&mut h, "shoot 6");
        let second = h.odds_said(lang).expect("odds after a miss");
        assert_ne!(second, first, "the 6 now ends the attempt");
        assert!(h.sees_on_laptop(&second), "{lang:?}: the pad says {second}");
    }
}

#[test]
fn a_duel_shows_each_duelist_s_chances_before_the_d8s() {
    for lang in [Lang::En, Lang::Nl] {
        let mut h = town(lang);
        enter(&mut h, "reveal ann 8 bob 8 cid 2");
        // Ann: 3, 5 and the Critical hit (3 of 8); Bob, no Bullet: only
        // the Critical (1 of 8). Ann dies on Bob's Critical whatever she
        // shows (8 of 64, the same value kills both); Bob on Ann's 3 and
        // 5 unless he shows the Critical (7 + 7) and on her Critical
        // always (8): 22 of 64.
        let line = h.odds_said(lang).expect("odds of the duel");
        let expected = match lang {
            Lang::En => {
                "Ann shooting at Bob: hits 38%, is hit 13%, dies 13% · Bob shooting at Ann: hits 13%, is hit 38%, dies 34%"
            }
            Lang::Nl => {
                "Ann schiet op Bob: raakt 38%, wordt geraakt 13%, gaat dood 13% · Bob schiet op Ann: raakt 13%, wordt geraakt 38%, gaat dood 34%"
            }
        };
        assert_eq!(line, expected);
        assert!(h.sees_on_laptop(&line), "{lang:?}: the pad says {line}");
    }
}

#[test]
fn the_solo_pad_shows_what_dead_ranger_s_d8_may_bring() {
    for lang in [Lang::En, Lang::Nl] {
        let input = SetupInput {
            players: vec!["Ann".into()],
            options: [("critical".to_string(), "skull".to_string())]
                .into_iter()
                .collect(),
            board: [("slots-6".to_string(), 3)].into_iter().collect(),
        };
        let mut h = Harness::at_saved_game::<UndeadSolo>(
            lang,
            1.0,
            "solo",
            &input,
            None,
            &[
                "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
                "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
                "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
                "undead 2 3 notoriety 2",
            ],
        );
        assert_eq!(h.odds_said(lang), None, "the player places first");
        enter(&mut h, "place 5");
        let line = h.odds_said(lang).expect("odds of Dead Ranger's d8");
        let expected = match lang {
            Lang::En => {
                "Dead Ranger’s d8 as things stand: duel (1 or 5) 2 of 8, Intimidates you (4 or 8) 2 of 8, nothing (2, 3, 6 or 7) 4 of 8"
            }
            Lang::Nl => {
                "De d8 van Dead Ranger zoals het nu staat: duel (1 of 5) 2 van de 8, intimideert je (4 of 8) 2 van de 8, niets (2, 3, 6 of 7) 4 van de 8"
            }
        };
        assert_eq!(line, expected);
        assert!(h.sees_on_laptop(&line), "{lang:?}: the pad says {line}");
        enter(&mut h, "ranger 7");
        assert_eq!(h.odds_said(lang), None, "rolled: nothing left to weigh");
    }
}
