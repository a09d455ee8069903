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
    let history = session.history();
    let active = history.iter().filter(|h| h.active).count();
    writeln!(
        out,
        "{}",
        i18n::tr(
            lang,
            &crate::core::Msg::new("cli-replay-entries")
                .arg("count", history.len())
                .arg("active", active)
        )
    )?;
    for item in history.iter().filter(|h| h.active) {
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

/// The replay as JSON; the layout is documented in `docs/cli.md`.
pub fn to_json(lang: Lang, session: &dyn AnySession) -> Value {
    let players = session.players();
    let now = session.reminders();
    json!({
        "game": session.game().as_str(),
        "players": players,
        "created": session.created().to_rfc3339(),
        "last_played": session.last_played().to_rfc3339(),
        "cursor": session.cursor(),
        "entries": session.history().iter().map(|h| entry_json(lang, h)).collect::<Vec<_>>(),
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
    })
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
