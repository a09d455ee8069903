//! Items, guns and Snake Oils as the table names them.

use super::characters::{Building, unique};
use crate::core::Msg;
use serde::{Deserialize, Serialize};

/// An item bought at the Saloon or the Store, or stolen by the Thief.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Item {
    /// Saloon: a die that misses by 1 or 2 deals 1 damage.
    Beer,
    /// Saloon: a double miss deals 1 damage.
    Tobacco,
    /// Saloon: absorbs the first damage in a gunfight.
    Whiskey,
    /// Store: thrown instead of shooting.
    Dynamite,
    /// Store: a gun, a permanent upgrade.
    Colt,
    /// Store: the best gun, a permanent upgrade.
    Winchester,
}

impl Item {
    /// Every item, Saloon first.
    pub const ALL: [Item; 6] = [
        Item::Beer,
        Item::Tobacco,
        Item::Whiskey,
        Item::Dynamite,
        Item::Colt,
        Item::Winchester,
    ];

    /// The notation's word.
    pub fn slug(self) -> &'static str {
        match self {
            Item::Beer => "beer",
            Item::Tobacco => "tobacco",
            Item::Whiskey => "whiskey",
            Item::Dynamite => "dynamite",
            Item::Colt => "colt",
            Item::Winchester => "winchester",
        }
    }

    /// The printed name (the same in both languages).
    pub fn printed(self) -> &'static str {
        match self {
            Item::Beer => "Beer",
            Item::Tobacco => "Tobacco",
            Item::Whiskey => "Whiskey",
            Item::Dynamite => "Dynamite",
            Item::Colt => "Colt Revolver",
            Item::Winchester => "Winchester Rifle",
        }
    }

    /// The gun this item is, if it is one.
    pub fn gun(self) -> Option<Gun> {
        match self {
            Item::Colt => Some(Gun::Colt),
            Item::Winchester => Some(Gun::Winchester),
            Item::Beer | Item::Tobacco | Item::Whiskey | Item::Dynamite => None,
        }
    }

    /// Where the Pioneers buy it: the Saloon or the Store.
    pub fn building(self) -> Building {
        match self {
            Item::Beer | Item::Tobacco | Item::Whiskey => Building::Saloon,
            Item::Dynamite | Item::Colt | Item::Winchester => Building::Store,
        }
    }

    /// The board value of its price.
    pub fn price_key(self) -> &'static str {
        match self {
            Item::Beer => "price-beer",
            Item::Tobacco => "price-tobacco",
            Item::Whiskey => "price-whiskey",
            Item::Dynamite => "price-dynamite",
            Item::Colt => "price-colt",
            Item::Winchester => "price-winchester",
        }
    }

    /// The board value of its theft number.
    pub fn theft_key(self) -> &'static str {
        match self {
            Item::Beer => "theft-beer",
            Item::Tobacco => "theft-tobacco",
            Item::Whiskey => "theft-whiskey",
            Item::Dynamite => "theft-dynamite",
            Item::Colt => "theft-colt",
            Item::Winchester => "theft-winchester",
        }
    }

    /// Reads a slug or the start of exactly one.
    pub fn parse(typed: &str) -> Result<Item, Msg> {
        unique(&Item::ALL, &typed.trim().to_lowercase(), |i| i.slug())
            .ok_or_else(|| Msg::new("gunfights-notation-item").arg("typed", typed.trim()))
    }
}

/// The gun on a character's board.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Gun {
    /// The starting gun: Pioneers hit on 13+, Renegades on 15+.
    #[default]
    Shotgun,
    /// Hit numbers printed on the board.
    Colt,
    /// Hit numbers printed on the board.
    Winchester,
}

impl Gun {
    /// The printed name.
    pub fn printed(self) -> &'static str {
        match self {
            Gun::Shotgun => "Stagecoach Shotgun",
            Gun::Colt => "Colt Revolver",
            Gun::Winchester => "Winchester Rifle",
        }
    }

    /// The item a bought or traded gun is.
    pub fn item(self) -> Option<Item> {
        match self {
            Gun::Shotgun => None,
            Gun::Colt => Some(Item::Colt),
            Gun::Winchester => Some(Item::Winchester),
        }
    }
}

/// A Snake Oil card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SnakeOil {
    /// Deflects 1 damage a round, before Whiskey.
    ArmadilloShell,
    /// +2 to all gun rolls.
    Deadeye,
    /// Throw Dynamite as well as shooting; a failed throw does no damage.
    DynamiteKing,
    /// A double hit deals 1 more damage.
    HeadHunter,
    /// Makes Beer, Tobacco or Whiskey stronger.
    Lightweight,
    /// +5 to one die once a round.
    Lucky,
    /// Fire twice the first time you shoot in a gunfight.
    QuickDraw,
}

impl SnakeOil {
    /// Every Snake Oil named in the text.
    pub const ALL: [SnakeOil; 7] = [
        SnakeOil::ArmadilloShell,
        SnakeOil::Deadeye,
        SnakeOil::DynamiteKing,
        SnakeOil::HeadHunter,
        SnakeOil::Lightweight,
        SnakeOil::Lucky,
        SnakeOil::QuickDraw,
    ];

    /// The notation's word.
    pub fn slug(self) -> &'static str {
        match self {
            SnakeOil::ArmadilloShell => "armadillo-shell",
            SnakeOil::Deadeye => "deadeye",
            SnakeOil::DynamiteKing => "dynamite-king",
            SnakeOil::HeadHunter => "head-hunter",
            SnakeOil::Lightweight => "lightweight",
            SnakeOil::Lucky => "lucky",
            SnakeOil::QuickDraw => "quick-draw",
        }
    }

    /// The printed name.
    pub fn printed(self) -> &'static str {
        match self {
            SnakeOil::ArmadilloShell => "Armadillo Shell",
            SnakeOil::Deadeye => "Deadeye",
            SnakeOil::DynamiteKing => "Dynamite King",
            SnakeOil::HeadHunter => "Head Hunter",
            SnakeOil::Lightweight => "Lightweight",
            SnakeOil::Lucky => "Lucky",
            SnakeOil::QuickDraw => "Quick Draw",
        }
    }

    /// Reads a slug or the start of exactly one.
    pub fn parse(typed: &str) -> Result<SnakeOil, Msg> {
        let wanted = typed.trim().to_lowercase().replace(' ', "-");
        unique(&SnakeOil::ALL, &wanted, |o| o.slug())
            .ok_or_else(|| Msg::new("gunfights-notation-snake-oil").arg("typed", typed.trim()))
    }
}
