//! The window's size: it opens at the size it had when it was last closed,
//! or at a size that suits a table, and never larger than the screen it is
//! on (a 1024×600 netbook screen included).
//!
//! Sizes here are in the desktop's pixels. iced reports sizes divided by the
//! text-size setting too (it scales the whole window), so sizes coming from
//! iced are multiplied by it before they are kept.

use super::{App, Message};
use crate::core::Msg;
use crate::store::WindowSize;
use iced::{Size, Task};

/// The size a window opens at when none is remembered. It holds the
/// largest text size ([`shown_scale`]): the window opens drawn at the size
/// asked, and only the size the window really gets (cut to the screen)
/// makes it smaller. Were the two to differ at the start, the screen's size
/// iced reports (divided by the scale it drew at) would be read at the
/// other, and the window cut to the wrong size.
pub const DEFAULT: Size = Size::new(1360.0, 760.0);

/// Smaller than this a table does not fit (the smallest view at 100 %); a
/// remembered size below it (a file edited by hand) is raised to it.
pub const MIN: Size = SMALLEST_VIEW;

/// The smallest view, in iced's units, every screen is laid out and tested
/// for: a 1366×768 laptop at 160 % text, its desktop's panel taken off. A
/// larger text size in a smaller window put a table's players over its
/// header (1024×600 at 160 % left a view of 640×375), so the text is shown
/// only as large as the window holds this view.
pub const SMALLEST_VIEW: Size = Size::new(850.0, 440.0);

/// The text scale the window is drawn at: `asked` (the setting), cut to
/// what a window of `desktop` (the desktop's pixels, when known) holds with
/// [`SMALLEST_VIEW`] in it, but never below 100 % for that, nor below what
/// was asked.
pub fn shown_scale(asked: f32, desktop: Option<WindowSize>) -> f32 {
    let asked = if asked.is_finite() {
        asked.clamp(0.75, 2.0)
    } else {
        1.0
    };
    let Some(desktop) = desktop.filter(|d| d.width.is_finite() && d.height.is_finite()) else {
        return asked;
    };
    let holds = (desktop.width / SMALLEST_VIEW.width).min(desktop.height / SMALLEST_VIEW.height);
    asked.min(holds.max(1.0))
}

/// Why the text is smaller than `asked` in a window of `desktop`, when it
/// is ("This window holds text up to 120%; …"), for the settings page and
/// the greyed A+ alike; `None` when it is shown as asked.
pub fn text_size_cut(asked: f32, desktop: Option<WindowSize>) -> Option<Msg> {
    let percent = |scale: f32| (scale * 100.0).round() as i64;
    let (shown, asked) = (percent(shown_scale(asked, desktop)), percent(asked));
    (shown < asked).then(|| {
        Msg::new("settings-text-size-cut")
            .arg("shown", shown)
            .arg("percent", asked)
    })
}

/// The size to open at: the remembered one (at least [`MIN`]), else [`DEFAULT`].
pub fn opening_size(remembered: Option<WindowSize>) -> Size {
    match remembered {
        Some(size) if size.width.is_finite() && size.height.is_finite() => Size::new(
            size.width.clamp(MIN.width, 16384.0),
            size.height.clamp(MIN.height, 16384.0),
        ),
        _ => DEFAULT,
    }
}

/// The window's settings as it opens, at text scale `scale` (iced scales
/// the opening size by it too, so it is divided out here).
pub fn settings(remembered: Option<WindowSize>, scale: f32) -> iced::window::Settings {
    let scale = if scale.is_finite() && scale > 0.0 {
        scale
    } else {
        1.0
    };
    iced::window::Settings {
        size: from_desktop(opening_size(remembered), scale),
        min_size: Some(from_desktop(MIN, scale)),
        // The settings are saved first (the size among them), then it closes.
        exit_on_close_request: false,
        // Holster's icon and application id (the desktop entry's name).
        ..super::window_identity::settings()
    }
}

/// The size a window of `size` must take to fit on a screen of `screen`,
/// or `None` when it fits already. Each side is cut to the screen's, no
/// further, so a window that is only too tall keeps its width.
pub fn fit(size: Size, screen: Size) -> Option<Size> {
    let usable = screen.width > 0.0 && screen.height > 0.0;
    let too_big = size.width > screen.width || size.height > screen.height;
    (usable && too_big)
        .then(|| Size::new(size.width.min(screen.width), size.height.min(screen.height)))
}

/// A size iced reported at text scale `scale`, in the desktop's pixels.
pub fn to_desktop(size: Size, scale: f32) -> WindowSize {
    WindowSize {
        width: size.width * scale,
        height: size.height * scale,
    }
}

