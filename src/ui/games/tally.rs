//! Tally's action area: whose roll, then the d20's face, with large targets.

use crate::core::D20;
use crate::games::tally::{Tally, TallyAction};
use crate::i18n::{self, Lang};
use crate::session::{AnySession, Input, Session};
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
    fn roller(&self, session: &Session<Tally>) -> usize {
        self.chosen.or(session.current_player()).unwrap_or(0)
    }
}

impl super::GamePad for Tally {
    type Pad = Pad;
}

impl super::TablePad<Tally> for Pad {
    type Message = Message;

    /// A face completes the roll of the chosen player (or whoever's turn it is).
    fn update(&mut self, message: Message, session: &Session<Tally>) -> Option<Input<TallyAction>> {
        match message {
            Message::Player(seat) => {
                self.chosen = Some(seat);
                None
            }
            Message::Face(face) => {
                let roll = TallyAction::Roll {
                    player: self.roller(session),
                    face: D20::new(face).ok()?,
                };
                self.chosen = None;
                Some(Input::Play(roll))
            }
        }
    }

    /// The other players (whose roll it is) and every face of the d20.
    fn offered(&self, session: &Session<Tally>) -> Vec<Message> {
        let roller = self.roller(session);
        (0..session.players().len())
            .filter(|seat| *seat != roller)
            .map(Message::Player)
            .chain((1..=20).map(Message::Face))
            .collect()
    }

    /// Player buttons and the d20 pad.
    fn view<'a>(&'a self, lang: Lang, session: &'a Session<Tally>) -> Option<Element<'a, Message>> {
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
        let view = column![
            players,
            text(i18n::text(lang, "tally-pad-face")).size(16),
            die_pad(20, Message::Face),
        ]
        .spacing(10)
        .into();
        Some(view)
    }
}
