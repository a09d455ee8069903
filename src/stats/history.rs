//! Games played, wins per player and per role, character or team, and the
//! longest and shortest game, over the saved games a filter lets through.

use super::length::Length;
use super::player_key;
use super::record::GameRecord;
use crate::core::{GameId, Msg};

/// Which games to count.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only this game.
    pub game: Option<GameId>,
    /// Only games this player played in (case and accents ignored); the
    /// roles, characters and teams are then counted for their seats only.
    pub player: Option<String>,
}

impl Filter {
    fn lets_through(&self, record: &GameRecord) -> bool {
        self.game.is_none_or(|g| g == record.game)
            && self
                .wanted()
                .is_none_or(|key| record.people.iter().any(|p| player_key(p) == key))
    }

    fn wanted(&self) -> Option<String> {
        self.player.as_deref().map(player_key)
    }
}

/// How many games of one game were played and finished.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameCount {
    /// Which game.
    pub game: GameId,
    /// Saved games, finished or not.
    pub played: usize,
    /// Of those, the ones that ended.
    pub finished: usize,
}

/// Wins of one player, role, character, team or way of winning, counted
/// over finished games.
#[derive(Debug, Clone, PartialEq)]
pub struct Tally {
    /// The game it belongs to; `None` for a player, who plays them all.
    pub game: Option<GameId>,
    /// What it is counted by: the player's folded name, or the side's id.
    pub id: String,
    /// Its name for people (a player as first written).
    pub label: Msg,
    /// Finished games it was in.
    pub played: usize,
    /// Of those, the ones it won.
    pub won: usize,
}

impl Tally {
    /// The translation key of the title of the game a side or a way of
    /// winning belongs to; empty for a player's tally, which spans them all.
    pub fn game_title_key(&self) -> String {
        self.game.map(|g| g.title_key()).unwrap_or_default()
    }
}

/// The longest or shortest finished game.
#[derive(Debug, Clone, PartialEq)]
pub struct Longest {
    /// The saved game's name.
    pub name: String,
    /// Which game.
    pub game: GameId,
    /// How long it took.
    pub length: Length,
}

/// Everything the History screen and `holster stats` show.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct History {
    /// Games played per game, in the order games are offered.
    pub games: Vec<GameCount>,
    /// Finished games that were drawn (nobody won).
    pub draws: usize,
    /// Wins per player, most wins first.
    pub players: Vec<Tally>,
    /// Wins per role, character and team, game by game, most wins first.
    pub sides: Vec<Tally>,
    /// Finished games per way of winning (the Outlaws, the Pioneers, alone),
    /// game by game.
    pub ways: Vec<Tally>,
    /// The longest finished game with entries.
    pub longest: Option<Longest>,
    /// The shortest finished game with entries.
    pub shortest: Option<Longest>,
}

