//! The Quick and the Undead at the table: the board as a picture (the eight
//! action spaces with the Outlaws standing or lying on them, the street and
//! the buildings with their Undead, controllers and costs, Boot Hill, each
//! band's Targeting card, Critical token, Outlaws at home, Coins,
//! Notoriety and Undead killed, the day, the round and the Law) and the
//! kit's fixed action area ([`crate::ui::games::kit`]): the main button
//! (Call "Hiring Guns", Take income, End turn, Next round, Stop shooting)
//! always at its place, the question, the reason line, and the step's
//! buttons greyed in place. What is live comes from asking `decide` (the
//! kit's rules, through the session's `check`) and the game's pad queries,
//! so the pad holds no rule of its own.
//!
//! The kit's files: this one (the state, the clicks, the `TablePad`
//! impl), [`offers`] (every button and whether the rules take it now) with
//! [`choices`] (the candidates behind a step's button), [`reasons`] (why a
//! greyed one is greyed), [`update`] (clicks into an entry), [`view`] (the
//! area drawn from the offers) with [`labels`] (the buttons' words),
//! `tests` and `flows` (click sequences); and [`board`] (the picture of
//! the table).

pub mod board;
pub(crate) mod choices;
#[cfg(test)]
mod flows;
pub(crate) mod labels;
pub(crate) mod layout;
pub(crate) mod offers;
pub(crate) mod reasons;
#[cfg(test)]
mod tests;
pub(crate) mod update;
pub(crate) mod view;

pub use view::{SHELF_ID, card_row_id, end_id, part_id};

use crate::games::undead::{Ability, Item, Resource, Undead, UndeadAction};
use crate::i18n::Lang;
use crate::session::{Input, Session};
use crate::ui::games::kit::Drawn;
use crate::ui::games::{GamePad, TablePad};
use iced::{Element, Size};

/// What an entry of several clicks is for, when its parts are resources.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemsFor {
    /// A band's three starting resources.
    Start(usize),
    /// The active band's income.
    Income,
    /// A steal from this band.
    Steal(usize),
    /// Pay Up to the intimidation of this band.
    Pay(usize),
    /// A Round Start ability of a building (by index) used by a band.
    Use(usize, usize),
}

/// One of the step's buttons: a kind of entry whose concrete choices
/// (whom, where, which) come next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A Round Start ability of a building.
    Use,
    /// A turn at Hire Guns.
    Hire,
    /// An Intimidation of a standing Outlaw.
    Intimidate,
    /// A steal.
    Steal,
    /// Shooting an Undead: which one.
    Aim,
    /// Buying a building.
    Buy,
    /// An Outlaw leaving a building at the end of a round.
    Leave,
    /// A building kept for a Bullet at the end of the day.
    Keep,
    /// The extra Bullet of the final duel.
    Extra,
    /// The lone 1's space.
    Wild,
    /// A duelist buying off the duel.
    BuyOff,
    /// Notoriety tokens changed with the supply ("1"s for a "5" or back).
    Change,
}

/// The entry being put together, when it takes more than one click.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// The concrete choices of a kind of entry.
    Pick(Kind),
    /// A Walk Out: the intimidator's one shot at this band.
    Walk(usize),
    /// A building card as it came face up.
    Building {
        /// Its ability (which card of the box it is), once picked.
        ability: Option<Ability>,
        /// Its printed cost.
        cost: u32,
        /// Its printed Notoriety.
        notoriety: u32,
        /// The bonus of its slot.
        bonus: Option<Resource>,
        /// Its printed name.
        name: String,
    },
    /// An Undead card as it was drawn.
    Undead {
        /// The weak points ticked (faces 1 to 8; the pad offers 2 to 7).
        weak: [bool; 8],
        /// Its printed Notoriety.
        notoriety: u32,
    },
    /// Resources, one click each.
    Items {
        /// What they are for.
        purpose: ItemsFor,
        /// The ones picked so far.
        items: Vec<Item>,
    },
    /// The dice on Hire Guns.
    Hiring {
        /// The bands ticked.
        bands: Vec<usize>,
    },
    /// The reveal: each die's face in turn.
    Reveal {
        /// The faces entered so far, in the order of the bands revealing.
        faces: Vec<u8>,
    },
    /// A duel (or the duel to the death): each duelist's target and d8.
    Duel {
        /// The shots entered so far: (band, target, face, Critical Hit).
        shots: Vec<(usize, usize, u8, bool)>,
        /// The target of the duelist now, once picked.
        target: Option<usize>,
    },
    /// The Round Start "move your Bullets from and to any Targeting slot":
    /// the new arrangement of the band's Bullets on slots 2–7, entered at once.
    Arrange {
        /// The building (by index) whose ability it is.
        building: usize,
        /// The occupant moving its Bullets.
        band: usize,
        /// Whether the slot of face 2 + i is to show a Bullet.
        card: [bool; 6],
    },
    /// One exchange of a fight for control: the defender's d8, then the attacker's.
    Fire {
        /// The defender's face, once entered.
        defender: Option<(u8, bool)>,
    },
}

