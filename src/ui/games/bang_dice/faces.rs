//! BANG!'s dice as buttons: the six faces as pictures (1 and 2 as numbers),
//! the palette for entering a roll or a reroll, and the faces clicked so
//! far. The palette keeps its place in every step: greyed in place while
//! no face is asked for, and then a tap says why.

use super::reasons::Greyed;
use super::{Message, Pad};
use crate::core::BangFace;
use crate::games::bang_dice::state::DICE;
use crate::games::bang_dice::{BangState, Step, notation};
use crate::ui::games::kit::Tap;
use crate::ui::icons::Icon;
use crate::ui::theme;
use crate::ui::widgets::button;
use iced::widget::{Row, container, text};
use iced::{Alignment, Color, Element, Length};

/// The size of a face in the palette.
const PALETTE_FACE: f32 = 38.0;
/// The size of a face of the palette in the shorter arrangement.
const COMPACT_FACE: f32 = 34.0;
/// The size of a face clicked so far.
const CHOSEN_FACE: f32 = 28.0;

/// A seat's player's name (empty for a seat that does not exist).
pub(super) fn seat_name(state: &BangState, seat: usize) -> String {
    state
        .players
        .get(seat)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// A die face as a button: its picture (greyed when not `live`), shown as
/// chosen when `picked`. Without a click it is only a picture.
pub(super) fn face_button<'a>(
    face: BangFace,
    size: f32,
    picked: bool,
    live: bool,
) -> crate::ui::widgets::Button<'a, Message> {
    let icon = match face {
        BangFace::Arrow => Icon::Arrow,
        BangFace::Dynamite => Icon::Dynamite,
        BangFace::One => Icon::FaceOne,
        BangFace::Two => Icon::FaceTwo,
        BangFace::Beer => Icon::Beer,
        BangFace::Gatling => Icon::Gatling,
    };
    let picture = if live {
        icon.view(size * 0.7)
    } else {
        icon.tinted(size * 0.7, Color::from_rgba8(0x80, 0x80, 0x80, 0.45))
    };
    button(picture)
        .width(size)
        .height(size)
        .padding(size * 0.15)
        .style(move |th, status| {
            let status = theme::greyed_unless(live, status);
            if picked {
                button::primary(th, status)
            } else {
                theme::secondary_button(th, status)
            }
        })
}

impl Pad {
    /// What a face of the palette does now.
    pub(super) fn face_tap(&self, offered: &[Message], face: BangFace) -> Tap<Message> {
        let click = Message::Face(face);
        Tap::new(offered.contains(&click), click, Message::Why(Greyed::Face))
    }

    /// What "take back" does now: the last face clicked, while there is one.
    pub(super) fn take_back_tap(&self) -> Tap<Message> {
        Tap::new(
            !self.faces.is_empty(),
            Message::TakeBack,
            Message::Why(Greyed::TakeBack),
        )
    }

    /// Six face buttons, each live while faces are offered; smaller when
    /// `compact`.
    pub(super) fn palette<'a>(&self, offered: &[Message], compact: bool) -> Element<'a, Message> {
        let size = if compact { COMPACT_FACE } else { PALETTE_FACE };
        let mut palette = Row::new().spacing(if compact { 4 } else { 6 });
        for face in BangFace::ALL {
            let tap = self.face_tap(offered, face);
            let live = tap.live();
            palette =
                palette.push(face_button(face, size, false, live).on_press(tap.message().clone()));
        }
        palette.into()
    }

    /// The faces clicked so far, in room for five; while resolving, what
    /// the step has picked, or the button beside the step.
    pub(super) fn chosen<'a>(
        &self,
        lang: crate::i18n::Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Element<'a, Message> {
        let left: Element<'a, Message> = if let Some(beside) = self.beside(lang, state, offered) {
            beside
        } else if self.faces_wanted(state).is_some() {
            let mut chosen = Row::new().spacing(4).align_y(Alignment::Center);
            for face in &self.faces {
                chosen = chosen.push(face_button(*face, CHOSEN_FACE, false, true));
            }
            chosen.into()
        } else {
            text(self.picked(state).join(", ")).size(14).into()
        };
        // Room for every die, so the button after them does not move.
        container(left)
            .width(Length::Fill)
            .max_width(DICE as f32 * 40.0)
            .into()
    }

    /// The names the step being put together has picked so far.
    pub(super) fn picked(&self, state: &BangState) -> Vec<String> {
        let name = |seat: usize| seat_name(state, seat);
        match self.step(state) {
            Some(Step::Shots) => notation::hit_names(&self.hits, name),
            Some(Step::Beers) => self.beers.iter().map(|s| name(*s)).collect(),
            Some(Step::Kit) => self.kit.iter().map(|s| name(*s)).collect(),
            Some(Step::Gatling) | None => Vec::new(),
        }
    }
}
