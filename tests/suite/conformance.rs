//! One conformance harness for every registered game: whatever game is
//! added to `holster::registered_games!` is checked here too, and a game
//! registered without its [`Conformance`] impl does not compile the tests.
//!
//! The fixed checks play each game's sample table through a saved file and
//! look at its rules, texts, labels and notation (`conformance/checks.rs`);
//! the properties throw arbitrary setups, actions and text at it
//! (`conformance/properties.rs`).

// Each game's sample, which the window's next-step test and the solo
// game's own tests play too.
pub mod bang_dice;
mod checks;
pub mod gunfighters;
pub mod gunfights;
mod properties;
pub mod tally;
pub mod undead;
pub mod undead_solo;
pub mod words;
// The turn clock's check, for every game alike (kept apart from the games).
mod clock;

use crate::support::conformance::Conformance;

/// A check that is run for one game at a time.
trait Check {
    /// Runs the check for `G`.
    fn run<G: Conformance>(&self);
}

macro_rules! every_registered_game {
    ($($game:ty),* $(,)?) => {
        /// Runs `check` for every registered game, in the registry's order.
        fn for_every_game(check: &impl Check) {
            $( check.run::<$game>(); )*
        }
    };
}

holster::registered_games!(every_registered_game);

/// One test per check, each run for every registered game.
macro_rules! conformance {
    ($($test:ident => $($check:ident)::+;)*) => {
        $(
            #[test]
            fn $test() {
                struct This;
                impl Check for This {
                    fn run<G: Conformance>(&self) {
                        $($check)::+::<G>();
                    }
                }
                for_every_game(&This);
            }
        )*
    };
}

conformance! {
    a_saved_game_reads_back_the_same => checks::a_saved_game_reads_back_the_same;
    the_rule_table_is_sound => checks::the_rule_table_is_sound;
    its_texts_are_in_both_languages => checks::its_texts_are_in_both_languages;
    its_setup_and_board_labels_are_translated => checks::its_setup_and_board_labels_are_translated;
    the_notation_reads_back_as_written => checks::the_notation_reads_back_as_written;
    no_game_word_is_a_session_word => words::no_game_word_is_a_session_word;
    dutch_texts_quote_dutch_words => words::dutch_texts_quote_dutch_words;
    every_board_value_can_be_entered_in_play => checks::every_board_value_can_be_entered_in_play;
    a_board_value_out_of_range_is_refused => checks::a_board_value_out_of_range_is_refused;
    the_turn_clock_runs_for_it => clock::the_turn_clock_runs_for_it;
    accepted_setups_are_stored_and_started => properties::accepted_setups_are_stored_and_started;
    junk_setups_are_refused_in_words => properties::junk_setups_are_refused_in_words;
    hand_edited_setups_never_panic => properties::hand_edited_setups_never_panic;
    any_play_never_panics => properties::any_play_never_panics;
    any_text_reads_back_or_is_refused => properties::any_text_reads_back_or_is_refused;
}
