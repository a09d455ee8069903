//! The action area: one height whatever it shows, in fixed rows: the big
//! buttons of the step, the main one first and always at the top left (End
//! the turn, or the card lost to the 10-second clock; then the turn's
//! actions, or the Climax card to draw, or the draw to settle), what the
//! rules expect now (a sentence), the choices
//! of the entry being put together, and what the table reports. A button
//! that is not available now is greyed in place; what is enabled is exactly
//! what [`Pad::offered`] lists, so the property test of the pads covers it.

use super::offers::openers;
use super::{Form, Greyed, Message, OneClick, Open, Pad};
use crate::core::Msg;
use crate::games::gunfighters::{Aim, ClimaxType, End, GfState, Location, Source, Stage};
use crate::i18n::{self, Lang};
use crate::ui::games::kit::reason::{self, Said};
use crate::ui::theme::{self, Tone};
use crate::ui::widgets::button;
use iced::widget::{Row, column, container, text};
use iced::{Alignment, Element, Length};

/// The height of the action area, whatever it shows: the step's buttons,
/// the question, the kit's reason line, the entry's choices, the reports.
const AREA_HEIGHT: f32 = 132.0 + 40.0 + reason::HEIGHT + 112.0 + 76.0 + 4.0 * 4.0;
/// The rows of the shorter arrangement, for a short place (1024×600, or
/// 160 % text on 1366×768), by height: the question, the step's buttons (two rows of
/// three), and one place for the choices of the entry being put together
/// or, while none is, what the table reports (two rows each); the kit's
/// reason line (why a greyed button is greyed, else the odds) below them.
const COMPACT_ROWS: [f32; 3] = [36.0, 60.0, 62.0];

/// How a greyed button is drawn: it is still tapped, and says why.
const DISABLED: button::Status = button::Status::Disabled;

/// Whether the full arrangement fits `room`; else the shorter one is used.
pub(super) fn fits(room: iced::Size) -> Compact {
    Compact(room.height < AREA_HEIGHT)
}

/// The shorter arrangement's height with its reason line.
const COMPACT_HEIGHT: f32 =
    COMPACT_ROWS[0] + COMPACT_ROWS[1] + COMPACT_ROWS[2] + reason::HEIGHT_COMPACT + 3.0 * 4.0;

/// Whether the shorter arrangement has room for its reason line under
/// the rest: not at 160 % text on 1366×768, whose pad has room for the
/// rest only; there the reason for a greyed button takes the
/// question's place while it stands (the answer to the tap comes first),
/// and the odds go under the reports while those take one row.
pub(super) fn reason_fits(room: iced::Size) -> bool {
    room.height >= COMPACT_HEIGHT
}

/// Whether the pad takes its shorter arrangement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Compact(pub bool);

/// The big button of the step: one width, greyed in place while not offered.
fn big<'a>(
    label: String,
    message: Message,
    offered: &[Message],
    compact: Compact,
) -> Element<'a, Message> {
    let live = offered.contains(&message);
    let (size, width, padding) = if compact.0 {
        (14, Length::Fill, [5, 6])
    } else {
        (16, Length::Fixed(172.0), [8, 8])
    };
    let why = Message::Why(Greyed::of(&message));
    button(container(text(label).size(size)).center_x(Length::Fill))
        .width(width)
        .padding(padding)
        .style(move |th, status| button::primary(th, if live { status } else { DISABLED }))
        .on_press(if live { message } else { why })
        .into()
}

/// A smaller button (a choice, a report), greyed in place while not offered.
fn small<'a>(
    label: String,
    message: Message,
    offered: &[Message],
    compact: Compact,
) -> Element<'a, Message> {
    let live = offered.contains(&message);
    let (size, padding) = if compact.0 {
        (14, [5, 9])
    } else {
        (15, [7, 11])
    };
    let why = Message::Why(Greyed::of(&message));
    button(text(label).size(size))
        .padding(padding)
        .style(move |th, status| theme::secondary_button(th, if live { status } else { DISABLED }))
        .on_press(if live { message } else { why })
        .into()
}

