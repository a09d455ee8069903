//! An action in words for people, for the history: names, locations and
//! Climax types in the reader's language, and select values (`pile`/`discard`,
//! `card`/`free`, `none`) the messages turn into natural sentences.

use super::actions::{Aim, GfAction, Source};
use super::setup::GfSetup;
use crate::core::Msg;

/// Describes an action for the history.
pub fn describe(setup: &GfSetup, action: &GfAction) -> Msg {
    let name = |seat: usize| setup.players.get(seat).cloned().unwrap_or_default();
    match action {
        GfAction::Move { thrown, from } => Msg::new("mgf-did-move")
            .arg_key("card", thrown.name_key())
            .arg(
                "from",
                match from {
                    Source::Pile => "pile",
                    Source::Discard => "discard",
                },
            ),
        GfAction::Shoot {
            target,
            at,
            aim,
            hits,
        } => {
            let msg = Msg::new("mgf-did-shoot")
                .arg("target", name(*target))
                .arg_key("location", at.name_key())
                .arg("hits", i64::from(*hits));
            match aim {
                Aim::Card(card) if card == at => msg.arg("aim", "same").arg("card", ""),
                Aim::Card(card) => msg.arg("aim", "card").arg_key("card", card.name_key()),
                Aim::Free => msg.arg("aim", "free").arg("card", ""),
            }
        }
        GfAction::Story { mark } => {
            Msg::new("mgf-did-story").arg("mark", if *mark { "yes" } else { "no" })
        }
        GfAction::End => Msg::new("mgf-did-end"),
        GfAction::Gain { player, count } => Msg::new("mgf-did-gain")
            .arg("player", name(*player))
            .arg("count", i64::from(*count)),
        GfAction::Lose { player, cards, by } => {
            // The locations keep their printed names in both languages.
            let printed: Vec<&str> = cards.iter().map(|c| c.printed()).collect();
            Msg::new("mgf-did-lose")
                .arg("player", name(*player))
                .arg("count", cards.len())
                .arg("cards", printed.join(", "))
                .arg("by", by.map_or_else(|| "none".to_string(), name))
        }
        GfAction::Time { card } => Msg::new("mgf-did-time").arg_key("card", card.name_key()),
        GfAction::Coins { player, change } => Msg::new("mgf-did-coins")
            .arg("player", name(*player))
            .arg("change", i64::from(*change)),
        GfAction::Give { from, to, count } => Msg::new("mgf-did-give")
            .arg("from", name(*from))
            .arg("to", name(*to))
            .arg("count", i64::from(*count)),
        GfAction::Climax { player, kind } => Msg::new("mgf-did-climax")
            .arg("player", name(*player))
            .arg_key("kind", kind.name_key()),
        GfAction::Control { player, location } => Msg::new("mgf-did-control")
            .arg("player", name(*player))
            .arg_key("location", location.name_key()),
        GfAction::Draw => Msg::new("mgf-did-draw"),
        GfAction::PlayOn => Msg::new("mgf-did-play-on"),
    }
}
