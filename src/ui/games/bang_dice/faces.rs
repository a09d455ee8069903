//! Entering faces: six buttons, one per face, and the faces clicked so far.

use super::widgets::{big, face_button, small};
use super::{Message, Pad};
use crate::core::BangFace;
use crate::i18n::{self, Lang};
use iced::widget::{Row, column, text};
use iced::{Alignment, Element};

impl Pad {
    /// Six face buttons and the faces clicked so far; the button that enters
    /// them appears once `wanted` are clicked.
    pub(super) fn face_entry<'a>(&self, lang: Lang, wanted: usize) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut palette = Row::new().spacing(8);
        for face in BangFace::ALL {
            palette = palette.push(face_button(face, 44.0, false).on_press(Message::Face(face)));
        }
        let mut chosen = Row::new()
            .spacing(6)
            .push(text(t("bang-ui-faces")).size(15));
        for face in &self.faces {
            chosen = chosen.push(face_button(*face, 30.0, false));
        }
        let mut actions = Row::new().spacing(8);
        if self.faces.len() == wanted {
            actions = actions.push(big(t("bang-ui-enter-roll"), Message::Submit));
        }
        if !self.faces.is_empty() {
            actions = actions.push(small(t("bang-ui-take-back"), Message::TakeBack));
        }
        column![palette, chosen.align_y(Alignment::Center), actions]
            .spacing(8)
            .into()
    }
}
