//! The pad's clicks, called directly, through a round of three players with
//! a duel and an Undead hunt: every click used is one the pad offers, and
//! the entries it makes are the ones the table would type, taken by the
//! rules.

use super::offers::offered;
use super::{Form, Message, Pad};
use crate::core::{Game, SetupInput, needs_override};
use crate::games::undead::{Phase, Place, Step, Undead, UndeadAction, Where};
use crate::session::{AnySession, Input, LineOutcome, Session, input_line};
use crate::ui::games::TablePad;

/// A game in memory and the pad clicked at it.
pub(super) struct Play {
    /// The game.
    pub(super) session: Session<Undead>,
    /// The pad.
    pub(super) pad: Pad,
}

impl Play {
    /// A table of these people (Ann the Law, Critical tokens on Skull) with
    /// this many building slots, and these lines entered.
    pub(super) fn with(people: &[&str], slots: i64, lines: &[&str]) -> Play {
        Play::with_box(people, slots, &[], lines)
    }

    /// As [`Play::with`], the household's box cards (board values) kept
    /// from a game before.
    pub(super) fn with_box(
        people: &[&str],
        slots: i64,
        known: &[(&str, i64)],
        lines: &[&str],
    ) -> Play {
        let key = format!("slots-{}", people.len());
        let input = SetupInput {
            players: people.iter().map(|p| p.to_string()).collect(),
            options: [("law", "ann"), ("critical", "skull")]
                .into_iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            board: std::iter::once((key, slots))
                .chain(known.iter().map(|(k, v)| (k.to_string(), *v)))
                .collect(),
        };
        let setup = Undead::setup(&input).expect("a valid table");
        let mut play = Play {
            session: Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
            pad: Pad::default(),
        };
        for line in lines {
            play.session.enter_line(line).expect(line);
        }
        play
    }

    /// Three players set up as the rules' own tests set them up.
    pub(super) fn three() -> Play {
        Play::with(&["Ann", "Bob", "Cid"], 4, &THREE)
    }

    /// Clicks in order, each one offered; the entry the last one gives.
    #[track_caller]
    pub(super) fn clicks(&mut self, clicks: &[Message]) -> Option<Input<UndeadAction>> {
        let mut entry = None;
        for click in clicks {
            assert!(
                offered(&self.pad, &self.session).contains(click),
                "not offered: {click:?}"
            );
            entry = self.pad.update(click.clone(), &self.session);
        }
        entry
    }

    /// Clicks that must give an entry, which the rules then take without an
    /// override, entered as its line (the path a typed line takes).
    #[track_caller]
    pub(super) fn play(&mut self, clicks: &[Message]) -> String {
        let input = self.clicks(clicks).expect("an entry");
        let findings = self.session.check(&input).expect("taken");
        assert!(!needs_override(&findings), "{input:?}: {findings:?}");
        let line = input_line::<Undead>(self.session.setup(), &input);
        let outcome = self.session.enter_line(&line).expect("entered");
        assert!(matches!(outcome, LineOutcome::Entered(_)), "{line}");
        line
    }
}

/// The three players' setup lines of the rules' tests.
pub(super) const THREE: [&str; 11] = [
    "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
    "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
    "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
    "building Jail cost 7 notoriety 4 ability coin bonus coin",
    "undead 2 3 notoriety 2",
    "undead 4 5 notoriety 3",
    "undead 6 7 notoriety 2",
    "undead 3 4 notoriety 1",
    "start ann bullet 3 bullet 5 coin",
    "start bob coin coin notoriety",
    "start cid bullet 4 bullet 6 bullet 7",
];

/// A whole entry's click.
pub(super) fn enter(a: UndeadAction) -> Message {
    Message::Enter(Box::new(a))
}

