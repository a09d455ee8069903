//! The pad's layout in no language: the cells of the main row, the
//! body's parts and the box's shelf, each cell with its click and whether
//! the rules take it now ([`super::offers`] asks them). The view and
//! `drawn` are both made from [`layout`], so the tests check what the
//! table sees.

use super::offers::{
    UNDEAD_NOTORIETY, bonuses, fixed_items, form_buttons, main_click, offered_in, open_form,
    same_kind, step_buttons, step_form, step_live,
};
use super::{Form, Kind, Message, Pad};
use crate::core::Msg;
use crate::games::undead::contents::WEAK_POINTS;
use crate::games::undead::{Phase, Undead, UndeadAction};
use crate::session::Session;

/// The printed numbers of a building card offered as faces to tap (one
/// row; a higher one is typed in its field).
pub const CARD_NUMBERS: std::ops::RangeInclusive<u32> = 1..=8;

/// One button of the area, in no language: its click, whether the rules
/// take it now, whether it only steers the pad, whether it shows as chosen.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell<M = Message> {
    /// What a tap sends while live (greyed, it asks why instead).
    pub message: M,
    /// Whether the rules take it now.
    pub live: bool,
    /// Whether it only steers the pad (Cancel, a tick taken back, a number
    /// set, another card picked): it builds no entry of its own.
    pub control: bool,
    /// Whether it shows as chosen.
    pub picked: bool,
}

impl<M> Cell<M> {
    /// A button that builds or makes an entry, live or not.
    pub fn new(message: M, live: bool) -> Cell<M> {
        Cell {
            message,
            live,
            control: false,
            picked: false,
        }
    }

    /// A button that only steers the pad, always live.
    pub fn control(message: M) -> Cell<M> {
        Cell {
            message,
            live: true,
            control: true,
            picked: false,
        }
    }

    /// Shown as chosen or not.
    pub fn picked(mut self, picked: bool) -> Cell<M> {
        self.picked = picked;
        self
    }
}

/// A part of the body, each drawn with its own kind of kit button.
#[derive(Debug, Clone, PartialEq)]
pub enum Part<M = Message> {
    /// The step's buttons, in fixed cells.
    Steps(Vec<Cell<M>>),
    /// Choices of one height (whom, which, where, what).
    Choices(Vec<Cell<M>>),
    /// The eight faces of a d8, in order, each a cell.
    Die(Vec<Cell<M>>),
    /// A row of numbers of one width: (the number shown, its cell).
    Numbers(Vec<(u32, Cell<M>)>),
    /// A row of numbers with its words at its left (a card's printed cost).
    Row(Msg, Vec<(u32, Cell<M>)>),
    /// A few choices each as wide as its words, on one line where they fit
    /// (a building slot's bonus: four short words).
    Line(Vec<Cell<M>>),
    /// The typed fields of a building card (no buttons of their own).
    Fields(Vec<Cell<M>>),
}

/// A titled row of numbers: its words, and each number with its cell.
pub type CardRow<M = Message> = (Msg, Vec<(u32, Cell<M>)>);

/// Everything the area draws now.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout<M = Message> {
    /// The main button, at its place.
    pub main: Option<Cell<M>>,
    /// At the right end of the main row: the form's Enter and Cancel.
    pub end: Vec<Cell<M>>,
    /// The body's parts, each with what it asks (a title), in order.
    pub parts: Vec<(Option<Msg>, Part<M>)>,
    /// The box's cards, drawn on the board while one is entered: every
    /// building card, or the Undead cards entered in a game before.
    pub shelf: Vec<Cell<M>>,
    /// The printed numbers of the card being entered, a titled row each,
    /// drawn on the board above the box (the pad keeps its one row of room
    /// in the shortest window for the bonus, which enters the card).
    pub card_rows: Vec<CardRow<M>>,
}

impl<M> Default for Layout<M> {
    fn default() -> Self {
        Layout {
            main: None,
            end: Vec::new(),
            parts: Vec::new(),
            shelf: Vec::new(),
            card_rows: Vec::new(),
        }
    }
}

