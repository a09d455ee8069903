//! What the Raid pad shows: the buildings to click for each character's
//! tile, the start-of-raid damage to confirm, each gunfight with its
//! fighters and who shoots next, the shot being put together with the d20
//! pad, the cease fire, and the button that ends the Raid.

use super::raid::{Message, Moment, Pad, Stage, next_shooters, stage};
use super::raid_offers::in_play;
use super::widgets::{d20_pad, option};
use crate::core::Msg;
use crate::games::gunfights::NamesBuilding;
use crate::games::gunfights::gunfight::Kick;
use crate::games::gunfights::strikes::{self, Due};
use crate::games::gunfights::{Building, GunState, Item, Strike, Team, fights, queries};
use crate::i18n::{self, Lang};
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::{big_button, button_row, choice_button, question as prompt};
use iced::widget::{Column, container, text};
use iced::{Element, Length};

fn card<'a>(content: Column<'a, Message>) -> Element<'a, Message> {
    container(content.spacing(10))
        .padding(12)
        .width(Length::Fill)
        .style(theme::panel)
        .into()
}

impl Pad {
    /// The drafts, if they belong to this moment of the Raid.
    pub(super) fn draft(&self, state: &GunState) -> Pad {
        let now = Some(Moment::of(state));
        if self.moment == now {
            self.clone()
        } else {
            Pad::default()
        }
    }

    /// The Raid pad for the stage the Raid is in.
    pub fn view<'a>(&self, lang: Lang, state: &GunState) -> Element<'a, Message> {
        let draft = self.draft(state);
        let mut col = Column::new().spacing(12);
        match stage(state) {
            None => {}
            Some(Stage::Attack) => col = col.push(draft.tiles(lang, state, Team::Renegades)),
            Some(Stage::Defend) => col = col.push(draft.tiles(lang, state, Team::Pioneers)),
            Some(Stage::Strikes) => {
                if let Some(due) = strikes::due(state).first() {
                    col = col.push(strike(lang, state, due));
                }
            }
            Some(Stage::Fights) => {
                for (building, _, defenders) in state.fights() {
                    if !defenders.is_empty() {
                        col = col.push(draft.gunfight(lang, state, building));
                    }
                }
                col = col.push(outcome(lang, state));
            }
            Some(Stage::Showdown) => {
                let mut content = Column::new().push(prompt(i18n::text(lang, "gf-raid-showdown")));
                let next = next_shooters(state);
                if !next.is_empty() {
                    content = content
                        .push(text(i18n::text(lang, "gf-raid-next")).size(16))
                        .push(shooter_buttons(state, &next, draft.shooter(state)));
                    content = draft.shot(lang, state, content);
                }
                col = col.push(card(content));
            }
        }
        col.into()
    }

