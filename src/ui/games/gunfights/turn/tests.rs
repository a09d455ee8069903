//! The turn pad's clicks, checked against the exact line the game writes
//! for the action they produce and entered into a real game, so every
//! action is one the engine accepts.

use super::*;
use crate::core::{Game, needs_override};
use crate::games::gunfights::{Phase, Site};
use crate::session::Input;
use crate::ui::games::gunfights::test_table;

/// The six-person table with the turn pad.
pub(super) type Play = test_table::Play<Pad>;

/// The turn pad's clicks.
impl Play {
    /// Clicks in order: only the last may produce an entry.
    #[track_caller]
    pub(super) fn clicks(&mut self, messages: &[Message]) -> Option<Input<GunAction>> {
        let mut entry = None;
        for (i, message) in messages.iter().enumerate() {
            assert!(entry.is_none(), "an entry came before click {i}: {entry:?}");
            entry = self.pad.update(message.clone(), &self.session);
        }
        entry
    }

    /// The clicks give an action written exactly `expected`, which the
    /// game then accepts.
    #[track_caller]
    pub(super) fn play(&mut self, messages: &[Message], expected: &str) {
        let entry = self.clicks(messages);
        self.accept(entry, expected);
    }
}

use Message::{Die, Item as It, Seat, Start};

/// The actions the character whose turn it is may take now (the buttons
/// not greyed).
fn actions(state: &GunState) -> Vec<Action> {
    buttons(state)
        .into_iter()
        .filter_map(|(action, enabled)| enabled.then_some(action))
        .collect()
}

#[test]
fn buy_beer_for_the_sheriff_gives_the_exact_line() {
    let mut p = Play::six();
    let sheriff = p.seat(Character::Sheriff);
    p.play(&[Start(Action::Income)], "income");
    p.play(
        &[Start(Action::Buy), It(Item::Beer), Seat(sheriff)],
        "buy beer for sheriff",
    );
    assert!(p.state().seats[sheriff].items.contains(&Item::Beer));
}

#[test]
fn a_whole_round_by_clicks() {
    let mut p = Play::six();
    let [mayor, sheriff, deputy, scout, thief, honcho] = Character::ALL.map(|c| p.seat(c));

    // The Mayor.
    assert!(actions(p.state()).contains(&Action::Income));
    assert!(
        !actions(p.state()).contains(&Action::Rebuild),
        "nothing burned"
    );
    p.play(&[Start(Action::Income)], "income");
    assert!(!actions(p.state()).contains(&Action::Income), "collected");
    p.play(
        &[Start(Action::Buy), It(Item::Colt), Seat(mayor)],
        "buy colt",
    );
    p.play(
        &[
            Start(Action::Buy),
            Message::Ammo,
            Message::Count(1),
            Seat(deputy),
        ],
        "buy ammo 1 for deputy",
    );
    p.play(&[Start(Action::Bet), Message::Count(5), Die(7)], "bet 5 7");
    // While the gamble waits nothing but the call counts.
    assert_eq!(p.clicks(&[Start(Action::End)]), None);
    assert_eq!(p.clicks(&[Die(13)]), None, "the call comes first");
    p.play(&[Message::Call(Call::TwentyOne), Die(15)], "call 21 15");
    assert!(!actions(p.state()).contains(&Action::Bet), "once a round");
    p.play(
        &[
            Start(Action::Trade),
            Seat(mayor),
            Seat(sheriff),
            Message::Ammo,
            Message::Count(2),
        ],
        "trade mayor sheriff ammo 2",
    );
    p.play(&[Start(Action::End)], "end");

    // The Sheriff: the pair and the shot.
    assert_eq!(
        actions(p.state()),
        vec![Action::Practice, Action::Trade, Action::End]
    );
    assert_eq!(buttons(p.state()).len(), 3, "nothing greyed yet");
    p.play(
        &[Start(Action::Practice), Die(3), Die(8), Die(5)],
        "practice 3 8 5",
    );
    assert_eq!(p.state().seats[sheriff].bullseye, 1);
    assert!(
        !actions(p.state()).contains(&Action::Practice),
        "once a turn"
    );
    p.play(&[Start(Action::End)], "end");

    // The Deputy: Lucky to himself, then the Guard roll with it.
    p.play(
        &[
            Start(Action::Oil),
            Message::Oil(SnakeOil::Lucky),
            Seat(deputy),
        ],
        "oil deputy lucky",
    );
    p.play(&[Start(Action::Cycle)], "cycle");
    assert!(queries::lucky_ready(p.state(), deputy));
    p.play(
        &[Start(Action::Guard), Message::Lucky(0), Die(14)],
        "guard 14 lucky",
    );
    assert!(!queries::lucky_ready(p.state(), deputy), "used this round");
    p.play(&[Start(Action::Trap)], "trap");
    p.play(&[Start(Action::End)], "end");

    // The Scout must beat 19.
    p.play(&[Start(Action::Reveal), Die(20)], "reveal 20");
    p.play(&[Start(Action::Bomb)], "bomb");
    p.play(&[Start(Action::Bomb)], "bomb");
    assert!(!actions(p.state()).contains(&Action::Bomb), "two at most");
    p.play(&[Start(Action::End)], "end");

    // The Thief: a failed theft for the Head Honcho, then the sure one.
    p.play(
        &[Start(Action::Steal), It(Item::Colt), Seat(honcho), Die(9)],
        "steal colt 9 for head-honcho",
    );
    p.play(
        &[Start(Action::Guarantee), It(Item::Dynamite), Seat(thief)],
        "guarantee dynamite",
    );
    assert!(actions(p.state()).contains(&Action::Pocket));
    // The Dynamite is the only item to pocket: the button enters it.
    p.play(&[Start(Action::Pocket)], "pocket dynamite");
    assert_eq!(p.state().seats[thief].pocket, Some(Item::Dynamite));
    p.play(&[Start(Action::End)], "end");

    // The Head Honcho.
    p.play(&[Start(Action::Income)], "income");
    p.play(
        &[Start(Action::Buy), It(Item::Beer), Seat(scout)],
        "buy beer for scout",
    );
    p.play(&[Start(Action::End)], "end");
    assert_eq!(p.state().phase, Phase::Raid);
    assert!(actions(p.state()).is_empty());
}

