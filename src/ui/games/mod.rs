//! Each game's own action area in the table view. A pad is typed over its
//! own game: it reads `&Session<ItsGame>` and returns that game's entry
//! (`Input<ItsGame::Action>`); this module is the one place that goes from
//! the table's `dyn AnySession` to the typed session, and it turns the entry
//! into the line of notation with the game's `format_action`, which the table
//! view enters exactly as if it had been typed.
//!
//! Every registered game must have a pad ([`GamePad`]): the list of pads is
//! made from the [registry](crate::registered_games), so a game registered
//! without one does not compile.

pub mod bang_dice;
pub mod gunfighters;
pub mod gunfights;
pub mod kit;
pub mod tally;
pub mod undead;
pub mod undead_solo;

use crate::core::{CounterId, Game, GameId};
use crate::i18n::Lang;
use crate::session::{AnySession, Input, Session, input_line};
use iced::Element;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// The id of a pad's line that says why a greyed button is greyed, for tests.
pub const WHY_ID: &str = "why-greyed";

/// A pad's line that says why the greyed button last tapped is greyed
/// (`why`, in the player's words), empty when there is nothing to say: of
/// one `height` either way, so nothing below it moves.
pub fn why_line<'a, M: 'a>(why: Option<String>, height: f32) -> Element<'a, M> {
    use iced::widget::{container, row, space, text};
    use iced::{Alignment, Length};
    let line: Element<'a, M> = match why {
        Some(why) => row![
            crate::ui::icons::Icon::Info.view(16.0),
            text(why).size(14).width(Length::Fill)
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into(),
        None => space().into(),
    };
    container(line)
        .height(height)
        .width(Length::Fill)
        .align_y(Alignment::Center)
        .id(WHY_ID)
        .into()
}

/// A game whose table view has its own action area.
pub trait GamePad: Game + Sized {
    /// The state of its action area.
    type Pad: TablePad<Self>;
}

/// A game's action area, typed over its game `G`.
pub trait TablePad<G: Game>: Default + Clone + fmt::Debug + 'static {
    /// A click in it.
    type Message: Clone + PartialEq + fmt::Debug + Send + Sync + 'static;

    /// Handles a click; returns the entry to make when the click completes one.
    fn update(&mut self, message: Self::Message, session: &Session<G>) -> Option<Input<G::Action>>;

    /// The clicks the pad offers now that put an entry together or make
    /// one: the next step the rules expect, as its buttons show it (not
    /// taking back, starting over, cancelling or correcting a number). In a
    /// game that is not over it is never empty, and every click in it,
    /// followed by more of what is offered then, ends in an entry the rules
    /// accept or flag, never one they refuse (`tests/suite/window/pads_next_step.rs`).
    fn offered(&self, session: &Session<G>) -> Vec<Self::Message>;

    /// The entry the rules leave nothing to decide about now (damage the
    /// rules deal to whom they name, a Raid whose every gunfight is over),
    /// which the table view makes by itself right after an entry, so no
    /// click only confirms what Holster knows. Never after an undo, a redo
    /// or a jump, so one undo takes it back and leaves its button there.
    /// It must be an entry the rules accept without a warning.
    fn automatic(&self, _session: &Session<G>) -> Option<Input<G::Action>> {
        None
    }

    /// Escape, pressed at the table: closes the form the pad has open (a
    /// choice in progress, a target half picked), the innermost first, and
    /// says whether there was one; the table view then closes nothing
    /// else. The pad's buttons are then as they were before the form was
    /// opened. By default a pad has nothing to close.
    fn escape(&mut self) -> bool {
        false
    }

    /// Whether `message` only explains why a greyed button is greyed (a
    /// greyed button is still tapped on a touch screen, and says why):
    /// such a click changes nothing of the game.
    fn explains(_message: &Self::Message) -> bool {
        false
    }

    /// Whether tapping `message` shows what the player at turn does (their
    /// first tap holds the clock of a game that times only the decision,
    /// see `Game::clock_per_decision`): by default every tap that is more
    /// than a question why a button is greyed.
    fn shows_the_move(message: &Self::Message) -> bool {
        !Self::explains(message)
    }

    /// Every button the pad draws now, with its words and what a tap does
    /// ([`kit::Tap`]): the view is drawn from this list, so the tests of
    /// every pad check what the table sees. A live button that makes or
    /// builds an entry is one of [`TablePad::offered`], and every greyed
    /// one, tapped, makes [`TablePad::why`] say why
    /// (`tests/suite/window/pads_next_step.rs`).
    ///
    /// (While the pads move onto the kit, one not yet moved reports its
    /// offers as its live buttons; the default goes when the last has moved.)
    fn drawn(&self, _lang: Lang, session: &Session<G>) -> Vec<kit::Drawn<Self::Message>> {
        self.offered(session)
            .into_iter()
            .map(|m| kit::Drawn::new(String::new(), kit::Tap::Live(m)))
            .collect()
    }

    /// What the player is weighing on the pad now (the dice marked to
    /// reroll), for the odds beside the choice (`Game::odds`); by default
    /// nothing, which asks the game for its own default.
    fn considering(&self, _session: &Session<G>) -> crate::core::Considering {
        crate::core::Considering::default()
    }

    /// What the pad's reason line says now: why the greyed button last
    /// tapped is greyed, in the rules' words ([`kit::reason`]).
    fn why(&self, _lang: Lang, _session: &Session<G>) -> Option<String> {
        None
    }

    /// The buttons for what the rules expect now, if the game has any.
    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<G>,
    ) -> Option<Element<'a, Self::Message>>;

    /// The buttons for what the rules expect now, laid out for `room` (the
    /// place the table view has for them, from the window's size alone): a
    /// pad that has a shorter arrangement for a short place uses it, so
    /// nothing is clipped at large text. `odds` is the line of the odds
    /// of the choice the dice make now (`Game::odds`, asked by the table
    /// when the game or the pad moved), for the kit's reason line when it
    /// has no reason to give. By default, [`TablePad::view`], without them.
    fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<G>,
        _room: iced::Size,
        _odds: Option<String>,
    ) -> Option<Element<'a, Self::Message>> {
        self.view(lang, session)
    }

    /// The game's own picture of the players, when it has one (BANG!'s ring);
    /// otherwise the table view shows a panel per player. `odds` are the
    /// odds the table shows now (none while the settings turn them off),
    /// for a game whose figures belong on its picture too (Make You
    /// Gunfighters' cards not yet seen, on the town map).
    fn players<'a>(
        &'a self,
        _lang: Lang,
        _session: &'a Session<G>,
        _odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Self::Message>> {
        None
    }

    /// Whether the game's picture of the players fits itself into the
    /// height it is given (BANG!'s ring shortens its cards), so the table
    /// view gives it that height instead of a scrolled pane, where a player
    /// could be scrolled out of sight.
    fn players_fit(&self) -> bool {
        false
    }
}

