//! The History screen: the filter by game and by player, then games played
//! per game, wins per player and per role, character or team, how the games
//! were won, and the longest and shortest game, each line the message
//! `holster stats` prints for it, so the two always agree.

use super::frame::{panel, unreadable};
use super::{Message, Stats};
use crate::core::{GameId, Msg};
use crate::i18n::{self, Lang};
use crate::stats::{Records, Tally};
use crate::ui::theme;
use crate::ui::widgets::button;
use crate::ui::widgets::button_row;
use iced::widget::{Column, column, container, progress_bar, row, text, text_input};
use iced::{Alignment, Element, Length};

impl Stats {
    /// The counts the filter lets through, below the filter.
    pub(super) fn history_view<'a>(
        &'a self,
        lang: Lang,
        records: &Records,
        wide: bool,
    ) -> Element<'a, Message> {
        let say = |msg: &Msg| i18n::tr(lang, msg);
        let mut col = Column::new().spacing(16).push(self.filter_view(lang));
        let history = &self.history;
        let mut panels: Vec<(bool, Element<'a, Message>)> = Vec::new();
        if history.games.is_empty() {
            let msg = match self.filter().player {
                Some(name) => Msg::new("stats-no-such-player").arg("name", name),
                None => Msg::new("stats-no-games"),
            };
            col = col.push(text(say(&msg)).size(17));
            return col.extend(unreadable(lang, records)).into();
        }
        let games = history
            .games
            .iter()
            .map(|count| {
                let msg = Msg::new("stats-game-count")
                    .arg_key("game", &count.game.title_key())
                    .arg("played", count.played)
                    .arg("finished", count.finished);
                text(say(&msg)).into()
            })
            .collect();
        panels.push((false, panel(i18n::text(lang, "stats-games-heading"), games)));
        // The longest and shortest game near the top, where opening one
        // is a click away.
        let mut lengths: Vec<Element<'a, Message>> = Vec::new();
        for (key, id, game) in [
            ("stats-longest", "open-longest", &history.longest),
            ("stats-shortest", "open-shortest", &history.shortest),
        ] {
            if let Some(game) = game {
                let msg = Msg::new(key)
                    .arg("file", game.name.clone())
                    .arg_key("game", &game.game.title_key())
                    .arg_msg("length", game.length.msg());
                let open = button(text(i18n::text(lang, "stats-ui-open")))
                    .padding([8, 14])
                    .style(theme::secondary_button)
                    .on_press(Message::Open(game.name.clone()));
                // When it was set up, in the table's own time.
                let started = records
                    .games
                    .iter()
                    .find(|r| r.name == game.name)
                    .map(|r| r.started.with_timezone(&chrono::Local))
                    .map(|at| at.format("%Y-%m-%d %H:%M").to_string())
                    .unwrap_or_default();
                let started = Msg::new("stats-ui-started").arg("date", started);
                let said = column![
                    text(say(&msg)),
                    text(say(&started)).size(13).style(theme::faint_text),
                ]
                .spacing(2);
                lengths.push(
                    row![said.width(Length::Fill), container(open).id(id)]
                        .spacing(12)
                        .align_y(Alignment::Center)
                        .into(),
                );
            }
        }
        if !lengths.is_empty() {
            panels.push((true, panel(i18n::text(lang, "stats-ui-lengths"), lengths)));
        }
        if history.players.is_empty() {
            col = col
                .push(side_by_side(panels, wide))
                .push(text(i18n::text(lang, "stats-no-finished")).size(17));
            return col.extend(unreadable(lang, records)).into();
        }
        let players = history
            .players
            .iter()
            .map(|t| {
                let msg = Msg::new("stats-wins")
                    .arg_msg("name", t.label.clone())
                    .arg("won", t.won)
                    .arg("played", t.played);
                with_bar(say(&msg), t)
            })
            .collect();
        panels.push((
            false,
            panel(i18n::text(lang, "stats-players-heading"), players),
        ));
        if !history.sides.is_empty() {
            let sides = history
                .sides
                .iter()
                .map(|t| {
                    let msg = Msg::new("stats-side-wins")
                        .arg_key("game", &t.game_title_key())
                        .arg_msg("name", t.label.clone())
                        .arg("won", t.won)
                        .arg("played", t.played);
                    with_bar(say(&msg), t)
                })
                .collect();
            panels.push((true, panel(i18n::text(lang, "stats-sides-heading"), sides)));
        }
        let mut ways: Vec<Element<'a, Message>> = history
            .ways
            .iter()
            .map(|t| {
                let msg = Msg::new("stats-way")
                    .arg_key("game", &t.game_title_key())
                    .arg_msg("name", t.label.clone())
                    .arg("count", t.played);
                text(say(&msg)).into()
            })
            .collect();
        if history.draws > 0 {
            let msg = Msg::new("stats-draws").arg("count", history.draws);
            ways.push(text(say(&msg)).into());
        }
        panels.push((false, panel(i18n::text(lang, "stats-ways-heading"), ways)));
        col.push(side_by_side(panels, wide))
            .extend(unreadable(lang, records))
            .into()
    }

    /// Which game (every registered game, or all) and which player.
    fn filter_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |key: &str| i18n::text(lang, key);
        // Smaller than the pads' choices: a filter, not a step of the game,
        // and all five on one line on a wide window.
        let choice = |label: String, game: Option<GameId>| {
            button(text(label).size(15))
                .padding([8, 12])
                .style(if self.game == game {
                    button::primary
                } else {
                    theme::secondary_button
                })
                .on_press(Message::Game(game))
                .into()
        };
        let mut games = vec![choice(t("stats-ui-all-games"), None)];
        // Every game offered, in the registry's order: a variant (the solo
        // game) too, since the statistics count it apart.
        for game in crate::games::registry::offered(false).map(|g| g.id()) {
            games.push(choice(t(&game.title_key()), Some(game)));
        }
        column![
            row![text(t("stats-ui-game")).width(90), button_row(games)]
                .spacing(12)
                .align_y(Alignment::Center),
            row![
                text(t("stats-ui-player")).width(90),
                text_input(&t("stats-ui-player-hint"), &self.player)
                    .id("stats-player")
                    .on_input(Message::Player)
                    .padding(10)
                    .width(420),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
        ]
        .spacing(12)
        .into()
    }
}

