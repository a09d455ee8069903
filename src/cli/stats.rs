//! `holster stats` and `holster dice`: the statistics and the table's dice
//! over every saved game, as text for people or as JSON (see docs/cli.md).

use crate::core::Msg;
use crate::i18n::{self, Lang};
use crate::stats::{DiceTally, Filter, History, Longest, Records, Tally};
use serde_json::{Value, json};
use std::io::{self, Write};

/// Prints the statistics the filter lets through.
pub fn print_stats(
    lang: Lang,
    records: &Records,
    filter: &Filter,
    out: &mut dyn Write,
) -> io::Result<()> {
    let history = crate::stats::history(&records.games, filter);
    let say = |msg: &Msg| i18n::tr(lang, msg);
    if history.games.is_empty() {
        let msg = match &filter.player {
            Some(name) => Msg::new("stats-no-such-player").arg("name", name.clone()),
            None => Msg::new("stats-no-games"),
        };
        writeln!(out, "{}", say(&msg))?;
        return unreadable(lang, records, out);
    }
    writeln!(out, "{}", i18n::text(lang, "stats-games-heading"))?;
    for count in &history.games {
        let msg = Msg::new("stats-game-count")
            .arg_key("game", &count.game.title_key())
            .arg("played", count.played)
            .arg("finished", count.finished);
        writeln!(out, "  {}", say(&msg))?;
    }
    if history.players.is_empty() {
        writeln!(out, "{}", i18n::text(lang, "stats-no-finished"))?;
        return unreadable(lang, records, out);
    }
    writeln!(out, "{}", i18n::text(lang, "stats-players-heading"))?;
    for t in &history.players {
        let msg = Msg::new("stats-wins")
            .arg_msg("name", t.label.clone())
            .arg("won", t.won)
            .arg("played", t.played);
        writeln!(out, "  {}", say(&msg))?;
    }
    if !history.sides.is_empty() {
        writeln!(out, "{}", i18n::text(lang, "stats-sides-heading"))?;
        for t in &history.sides {
            let msg = Msg::new("stats-side-wins")
                .arg_key("game", &t.game_title_key())
                .arg_msg("name", t.label.clone())
                .arg("won", t.won)
                .arg("played", t.played);
            writeln!(out, "  {}", say(&msg))?;
        }
    }
    writeln!(out, "{}", i18n::text(lang, "stats-ways-heading"))?;
    for t in &history.ways {
        let msg = Msg::new("stats-way")
            .arg_key("game", &t.game_title_key())
            .arg_msg("name", t.label.clone())
            .arg("count", t.played);
        writeln!(out, "  {}", say(&msg))?;
    }
    if history.draws > 0 {
        let msg = Msg::new("stats-draws").arg("count", history.draws);
        writeln!(out, "{}", say(&msg))?;
    }
    for (key, game) in [
        ("stats-longest", &history.longest),
        ("stats-shortest", &history.shortest),
    ] {
        if let Some(game) = game {
            let msg = Msg::new(key)
                .arg("file", game.name.clone())
                .arg_key("game", &game.game.title_key())
                .arg_msg("length", game.length.msg());
            writeln!(out, "{}", say(&msg))?;
        }
    }
    unreadable(lang, records, out)
}

fn unreadable(lang: Lang, records: &Records, out: &mut dyn Write) -> io::Result<()> {
    for (name, reason) in &records.unreadable {
        let msg = Msg::new("stats-unreadable")
            .arg("file", name.clone())
            .arg_msg("reason", reason.clone());
        writeln!(out, "{}", i18n::tr(lang, &msg))?;
    }
    Ok(())
}

