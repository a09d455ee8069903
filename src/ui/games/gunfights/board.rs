//! The picture of the table for Gunfights & Gamblin': each character's
//! board the way the physical board reads (health, ammo, gun, items, Snake
//! Oil, Bullseye, money, with −/+ to correct a number), the town (the six
//! buildings standing, burned or out of play, and during a Raid who stands
//! where) and the revolver chamber with each round's score.

use super::Message;
use crate::core::Msg;
use crate::games::gunfights::{Building, GunState, Gunfights, Phase, Seat, Site, Team};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::{ring_named, token_buttons};
use iced::widget::{Column, Row, column, container, row, text};
use iced::{Alignment, Color, Element, Length, Size};

/// The id of a round's place in the chamber (`chamber-0`).
fn chamber_id(round: usize) -> String {
    format!("chamber-{round}")
}

/// The boards, then the town and the chamber.
pub fn table<'a>(lang: Lang, session: &'a Session<Gunfights>) -> Element<'a, Message> {
    let state = session.state();
    // The chamber goes under the town when the pane is too narrow for both.
    let top = row![
        container(town(lang, state)).max_width(660),
        chamber(lang, state)
    ]
    .spacing(16)
    .align_y(Alignment::Center)
    .wrap()
    .vertical_spacing(10);
    let mut boards = Row::new().spacing(10);
    for (seat, board) in state.seats.iter().enumerate() {
        boards = boards.push(
            container(character_board(lang, state, seat, board))
                .id(crate::ui::widgets::seat_id(seat)),
        );
    }
    // The characters' boards first: on a small screen or at large text
    // every character stays in sight, and the town and the chamber
    // scroll below them.
    column![boards.wrap().vertical_spacing(10), top]
        .spacing(14)
        .into()
}

/// The width of a character's board: three side by side in the players'
/// pane at 160 % text on a 1366×768 screen, so six boards take two rows
/// and every board's health and ammo stay in sight.
const BOARD_WIDTH: f32 = 128.0;
/// The size of a board's hearts: four of them and the − and + in its width.
const HEART: f32 = 14.0;
/// The height of a board's name: two lines ("Head Honcho (Fay)" wraps).
const NAME_HEIGHT: f32 = 34.0;
/// The height of a board's money line (kept on boards without money too).
const MONEY_HEIGHT: f32 = 20.0;
/// The height of what a board holds (gun, items, Snake Oil, Bullseye):
/// four lines of its largest text, five of its smallest.
const HOLDINGS_HEIGHT: f32 = 62.0;

/// What a board holds, as one line that wraps: the gun, the one-time
/// items, the Thief's hidden pocket, the Snake Oil and the Bullseye.
fn holdings(lang: Lang, board: &Seat) -> String {
    let mut parts: Vec<String> = vec![board.gun.printed().to_string()];
    parts.extend(board.items.iter().map(|i| i.printed().to_string()));
    if let Some(pocket) = board.pocket {
        parts.push(format!(
            "{} ({})",
            pocket.printed(),
            i18n::text(lang, "gf-ui-pocket")
        ));
    }
    if let Some(oil) = board.snake_oil {
        parts.push(format!(
            "{}: {}",
            i18n::text(lang, "gf-ui-snake-oil"),
            oil.printed()
        ));
    }
    if board.bullseye > 0 {
        parts.push(i18n::tr(
            lang,
            &Msg::new("gf-ui-bullseye").arg("count", i64::from(board.bullseye)),
        ));
    }
    parts.join(" · ")
}

/// The text size that fits `holdings` in its fixed place: a board full
/// of items (four, a pocket, a Snake Oil and a Bullseye) in smaller text
/// rather than cut off or grown.
fn holdings_size(holdings: &str) -> f32 {
    match holdings.chars().count() {
        0..=52 => 12.0,
        53..=72 => 11.0,
        _ => 10.0,
    }
}

/// The Pioneers' colour on boards and in town.
const PIONEER_COLOR: Color = Color::from_rgb8(0x3f, 0x6e, 0x9a);
/// The Renegades' colour on boards and in town.
const RENEGADE_COLOR: Color = Color::from_rgb8(0x9a, 0x3f, 0x3f);

/// The six buildings as the Town Board shows them.
fn town<'a>(lang: Lang, state: &GunState) -> Element<'a, Message> {
    let mut buildings = Row::new().spacing(8);
    for building in Building::ALL {
        let site = state.site(building);
        let (icon, tone, status) = match site {
            Site::Standing => (Icon::Building, Tone::Good, "gf-ui-standing"),
            Site::Burned => (Icon::BuildingBurned, Tone::Violation, "gf-ui-burned"),
            Site::OutOfPlay => (Icon::Building, Tone::Info, "gf-ui-out-of-play"),
        };
        let mut card = column![
            icon.view(30.0),
            text(building.printed()).size(13),
            text(i18n::text(lang, status)).size(11),
        ]
        .spacing(2)
        .align_x(Alignment::Center);
        if state.phase == Phase::Raid {
            card = card.push(raid_marks(lang, state, building));
        }
        buildings = buildings.push(
            container(card)
                .padding(6)
                .width(100)
                .style(move |th| theme::banner(th, tone)),
        );
    }
    // The buildings wrap onto a second line in a narrow pane rather than
    // run off its edge.
    column![
        text(i18n::text(lang, "gf-ui-town")).size(18),
        buildings.wrap().vertical_spacing(8)
    ]
    .spacing(6)
    .into()
}

