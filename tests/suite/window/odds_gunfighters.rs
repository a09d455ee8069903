//! The odds in Make You Gunfighters' pad: with the public memory on, each
//! location's cards not yet seen, following each card the table sees; none
//! without the memory. In both languages, at 100 % and 160 % text.

use crate::support::window::Harness;
use holster::core::SetupInput;
use holster::games::gunfighters::Gunfighters;
use holster::i18n::Lang;
use holster::ui::games::{self, gunfighters::Message as Mgf, gunfighters::Open};
use holster::ui::{Message, settings, table};

fn enter(h: &mut Harness, line: &str) {
    h.send(Message::Table(table::Message::EntryChanged(line.into())));
    h.send(Message::Table(table::Message::SubmitEntry));
}

/// Four players, face up Stable, Saloon, Station and Ranch, two coins
/// each, the public memory as given, at the first turn.
fn town(lang: Lang, text_scale: f32, memory: &str) -> Harness {
    town_with(lang, text_scale, &[("public-memory", memory)])
}

/// The same town with the options given.
fn town_with(lang: Lang, text_scale: f32, options: &[(&str, &str)]) -> Harness {
    let input = SetupInput {
        players: vec!["Ann".into(), "Bob".into(), "Cid".into(), "Dan".into()],
        options: [("face-up", "stable,saloon,station,ranch")]
            .iter()
            .chain(options)
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        board: [("starting-coins".to_string(), 2)].into_iter().collect(),
    };
    Harness::at_saved_game::<Gunfighters>(lang, text_scale, "town", &input, None, &[])
}

#[test]
fn the_pad_counts_each_location_s_unseen_cards_and_follows_each_card_seen() {
    for lang in [Lang::En, Lang::Nl] {
        for scale in [1.0, 1.6] {
            let mut h = town(lang, scale, "on");
            // Of 7 each, less the four face-up fifth cards.
            let first = h.odds_said(lang).expect("odds at the first turn");
            let expected = match lang {
                Lang::En => {
                    "Not yet seen: Stable 6 of 7, Saloon 6 of 7, Station 6 of 7, Plaza 7 of 7, Ranch 6 of 7, Cliff 7 of 7"
                }
                Lang::Nl => {
                    "Nog niet gezien: Stable 6 van de 7, Saloon 6 van de 7, Station 6 van de 7, Plaza 7 van de 7, Ranch 6 van de 7, Cliff 7 van de 7"
                }
            };
            assert_eq!(first, expected);
            // At 160 % on 1366×768 the pad's shorter arrangement has no
            // room for its reason line: the odds go under the reports.
            assert!(h.sees_on_laptop(&first), "{lang:?} at {scale}: {first}");
            // Ann reveals a Saloon to shoot Bob there; Bob's face-up Saloon
            // goes face up on the discard pile: one more Saloon seen.
            enter(&mut h, "shoot bob saloon 1");
            let after = h.odds_said(lang).expect("odds after the shot");
            assert!(after.contains("Saloon 5 "), "{after}");
            assert!(h.sees_on_laptop(&after), "{lang:?} at {scale}: {after}");
        }
    }
}

#[test]
fn at_160_percent_a_greyed_button_s_reason_takes_the_question_s_place() {
    let mut h = town(Lang::En, 1.6, "on");
    let question = "Ann: Move, Shoot or Advance the Story";
    assert!(h.sees_on_laptop(question));
    h.click("End the turn");
    let why = "Ann must take an action on their turn: Move, Shoot or Advance the Story.";
    assert!(h.sees_on_laptop(why));
    assert!(
        !h.sees_on_laptop(question),
        "the answer to the click comes first"
    );
    // With room for the reason line (1366×900), the question stays and
    // the reason is under it.
    assert!(h.sees(question) && h.sees(why));
}

#[test]
fn without_the_public_memory_the_pad_counts_nothing() {
    let h = town(Lang::En, 1.0, "off");
    assert_eq!(h.odds_said(Lang::En), None);
}

#[test]
fn the_town_map_counts_each_location_s_unseen_cards_where_the_pad_has_no_line_for_them() {
    // At 160 % on 1366×768 with the 10-second rule and extra rule B, the
    // reports take both rows of their place and the pad has no free line:
    // the town map's tiles carry the counts, as they do at every size.
    let options = [
        ("public-memory", "on"),
        ("ten-seconds", "on"),
        ("extra-b", "on"),
    ];
    for lang in [Lang::En, Lang::Nl] {
        let (six, seven, five) = match lang {
            Lang::En => ("6/7 unseen", "7/7 unseen", "5/7 unseen"),
            Lang::Nl => ("6/7 ongezien", "7/7 ongezien", "5/7 ongezien"),
        };
        let mut h = town_with(lang, 1.6, &options);
        assert!(h.sees_on_laptop(six) && h.sees_on_laptop(seven), "{lang:?}");
        assert!(!h.sees_on_laptop(five), "{lang:?}: no location at 5 yet");
        // An entry being put together fills the pad's lower place too.
        let pad = |m: Mgf| Message::Table(table::Message::Pad(games::Message::new(m)));
        h.send(pad(Mgf::Open(Open::Shoot)));
        assert!(h.sees_on_laptop(six), "{lang:?}: with the Shoot form open");
        h.send(pad(Mgf::Cancel));
        // Bob's face-up Saloon, shot, goes face up on the discard pile.
        enter(&mut h, "shoot bob saloon 1");
        assert!(
            h.sees_on_laptop(five),
            "{lang:?}: the Saloon after the shot"
        );
    }
}

#[test]
fn the_town_map_counts_nothing_when_the_settings_turn_the_odds_off_or_without_memory() {
    let mut h = town(Lang::En, 1.0, "on");
    assert!(h.sees("6/7 unseen"));
    h.send(Message::OpenSettings);
    h.send(Message::Settings(settings::Message::ShowOdds(false)));
    h.send(Message::Settings(settings::Message::Close));
    assert!(!h.sees("6/7 unseen") && !h.sees("7/7 unseen"));
    let h = town(Lang::En, 1.0, "off");
    assert!(!h.sees("6/7 unseen") && !h.sees("7/7 unseen"));
}