#[test]
fn the_reveal_needs_no_die_without_a_guard_roll() {
    let mut p = Play::six();
    for _ in 0..3 {
        p.type_line("end");
    }
    p.play(&[Start(Action::Reveal)], "reveal");
}

#[test]
fn the_thief_steals_ammo_for_a_teammate_and_keeps_the_thief_as_default_receiver() {
    let mut p = Play::six();
    for _ in 0..4 {
        p.type_line("end");
    }
    let scout = p.seat(Character::Scout);
    p.play(
        &[Start(Action::StealAmmo), Seat(scout)],
        "steal ammo for scout",
    );
    p.play(
        &[Start(Action::Steal), It(Item::Beer), Die(12)],
        "steal beer 12",
    );
}

#[test]
fn lines_the_engine_only_warns_about_are_still_built() {
    let mut p = Play::six();
    let sheriff = p.seat(Character::Sheriff);
    // The Mayor has no money yet: the engine refuses it, the pad still builds it.
    let entry = p.clicks(&[Start(Action::Buy), Message::TradeIn, Seat(sheriff)]);
    p.built(entry, "buy winchester trade-in for sheriff");
}

#[test]
fn target_practice_without_the_shot_and_lucky_on_the_shot() {
    let mut p = Play::six();
    p.type_line("end");
    let entry = p.clicks(&[Start(Action::Practice), Die(3), Die(8), Message::Enter]);
    p.built(entry, "practice 3 8");

    // Lucky on the shot: the Sheriff holds it (set on a copy of the state).
    let mut state = p.state().clone();
    let sheriff = p.seat(Character::Sheriff);
    state.seats[sheriff].snake_oil = Some(SnakeOil::Lucky);
    let mut pad = Pad::default();
    let mut entry = None;
    for m in [
        Start(Action::Practice),
        Die(3),
        Die(8),
        Message::Lucky(2),
        Die(5),
    ] {
        entry = pad.apply(m, &state);
    }
    p.built(entry.clone(), "practice 3 8 5 lucky 3");
    let Some(Input::Play(action)) = entry else {
        unreachable!("built above");
    };
    assert!(
        Gunfights::decide(&state, &action).is_ok_and(|d| !needs_override(&d.findings)),
        "the Sheriff holding Lucky may use it"
    );
}

#[test]
fn a_form_left_open_when_the_turn_passes_is_forgotten() {
    let mut p = Play::six();
    assert_eq!(p.clicks(&[Start(Action::Buy), It(Item::Beer)]), None);
    p.type_line("end");
    assert!(p.pad.form(p.state()).is_none());
    assert_eq!(p.clicks(&[Seat(0)]), None);
    assert_eq!(
        actions(p.state()),
        vec![Action::Practice, Action::Trade, Action::End]
    );
}

#[test]
fn cancel_closes_the_form_and_clears_lucky() {
    let mut p = Play::six();
    assert_eq!(
        p.clicks(&[Start(Action::Buy), Message::Lucky(0), Message::Cancel]),
        None
    );
    assert!(p.pad.form(p.state()).is_none());
    assert_eq!(p.pad.lucky, None);
}

