//! `holster replay FILE [--json]`: re-check a saved game from the start.

use super::output::{counter_line, finding_line, local_time};
use crate::core::{Finding, Msg, Severity, show_time};
use crate::i18n::{self, Lang};
use crate::session::{AnySession, HistoryItem};
use serde_json::{Value, json};
use std::io::Write;

/// Prints every finding with its entry number, then the final state.
pub fn print_text(
    lang: Lang,
    session: &dyn AnySession,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let t = |key: &str| i18n::text(lang, key);
    writeln!(
        out,
        "{}: {} — {}",
        t("cli-replay-game"),
        t(&session.game().title_key()),
        session.players().join(", ")
    )?;
    writeln!(
        out,
        "{}: {}   {}: {}",
        t("cli-started"),
        local_time(session.created()),
        t("cli-last-played"),
        local_time(session.last_played())
    )?;
    // One entry at a time: a long game is printed without holding its
    // whole history as well as the game.
    writeln!(
        out,
        "{}",
        i18n::tr(
            lang,
            &crate::core::Msg::new("cli-replay-entries")
                .arg("count", session.history_len())
                .arg("active", session.cursor())
        )
    )?;
    for item in session.history_iter().filter(|h| h.active) {
        for finding in &item.findings {
            let overridden = item.overrides.iter().any(|id| id == finding.rule_id());
            let mark = if overridden {
                format!(" ({})", t("cli-applied-anyway"))
            } else if !item.applied {
                format!(" ({})", t("cli-skipped"))
            } else {
                String::new()
            };
            writeln!(
                out,
                "#{} {}{mark}",
                item.number,
                finding_line(lang, finding)
            )?;
        }
    }
    writeln!(out, "{}:", t("cli-final-state"))?;
    let players = session.players();
    for counter in session.counters() {
        let owner = counter
            .id
            .player
            .and_then(|p| players.get(p).cloned())
            .unwrap_or_else(|| t("cli-table"));
        writeln!(out, "  {owner}: {}", counter_line(lang, &counter))?;
    }
    print_times(lang, session, out)?;
    let reminders = session.reminders();
    if !reminders.is_empty() {
        writeln!(out, "{}:", t("cli-reminders"))?;
        for reminder in reminders {
            writeln!(out, "  {}", finding_line(lang, &reminder))?;
        }
    }
    Ok(())
}

/// Writes the replay as JSON, the same text as `to_json` pretty-printed,
/// one entry at a time: a game of 50 MB is written holding the game and
/// one entry's JSON, never the whole history or the whole text. Every
/// piece goes through [`super::output::json_text`], so nothing in it acts
/// on a terminal and the data stays exactly as it was.
pub fn write_json(
    lang: Lang,
    session: &dyn AnySession,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let whole = to_json_without_entries(lang, session);
    let mut first = true;
    out.write_all(b"{")?;
    // The keys in the order serde_json's map keeps them (sorted), with
    // `entries` in its place among them, so the text is what
    // `to_string_pretty` of the whole value would be.
    let mut keys: Vec<String> = whole
        .keys()
        .cloned()
        .chain(["entries".to_string()])
        .collect();
    keys.sort();
    for key in keys {
        let before: &[u8] = if first { b"\n  " } else { b",\n  " };
        out.write_all(before)?;
        first = false;
        write_piece(out, &Value::String(key.clone()), 1)?;
        out.write_all(b": ")?;
        if key == "entries" {
            write_entries(lang, session, out)?;
        } else if let Some(value) = whole.get(&key) {
            write_piece(out, value, 1)?;
        }
    }
    out.write_all(b"\n}\n")
}

/// The entries as a pretty JSON array at depth 1, made and written one by one.
fn write_entries(lang: Lang, session: &dyn AnySession, out: &mut dyn Write) -> std::io::Result<()> {
    let mut any = false;
    for item in session.history_iter() {
        let before: &[u8] = if any { b",\n    " } else { b"[\n    " };
        out.write_all(before)?;
        any = true;
        write_piece(out, &entry_json(lang, &item), 2)?;
    }
    let end: &[u8] = if any { b"\n  ]" } else { b"[]" };
    out.write_all(end)
}

/// A value pretty-printed as if it stood `depth` levels deep in a larger
/// one: its lines after the first indented by two spaces a level (a JSON
/// string never holds a raw line break, so every one is the layout's).
fn write_piece(out: &mut dyn Write, value: &Value, depth: usize) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(value).map_err(std::io::Error::other)?;
    let indent = format!("\n{}", "  ".repeat(depth));
    let text = super::output::json_text(&text);
    out.write_all(text.replace('\n', &indent).as_bytes())
}

/// The replay as JSON; the layout is documented in `docs/cli.md`. Holds the
/// whole history: [`write_json`] writes the same without.
pub fn to_json(lang: Lang, session: &dyn AnySession) -> Value {
    let mut whole = to_json_without_entries(lang, session);
    whole.insert(
        "entries".into(),
        session
            .history_iter()
            .map(|h| entry_json(lang, &h))
            .collect(),
    );
    Value::Object(whole)
}

