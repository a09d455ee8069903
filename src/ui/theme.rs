//! Holster's look: a warm "saloon" palette in light and dark, and a few shared styles.

use crate::store::ThemeChoice;
use iced::theme::{Mode, Palette};
use iced::widget::container;
use iced::{Border, Color, Theme, color};

/// The light palette: paper and ink, with a leather-brown accent.
fn light() -> Palette {
    Palette {
        background: color!(0xf7f1e5),
        text: color!(0x2b2118),
        primary: color!(0x8c4a1c),
        success: color!(0x3f7a3a),
        warning: color!(0xb7791f),
        danger: color!(0xb0302a),
    }
}

/// The dark palette: a lamp-lit saloon.
fn dark() -> Palette {
    Palette {
        background: color!(0x1f1a16),
        text: color!(0xf1e6d3),
        primary: color!(0xd98b4a),
        success: color!(0x7dbb6f),
        warning: color!(0xe3b04b),
        danger: color!(0xe0605a),
    }
}

/// The theme for a choice, given what the system prefers.
pub fn theme(choice: ThemeChoice, system: Mode) -> Theme {
    let dark_wanted = match choice {
        ThemeChoice::Light => false,
        ThemeChoice::Dark => true,
        ThemeChoice::System => system == Mode::Dark,
    };
    if dark_wanted {
        Theme::custom("Holster dark", dark())
    } else {
        Theme::custom("Holster light", light())
    }
}

/// A panel: a slightly raised card with rounded corners.
pub fn panel(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.background.weak.color.into()),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: palette.background.strong.color,
        },
        ..container::Style::default()
    }
}

/// A panel that draws the eye: the player whose turn it is, the game to continue.
pub fn panel_highlight(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        border: Border {
            radius: 10.0.into(),
            width: 3.0,
            color: palette.primary.base.color,
        },
        ..panel(theme)
    }
}

/// A banner in the colour of its severity.
pub fn banner(theme: &Theme, tone: Tone) -> container::Style {
    let palette = theme.extended_palette();
    let pair = match tone {
        Tone::Info => palette.background.strong,
        Tone::Reminder => palette.warning.weak,
        Tone::Violation => palette.danger.weak,
        Tone::Good => palette.success.weak,
    };
    container::Style {
        background: Some(pair.color.into()),
        text_color: Some(pair.text),
        border: Border {
            radius: 8.0.into(),
            width: 0.0,
            color: Color::TRANSPARENT,
        },
        ..container::Style::default()
    }
}

/// The colour family of a banner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// Something worth knowing.
    Info,
    /// Something to do now.
    Reminder,
    /// Something against the rules or gone wrong.
    Violation,
    /// Something that went well.
    Good,
}

/// The status a button is drawn with: greyed while not `live`, though it
/// still takes a tap (a greyed button tapped says why it is greyed).
pub fn greyed_unless(
    live: bool,
    status: iced::widget::button::Status,
) -> iced::widget::button::Status {
    if live {
        status
    } else {
        iced::widget::button::Status::Disabled
    }
}

/// A secondary button that keeps its label readable in both themes (iced's
/// own secondary button turns pale grey with white text in dark themes).
pub fn secondary_button(
    theme: &Theme,
    status: iced::widget::button::Status,
) -> iced::widget::button::Style {
    use iced::widget::button::{Status, Style};
    let palette = theme.extended_palette();
    let pair = match status {
        Status::Active | Status::Pressed => palette.background.strong,
        Status::Hovered => palette.background.stronger,
        Status::Disabled => palette.background.weak,
    };
    let text_color = if status == Status::Disabled {
        Color {
            a: 0.45,
            ..palette.background.base.text
        }
    } else {
        palette.background.base.text
    };
    Style {
        background: Some(pair.color.into()),
        text_color,
        border: Border {
            radius: 6.0.into(),
            width: 1.0,
            color: palette.background.strongest.color,
        },
        ..Style::default()
    }
}

/// Text that explains an empty place (what will show there), quieter than
/// the text around it.
pub fn faint_text(theme: &Theme) -> iced::widget::text::Style {
    let color = theme.extended_palette().background.base.text;
    iced::widget::text::Style {
        color: Some(Color { a: 0.6, ..color }),
    }
}

/// A drawer over the screen: the page's own colour, so nothing shows
/// through, with a strong edge to tell it from what it covers (no shadow:
/// the CPU renderer draws one over the drawer's contents).
pub fn drawer(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.background.base.color.into()),
        border: Border {
            radius: 10.0.into(),
            width: 2.0,
            color: palette.primary.base.color,
        },
        ..container::Style::default()
    }
}
