//! One game in play: setup + log + cursor, the state folded from the log,
//! the findings and reminders, and the shared text notation.

mod any;
mod chart;
mod clock;
mod fold;
pub mod line;
mod log;
pub mod rules;
#[allow(clippy::module_inception)]
mod session;
mod words;

pub use any::{AnySession, HistoryItem, LineError, LineOutcome};
pub use chart::chart;
pub use fold::{EntryCheck, Folded};
pub use log::{Entry, EntryKind, Log};
pub use session::{Ack, EntryError, Input, OpenReport, Session};
pub use words::{correction_line, input_line};
