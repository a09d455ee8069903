//! The solo action area: what Dead Ranger just did and the score, the
//! reminder of the step, and a button for each click the pad offers (the
//! open form's choices, or the step's entries and forms).

use super::{Form, ItemsFor, Message, Pad};
use crate::core::{Game, Msg};
use crate::games::undead::UndeadAction;
use crate::games::undead_solo::{SoloAction, UndeadSolo, say};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::games::TablePad;
use iced::widget::{Column, Row, button, column, text};
use iced::{Element, Length};

/// The action area.
pub fn view<'a>(
    pad: &'a Pad,
    lang: Lang,
    session: &'a Session<UndeadSolo>,
) -> Element<'a, Message> {
    let s = session.state();
    let tr = |m: &Msg| i18n::tr(lang, m);
    let mut out = Column::new().spacing(10).width(Length::Fill);
    if let Some(said) = say::summary(s) {
        out = out.push(text(tr(&said)).size(17));
    }
    if !matches!(
        s.base.phase,
        crate::games::undead::Phase::Buildings | crate::games::undead::Phase::SetupUndead
    ) {
        out = out.push(text(tr(&say::score(s))).size(14));
    }
    for reminder in UndeadSolo::reminders(s) {
        out = out.push(text(tr(&reminder.message())).size(15));
    }
    if let Some(Form::Card(card)) = &pad.form
        && let Some(fields) = crate::ui::games::undead::view::card_fields(lang, card)
    {
        out = out.push(fields.map(Message::Card));
    }
    if let Some(form) = &pad.form {
        out = out.push(text(tr(&form_summary(form))).size(15));
    }
    let mut buttons = Row::new().spacing(6);
    for message in pad.offered(session) {
        let label = label(lang, session, &message);
        buttons = buttons.push(
            button(text(label).size(16))
                .padding([10, 14])
                .style(crate::ui::theme::secondary_button)
                .on_press(message),
        );
    }
    out = out.push(buttons.wrap().vertical_spacing(6));
    if pad.form.is_some() {
        out = out.push(small(lang, "undead-solo-pad-cancel", Message::Cancel));
    }
    column![out].into()
}

/// A small button with a translated label.
fn small<'a>(lang: Lang, key: &str, message: Message) -> Element<'a, Message> {
    button(text(i18n::text(lang, key)).size(14))
        .padding([6, 10])
        .style(crate::ui::theme::secondary_button)
        .on_press(message)
        .into()
}

/// What the open form holds so far.
fn form_summary(form: &Form) -> Msg {
    match form {
        Form::Card(crate::ui::games::undead::Form::Building {
            ability,
            cost,
            notoriety,
            ..
        }) => Msg::new("undead-solo-pad-building")
            .arg("cost", i64::from(*cost))
            .arg("notoriety", i64::from(*notoriety))
            .arg_msg(
                "ability",
                ability.map_or_else(|| Msg::new("undead-solo-pad-none"), |a| a.label()),
            ),
        Form::Card(crate::ui::games::undead::Form::Undead { weak, notoriety }) => {
            let faces: Vec<String> = (1..=8u8)
                .filter(|f| weak[usize::from(f - 1)])
                .map(|f| f.to_string())
                .collect();
            Msg::new("undead-solo-pad-undead")
                .arg("weak", faces.join(" "))
                .arg("notoriety", i64::from(*notoriety))
        }
        Form::Card(_) => Msg::new("undead-solo-pad-none"),
        Form::Duel { mine: None } => Msg::new("undead-solo-pad-duel-mine"),
        Form::Duel { mine: Some(m) } => Msg::new("undead-solo-pad-duel-ranger").arg("mine", m.face),
        Form::Intimidate { space, crit } => Msg::new(if *crit {
            "undead-solo-pad-intimidate-slot"
        } else {
            "undead-solo-pad-intimidate-shot"
        })
        .arg_msg("space", say::space(*space)),
        Form::Items { purpose, items } => Msg::new(match purpose {
            ItemsFor::Income => "undead-solo-pad-income",
            ItemsFor::Steal => "undead-solo-pad-steal",
            ItemsFor::Pay(_) => "undead-solo-pad-pay",
        })
        .arg("count", items.len()),
    }
}

/// A button's words.
fn label(lang: Lang, session: &Session<UndeadSolo>, message: &Message) -> String {
    let tr = |m: &Msg| i18n::tr(lang, m);
    let t = |key: &str| i18n::text(lang, key);
    let face = |shot: &crate::games::undead::spaces::Shot| {
        if shot.crit {
            tr(&Msg::new("undead-solo-pad-critical"))
        } else {
            shot.face.to_string()
        }
    };
    match message {
        Message::Enter(action) => match action.as_ref() {
            SoloAction::Place { space: Some(s) } => tr(&say::space(*s)),
            SoloAction::Place { space: None } => t("undead-solo-pad-hire-guns"),
            SoloAction::Ranger { roll } => roll.to_string(),
            SoloAction::Walk { shot, at } => tr(&Msg::new("undead-solo-pad-walk")
                .arg("face", face(shot))
                .arg("at", at.unwrap_or(0))),
            SoloAction::Base(UndeadAction::Shoot { shot }) => face(shot),
            SoloAction::Base(UndeadAction::End) => t("undead-solo-pad-end"),
            SoloAction::Base(UndeadAction::Next) => t("undead-solo-pad-next"),
            SoloAction::Base(UndeadAction::Stop) => t("undead-solo-pad-stop"),
            other => tr(&UndeadSolo::describe_action(session.setup(), other)),
        },
        Message::Open(form) => tr(&match form {
            Form::Card(crate::ui::games::undead::Form::Building { .. }) => {
                Msg::new("undead-solo-pad-open-building")
            }
            Form::Card(_) => Msg::new("undead-solo-pad-open-undead"),
            Form::Duel { .. } => Msg::new("undead-solo-pad-open-duel"),
            Form::Intimidate { space, .. } => {
                Msg::new("undead-solo-pad-open-intimidate").arg_msg("space", say::space(*space))
            }
            Form::Items { purpose, .. } => Msg::new(match purpose {
                ItemsFor::Income => "undead-solo-pad-open-income",
                ItemsFor::Steal => "undead-solo-pad-open-steal",
                ItemsFor::Pay(_) => "undead-solo-pad-open-pay",
            }),
        }),
        Message::Face(shot) => face(shot),
        Message::Slot(f) => f.to_string(),
        Message::Card(crate::ui::games::undead::Message::Tick(i)) => (i + 1).to_string(),
        Message::Card(crate::ui::games::undead::Message::PickAbility(a)) => tr(&a.label()),
        Message::Add(item) => crate::ui::games::undead::view::item_label(lang, item),
        Message::Done => t("undead-solo-pad-done"),
        Message::Cancel => t("undead-solo-pad-cancel"),
        Message::Card(_) => String::new(),
    }
}
