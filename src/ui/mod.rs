//! The window (iced 0.14): a `Screen` enum with one module per screen, each
//! with its own `Message`, an `update` that returns an `Action` for the app,
//! and a `view`.
//!
//! Entries are saved inside `update`, on purpose: the fsync is what makes an
//! entry "done", so the screen shows it only after the write returned.
//! Opening and creating a game, reading lists and writing settings run as
//! tasks, so a slow disk never freezes the window.

pub mod awake;
pub mod chart;
mod chrome;
pub mod games;
pub mod home;
mod icons;
mod keys;
pub mod qr;
pub mod reference;
mod screens;
pub mod settings;
pub mod setup;
pub mod stats_screens;
pub mod summary;
pub mod table;
mod theme;
mod widgets;
pub mod window;
pub mod window_identity;

use crate::core::Msg;
use crate::i18n::{self, Lang};
use crate::rulebook::Book;
use crate::store::{Paths, Settings};
use crate::ui::widgets::button;
use home::{Failed, Ready};
use iced::keyboard::{self, Key};
use iced::theme::Mode;
use iced::widget::{column, container, row, stack, text};
use iced::{Alignment, Element, Font, Length, Size, Subscription, Task, Theme};
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
    // The size it had when it was last closed; fitted to the screen once
    // the window is there to ask which screen it is on.
    let loaded = Settings::load(&options.paths.settings).settings;
    let scale = window::shown_scale(loaded.text_scale, loaded.window);
    iced::application(move || App::new(options.clone()), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .default_font(Font::with_name("Fira Sans"))
        .window(window::settings(loaded.window, scale))
        .run()
}

/// The screen in front.
#[derive(Debug)]
enum Screen {
    /// Start, continue, delete.
    Home(home::Home),
    /// Players and seats for a new game.
    Setup(setup::Setup),
    /// A game in play.
    Table(Box<table::Table>),
    /// The History or Dice screen.
    Stats(stats_screens::Stats),
}

/// Everything the window knows.
#[derive(Debug)]
pub struct App {
    lang: Lang,
    paths: Paths,
    settings: Settings,
    /// Why the settings file could not be read or written, if it could not.
    settings_problem: Option<String>,
    /// Why the last game could not be opened or created.
    notice: Option<Msg>,
    system_mode: Mode,
    screen: Screen,
    /// The settings page, shown over the screen while open.
    settings_page: Option<settings::Page>,
    /// The rules drawer, beside the screen while open.
    drawer: Option<reference::Drawer>,
    show_test_game: bool,
    /// A game is being opened or created; other requests wait for it.
    busy: bool,
    /// Keeps the screen on while the table is showing (unless turned off).
    awake: awake::KeepAwake,
}

/// What happened in the window.
#[derive(Debug, Clone)]
pub enum Message {
    /// Something on the home screen.
    Home(home::Message),
    /// Something on the setup screen.
    Setup(setup::Message),
    /// Something at the table.
    Table(table::Message),
    /// Something on the History or Dice screen.
    Stats(stats_screens::Message),
    /// Something on the settings page.
    Settings(settings::Message),
    /// Something in the rules drawer.
    Reference(reference::Message),
    /// Open or close the rules drawer (F1).
    ToggleReference,
    /// Open the settings page.
    OpenSettings,
    /// The system switched between light and dark.
    SystemMode(Mode),
    /// A key that no widget used.
    Key(Key, keyboard::Modifiers),
    /// Switch the interface language (remembered in the settings).
    Language(Lang),
    /// Make the text bigger or smaller by this many steps of 10 %.
    TextSize(i8),
    /// The text at its normal size again (Ctrl+0).
    TextSizeReset,
    /// The window is open, on a screen of this size (if the system says).
    WindowOpened(iced::window::Id, Option<Size>),
    /// The window was resized (to this size, as iced reports it).
    Resized(Size),
    /// The window's close button: save the settings, then close.
    CloseRequested,
    /// The window has the keyboard's focus again (the table may have used
    /// a terminal meanwhile).
    WindowFocused,
    /// The settings were written (or why not).
    SettingsSaved(Result<(), String>),
    /// Hide the notice.
    DismissNotice,
    /// A saved game was opened off the update loop, or why not.
    Opened(PathBuf, Result<Ready, Failed>),
    /// A new game was created off the update loop (its players' names in
    /// seat order, offered again next time), or why not.
    Created(PathBuf, Vec<String>, Result<Ready, Msg>),
}

