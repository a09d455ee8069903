//! What the pad draws now, in no language yet, and which of it the rules
//! take: the main button (the step that moves the game on), the step's
//! buttons, the choices of the entry being put together, and the box's
//! building cards. Every button is there whether or not the rules take
//! it now (greyed in place, so nothing moves when one is greyed); each is
//! checked by asking the rules (the session's `check`, which runs
//! `decide`) or the game's pad queries, so the pad holds no rule of its
//! own. The view and `drawn` are both made from [`layout`], so the tests
//! check what the table sees.

use super::choices::{item_choices, kind_choices};
use super::update::{building_word, form_action, next_duelist, shot};
use super::{Form, ItemsFor, Kind, Message, Pad};
use crate::core::{Game, Msg, needs_override};
use crate::games::undead::contents::{WEAK_POINTS, building_cards};
use crate::games::undead::pad_queries::{duelists, income_open};
use crate::games::undead::rules;
use crate::games::undead::spaces::{self, Income};
use crate::games::undead::state::SLOTS;
use crate::games::undead::{
    Answer, Item, Phase, Resource, Step, Undead, UndeadAction, UndeadState, Where,
};
use crate::session::{Input, Session};

/// The most resources one form puts together, so a form always ends.
const MOST_ITEMS: usize = 5;

/// The Notoriety an Undead card may print, offered as faces to tap (the
/// text names "6" among them; a higher one is typed).
pub const UNDEAD_NOTORIETY: std::ops::RangeInclusive<u32> = 1..=8;

/// One button of the area, in no language: its click, whether the rules
/// take it now, whether it only steers the pad, whether it shows as chosen.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell<M = Message> {
    /// What a tap sends while live (greyed, it asks why instead).
    pub message: M,
    /// Whether the rules take it now.
    pub live: bool,
    /// Whether it only steers the pad (Cancel, a tick taken back, a number
    /// set, another card picked): it builds no entry of its own.
    pub control: bool,
    /// Whether it shows as chosen.
    pub picked: bool,
}

impl<M> Cell<M> {
    /// A button that builds or makes an entry, live or not.
    pub fn new(message: M, live: bool) -> Cell<M> {
        Cell {
            message,
            live,
            control: false,
            picked: false,
        }
    }

    /// A button that only steers the pad, always live.
    pub fn control(message: M) -> Cell<M> {
        Cell {
            message,
            live: true,
            control: true,
            picked: false,
        }
    }

    /// Shown as chosen or not.
    pub fn picked(mut self, picked: bool) -> Cell<M> {
        self.picked = picked;
        self
    }
}

/// A part of the body, each drawn with its own kind of kit button.
#[derive(Debug, Clone, PartialEq)]
pub enum Part<M = Message> {
    /// The step's buttons, in fixed cells.
    Steps(Vec<Cell<M>>),
    /// Choices of one height (whom, which, where, what).
    Choices(Vec<Cell<M>>),
    /// The eight faces of a d8, in order, each a cell.
    Die(Vec<Cell<M>>),
    /// A row of numbers of one width: (the number shown, its cell).
    Numbers(Vec<(u32, Cell<M>)>),
    /// The typed fields of a building card, with their −/+ (controls).
    Fields(Vec<Cell<M>>),
}

/// Everything the area draws now.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout<M = Message> {
    /// The main button, at its place.
    pub main: Option<Cell<M>>,
    /// At the right end of the main row: the form's Enter and Cancel.
    pub end: Vec<Cell<M>>,
    /// The body's parts, each with what it asks (a title), in order.
    pub parts: Vec<(Option<Msg>, Part<M>)>,
    /// The box's building cards, drawn on the board while one is entered.
    pub shelf: Vec<Cell<M>>,
}

impl<M> Default for Layout<M> {
    fn default() -> Self {
        Layout {
            main: None,
            end: Vec::new(),
            parts: Vec::new(),
            shelf: Vec::new(),
        }
    }
}

impl<M> Layout<M> {
    /// Every cell, in the order drawn.
    pub fn cells(&self) -> Vec<&Cell<M>> {
        let mut out: Vec<&Cell<M>> = self.main.iter().chain(self.end.iter()).collect();
        for (_, part) in &self.parts {
            match part {
                Part::Steps(c) | Part::Choices(c) | Part::Die(c) | Part::Fields(c) => {
                    out.extend(c.iter());
                }
                Part::Numbers(n) => out.extend(n.iter().map(|(_, c)| c)),
            }
        }
        out.extend(self.shelf.iter());
        out
    }
}

