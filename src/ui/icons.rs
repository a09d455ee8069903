//! Holster's own SVG icons (`resources/icons/`), embedded and recoloured to
//! the theme; emoji and dice glyphs do not render with the embedded font.

use iced::widget::{Svg, svg};
use iced::{Color, Length, Theme};
use std::sync::LazyLock;

macro_rules! icons {
    ($($variant:ident => $file:literal),+ $(,)?) => {
        /// An icon drawn for Holster.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum Icon { $($variant),+ }

        impl Icon {
            /// Every icon, in declaration order.
            pub const ALL: &'static [Icon] = &[$(Icon::$variant),+];

            fn bytes(self) -> &'static [u8] {
                match self {
                    $(Icon::$variant => include_bytes!(concat!("../../resources/icons/", $file))),+
                }
            }
        }
    };
}

icons! {
    Heart => "heart.svg",
    Bullet => "bullet.svg",
    Arrow => "arrow.svg",
    Coin => "coin.svg",
    Building => "building.svg",
    BuildingBurned => "building-burned.svg",
    Badge => "badge.svg",
    Dynamite => "dynamite.svg",
    Beer => "beer.svg",
    Gatling => "gatling.svg",
    Die => "die.svg",
    D20 => "d20.svg",
    D8 => "d8.svg",
    Skull => "skull.svg",
    Undo => "undo.svg",
    Redo => "redo.svg",
    Note => "note.svg",
    Book => "book.svg",
    Gear => "gear.svg",
    Plus => "plus.svg",
    Minus => "minus.svg",
    Trash => "trash.svg",
    Warning => "warning.svg",
    Info => "info.svg",
    Bell => "bell.svg",
    Check => "check.svg",
    Shuffle => "shuffle.svg",
    Up => "up.svg",
    Down => "down.svg",
    Revolver => "revolver.svg",
    Wagon => "wagon.svg",
    FaceOne => "face-one.svg",
    FaceTwo => "face-two.svg",
    Phone => "phone.svg",
}

static HANDLES: LazyLock<Vec<svg::Handle>> = LazyLock::new(|| {
    Icon::ALL
        .iter()
        .map(|icon| svg::Handle::from_memory(icon.bytes()))
        .collect()
});

impl Icon {
    fn handle(self) -> svg::Handle {
        let index = Icon::ALL.iter().position(|i| *i == self).unwrap_or(0);
        HANDLES[index].clone()
    }

    /// The icon in the theme's text colour.
    pub fn view<'a>(self, size: f32) -> Svg<'a> {
        svg(self.handle())
            .width(Length::Fixed(size))
            .height(Length::Fixed(size))
            .style(|theme: &Theme, _| svg::Style {
                color: Some(theme.extended_palette().background.base.text),
            })
    }

    /// The icon in a colour of its own (red hearts, gold coins).
    pub fn tinted<'a>(self, size: f32, color: Color) -> Svg<'a> {
        svg(self.handle())
            .width(Length::Fixed(size))
            .height(Length::Fixed(size))
            .style(move |_: &Theme, _| svg::Style { color: Some(color) })
    }

    /// The picture people expect beside a tracked number of this name.
    pub fn for_counter(name: &str) -> Icon {
        match name {
            "life" | "lives" | "health" => Icon::Heart,
            "ammo" | "bullets" => Icon::Bullet,
            "arrows" | "pile" => Icon::Arrow,
            "money" | "coins" | "cents" => Icon::Coin,
            "bullseye" => Icon::Revolver,
            "round" | "day" => Icon::Badge,
            _ => Icon::D20,
        }
    }

    /// The colour people expect for this picture, if it has one.
    pub fn natural_color(self) -> Option<Color> {
        match self {
            Icon::Heart => Some(Color::from_rgb8(0xc0, 0x39, 0x2b)),
            Icon::Coin => Some(Color::from_rgb8(0xc9, 0x9a, 0x2e)),
            Icon::Bullet => Some(Color::from_rgb8(0xb0, 0x7d, 0x3c)),
            _ => None,
        }
    }
}
