//! The picture of the table: the day, the round and the Law; the eight
//! action spaces (Hire Guns and 8 down to 2) with the Outlaws standing or
//! lying on them; the street and each building with its Undead, its
//! controller and its cost; Boot Hill; and each band's Targeting card as six
//! slots (Bullet or Casing), its Critical token, its Outlaws at home, Coins
//! and Notoriety. Everything wraps, so it fits a small window.

use super::Message;
use super::view::weak_words;
use crate::core::{Game, Msg};
use crate::games::undead::state::{SLOTS, SPACES};
use crate::games::undead::{Phase, Side, Undead, UndeadState};
use crate::i18n::{self, Lang};
use crate::ui::theme;
use iced::widget::{Column, Row, column, container, row, text};
use iced::{Border, Element, Length, Theme};

fn t(lang: Lang, key: &str) -> String {
    i18n::text(lang, key)
}

/// A box of the board.
fn boxed<'a>(content: impl Into<Element<'a, Message>>, active: bool) -> Element<'a, Message> {
    container(content)
        .padding([4, 7])
        .style(move |th: &Theme| {
            if active {
                theme::panel_highlight(th)
            } else {
                theme::panel(th)
            }
        })
        .into()
}

/// One slot of a Targeting card: its face, filled when a Bullet shows.
fn slot_view<'a>(face: u8, bullet: bool) -> Element<'a, Message> {
    container(text(face.to_string()).size(13))
        .padding([1, 5])
        .style(move |th: &Theme| {
            let p = th.extended_palette();
            let (bg, fg) = if bullet {
                (p.primary.strong.color, p.primary.strong.text)
            } else {
                (p.background.base.color, p.background.base.text)
            };
            container::Style {
                background: Some(bg.into()),
                text_color: Some(fg),
                border: Border {
                    radius: 3.0.into(),
                    width: 1.0,
                    color: p.background.strongest.color,
                },
                ..container::Style::default()
            }
        })
        .into()
}

/// The day, the round, the Law, High Noon and Boot Hill.
fn header<'a>(lang: Lang, state: &UndeadState) -> Element<'a, Message> {
    // The game's own words for where play stands (setting up, the day and
    // round, the Law, High Noon), then Boot Hill.
    let mut words: Vec<String> = <Undead as Game>::progress(state)
        .iter()
        .map(|m| i18n::tr(lang, m))
        .collect();
    words.push(i18n::tr(
        lang,
        &Msg::new("undead-pad-boot-hill").arg("n", i64::from(state.boot_hill)),
    ));
    // The finite supply by kind, so the table sees one run out.
    words.push(i18n::tr(
        lang,
        &Msg::new("undead-pad-supply")
            .arg("coins", i64::from(state.supply_coins))
            .arg("ones", i64::from(state.supply_ones()))
            .arg("fives", i64::from(state.supply_fives)),
    ));
    text(words.join(" · ")).size(15).into()
}

/// The action spaces with who stands or lies on them.
fn spaces<'a>(lang: Lang, state: &UndeadState) -> Element<'a, Message> {
    let resolving = matches!(state.phase, Phase::Resolve).then_some(state.resolution.space);
    let mut r = Row::new().spacing(4);
    let hirers: Vec<String> = state.hirers.iter().map(|b| state.name(*b)).collect();
    r = r.push(boxed(
        column![
            text(t(lang, "undead-pad-hire-guns")).size(13),
            text(hirers.join(", ")).size(13)
        ],
        resolving == Some(0),
    ));
    for space in SPACES {
        let mut c = Column::new().push(text(space.to_string()).size(14));
        for p in state.on(space) {
            let mark = if p.standing { "▲" } else { "▽" };
            c = c.push(text(format!("{mark} {}", state.name(p.band))).size(12));
        }
        r = r.push(boxed(c.width(72), resolving == Some(space)));
    }
    r.wrap().into()
}

/// The street and the buildings.
fn town<'a>(lang: Lang, state: &UndeadState) -> Element<'a, Message> {
    let mut r = Row::new().spacing(4);
    let street: Vec<String> = state
        .street
        .iter()
        .map(|u| format!("[{}]", weak_words(&u.weak)))
        .collect();
    r = r.push(boxed(
        column![
            text(t(lang, "undead-pad-street")).size(13),
            text(street.join(" ")).size(12)
        ],
        false,
    ));
    for b in &state.buildings {
        let who: Vec<String> = b.occupants.iter().map(|o| state.name(*o)).collect();
        let undead: Vec<String> = b
            .undead
            .iter()
            .map(|u| format!("[{}]", weak_words(&u.weak)))
            .collect();
        let line = i18n::tr(
            lang,
            &Msg::new("undead-pad-building-line")
                .arg("cost", i64::from(b.cost))
                .arg("notoriety", i64::from(b.notoriety)),
        );
        r = r.push(boxed(
            column![
                text(b.name.clone()).size(13),
                text(line).size(12),
                text(if who.is_empty() {
                    "—".to_string()
                } else {
                    who.join(", ")
                })
                .size(12),
                text(undead.join(" ")).size(12),
            ]
            .width(110),
            false,
        ));
    }
    r.wrap().into()
}

/// Each band: its card, Critical token, Outlaws at home, Coins and Notoriety.
fn bands<'a>(lang: Lang, state: &UndeadState) -> Element<'a, Message> {
    let mut r = Row::new().spacing(4);
    let active = state.active();
    for (i, band) in state.bands.iter().enumerate() {
        let mut card = Row::new().spacing(2);
        for face in SLOTS {
            card = card.push(slot_view(face, band.bullet(face)));
        }
        let purse = state.purse(i);
        let side = match band.critical {
            Side::Skull => t(lang, "undead-pad-skull"),
            Side::Backfire => t(lang, "undead-pad-backfire"),
        };
        let line = i18n::tr(
            lang,
            &Msg::new("undead-pad-band-line")
                .arg("home", i64::from(band.home))
                .arg("graveyard", i64::from(band.graveyard))
                .arg("coins", i64::from(purse.coins))
                .arg("notoriety", i64::from(purse.notoriety))
                .arg("fives", i64::from(purse.fives)),
        );
        let law = if state.law == i { " ★" } else { "" };
        r = r.push(boxed(
            column![
                text(format!("{}{law}", state.name(i))).size(14),
                row![card, text(side).size(12)].spacing(4),
                text(line).size(12),
            ]
            .spacing(2)
            .width(168),
            active == Some(i),
        ));
    }
    r.wrap().into()
}

/// The picture of the table.
pub fn board<'a>(lang: Lang, state: &UndeadState) -> Element<'a, Message> {
    column![
        header(lang, state),
        // The bands first, so each player's panel is on screen on a small
        // window; the spaces and the town below them.
        bands(lang, state),
        spaces(lang, state),
        town(lang, state),
    ]
    .spacing(4)
    .width(Length::Fill)
    .into()
}