/// Whether the rules take this action now (accepted, or flagged for an
/// override; only without one when `strict`), and its line reads back as
/// the same action: a click enters the line, so an entry the notation
/// cannot write is not offered.
pub(super) fn admits(session: &Session<Undead>, strict: bool, action: &UndeadAction) -> bool {
    match session.check(&Input::Play(action.clone())) {
        Err(_) => false,
        Ok(findings) => {
            (!strict || !needs_override(&findings)) && {
                let setup = session.setup();
                let line = Undead::format_action(setup, action);
                Undead::parse_action(setup, &line).as_ref() == Ok(action)
            }
        }
    }
}

/// Whether the rules take this part of an entry of several resources (one
/// of Pay Up's two, some of an income's icons) without an override but for
/// the rule that it is not whole yet (`incomplete`), when `strict`: the
/// next clicks complete it, and the whole is judged at the end.
fn admits_part(
    session: &Session<Undead>,
    strict: bool,
    action: &UndeadAction,
    incomplete: &str,
) -> bool {
    match session.check(&Input::Play(action.clone())) {
        Err(_) => false,
        Ok(findings) => {
            let rest: Vec<_> = findings
                .into_iter()
                .filter(|f| f.rule_id() != incomplete)
                .collect();
            (!strict || !needs_override(&rest)) && {
                let setup = session.setup();
                let line = Undead::format_action(setup, action);
                Undead::parse_action(setup, &line).as_ref() == Ok(action)
            }
        }
    }
}

/// An empty Undead card form.
pub fn undead_form() -> Form {
    Form::Undead {
        weak: [false; 8],
        notoriety: 1,
    }
}

/// An empty building card form.
pub fn building_form() -> Form {
    Form::Building {
        ability: None,
        cost: 1,
        notoriety: 1,
        bonus: None,
        name: String::new(),
    }
}

/// The step's own form, asked at once without a button to open it: the
/// card to enter, a band's starting resources, the dice on Hire Guns, the
/// reveal, the Wild Card's space, a duel, a fight for control.
pub fn step_form(state: &UndeadState) -> Option<Form> {
    if !state.draws.is_empty() {
        return Some(undead_form());
    }
    match &state.phase {
        Phase::Buildings => Some(building_form()),
        Phase::SetupUndead => Some(undead_form()),
        Phase::Starting => state
            .bands
            .iter()
            .position(|b| !b.started)
            .map(|band| Form::Items {
                purpose: ItemsFor::Start(band),
                items: Vec::new(),
            }),
        Phase::RoundStart => Some(Form::Hiring { bands: Vec::new() }),
        Phase::Reveal => Some(Form::Reveal { faces: Vec::new() }),
        Phase::Wild(_) => Some(Form::Pick(Kind::Wild)),
        Phase::Resolve => match &state.resolution.step {
            Step::Duel(_) => Some(duel_form()),
            Step::Turn(turn) => match &turn.contest {
                Some(c) if c.standing => Some(Form::Fire { defender: None }),
                _ => None,
            },
            Step::Idle => None,
        },
        Phase::Tiebreak(_) => Some(duel_form()),
        Phase::RoundEnd | Phase::Upkeep | Phase::Over => None,
    }
}

fn duel_form() -> Form {
    Form::Duel {
        shots: Vec::new(),
        target: None,
    }
}

/// The form open: the one clicked open or begun, else the step's own.
pub fn open_form(pad: &Pad, state: &UndeadState) -> Option<Form> {
    pad.form.clone().or_else(|| step_form(state))
}

/// Whether two forms are of the same step (a form begun is the step's own).
pub fn same_kind(a: &Form, b: &Form) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
        && match (a, b) {
            (Form::Pick(x), Form::Pick(y)) => x == y,
            (Form::Items { purpose: x, .. }, Form::Items { purpose: y, .. }) => x == y,
            _ => true,
        }
}

fn enter(a: UndeadAction) -> Message {
    Message::Enter(Box::new(a))
}

