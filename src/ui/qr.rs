//! The BG Stats link of a finished game as a QR code, so a phone at the
//! table imports the play in one scan.
//!
//! Drawn black on white with its quiet zone whatever the theme (a phone
//! camera reads dark modules on a light ground), and never smaller than
//! [`MIN_MODULE_PX`] a module, which phones read from arm's length.

use crate::core::Msg;
use crate::export::bgstats;
use crate::i18n::{self, Lang};
use crate::session::AnySession;
use iced::widget::canvas::{self, Canvas, Frame, Geometry};
use iced::widget::{column, container, text};
use iced::{Alignment, Color, Element, Length, Point, Rectangle, Renderer, Size, Theme, mouse};
use qrcode::{EcLevel, QrCode};

/// The fewest pixels a module is drawn with.
pub const MIN_MODULE_PX: f32 = 4.0;

/// The light border around the code, in modules, that the QR standard asks
/// for so a reader can find the code's edge.
pub const QUIET_ZONE: usize = 4;

/// How wide a small code is drawn at least, in pixels: a short link makes
/// few modules, and a code the size of a stamp is hard to aim at.
const MIN_SIDE_PX: f32 = 256.0;

/// The BG Stats link of a finished game, for [`view`]; a game that goes on
/// is refused with a message saying so (show it instead of the code).
pub fn bgstats_link(lang: Lang, session: &dyn AnySession) -> Result<String, Msg> {
    bgstats::session_link(lang, session)
}

/// A QR code's modules, row by row, quiet zone not included.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Modules {
    width: usize,
    dark: Vec<bool>,
}

impl Modules {
    /// The code of `link`, at error correction level L (the most data per
    /// code; the screen does not smudge). A link too long for any code is
    /// refused with a message giving its length.
    pub fn encode(link: &str) -> Result<Modules, Msg> {
        let code =
            QrCode::with_error_correction_level(link.as_bytes(), EcLevel::L).map_err(|_| {
                Msg::new("bgstats-qr-too-long")
                    .arg("length", link.len())
                    .arg("capacity", bgstats::QR_CAPACITY)
            })?;
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect();
        Ok(Modules {
            width: code.width(),
            dark,
        })
    }

    /// Modules per side, quiet zone not included.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module at `x`, `y` (from the top left, quiet zone not
    /// included) is dark; outside the code, false.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && self.dark.get(y * self.width + x).copied().unwrap_or(false)
    }

    /// Modules per side with the quiet zone on both sides.
    pub fn side(&self) -> usize {
        self.width + 2 * QUIET_ZONE
    }

    /// Pixels per module the code is drawn with.
    pub fn module_px(&self) -> f32 {
        let side = self.side().max(1) as f32;
        MIN_MODULE_PX.max((MIN_SIDE_PX / side).ceil())
    }
}

/// The code of `link` under its title ("Add this play to BG Stats"), with a line
/// saying what to do with it; a link too long for a code shows why instead.
pub fn view<'a, Message: 'a>(lang: Lang, link: &str) -> Element<'a, Message> {
    let title = text(i18n::text(lang, "bgstats-qr-title")).size(20);
    match Modules::encode(link) {
        Ok(modules) => column![
            title,
            code(modules),
            text(i18n::text(lang, "bgstats-qr-hint")),
        ]
        .spacing(8)
        .align_x(Alignment::Center)
        .into(),
        Err(msg) => column![title, text(i18n::tr(lang, &msg))].spacing(8).into(),
    }
}

/// The code alone, quiet zone included: [`Modules::module_px`] a module
/// where the room allows, and as big as the room allows where it does not
/// (a big text size leaves less of the window), so the whole code is
/// always on screen at once, which a phone needs.
pub fn code<'a, Message: 'a>(modules: Modules) -> Element<'a, Message> {
    let px = modules.side() as f32 * modules.module_px();
    container(
        Canvas::new(Code { modules })
            .width(Length::Fill)
            .height(Length::Fill),
    )
    .max_width(px)
    .max_height(px)
    .into()
}

/// The canvas program that draws the modules.
struct Code {
    modules: Modules,
}

