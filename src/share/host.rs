//! What the owner of the session (the window, or `holster share`) does with
//! a phone's request: which phone holds which seat, whether an entry was
//! made on the state the table is in now, and the entry itself, through the
//! same `enter_line` as a line typed on the laptop. After every change it
//! sends all phones the new [`Snapshot`].
//!
//! An entry carries the version of the snapshot it was made on: when the
//! table moved on since (another phone, the laptop, an undo), it is refused
//! as stale and changes nothing, so two phones entering at once never apply
//! one roll twice.

use super::snapshot::{Snapshot, Texts};
use crate::core::Msg;
use crate::session::{AnySession, EntryError, LineError, LineOutcome};
use serde_json::{Value, json};
use std::sync::Arc;
use tokio::sync::{oneshot, watch};

/// At most this many phones join one shared game.
pub const MOST_PHONES: usize = 16;
/// The longest line a phone may send, in characters.
pub const LONGEST_LINE: usize = 200;

/// A phone's request, with where its answer goes.
#[derive(Debug)]
pub enum Request {
    /// Take a seat, or watch (`seat` none); `phone` is the id it had, if any.
    Join {
        /// The seat asked for.
        seat: Option<usize>,
        /// The id this phone was given before.
        phone: Option<String>,
        /// The answer.
        reply: oneshot::Sender<Reply>,
    },
    /// Enter a line for the phone's seat.
    Enter {
        /// The phone's id.
        phone: String,
        /// The snapshot's version the line was made on.
        version: u64,
        /// The line, in the game's notation.
        line: String,
        /// The answer.
        reply: oneshot::Sender<Reply>,
    },
}

/// How a request went, as the server answers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Done.
    Done,
    /// The seat is another phone's, or the table is full.
    Taken,
    /// The table moved on since the entry's version.
    Stale,
    /// Not this phone's to do (not its turn, watching, removed).
    NotYours,
    /// The line was refused, as the laptop would refuse it.
    Refused,
}

/// The answer to a request: its status and its body.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    /// How it went.
    pub status: Status,
    /// What the phone is told (see `docs/phones.md`).
    pub body: Value,
}

impl Reply {
    fn error(status: Status, msg: &Msg) -> Reply {
        let mut body = json!({ "error": Texts::of(msg) });
        if status == Status::Stale {
            body["stale"] = Value::Bool(true);
        }
        Reply { status, body }
    }
}

/// A phone that joined, and the seat it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone {
    /// Its id, random, given when it joined.
    pub id: String,
    /// The seat it holds; none while it only watches.
    pub seat: Option<usize>,
}

/// The phones of a shared game and what they were last sent.
#[derive(Debug)]
pub struct Host {
    phones: Vec<Phone>,
    version: u64,
    /// The entries in effect and in the history when last sent.
    sent: (usize, usize),
    publish: watch::Sender<Arc<Snapshot>>,
}

impl Host {
    /// A host for `session`, and the stream of snapshots for the server.
    pub fn new(session: &dyn AnySession) -> (Host, watch::Receiver<Arc<Snapshot>>) {
        let first = Arc::new(Snapshot::of(session, 1, &[]));
        let (publish, snapshots) = watch::channel(first);
        let host = Host {
            phones: Vec::new(),
            version: 1,
            sent: (session.cursor(), session.history_len()),
            publish,
        };
        (host, snapshots)
    }

    /// The phones joined now.
    pub fn phones(&self) -> &[Phone] {
        &self.phones
    }

    /// The version of the state the table is in now.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Sends the phones the table again if it changed since they were last
    /// sent it (an entry or an undo on the laptop); the owner calls it after
    /// each of its own changes.
    pub fn refresh(&mut self, session: &dyn AnySession) {
        let now = (session.cursor(), session.history_len());
        if now != self.sent {
            self.sent = now;
            self.version += 1;
            self.send(session);
        }
    }

    /// Frees a seat (the laptop's choice): the phone holding it watches.
    pub fn free_seat(&mut self, session: &dyn AnySession, seat: usize) {
        for phone in self.phones.iter_mut().filter(|p| p.seat == Some(seat)) {
            phone.seat = None;
        }
        self.send(session);
    }

    /// Removes a phone (the laptop's choice): its requests are refused
    /// from now on, until it joins again.
    pub fn remove(&mut self, session: &dyn AnySession, id: &str) {
        self.phones.retain(|p| p.id != id);
        self.send(session);
    }

    /// Tells every phone that sharing stopped.
    pub fn stop(&mut self, session: &dyn AnySession) {
        let last = Snapshot::of(session, self.version, &self.taken()).stopped();
        self.publish.send_replace(Arc::new(last));
    }

    /// Answers a phone's request.
    pub fn handle(&mut self, session: &mut dyn AnySession, request: Request) {
        match request {
            Request::Join { seat, phone, reply } => {
                let answer = self.join(session, seat, phone);
                // A phone gone before its answer has nothing to be told.
                let _ = reply.send(answer);
            }
            Request::Enter {
                phone,
                version,
                line,
                reply,
            } => {
                let answer = self.enter(session, &phone, version, &line);
                let _ = reply.send(answer);
            }
        }
    }