/// The income of the active band's space as one entry, when it leaves
/// nothing to choose (all of its icons and no Bullet to place).
fn whole_income(state: &UndeadState) -> Option<UndeadAction> {
    match spaces::income(state.resolution.space) {
        Income::AllOf(all) if !all.is_empty() && !all.contains(&Resource::Bullet) => {
            Some(UndeadAction::Income {
                items: all
                    .iter()
                    .map(|r| match r {
                        Resource::Coin => Item::Coin,
                        _ => Item::Notoriety,
                    })
                    .collect(),
            })
        }
        _ => None,
    }
}

/// The click that takes the active band's income, while it is still to
/// take: the whole of it at once when nothing is left to choose, else the
/// form to pick it.
fn income_click(state: &UndeadState) -> Option<Message> {
    let Step::Turn(turn) = &state.resolution.step else {
        return None;
    };
    if turn.income || state.resolution.space == 0 {
        return None;
    }
    Some(whole_income(state).map_or_else(
        || {
            Message::Open(Form::Items {
                purpose: ItemsFor::Income,
                items: Vec::new(),
            })
        },
        enter,
    ))
}

/// The main button of the step: the step that moves the game on (calling
/// "Hiring Guns", taking the income and then ending the turn, stopping a
/// hunt, the next round), none where the step is a form of its own.
pub fn main_click(session: &Session<Undead>) -> Option<Message> {
    let state = session.state();
    if !state.draws.is_empty() {
        return None;
    }
    match &state.phase {
        Phase::RoundStart => Some(Message::Done(None)),
        Phase::Resolve => match &state.resolution.step {
            Step::Turn(turn) => match (&turn.contest, &turn.hunt) {
                (Some(_), _) => None,
                (None, Some(_)) => Some(enter(UndeadAction::Stop)),
                (None, None) => {
                    // The income first, then the end of the turn, at the
                    // same place: ending the turn never drops it unsaid.
                    let income = income_click(state).filter(|m| live_now(m, None, session, true));
                    Some(income.unwrap_or_else(|| enter(UndeadAction::End)))
                }
            },
            Step::Idle => Some(enter(UndeadAction::Next)),
            Step::Duel(_) => None,
        },
        Phase::RoundEnd | Phase::Upkeep => Some(enter(UndeadAction::Next)),
        _ => None,
    }
}

/// The step's buttons below the main one, live or not: always the same
/// set for a step, so nothing moves when one is greyed.
pub fn step_buttons(state: &UndeadState) -> Vec<Message> {
    let open = |k: Kind| Message::Open(Form::Pick(k));
    if !state.draws.is_empty() {
        return Vec::new();
    }
    match &state.phase {
        Phase::RoundStart => vec![open(Kind::Use), open(Kind::Change)],
        Phase::Resolve => match &state.resolution.step {
            Step::Duel(_) => vec![open(Kind::BuyOff)],
            Step::Turn(turn) => match (&turn.contest, &turn.hunt) {
                (Some(c), _) if c.standing => Vec::new(),
                (Some(_), _) => vec![
                    enter(UndeadAction::Vacate),
                    enter(UndeadAction::Stand),
                    open(Kind::BuyOff),
                ],
                (None, Some(_)) => hunt_shots(),
                (None, None) => vec![
                    open(Kind::Hire),
                    open(Kind::Intimidate),
                    open(Kind::Steal),
                    open(Kind::Aim),
                    open(Kind::Buy),
                ],
            },
            Step::Idle => vec![enter(UndeadAction::End)],
        },
        Phase::RoundEnd => vec![open(Kind::Leave), open(Kind::Change)],
        Phase::Upkeep => vec![open(Kind::Keep), open(Kind::Leave)],
        Phase::Tiebreak(_) => vec![open(Kind::Extra)],
        _ => Vec::new(),
    }
}

/// The shots of a hunt: the eight faces (an 8 without the Critical Hit is
/// a miss, as the card says), then the 8 with it.
fn hunt_shots() -> Vec<Message> {
    (1..=8u8)
        .map(|f| {
            enter(UndeadAction::Shoot {
                shot: shot(f, false),
            })
        })
        .chain(std::iter::once(enter(UndeadAction::Shoot {
            shot: shot(8, true),
        })))
        .collect()
}

