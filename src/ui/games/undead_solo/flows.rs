//! The solo pad's clicks for a Round Start ability rolled on a d8, a
//! round where Dead Ranger's 1 comes to the player's space, its steal on
//! 6, an Intimidation of Dead Ranger that takes a Bullet off its card, and
//! a greyed button that says why. Every click is one the pad offers (or,
//! for a greyed button, one it shows); each test asserts the table after.

use super::tests::{Play, TOWN};
use super::{Form, Message, offers};
use crate::games::undead::spaces::Shot;
use crate::games::undead::{Item, UndeadAction};
use crate::games::undead_solo::SoloAction;
use crate::games::undead_solo::state::{PLAYER, RANGER, Said};
use crate::i18n::Lang;
use crate::ui::games::TablePad;

fn enter(action: SoloAction) -> Message {
    Message::Enter(Box::new(action))
}

fn place(space: Option<u8>) -> Message {
    enter(SoloAction::Place { space })
}

fn ranger(roll: u8) -> Message {
    enter(SoloAction::Ranger { roll })
}

fn base(action: UndeadAction) -> Message {
    enter(SoloAction::Base(action))
}

/// The street's Undead entered, Ann placed on `space` and Dead Ranger's `roll`, by clicks.
fn placed(space: Option<u8>, roll: u8) -> Play {
    let mut p = Play::new();
    p.line("undead 2 3 notoriety 2");
    p.click(place(space));
    p.click(ranger(roll));
    p
}

fn shot(face: u8) -> Shot {
    Shot { face, crit: false }
}

fn bullets(p: &Play, band: usize) -> Vec<u8> {
    (2..=7)
        .filter(|f| p.session.state().base.bands[band].bullet(*f))
        .collect()
}

/// Day 1, round 1 by clicks: the street's Undead, Ann on 5 – Outfit, Dead
/// Ranger's 2 to Hijack, her income of two Bullets (slots 2 and 3).
fn first_round(p: &mut Play) {
    p.line("undead 2 3 notoriety 2");
    p.click(place(Some(5)));
    p.click(ranger(2));
    // 5 - Outfit gives 2 Bullets: one tap, onto the first free slots.
    p.click(base(UndeadAction::Income {
        items: vec![
            Item::Bullet {
                from: None,
                to: Some(2),
            },
            Item::Bullet {
                from: None,
                to: Some(3),
            },
        ],
    }));
    p.click(base(UndeadAction::End));
    p.click(base(UndeadAction::Next));
}

#[test]
fn a_round_start_gamble_is_rolled_by_clicks() {
    // The Saloon costs 1 here, so Ann can buy it on day 1.
    let mut p = Play::with(&[
        "building Saloon cost 1 notoriety 3 ability gamble bonus coin",
        TOWN[1],
        TOWN[2],
    ]);
    first_round(&mut p);
    for line in [
        "place 8",
        "ranger 2",
        "aim street",
        "shoot 2",
        "income coin",
    ] {
        p.line(line);
    }
    p.line("buy saloon");
    p.line("next");
    let coins = p.session.state().base.purses[PLAYER].coins;
    assert_eq!(p.click(Message::Open(Form::Use)), None);
    // The d8's eight faces, each live: the gamble takes any roll.
    let faces: Vec<SoloAction> = (1..=8u8)
        .map(|f| offers::use_roll(&p.session, 0, f))
        .collect();
    let offered = p.pad.offered(&p.session);
    assert!(faces.iter().all(|a| offered.contains(&enter(a.clone()))));
    let seven = SoloAction::Base(UndeadAction::Use {
        building: "saloon".into(),
        band: PLAYER,
        roll: Some(7),
        items: Vec::new(),
        to: None,
    });
    assert_eq!(faces[6], seven);
    assert_eq!(p.click(enter(seven.clone())), Some(seven));
    let s = p.session.state();
    assert_eq!(s.base.purses[PLAYER].coins, coins + 2, "a 7: two Coins");
    // Used this round: the form has nothing left, placing goes on.
    let offered = p.pad.offered(&p.session);
    assert!(!offered.contains(&Message::Open(Form::Use)));
    assert!(offered.contains(&place(Some(6))));
}

