//! Applies one event. Holds no rule: the decider has chosen.

use super::state::{PLAYER, SoloEvent, SoloState};

/// Applies an event.
pub fn evolve(mut s: SoloState, event: &SoloEvent) -> SoloState {
    match event {
        SoloEvent::Base(e) => {
            s.base =
                crate::games::undead::solo_seam::evolve::evolve(std::mem::take(&mut s.base), e);
        }
        SoloEvent::Buried(band) => {
            if let Some(b) = s.base.bands.get_mut(*band)
                && b.killed.pop().is_some()
            {
                s.base.boot_hill += 1;
            }
        }
        SoloEvent::Stance {
            band,
            space,
            standing,
        } => {
            if let Some(list) = s.base.spaces.get_mut(usize::from(*space))
                && let Some(p) = list
                    .iter_mut()
                    .find(|p| p.band == *band && p.standing != *standing)
            {
                p.standing = *standing;
            }
        }
        SoloEvent::PlayerHome => {
            let mut home = 0u8;
            for list in &mut s.base.spaces {
                let before = list.len();
                list.retain(|p| p.band != PLAYER);
                home += u8::try_from(before - list.len()).unwrap_or(0);
            }
            if let Some(b) = s.base.bands.get_mut(PLAYER) {
                b.home += home;
            }
        }
        SoloEvent::Said(said) => s.said.push(said.clone()),
        SoloEvent::Hushed => s.said.clear(),
        SoloEvent::Ended(end) => s.end = Some(*end),
    }
    s
}