/// The buttons of a form, live or not.
pub fn form_buttons(form: &Form, session: &Session<Undead>) -> Vec<Message> {
    let state = session.state();
    let faces = |crit: bool| {
        let mut out: Vec<Message> = (1..=8u8).map(Message::Face).collect();
        if crit {
            out.push(Message::CritHit);
        }
        out
    };
    match form {
        Form::Pick(kind) => kind_choices(state, *kind),
        // The reveal shows where each Outlaw goes: a face, never a Critical Hit.
        Form::Reveal { .. } => faces(false),
        Form::Walk(_) => faces(true),
        Form::Fire { defender } => {
            let mut out = faces(true);
            if defender.is_some() {
                out.push(Message::Done(None));
            }
            out
        }
        Form::Duel { shots, target } => {
            let mut out = Vec::new();
            if let Some((band, None)) = next_duelist(state, shots) {
                out.extend(
                    duelists(state)
                        .into_iter()
                        .filter(|b| *b != band)
                        .map(Message::Target),
                );
                if target.is_none() {
                    return out;
                }
            }
            out.extend(faces(true));
            out
        }
        Form::Items { purpose, .. } => {
            let mut out: Vec<Message> = item_choices(purpose)
                .into_iter()
                .map(Message::Add)
                .collect();
            out.push(Message::Done(None));
            out
        }
        Form::Arrange { .. } => {
            let mut out: Vec<Message> = (0..6).map(Message::Tick).collect();
            out.push(Message::Done(None));
            out
        }
        Form::Hiring { .. } => {
            let mut out: Vec<Message> = (0..state.bands.len()).map(Message::Tick).collect();
            out.push(Message::Done(None));
            out
        }
        Form::Undead { .. } => {
            let mut out: Vec<Message> = WEAK_POINTS
                .map(|f| Message::Tick(usize::from(f - 1)))
                .collect();
            out.extend(undead_places(state));
            out
        }
        Form::Building { .. } => {
            let mut out: Vec<Message> = building_cards(state.bands.len())
                .into_iter()
                .map(Message::PickAbility)
                .collect();
            out.extend(bonuses().into_iter().map(Message::Bonus));
            out
        }
    }
}

/// The bonuses a building's slot can show, in the order drawn.
pub fn bonuses() -> [Option<Resource>; 4] {
    [
        None,
        Some(Resource::Coin),
        Some(Resource::Bullet),
        Some(Resource::Notoriety),
    ]
}

/// Where an Undead card entered now can go: at setup Holster places it
/// (one Enter); drawn in play, a button per place, and one without a
/// place only where a building's ability says where it goes.
pub fn undead_places(state: &UndeadState) -> Vec<Message> {
    if state.draws.is_empty() {
        return vec![Message::Done(None)];
    }
    let mut out = Vec::new();
    if state.draws.first().is_some_and(|d| d.forced.is_some()) {
        out.push(Message::Done(None));
    }
    out.push(Message::Done(Some(Where::Street)));
    out.extend(
        (0..state.buildings.len())
            .map(|i| Message::Done(Some(Where::Building(building_word(state, i))))),
    );
    out
}

