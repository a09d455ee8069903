//! A new game for the table that has just played: the same people in the
//! same seats, the same table options and turn clock. What the game deals
//! anew each time (roles, characters, the Sheriff's or the Law's seat, who
//! starts) is asked again, as for any new game.

use super::{MAX_SEATS, Setup};
use crate::core::{ClockSetting, GameId, SetupField, SetupInput};
use iced::Task;

impl Setup {
    /// A setup for `game` with the players of `last` in their seats, its
    /// options kept where they are the table's choice, and `clock` chosen.
    pub fn again(
        game: GameId,
        last: &SetupInput,
        clock: Option<ClockSetting>,
    ) -> (Self, Task<super::Message>) {
        let (mut setup, task) = Setup::new(game);
        let players: Vec<String> = last.players.iter().take(MAX_SEATS).cloned().collect();
        if !players.is_empty() {
            setup.players = players;
        }
        setup.keep_options(last);
        match clock {
            Some(ClockSetting::Countdown { seconds }) => {
                setup.clock_kind = super::ClockKind::Countdown;
                setup.clock_amount = seconds.to_string();
            }
            Some(ClockSetting::Bank { minutes }) => {
                setup.clock_kind = super::ClockKind::Bank;
                setup.clock_amount = minutes.to_string();
            }
            None => {}
        }
        (setup, task)
    }

    /// Takes over the whole-game answers of `last` that are options (a
    /// question with a default: a variant, an extra rule). A question
    /// without one (the building left out, the Critical token's side) is
    /// decided by this game's deal and asked again. Answered one field at a
    /// time, as a variant may bring the questions that follow it.
    fn keep_options(&mut self, last: &SetupInput) {
        let seats = self.players.len();
        // Each round answers at least one more question or stops; a game
        // has a handful of them.
        for _ in 0..16 {
            let before = self.one_of.len();
            for field in self.fields(seats) {
                let SetupField::OneOf {
                    key,
                    choices,
                    default: Some(_),
                    ..
                } = field
                else {
                    continue;
                };
                let Some(typed) = last.options.get(key) else {
                    continue;
                };
                if let Some(choice) = choices.iter().find(|c| c.value == typed) {
                    self.one_of.insert(key, choice.value);
                }
            }
            if self.one_of.len() == before {
                break;
            }
        }
    }

    /// The players in seat order, as the screen holds them.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// A whole-game answer chosen on the screen (a variant), by option key.
    pub fn option(&self, key: &str) -> Option<&'static str> {
        self.one_of.get(key).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::gunfighters::Gunfighters;
    use crate::games::undead::Undead;

    /// The setup a game was played with, as the game gives it back.
    fn played<G: Game>(players: &[&str], options: &[(&str, &str)]) -> SetupInput {
        let input = SetupInput {
            players: players.iter().map(|p| p.to_string()).collect(),
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            ..SetupInput::default()
        };
        let setup = G::setup(&input).unwrap_or_else(|e| panic!("a valid setup: {}", e.key));
        G::setup_input(&setup)
    }

    #[test]
    fn the_same_people_in_the_same_seats_with_the_same_extra_rules() {
        let last = played::<Gunfighters>(
            &["Cid", "Ann", "Bob", "Dan"],
            &[
                ("face-up", "stable,saloon,ranch,cliff"),
                ("dealer", "ann"),
                ("public-memory", "on"),
                ("extra-b", "on"),
            ],
        );
        let clock = Some(ClockSetting::Countdown { seconds: 10 });
        let (setup, _) = Setup::again(Gunfighters::ID, &last, clock);
        assert_eq!(setup.players(), ["Cid", "Ann", "Bob", "Dan"]);
        assert_eq!(setup.option("public-memory"), Some("on"));
        assert_eq!(setup.option("extra-b"), Some("on"));
        assert_eq!(setup.clock().map_err(|m| m.key), Ok(clock));
        // The cards face up and the Dealer are this game's deal: asked again.
        assert!(setup.per_seat.is_empty());
        assert!(setup.seats.is_empty());
    }

    #[test]
    fn a_variant_is_kept_and_what_it_brings_is_asked_again_when_it_is_a_deal() {
        let last = played::<Undead>(
            &["Ann", "Bob"],
            &[
                ("variant", "two-player"),
                ("seating", "pairs"),
                ("law", "bob-1"),
                ("critical", "backfire"),
            ],
        );
        let (setup, _) = Setup::again(Undead::ID, &last, None);
        assert_eq!(setup.players(), ["Ann", "Bob"]);
        assert_eq!(setup.option("variant"), Some("two-player"));
        // No default: the seating, the Law and the Critical token's side
        // are decided at the table for each game.
        assert_eq!(setup.option("seating"), None);
        assert_eq!(setup.option("critical"), None);
        assert!(setup.seats.is_empty());
        assert_eq!(setup.clock().map_err(|m| m.key), Ok(None));
    }
}
