//! What Dead Ranger just did, in a sentence ("Dead Ranger rolled 6: its
//! Outlaw goes to 6 – Extort"; "It steals your Bullet from slot 7"), and
//! the score as it stands, in words.

use super::state::{Came, Said, SoloState};
use crate::core::Msg;
use crate::games::undead::solo_seam::Resource;

/// An action space by its printed number and name.
pub fn space(space: u8) -> Msg {
    Msg::new("undead-solo-space").arg("space", space)
}

/// One thing Dead Ranger did, as a sentence.
pub fn sentence(said: &Said) -> Msg {
    Msg::new("undead-solo-said").arg_msg("what", phrase(said))
}

/// One thing Dead Ranger did, after its name ("rolled 6: …", "steals …").
fn phrase(said: &Said) -> Msg {
    match said {
        Said::Placed {
            roll,
            space: s,
            came,
        } => {
            let (how, from) = match came {
                Came::Graveyard => ("graveyard", 0),
                Came::Moved(from) => ("moved", *from),
                Came::StoodUp => ("stood-up", 0),
            };
            Msg::new("undead-solo-said-placed")
                .arg("roll", *roll)
                .arg_msg("space", space(*s))
                .arg("how", how)
                .arg_msg("from", space(from))
        }
        Said::StoleBullet(slot) => Msg::new("undead-solo-said-stole-bullet").arg("slot", *slot),
        Said::Stole(Resource::Coin) => Msg::new("undead-solo-said-stole-coin"),
        Said::Stole(_) => Msg::new("undead-solo-said-stole-notoriety"),
        Said::NothingToSteal => Msg::new("undead-solo-said-nothing"),
        Said::Intimidates(at) => {
            Msg::new("undead-solo-said-intimidates").arg_msg("space", space(*at))
        }
        Said::NobodyToIntimidate => Msg::new("undead-solo-said-nobody"),
    }
}

/// Everything Dead Ranger did since the player last placed, one sentence.
pub fn summary(s: &SoloState) -> Option<Msg> {
    let mut parts = s.said.iter().map(phrase);
    let first = parts.next()?;
    let all = parts.fold(first, |all, next| {
        Msg::new("undead-solo-said-and")
            .arg_msg("first", all)
            .arg_msg("then", next)
    });
    Some(Msg::new("undead-solo-said").arg_msg("what", all))
}

/// The score as it stands, with its parts; once the game is over, the
/// final score.
pub fn score(s: &SoloState) -> Msg {
    let sc = s.score();
    let key = if s.end.is_some() {
        "undead-solo-score-final"
    } else {
        "undead-solo-score"
    };
    Msg::new(key)
        .arg("total", sc.total())
        .arg("undead", sc.undead_out)
        .arg("notoriety", sc.notoriety)
        .arg("cleared", sc.cleared)
        .arg("controlled", sc.controlled)
        .arg("graveyard", sc.graveyard)
}