/// Whether a click in the form open leads on to an entry the rules take.
fn form_live(form: &Form, message: &Message, session: &Session<Undead>, strict: bool) -> bool {
    let state = session.state();
    match (form, message) {
        (_, Message::Enter(a)) => admits(session, strict, a),
        (_, Message::Open(f)) => !offered_mode(f, session, strict).is_empty(),
        (Form::Walk(target), Message::Face(_) | Message::CritHit) => admits(
            session,
            strict,
            &UndeadAction::Intimidate {
                target: *target,
                answer: Answer::Walk(face_shot(message)),
            },
        ),
        (Form::Reveal { faces }, Message::Face(_)) => {
            let mut faces = faces.clone();
            faces.push(face_shot(message).face);
            let f = Form::Reveal { faces };
            match form_action(&f, state, None) {
                Some(a) => admits(session, strict, &a),
                None => true,
            }
        }
        (Form::Duel { shots, target }, Message::Face(_) | Message::CritHit) => {
            let Some((band, only)) = next_duelist(state, shots) else {
                return false;
            };
            let Some(at) = target.or(only) else {
                return false;
            };
            let s = face_shot(message);
            let mut shots = shots.clone();
            shots.push((band, at, s.face, s.crit));
            let f = Form::Duel {
                shots,
                target: None,
            };
            form_action(&f, state, None).is_none_or(|a| admits(session, strict, &a))
        }
        (Form::Duel { target, .. }, Message::Target(_)) => target.is_none(),
        (Form::Fire { defender: None }, Message::Face(_) | Message::CritHit) => {
            let s = face_shot(message);
            let alone = UndeadAction::Fire {
                defender: s,
                attacker: None,
            };
            let answered = UndeadAction::Fire {
                defender: s,
                attacker: Some(shot(2, false)),
            };
            admits(session, strict, &alone) || admits(session, strict, &answered)
        }
        (
            Form::Fire {
                defender: Some((d, dc)),
            },
            Message::Face(_) | Message::CritHit,
        ) => admits(
            session,
            strict,
            &UndeadAction::Fire {
                defender: shot(*d, *dc),
                attacker: Some(face_shot(message)),
            },
        ),
        (Form::Items { purpose, items }, Message::Add(item)) => {
            let mut items = items.clone();
            items.push(*item);
            let first_of_two = matches!(purpose, ItemsFor::Pay(_)) && items.len() < 2;
            let first_of_three = matches!(purpose, ItemsFor::Start(_)) && items.len() < 3;
            // Part of an income of several icons: taken as the rules will
            // take the whole, when the space gives these and more.
            let kinds: Vec<_> = items.iter().map(|i| i.resource()).collect();
            let part_of_income = matches!(purpose, ItemsFor::Income) && income_open(state, &kinds);
            items.len() <= MOST_ITEMS && {
                let f = Form::Items {
                    purpose: purpose.clone(),
                    items,
                };
                form_action(&f, state, None).is_some_and(|a| {
                    if first_of_two {
                        admits_part(session, strict, &a, rules::PAY_TWO.id)
                    } else if first_of_three {
                        admits_part(session, strict, &a, rules::THREE.id)
                    } else if part_of_income {
                        admits_part(session, strict, &a, rules::INCOME.id)
                    } else {
                        admits(session, strict, &a)
                    }
                })
            }
        }
        (Form::Hiring { bands }, Message::Tick(b)) => {
            !bands.contains(b) && {
                let mut bands = bands.clone();
                bands.push(*b);
                admits(session, strict, &UndeadAction::Hiring { bands })
            }
        }
        (Form::Undead { weak, .. }, Message::Tick(i)) => weak.get(*i).is_some_and(|w| !*w),
        // While some move of a Bullet is taken now: a slot that still holds
        // its Bullet unticked, then a slot that held a Casing ticked (never
        // the one just unticked), so every two clicks make one more move,
        // none is undone, and Enter is soon all that is left (the view lets
        // any slot be ticked in any order).
        (
            Form::Arrange {
                building,
                band,
                card,
            },
            Message::Tick(i),
        ) => {
            let Some(now) = state.bands.get(*band).map(|b| b.card) else {
                return false;
            };
            let n = now.iter().filter(|b| **b).count();
            let ticked = card.iter().filter(|b| **b).count();
            // A Casing left for the Bullet to move to.
            let free = (0..6).any(|j| !now[j] && !card[j]);
            let wanted = if ticked >= n {
                free && card.get(*i).is_some_and(|on| *on) && now.get(*i).is_some_and(|on| *on)
            } else {
                card.get(*i).is_some_and(|on| !*on) && now.get(*i).is_some_and(|on| !*on)
            };
            wanted && some_move(session, strict, *building, *band)
        }
        (Form::Building { ability, .. }, Message::PickAbility(_)) => ability.is_none(),
        (
            Form::Building {
                ability: Some(_), ..
            },
            Message::Bonus(b),
        ) => {
            let mut f = form.clone();
            if let Form::Building { bonus, .. } = &mut f {
                *bonus = *b;
            }
            form_action(&f, state, None).is_some_and(|a| admits(session, strict, &a))
        }
        (_, Message::Done(place)) => {
            form_action(form, state, place.clone()).is_some_and(|a| admits(session, strict, &a))
        }
        _ => false,
    }
}

