//! The solo action area: what Dead Ranger just did and the score, the
//! reminder of the step, and its buttons. The buttons a player looks for
//! in the same place every time (the spaces and Hire Guns, Dead Ranger's
//! d8, the duel's d8s, a Round Start ability's d8) are all there, greyed
//! while the rules do not take them, and tapped they say why in a line
//! kept for it; the other buttons are the clicks the pad offers.

use super::labels::{face, form_summary, label, name_of};
use super::offers::{self, against, asking_buildings, fixed_entries, rolled, use_roll};
use super::{Form, Message, Pad};
use crate::core::{Game, Msg};
use crate::games::undead::UndeadAction;
use crate::games::undead_solo::choices;
use crate::games::undead_solo::{SoloAction, UndeadSolo, say};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::games::TablePad;
use crate::ui::games::undead as undead_pad;
use crate::ui::theme;
use iced::widget::{Column, Row, button, column, container, text};
use iced::{Element, Length};

/// The height of the line that says why a greyed button is greyed.
const WHY_LINE: f32 = 44.0;

/// The width of a d8 face or a slot: one size, so ticking one moves none.
const FACE_WIDTH: f32 = 44.0;

/// A button that is greyed while not `live` and, tapped then, asks why
/// (`message` is then a [`Message::Why`]).
fn choice<'a>(label: String, message: Message, live: bool, width: Length) -> Element<'a, Message> {
    button(container(text(label).size(16)).center_x(Length::Fill))
        .width(width)
        .padding([10, 8])
        .style(move |th, status| theme::secondary_button(th, theme::greyed_unless(live, status)))
        .on_press(message)
        .into()
}

/// An entry's button: live when offered, else greyed and asking why.
fn entry_button<'a>(
    lang: Lang,
    session: &Session<UndeadSolo>,
    live: &[Message],
    action: SoloAction,
    width: Length,
) -> Element<'a, Message> {
    let enter = Message::Enter(Box::new(action.clone()));
    let words = label(lang, session, None, &enter);
    if live.contains(&enter) {
        choice(words, enter, true, width)
    } else {
        choice(words, Message::Why(Box::new(action)), false, width)
    }
}

/// A button for each of these live clicks, in its own words.
fn live_buttons<'a, 'm>(
    lang: Lang,
    session: &Session<UndeadSolo>,
    messages: impl Iterator<Item = &'m Message>,
) -> Vec<Element<'a, Message>> {
    messages
        .map(|m| {
            let words = label(lang, session, None, m);
            choice(words, m.clone(), true, Length::Shrink)
        })
        .collect()
}

/// A row of buttons that wraps.
fn wrapped<'a>(items: Vec<Element<'a, Message>>) -> Element<'a, Message> {
    Row::with_children(items)
        .spacing(6)
        .wrap()
        .vertical_spacing(6)
        .into()
}

/// The step's buttons while no form is open: the fixed ones (spaces, the
/// d8) greyed in place, then the other clicks offered.
fn step<'a>(
    lang: Lang,
    session: &'a Session<UndeadSolo>,
    live: &[Message],
) -> Vec<Element<'a, Message>> {
    let fixed = fixed_entries(session);
    // A d8's face (not the Critical Hit) is a button of one width.
    let width = |a: &SoloAction| match a {
        SoloAction::Ranger { .. } => Length::Fixed(FACE_WIDTH),
        SoloAction::Base(UndeadAction::Shoot { shot }) if !shot.crit => Length::Fixed(FACE_WIDTH),
        _ => Length::Shrink,
    };
    let mut rows = Vec::new();
    if !fixed.is_empty() {
        rows.push(wrapped(
            fixed
                .iter()
                .map(|a| entry_button(lang, session, live, a.clone(), width(a)))
                .collect(),
        ));
    }
    let rest = live_buttons(
        lang,
        session,
        live.iter()
            .filter(|m| !matches!(m, Message::Enter(a) if fixed.contains(a))),
    );
    if !rest.is_empty() {
        rows.push(wrapped(rest));
    }
    rows
}