/// What holds a slot's height open. One pixel wide: iced 0.14's `Row`
/// drops a child of zero width (`Size::is_void`), and its height with it,
/// so a zero-width strut reserved nothing and the rows below moved.
fn strut<'a>(height: f32) -> Element<'a, Message> {
    iced::widget::space().width(1).height(height).into()
}

/// A row with its reserved height, so what it holds stays in place; never
/// clipped: what needs more makes it taller (which the layout checks
/// catch) rather than losing a line.
fn slot<'a>(height: f32, content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    iced::widget::row![strut(height), container(content).width(Length::Fill)]
        .align_y(Alignment::Center)
        .into()
}

/// A row with its reserved height whose content keeps to its top, so the
/// first button (the main one) is at one place whatever follows it.
fn slot_top<'a>(height: f32, content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    iced::widget::row![strut(height), container(content).width(Length::Fill)]
        .align_y(Alignment::Start)
        .into()
}

/// Whose time ran out under the 10-second rule, while the card they lose
/// is not entered yet (the clock's reminder stands).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct TimeUp(pub Option<usize>);

impl Pad {
    /// The action area.
    pub fn view<'a>(&'a self, lang: Lang, state: &'a GfState) -> Element<'a, Message> {
        self.view_in(lang, state, Compact(false), TimeUp(None), None, true)
    }

