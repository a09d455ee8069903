//! Entering faces: six buttons, one per face, and the faces clicked so far
//! with the button that takes the last one back. Both rows stay in place
//! whatever is asked; the palette is greyed while no face is, and tapped
//! then says why. While the dice are resolved the faces' place shows what
//! the step has picked, or the button beside the step (Slab the Killer's
//! double, Kit Carlson's "nothing").

use super::Greyed;
use super::widgets::{face_button, palette_face, seat_name, small};
use super::{Message, Pad};
use crate::core::BangFace;
use crate::games::bang_dice::state::DICE;
use crate::games::bang_dice::{BangState, Step, notation};
use crate::i18n::{self, Lang};
use crate::ui::theme;
use iced::widget::{Row, button, container, text};
use iced::{Alignment, Element, Length};

/// The size of a face in the palette.
const PALETTE_FACE: f32 = 38.0;
/// The size of a face of the palette in the shorter arrangement.
const COMPACT_FACE: f32 = 34.0;
/// The size of a face clicked so far.
const CHOSEN_FACE: f32 = 28.0;

impl Pad {
    /// Six face buttons, enabled while faces are offered; smaller when
    /// `compact`.
    pub(super) fn palette<'a>(&self, offered: &[Message], compact: bool) -> Element<'a, Message> {
        let size = if compact { COMPACT_FACE } else { PALETTE_FACE };
        let mut palette = Row::new().spacing(if compact { 4 } else { 6 });
        for face in BangFace::ALL {
            let click = Message::Face(face);
            let live = offered.contains(&click).then_some(click);
            palette = palette.push(palette_face(face, size, live));
        }
        palette.into()
    }

    /// The faces clicked so far, in room for five; while resolving, what
    /// the step has picked, or the button beside the step.
    pub(super) fn chosen_left<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        offered: &[Message],
    ) -> Element<'a, Message> {
        let left: Element<'a, Message> = if let Some(beside) = self.beside(lang, state, offered) {
            beside
        } else if self.faces_wanted(state).is_some() {
            let mut chosen = Row::new().spacing(4).align_y(Alignment::Center);
            for face in &self.faces {
                chosen = chosen.push(face_button(*face, CHOSEN_FACE, false));
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

    /// "Take back" the last face, greyed while there is none; smaller when
    /// `compact`, to sit beside the palette.
    pub(super) fn take_back<'a>(&self, lang: Lang, compact: bool) -> Element<'a, Message> {
        let label = i18n::text(lang, "bang-ui-take-back");
        let click = (!self.faces.is_empty()).then_some(Message::TakeBack);
        if !compact {
            return small(label, click, Greyed::TakeBack);
        }
        let greyed = click.is_none();
        button(text(label).size(14))
            .padding([6, 10])
            .style(move |th, status| {
                let status = if greyed {
                    button::Status::Disabled
                } else {
                    status
                };
                theme::secondary_button(th, status)
            })
            .on_press(click.unwrap_or(Message::Why(Greyed::TakeBack)))
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
