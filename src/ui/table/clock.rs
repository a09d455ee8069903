//! The turn clock at the table, the same for every game: the time left in
//! big figures above the players, Pause and Resume in places of their own,
//! and every player's turns and time on request.
//!
//! The clock is read from the log at the instant the view last learned
//! ([`Table::now`](super::Table)); the window asks for a tick every half
//! second only while a clock runs and its time is not yet up, so a paused,
//! finished or absent clock costs no CPU.

use super::layout::Frame;
use super::{Action, Origin, Table};
use crate::core::{ClockSetting, ClockState, Msg, Phase, show_left, show_time};
use crate::i18n::{self, Lang};
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::button;
use iced::widget::{Column, column, container, opaque, row, space, stack, text};
use iced::{Alignment, Element, Length};

/// How often a running clock is redrawn: twice a second, so the seconds
/// shown never lag a whole second behind.
pub const TICK: std::time::Duration = std::time::Duration::from_millis(500);

/// The bar's height: fixed, so the players below never move.
const BAR: f32 = 112.0;

/// What the clock's buttons do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Pause the clock (an entry in the history).
    Pause,
    /// Start or resume the clock (an entry in the history).
    Resume,
    /// Half a second passed while the clock runs: redraw it.
    Tick,
    /// Show or hide every player's turns and time.
    ToggleTimes,
    /// Count the long gap the clock took as a pause after all (an entry,
    /// as `count` typed).
    CountGap,
}

impl Table {
    /// The clock now, as the view shows it.
    pub fn clock(&self) -> ClockState {
        self.session.clock_at(self.now)
    }

    /// Whether the window should tick: only while a clock runs and has
    /// time left (a clock at zero shows zero until the turn passes).
    pub fn clock_ticking(&self) -> bool {
        let clock = self.clock();
        clock.running() && !clock.time_up()
    }

    /// Pauses a running clock (an entry, as the button's) when the table is
    /// left or the window closed, so no turn's time or time bank runs out
    /// while nobody is looking. Refused (nothing running) is nothing.
    pub fn pause_on_leaving(&mut self) {
        if self.clock().running() {
            let _ = self.session.enter_line("pause");
        }
    }

    /// Whether every player's turns and time are shown.
    pub fn times_shown(&self) -> bool {
        self.show_times
    }

    pub(super) fn clock_update(&mut self, message: Message) -> Action {
        match message {
            Message::Pause => self.enter("pause", Origin::Button),
            Message::Resume => self.enter("resume", Origin::Button),
            Message::CountGap => self.enter("count", Origin::Button),
            Message::Tick => Action::None,
            Message::ToggleTimes => {
                self.show_times = !self.show_times;
                // One panel over the players at a time.
                if self.show_times {
                    self.chart.open = false;
                }
                Action::None
            }
        }
    }

