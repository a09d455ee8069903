//! Tally's action area: whose roll, then the d20's face, with large targets.

use crate::i18n::{self, Lang};
use crate::session::AnySession;
use crate::ui::widgets::die_pad;
use iced::widget::{button, column, row, text};
use iced::{Alignment, Element};

/// Which player the next roll is for (none: whoever's turn it is).
#[derive(Debug, Clone, Default)]
pub struct Pad {
    chosen: Option<usize>,
}

/// A click in Tally's action area.
#[derive(Debug, Clone)]
pub enum Message {
    /// The roll is this player's.
    Player(usize),
    /// The d20 shows this face.
    Face(u8),
}

impl Pad {
    fn roller(&self, session: &dyn AnySession) -> usize {
        self.chosen.or(session.current_player()).unwrap_or(0)
    }

    /// A face completes the roll as `roll SEAT FACE`.
    pub fn update(&mut self, message: Message, session: &dyn AnySession) -> Option<String> {
        match message {
            Message::Player(seat) => {
                self.chosen = Some(seat);
                None
            }
            Message::Face(face) => {
                let line = format!("roll {} {face}", self.roller(session) + 1);
                self.chosen = None;
                Some(line)
            }
        }
    }

    /// Player buttons and the d20 pad.
    pub fn view<'a>(&'a self, lang: Lang, session: &'a dyn AnySession) -> Element<'a, Message> {
        let roller = self.roller(session);
        let mut players = row![text(i18n::text(lang, "tally-pad-who")).size(16)]
            .spacing(8)
            .align_y(Alignment::Center);
        for (seat, name) in session.players().into_iter().enumerate() {
            players = players.push(
                button(text(name).size(16))
                    .padding([10, 16])
                    .style(if seat == roller {
                        button::primary
                    } else {
                        crate::ui::theme::secondary_button
                    })
                    .on_press(Message::Player(seat)),
            );
        }
        column![
            players,
            text(i18n::text(lang, "tally-pad-face")).size(16),
            die_pad(20, Message::Face),
        ]
        .spacing(10)
        .into()
    }
}
