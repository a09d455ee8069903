//! The History and Dice screens: what `holster stats` and `holster dice`
//! print, in the window. The saved games are read off the update loop in a
//! task (through the statistics' cache, so hundreds of games stay quick),
//! and the screen says how many it is reading meanwhile. Both screens show
//! the very messages the command line prints, so their numbers agree.

mod dice;
mod history;
#[cfg(test)]
mod tests;

use crate::core::{GameId, Msg};
use crate::stats::{Filter, History, Records};
use crate::store::Paths;
use iced::Task;
use std::path::PathBuf;
use std::sync::Arc;

/// Which of the two screens is showing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// Games played, wins, the longest and shortest game.
    History,
    /// The table's dice and their fairness test.
    Dice,
}

/// The History or Dice screen's state.
#[derive(Debug)]
pub struct Stats {
    which: Which,
    /// Where the saved games are, to read them and to open one.
    games_folder: PathBuf,
    /// How many saved games there are to read, once counted.
    counted: Option<usize>,
    /// The records once read, or why the folder could not be read.
    records: Option<Result<Arc<Records>, Msg>>,
    /// Only this game (`None`: all of them).
    game: Option<GameId>,
    /// The player typed into the filter, as typed.
    player: String,
    /// The counts the filter lets through, made again when it changes.
    history: History,
}

/// What happened on the History or Dice screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// The saved games were counted (before they are read).
    Counted(usize),
    /// The saved games were read, or why not.
    Loaded(Result<Arc<Records>, Msg>),
    /// Show the other screen (the records are already there).
    Show(Which),
    /// Only this game, or all (`None`).
    Game(Option<GameId>),
    /// The player filter was edited.
    Player(String),
    /// Open the saved game of this name (the longest or shortest).
    Open(String),
    /// Back to the home screen.
    Back,
}

/// What the screen asks of the app.
#[derive(Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Back to the home screen.
    Home,
    /// Open this saved game.
    Open(PathBuf),
}

impl Stats {
    /// The screen, and the tasks that count and read the saved games.
    pub fn new(which: Which, paths: &Paths) -> (Self, Task<Message>) {
        let stats = Stats {
            which,
            games_folder: paths.games.clone(),
            counted: None,
            records: None,
            game: None,
            player: String::new(),
            history: History::default(),
        };
        // At the top, whatever the screen before had scrolled to (iced
        // keeps a scrollable's offset for the one in the same place).
        (stats, Task::batch([to_the_top(), load(paths)]))
    }

    /// Which screen is showing.
    pub fn which(&self) -> Which {
        self.which
    }

    /// Whether the saved games are still being read.
    pub fn reading(&self) -> bool {
        self.records.is_none()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Counted(count) => self.counted = Some(count),
            Message::Loaded(records) => {
                self.records = Some(records);
                self.recount();
            }
            Message::Show(which) => {
                self.which = which;
                return Action::Run(to_the_top());
            }
            Message::Game(game) => {
                self.game = game;
                self.recount();
            }
            Message::Player(typed) => {
                self.player = typed;
                self.recount();
            }
            Message::Open(name) => {
                return Action::Open(self.games_folder.join(format!("{name}.toml")));
            }
            Message::Back => return Action::Home,
        }
        Action::None
    }

    /// The filter as the command line's `[GAME] --player NAME` would make it.
    fn filter(&self) -> Filter {
        let player = self.player.trim();
        Filter {
            game: self.game,
            player: (!player.is_empty()).then(|| player.to_string()),
        }
    }

    fn recount(&mut self) {
        if let Some(Ok(records)) = &self.records {
            self.history = crate::stats::history(&records.games, &self.filter());
        }
    }
}

/// The id of the screens' scrollable page.
const PAGE_ID: &str = "stats-page";

/// Scrolls the page back to its top.
fn to_the_top() -> Task<Message> {
    iced::widget::operation::snap_to(PAGE_ID, iced::widget::operation::RelativeOffset::START)
}

/// Counts the saved games, then reads them, both off the update loop: the
/// count is a folder listing and comes first, so the screen can say how
/// many it is reading.
fn load(paths: &Paths) -> Task<Message> {
    let counting = paths.clone();
    let folder = paths.games.clone();
    Task::perform(
        async move {
            crate::store::saved_game_files(&counting)
                .map(|files| files.len())
                .unwrap_or(0)
        },
        Message::Counted,
    )
    .chain(Task::perform(
        async move {
            crate::stats::read_folder(&folder)
                .map(Arc::new)
                .map_err(|e| e.message())
        },
        Message::Loaded,
    ))
}

/// The parts both screens share: the back button where every screen has
/// it, the title, the switch to the other screen, and what the reading of
/// the saved games says.
mod frame {
    use super::{Message, Stats, Which};
    use crate::core::Msg;
    use crate::i18n::{self, Lang};
    use crate::ui::theme::{self, Tone};
    use crate::ui::widgets::button;
    use crate::ui::widgets::section_title;
    use iced::widget::{column, container, row, scrollable, text};
    use iced::{Alignment, Element, Length};

