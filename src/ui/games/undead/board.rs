//! The picture of the table: the day, the round and the Law; the eight
//! action spaces (Hire Guns and 8 down to 2) with the Outlaws standing or
//! lying on them; the street and each building with its Undead, its
//! controller and its cost; Boot Hill; and each band's Targeting card as six
//! slots (Bullet or Casing), its Critical token, its Outlaws at home, Coins
//! and Notoriety. Everything wraps, so it fits a small window.

use super::labels::weak_words;
use super::{Message, Pad};
use crate::core::{Game, Msg};
use crate::games::undead::state::{SLOTS, SPACES};
use crate::games::undead::{Phase, Side, Undead, UndeadState};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::theme;
use iced::widget::{Column, Row, column, container, responsive, row, scrollable, text};
use iced::{Border, Element, Length, Theme};

fn t(lang: Lang, key: &str) -> String {
    i18n::text(lang, key)
}

/// A box of the board.
fn boxed<'a, M: 'a>(content: impl Into<Element<'a, M>>, active: bool) -> Element<'a, M> {
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
fn slot_view<'a, M: 'a>(face: u8, bullet: bool) -> Element<'a, M> {
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
fn header<'a, M: 'a>(lang: Lang, state: &UndeadState, dense: bool) -> Element<'a, M> {
    // The game's own words for where play stands (setting up, the day and
    // round, the Law, High Noon), then Boot Hill. Closely drawn, the words
    // the table view shows under the game's name already are left out.
    let mut words: Vec<String> = if dense {
        Vec::new()
    } else {
        <Undead as Game>::progress(state)
            .iter()
            .map(|m| i18n::tr(lang, m))
            .collect()
    };
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

/// How closely the board is drawn: its normal sizes, or smaller boxes and
/// text so a short room (1024×600, large text) holds it all without a scroll.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Sizes {
    /// The closer arrangement (a building's controller and Undead share a line).
    dense: bool,
    /// Text of the boxes' lines.
    line: f32,
    /// Width of a band's box (inside its padding).
    band: f32,
    /// Width of an action space's box.
    space: f32,
    /// Width of a building's box.
    building: f32,
}

const NORMAL: Sizes = Sizes {
    dense: false,
    line: 12.0,
    band: 168.0,
    space: 72.0,
    building: 110.0,
};

const DENSE: Sizes = Sizes {
    dense: true,
    line: 11.0,
    band: 160.0,
    space: 46.0,
    building: 96.0,
};

/// A box's padding left and right, and the spacing between boxes.
const BOX_SIDES: f32 = 14.0 + 4.0;
/// A box's padding above and below.
const BOX_ENDS: f32 = 8.0;

/// The action spaces with who stands or lies on them.
fn spaces<'a, M: 'a>(lang: Lang, state: &UndeadState, z: Sizes) -> Element<'a, M> {
    let resolving = matches!(state.phase, Phase::Resolve).then_some(state.resolution.space);
    let mut r = Row::new().spacing(4);
    let hirers: Vec<String> = state.hirers.iter().map(|b| state.name(*b)).collect();
    r = r.push(boxed(
        column![
            text(t(lang, "undead-pad-hire-guns")).size(z.line + 1.0),
            text(hirers.join(", ")).size(z.line + 1.0)
        ],
        resolving == Some(0),
    ));
    for space in SPACES {
        let mut c = Column::new().push(text(space.to_string()).size(z.line + 2.0));
        for p in state.on(space) {
            let mark = if p.standing { "▲" } else { "▽" };
            c = c.push(text(format!("{mark} {}", state.name(p.band))).size(z.line));
        }
        r = r.push(boxed(c.width(z.space), resolving == Some(space)));
    }
    r.wrap().into()
}

/// The street and the buildings: each with its cost and Notoriety, who
/// controls it and the Undead in it.
fn town<'a, M: 'a>(lang: Lang, state: &UndeadState, z: Sizes) -> Element<'a, M> {
    let mut r = Row::new().spacing(4);
    let street: Vec<String> = state
        .street
        .iter()
        .map(|u| format!("[{}]", weak_words(&u.weak)))
        .collect();
    r = r.push(boxed(
        column![
            text(t(lang, "undead-pad-street")).size(z.line + 1.0),
            text(street.join(" ")).size(z.line)
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
        let who = if who.is_empty() {
            "—".to_string()
        } else {
            who.join(", ")
        };
        let mut c = column![
            text(b.name.clone()).size(z.line + 1.0),
            text(line).size(z.line)
        ];
        // Dense: who controls it and its Undead share a line.
        c = if z.dense {
            c.push(text(format!("{who} {}", undead.join(" "))).size(z.line))
        } else {
            c.push(text(who).size(z.line))
                .push(text(undead.join(" ")).size(z.line))
        };
        r = r.push(boxed(c.width(z.building), false));
    }
    r.wrap().into()
}

/// Each band: its card, Critical token, Outlaws at home and in the
/// Graveyard, Coins and Notoriety (with its "5"s).
fn bands<'a, M: 'a>(lang: Lang, state: &UndeadState, z: Sizes) -> Element<'a, M> {
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
        let outlaws = i18n::tr(
            lang,
            &Msg::new("undead-pad-band-outlaws")
                .arg("home", i64::from(band.home))
                .arg("graveyard", i64::from(band.graveyard)),
        );
        let purse = i18n::tr(
            lang,
            &Msg::new("undead-pad-band-purse")
                .arg("coins", i64::from(purse.coins))
                .arg("notoriety", i64::from(purse.notoriety))
                .arg("fives", i64::from(purse.fives)),
        );
        let killed = i18n::tr(
            lang,
            &Msg::new("undead-pad-band-killed")
                .arg("n", band.killed.len())
                .arg(
                    "notoriety",
                    i64::from(band.killed.iter().map(|u| u.notoriety).sum::<u32>()),
                ),
        );
        let law = if state.law == i { " ★" } else { "" };
        r = r.push(
            container(boxed(
                column![
                    text(format!("{}{law}", state.name(i))).size(z.line + 2.0),
                    row![card, text(side).size(z.line)].spacing(4),
                    text(outlaws).size(z.line),
                    text(purse).size(z.line),
                    text(killed).size(z.line),
                ]
                .spacing(2)
                .width(z.band),
                active == Some(i),
            ))
            .id(band_id(i)),
        );
    }
    r.wrap().into()
}