/// Whether the rules take some single move of a Bullet on this band's card
/// by this building's ability now.
fn some_move(session: &Session<Undead>, strict: bool, building: usize, band: usize) -> bool {
    let state = session.state();
    let Some(card) = state.bands.get(band).map(|b| b.card) else {
        return false;
    };
    let faces = |bullet: bool| SLOTS.filter(move |f| card[usize::from(*f - 2)] == bullet);
    faces(true).any(|from| {
        faces(false).any(|to| {
            admits(
                session,
                strict,
                &UndeadAction::Use {
                    building: building_word(state, building),
                    band,
                    roll: None,
                    items: vec![Item::Bullet {
                        from: Some(from),
                        to: Some(to),
                    }],
                    to: None,
                },
            )
        })
    })
}

/// The shot a face button stands for.
pub fn face_shot(message: &Message) -> crate::games::undead::spaces::Shot {
    match message {
        Message::Face(f) => shot(*f, false),
        _ => shot(8, true),
    }
}

/// The clicks of a form that lead on: taken without an override when
/// `strict`, else taken at all.
fn offered_mode(form: &Form, session: &Session<Undead>, strict: bool) -> Vec<Message> {
    form_buttons(form, session)
        .into_iter()
        .filter(|m| form_live(form, m, session, strict))
        .collect()
}

/// The clicks that lead on in a form: those that lead to an entry the
/// rules take without an override, or when there is none, those that
/// lead to one they flag.
pub fn offered_in(form: &Form, session: &Session<Undead>) -> Vec<Message> {
    let clean = offered_mode(form, session, true);
    if clean.is_empty() {
        offered_mode(form, session, false)
    } else {
        clean
    }
}

/// Whether a click leads on now: a step's button or the main one (an
/// entry, or a form to open), or a choice of the step's own `form`.
fn live_now(
    message: &Message,
    form: Option<&Form>,
    session: &Session<Undead>,
    strict: bool,
) -> bool {
    match (message, form) {
        (Message::Enter(a), _) => admits(session, strict, a),
        (Message::Open(f), _) => !offered_mode(f, session, strict).is_empty(),
        (m, Some(form)) => form_live(form, m, session, strict),
        _ => false,
    }
}

/// The clicks that lead on now, of the main one, the step's buttons and
/// the step's own form: those that lead to an entry taken without an
/// override, or when there is none, to one flagged.
fn step_live(
    session: &Session<Undead>,
    candidates: &[Message],
    form: Option<&Form>,
) -> Vec<Message> {
    let pick = |strict: bool| -> Vec<Message> {
        candidates
            .iter()
            .filter(|m| live_now(m, form, session, strict))
            .cloned()
            .collect()
    };
    let clean = pick(true);
    if clean.is_empty() { pick(false) } else { clean }
}

/// The resources a form of gains shows, in their fixed places (greyed
/// when refused, never left out); a form of takings (a steal, Pay Up) has
/// many, and shows only those the rules take.
fn fixed_items(purpose: &ItemsFor) -> bool {
    !matches!(purpose, ItemsFor::Steal(_) | ItemsFor::Pay(_))
}