/// The Round Start abilities that ask for more: per building, its d8's
/// eight faces in a row (greyed in place), or its choices.
fn uses<'a>(
    lang: Lang,
    session: &'a Session<UndeadSolo>,
    live: &[Message],
) -> Vec<Element<'a, Message>> {
    let s = &session.state().base;
    asking_buildings(session)
        .into_iter()
        .map(|b| {
            let title = text(i18n::tr(
                lang,
                &Msg::new(if rolled(session, b) {
                    "undead-solo-pad-use-roll"
                } else {
                    "undead-solo-pad-use-pick"
                })
                .arg("building", name_of(s, b)),
            ))
            .size(15);
            let buttons: Vec<Element<'a, Message>> = if rolled(session, b) {
                (1..=8u8)
                    .map(|f| {
                        let action = use_roll(session, b, f);
                        entry_button(lang, session, live, action, Length::Fixed(FACE_WIDTH))
                    })
                    .collect()
            } else {
                live_buttons(
                    lang,
                    session,
                    live.iter().filter(|m| of_building(session, m, b)),
                )
            };
            column![title, wrapped(buttons)].spacing(4).into()
        })
        .collect()
}

/// Whether a choice of the Use form is this building's.
fn of_building(session: &Session<UndeadSolo>, message: &Message, building: usize) -> bool {
    match message {
        Message::Enter(a) => match a.as_ref() {
            SoloAction::Base(UndeadAction::Use { building: w, .. }) => {
                crate::games::undead::find_building(&session.state().base, w).ok() == Some(building)
            }
            _ => false,
        },
        Message::Open(Form::Card(undead_pad::Form::Arrange { building: b, .. })) => *b == building,
        _ => false,
    }
}

/// The buttons of the form open.
fn form_buttons<'a>(
    lang: Lang,
    session: &'a Session<UndeadSolo>,
    form: &Form,
    live: &[Message],
) -> Vec<Element<'a, Message>> {
    let face_width = Length::Fixed(FACE_WIDTH);
    match form {
        Form::Use => uses(lang, session, live),
        // The duel's d8s: all nine, greyed in place.
        Form::Duel { .. } => vec![wrapped(
            choices::shots()
                .into_iter()
                .map(|shot| {
                    let m = Message::Face(shot);
                    let words = face(lang, &shot);
                    let width = if shot.crit {
                        Length::Shrink
                    } else {
                        face_width
                    };
                    match offers::duel_face(form, shot) {
                        Some(a) if !live.contains(&m) => {
                            choice(words, Message::Why(Box::new(a)), false, width)
                        }
                        _ => choice(words, m.clone(), live.contains(&m), width),
                    }
                })
                .collect(),
        )],
        // Weak points and slots: all of them, a tick taken back too.
        Form::Card(undead_pad::Form::Undead { weak, .. }) => {
            vec![ticks(lang, session, form, weak)]
        }
        Form::Card(undead_pad::Form::Arrange { card, .. }) => {
            vec![ticks(lang, session, form, card)]
        }
        _ => vec![wrapped(
            live.iter()
                .filter(|m| !matches!(m, Message::Done))
                .map(|m| {
                    let width = if matches!(m, Message::Face(s) if !s.crit) {
                        face_width
                    } else {
                        Length::Shrink
                    };
                    choice(label(lang, session, Some(form), m), m.clone(), true, width)
                })
                .collect(),
        )],
    }
}

/// A card's boxes to tick (weak points, Targeting slots), each of one width.
fn ticks<'a>(
    lang: Lang,
    session: &'a Session<UndeadSolo>,
    form: &Form,
    ticked: &[bool],
) -> Element<'a, Message> {
    wrapped(
        ticked
            .iter()
            .enumerate()
            .map(|(i, on)| {
                let m = Message::Card(undead_pad::Message::Tick(i));
                let words = label(lang, session, Some(form), &m);
                let words = if *on { format!("✓ {words}") } else { words };
                choice(words, m, true, Length::Fixed(FACE_WIDTH + 12.0))
            })
            .collect(),
    )
}

