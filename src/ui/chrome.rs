//! The bar along the top of every screen: the rules, the settings, the
//! language and the text size. Its buttons have fixed widths (wide enough
//! for the longer of the two languages), so switching the language moves
//! none of them; the text-size buttons sit at the far right, where growing
//! or shrinking everything moves them least (the window scales from its
//! top left corner, so what is near the right edge of the top bar shifts by
//! a few pixels only and stays under the finger).

use super::{App, Message, icons, theme};
use crate::i18n::{self, Lang};
use iced::widget::{button, container, row, space, text, tooltip};
use iced::{Alignment, Element, Length};

/// Widths that hold each label in English and in Dutch.
const REFERENCE_WIDTH: f32 = 132.0;
const SETTINGS_WIDTH: f32 = 142.0;
const ENGLISH_WIDTH: f32 = 82.0;
const DUTCH_WIDTH: f32 = 106.0;
const TEXT_SIZE_WIDTH: f32 = 44.0;

/// An icon and a label, centred in a button of a fixed width.
fn centred_icon_button<'a>(
    icon: icons::Icon,
    label: String,
    width: f32,
) -> iced::widget::Button<'a, Message> {
    button(
        container(
            row![icon.view(18.0), text(label).size(15)]
                .spacing(8)
                .align_y(Alignment::Center),
        )
        .center_x(Length::Fill),
    )
    .padding([10, 8])
    .width(width)
    .style(theme::secondary_button)
}

impl App {
    /// The top bar.
    pub(super) fn top_bar(&self) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(self.lang, key);
        let lang_button = |lang: Lang, label: &'static str, width: f32| {
            let chosen = self.lang == lang;
            container(
                button(text(label).size(15).center().width(Length::Fill))
                    .padding([8, 6])
                    .width(width)
                    .style(if chosen {
                        button::primary
                    } else {
                        theme::secondary_button
                    })
                    .on_press(Message::Language(lang)),
            )
            .id(format!("lang-{}", lang.code()))
        };
        let size_button = |label: &'static str, steps: i8, id: &'static str, tip: &str| {
            let scale = self.settings.text_scale;
            let at_bound = (steps < 0 && scale <= super::settings::MIN_TEXT_SCALE + 1e-3)
                || (steps > 0 && scale >= super::settings::MAX_TEXT_SCALE - 1e-3);
            tooltip(
                container(
                    button(text(label).size(17).center().width(Length::Fill))
                        .padding([6, 4])
                        .width(TEXT_SIZE_WIDTH)
                        .style(theme::secondary_button)
                        .on_press_maybe((!at_bound).then_some(Message::TextSize(steps))),
                )
                .id(id),
                container(text(t(tip)).size(14))
                    .padding(6)
                    .style(theme::panel),
                tooltip::Position::Bottom,
            )
        };
        container(
            row![
                icons::Icon::Revolver.view(28.0),
                text(t("app-title")).size(24),
                space().width(Length::Fill),
                container(
                    centred_icon_button(icons::Icon::Book, t("reference-open"), REFERENCE_WIDTH)
                        .on_press(Message::ToggleReference)
                )
                .id("open-reference"),
                container(
                    centred_icon_button(icons::Icon::Gear, t("settings-open"), SETTINGS_WIDTH)
                        .on_press(Message::OpenSettings)
                )
                .id("open-settings"),
                lang_button(Lang::En, "English", ENGLISH_WIDTH),
                lang_button(Lang::Nl, "Nederlands", DUTCH_WIDTH),
                space().width(6),
                row![
                    size_button("A−", -1, "text-smaller", "text-smaller"),
                    size_button("A+", 1, "text-bigger", "text-bigger"),
                ]
                .spacing(4),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        )
        .padding([10, 16])
        .width(Length::Fill)
        .style(theme::panel)
        .into()
    }
}