    /// The clock's bar above the players (only in a game with a clock), and
    /// the players, with the times or the chart over them when asked for,
    /// never pushing them about. Without a clock the times' button lies in
    /// the players' bottom-right corner, taking no room from them; the
    /// chart's is always in the bottom-left one.
    pub(super) fn with_clock<'a>(
        &'a self,
        lang: Lang,
        frame: Frame,
        board: Element<'a, super::Message>,
    ) -> Element<'a, super::Message> {
        let clock = self.clock();
        let chart = self.chart_panel(lang);
        let whole = self.outcome_panel(lang);
        // Too narrow over the players for a code a phone can read, the
        // phones' panel lies over the whole table instead (`framed`).
        let phones = self
            .phones_panel(lang)
            .filter(|_| !super::phones::over_the_whole_table(frame));
        // Under a panel the players' buttons are out of Tab's reach: Enter
        // must not press what cannot be seen.
        let covered = chart.is_some() || whole.is_some() || phones.is_some() || self.show_times;
        let mut layers = stack![crate::ui::widgets::focus::covered(board, covered)];
        // The chart lies over the players, under the corners' buttons, so
        // both stay where they were.
        if let Some(chart) = chart {
            layers = layers.push(chart);
        }
        if let Some(whole) = whole {
            layers = layers.push(whole);
        }
        if let Some(phones) = phones {
            layers = layers.push(phones);
        }
        // On a short window the clock is a row of the action area, and the
        // times' button is below the players as without a clock. The
        // buttons have a row of their own there, over no part of the
        // board (they hid the Gunfights town's tiles).
        let bar = clock.setting.is_some() && !frame.short;
        let mut buttons = row![
            self.chart_button(lang),
            self.phones_button(lang),
            space().width(Length::Fill)
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if !bar {
            buttons = buttons.push(self.times_button(lang));
        }
        if self.show_times {
            layers = layers.push(
                container(opaque(
                    container(self.times(lang, &clock))
                        .padding(12)
                        .style(theme::drawer),
                ))
                .align_right(Length::Fill),
            );
        }
        // Clipped: a board taller than its place never draws over the row
        // of buttons below it.
        let layers = column![container(layers).height(Length::Fill).clip(true), buttons]
            .spacing(6)
            .width(Length::Fill);
        if !bar {
            return layers.into();
        }
        column![self.clock_bar(lang, &clock), layers]
            .spacing(super::layout::GAP)
            .width(Length::Fill)
            .into()
    }

    /// Shows or hides every player's turns and time.
    fn times_button<'a>(&self, lang: Lang) -> Element<'a, super::Message> {
        let times = button(text(i18n::text(lang, "clock-show-times")).size(15))
            .padding([6, 10])
            .style(if self.show_times {
                button::primary
            } else {
                theme::secondary_button
            })
            .on_press(super::Message::Clock(Message::ToggleTimes));
        container(times).id("clock-times").into()
    }

    fn clock_bar<'a>(&'a self, lang: Lang, clock: &ClockState) -> Element<'a, super::Message> {
        let t = |key: &str| i18n::text(lang, key);
        let Some(setting) = clock.setting else {
            return space().into();
        };
        let times = container(self.times_button(lang)).width(Length::FillPortion(1));
        let left = clock.remaining().unwrap_or_else(|| setting.allowance());
        let status = status(lang, clock);
        let players = self.session.players();
        let whose = match (setting, clock.seat.and_then(|s| players.get(s))) {
            (ClockSetting::Countdown { .. }, _) => t("clock-turn-left"),
            (ClockSetting::Bank { .. }, Some(name)) => i18n::tr(
                lang,
                &Msg::new("clock-bank-left").arg("player", name.clone()),
            ),
            (ClockSetting::Bank { .. }, None) => String::new(),
        };
        let figures = container(text(show_left(left)).size(44))
            .id("clock-time")
            .width(150)
            .align_right(150);
        // A long gap taken as a pause is said where the setting stands,
        // with the one tap that counts it after all; the bar keeps its size.
        let last_line: Element<'a, super::Message> = match clock.gap {
            Some(gap) => row![
                text(i18n::tr(
                    lang,
                    &Msg::new("clock-gap-taken").arg("time", show_time(gap.span))
                ))
                .size(13),
                container(
                    button(text(t("clock-count-gap")).size(13))
                        .padding([1, 8])
                        .style(theme::secondary_button)
                        .on_press(super::Message::Clock(Message::CountGap))
                )
                .id("clock-count-gap"),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
            .into(),
            None => text(i18n::tr(lang, &setting.describe()))
                .size(13)
                .style(theme::faint_text)
                .into(),
        };
        let facts = column![text(status).size(18), text(whose).size(14), last_line].spacing(2);
        let (pause, resume) = self.clock_buttons(lang, clock, 15);
        let (pause, resume) = (pause.width(Length::Fill), resume.width(Length::Fill));
        let buttons = row![
            container(pause)
                .id("clock-pause")
                .width(Length::FillPortion(1)),
            container(resume)
                .id("clock-resume")
                .width(Length::FillPortion(1)),
            times,
        ]
        .spacing(8);
        let up = clock.time_up();
        container(
            column![
                row![figures, facts, space().width(Length::Fill)]
                    .spacing(14)
                    .align_y(Alignment::Center),
                buttons
            ]
            .spacing(6),
        )
        .padding([6, 12])
        .height(BAR)
        .width(Length::Fill)
        .style(move |th| {
            if up {
                theme::banner(th, Tone::Reminder)
            } else {
                theme::panel(th)
            }
        })
        .into()
    }

    /// The clock as one row at the top of the action area, for a window too
    /// short for the bar above the players: the time left, Pause and
    /// Resume. Nothing (no room taken) otherwise.
    pub(super) fn clock_row<'a>(&'a self, lang: Lang, frame: Frame) -> Element<'a, super::Message> {
        let clock = self.clock();
        let Some(setting) = clock.setting.filter(|_| frame.short) else {
            return space().height(0).into();
        };
        let left = clock.remaining().unwrap_or_else(|| setting.allowance());
        let (pause, resume) = self.clock_buttons(lang, &clock, 14);
        let up = clock.time_up();
        let panel = container(
            row![
                container(text(show_left(left)).size(28)).id("clock-time"),
                // Little room for words here: the greyed button and the
                // colour say whether it runs and whether time is up; a
                // turn's clock held still says so, or it would look stuck.
                container(
                    text(if clock.held {
                        status(lang, &clock)
                    } else {
                        String::new()
                    })
                    .size(13)
                )
                .width(Length::Fill),
                container(pause).id("clock-pause"),
                container(resume).id("clock-resume"),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        )
        .padding([2, 8])
        .width(Length::Fill)
        .style(move |th| {
            if up {
                theme::banner(th, Tone::Reminder)
            } else {
                theme::panel(th)
            }
        });
        // The field's usual gap below it, kept only while the row is there.
        container(panel)
            .padding(iced::Padding {
                bottom: 10.0,
                ..iced::Padding::ZERO
            })
            .into()
    }

    /// Pause and Resume (or Start), each greyed in place when it cannot be used.
    fn clock_buttons<'a>(
        &self,
        lang: Lang,
        clock: &ClockState,
        size: u32,
    ) -> (
        button::Button<'a, super::Message>,
        button::Button<'a, super::Message>,
    ) {
        let t = |key: &str| i18n::text(lang, key);
        let pause = button(text(t("clock-pause")).size(size))
            .padding([6, 10])
            .style(theme::secondary_button)
            .on_press_maybe(
                clock
                    .can_pause()
                    .then_some(super::Message::Clock(Message::Pause)),
            );
        let resume_label = if clock.phase == Phase::Waiting {
            t("clock-start")
        } else {
            t("clock-resume")
        };
        let resume = button(text(resume_label).size(size))
            .padding([6, 10])
            .style(button::primary)
            .on_press_maybe(
                clock
                    .can_resume()
                    .then_some(super::Message::Clock(Message::Resume)),
            );
        (pause, resume)
    }

    /// Every player's turns and time taken (and bank left), in seat order.
    fn times<'a>(&self, lang: Lang, clock: &ClockState) -> Element<'a, super::Message> {
        let title = match clock.setting {
            Some(setting) => Msg::new("clock-times-with").arg_msg("clock", setting.describe()),
            None => Msg::new("clock-times"),
        };
        let mut list = Column::new()
            .spacing(6)
            .push(text(i18n::tr(lang, &title)).size(17));
        for (seat, (name, time)) in self
            .session
            .players()
            .into_iter()
            .zip(&clock.players)
            .enumerate()
        {
            let line = Msg::new("clock-player-times")
                .arg("player", name)
                .arg("turns", i64::from(time.turns))
                .arg("time", show_time(time.used));
            let bank = clock
                .bank_left(seat)
                .map(|left| format!("  ({})", show_left(left)))
                .unwrap_or_default();
            let size = if clock.seat == Some(seat) { 16 } else { 15 };
            list = list.push(text(format!("{}{bank}", i18n::tr(lang, &line))).size(size));
        }
        container(list).id("clock-times-list").width(320).into()
    }
}

