//! The words on the solo pad's buttons, each an action the player takes
//! ("Aim at the Undead in the street", "Buy the Saloon"), short, and the
//! sentence saying what the form open holds so far.

use super::{Form, ItemsFor, Message};
use crate::core::{Game, Msg};
use crate::games::undead::spaces::Shot;
use crate::games::undead::{Item, Pay, UndeadAction, UndeadState, Where, find_building};
use crate::games::undead_solo::{SoloAction, UndeadSolo, say};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::games::undead as undead_pad;

/// A building's printed name, from the word the notation names it by.
fn building_name(state: &UndeadState, word: &str) -> String {
    find_building(state, word)
        .ok()
        .and_then(|i| state.buildings.get(i))
        .map_or_else(|| word.to_string(), |b| b.name.clone())
}

/// A building's printed name, by its index.
pub(super) fn name_of(state: &UndeadState, index: usize) -> String {
    state
        .buildings
        .get(index)
        .map(|b| b.name.clone())
        .unwrap_or_default()
}

/// A d8 shot's words: its face, or the Critical Hit.
pub(super) fn face(lang: Lang, shot: &Shot) -> String {
    if shot.crit {
        i18n::text(lang, "undead-solo-pad-critical")
    } else {
        shot.face.to_string()
    }
}

/// The words of a whole entry's button.
fn entry(lang: Lang, session: &Session<UndeadSolo>, action: &SoloAction) -> String {
    let s = &session.state().base;
    let tr = |m: &Msg| i18n::tr(lang, m);
    let t = |key: &str| i18n::text(lang, key);
    let building = |word: &str| building_name(s, word);
    match action {
        SoloAction::Place { space: Some(sp) } => tr(&say::space(*sp)),
        SoloAction::Place { space: None } => t("undead-solo-pad-hire-guns"),
        SoloAction::Ranger { roll } => roll.to_string(),
        SoloAction::Undead { weak, notoriety } => tr(&Msg::new("undead-solo-pad-seen-card")
            .arg("weak", undead_pad::labels::weak_words(weak))
            .arg("notoriety", i64::from(*notoriety))),
        SoloAction::Walk { shot, at } => tr(&Msg::new("undead-solo-pad-walk")
            .arg("face", face(lang, shot))
            .arg("at", at.unwrap_or(0))),
        SoloAction::Base(base) => match base {
            UndeadAction::Shoot { shot } => face(lang, shot),
            UndeadAction::End => t("undead-solo-pad-end"),
            UndeadAction::Income { items } => tr(&Msg::new("undead-pad-income-all")
                .arg("items", undead_pad::labels::items_words(lang, items))),
            UndeadAction::Next => t("undead-solo-pad-next"),
            UndeadAction::Stop => t("undead-solo-pad-stop"),
            UndeadAction::Aim {
                place: Where::Street,
                ..
            } => t("undead-solo-pad-aim-street"),
            UndeadAction::Aim {
                place: Where::Building(word),
                ..
            } => tr(&Msg::new("undead-solo-pad-aim-building").arg("building", building(word))),
            UndeadAction::Buy { building: word, .. } => {
                tr(&Msg::new("undead-solo-pad-buy").arg("building", building(word)))
            }
            UndeadAction::Hire { pay, .. } => t(match pay {
                Pay::Coins => "undead-solo-pad-hire-coins",
                Pay::Notoriety => "undead-solo-pad-hire-notoriety",
                Pay::Free => "undead-solo-pad-hire-free",
            }),
            UndeadAction::Keep {
                building: word,
                slot,
                ..
            } => tr(&Msg::new("undead-solo-pad-keep")
                .arg("building", building(word))
                .arg("slot", *slot)),
            UndeadAction::Leave { building: word, .. } => {
                tr(&Msg::new("undead-solo-pad-leave").arg("building", building(word)))
            }
            UndeadAction::Use {
                building: word,
                roll,
                items,
                ..
            } => match (roll, items.as_slice()) {
                (Some(r), _) => r.to_string(),
                (None, [Item::Notoriety]) if !one_click(s, word) => {
                    t("undead-solo-pad-use-for-notoriety")
                }
                (None, [Item::Bullet { .. }]) if !one_click(s, word) => {
                    t("undead-solo-pad-use-for-bullet")
                }
                _ => tr(&Msg::new("undead-solo-pad-use").arg("building", building(word))),
            },
            other => tr(&UndeadSolo::describe_action(
                session.setup(),
                &SoloAction::Base(other.clone()),
            )),
        },
        other => tr(&UndeadSolo::describe_action(session.setup(), other)),
    }
}

/// Whether the building's ability takes one click (the Bullet one names
/// its slot as a choice of the spend-a-Coin one does).
fn one_click(s: &UndeadState, word: &str) -> bool {
    find_building(s, word)
        .ok()
        .and_then(|i| s.buildings.get(i))
        .is_some_and(|b| b.ability == crate::games::undead::Ability::Bullet)
}