/// The form's parts of the body, from its buttons and which are live.
fn form_parts(
    form: &Form,
    session: &Session<Undead>,
    live: &[Message],
) -> (Vec<(Option<Msg>, Part)>, Vec<Cell>, Vec<Cell>) {
    let state = session.state();
    let buttons = form_buttons(form, session);
    let is_live = |m: &Message| live.contains(m);
    let cell = |m: &Message| Cell::new(m.clone(), is_live(m));
    let mut parts = Vec::new();
    let mut end = Vec::new();
    let mut shelf = Vec::new();
    let die = |buttons: &[Message]| -> Part {
        Part::Die(
            buttons
                .iter()
                .filter(|m| matches!(m, Message::Face(_)))
                .map(cell)
                .collect(),
        )
    };
    let crit = |buttons: &[Message]| -> Vec<Cell> {
        buttons
            .iter()
            .filter(|m| matches!(m, Message::CritHit))
            .map(cell)
            .collect()
    };
    match form {
        Form::Pick(Kind::Wild) => parts.push((
            None,
            Part::Numbers(
                buttons
                    .iter()
                    .map(|m| {
                        let n = match m {
                            Message::Enter(a) => match a.as_ref() {
                                UndeadAction::Wild { space } => u32::from(*space),
                                _ => 0,
                            },
                            _ => 0,
                        };
                        (n, cell(m))
                    })
                    .collect(),
            ),
        )),
        // A list of many (whom, which building): only what the rules
        // take, so it stays short enough to read.
        Form::Pick(_) => parts.push((
            None,
            Part::Choices(buttons.iter().filter(|m| is_live(m)).map(cell).collect()),
        )),
        Form::Reveal { .. } | Form::Walk(_) => {
            parts.push((None, die(&buttons)));
            let c = crit(&buttons);
            if !c.is_empty() {
                parts.push((None, Part::Choices(c)));
            }
        }
        Form::Fire { .. } => {
            parts.push((None, die(&buttons)));
            let mut c = crit(&buttons);
            c.extend(
                buttons
                    .iter()
                    .filter(|m| matches!(m, Message::Done(_)))
                    .map(cell),
            );
            parts.push((None, Part::Choices(c)));
        }
        Form::Duel { .. } => {
            let targets: Vec<Cell> = buttons
                .iter()
                .filter(|m| matches!(m, Message::Target(_)))
                .map(cell)
                .collect();
            if !targets.is_empty() {
                parts.push((None, Part::Choices(targets)));
            }
            if buttons.iter().any(|m| matches!(m, Message::Face(_))) {
                parts.push((None, die(&buttons)));
                parts.push((None, Part::Choices(crit(&buttons))));
            }
        }
        Form::Items { purpose, .. } => {
            let fixed = fixed_items(purpose);
            let items: Vec<Cell> = buttons
                .iter()
                .filter(|m| matches!(m, Message::Add(_)))
                .filter(|m| fixed || is_live(m))
                .map(cell)
                .collect();
            parts.push((None, Part::Choices(items)));
            end.extend(
                buttons
                    .iter()
                    .filter(|m| matches!(m, Message::Done(_)))
                    .map(cell),
            );
        }
        Form::Arrange { card, .. } => {
            let ticks = (0..6usize)
                .map(|i| {
                    let m = Message::Tick(i);
                    // Any slot may be ticked in any order: what is not the
                    // next move only steers the arrangement.
                    let c = if is_live(&m) {
                        cell(&m)
                    } else {
                        Cell::control(m)
                    };
                    (u32::try_from(i + 2).unwrap_or(0), c.picked(card[i]))
                })
                .collect();
            parts.push((None, Part::Numbers(ticks)));
            end.push(cell(&Message::Done(None)));
        }
        Form::Hiring { bands } => {
            let ticks = (0..state.bands.len())
                .map(|b| {
                    let m = Message::Tick(b);
                    let c = if bands.contains(&b) {
                        Cell::control(m)
                    } else {
                        cell(&m)
                    };
                    c.picked(bands.contains(&b))
                })
                .collect();
            parts.push((
                Some(Msg::new("undead-pad-hiring-ask")),
                Part::Choices(ticks),
            ));
        }
        Form::Undead { weak, notoriety } => {
            let ticks = WEAK_POINTS
                .map(|f| {
                    let i = usize::from(f - 1);
                    let m = Message::Tick(i);
                    // A tick taken back only steers the card.
                    let c = if weak[i] { Cell::control(m) } else { cell(&m) };
                    (u32::from(f), c.picked(weak[i]))
                })
                .collect();
            parts.push((Some(Msg::new("undead-pad-weak")), Part::Numbers(ticks)));
            let values = UNDEAD_NOTORIETY
                .map(|n| (n, Cell::control(Message::Set(1, n)).picked(n == *notoriety)))
                .collect();
            parts.push((
                Some(Msg::new("undead-pad-undead-notoriety")),
                Part::Numbers(values),
            ));
            let places: Vec<Cell> = buttons
                .iter()
                .filter(|m| matches!(m, Message::Done(_)))
                .map(cell)
                .collect();
            if state.draws.is_empty() {
                end.extend(places);
            } else {
                parts.push((
                    Some(Msg::new("undead-pad-undead-where")),
                    Part::Choices(places),
                ));
            }
        }
        Form::Building { ability, bonus, .. } => {
            shelf.extend(
                buttons
                    .iter()
                    .filter_map(|m| match m {
                        Message::PickAbility(a) => Some((m, *a)),
                        _ => None,
                    })
                    .map(|(m, a)| match ability {
                        // Another card picked instead only steers the form.
                        Some(chosen) => Cell::control(m.clone()).picked(*chosen == a),
                        None => cell(m),
                    }),
            );
            parts.push((
                None,
                Part::Fields(vec![
                    Cell::control(Message::Number(0, -1)),
                    Cell::control(Message::Number(0, 1)),
                    Cell::control(Message::Number(1, -1)),
                    Cell::control(Message::Number(1, 1)),
                ]),
            ));
            parts.push((
                Some(Msg::new("undead-pad-bonus-ask")),
                Part::Choices(
                    bonuses()
                        .into_iter()
                        .map(|b| {
                            let m = Message::Bonus(b);
                            let picked = ability.is_some() && *bonus == b;
                            cell(&m).picked(picked)
                        })
                        .collect(),
                ),
            ));
        }
    }
    (parts, end, shelf)
}

