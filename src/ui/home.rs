//! Home: start a new game, continue a saved one, delete and restore. Opening
//! and creating a game run in tasks here, off the update loop.

use super::icons::Icon;
use super::theme::{self, Tone};
use super::widgets::{big_button, labelled_icon_button, section_title};
use crate::core::{GameId, Msg, SetupInput};
use crate::games::catalog::{self, SavedGame, Summary};
use crate::i18n::{self, Lang};
use crate::session::{AnySession, OpenReport};
use crate::store::{Paths, StoreError};
use crate::ui::widgets::button;
use chrono::Utc;
use iced::widget::{Column, column, container, row, scrollable, space, text, tooltip};
use iced::{Alignment, Element, Length, Task};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The home screen's state.
#[derive(Debug, Default)]
pub struct Home {
    /// Saved games, most recent first; `None` while loading.
    games: Option<Vec<SavedGame>>,
    /// Games in the trash.
    trash: Vec<SavedGame>,
    /// The game whose deletion waits for confirmation.
    confirm_delete: Option<PathBuf>,
    /// Whether the trash is shown.
    show_trash: bool,
    /// Whether the test game is offered (tests and screenshots only).
    show_test_game: bool,
    /// The last game played, if it is over: offered as its result, never
    /// as a game to play on (the list reads only a file's ends, which do
    /// not say whether the game is over; this one game is read whole).
    last_over: Option<PathBuf>,
    /// Why the last delete or restore failed.
    problem: Option<Msg>,
}

/// What happened on the home screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// The lists were read from disk (and the last game, if it is over).
    Loaded(Vec<SavedGame>, Vec<SavedGame>, Option<PathBuf>),
    /// Continue this game.
    Open(PathBuf),
    /// Set up a new game of this kind.
    New(GameId),
    /// Show the History or Dice screen.
    Stats(super::stats_screens::Which),
    /// Asked to delete this game; waits for confirmation.
    AskDelete(PathBuf),
    /// Deletion confirmed.
    ConfirmDelete,
    /// Deletion cancelled.
    CancelDelete,
    /// Show or hide the trash.
    ToggleTrash,
    /// Bring this game back from the trash.
    Restore(PathBuf),
    /// A delete or restore finished (the error, if any, to show).
    Moved(Result<(), Msg>),
}

/// What the home screen asks of the app.
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Open this saved game.
    Open(PathBuf),
    /// Go to the setup of a new game.
    New(GameId),
    /// Go to the History or Dice screen.
    Stats(super::stats_screens::Which),
}

impl Home {
    /// A home screen that starts reading the lists of games (and whether
    /// `last`, the last game played, is over).
    pub fn new(paths: &Paths, show_test_game: bool, last: Option<&Path>) -> (Self, Task<Message>) {
        let home = Home {
            show_test_game,
            ..Home::default()
        };
        (home, load(paths, last))
    }

    /// Reads the folder again (the window has the focus back: a game may
    /// have been made with `holster new` meanwhile). Nothing ticks while
    /// the window is idle; this runs once per return of the focus.
    pub fn reload(&self, paths: &Paths, last: Option<&Path>) -> Task<Message> {
        load(paths, last)
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message, paths: &Paths) -> Action {
        match message {
            Message::Loaded(games, trash, last_over) => {
                self.games = Some(games);
                self.trash = trash;
                self.last_over = last_over;
                Action::None
            }
            Message::Open(path) => Action::Open(path),
            Message::New(game) => Action::New(game),
            Message::Stats(which) => Action::Stats(which),
            Message::AskDelete(path) => {
                self.confirm_delete = Some(path);
                Action::None
            }
            Message::CancelDelete => {
                self.confirm_delete = None;
                Action::None
            }
            Message::ConfirmDelete => match self.confirm_delete.take() {
                Some(path) => {
                    let paths = paths.clone();
                    Action::Run(Task::perform(
                        async move {
                            crate::store::move_to_trash(&paths, &path)
                                .map(|_| ())
                                .map_err(|e| e.message())
                        },
                        Message::Moved,
                    ))
                }
                None => Action::None,
            },
            Message::ToggleTrash => {
                self.show_trash = !self.show_trash;
                Action::None
            }
            Message::Restore(path) => {
                let paths = paths.clone();
                Action::Run(Task::perform(
                    async move {
                        crate::store::restore(&paths, &path)
                            .map(|_| ())
                            .map_err(|e| e.message())
                    },
                    Message::Moved,
                ))
            }
            Message::Moved(result) => {
                // Re-read either way, so the list shows what is on disk.
                self.problem = result.err();
                Action::Run(load(paths, self.last_over.as_deref()))
            }
        }
    }