impl<M> Layout<M> {
    /// Every cell, in the order drawn.
    pub fn cells(&self) -> Vec<&Cell<M>> {
        let mut out: Vec<&Cell<M>> = self.main.iter().chain(self.end.iter()).collect();
        for (_, part) in &self.parts {
            match part {
                Part::Steps(c)
                | Part::Choices(c)
                | Part::Die(c)
                | Part::Fields(c)
                | Part::Line(c) => {
                    out.extend(c.iter());
                }
                Part::Numbers(n) | Part::Row(_, n) => out.extend(n.iter().map(|(_, c)| c)),
            }
        }
        out.extend(self.shelf.iter());
        for (_, row) in &self.card_rows {
            out.extend(row.iter().map(|(_, c)| c));
        }
        out
    }
}

/// A form's parts of the body (each with its title), its end buttons and
/// its shelf of the box's cards.
pub type FormParts<M = Message> = (Vec<(Option<Msg>, Part<M>)>, Vec<Cell<M>>, Vec<Cell<M>>);

/// The form's parts of the body, from its buttons and which are live.
fn form_parts(form: &Form, session: &Session<Undead>, live: &[Message]) -> FormParts {
    let state = session.state();
    let buttons = form_buttons(form, session);
    let is_live = |m: &Message| live.contains(m);
    let cell = |m: &Message| Cell::new(m.clone(), is_live(m));
    let mut parts = Vec::new();
    let mut end = Vec::new();
    let mut shelf = Vec::new();
    let die = |buttons: &[Message]| -> Part {
        Part::Die(
            buttons
                .iter()
                .filter(|m| matches!(m, Message::Face(_)))
                .map(cell)
                .collect(),
        )
    };
    let crit = |buttons: &[Message]| -> Vec<Cell> {
        buttons
            .iter()
            .filter(|m| matches!(m, Message::CritHit))
            .map(cell)
            .collect()
    };
    match form {
        Form::Pick(Kind::Wild) => parts.push((
            None,
            Part::Numbers(
                buttons
                    .iter()
                    .map(|m| {
                        let n = match m {
                            Message::Enter(a) => match a.as_ref() {
                                UndeadAction::Wild { space } => u32::from(*space),
                                _ => 0,
                            },
                            _ => 0,
                        };
                        (n, cell(m))
                    })
                    .collect(),
            ),
        )),
        // A list of many (whom, which building): only what the rules
        // take, so it stays short enough to read.
        Form::Pick(_) => parts.push((
            None,
            Part::Choices(buttons.iter().filter(|m| is_live(m)).map(cell).collect()),
        )),
        Form::Reveal { .. } | Form::Walk(_) => {
            parts.push((None, die(&buttons)));
            let c = crit(&buttons);
            if !c.is_empty() {
                parts.push((None, Part::Choices(c)));
            }
        }
        Form::Fire { .. } => {
            parts.push((None, die(&buttons)));
            let mut c = crit(&buttons);
            c.extend(
                buttons
                    .iter()
                    .filter(|m| matches!(m, Message::Done(_)))
                    .map(cell),
            );
            parts.push((None, Part::Choices(c)));
        }
        Form::Duel { .. } => {
            let targets: Vec<Cell> = buttons
                .iter()
                .filter(|m| matches!(m, Message::Target(_)))
                .map(cell)
                .collect();
            if !targets.is_empty() {
                parts.push((None, Part::Choices(targets)));
            }
            if buttons.iter().any(|m| matches!(m, Message::Face(_))) {
                parts.push((None, die(&buttons)));
                parts.push((None, Part::Choices(crit(&buttons))));
            }
        }
        Form::Items { purpose, items } => {
            let fixed = fixed_items(purpose);
            let picked = items.is_empty();
            let items: Vec<Cell> = buttons
                .iter()
                .filter(|m| matches!(m, Message::Add(_)))
                .filter(|m| fixed || is_live(m))
                .map(cell)
                .collect();
            parts.push((None, Part::Choices(items)));
            // The three at once, below the one-at-a-time row so that row
            // stays put; greyed in place once one is picked singly.
            let whole: Vec<Cell> = buttons
                .iter()
                .filter(|m| matches!(m, Message::Enter(_)))
                .map(|m| Cell::new(m.clone(), picked && is_live(m)))
                .collect();
            if !whole.is_empty() {
                parts.push((
                    Some(Msg::new("undead-pad-start-whole")),
                    Part::Choices(whole),
                ));
            }
            end.extend(
                buttons
                    .iter()
                    .filter(|m| matches!(m, Message::Done(_)))
                    .map(cell),
            );
        }
        Form::Arrange { card, .. } => {
            let ticks = (0..6usize)
                .map(|i| {
                    let m = Message::Tick(i);
                    // Any slot may be ticked in any order: what is not the
                    // next move only steers the arrangement.
                    let c = if is_live(&m) {
                        cell(&m)
                    } else {
                        Cell::control(m)
                    };
                    (u32::try_from(i + 2).unwrap_or(0), c.picked(card[i]))
                })
                .collect();
            parts.push((None, Part::Numbers(ticks)));
            end.push(cell(&Message::Done(None)));
        }
        Form::Hiring { bands } => {
            let ticks = (0..state.bands.len())
                .map(|b| {
                    let m = Message::Tick(b);
                    let c = if bands.contains(&b) {
                        Cell::control(m)
                    } else {
                        cell(&m)
                    };
                    c.picked(bands.contains(&b))
                })
                .collect();
            parts.push((
                Some(Msg::new("undead-pad-hiring-ask")),
                Part::Choices(ticks),
            ));
        }
        Form::Undead { weak, notoriety } => {
            let ticks = WEAK_POINTS
                .map(|f| {
                    let i = usize::from(f - 1);
                    let m = Message::Tick(i);
                    // A tick taken back only steers the card.
                    let c = if weak[i] { Cell::control(m) } else { cell(&m) };
                    (u32::from(f), c.picked(weak[i]))
                })
                .collect();
            parts.push((Some(Msg::new("undead-pad-weak")), Part::Numbers(ticks)));
            // At setup, once a weak point is ticked, the Notoriety is the
            // card's last part and enters it; before, it only steers the card.
            let enters = state.draws.is_empty() && weak.iter().any(|w| *w);
            let values = UNDEAD_NOTORIETY
                .map(|n| {
                    let m = Message::Set(1, n);
                    let c = if enters { cell(&m) } else { Cell::control(m) };
                    (n, c.picked(n == *notoriety))
                })
                .collect();
            parts.push((
                Some(Msg::new("undead-pad-undead-notoriety")),
                Part::Numbers(values),
            ));
            let places: Vec<Cell> = buttons
                .iter()
                .filter(|m| matches!(m, Message::Done(_)))
                .map(cell)
                .collect();
            if state.draws.is_empty() {
                end.extend(places);
                // The box's cards entered before, on the board as the
                // building cards are: a whole card in one tap each.
                shelf.extend(
                    buttons
                        .iter()
                        .filter(|m| matches!(m, Message::Enter(_)))
                        .map(cell),
                );
            } else {
                parts.push((
                    Some(Msg::new("undead-pad-undead-where")),
                    Part::Choices(places),
                ));
            }
        }
        Form::Building { ability, bonus, .. } => {
            shelf.extend(
                buttons
                    .iter()
                    .filter_map(|m| match m {
                        Message::PickAbility(a) => Some((m, *a)),
                        _ => None,
                    })
                    .map(|(m, a)| match ability {
                        // Another card picked instead only steers the form.
                        Some(chosen) => Cell::control(m.clone()).picked(*chosen == a),
                        None => cell(m),
                    }),
            );
            // The bonus, which enters the card, first: the one row a short
            // pad has room for (the question says so, so it has no title);
            // the printed cost and Notoriety are a tap each on the board,
            // above the box (see `card_rows`); the name and a number above
            // those rows typed last, the rare part.
            parts.push((
                None,
                Part::Line(
                    bonuses()
                        .into_iter()
                        .map(|b| {
                            let m = Message::Bonus(b);
                            let picked = ability.is_some() && *bonus == b;
                            cell(&m).picked(picked)
                        })
                        .collect(),
                ),
            ));
            parts.push((None, Part::Fields(Vec::new())));
        }
    }
    (parts, end, shelf)
}