#[test]
fn the_mayor_rebuilds_only_when_something_burned_and_bets_only_with_the_house() {
    let mut p = Play::six();
    let mut state = p.state().clone();
    state.buildings[Building::Saloon.index()] = Site::Burned;
    state.buildings[Building::GamblinHouse.index()] = Site::Burned;
    let mayor = p.seat(Character::Mayor);
    assert!(
        !actions(&state).contains(&Action::Rebuild),
        "nothing to pay with"
    );
    state.seats[mayor].money = 20;
    let offered = actions(&state);
    assert!(offered.contains(&Action::Rebuild));
    assert!(!offered.contains(&Action::Bet));
    let mut entry = None;
    for m in [Start(Action::Rebuild), Message::Building(Building::Saloon)] {
        entry = p.pad.apply(m, &state);
    }
    p.built(entry.clone(), "rebuild saloon");
    let Some(Input::Play(action)) = entry else {
        unreachable!("built above");
    };
    assert!(
        Gunfights::decide(&state, &action).is_ok_and(|d| !needs_override(&d.findings)),
        "a burned building, paid for"
    );
}

#[test]
fn every_action_has_a_label_in_both_languages() {
    let all = [
        Action::Income,
        Action::Buy,
        Action::Rebuild,
        Action::Bet,
        Action::Practice,
        Action::Oil,
        Action::Cycle,
        Action::Trap,
        Action::Guard,
        Action::Bomb,
        Action::Reveal,
        Action::Steal,
        Action::Guarantee,
        Action::StealAmmo,
        Action::Pocket,
        Action::Trade,
        Action::End,
    ];
    for action in all {
        for lang in crate::i18n::Lang::ALL {
            let key = super::view::action_key(action);
            assert!(crate::i18n::has(lang, key), "{key} in {lang}");
        }
    }
}

#[test]
fn a_call_chosen_for_an_undone_bet_is_not_kept_for_the_next() {
    let mut p = Play::six();
    p.play(&[Start(Action::Income)], "income");
    p.play(&[Start(Action::Bet), Message::Count(5), Die(7)], "bet 5 7");
    assert_eq!(p.clicks(&[Message::Call(Call::TwentyEight)]), None);
    p.type_line("undo");
    p.play(&[Start(Action::Bet), Message::Count(5), Die(9)], "bet 5 9");
    assert_eq!(p.clicks(&[Die(13)]), None, "no call chosen for this bet");
    p.play(&[Message::Call(Call::TwentyOne), Die(13)], "call 21 13");
}

#[test]
fn lucky_is_written_only_for_a_roller_who_may_use_it() {
    let mut p = Play::six();
    for _ in 0..2 {
        p.type_line("end");
    }
    // The Deputy holds no Lucky: a toggle clicked anyway adds nothing.
    p.play(
        &[Start(Action::Guard), Message::Lucky(0), Die(11)],
        "guard 11",
    );
}

#[test]
fn a_seat_that_does_not_exist_changes_nothing() {
    let mut p = Play::six();
    assert_eq!(p.clicks(&[Start(Action::Trade), Seat(99)]), None);
    assert_eq!(p.pad.form(p.state()), Some(&Form::Trade(None, None, false)));
}

#[test]
fn a_button_that_enters_at_once_is_greyed_when_the_rules_rule_it_out() {
    let mut p = Play::six();
    for _ in 0..2 {
        p.type_line("end");
    }
    // The Deputy: the Booby Trap once a round.
    assert!(actions(p.state()).contains(&Action::Trap));
    p.play(&[Start(Action::Trap)], "trap");
    assert!(!actions(p.state()).contains(&Action::Trap), "planted");
    assert!(actions(p.state()).contains(&Action::End));
    for _ in 0..3 {
        p.type_line("end");
    }
    // The Head Honcho gambles in other towns: the Gamblin' House may burn.
    let mut state = p.state().clone();
    state.buildings[Building::GamblinHouse.index()] = Site::Burned;
    assert_eq!(state.active(), Some(Character::HeadHoncho));
    state.seats[state.turn].money = 15;
    assert!(actions(&state).contains(&Action::Bet));
}

/// The Mayor's turn as the issue measured it: the income, one purchase
/// (what, for whom) and the end; each click says something Holster could
/// not know.
#[test]
fn the_mayors_turn_of_income_a_purchase_and_the_end_takes_five_clicks() {
    let mut p = Play::six();
    let sheriff = p.seat(Character::Sheriff);
    let turn = [
        (vec![Start(Action::Income)], "income"),
        (
            vec![Start(Action::Buy), It(Item::Beer), Seat(sheriff)],
            "buy beer for sheriff",
        ),
        (vec![Start(Action::End)], "end"),
    ];
    let clicks: usize = turn.iter().map(|(messages, _)| messages.len()).sum();
    for (messages, line) in turn {
        p.play(&messages, line);
    }
    assert_eq!(clicks, 5);
    assert_eq!(p.state().turn, sheriff);
}