    /// Shows a saved game as damaged: the list reads only the ends of each
    /// file, and opening it found damage in between.
    pub fn mark_damaged(&mut self, path: &Path, reason: Msg) {
        let game = self.games.iter_mut().flatten().find(|g| g.path == path);
        if let Some(game) = game {
            game.summary = Err(reason);
        }
    }

    /// The screen.
    pub fn view<'a>(&'a self, lang: Lang, last_game: Option<&'a PathBuf>) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut content = Column::new().spacing(24).padding(24).max_width(1100);
        if let Some(problem) = &self.problem {
            content = content.push(
                container(text(i18n::tr(lang, problem)))
                    .padding(12)
                    .width(Length::Fill)
                    .style(|t| theme::banner(t, Tone::Violation)),
            );
        }

        // The cards come first and the last game after them, so the Set up
        // buttons stay where they are whether or not a last game is
        // offered (a finger that knows the place finds it).
        content = content.push(section_title(t("home-new-game")));
        let mut games = row![].spacing(CARD_GAP);
        // A card per game, in the registry's order; a variant (the solo
        // game) is a second button on its game's card, where a player
        // looks for it.
        for (game, variants) in crate::games::registry::cards(self.show_test_game) {
            games = games.push(new_game_card(lang, game, &variants));
        }
        content = content.push(games.wrap().vertical_spacing(CARD_GAP));

        if let Some(last) = last_game.and_then(|p| self.find(p)) {
            let over = self.last_over.as_ref() == Some(&last.path);
            content = content.push(continue_card(lang, last, over));
        }

        content = content.push(
            row![
                section_title(t("home-saved-games")),
                space().width(Length::Fill),
                super::stats_screens::home_buttons(lang, Message::Stats),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
        );
        content = content.push(match &self.games {
            None => Element::from(text(t("home-loading"))),
            Some(games) if games.is_empty() => text(t("home-no-saved-games")).into(),
            Some(games) => {
                let mut list = column![].spacing(8);
                for game in games {
                    list = list.push(self.saved_row(lang, game));
                }
                list.into()
            }
        });

        if !self.trash.is_empty() {
            let label = i18n::tr(
                lang,
                &Msg::new(if self.show_trash {
                    "home-hide-trash"
                } else {
                    "home-show-trash"
                })
                .arg("count", self.trash.len()),
            );
            content = content.push(
                button(text(label))
                    .style(button::text)
                    .on_press(Message::ToggleTrash),
            );
            if self.show_trash {
                let mut list = column![].spacing(8);
                for game in &self.trash {
                    list = list.push(trash_row(lang, game));
                }
                content = content.push(list);
            }
        }

        scrollable(container(content).center_x(Length::Fill))
            .height(Length::Fill)
            .into()
    }

    fn find(&self, path: &PathBuf) -> Option<&SavedGame> {
        self.games
            .as_ref()?
            .iter()
            .find(|g| &g.path == path && g.summary.is_ok())
    }