/// Counts the records the filter lets through.
pub fn history(records: &[GameRecord], filter: &Filter) -> History {
    let wanted = filter.wanted();
    let mut out = History::default();
    for record in records.iter().filter(|r| filter.lets_through(r)) {
        count_game(&mut out.games, record);
        let Some(outcome) = &record.outcome else {
            continue;
        };
        if outcome.winners.is_empty() {
            out.draws += 1;
        }
        count(
            &mut out.ways,
            Some(record.game),
            outcome.how.key.clone(),
            &outcome.how,
            true,
        );
        // A person who played several seats counts once per game, and wins
        // when any of their seats wins.
        let mut counted: Vec<String> = Vec::new();
        for person in &record.people {
            let key = player_key(person);
            // Names written two ways at one table are one player there too.
            if counted.contains(&key) {
                continue;
            }
            counted.push(key.clone());
            let won = outcome
                .seats
                .iter()
                .enumerate()
                .any(|(seat, s)| player_key(&s.person) == key && outcome.won(seat));
            let label = Msg::new("stats-side-printed").arg("name", person.trim().to_string());
            count(&mut out.players, None, key, &label, won);
        }
        // A side (a team, a role, a character) plays and wins once per
        // game, however many seats played it: three Pioneers who won are
        // one game won by the Pioneers.
        let mut sides: Vec<(&crate::core::Side, bool)> = Vec::new();
        for (seat, result) in outcome.seats.iter().enumerate() {
            if wanted
                .as_ref()
                .is_some_and(|key| player_key(&result.person) != *key)
            {
                continue;
            }
            for side in &result.sides {
                match sides.iter_mut().find(|(s, _)| s.id == side.id) {
                    Some((_, won)) => *won |= outcome.won(seat),
                    None => sides.push((side, outcome.won(seat))),
                }
            }
        }
        for (side, won) in sides {
            count(
                &mut out.sides,
                Some(record.game),
                side.id.clone(),
                &side.label,
                won,
            );
        }
        if let Some(length) = record.length {
            let this = Longest {
                name: record.name.clone(),
                game: record.game,
                length,
            };
            if out
                .longest
                .as_ref()
                .is_none_or(|l| length.seconds > l.length.seconds)
            {
                out.longest = Some(this.clone());
            }
            if out
                .shortest
                .as_ref()
                .is_none_or(|s| length.seconds < s.length.seconds)
            {
                out.shortest = Some(this);
            }
        }
    }
    out.games.sort_by_key(|c| offered(c.game));
    // Players by wins; sides and ways by game first, so each game's roles
    // read together, then by wins.
    for tallies in [&mut out.players, &mut out.sides, &mut out.ways] {
        tallies.sort_by(|a, b| {
            a.game
                .map(offered)
                .cmp(&b.game.map(offered))
                .then(b.won.cmp(&a.won))
                .then(a.played.cmp(&b.played))
                .then(a.id.cmp(&b.id))
        });
    }
    out
}

/// Where a game comes in the list of games offered.
fn offered(game: GameId) -> usize {
    crate::games::registry::GAMES
        .iter()
        .position(|g| g.id() == game)
        .unwrap_or(usize::MAX)
}

fn count_game(games: &mut Vec<GameCount>, record: &GameRecord) {
    let finished = usize::from(record.outcome.is_some());
    match games.iter_mut().find(|c| c.game == record.game) {
        Some(c) => {
            c.played += 1;
            c.finished += finished;
        }
        None => games.push(GameCount {
            game: record.game,
            played: 1,
            finished,
        }),
    }
}

