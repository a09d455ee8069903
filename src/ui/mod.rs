//! The window (iced 0.14): a `Screen` enum with one module per screen, each
//! with its own `Message`, an `update` that returns an `Action` for the app,
//! and a `view`.
//!
//! Entries are saved inside `update`, on purpose: the fsync is what makes an
//! entry "done", so the screen shows it only after the write returned. Reading
//! lists and writing settings run as tasks.

mod home;
mod icons;
mod theme;
mod widgets;

use crate::i18n::{self, Lang};
use crate::store::{Paths, Settings};
use iced::keyboard::{self, Key, key::Named};
use iced::theme::Mode;
use iced::widget::{button, column, container, row, space, text};
use iced::{Alignment, Element, Font, Length, Subscription, Task, Theme};
use std::path::PathBuf;

/// Options for starting the window.
#[derive(Debug, Clone)]
pub struct Options {
    /// The interface language.
    pub lang: Lang,
    /// Where files live.
    pub paths: Paths,
    /// Offer the machinery's test game on the home screen (tests only).
    pub show_test_game: bool,
}

/// Opens the window and runs until it is closed.
pub fn run(lang: Lang, paths: Paths) -> iced::Result {
    let options = Options {
        lang,
        paths,
        show_test_game: std::env::var_os("HOLSTER_TEST_GAME").is_some(),
    };
    iced::application(move || App::new(options.clone()), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .default_font(Font::with_name("Fira Sans"))
        .window_size((1280.0, 760.0))
        .run()
}

/// The screen in front.
#[derive(Debug)]
enum Screen {
    /// Start, continue, delete.
    Home(home::Home),
}

/// Everything the window knows.
#[derive(Debug)]
pub struct App {
    lang: Lang,
    paths: Paths,
    settings: Settings,
    /// Why the settings file could not be read or written, if it could not.
    settings_problem: Option<String>,
    system_mode: Mode,
    screen: Screen,
    show_test_game: bool,
}

/// What happened in the window.
#[derive(Debug, Clone)]
pub enum Message {
    /// Something on the home screen.
    Home(home::Message),
    /// The system switched between light and dark.
    SystemMode(Mode),
    /// A key that no widget used.
    Key(Key, keyboard::Modifiers),
    /// Switch the interface language (remembered in the settings).
    Language(Lang),
    /// The settings were written (or why not).
    SettingsSaved(Result<(), String>),
}

impl App {
    /// The window's first state and what to load.
    pub fn new(options: Options) -> (Self, Task<Message>) {
        let loaded = Settings::load(&options.paths.settings);
        let (home, load) = home::Home::new(&options.paths, options.show_test_game);
        let app = App {
            lang: options.lang,
            paths: options.paths,
            settings: loaded.settings,
            settings_problem: loaded.problem.map(|p| i18n::tr(options.lang, &p.message())),
            system_mode: Mode::Light,
            screen: Screen::Home(home),
            show_test_game: options.show_test_game,
        };
        let tasks = Task::batch([
            load.map(Message::Home),
            iced::system::theme().map(Message::SystemMode),
        ]);
        (app, tasks)
    }

    /// The window's title.
    pub fn title(&self) -> String {
        i18n::text(self.lang, "app-title")
    }

    /// Light or dark, as chosen or as the system says.
    pub fn theme(&self) -> Theme {
        theme::theme(self.settings.theme, self.system_mode)
    }

    /// The text-size setting scales the whole window.
    pub fn scale_factor(&self) -> f32 {
        self.settings.text_scale.clamp(0.75, 2.0)
    }

    /// Keys and system theme changes.
    pub fn subscription(&self) -> Subscription<Message> {
        Subscription::batch([
            keyboard::listen().filter_map(|event| match event {
                keyboard::Event::KeyPressed { key, modifiers, .. } => {
                    Some(Message::Key(key, modifiers))
                }
                _ => None,
            }),
            iced::system::theme_changes().map(Message::SystemMode),
        ])
    }

    /// The current language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Home(message) => {
                let Screen::Home(home) = &mut self.screen;
                match home.update(message, &self.paths) {
                    home::Action::None => Task::none(),
                    home::Action::Run(task) => task.map(Message::Home),
                    home::Action::Open(_path) => Task::none(),
                    home::Action::New(_game) => Task::none(),
                }
            }
            Message::SystemMode(mode) => {
                self.system_mode = mode;
                Task::none()
            }
            Message::Key(key, modifiers) => self.on_key(key, modifiers),
            Message::Language(lang) => {
                self.lang = lang;
                self.settings.language = Some(lang);
                self.save_settings()
            }
            Message::SettingsSaved(result) => {
                self.settings_problem = result.err();
                Task::none()
            }
        }
    }

    fn on_key(&mut self, key: Key, _modifiers: keyboard::Modifiers) -> Task<Message> {
        match key {
            Key::Named(Named::Escape) => Task::none(),
            _ => Task::none(),
        }
    }

    fn save_settings(&self) -> Task<Message> {
        let settings = self.settings.clone();
        let path = self.paths.settings.clone();
        let lang = self.lang;
        Task::perform(
            async move {
                settings
                    .save(&path)
                    .map_err(|e| i18n::tr(lang, &e.message()))
            },
            Message::SettingsSaved,
        )
    }

    /// The window's contents.
    pub fn view(&self) -> Element<'_, Message> {
        let body = match &self.screen {
            Screen::Home(home) => home
                .view(self.lang, self.settings.last_game.as_ref())
                .map(Message::Home),
        };
        let mut page = column![self.top_bar()];
        if let Some(problem) = &self.settings_problem {
            page = page.push(
                container(text(problem.clone()))
                    .padding(10)
                    .width(Length::Fill)
                    .style(|t| theme::banner(t, theme::Tone::Violation)),
            );
        }
        page.push(body).into()
    }

    fn top_bar(&self) -> Element<'_, Message> {
        let lang_button = |lang: Lang, label: &'static str| {
            let chosen = self.lang == lang;
            container(
                button(text(label).size(15))
                    .padding([8, 12])
                    .style(if chosen {
                        button::primary
                    } else {
                        button::secondary
                    })
                    .on_press_maybe((!chosen).then_some(Message::Language(lang))),
            )
            .id(format!("lang-{}", lang.code()))
        };
        container(
            row![
                icons::Icon::Revolver.view(28.0),
                text(i18n::text(self.lang, "app-title")).size(24),
                space().width(Length::Fill),
                lang_button(Lang::En, "English"),
                lang_button(Lang::Nl, "Nederlands"),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
        )
        .padding([10, 20])
        .width(Length::Fill)
        .style(theme::panel)
        .into()
    }
}

/// Where a game file lives (kept for the screens that open games).
#[allow(dead_code)]
fn _path_marker(_: PathBuf) {}
