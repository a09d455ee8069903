//! Why a greyed button is greyed, in the rules' own words: the entries the
//! button would lead to are put to the rules, and the first thing they say
//! against one is the reason. Only where no entry can be asked about (a
//! card not picked yet, a form begun that must be finished or cancelled
//! first) does the pad say it itself.

use super::labels::form_name;
use super::offers::{INCOMPLETE, buttons_of, form_action, open_form};
use super::{Form, ItemsFor, Message, Pad};
use crate::core::{Finding, Msg, needs_override};
use crate::games::undead::spaces::Shot;
use crate::games::undead_solo::{SoloAction, UndeadSolo};
use crate::i18n::{self, Lang};
use crate::session::{Input, Session};
use crate::ui::games::undead as undead_pad;

/// What the reason line says now (see `TablePad::why`).
pub fn why(pad: &Pad, lang: Lang, session: &Session<UndeadSolo>) -> Option<String> {
    let greyed = pad.why.as_ref()?;
    Some(reason(pad, lang, session, greyed))
}

/// Why `greyed` is not taken now.
fn reason(pad: &Pad, lang: Lang, session: &Session<UndeadSolo>, greyed: &Message) -> String {
    if let Some(form) = &pad.form
        && !buttons_of(form, session).contains(greyed)
    {
        return i18n::tr(
            lang,
            &Msg::new("undead-why-finish").arg("form", form_name(lang, session, form)),
        );
    }
    let form = open_form(pad, session);
    for action in leads_to(form.as_ref(), session, greyed, 2) {
        if let Some(finding) = against(session, &action) {
            return i18n::tr(lang, &finding.message());
        }
    }
    let key = match (form.as_ref(), greyed) {
        (Some(Form::Card(undead_pad::Form::Building { ability: None, .. })), Message::Done) => {
            "undead-why-card-first"
        }
        (Some(Form::Card(undead_pad::Form::Undead { .. })), Message::Done) => {
            "undead-why-weak-first"
        }
        (
            _,
            Message::Open(Form::Items {
                purpose: ItemsFor::Income,
                ..
            }),
        ) => "undead-why-income-taken",
        _ => "undead-why-not-now",
    };
    i18n::text(lang, key)
}

/// What the rules say against an entry now, leaving out that a part is
/// not whole yet.
fn against(session: &Session<UndeadSolo>, action: &SoloAction) -> Option<Finding> {
    match session.check(&Input::Play(action.clone())) {
        Err(refused) => Some(refused),
        Ok(findings) => findings
            .into_iter()
            .filter(|f| !INCOMPLETE.contains(&f.rule_id()))
            .find(|f| needs_override(std::slice::from_ref(f))),
    }
}

/// The entries a click would lead to (`depth` forms deep).
fn leads_to(
    form: Option<&Form>,
    session: &Session<UndeadSolo>,
    message: &Message,
    depth: u8,
) -> Vec<SoloAction> {
    let miss = Shot {
        face: 2,
        crit: false,
    };
    match (message, form) {
        (Message::Enter(a), _) => vec![*a.clone()],
        (Message::Open(f), _) if depth > 0 => buttons_of(f, session)
            .iter()
            .filter(|m| !matches!(m, Message::Done))
            .flat_map(|m| leads_to(Some(f), session, m, depth - 1))
            .collect(),
        (Message::Face(shot), Some(Form::Duel { mine: None })) => vec![SoloAction::Duel {
            mine: *shot,
            ranger: miss,
        }],
        (Message::Face(shot), Some(Form::Intimidate { space, crit: false })) if shot.crit => (2
            ..=7)
            .map(|f| SoloAction::Intimidate {
                space: *space,
                shot: *shot,
                slot: Some(f),
            })
            .collect(),
        (Message::Face(shot), Some(f)) => {
            form_action(f, session, Some(*shot)).into_iter().collect()
        }
        (Message::Slot(slot), Some(Form::Intimidate { space, .. })) => {
            vec![SoloAction::Intimidate {
                space: *space,
                shot: Shot {
                    face: 8,
                    crit: true,
                },
                slot: Some(*slot),
            }]
        }
        (Message::Add(item), Some(Form::Items { purpose, items })) => {
            let mut items = items.clone();
            items.push(*item);
            form_action(
                &Form::Items {
                    purpose: *purpose,
                    items,
                },
                session,
                None,
            )
            .into_iter()
            .collect()
        }
        (Message::Done, Some(f)) => form_action(f, session, None).into_iter().collect(),
        _ => Vec::new(),
    }
}
