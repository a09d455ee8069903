//! The turn clock on the setup screen: offered for every game alike (it is
//! a table option, not part of a game's setup), off unless chosen.

use super::{Message, Setup};
use crate::core::clock::{DEFAULT_BANK, DEFAULT_COUNTDOWN};
use crate::core::{ClockSetting, Msg};
use crate::i18n::{self, Lang};
use iced::widget::{pick_list, row, text, text_input};
use iced::{Alignment, Element};

/// The id of the field with the seconds or minutes, for tests and focus.
pub const AMOUNT_ID: &str = "clock-amount";

/// Which clock the table picked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ClockKind {
    /// No clock (the default).
    #[default]
    Off,
    /// A countdown per turn.
    Countdown,
    /// A time bank per player.
    Bank,
}

/// A kind in the pick list, with its label in the current language.
#[derive(Debug, Clone, PartialEq, Eq)]
struct KindItem {
    kind: ClockKind,
    label: String,
}

impl std::fmt::Display for KindItem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

impl ClockKind {
    fn label(self) -> &'static str {
        match self {
            ClockKind::Off => "clock-setup-off",
            ClockKind::Countdown => "clock-setup-countdown",
            ClockKind::Bank => "clock-setup-bank",
        }
    }
}

impl Setup {
    /// Picks a kind of clock; the amount starts at the usual one for it.
    pub(super) fn choose_clock(&mut self, kind: ClockKind) {
        if kind != self.clock_kind {
            self.clock_amount = match kind {
                ClockKind::Off => String::new(),
                ClockKind::Countdown => DEFAULT_COUNTDOWN.to_string(),
                ClockKind::Bank => DEFAULT_BANK.to_string(),
            };
        }
        self.clock_kind = kind;
    }

    /// The clock chosen, or why the amount typed is not one.
    pub(super) fn clock(&self) -> Result<Option<ClockSetting>, Msg> {
        let amount = || {
            let typed = self.clock_amount.trim();
            typed
                .parse::<u32>()
                .map_err(|_| Msg::new("clock-setup-amount-invalid").arg("typed", typed.to_string()))
        };
        let setting = match self.clock_kind {
            ClockKind::Off => return Ok(None),
            ClockKind::Countdown => ClockSetting::Countdown { seconds: amount()? },
            ClockKind::Bank => ClockSetting::Bank { minutes: amount()? },
        };
        setting.check().map(|()| Some(setting))
    }

    /// The clock's row: the kind, and the seconds or minutes beside it (a
    /// field that stays in its place, greyed when there is no clock).
    pub(super) fn clock_question<'a>(&self, lang: Lang) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let items: Vec<KindItem> = [ClockKind::Off, ClockKind::Countdown, ClockKind::Bank]
            .into_iter()
            .map(|kind| KindItem {
                kind,
                label: t(kind.label()),
            })
            .collect();
        let chosen = items.iter().find(|i| i.kind == self.clock_kind).cloned();
        let unit = match self.clock_kind {
            ClockKind::Bank => t("clock-setup-minutes"),
            ClockKind::Off | ClockKind::Countdown => t("clock-setup-seconds"),
        };
        // No hint text inside the field: it is too narrow for the unit's words,
        // which stand whole beside it instead.
        let amount = text_input("", &self.clock_amount)
            .id(AMOUNT_ID)
            .padding(10)
            .width(90)
            .on_input_maybe((self.clock_kind != ClockKind::Off).then_some(Message::ClockAmount));
        // The field and its unit are one piece, so a narrow window moves
        // them to the next line together and never cuts the unit off.
        let amount = row![amount, text(unit).size(15)]
            .spacing(8)
            .align_y(Alignment::Center);
        row![
            text(t("clock-setup-label")).width(300),
            pick_list(items, chosen, |item: KindItem| Message::ClockKind(
                item.kind
            ))
            .width(320),
            amount,
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .wrap()
        .vertical_spacing(8)
        .into()
    }
}
