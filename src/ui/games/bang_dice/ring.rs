//! The players as a ring in seating order, each as a card (lives, arrows,
//! character, role, the −/+ that correct them), with the arrow pile and the
//! dice in the middle. A seat the current step may pick is a button.

use super::faces::face_button;
use super::offers::{Next, next};
use super::{Message, Pad};
use crate::games::bang_dice::{BangDice, BangState, Role, roles};
use crate::i18n::{self, Lang};
use crate::session::Session;
use crate::ui::games::kit::{Drawn, Tap};
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::button;
use crate::ui::widgets::token_buttons;
use iced::widget::{Row, column, container, responsive, row, text};
use iced::{Alignment, Element, Length, Size};

/// A player's full card: the name, the character and role, the numbers.
const CARD: Size = Size::new(196.0, 100.0);
/// A die in the middle of the ring.
const DIE: f32 = 40.0;

impl Pad {
    /// The players as a ring, with the pile and the dice in the middle.
    pub fn ring<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        let game = session;
        let state = game.state();
        let highlight = self.expected_targets(state);
        // Each card is told its size: shorter than the full card (a crowded
        // table on a small pane), it drops the character's line.
        let seats: Vec<Element<'a, Message>> = (0..state.players.len())
            .map(|seat| {
                let pick = highlight.clone();
                responsive(move |size| {
                    let compact = size.height < CARD.height - 0.5;
                    self.seat_card(lang, state, seat, pick.as_deref(), compact)
                })
                .into()
            })
            .collect();
        let center = self.center(lang, state);
        Some(crate::ui::widgets::ring(
            seats,
            center,
            Size::new(800.0, 390.0),
            CARD,
        ))
    }

    fn seat_card<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        seat: usize,
        pick: Option<&[usize]>,
        compact: bool,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let player = &state.players[seat];
        let active = state.turn.player == seat && !state.end.is_over();
        let alive = player.alive();
        let mut name =
            row![text(player.name.clone()).size(17).width(Length::Fill)].align_y(Alignment::Center);
        // The star is the Sheriff's badge; whose turn it is shows as the
        // highlighted border.
        if player.role == Some(Role::Sheriff) {
            name = name.push(Icon::Badge.view(18.0));
        }
        if !alive {
            name = name.push(Icon::Skull.view(18.0));
        }
        let counters = <BangDice as crate::core::Game>::counters(state);
        // What the table knows: the role shown, or the only one the cards
        // seen leave (at the end of the game too).
        let role = match roles::possible_roles(state, seat).as_slice() {
            [role] => i18n::text(lang, &role.name_key()),
            _ => t("bang-ui-role-unknown"),
        };
        let numbers = row![
            Icon::Heart.tinted(18.0, iced::Color::from_rgb8(0xc0, 0x39, 0x2b)),
            text(format!("{}/{}", player.life, player.max_life)).size(17),
            token_buttons(seat, "life", &counters, Message::Adjust),
            iced::widget::space().width(Length::Fill),
            Icon::Arrow.view(16.0),
            text(player.arrows.to_string()).size(17),
            token_buttons(seat, "arrows", &counters, Message::Adjust),
        ]
        .spacing(3)
        .align_y(Alignment::Center);
        let character = format!(
            "{} · {role}",
            i18n::text(lang, &player.character.name_key())
        );
        let card = if compact {
            column![name, numbers].spacing(2)
        } else {
            column![name, text(character).size(12), numbers].spacing(4)
        };
        let can_pick = pick.is_some_and(|p| p.contains(&seat));
        let winner =
            state.end.is_over() && roles::winners(state).is_some_and(|w| w.contains(&seat));
        // A seat the step may pick is lit, the player whose turn it is too
        // (a beer for oneself).
        let style: fn(&iced::Theme) -> container::Style = if winner || can_pick {
            |th| theme::banner(th, Tone::Good)
        } else if active {
            theme::panel_highlight
        } else {
            theme::panel
        };
        let content = container(card)
            .padding(if compact { 5 } else { 8 })
            .width(Length::Fill)
            .height(Length::Fill)
            .style(style);
        if can_pick {
            button(content)
                .padding(0)
                .style(button::text)
                .on_press(Message::Player(seat))
                .into()
        } else {
            content.into()
        }
    }

    /// The ring's buttons, as the tests see them: the dice to pick for a
    /// reroll (a picked one is picked back: that only steers the pad) and
    /// the seats the step may pick.
    pub(super) fn ring_buttons(&self, state: &BangState) -> Vec<Drawn<Message>> {
        let mut drawn = Vec::new();
        if matches!(next(state), Next::Reroll)
            && let Some(faces) = state.turn.dice
        {
            for die in 0..faces.len() {
                let tap = Tap::Live(Message::ToggleDie(die));
                let label = format!("die {}", die + 1);
                drawn.push(if self.reroll.contains(&die) {
                    Drawn::control(label, tap)
                } else {
                    Drawn::new(label, tap)
                });
            }
        }
        for seat in self.expected_targets(state).unwrap_or_default() {
            let name = state.players[seat].name.clone();
            drawn.push(Drawn::new(name, Tap::Live(Message::Player(seat))));
        }
        drawn
    }

    fn center<'a>(&self, lang: Lang, state: &BangState) -> Element<'a, Message> {
        // The dice's row keeps its height before the first roll, so the
        // pile above it does not move when they come.
        let mut dice = Row::new().spacing(6).height(DIE).align_y(Alignment::Center);
        if let Some(faces) = state.turn.dice {
            let rerollable = matches!(next(state), Next::Reroll);
            for (die, face) in faces.iter().enumerate() {
                let picked = self.reroll.contains(&die);
                let face_view = face_button(*face, DIE, picked, true);
                dice = dice.push(if rerollable {
                    face_view.on_press(Message::ToggleDie(die))
                } else {
                    face_view
                });
            }
        }
        column![
            row![
                Icon::Arrow.view(26.0),
                text(i18n::tr(
                    lang,
                    &crate::core::Msg::new("bang-ui-pile").arg("count", i64::from(state.pile))
                ))
                .size(18)
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            dice,
        ]
        .spacing(10)
        .align_x(Alignment::Center)
        .into()
    }
}
