//! Tally's action area, the smallest pad built from the kit
//! ([`super::kit`]): whose roll it is, then the d20's face, every face
//! inside the area at any size.

use super::kit::{self, Area, Drawn, Tap, faces};
use crate::core::{D20, Msg};
use crate::games::tally::{Tally, TallyAction};
use crate::i18n::{self, Lang};
use crate::session::{AnySession, Input, Session};
use iced::widget::{Row, column, text};
use iced::{Alignment, Element, Size};

/// The room the pad is laid out for when the table view does not say.
const ROOM: Size = Size::new(600.0, 400.0);

/// Which player the next roll is for (none: whoever's turn it is).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Pad {
    chosen: Option<usize>,
}

/// A click in Tally's action area.
#[derive(Debug, Clone, PartialEq)]
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

    /// The players' buttons: the roller's is shown as chosen and only
    /// steers the pad; the others pick whose roll it is.
    fn players(&self, session: &Session<Tally>) -> Vec<Drawn<Message>> {
        let roller = self.roller(session);
        session
            .players()
            .into_iter()
            .enumerate()
            .map(|(seat, name)| {
                let tap = Tap::Live(Message::Player(seat));
                if seat == roller {
                    Drawn::control(name, tap)
                } else {
                    Drawn::new(name, tap)
                }
            })
            .collect()
    }
}

impl super::GamePad for Tally {
    type Pad = Pad;
}

impl super::TablePad<Tally> for Pad {
    type Message = Message;

    /// Escape lets go of the player picked, back to whoever's turn it is.
    fn escape(&mut self) -> bool {
        self.chosen.take().is_some()
    }

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

    fn drawn(&self, _lang: Lang, session: &Session<Tally>) -> Vec<Drawn<Message>> {
        let mut drawn = self.players(session);
        drawn.extend(
            (1..=20).map(|face| Drawn::new(face.to_string(), Tap::Live(Message::Face(face)))),
        );
        drawn
    }

    /// Nothing of Tally's pad is ever greyed.
    fn why(&self, _lang: Lang, _session: &Session<Tally>) -> Option<String> {
        None
    }

    fn view<'a>(&'a self, lang: Lang, session: &'a Session<Tally>) -> Option<Element<'a, Message>> {
        self.view_in(lang, session, ROOM, None)
    }

    /// The players to pick whose roll it is, and the d20's faces.
    fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Tally>,
        room: Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        let roller = self.roller(session);
        let mut players = Row::new()
            .spacing(8)
            .align_y(Alignment::Center)
            .push(text(i18n::text(lang, "tally-pad-who")).size(15));
        for (seat, drawn) in self.players(session).into_iter().enumerate() {
            players = players.push(kit::buttons::choice(drawn.label, drawn.tap, seat == roller));
        }
        let name = session.players().get(roller).cloned().unwrap_or_default();
        // A short room (1024×600, 160 % text) takes the kit's shorter
        // arrangement, so both rows of the d20 stay in sight.
        let compact = room.height < kit::area::COMPACT_BELOW;
        let area = Area {
            main: None,
            end: Vec::new(),
            question: i18n::tr(lang, &Msg::new("tally-pad-face").arg("player", name)),
            why: None,
            odds,
            body: column![
                players.wrap().vertical_spacing(8),
                faces::pad_in(
                    20,
                    room.width,
                    compact,
                    |face| Tap::Live(Message::Face(face)),
                    |_| false
                ),
            ]
            .spacing(if compact { 4 } else { 8 })
            .into(),
        };
        Some(area.view_rowless_in(compact))
    }
}
