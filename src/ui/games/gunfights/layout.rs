//! The pads' layout, in the player's words: the main button, the open
//! form's buttons at the main row's end, the question, and the body's
//! parts, each button with its label and its [`Tap`]. Both pads (the turn
//! and the Raid) make one; `drawn` and the view are both made from it, so
//! the tests check what the table sees.

use crate::ui::games::kit::{Area, Drawn, Tap, area, buttons, faces};
use iced::widget::{Column, container, text};
use iced::{Element, Length, Size};

/// The room the area is laid out for when the table view does not say.
pub const ROOM: Size = Size::new(412.0, 460.0);

/// Below this height the area takes its shorter arrangement: 1024×600,
/// and 1366×768 at 160 % text, where a d20's faces must still fit whole.
const SHORT_ROOM: f32 = 360.0;

/// One button, in the player's words.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell<M> {
    /// Its label.
    pub label: String,
    /// What a tap does: its click while the rules take it, else asking why.
    pub tap: Tap<M>,
    /// Whether it only steers the pad (Cancel, a toggle taken back).
    pub control: bool,
    /// Whether it shows as chosen.
    pub picked: bool,
}

impl<M: PartialEq> Cell<M> {
    /// A button of either pad: live when `offered` holds its click; one
    /// shown as chosen (a toggle to take back) is live as a control; else
    /// greyed, and tapped it asks why (`why`, the pad's `Message::Why`).
    pub fn offered(
        offered: &[M],
        label: String,
        message: M,
        picked: bool,
        why: fn(Box<M>) -> M,
    ) -> Cell<M> {
        let live = offered.contains(&message);
        Cell {
            label,
            control: !live && picked,
            tap: if live || picked {
                Tap::Live(message)
            } else {
                Tap::Greyed(why(Box::new(message)))
            },
            picked,
        }
    }
}

impl<M> Cell<M> {
    /// A button that only steers the pad (start over, which thing a grid
    /// places): live when `live`, else greyed and asking why.
    pub fn steer(
        label: String,
        message: M,
        live: bool,
        picked: bool,
        why: fn(Box<M>) -> M,
    ) -> Cell<M> {
        Cell {
            label,
            control: true,
            tap: if live {
                Tap::Live(message)
            } else {
                Tap::Greyed(why(Box::new(message)))
            },
            picked,
        }
    }

    /// The same button with its clicks wrapped in `f`.
    pub fn map<N>(self, f: &impl Fn(M) -> N) -> Cell<N> {
        Cell {
            label: self.label,
            tap: match self.tap {
                Tap::Live(m) => Tap::Live(f(m)),
                Tap::Greyed(m) => Tap::Greyed(f(m)),
            },
            control: self.control,
            picked: self.picked,
        }
    }
}

/// A part of the body.
#[derive(Debug, Clone, PartialEq)]
pub enum Part<M> {
    /// A line of what stands (a fighter's health, Blind Betty's odds).
    Text(String),
    /// Buttons of one width, as many to a row as fit.
    Choices(Vec<Cell<M>>),
    /// The twenty faces of a d20, in order.
    Die(Vec<Cell<M>>),
}

/// Everything a pad draws now.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout<M> {
    /// The main button (the step that moves the game on), at its place.
    pub main: Option<Cell<M>>,
    /// At the main row's end: the open form's Cancel (and its Enter).
    pub end: Vec<Cell<M>>,
    /// What the rules expect now, or what the open form holds.
    pub question: String,
    /// The body, in order.
    pub parts: Vec<Part<M>>,
}

impl<M> Layout<M> {
    /// Every button, in the order drawn.
    pub fn cells(&self) -> Vec<&Cell<M>> {
        let mut out: Vec<&Cell<M>> = self.main.iter().chain(self.end.iter()).collect();
        for part in &self.parts {
            match part {
                Part::Choices(c) | Part::Die(c) => out.extend(c.iter()),
                Part::Text(_) => {}
            }
        }
        out
    }

    /// The same layout with its clicks wrapped in `f`.
    pub fn map<N>(self, f: impl Fn(M) -> N) -> Layout<N> {
        Layout {
            main: self.main.map(|c| c.map(&f)),
            end: self.end.into_iter().map(|c| c.map(&f)).collect(),
            question: self.question,
            parts: self
                .parts
                .into_iter()
                .map(|part| match part {
                    Part::Text(t) => Part::Text(t),
                    Part::Choices(c) => Part::Choices(c.into_iter().map(|c| c.map(&f)).collect()),
                    Part::Die(c) => Part::Die(c.into_iter().map(|c| c.map(&f)).collect()),
                })
                .collect(),
        }
    }

    /// Every button as the tests see it.
    pub fn drawn(&self) -> Vec<Drawn<M>>
    where
        M: Clone,
    {
        self.cells()
            .into_iter()
            .map(|c| Drawn {
                label: c.label.clone(),
                tap: c.tap.clone(),
                control: c.control,
            })
            .collect()
    }
}

/// The choices with the kit's list ([`area`]'s cells, wrapped two to a
/// row where one to a row would not fit).
fn choices<'a, M: Clone + 'a>(cells: Vec<Cell<M>>, width: f32, compact: bool) -> Element<'a, M> {
    let items = cells
        .into_iter()
        .map(|c| (c.label, c.tap, c.picked))
        .collect();
    crate::ui::games::kit::choices::grid(items, width, compact)
}

/// The area for `room`, drawn with the kit: the main button at its place,
/// the d20's faces whole inside the room (the shorter arrangement's smaller
/// faces in a short room).
pub fn view<'a, M: Clone + 'a>(
    layout: Layout<M>,
    why: Option<String>,
    odds: Option<String>,
    room: Size,
) -> Element<'a, M> {
    let compact = room.height < SHORT_ROOM;
    let width = room.width.max(1.0);
    let main = layout.main.map(|c| {
        if compact {
            buttons::main_compact(c.label, c.tap)
        } else {
            buttons::main(c.label, c.tap)
        }
    });
    let end = layout
        .end
        .into_iter()
        .map(|c| buttons::side(c.label, c.tap, compact))
        .collect();
    let gap = if compact {
        area::GAP_COMPACT
    } else {
        area::GAP
    };
    let mut body = Column::new().spacing(gap);
    for part in layout.parts {
        let drawn: Element<'a, M> = match part {
            Part::Text(words) => text(words).size(if compact { 13 } else { 15 }).into(),
            Part::Choices(cells) => choices(cells, width, compact),
            Part::Die(cells) => {
                let tap = |face: u8| {
                    cells
                        .get(usize::from(face.saturating_sub(1)))
                        .map(|c| c.tap.clone())
                };
                let picked = |face: u8| {
                    cells
                        .get(usize::from(face.saturating_sub(1)))
                        .is_some_and(|c| c.picked)
                };
                // Twenty cells, made by the pads: a missing one cannot be.
                let Some(first) = tap(1) else {
                    continue;
                };
                faces::pad_in(
                    20,
                    width,
                    compact,
                    |face| tap(face).unwrap_or_else(|| first.clone()),
                    picked,
                )
            }
        };
        body = body.push(drawn);
    }
    Area {
        main,
        end,
        question: layout.question,
        why,
        odds,
        body: container(body).width(Length::Fill).into(),
    }
    .view_in(compact)
}
