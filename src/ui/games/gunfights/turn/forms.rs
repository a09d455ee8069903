//! The open form's question and its choices: what to buy and for whom,
//! the bet, the dice of Target Practice, the Snake Oil and who takes it,
//! the item to steal, the giver, receiver and ware of a trade. Every choice
//! is there whether or not the rules take it now, greyed in place.

use super::offers::{ammo_counts, trade_counts};
use super::{Form, Message, Pad, Purchase, active_team, tradeable};
use crate::core::Msg;
use crate::games::gunfights::{Character, GunState, Item, SnakeOil, Team, Ware, betty, queries};
use crate::i18n::{self, Lang};
use crate::ui::games::gunfights::layout::Cell;
use crate::ui::games::kit::Tap;

/// What the pad offers now: a choice is live when offered, greyed in
/// place (tapped, it asks why) when not; one already picked, or one that
/// only steers the pad, stays live as a control.
pub(super) struct Offers<'o>(pub(super) &'o [Message]);

impl Offers<'_> {
    /// A choice, greyed unless offered.
    pub(super) fn choice(&self, label: String, message: Message, picked: bool) -> Cell<Message> {
        Cell::offered(self.0, label, message, picked, Message::Why)
    }

    /// A button that only steers the pad (Cancel, a toggle taken back).
    pub(super) fn control(&self, label: String, message: Message, picked: bool) -> Cell<Message> {
        Cell {
            label,
            tap: Tap::Live(message),
            control: true,
            picked,
        }
    }
}

/// "15 cents" in the interface language.
pub(super) fn cents(lang: Lang, amount: u32) -> String {
    i18n::tr(
        lang,
        &Msg::new("gf-ui-cents").arg("count", i64::from(amount)),
    )
}

/// A seat as the table names it: "Sheriff (Bob)".
fn name(state: &GunState, seat: usize) -> String {
    state.name(seat)
}

