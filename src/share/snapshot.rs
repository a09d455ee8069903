//! What every phone is sent after each change: the table as people read it,
//! in both languages (the page picks the phone's), with the version an entry
//! must be made on.

use crate::core::Msg;
use crate::i18n::{self, Lang};
use crate::session::AnySession;
use serde::Serialize;

/// A text for people in English and in Dutch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Texts {
    /// In English.
    pub en: String,
    /// In Dutch.
    pub nl: String,
}

impl Texts {
    /// `msg` in both languages.
    pub fn of(msg: &Msg) -> Texts {
        Texts {
            en: i18n::tr(Lang::En, msg),
            nl: i18n::tr(Lang::Nl, msg),
        }
    }

    /// The message `key`, without arguments, in both languages.
    pub fn key(key: &str) -> Texts {
        Texts::of(&Msg::new(key))
    }

    /// Made by `say` for each language.
    pub fn each(say: impl Fn(Lang) -> String) -> Texts {
        Texts {
            en: say(Lang::En),
            nl: say(Lang::Nl),
        }
    }
}

/// One tracked number of a player's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CounterView {
    /// Its name.
    pub label: Texts,
    /// Its value now.
    pub value: i64,
}

/// A key of the phone's keypad: what it says and what it types.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeyView {
    /// Its name.
    pub label: Texts,
    /// The word it puts into the line.
    pub insert: Texts,
}

/// A seat at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// The player's name.
    pub name: String,
    /// How the notation names this seat, for the phone's key of it.
    pub word: String,
    /// Whether it is this player's turn.
    pub turn: bool,
    /// Whether the rules wait for this player's answer off their turn
    /// (Bart Cassidy's arrows, Blind Betty's call): their phone offers
    /// the entry then too.
    pub asked: bool,
    /// Whether a phone holds this seat.
    pub taken: bool,
    /// The player's numbers.
    pub counters: Vec<CounterView>,
}

/// The table as the phones see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Snapshot {
    /// The state an entry must be made on: one more after every change.
    pub version: u64,
    /// The game's title.
    pub title: Texts,
    /// Every seat, in seat order.
    pub players: Vec<SeatView>,
    /// Whose turn it is, when the game says.
    pub turn: Option<Texts>,
    /// What the rules expect now, in the notation's words.
    pub hint: Texts,
    /// The reminders standing now.
    pub reminders: Vec<Texts>,
    /// What the last entry in effect did.
    pub said: Option<Texts>,
    /// Whether the game is over.
    pub over: bool,
    /// False in the last snapshot, sent when sharing stops.
    pub sharing: bool,
    /// The game's keys for the phone's keypad.
    pub keys: Vec<KeyView>,
}

impl Snapshot {
    /// The table of `session` at `version`, with the seats `taken` by phones.
    pub fn of(session: &dyn AnySession, version: u64, taken: &[usize]) -> Snapshot {
        let turn_seat = session.current_player();
        let over = session.outcome().is_some();
        let counters = session.counters();
        let words = session.seat_words();
        let asked = if over { Vec::new() } else { session.asked() };
        let players = session
            .players()
            .into_iter()
            .enumerate()
            .map(|(seat, name)| SeatView {
                word: words
                    .get(seat)
                    .cloned()
                    .unwrap_or_else(|| (seat + 1).to_string()),
                name,
                turn: !over && turn_seat == Some(seat),
                asked: asked.contains(&seat),
                taken: taken.contains(&seat),
                counters: counters
                    .iter()
                    .filter(|c| c.id.player == Some(seat))
                    .map(|c| CounterView {
                        label: Texts::of(&c.label),
                        value: c.value,
                    })
                    .collect(),
            })
            .collect();
        let cursor = session.cursor();
        let said = (cursor > 0)
            .then(|| session.describe(cursor))
            .flatten()
            .map(|(who, what)| Texts::each(|lang| i18n::by(lang, who.as_deref(), &what)));
        Snapshot {
            version,
            title: Texts::key(&session.game().title_key()),
            players,
            turn: session.turn_of().map(|m| Texts::of(&m)),
            hint: Texts::of(&session.entry_hint()),
            reminders: session
                .reminders()
                .iter()
                .map(|f| Texts::of(&f.message()))
                .collect(),
            said,
            over,
            sharing: true,
            keys: session
                .phone_keys()
                .into_iter()
                .map(|key| {
                    let insert = Texts {
                        en: key.en.to_string(),
                        nl: key.nl.to_string(),
                    };
                    KeyView {
                        label: key.label.map_or_else(|| insert.clone(), Texts::key),
                        insert,
                    }
                })
                .collect(),
        }
    }

    /// The last snapshot, sent when sharing stops: the same table, marked so.
    pub fn stopped(mut self) -> Snapshot {
        self.sharing = false;
        self
    }
}