/// Everything of the replay's JSON but its entries.
fn to_json_without_entries(lang: Lang, session: &dyn AnySession) -> serde_json::Map<String, Value> {
    let players = session.players();
    let now = session.reminders();
    let value = json!({
        "game": session.game().as_str(),
        "players": players,
        "created": session.created().to_rfc3339(),
        "last_played": session.last_played().to_rfc3339(),
        "cursor": session.cursor(),
        "counters": session.counters().iter().map(|c| json!({
            "player": c.id.player.and_then(|p| players.get(p)),
            // From 0, as everywhere in this JSON (docs/cli.md).
            "seat": c.id.player,
            "name": c.id.name,
            "value": c.value,
            "min": c.min,
            "max": c.max,
        })).collect::<Vec<_>>(),
        // What the table must still do, and apart from it what is only worth
        // knowing about the state now (the winner).
        "reminders": now.iter().filter(|f| f.severity() == Severity::Reminder).map(|f| finding_json(lang, f)).collect::<Vec<_>>(),
        "notices": now.iter().filter(|f| f.severity() != Severity::Reminder).map(|f| finding_json(lang, f)).collect::<Vec<_>>(),
        "clock": clock_json(session),
        "state": session.state_json(),
    });
    match value {
        Value::Object(map) => map,
        _ => serde_json::Map::new(),
    }
}

/// The turn clock and every player's turns and time (seconds), now.
fn clock_json(session: &dyn AnySession) -> Value {
    let clock = session.clock_at(chrono::Utc::now());
    let players = session.players();
    json!({
        "setting": clock.setting.map(|s| s.notation()),
        "running": clock.running(),
        "seat": clock.seat,
        "remaining_seconds": clock.remaining().map(|r| r.num_seconds()),
        "players": clock.players.iter().enumerate().map(|(seat, p)| json!({
            "player": players.get(seat),
            "turns": p.turns,
            "seconds": p.used.num_seconds(),
        })).collect::<Vec<_>>(),
    })
}

/// The clock chosen at setup, then each player's turns and time.
fn print_times(lang: Lang, session: &dyn AnySession, out: &mut dyn Write) -> std::io::Result<()> {
    let clock = session.clock_at(chrono::Utc::now());
    let heading = match clock.setting {
        Some(setting) => Msg::new("clock-times-with").arg_msg("clock", setting.describe()),
        None => Msg::new("clock-times"),
    };
    writeln!(out, "{}:", i18n::tr(lang, &heading))?;
    for (name, time) in session.players().iter().zip(&clock.players) {
        let line = Msg::new("clock-player-times")
            .arg("player", name.clone())
            .arg("turns", i64::from(time.turns))
            .arg("time", show_time(time.used));
        writeln!(out, "  {}", i18n::tr(lang, &line))?;
    }
    Ok(())
}

fn entry_json(lang: Lang, item: &HistoryItem) -> Value {
    json!({
        "number": item.number,
        "at": item.at.to_rfc3339(),
        "notation": item.notation,
        "description": i18n::tr(lang, &item.description),
        "who": item.who,
        "active": item.active,
        "applied": item.applied,
        "overrides": item.overrides,
        "findings": item.findings.iter().map(|f| finding_json(lang, f)).collect::<Vec<_>>(),
    })
}

/// A finding as JSON: rule id, severity, section and message.
pub fn finding_json(lang: Lang, finding: &Finding) -> Value {
    json!({
        "rule": finding.rule_id(),
        "severity": finding.severity().as_str(),
        "section": finding.section(),
        "message": i18n::tr(lang, &finding.message()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, SetupInput};
    use crate::games::tally::Tally;
    use crate::session::Session;

    #[test]
    fn the_streamed_json_is_the_whole_value_written_one_entry_at_a_time() {
        let input = SetupInput {
            players: vec!["Ann".into(), "Bob".into()],
            ..SetupInput::default()
        };
        let setup = Tally::setup(&input).expect("setup");
        let mut session = Session::<Tally>::in_memory(setup, chrono::Utc::now());
        for line in ["ann 20", "bob 3", "note \u{1b}]0;x\u{7} \u{202e}", "undo"] {
            session.enter_line(line).expect("entered");
        }
        // The clock is read at the moment of writing: left out of the comparison.
        let without_clock = |mut v: Value| {
            v.as_object_mut().map(|m| m.remove("clock"));
            v
        };
        let mut text = Vec::new();
        write_json(Lang::En, &session, &mut text).expect("written");
        let streamed: Value = serde_json::from_slice(&text).expect("JSON");
        assert_eq!(
            without_clock(streamed),
            without_clock(to_json(Lang::En, &session))
        );
        assert!(
            !String::from_utf8_lossy(&text).contains('\u{202e}'),
            "escaped as JSON"
        );
        let empty =
            Session::<Tally>::in_memory(Tally::setup(&input).expect("setup"), chrono::Utc::now());
        let mut text = Vec::new();
        write_json(Lang::En, &empty, &mut text).expect("written");
        let streamed: Value = serde_json::from_slice(&text).expect("JSON");
        assert_eq!(
            without_clock(streamed),
            without_clock(to_json(Lang::En, &empty))
        );
    }
}
