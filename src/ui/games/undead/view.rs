//! The action area, drawn with the kit from [`layout`]: the main button at
//! its place, the form's Enter and Cancel at the other end of its row, the
//! question, the reason line, and the body: the step's buttons, a die's
//! faces, a row of numbers, choices, each kind in cells of one size and
//! greyed in place. [`drawn`] is made from the same layout, so the tests
//! of every pad check what the table sees.

use super::labels::{label, question};
use super::offers::{Cell, Part, layout, open_form};
use super::reasons;
use super::{Form, Message, Pad};
use crate::games::undead::Undead;
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::games::kit::{self, Area, Drawn, Tap, area, buttons, faces};
use iced::widget::{Column, Row, column, container, row, text, text_input};
use iced::{Alignment, Element, Length, Size};

/// The room the area is laid out for when the table view does not say.
pub const ROOM: Size = Size::new(412.0, 420.0);

/// The room of a titled row's words, at its left.
const ROW_WORDS: f32 = 84.0;

/// What a tap on a cell does: its click while live, else asking why.
pub fn tap(cell: &Cell) -> Tap<Message> {
    Tap::new(
        cell.live,
        cell.message.clone(),
        Message::Why(Box::new(cell.message.clone())),
    )
}

/// Every button the area draws now (see `TablePad::drawn`).
pub fn drawn(pad: &Pad, lang: Lang, session: &Session<Undead>) -> Vec<Drawn<Message>> {
    let form = open_form(pad, session.state());
    layout(pad, session)
        .cells()
        .into_iter()
        .map(|c| {
            let words = label(lang, session, form.as_ref(), &c.message);
            if c.control {
                Drawn::control(words, tap(c))
            } else {
                Drawn::new(words, tap(c))
            }
        })
        .collect()
}

/// Choices inside `width`, with the kit's list: one width, as many to a
/// row as fit, two to a row with wrapped labels where one to a row would
/// not fit.
pub fn cells<'a, M: Clone + 'a>(items: Vec<(String, Tap<M>, bool)>, width: f32) -> Element<'a, M> {
    crate::ui::games::kit::choices::grid(items, width, false)
}

/// A row of numbers (weak points, slots, spaces, a Notoriety), each a
/// button of one width, all inside `width`; the smaller faces of the
/// area's shorter arrangement when `compact`.
pub fn numbers<'a, M: Clone + 'a>(
    items: Vec<(String, Tap<M>, bool)>,
    width: f32,
    compact: bool,
) -> Element<'a, M> {
    let count = u8::try_from(items.len()).unwrap_or(u8::MAX);
    let per_row = faces::per_row_in(count, width, compact);
    let buttons = items
        .into_iter()
        .map(|(words, tap, picked)| buttons::face_in(words, tap, picked, compact))
        .collect();
    area::grid(buttons, per_row)
}

/// Choices each as wide as its words, on one line while they fit.
pub fn line<'a, M: Clone + 'a>(items: Vec<(String, Tap<M>, bool)>) -> Element<'a, M> {
    Row::with_children(
        items
            .into_iter()
            .map(|(words, tap, picked)| buttons::choice(words, tap, picked)),
    )
    .spacing(6)
    .wrap()
    .vertical_spacing(6)
    .into()
}

/// The id of a building card's row of printed numbers on the board (0 the
/// cost, 1 the Notoriety), for tests.
pub fn card_row_id(n: usize) -> String {
    format!("undead-card-row-{n}")
}

/// The card being entered's rows of printed numbers, for the board: each
/// its words and its numbers (words, what a tap does, whether picked).
pub type CardRows<M> = Vec<(String, Vec<(String, Tap<M>, bool)>)>;

/// The rows of the card being entered (see `Layout::card_rows`).
pub fn card_rows(pad: &Pad, lang: Lang, session: &Session<Undead>) -> CardRows<Message> {
    layout(pad, session)
        .card_rows
        .iter()
        .map(|(title, row)| {
            (
                i18n::tr(lang, title),
                row.iter()
                    .map(|(n, c)| (n.to_string(), tap(c), c.picked))
                    .collect(),
            )
        })
        .collect()
}