/// What the clock is doing, in words.
fn status(lang: Lang, clock: &ClockState) -> String {
    let key = match clock.phase {
        _ if clock.time_up() => "clock-time-up",
        _ if clock.held => "clock-held",
        Phase::Waiting => "clock-waiting",
        Phase::Paused => "clock-paused",
        Phase::Running => "clock-running",
    };
    i18n::text(lang, key)
}

#[cfg(test)]
mod tests {
    use super::super::{Message as TableMessage, Table};
    use super::Message;
    use crate::core::{ClockSetting, Game, Phase, SetupInput};
    use crate::games::tally::Tally;
    use crate::session::{OpenReport, Session};

    fn table(clock: Option<ClockSetting>) -> Table {
        let input = SetupInput {
            players: ["Ann", "Bob"].map(String::from).to_vec(),
            ..SetupInput::default()
        };
        let setup = Tally::setup(&input).expect("two players");
        let session = Session::<Tally>::in_memory(setup, chrono::Utc::now()).with_clock(clock);
        Table::new(Box::new(session), &OpenReport::default()).0
    }

    #[test]
    fn the_buttons_start_pause_and_resume_and_only_a_running_clock_ticks() {
        let mut t = table(Some(ClockSetting::Countdown { seconds: 600 }));
        assert_eq!(t.clock().phase, Phase::Waiting);
        assert!(!t.clock_ticking(), "a clock that waits costs nothing");
        t.update(TableMessage::Clock(Message::Resume));
        assert!(t.outcome().is_some_and(|o| o.accepted()));
        assert!(t.clock_ticking());
        t.update(TableMessage::Clock(Message::Pause));
        assert_eq!(t.clock().phase, Phase::Paused);
        assert!(!t.clock_ticking(), "a paused clock costs nothing");
        // Pausing again is refused and enters nothing.
        t.update(TableMessage::Clock(Message::Pause));
        assert!(t.outcome().is_some_and(|o| !o.accepted()));
        assert_eq!(t.session().cursor(), 2);
        t.update(TableMessage::Clock(Message::Resume));
        assert_eq!(t.session().history()[2].notation, "resume");
        assert!(t.clock_ticking());
    }