fn count(tallies: &mut Vec<Tally>, game: Option<GameId>, id: String, label: &Msg, won: bool) {
    let won = usize::from(won);
    match tallies.iter_mut().find(|t| t.game == game && t.id == id) {
        Some(t) => {
            t.played += 1;
            t.won += won;
        }
        None => tallies.push(Tally {
            game,
            id,
            label: label.clone(),
            played: 1,
            won,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::core::{Outcome, SeatResult, Side};
    use crate::games::bang_dice::BangDice;
    use crate::games::gunfights::Gunfights;
    use chrono::Utc;

    fn seat(person: &str, side: &str) -> SeatResult {
        SeatResult {
            person: person.to_string(),
            sides: vec![Side::new(side, side)],
            score: None,
            parts: Vec::new(),
        }
    }

    /// A finished game: the seats as (person, side), the winning seats, and
    /// how long it took.
    fn game(game: GameId, seats: &[(&str, &str)], winners: &[usize], seconds: i64) -> GameRecord {
        let mut people: Vec<String> = Vec::new();
        for (p, _) in seats {
            if !people.iter().any(|q| q == p) {
                people.push(p.to_string());
            }
        }
        GameRecord {
            name: format!("g{seconds}"),
            game,
            started: Utc::now(),
            people,
            outcome: Some(Outcome {
                winners: winners.to_vec(),
                how: Msg::new(if winners.is_empty() { "draw" } else { "team" }),
                seats: seats.iter().map(|(p, s)| seat(p, s)).collect(),
            }),
            dice: Vec::new(),
            length: Some(Length { seconds, pauses: 0 }),
        }
    }

    fn records() -> Vec<GameRecord> {
        vec![
            game(
                BangDice::ID,
                &[("José", "role:sheriff"), ("Bob", "role:outlaw")],
                &[0],
                600,
            ),
            // José again, written without the accent and in capitals, and
            // playing two seats of which one wins.
            game(
                Gunfights::ID,
                &[("JOSE ", "team:a"), ("jose", "team:b"), ("Bob", "team:b")],
                &[0],
                1800,
            ),
            game(
                BangDice::ID,
                &[("Bob", "role:sheriff"), ("Cid", "role:outlaw")],
                &[],
                60,
            ),
        ]
    }

    fn tally<'a>(tallies: &'a [Tally], id: &str) -> Option<&'a Tally> {
        tallies.iter().find(|t| t.id == id)
    }

    #[test]
    fn a_player_is_one_player_whatever_the_case_accents_or_seats() {
        let h = history(&records(), &Filter::default());
        let jose = tally(&h.players, "jose").expect("José counted");
        assert_eq!((jose.won, jose.played), (2, 2));
        assert_eq!(jose.label.args.len(), 1, "named as first written");
        let bob = tally(&h.players, "bob").expect("Bob counted");
        assert_eq!((bob.won, bob.played), (0, 3));
        assert_eq!(h.draws, 1);
        assert_eq!(h.players[0].id, "jose", "most wins first");
    }

    #[test]
    fn games_roles_and_lengths_are_counted_per_game() {
        let h = history(&records(), &Filter::default());
        let bang = h.games.iter().find(|g| g.game == BangDice::ID);
        assert_eq!(bang.map(|g| (g.played, g.finished)), Some((2, 2)));
        let sheriff = h
            .sides
            .iter()
            .find(|t| t.game == Some(BangDice::ID) && t.id == "role:sheriff")
            .expect("the Sheriff counted");
        assert_eq!((sheriff.won, sheriff.played), (1, 2));
        assert_eq!(h.longest.as_ref().map(|l| l.length.seconds), Some(1800));
        assert_eq!(h.shortest.as_ref().map(|l| l.length.seconds), Some(60));
    }

    #[test]
    fn a_side_wins_once_per_game_however_many_seats_played_it() {
        // Gunfights & Gamblin': "Players decide on teams". Three Pioneers
        // who won are one game won by the Pioneers, not three.
        let seats = [
            ("Ann", "team:pioneers"),
            ("Bob", "team:pioneers"),
            ("Cid", "team:pioneers"),
            ("Dan", "team:renegades"),
            ("Eve", "team:renegades"),
            ("Fay", "team:renegades"),
        ];
        let h = history(
            &[game(Gunfights::ID, &seats, &[0, 1, 2], 60)],
            &Filter::default(),
        );
        let pioneers = tally(&h.sides, "team:pioneers").expect("the Pioneers counted");
        assert_eq!((pioneers.won, pioneers.played), (1, 1));
        let renegades = tally(&h.sides, "team:renegades").expect("the Renegades counted");
        assert_eq!((renegades.won, renegades.played), (0, 1));
    }

    #[test]
    fn a_filter_by_player_counts_that_players_seats_only() {
        let filter = Filter {
            game: None,
            player: Some("josé".to_string()),
        };
        let h = history(&records(), &filter);
        assert_eq!(h.games.iter().map(|g| g.played).sum::<usize>(), 2);
        assert!(
            tally(&h.sides, "role:outlaw").is_none(),
            "Bob's role left out"
        );
        let b = tally(&h.sides, "team:b").expect("José's losing seat");
        assert_eq!((b.won, b.played), (0, 1));
        let by_game = Filter {
            game: Some(Gunfights::ID),
            player: None,
        };
        assert_eq!(history(&records(), &by_game).games.len(), 1);
    }
}
