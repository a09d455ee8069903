//! What the turn pad shows: the action buttons of the character whose turn
//! it is, or the open form's question with its choices as large buttons,
//! the d20 pad where a die is asked, Lucky's toggle and Cancel.

use super::turn::{
    Action, Form, Message, Pad, Ware, active_team, buttons, lucky_ready, pocketable, team,
    tradeable,
};
use crate::core::Msg;
use crate::games::gunfights::{
    Building, Call, Character, GunState, Item, Site, SnakeOil, Team, betty, setup::rebuild_key,
};
use crate::i18n::{self, Lang};
use crate::ui::theme;
use crate::ui::widgets::die_pad;
use iced::widget::{Column, Row, button, column, container, text};
use iced::{Alignment, Element, Length};

/// Ammo costs 5 cents a token (given in the text).
const AMMO_PRICE: u32 = 5;
/// The Winchester with a Colt traded in costs 25 cents (given in the text).
const TRADE_IN_PRICE: u32 = 25;
/// The most ammo buttons offered at once (a purchase or a trade).
const MAX_COUNT: u32 = 10;

/// A large button for a choice; `picked` shows it as chosen.
fn choice<'a>(label: String, message: Message, picked: bool) -> Element<'a, Message> {
    button(text(label).size(17))
        .padding([12, 18])
        .style(if picked {
            button::primary
        } else {
            theme::secondary_button
        })
        .on_press(message)
        .into()
}

fn prompt<'a>(label: String) -> Element<'a, Message> {
    text(label).size(18).into()
}

fn choices<'a>(buttons: Vec<Element<'a, Message>>) -> Element<'a, Message> {
    Row::with_children(buttons)
        .spacing(8)
        .wrap()
        .vertical_spacing(8)
        .into()
}

fn cents(lang: Lang, amount: u32) -> String {
    i18n::tr(
        lang,
        &Msg::new("gf-ui-cents").arg("count", i64::from(amount)),
    )
}

fn name(state: &GunState, seat: usize) -> String {
    state.name(seat)
}

impl Pad {
    /// The action buttons, or the open form; Blind Betty's call while a gamble waits.
    pub fn view<'a>(&'a self, lang: Lang, state: &'a GunState) -> Element<'a, Message> {
        let mut col = Column::new().spacing(10);
        if let Some(gamble) = state.this_round.gamble {
            col = col.push(prompt(i18n::text(lang, "gf-pad-call")));
            let calls = [Call::TwentyOne, Call::TwentyEight].map(|call| {
                let key = match call {
                    Call::TwentyOne => "gf-pad-call-21",
                    Call::TwentyEight => "gf-pad-call-28",
                };
                choice(
                    i18n::text(lang, key),
                    Message::Call(call),
                    self.call_for(gamble) == Some(call),
                )
            });
            col = col.push(choices(calls.into()));
            if self.call_for(gamble).is_some() {
                col = col.push(prompt(i18n::text(lang, "gf-pad-call-hidden")));
                if let Some(lucky) = self.lucky_row(lang, state, gamble.seat, false) {
                    col = col.push(lucky);
                }
                col = col.push(die_pad(20, Message::Die));
            }
            return col.into();
        }
        let Some(form) = self.form(state) else {
            return self.menu(lang, state);
        };
        col = col.push(self.form_view(lang, state, form));
        let (die, optional) = match form {
            Form::Bet(Some(_)) | Form::Guard | Form::Reveal | Form::Steal(Some(_), _) => {
                (true, false)
            }
            Form::Practice(dice) => (true, dice.len() == 2),
            _ => (false, false),
        };
        // Lucky is chosen before the die that completes the entry is
        // clicked, so its toggle sits above the pad. Blind Betty's bet has
        // no Lucky; Target Practice offers it on the shot's step, when all
        // three dice can still take it.
        let lucky = die && !matches!(form, Form::Bet(_) | Form::Practice(_)) || optional;
        if lucky
            && let Some(row) =
                self.lucky_row(lang, state, state.turn, matches!(form, Form::Practice(_)))
        {
            col = col.push(row);
        }
        if die {
            col = col.push(die_pad(20, Message::Die));
        }
        let mut last = Row::new().spacing(8);
        if optional {
            last = last.push(choice(
                i18n::text(lang, "gf-pad-enter-no-shot"),
                Message::Enter,
                true,
            ));
        }
        last = last.push(choice(
            i18n::text(lang, "gf-pad-cancel"),
            Message::Cancel,
            false,
        ));
        col.push(last).into()
    }

