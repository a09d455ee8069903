//! The odds at the moment of choice in the table view: asked of the game
//! only when the game or what the pad weighs changes (an entry, an undo, a
//! die ticked), kept, and drawn in the kit's reserved line above the pad.

use super::Table;
use crate::core::{Considering, Odds};
use crate::i18n::{self, Lang};

/// The odds last asked for, and what they were asked for.
#[derive(Debug, Clone, Default)]
pub(super) struct OddsKept {
    /// The entries in effect and in the history, and what the pad weighed.
    asked: Option<(usize, usize, Considering)>,
    /// The game's answer.
    odds: Vec<Odds>,
}

impl Table {
    /// Asks the game for the odds again if the game or the pad's choice
    /// moved since the last time (never while drawing).
    pub(super) fn refresh_odds(&mut self) {
        let considering = self.pad.considering(self.session.as_ref());
        let asked = (
            self.session.cursor(),
            self.session.history_len(),
            considering,
        );
        if self.odds.asked.as_ref() == Some(&asked) {
            return;
        }
        self.odds.odds = self.session.odds(&asked.2);
        self.odds.asked = Some(asked);
    }

    /// Uses the settings: the odds line on or off ("Show the odds"), the
    /// phones' port and whether this game is shared whenever it is opened.
    pub fn use_settings(&mut self, settings: &crate::store::Settings) {
        self.odds_shown = settings.show_odds;
        let remembered =
            (self.session.path()).is_some_and(|path| settings.share_when_opened.contains(path));
        self.phones_settings(settings.phones_port, remembered);
    }

    /// The kept odds, for tests.
    pub fn odds(&self) -> &[Odds] {
        &self.odds.odds
    }

    /// The kept odds while the table wants them (none while the settings
    /// turn them off), for a game's picture of the table.
    pub(super) fn odds_shown_now(&self) -> &[Odds] {
        if self.odds_shown {
            &self.odds.odds
        } else {
            &[]
        }
    }

    /// The odds in words for the pad's reason line, when the table wants
    /// them and the dice make a choice now.
    pub fn odds_text(&self, lang: Lang) -> Option<String> {
        if !self.odds_shown || self.odds.odds.is_empty() {
            return None;
        }
        Some(
            self.odds
                .odds
                .iter()
                .map(|o| i18n::odds_line(lang, o))
                .collect::<Vec<_>>()
                .join(" · "),
        )
    }
}
