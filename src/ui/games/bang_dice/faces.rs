//! Entering faces: six buttons, one per face, and the faces clicked so far
//! with the button that takes the last one back. Both rows stay in place
//! whatever is asked; the palette is greyed while no face is, and says why.

use super::greyed::Greyed;
use super::widgets::{face_button, palette_face, small};
use super::{Message, Pad};
use crate::core::BangFace;
use crate::games::bang_dice::BangState;
use crate::games::bang_dice::state::DICE;
use crate::i18n::{self, Lang};
use crate::ui::widgets::why_tooltip;
use iced::widget::{Row, container, row, text};
use iced::{Alignment, Element};

/// The size of a face in the palette.
const PALETTE_FACE: f32 = 44.0;
/// The size of a face clicked so far.
const CHOSEN_FACE: f32 = 30.0;

impl Pad {
    /// Six face buttons, enabled while faces are offered.
    pub(super) fn palette<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Element<'a, Message> {
        let mut palette = Row::new().spacing(8);
        for face in BangFace::ALL {
            let click = Message::Face(face);
            let live = offered.contains(&click).then_some(click);
            let greyed = live.is_none();
            let button = palette_face(face, PALETTE_FACE, live);
            palette = palette.push(if greyed {
                why_tooltip(button, self.why_greyed(lang, state, Greyed::Face))
            } else {
                button
            });
        }
        palette.into()
    }

    /// The faces clicked so far, in room for five, and "take back".
    pub(super) fn chosen<'a>(&self, lang: Lang, state: &BangState) -> Element<'a, Message> {
        let mut chosen = Row::new().spacing(6).align_y(Alignment::Center);
        for face in &self.faces {
            chosen = chosen.push(face_button(*face, CHOSEN_FACE, false));
        }
        // Room for every die, so the button after them does not move.
        let room = DICE as f32 * (CHOSEN_FACE + 6.0);
        let take_back = (!self.faces.is_empty()).then_some(Message::TakeBack);
        let greyed = take_back.is_none();
        let take_back = small(i18n::text(lang, "bang-ui-take-back"), take_back);
        row![
            text(i18n::text(lang, "bang-ui-faces")).size(15),
            container(chosen).width(room),
            if greyed {
                why_tooltip(take_back, self.why_greyed(lang, state, Greyed::TakeBack))
            } else {
                take_back
            },
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
    }
}
