//! What every registered game gives the conformance tests (`tests/suite/conformance.rs`):
//! a sample table, setups of every shape it accepts and lines in its words.
//! From those alone the harness makes what a person could throw at it: setups
//! bent out of shape, stored setups and actions edited by hand, and text
//! that is not notation at all.

use holster::core::{Game, SetupInput};
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// A registered game's part in the conformance tests. The harness runs
/// every check for every game of `holster::registered_games!`, so a game
/// registered without this does not compile the tests.
pub trait Conformance: Game {
    /// A table the game accepts, for the fixed checks.
    fn sample() -> SetupInput;

    /// Actions in the game's notation that the sample table accepts one
    /// after the other without an override.
    fn sample_lines() -> Vec<String>;

    /// Setups the game accepts, of every shape it has (player counts,
    /// variants, options written every way they may be). Players are named
    /// from [`NAMES`], in order, so lines can refer to them.
    fn setups() -> BoxedStrategy<SetupInput>;

    /// Lines in the game's words, mostly well-formed, legal or not, for a
    /// table set up by [`Conformance::setups`] (players by [`NAMES`] or by
    /// seat number, seats that do not exist included).
    fn lines() -> BoxedStrategy<String>;

    /// What the box holds, counted wherever it lies now (cards, coins,
    /// tokens, each colour's Outlaws), by name: the totals no correction
    /// (`fix`) may change. Empty for a game whose supplies the text leaves
    /// unlimited. Required, so a new game says what its box holds.
    fn box_totals(state: &Self::State) -> Vec<(&'static str, i64)>;
}

/// The players' names the setups use, in seat order.
pub const NAMES: [&str; 8] = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"];

/// The first `n` names.
pub fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|n| n.to_string()).collect()
}

/// A player as a line may name them: by name, lower case, or by seat number.
pub fn player_word() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(NAMES.to_vec()).prop_map(str::to_lowercase),
        (1..=9usize).prop_map(|seat| seat.to_string()),
    ]
}

/// Words and numbers a person might type by mistake.
fn junk_word() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z]{0,8}",
        "\\PC{0,6}",
        prop::sample::select(vec![
            "",
            " ",
            ",",
            ",,",
            "!",
            "+",
            "-",
            "0",
            "-1",
            "1",
            "2",
            "9",
            "21",
            "255",
            "256",
            "65536",
            "4294967296",
            "18446744073709551616",
            "99999999999999999999",
            "é",
            "ß",
            "\u{0}",
            "\u{202e}",
            "none",
            "all",
        ])
        .prop_map(str::to_string),
    ]
}

/// Changes a person might make to a setup before typing it.
#[derive(Debug, Clone)]
enum Bend {
    DropPlayer(usize),
    AddPlayer(String),
    RenamePlayer(usize, String),
    DropOption(usize),
    SetOption(usize, String),
    /// Drops, repeats or replaces one item of a comma-separated option.
    EditList(usize, usize, Option<String>),
    AddOption(String, String),
    Board(String, i64),
}

fn bend() -> impl Strategy<Value = Bend> {
    let index = any::<usize>();
    prop_oneof![
        index.prop_map(Bend::DropPlayer),
        junk_word().prop_map(Bend::AddPlayer),
        (index, junk_word()).prop_map(|(i, w)| Bend::RenamePlayer(i, w)),
        index.prop_map(Bend::DropOption),
        (index, junk_word()).prop_map(|(i, w)| Bend::SetOption(i, w)),
        (index, index, prop::option::of(junk_word())).prop_map(|(i, j, w)| Bend::EditList(i, j, w)),
        (junk_word(), junk_word()).prop_map(|(k, v)| Bend::AddOption(k, v)),
        (junk_word(), any::<i64>()).prop_map(|(k, v)| Bend::Board(k, v)),
    ]
}

fn apply(mut input: SetupInput, bend: Bend) -> SetupInput {
    let players = input.players.len().max(1);
    let keys: Vec<String> = input.options.keys().cloned().collect();
    let key = |i: usize| keys.get(i % keys.len().max(1)).cloned();
    match bend {
        Bend::DropPlayer(i) if !input.players.is_empty() => {
            input.players.remove(i % players);
        }
        Bend::AddPlayer(name) => input.players.push(name),
        Bend::RenamePlayer(i, name) if !input.players.is_empty() => {
            input.players[i % players] = name;
        }
        Bend::DropOption(i) => {
            if let Some(k) = key(i) {
                input.options.remove(&k);
            }
        }
        Bend::SetOption(i, value) => {
            if let Some(k) = key(i) {
                input.options.insert(k, value);
            }
        }
        Bend::EditList(i, j, word) => {
            if let Some(k) = key(i) {
                let mut items: Vec<String> =
                    input.options[&k].split(',').map(str::to_string).collect();
                let at = j % items.len();
                match word {
                    Some(w) => items[at] = w,
                    None if j.is_multiple_of(2) => {
                        items.remove(at);
                    }
                    None => items.insert(at, items[at].clone()),
                }
                input.options.insert(k, items.join(","));
            }
        }
        Bend::AddOption(k, v) => {
            input.options.insert(k, v);
        }
        Bend::Board(k, v) => {
            let k = input
                .board
                .keys()
                .next()
                .cloned()
                .filter(|_| v % 2 == 0)
                .unwrap_or(k);
            input.board.insert(k, v);
        }
        Bend::DropPlayer(_) | Bend::RenamePlayer(..) => {}
    }
    input
}

