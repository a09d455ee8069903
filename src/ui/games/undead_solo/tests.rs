//! The solo pad's clicks, called directly: every click used is one the pad
//! offers, and each entry it makes is the one the table would type, taken
//! by the rules.

use super::{Form, Message, Pad};
use crate::core::{Game, SetupInput};
use crate::games::undead::spaces::Shot;
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::session::{AnySession, Input, Session, input_line};
use crate::ui::games::TablePad;
#[allow(unused_imports)]
use crate::ui::games::kit::Tap;
use crate::ui::games::undead as undead_pad;

/// A game in memory and the pad clicked at it.
pub(super) struct Play {
    pub(super) session: Session<UndeadSolo>,
    pub(super) pad: Pad,
}

/// The buildings of the won fixture, clockwise from the Graveyard.
pub(super) const TOWN: [&str; 3] = [
    "building Saloon cost 6 notoriety 3 ability gamble bonus coin",
    "building Bank cost 8 notoriety 4 ability coins-safe bonus notoriety",
    "building Church cost 5 notoriety 2 ability reset-critical bonus bullet",
];

impl Play {
    /// Set up with three buildings; the street's Undead is entered by the pad.
    pub(super) fn new() -> Play {
        Play::with(&TOWN)
    }

    /// Set up with these building lines, then nothing more.
    pub(super) fn with(buildings: &[&str]) -> Play {
        let input = SetupInput {
            players: vec!["Ann".to_string()],
            options: [("critical".to_string(), "skull".to_string())]
                .into_iter()
                .collect(),
            board: [("slots-6".to_string(), 3)].into_iter().collect(),
        };
        let setup = UndeadSolo::setup(&input).expect("a valid table");
        let mut play = Play {
            session: Session::in_memory(setup, chrono::DateTime::UNIX_EPOCH),
            pad: Pad::default(),
        };
        for line in buildings {
            play.line(line);
        }
        play
    }

    /// Enters a typed line, which the rules must take.
    #[track_caller]
    pub(super) fn line(&mut self, line: &str) {
        assert!(self.session.enter_line(line).is_ok(), "{line}");
    }

    /// Clicks a message the pad offers; enters the entry it makes, if any.
    #[track_caller]
    pub(super) fn click(&mut self, message: Message) -> Option<SoloAction> {
        let offered = self.pad.offered(&self.session);
        assert!(
            offered.contains(&message),
            "{message:?} is not offered: {offered:?}"
        );
        let input = self.pad.update(message, &self.session)?;
        let line = input_line::<UndeadSolo>(self.session.setup(), &input);
        assert!(self.session.enter_line(&line).is_ok(), "{line}");
        match input {
            Input::Play(action) => Some(action),
            _ => None,
        }
    }
}

#[test]
fn the_street_undead_is_ticked_and_entered() {
    let mut p = Play::new();
    // The card is the step: its weak points are asked at once.
    assert_eq!(p.click(Message::Card(undead_pad::Message::Tick(1))), None);
    assert_eq!(p.click(Message::Card(undead_pad::Message::Tick(2))), None);
    assert_eq!(
        p.click(Message::Done),
        Some(SoloAction::Undead {
            weak: vec![2, 3],
            notoriety: 1
        })
    );
    assert_eq!(p.session.state().base.street.len(), 1);
}

#[test]
fn a_round_of_clicks_places_rolls_and_duels() {
    let mut p = Play::new();
    p.line("undead 2 3 notoriety 2");
    let place = Message::Enter(Box::new(SoloAction::Place { space: Some(6) }));
    assert!(
        p.pad
            .offered(&p.session)
            .contains(&Message::Enter(Box::new(SoloAction::Place { space: None })))
    );
    assert_eq!(p.click(place), Some(SoloAction::Place { space: Some(6) }));
    assert_eq!(
        p.click(Message::Enter(Box::new(SoloAction::Ranger { roll: 6 }))),
        Some(SoloAction::Ranger { roll: 6 })
    );
    // The duel's d8s are asked at once: no button opens them.
    assert!(
        !p.pad
            .offered(&p.session)
            .contains(&Message::Open(Form::Duel { mine: None }))
    );
    let four = Shot {
        face: 4,
        crit: false,
    };
    let one = Shot {
        face: 1,
        crit: false,
    };
    assert_eq!(p.click(Message::Face(four)), None);
    assert_eq!(
        p.click(Message::Face(one)),
        Some(SoloAction::Duel {
            mine: four,
            ranger: one
        })
    );
}

#[test]
fn a_critical_hit_on_dead_ranger_asks_which_bullet() {
    let mut p = Play::new();
    for line in ["undead 2 3 notoriety 2", "place 5", "ranger 8", "walk 1"] {
        p.line(line);
    }
    let form = Form::Intimidate {
        space: 8,
        crit: false,
    };
    assert_eq!(p.click(Message::Open(form)), None);
    let crit = Shot {
        face: 8,
        crit: true,
    };
    assert_eq!(p.click(Message::Face(crit)), None);
    assert_eq!(
        p.click(Message::Slot(7)),
        Some(SoloAction::Intimidate {
            space: 8,
            shot: crit,
            slot: Some(7)
        })
    );
    assert!(!p.session.state().base.bands[1].bullet(7));
}

#[test]
fn paying_up_puts_the_resources_together() {
    let mut p = Play::new();
    for line in [
        "undead 2 3 notoriety 2",
        "place 5",
        "ranger 8",
        "walk 1",
        "income bullet 2 bullet 3",
        "end",
        "next",
        "place 4",
        "ranger 5",
    ] {
        p.line(line);
    }
    let form = Form::Items {
        purpose: super::ItemsFor::Pay(None),
        items: Vec::new(),
    };
    assert_eq!(p.click(Message::Open(form)), None);
    let two = crate::games::undead::Item::Bullet {
        from: Some(2),
        to: None,
    };
    let three = crate::games::undead::Item::Bullet {
        from: Some(3),
        to: None,
    };
    assert_eq!(p.click(Message::Add(two)), None);
    // The second resource completes what is owed: entered at once, no
    // click only confirms.
    assert_eq!(
        p.click(Message::Add(three)),
        Some(SoloAction::Pay {
            items: vec![two, three],
            at: None
        })
    );
}
