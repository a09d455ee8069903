//! Setup: the players' names and seats in table order, the file name, and the
//! board values the game will use; validated live with the reason shown.
//!
//! The screen's state and its `update` are here; the seat rows are in
//! [`players`], the game's whole-table questions in [`questions`], the
//! board values in [`board`], the fields' own keys in [`fields`].

mod again;
mod board;
mod clock;
mod fields;
mod players;
mod questions;
#[cfg(test)]
mod tests;

pub use clock::{AMOUNT_ID, ClockKind};

use super::icons::Icon;
use super::theme::{self, Tone};
use super::widgets::{self, big_button, labelled_icon_button, section_title};
use crate::core::{ClockSetting, GameId, Msg, SetupField, SetupInput};
use crate::i18n::{self, Lang};
use crate::store::{Paths, Settings};
use crate::ui::widgets::button;
use iced::widget::{column, container, row, scrollable, space, text, text_input};
use iced::{Alignment, Element, Length, Task};
use std::collections::BTreeMap;
use std::path::PathBuf;

pub use board::{BOARD_CHANGE_ID, board_field_id};
pub use fields::Field;

/// The setup screen's state.
#[derive(Debug, Clone)]
pub struct Setup {
    game: GameId,
    players: Vec<String>,
    /// Per-seat answers to the game's own questions, by option key.
    per_seat: BTreeMap<&'static str, Vec<Option<&'static str>>>,
    /// Seat answers (the Sheriff's seat), by option key.
    seats: BTreeMap<&'static str, usize>,
    /// Whole-game answers (a variant), by option key.
    one_of: BTreeMap<&'static str, &'static str>,
    name: String,
    /// The turn clock picked (a table option, the same for every game).
    clock_kind: clock::ClockKind,
    /// Its seconds or minutes, as typed.
    clock_amount: String,
    /// Why creating the game failed (a name already taken, a disk error).
    problem: Option<Msg>,
    /// Board values as typed, by key (until typed, the settings' values show).
    board_drafts: BTreeMap<&'static str, String>,
    /// Board values typed wrong, and why.
    board_problems: BTreeMap<&'static str, Msg>,
    /// Whether Change was tapped on the folded board values.
    board_open: bool,
    /// The typing of each field, for Ctrl+Z and Ctrl+Y.
    steps: fields::FieldSteps,
}