    /// Lucky's toggle, when the roller holds Lucky and has not used it this
    /// round; for Target Practice one toggle per die.
    fn lucky_row<'a>(
        &self,
        lang: Lang,
        state: &GunState,
        roller: usize,
        practice: bool,
    ) -> Option<Element<'a, Message>> {
        if !lucky_ready(state, roller) {
            return None;
        }
        let mut row = Row::new().spacing(8).align_y(Alignment::Center);
        if practice {
            row = row.push(text(i18n::text(lang, "gf-pad-lucky-on")).size(16));
            let keys = [
                "gf-pad-lucky-first",
                "gf-pad-lucky-second",
                "gf-pad-lucky-shot",
            ];
            for (i, key) in keys.into_iter().enumerate() {
                row = row.push(choice(
                    i18n::text(lang, key),
                    Message::Lucky(i),
                    self.lucky == Some(i),
                ));
            }
        } else {
            row = row.push(choice(
                i18n::text(lang, "gf-pad-lucky"),
                Message::Lucky(0),
                self.lucky.is_some(),
            ));
        }
        Some(row.into())
    }

    /// The buttons of the character whose turn it is.
    fn menu<'a>(&self, lang: Lang, state: &GunState) -> Element<'a, Message> {
        let buttons = buttons(state)
            .into_iter()
            .map(|(action, enabled)| {
                let label = match action {
                    Action::Cycle
                        if state.active() == Some(Character::Deputy)
                            && !state.this_turn.free_cycle =>
                    {
                        i18n::text(lang, "gf-pad-cycle-free")
                    }
                    Action::Reveal if state.this_round.guard.is_none() => {
                        i18n::text(lang, "gf-pad-reveal-free")
                    }
                    Action::StealAmmo => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-steal-ammo")
                            .arg("count", i64::from(state.ammo_per_theft())),
                    ),
                    _ => i18n::text(lang, action_key(action)),
                };
                button(text(label).size(17))
                    .padding([12, 18])
                    .style(if action == Action::End {
                        button::primary
                    } else {
                        theme::secondary_button
                    })
                    .on_press_maybe(enabled.then_some(Message::Start(action)))
                    .into()
            })
            .collect();
        choices(buttons)
    }

    /// The open form's question and choices.
    fn form_view<'a>(&self, lang: Lang, state: &GunState, form: &Form) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let seats = |seats: Vec<usize>, picked: Option<usize>| {
            choices(
                seats
                    .into_iter()
                    .map(|s| choice(name(state, s), Message::Seat(s), picked == Some(s)))
                    .collect(),
            )
        };
        let own_team = team(state, active_team(state));
        let col = match form {
            Form::Buy(None) => {
                let money = state.seats.get(state.turn).map_or(0, |s| s.money);
                column![
                    prompt(i18n::tr(
                        lang,
                        &Msg::new("gf-pad-buy-what").arg("money", i64::from(money))
                    )),
                    buy_wares(lang, state)
                ]
            }
            Form::Buy(Some(Ware::Ammo(None))) => {
                let money = state.seats.get(state.turn).map_or(0, |s| s.money);
                let most = (money / AMMO_PRICE).clamp(1, MAX_COUNT);
                column![
                    prompt(t("gf-pad-buy-ammo-count")),
                    counts(1..=most, |n| format!(
                        "{n} · {}",
                        cents(lang, n * AMMO_PRICE)
                    ))
                ]
            }
            Form::Buy(Some(ware)) => {
                let what = match ware {
                    Ware::Item(item) => item.printed().to_string(),
                    Ware::TradeIn => Item::Winchester.printed().to_string(),
                    Ware::Ammo(n) => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-ammo-count").arg("count", i64::from(n.unwrap_or(0))),
                    ),
                };
                column![
                    prompt(i18n::tr(
                        lang,
                        &Msg::new("gf-pad-who-gets").arg("what", what)
                    )),
                    seats(own_team, None)
                ]
            }
            Form::Rebuild => {
                let burned = Building::ALL
                    .into_iter()
                    .filter(|b| state.site(*b) == Site::Burned)
                    .map(|b| {
                        let price = state
                            .board_value(rebuild_key(b))
                            .and_then(|v| u32::try_from(v).ok());
                        let label = match price {
                            Some(p) => format!("{} · {}", b.printed(), cents(lang, p)),
                            None => b.printed().to_string(),
                        };
                        choice(label, Message::Building(b), false)
                    })
                    .collect();
                column![prompt(t("gf-pad-rebuild-which")), choices(burned)]
            }
            Form::Bet(None) => column![
                prompt(t("gf-pad-bet-how-much")),
                counts(betty::BETS, |n| cents(lang, n))
            ],
            Form::Bet(Some(bet)) => column![prompt(i18n::tr(
                lang,
                &Msg::new("gf-pad-bet-visible").arg("bet", i64::from(*bet))
            ))],
            Form::Practice(dice) => {
                let text = match dice.as_slice() {
                    [] => t("gf-pad-practice-first"),
                    [a] => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-practice-second").arg("first", i64::from(*a)),
                    ),
                    [a, b, ..] => i18n::tr(
                        lang,
                        &Msg::new("gf-pad-practice-shot")
                            .arg("low", i64::from(*a.min(b)))
                            .arg("high", i64::from(*a.max(b))),
                    ),
                };
                column![prompt(text)]
            }
            Form::Oil(None) => {
                let oils = SnakeOil::ALL
                    .into_iter()
                    .map(|o| choice(o.printed().to_string(), Message::Oil(o), false))
                    .collect();
                column![prompt(t("gf-pad-oil-which")), choices(oils)]
            }
            Form::Oil(Some(oil)) => {
                let takers = own_team
                    .into_iter()
                    .map(|s| {
                        let label = match state.seats[s].snake_oil {
                            Some(held) => format!("{} · {}", name(state, s), held.printed()),
                            None => name(state, s),
                        };
                        choice(label, Message::Seat(s), false)
                    })
                    .collect();
                column![
                    prompt(i18n::tr(
                        lang,
                        &Msg::new("gf-pad-oil-to").arg("oil", oil.printed())
                    )),
                    choices(takers)
                ]
            }
            Form::Guard => column![prompt(t("gf-pad-guard-die"))],
            Form::Reveal => column![prompt(i18n::tr(
                lang,
                &Msg::new("gf-pad-reveal-die")
                    .arg("best", i64::from(state.this_round.guard.unwrap_or(0)))
            ))],
            Form::Steal(None, _) => column![
                prompt(t("gf-pad-steal-what")),
                items(Item::ALL.to_vec(), |i| theft_label(state, i))
            ],
            Form::Steal(Some(item), to) => {
                // Without the theft number the engine refuses the roll and
                // names the missing value; the question still reads well.
                let question = match state.board_value(item.theft_key()) {
                    Some(needed) => Msg::new("gf-pad-steal-die").arg("needed", needed),
                    None => Msg::new("gf-pad-steal-die-unknown"),
                };
                let renegades = team(state, Team::Renegades);
                column![
                    prompt(i18n::tr(lang, &question.arg("item", item.printed()))),
                    seats(renegades, Some(to.unwrap_or(state.turn)))
                ]
            }
            Form::Guarantee(None) => column![
                prompt(t("gf-pad-guarantee-what")),
                items(Item::ALL.to_vec(), |i| i.printed().to_string())
            ],
            Form::Guarantee(Some(item)) => column![
                prompt(i18n::tr(
                    lang,
                    &Msg::new("gf-pad-who-gets").arg("what", item.printed())
                )),
                seats(team(state, Team::Renegades), None)
            ],
            Form::StealAmmo => column![
                prompt(i18n::tr(
                    lang,
                    &Msg::new("gf-pad-steal-ammo-for")
                        .arg("count", i64::from(state.ammo_per_theft()))
                )),
                seats(team(state, Team::Renegades), None)
            ],
            Form::Pocket => {
                let thief = state.seat_of(Character::Thief);
                let pocket = thief.and_then(|s| state.seats[s].pocket);
                column![
                    prompt(t("gf-pad-pocket-which")),
                    items(pocketable(state), |i| if pocket == Some(i) {
                        format!("{} ({})", i.printed(), t("gf-ui-pocket"))
                    } else {
                        i.printed().to_string()
                    })
                ]
            }
            Form::Trade(None, _, _) => {
                column![prompt(t("gf-pad-trade-from")), seats(own_team, None)]
            }
            Form::Trade(Some(from), None, _) => {
                let giver_team = state.seats.get(*from).map_or(Team::Pioneers, |s| s.team());
                let others = team(state, giver_team)
                    .into_iter()
                    .filter(|s| s != from)
                    .collect();
                column![
                    prompt(i18n::tr(
                        lang,
                        &Msg::new("gf-pad-trade-to").arg("from", name(state, *from))
                    )),
                    seats(others, None)
                ]
            }
            Form::Trade(Some(from), Some(to), false) => trade_wares(lang, state, *from, *to),
            Form::Trade(Some(from), Some(_), true) => {
                let ammo = state
                    .seats
                    .get(*from)
                    .map_or(1, |s| s.ammo)
                    .clamp(1, MAX_COUNT);
                column![
                    prompt(t("gf-pad-trade-ammo-count")),
                    counts(1..=ammo, |n| n.to_string())
                ]
            }
        };
        col.spacing(10).into()
    }
}

