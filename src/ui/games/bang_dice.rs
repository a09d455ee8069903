//! BANG! The Dice Game at the table: the players as a ring in seating order
//! (lives of their maximum, arrows, revealed roles, characters), the arrow
//! pile and the dice in the middle, and an action area that asks for the
//! next thing the rules expect: a character's choice, a role to reveal, the
//! five faces, the dice to reroll, targets for 1s and 2s (only the players in
//! range are offered and highlighted), beers, the gatling, Kit Carlson's
//! discards, the end of the turn. Every click builds the same notation a
//! person could type, which the table view enters.

use crate::core::{BangFace, CounterId};
use crate::games::bang_dice::{
    BangAction, BangDice, BangState, Character, Hit, RerolledDie, Role, Stage, Step, notation,
    roles, targets,
};
use crate::i18n::{self, Lang};
use crate::session::{Input, Session};
use crate::ui::icons::Icon;
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::token_buttons;
use iced::widget::{Column, Row, button, column, container, row, text};
use iced::{Alignment, Element, Length, Size};

/// What is being put together before it is entered.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    /// Faces clicked for a roll or a reroll, in order.
    faces: Vec<BangFace>,
    /// Dice (from 0) picked for a reroll.
    reroll: Vec<usize>,
    /// Targets picked for the 1s and 2s, in die order.
    hits: Vec<Hit>,
    /// Players picked for the beers, in die order.
    beers: Vec<usize>,
    /// Players picked for Kit Carlson's discards.
    kit: Vec<usize>,
}

/// A click in BANG!'s action area.
#[derive(Debug, Clone)]
pub enum Message {
    /// A face for the roll or reroll being entered.
    Face(BangFace),
    /// Take back the last face clicked.
    TakeBack,
    /// Pick or unpick a die (from 0) to reroll.
    ToggleDie(usize),
    /// A player was clicked for the current step (a hit, a beer, a discard).
    Player(usize),
    /// Slab the Killer doubles the last hit picked.
    Double,
    /// Enter what has been put together (a roll, a reroll, the hits, the beers, the discards).
    Submit,
    /// Forget what has been put together.
    Clear,
    /// Enter this action as it is (gatling, end of turn, a choice, a reveal).
    Act(ActionChoice),
    /// Correct a tracked number by hand (the plus and minus of a token).
    Adjust(CounterId, i64),
}

/// Actions entered with one click.
#[derive(Debug, Clone, PartialEq)]
pub enum ActionChoice {
    /// Fire the gatling.
    Gatling,
    /// End the turn.
    End,
    /// Sid Ketchum heals this seat (none: nobody).
    Sid(Option<usize>),
    /// Bart Cassidy takes this many hits as arrows.
    Bart(u8),
    /// Pedro Ramirez discards this many arrows.
    Pedro(u8),
    /// A seat's role is shown.
    Reveal(usize, Role),
    /// Kit Carlson discards nothing.
    KitNone,
}

/// What the rules ask for next, as the pad sees it.
enum Next<'a> {
    Over,
    Choice(crate::games::bang_dice::Choice),
    Reveal(usize),
    Roll,
    Reroll(&'a BangState),
    Step(Step),
    EndTurn,
}

fn next(state: &BangState) -> Next<'_> {
    if state.end.is_over() {
        return match unrevealed(state) {
            Some(seat) => Next::Reveal(seat),
            None => Next::Over,
        };
    }
    if let Some(choice) = state.pending.first() {
        return Next::Choice(*choice);
    }
    if let Some(seat) = unrevealed(state) {
        return Next::Reveal(seat);
    }
    match state.turn.stage {
        Stage::Start => Next::Roll,
        Stage::Rolling if state.can_reroll() => Next::Reroll(state),
        _ => match state.unresolved().first() {
            Some(step) => Next::Step(*step),
            None => Next::EndTurn,
        },
    }
}