/// The statistics as JSON: ids that stay the same in every language, with
/// the names in `lang` beside them.
pub fn stats_json(lang: Lang, records: &Records, filter: &Filter) -> Value {
    let history: History = crate::stats::history(&records.games, filter);
    let tally = |t: &Tally| {
        json!({
            "game": t.game.map(|g| g.to_string()),
            "id": t.id,
            "name": i18n::tr(lang, &t.label),
            "played": t.played,
            "won": t.won,
        })
    };
    let longest = |l: &Option<Longest>| {
        l.as_ref().map(|l| {
            json!({
                "file": l.name,
                "game": l.game.as_str(),
                "seconds": l.length.seconds,
                "pauses_left_out": l.length.pauses,
            })
        })
    };
    json!({
        "games": history.games.iter().map(|c| json!({
            "game": c.game.as_str(),
            "played": c.played,
            "finished": c.finished,
        })).collect::<Vec<_>>(),
        "draws": history.draws,
        "players": history.players.iter().map(tally).collect::<Vec<_>>(),
        "sides": history.sides.iter().map(tally).collect::<Vec<_>>(),
        "ways": history.ways.iter().map(tally).collect::<Vec<_>>(),
        "longest": longest(&history.longest),
        "shortest": longest(&history.shortest),
        "unreadable": unreadable_json(lang, records),
    })
}

fn unreadable_json(lang: Lang, records: &Records) -> Vec<Value> {
    records
        .unreadable
        .iter()
        .map(|(name, reason)| json!({"file": name, "reason": i18n::tr(lang, reason)}))
        .collect()
}

/// Every die of every saved game, undone entries left out.
fn tallies(records: &Records) -> Vec<DiceTally> {
    crate::stats::tally(records.games.iter().flat_map(|g| g.dice.iter()))
}

/// Prints the dice per kind: the count of each face, the test and the
/// honest sentence.
pub fn print_dice(lang: Lang, records: &Records, out: &mut dyn Write) -> io::Result<()> {
    let say = |msg: &Msg| i18n::tr(lang, msg);
    let tallies = tallies(records);
    if tallies.is_empty() {
        writeln!(out, "{}", i18n::text(lang, "stats-no-dice"))?;
    }
    for t in &tallies {
        let rolls = i64::try_from(t.rolls()).unwrap_or(i64::MAX);
        let heading = Msg::new("stats-dice-heading")
            .arg_key("die", t.kind.name_key())
            .arg("rolls", rolls);
        writeln!(out, "{}", say(&heading))?;
        let faces: Vec<String> = t
            .counts
            .iter()
            .zip(1u8..)
            .map(|(count, face)| {
                let count = i18n::numbers::integer(lang, i64::try_from(*count).unwrap_or(i64::MAX));
                format!("{} {count}", say(&t.kind.face_label(face)))
            })
            .collect();
        writeln!(out, "  {}", faces.join(" · "))?;
        if let Some(fit) = t.fit() {
            writeln!(out, "  {}", say(&fit.sentence()))?;
        }
        writeln!(out, "  {}", say(&t.verdict()))?;
        if t.rough() {
            writeln!(out, "  {}", i18n::text(lang, "stats-dice-rough"))?;
        }
        if crate::stats::rolls_needed(t.kind.sides()).is_some_and(|n| t.rolls() < n) {
            writeln!(out, "  {}", i18n::text(lang, "stats-dice-too-few"))?;
        }
    }
    unreadable(lang, records, out)
}

/// The dice as JSON: per kind, the counts face by face, the test and the
/// sentence in `lang`.
pub fn dice_json(lang: Lang, records: &Records) -> Value {
    let kinds: Vec<Value> = tallies(records)
        .iter()
        .map(|t| {
            let fit = t.fit();
            json!({
                "kind": t.kind.slug(),
                "rolls": t.rolls(),
                "faces": t.counts.iter().zip(1u8..).map(|(count, face)| json!({
                    "face": face,
                    "name": i18n::tr(lang, &t.kind.face_label(face)),
                    "count": count,
                })).collect::<Vec<_>>(),
                "chi_squared": fit.map(|f| f.statistic),
                "degrees_of_freedom": fit.map(|f| f.freedom),
                "p_value": fit.map(|f| f.p_value),
                "rolls_needed_for_20_percent_bias": crate::stats::rolls_needed(t.kind.sides()),
                "verdict": i18n::tr(lang, &t.verdict()),
                "rough": t.rough(),
            })
        })
        .collect();
    json!({
        "dice": kinds,
        "unreadable": unreadable_json(lang, records),
    })
}
