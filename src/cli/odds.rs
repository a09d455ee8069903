//! `holster odds FILE [--dice N,…] [--json]`: the exact odds of the choice
//! the dice make now, the same figures the pad shows beside it.

use crate::core::{Considering, Msg, Odds};
use crate::i18n::{self, Lang};
use crate::session::AnySession;
use serde_json::{Value, json};
use std::io::Write;

/// What the command line weighs: the dice given by number from 1 (none
/// given: the game's default) and the faces of dice not entered yet. A
/// die numbered 0 is refused; a face the game's dice do not have weighs
/// nothing (the game finds no choice in it).
pub fn considering(dice: &[u8], faces: &[u8]) -> Result<Considering, Msg> {
    let mut marked = Vec::new();
    for d in dice {
        let Some(index) = d.checked_sub(1) else {
            return Err(Msg::new("cli-odds-no-die").arg("die", i64::from(*d)));
        };
        marked.push(index);
    }
    Ok(Considering {
        marked: (!marked.is_empty()).then_some(marked),
        faces: (!faces.is_empty()).then(|| faces.to_vec()),
        ..Considering::default()
    })
}

/// Writes the odds, a line each, or as JSON: for each choice its words and
/// each figure's words, exact fraction and value.
pub fn write(
    lang: Lang,
    session: &dyn AnySession,
    considering: &Considering,
    json: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let odds = session.odds(considering);
    if json {
        let value = Value::Array(odds.iter().map(|o| as_json(lang, o)).collect());
        return writeln!(out, "{value:#}");
    }
    if odds.is_empty() {
        return writeln!(out, "{}", i18n::text(lang, "odds-none"));
    }
    for o in &odds {
        writeln!(out, "{}", i18n::odds_line(lang, o))?;
    }
    Ok(())
}

fn as_json(lang: Lang, odds: &Odds) -> Value {
    json!({
        "choice": i18n::tr(lang, &odds.choice),
        "whole": odds.whole,
        "figures": odds.figures.iter().map(|f| json!({
            "what": i18n::tr(lang, &f.what),
            "hits": f.chance.hits(),
            "outcomes": f.chance.outcomes(),
            "value": f.chance.value(),
        })).collect::<Vec<_>>(),
    })
}