/// Everything the area draws now, and whether each is live.
pub fn layout(pad: &Pad, session: &Session<Undead>) -> Layout {
    let state = session.state();
    let mut out: Layout = Layout::default();
    if state.phase == Phase::Over {
        return out;
    }
    let own = step_form(state);
    let form = open_form(pad, state);
    // Whether the table has begun an entry of several clicks: until it is
    // finished or cancelled, nothing else is taken (never dropped unsaid).
    let begun = pad.form.is_some();
    // Whether the form open is another than the step's own (a step's button
    // opened it): then the body is the form's, the step's buttons wait.
    let other = begun
        && !own
            .as_ref()
            .zip(pad.form.as_ref())
            .is_some_and(|(a, b)| same_kind(a, b));
    let main = main_click(session);
    let steps = step_buttons(state);
    let live: Vec<Message> = match &form {
        Some(f) if begun => offered_in(f, session),
        _ => {
            let mut candidates: Vec<Message> = main.iter().cloned().collect();
            candidates.extend(steps.iter().cloned());
            if let Some(f) = &form {
                candidates.extend(form_buttons(f, session));
            }
            step_live(session, &candidates, form.as_ref())
        }
    };
    let main_is_form = matches!(main, Some(Message::Done(_)));
    out.main = main.map(|m| {
        // While another form is open the main button waits, and says so.
        let live_main = (!begun || (main_is_form && !other)) && live.contains(&m);
        Cell::new(m, live_main)
    });
    // The form's parts first, right under the question (the Hire Guns
    // dice, the reveal's faces): the step's other buttons below them.
    if let Some(f) = &form {
        let (parts, end, shelf) = form_parts(f, session, &live);
        out.parts.extend(parts);
        out.end = end;
        out.shelf = shelf;
    }
    if !other {
        // The hunt's shots are the step's own die.
        if steps.iter().any(
            |m| matches!(m, Message::Enter(a) if matches!(a.as_ref(), UndeadAction::Shoot { .. })),
        ) {
            let cells: Vec<Cell> = steps
                .iter()
                .map(|m| Cell::new(m.clone(), !begun && live.contains(m)))
                .collect();
            let (die, crit): (Vec<Cell>, Vec<Cell>) = cells.into_iter().partition(|c| {
                !matches!(&c.message, Message::Enter(a) if matches!(a.as_ref(), UndeadAction::Shoot { shot } if shot.crit))
            });
            out.parts.push((None, Part::Die(die)));
            out.parts.push((None, Part::Choices(crit)));
        } else if !steps.is_empty() {
            out.parts.push((
                None,
                Part::Steps(
                    steps
                        .iter()
                        .map(|m| Cell::new(m.clone(), !begun && live.contains(m)))
                        .collect(),
                ),
            ));
        }
    }
    if begun {
        out.end.push(Cell::control(Message::Cancel));
    }
    out
}

/// The clicks offered now (see `TablePad::offered`): every live button
/// that builds or makes an entry.
pub fn offered(pad: &Pad, session: &Session<Undead>) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    for c in layout(pad, session).cells() {
        if c.live && !c.control && !out.contains(&c.message) {
            out.push(c.message.clone());
        }
    }
    out
}
