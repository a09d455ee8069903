//! The entries a pad may offer now, as candidates: every space, face,
//! building or resource the step could take. They hold no rule: the pad
//! asks the rules (`decide`) which of them are taken, so a rule lives in
//! one place.

use super::actions::SoloAction;
use super::decide::ranger_turn;
use super::state::{PLAYER, RANGER, SoloState};
use crate::games::undead::solo_seam::spaces::Shot;
use crate::games::undead::solo_seam::state::{Phase, Place, Step};
use crate::games::undead::solo_seam::{Item, Pay, UndeadAction, Where};

/// What the step now asks for, as the pad shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// A building card as printed.
    Building,
    /// An Undead card as printed.
    Undead,
    /// The player's space (or Hire Guns).
    Place,
    /// Dead Ranger's d8.
    Ranger,
    /// The two d8s of the duel.
    Duel,
    /// The answer to Dead Ranger's Intimidation.
    Answer,
    /// The player's turn on a space (or at Hire Guns).
    Turn,
    /// Shots at the Undead aimed at.
    Hunt,
    /// The end of the round or day.
    RoundEnd,
    /// Nothing: the game is over.
    Nothing,
}

/// The step now.
pub fn ask(s: &SoloState) -> Ask {
    if s.end.is_some() {
        return Ask::Nothing;
    }
    if !s.base.draws.is_empty() {
        return Ask::Undead;
    }
    match (&s.base.phase, &s.base.resolution.step) {
        (Phase::Buildings, _) => Ask::Building,
        (Phase::SetupUndead, _) => Ask::Undead,
        (Phase::RoundStart, _) => Ask::Place,
        (Phase::Reveal, _) => Ask::Ranger,
        (Phase::Resolve, Step::Duel(_)) => Ask::Duel,
        (Phase::Resolve, _) if ranger_turn(s) => Ask::Answer,
        (Phase::Resolve, Step::Turn(t)) if t.hunt.is_some() => Ask::Hunt,
        (Phase::Resolve, Step::Turn(_)) => Ask::Turn,
        (Phase::Over, _) => Ask::Nothing,
        _ => Ask::RoundEnd,
    }
}

/// Every shot of a d8: the eight faces, and the 8 as a Critical Hit.
pub fn shots() -> Vec<Shot> {
    (1..=8)
        .map(|face| Shot { face, crit: false })
        .chain(std::iter::once(Shot {
            face: 8,
            crit: true,
        }))
        .collect()
}

/// The first slot of the player's card without a Bullet (none: full).
pub fn free_slot(s: &SoloState) -> Option<u8> {
    (2..=7).find(|f| !s.base.bands[PLAYER].bullet(*f))
}

/// The resources a list may take next: a Coin, a Notoriety, a Bullet
/// (from each of the player's slots when paid, into a free slot when gained).
pub fn items(s: &SoloState, paying: bool, so_far: &[Item]) -> Vec<Item> {
    let mut out = vec![Item::Coin, Item::Notoriety];
    let card = &s.base.bands[PLAYER];
    if paying {
        out.extend((2..=7).filter(|f| card.bullet(*f)).map(|f| Item::Bullet {
            from: Some(f),
            to: None,
        }));
    } else {
        let taken: Vec<u8> = so_far
            .iter()
            .filter_map(|i| match i {
                Item::Bullet { to, .. } => *to,
                _ => None,
            })
            .collect();
        let to = (2..=7).find(|f| !card.bullet(*f) && !taken.contains(f));
        out.push(Item::Bullet { from: None, to });
    }
    out
}