    #[test]
    fn without_a_clock_nothing_ticks_and_the_times_are_still_there() {
        let mut t = table(None);
        assert!(!t.clock_ticking());
        t.update(TableMessage::EntryChanged("ann 4".into()));
        t.update(TableMessage::SubmitEntry);
        assert!(!t.clock_ticking());
        assert_eq!(t.clock().players[0].turns, 1);
        assert_eq!(t.clock().players[1].turns, 1, "Bob is at turn");
        assert!(!t.times_shown());
        t.update(TableMessage::Clock(Message::ToggleTimes));
        assert!(t.times_shown());
    }

    #[test]
    fn the_turns_and_times_are_in_the_summary_when_the_game_ends() {
        use crate::games::gunfighters::Gunfighters;
        let mut input = SetupInput {
            players: ["Ann", "Bob", "Cid"].map(String::from).to_vec(),
            ..SetupInput::default()
        };
        for (key, value) in [("face-up", "stable,saloon,ranch"), ("dealer", "cid")] {
            input.options.insert(key.into(), value.into());
        }
        input.board.insert("starting-coins".into(), 1);
        let setup = Gunfighters::setup(&input).expect("three players");
        let session = Session::<Gunfighters>::in_memory(setup, chrono::Utc::now());
        let mut t = Table::new(Box::new(session), &OpenReport::default()).0;
        assert!(!t.times_shown());
        let game = include_str!("../../../tests/suite/gunfighters/basic-game.txt");
        for line in game.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            assert!(!t.times_shown(), "not before the end ({line})");
            t.update(TableMessage::EntryChanged(line.into()));
            t.update(TableMessage::SubmitEntry);
        }
        assert!(
            t.session().outcome().is_some(),
            "the fixture plays to its end"
        );
        // The summary opens by itself and shows every player's turns and
        // time; the panel at the table stays closed over the board.
        let summary = t.summary().expect("the summary opens at the end");
        let turns: Vec<u32> = summary
            .seats
            .iter()
            .map(|seat| seat.time.map_or(0, |time| time.turns))
            .collect();
        assert_eq!(
            turns,
            t.clock()
                .players
                .iter()
                .map(|p| p.turns)
                .collect::<Vec<_>>()
        );
        assert!(turns.iter().all(|n| *n > 0), "every player had turns");
        assert!(!t.times_shown());
        // Asked for, the panel still opens at the table.
        t.update(TableMessage::Clock(Message::ToggleTimes));
        assert!(t.times_shown());
    }

    #[test]
    fn leaving_the_table_pauses_a_running_clock_once() {
        let mut t = table(Some(ClockSetting::Bank { minutes: 20 }));
        t.pause_on_leaving();
        assert_eq!(t.session().cursor(), 0, "a clock that waits is left alone");
        t.update(TableMessage::Clock(Message::Resume));
        t.pause_on_leaving();
        assert_eq!(t.clock().phase, Phase::Paused);
        assert_eq!(t.session().history()[1].notation, "pause");
        t.pause_on_leaving();
        assert_eq!(t.session().cursor(), 2, "paused already: nothing more");
    }
}
