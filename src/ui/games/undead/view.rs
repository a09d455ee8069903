//! The action area: one height whatever it shows, in fixed rows: what the
//! rules expect now, the big buttons of the step, the choices of the entry
//! being put together (with what it holds so far), and a way to close it.
//! A button not available now is greyed in place; what is enabled is what
//! [`offered`](super::offers::offered) lists, so the property test of the
//! pads covers it.

use super::offers::{form_buttons, live_steps, offered_in, step_buttons};
use super::update::next_duelist;
use super::{Form, ItemsFor, Kind, Message, Pad};
use crate::core::Msg;
use crate::games::undead::pad_queries::{hunt_odds, revealing};
use crate::games::undead::{
    Band, Item, Phase, Resource, Step, Undead, UndeadAction, UndeadState, Where,
};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::theme;
use iced::widget::{Row, button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

/// The height of the action area, whatever it shows.
const AREA_HEIGHT: f32 = 380.0;

fn t(lang: Lang, key: &str) -> String {
    i18n::text(lang, key)
}

/// A big button of the step: greyed in place while not offered.
fn big<'a>(label: String, message: Message, live: bool) -> Element<'a, Message> {
    button(container(text(label).size(15)).center_x(Length::Fill))
        .width(150)
        .padding([7, 6])
        .style(button::primary)
        .on_press_maybe(live.then_some(message))
        .into()
}

/// A face of the d8: eight buttons of one size, big enough to hit and
/// narrow enough that all eight sit in one or two rows.
fn die_face<'a>(label: String, message: Message, live: bool) -> Element<'a, Message> {
    button(container(text(label).size(16)).center_x(Length::Fill))
        .width(42)
        .padding([6, 4])
        .style(theme::secondary_button)
        .on_press_maybe(live.then_some(message))
        .into()
}

/// A smaller button (a choice), greyed in place while not offered.
fn small<'a>(label: String, message: Message, live: bool) -> Element<'a, Message> {
    button(text(label).size(14))
        .padding([5, 9])
        .style(theme::secondary_button)
        .on_press_maybe(live.then_some(message))
        .into()
}

/// A row with its own height, so what it holds cannot push the rows below.
fn slot<'a>(height: f32, content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    container(content)
        .width(Length::Fill)
        .height(height)
        .align_y(Alignment::Center)
        .into()
}

/// A resource in words.
pub fn item_label(lang: Lang, item: &Item) -> String {
    match item {
        Item::Coin => t(lang, "undead-pad-coin"),
        Item::Notoriety => t(lang, "undead-pad-notoriety"),
        Item::Bullet { from, to } => {
            let to = to.map_or_else(
                || t(lang, "undead-pad-lost"),
                |s| {
                    i18n::tr(
                        lang,
                        &Msg::new("undead-pad-to-slot").arg("slot", i64::from(s)),
                    )
                },
            );
            match from {
                Some(f) => i18n::tr(
                    lang,
                    &Msg::new("undead-pad-bullet-from")
                        .arg("from", i64::from(*f))
                        .arg("to", to),
                ),
                None => i18n::tr(lang, &Msg::new("undead-pad-bullet").arg("to", to)),
            }
        }
    }
}

/// A building's name, or the street.
fn place_label(lang: Lang, state: &UndeadState, place: &Where) -> String {
    match place {
        Where::Street => t(lang, "undead-pad-street"),
        Where::Building(word) => crate::games::undead::find_building(state, word)
            .ok()
            .and_then(|i| state.buildings.get(i))
            .map_or_else(|| word.clone(), |b| b.name.clone()),
    }
}