/// The panels in two columns on a wide window (those marked `true` on
/// the right: the longest and shortest game beside the games played, the
/// long list of sides beside the players and the ways of winning), in one
/// column in the order given on a narrow one or with big text.
fn side_by_side<'a>(panels: Vec<(bool, Element<'a, Message>)>, wide: bool) -> Element<'a, Message> {
    if !wide {
        return Column::with_children(panels.into_iter().map(|(_, p)| p))
            .spacing(16)
            .into();
    }
    let (right, left): (Vec<_>, Vec<_>) = panels.into_iter().partition(|(r, _)| *r);
    // The right-hand lines name the game and the side: they get more room.
    let column = |panels: Vec<(bool, Element<'a, Message>)>, portion| {
        Column::with_children(panels.into_iter().map(|(_, p)| p))
            .spacing(16)
            .width(Length::FillPortion(portion))
    };
    row![column(left, 2), column(right, 3)].spacing(16).into()
}

/// A line of wins with a bar of the share won beside it.
fn with_bar<'a>(line: String, tally: &Tally) -> Element<'a, Message> {
    // `played` is at least 1 for every tally; the range stays valid anyway.
    let played = tally.played.max(1) as f32;
    row![
        text(line).width(Length::Fill),
        progress_bar(0.0..=played, tally.won as f32)
            .length(100)
            .girth(12),
    ]
    .spacing(16)
    .align_y(Alignment::Center)
    .into()
}
