//! The odds at the moment of choice in the window: BANG!'s reroll odds in
//! the pad's reason line, for every die but dynamite until dice are ticked,
//! then for the dice ticked; gone when the settings turn them off.

use crate::support::window::Harness;
use holster::i18n::Lang;
use holster::ui::games::bang_dice::Message as Bang;
use holster::ui::{Message, games, settings, table};

fn enter(h: &mut Harness, line: &str) {
    h.send(Message::Table(table::Message::EntryChanged(line.into())));
    h.send(Message::Table(table::Message::SubmitEntry));
}

#[test]
fn the_reroll_odds_follow_the_dice_ticked_in_both_languages() {
    for lang in [Lang::En, Lang::Nl] {
        let mut h = Harness::at_the_saloon(lang, 1.0);
        assert_eq!(h.odds_said(lang), None, "nothing rolled, nothing to weigh");
        enter(&mut h, "roll 1 d d b g");
        // Every die but the two dynamite: three dice, two rolls left.
        let all = h.odds_said(lang).expect("odds after the first roll");
        let three = match lang {
            Lang::En => "Rerolling 3 dice, then all but gatlings once more: ",
            Lang::Nl => "3 stenen opnieuw gooien, daarna nog één keer alles behalve gatlings: ",
        };
        assert!(all.starts_with(three), "{all}");
        assert!(h.sees_on_laptop(&all), "{lang:?}: the pad says {all}");
        // Ticking the 1: only that die now.
        h.send(Message::Table(table::Message::Pad(games::Message::new(
            Bang::ToggleDie(0),
        ))));
        let one = h.odds_said(lang).expect("odds with a die ticked");
        assert_ne!(one, all);
        let single = match lang {
            Lang::En => "Rerolling 1 die, then",
            Lang::Nl => "1 steen opnieuw gooien, daarna",
        };
        assert!(one.starts_with(single), "{one}");
        assert!(h.sees_on_laptop(&one), "{lang:?}: the pad says {one}");
    }
}

#[test]
fn the_settings_turn_the_odds_off_and_on() {
    let mut h = Harness::at_the_saloon(Lang::En, 1.0);
    enter(&mut h, "roll 1 d d b g");
    let line = h.odds_said(Lang::En).expect("odds after the first roll");
    assert!(h.sees(&line));
    h.send(Message::OpenSettings);
    h.send(Message::Settings(settings::Message::ShowOdds(false)));
    assert!(!h.app.settings().show_odds, "kept in the settings");
    h.send(Message::Settings(settings::Message::Close));
    assert!(!h.sees(&line), "no odds once turned off");
    assert_eq!(h.odds_said(Lang::En), None, "the table gives none");
    h.send(Message::OpenSettings);
    h.send(Message::Settings(settings::Message::ShowOdds(true)));
    h.send(Message::Settings(settings::Message::Close));
    assert!(h.sees(&line), "back on");
}
