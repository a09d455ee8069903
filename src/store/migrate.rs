//! Explicit migrations from older save formats to the current one.
//!
//! Each step takes a whole document of version N and returns version N + 1.
//! A step never guesses: anything it does not recognise is an error, and the
//! file on disk is left exactly as it was.

use super::format::{FormatError, JOURNAL_FORMAT};
use toml::{Table, Value};

/// Brings a document of version `found` up to the first format with a
/// journal ([`JOURNAL_FORMAT`]); the journal formats after it only add
/// kinds of entries, so they are read as they are.
pub fn to_current(mut doc: Table, found: u32) -> Result<Table, FormatError> {
    let mut version = found;
    while version < JOURNAL_FORMAT {
        doc = match version {
            1 => v1_to_v2(doc)?,
            other => return Err(FormatError::UnknownVersion(i64::from(other))),
        };
        version += 1;
    }
    Ok(doc)
}

/// Format 1 (the pre-release layout) was a snapshot rewritten whole on every
/// save: a `cursor` key and one `[[entry]]` table per entry, each with `at`
/// and one key naming the kind (`play`, `correction`, `note`, `done`).
/// Format 2 keeps the same entries as journal records with `seq` and `end`,
/// and the cursor as a record of its own when entries were undone.
fn v1_to_v2(mut doc: Table) -> Result<Table, FormatError> {
    let bad = |why: &str| FormatError::Inconsistent(format!("format 1: {why}"));
    let entries = match doc.remove("entry") {
        None => Vec::new(),
        Some(Value::Array(entries)) => entries,
        Some(_) => return Err(bad("`entry` is not a list")),
    };
    let cursor = match doc.remove("cursor") {
        None => entries.len(),
        Some(Value::Integer(n)) => usize::try_from(n).map_err(|_| bad("negative `cursor`"))?,
        Some(_) => return Err(bad("`cursor` is not a number")),
    };
    if cursor > entries.len() {
        return Err(bad("`cursor` is past the last entry"));
    }
    let mut records = Vec::with_capacity(entries.len() + 1);
    let mut last_at = doc.get("created").cloned();
    for (i, entry) in entries.into_iter().enumerate() {
        let Value::Table(mut entry) = entry else {
            return Err(bad("an entry is not a table"));
        };
        let at = entry
            .remove("at")
            .ok_or_else(|| bad("an entry has no `at`"))?;
        if entry.len() != 1 {
            return Err(bad("an entry must name exactly one kind"));
        }
        last_at = Some(at.clone());
        records.push(record(i + 1, at, "entry", Value::Table(entry)));
    }
    if cursor < records.len() {
        let at = last_at.ok_or_else(|| bad("no time for the cursor"))?;
        let seq = records.len() + 1;
        records.push(record(seq, at, "cursor", Value::Integer(cursor as i64)));
    }
    doc.insert("format_version".into(), Value::Integer(2));
    doc.entry("written_by")
        .or_insert_with(|| Value::String("Holster (migrated from format 1)".into()));
    if !records.is_empty() {
        doc.insert("record".into(), Value::Array(records));
    }
    Ok(doc)
}

fn record(seq: usize, at: Value, key: &str, body: Value) -> Value {
    let mut table = Table::new();
    table.insert("seq".into(), Value::Integer(seq as i64));
    table.insert("at".into(), at);
    table.insert(key.into(), body);
    table.insert("end".into(), Value::Integer(seq as i64));
    Value::Table(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    const V1: &str = r#"
format_version = 1
game = "tally"
created = "2026-11-01T19:00:00Z"
cursor = 1

[setup]
players = ["Ann", "Bob"]

[[entry]]
at = "2026-11-01T19:01:00Z"
note = { text = "first" }

[[entry]]
at = "2026-11-01T19:02:00Z"
play = { action = { roll = { player = 1, face = 7 } } }
"#;

    #[test]
    fn v1_entries_become_records_and_the_cursor_a_record_of_its_own() {
        let doc: Table = V1.parse().expect("fixture parses");
        let doc = to_current(doc, 1).expect("format 1 migrates");
        assert_eq!(doc["format_version"].as_integer(), Some(2));
        let records = doc["record"].as_array().expect("records");
        assert_eq!(records.len(), 3);
        assert_eq!(records[0]["seq"].as_integer(), Some(1));
        assert_eq!(records[0]["end"].as_integer(), Some(1));
        assert_eq!(records[0]["entry"]["note"]["text"].as_str(), Some("first"));
        assert_eq!(
            records[1]["entry"]["play"]["action"]["roll"]["face"].as_integer(),
            Some(7)
        );
        assert_eq!(records[2]["cursor"].as_integer(), Some(1));
        assert!(doc.get("entry").is_none());
        assert!(doc.get("cursor").is_none());
    }

    #[test]
    fn v1_with_a_cursor_past_the_end_is_refused() {
        let doc: Table = V1
            .replace("cursor = 1", "cursor = 5")
            .parse()
            .expect("parses");
        assert!(matches!(
            to_current(doc, 1),
            Err(FormatError::Inconsistent(_))
        ));
    }

    #[test]
    fn version_zero_never_existed() {
        assert_eq!(
            to_current(Table::new(), 0),
            Err(FormatError::UnknownVersion(0))
        );
    }
}