/// The words on a whole entry's button: the history's sentence, and the
/// parts the sentence leaves out (what is taken, which slot, which roll).
fn entry_label(lang: Lang, session: &Session<Undead>, action: &UndeadAction) -> String {
    let state = session.state();
    let slot = |s: &Option<u8>| {
        s.map(|s| {
            i18n::tr(
                lang,
                &Msg::new("undead-pad-to-slot").arg("slot", i64::from(s)),
            )
        })
    };
    match action {
        UndeadAction::Shoot { shot } if shot.crit => t(lang, "undead-pad-crit"),
        UndeadAction::Shoot { shot } => shot.face.to_string(),
        UndeadAction::Stop => t(lang, "undead-pad-stop"),
        UndeadAction::End => t(lang, "undead-pad-end"),
        UndeadAction::Next => t(lang, "undead-pad-next"),
        UndeadAction::Vacate => t(lang, "undead-pad-vacate"),
        UndeadAction::Stand => t(lang, "undead-pad-stand"),
        UndeadAction::Wild { space } => space.to_string(),
        UndeadAction::Aim { place, index } => {
            let card = match place {
                Where::Street => state.street.get(*index),
                Where::Building(w) => crate::games::undead::find_building(state, w)
                    .ok()
                    .and_then(|i| state.buildings.get(i))
                    .and_then(|b| b.undead.get(*index)),
            };
            let weak = card.map(|c| weak_words(&c.weak)).unwrap_or_default();
            format!("{} [{weak}]", place_label(lang, state, place))
        }
        UndeadAction::Hire { pay, slot: s, .. } => {
            let pay = match pay {
                crate::games::undead::Pay::Coins => t(lang, "undead-pad-pay-coins"),
                crate::games::undead::Pay::Notoriety => t(lang, "undead-pad-pay-notoriety"),
                crate::games::undead::Pay::Free => t(lang, "undead-pad-pay-free"),
            };
            join(pay, slot(s))
        }
        UndeadAction::Buy { building, slot: s } => join(
            place_label(lang, state, &Where::Building(building.clone())),
            slot(s),
        ),
        // The Bullet that keeps a building is paid from its slot.
        UndeadAction::Keep {
            building, slot: s, ..
        } => join(
            place_label(lang, state, &Where::Building(building.clone())),
            Some(i18n::tr(
                lang,
                &Msg::new("undead-pad-from-slot").arg("slot", i64::from(*s)),
            )),
        ),
        UndeadAction::Use {
            roll, items, to, ..
        } => {
            let mut words = vec![i18n::tr(lang, &describe(session, action))];
            if let Some(r) = roll {
                words.push(format!("d8 {r}"));
            }
            words.extend(items.iter().map(|i| item_label(lang, i)));
            if let Some(to) = to {
                words.push(place_label(lang, state, &Where::Building(to.clone())));
            }
            words.join(" · ")
        }
        other => i18n::tr(lang, &describe(session, other)),
    }
}

fn join(first: String, second: Option<String>) -> String {
    match second {
        Some(s) => format!("{first} · {s}"),
        None => first,
    }
}

/// Weak points as written on the card.
pub fn weak_words(weak: &[u8]) -> String {
    weak.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// The history's words for an action.
fn describe(session: &Session<Undead>, action: &UndeadAction) -> Msg {
    <Undead as crate::core::Game>::describe_action(session.setup(), action)
}

/// The label of a big button of the step.
fn step_label(lang: Lang, session: &Session<Undead>, message: &Message) -> String {
    let state = session.state();
    match message {
        Message::Enter(a) => entry_label(lang, session, a),
        Message::Open(form) => match form {
            Form::Building { .. } => t(lang, "undead-pad-building"),
            Form::Undead { .. } => t(lang, "undead-pad-undead"),
            Form::Items { purpose, .. } => match purpose {
                ItemsFor::Start(b) => i18n::tr(
                    lang,
                    &Msg::new("undead-pad-start").arg("band", state.name(*b)),
                ),
                ItemsFor::Income => t(lang, "undead-pad-income"),
                ItemsFor::Steal(b) => i18n::tr(
                    lang,
                    &Msg::new("undead-pad-steal-from").arg("band", state.name(*b)),
                ),
                ItemsFor::Pay(b) => i18n::tr(
                    lang,
                    &Msg::new("undead-pad-pay-up").arg("band", state.name(*b)),
                ),
                ItemsFor::Use(_, _) => t(lang, "undead-pad-use"),
            },
            Form::Hiring { .. } => t(lang, "undead-pad-hiring"),
            Form::Arrange { building, band, .. } => i18n::tr(
                lang,
                &Msg::new("undead-pad-arrange")
                    .arg(
                        "building",
                        state
                            .buildings
                            .get(*building)
                            .map(|b| b.name.clone())
                            .unwrap_or_default(),
                    )
                    .arg("band", state.name(*band)),
            ),
            Form::Reveal { .. } => t(lang, "undead-pad-reveal"),
            Form::Duel { .. } => t(lang, "undead-pad-duel"),
            Form::Fire { .. } => t(lang, "undead-pad-fire"),
            Form::Walk(b) => i18n::tr(
                lang,
                &Msg::new("undead-pad-walk-out").arg("band", state.name(*b)),
            ),
            Form::Pick(kind) => t(lang, kind_key(state, *kind)),
        },
        _ => String::new(),
    }
}

fn kind_key(state: &UndeadState, kind: Kind) -> &'static str {
    match kind {
        // In a fight for control the buy-off avoids that shootout, not a duel.
        Kind::BuyOff if in_contest(state) => "undead-pad-buy-off-fight",
        Kind::Use => "undead-pad-use",
        Kind::Hire => "undead-pad-hire",
        Kind::Intimidate => "undead-pad-intimidate",
        Kind::Steal => "undead-pad-steal",
        Kind::Aim => "undead-pad-aim",
        Kind::Buy => "undead-pad-buy",
        Kind::Leave => "undead-pad-leave",
        Kind::Keep => "undead-pad-keep",
        Kind::Extra => "undead-pad-extra",
        Kind::Wild => "undead-pad-wild",
        Kind::BuyOff => "undead-pad-buy-off",
        Kind::Change => "undead-pad-change",
    }
}