/// A click in the action area.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A whole entry in one click.
    Enter(Box<UndeadAction>),
    /// Starts putting an entry together.
    Open(Form),
    /// A d8 face (of the form open).
    Face(u8),
    /// An 8 with the Critical Hit triggered.
    CritHit,
    /// A duelist's target.
    Target(usize),
    /// A resource added to the form.
    Add(Item),
    /// A weak point or a band ticked or unticked.
    Tick(usize),
    /// The building card of the box, by its ability.
    PickAbility(Ability),
    /// The building's bonus: the last part of its card, which enters it.
    Bonus(Option<Resource>),
    /// A printed number changed: (which, by how much); 0 the cost, 1 the Notoriety.
    Number(u8, i32),
    /// A printed number typed: (which, the text).
    Typed(u8, String),
    /// A printed number tapped: (which, the value).
    Set(u8, u32),
    /// The printed name typed.
    Name(String),
    /// The form is complete: enter it (where it goes, for an Undead drawn in play).
    Done(Option<crate::games::undead::Where>),
    /// Closes the form without an entry (or takes back what the step holds).
    Cancel,
    /// A greyed button was tapped: the reason line says why this click is
    /// not taken now; nothing else happens.
    Why(Box<Message>),
}

/// The action area's state: the entry being put together, and the greyed
/// button last tapped.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// The form open, if any (none: the step's own, empty).
    pub form: Option<Form>,
    /// The click of the greyed button last tapped, whose reason shows.
    pub why: Option<Message>,
}

impl GamePad for Undead {
    type Pad = Pad;
}

impl TablePad<Undead> for Pad {
    type Message = Message;

    /// Escape closes the form open (the choice being put together), as its
    /// Cancel does; says whether there was one.
    fn escape(&mut self) -> bool {
        self.why = None;
        self.form.take().is_some()
    }

    fn update(
        &mut self,
        message: Message,
        session: &Session<Undead>,
    ) -> Option<Input<UndeadAction>> {
        self.apply(message, session)
    }

    fn offered(&self, session: &Session<Undead>) -> Vec<Message> {
        offers::offered(self, session)
    }

    fn explains(message: &Message) -> bool {
        matches!(message, Message::Why(_))
    }

    fn drawn(&self, lang: Lang, session: &Session<Undead>) -> Vec<Drawn<Message>> {
        view::drawn(self, lang, session)
    }

    fn why(&self, lang: Lang, session: &Session<Undead>) -> Option<String> {
        reasons::why(self, lang, session)
    }

    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Undead>,
    ) -> Option<Element<'a, Message>> {
        Some(view::view(self, lang, session, view::ROOM, None))
    }

    fn view_in<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Undead>,
        room: Size,
        odds: Option<String>,
    ) -> Option<Element<'a, Message>> {
        Some(view::view(self, lang, session, room, odds))
    }

    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<Undead>,
        _odds: &'a [crate::core::Odds],
    ) -> Option<Element<'a, Message>> {
        Some(board::board(self, lang, session))
    }

    fn players_fit(&self) -> bool {
        // The board picks its closer arrangement for a short room and
        // scrolls itself only when even that does not fit.
        true
    }
}
