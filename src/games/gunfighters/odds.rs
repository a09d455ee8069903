//! The odds in Make You Gunfighters: no dice, and hands are secret, so
//! Holster says nothing the table has not seen. With the public memory on
//! (the table chose to keep what it has seen of each hand), it gives the
//! count of each location's cards not yet seen: of the seven cards of a
//! location ("7 cards of each location", the box's 42), those neither on
//! the face-up discard pile nor known to be in a hand. Those are the cards
//! that can still be in a hand unseen, or in the draw pile, which is what a
//! player weighs before shooting at a location or moving into it.
//!
//! Without the public memory the table keeps no such record, and Holster
//! shows nothing: counting from its own memory would be the help the table
//! chose not to have.

use super::state::{GfState, Location, PER_LOCATION};
use crate::core::{Considering, Figure, Msg, Odds};

/// The count of each location's cards not yet seen, while the game is on
/// and the table keeps its public memory; nothing otherwise.
pub fn odds(state: &GfState, _considering: &Considering) -> Vec<Odds> {
    if !state.options.public_memory || state.end.is_over() || state.players.is_empty() {
        return Vec::new();
    }
    let figures: Vec<Figure> = Location::ALL
        .into_iter()
        .filter_map(|location| {
            let unseen = PER_LOCATION.saturating_sub(state.seen(location));
            Figure::count(
                Msg::new(location.name_key()),
                u64::from(unseen),
                u64::from(PER_LOCATION),
            )
        })
        .collect();
    vec![Odds {
        choice: Msg::new("mgf-odds-unseen"),
        figures,
        whole: false,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gunfighters::state::Player;

    fn table(memory: bool) -> GfState {
        let mut state = GfState {
            players: vec![
                Player {
                    name: "Ann".into(),
                    hand: 5,
                    ..Player::default()
                },
                Player {
                    name: "Bob".into(),
                    hand: 5,
                    ..Player::default()
                },
            ],
            draw_pile: 32,
            ..GfState::default()
        };
        state.options.public_memory = memory;
        state
    }

    fn counts(odds: &[Odds]) -> Vec<(u64, u64)> {
        odds[0].figures.iter().filter_map(|f| f.count).collect()
    }

    #[test]
    fn each_location_counts_its_seven_cards_less_those_seen() {
        let mut state = table(true);
        // Two Saloons and a Cliff discarded face up; a Saloon known in
        // Ann's hand (taken from the discard pile), her face-up Stable.
        state.discards = vec![Location::Saloon, Location::Cliff, Location::Saloon];
        state.players[0].known[Location::Saloon.index()] = 1;
        state.players[0].known[Location::Stable.index()] = 1;
        let odds = odds(&state, &Considering::default());
        assert_eq!(odds.len(), 1);
        assert_eq!(odds[0].choice, Msg::new("mgf-odds-unseen"));
        // By hand: Stable 7 − 1, Saloon 7 − 2 − 1, Station 7, Plaza 7,
        // Ranch 7, Cliff 7 − 1.
        assert_eq!(
            counts(&odds),
            vec![(6, 7), (4, 7), (7, 7), (7, 7), (7, 7), (6, 7)]
        );
        assert_eq!(odds[0].figures[1].what, Msg::new("mgf-location-saloon"));
        assert!(odds[0].sums_right());
    }

    #[test]
    fn nothing_is_said_without_the_public_memory_or_once_the_game_is_over() {
        let mut state = table(false);
        state.discards = vec![Location::Plaza];
        assert!(odds(&state, &Considering::default()).is_empty());
        let mut state = table(true);
        state.end = crate::games::gunfighters::End::Won(vec![0]);
        assert!(odds(&state, &Considering::default()).is_empty());
    }

    #[test]
    fn a_location_all_seen_counts_none_left() {
        let mut state = table(true);
        state.discards = vec![Location::Ranch; 7];
        assert_eq!(counts(&odds(&state, &Considering::default()))[4], (0, 7));
    }
}