/// A row of numbers with its words at its left, all inside `width` (a
/// building card's printed cost: one line, where a title above it would
/// take another).
pub fn titled_numbers<'a, M: Clone + 'a>(
    words: String,
    items: Vec<(String, Tap<M>, bool)>,
    width: f32,
    compact: bool,
) -> Element<'a, M> {
    row![
        text(words).size(13).width(ROW_WORDS),
        numbers(items, (width - ROW_WORDS).max(1.0), compact),
    ]
    .align_y(Alignment::Center)
    .into()
}

/// A building card's typed fields: its name, its cost and its Notoriety
/// (the numbers are also a tap on their rows of faces, below).
pub fn fields<'a>(lang: Lang, form: &Form, width: f32) -> Element<'a, Message> {
    let t = |key: &str| i18n::text(lang, key);
    let Form::Building {
        cost,
        notoriety,
        name,
        ..
    } = form
    else {
        return column![].into();
    };
    let number = |which: u8, label: String, value: u32| -> Element<'a, Message> {
        row![
            text(label).size(14),
            text_input("0", &value.to_string())
                .on_input(move |typed| Message::Typed(which, typed))
                .id(format!("undead-card-number-{which}"))
                .width(44)
                .padding(8),
        ]
        .spacing(4)
        .align_y(Alignment::Center)
        .into()
    };
    let name = text_input(&t("undead-pad-name"), name)
        .on_input(Message::Name)
        .id("undead-card-name")
        .padding(8)
        .width(Length::Fixed((width - 8.0).clamp(120.0, 180.0)));
    Row::new()
        .push(name)
        .push(number(0, t("undead-pad-cost"), *cost))
        .push(number(1, t("undead-pad-notoriety"), *notoriety))
        .spacing(8)
        .align_y(Alignment::Center)
        .wrap()
        .vertical_spacing(6)
        .into()
}

/// The id of the `n`th part of the area's body, for tests: a form's rows
/// must be whole in sight.
pub fn part_id(n: usize) -> String {
    format!("undead-pad-part-{n}")
}

/// The id of the `n`th button at the main row's end (Enter, Cancel).
pub fn end_id(n: usize) -> String {
    format!("undead-pad-end-{n}")
}

