//! A finished game as one BG Stats play: the JSON of BG Stats' "createPlay"
//! link and the link itself. The fields, what each means and where that is
//! written are in `docs/bgstats.md`; nothing here is guessed from the app.
//!
//! Only a finished game is a play: [`play`] refuses one that goes on, so
//! nothing half-played ends up in someone's statistics.

use crate::core::{Msg, Outcome, SeatResult};
use crate::i18n::{self, Lang};
use crate::session::AnySession;
use crate::stats::{play_length, player_key};
use chrono::{DateTime, SecondsFormat, Utc};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use serde::{Deserialize, Serialize};

/// Where BG Stats takes a play from (its support page "Push plays to BG
/// Stats from other apps or websites").
pub const CREATE_PLAY: &str = "https://app.bgstatsapp.com/createPlay.html";

/// Who sends the play. BG Stats remembers how a game and a player were
/// matched per source, so this must never change.
pub const SOURCE_NAME: &str = "Holster";

/// What a phone can read from one QR code: version 40, error correction
/// level L, byte mode.
pub const QR_CAPACITY: usize = 2953;

/// The characters JavaScript's `encodeURIComponent` leaves as they are
/// (letters, digits and `-_.!~*'()`): every other byte of the JSON is
/// written `%XX`, as the other apps that make this link do.
const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// One play as the createPlay link carries it (field names as BG Stats
/// spells them).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Play {
    /// Always [`SOURCE_NAME`].
    pub source_name: String,
    /// The same for every export of one saved game, so BG Stats can tell a
    /// second import of it from a new play.
    pub source_play_id: String,
    /// When the first entry was made, UTC, `YYYY-MM-DD HH:MM:SS`.
    pub play_date: String,
    /// Minutes of play, pauses over 30 minutes left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration_min: Option<i64>,
    /// Which game.
    pub game: PlayGame,
    /// The people at the table, in seat order.
    pub players: Vec<PlayPlayer>,
    /// How the game was won, in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comments: Option<String>,
}

/// The game of a play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayGame {
    /// Its English title, as BoardGameGeek lists it.
    pub name: String,
    /// Holster's name for it (`bang-dice`), the same in every export.
    pub source_game_id: String,
    /// Its BoardGameGeek id, where one was confirmed (`docs/bgstats.md`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bgg_id: Option<u32>,
    /// Whether the highest score wins.
    pub highest_wins: bool,
    /// Whether the game keeps no score.
    pub no_points: bool,
}

/// One person of a play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayPlayer {
    /// The name as typed at the table.
    pub name: String,
    /// The name as Holster's statistics compare it (case and accents
    /// ignored), so one person is one player across games.
    pub source_player_id: String,
    /// Whether the person took the first turn.
    pub start_player: bool,
    /// Whether the person is among the winners.
    pub winner: bool,
    /// The final score, where the game keeps one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    /// The place the person finished in, from 1: every winner 1, the
    /// others after them (by score, where the game keeps one), so BG Stats
    /// does not read equal scores as a tie the game settled otherwise (a
    /// showdown). None for a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<u32>,
    /// The role or character played, in English whatever the language
    /// chosen: a name that leaves Holster is the same in every language,
    /// so one role is one role in BG Stats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// The team played for, in English whatever the language chosen, the
    /// same text for everyone in one team (BG Stats tells teams apart by it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<String>,
}

impl Play {
    /// The play as a file holds it: the link's JSON, laid out for people
    /// (the command line and the window's summary write the same).
    pub fn file_text(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }
}

/// A date as BG Stats reads `playDate`.
fn play_date(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M:%S").to_string()
}

/// The play of a finished game, with the way it was won in `lang` (roles
/// and teams are in English, the same in every export). A game that goes
/// on is refused with a message saying so.
pub fn play(lang: Lang, session: &dyn AnySession) -> Result<Play, Msg> {
    let game = session.game();
    let outcome = session
        .outcome()
        .ok_or_else(|| Msg::new("bgstats-not-finished").arg_key("game", &game.title_key()))?;
    let times = session.entry_times();
    let first = times.first().copied().unwrap_or_else(|| session.created());
    // A session is always of a registered game; its listing is its own.
    let listed = crate::games::registry::entry(game);
    let has_points = outcome.seats.iter().any(|s| s.score.is_some());
    let start = session
        .start_player()
        .and_then(|seat| outcome.seats.get(seat))
        .map(|s| s.person.clone());
    Ok(Play {
        source_name: SOURCE_NAME.to_string(),
        source_play_id: format!(
            "{}/{}",
            game.as_str(),
            session
                .created()
                .to_rfc3339_opts(SecondsFormat::Millis, true)
        ),
        play_date: play_date(first),
        // Rounded to the nearest minute, as a person reading a clock would.
        duration_min: play_length(&times).map(|l| (l.seconds + 30) / 60),
        game: PlayGame {
            name: i18n::text(Lang::En, &game.title_key()),
            source_game_id: game.as_str().to_string(),
            bgg_id: listed.and_then(|g| g.bgg_id()),
            highest_wins: listed.is_none_or(|g| g.highest_wins()),
            no_points: !has_points,
        },
        players: players(
            &outcome,
            start.as_deref(),
            listed.is_none_or(|g| g.highest_wins()),
        ),
        comments: Some(i18n::tr(lang, &comments(&outcome))),
    })
}

