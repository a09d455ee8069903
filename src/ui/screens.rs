//! The window moving between its screens: home, the setup of a new game,
//! the table, the History and Dice screens; and which one is in front; and
//! the settings a screen changes.
//! Kept beside [`App`] rather than in each screen's module, so a screen
//! never reaches up into the app that holds it.

use super::{App, Message, Screen, home, settings, setup, stats_screens, table};
use crate::core::{ClockSetting, GameId, SetupInput};
use crate::session::{AnySession, OpenReport};
use iced::Task;
use std::path::{Path, PathBuf};

impl App {
    /// The game in play, if the table is showing.
    pub fn table(&self) -> Option<&table::Table> {
        match &self.screen {
            Screen::Table(table) => Some(table),
            _ => None,
        }
    }

    /// The setup screen, if it is showing.
    pub fn setup(&self) -> Option<&setup::Setup> {
        match &self.screen {
            Screen::Setup(setup) => Some(setup),
            _ => None,
        }
    }

    /// The History or Dice screen, if it is showing.
    pub fn stats(&self) -> Option<&stats_screens::Stats> {
        match &self.screen {
            Screen::Stats(stats) => Some(stats),
            _ => None,
        }
    }

    /// Opens a saved game in a task; the home screen stays as it is until
    /// the game is there.
    pub(super) fn open_game(&mut self, path: PathBuf) -> Task<Message> {
        if std::mem::replace(&mut self.busy, true) {
            return Task::none();
        }
        let opening = path.clone();
        home::open_game(opening).map(move |result| Message::Opened(path.clone(), result))
    }

    /// Creates a new game in a task; the setup screen stays as it is until
    /// the game is there, or says why it is not.
    pub(super) fn create_game(
        &mut self,
        game: GameId,
        input: SetupInput,
        path: PathBuf,
        clock: Option<ClockSetting>,
    ) -> Task<Message> {
        if std::mem::replace(&mut self.busy, true) {
            return Task::none();
        }
        let players = input.players.clone();
        let task = home::create_game(self.paths.games.clone(), game, input, path.clone(), clock);
        task.map(move |result| Message::Created(path.clone(), players.clone(), result))
    }

    /// The table of a game just opened or created, remembered as the last
    /// game played.
    pub(super) fn show_table(
        &mut self,
        session: Box<dyn AnySession>,
        report: &OpenReport,
        path: PathBuf,
    ) -> Task<Message> {
        let (mut table, task) = table::Table::new(session, report);
        table.use_settings(&self.settings);
        // A game the table asked to share whenever it is opened: shared at
        // once, its code on the screen for the phones to scan again.
        table.share_if_remembered();
        self.screen = Screen::Table(Box::new(table));
        self.notice = None;
        self.settings.last_game = Some(path);
        Task::batch([task.map(Message::Table), self.save_settings()])
    }

    /// Back to the home screen.
    pub(super) fn go_home(&mut self) -> Task<Message> {
        let last = self.settings.last_game.as_deref();
        let (home, load) = home::Home::new(&self.paths, self.show_test_game, last);
        // Dropping the table releases the game's lock.
        self.screen = Screen::Home(home);
        load.map(Message::Home)
    }

    /// Leaves the game at the table for the setup of a new one with its
    /// players, seats and options (the summary's "New game, same players").
    pub(super) fn set_up_again(
        &mut self,
        game: GameId,
        input: &SetupInput,
        clock: Option<ClockSetting>,
    ) -> Task<Message> {
        if let Screen::Table(table) = &mut self.screen {
            table.pause_on_leaving();
        }
        let (setup, task) = setup::Setup::again(game, input, clock);
        self.screen = Screen::Setup(setup);
        task.map(Message::Setup)
    }

    /// Opens the History or Dice screen from home.
    pub(super) fn show_stats(&mut self, which: stats_screens::Which) -> Task<Message> {
        let (stats, task) = stats_screens::Stats::new(which, &self.paths);
        self.screen = Screen::Stats(stats);
        self.notice = None;
        task.map(Message::Stats)
    }

    /// Handles a message of the History or Dice screen.
    pub(super) fn on_stats(&mut self, message: stats_screens::Message) -> Task<Message> {
        let Screen::Stats(stats) = &mut self.screen else {
            return Task::none();
        };
        match stats.update(message) {
            stats_screens::Action::None => Task::none(),
            stats_screens::Action::Run(task) => task.map(Message::Stats),
            stats_screens::Action::Home => self.go_home(),
            stats_screens::Action::Open(path) => self.open_game(path),
        }
    }

    /// The window's width in its own units (after the text scale), once
    /// known: the History screen's columns depend on it.
    pub(super) fn logical_width(&self) -> Option<f32> {
        let scale = self.scale_factor();
        self.settings.window.map(|w| w.width / scale)
    }

    /// Handles the settings page: a change is used at once and saved.
    pub(super) fn on_settings(&mut self, message: settings::Message) -> Task<Message> {
        let Some(page) = &mut self.settings_page else {
            return Task::none();
        };
        match page.update(message, &self.settings) {
            settings::Action::None => Task::none(),
            settings::Action::Close => {
                self.settings_page = None;
                Task::none()
            }
            settings::Action::Changed(next) => {
                if let Some(lang) = next.language {
                    self.lang = lang;
                }
                if let Screen::Table(table) = &mut self.screen {
                    table.use_settings(&next);
                }
                self.settings = next;
                self.save_settings()
            }
        }
    }

    /// The table's "Share whenever this game is opened": kept per game
    /// file in the settings, only for the games it was asked for.
    pub(super) fn share_when_opened(&mut self, on: bool) -> Task<Message> {
        let Screen::Table(table) = &mut self.screen else {
            return Task::none();
        };
        let Some(path) = table.session().path().map(Path::to_path_buf) else {
            return Task::none();
        };
        if on {
            self.settings.share_when_opened.insert(path);
        } else {
            self.settings.share_when_opened.remove(&path);
        }
        table.use_settings(&self.settings);
        self.save_settings()
    }
}
