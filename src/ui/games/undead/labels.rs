//! The words of the action area: each button's label (the history's
//! sentence for a whole entry, with what it leaves out), and the question
//! above the buttons (what the rules wait for, or what the form holds).

use super::offers::{main_click, open_form, step_form};
use super::update::next_duelist;
use super::{Form, ItemsFor, Kind, Message, Pad};
use crate::core::{Game, Msg};
use crate::games::undead::pad_queries::{hunt_rolled, revealing};
use crate::games::undead::{
    Ability, Band, Item, Phase, Resource, Step, Undead, UndeadAction, UndeadState, Where,
};
use crate::i18n::{self, Lang};
use crate::session::Session;

fn t(lang: Lang, key: &str) -> String {
    i18n::text(lang, key)
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

/// Resources in words, as many of a kind counted ("2 Coins, 1 Bullet").
pub fn items_words(lang: Lang, items: &[Item]) -> String {
    let count = |r: Resource| items.iter().filter(|i| i.resource() == r).count();
    let mut words = Vec::new();
    for (r, key) in [
        (Resource::Coin, "undead-pad-n-coins"),
        (Resource::Notoriety, "undead-pad-n-notoriety"),
        (Resource::Bullet, "undead-pad-n-bullets"),
    ] {
        let n = count(r);
        if n > 0 {
            words.push(i18n::tr(lang, &Msg::new(key).arg("n", n)));
        }
    }
    words.join(", ")
}

/// A building's name, or the street.
pub fn place_label(lang: Lang, state: &UndeadState, place: &Where) -> String {
    match place {
        Where::Street => t(lang, "undead-pad-street"),
        Where::Building(word) => crate::games::undead::find_building(state, word)
            .ok()
            .and_then(|i| state.buildings.get(i))
            .map_or_else(|| word.clone(), |b| b.name.clone()),
    }
}

/// The short words of a building card of the box, by its ability.
pub fn card_label(lang: Lang, ability: Ability) -> String {
    t(lang, &format!("undead-card-{}", ability.slug()))
}

/// Weak points as written on the card.
pub fn weak_words(weak: &[u8]) -> String {
    weak.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// The history's words for an action.
fn describe(session: &Session<Undead>, action: &UndeadAction) -> Msg {
    <Undead as Game>::describe_action(session.setup(), action)
}

fn join(first: String, second: Option<String>) -> String {
    match second {
        Some(s) => format!("{first} · {s}"),
        None => first,
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
        UndeadAction::Income { items } => i18n::tr(
            lang,
            &Msg::new("undead-pad-income-all").arg("items", items_words(lang, items)),
        ),
        UndeadAction::Start { items, .. } => items_words(lang, items),
        // A card of the box entered before, as the card prints it.
        UndeadAction::Undead {
            weak,
            notoriety,
            place: None,
        } if state.draws.is_empty() => i18n::tr(
            lang,
            &Msg::new("undead-pad-known-undead")
                .arg(
                    "weak",
                    weak.iter().map(u8::to_string).collect::<Vec<_>>().join("·"),
                )
                .arg("notoriety", i64::from(*notoriety)),
        ),
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
        // Keeping pays the Bullet out of the slot (it turns to Casing).
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

/// What a form is, in a few words (the button that opens it).
pub fn form_name(lang: Lang, session: &Session<Undead>, form: &Form) -> String {
    let state = session.state();
    match form {
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
    }
}

/// The label of a button, in the form open (if any).
pub fn label(
    lang: Lang,
    session: &Session<Undead>,
    form: Option<&Form>,
    message: &Message,
) -> String {
    let state = session.state();
    match message {
        Message::Enter(a) => entry_label(lang, session, a),
        Message::Open(f) => form_name(lang, session, f),
        Message::Face(f) => f.to_string(),
        Message::CritHit => t(lang, "undead-pad-crit"),
        Message::Target(b) => state.name(*b),
        Message::Add(item) => item_label(lang, item),
        Message::Tick(i) => match form {
            Some(Form::Hiring { .. }) => state.name(*i),
            Some(Form::Arrange { .. }) => (i + 2).to_string(),
            _ => (i + 1).to_string(),
        },
        Message::PickAbility(a) => card_label(lang, *a),
        Message::Bonus(b) => t(
            lang,
            match b {
                None => "undead-pad-bonus-none",
                Some(Resource::Coin) => "undead-pad-bonus-coin",
                Some(Resource::Bullet) => "undead-pad-bonus-bullet",
                Some(Resource::Notoriety) => "undead-pad-bonus-notoriety",
            },
        ),
        Message::Number(_, by) if *by < 0 => "−".to_string(),
        Message::Number(_, _) => "+".to_string(),
        Message::Set(_, n) => n.to_string(),
        Message::Done(Some(place)) => place_label(lang, state, place),
        Message::Done(None) => match form {
            Some(Form::Fire { .. }) => t(lang, "undead-pad-no-answer"),
            Some(Form::Hiring { bands }) if bands.is_empty() => t(lang, "undead-pad-hiring"),
            Some(Form::Hiring { .. }) => t(lang, "undead-pad-hiring-done"),
            _ => t(lang, "undead-pad-done"),
        },
        Message::Cancel => match form {
            Some(f) if step_form(state).is_some_and(|own| super::offers::same_kind(&own, f)) => {
                t(lang, "undead-pad-take-back")
            }
            _ => t(lang, "undead-pad-cancel"),
        },
        Message::Why(inner) => label(lang, session, form, inner),
        Message::Typed(_, _) | Message::Name(_) => String::new(),
    }
}

/// The sentence above the buttons: what the rules wait for, or what the
/// form holds so far.
pub fn question(lang: Lang, pad: &Pad, session: &Session<Undead>) -> String {
    let state = session.state();
    let names = |bands: &[usize]| {
        bands
            .iter()
            .map(|b| state.name(*b))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let or_dash = |words: String| {
        if words.is_empty() {
            "-".to_string()
        } else {
            words
        }
    };
    if state.phase == Phase::Over {
        let names: Vec<String> = state
            .winners
            .iter()
            .map(|p| state.people.get(*p).cloned().unwrap_or_default())
            .collect();
        return i18n::tr(
            lang,
            &Msg::new("undead-pad-won").arg("players", names.join(", ")),
        );
    }
    if pad.form.is_none()
        && let Some(rolled) = hunt_rolled(state)
    {
        // What the next shot and the whole attempt may do is the odds
        // line's (`Game::odds`); the question says what was rolled and the
        // rule that ends the attempt.
        let msg = if rolled.is_empty() {
            Msg::new("undead-pad-hunt-first")
        } else {
            Msg::new("undead-pad-hunt").arg("rolled", weak_words(&rolled))
        };
        return i18n::tr(lang, &msg);
    }
    match open_form(pad, state).as_ref() {
        Some(Form::Building {
            ability,
            cost,
            notoriety,
            ..
        }) => match ability {
            None => t(lang, "undead-pad-building-ask"),
            // The numbers as the household entered them last time: said so.
            Some(a)
                if crate::games::undead::box_cards::known_building(&session.setup().board, *a)
                    .is_some_and(|(c, n)| {
                        a.text_cost().unwrap_or(c) == *cost && n == *notoriety
                    }) =>
            {
                i18n::tr(
                    lang,
                    &Msg::new("undead-pad-building-known")
                        .arg_msg("ability", a.label())
                        .arg("cost", i64::from(*cost))
                        .arg("notoriety", i64::from(*notoriety)),
                )
            }
            Some(a) => i18n::tr(
                lang,
                &Msg::new("undead-pad-building-then").arg_msg("ability", a.label()),
            ),
        },
        Some(Form::Undead { weak, notoriety }) => {
            let weak: Vec<u8> = (1..=8u8).filter(|f| weak[usize::from(*f - 1)]).collect();
            let known = !super::choices::known_undead(session).is_empty();
            let key = match state.draws.first() {
                Some(_) => "undead-pad-undead-drawn",
                None if known => "undead-pad-undead-setup-known",
                None => "undead-pad-undead-setup",
            };
            let band = state
                .draws
                .first()
                .map(|d| state.name(d.band))
                .unwrap_or_default();
            i18n::tr(
                lang,
                &Msg::new(key)
                    .arg("band", band)
                    .arg("weak", or_dash(weak_words(&weak)))
                    .arg("notoriety", i64::from(*notoriety)),
            )
        }
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
                &Msg::new("undead-pad-die-of")
                    .arg("band", next)
                    .arg("so-far", or_dash(done.join(", "))),
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
        Some(Form::Walk(b)) => i18n::tr(
            lang,
            &Msg::new("undead-pad-walk-ask").arg("band", state.name(*b)),
        ),
        Some(Form::Items { purpose, items }) => {
            let so_far = or_dash(
                items
                    .iter()
                    .map(|i| item_label(lang, i))
                    .collect::<Vec<_>>()
                    .join(", "),
            );
            match purpose {
                ItemsFor::Start(b) => i18n::tr(
                    lang,
                    &Msg::new("undead-pad-start-ask")
                        .arg("band", state.name(*b))
                        .arg("items", so_far),
                ),
                _ => i18n::tr(lang, &Msg::new("undead-pad-items").arg("items", so_far)),
            }
        }
        Some(Form::Arrange { band, card, .. }) => i18n::tr(
            lang,
            &Msg::new("undead-pad-arrange-how")
                .arg("n", state.bands.get(*band).map_or(0, Band::bullets))
                .arg("ticked", card.iter().filter(|b| **b).count()),
        ),
        Some(Form::Hiring { bands }) => i18n::tr(
            lang,
            &Msg::new("undead-pad-hiring-who")
                .arg("law", state.name(state.law))
                .arg("bands", or_dash(names(bands))),
        ),
        Some(Form::Pick(kind)) if pad.form.is_some() => i18n::tr(
            lang,
            &Msg::new("undead-pad-pick").arg("what", t(lang, kind_key(state, *kind))),
        ),
        _ => {
            // The step's reminder, else where the round stands.
            let turn = match (&state.resolution.step, main_click(session)) {
                (Step::Turn(turn), Some(_)) if state.phase == Phase::Resolve => Some(turn.band),
                _ => None,
            };
            let reminders = session.reminders();
            reminders
                .first()
                .map(|f| i18n::tr(lang, &crate::i18n::for_the_window(lang, &f.message())))
                .or_else(|| {
                    turn.map(|band| {
                        i18n::tr(
                            lang,
                            &Msg::new("undead-pad-turn")
                                .arg("band", state.name(band))
                                .arg("space", i64::from(state.resolution.space)),
                        )
                    })
                })
                .unwrap_or_else(|| {
                    <Undead as Game>::progress(state)
                        .iter()
                        .map(|m| i18n::tr(lang, m))
                        .collect::<Vec<_>>()
                        .join(" · ")
                })
        }
    }
}
