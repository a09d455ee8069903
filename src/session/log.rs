//! The log: every accepted entry in order, with a cursor for undo and redo.

pub use crate::core::{Entry, EntryKind};

/// The entries and the cursor. Entries at or after the cursor are undone and
/// can be redone until a new entry is made.
#[derive(Debug, Clone, PartialEq)]
pub struct Log<A> {
    entries: Vec<Entry<A>>,
    cursor: usize,
}

impl<A> Default for Log<A> {
    fn default() -> Self {
        Log {
            entries: Vec::new(),
            cursor: 0,
        }
    }
}

impl<A> Log<A> {
    /// A log of entries with the cursor at `cursor` (clamped to the entries).
    pub fn from_parts(entries: Vec<Entry<A>>, cursor: usize) -> Self {
        let cursor = cursor.min(entries.len());
        Log { entries, cursor }
    }

    /// Makes room for `additional` more entries at once (a game being read).
    pub fn reserve(&mut self, additional: usize) {
        self.entries.reserve_exact(additional);
    }

    /// All entries, including undone ones.
    pub fn entries(&self) -> &[Entry<A>] {
        &self.entries
    }

    /// The entries in effect (before the cursor).
    pub fn active(&self) -> &[Entry<A>] {
        &self.entries[..self.cursor]
    }

    /// How many entries are in effect.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// How many entries there are, undone ones included.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing was ever entered.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether there is an entry to undo.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is an undone entry to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.entries.len()
    }

    /// Adds an entry at the cursor; undone entries are dropped for good.
    pub fn push(&mut self, entry: Entry<A>) {
        self.entries.truncate(self.cursor);
        self.entries.push(entry);
        self.cursor = self.entries.len();
    }

    /// Moves the cursor to `to` (0 = before the first entry). Returns false,
    /// changing nothing, when `to` is past the last entry.
    pub fn seek(&mut self, to: usize) -> bool {
        if to > self.entries.len() {
            return false;
        }
        self.cursor = to;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::DateTime;

    fn note(text: &str) -> Entry<()> {
        Entry {
            at: DateTime::UNIX_EPOCH,
            kind: EntryKind::Note {
                text: text.to_string(),
            },
        }
    }

    fn texts(log: &Log<()>) -> Vec<String> {
        log.active()
            .iter()
            .map(|e| match &e.kind {
                EntryKind::Note { text } => text.clone(),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn undo_and_redo_reach_every_position() {
        let mut log = Log::default();
        for t in ["a", "b", "c", "d"] {
            log.push(note(t));
        }
        for to in (0..=4).rev() {
            assert!(log.seek(to));
            assert_eq!(log.active().len(), to);
            assert_eq!(log.len(), 4, "undo keeps every entry for redo");
        }
        for to in 0..=4 {
            assert!(log.seek(to));
            assert_eq!(texts(&log), ["a", "b", "c", "d"][..to].to_vec());
        }
        assert!(!log.seek(5), "cannot redo past the end");
        assert_eq!(log.cursor(), 4);
    }

    #[test]
    fn a_new_entry_after_undo_drops_only_the_undone_entries() {
        let mut log = Log::default();
        for t in ["a", "b", "c"] {
            log.push(note(t));
        }
        assert!(log.seek(1));
        assert!(log.can_redo());
        log.push(note("x"));
        assert_eq!(texts(&log), vec!["a", "x"]);
        assert!(!log.can_redo());
        assert_eq!(log.len(), 2);
    }

    #[test]
    fn from_parts_clamps_a_cursor_past_the_end() {
        let log = Log::from_parts(vec![note("a")], 9);
        assert_eq!(log.cursor(), 1);
    }
}