/// A button's words.
pub(super) fn label(
    lang: Lang,
    session: &Session<UndeadSolo>,
    form: Option<&Form>,
    message: &Message,
) -> String {
    let s = &session.state().base;
    let tr = |m: &Msg| i18n::tr(lang, m);
    let t = |key: &str| i18n::text(lang, key);
    match message {
        Message::Enter(action) => entry(lang, session, action),
        Message::Why(inner) => label(lang, session, form, inner),
        Message::Open(form) => tr(&match form {
            Form::Card(undead_pad::Form::Building { .. }) => {
                Msg::new("undead-solo-pad-open-building")
            }
            Form::Card(undead_pad::Form::Arrange { building, .. }) => {
                Msg::new("undead-solo-pad-open-arrange").arg("building", name_of(s, *building))
            }
            Form::Card(_) => Msg::new("undead-solo-pad-open-undead"),
            Form::Use => Msg::new("undead-solo-pad-open-use"),
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
        Message::Face(shot) => face(lang, shot),
        Message::Slot(f) => f.to_string(),
        Message::Card(undead_pad::Message::Tick(i)) => {
            // A Targeting card's slots start at face 2.
            let n = if matches!(form, Some(Form::Card(undead_pad::Form::Arrange { .. }))) {
                i + 2
            } else {
                i + 1
            };
            n.to_string()
        }
        Message::Card(undead_pad::Message::PickAbility(a)) => {
            undead_pad::labels::card_label(lang, *a)
        }
        Message::Card(undead_pad::Message::Set(_, n)) => n.to_string(),
        Message::Card(undead_pad::Message::Number(_, by)) if *by < 0 => "−".to_string(),
        Message::Card(undead_pad::Message::Number(_, _)) => "+".to_string(),
        Message::Add(item) => undead_pad::labels::item_label(lang, item),
        Message::Done => t("undead-solo-pad-done"),
        Message::Cancel if form.is_some_and(|f| matches!(f, Form::Duel { .. } | Form::Card(_))) => {
            t("undead-pad-take-back")
        }
        Message::Cancel => t("undead-solo-pad-cancel"),
        Message::Card(_) => String::new(),
    }
}

/// What the open form holds so far.
pub(super) fn form_summary(lang: Lang, session: &Session<UndeadSolo>, form: &Form) -> Msg {
    let s = &session.state().base;
    match form {
        Form::Card(undead_pad::Form::Building { ability, .. }) => match ability {
            None => Msg::new("undead-solo-pad-building-ask"),
            Some(a) => Msg::new("undead-solo-pad-building-then").arg_msg("ability", a.label()),
        },
        Form::Card(undead_pad::Form::Undead { weak, notoriety }) => {
            let faces: Vec<String> = (1..=8u8)
                .filter(|f| weak[usize::from(f - 1)])
                .map(|f| f.to_string())
                .collect();
            Msg::new("undead-solo-pad-undead")
                .arg("weak", faces.join(" "))
                .arg("notoriety", i64::from(*notoriety))
        }
        Form::Card(undead_pad::Form::Arrange {
            building,
            band,
            card,
        }) => Msg::new("undead-solo-pad-arrange")
            .arg("building", name_of(s, *building))
            .arg("n", s.bands.get(*band).map_or(0, |b| b.bullets()))
            .arg("ticked", card.iter().filter(|b| **b).count()),
        Form::Card(_) => Msg::new("undead-solo-pad-none"),
        Form::Use => Msg::new("undead-solo-pad-use-which"),
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
        .arg("items", {
            let words: Vec<String> = items
                .iter()
                .map(|i| undead_pad::labels::item_label(lang, i))
                .collect();
            if words.is_empty() {
                "-".to_string()
            } else {
                words.join(", ")
            }
        }),
    }
}

/// What a form is, in a few words (the button that opens it).
pub(super) fn form_name(lang: Lang, session: &Session<UndeadSolo>, form: &Form) -> String {
    label(lang, session, None, &Message::Open(form.clone()))
}

/// The sentence above the buttons: what the form open holds so far, or
/// the step's own reminder (an Undead to draw comes before all else,
/// otherwise the step's is the last, after a building's ability).
pub(super) fn question(lang: Lang, pad: &super::Pad, session: &Session<UndeadSolo>) -> String {
    let s = session.state();
    if let Some(form) = super::offers::open_form(pad, session) {
        return i18n::tr(lang, &form_summary(lang, session, &form));
    }
    let reminders = UndeadSolo::reminders(s);
    let drawing = crate::games::undead_solo::choices::ask(s)
        == crate::games::undead_solo::choices::Ask::Undead;
    let step = if drawing {
        reminders.first()
    } else {
        reminders.last()
    };
    step.map(|f| i18n::tr(lang, &f.message()))
        .unwrap_or_else(|| {
            UndeadSolo::progress(s)
                .first()
                .map(|m| i18n::tr(lang, m))
                .unwrap_or_default()
        })
}
