//! The solo action area, drawn with the kit from the layout of
//! [`offers`](super::offers): the main button at its place, the form's
//! Enter and Cancel at the other end of its row, the question, the reason
//! line, and the body in the multiplayer pad's cells (a die's faces, a row
//! of numbers, choices), greyed in place. [`drawn`] is made from the same
//! layout, so the tests check what the table sees.

use super::labels::{label, question};
use super::offers::{layout, open_form};
use super::reasons;
use super::{Form, Message, Pad};
use crate::games::undead_solo::UndeadSolo;
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::games::kit::{self, Area, Drawn, Tap, buttons, faces};
use crate::ui::games::undead as undead_pad;
use crate::ui::games::undead::offers::{Cell, Part};
use crate::ui::games::undead::view::{cells, numbers};
use iced::widget::{Column, column, container, text};
use iced::{Element, Length, Size};

/// What a tap on a cell does: its click while live, else asking why.
fn tap(cell: &Cell<Message>) -> Tap<Message> {
    Tap::new(
        cell.live,
        cell.message.clone(),
        Message::Why(Box::new(cell.message.clone())),
    )
}

/// Every button the area draws now (see `TablePad::drawn`).
pub fn drawn(pad: &Pad, lang: Lang, session: &Session<UndeadSolo>) -> Vec<Drawn<Message>> {
    let form = open_form(pad, session);
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

/// The box's building cards, for the board while one is entered.
pub fn shelf(
    pad: &Pad,
    lang: Lang,
    session: &Session<UndeadSolo>,
) -> Vec<(String, Tap<Message>, bool)> {
    let form = open_form(pad, session);
    layout(pad, session)
        .shelf
        .iter()
        .map(|c| {
            (
                label(lang, session, form.as_ref(), &c.message),
                tap(c),
                c.picked,
            )
        })
        .collect()
}

/// The action area for `room`, with the odds of the choice the dice make
/// now in the reason line while it has no reason to give.
pub fn view<'a>(
    pad: &'a Pad,
    lang: Lang,
    session: &'a Session<UndeadSolo>,
    room: Size,
    odds: Option<String>,
) -> Element<'a, Message> {
    let form = open_form(pad, session);
    let layout = layout(pad, session);
    let width = room.width.max(1.0);
    // A short room (1024×600, 160 % text) takes the kit's shorter
    // arrangement, so a die's faces stay in sight below the question.
    let compact = room.height < kit::area::COMPACT_BELOW;
    let words = |c: &Cell<Message>| label(lang, session, form.as_ref(), &c.message);
    let main = layout
        .main
        .as_ref()
        .map(|c| buttons::main_in(words(c), tap(c), compact));
    let end: Vec<Element<'a, Message>> = layout
        .end
        .iter()
        .map(|c| {
            let enter = matches!(c.message, Message::Done);
            buttons::choice(words(c), tap(c), enter && c.live)
        })
        .collect();
    let mut body = Column::new().spacing(kit::area::GAP);
    for (title, part) in &layout.parts {
        if let Some(title) = title {
            body = body.push(text(i18n::tr(lang, title)).size(13));
        }
        let items = |cs: &[Cell<Message>]| -> Vec<(String, Tap<Message>, bool)> {
            cs.iter().map(|c| (words(c), tap(c), c.picked)).collect()
        };
        body = body.push(match part {
            Part::Steps(c) | Part::Choices(c) => cells(items(c), width),
            Part::Numbers(n) => numbers(
                n.iter()
                    .map(|(shown, c)| (shown.to_string(), tap(c), c.picked))
                    .collect(),
                width,
                compact,
            ),
            Part::Line(c) => undead_pad::view::line(items(c)),
            Part::Row(title, n) => undead_pad::view::titled_numbers(
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
                Some(Form::Card(card)) => {
                    undead_pad::view::fields(lang, card, width).map(Message::Card)
                }
                _ => column![].into(),
            },
        });
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