/// During a Raid, who attacks and who defends a building (character names,
/// in the teams' colours), and what was revealed there: the Entry Bombs,
/// the Booby Trap, the Fire Wagon.
fn raid_marks<'a>(lang: Lang, state: &GunState, building: Building) -> Element<'a, Message> {
    let round = &state.this_round;
    let mut col = Column::new().spacing(2).align_x(Alignment::Center);
    let mark = |icon: Icon, color: Color, label: String| -> Element<'a, Message> {
        row![icon.tinted(12.0, color), text(label).size(11)]
            .spacing(3)
            .align_y(Alignment::Center)
            .into()
    };
    for (seat, at) in &round.attacks {
        if *at == building {
            let name = state.seats[*seat].character.printed().to_string();
            col = col.push(mark(Icon::Revolver, RENEGADE_COLOR, name));
        }
    }
    for (seat, at) in &round.defence {
        if *at == building {
            let name = state.seats[*seat].character.printed().to_string();
            col = col.push(mark(Icon::Badge, PIONEER_COLOR, name));
        }
    }
    let grey = Color::from_rgb8(0x80, 0x80, 0x80);
    if round.bomb_sites.contains(&building) {
        col = col.push(mark(
            Icon::Dynamite,
            grey,
            i18n::text(lang, "gf-ui-entry-bomb"),
        ));
    }
    if round.trap_site == Some(building) {
        col = col.push(mark(
            Icon::Warning,
            grey,
            i18n::text(lang, "gf-ui-booby-trap"),
        ));
    }
    if round.wagon == Some(building) {
        col = col.push(mark(
            Icon::Wagon,
            grey,
            i18n::text(lang, "gf-ui-fire-wagon"),
        ));
    }
    col.into()
}

/// The revolver chamber: six chambers, one per round, each with the score
/// bullet loaded at that round's end.
fn chamber<'a>(lang: Lang, state: &GunState) -> Element<'a, Message> {
    let chambers: Vec<Element<'a, Message>> = (0..6)
        .map(|round| {
            let label = state
                .chamber
                .get(round)
                .map_or_else(|| "·".to_string(), |score| score.to_string());
            let loaded = round < state.chamber.len();
            // Each chamber names its round, so the score reads as "round 3: 2".
            let round_label = i18n::tr(
                lang,
                &Msg::new("gf-ui-chamber-round").arg("round", round + 1),
            );
            container(
                column![text(round_label).size(10), text(label).size(15)]
                    .align_x(Alignment::Center),
            )
            .center_x(Length::Fill)
            .center_y(Length::Fill)
            .style(move |th| theme::banner(th, if loaded { Tone::Reminder } else { Tone::Info }))
            .into()
        })
        .collect();
    let center: Element<'a, Message> = column![
        Icon::Revolver.view(22.0),
        text(state.renegade_score().to_string()).size(16),
    ]
    .align_x(Alignment::Center)
    .into();
    column![
        text(i18n::text(lang, "gf-ui-chamber")).size(18),
        ring_named(
            chambers,
            center,
            Size::new(150.0, 150.0),
            Size::new(40.0, 40.0),
            chamber_id,
        ),
    ]
    .spacing(6)
    .align_x(Alignment::Center)
    .into()
}

/// One character's board.
fn character_board<'a>(
    lang: Lang,
    state: &GunState,
    seat: usize,
    board: &Seat,
) -> Element<'a, Message> {
    let active = state.phase == Phase::Turns && state.turn == seat;
    let team_color = match board.team() {
        Team::Pioneers => PIONEER_COLOR,
        Team::Renegades => RENEGADE_COLOR,
    };
    let counters = <Gunfights as crate::core::Game>::counters(state);
    let mut hearts = Row::new().spacing(2);
    for heart in 0..4 {
        hearts = hearts.push(if heart < board.health {
            Icon::Heart.tinted(HEART, Color::from_rgb8(0xc0, 0x39, 0x2b))
        } else {
            Icon::Heart.tinted(HEART, Color::from_rgba8(0x80, 0x80, 0x80, 0.35))
        });
    }
    let mut col = Column::new()
        .spacing(4)
        .push(
            row![
                Icon::Badge.tinted(16.0, team_color),
                text(board.name.clone()).size(14).width(Length::Fill),
            ]
            .spacing(6)
            .align_y(Alignment::Center)
            .height(NAME_HEIGHT),
        )
        .push(
            container(
                row![
                    hearts,
                    token_buttons(seat, "health", &counters, Message::Adjust)
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            )
            .id(format!("seat-{seat}-health")),
        )
        .push(
            container(
                row![
                    Icon::Bullet.tinted(16.0, Color::from_rgb8(0xb0, 0x7d, 0x3c)),
                    text(board.ammo.to_string()).size(16),
                    token_buttons(seat, "ammo", &counters, Message::Adjust),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            )
            .id(format!("seat-{seat}-ammo")),
        );
    // Every board is one size, whatever it holds: a bought item or a won
    // Bullseye must not grow a board and push the boards below (and their
    // − and + buttons) from under the finger. The money line is kept on
    // every board, empty where the character has no money to keep.
    let money: Element<'a, Message> = if board.money > 0 || board.character.buyer() {
        row![
            Icon::Coin.tinted(16.0, Color::from_rgb8(0xc9, 0x9a, 0x2e)),
            text(i18n::tr(
                lang,
                &Msg::new("gf-ui-cents").arg("count", i64::from(board.money))
            ))
            .size(15),
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into()
    } else {
        iced::widget::Space::new().into()
    };
    col = col.push(container(money).height(MONEY_HEIGHT));
    let holdings = holdings(lang, board);
    let size = holdings_size(&holdings);
    col = col.push(
        container(text(holdings).size(size))
            .height(HOLDINGS_HEIGHT)
            .clip(true),
    );
    container(col)
        .padding(10)
        .width(BOARD_WIDTH)
        .style(if active {
            theme::panel_highlight
        } else {
            theme::panel
        })
        .into()
}
