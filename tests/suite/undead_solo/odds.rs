//! The odds of Dead Ranger's d8 (`Game::odds`) against every face entered
//! through the rules' own decider, over random solo games: each face is
//! rolled, and the round is played on with the player doing nothing that
//! changes the table (both d8s of a duel a plain 8, a Walk Out it misses,
//! every turn of the player's ended at once), so what the face brought is
//! what the rules did.

use super::helpers::*;
use super::invariants::candidates;
use holster::core::{Considering, Game};
use holster::games::undead::UndeadAction;
use holster::games::undead::spaces::Shot;
use holster::games::undead::state::Phase;
use holster::games::undead_solo::choices::{Ask, ask};
use holster::games::undead_solo::odds::{Brings, brings};
use holster::games::undead_solo::{End, Said, SoloAction, SoloState, UndeadSolo};
use holster::session::AnySession;
use proptest::prelude::*;

/// A plain 8: a miss whatever the card shows.
const MISS: Shot = Shot {
    face: 8,
    crit: false,
};

fn apply(s: &SoloState, action: &SoloAction) -> Option<SoloState> {
    let decision = UndeadSolo::decide(s, action).ok()?;
    Some(decision.events.iter().fold(s.clone(), UndeadSolo::evolve))
}

/// What rolling `roll` for Dead Ranger brought the player, the round
/// played on without a change of the player's; none when the rules have
/// the d8 rolled again.
fn brought(s: &SoloState, roll: u8) -> Option<Brings> {
    let mine = s.base.standing_space(ME);
    let mut now = apply(s, &SoloAction::Ranger { roll })?;
    let mut seen = Brings::default();
    for _ in 0..40 {
        if now.end.is_some() {
            break;
        }
        let next = match ask(&now) {
            Ask::Undead => {
                seen.undead = true;
                SoloAction::Undead {
                    weak: vec![2],
                    notoriety: 1,
                }
            }
            Ask::Duel => {
                seen.duel |= Some(now.base.resolution.space) == mine;
                SoloAction::Duel {
                    mine: MISS,
                    ranger: MISS,
                }
            }
            Ask::Answer => SoloAction::Walk {
                shot: MISS,
                at: None,
            },
            Ask::Turn | Ask::Hunt => SoloAction::Base(UndeadAction::End),
            _ => break,
        };
        now = apply(&now, &next).expect("the rules take it");
    }
    for said in &now.said {
        match said {
            Said::StoleBullet(_) | Said::Stole(_) => seen.theft = true,
            Said::Intimidates(_) => seen.intimidation = true,
            _ => {}
        }
    }
    if now.end == Some(End::Overrun) {
        // The game is lost: nothing else the face brought counts.
        seen = Brings {
            undead: true,
            overrun: true,
            ..Brings::default()
        };
    }
    Some(seen)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Whenever random play waits for Dead Ranger's d8, each face brings
    /// what the odds say and the figures count those faces.
    #[test]
    fn each_face_of_dead_ranger_s_d8_brings_what_the_odds_say(
        picks in prop::collection::vec((any::<prop::sample::Index>(), 1..=8u8, 1..=8u8), 1..160),
        horde in any::<[bool; 4]>(),
    ) {
        let mut t = empty(&horde_options(&horde));
        for (pick, a, b) in picks {
            let s = t.state().clone();
            if s.end.is_some() {
                break;
            }
            if s.base.phase == Phase::Reveal {
                let faces: Vec<(u8, Brings)> =
                    (1..=8).filter_map(|f| Some((f, brought(&s, f)?))).collect();
                for (f, seen) in &faces {
                    prop_assert_eq!(brings(&s, *f), Some(*seen), "face {}", f);
                }
                let odds = UndeadSolo::odds(t.setup(), &s, &Considering::default());
                let d8 = &odds[0];
                for figure in &d8.figures {
                    let (n, of) = figure.count.expect("a count of faces");
                    prop_assert_eq!(of, faces.len() as u64);
                    let kind = figure.what.key.as_str();
                    let counted = faces
                        .iter()
                        .filter(|(_, b)| match kind {
                            "undead-solo-odds-duel" => b.duel,
                            "undead-solo-odds-intimidation" => b.intimidation,
                            "undead-solo-odds-theft" => b.theft,
                            "undead-solo-odds-undead" => b.undead && !b.overrun,
                            "undead-solo-odds-overrun" => b.overrun,
                            _ => *b == Brings::default(),
                        })
                        .count() as u64;
                    prop_assert_eq!(n, counted, "{}", kind);
                }
            }
            let lines = candidates(&s, (a, b));
            let line = &lines[pick.index(lines.len())];
            let _ = t.enter_line(line);
        }
    }
}