/// The line kept below the buttons: why the greyed button last tapped is
/// greyed, in the rules' words; empty otherwise, of one height either way.
fn why_line<'a>(lang: Lang, pad: &Pad, session: &Session<UndeadSolo>) -> Element<'a, Message> {
    let why = pad.why.as_ref().and_then(|a| against(session, a));
    crate::ui::games::why_line(why.map(|msg| i18n::tr(lang, &msg)), WHY_LINE)
}

/// The height of the room below which the action area is drawn compact.
pub const COMPACT_BELOW: f32 = 360.0;

/// The action area; `compact` in a short room (1024x600, large text): the
/// score is left to the header and the chart, what Dead Ranger did to the
/// entry's findings, and of the reminders only the step's own is said, so
/// the buttons stay in view.
pub fn view<'a>(
    pad: &'a Pad,
    lang: Lang,
    session: &'a Session<UndeadSolo>,
    compact: bool,
) -> Element<'a, Message> {
    let s = session.state();
    let tr = |m: &Msg| i18n::tr(lang, m);
    let mut out = Column::new()
        .spacing(if compact { 5 } else { 8 })
        .width(Length::Fill);
    // Compact, what Dead Ranger did is left to the entry's own findings
    // shown above the pad.
    if let Some(said) = say::summary(s).filter(|_| !compact) {
        out = out.push(text(tr(&said)).size(17));
    }
    if !compact
        && !matches!(
            s.base.phase,
            crate::games::undead::Phase::Buildings | crate::games::undead::Phase::SetupUndead
        )
    {
        out = out.push(text(tr(&say::score(s))).size(14));
    }
    let reminders = UndeadSolo::reminders(s);
    // The step's own reminder: an Undead to draw comes before all else,
    // otherwise the step's is the last (after a building's ability).
    let drawing = choices::ask(s) == choices::Ask::Undead;
    let (skip, take) = match (compact, drawing) {
        (false, _) => (0, reminders.len()),
        (true, true) => (0, 1),
        (true, false) => (reminders.len().saturating_sub(1), 1),
    };
    for reminder in reminders.iter().skip(skip).take(take) {
        out = out.push(text(tr(&reminder.message())).size(15));
    }
    if let Some(Form::Card(card)) = &pad.form
        && let Some(fields) = undead_pad::view::card_fields(lang, card)
    {
        out = out.push(fields.map(Message::Card));
    }
    let live = pad.offered(session);
    let rows = match offers::open_form(pad, session) {
        // The duel's d8s, asked at once: nothing to cancel.
        Some(form) if pad.form.is_none() => {
            out = out.push(text(tr(&form_summary(lang, session, &form))).size(15));
            form_buttons(lang, session, &form, &live)
        }
        Some(form) => {
            let form = &form;
            out = out.push(text(tr(&form_summary(lang, session, form))).size(15));
            // The form's Cancel and Enter above its choices, so they stay
            // put while the choices change.
            // Cancel first, so Enter coming on moves nothing.
            let mut top = vec![choice(
                i18n::text(lang, "undead-solo-pad-cancel"),
                Message::Cancel,
                true,
                Length::Shrink,
            )];
            if live.contains(&Message::Done) {
                top.push(choice(
                    label(lang, session, Some(form), &Message::Done),
                    Message::Done,
                    true,
                    Length::Shrink,
                ));
            }
            // The duel's second d8 sits where the first was: its Cancel
            // goes below.
            if matches!(form, Form::Duel { .. }) {
                let mut rows = form_buttons(lang, session, form, &live);
                rows.push(wrapped(top));
                rows
            } else {
                let mut rows = vec![wrapped(top)];
                rows.extend(form_buttons(lang, session, form, &live));
                rows
            }
        }
        None => step(lang, session, &live),
    };
    for r in rows {
        out = out.push(r);
    }
    out = out.push(why_line(lang, pad, session));
    column![out].into()
}
