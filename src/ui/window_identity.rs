//! Who the window says it is: the application id and the icon.
//!
//! Task bars, docks and window switchers match a window to its desktop entry
//! by the application id (X11 `WM_CLASS`, the Wayland app id), so the id is
//! the desktop entry's basename and the AppStream id in `packaging/`. The
//! icon is the same picture the package installs in the hicolor theme.

use iced::window;

/// The application id: the basename of `packaging/APP_ID.desktop`, the id of
/// `packaging/APP_ID.metainfo.xml` and the icon's name in the theme.
pub const APP_ID: &str = "io.github.holster.Holster";

/// The 64 px icon, made from `packaging/icons/holster.svg`.
const ICON_PNG: &[u8] = include_bytes!("../../packaging/icons/holster-64.png");

/// Window settings with Holster's id and icon and iced's defaults otherwise;
/// the size and the rest are set after it on the application builder.
pub fn settings() -> window::Settings {
    window::Settings {
        icon: icon(),
        platform_specific: platform_specific(),
        ..window::Settings::default()
    }
}

/// The id goes where the platform has a place for it (Linux: X11 and Wayland).
#[cfg(target_os = "linux")]
fn platform_specific() -> window::settings::PlatformSpecific {
    window::settings::PlatformSpecific {
        application_id: APP_ID.to_owned(),
        ..Default::default()
    }
}

/// Elsewhere the system names the window after the program itself.
#[cfg(not(target_os = "linux"))]
fn platform_specific() -> window::settings::PlatformSpecific {
    window::settings::PlatformSpecific::default()
}

/// The embedded icon, or none if it cannot be decoded: a window without its
/// icon still works, so this never stops Holster from starting.
fn icon() -> Option<window::Icon> {
    let (rgba, width, height) = decode_rgba(ICON_PNG)?;
    window::icon::from_rgba(rgba, width, height).ok()
}

/// Decodes a PNG into 8-bit RGBA pixels, whatever colour type it was saved in.
fn decode_rgba(bytes: &[u8]) -> Option<(Vec<u8>, u32, u32)> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    // Palette and RGB images become RGBA, grey ones grey with alpha, and
    // 16-bit channels 8-bit, so two layouts are left to handle.
    decoder.set_transformations(
        png::Transformations::EXPAND | png::Transformations::STRIP_16 | png::Transformations::ALPHA,
    );
    let mut reader = decoder.read_info().ok()?;
    let mut buffer = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buffer).ok()?;
    let pixels = buffer.get(..info.buffer_size())?;
    let rgba = match (info.color_type, info.bit_depth) {
        (png::ColorType::Rgba, png::BitDepth::Eight) => pixels.to_vec(),
        (png::ColorType::GrayscaleAlpha, png::BitDepth::Eight) => pixels
            .chunks_exact(2)
            .flat_map(|ga| [ga[0], ga[0], ga[0], ga[1]])
            .collect(),
        _ => return None,
    };
    Some((rgba, info.width, info.height))
}

#[cfg(test)]
#[path = "window_identity_tests.rs"]
mod tests;