impl<Message> canvas::Program<Message> for Code {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let side = self.modules.side() as f32;
        // The biggest square the room holds, centred. Not rounded to whole
        // logical pixels: with the text made bigger a logical pixel is
        // more than one on the screen, and rounding down there shrank an
        // 8-player code to one pixel a module.
        let px = (bounds.width.min(bounds.height) / side).max(0.1);
        let left = (bounds.width - side * px) / 2.0;
        let top = (bounds.height - side * px) / 2.0;
        // White under the code, the quiet zone included, in every theme.
        frame.fill_rectangle(
            Point::new(left, top),
            Size::new(side * px, side * px),
            Color::WHITE,
        );
        let (ox, oy) = (left + QUIET_ZONE as f32 * px, top + QUIET_ZONE as f32 * px);
        let width = self.modules.width();
        for y in 0..width {
            // One rectangle per run of dark modules: fewer shapes to fill.
            let mut x = 0;
            while x < width {
                if !self.modules.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < width && self.modules.is_dark(x, y) {
                    x += 1;
                }
                frame.fill_rectangle(
                    Point::new(ox + start as f32 * px, oy + y as f32 * px),
                    Size::new((x - start) as f32 * px, px),
                    Color::BLACK,
                );
            }
        }
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_has_its_finder_patterns_and_is_drawn_big_enough() {
        let modules = Modules::encode("https://app.bgstatsapp.com/createPlay.html?data=%7B%7D")
            .expect("a short link fits");
        let w = modules.width();
        // The three finder patterns: a dark ring 7 modules wide, light inside it.
        for (x, y) in [(0, 0), (w - 7, 0), (0, w - 7)] {
            assert!(modules.is_dark(x, y) && modules.is_dark(x + 6, y + 6));
            assert!(!modules.is_dark(x + 1, y + 1));
            assert!(modules.is_dark(x + 3, y + 3));
        }
        assert!(!modules.is_dark(w, 0), "outside the code is light");
        assert_eq!(modules.side(), w + 8);
        assert!(modules.module_px() >= MIN_MODULE_PX);
        assert!(modules.side() as f32 * modules.module_px() >= MIN_SIDE_PX);
    }

    /// The code drawn in the dark theme is still black on white: the quiet
    /// zone white, a finder pattern's ring black, white inside it, its
    /// centre black.
    #[test]
    fn the_code_is_black_on_white_in_the_dark_theme() {
        let modules = Modules::encode("https://app.bgstatsapp.com/createPlay.html?data=%7B%7D")
            .expect("a short link fits");
        let px = modules.module_px();
        let size = modules.side() as f32 * px;
        let mut ui = iced_test::simulator::Simulator::<()>::with_size(
            iced::Settings::default(),
            (size, size),
            code::<()>(modules),
        );
        let snapshot = ui.snapshot(&Theme::Dark).expect("drawn");
        let dir = tempfile::tempdir().expect("temp dir");
        snapshot
            .matches_image(dir.path().join("qr.png"))
            .expect("written");
        let file = std::fs::read_dir(dir.path())
            .expect("listed")
            .next()
            .expect("one image")
            .expect("entry")
            .path();
        let decoder = png::Decoder::new(std::io::BufReader::new(
            std::fs::File::open(file).expect("opened"),
        ));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut rgba = vec![0; reader.output_buffer_size().expect("fits")];
        let info = reader.next_frame(&mut rgba).expect("a frame");
        let width = info.width as usize;
        // The snapshot is drawn at twice the size; a module's centre.
        let at = |module: f32| -> [u8; 3] {
            let p = ((QUIET_ZONE as f32 + module) * px * 2.0) as usize;
            let i = (p * width + p) * 4;
            [rgba[i], rgba[i + 1], rgba[i + 2]]
        };
        let corner = [rgba[0], rgba[1], rgba[2]];
        assert_eq!(corner, [255, 255, 255], "the quiet zone is white");
        assert_eq!(at(0.5), [0, 0, 0], "the finder's ring is black");
        assert_eq!(at(1.5), [255, 255, 255], "white inside the ring");
        assert_eq!(at(3.5), [0, 0, 0], "the finder's centre is black");
    }

    #[test]
    fn a_link_longer_than_any_code_holds_is_refused_with_its_length() {
        let link = "x".repeat(bgstats::QR_CAPACITY + 1);
        let msg = Modules::encode(&link).expect_err("too long");
        assert_eq!(msg.key, "bgstats-qr-too-long");
        assert!(Modules::encode(&"x".repeat(bgstats::QR_CAPACITY)).is_ok());
    }
}