/// What happened on the setup screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// A player's name was edited.
    PlayerName(usize, String),
    /// Add a seat at the end.
    AddPlayer,
    /// Remove a seat.
    RemovePlayer(usize),
    /// Move a seat one place earlier.
    MoveUp(usize),
    /// Move a seat one place later.
    MoveDown(usize),
    /// The file name was edited.
    Name(String),
    /// A per-seat question was answered (option key, seat, value).
    PerSeat(&'static str, usize, &'static str),
    /// A seat question was answered (option key, seat).
    Seat(&'static str, usize),
    /// A whole-game question was answered (option key, value).
    OneOf(&'static str, &'static str),
    /// The kind of turn clock was picked.
    ClockKind(clock::ClockKind),
    /// The clock's seconds or minutes were edited.
    ClockAmount(String),
    /// Enter in a name field: go to the next one, or start when all are filled.
    Submit(usize),
    /// A board value was edited (key, text).
    BoardValue(&'static str, String),
    /// A board value's − or + (key, step).
    BoardStep(&'static str, i64),
    /// Change on the folded board values: show each.
    BoardOpen,
    /// Seat the last table's players again.
    LastPlayers,
    /// Ctrl+Z in a field: its typing one step back.
    FieldUndo(Field),
    /// Ctrl+Y in a field: its typing one step forth.
    FieldRedo(Field),
    /// Escape in a field: its mistake dropped.
    FieldEscape(Field),
    /// Create the game.
    Start,
    /// Back to the home screen.
    Back,
}

/// What the setup screen asks of the app.
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task (focus moves).
    Run(Task<Message>),
    /// Back to the home screen.
    Back,
    /// Keep this board value of this game in the settings (none: forget it).
    KeepBoardValue(GameId, &'static str, Option<i64>),
    /// Create this game at this path.
    Create {
        /// Which game.
        game: GameId,
        /// The validated setup input.
        input: SetupInput,
        /// Where to save it.
        path: PathBuf,
        /// The turn clock chosen (none: no clock).
        clock: Option<ClockSetting>,
    },
}

/// The most seats the screen offers; the game's own rules say how many it needs.
const MAX_SEATS: usize = 8;

fn field_id(seat: usize) -> String {
    format!("player-{seat}")
}

impl Setup {
    /// A fresh setup for `game`, with the empty seats it starts with (three, one solo).
    pub fn new(game: GameId) -> (Self, Task<Message>) {
        let name = format!(
            "{}-{}",
            game.as_str(),
            chrono::Local::now().format("%Y-%m-%d-%H%M")
        );
        let setup = Setup {
            game,
            players: vec![
                String::new();
                crate::games::registry::entry(game).map_or(3, |g| g.first_seats())
            ],
            per_seat: BTreeMap::new(),
            seats: BTreeMap::new(),
            one_of: BTreeMap::new(),
            name,
            clock_kind: clock::ClockKind::Off,
            clock_amount: String::new(),
            problem: None,
            board_drafts: BTreeMap::new(),
            board_problems: BTreeMap::new(),
            board_open: false,
            steps: fields::FieldSteps::default(),
        };
        (setup, iced::widget::operation::focus(field_id(0)))
    }

    /// Records why creating the game failed.
    pub fn set_problem(&mut self, problem: Msg) {
        self.problem = Some(problem);
    }

    /// The game's questions for `seats` players, given the choices so far
    /// (the Gunfights variant leaves out the Deputy and the Scout). Answers
    /// to questions no longer asked are not passed on.
    fn fields(&self, seats: usize) -> Vec<SetupField> {
        let chosen = self
            .one_of
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        crate::games::setup_fields(self.game, seats, &chosen)
    }

    fn input(&self, settings: &Settings) -> SetupInput {
        let mut options = BTreeMap::new();
        let seats = self.players.len();
        for field in self.fields(seats) {
            match field {
                SetupField::PerSeat { key, .. } => {
                    // Only a complete answer is passed on; the game says what is missing.
                    let answers = self
                        .per_seat
                        .get(key)
                        .map(|v| v.iter().take(seats).copied().collect::<Option<Vec<_>>>());
                    if let Some(Some(values)) =
                        answers.filter(|a| a.as_ref().is_some_and(|v| v.len() == seats))
                    {
                        options.insert(key.to_string(), values.join(","));
                    }
                }
                SetupField::Seat { key, .. } => {
                    if let Some(seat) = self.seats.get(key).filter(|s| **s < seats) {
                        options.insert(key.to_string(), (seat + 1).to_string());
                    }
                }
                SetupField::OneOf { key, .. } => {
                    if let Some(value) = self.one_of.get(key) {
                        options.insert(key.to_string(), value.to_string());
                    }
                }
            }
        }
        SetupInput {
            players: self.players.iter().map(|p| p.trim().to_string()).collect(),
            options,
            board: self
                .board_specs()
                .iter()
                .filter_map(|v| Some((v.key.to_string(), self.kept_board_value(settings, v.key)?)))
                .chain(
                    settings
                        .board_values
                        .get(&self.game)
                        .into_iter()
                        .flatten()
                        .map(|(k, v)| (k.clone(), *v)),
                )
                .collect(),
        }
    }

    fn check(&self, settings: &Settings) -> Result<(), Msg> {
        check_file_name(&self.name)?;
        crate::games::check_setup(self.game, &self.input(settings))?;
        self.clock().map(|_| ())
    }

    /// Whether Start may create the game: the setup is valid and every
    /// board value the game needs is there.
    fn ready(&self, settings: &Settings) -> bool {
        self.check(settings).is_ok() && self.missing_board_values(settings).is_empty()
    }

    /// Swaps two seats with everything chosen for them.
    fn swap_seats(&mut self, a: usize, b: usize) {
        self.steps.forget_seats();
        self.players.swap(a, b);
        for answers in self.per_seat.values_mut() {
            let needed = a.max(b) + 1;
            if answers.len() < needed {
                answers.resize(needed, None);
            }
            answers.swap(a, b);
        }
        for seat in self.seats.values_mut() {
            if *seat == a {
                *seat = b;
            } else if *seat == b {
                *seat = a;
            }
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message, paths: &Paths, settings: &Settings) -> Action {
        match message {
            Message::PlayerName(seat, name) => {
                if let Some(slot) = self.players.get_mut(seat) {
                    self.steps.edit(Field::Player(seat), slot, name);
                }
                self.problem = None;
                Action::None
            }
            Message::BoardValue(key, typed) => {
                let mut current = self.board_text(key, settings);
                self.steps.edit(Field::Board(key), &mut current, typed);
                self.board_typed(key, current)
            }
            Message::BoardStep(key, by) => {
                let next = self.board_stepped(key, by, settings);
                let mut current = self.board_text(key, settings);
                self.steps.edit(Field::Board(key), &mut current, next);
                self.board_typed(key, current)
            }
            Message::BoardOpen => {
                self.board_open = true;
                Action::None
            }
            Message::LastPlayers => {
                self.seat_last_players(settings);
                Action::None
            }
            Message::FieldUndo(field) => self.field_step(field, true, settings),
            Message::FieldRedo(field) => self.field_step(field, false, settings),
            Message::FieldEscape(field) => {
                self.field_escape(field);
                Action::None
            }
            Message::AddPlayer => {
                if self.players.len() < MAX_SEATS && self.takes_players(self.players.len() + 1) {
                    self.players.push(String::new());
                    let seat = self.players.len() - 1;
                    return Action::Run(iced::widget::operation::focus(field_id(seat)));
                }
                Action::None
            }
            Message::RemovePlayer(seat) => {
                if seat < self.players.len() && self.players.len() > 1 {
                    self.steps.forget_seats();
                    self.players.remove(seat);
                    for answers in self.per_seat.values_mut() {
                        if seat < answers.len() {
                            answers.remove(seat);
                        }
                    }
                    self.seats.retain(|_, s| *s != seat);
                    for s in self.seats.values_mut() {
                        if *s > seat {
                            *s -= 1;
                        }
                    }
                }
                Action::None
            }
            Message::MoveUp(seat) => {
                if seat > 0 && seat < self.players.len() {
                    self.swap_seats(seat, seat - 1);
                }
                Action::None
            }
            Message::MoveDown(seat) => {
                if seat + 1 < self.players.len() {
                    self.swap_seats(seat, seat + 1);
                }
                Action::None
            }
            Message::Name(name) => {
                self.steps.edit(Field::FileName, &mut self.name, name);
                self.problem = None;
                Action::None
            }
            Message::PerSeat(key, seat, value) => {
                let answers = self.per_seat.entry(key).or_default();
                if answers.len() <= seat {
                    answers.resize(seat + 1, None);
                }
                answers[seat] = Some(value);
                self.fill_the_last_unique(key);
                self.problem = None;
                Action::None
            }
            Message::Seat(key, seat) => {
                self.seats.insert(key, seat);
                self.problem = None;
                Action::None
            }
            Message::OneOf(key, value) => {
                self.one_of.insert(key, value);
                self.problem = None;
                Action::None
            }
            Message::ClockKind(kind) => {
                self.choose_clock(kind);
                self.problem = None;
                Action::None
            }
            Message::ClockAmount(typed) => {
                self.clock_amount = typed;
                self.problem = None;
                Action::None
            }
            Message::Submit(seat) => {
                if let Some(empty) = self.players.iter().position(|p| p.trim().is_empty()) {
                    return Action::Run(iced::widget::operation::focus(field_id(empty)));
                }
                if seat + 1 < self.players.len() {
                    return Action::Run(iced::widget::operation::focus(field_id(seat + 1)));
                }
                self.update(Message::Start, paths, settings)
            }
            // A game without its board values could not be played; the
            // status line says which are missing.
            Message::Start if !self.missing_board_values(settings).is_empty() => Action::None,
            Message::Start => match self.check(settings).and_then(|()| self.clock()) {
                Ok(clock) => Action::Create {
                    game: self.game,
                    input: self.input(settings),
                    path: paths.games.join(format!("{}.toml", self.name.trim())),
                    clock,
                },
                Err(problem) => {
                    self.problem = Some(problem);
                    Action::None
                }
            },
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self, lang: Lang, settings: &Settings) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let count = self.players.len();
        let fields = self.fields(count);
        let seats = self.seat_rows(lang, &fields);
        // A seat more is live only where the game takes one more player;
        // greyed in its place otherwise, so nothing under the finger moves.
        let add = labelled_icon_button(Icon::Plus, t("setup-add-player")).on_press_maybe(
            (count < MAX_SEATS && self.takes_players(count + 1)).then_some(Message::AddPlayer),
        );

        let questions = self.questions(lang, &fields);

        let check = self.check(settings);
        let missing = self.missing_message(lang, settings);
        let waiting = |said: String| {
            container(text(said).size(14))
                .padding(12)
                .width(Length::Fill)
                .style(|th| theme::banner(th, Tone::Reminder))
        };
        let status: Element<'_, Message> = match (&self.problem, &check, missing) {
            (Some(problem), _, _) | (None, Err(problem), _) => {
                waiting(i18n::tr(lang, &crate::i18n::for_the_window(lang, problem))).into()
            }
            (None, Ok(()), Some(missing)) => waiting(missing).into(),
            (None, Ok(()), None) => container(text(t("setup-ready")))
                .padding(12)
                .width(Length::Fill)
                .style(|th| theme::banner(th, Tone::Good))
                .into(),
        };
        let board = self.board_section(lang, settings);
        let again = self.last_players_offer(lang, settings);
        let seats_help = if crate::games::seating_matters(self.game) {
            t("setup-seats-help")
        } else {
            t("setup-people-help")
        };

        let content = column![
            row![
                button(text(t("setup-back")))
                    .style(button::text)
                    .on_press(Message::Back),
                section_title(i18n::tr(
                    lang,
                    &Msg::new("setup-title").arg_key("game", &self.game.title_key())
                )),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
            // Add above the seats, at the end of the help's row: it stays
            // under the finger for a repeated tap as seats come (a seat
            // row below it would push it down each time).
            row![text(seats_help).size(15).width(Length::Fill), add]
                .spacing(16)
                .align_y(Alignment::Center),
            again,
            seats,
            questions,
            self.clock_question(lang),
            row![
                text(t("setup-file-name")).width(160),
                widgets::field_keys(
                    text_input("", &self.name)
                        .id("file-name")
                        .on_input(Message::Name)
                        .padding(10)
                        .width(360)
                )
                .on_undo(Message::FieldUndo(Field::FileName))
                .on_redo(Message::FieldRedo(Field::FileName))
                .on_escape(Message::FieldEscape(Field::FileName)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            board,
            space().height(8),
        ]
        .spacing(16)
        .padding(24)
        // The page's width does not follow its widest row: it does not
        // re-centre as a column of answers comes or goes.
        .width(Length::Fill)
        .max_width(1100);
        // Start and what it waits for stay in sight below the scrolled
        // part, however long the game's questions and board values are.
        let footer = container(
            row![
                status,
                container(
                    big_button(t("setup-start"))
                        .on_press_maybe(self.ready(settings).then_some(Message::Start))
                )
                .id("start-game"),
            ]
            .spacing(16)
            // Start keeps its place at the bottom however many lines the
            // status takes.
            .align_y(Alignment::End),
        )
        .max_width(1100)
        .padding([10, 24]);
        let footer = container(footer).center_x(Length::Fill).style(theme::panel);
        column![
            scrollable(container(content).center_x(Length::Fill)).height(Length::Fill),
            footer,
        ]
        .into()
    }
}

/// A file name people can type: letters, digits, spaces, dashes and underscores.
fn check_file_name(name: &str) -> Result<(), Msg> {
    let name = name.trim();
    // The store's bound too, so every file kept beside the game fits.
    let fine = crate::store::check_game_name(name).is_ok()
        && name.chars().count() <= 60
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == ' ');
    if fine {
        Ok(())
    } else {
        Err(Msg::new("setup-file-name-invalid").arg("name", name))
    }
}