/// An eliminated player whose role is not known yet.
fn unrevealed(state: &BangState) -> Option<usize> {
    state
        .players
        .iter()
        .position(|p| !p.alive() && p.role.is_none())
}

impl Pad {
    /// Whether clicks on players pick targets for the 1s and 2s: while
    /// resolving them, or while the dice may still be rerolled but none is picked.
    fn assigning_shots(&self, state: &BangState) -> bool {
        match next(state) {
            Next::Step(Step::Shots) => true,
            Next::Reroll(_) => self.reroll.is_empty() && !state.shot_dice().is_empty(),
            _ => false,
        }
    }

    /// Handles a click; returns the line to enter when the click completes one.
    pub fn update(
        &mut self,
        message: Message,
        session: &Session<BangDice>,
    ) -> Option<Input<BangAction>> {
        let game = session;
        let state = game.state();
        let line = |action: BangAction| Some(Input::Play(action));
        match message {
            Message::Face(face) => {
                let wanted = if self.reroll.is_empty() {
                    5
                } else {
                    self.reroll.len()
                };
                if self.faces.len() < wanted {
                    self.faces.push(face);
                }
                None
            }
            Message::TakeBack => {
                self.faces.pop();
                None
            }
            Message::ToggleDie(die) => {
                match self.reroll.iter().position(|d| *d == die) {
                    Some(at) => {
                        self.reroll.remove(at);
                    }
                    None => self.reroll.push(die),
                }
                self.reroll.sort_unstable();
                self.faces.truncate(self.reroll.len());
                self.hits.clear();
                None
            }
            Message::Player(seat) => {
                let shots = self.assigning_shots(state);
                match next(state) {
                    _ if shots && self.hits.len() < state.shot_dice().len() => {
                        self.hits.push(Hit {
                            target: seat,
                            double: false,
                        });
                    }
                    Next::Step(Step::Beers) if self.beers.len() < state.beers_to_give() => {
                        self.beers.push(seat);
                    }
                    Next::Step(Step::Kit) if self.kit.len() < state.count(BangFace::Gatling) => {
                        self.kit.push(seat);
                    }
                    _ => {}
                }
                None
            }
            Message::Double => {
                if let Some(last) = self.hits.last_mut() {
                    last.double = !last.double;
                }
                None
            }
            Message::Clear => {
                *self = Pad::default();
                None
            }
            Message::Submit => {
                let action = match next(state) {
                    Next::Roll => {
                        let faces: [BangFace; 5] = self.faces.clone().try_into().ok()?;
                        BangAction::Roll { faces }
                    }
                    Next::Reroll(_)
                        if !self.reroll.is_empty() && self.faces.len() == self.reroll.len() =>
                    {
                        BangAction::Reroll {
                            dice: self
                                .reroll
                                .iter()
                                .zip(&self.faces)
                                .map(|(die, face)| RerolledDie {
                                    die: *die as u8,
                                    face: *face,
                                })
                                .collect(),
                        }
                    }
                    Next::Reroll(_) | Next::Step(Step::Shots) => BangAction::Shoot {
                        hits: self.hits.clone(),
                    },
                    Next::Step(Step::Beers) => BangAction::Beer {
                        targets: self.beers.clone(),
                    },
                    Next::Step(Step::Kit) => BangAction::Kit {
                        targets: self.kit.clone(),
                    },
                    _ => return None,
                };
                *self = Pad::default();
                line(action)
            }
            Message::Act(choice) => {
                *self = Pad::default();
                line(match choice {
                    ActionChoice::Gatling => BangAction::Gatling,
                    ActionChoice::End => BangAction::End,
                    ActionChoice::Sid(target) => BangAction::Sid { target },
                    ActionChoice::Bart(arrows) => BangAction::Bart { arrows },
                    ActionChoice::Pedro(discards) => BangAction::Pedro { discards },
                    ActionChoice::Reveal(player, role) => BangAction::Reveal { player, role },
                    ActionChoice::KitNone => BangAction::Kit {
                        targets: Vec::new(),
                    },
                })
            }
            Message::Adjust(counter, delta) => super::adjust(session, &counter, delta),
        }
    }