    /// The page's widest and its padding, as on the setup screen (so the
    /// back button is where it is there).
    const MAX_WIDTH: f32 = 1100.0;
    const PADDING: f32 = 24.0;

    /// From this window width (in its own units) the History screen has
    /// two columns: each then holds a line of wins and its bar unwrapped.
    const TWO_COLUMNS_FROM: f32 = 1000.0;

    impl Stats {
        /// The screen.
        ///
        /// `width` is the window's width in its own units (after the text
        /// scale), when known: below [`TWO_COLUMNS_FROM`] the History's
        /// panels go one under the other.
        pub fn view(&self, lang: Lang, width: Option<f32>) -> Element<'_, Message> {
            let t = |key: &str| i18n::text(lang, key);
            let (title, other, switch) = match self.which {
                Which::History => ("stats-ui-history", Which::Dice, "stats-ui-show-dice"),
                Which::Dice => ("stats-ui-dice", Which::History, "stats-ui-show-history"),
            };
            // As on the setup screen: the back button first in the title row.
            let top = row![
                container(
                    button(text(t("setup-back")))
                        .style(button::text)
                        .on_press(Message::Back)
                )
                .id("stats-back"),
                // The title wraps rather than push the switch off a narrow
                // window (the Dutch titles are long).
                section_title(t(title)).width(Length::Fill),
                // Low enough that the title row is as high as the setup
                // screen's, so the back button sits exactly where it does.
                container(
                    button(text(t(switch)).size(15))
                        .padding([5, 12])
                        .style(theme::secondary_button)
                        .on_press(Message::Show(other))
                )
                .id("stats-switch"),
            ]
            .spacing(12)
            .align_y(Alignment::Center);
            let body: Element<'_, Message> = match &self.records {
                None => {
                    let said = match self.counted {
                        Some(count) => i18n::tr(
                            lang,
                            &Msg::new("stats-ui-reading-count").arg("count", count),
                        ),
                        None => t("stats-ui-reading"),
                    };
                    text(said).size(17).into()
                }
                Some(Err(problem)) => container(text(i18n::tr(lang, problem)))
                    .padding(12)
                    .width(Length::Fill)
                    .style(|th| theme::banner(th, Tone::Violation))
                    .into(),
                Some(Ok(records)) => match self.which {
                    Which::History => {
                        let wide = width.is_none_or(|w| w >= TWO_COLUMNS_FROM);
                        self.history_view(lang, records, wide)
                    }
                    Which::Dice => {
                        // The page inside its padding, as wide as the window
                        // allows, less a pixel so rounding never wraps the
                        // last panel.
                        let page = width.unwrap_or(MAX_WIDTH).min(MAX_WIDTH) - 2.0 * PADDING - 1.0;
                        super::dice::view(lang, records, page)
                    }
                },
            };
            let content = column![top, body].spacing(20).padding(24).max_width(1100);
            scrollable(container(content).center_x(Length::Fill))
                .id(super::PAGE_ID)
                .height(Length::Fill)
                .into()
        }
    }

    /// A panel with a heading above its lines.
    pub fn panel<'a>(heading: String, lines: Vec<Element<'a, Message>>) -> Element<'a, Message> {
        let mut col = column![text(heading).size(19)].spacing(8);
        for line in lines {
            col = col.push(line);
        }
        container(col)
            .padding(16)
            .width(Length::Fill)
            .style(theme::panel)
            .into()
    }

    /// The files that could not be read, as the command line says them.
    pub fn unreadable<'a>(
        lang: Lang,
        records: &crate::stats::Records,
    ) -> Vec<Element<'a, Message>> {
        records
            .unreadable
            .iter()
            .map(|(name, reason)| {
                let msg = Msg::new("stats-unreadable")
                    .arg("file", name.clone())
                    .arg_msg("reason", reason.clone());
                container(text(i18n::tr(lang, &msg)))
                    .padding(10)
                    .width(Length::Fill)
                    .style(|th| theme::banner(th, Tone::Reminder))
                    .into()
            })
            .collect()
    }
}

/// The home screen's two buttons to these screens, beside its list of
/// saved games (whose numbers they count).
pub fn home_buttons<'a, M: Clone + 'a>(
    lang: crate::i18n::Lang,
    on_press: impl Fn(Which) -> M,
) -> iced::Element<'a, M> {
    use iced::widget::{container, row};
    let t = |key: &str| crate::i18n::text(lang, key);
    // No higher than the heading beside them, so the list below keeps its
    // place on the screen.
    let open = |icon: super::icons::Icon, label: String, which, id: &'static str| {
        let content = row![icon.view(16.0), iced::widget::text(label).size(15)]
            .spacing(8)
            .align_y(iced::Alignment::Center);
        container(
            crate::ui::widgets::button(content)
                .padding([4, 12])
                .style(super::theme::secondary_button)
                .on_press(on_press(which)),
        )
        .id(id)
    };
    row![
        open(
            super::icons::Icon::Badge,
            t("stats-ui-open-history"),
            Which::History,
            "open-history"
        ),
        open(
            super::icons::Icon::Die,
            t("stats-ui-open-dice"),
            Which::Dice,
            "open-dice"
        ),
    ]
    .spacing(8)
    .into()
}