/// What can be bought: the six items at their board prices, ammo and the
/// Winchester with the Colt traded in.
fn buy_wares<'a>(lang: Lang, state: &GunState) -> Element<'a, Message> {
    // The Pioneers buy only where the building stands; the engine warns,
    // and the button says so beforehand (the Renegades buy in other towns).
    let burned = |building: Building| {
        if active_team(state) == Team::Pioneers && !state.standing(building) {
            format!(
                " · {} {}",
                building.printed(),
                i18n::text(lang, "gf-ui-burned")
            )
        } else {
            String::new()
        }
    };
    let mut buttons: Vec<Element<'a, Message>> = Item::ALL
        .into_iter()
        .map(|item| {
            let price = state
                .board_value(item.price_key())
                .and_then(|v| u32::try_from(v).ok());
            let label = match price {
                Some(p) => format!("{} · {}", item.printed(), cents(lang, p)),
                None => item.printed().to_string(),
            };
            let label = label + &burned(item.building());
            choice(label, Message::Item(item), false)
        })
        .collect();
    buttons.push(choice(
        format!(
            "{} · {}{}",
            i18n::text(lang, "gf-pad-trade-in"),
            cents(lang, TRADE_IN_PRICE),
            burned(Building::Store)
        ),
        Message::TradeIn,
        false,
    ));
    buttons.push(choice(
        format!(
            "{} · {}{}",
            i18n::text(lang, "gf-pad-ammo"),
            i18n::tr(
                lang,
                &Msg::new("gf-pad-each").arg("price", i64::from(AMMO_PRICE))
            ),
            burned(Building::AmmoDepot)
        ),
        Message::Ammo,
        false,
    ));
    choices(buttons)
}

