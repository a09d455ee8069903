//! The one kit every pad is built from, so someone who knows one pad finds
//! the same thing in another and a fix made here holds in all of them:
//!
//! - [`buttons`]: a button of a pad is live (it sends its click) or greyed
//!   in place, and a greyed one is still tapped and then says why
//!   ([`Tap`]); the main button, the step buttons, the choices and a die's
//!   faces each have one size.
//! - [`area`]: the fixed action area: the main button (the step that moves
//!   the game on: roll, end the turn, the next round) always at the same
//!   place, the open form's Enter and Cancel at the other end of that row,
//!   the question, the reason line, and the body below, each part in a
//!   place of its own height.
//! - [`choices`]: a list of choices, two to a row with wrapped labels
//!   where one to a row would push the list below the fold.
//! - [`faces`]: a die's faces, every one inside the room given.
//! - [`reason`]: the reserved line that says why a greyed button is greyed,
//!   and otherwise the exact odds of the choice the dice make now.
//! - [`rules`]: asking the rules whether they take an entry now, and what
//!   they say against it: one mechanism for every pad.
//!
//! Every pad has the same files: `mod.rs` (its state, messages and the
//! `TablePad` impl), `offers.rs` (what the rules take now: every button's
//! [`Tap`]), `reasons.rs` (why a greyed button is greyed, in the rules'
//! words), `update.rs` (clicks into an entry), `view.rs` (the area drawn
//! from the offers with this kit) and `tests.rs` (click sequences that must
//! give exactly the expected entry).

pub mod area;
pub mod buttons;
pub mod choices;
pub mod faces;
pub mod reason;
pub mod rules;

pub use area::{Area, MAIN_ID};
pub use buttons::{Drawn, Tap};
pub use reason::WHY_ID;