/// A click in a game's action area, whichever game it is.
#[derive(Clone)]
pub struct Message(Arc<dyn Any + Send + Sync>, bool);

impl Message {
    /// Wraps a click of a game's pad.
    pub fn new<M: Any + Send + Sync>(message: M) -> Message {
        Message(Arc::new(message), false)
    }

    /// Whether the click was on a greyed button, and only asks why it is
    /// greyed (see [`TablePad::explains`]).
    pub fn explains(&self) -> bool {
        self.1
    }
}

/// Wraps a click of `G`'s pad, knowing whether it only asks why.
fn wrap<G: GamePad>(message: <G::Pad as TablePad<G>>::Message) -> Message {
    let explains = <G::Pad as TablePad<G>>::explains(&message);
    Message(Arc::new(message), explains)
}

impl fmt::Debug for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("pad message")
    }
}

/// A game's action area behind the table's `dyn` session.
trait AnyPad: fmt::Debug {
    fn update(&mut self, message: &Message, session: &dyn AnySession) -> Option<String>;
    fn shows_the_move(&self, message: &Message) -> bool;
    fn automatic(&self, session: &dyn AnySession) -> Option<String>;
    fn escape(&mut self) -> bool;
    fn players_fit(&self) -> bool;
    fn considering(&self, session: &dyn AnySession) -> crate::core::Considering;
    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
        room: iced::Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>>;
    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
        odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>>;
    fn clone_box(&self) -> Box<dyn AnyPad>;
}

/// The pad of game `G`.
struct Typed<G: GamePad>(G::Pad);

impl<G: GamePad> fmt::Debug for Typed<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The typed session behind the table's: the one downcast of the window.
fn typed<G: Game>(session: &dyn AnySession) -> Option<&Session<G>> {
    session.as_any().downcast_ref::<Session<G>>()
}

impl<G: GamePad> AnyPad for Typed<G> {
    fn update(&mut self, message: &Message, session: &dyn AnySession) -> Option<String> {
        let session = typed::<G>(session)?;
        let message = message
            .0
            .downcast_ref::<<G::Pad as TablePad<G>>::Message>()?
            .clone();
        let input = self.0.update(message, session)?;
        Some(input_line::<G>(session.setup(), &input))
    }

    fn shows_the_move(&self, message: &Message) -> bool {
        message
            .0
            .downcast_ref::<<G::Pad as TablePad<G>>::Message>()
            .is_some_and(<G::Pad as TablePad<G>>::shows_the_move)
    }

    fn automatic(&self, session: &dyn AnySession) -> Option<String> {
        let session = typed::<G>(session)?;
        let input = self.0.automatic(session)?;
        Some(input_line::<G>(session.setup(), &input))
    }

    fn escape(&mut self) -> bool {
        self.0.escape()
    }

    fn players_fit(&self) -> bool {
        self.0.players_fit()
    }