    /// A tile for each member of a team, and the bombs, trap or wagon.
    fn tiles<'a>(&self, lang: Lang, state: &GunState, team: Team) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let attack = team == Team::Renegades;
        let mut col = Column::new().push(prompt(t(if attack {
            "gf-raid-attack-title"
        } else {
            "gf-raid-defend-title"
        })));
        if !attack {
            let said: Vec<String> = state
                .this_round
                .attacks
                .iter()
                .map(|(s, b)| format!("{} → {}", state.name(*s), b.printed()))
                .collect();
            col = col.push(
                text(i18n::tr(
                    lang,
                    &Msg::new("gf-raid-attacks").arg("tiles", said.join(", ")),
                ))
                .size(15),
            );
        }
        for seat in state.team(team) {
            let buttons = in_play(state)
                .into_iter()
                .map(|b| {
                    choice_button(
                        b.printed().to_string(),
                        Message::Place(seat, b),
                        self.tiles.get(&seat) == Some(&b),
                    )
                })
                .collect();
            col = col
                .push(text(state.name(seat)).size(16))
                .push(button_row(buttons));
        }
        let toggles = |picked: &dyn Fn(Building) -> bool, message: fn(Building) -> Message| {
            button_row(
                in_play(state)
                    .into_iter()
                    .map(|b| choice_button(b.printed().to_string(), message(b), picked(b)))
                    .collect(),
            )
        };
        let planted = state.this_round.entry_bombs;
        if attack && planted > 0 {
            col = col
                .push(prompt(i18n::tr(
                    lang,
                    &Msg::new("gf-raid-bombs").arg("count", planted),
                )))
                .push(toggles(&|b| self.bombs.contains(&b), Message::Bomb));
        }
        if !attack && state.this_round.booby_trap {
            col = col
                .push(prompt(t("gf-raid-trap")))
                .push(toggles(&|b| self.trap == Some(b), Message::Trap));
        }
        if !attack && queries::wagon_comes(state) {
            col = col
                .push(prompt(t("gf-raid-wagon")))
                .push(toggles(&|b| self.wagon == Some(b), Message::Wagon));
        }
        let ready = state.team(team).iter().all(|s| self.tiles.contains_key(s));
        let enter = big_button(t(if attack {
            "gf-raid-enter-attack"
        } else {
            "gf-raid-enter-defence"
        }))
        .on_press_maybe(ready.then_some(Message::EnterTiles));
        col = col.push(enter);
        if !ready {
            col = col.push(text(t("gf-raid-place-all")).size(15));
        }
        card(col)
    }

    /// One gunfight: its fighters, who shoots next, the shot, the cease fire.
    fn gunfight<'a>(
        &self,
        lang: Lang,
        state: &GunState,
        building: Building,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut col = Column::new().push(prompt(i18n::tr(
            lang,
            &Msg::new("gf-raid-gunfight").building(building),
        )));
        let (_, attackers, defenders) = state
            .fights()
            .into_iter()
            .find(|(b, _, _)| *b == building)
            .unwrap_or((building, Vec::new(), Vec::new()));
        for seat in defenders.iter().chain(&attackers) {
            let board = &state.seats[*seat];
            col = col.push(
                text(i18n::tr(
                    lang,
                    &Msg::new("gf-raid-fighter")
                        .arg("name", board.name.clone())
                        .arg("health", board.health)
                        .arg("ammo", i64::from(board.ammo))
                        .arg(
                            "rattle",
                            state.this_round.deathrattle.get(seat).copied().unwrap_or(0),
                        ),
                ))
                .size(15),
            );
        }
        let next = fights::next(state, building);
        if next.is_empty() {
            let key = if state.this_round.ceased.contains(&building) {
                "gf-raid-ceased"
            } else if fights::burning(state).contains(&building) {
                "gf-raid-falls"
            } else {
                "gf-raid-holds"
            };
            col = col.push(text(i18n::tr(lang, &Msg::new(key).building(building))).size(16));
            return card(col);
        }
        // Only the gunfight of the chosen shooter marks him and takes the dice.
        let here = self.shooter(state).is_some_and(|s| next.contains(&s));
        let marked = self.shooter(state).filter(|_| here);
        col = col
            .push(text(t("gf-raid-next")).size(16))
            .push(shooter_buttons(state, &next, marked));
        if here {
            col = self.shot(lang, state, col);
        }
        if fights::may_cease(state, building) {
            col = col.push(choice_button(
                t("gf-raid-cease"),
                Message::Cease(building),
                false,
            ));
        }
        card(col)
    }

    /// The shot being put together: gun or Dynamite, targets, Beer or
    /// Tobacco, Lucky, then the dice.
    fn shot<'a>(
        &self,
        lang: Lang,
        state: &GunState,
        mut col: Column<'a, Message>,
    ) -> Column<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let Some(shooter) = self.shooter(state) else {
            return col;
        };
        let board = &state.seats[shooter];
        if queries::may_throw(state, shooter) {
            col = col.push(button_row(vec![
                choice_button(t("gf-raid-shoot"), Message::Throw(false), !self.shot.throw),
                choice_button(t("gf-raid-throw"), Message::Throw(true), self.shot.throw),
            ]));
        }
        let opponents = fights::opponents(state, shooter);
        if opponents.len() > 1 {
            let mut buttons: Vec<Element<'a, Message>> = opponents
                .iter()
                .map(|s| {
                    let count = self.shot.targets.iter().filter(|t| *t == s).count();
                    let label = if count > 1 {
                        format!("{} ×{count}", state.name(*s))
                    } else {
                        state.name(*s)
                    };
                    choice_button(label, Message::Target(*s), count > 0)
                })
                .collect();
            // Always there, greyed while nobody is named, so the row keeps
            // its length.
            let named = !self.shot.targets.is_empty();
            buttons.push(option(
                t("gf-raid-clear"),
                named.then_some(Message::ClearTargets),
                false,
            ));
            col = col
                .push(text(t("gf-raid-at")).size(15))
                .push(button_row(buttons));
        }
        // Beer or Tobacco and Lightweight help a shot, not a throw: while
        // Dynamite is chosen they stay in place, greyed.
        let gun = !self.shot.throw;
        if queries::may_choose_kick(state, shooter) {
            let kick = |item: Item, kick: Kick| {
                option(
                    item.printed().to_string(),
                    gun.then_some(Message::Kick(kick)),
                    self.shot.kick == Some(kick),
                )
            };
            col = col
                .push(text(t("gf-raid-kick")).size(15))
                .push(button_row(vec![
                    kick(Item::Beer, Kick::Beer),
                    kick(Item::Tobacco, Kick::Tobacco),
                ]));
        }
        // Lightweight helps a Beer or a Tobacco; the shooter may keep it for
        // later in the round.
        if queries::may_keep_lightweight(state, shooter) {
            col = col.push(button_row(vec![option(
                t("gf-raid-keep-lightweight"),
                gun.then_some(Message::KeepLightweight),
                self.shot.keep_lightweight,
            )]));
        }
        if queries::lucky_ready(state, shooter) {
            let dice: &[(&str, usize)] = if self.shot.throw {
                &[("gf-raid-lucky", 0)]
            } else {
                &[("gf-raid-lucky-first", 0), ("gf-raid-lucky-second", 1)]
            };
            col = col.push(button_row(
                dice.iter()
                    .map(|(key, die)| {
                        choice_button(t(key), Message::Lucky(*die), self.shot.lucky == Some(*die))
                    })
                    .collect(),
            ));
        }
        let ask = match (self.shot.throw, self.shot.faces.first()) {
            (true, _) => Msg::new("gf-raid-die-throw").arg("name", board.name.clone()),
            (false, None) => Msg::new("gf-raid-die-first").arg("name", board.name.clone()),
            (false, Some(first)) => Msg::new("gf-raid-die-second")
                .arg("name", board.name.clone())
                .arg("first", first.face()),
        };
        col.push(prompt(i18n::tr(lang, &ask)))
            .push(d20_pad(Message::Face, self.dice_open(state, shooter)))
    }
}