/// Whether a fight for control waits for its answer.
fn in_contest(state: &UndeadState) -> bool {
    matches!(&state.resolution.step, Step::Turn(turn) if turn.contest.is_some())
}

/// The label of a choice in the form open.
fn choice_label(lang: Lang, session: &Session<Undead>, form: &Form, message: &Message) -> String {
    let state = session.state();
    match message {
        Message::Face(f) => f.to_string(),
        Message::CritHit => t(lang, "undead-pad-crit"),
        Message::Target(b) => state.name(*b),
        Message::Add(item) => item_label(lang, item),
        Message::Tick(i) => match form {
            Form::Hiring { .. } => state.name(*i),
            Form::Arrange { .. } => (i + 2).to_string(),
            _ => (i + 1).to_string(),
        },
        Message::PickAbility(a) => i18n::tr(lang, &a.label()),
        Message::Done(Some(place)) => place_label(lang, state, place),
        Message::Done(None) => match form {
            Form::Fire { .. } => t(lang, "undead-pad-no-answer"),
            _ => t(lang, "undead-pad-done"),
        },
        other => step_label(lang, session, other),
    }
}

/// The sentence above the buttons: what the rules wait for, or what the
/// form holds so far.
fn question(lang: Lang, pad: &Pad, session: &Session<Undead>) -> String {
    let state = session.state();
    let names = |bands: &[usize]| {
        bands
            .iter()
            .map(|b| state.name(*b))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some((kills, rolled)) = hunt_odds(state) {
        // Before the first shot there is nothing rolled to list, and with no
        // face left that kills there is no chance to give.
        let msg = if kills.is_empty() {
            Msg::new("undead-pad-hunt-hopeless")
        } else if rolled.is_empty() {
            Msg::new("undead-pad-hunt-first")
        } else {
            Msg::new("undead-pad-hunt").arg("rolled", weak_words(&rolled))
        };
        return i18n::tr(
            lang,
            &msg.arg("kills", weak_words(&kills)).arg("n", kills.len()),
        );
    }
    match &pad.form {
        Some(Form::Reveal { faces }) => {
            let due = revealing(state);
            let next = due
                .get(faces.len())
                .map(|b| state.name(*b))
                .unwrap_or_default();
            let done: Vec<String> = due
                .iter()
                .zip(faces)
                .map(|(b, f)| format!("{} {f}", state.name(*b)))
                .collect();
            i18n::tr(
                lang,
                &Msg::new("undead-pad-die-of").arg("band", next).arg(
                    "so-far",
                    if done.is_empty() {
                        "-".to_string()
                    } else {
                        done.join(", ")
                    },
                ),
            )
        }
        Some(Form::Duel { shots, target }) => {
            let Some((band, only)) = next_duelist(state, shots) else {
                return String::new();
            };
            let key = if target.or(only).is_none() {
                "undead-pad-duel-target"
            } else {
                "undead-pad-duel-face"
            };
            let at = target.or(only).map(|b| state.name(b)).unwrap_or_default();
            i18n::tr(
                lang,
                &Msg::new(key)
                    .arg("band", state.name(band))
                    .arg("target", at),
            )
        }
        Some(Form::Fire { defender }) => {
            let key = if defender.is_none() {
                "undead-pad-fire-defender"
            } else {
                "undead-pad-fire-attacker"
            };
            t(lang, key)
        }
        Some(Form::Items { items, .. }) => {
            let words: Vec<String> = items.iter().map(|i| item_label(lang, i)).collect();
            i18n::tr(
                lang,
                &Msg::new("undead-pad-items").arg(
                    "items",
                    if words.is_empty() {
                        "-".to_string()
                    } else {
                        words.join(", ")
                    },
                ),
            )
        }
        Some(Form::Arrange { band, card, .. }) => i18n::tr(
            lang,
            &Msg::new("undead-pad-arrange-how")
                .arg("n", state.bands.get(*band).map_or(0, Band::bullets))
                .arg("ticked", card.iter().filter(|b| **b).count()),
        ),
        Some(Form::Hiring { bands }) => i18n::tr(
            lang,
            &Msg::new("undead-pad-hiring-who").arg(
                "bands",
                if bands.is_empty() {
                    "-".to_string()
                } else {
                    names(bands)
                },
            ),
        ),
        _ => {
            let reminders = session.reminders();
            reminders
                .first()
                .map(|f| i18n::tr(lang, &f.message()))
                .unwrap_or_else(|| {
                    <Undead as crate::core::Game>::progress(state)
                        .iter()
                        .map(|m| i18n::tr(lang, m))
                        .collect::<Vec<_>>()
                        .join(" · ")
                })
        }
    }
}

/// The printed values of a card form: −/+ on a number.
fn stepper<'a>(label: String, value: u32, which: u8) -> Element<'a, Message> {
    row![
        text(label).size(14),
        small("−".into(), Message::Number(which, -1), value > 0),
        text(value.to_string()).size(15),
        small("+".into(), Message::Number(which, 1), true),
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .into()
}

/// The fields of a card form that are not choices: numbers, name, bonus.
pub(crate) fn card_fields<'a>(lang: Lang, form: &'a Form) -> Option<Element<'a, Message>> {
    match form {
        Form::Building {
            cost,
            notoriety,
            bonus,
            name,
            ..
        } => {
            let bonuses = [
                None,
                Some(Resource::Coin),
                Some(Resource::Bullet),
                Some(Resource::Notoriety),
            ];
            let mut r = Row::new()
                .spacing(8)
                .align_y(Alignment::Center)
                .push(
                    text_input(&t(lang, "undead-pad-name"), name)
                        .on_input(Message::Name)
                        .width(180),
                )
                .push(stepper(t(lang, "undead-pad-cost"), *cost, 0))
                .push(stepper(t(lang, "undead-pad-notoriety"), *notoriety, 1))
                .push(text(t(lang, "undead-pad-bonus")).size(14));
            for b in bonuses {
                let key = match b {
                    None => "undead-pad-none",
                    Some(Resource::Coin) => "undead-pad-coin",
                    Some(Resource::Bullet) => "undead-pad-bullet-bonus",
                    Some(Resource::Notoriety) => "undead-pad-notoriety",
                };
                let label = if *bonus == b {
                    format!("✓ {}", t(lang, key))
                } else {
                    t(lang, key)
                };
                r = r.push(small(label, Message::Bonus(b), true));
            }
            Some(r.wrap().into())
        }
        Form::Undead { notoriety, .. } => Some(
            row![
                text(t(lang, "undead-pad-weak")).size(14),
                stepper(t(lang, "undead-pad-notoriety"), *notoriety, 1)
            ]
            .spacing(16)
            .into(),
        ),
        _ => None,
    }
}

