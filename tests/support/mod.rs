//! Scaffolding shared by the window's integration tests (`tests/ui.rs`,
//! `tests/gunfights_turn_pad.rs`): the app driven through iced_test's
//! simulator with the CPU renderer, so no display is needed.

// Each test crate that declares `mod support;` uses only part of it.
#![allow(dead_code)]

pub mod gunfights;

use holster::core::GameId;
use holster::games::gunfights::{GunState, Gunfights};
use holster::i18n::Lang;
use holster::session::Session;
use holster::store::{Paths, Settings};
use holster::ui::{App, Message, Options};
use iced::Task;
use iced_test::runtime::Action;
use iced_test::runtime::futures::futures::{StreamExt, executor};
use iced_test::selector::Selector;
use iced_test::simulator::Simulator;
use std::collections::BTreeMap;

/// The app, with every task it starts run to the end (widget operations such
/// as focus have no window to act on and are dropped).
pub struct Harness {
    /// The app under test.
    pub app: App,
    /// Where its settings and games are kept; removed when the harness is.
    _dir: tempfile::TempDir,
}

impl Harness {
    /// A fresh app in `lang`, its files in a new temporary folder, with the
    /// test game offered.
    pub fn new(lang: Lang) -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        let options = Options {
            lang,
            paths: Paths::under(dir.path()),
            show_test_game: true,
        };
        Harness::with_options(options, dir)
    }

    /// A fresh app like [`Harness::new`] whose settings already hold
    /// these Gunfights board values, as a table that filled them in on the
    /// settings screen would have.
    pub fn with_gunfights_board(lang: Lang, values: BTreeMap<String, i64>) -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        let paths = Paths::under(dir.path());
        let mut settings = Settings::default();
        settings.board_values.insert(GameId::Gunfights, values);
        settings.save(&paths.settings).expect("settings saved");
        let options = Options {
            lang,
            paths,
            show_test_game: true,
        };
        Harness::with_options(options, dir)
    }

    /// The app started with `options`; `dir` is kept alive as long as the
    /// harness (the options' paths may point into it, or elsewhere).
    pub fn with_options(options: Options, dir: tempfile::TempDir) -> Harness {
        let (app, task) = App::new(options);
        let mut harness = Harness { app, _dir: dir };
        harness.run(task);
        harness
    }

    /// Runs a task and every task its messages start, to the end.
    pub fn run(&mut self, task: Task<Message>) {
        let mut pending = vec![task];
        while let Some(task) = pending.pop() {
            let Some(mut stream) = iced_test::runtime::task::into_stream(task) else {
                continue;
            };
            // One action at a time, dropped at once: a system query holds a
            // reply channel that must close for the stream to go on.
            while let Some(action) = executor::block_on(stream.next()) {
                if let Action::Output(message) = action {
                    pending.push(self.app.update(message));
                }
            }
        }
    }

    /// Sends one message, as a widget would, and runs what it starts.
    pub fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        self.run(task);
    }

    /// The window as it is drawn now, in a 1366×900 simulator.
    pub fn ui(&self) -> Simulator<'_, Message> {
        Simulator::with_size(iced::Settings::default(), (1366.0, 900.0), self.app.view())
    }

    /// Clicks `target` and sends what the click produced; panics if it
    /// cannot be found or does nothing.
    #[track_caller]
    pub fn click(
        &mut self,
        target: impl Selector<
            Output = impl iced_test::selector::Bounded + Clone + Send + Sync + 'static,
        > + Send,
    ) {
        let mut ui = self.ui();
        if let Err(e) = ui.click(target) {
            panic!("could not click: {e}");
        }
        let messages: Vec<Message> = ui.into_messages().collect();
        assert!(!messages.is_empty(), "the click did nothing");
        for message in messages {
            self.send(message);
        }
    }

    /// Whether clicking `text` would do something (a greyed button does not).
    pub fn clickable(&self, text: &str) -> bool {
        let mut ui = self.ui();
        ui.click(text).is_ok() && ui.into_messages().next().is_some()
    }

    /// Whether `text` is shown.
    pub fn sees(&self, text: &str) -> bool {
        self.ui().find(text).is_ok()
    }

    /// The state of the Gunfights game on the open table; panics if no
    /// table is showing or it holds another game.
    pub fn state(&self) -> GunState {
        self.app
            .table()
            .expect("the table is showing")
            .session()
            .as_any()
            .downcast_ref::<Session<Gunfights>>()
            .expect("a Gunfights game")
            .state()
            .clone()
    }

    /// The notation of every entry on the open table, oldest first.
    pub fn history(&self) -> Vec<String> {
        self.app
            .table()
            .expect("the table is showing")
            .session()
            .history()
            .into_iter()
            .map(|item| item.notation)
            .collect()
    }
}