#[test]
fn a_round_with_a_duel_and_a_hunt_by_clicks() {
    let mut p = Play::three();
    assert_eq!(p.session.state().phase, Phase::RoundStart);
    // The Law calls "Hiring Guns" with no die there.
    let line = p.play(&[Message::Done(None)]);
    assert!(line.starts_with("hiring"), "{line}");
    assert_eq!(p.session.state().phase, Phase::Reveal);
    // Each die's face, on the eight buttons: Ann and Bob both on 8.
    p.play(&[Message::Face(8), Message::Face(8), Message::Face(6)]);
    let s = p.session.state();
    assert_eq!(s.resolution.step, Step::Duel(vec![0, 1]));
    assert!(s.standing_on(2, 6));
    // The duel: Ann's 5 hits with her Bullet, Bob's 3 misses (no Bullet).
    p.play(&[Message::Face(5), Message::Face(3)]);
    let s = p.session.state();
    assert_eq!(s.bands[1].graveyard, 1);
    assert!(!s.bands[0].bullet(5), "the Bullet fired is now a Casing");
    // Bob owes the town an Undead: the pad asks for nothing else than its
    // weak points (2 to 7, the slots a Bullet can hit).
    assert_eq!(
        offered(&p.pad, &p.session),
        (1..=6).map(Message::Tick).collect::<Vec<_>>()
    );
    let street = p.session.state().street.len();
    p.play(&[
        Message::Tick(2),
        Message::Tick(4),
        Message::Done(Some(Where::Street)),
    ]);
    assert_eq!(p.session.state().street.len(), street + 1);
    assert_eq!(p.session.state().street[street].weak, vec![3, 5]);
    // Ann's turn: she shoots at the Undead in the street with weak points 3 and 4.
    assert_eq!(p.session.state().active(), Some(0));
    let aim = UndeadAction::Aim {
        place: Where::Street,
        index: 0,
    };
    p.play(&[Message::Open(Form::Pick(super::Kind::Aim)), enter(aim)]);
    let Step::Turn(turn) = &p.session.state().resolution.step else {
        panic!("a turn");
    };
    assert_eq!(
        turn.hunt.as_ref().map(|h| h.place),
        Some(Place::Street),
        "the hunt is under way"
    );
    // The chance is the odds line's before the next shot: her Bullet on 3
    // and the 8; the question says what was rolled.
    let odds = |p: &Play| Undead::odds(p.session.setup(), p.session.state(), &Default::default());
    assert_eq!(odds(&p)[0].figures[0].count, Some((2, 8)));
    let question = |p: &Play| super::labels::question(crate::i18n::Lang::En, &p.pad, &p.session);
    assert!(question(&p).starts_with("No shot yet."));
    p.play(&[enter(UndeadAction::Shoot {
        shot: super::update::shot(6, false),
    })]);
    assert_eq!(
        odds(&p)[0].figures[0].count,
        Some((2, 8)),
        "the 6 killed nothing"
    );
    assert!(question(&p).starts_with("Rolled so far: 6."));
}

#[test]
fn a_click_not_offered_makes_no_entry() {
    let mut p = Play::three();
    // No form open: a d8 face belongs to nothing.
    assert_eq!(p.pad.update(Message::Face(4), &p.session), None);
    assert_eq!(p.pad.form, None);
}

/// The box as a household kept it after one game: two building cards and
/// two Undead cards.
const KNOWN: [(&str, i64); 6] = [
    ("card-gamble-cost", 6),
    ("card-gamble-notoriety", 3),
    ("card-fixed-price-notoriety", 2),
    ("card-fixed-price-cost", 9),
    ("undead-23-2", 1),
    ("undead-5-1", 1),
];