/// The action area.
pub fn view<'a>(pad: &'a Pad, lang: Lang, session: &'a Session<Undead>) -> Element<'a, Message> {
    let state = session.state();
    if state.phase == Phase::Over {
        let names: Vec<String> = state
            .winners
            .iter()
            .map(|p| state.people.get(*p).cloned().unwrap_or_default())
            .collect();
        return container(
            text(i18n::tr(
                lang,
                &Msg::new("undead-pad-won").arg("players", names.join(", ")),
            ))
            .size(22),
        )
        .padding(14)
        .width(Length::Fill)
        .style(|th| theme::banner(th, theme::Tone::Good))
        .into();
    }
    let steps = step_buttons(state);
    let live_now = live_steps(session);
    let mut step_row = Row::new().spacing(8);
    for m in steps {
        let live = live_now.contains(&m);
        let open = matches!((&m, &pad.form), (Message::Open(f), Some(g)) if same_kind(f, g));
        let label = step_label(lang, session, &m);
        let label = if open { format!("▸ {label}") } else { label };
        // A shot's face is a die face, not a step of its own.
        let face = matches!(&m, Message::Enter(a) if matches!(a.as_ref(), UndeadAction::Shoot { shot } if !shot.crit));
        step_row = step_row.push(if face {
            die_face(label, m, live)
        } else {
            big(label, m, live)
        });
    }
    let mut form_area = column![].spacing(6);
    if let Some(form) = &pad.form {
        let live = offered_in(form, session);
        // The form's Enter (and where an Undead goes) and Close sit at the
        // top, so they never scroll away behind a long list of choices.
        let mut top = Row::new().spacing(6);
        let mut choices = Row::new().spacing(6);
        for m in form_buttons(form, session) {
            // Ticks may always be changed back.
            let ok = live.contains(&m) || matches!(m, Message::Tick(_));
            let ticked = match (&m, form) {
                (Message::Tick(i), Form::Undead { weak, .. }) => {
                    weak.get(*i).copied().unwrap_or(false)
                }
                (Message::Tick(b), Form::Hiring { bands }) => bands.contains(b),
                (Message::Tick(i), Form::Arrange { card, .. }) => {
                    card.get(*i).copied().unwrap_or(false)
                }
                (Message::PickAbility(a), Form::Building { ability, .. }) => *ability == Some(*a),
                _ => false,
            };
            let label = choice_label(lang, session, form, &m);
            let label = if ticked {
                format!("✓ {label}")
            } else {
                label
            };
            if matches!(m, Message::Done(_)) {
                top = top.push(big(label, m, ok));
                continue;
            }
            // A choice refused now is left out of a list of many (whom
            // to steal from, which building), so the list stays readable;
            // the d8 and the form's fixed choices stay, greyed.
            let many = matches!(form, Form::Pick(_) | Form::Items { .. });
            if many && !ok {
                continue;
            }
            // A d8 face, a weak point or a slot: buttons of one width, so
            // ticking one does not move the others.
            let fixed = matches!(m, Message::Face(_))
                || (matches!(m, Message::Tick(_))
                    && matches!(form, Form::Arrange { .. } | Form::Undead { .. }));
            if fixed {
                choices = choices.push(die_face(label, m, ok));
                continue;
            }
            choices = choices.push(small(label, m, ok));
        }
        top = top.push(small(t(lang, "undead-pad-cancel"), Message::Cancel, true));
        form_area = form_area.push(top.wrap());
        if let Some(fields) = card_fields(lang, form) {
            form_area = form_area.push(fields);
        }
        form_area = form_area.push(choices.wrap());
    }
    container(column![
        slot(60.0, text(question(lang, pad, session)).size(15)),
        // As tall as its buttons need (a turn has seven, in rows): a fixed
        // height let a second row lie over the form's first.
        container(step_row.wrap()).width(Length::Fill),
        container(scrollable(form_area).height(Length::Fill)).height(Length::Fill),
    ])
    .height(AREA_HEIGHT)
    .width(Length::Fill)
    .into()
}

/// Whether two forms are of the same step button.
fn same_kind(a: &Form, b: &Form) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
        && match (a, b) {
            (Form::Pick(x), Form::Pick(y)) => x == y,
            (Form::Items { purpose: x, .. }, Form::Items { purpose: y, .. }) => x == y,
            _ => true,
        }
}