/// The single-click entries of the step now (the ones a form puts
/// together — cards, duels, resources — are the pad's forms).
pub fn entries(s: &SoloState) -> Vec<SoloAction> {
    let base = |a: UndeadAction| SoloAction::Base(a);
    match ask(s) {
        Ask::Place => round_start(s)
            .into_iter()
            .chain((2..=8).map(|sp| SoloAction::Place { space: Some(sp) }))
            .chain(std::iter::once(SoloAction::Place { space: None }))
            .collect(),
        Ask::Ranger => (1..=8).map(|roll| SoloAction::Ranger { roll }).collect(),
        Ask::Answer => {
            let ats = answer_targets(s);
            shots()
                .into_iter()
                .flat_map(|shot| ats.iter().map(move |at| SoloAction::Walk { shot, at: *at }))
                .collect()
        }
        Ask::Hunt => shots()
            .into_iter()
            .map(|shot| base(UndeadAction::Shoot { shot }))
            .chain(std::iter::once(base(UndeadAction::Stop)))
            .collect(),
        Ask::Turn => {
            let mut out = Vec::new();
            if s.base.resolution.space == 0 {
                for pay in [Pay::Coins, Pay::Notoriety] {
                    out.push(base(UndeadAction::Hire {
                        band: PLAYER,
                        pay,
                        slot: free_slot(s),
                    }));
                }
                out.push(base(UndeadAction::Hire {
                    band: PLAYER,
                    pay: Pay::Free,
                    slot: None,
                }));
            }
            if !s.base.street.is_empty() {
                out.push(base(UndeadAction::Aim {
                    place: Where::Street,
                    index: 0,
                }));
            }
            for (i, b) in s.base.buildings.iter().enumerate() {
                if !b.undead.is_empty() {
                    out.push(base(UndeadAction::Aim {
                        place: Where::Building((i + 1).to_string()),
                        index: 0,
                    }));
                }
                out.push(base(UndeadAction::Buy {
                    building: (i + 1).to_string(),
                    slot: (b.bonus == Some(crate::games::undead::solo_seam::Resource::Bullet))
                        .then(|| free_slot(s))
                        .flatten(),
                }));
            }
            out.push(base(UndeadAction::End));
            out
        }
        Ask::RoundEnd => {
            let mut out = Vec::new();
            for (i, b) in s.base.buildings.iter().enumerate() {
                if b.occupants.contains(&PLAYER) {
                    for slot in (2..=7).filter(|f| s.base.bands[PLAYER].bullet(*f)) {
                        out.push(base(UndeadAction::Keep {
                            building: (i + 1).to_string(),
                            band: PLAYER,
                            slot,
                        }));
                    }
                    out.push(base(UndeadAction::Leave {
                        building: (i + 1).to_string(),
                        band: PLAYER,
                    }));
                }
            }
            out.push(base(UndeadAction::End));
            out.push(base(UndeadAction::Next));
            out
        }
        _ => Vec::new(),
    }
}

/// Which of the player's Outlaws an answer to Dead Ranger's Intimidation
/// names: none when one is plainly its target, else each it could be.
pub fn answer_targets(s: &SoloState) -> Vec<Option<u8>> {
    let found = super::ranger::targets(s, s.base.resolution.space);
    if found.len() > 1 {
        found.into_iter().map(Some).collect()
    } else {
        vec![None]
    }
}

/// The Round Start abilities of the player's buildings that take one
/// click (a Coin, a Notoriety, a Bullet onto the first free slot, the
/// Critical token reset, an Undead drawn); the others are typed.
fn round_start(s: &SoloState) -> Vec<SoloAction> {
    use crate::games::undead::solo_seam::Ability;
    s.base
        .buildings
        .iter()
        .enumerate()
        .filter(|(_, b)| b.occupants.contains(&PLAYER))
        .filter_map(|(i, b)| {
            let items = match b.ability {
                Ability::Coin
                | Ability::Notoriety
                | Ability::ResetCritical
                | Ability::DrawUndead => Vec::new(),
                Ability::Bullet => vec![Item::Bullet {
                    from: None,
                    to: free_slot(s),
                }],
                _ => return None,
            };
            Some(SoloAction::Base(UndeadAction::Use {
                building: (i + 1).to_string(),
                band: PLAYER,
                roll: None,
                items,
                to: None,
            }))
        })
        .collect()
}

/// Dead Ranger's Outlaws the player could Intimidate from the space now, by space.
pub fn ranger_targets(s: &SoloState) -> Vec<u8> {
    crate::games::undead::solo_seam::spaces::intimidates(s.base.resolution.space)
        .iter()
        .copied()
        .filter(|t| s.has_on(RANGER, *t))
        .collect()
}

/// Where an Undead is, for the pad's picture.
pub fn undead_places(s: &SoloState) -> Vec<Place> {
    let street = (!s.base.street.is_empty()).then_some(Place::Street);
    street
        .into_iter()
        .chain(
            s.base
                .buildings
                .iter()
                .enumerate()
                .filter(|(_, b)| !b.undead.is_empty())
                .map(|(i, _)| Place::Building(i)),
        )
        .collect()
}