impl Pad {
    /// The open form's question and choices (its die is the view's).
    pub(super) fn form_parts(
        &self,
        lang: Lang,
        state: &GunState,
        form: &Form,
        o: &Offers<'_>,
    ) -> (String, Vec<Cell<Message>>) {
        let t = |key: &str| i18n::text(lang, key);
        let seats = |seats: Vec<usize>, picked: Option<usize>| -> Vec<Cell<Message>> {
            seats
                .into_iter()
                .map(|s| o.choice(name(state, s), Message::Seat(s), picked == Some(s)))
                .collect()
        };
        let own_team = state.team(active_team(state));
        match form {
            Form::Buy(None) => {
                let money = state.seats.get(state.turn).map_or(0, |s| s.money);
                (
                    (i18n::tr(
                        lang,
                        &Msg::new("gf-pad-buy-what").arg("money", i64::from(money)),
                    )),
                    buy_wares(lang, state, o),
                )
            }
            Form::Buy(Some(Purchase::Ammo(None))) => {
                let cost = |n: u32| queries::price(state, Ware::Ammo(n), false).unwrap_or(0);
                (
                    (t("gf-pad-buy-ammo-count")),
                    counts(o, ammo_counts(state), |n| {
                        format!("{n} · {}", cents(lang, cost(n)))
                    }),
                )
            }
            Form::Buy(Some(purchase)) => {
                let what = match purchase {
                    Purchase::Item(item) => item.printed().to_string(),
                    Purchase::TradeIn => Item::Winchester.printed().to_string(),
                    Purchase::Ammo(n) => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-ammo-count").arg("count", i64::from(n.unwrap_or(0))),
                    ),
                };
                (
                    (i18n::tr(lang, &Msg::new("gf-pad-who-gets").arg("what", what))),
                    seats(own_team, None),
                )
            }
            Form::Rebuild => {
                let burned = queries::rebuildable(state)
                    .into_iter()
                    .map(|b| {
                        let label = match queries::rebuild_price(state, b) {
                            Ok(p) => format!("{} · {}", b.printed(), cents(lang, p)),
                            Err(_) => b.printed().to_string(),
                        };
                        o.choice(label, Message::Building(b), false)
                    })
                    .collect();
                (t("gf-pad-rebuild-which"), burned)
            }
            Form::Bet(None) => (
                (t("gf-pad-bet-how-much")),
                counts(o, betty::BETS, |n| cents(lang, n)),
            ),
            Form::Bet(Some(bet)) => (
                i18n::tr(
                    lang,
                    &Msg::new("gf-pad-bet-visible").arg("bet", i64::from(*bet)),
                ),
                Vec::new(),
            ),
            Form::Practice(dice) => {
                let text = match dice.as_slice() {
                    [] => t("gf-pad-practice-first"),
                    [a] => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-practice-second").arg("first", a.face()),
                    ),
                    [a, b, ..] => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-practice-shot")
                            .arg("low", a.min(b).face())
                            .arg("high", a.max(b).face()),
                    ),
                };
                (text, Vec::new())
            }
            Form::Oil(None) => {
                let oils = SnakeOil::ALL
                    .into_iter()
                    .map(|oil| o.choice(oil.printed().to_string(), Message::Oil(oil), false))
                    .collect();
                (t("gf-pad-oil-which"), oils)
            }
            Form::Oil(Some(oil)) => {
                let takers = own_team
                    .into_iter()
                    .map(|s| {
                        let label = match state.seats[s].snake_oil {
                            Some(held) => format!("{} · {}", name(state, s), held.printed()),
                            None => name(state, s),
                        };
                        o.choice(label, Message::Seat(s), false)
                    })
                    .collect();
                (
                    (i18n::tr(lang, &Msg::new("gf-pad-oil-to").arg("oil", oil.printed()))),
                    takers,
                )
            }
            Form::Guard => (t("gf-pad-guard-die"), Vec::new()),
            Form::Reveal => (
                i18n::tr(
                    lang,
                    &Msg::new("gf-pad-reveal-die")
                        .arg("best", i64::from(queries::to_beat(state).unwrap_or(0))),
                ),
                Vec::new(),
            ),
            Form::Steal(None, _) => (
                (t("gf-pad-steal-what")),
                items(o, Item::ALL.to_vec(), |i| theft_label(state, i)),
            ),
            Form::Steal(Some(item), to) => {
                // Without the theft number the engine refuses the roll and
                // names the missing value; the question still reads well.
                let question = match queries::theft_number(state, *item) {
                    Ok(needed) => Msg::new("gf-pad-steal-die").arg("needed", i64::from(needed)),
                    Err(_) => Msg::new("gf-pad-steal-die-unknown"),
                };
                let renegades = state.team(Team::Renegades);
                (
                    (i18n::tr(lang, &question.arg("item", item.printed()))),
                    seats(renegades, Some(to.unwrap_or(state.turn))),
                )
            }
            Form::Guarantee(None) => (
                (t("gf-pad-guarantee-what")),
                items(o, Item::ALL.to_vec(), |i| i.printed().to_string()),
            ),
            Form::Guarantee(Some(item)) => (
                (i18n::tr(
                    lang,
                    &Msg::new("gf-pad-who-gets").arg("what", item.printed()),
                )),
                seats(state.team(Team::Renegades), None),
            ),
            Form::StealAmmo => (
                (i18n::tr(
                    lang,
                    &Msg::new("gf-pad-steal-ammo-for")
                        .arg("count", i64::from(state.ammo_per_theft())),
                )),
                seats(state.team(Team::Renegades), None),
            ),
            Form::Pocket => {
                let thief = state.seat_of(Character::Thief);
                let pocket = thief.and_then(|s| state.seats[s].pocket);
                (
                    (t("gf-pad-pocket-which")),
                    items(o, queries::pocketable(state), |i| {
                        if pocket == Some(i) {
                            format!("{} ({})", i.printed(), t("gf-ui-pocket"))
                        } else {
                            i.printed().to_string()
                        }
                    }),
                )
            }
            Form::Trade(None, _, _) => (t("gf-pad-trade-from"), seats(own_team, None)),
            Form::Trade(Some(from), None, _) => {
                let giver_team = state.seats.get(*from).map_or(Team::Pioneers, |s| s.team());
                let others = state
                    .team(giver_team)
                    .into_iter()
                    .filter(|s| s != from)
                    .collect();
                (
                    (i18n::tr(
                        lang,
                        &Msg::new("gf-pad-trade-to").arg("from", name(state, *from)),
                    )),
                    seats(others, None),
                )
            }
            Form::Trade(Some(from), Some(to), false) => trade_wares(lang, state, *from, *to, o),
            Form::Trade(Some(from), Some(_), true) => (
                (t("gf-pad-trade-ammo-count")),
                counts(o, trade_counts(state, *from), |n| n.to_string()),
            ),
        }
    }
}