/// Who won and how, as a sentence: BG Stats has no field for the way a
/// game was won (a team, a role, alone), so it goes in the comments.
fn comments(outcome: &Outcome) -> Msg {
    let mut winners: Vec<&str> = Vec::new();
    for seat in &outcome.winners {
        if let Some(result) = outcome.seats.get(*seat)
            && !winners.contains(&result.person.as_str())
        {
            winners.push(&result.person);
        }
    }
    if winners.is_empty() {
        return Msg::new("bgstats-comments-draw");
    }
    Msg::new("bgstats-comments")
        .arg("winners", winners.join(", "))
        .arg("count", winners.len())
        .arg_msg("how", outcome.how.clone())
}

/// One player per person, in the order of their first seat: a person who
/// played two seats (two characters, two bands) is one player who won when
/// either seat won. Each gets a rank (see [`rank`]).
fn players(outcome: &Outcome, start: Option<&str>, highest_wins: bool) -> Vec<PlayPlayer> {
    let mut people: Vec<(&str, Vec<(usize, &SeatResult)>)> = Vec::new();
    for (seat, result) in outcome.seats.iter().enumerate() {
        match people.iter_mut().find(|(p, _)| *p == result.person) {
            Some((_, seats)) => seats.push((seat, result)),
            None => people.push((&result.person, vec![(seat, result)])),
        }
    }
    let mut players: Vec<PlayPlayer> = people
        .into_iter()
        .map(|(person, seats)| person_player(outcome, person, &seats, start))
        .collect();
    rank(&mut players, highest_wins);
    players
}

/// The places: every winner first (the game named them, whatever the
/// scores say), then the others, by score where they have one (equal
/// scores share a place), else all next. A draw ranks nobody.
fn rank(players: &mut [PlayPlayer], highest_wins: bool) {
    if !players.iter().any(|p| p.winner) {
        return;
    }
    let others: Vec<Option<i64>> = players
        .iter()
        .filter(|p| !p.winner)
        .map(|p| p.score)
        .collect();
    for player in players.iter_mut() {
        player.rank = Some(if player.winner {
            1
        } else {
            let better = |s: &Option<i64>| match (s, player.score) {
                (Some(s), Some(mine)) if highest_wins => *s > mine,
                (Some(s), Some(mine)) => *s < mine,
                _ => false,
            };
            let mut ahead: Vec<i64> = others
                .iter()
                .filter(|s| better(s))
                .flatten()
                .copied()
                .collect();
            ahead.sort_unstable();
            ahead.dedup();
            2 + u32::try_from(ahead.len()).unwrap_or(0)
        });
    }
}

fn person_player(
    outcome: &Outcome,
    person: &str,
    seats: &[(usize, &SeatResult)],
    start: Option<&str>,
) -> PlayPlayer {
    // One score only when every seat of the person has the same one (a
    // team's score, a person's Notoriety); seats with different scores
    // would need adding up, which no rulebook says, so then none is sent.
    let mut scores = seats.iter().map(|(_, s)| s.score);
    let first = scores.next().flatten();
    let score = first.filter(|_| scores.all(|s| s == first));
    let mut roles: Vec<String> = Vec::new();
    let mut teams: Vec<String> = Vec::new();
    for (_, result) in seats {
        for side in &result.sides {
            let label = i18n::tr(Lang::En, &side.label);
            let list = if side.id.starts_with("team:") {
                &mut teams
            } else {
                &mut roles
            };
            if !list.contains(&label) {
                list.push(label);
            }
        }
    }
    PlayPlayer {
        name: person.to_string(),
        source_player_id: player_key(person),
        start_player: start == Some(person),
        winner: seats.iter().any(|(seat, _)| outcome.won(*seat)),
        score,
        rank: None,
        role: (!roles.is_empty()).then(|| roles.join(", ")),
        // A person in two teams is in no one team.
        team: (teams.len() == 1).then(|| teams.remove(0)),
    }
}

/// The play as the JSON the link carries: compact, as short as it can be.
pub fn to_json(play: &Play) -> String {
    serde_json::to_string(play).unwrap_or_default()
}

/// The createPlay link of a play: [`CREATE_PLAY`]`?data=` and the JSON,
/// URL-encoded.
pub fn link(play: &Play) -> String {
    format!(
        "{CREATE_PLAY}?data={}",
        utf8_percent_encode(&to_json(play), COMPONENT)
    )
}

/// The createPlay link of a finished game; a game that goes on is refused
/// with a message saying so. The window shows this as a QR code.
pub fn session_link(lang: Lang, session: &dyn AnySession) -> Result<String, Msg> {
    play(lang, session).map(|p| link(&p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_encodes_what_encode_uri_component_encodes() {
        let encoded = utf8_percent_encode("{\"a\":\"Zoë & Bo (2)\"}", COMPONENT).to_string();
        assert_eq!(encoded, "%7B%22a%22%3A%22Zo%C3%AB%20%26%20Bo%20(2)%22%7D");
    }

    #[test]
    fn the_play_date_is_the_format_bg_stats_reads() {
        let at = DateTime::parse_from_rfc3339("2026-11-07T20:05:09Z")
            .map(|d| d.with_timezone(&Utc))
            .expect("a date");
        assert_eq!(play_date(at), "2026-11-07 20:05:09");
    }
}