impl App {
    /// The window's first state and what to load; the screen is kept on
    /// through the desktop's screensaver inhibit.
    pub fn new(options: Options) -> (Self, Task<Message>) {
        App::with_inhibit(options, Box::new(awake::Desktop::default()))
    }

    /// Like [`App::new`], keeping the screen on through `inhibit`.
    pub fn with_inhibit(
        options: Options,
        inhibit: Box<dyn awake::Inhibit>,
    ) -> (Self, Task<Message>) {
        let loaded = Settings::load(&options.paths.settings);
        let (home, load) = home::Home::new(
            &options.paths,
            options.show_test_game,
            loaded.settings.last_game.as_deref(),
        );
        let app = App {
            lang: options.lang,
            paths: options.paths,
            settings: loaded.settings,
            settings_problem: loaded.problem.map(|p| i18n::tr(options.lang, &p.message())),
            notice: None,
            system_mode: Mode::Light,
            screen: Screen::Home(home),
            settings_page: None,
            drawer: None,
            show_test_game: options.show_test_game,
            busy: false,
            awake: awake::KeepAwake::new(inhibit),
        };
        let tasks = Task::batch([
            load.map(Message::Home),
            iced::system::theme().map(Message::SystemMode),
            iced::window::latest().and_then(|id| {
                Task::batch([
                    iced::window::monitor_size(id)
                        .map(move |screen| Message::WindowOpened(id, screen)),
                    // Known from the start, so closing keeps it even if it
                    // was never resized.
                    iced::window::size(id).map(Message::Resized),
                ])
            }),
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

    /// The text-size setting scales the whole window, as far as the window
    /// holds it (`window::shown_scale`). Sizes iced reports are divided by
    /// this very scale, so they are kept multiplied by it (`Resized`), and a
    /// new scale never feeds back into the size it came from.
    pub fn scale_factor(&self) -> f32 {
        window::shown_scale(self.settings.text_scale, self.settings.window)
    }

    /// Keys and system theme changes, and the turn clock's ticks only while
    /// a clock runs (an idle window uses no CPU).
    pub fn subscription(&self) -> Subscription<Message> {
        let ticking = self.table().is_some_and(table::Table::clock_ticking);
        let clock = if ticking {
            iced::time::every(table::clock::TICK)
                .map(|_| Message::Table(table::Message::Clock(table::clock::Message::Tick)))
        } else {
            Subscription::none()
        };
        let phones = self.table().map_or_else(Subscription::none, |t| {
            t.phones_subscription()
                .map(|m| Message::Table(table::Message::Phones(m)))
        });
        Subscription::batch([
            clock,
            phones,
            keyboard::listen().filter_map(|event| match event {
                keyboard::Event::KeyPressed { key, modifiers, .. } => {
                    Some(Message::Key(key, modifiers))
                }
                _ => None,
            }),
            iced::system::theme_changes().map(Message::SystemMode),
            iced::window::resize_events().map(|(_, size)| Message::Resized(size)),
            iced::window::close_requests().map(|_| Message::CloseRequested),
            // The focus back (a terminal used meanwhile): home reads its
            // folder again. An event, not a tick: idle stays idle.
            iced::window::events().filter_map(|(_, event)| {
                matches!(event, iced::window::Event::Focused).then_some(Message::WindowFocused)
            }),
        ])
    }

    /// Where files live.
    pub fn paths(&self) -> &Paths {
        &self.paths
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether the screen is being kept on now.
    pub fn keeping_awake(&self) -> bool {
        self.awake.is_held()
    }

    /// The current language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the rules drawer is open.
    pub fn reference_open(&self) -> bool {
        self.drawer.is_some()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        let task = self.handle(message);
        // Whatever the message was, the screen is kept on exactly while a
        // table is showing and the setting allows it.
        let wanted = self.settings.keep_awake && matches!(self.screen, Screen::Table(_));
        self.awake.set(wanted);
        task
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Home(message) => {
                let Screen::Home(home) = &mut self.screen else {
                    return Task::none();
                };
                match home.update(message, &self.paths) {
                    home::Action::None => Task::none(),
                    home::Action::Run(task) => task.map(Message::Home),
                    home::Action::Open(path) => self.open_game(path),
                    home::Action::Stats(which) => self.show_stats(which),
                    home::Action::New(_) if self.busy => Task::none(),
                    home::Action::New(game) => {
                        let (setup, task) = setup::Setup::new(game);
                        self.screen = Screen::Setup(setup);
                        self.notice = None;
                        task.map(Message::Setup)
                    }
                }
            }
            Message::Setup(message) => {
                let Screen::Setup(setup) = &mut self.screen else {
                    return Task::none();
                };
                match setup.update(message, &self.paths, &self.settings) {
                    setup::Action::None => Task::none(),
                    setup::Action::Run(task) => task.map(Message::Setup),
                    setup::Action::Back => self.go_home(),
                    setup::Action::KeepBoardValue(game, key, value) => {
                        let values = self.settings.board_values.entry(game).or_default();
                        match value {
                            Some(value) => values.insert(key.to_string(), value),
                            None => values.remove(key),
                        };
                        self.save_settings()
                    }
                    setup::Action::Create {
                        game,
                        input,
                        path,
                        clock,
                    } => self.create_game(game, input, path, clock),
                }
            }
            Message::Table(message) => {
                let Screen::Table(table) = &mut self.screen else {
                    return Task::none();
                };
                let task = match table.update(message) {
                    table::Action::None => Task::none(),
                    table::Action::Run(task) => task.map(Message::Table),
                    table::Action::Home => {
                        table.pause_on_leaving();
                        self.go_home()
                    }
                    table::Action::ShareWhenOpened(on) => self.share_when_opened(on),
                    table::Action::Reference(book, section) => {
                        self.open_reference(book, Some(section))
                    }
                    table::Action::NewGame { game, input, clock } => {
                        self.set_up_again(game, &input, clock)
                    }
                };
                Task::batch([task, self.keep_box_values()])
            }
            Message::Stats(message) => self.on_stats(message),
            Message::Settings(message) => self.on_settings(message),
            Message::Reference(message) => {
                if let Some(drawer) = &mut self.drawer
                    && drawer.update(message)
                {
                    self.drawer = None;
                }
                Task::none()
            }
            Message::ToggleReference => {
                if self.drawer.take().is_some() {
                    return Task::none();
                }
                let book = self
                    .table()
                    .map_or(Book::Holster, |t| Book::Game(t.session().game()));
                self.open_reference(book, None)
            }
            Message::OpenSettings => {
                self.settings_page = Some(settings::Page::default());
                Task::none()
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
            Message::TextSize(steps) => {
                // Smaller from the size shown: where the window shows less
                // than was asked, A− makes the text smaller at once.
                let from = if steps < 0 {
                    self.scale_factor()
                } else {
                    self.settings.text_scale
                };
                self.settings.text_scale = settings::step_text_scale(from, steps);
                self.save_settings()
            }
            Message::TextSizeReset => {
                self.settings.text_scale = 1.0;
                self.save_settings()
            }
            Message::WindowOpened(id, screen) => self.fit_window(id, screen),
            Message::Resized(size) => {
                // Kept in memory; written with the other settings, and when
                // the window closes.
                self.settings.window = Some(window::to_desktop(size, self.scale_factor()));
                Task::none()
            }
            Message::CloseRequested => {
                if let Screen::Table(table) = &mut self.screen {
                    table.pause_on_leaving();
                }
                self.save_settings().chain(iced::exit())
            }
            Message::WindowFocused => match &self.screen {
                Screen::Home(home) => home
                    .reload(&self.paths, self.settings.last_game.as_deref())
                    .map(Message::Home),
                _ => Task::none(),
            },
            Message::SettingsSaved(result) => {
                self.settings_problem = result.err();
                Task::none()
            }
            Message::DismissNotice => {
                self.notice = None;
                Task::none()
            }
            Message::Opened(path, result) => {
                self.busy = false;
                match result.map(|ready| ready.take()) {
                    Ok(Some((session, report))) => self.show_table(session, &report, path),
                    Ok(None) => Task::none(),
                    Err(failed) => {
                        if let (true, Screen::Home(home)) = (failed.damaged, &mut self.screen) {
                            // The list read only the file's ends; now it is known.
                            home.mark_damaged(&path, failed.message.clone());
                        }
                        self.notice = Some(failed.message);
                        Task::none()
                    }
                }
            }
            Message::Created(path, players, result) => {
                self.busy = false;
                match result.map(|ready| ready.take()) {
                    Ok(Some((session, report))) => {
                        self.settings.last_players = players;
                        self.show_table(session, &report, path)
                    }
                    Ok(None) => Task::none(),
                    Err(problem) => {
                        match &mut self.screen {
                            Screen::Setup(setup) => setup.set_problem(problem),
                            _ => self.notice = Some(problem),
                        }
                        Task::none()
                    }
                }
            }
        }
    }

    fn open_reference(&mut self, book: Book, section: Option<String>) -> Task<Message> {
        match (&mut self.drawer, section) {
            (Some(drawer), Some(section)) => {
                drawer.show(book, section);
                Task::none()
            }
            (_, section) => {
                let (drawer, task) = reference::Drawer::new(book, self.lang, section);
                self.drawer = Some(drawer);
                task.map(Message::Reference)
            }
        }
    }

    /// Keeps the printed values of the box's cards the table has entered
    /// at the table showing (see `Game::box_values`) among the household's
    /// board values, saved when one is new or changed.
    fn keep_box_values(&mut self) -> Task<Message> {
        let Screen::Table(table) = &self.screen else {
            return Task::none();
        };
        let session = table.session();
        let learned = session.box_values();
        if learned.is_empty() {
            return Task::none();
        }
        let kept = self
            .settings
            .board_values
            .entry(session.game())
            .or_default();
        let mut changed = false;
        for (key, value) in learned {
            if kept.get(&key) != Some(&value) {
                kept.insert(key, value);
                changed = true;
            }
        }
        if changed {
            self.save_settings()
        } else {
            Task::none()
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
        let body: Element<'_, Message> = match (&self.settings_page, &self.screen) {
            (Some(page), _) => page
                .view(self.lang, &self.settings, &self.paths, self.show_test_game)
                .map(Message::Settings),
            (None, Screen::Home(home)) => home
                .view(self.lang, self.settings.last_game.as_ref())
                .map(Message::Home),
            (None, Screen::Setup(setup)) => {
                setup.view(self.lang, &self.settings).map(Message::Setup)
            }
            (None, Screen::Table(table)) => table.view(self.lang).map(Message::Table),
            (None, Screen::Stats(stats)) => stats
                .view(self.lang, self.logical_width())
                .map(Message::Stats),
        };
        let body: Element<'_, Message> = match &self.drawer {
            // The drawer lies over the right-hand side (the history), so the
            // players and the entry field stay as they were. Tab goes
            // round the drawer alone meanwhile, as typing does (it never
            // goes to the entry while the drawer is open): Enter must not
            // press Undo under it.
            Some(drawer) => stack![
                widgets::focus::covered(body, true),
                container(drawer.view(self.lang).map(Message::Reference))
                    .align_right(Length::Fill)
                    .height(Length::Fill)
            ]
            .into(),
            None => body,
        };
        let mut page = column![self.top_bar()];
        for problem in self.settings_problem.iter() {
            page = page.push(
                container(text(problem.clone()))
                    .padding(10)
                    .width(Length::Fill)
                    .style(|t| theme::banner(t, theme::Tone::Violation)),
            );
        }
        if let Some(notice) = &self.notice {
            page = page.push(
                container(
                    row![
                        text(i18n::tr(self.lang, notice)).width(Length::Fill),
                        button(text("×").size(20))
                            .style(button::text)
                            .on_press(Message::DismissNotice),
                    ]
                    .align_y(Alignment::Center),
                )
                .padding(10)
                .width(Length::Fill)
                .style(|t| theme::banner(t, theme::Tone::Violation)),
            );
        }
        page.push(body).into()
    }
}