/// Setups the game must refuse or accept without panicking: accepted ones
/// bent out of shape, and some that are nothing but junk.
pub fn junk_setups<G: Conformance>() -> BoxedStrategy<SetupInput> {
    prop_oneof![
        4 => (G::setups(), prop::collection::vec(bend(), 1..4))
            .prop_map(|(input, bends)| bends.into_iter().fold(input, apply)),
        1 => (
            prop::collection::vec(junk_word(), 0..10),
            prop::collection::btree_map(junk_word(), junk_word(), 0..4),
            prop::collection::btree_map(junk_word(), any::<i64>(), 0..3),
        )
            .prop_map(|(players, options, board)| SetupInput { players, options, board }),
    ]
    .boxed()
}

/// Numbers a hand-edited file might hold where a small one was written.
fn odd_number() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => (0u64..12).prop_map(Value::from),
        1 => prop::sample::select(vec![
            20u64, 21, 255, 256, 65_535, 65_536, u64::from(u32::MAX), u64::MAX,
            i64::MAX as u64,
        ])
        .prop_map(Value::from),
        1 => (-3i64..0).prop_map(Value::from),
    ]
}

/// How to edit a stored value by hand: for each number met, walking the
/// value in order, what to put there; and for each list met, whether to cut
/// its last item off or repeat it.
#[derive(Debug, Clone)]
pub struct HandEdit {
    numbers: Vec<Value>,
    lists: Vec<u8>,
}

/// Hand edits of any kind.
pub fn hand_edit() -> impl Strategy<Value = HandEdit> {
    (
        prop::collection::vec(prop::option::of(odd_number()), 1..8),
        prop::collection::vec(0u8..6, 0..4),
    )
        .prop_map(|(numbers, lists)| HandEdit {
            // `None` keeps the number that was there.
            numbers: numbers
                .into_iter()
                .map(|n| n.unwrap_or(Value::Null))
                .collect(),
            lists,
        })
}

impl HandEdit {
    /// `value` as a person might have edited it in the file; none when the
    /// edit no longer reads as a `T` (the store refuses those before any
    /// game sees them).
    pub fn apply<T: Serialize + DeserializeOwned>(&self, value: &T) -> Option<T> {
        let mut json = serde_json::to_value(value).ok()?;
        let (mut n, mut l) = (0, 0);
        self.walk(&mut json, &mut n, &mut l);
        serde_json::from_value(json).ok()
    }

    fn walk(&self, json: &mut Value, n: &mut usize, l: &mut usize) {
        match json {
            Value::Number(_) => {
                if let Some(new) = self.numbers.get(*n % self.numbers.len())
                    && !new.is_null()
                {
                    *json = new.clone();
                }
                *n += 1;
            }
            Value::Array(items) => {
                match self.lists.get(*l) {
                    Some(0) => {
                        items.pop();
                    }
                    Some(1) => {
                        if let Some(last) = items.last().cloned() {
                            items.push(last);
                        }
                    }
                    _ => {}
                }
                *l += 1;
                for item in items {
                    self.walk(item, n, l);
                }
            }
            Value::Object(fields) => {
                for item in fields.values_mut() {
                    self.walk(item, n, l);
                }
            }
            _ => {}
        }
    }
}

/// Text that is not quite notation: a line of the game's words with words
/// dropped, repeated, swapped or replaced by junk; or any text at all.
pub fn text<G: Conformance>() -> BoxedStrategy<String> {
    prop_oneof![
        2 => G::lines(),
        2 => (
            G::lines(),
            prop::collection::vec((any::<usize>(), prop::option::of(junk_word())), 1..4)
        )
            .prop_map(|(line, edits)| {
                let mut words: Vec<String> =
                    line.split_whitespace().map(str::to_string).collect();
                for (at, word) in edits {
                    if words.is_empty() {
                        words.push(word.unwrap_or_default());
                        continue;
                    }
                    let at = at % words.len();
                    match word {
                        Some(w) => words[at] = w,
                        None if at.is_multiple_of(2) => {
                            words.remove(at);
                        }
                        None => {
                            let next = (at + 1) % words.len();
                            words.swap(at, next);
                        }
                    }
                }
                words.join(" ")
            }),
        1 => any::<String>(),
    ]
    .boxed()
}