/// What can be bought: the six items at their board prices, ammo and the
/// Winchester with the Colt traded in.
fn buy_wares(lang: Lang, state: &GunState, o: &Offers<'_>) -> Vec<Cell<Message>> {
    // Where the shop is down the engine warns; the button says so
    // beforehand.
    let burned = |ware: Ware| match queries::closed_shop(state, active_team(state), ware) {
        Some(building) => format!(
            " · {} {}",
            building.printed(),
            i18n::text(lang, "gf-ui-burned")
        ),
        None => String::new(),
    };
    // "Beer · 5 cents", or just "Beer" while its price is not entered.
    let priced =
        |name: String, ware: Ware, trade_in: bool| match queries::price(state, ware, trade_in) {
            Ok(p) => format!("{name} · {}{}", cents(lang, p), burned(ware)),
            Err(_) => format!("{name}{}", burned(ware)),
        };
    let mut buttons: Vec<Cell<Message>> = Item::ALL
        .into_iter()
        .map(|item| {
            let label = priced(item.printed().to_string(), Ware::Item(item), false);
            o.choice(label, Message::Item(item), false)
        })
        .collect();
    buttons.push(o.choice(
        priced(
            i18n::text(lang, "gf-pad-trade-in"),
            Ware::Item(Item::Winchester),
            true,
        ),
        Message::TradeIn,
        false,
    ));
    let each = queries::price(state, Ware::Ammo(1), false).unwrap_or(0);
    buttons.push(o.choice(
        format!(
            "{} · {}{}",
            i18n::text(lang, "gf-pad-ammo"),
            i18n::tr(lang, &Msg::new("gf-pad-each").arg("price", i64::from(each))),
            burned(Ware::Ammo(1))
        ),
        Message::Ammo,
        false,
    ));
    buttons
}

/// What a giver can hand over: items held, and ammo when there is some.
fn trade_wares(
    lang: Lang,
    state: &GunState,
    from: usize,
    to: usize,
    o: &Offers<'_>,
) -> (String, Vec<Cell<Message>>) {
    let held = tradeable(state, from);
    let mut buttons: Vec<Cell<Message>> = held
        .into_iter()
        .map(|i| o.choice(i.printed().to_string(), Message::Item(i), false))
        .collect();
    if state.seats.get(from).is_some_and(|s| s.ammo > 0) {
        buttons.push(o.choice(i18n::text(lang, "gf-pad-ammo"), Message::Ammo, false));
    }
    let question = if buttons.is_empty() {
        Msg::new("gf-pad-trade-nothing").arg("from", name(state, from))
    } else {
        Msg::new("gf-pad-trade-what")
            .arg("from", name(state, from))
            .arg("to", name(state, to))
    };
    (i18n::tr(lang, &question), buttons)
}

/// An item with the number a theft roll must reach, when the table entered it.
fn theft_label(state: &GunState, item: Item) -> String {
    match queries::theft_number(state, item) {
        Ok(needed) => format!("{} · {needed}+", item.printed()),
        Err(_) => item.printed().to_string(),
    }
}

/// One button per item.
fn items(o: &Offers<'_>, items: Vec<Item>, label: impl Fn(Item) -> String) -> Vec<Cell<Message>> {
    items
        .into_iter()
        .map(|i| o.choice(label(i), Message::Item(i), false))
        .collect()
}

/// One button per number (a bet, an ammo count).
fn counts(
    o: &Offers<'_>,
    numbers: impl IntoIterator<Item = u32>,
    label: impl Fn(u32) -> String,
) -> Vec<Cell<Message>> {
    numbers
        .into_iter()
        .map(|n| o.choice(label(n), Message::Count(n), false))
        .collect()
}