    /// The players as a ring, with the pile and the dice in the middle.
    pub fn ring<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        let game = session;
        let state = game.state();
        let highlight = self.expected_targets(state);
        let seats: Vec<Element<'a, Message>> = (0..state.players.len())
            .map(|seat| self.seat_card(lang, state, seat, highlight.as_deref()))
            .collect();
        let center = self.center(lang, state);
        Some(crate::ui::widgets::ring(
            seats,
            center,
            Size::new(800.0, 390.0),
            Size::new(196.0, 100.0),
        ))
    }

    /// Which seats the current step may pick, when it picks seats.
    fn expected_targets(&self, state: &BangState) -> Option<Vec<usize>> {
        let shooter = state.turn.player;
        match next(state) {
            _ if self.assigning_shots(state) => {
                let dice = state.shot_dice();
                let (_, face) = dice.get(self.hits.len())?;
                Some(targets::legal_targets(state, shooter, *face))
            }
            Next::Step(Step::Beers) if self.beers.len() < state.beers_to_give() => {
                Some(state.alive_seats())
            }
            Next::Step(Step::Kit) if self.kit.len() < state.count(BangFace::Gatling) => Some(
                state
                    .alive_seats()
                    .into_iter()
                    .filter(|s| state.players[*s].arrows > 0)
                    .collect(),
            ),
            _ => None,
        }
    }

    fn seat_card<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        seat: usize,
        pick: Option<&[usize]>,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let player = &state.players[seat];
        let active = state.turn.player == seat && !state.end.is_over();
        let alive = player.alive();
        let mut name =
            row![text(player.name.clone()).size(17).width(Length::Fill)].align_y(Alignment::Center);
        // The star is the Sheriff's badge; whose turn it is shows as the
        // highlighted border.
        if player.role == Some(Role::Sheriff) {
            name = name.push(Icon::Badge.view(18.0));
        }
        if !alive {
            name = name.push(Icon::Skull.view(18.0));
        }
        let role = player.role.map_or_else(
            || t("bang-ui-role-unknown"),
            |r| i18n::text(lang, &r.name_key()),
        );
        let numbers = row![
            Icon::Heart.tinted(18.0, iced::Color::from_rgb8(0xc0, 0x39, 0x2b)),
            text(format!("{}/{}", player.life, player.max_life)).size(17),
            token_buttons(seat, "life", Message::Adjust),
            iced::widget::space().width(Length::Fill),
            Icon::Arrow.view(16.0),
            text(player.arrows.to_string()).size(17),
            token_buttons(seat, "arrows", Message::Adjust),
        ]
        .spacing(3)
        .align_y(Alignment::Center);
        let card = column![
            name,
            text(format!(
                "{} · {role}",
                i18n::text(lang, &player.character.name_key())
            ))
            .size(12),
            numbers,
        ]
        .spacing(4);
        let can_pick = pick.is_some_and(|p| p.contains(&seat));
        let winner =
            state.end.is_over() && roles::winners(state).is_some_and(|w| w.contains(&seat));
        let style: fn(&iced::Theme) -> container::Style = if winner {
            |th| theme::banner(th, Tone::Good)
        } else if active {
            theme::panel_highlight
        } else if can_pick {
            |th| theme::banner(th, Tone::Good)
        } else {
            theme::panel
        };
        let content = container(card)
            .padding(8)
            .width(Length::Fill)
            .height(Length::Fill)
            .style(style);
        if can_pick {
            button(content)
                .padding(0)
                .style(button::text)
                .on_press(Message::Player(seat))
                .into()
        } else {
            content.into()
        }
    }

    fn center<'a>(&self, lang: Lang, state: &BangState) -> Element<'a, Message> {
        let mut dice = Row::new().spacing(6);
        if let Some(faces) = state.turn.dice {
            for (die, face) in faces.iter().enumerate() {
                let picked = self.reroll.contains(&die);
                let face_view = face_button(*face, 40.0, picked);
                let rerollable = matches!(next(state), Next::Reroll(_));
                dice = dice.push(if rerollable {
                    face_view.on_press(Message::ToggleDie(die))
                } else {
                    face_view
                });
            }
        }
        column![
            row![
                Icon::Arrow.view(26.0),
                text(i18n::tr(
                    lang,
                    &crate::core::Msg::new("bang-ui-pile").arg("count", i64::from(state.pile))
                ))
                .size(18)
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            dice,
        ]
        .spacing(10)
        .align_x(Alignment::Center)
        .into()
    }

    /// The action area: what the rules expect next.
    pub fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        let game = session;
        let state = game.state();
        let t = |key: &str| i18n::text(lang, key);
        let name = |seat: usize| seat_name(state, seat);
        let mut col = Column::new().spacing(10);
        match next(state) {
            Next::Over => {
                let winners: Vec<String> = roles::winners(state)
                    .unwrap_or_default()
                    .into_iter()
                    .map(name)
                    .collect();
                col = col.push(
                    container(
                        row![
                            Icon::Badge.view(26.0),
                            text(i18n::tr(
                                lang,
                                &crate::core::Msg::new("bang-ui-over")
                                    .arg("winners", winners.join(", ")),
                            ))
                            .size(20),
                        ]
                        .spacing(10)
                        .align_y(Alignment::Center),
                    )
                    .padding(12)
                    .width(Length::Fill)
                    .style(|th| theme::banner(th, Tone::Good)),
                );
            }
            Next::Choice(choice) => {
                col = col.push(self.choice_view(lang, state, choice));
            }
            Next::Reveal(seat) => {
                col = col.push(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-reveal").arg("player", name(seat)),
                    ))
                    .size(18),
                );
                let mut roles_row = Row::new().spacing(8);
                for role in roles::possible_roles(state, seat) {
                    roles_row = roles_row.push(
                        button(text(i18n::text(lang, &role.name_key())).size(16))
                            .padding([10, 16])
                            .style(theme::secondary_button)
                            .on_press(Message::Act(ActionChoice::Reveal(seat, role))),
                    );
                }
                col = col.push(roles_row);
            }
            Next::Roll => {
                col = col.push(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-roll")
                            .arg("player", name(state.turn.player)),
                    ))
                    .size(18),
                );
                col = col.push(self.face_entry(lang, 5));
            }
            Next::Reroll(state) => {
                let left = state.max_rolls().saturating_sub(state.turn.rolls);
                col = col.push(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-reroll").arg("left", i64::from(left)),
                    ))
                    .size(18),
                );
                if !self.reroll.is_empty() {
                    col = col.push(self.face_entry(lang, self.reroll.len()));
                }
                col = col.push(self.step_view(lang, state, Step::Shots, true));
            }
            Next::Step(step) => col = col.push(self.step_view(lang, state, step, false)),
            Next::EndTurn => {
                col = col.push(text(t("bang-ui-all-resolved")).size(18));
                col = col.push(big(t("bang-ui-end"), Message::Act(ActionChoice::End)));
            }
        }
        Some(col.into())
    }

    fn choice_view<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        choice: crate::games::bang_dice::Choice,
    ) -> Element<'a, Message> {
        let name = |seat: usize| seat_name(state, seat);
        let mut buttons = Row::new().spacing(8);
        let (question, who) = match choice {
            crate::games::bang_dice::Choice::Sid { seat } => {
                for target in state.alive_seats() {
                    buttons = buttons.push(small(
                        name(target),
                        Message::Act(ActionChoice::Sid(Some(target))),
                    ));
                }
                buttons = buttons.push(small(
                    i18n::text(lang, "bang-ui-nobody"),
                    Message::Act(ActionChoice::Sid(None)),
                ));
                ("bang-ui-sid", seat)
            }
            crate::games::bang_dice::Choice::Bart {
                seat, max_arrows, ..
            } => {
                for n in 0..=max_arrows {
                    buttons =
                        buttons.push(small(n.to_string(), Message::Act(ActionChoice::Bart(n))));
                }
                ("bang-ui-bart", seat)
            }
            crate::games::bang_dice::Choice::Pedro { seat, max } => {
                for n in 0..=max {
                    buttons =
                        buttons.push(small(n.to_string(), Message::Act(ActionChoice::Pedro(n))));
                }
                ("bang-ui-pedro", seat)
            }
        };
        column![
            text(i18n::tr(
                lang,
                &crate::core::Msg::new(question).arg("player", name(who))
            ))
            .size(18),
            buttons,
        ]
        .spacing(8)
        .into()
    }

    fn step_view<'a>(
        &self,
        lang: Lang,
        state: &BangState,
        step: Step,
        optional: bool,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let name = |seat: usize| seat_name(state, seat);
        let mut col = Column::new().spacing(8);
        match step {
            Step::Shots if state.shot_dice().is_empty() => {
                if optional {
                    col = col.push(text(t("bang-ui-keep")).size(15));
                }
            }
            Step::Shots => {
                let dice = state.shot_dice();
                let picked = notation::hit_names(&self.hits, name);
                let prompt = match dice.get(self.hits.len()) {
                    Some((die, face)) => i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-shoot")
                            .arg("die", die + 1)
                            .arg("face", i18n::text(lang, face.name_key())),
                    ),
                    None => t("bang-ui-shoot-ready"),
                };
                col = col.push(text(prompt).size(17));
                if let Some((_, face)) = dice.get(self.hits.len()) {
                    col = col.push(text(out_of_range(lang, state, *face)).size(14));
                }
                // What was picked and what can be done with it share one row,
                // so the players below do not move as picks are made.
                let mut actions = Row::new().spacing(8).align_y(Alignment::Center);
                if self.hits.len() == dice.len() {
                    actions = actions.push(big(t("bang-ui-enter-hits"), Message::Submit));
                }
                if state.active_is(Character::SlabTheKiller) && !self.hits.is_empty() {
                    actions = actions.push(small(t("bang-ui-slab"), Message::Double));
                }
                if !picked.is_empty() {
                    actions = actions
                        .push(small(t("bang-ui-clear"), Message::Clear))
                        .push(text(picked.join(", ")).size(15));
                }
                col = col.push(actions);
            }
            Step::Beers => {
                let picked: Vec<String> = self.beers.iter().map(|s| name(*s)).collect();
                col = col.push(
                    text(i18n::tr(
                        lang,
                        &crate::core::Msg::new("bang-ui-beers").arg("count", state.beers_to_give()),
                    ))
                    .size(17),
                );
                if !picked.is_empty() {
                    col = col.push(text(picked.join(", ")).size(15));
                }
                if self.beers.len() == state.beers_to_give() {
                    col = col.push(
                        row![
                            big(t("bang-ui-enter-beers"), Message::Submit),
                            small(t("bang-ui-clear"), Message::Clear)
                        ]
                        .spacing(8),
                    );
                }
            }
            Step::Gatling => {
                col = col.push(text(t("bang-ui-gatling")).size(17));
                col = col.push(big(t("bang-ui-fire"), Message::Act(ActionChoice::Gatling)));
            }
            Step::Kit => {
                let picked: Vec<String> = self.kit.iter().map(|s| name(*s)).collect();
                col = col.push(text(t("bang-ui-kit")).size(17));
                if !picked.is_empty() {
                    col = col.push(text(picked.join(", ")).size(15));
                }
                col = col.push(
                    row![
                        big(t("bang-ui-enter-kit"), Message::Submit),
                        small(t("bang-ui-kit-none"), Message::Act(ActionChoice::KitNone)),
                    ]
                    .spacing(8),
                );
            }
        }
        col.into()
    }

    /// Six face buttons and the faces clicked so far.
    fn face_entry<'a>(&self, lang: Lang, wanted: usize) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut palette = Row::new().spacing(8);
        for face in BangFace::ALL {
            palette = palette.push(face_button(face, 44.0, false).on_press(Message::Face(face)));
        }
        let mut chosen = Row::new()
            .spacing(6)
            .push(text(t("bang-ui-faces")).size(15));
        for face in &self.faces {
            chosen = chosen.push(face_button(*face, 30.0, false));
        }
        let mut actions = Row::new().spacing(8);
        if self.faces.len() == wanted {
            actions = actions.push(big(t("bang-ui-enter-roll"), Message::Submit));
        }
        if !self.faces.is_empty() {
            actions = actions.push(small(t("bang-ui-take-back"), Message::TakeBack));
        }
        column![palette, chosen.align_y(Alignment::Center), actions]
            .spacing(8)
            .into()
    }
}

