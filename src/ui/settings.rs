//! Settings: language, theme, text size, keeping the screen on, the odds,
//! the phones' port, and the board values: numbers printed on components that the rulebooks do not
//! give, shown beside what the rulebook does say.

use super::theme::{self, Tone};
use super::widgets::{TextHistory, field_keys, section_title};
use crate::core::{GameId, Msg};
use crate::i18n::{self, Lang};
use crate::store::{MIN_FIXED_PORT, Paths, Settings, ThemeChoice};
use crate::ui::widgets::button;
use iced::widget::{Column, checkbox, column, container, radio, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};
use std::collections::BTreeMap;

/// The smallest text size offered.
pub const MIN_TEXT_SCALE: f32 = 0.8;
/// The largest text size offered.
pub const MAX_TEXT_SCALE: f32 = 1.6;

/// `scale` moved by `steps` steps of 10 %, kept within the sizes offered.
pub fn step_text_scale(scale: f32, steps: i8) -> f32 {
    let scaled = (scale * 10.0).round() + f32::from(steps);
    (scaled / 10.0).clamp(MIN_TEXT_SCALE, MAX_TEXT_SCALE)
}

/// The settings page's own state: what is being typed into board values.
#[derive(Debug, Clone, Default)]
pub struct Page {
    drafts: BTreeMap<(GameId, &'static str), String>,
    problems: BTreeMap<(GameId, &'static str), Msg>,
    /// The typing of each board value's field, for Ctrl+Z and Ctrl+Y.
    steps: BTreeMap<(GameId, &'static str), TextHistory>,
    /// What is typed into the phones' port, while it is not yet a port.
    port_draft: Option<String>,
    /// Why the typed port is not one.
    port_problem: Option<Msg>,
    /// The port field's typing, for Ctrl+Z and Ctrl+Y.
    port_steps: TextHistory,
}

/// What happened on the settings page.
#[derive(Debug, Clone)]
pub enum Message {
    /// Choose the interface language.
    Language(Lang),
    /// Choose the theme.
    Theme(ThemeChoice),
    /// Keep the screen on while a game is open, or not.
    KeepAwake(bool),
    /// Show the odds beside each choice the dice make, or not.
    ShowOdds(bool),
    /// Escape in a board value's field: its mistake is dropped.
    ClearProblem(GameId, &'static str),
    /// Ctrl+Z in a board value's field: its typing one step back.
    BoardUndo(GameId, &'static str),
    /// Ctrl+Y in a board value's field: its typing one step forth.
    BoardRedo(GameId, &'static str),
    /// A board value was edited.
    BoardValue(GameId, &'static str, String),
    /// The phones' port was edited.
    Port(String),
    /// Ctrl+Z (true) or Ctrl+Y (false) in the port's field.
    PortStep(bool),
    /// Escape in the port's field: its mistake is dropped.
    PortClear,
    /// Back to where the person came from.
    Close,
}

/// What the settings page asks of the app.
pub enum Action {
    /// Nothing more.
    None,
    /// The settings changed: use and save them.
    Changed(Settings),
    /// Close the page.
    Close,
}

impl Page {
    /// Handles a message, given the settings in force.
    pub fn update(&mut self, message: Message, settings: &Settings) -> Action {
        let mut next = settings.clone();
        match message {
            Message::Language(lang) => next.language = Some(lang),
            Message::Theme(choice) => next.theme = choice,
            Message::KeepAwake(on) => next.keep_awake = on,
            Message::ShowOdds(on) => next.show_odds = on,
            Message::ClearProblem(game, key) => {
                self.problems.remove(&(game, key));
                self.drafts.remove(&(game, key));
                return Action::None;
            }
            Message::BoardValue(game, key, typed) => {
                let mut current = self.board_text(game, key, settings);
                self.steps
                    .entry((game, key))
                    .or_default()
                    .edit(&mut current, typed);
                return self.board_typed(game, key, current, next);
            }
            Message::BoardUndo(game, key) | Message::BoardRedo(game, key) => {
                let back = matches!(message, Message::BoardUndo(..));
                let mut current = self.board_text(game, key, settings);
                let steps = self.steps.entry((game, key)).or_default();
                let moved = if back {
                    steps.undo(&mut current)
                } else {
                    steps.redo(&mut current)
                };
                if !moved {
                    return Action::None;
                }
                return self.board_typed(game, key, current, next);
            }
            Message::Port(typed) => {
                let mut current = self.port_text(settings);
                self.port_steps.edit(&mut current, typed);
                return self.port_typed(current, next);
            }
            Message::PortStep(back) => {
                let mut current = self.port_text(settings);
                let moved = if back {
                    self.port_steps.undo(&mut current)
                } else {
                    self.port_steps.redo(&mut current)
                };
                if !moved {
                    return Action::None;
                }
                return self.port_typed(current, next);
            }
            Message::PortClear => {
                self.port_draft = None;
                self.port_problem = None;
                return Action::None;
            }
            Message::Close => return Action::Close,
        }
        Action::Changed(next)
    }

    /// What the port's field shows: what was typed, else the port kept.
    fn port_text(&self, settings: &Settings) -> String {
        self.port_draft.clone().unwrap_or_else(|| {
            settings
                .phones_port
                .map(|p| p.to_string())
                .unwrap_or_default()
        })
    }

    /// A port typed: empty lets the system pick; a number from 1024 to
    /// 65535 fixes it; anything else is said and changes nothing.
    fn port_typed(&mut self, typed: String, mut next: Settings) -> Action {
        let trimmed = typed.trim().to_string();
        self.port_draft = Some(typed);
        let port = match trimmed.parse::<u16>() {
            _ if trimmed.is_empty() => None,
            Ok(port) if port >= MIN_FIXED_PORT => Some(port),
            _ => {
                self.port_problem = Some(
                    Msg::new("settings-port-invalid")
                        .arg("typed", trimmed)
                        .arg("min", MIN_FIXED_PORT.to_string()),
                );
                return Action::None;
            }
        };
        self.port_problem = None;
        next.phones_port = port;
        Action::Changed(next)
    }

    /// What a board value's field shows: what was typed, else what the
    /// settings keep.
    fn board_text(&self, game: GameId, key: &'static str, settings: &Settings) -> String {
        self.drafts.get(&(game, key)).cloned().unwrap_or_else(|| {
            settings
                .board_value(game, key)
                .map(|v| v.to_string())
                .unwrap_or_default()
        })
    }

    /// A board value typed: checked, and kept in `next` when it is one (or
    /// forgotten when the field was emptied).
    fn board_typed(
        &mut self,
        game: GameId,
        key: &'static str,
        typed: String,
        mut next: Settings,
    ) -> Action {
        let Some(spec) = crate::games::board_values(game)
            .iter()
            .find(|v| v.key == key)
        else {
            return Action::None;
        };
        let trimmed = typed.trim().to_string();
        self.drafts.insert((game, key), typed);
        if trimmed.is_empty() {
            self.problems.remove(&(game, key));
            if let Some(values) = next.board_values.get_mut(&game) {
                values.remove(key);
            }
            return Action::Changed(next);
        }
        match trimmed.parse::<i64>() {
            Ok(value) if (spec.min..=spec.max).contains(&value) => {
                self.problems.remove(&(game, key));
                next.board_values
                    .entry(game)
                    .or_default()
                    .insert(key.to_string(), value);
                Action::Changed(next)
            }
            _ => {
                self.problems.insert(
                    (game, key),
                    Msg::new("settings-board-invalid")
                        .arg("typed", trimmed)
                        .arg("min", spec.min)
                        .arg("max", spec.max),
                );
                Action::None
            }
        }
    }

    /// The page.
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        settings: &'a Settings,
        paths: &'a Paths,
        show_test_game: bool,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        // The language in use (a `--lang` on the command line wins over the setting).
        let chosen_lang = Some(lang);
        let languages = row![
            radio("English", Lang::En, chosen_lang, Message::Language),
            radio("Nederlands", Lang::Nl, chosen_lang, Message::Language),
        ]
        .spacing(24);
        let themes = row![
            radio(
                t("settings-theme-system"),
                ThemeChoice::System,
                Some(settings.theme),
                Message::Theme
            ),
            radio(
                t("settings-theme-light"),
                ThemeChoice::Light,
                Some(settings.theme),
                Message::Theme
            ),
            radio(
                t("settings-theme-dark"),
                ThemeChoice::Dark,
                Some(settings.theme),
                Message::Theme
            ),
        ]
        .spacing(24);
        // The buttons are in the top bar, where a change of size moves
        // them least; here is what they do.
        let percent = (settings.text_scale * 100.0).round() as i64;
        let now = text(i18n::tr(
            lang,
            &Msg::new("settings-text-size-now").arg("percent", percent),
        ))
        .size(15);
        // A window too small for the size asked shows less, and says so
        // here, where the size is looked for.
        let size = match super::window::text_size_cut(settings.text_scale, settings.window) {
            Some(why) => column![now, text(i18n::tr(lang, &why)).size(15)].spacing(4),
            None => column![now],
        };
        let awake = container(
            checkbox(settings.keep_awake)
                .label(t("settings-keep-awake"))
                .on_toggle(Message::KeepAwake),
        )
        .id("keep-awake");
        let odds = container(
            checkbox(settings.show_odds)
                .label(t("settings-show-odds"))
                .on_toggle(Message::ShowOdds),
        )
        .id("show-odds");

        let port_text = self.port_text(settings);
        let mut port = column![
            row![
                text(t("settings-port")).width(220),
                field_keys(
                    text_input(&t("settings-port-automatic"), &port_text)
                        .id("phones-port")
                        .on_input(Message::Port)
                        .padding(8)
                        .width(120)
                )
                .on_undo(Message::PortStep(true))
                .on_redo(Message::PortStep(false))
                .on_escape(Message::PortClear),
                text(t("settings-port-help")).size(14),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
        ]
        .spacing(4);
        if let Some(problem) = &self.port_problem {
            port = port.push(
                container(text(i18n::tr(lang, problem)).size(14))
                    .padding(8)
                    .style(|th| theme::banner(th, Tone::Violation)),
            );
        }

        let mut board = Column::new().spacing(14);
        let mut any = false;
        for game in crate::games::registry::offered(show_test_game).map(|g| g.id()) {
            let values = crate::games::board_values(game);
            if values.is_empty() {
                continue;
            }
            any = true;
            board = board.push(text(t(&game.title_key())).size(18));
            for value in values {
                let draft = self.board_text(game, value.key, settings);
                let empty_hint = value.default.map(|d| d.to_string()).unwrap_or_default();
                let key = value.key;
                let mut line = column![
                    row![
                        text(t(value.label)).width(220),
                        field_keys(
                            text_input(&empty_hint, &draft)
                                .id(format!("board-{}-{}", game.as_str(), key))
                                .on_input(move |typed| Message::BoardValue(game, key, typed))
                                .padding(8)
                                .width(120)
                        )
                        .on_undo(Message::BoardUndo(game, key))
                        .on_redo(Message::BoardRedo(game, key))
                        .on_escape(Message::ClearProblem(game, key)),
                        text(t(value.rulebook_says)).size(14),
                    ]
                    .spacing(12)
                    .align_y(Alignment::Center),
                ]
                .spacing(4);
                if let Some(problem) = self.problems.get(&(game, value.key)) {
                    line = line.push(
                        container(text(i18n::tr(lang, problem)).size(14))
                            .padding(8)
                            .style(|th| theme::banner(th, Tone::Violation)),
                    );
                }
                board = board.push(line);
            }
        }
        if !any {
            board = board.push(text(t("settings-board-none")).size(15));
        }

        let content = column![
            row![
                button(text(t("setup-back")))
                    .style(button::text)
                    .on_press(Message::Close),
                section_title(t("settings-title")),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
            text(t("settings-language")).size(18),
            languages,
            text(t("settings-theme")).size(18),
            themes,
            text(t("settings-text-size")).size(18),
            size,
            text(t("settings-screen")).size(18),
            awake,
            text(t("settings-help")).size(18),
            odds,
            text(t("settings-phones")).size(18),
            port,
            section_title(t("settings-board-values")),
            text(t("settings-board-help")).size(15),
            board,
            text(i18n::tr(
                lang,
                &Msg::new("settings-files")
                    .arg("games", paths.games.display().to_string())
                    .arg("settings", paths.settings.display().to_string())
            ))
            .size(13),
        ]
        .spacing(14)
        .padding(24)
        .max_width(1000);
        scrollable(container(content).center_x(Length::Fill))
            .height(Length::Fill)
            .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::tally::Tally;

    #[test]
    fn board_values_are_checked_and_kept_per_game() {
        let mut page = Page::default();
        let settings = Settings::default();
        let Action::Changed(next) = page.update(
            Message::BoardValue(Tally::ID, "goal", "80".into()),
            &settings,
        ) else {
            panic!("a valid value changes the settings");
        };
        assert_eq!(next.board_value(Tally::ID, "goal"), Some(80));
        assert!(matches!(
            page.update(Message::BoardValue(Tally::ID, "goal", "5".into()), &next),
            Action::None
        ));
        assert_eq!(
            page.problems
                .get(&(Tally::ID, "goal"))
                .map(|m| m.key.as_str()),
            Some("settings-board-invalid")
        );
        let Action::Changed(cleared) =
            page.update(Message::BoardValue(Tally::ID, "goal", " ".into()), &next)
        else {
            panic!("clearing goes back to the rulebook's value");
        };
        assert_eq!(cleared.board_value(Tally::ID, "goal"), None);
    }

    #[test]
    fn text_size_moves_in_steps_within_bounds() {
        let mut scale = 1.0;
        for _ in 0..10 {
            scale = step_text_scale(scale, 1);
        }
        assert!((scale - MAX_TEXT_SCALE).abs() < 1e-6);
        assert!((step_text_scale(1.0, -1) - 0.9).abs() < 1e-6);
        assert!((step_text_scale(0.8, -1) - MIN_TEXT_SCALE).abs() < 1e-6);
    }

    #[test]
    fn keeping_the_screen_on_is_a_setting_and_escape_drops_a_mistake() {
        let mut page = Page::default();
        let Action::Changed(off) = page.update(Message::KeepAwake(false), &Settings::default())
        else {
            panic!("turning it off changes the settings");
        };
        assert!(!off.keep_awake);
        let Action::Changed(no_odds) = page.update(Message::ShowOdds(false), &Settings::default())
        else {
            panic!("turning the odds off changes the settings");
        };
        assert!(!no_odds.show_odds && Settings::default().show_odds);
        page.update(Message::BoardValue(Tally::ID, "goal", "x".into()), &off);
        assert!(page.problems.contains_key(&(Tally::ID, "goal")));
        assert!(matches!(
            page.update(Message::ClearProblem(Tally::ID, "goal"), &off),
            Action::None
        ));
        assert!(page.problems.is_empty() && page.drafts.is_empty());
    }

    #[test]
    fn ctrl_z_in_a_board_value_takes_back_the_typing_and_keeps_what_it_shows() {
        let mut page = Page::default();
        let mut settings = Settings::default();
        for typed in ["4", "40", "400"] {
            if let Action::Changed(next) = page.update(
                Message::BoardValue(Tally::ID, "goal", typed.into()),
                &settings,
            ) {
                settings = next;
            }
        }
        assert_eq!(settings.board_value(Tally::ID, "goal"), Some(400));
        let Action::Changed(back) = page.update(Message::BoardUndo(Tally::ID, "goal"), &settings)
        else {
            panic!("one step back changes the value");
        };
        assert_eq!(back.board_value(Tally::ID, "goal"), Some(40));
        assert!(matches!(
            page.update(Message::BoardUndo(Tally::ID, "goal"), &back),
            Action::None
        ));
        assert_eq!(page.board_text(Tally::ID, "goal", &back), "4");
        assert!(
            page.problems.contains_key(&(Tally::ID, "goal")),
            "4 is below the goal's minimum: said, not kept"
        );
        let Action::Changed(forth) = page.update(Message::BoardRedo(Tally::ID, "goal"), &back)
        else {
            panic!("one step forth");
        };
        assert_eq!(forth.board_value(Tally::ID, "goal"), Some(40));
        assert!(page.problems.is_empty());
    }

    #[test]
    fn the_phones_port_is_automatic_when_empty_and_checked_when_typed() {
        let mut page = Page::default();
        let settings = Settings::default();
        let Action::Changed(fixed) = page.update(Message::Port(" 8642 ".into()), &settings) else {
            panic!("a port changes the settings");
        };
        assert_eq!(fixed.phones_port, Some(8642));
        for wrong in ["80", "0", "70000", "eighty", "-1"] {
            assert!(
                matches!(
                    page.update(Message::Port(wrong.into()), &fixed),
                    Action::None
                ),
                "{wrong} changes nothing"
            );
            assert!(page.port_problem.is_some(), "{wrong} is said to be wrong");
        }
        let Action::Changed(auto) = page.update(Message::Port(String::new()), &fixed) else {
            panic!("emptied, the system picks");
        };
        assert_eq!(auto.phones_port, None);
        assert!(page.port_problem.is_none());
        // Escape drops a mistake; the field shows the port kept again.
        page.update(Message::Port("12".into()), &fixed);
        page.update(Message::PortClear, &fixed);
        assert_eq!(
            (page.port_text(&fixed), page.port_problem.is_none()),
            ("8642".to_string(), true)
        );
    }
}