    fn saved_row<'a>(&'a self, lang: Lang, game: &'a SavedGame) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let confirming = self.confirm_delete.as_ref() == Some(&game.path);
        let details: Element<'a, Message> = match &game.summary {
            Ok(summary) => summary_column(lang, &game.name, summary),
            // A file name can hold anything: what is not seen is shown written out.
            Err(reason) => column![
                text(crate::core::text::visible(&game.name).into_owned()).size(18),
                text(i18n::tr(lang, reason)).size(14),
            ]
            .spacing(4)
            .into(),
        };
        let actions: Element<'a, Message> = if confirming {
            row![
                text(t("home-delete-confirm")),
                button(text(t("home-delete-yes")))
                    .style(button::danger)
                    .padding([10, 16])
                    .on_press(Message::ConfirmDelete),
                button(text(t("home-delete-no")))
                    .style(crate::ui::theme::secondary_button)
                    .padding([10, 16])
                    .on_press(Message::CancelDelete),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
            .into()
        } else {
            let open = big_button(t("home-continue")).on_press_maybe(
                game.summary
                    .is_ok()
                    .then(|| Message::Open(game.path.clone())),
            );
            row![
                open,
                labelled_icon_button(Icon::Trash, t("home-delete"))
                    .on_press(Message::AskDelete(game.path.clone())),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
            .into()
        };
        let tone_style = if game.summary.is_ok() {
            theme::panel as fn(&iced::Theme) -> container::Style
        } else {
            |t: &iced::Theme| theme::banner(t, Tone::Violation)
        };
        container(
            // The details take the room the buttons leave and wrap in it, so
            // a long summary at a big text size never pushes Delete off.
            row![container(details).width(Length::Fill), actions]
                .spacing(16)
                .align_y(Alignment::Center),
        )
        .padding(14)
        .width(Length::Fill)
        .style(tone_style)
        .into()
    }
}

fn summary_column<'a>(lang: Lang, name: &str, summary: &Summary) -> Element<'a, Message> {
    let now = Utc::now();
    let when = i18n::tr(
        lang,
        &Msg::new("home-game-times")
            .arg(
                "started",
                i18n::tr(lang, &i18n::time_ago(summary.started, now)),
            )
            .arg(
                "played",
                i18n::tr(lang, &i18n::time_ago(summary.last_played, now)),
            ),
    );
    column![
        row![
            text(i18n::text(lang, &summary.game.title_key())).size(18),
            text(format!("· {}", crate::core::text::visible(name))).size(14),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        text(
            summary
                .players
                .iter()
                .map(|p| crate::core::text::visible(p))
                .collect::<Vec<_>>()
                .join(", ")
        )
        .size(15),
        text(when).size(13),
    ]
    .spacing(2)
    .into()
}

/// The last game played: to play on, or (`over`) its result to see.
fn continue_card<'a>(lang: Lang, game: &'a SavedGame, over: bool) -> Element<'a, Message> {
    let t = |key: &str| i18n::text(lang, key);
    let Ok(summary) = &game.summary else {
        return space().into();
    };
    container(
        row![
            column![
                text(t(if over {
                    "home-last-over"
                } else {
                    "home-continue-last"
                }))
                .size(14),
                summary_column(lang, &game.name, summary),
            ]
            .spacing(6),
            space().width(Length::Fill),
            container(
                big_button(t(if over {
                    "home-see-result"
                } else {
                    "home-continue"
                }))
                .on_press(Message::Open(game.path.clone()))
            )
            .id("continue-last"),
        ]
        .align_y(Alignment::Center),
    )
    .padding(18)
    .width(Length::Fill)
    .style(theme::panel_highlight)
    .into()
}

/// A game card's width and the gap between cards: four in one row in a
/// window 1024 wide (with the page's padding), so no Set up button is
/// below the fold there.
const CARD_WIDTH: f32 = 228.0;
const CARD_GAP: f32 = 12.0;

