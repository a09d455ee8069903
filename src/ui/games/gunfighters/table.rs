//! The table as a picture: the players around it in seating order, each
//! hand a fan of card backs with its count (and, with public memory, the
//! locations the table has seen in it), the Bounty Coins, the Climax card;
//! in the middle the Gunfire pile, the discard pile with its top card, the
//! Bank, the Story and Climax piles, and the town map with the Plaza in the
//! middle and who controls each place (extra rule B), and, when the table
//! shows the odds and keeps its public memory, each place's cards not yet
//! seen: there at every size, where the pad's line may have no room.

use super::{Message, Pad};
use crate::core::{Game, Msg, Odds};
use crate::games::gunfighters::{End, GfState, Gunfighters, Location};
use crate::i18n::{self, Lang};
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::token_buttons;
use iced::widget::{Column, Row, column, container, row, text};
use iced::{Alignment, Border, Color, Element, Length, Size};

/// A player's card: three side by side in the players' pane at 160 % text
/// on a 1366×768 screen, so six players take two rows each side of the
/// middle and all stay on screen (the ring widens them when there is room).
const SEAT: (f32, f32) = (134.0, 112.0);

/// Card backs drawn in a fan before the rest is only counted.
const FAN: u8 = 9;

/// One card back, overlapping the one before it.
fn card_back<'a>() -> Element<'a, Message> {
    container(text(""))
        .width(14)
        .height(22)
        .style(|_| container::Style {
            background: Some(Color::from_rgb8(0x8c, 0x2f, 0x1c).into()),
            border: Border {
                radius: 3.0.into(),
                width: 1.5,
                color: Color::from_rgb8(0xf1, 0xe6, 0xd3),
            },
            ..container::Style::default()
        })
        .into()
}

/// A hand: its backs in a fan and its count.
fn fan<'a>(cards: u8) -> Element<'a, Message> {
    let mut backs = Row::new().spacing(-6.0);
    for _ in 0..cards.min(FAN) {
        backs = backs.push(card_back());
    }
    row![backs, text(cards.to_string()).size(18)]
        .spacing(10)
        .align_y(Alignment::Center)
        .into()
}

/// A small label on a tinted chip (a known card, a Climax card).
fn chip<'a>(label: String, tone: Tone) -> Element<'a, Message> {
    container(text(label).size(12))
        .padding([1, 6])
        .style(move |th| theme::banner(th, tone))
        .into()
}

impl Pad {
    /// The table as a picture, with each location's cards not yet seen on
    /// the town map when the table shows them (`unseen`).
    pub fn table<'a>(
        &'a self,
        lang: Lang,
        state: &'a GfState,
        unseen: Unseen,
    ) -> Element<'a, Message> {
        let counters = Gunfighters::counters(state);
        // Each card is told its size: shorter than the full card (a crowded
        // table, or 160 % text on a small screen), the hand's count stands
        // without its fan and the cards the table has seen go beside it,
        // so no line is cut off at the card's foot.
        let seats: Vec<Element<'a, Message>> = (0..state.players.len())
            .map(|seat| {
                let counters = counters.clone();
                iced::widget::responsive(move |size| {
                    let compact = size.height < SEAT.1 - 0.5;
                    seat_card(lang, state, seat, &counters, compact)
                })
                .into()
            })
            .collect();
        crate::ui::widgets::ring(
            seats,
            center(lang, state, unseen),
            Size::new(860.0, 420.0),
            Size::new(SEAT.0, SEAT.1),
        )
    }
}

fn seat_card<'a>(
    lang: Lang,
    state: &GfState,
    seat: usize,
    counters: &[crate::core::Counter],
    compact: bool,
) -> Element<'a, Message> {
    let t = |key: &str| i18n::text(lang, key);
    let player = &state.players[seat];
    let active = state.turn.player == seat && !state.end.is_over();
    let mut head = row![text(player.name.clone()).size(17).width(Length::Fill)]
        .spacing(4)
        .align_y(Alignment::Center);
    if player.out {
        head = head.push(chip(t("mgf-ui-out"), Tone::Violation));
    } else if let Some(kind) = player.climax {
        head = head.push(chip(t(kind.name_key()), Tone::Reminder));
    }
    let mut known = Row::new().spacing(3);
    if state.options.public_memory && !player.out {
        for l in Location::ALL {
            for _ in 0..player.known_at(l) {
                known = known.push(chip(t(l.name_key()), Tone::Info));
            }
        }
    }
    let (hand, known) = if compact {
        let beside = container(known).width(Length::Fill).clip(true);
        let hand = row![text(player.hand.to_string()).size(18), beside].spacing(6);
        (hand, None)
    } else {
        let hand = row![fan(player.hand), iced::widget::space().width(Length::Fill)];
        (hand, Some(known))
    };
    let hand = hand
        .push(token_buttons(seat, "cards", counters, Message::Adjust))
        .align_y(Alignment::Center);
    let coins = row![
        text(i18n::tr(
            lang,
            &Msg::new("mgf-ui-coins-held").arg("count", i64::from(player.coins))
        ))
        .size(14)
        // In a narrow card the count wraps rather than push its −/+ out.
        .width(Length::Fill),
        token_buttons(seat, "coins", counters, Message::Adjust),
    ]
    .align_y(Alignment::Center);
    let mut card = Column::new().spacing(3).push(head).push(hand).push(coins);
    if let Some(known) = known {
        card = card.push(known.wrap());
    }
    let winner = matches!(&state.end, End::Won(w) | End::Drawn(w) if w.contains(&seat));
    let style: fn(&iced::Theme) -> container::Style = if winner {
        |th| theme::banner(th, Tone::Good)
    } else if active {
        theme::panel_highlight
    } else {
        theme::panel
    };
    container(card)
        .padding(8)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(style)
        .into()
}