#[test]
fn a_building_card_the_box_knows_is_its_ability_then_its_bonus() {
    use crate::games::undead::{Ability, Resource};
    let mut p = Play::with_box(&["Ann", "Bob", "Cid"], 4, &KNOWN, &[]);
    p.clicks(&[Message::PickAbility(Ability::Gamble)]);
    let Some(Form::Building {
        cost, notoriety, ..
    }) = p.pad.form.clone()
    else {
        panic!("the building card's form");
    };
    assert_eq!((cost, notoriety), (6, 3), "as entered last time");
    let asks = super::labels::question(crate::i18n::Lang::En, &p.pad, &p.session);
    assert!(asks.contains("as entered last time"), "{asks}");
    let line = p.play(&[Message::Bonus(Some(Resource::Coin))]);
    assert_eq!(
        line,
        "building building-1 cost 6 notoriety 3 ability gamble bonus coin"
    );
    // The cost the text gives stands over one kept (a file edited by hand).
    p.clicks(&[Message::PickAbility(Ability::FixedPrice)]);
    assert!(matches!(
        p.pad.form,
        Some(Form::Building {
            cost: 5,
            notoriety: 2,
            ..
        })
    ));
    // A copy that prints other numbers: one more tap on its number.
    let _ = p.pad.update(Message::Set(1, 4), &p.session);
    let line = p.play(&[Message::Bonus(None)]);
    assert!(line.contains("cost 5 notoriety 4"), "{line}");
    // A card the box does not know yet asks its numbers as before.
    p.clicks(&[Message::PickAbility(Ability::Coin)]);
    let asks = super::labels::question(crate::i18n::Lang::En, &p.pad, &p.session);
    assert!(!asks.contains("as entered last time"), "{asks}");
}

#[test]
fn the_box_s_undead_cards_enter_in_one_tap_each_at_setup() {
    let mut p = Play::with_box(&["Ann", "Bob", "Cid"], 4, &KNOWN, &THREE[..4]);
    assert_eq!(p.session.state().phase, Phase::SetupUndead);
    let card = |weak: Vec<u8>, notoriety| {
        enter(UndeadAction::Undead {
            weak,
            notoriety,
            place: None,
        })
    };
    let shelf: Vec<Message> = super::layout::layout(&p.pad, &p.session)
        .shelf
        .into_iter()
        .map(|c| c.message)
        .collect();
    assert_eq!(shelf, [card(vec![2, 3], 2), card(vec![5], 1)]);
    let words = super::view::shelf(&p.pad, crate::i18n::Lang::En, &p.session);
    assert_eq!(words.1[0].0, "2·3 — 2 Notoriety");
    assert!(words.0.contains("as entered last time"), "{}", words.0);
    let line = p.play(&[card(vec![2, 3], 2)]);
    assert_eq!(line, "undead 2 3 notoriety 2");
    // The text does not make an Undead card unique: offered again.
    let line = p.play(&[card(vec![2, 3], 2)]);
    assert_eq!(line, "undead 2 3 notoriety 2");
    // A card the box does not know: ticked as before.
    p.play(&[Message::Tick(5), Message::Set(1, 3)]);
    let s = p.session.state();
    assert!(
        s.buildings
            .iter()
            .any(|b| b.undead.iter().any(|u| u.weak == [6])),
        "{:?}",
        s.buildings
    );
}

#[test]
fn the_first_game_ever_offers_no_remembered_card() {
    let p = Play::with(&["Ann", "Bob", "Cid"], 4, &THREE[..4]);
    assert!(super::layout::layout(&p.pad, &p.session).shelf.is_empty());
}

/// Keeping a building pays a Bullet out of a slot (it turns to Casing), so
/// the upkeep button says where the Bullet comes from; Hire Guns puts one in.
#[test]
fn a_kept_building_s_bullet_comes_out_of_its_slot() {
    use crate::games::undead::Pay;
    use crate::i18n::Lang;
    let play = Play::three();
    let keep = enter(UndeadAction::Keep {
        building: "church".into(),
        band: 0,
        slot: 3,
    });
    let hire = enter(UndeadAction::Hire {
        band: 0,
        pay: Pay::Coins,
        slot: Some(3),
    });
    let label = |lang, m: &Message| super::labels::label(lang, &play.session, None, m);
    assert!(
        label(Lang::Nl, &keep).ends_with(" · uit vak 3"),
        "{}",
        label(Lang::Nl, &keep)
    );
    assert!(
        label(Lang::En, &keep).ends_with(" · from slot 3"),
        "{}",
        label(Lang::En, &keep)
    );
    assert!(
        label(Lang::Nl, &hire).ends_with(" · naar vak 3"),
        "{}",
        label(Lang::Nl, &hire)
    );
}
