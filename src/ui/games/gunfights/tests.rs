//! What holds for both Gunfights pads, over random play by the pads' own
//! clicks from the six-person table: every greyed button tapped makes no
//! entry and says why in both languages; the main button is drawn in every
//! state of a game that is not over; a die asked is the d20's twenty kit
//! faces; nothing is ever entered by itself; and Escape closes what a
//! click left open.

use super::layout::Part;
use super::{Message, Pad};
use crate::core::needs_override;
use crate::games::gunfights::{Phase, sample};
use crate::i18n::Lang;
use crate::session::Input;
use crate::ui::games::TablePad;
use crate::ui::games::kit::Tap;

type Play = super::test_table::Play<Pad>;

/// A small deterministic source of choices.
struct Dice(u64);

impl Dice {
    fn pick(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % (n.max(1) as u64)).unwrap_or(0)
    }
}

/// Plays `clicks` random clicks of the pad (entering what the rules take
/// without an override), calling `each` before every click.
fn random_play(seed: u64, clicks: usize, mut each: impl FnMut(&Play)) -> usize {
    let mut p = Play::six();
    for line in sample::round_one_turns(include_str!(
        "../../../../tests/suite/gunfights/round-one.txt"
    ))
    .into_iter()
    .take(usize::try_from(seed % 3).unwrap_or(0) * 4)
    {
        p.type_line(&line);
    }
    let mut dice = Dice(seed.wrapping_mul(0x9e37_79b9) | 1);
    let mut entered = 0;
    for _ in 0..clicks {
        each(&p);
        if p.state().phase == Phase::Over {
            break;
        }
        let offered = p.pad.offered(&p.session);
        assert!(
            !offered.is_empty(),
            "nothing offered: {:?}",
            p.state().phase
        );
        let click = offered[dice.pick(offered.len())].clone();
        if let Some(entry) = p.pad.update(click, &p.session) {
            let clean = matches!(entry, Input::Play(_))
                && p.session.check(&entry).is_ok_and(|f| !needs_override(&f));
            if clean && p.session.enter(entry, false).is_ok() {
                entered += 1;
            }
            p.pad = Pad::default();
        }
    }
    entered
}

#[test]
fn every_greyed_button_tapped_in_random_play_says_why_and_enters_nothing() {
    let mut greyed = 0;
    for seed in 1..=6 {
        random_play(seed, 150, |p| {
            for lang in Lang::ALL {
                for button in p.pad.drawn(lang, &p.session) {
                    let Tap::Greyed(click) = &button.tap else {
                        continue;
                    };
                    greyed += 1;
                    let mut tapped = p.pad.clone();
                    let entry = tapped.update(click.clone(), &p.session);
                    assert!(entry.is_none(), "`{}` made {entry:?}", button.label);
                    let why = TablePad::why(&tapped, lang, &p.session).unwrap_or_default();
                    assert!(
                        !why.trim().is_empty(),
                        "`{}` says nothing in {lang:?} ({click:?})",
                        button.label
                    );
                }
            }
        });
    }
    assert!(greyed > 100, "only {greyed} greyed buttons tapped");
}

#[test]
fn the_main_button_is_drawn_in_every_state_and_nothing_enters_by_itself() {
    let mut states = 0;
    let entered = random_play(7, 400, |p| {
        states += 1;
        let layout = p.pad.layout(Lang::En, &p.session);
        if p.state().phase != Phase::Over {
            assert!(
                layout.main.is_some(),
                "no main button: {:?}",
                p.state().phase
            );
        }
        assert_eq!(
            TablePad::automatic(&p.pad, &p.session),
            None,
            "the Raid never runs on by itself"
        );
        for part in &layout.parts {
            if let Part::Die(faces) = part {
                let labels: Vec<String> = faces.iter().map(|c| c.label.clone()).collect();
                let expected: Vec<String> = (1..=20).map(|f: u8| f.to_string()).collect();
                assert_eq!(labels, expected, "a d20's faces, in order");
            }
        }
    });
    assert!(
        states > 100 && entered > 10,
        "{states} states, {entered} entries"
    );
}

#[test]
fn escape_closes_what_a_click_left_open() {
    let mut closed = 0;
    random_play(11, 300, |p| {
        // From the buttons as a fresh pad draws them (a tap away from none).
        if p.pad.drawn(Lang::En, &p.session) != Pad::default().drawn(Lang::En, &p.session) {
            return;
        }
        let offered = p.pad.offered(&p.session);
        for click in offered.into_iter().take(8) {
            let mut pad = p.pad.clone();
            if pad.update(click.clone(), &p.session).is_some() {
                continue;
            }
            let before = p.pad.drawn(Lang::En, &p.session);
            if pad.drawn(Lang::En, &p.session) == before {
                continue;
            }
            // A form within a form closes one at a time, at most twice.
            let mut escapes = 0;
            while pad.drawn(Lang::En, &p.session) != before && escapes < 3 {
                assert!(pad.escape(), "Escape had nothing to close after {click:?}");
                escapes += 1;
            }
            assert_eq!(pad.drawn(Lang::En, &p.session), before, "after {click:?}");
            closed += 1;
        }
    });
    assert!(closed > 20, "only {closed} forms closed");
}

#[test]
fn a_greyed_button_tapped_is_the_only_click_that_explains() {
    let why = Message::Turn(super::turn::Message::Why(Box::new(
        super::turn::Message::Enter,
    )));
    assert!(<Pad as TablePad<_>>::explains(&why));
    let raid = Message::Raid(super::raid::Message::Why(Box::new(
        super::raid::Message::EndRaid,
    )));
    assert!(<Pad as TablePad<_>>::explains(&raid));
    assert!(!<Pad as TablePad<_>>::explains(&Message::Raid(
        super::raid::Message::EndRaid
    )));
}
