//! The odds at the moment of choice in Gunfights & Gamblin' in the window:
//! before a shot in the Raid pad, for the shooter the pad puts together;
//! before Target Practice's shot in the turn pad, once the pair is
//! clicked; in both languages.

use crate::support::gunfights::{PEOPLE, board, round_one_to_the_gunfights, round_one_turns};
use crate::support::window::Harness;
use holster::core::SetupInput;
use holster::games::gunfights::Gunfights;
use holster::i18n::Lang;
use holster::ui::games::gunfights::{Message as Gf, raid, turn};
use holster::ui::{Message, games, table};

fn tap(h: &mut Harness, message: Gf) {
    h.send(Message::Table(table::Message::Pad(games::Message::new(
        message,
    ))));
}

/// The sample table at `lines` of the rulebook's first round, in `lang`.
fn at(lang: Lang, lines: &[String]) -> Harness {
    at_scale(lang, 1.0, lines)
}

/// [`at`], at `scale` text.
fn at_scale(lang: Lang, scale: f32, lines: &[String]) -> Harness {
    let input = SetupInput {
        players: PEOPLE.map(String::from).to_vec(),
        board: board(),
        ..SetupInput::default()
    };
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    Harness::at_saved_game::<Gunfights>(lang, scale, "round-one", &input, None, &lines)
}

#[test]
fn the_raid_pad_shows_the_damage_odds_of_the_shooter_it_puts_together() {
    let lines = round_one_to_the_gunfights();
    for (lang, scale) in [
        (Lang::En, 1.0),
        (Lang::Nl, 1.0),
        (Lang::En, 1.6),
        (Lang::Nl, 1.6),
    ] {
        let mut h = at_scale(lang, scale, &lines);
        // The Sheriff first (Bullseye +1, 12+ a hit): 121, 176, 86 and
        // 17 of 400.
        let sheriff = h.odds_said(lang).expect("odds before the first shot");
        let expected = match lang {
            Lang::En => {
                "Sheriff (Bob) shoots: no damage 30%, 1 damage 44%, 2 damage 22%, 3+ damage 4%"
            }
            Lang::Nl => {
                "Sheriff (Bob) schiet: geen schade 30%, 1 schade 44%, 2 schade 22%, 3+ schade 4%"
            }
        };
        assert_eq!(sheriff, expected);
        assert!(h.sees_on_laptop(&sheriff), "{lang:?} {scale}: {sheriff}");
        // The Mayor chosen (Beer, Tobacco, Lightweight): 0, 112, 265 and
        // 23 of 400.
        let mayor = h
            .state()
            .seat_of(holster::games::gunfights::Character::Mayor);
        tap(
            &mut h,
            Gf::Raid(raid::Message::Shooter(mayor.expect("mayor"))),
        );
        let line = h.odds_said(lang).expect("odds for the Mayor");
        let expected = match lang {
            Lang::En => {
                "Mayor (Ann) shoots: no damage 0%, 1 damage 28%, 2 damage 66%, 3+ damage 6%"
            }
            Lang::Nl => {
                "Mayor (Ann) schiet: geen schade 0%, 1 schade 28%, 2 schade 66%, 3+ schade 6%"
            }
        };
        assert_eq!(line, expected);
        assert!(h.sees_on_laptop(&line), "{lang:?} {scale}: {line}");
    }
}

#[test]
fn the_turn_pad_shows_target_practices_odds_once_the_pair_is_clicked() {
    // The Mayor's turn, then the Sheriff's.
    let lines: Vec<String> = round_one_turns().into_iter().take(4).collect();
    for lang in [Lang::En, Lang::Nl] {
        let mut h = at(lang, &lines);
        assert_eq!(h.odds_said(lang), None, "nothing to weigh before the pair");
        tap(
            &mut h,
            Gf::Turn(turn::Message::Start(turn::Action::Practice)),
        );
        tap(&mut h, Gf::Turn(turn::Message::Die(3)));
        assert_eq!(h.odds_said(lang), None, "one die of the pair");
        tap(&mut h, Gf::Turn(turn::Message::Die(8)));
        // 3 to 8: 6 of 20.
        let line = h.odds_said(lang).expect("odds of the shot");
        let expected = match lang {
            Lang::En => "Target Practice, targets 3 to 8: Bullseye 30%",
            Lang::Nl => "Schietoefening, doelgetallen 3 tot en met 8: Bullseye 30%",
        };
        assert_eq!(line, expected);
        assert!(h.sees_on_laptop(&line), "{lang:?}: the pad says {line}");
    }
}