/// What a giver can hand over: items held, and ammo when there is some.
fn trade_wares<'a>(lang: Lang, state: &GunState, from: usize, to: usize) -> Column<'a, Message> {
    let held = tradeable(state, from);
    let mut buttons: Vec<Element<'a, Message>> = held
        .into_iter()
        .map(|i| choice(i.printed().to_string(), Message::Item(i), false))
        .collect();
    if state.seats.get(from).is_some_and(|s| s.ammo > 0) {
        buttons.push(choice(
            i18n::text(lang, "gf-pad-ammo"),
            Message::Ammo,
            false,
        ));
    }
    let question = if buttons.is_empty() {
        Msg::new("gf-pad-trade-nothing").arg("from", name(state, from))
    } else {
        Msg::new("gf-pad-trade-what")
            .arg("from", name(state, from))
            .arg("to", name(state, to))
    };
    column![prompt(i18n::tr(lang, &question)), choices(buttons)]
}

fn theft_label(state: &GunState, item: Item) -> String {
    match state.board_value(item.theft_key()) {
        Some(needed) => format!("{} · {needed}+", item.printed()),
        None => item.printed().to_string(),
    }
}

fn items<'a>(items: Vec<Item>, label: impl Fn(Item) -> String) -> Element<'a, Message> {
    choices(
        items
            .into_iter()
            .map(|i| choice(label(i), Message::Item(i), false))
            .collect(),
    )
}

fn counts<'a>(
    numbers: impl IntoIterator<Item = u32>,
    label: impl Fn(u32) -> String,
) -> Element<'a, Message> {
    // A bare number makes a narrow button: it gets the die pad's width so
    // it is as easy to hit.
    choices(
        numbers
            .into_iter()
            .map(|n| {
                let label = label(n);
                if label.chars().count() > 2 {
                    return choice(label, Message::Count(n), false);
                }
                button(container(text(label).size(20)).center_x(Length::Fill))
                    .width(56)
                    .padding([10, 0])
                    .style(theme::secondary_button)
                    .on_press(Message::Count(n))
                    .into()
            })
            .collect(),
    )
}

/// The label of an action button.
pub(super) fn action_key(action: Action) -> &'static str {
    match action {
        Action::Income => "gf-pad-income",
        Action::Buy => "gf-pad-buy",
        Action::Rebuild => "gf-pad-rebuild",
        Action::Bet => "gf-pad-bet",
        Action::Practice => "gf-pad-practice",
        Action::Oil => "gf-pad-oil",
        Action::Cycle => "gf-pad-cycle",
        Action::Trap => "gf-pad-trap",
        Action::Guard => "gf-pad-guard",
        Action::Bomb => "gf-pad-bomb",
        Action::Reveal => "gf-pad-reveal",
        Action::Steal => "gf-pad-steal",
        Action::Guarantee => "gf-pad-guarantee",
        Action::StealAmmo => "gf-pad-steal-ammo",
        Action::Pocket => "gf-pad-pocket",
        Action::Trade => "gf-pad-trade",
        Action::End => "gf-pad-end",
    }
}