/// The width of the piles' column beside the town map.
const PILES_WIDTH: f32 = 190.0;

/// Each location's cards not yet seen, as "n of 7", in [`Location::ALL`]
/// order, when the table shows the odds; `None` when it does not.
pub(super) type Unseen = Option<[Option<(u64, u64)>; 6]>;

/// The counts of the cards not yet seen among the odds the table shows (the
/// game's own figures, asked when the game moved, so the map and the pad's
/// line say the same), `None` when it shows none (the settings, or no
/// public memory).
pub(super) fn unseen(odds: &[Odds]) -> Unseen {
    let odds = odds.iter().find(|o| o.choice.key == "mgf-odds-unseen")?;
    let mut counts = [None; 6];
    for (slot, l) in counts.iter_mut().zip(Location::ALL) {
        *slot = odds
            .figures
            .iter()
            .find(|f| f.what.key == l.name_key())
            .and_then(|f| f.count);
    }
    Some(counts)
}

/// The piles and the town map.
fn center<'a>(lang: Lang, state: &GfState, unseen: Unseen) -> Element<'a, Message> {
    let say = |key: &str, count: u8| {
        text(i18n::tr(
            lang,
            &Msg::new(key.to_string()).arg("count", i64::from(count)),
        ))
        .size(14)
    };
    let top = state.top_discard().map_or_else(
        || i18n::text(lang, "mgf-ui-discard-empty"),
        |c| {
            i18n::tr(
                lang,
                &Msg::new("mgf-ui-discard-top")
                    .arg_key("card", c.name_key())
                    .arg("count", state.discards.len()),
            )
        },
    );
    let piles = column![
        row![card_back(), say("mgf-ui-pile", state.draw_pile)]
            .spacing(6)
            .align_y(Alignment::Center),
        text(top).size(14),
        say("mgf-ui-story-pile", state.story_pile),
        say("mgf-ui-climax-pile", state.climax_pile),
    ]
    .spacing(4)
    // Its own width whatever it says, so the town beside it does not move
    // when the discard pile's line grows ("Nothing discarded" → "Discarded:
    // 1, Saloon on top").
    .width(PILES_WIDTH);
    row![piles, town_map(lang, state, unseen)]
        .spacing(12)
        .align_y(Alignment::Center)
        .into()
}

/// The map of the town: the six places and the Bank, the Plaza in the
/// middle; each place with its cards not yet seen when `unseen` has them.
fn town_map<'a>(lang: Lang, state: &GfState, unseen: Unseen) -> Element<'a, Message> {
    // One height whatever the tiles say, taller while they carry counts
    // (a setting, so it does not change from one turn to the next).
    let height = if unseen.is_some() { 52.0 } else { 38.0 };
    let place = |l: Location| -> Element<'a, Message> {
        let owner = state.control[l.index()].map(|s| state.name(s));
        let mut cell = Column::new()
            .align_x(Alignment::Center)
            .push(text(i18n::text(lang, l.name_key())).size(13));
        if let Some(owner) = owner.clone() {
            cell = cell.push(text(owner).size(12));
        }
        if let Some((n, of)) = unseen.and_then(|u| u[l.index()]) {
            let count = Msg::new("mgf-ui-unseen-tile")
                .arg("n", i64::try_from(n).unwrap_or(i64::MAX))
                .arg("count", i64::try_from(of).unwrap_or(i64::MAX));
            cell = cell.push(text(i18n::tr(lang, &count)).size(11));
        }
        let tone = if owner.is_some() {
            Tone::Good
        } else {
            Tone::Info
        };
        container(cell)
            .width(72)
            .height(height)
            .center_x(72)
            .center_y(height)
            .style(move |th| theme::banner(th, tone))
            .into()
    };
    let bank = container(
        text(i18n::tr(
            lang,
            &Msg::new("mgf-ui-bank").arg("count", i64::from(state.bank)),
        ))
        .size(13),
    )
    .width(Length::Fixed(222.0))
    .center_x(222)
    .padding(2)
    .style(theme::panel);
    column![
        row![
            place(Location::Stable),
            place(Location::Saloon),
            place(Location::Station)
        ]
        .spacing(3),
        row![
            place(Location::Ranch),
            place(Location::Plaza),
            place(Location::Cliff)
        ]
        .spacing(3),
        bank,
    ]
    .spacing(3)
    .into()
}
