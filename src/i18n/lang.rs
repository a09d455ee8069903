//! The languages Holster speaks.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A language of the interface and the rules reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    En,
    /// Dutch.
    Nl,
}

impl Lang {
    /// Both languages, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Nl];

    /// The two-letter code used in file names and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
        }
    }

    /// The other language, for "show this in Dutch/English".
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Nl,
            Lang::Nl => Lang::En,
        }
    }

    /// The language of a locale tag such as `nl-NL` or `en_GB.UTF-8`, if Holster speaks it.
    pub fn from_locale(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "nl" => Some(Lang::Nl),
            _ => None,
        }
    }

    /// The system's language when Holster speaks it, English otherwise.
    pub fn from_system() -> Lang {
        sys_locale::get_locales()
            .find_map(|tag| Lang::from_locale(&tag))
            .unwrap_or(Lang::En)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code Holster does not speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language `{0}` (use en or nl)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "nl" => Ok(Lang::Nl),
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_tags_map_to_languages() {
        assert_eq!(Lang::from_locale("nl-NL"), Some(Lang::Nl));
        assert_eq!(Lang::from_locale("nl_BE.UTF-8"), Some(Lang::Nl));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_locale("de-DE"), None);
        assert_eq!(Lang::from_locale(""), None);
    }
}