/// The action area for `room`, with the odds of the choice the dice make
/// now in the reason line while it has no reason to give.
pub fn view<'a>(
    pad: &'a Pad,
    lang: Lang,
    session: &'a Session<Undead>,
    room: Size,
    odds: Option<String>,
) -> Element<'a, Message> {
    let form = open_form(pad, session.state());
    let layout = layout(pad, session);
    let width = room.width.max(1.0);
    // A short room (1024×600, 160 % text) takes the kit's shorter
    // arrangement, so a die's faces stay in sight below the question.
    let compact = room.height < kit::area::COMPACT_BELOW;
    let words = |c: &Cell| label(lang, session, form.as_ref(), &c.message);
    let main = layout
        .main
        .as_ref()
        .map(|c| buttons::main_in(words(c), tap(c), compact));
    let end: Vec<Element<'a, Message>> = layout
        .end
        .iter()
        .enumerate()
        .map(|(n, c)| {
            // The form's Enter stands out from its Cancel.
            let enter = matches!(c.message, Message::Done(_));
            container(buttons::choice(words(c), tap(c), enter && c.live))
                .id(end_id(n))
                .into()
        })
        .collect();
    let mut body = Column::new().spacing(kit::area::GAP);
    for (n, (title, part)) in layout.parts.iter().enumerate() {
        if let Some(title) = title {
            body = body.push(text(i18n::tr(lang, title)).size(13));
        }
        let items = |cells: &[Cell]| -> Vec<(String, Tap<Message>, bool)> {
            cells.iter().map(|c| (words(c), tap(c), c.picked)).collect()
        };
        let drawn: Element<'a, Message> = match part {
            Part::Steps(c) | Part::Choices(c) => cells(items(c), width),
            Part::Numbers(n) => numbers(
                n.iter()
                    .map(|(shown, c)| (shown.to_string(), tap(c), c.picked))
                    .collect(),
                width,
                compact,
            ),
            Part::Line(c) => line(items(c)),
            Part::Row(title, n) => titled_numbers(
                i18n::tr(lang, title),
                n.iter()
                    .map(|(shown, c)| (shown.to_string(), tap(c), c.picked))
                    .collect(),
                width,
                compact,
            ),
            Part::Die(c) => faces::pad_in(
                8,
                width,
                compact,
                |face| {
                    c.get(usize::from(face.saturating_sub(1)))
                        .map_or(Tap::Greyed(Message::Cancel), tap)
                },
                |face| {
                    c.get(usize::from(face.saturating_sub(1)))
                        .is_some_and(|c| c.picked)
                },
            ),
            Part::Fields(_) => match &form {
                Some(f) => fields(lang, f, width),
                None => column![].into(),
            },
        };
        body = body.push(container(drawn).id(part_id(n)));
    }
    Area {
        main,
        end,
        question: question(lang, pad, session),
        why: reasons::why(pad, lang, session),
        odds,
        body: container(body).width(Length::Fill).into(),
    }
    .view_in(compact)
}

/// The box's cards for the board while one is entered: the words above
/// them, and each card's short words, what a tap does, whether picked.
pub type Shelf<M> = (String, Vec<(String, Tap<M>, bool)>);

/// The id of the box's cards on the board, for tests.
pub const SHELF_ID: &str = "undead-shelf";

/// The box's cards, for the board while one is entered: the building
/// cards (the one picked shown as chosen), or at setup the Undead cards
/// entered in a game before.
pub fn shelf(pad: &Pad, lang: Lang, session: &Session<Undead>) -> Shelf<Message> {
    let form = open_form(pad, session.state());
    let title = match form {
        Some(Form::Undead { .. }) => "undead-pad-the-box-undead",
        _ => "undead-pad-the-box",
    };
    let cards = layout(pad, session)
        .shelf
        .iter()
        .map(|c| {
            (
                label(lang, session, form.as_ref(), &c.message),
                tap(c),
                c.picked,
            )
        })
        .collect();
    (i18n::text(lang, title), cards)
}

/// The shelf drawn in `width`: the card's rows of printed numbers, then
/// its words and the box's cards of one width, in the text's order.
pub fn shelf_view<'a, M: Clone + 'a>(
    rows: CardRows<M>,
    (title, cards): Shelf<M>,
    width: f32,
) -> Element<'a, M> {
    if cards.is_empty() {
        return column![].into();
    }
    let mut numbers = Column::new().spacing(4);
    for (n, (words, row)) in rows.into_iter().enumerate() {
        // The smaller faces where the larger ones would take two lines.
        let compact = width - ROW_WORDS < 8.0 * (kit::buttons::FACE_WIDTH + faces::GAP);
        numbers =
            numbers.push(container(titled_numbers(words, row, width, compact)).id(card_row_id(n)));
    }
    let per_row = ((width + 6.0) / 186.0).floor().max(1.0) as usize;
    let cell = ((width - 6.0 * (per_row as f32 - 1.0)) / per_row as f32).max(60.0);
    let buttons: Vec<Element<'a, M>> = cards
        .into_iter()
        .map(|(words, tap, picked)| {
            container(buttons::choice(words, tap, picked))
                .width(cell)
                .into()
        })
        .collect();
    column![
        numbers,
        text(title).size(14),
        container(area::grid(buttons, per_row)).id(SHELF_ID)
    ]
    .spacing(4)
    .into()
}