/// A seat's player's name (empty for a seat that does not exist).
fn seat_name(state: &BangState, seat: usize) -> String {
    state
        .players
        .get(seat)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// Why the players not highlighted cannot be hit with this die.
fn out_of_range(lang: Lang, state: &BangState, face: BangFace) -> String {
    let shooter = state.turn.player;
    let legal = targets::legal_targets(state, shooter, face);
    let others: Vec<String> = state
        .alive_seats()
        .into_iter()
        .filter(|s| *s != shooter && !legal.contains(s))
        .map(|s| state.players[s].name.clone())
        .collect();
    let reach: Vec<String> = targets::reach(state, shooter, face)
        .iter()
        .map(ToString::to_string)
        .collect();
    if others.is_empty() {
        return i18n::text(lang, "bang-ui-all-in-range");
    }
    i18n::tr(
        lang,
        &crate::core::Msg::new("bang-ui-out-of-range")
            .arg("players", others.join(", "))
            .arg("reach", reach.join(" / ")),
    )
}

/// A die face as a button: its picture, or its number for 1 and 2.
fn face_button<'a>(face: BangFace, size: f32, picked: bool) -> iced::widget::Button<'a, Message> {
    let icon = match face {
        BangFace::Arrow => Icon::Arrow,
        BangFace::Dynamite => Icon::Dynamite,
        BangFace::One => Icon::FaceOne,
        BangFace::Two => Icon::FaceTwo,
        BangFace::Beer => Icon::Beer,
        BangFace::Gatling => Icon::Gatling,
    };
    button(icon.view(size * 0.7))
        .width(size)
        .height(size)
        .padding(size * 0.15)
        .style(if picked {
            button::primary
        } else {
            theme::secondary_button
        })
}

fn big<'a>(label: String, message: Message) -> Element<'a, Message> {
    button(text(label).size(17))
        .padding([12, 20])
        .style(button::primary)
        .on_press(message)
        .into()
}

fn small<'a>(label: String, message: Message) -> Element<'a, Message> {
    button(text(label).size(16))
        .padding([10, 16])
        .style(theme::secondary_button)
        .on_press(message)
        .into()
}

impl super::GamePad for BangDice {
    type Pad = Pad;
}

impl super::TablePad<BangDice> for Pad {
    type Message = Message;

    fn update(
        &mut self,
        message: Message,
        session: &Session<BangDice>,
    ) -> Option<Input<BangAction>> {
        Pad::update(self, message, session)
    }

    fn view<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        Pad::view(self, lang, session)
    }

    fn players<'a>(
        &'a self,
        lang: Lang,
        session: &'a Session<BangDice>,
    ) -> Option<Element<'a, Message>> {
        self.ring(lang, session)
    }
}