/// A button for each character who may fire next, `marked` shown as chosen.
fn shooter_buttons<'a>(
    state: &GunState,
    next: &[usize],
    marked: Option<usize>,
) -> Element<'a, Message> {
    button_row(
        next.iter()
            .map(|s| choice_button(state.name(*s), Message::Shooter(*s), marked == Some(*s)))
            .collect(),
    )
}

/// The first start-of-raid damage still due, to confirm.
fn strike<'a>(lang: Lang, state: &GunState, due: &Due) -> Element<'a, Message> {
    let title = match due.strike {
        Strike::Stockade => "gf-raid-stockade",
        Strike::Trap => "gf-raid-trap-due",
        Strike::Bomb(_) => "gf-raid-bomb-due",
    };
    let said = match due.building {
        Some(building) => Msg::new(title).building(building),
        None => Msg::new(title),
    };
    let mut col = Column::new().push(prompt(i18n::tr(lang, &said)));
    if due.needs_choice() {
        let chooser = due.chooser().map_or("", |c| c.printed());
        col = col.push(
            text(i18n::tr(
                lang,
                &Msg::new("gf-raid-chooses").arg("chooser", chooser),
            ))
            .size(16),
        );
        let buttons = due
            .candidates
            .iter()
            .map(|s| choice_button(state.name(*s), Message::Strike(due.strike, Some(*s)), false))
            .collect();
        col = col.push(button_row(buttons));
    } else {
        let names: Vec<String> = due.candidates.iter().map(|s| state.name(*s)).collect();
        col = col.push(
            big_button(i18n::tr(
                lang,
                &Msg::new("gf-raid-deal").arg("characters", names.join(", ")),
            ))
            .on_press(Message::Strike(due.strike, None)),
        );
    }
    card(col)
}

/// The button that ends the Raid with what burns as it stands.
fn outcome<'a>(lang: Lang, state: &GunState) -> Element<'a, Message> {
    let burning: Vec<&str> = fights::burning(state).iter().map(|b| b.printed()).collect();
    let over = fights::all_over(state);
    let label = i18n::tr(
        lang,
        &Msg::new("gf-raid-end").arg(
            "burned",
            if burning.is_empty() {
                "none".to_string()
            } else {
                burning.join(", ")
            },
        ),
    );
    let button = if over {
        big_button(label)
    } else {
        iced::widget::button(text(label).size(16))
            .padding([10, 14])
            .style(theme::secondary_button)
    }
    .on_press(Message::EndRaid);
    let note = if over {
        "gf-raid-over"
    } else {
        "gf-raid-not-over"
    };
    container(
        Column::new()
            .spacing(8)
            .push(text(i18n::text(lang, note)).size(15))
            .push(button),
    )
    .padding(12)
    .width(Length::Fill)
    .style(move |th| theme::banner(th, if over { Tone::Reminder } else { Tone::Info }))
    .into()
}
