//! Scaffolding shared by the window's tests (`tests/suite/window/`): the app
//! driven through iced_test's simulator with the CPU renderer, so no
//! display is needed.

use super::kept::{Kept, Look};
use holster::core::{ClockSetting, Game, GameId, SetupInput};
use holster::games::gunfights::{GunState, Gunfights};
use holster::i18n::Lang;
use holster::session::AnySession;
use holster::session::Session;
use holster::store::{Paths, Settings};
use holster::ui::{App, Message, Options};
use iced::keyboard::{self, Key};
use iced::{Event, Rectangle, Size, Task};
use iced_test::runtime::Action;
use iced_test::runtime::futures::futures::{StreamExt, executor};
use iced_test::selector::Selector;
use iced_test::simulator::Simulator;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The app, with every task it starts run to the end (widget operations,
/// such as a scroll, run on a window kept for [`Harness::look_in_window`]).
pub struct Harness {
    /// The app under test.
    pub app: App,
    /// The widgets' state between looks, and the operations to run.
    kept: Kept,
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

    /// A fresh app like [`Harness::new`] at `text_scale`, whose settings
    /// already hold these board values of `game`, as a table that filled
    /// them in on the settings screen would have.
    pub fn with_board(
        lang: Lang,
        text_scale: f32,
        game: GameId,
        values: BTreeMap<String, i64>,
    ) -> Harness {
        let mut settings = Settings {
            text_scale,
            ..Settings::default()
        };
        settings.board_values.insert(game, values);
        let dir = tempfile::tempdir().expect("temp dir");
        Harness::with_settings(lang, &settings, dir, true)
    }

    /// The app over `dir` (new, or holding games already) with `settings`
    /// saved there first, as a household that has used Holster before.
    pub fn with_settings(
        lang: Lang,
        settings: &Settings,
        dir: tempfile::TempDir,
        show_test_game: bool,
    ) -> Harness {
        let paths = Paths::under(dir.path());
        settings.save(&paths.settings).expect("settings saved");
        let options = Options {
            lang,
            paths,
            show_test_game,
        };
        Harness::with_options(options, dir)
    }

    /// The app in `lang` at `text_scale`, at the table of a four-player
    /// BANG! game (Ann the Sheriff as Bart Cassidy, Bob as El Gringo, Cid
    /// as Sid Ketchum, Dan as Jourdonnais), continued from the home screen.
    pub fn at_the_saloon(lang: Lang, text_scale: f32) -> Harness {
        Harness::at_a_bang_table(lang, text_scale, 4)
    }

    /// The app in `lang` at `text_scale`, at the table of a BANG! game of
    /// `players` (3 to 8: Ann, Bob, Cid, Dan, Eve, Fay, Gus, Hal, as Bart
    /// Cassidy, El Gringo, Sid Ketchum, Jourdonnais, Black Jack, Calamity
    /// Janet, Kit Carlson, Lucky Duke; Ann the Sheriff from four players,
    /// with three Ann the Deputy, Bob the Outlaw, Cid the Renegade),
    /// continued from the home screen.
    pub fn at_a_bang_table(lang: Lang, text_scale: f32, players: usize) -> Harness {
        use holster::games::bang_dice::BangDice;
        let names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"];
        let characters = [
            "bart-cassidy",
            "el-gringo",
            "sid-ketchum",
            "jourdonnais",
            "black-jack",
            "calamity-janet",
            "kit-carlson",
            "lucky-duke",
        ];
        let mut input = SetupInput {
            players: names[..players].iter().map(|n| n.to_string()).collect(),
            ..SetupInput::default()
        };
        input
            .options
            .insert("characters".into(), characters[..players].join(","));
        if players > 3 {
            input.options.insert("sheriff".into(), "ann".into());
        } else {
            input
                .options
                .insert("roles".into(), "deputy,outlaw,renegade".into());
        }
        Harness::at_saved_game::<BangDice>(lang, text_scale, "saloon", &input, None, &[])
    }

    /// The app in `lang` at `text_scale`, at the table of a game of `G`
    /// saved as `games/NAME.toml` in a new folder (set up from `input`, with
    /// the turn clock `clock`, and `lines` entered), continued from the home
    /// screen as a table would.
    pub fn at_saved_game<G: Game>(
        lang: Lang,
        text_scale: f32,
        name: &str,
        input: &SetupInput,
        clock: Option<ClockSetting>,
        lines: &[&str],
    ) -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        let paths = Paths::under(dir.path());
        let setup = G::setup(input).expect("a valid table");
        std::fs::create_dir_all(&paths.games).expect("games folder");
        let game = paths.games.join(format!("{name}.toml"));
        let mut session = Session::<G>::create_with_clock(&game, setup, clock).expect("created");
        for line in lines {
            if let Err(e) = session.enter_line(line) {
                panic!("{line:?} should be entered: {e:?}");
            }
        }
        drop(session);
        Harness::continue_at(lang, text_scale, dir, paths, game)
    }

    /// The app in `lang` at `text_scale` whose last game is `game` (in
    /// `paths`, kept in `dir`), continued from the home screen.
    pub fn continue_at(
        lang: Lang,
        text_scale: f32,
        dir: tempfile::TempDir,
        paths: Paths,
        game: PathBuf,
    ) -> Harness {
        let settings = Settings {
            language: Some(lang),
            text_scale,
            last_game: Some(game),
            ..Settings::default()
        };
        settings.save(&paths.settings).expect("settings saved");
        let options = Options {
            lang,
            paths,
            show_test_game: false,
        };
        let mut harness = Harness::with_options(options, dir);
        harness.click(iced_test::selector::id("continue-last"));
        assert!(harness.app.table().is_some(), "the table is showing");
        harness
    }

    /// The app started with `options`; `dir` is kept alive as long as the
    /// harness (the options' paths may point into it, or elsewhere).
    pub fn with_options(options: Options, dir: tempfile::TempDir) -> Harness {
        let (app, task) = App::new(options);
        let mut harness = Harness {
            app,
            kept: Kept::default(),
            _dir: dir,
        };
        harness.run(task);
        harness
    }

    /// The app started with `options`, keeping the screen on through
    /// `inhibit` (a fake that records what it was asked).
    pub fn with_inhibit(
        options: Options,
        dir: tempfile::TempDir,
        inhibit: Box<dyn holster::ui::awake::Inhibit>,
    ) -> Harness {
        let (app, task) = App::with_inhibit(options, inhibit);
        let mut harness = Harness {
            app,
            kept: Kept::default(),
            _dir: dir,
        };
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
                match action {
                    Action::Output(message) => pending.push(self.app.update(message)),
                    Action::Widget(operation) => self.kept.run(self.app.view(), operation),
                    _ => {}
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

    /// The window as it is drawn now, at a window of `physical` pixels: the
    /// text-size setting scales the window, so the view gets `physical`
    /// divided by it.
    pub fn ui_in_window(&self, physical: (f32, f32)) -> Simulator<'_, Message> {
        let scale = self.app.scale_factor();
        Simulator::with_size(
            iced::Settings::default(),
            (physical.0 / scale, physical.1 / scale),
            self.app.view(),
        )
    }

    /// The window as it is drawn now at `physical` pixels, as a player
    /// sees it: with the widgets' state kept from the last look and the
    /// operations the app started run on it (a pane scrolled to a board).
    pub fn look_in_window(&self, physical: (f32, f32)) -> Look<'_> {
        let scale = self.app.scale_factor();
        self.kept.look(
            self.app.view(),
            Size::new(physical.0 / scale, physical.1 / scale),
        )
    }

    /// Every widget with one of `ids` is wholly on a window of `physical`
    /// pixels, none is cut off by a scrolled pane, and none covers another:
    /// what a player must be able to see and click. Says which is not.
    pub fn all_on_screen(&self, physical: (f32, f32), ids: &[String]) -> Result<(), String> {
        let scale = self.app.scale_factor();
        let window = Rectangle::new(
            iced::Point::ORIGIN,
            Size::new(physical.0 / scale, physical.1 / scale),
        );
        let mut seen: Vec<(String, Rectangle)> = Vec::new();
        for id in ids {
            let mut ui = self.ui_in_window(physical);
            let target = ui
                .find(iced_test::selector::id(id.clone()))
                .map_err(|e| format!("{id} is not shown: {e}"))?;
            let bounds = target.bounds();
            let Some(visible) = target.visible_bounds() else {
                return Err(format!("{id} is scrolled out of sight ({bounds:?})"));
            };
            let whole = (visible.width - bounds.width).abs() < 0.5
                && (visible.height - bounds.height).abs() < 0.5;
            if !whole {
                return Err(format!("{id} is cut off: {visible:?} of {bounds:?}"));
            }
            let inside = visible.x >= -0.5
                && visible.y >= -0.5
                && visible.x + visible.width <= window.width + 0.5
                && visible.y + visible.height <= window.height + 0.5;
            if !inside {
                return Err(format!("{id} is off the window {window:?}: {visible:?}"));
            }
            if let Some((other, _)) = seen.iter().find(|(_, r)| {
                r.intersection(&visible)
                    .is_some_and(|i| i.width > 0.5 && i.height > 0.5)
            }) {
                return Err(format!("{id} covers {other}"));
            }
            seen.push((id.clone(), visible));
        }
        Ok(())
    }

    /// Clicks the field with id `field` (so it has the focus), types
    /// `typed` into it, and presses `key` with `modifiers`, all in one
    /// window; sends what came of it, in order: the widgets' messages, and
    /// the key itself when no widget took it, as the window's keyboard
    /// subscription would. Returns whether a widget took the key.
    #[track_caller]
    pub fn key_in_field(
        &mut self,
        field: &str,
        typed: &str,
        key: Key,
        modifiers: keyboard::Modifiers,
    ) -> bool {
        let mut ui = self.ui();
        if let Err(e) = ui.click(iced_test::selector::id(field.to_string())) {
            panic!("no field {field}: {e}");
        }
        if !typed.is_empty() {
            ui.typewrite(typed);
        }
        let pressed = Event::Keyboard(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key.clone(),
            physical_key: keyboard::key::Physical::Unidentified(
                keyboard::key::NativeCode::Unidentified,
            ),
            location: keyboard::Location::Standard,
            modifiers,
            text: None,
            repeat: false,
        });
        let statuses = ui.simulate([
            Event::Keyboard(keyboard::Event::ModifiersChanged(modifiers)),
            pressed,
            Event::Keyboard(keyboard::Event::ModifiersChanged(
                keyboard::Modifiers::empty(),
            )),
        ]);
        let taken = statuses
            .get(1)
            .is_some_and(|s| *s == iced::event::Status::Captured);
        let messages: Vec<Message> = ui.into_messages().collect();
        for message in messages {
            self.send(message);
        }
        if !taken {
            self.send(Message::Key(key, modifiers));
        }
        taken
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

    /// Clicks the text `text` in the game's pad, scrolling the pad first
    /// when it is further down, as a person would; panics if it cannot be
    /// found or does nothing.
    #[track_caller]
    pub fn click_in_pad(&mut self, text: &str) {
        use iced::mouse::{Event as Mouse, ScrollDelta};
        let mut ui = self.ui();
        let pad = ui
            .find(iced_test::selector::id(holster::ui::table::PAD_ID))
            .ok()
            .and_then(|pad| pad.visible_bounds());
        for _ in 0..100 {
            let Ok(found) = ui.find(text) else {
                panic!("no {text:?} in the pad");
            };
            let whole = found
                .visible_bounds()
                .is_some_and(|v| (v.height - found.bounds().height).abs() < 0.5);
            if whole {
                break;
            }
            let Some(pad) = pad else {
                panic!("{text:?} is out of sight and there is no pad to scroll");
            };
            ui.point_at(pad.center());
            ui.simulate([Event::Mouse(Mouse::WheelScrolled {
                delta: ScrollDelta::Pixels { x: 0.0, y: -40.0 },
            })]);
        }
        if let Err(e) = ui.click(text) {
            panic!("could not click {text:?}: {e}");
        }
        let messages: Vec<Message> = ui.into_messages().collect();
        assert!(!messages.is_empty(), "the click did nothing");
        for message in messages {
            self.send(message);
        }
    }

    /// Whether clicking `text` would do something (a greyed button only
    /// says why it is greyed).
    pub fn clickable(&self, text: &str) -> bool {
        let mut ui = self.ui();
        let explains = |m: &Message| matches!(m, Message::Table(holster::ui::table::Message::Pad(p)) if p.explains());
        ui.click(text).is_ok() && ui.into_messages().any(|m| !explains(&m))
    }

    /// The odds line the table gives its pad now, in `lang` (the table's
    /// own words), or none: nothing to weigh, or the setting is off.
    pub fn odds_said(&self, lang: Lang) -> Option<String> {
        self.app.table().expect("at the table").odds_text(lang)
    }

    /// Whether `text` is drawn on a 1366×768 laptop screen at the
    /// harness's text size (854×480 of the view's pixels at 160 %).
    pub fn sees_on_laptop(&self, text: &str) -> bool {
        self.ui_in_window((1366.0, 768.0)).find(text).is_ok()
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
