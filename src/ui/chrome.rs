//! The bar along the top of every screen: the rules, the settings, the
//! language and the text size. Its buttons have fixed widths (wide enough
//! for the longer of the two languages), so switching the language moves
//! none of them. The text-size buttons sit at the far right, and the gap
//! after them shrinks as the text grows, so their middle keeps its place
//! on the screen: a finger that taps A+ four times in a row taps A+ each
//! time (the window scales from its top left corner, so without that gap
//! they would walk left by 9 pixels a step).

use super::{App, Message, icons, theme};
use crate::i18n::{self, Lang};
use crate::ui::widgets::button;
use iced::widget::{container, row, space, text, tooltip};
use iced::{Alignment, Element, Length};

/// Widths that hold each label in English and in Dutch.
const REFERENCE_WIDTH: f32 = 132.0;
const SETTINGS_WIDTH: f32 = 142.0;
const ENGLISH_WIDTH: f32 = 82.0;
const DUTCH_WIDTH: f32 = 106.0;
const TEXT_SIZE_WIDTH: f32 = 44.0;
/// Below this width (in the window's own units, after the text scale) the
/// bar is compact: no title, the rules and the settings as icons with a
/// tooltip, the languages as EN and NL, so the text-size buttons stay on
/// the window at 160 % on a 1024×600 screen.
const COMPACT_BELOW: f32 = 800.0;
const COMPACT_ICON_WIDTH: f32 = 48.0;
const COMPACT_LANG_WIDTH: f32 = 48.0;
/// From the middle between A− and A+ to the gap after A+, in the window's
/// own units: half the 4 between them, A+, and the row's spacing of 10.
const TEXT_SIZE_MIDDLE: f32 = 2.0 + TEXT_SIZE_WIDTH + 10.0;
/// Where the middle between A− and A+ stays, in the desktop's pixels from
/// the window's right edge: as close as the largest text size allows
/// (leaving a gap of 4 there).
const TEXT_SIZE_FROM_RIGHT: f32 = (TEXT_SIZE_MIDDLE + 4.0) * super::settings::MAX_TEXT_SCALE;

/// The height of the bar's row, in the window's own units: everything in
/// it is centred on its middle.
const ROW_HEIGHT: f32 = 44.0;

/// The padding above and below the row at text scale `scale`, in the
/// window's own units, that keeps the row's middle (and the bar's height)
/// at the same place on the screen whatever the text size: as tight as the
/// largest size allows.
fn padding_around_row(scale: f32) -> f32 {
    (ROW_HEIGHT / 2.0 * super::settings::MAX_TEXT_SCALE / scale - ROW_HEIGHT / 2.0).max(0.0)
}

/// The gap after A+ at text scale `scale`, in the window's own units,
/// that puts the middle between A− and A+ [`TEXT_SIZE_FROM_RIGHT`] pixels
/// from the right edge.
fn gap_after_text_size(scale: f32) -> f32 {
    (TEXT_SIZE_FROM_RIGHT / scale - TEXT_SIZE_MIDDLE).max(0.0)
}

/// An icon and a label (or the icon alone), centred in a button of a
/// fixed width.
fn centred_icon_button<'a>(
    icon: icons::Icon,
    label: Option<String>,
    width: f32,
) -> crate::ui::widgets::Button<'a, Message> {
    let mut content = row![icon.view(18.0)].spacing(8).align_y(Alignment::Center);
    if let Some(label) = label {
        content = content.push(text(label).size(15));
    }
    button(container(content).center_x(Length::Fill))
        .padding([10, 8])
        .width(width)
        .style(theme::secondary_button)
}

impl App {
    /// The top bar.
    pub(super) fn top_bar(&self) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(self.lang, key);
        let compact = self
            .settings
            .window
            .is_some_and(|w| w.width / self.scale_factor() < COMPACT_BELOW);
        let tip = |content: Element<'static, Message>, said: String| -> Element<'static, Message> {
            tooltip(
                content,
                container(text(said).size(14))
                    .padding(6)
                    .style(theme::panel),
                tooltip::Position::Bottom,
            )
            .into()
        };
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
        // A window too small for the size asked shows less (`scale_factor`):
        // A+ would change nothing there, so it is greyed and says why.
        let asked = self.settings.text_scale;
        let shown = self.scale_factor();
        let cut = super::window::text_size_cut(asked, self.settings.window);
        let size_button = |label: &'static str, steps: i8, id: &'static str, said: &str| {
            let at_bound = (steps < 0 && shown <= super::settings::MIN_TEXT_SCALE + 1e-3)
                || (steps > 0
                    && (cut.is_some() || asked >= super::settings::MAX_TEXT_SCALE - 1e-3));
            let said = match &cut {
                Some(why) if steps > 0 => i18n::tr(self.lang, why),
                _ => t(said),
            };
            tip(
                container(
                    button(text(label).size(17).center().width(Length::Fill))
                        .padding([6, 4])
                        .width(TEXT_SIZE_WIDTH)
                        .style(theme::secondary_button)
                        .on_press_maybe((!at_bound).then_some(Message::TextSize(steps))),
                )
                .id(id)
                .into(),
                said,
            )
        };
        let reference: Element<'_, Message> = if compact {
            tip(
                container(
                    centred_icon_button(icons::Icon::Book, None, COMPACT_ICON_WIDTH)
                        .on_press(Message::ToggleReference),
                )
                .id("open-reference")
                .into(),
                t("reference-open"),
            )
        } else {
            container(
                centred_icon_button(
                    icons::Icon::Book,
                    Some(t("reference-open")),
                    REFERENCE_WIDTH,
                )
                .on_press(Message::ToggleReference),
            )
            .id("open-reference")
            .into()
        };
        let settings: Element<'_, Message> = if compact {
            tip(
                container(
                    centred_icon_button(icons::Icon::Gear, None, COMPACT_ICON_WIDTH)
                        .on_press(Message::OpenSettings),
                )
                .id("open-settings")
                .into(),
                t("settings-open"),
            )
        } else {
            container(
                centred_icon_button(icons::Icon::Gear, Some(t("settings-open")), SETTINGS_WIDTH)
                    .on_press(Message::OpenSettings),
            )
            .id("open-settings")
            .into()
        };
        let (english, dutch) = if compact {
            (
                lang_button(Lang::En, "EN", COMPACT_LANG_WIDTH),
                lang_button(Lang::Nl, "NL", COMPACT_LANG_WIDTH),
            )
        } else {
            (
                lang_button(Lang::En, "English", ENGLISH_WIDTH),
                lang_button(Lang::Nl, "Nederlands", DUTCH_WIDTH),
            )
        };
        let title: Element<'_, Message> = if compact {
            space().width(0).into()
        } else {
            text(t("app-title")).size(24).into()
        };
        container(
            row![
                icons::Icon::Revolver.view(28.0),
                title,
                space().width(Length::Fill),
                reference,
                settings,
                english,
                dutch,
                space().width(6),
                row![
                    size_button("A−", -1, "text-smaller", "text-smaller"),
                    size_button("A+", 1, "text-bigger", "text-bigger"),
                ]
                .spacing(4),
                space().width(gap_after_text_size(self.scale_factor())),
            ]
            .spacing(10)
            .height(ROW_HEIGHT)
            .align_y(Alignment::Center),
        )
        .padding(iced::Padding::from([padding_around_row(self.scale_factor()), 16.0]).right(0))
        .width(Length::Fill)
        .style(theme::panel)
        .into()
    }
}