#[test]
fn dead_rangers_one_comes_to_your_space_and_duels() {
    let mut p = placed(Some(3), 1);
    let s = p.session.state();
    assert!(s.has_on(RANGER, 3), "its Outlaw joins Ann on 3 – Loot");
    assert!(matches!(
        s.said.first(),
        Some(Said::Placed {
            roll: 1,
            space: 3,
            ..
        })
    ));
    p.click(Message::Face(shot(5)));
    let done = p.click(Message::Face(shot(1)));
    assert_eq!(
        done,
        Some(SoloAction::Duel {
            mine: shot(5),
            ranger: shot(1)
        })
    );
    // Ann has no Bullet on 5: nobody is hit, both still on 3.
    let s = p.session.state();
    assert!(s.has_on(RANGER, 3) && s.has_on(PLAYER, 3));
}

#[test]
fn a_one_is_greyed_at_hire_guns_and_says_why() {
    let mut p = Play::new();
    p.line("undead 2 3 notoriety 2");
    p.click(place(None));
    let one = SoloAction::Ranger { roll: 1 };
    assert!(!p.pad.offered(&p.session).contains(&enter(one.clone())));
    assert!(p.pad.offered(&p.session).contains(&ranger(2)));
    // Tapped, the greyed 1 enters nothing and says why in both languages,
    // in the rules' words.
    let why = Message::Why(Box::new(enter(one.clone())));
    assert!(<super::Pad as TablePad<_>>::explains(&why));
    assert_eq!(p.pad.update(why, &p.session), None);
    let refused = p.session.check(&crate::session::Input::Play(one.clone()));
    let refused = refused.expect_err("refused");
    assert_eq!(refused.rule_id(), "undead-solo.wild.reroll");
    let (en, nl) = (
        p.pad.why(Lang::En, &p.session).unwrap_or_default(),
        p.pad.why(Lang::Nl, &p.session).unwrap_or_default(),
    );
    assert_eq!(en, crate::i18n::tr(Lang::En, &refused.message()));
    assert!(!en.is_empty() && en != nl, "{en} / {nl}");
    assert_eq!(p.pad.why, Some(enter(one)));
    // The next click clears it.
    p.click(ranger(2));
    assert_eq!(p.pad.why, None);
}

#[test]
fn dead_rangers_six_steals_your_highest_bullet() {
    let mut p = Play::new();
    first_round(&mut p);
    assert_eq!(bullets(&p, PLAYER), [2, 3]);
    p.click(place(Some(7)));
    p.click(ranger(6));
    // Ann's turn on 7 – Stalk comes first: she takes its income (a Coin,
    // so her Bullets stay as they are) and ends it, then Dead Ranger's on 6.
    p.click(Message::Open(Form::Items {
        purpose: super::ItemsFor::Income,
        items: Vec::new(),
    }));
    p.click(Message::Add(Item::Coin));
    p.click(base(UndeadAction::End));
    assert_eq!(bullets(&p, PLAYER), [2], "the Bullet of slot 3 goes");
    assert!(p.session.state().said.contains(&Said::StoleBullet(3)));
}

#[test]
fn intimidating_dead_ranger_takes_the_bullet_of_the_roll() {
    let mut p = Play::new();
    first_round(&mut p);
    // Dead Ranger's Outlaw on 7 – Stalk does nothing there; Ann's turn on 4 follows.
    p.click(place(Some(4)));
    p.click(ranger(7));
    assert_eq!(bullets(&p, RANGER), [2, 3, 4, 5, 6, 7]);
    let form = Form::Intimidate {
        space: 7,
        crit: false,
    };
    assert_eq!(p.click(Message::Open(form)), None);
    assert_eq!(
        p.click(Message::Face(shot(3))),
        Some(SoloAction::Intimidate {
            space: 7,
            shot: shot(3),
            slot: None
        })
    );
    assert_eq!(
        bullets(&p, RANGER),
        [2, 4, 5, 6, 7],
        "a hit with 3 takes its 3"
    );
    assert_eq!(bullets(&p, PLAYER), [2], "Ann's Bullet of 3 is spent");
    assert!(
        !p.session.state().has_on(RANGER, 7),
        "its Outlaw goes to the Graveyard"
    );
}

#[test]
fn buttons_say_what_the_player_does() {
    let p = placed(Some(8), 2);
    let aim = base(UndeadAction::Aim {
        place: crate::games::undead::Where::Street,
        index: 0,
    });
    assert!(p.pad.offered(&p.session).contains(&aim));
    let words = |lang| super::labels::label(lang, &p.session, None, &aim);
    assert_eq!(words(Lang::En), "Aim at the Undead in the street");
    assert_eq!(words(Lang::Nl), "Op de Undead op de straat richten");
}
