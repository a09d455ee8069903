//! The rules Holster itself applies to every game's entries.

use crate::core::{Rule, Severity};

/// A correction names a number the game does not track.
pub static UNKNOWN_COUNTER: Rule = Rule {
    id: "core.correction.unknown-counter",
    severity: Severity::Rejected,
    section: "holster.corrections",
};

/// A correction sets a number outside what it can physically hold.
pub static OUT_OF_RANGE: Rule = Rule {
    id: "core.correction.out-of-range",
    severity: Severity::Rejected,
    section: "holster.corrections",
};

/// A table note with no text.
pub static EMPTY_NOTE: Rule = Rule {
    id: "core.note.empty",
    severity: Severity::Rejected,
    section: "holster.notes",
};

/// "Done" for a reminder that is not showing.
pub static NO_SUCH_REMINDER: Rule = Rule {
    id: "core.done.no-such-reminder",
    severity: Severity::Rejected,
    section: "holster.reminders",
};

/// A seat that does not exist at this table.
pub static NO_SUCH_SEAT: Rule = Rule {
    id: "core.seat.unknown",
    severity: Severity::Rejected,
    section: "holster.entries",
};

/// A board value the game does not have.
pub static UNKNOWN_BOARD_VALUE: Rule = Rule {
    id: "core.board.unknown",
    severity: Severity::Rejected,
    section: "holster.board-values",
};

/// A board value outside what can be printed on the board.
pub static BOARD_OUT_OF_RANGE: Rule = Rule {
    id: "core.board.out-of-range",
    severity: Severity::Rejected,
    section: "holster.board-values",
};

/// Every rule of Holster's own, for listing and tests.
pub static CORE_RULES: &[&Rule] = &[
    &UNKNOWN_COUNTER,
    &OUT_OF_RANGE,
    &EMPTY_NOTE,
    &NO_SUCH_REMINDER,
    &UNKNOWN_BOARD_VALUE,
    &BOARD_OUT_OF_RANGE,
    &crate::core::clock::TIME_UP,
    &crate::core::clock::NO_CLOCK,
    &crate::core::clock::NOT_RUNNING,
    &crate::core::clock::ALREADY_RUNNING,
    &crate::core::clock::LONG_GAP,
];