    /// The action area, in its shorter arrangement when `compact`, saying
    /// so when the player at turn ran out of time (`up`), with `odds` in
    /// the kit's reason line while it has no reason to give.
    pub(super) fn view_in<'a>(
        &'a self,
        lang: Lang,
        state: &'a GfState,
        compact: Compact,
        up: TimeUp,
        odds: Option<String>,
        reason_room: bool,
    ) -> Element<'a, Message> {
        let body: Element<'a, Message> = if let End::Won(winners) | End::Drawn(winners) = &state.end
        {
            let names: Vec<String> = winners.iter().map(|s| state.name(*s)).collect();
            let key = if matches!(state.end, End::Won(_)) {
                "mgf-ui-won"
            } else {
                "mgf-ui-drawn"
            };
            container(
                text(i18n::tr(
                    lang,
                    &Msg::new(key).arg("players", names.join(", ")),
                ))
                .size(22),
            )
            .padding(14)
            .width(Length::Fill)
            .style(|th| theme::banner(th, Tone::Good))
            .into()
        } else {
            let offered = self.offered(state);
            // The step's buttons stay live while a form is open, so a
            // different choice is one click away.
            let steps = openers(state);
            if compact.0 {
                // The reports take the place of the hint while no entry is
                // being put together; a form open puts its choices there
                // (with Cancel, one click back to the reports).
                let mut below = if self.form.is_some() {
                    self.form_row(lang, state, &offered, compact)
                } else {
                    self.report_row(lang, state, &steps, compact)
                };
                // The step's buttons first, so the main button is at the
                // top whatever the question below says (a long one takes
                // a third line).
                let said = self.said(lang, state, odds);
                let (question, said) = match said {
                    Said::Why(why) if !reason_room => (why, None),
                    // With no room for the reason line, the odds share the
                    // reports' place while those take one row of its two.
                    Said::Odds(odds) if !reason_room && self.reports_in_one_row(state) => {
                        below = column![below, reason::line_compact(Said::Odds(odds))]
                            .spacing(4)
                            .into();
                        (self.question_now(lang, state, up), None)
                    }
                    said => (self.question_now(lang, state, up), Some(said)),
                };
                let mut rows = column![
                    slot_top(
                        COMPACT_ROWS[1],
                        self.step_row(lang, state, &steps, compact, up)
                    ),
                    slot(COMPACT_ROWS[0], text(question).size(14)),
                    slot(COMPACT_ROWS[2], below),
                ]
                .spacing(4);
                if let Some(said) = said.filter(|_| reason_room) {
                    rows = rows.push(reason::line_compact(said));
                }
                rows.into()
            } else {
                column![
                    slot_top(132.0, self.step_row(lang, state, &steps, compact, up)),
                    slot(40.0, text(self.question_now(lang, state, up)).size(16)),
                    reason::line(self.said(lang, state, odds)),
                    slot(112.0, self.form_row(lang, state, &offered, compact)),
                    slot(76.0, self.report_row(lang, state, &steps, compact)),
                ]
                .spacing(4)
                .into()
            }
        };
        let height = if compact.0 && reason_room {
            COMPACT_HEIGHT
        } else if compact.0 {
            COMPACT_HEIGHT - reason::HEIGHT_COMPACT - 4.0
        } else {
            AREA_HEIGHT
        };
        slot(height, body)
    }

    /// Whether the reports take one row of their place in the shorter
    /// arrangement: no entry being put together, and only the three that
    /// every table has (the 10-second rule and extra rule B add one each,
    /// which at 160 % text wrap to a second row).
    fn reports_in_one_row(&self, state: &GfState) -> bool {
        self.form.is_none() && !state.options.ten_seconds && !state.options.control
    }

    /// What the reason line says: why the greyed button last tapped is
    /// greyed, while it still is; else the odds, when there are any.
    fn said(&self, lang: Lang, state: &GfState, odds: Option<String>) -> Said {
        match self.why_text(lang, state) {
            Some(why) => Said::Why(why),
            None => odds.map_or(Said::Nothing, Said::Odds),
        }
    }

    /// Why the greyed button last tapped is greyed, while it still is.
    fn why_text(&self, lang: Lang, state: &GfState) -> Option<String> {
        let button = self.why?;
        let live = match button {
            Greyed::Open(open) => openers(state).contains(&Message::Open(open)),
            Greyed::Act(one) => openers(state).contains(&Message::Act(one)),
            Greyed::Choice => false,
        };
        if live {
            return None;
        }
        Some(self.why_greyed(lang, state, button))
    }

    /// What the rules expect now, in a sentence; first of all, while no
    /// choice is being made, that the player ran out of time and loses a
    /// card (the button to enter it is in the main place).
    fn question_now(&self, lang: Lang, state: &GfState, up: TimeUp) -> String {
        match up.0 {
            Some(seat) if self.form.is_none() => i18n::tr(
                lang,
                &Msg::new("mgf-ui-ask-time-up").arg("player", state.name(seat)),
            ),
            _ => self.question(lang, state),
        }
    }

    /// What the rules expect now, in a sentence.
    pub(super) fn question(&self, lang: Lang, state: &GfState) -> String {
        let player = state.name(state.turn.player);
        let msg = if state.end == End::DrawOffered {
            Msg::new("mgf-ui-ask-draw")
        } else if let Some(seat) = state.climax_due.first() {
            Msg::new("mgf-ui-ask-climax").arg("player", state.name(*seat))
        } else {
            let stage = match self.form {
                Some(Form::Move { thrown: None }) => "move",
                Some(Form::Move { .. }) => "move-from",
                Some(Form::Shoot { target: None, .. }) => "shoot-target",
                Some(Form::Shoot { at: None, .. }) => "shoot-at",
                Some(Form::Shoot { aim: None, .. }) => "shoot-aim",
                Some(Form::Shoot { .. }) => "shoot-hits",
                Some(Form::Lose { player: None } | Form::Gain { player: None })
                | Some(Form::Coins { player: None }) => "whom",
                Some(Form::Lose { .. } | Form::Time) => "lost-card",
                Some(Form::Gain { .. }) => "how-many",
                Some(Form::Coins { .. }) => "coins",
                Some(Form::Control { .. }) => "control",
                None => match state.turn.stage {
                    Stage::Start | Stage::Done => "action",
                    Stage::QuickDraw => "quick-draw",
                    Stage::Horse => "horse",
                    Stage::Story => "story",
                    Stage::StoryMark => "mark",
                },
            };
            let target = match self.form {
                Some(Form::Shoot {
                    target: Some(t), ..
                }) => state.name(t),
                _ => String::new(),
            };
            Msg::new("mgf-ui-ask")
                .arg("stage", stage)
                .arg("player", player)
                .arg("target", target)
        };
        i18n::tr(lang, &msg)
    }

    /// The main button: the step that moves the turn on (End the turn), or
    /// while the player's time is up the card they lose to the clock. It
    /// is first in the step's buttons, at one place in every state
    /// ([`kit::MAIN_ID`](crate::ui::games::kit::MAIN_ID)).
    fn main_button<'a>(
        &self,
        lang: Lang,
        steps: &[Message],
        compact: Compact,
        up: TimeUp,
    ) -> Element<'a, Message> {
        let (key, message) = match up.0 {
            Some(_) => ("mgf-ui-time", Message::Open(Open::Time)),
            None => ("mgf-ui-end", Message::Act(OneClick::End)),
        };
        let button = big(i18n::text(lang, key), message, steps, compact);
        let place = container(button).id(crate::ui::games::kit::MAIN_ID);
        if compact.0 {
            // Wider than its neighbours (Move, Shoot): "Beurt beëindigen"
            // on one line at 160 %, so the pad needs no scroll.
            place.width(Length::FillPortion(3)).into()
        } else {
            place.into()
        }
    }

    /// The big buttons of the step the rules expect now, the main one first.
    fn step_row<'a>(
        &self,
        lang: Lang,
        state: &GfState,
        steps: &[Message],
        compact: Compact,
        up: TimeUp,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut buttons: Vec<Element<'a, Message>> =
            vec![self.main_button(lang, steps, compact, up)];
        let mut step = |key: String, message: Message| {
            buttons.push(big(key, message, steps, compact));
        };
        if state.end == End::DrawOffered {
            step(t("mgf-ui-draw"), Message::Act(OneClick::Draw));
            step(t("mgf-ui-play-on"), Message::Act(OneClick::PlayOn));
        } else if let Some(seat) = state.climax_due.first() {
            for kind in ClimaxType::ALL {
                step(
                    t(kind.name_key()),
                    Message::Act(OneClick::Climax(*seat, kind)),
                );
            }
        } else {
            step(t("mgf-ui-move"), Message::Open(Open::Move));
            step(t("mgf-ui-shoot"), Message::Open(Open::Shoot));
            step(t("mgf-ui-story"), Message::Act(OneClick::Story(false)));
            step(t("mgf-ui-story-mark"), Message::Act(OneClick::Story(true)));
        }
        if compact.0 {
            // Two rows of a fixed order: the main button and the next two
            // (Move and Shoot: short labels), then the rest (the Story's
            // two, long ones), each button as wide as its row allows.
            let rest: Vec<_> = buttons.drain(buttons.len().min(3)..).collect();
            let first = buttons.into_iter().enumerate().map(|(i, b)| match i {
                0 => b,
                _ => container(b).width(Length::FillPortion(2)).into(),
            });
            return column![
                Row::with_children(first).spacing(6),
                Row::with_children(rest).spacing(6)
            ]
            .spacing(4)
            .into();
        }
        Row::with_children(buttons)
            .spacing(8)
            .wrap()
            .vertical_spacing(6)
            .into()
    }

    /// The choices of the entry being put together (or a hint when none is).
    fn form_row<'a>(
        &self,
        lang: Lang,
        state: &GfState,
        offered: &[Message],
        compact: Compact,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let Some(form) = self.form else {
            return text(t("mgf-ui-pick-hint"))
                .size(15)
                .style(theme::faint_text)
                .into();
        };
        let mut choices: Vec<Element<'a, Message>> = Vec::new();
        let locations = |choices: &mut Vec<Element<'a, Message>>| {
            for l in Location::ALL {
                choices.push(small(
                    t(l.name_key()),
                    Message::Location(l),
                    offered,
                    compact,
                ));
            }
        };
        let players = |choices: &mut Vec<Element<'a, Message>>| {
            for seat in 0..state.players.len() {
                choices.push(small(
                    state.name(seat),
                    Message::Player(seat),
                    offered,
                    compact,
                ));
            }
        };
        match form {
            Form::Move { thrown: None }
            | Form::Shoot {
                target: Some(_),
                at: None,
                ..
            }
            | Form::Lose { player: Some(_) }
            | Form::Time
            | Form::Control { .. } => locations(&mut choices),
            Form::Move { thrown: Some(_) } => {
                choices.push(small(
                    t("mgf-ui-from-pile"),
                    Message::Source(Source::Pile),
                    offered,
                    compact,
                ));
                // Greyed but labelled while the discard pile is still empty.
                let top = state.top_discard().map_or_else(
                    || t("mgf-ui-from-discard-none"),
                    |c| {
                        i18n::tr(
                            lang,
                            &Msg::new("mgf-ui-from-discard").arg_key("card", c.name_key()),
                        )
                    },
                );
                choices.push(small(
                    top,
                    Message::Source(Source::Discard),
                    offered,
                    compact,
                ));
            }
            Form::Shoot { target: None, .. }
            | Form::Lose { player: None }
            | Form::Gain { player: None }
            | Form::Coins { player: None } => players(&mut choices),
            Form::Shoot {
                at: Some(at),
                aim: None,
                ..
            } => {
                for aim in super::offers::aims(state, at) {
                    let label = match aim {
                        Aim::Card(card) => i18n::tr(
                            lang,
                            &Msg::new("mgf-ui-reveal").arg_key("card", card.name_key()),
                        ),
                        Aim::Free => t("mgf-ui-free"),
                    };
                    choices.push(small(label, Message::Aim(aim), offered, compact));
                }
            }
            Form::Shoot { aim: Some(_), .. } => {
                for hits in 0..=7u8 {
                    choices.push(small(
                        hits.to_string(),
                        Message::Hits(hits),
                        offered,
                        compact,
                    ));
                }
            }
            Form::Gain { player: Some(_) } => {
                for count in 1..=3u8 {
                    choices.push(small(
                        count.to_string(),
                        Message::Count(count),
                        offered,
                        compact,
                    ));
                }
            }
            Form::Coins { player: Some(_) } => {
                choices.push(small(
                    t("mgf-ui-coin-take"),
                    Message::Change(1),
                    offered,
                    compact,
                ));
                choices.push(small(
                    t("mgf-ui-coin-pay"),
                    Message::Change(-1),
                    offered,
                    compact,
                ));
            }
        }
        choices.push(
            button(text(t("mgf-ui-cancel")).size(if compact.0 { 14 } else { 15 }))
                .padding(if compact.0 { [5, 9] } else { [8, 12] })
                .style(button::text)
                .on_press(Message::Cancel)
                .into(),
        );
        Row::with_children(choices)
            .spacing(6)
            .wrap()
            .vertical_spacing(6)
            .into()
    }

    /// What the table reports: cards lost or drawn and coins (a Story card's
    /// effect), the clock's lost card, control of a location.
    fn report_row<'a>(
        &self,
        lang: Lang,
        state: &GfState,
        steps: &[Message],
        compact: Compact,
    ) -> Element<'a, Message> {
        let t = |key: &str| i18n::text(lang, key);
        let mut buttons = vec![
            small(t("mgf-ui-lose"), Message::Open(Open::Lose), steps, compact),
            small(t("mgf-ui-gain"), Message::Open(Open::Gain), steps, compact),
            small(
                t("mgf-ui-coins"),
                Message::Open(Open::Coins),
                steps,
                compact,
            ),
        ];
        if state.options.ten_seconds {
            buttons.push(small(
                t("mgf-ui-time"),
                Message::Open(Open::Time),
                steps,
                compact,
            ));
        }
        if state.options.control {
            let seats = crate::games::gunfighters::queries::at_end_of_turn(state);
            let seat = seats.first().copied().unwrap_or(state.turn.player);
            buttons.push(small(
                i18n::tr(
                    lang,
                    &Msg::new("mgf-ui-control").arg("player", state.name(seat)),
                ),
                Message::Open(Open::Control(seat)),
                steps,
                compact,
            ));
        }
        Row::with_children(buttons)
            .spacing(6)
            .wrap()
            .vertical_spacing(6)
            .into()
    }
}