/// A game's card: its title, who plays it and what Holster keeps, with
/// "Set up" and a button per variant of it.
fn new_game_card<'a>(lang: Lang, game: GameId, variants: &[GameId]) -> Element<'a, Message> {
    let t = |key: &str| i18n::text(lang, key);
    let id = game.as_str();
    let mut buttons = row![
        container(big_button(t("home-start")).on_press(Message::New(game))).id(format!("new-{id}"))
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    for variant in variants {
        // A short label beside "Set up" on the same row (the card keeps
        // its height at every text size), said in full on hover.
        let label = t(&format!("game-{variant}-button"));
        let said = t(&format!("game-{variant}-button-tip"));
        buttons = buttons.push(
            container(tooltip(
                button(text(label))
                    .padding([10, 14])
                    .style(theme::secondary_button)
                    .on_press(Message::New(*variant)),
                container(text(said).size(14))
                    .padding(6)
                    .style(theme::panel),
                tooltip::Position::Bottom,
            ))
            .id(format!("new-{variant}")),
        );
    }
    container(
        column![
            text(t(&game.title_key())).size(20),
            text(t(&format!("game-{id}-players"))).size(14),
            text(t(&format!("game-{id}-tracks"))).size(14),
            space().height(Length::Fill),
            buttons,
        ]
        .spacing(6),
    )
    .padding(16)
    .width(CARD_WIDTH)
    // Room for a two-line title and four lines of what Holster keeps
    // above the buttons at the card's narrow width.
    .height(260)
    .style(theme::panel)
    .into()
}

fn trash_row<'a>(lang: Lang, game: &'a SavedGame) -> Element<'a, Message> {
    let details: Element<'a, Message> = match &game.summary {
        Ok(summary) => summary_column(lang, &game.name, summary),
        Err(reason) => text(i18n::tr(lang, reason)).into(),
    };
    container(
        row![
            details,
            space().width(Length::Fill),
            button(text(i18n::text(lang, "home-restore")))
                .padding([10, 16])
                .on_press(Message::Restore(game.path.clone())),
        ]
        .align_y(Alignment::Center),
    )
    .padding(12)
    .width(Length::Fill)
    .style(theme::panel)
    .into()
}

/// Reads the saved games and the trash off the update loop, and the last
/// game whole (without locking it) to know whether it is over.
fn load(paths: &Paths, last: Option<&Path>) -> Task<Message> {
    let paths = paths.clone();
    let last = last.map(Path::to_path_buf);
    Task::perform(
        async move {
            let games = catalog::list(&paths.games).unwrap_or_default();
            let trash = catalog::list(&paths.trash).unwrap_or_default();
            let over = last.filter(|path| {
                crate::games::read(path).is_ok_and(|session| session.outcome().is_some())
            });
            (games, trash, over)
        },
        |(games, trash, over)| Message::Loaded(games, trash, over),
    )
}

/// A game opened or created by a task. Messages are cloned and a session
/// cannot be, so the first `update` that takes it has it.
#[derive(Clone)]
pub struct Ready(Arc<Mutex<Option<Opened>>>);

/// A session that can travel from a task to the window, and what opening
/// it found.
type Opened = (Box<dyn AnySession>, OpenReport);

impl Ready {
    fn new(session: Box<dyn AnySession>, report: OpenReport) -> Self {
        Ready(Arc::new(Mutex::new(Some((session, report)))))
    }

    pub(super) fn take(&self) -> Option<Opened> {
        self.0.lock().ok()?.take()
    }
}

impl std::fmt::Debug for Ready {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Ready(..)")
    }
}

/// Why a saved game could not be opened.
#[derive(Debug, Clone)]
pub struct Failed {
    /// What to tell the table.
    pub message: Msg,
    /// Whether the file itself is damaged (rather than in use or missing).
    pub damaged: bool,
}

/// Opens a saved game off the update loop.
pub(super) fn open_game(path: PathBuf) -> Task<Result<Ready, Failed>> {
    Task::perform(
        async move {
            crate::games::open(&path)
                .map(|(session, report)| Ready::new(session, report))
                .map_err(|e| Failed {
                    message: e.message(),
                    damaged: matches!(e, StoreError::Format { .. }),
                })
        },
        std::convert::identity,
    )
}

/// Creates a new game in `folder` (made if missing) off the update loop.
pub(super) fn create_game(
    folder: PathBuf,
    game: GameId,
    input: SetupInput,
    path: PathBuf,
    clock: Option<crate::core::ClockSetting>,
) -> Task<Result<Ready, Msg>> {
    Task::perform(
        async move {
            std::fs::create_dir_all(&folder).map_err(|e| {
                Msg::new("store-io")
                    .arg("file", folder.display().to_string())
                    .arg("reason", e.to_string())
            })?;
            crate::games::create_with_clock(game, &path, &input, clock)
                .map(|session| Ready::new(session, OpenReport::default()))
                .map_err(|e| e.message())
        },
        std::convert::identity,
    )
}