    fn taken(&self) -> Vec<usize> {
        self.phones.iter().filter_map(|p| p.seat).collect()
    }

    fn send(&self, session: &dyn AnySession) {
        let snapshot = Snapshot::of(session, self.version, &self.taken());
        self.publish.send_replace(Arc::new(snapshot));
    }

    fn join(
        &mut self,
        session: &dyn AnySession,
        seat: Option<usize>,
        phone: Option<String>,
    ) -> Reply {
        if seat.is_some_and(|s| s >= session.players().len()) {
            return Reply::error(Status::Refused, &Msg::new("share-no-such-seat"));
        }
        let known = phone.and_then(|id| self.phones.iter().position(|p| p.id == id));
        let holder = seat.and_then(|s| self.phones.iter().position(|p| p.seat == Some(s)));
        if holder.is_some() && holder != known {
            return Reply::error(Status::Taken, &Msg::new("share-seat-taken"));
        }
        let index = match known {
            Some(index) => index,
            None if self.phones.len() >= MOST_PHONES => {
                return Reply::error(
                    Status::Taken,
                    &Msg::new("share-table-full").arg("count", MOST_PHONES),
                );
            }
            None => {
                self.phones.push(Phone {
                    id: format!("{:016x}", rand::random::<u64>()),
                    seat: None,
                });
                self.phones.len() - 1
            }
        };
        self.phones[index].seat = seat;
        let phone = self.phones[index].clone();
        self.send(session);
        Reply {
            status: Status::Done,
            body: json!({ "phone": phone.id, "seat": phone.seat }),
        }
    }

    fn enter(
        &mut self,
        session: &mut dyn AnySession,
        phone: &str,
        version: u64,
        line: &str,
    ) -> Reply {
        let Some(phone) = self.phones.iter().find(|p| p.id == phone) else {
            return Reply::error(Status::NotYours, &Msg::new("share-unknown-phone"));
        };
        let Some(seat) = phone.seat else {
            return Reply::error(Status::NotYours, &Msg::new("share-watching"));
        };
        if version != self.version {
            return Reply::error(Status::Stale, &Msg::new("share-stale"));
        }
        if session.outcome().is_some() {
            return Reply::error(Status::NotYours, &Msg::new("share-not-your-turn"));
        }
        let line = line.trim();
        if line.is_empty() || line.chars().count() > LONGEST_LINE || line.contains(char::is_control)
        {
            let msg = Msg::new("share-line-too-long").arg("count", LONGEST_LINE);
            return Reply::error(Status::Refused, &msg);
        }
        if !session.is_plain_play(line) {
            return Reply::error(Status::Refused, &Msg::new("share-laptop-only"));
        }
        // A phone enters its own seat's moves: one the line names as
        // another seat's is that seat's phone's (or the laptop's) to
        // enter.
        match session.entered_by(line) {
            Err(why) => return Reply::error(Status::Refused, &why),
            Ok(Some(by)) if by == seat => {}
            Ok(Some(by)) => {
                let name = session.players().get(by).cloned().unwrap_or_default();
                let msg = Msg::new("share-not-your-move").arg("player", name);
                return Reply::error(Status::NotYours, &msg);
            }
            // The table's doing, or several players' at once (a duel's):
            // the player at turn's, or one the rules wait for.
            Ok(None)
                if session.current_player() == Some(seat) || session.asked().contains(&seat) => {}
            Ok(None) => return Reply::error(Status::NotYours, &Msg::new("share-not-your-turn")),
        }
        let result = session.enter_line(line);
        self.refresh(session);
        match result {
            Ok(LineOutcome::Entered(ack)) => {
                let said = session.describe(ack.number).map(|(who, what)| {
                    Texts::each(|lang| crate::i18n::by(lang, who.as_deref(), &what))
                });
                let findings: Vec<Texts> = ack
                    .findings
                    .iter()
                    .map(|f| Texts::of(&f.message()))
                    .collect();
                Reply {
                    status: Status::Done,
                    body: json!({ "said": said, "findings": findings, "version": self.version }),
                }
            }
            // `is_plain_play` let no history move through; said for safety.
            Ok(LineOutcome::Moved(_)) => {
                Reply::error(Status::Refused, &Msg::new("share-laptop-only"))
            }
            Err(error) => Reply::error(Status::Refused, &refusal(&error)),
        }
    }
}

/// Why a line was refused, in the words the laptop uses.
fn refusal(error: &LineError) -> Msg {
    match error {
        LineError::Parse(msg) => msg.clone(),
        LineError::Entry(EntryError::Rejected(finding)) => finding.message(),
        LineError::Entry(EntryError::NeedsOverride(findings)) => {
            let first = findings.first().map(|f| f.message());
            Msg::new("share-needs-laptop").arg_msg(
                "why",
                first.unwrap_or_else(|| Msg::new("share-laptop-only")),
            )
        }
        LineError::Entry(EntryError::Save(e)) => e.message(),
        LineError::Entry(_) => Msg::new("share-laptop-only"),
    }
}