/// A size in the desktop's pixels as iced wants it at text scale `scale`.
pub fn from_desktop(size: Size, scale: f32) -> Size {
    Size::new(size.width / scale, size.height / scale)
}

impl App {
    /// Cuts the window to the screen it opened on when it is larger.
    pub(super) fn fit_window(
        &mut self,
        id: iced::window::Id,
        screen: Option<Size>,
    ) -> Task<Message> {
        let scale = self.scale_factor();
        let Some(screen) = screen.map(|s| Size::new(s.width * scale, s.height * scale)) else {
            return Task::none();
        };
        let size = opening_size(self.settings.window);
        match fit(size, screen) {
            Some(fitted) => Task::batch([
                iced::window::resize(id, from_desktop(fitted, scale)),
                // Maximised, the desktop keeps its panels clear as well.
                iced::window::maximize(id, true),
            ]),
            None => Task::none(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_too_big_for_the_screen_is_cut_to_it_side_by_side() {
        let netbook = Size::new(1024.0, 600.0);
        assert_eq!(fit(DEFAULT, netbook), Some(netbook));
        assert_eq!(
            fit(Size::new(900.0, 760.0), netbook),
            Some(Size::new(900.0, 600.0)),
            "only the height is cut"
        );
        assert_eq!(fit(Size::new(1024.0, 600.0), netbook), None, "it fits");
        assert_eq!(fit(DEFAULT, Size::new(1366.0, 768.0)), None);
        assert_eq!(fit(DEFAULT, Size::new(0.0, 0.0)), None, "no screen known");
    }

    #[test]
    fn the_remembered_size_is_used_within_reason() {
        assert_eq!(opening_size(None), DEFAULT);
        let kept = WindowSize {
            width: 1000.0,
            height: 580.0,
        };
        assert_eq!(opening_size(Some(kept)), Size::new(1000.0, 580.0));
        let tiny = WindowSize {
            width: 10.0,
            height: -4.0,
        };
        assert_eq!(opening_size(Some(tiny)), MIN);
        let broken = WindowSize {
            width: f32::NAN,
            height: 500.0,
        };
        assert_eq!(opening_size(Some(broken)), DEFAULT);
        assert!(!settings(None, 1.0).exit_on_close_request, "saved first");
        assert_eq!(
            settings(None, 1.6).size,
            Size::new(850.0, 475.0),
            "iced multiplies by the text scale again"
        );
    }

    #[test]
    fn sizes_from_iced_are_kept_without_the_text_scale() {
        let kept = to_desktop(Size::new(640.0, 375.0), 1.6);
        assert!((kept.width - 1024.0).abs() < 0.01 && (kept.height - 600.0).abs() < 0.01);
        let back = from_desktop(Size::new(1024.0, 600.0), 1.6);
        assert!((back.width - 640.0).abs() < 0.01 && (back.height - 375.0).abs() < 0.01);
    }

    #[test]
    fn large_text_is_shown_only_as_large_as_the_window_holds() {
        let window = |width, height| Some(WindowSize { width, height });
        // A 1366×768 laptop, its panel taken off, holds 160 %.
        assert!((shown_scale(1.6, window(1366.0, 740.0)) - 1.6).abs() < 1e-6);
        // A 1024×600 netbook about 120 %, and its view is the smallest one.
        let netbook = shown_scale(1.6, window(1024.0, 600.0));
        assert!((netbook - 1024.0 / 850.0).abs() < 1e-4, "{netbook}");
        let view = from_desktop(Size::new(1024.0, 600.0), netbook);
        assert!(view.width >= SMALLEST_VIEW.width - 0.01, "{view:?}");
        assert!(view.height >= SMALLEST_VIEW.height, "{view:?}");
        // Never below 100 % for it, nor below what was asked.
        assert_eq!(shown_scale(1.6, window(700.0, 400.0)), 1.0);
        assert_eq!(shown_scale(0.8, window(700.0, 400.0)), 0.8);
        // No window known yet, or a size nobody can use: as asked, as the
        // window opening at its default size shows it.
        assert_eq!(shown_scale(1.6, None), 1.6);
        let default = WindowSize {
            width: DEFAULT.width,
            height: DEFAULT.height,
        };
        let largest = crate::ui::settings::MAX_TEXT_SCALE;
        assert_eq!(shown_scale(largest, Some(default)), largest);
        assert_eq!(shown_scale(1.6, window(f32::NAN, 600.0)), 1.6);
    }
}