#[test]
fn a_form_step_with_one_possible_answer_answers_itself() {
    let p = Play::six();
    let mut state = p.state().clone();
    state.buildings[Building::Saloon.index()] = Site::Burned;
    let mayor = p.seat(Character::Mayor);
    state.seats[mayor].money = 20;
    // One burned building: "Rebuild…" rebuilds it.
    let mut pad = Pad::default();
    let entry = pad.apply(Start(Action::Rebuild), &state);
    p.built(entry, "rebuild saloon");
    // Two: the building is asked.
    state.buildings[Building::Store.index()] = Site::Burned;
    let mut pad = Pad::default();
    assert_eq!(pad.apply(Start(Action::Rebuild), &state), None);
    assert_eq!(pad.form(&state), Some(&Form::Rebuild));
}

#[test]
fn a_choice_the_rules_would_refuse_is_greyed_and_an_empty_form_is_not_offered() {
    let p = Play::six();
    let state = p.state();
    // No income yet: nothing can be paid for.
    assert!(!actions(state).contains(&Action::Buy));
    let mut state = state.clone();
    state.seats[state.turn].money = 10;
    let form = Form::Buy(None);
    let offered = Pad::default().form_offers(&state, &form);
    assert!(offered.contains(&It(Item::Beer)) && offered.contains(&It(Item::Whiskey)));
    assert!(
        !offered.contains(&It(Item::Dynamite)) && !offered.contains(&It(Item::Winchester)),
        "too dear: {offered:?}"
    );
}

/// The reason a greyed button gives: its message key.
fn why(state: &GunState, action: Action) -> Option<String> {
    super::reasons::why_greyed(state, action).map(|m| m.key)
}

#[test]
fn a_greyed_button_says_why_in_the_deciders_words() {
    use crate::core::message_key;
    use crate::games::gunfights::rules;
    let mut p = Play::six();
    // The Mayor before his income: nothing can be paid for; nothing burned.
    assert!(!actions(p.state()).contains(&Action::Buy));
    assert_eq!(
        why(p.state(), Action::Buy),
        Some(message_key(rules::MONEY_SHORT.id))
    );
    assert_eq!(
        why(p.state(), Action::Rebuild),
        Some("gf-pad-why-nothing-burned".into())
    );
    assert_eq!(why(p.state(), Action::Income), None, "not greyed");
    p.play(&[Start(Action::Income)], "income");
    assert_eq!(
        why(p.state(), Action::Income),
        Some(message_key(rules::INCOME_TWICE.id))
    );
    p.type_line("end");
    p.type_line("end");
    // The Deputy: the Booby Trap once a round.
    p.play(&[Start(Action::Trap)], "trap");
    assert_eq!(
        why(p.state(), Action::Trap),
        Some(message_key(rules::TRAP_ONCE.id))
    );
}

#[test]
fn every_greyed_button_of_a_round_has_a_reason_in_both_languages() {
    use crate::i18n::{self, Lang};
    let mut p = Play::six();
    let mut greyed = 0;
    for _ in 0..6 {
        for (action, enabled) in buttons(p.state()) {
            let reason = super::reasons::why_greyed(p.state(), action);
            if enabled {
                assert!(reason.is_none(), "{action:?} is not greyed");
                continue;
            }
            greyed += 1;
            let reason = reason.unwrap_or_else(|| panic!("{action:?} greyed without a reason"));
            for lang in Lang::ALL {
                assert!(i18n::has(lang, &reason.key), "{} in {lang}", reason.key);
                assert!(!i18n::tr(lang, &reason).is_empty());
            }
        }
        p.type_line("end");
    }
    assert!(greyed >= 6, "only {greyed} greyed buttons seen");
}

#[test]
fn target_practice_gives_its_pair_to_the_odds_once_both_dice_are_clicked() {
    use crate::core::{Considering, Msg};
    let mut p = Play::six();
    p.type_line("end");
    let none = p.pad.considering(p.state());
    assert_eq!(none, Considering::default());
    p.clicks(&[Start(Action::Practice), Die(8)]);
    assert_eq!(p.pad.considering(p.state()), Considering::default());
    p.clicks(&[Die(3)]);
    let pair = p.pad.considering(p.state());
    assert_eq!(pair.faces, Some(vec![8, 3]), "the faces as printed");
    let odds = Gunfights::odds(p.session.setup(), p.state(), &pair);
    assert_eq!(
        odds.first().map(|o| o.choice.clone()),
        Some(
            Msg::new("gf-odds-practice")
                .arg("low", 3u8)
                .arg("high", 8u8)
        )
    );
}