    fn considering(&self, session: &dyn AnySession) -> crate::core::Considering {
        typed::<G>(session)
            .map(|s| self.0.considering(s))
            .unwrap_or_default()
    }

    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
        room: iced::Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        let view = self.0.view_in(lang, typed::<G>(session)?, room, odds)?;
        Some(view.map(wrap::<G>))
    }

    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
        odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>> {
        let view = self.0.players(lang, typed::<G>(session)?, odds)?;
        Some(view.map(wrap::<G>))
    }

    fn clone_box(&self) -> Box<dyn AnyPad> {
        Box::new(Typed::<G>(self.0.clone()))
    }
}

/// The state of a game's action area.
#[derive(Debug)]
pub struct Pad(Box<dyn AnyPad>);

impl Clone for Pad {
    fn clone(&self) -> Self {
        Pad(self.0.clone_box())
    }
}

/// The pad of every registered game, from the registry's one list.
macro_rules! pad_for {
    ($($game:ty),* $(,)?) => {
        fn pad_for(game: GameId) -> Option<Box<dyn AnyPad>> {
            $(
                if game == <$game as Game>::ID {
                    return Some(Box::new(Typed::<$game>(Default::default())));
                }
            )*
            None
        }
    };
}
crate::registered_games!(pad_for);

/// The pad of a game this version cannot open: nothing to click.
#[derive(Debug, Clone)]
struct NoPad;

impl AnyPad for NoPad {
    fn update(&mut self, _: &Message, _: &dyn AnySession) -> Option<String> {
        None
    }
    fn shows_the_move(&self, _: &Message) -> bool {
        false
    }
    fn automatic(&self, _: &dyn AnySession) -> Option<String> {
        None
    }
    fn escape(&mut self) -> bool {
        false
    }
    fn players_fit(&self) -> bool {
        false
    }
    fn considering(&self, _: &dyn AnySession) -> crate::core::Considering {
        crate::core::Considering::default()
    }
    fn view<'a>(
        &'a self,
        _: Lang,
        _: &'a dyn AnySession,
        _: iced::Size,
        _: Option<String>,
    ) -> Option<Element<'a, Message>> {
        None
    }
    fn players<'a>(
        &'a self,
        _: Lang,
        _: &'a dyn AnySession,
        _: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>> {
        None
    }
    fn clone_box(&self) -> Box<dyn AnyPad> {
        Box::new(NoPad)
    }
}

impl Pad {
    /// The action area for a game.
    pub fn for_game(game: GameId) -> Pad {
        // Only registered games can be opened, so the empty pad is never seen.
        Pad(pad_for(game).unwrap_or_else(|| Box::new(NoPad)))
    }

    /// Handles a click; returns a line of notation to enter, if the click completes one.
    pub fn update(&mut self, message: Message, session: &dyn AnySession) -> Option<String> {
        self.0.update(&message, session)
    }

    /// Whether the click shows what the player at turn does (see
    /// [`TablePad::shows_the_move`]).
    pub fn shows_the_move(&self, message: &Message) -> bool {
        self.0.shows_the_move(message)
    }

    /// The line of the entry the rules leave nothing to decide about now
    /// (see [`TablePad::automatic`]), if there is one.
    pub fn automatic(&self, session: &dyn AnySession) -> Option<String> {
        self.0.automatic(session)
    }

    /// Escape: closes the pad's open form, if it has one (see
    /// [`TablePad::escape`]); says whether it did.
    pub fn escape(&mut self) -> bool {
        self.0.escape()
    }

    /// Whether the game's picture of the players fits itself into the
    /// height it is given (see [`TablePad::players_fit`]).
    pub fn players_fit(&self) -> bool {
        self.0.players_fit()
    }

    /// What the player is weighing on the pad now, for the odds (see
    /// [`TablePad::considering`]).
    pub fn considering(&self, session: &dyn AnySession) -> crate::core::Considering {
        self.0.considering(session)
    }

    /// The action area, if the game has one, laid out for `room`, with
    /// the line of the odds of the choice now (see [`TablePad::view_in`]).
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
        room: iced::Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        self.0.view(lang, session, room, odds)
    }

    /// The game's own picture of the players, when it has one (BANG!'s ring);
    /// otherwise the table view shows a panel per player, with the odds
    /// the table shows now (see [`TablePad::players`]).
    pub fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a dyn AnySession,
        odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>> {
        self.0.players(lang, session, odds)
    }
}

/// The line a −/+ on a tracked number enters (`fix SEAT NAME VALUE`), for
/// the table view's own panels of players.
pub fn adjust_line(session: &dyn AnySession, counter: &CounterId, delta: i64) -> Option<String> {
    let current = session.counters().into_iter().find(|c| &c.id == counter)?;
    let to = current.value.saturating_add(delta);
    Some(crate::session::correction_line(
        &session.players(),
        counter,
        to,
    ))
}

/// The correction a −/+ on a tracked number makes, or none when the number
/// is not tracked.
pub fn adjust<G: Game>(
    session: &Session<G>,
    counter: &CounterId,
    delta: i64,
) -> Option<Input<G::Action>> {
    let current = session.counters().into_iter().find(|c| &c.id == counter)?;
    Some(Input::Correct {
        counter: counter.clone(),
        to: current.value.saturating_add(delta),
    })
}