/// A building card's printed cost and Notoriety, a row of taps each
/// (they only steer the card: its bonus enters it).
pub fn card_rows(form: &Form) -> Vec<CardRow> {
    let Form::Building {
        cost, notoriety, ..
    } = form
    else {
        return Vec::new();
    };
    [
        (0u8, *cost, "undead-pad-cost"),
        (1, *notoriety, "undead-pad-notoriety"),
    ]
    .into_iter()
    .map(|(which, now, title)| {
        let values = CARD_NUMBERS
            .map(|n| (n, Cell::control(Message::Set(which, n)).picked(n == now)))
            .collect();
        (Msg::new(title), values)
    })
    .collect()
}

/// Everything the area draws now, and whether each is live.
pub fn layout(pad: &Pad, session: &Session<Undead>) -> Layout {
    let state = session.state();
    let mut out: Layout = Layout::default();
    if state.phase == Phase::Over {
        return out;
    }
    let own = step_form(state);
    let form = open_form(pad, state);
    // Whether the table has begun an entry of several clicks: until it is
    // finished or cancelled, nothing else is taken (never dropped unsaid).
    let begun = pad.form.is_some();
    // Whether the form open is another than the step's own (a step's button
    // opened it): then the body is the form's, the step's buttons wait.
    let other = begun
        && !own
            .as_ref()
            .zip(pad.form.as_ref())
            .is_some_and(|(a, b)| same_kind(a, b));
    let main = main_click(session);
    let steps = step_buttons(state);
    let live: Vec<Message> = match &form {
        Some(f) if begun => offered_in(f, session),
        _ => {
            let mut candidates: Vec<Message> = main.iter().cloned().collect();
            candidates.extend(steps.iter().cloned());
            if let Some(f) = &form {
                candidates.extend(form_buttons(f, session));
            }
            step_live(session, &candidates, form.as_ref())
        }
    };
    let main_is_form = matches!(main, Some(Message::Done(_)));
    out.main = main.map(|m| {
        // While another form is open the main button waits, and says so.
        let live_main = (!begun || (main_is_form && !other)) && live.contains(&m);
        Cell::new(m, live_main)
    });
    // The form's parts first, right under the question (the Hire Guns
    // dice, the reveal's faces): the step's other buttons below them.
    if let Some(f) = &form {
        let (parts, end, shelf) = form_parts(f, session, &live);
        out.parts.extend(parts);
        out.end = end;
        out.shelf = shelf;
        out.card_rows = card_rows(f);
    }
    if !other {
        // The hunt's shots are the step's own die.
        if steps.iter().any(
            |m| matches!(m, Message::Enter(a) if matches!(a.as_ref(), UndeadAction::Shoot { .. })),
        ) {
            let cells: Vec<Cell> = steps
                .iter()
                .map(|m| Cell::new(m.clone(), !begun && live.contains(m)))
                .collect();
            let (die, crit): (Vec<Cell>, Vec<Cell>) = cells.into_iter().partition(|c| {
                !matches!(&c.message, Message::Enter(a) if matches!(a.as_ref(), UndeadAction::Shoot { shot } if shot.crit))
            });
            out.parts.push((None, Part::Die(die)));
            out.parts.push((None, Part::Choices(crit)));
        } else if !steps.is_empty() {
            out.parts.push((
                None,
                Part::Steps(
                    steps
                        .iter()
                        .map(|m| Cell::new(m.clone(), !begun && live.contains(m)))
                        .collect(),
                ),
            ));
        }
    }
    if begun {
        out.end.push(Cell::control(Message::Cancel));
    }
    out
}
