//! The turn pad on the kit, point by point: the greyed buttons that said
//! nothing say why, End turn at the main place for every character (and
//! greyed while a form is open), nothing offered that the rules refuse,
//! and the d20 asked as twenty faces with Blind Betty's odds above.

use super::tests::Play;
use super::*;
use crate::games::gunfights::Ware;
use Message::{Die, Seat, Start};

/// The reason line after tapping the greyed button of `click`, in English.
fn tapped_why(p: &Play, click: Message) -> Option<String> {
    let mut pad = p.pad.clone();
    assert_eq!(
        pad.apply(Message::Why(Box::new(click.clone())), p.state()),
        None,
        "a greyed tap enters nothing"
    );
    super::reasons::why(&pad, crate::i18n::Lang::En, p.state())
}

/// The drawn button with this click, and whether it is live.
fn drawn_live(p: &Play, click: &Message) -> Option<bool> {
    let layout = p.pad.layout(crate::i18n::Lang::En, p.state());
    layout.cells().into_iter().find_map(|c| match &c.tap {
        crate::ui::games::kit::Tap::Live(m) if m == click => Some(true),
        crate::ui::games::kit::Tap::Greyed(Message::Why(m)) if **m == *click => Some(false),
        _ => None,
    })
}

#[test]
fn greyed_buttons_that_said_nothing_now_say_why() {
    // Rebuild (nothing burned), Blind Betty before the income, Enter
    // without the shot before the pair; the Thief's Steal without a theft
    // number and an empty hidden pocket.
    let mut p = Play::six();
    for action in [Action::Rebuild, Action::Buy] {
        assert_eq!(drawn_live(&p, &Start(action)), Some(false), "{action:?}");
        let why = tapped_why(&p, Start(action)).unwrap_or_default();
        assert!(!why.is_empty(), "{action:?} says why");
    }
    p.play(&[Start(Action::Income)], "income");
    p.type_line("end");
    p.pad.update(Start(Action::Practice), &p.session);
    assert_eq!(drawn_live(&p, &Message::Enter), Some(false));
    assert_eq!(
        tapped_why(&p, Message::Enter).as_deref(),
        Some("Click both dice of the pair first.")
    );
    p.pad = Pad::default();
    p.type_line("end");
    p.type_line("end");
    p.type_line("end");
    assert_eq!(p.state().active(), Some(Character::Thief));
    assert_eq!(drawn_live(&p, &Start(Action::Pocket)), Some(false));
    let why = tapped_why(&p, Start(Action::Pocket)).unwrap_or_default();
    assert!(!why.is_empty(), "Hidden pocket says why");
}

#[test]
fn end_turn_is_the_main_button_for_every_character_and_waits_for_an_open_form() {
    let mut p = Play::six();
    for character in Character::ALL {
        assert_eq!(p.state().active(), Some(character));
        let layout = p.pad.layout(crate::i18n::Lang::En, p.state());
        let main = layout.main.clone().expect("a main button");
        assert_eq!(main.label, "End turn", "{character:?}");
        assert_eq!(
            main.tap,
            crate::ui::games::kit::Tap::Live(Start(Action::End))
        );
        // Not among the step's buttons: the Deputy's Cycle takes no
        // place of End turn's.
        assert!(
            !layout.cells()[1..]
                .iter()
                .any(|c| c.tap.message() == &Start(Action::End))
        );
        p.type_line("end");
    }
    // A form open: End turn greyed, and it says to finish or cancel first;
    // Escape closes the form.
    let mut p = Play::six();
    p.play(&[Start(Action::Income)], "income");
    p.pad.update(Start(Action::Buy), &p.session);
    assert_eq!(drawn_live(&p, &Start(Action::End)), Some(false));
    assert_eq!(
        tapped_why(&p, Start(Action::End)).as_deref(),
        Some("Finish the choice you started, or cancel it, first.")
    );
    assert!(p.pad.escape(), "the form closes");
    assert!(p.pad.form(p.state()).is_none());
    assert!(!p.pad.escape(), "nothing left to close");
    assert_eq!(drawn_live(&p, &Start(Action::End)), Some(true));
}

#[test]
fn nothing_is_offered_that_the_rules_refuse() {
    use crate::core::message_key;
    use crate::games::gunfights::rules;
    let mut p = Play::six();
    let scout = p.seat(Character::Scout);
    p.type_line("income");
    p.type_line("end");
    p.type_line("end");
    // The Deputy: Snake Oil once a round, then the three actions used:
    // Guard Information is greyed with the rules' reason.
    p.type_line("oil mayor lightweight");
    assert_eq!(drawn_live(&p, &Start(Action::Oil)), Some(false));
    assert_eq!(
        super::reasons::why_greyed(p.state(), Action::Oil).map(|m| m.key),
        Some(message_key(rules::OIL_ONCE.id))
    );
    p.type_line("trap");
    p.type_line("cycle");
    let used = p.state().clone();
    if super::enabled(&used, Action::Guard) {
        // The free cycle left an action: a Guard roll still counts.
        p.type_line("guard 5");
    }
    assert_eq!(drawn_live(&p, &Start(Action::Guard)), Some(false));
    assert!(tapped_why(&p, Start(Action::Guard)).is_some());
    p.type_line("end");
    // The Scout at 0 actions: Reveal Information is greyed.
    p.type_line("bomb");
    p.type_line("bomb");
    p.type_line("oil thief quick-draw");
    assert_eq!(drawn_live(&p, &Start(Action::Reveal)), Some(false));
    assert!(tapped_why(&p, Start(Action::Reveal)).is_some());
    p.type_line("end");
    p.type_line("end");
    // The Head Honcho: a Winchester with a Colt traded in is live for a
    // Renegade exactly when the rules take it without a warning (the
    // Scout's Colt).
    p.play(&[Start(Action::Income)], "income");
    p.pad.update(Start(Action::Buy), &p.session);
    p.pad.update(Message::TradeIn, &p.session);
    let trade_in = GunAction::Buy {
        ware: Ware::Item(Item::Winchester),
        to: Some(scout),
        trade_in: true,
    };
    assert_eq!(
        drawn_live(&p, &Seat(scout)),
        Some(crate::ui::games::kit::rules::clean::<Gunfights>(
            p.state(),
            &trade_in
        ))
    );
}

#[test]
fn every_face_of_an_asked_die_is_drawn_and_blind_bettys_odds_are_the_question() {
    let mut p = Play::six();
    p.play(&[Start(Action::Income)], "income");
    p.play(
        &[Start(Action::Bet), Message::Count(10), Die(17)],
        "bet 10 17",
    );
    let layout = p.pad.layout(crate::i18n::Lang::En, p.state());
    assert!(layout.question.starts_with("Blind Betty shows 17"));
    let die = layout
        .parts
        .iter()
        .find_map(|part| match part {
            crate::ui::games::gunfights::layout::Part::Die(faces) => Some(faces.len()),
            _ => None,
        })
        .expect("the hidden die");
    assert_eq!(die, 20);
    // The die waits for the call, greyed, and says so; End turn too.
    assert_eq!(drawn_live(&p, &Die(11)), Some(false));
    assert_eq!(
        tapped_why(&p, Die(11)).as_deref(),
        Some("Make the call first: 21+ or 28+.")
    );
    assert_eq!(drawn_live(&p, &Start(Action::End)), Some(false));
    p.play(&[Message::Call(Call::TwentyEight), Die(11)], "call 28 11");
}