/// The id of a band's box on the board: its seat's panel (a band is the
/// seat of the same number), so the table's checks of whose turn it is
/// find it as they find every game's panel (`seat-0`).
pub fn band_id(band: usize) -> String {
    crate::ui::widgets::seat_id(band)
}

/// How many boxes of this width go in a row of this width.
fn per_row(room: f32, width: f32) -> usize {
    // Truncation is the point: only whole boxes fit in a row.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let n = ((room + 4.0) / (width + BOX_SIDES)).floor().max(1.0) as usize;
    n
}

/// The height of a line of text of this size (with the column's spacing).
fn line_height(size: f32) -> f32 {
    size * 1.35 + 2.0
}

/// A generous estimate of the board's height at these sizes in a room this
/// wide, so the closer arrangement is taken whenever the normal one might
/// not fit.
fn height(state: &UndeadState, width: f32, z: Sizes) -> f32 {
    let l = line_height(z.line);
    let rows = |n: usize, w: f32| n.div_ceil(per_row(width, w)) as f32;
    let header = line_height(15.0) + 4.0;
    let band = line_height(z.line + 2.0) + 22.0 + 3.0 * l + BOX_ENDS + 4.0;
    let most_on_a_space = SPACES
        .iter()
        .map(|s| state.on(*s).len())
        .max()
        .unwrap_or(0)
        .max(1);
    let space = line_height(z.line + 2.0) + l * most_on_a_space as f32 + BOX_ENDS + 4.0;
    // Hire Guns is wider than a numbered space: count it as two.
    let space_rows = rows(SPACES.len() + 2, z.space);
    let most_undead = state
        .buildings
        .iter()
        .map(|b| b.undead.len())
        .max()
        .unwrap_or(0);
    // About three Undead fit on a line of a building's box.
    let undead_lines = most_undead.div_ceil(3).max(1) as f32;
    let lines = if z.dense {
        2.0 + undead_lines
    } else {
        3.0 + undead_lines
    };
    let building = line_height(z.line + 1.0) + l * lines + BOX_ENDS + 4.0;
    header
        + band * rows(state.bands.len(), z.band)
        + space * space_rows
        + building * rows(state.buildings.len() + 1, z.building)
}

/// The picture of the table at these sizes; while the building cards are
/// entered, the box's cards to pick from take the place of the bands and
/// the spaces (nothing is on them yet).
fn drawn<'a, M: Clone + 'a>(
    lang: Lang,
    state: &'a UndeadState,
    z: Sizes,
    shelf: Option<Element<'a, M>>,
) -> Element<'a, M> {
    match shelf {
        Some(shelf) => column![header(lang, state, z.dense), shelf, town(lang, state, z)],
        // The bands first, so each player's panel is on screen on a small
        // window; the spaces and the town below them.
        None => column![
            header(lang, state, z.dense),
            bands(lang, state, z),
            spaces(lang, state, z),
            town(lang, state, z),
        ],
    }
    .spacing(4)
    .width(Length::Fill)
    .into()
}

/// The picture of the table, drawn for the room it has, with the box's
/// cards (`shelf`: their words, what a tap does, whether picked) while a
/// building card is entered: at its normal sizes when they fit, closer when
/// not, and scrolled only if even that does not fit (never cut off).
pub fn picture<'a, M: Clone + 'a>(
    lang: Lang,
    state: &'a UndeadState,
    shelf: super::view::Shelf<M>,
    rows: super::view::CardRows<M>,
) -> Element<'a, M> {
    responsive(move |room| {
        let cards = (!shelf.1.is_empty())
            .then(|| super::view::shelf_view(rows.clone(), shelf.clone(), room.width));
        let extra = if shelf.1.is_empty() {
            0.0
        } else {
            // The card's rows of numbers, the box's title and its rows of choices.
            let per_row = ((room.width + 6.0) / 186.0).floor().max(1.0);
            rows.len() as f32 * 44.0 + 24.0 + (shelf.1.len() as f32 / per_row).ceil() * 44.0
        };
        let z = if height(state, room.width, NORMAL) + extra <= room.height {
            NORMAL
        } else {
            DENSE
        };
        let fits = height(state, room.width, z) + extra <= room.height;
        let picture = drawn(lang, state, z, cards);
        if fits {
            // From the top, not centred: a band or space that grows by a
            // line must not move the rest of the picture.
            container(picture).height(Length::Fill).into()
        } else {
            scrollable(picture).into()
        }
    })
    .into()
}

/// The multiplayer game's picture, with the box's cards while a building
/// card is entered.
pub fn board<'a>(pad: &Pad, lang: Lang, session: &'a Session<Undead>) -> Element<'a, Message> {
    picture(
        lang,
        session.state(),
        super::view::shelf(pad, lang, session),
        super::view::card_rows(pad, lang, session),
    )
}
