//! Why a button of the Raid pad is greyed, in the rules' own words: the
//! entry it would make is put to the rules (the kit's
//! [`against`](crate::ui::games::kit::rules::against)) and what they say
//! against it is the reason (the gunfights not over for "End the Raid",
//! a tile missing or a bomb unplaced for the tiles' tap). Only where no
//! entry can be asked about (a die before the name the damage goes to, a
//! damage somebody chooses) does the pad say it in its own words.

use super::{Message, Pad, Stage, stage};
use crate::core::{Finding, Msg};
use crate::games::gunfights::{GunAction, GunState, Gunfights, Team, fights, strikes};
use crate::i18n::{self, Lang};
use crate::ui::games::kit::rules;

/// What the rules say against an entry now.
fn against(state: &GunState, action: &GunAction) -> Option<Finding> {
    rules::against::<Gunfights>(state, action)
}

/// What the reason line says now (see `TablePad::why`): why the greyed
/// button last tapped is greyed, while it still is.
pub fn why(pad: &Pad, lang: Lang, state: &GunState) -> Option<String> {
    let greyed = pad.why.as_ref()?;
    if pad.offered(state).contains(greyed) || steers(pad, state).contains(greyed) {
        return None;
    }
    Some(i18n::tr(lang, &reason(pad, state, greyed)))
}

/// The tile step's live controls (none at another stage of the Raid).
fn steers(pad: &Pad, state: &GunState) -> Vec<Message> {
    let draft = pad.draft(state);
    match stage(state) {
        Some(Stage::Attack) => draft.steers(state, Team::Renegades),
        Some(Stage::Defend) => draft.steers(state, Team::Pioneers),
        _ => Vec::new(),
    }
}

/// Why `greyed` is not taken now.
pub fn reason(pad: &Pad, state: &GunState, greyed: &Message) -> Msg {
    let draft = pad.draft(state);
    let said = |finding: Option<Finding>, fallback: &str| {
        finding.map_or_else(|| Msg::new(fallback), |f| f.message())
    };
    match greyed {
        Message::EnterTiles => {
            let team = match stage(state) {
                Some(Stage::Attack) => Team::Renegades,
                _ => Team::Pioneers,
            };
            let all = state.team(team).iter().all(|s| draft.tiles.contains_key(s));
            if !all {
                return Msg::new("gf-raid-place-all");
            }
            said(
                draft.placed(state).and_then(|a| against(state, &a)),
                "gf-raid-why-tiles",
            )
        }
        Message::EndRaid => said(against(state, &Pad::outcome(state)), "gf-raid-why-end"),
        Message::Strike(strike, target) => {
            let due = strikes::due(state);
            if target.is_none() && due.first().is_some_and(|d| d.needs_choice()) {
                return Msg::new("gf-raid-why-choose");
            }
            said(
                against(
                    state,
                    &GunAction::Strike {
                        strike: *strike,
                        target: *target,
                    },
                ),
                "gf-raid-why-nothing",
            )
        }
        Message::Cease(building) => said(
            against(
                state,
                &GunAction::Cease {
                    building: *building,
                },
            ),
            "gf-raid-why-nothing",
        ),
        Message::Face(_) => {
            let Some(shooter) = draft.shooter(state) else {
                return Msg::new("gf-raid-why-nothing");
            };
            if draft.awaits_kick() {
                return Msg::new("gf-raid-why-kick");
            }
            if fights::opponents(state, shooter).len() > 1 && draft.shot.targets.is_empty() {
                return Msg::new("gf-raid-why-target");
            }
            let mut trial = draft.clone();
            trial.shot.shooter = Some(shooter);
            let needed = if trial.shot.throw { 1 } else { 2 };
            if let Ok(miss) = crate::core::D20::new(1) {
                trial.shot.faces.resize(needed, miss);
            }
            said(
                trial.shot_action(state).and_then(|a| against(state, &a)),
                "gf-raid-why-nothing",
            )
        }
        Message::Kick(_) | Message::KeepLightweight if draft.shot.throw => {
            Msg::new("gf-raid-why-gun-only")
        }
        Message::Lucky(_) => Msg::new("gf-raid-why-lucky"),
        Message::Target(_) => Msg::new("gf-raid-why-named"),
        Message::Wagon(building) if draft.tiles.values().any(|b| b == building) => {
            Msg::new("gf-raid-why-wagon")
        }
        Message::ClearTiles => Msg::new("gf-raid-why-nothing-placed"),
        Message::Choose(_) => Msg::new("gf-raid-why-choosing"),
        Message::Bomb(_) | Message::Trap(_) | Message::Wagon(_) | Message::Place(..) => {
            Msg::new("gf-raid-why-placed")
        }
        _ => Msg::new("gf-raid-why-nothing"),
    }
}
