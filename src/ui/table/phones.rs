//! Sharing the game with the phones at the table, from the window: the
//! "Phones" button starts the server ([`crate::share`]) on the likeliest
//! local-network address and opens a panel over the players with the QR
//! code to scan, the address in words, the other addresses to choose from,
//! every phone that joined (with its seat freed or the phone removed in one
//! tap), "Share whenever this game is opened" (kept in the settings for
//! this game alone) and "Stop sharing". A phone's request reaches the table as a
//! message (a subscription on the server's inbox) and is answered with the
//! table's own session, so the window shows a phone's roll at once and
//! undo on the laptop undoes it; after every change of the table, the
//! phones are sent it again.

use super::Table;
use crate::core::Msg;
use crate::i18n::{self, Lang};
use crate::share::{Host, Request, Sharing, address};
use crate::ui::theme;
use iced::widget::{Column, button, checkbox, column, container, opaque, row, scrollable, text};
use iced::{Alignment, Element, Length, Subscription};
use std::hash::{Hash, Hasher};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// The id of the phones' panel, for tests.
pub const PANEL_ID: &str = "phones-panel";

/// The id of the panel's QR code, for tests.
pub const CODE_ID: &str = "phones-code";

/// The narrowest the players may be for the phones' panel to lie over them
/// alone, in the view's pixels: narrower, its code would be too small to
/// scan and its words wrapped a few to a line (1024×600 at 160 %).
const LEAST_OVER_THE_PLAYERS: f32 = 400.0;

/// Whether the phones' panel covers the whole table below the header
/// rather than the players alone.
pub(super) fn over_the_whole_table(frame: super::layout::Frame) -> bool {
    frame.players < LEAST_OVER_THE_PLAYERS
}

/// A click in the phones' panel, or a phone's request.
#[derive(Debug, Clone)]
pub enum Message {
    /// The header's button: start sharing and open the panel, or open or
    /// close it while sharing.
    Toggle,
    /// End sharing, and every phone's session with it.
    Stop,
    /// Share on this address instead (a new code: phones scan again).
    Address(IpAddr),
    /// Let another phone take this seat.
    FreeSeat(usize),
    /// Turn this phone away.
    Remove(String),
    /// Share this game whenever it is opened, or no longer.
    Remember(bool),
    /// A phone's request, for the table's session to answer.
    Request(Inbound),
    /// Answer every request waiting in the inbox that no stream reads
    /// (the window's simulator runs no subscription: its tests send this).
    AnswerWaiting,
}

/// A phone's request inside a message (messages are cloned; the request,
/// with its answer's channel, is taken once).
#[derive(Clone)]
pub struct Inbound(Arc<Mutex<Option<Request>>>);

impl std::fmt::Debug for Inbound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a phone's request")
    }
}

/// The server's inbox, for the subscription: known by the sharing's number,
/// so it is read by one stream for as long as that sharing lasts.
#[derive(Clone)]
struct Inbox {
    number: u64,
    receiver: Arc<Mutex<Option<mpsc::Receiver<Request>>>>,
}

impl Hash for Inbox {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.number.hash(state);
    }
}

/// A game being shared.
#[derive(Debug)]
struct Shared {
    sharing: Sharing,
    host: Host,
    inbox: Inbox,
    ip: IpAddr,
    /// The machine's other addresses, read once when sharing started (not
    /// on every redraw: reading them asks the system).
    others: Vec<IpAddr>,
}

impl std::fmt::Debug for Inbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Inbox({})", self.number)
    }
}

/// The phones' part of the table: off until asked for.
#[derive(Debug, Default)]
pub(super) struct Phones {
    shared: Option<Shared>,
    /// Whether the panel is open.
    open: bool,
    /// Why sharing could not start, while the panel says so.
    problem: Option<Msg>,
    /// How many times sharing started, to tell their inboxes apart.
    started: u64,
    /// The settings' port; none: the system picks one.
    port: Option<u16>,
    /// Whether the table asked to share this game whenever it is opened.
    remembered: bool,
}

impl Table {
    /// Whether the game is shared with phones now.
    pub fn sharing(&self) -> bool {
        self.phones.shared.is_some()
    }

    /// The address a phone opens now, with the join secret (the QR code's).
    pub fn phones_url(&self) -> Option<String> {
        let shared = self.phones.shared.as_ref()?;
        Some(shared.sharing.url_for(shared.ip))
    }

    /// The phones' requests while sharing.
    pub fn phones_subscription(&self) -> Subscription<Message> {
        let Some(shared) = &self.phones.shared else {
            return Subscription::none();
        };
        Subscription::run_with(shared.inbox.clone(), |inbox| {
            let receiver = inbox.receiver.lock().ok().and_then(|mut r| r.take());
            futures_util::stream::unfold(receiver, |receiver| async move {
                let mut receiver = receiver?;
                let request = receiver.recv().await?;
                let inbound = Inbound(Arc::new(Mutex::new(Some(request))));
                Some((Message::Request(inbound), Some(receiver)))
            })
        })
    }

    /// Sends the phones the table again if it changed (every update).
    pub(super) fn phones_refresh(&mut self) {
        if let Some(shared) = &mut self.phones.shared {
            shared.host.refresh(self.session.as_ref());
        }
    }

    /// Ends sharing, if it is on (leaving the table ends it too).
    pub(super) fn stop_sharing(&mut self) {
        if let Some(mut shared) = self.phones.shared.take() {
            shared.host.stop(self.session.as_ref());
            shared.sharing.stop();
        }
    }

    /// The settings' port for the phones, and whether this game is shared
    /// whenever it is opened; a new port is used when sharing next starts.
    pub(super) fn phones_settings(&mut self, port: Option<u16>, remembered: bool) {
        self.phones.port = port;
        self.phones.remembered = remembered;
    }

    /// Starts sharing with the panel open when the table asked for this
    /// game to be shared whenever it is opened.
    pub fn share_if_remembered(&mut self) {
        if self.phones.remembered && self.phones.shared.is_none() {
            self.update_phones(Message::Toggle);
        }
    }

    /// Handles a click in the phones' panel or a phone's request.
    pub(super) fn update_phones(&mut self, message: Message) -> super::Action {
        match message {
            Message::Remember(on) => {
                self.phones.remembered = on;
                return super::Action::ShareWhenOpened(on);
            }
            Message::Toggle => {
                if self.phones.shared.is_none() {
                    self.start_sharing(address::likeliest());
                    self.phones.open = true;
                } else {
                    self.phones.open = !self.phones.open;
                }
            }
            Message::Stop => {
                self.stop_sharing();
                self.phones.open = false;
            }
            Message::Address(ip) => {
                self.stop_sharing();
                self.start_sharing(ip);
            }
            Message::FreeSeat(seat) => {
                if let Some(shared) = &mut self.phones.shared {
                    shared.host.free_seat(self.session.as_ref(), seat);
                }
            }
            Message::Remove(id) => {
                if let Some(shared) = &mut self.phones.shared {
                    shared.host.remove(self.session.as_ref(), &id);
                }
            }
            Message::AnswerWaiting => {
                let Some(shared) = &mut self.phones.shared else {
                    return super::Action::None;
                };
                let Ok(mut receiver) = shared.inbox.receiver.lock() else {
                    return super::Action::None;
                };
                if let Some(receiver) = receiver.as_mut() {
                    while let Ok(request) = receiver.try_recv() {
                        shared.host.handle(self.session.as_mut(), request);
                    }
                }
            }
            Message::Request(inbound) => {
                let request = inbound.0.lock().ok().and_then(|mut r| r.take());
                if let (Some(shared), Some(request)) = (&mut self.phones.shared, request) {
                    shared.host.handle(self.session.as_mut(), request);
                }
            }
        }
        super::Action::None
    }

    /// Starts sharing on `ip`, on the settings' port or one the system
    /// picks.
    pub(super) fn start_sharing(&mut self, ip: IpAddr) {
        let (host, snapshots) = Host::new(self.session.as_ref());
        let port = self.phones.port.unwrap_or(0);
        match Sharing::start(SocketAddr::new(ip, port), snapshots) {
            Ok((sharing, receiver)) => {
                self.phones.started += 1;
                self.phones.problem = None;
                self.phones.shared = Some(Shared {
                    sharing,
                    host,
                    inbox: Inbox {
                        number: self.phones.started,
                        receiver: Arc::new(Mutex::new(Some(receiver))),
                    },
                    ip,
                    others: address::local_addresses()
                        .into_iter()
                        .filter(|other| *other != ip)
                        .collect(),
                });
            }
            Err(e) => {
                self.phones.problem =
                    Some(Msg::new("share-cannot-start").arg("reason", e.to_string()));
            }
        }
    }

    /// Closes the phones' panel (Escape); says whether it was open.
    pub(super) fn close_phones_panel(&mut self) -> bool {
        std::mem::take(&mut self.phones.open)
    }

    /// The button that starts sharing and opens the panel, beside the
    /// chart's below the players (the header has no room left for it at
    /// 1024×600): in the eye-catching colour while the game is shared.
    pub(super) fn phones_button<'a>(&self, lang: Lang) -> Element<'a, super::Message> {
        let label = row![
            crate::ui::icons::Icon::Phone.view(16.0),
            text(i18n::text(lang, "phones-button")).size(15)
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        let toggle = button(label)
            .padding([6, 10])
            .style(if self.sharing() {
                iced::widget::button::primary
            } else {
                theme::secondary_button
            })
            .on_press(super::Message::Phones(Message::Toggle));
        container(toggle).id("phones").into()
    }

    /// Whether the phones' panel is open over the players.
    pub fn phones_open(&self) -> bool {
        self.phones.open
    }

    /// The phones' panel over the players, while it is open.
    pub(super) fn phones_panel(&self, lang: Lang) -> Option<Element<'_, super::Message>> {
        if !self.phones.open {
            return None;
        }
        let t = |key: &str| i18n::text(lang, key);
        let close = button(text(t("phones-close")).size(15))
            .padding([6, 10])
            .style(theme::secondary_button)
            .on_press(super::Message::Phones(Message::Toggle));
        let head = row![text(t("phones-title")).size(19).width(Length::Fill), close]
            .align_y(Alignment::Center);
        let body: Element<'_, super::Message> = match &self.phones.shared {
            Some(shared) => self.shared_view(lang, shared),
            None => text(
                self.phones
                    .problem
                    .as_ref()
                    .map_or_else(|| t("phones-off"), |m| i18n::tr(lang, m)),
            )
            .into(),
        };
        let panel = container(column![head, body].spacing(10))
            .padding(12)
            .width(Length::Fill)
            .height(Length::Fill)
            .style(theme::drawer)
            .id(PANEL_ID);
        Some(opaque(panel))
    }

    fn shared_view<'a>(&'a self, lang: Lang, shared: &'a Shared) -> Element<'a, super::Message> {
        let t = |key: &str| i18n::text(lang, key);
        let url = shared.sharing.url_for(shared.ip);
        let code: Element<'_, super::Message> = match crate::ui::qr::Modules::encode(&url) {
            Ok(modules) => crate::ui::qr::code(modules),
            Err(msg) => text(i18n::tr(lang, &msg)).into(),
        };
        let mut side = Column::new()
            .spacing(8)
            .push(text(t("phones-scan")).size(15))
            .push(text(url.clone()).size(13));
        if !shared.others.is_empty() {
            let mut choices = row![text(t("phones-other-address")).size(13)]
                .spacing(6)
                .align_y(Alignment::Center);
            for ip in shared.others.iter().copied() {
                choices = choices.push(
                    button(text(ip.to_string()).size(13))
                        .padding([4, 8])
                        .style(theme::secondary_button)
                        .on_press(super::Message::Phones(Message::Address(ip))),
                );
            }
            side = side.push(choices);
        }
        let names = self.session.players();
        let phones = shared.host.phones();
        if phones.is_empty() {
            side = side.push(text(t("phones-none-yet")).size(14));
        }
        for phone in phones {
            let who = match phone.seat.and_then(|s| names.get(s)) {
                Some(name) => i18n::tr(lang, &Msg::new("phones-seat").arg("player", name.clone())),
                None => t("phones-watching"),
            };
            let mut line = row![text(who).size(14).width(Length::Fill)]
                .spacing(6)
                .align_y(Alignment::Center);
            if let Some(seat) = phone.seat {
                line = line.push(
                    button(text(t("phones-free-seat")).size(13))
                        .padding([4, 8])
                        .style(theme::secondary_button)
                        .on_press(super::Message::Phones(Message::FreeSeat(seat))),
                );
            }
            line = line.push(
                button(text(t("phones-remove")).size(13))
                    .padding([4, 8])
                    .style(theme::secondary_button)
                    .on_press(super::Message::Phones(Message::Remove(phone.id.clone()))),
            );
            side = side.push(line);
        }
        side = side.push(
            container(
                checkbox(self.phones.remembered)
                    .label(t("phones-remember"))
                    .on_toggle(|on| super::Message::Phones(Message::Remember(on))),
            )
            .id("phones-remember"),
        );
        side = side.push(
            button(text(t("phones-stop")).size(15))
                .padding([8, 12])
                .style(iced::widget::button::primary)
                .on_press(super::Message::Phones(Message::Stop)),
        );
        // Room on the right of the words for the scrollbar, so none runs under it.
        let side = side.padding(iced::Padding::ZERO.right(16));
        row![
            container(code).width(Length::FillPortion(2)).id(CODE_ID),
            scrollable(side).width(Length::FillPortion(3))
        ]
        .spacing(12)
        .height(Length::Fill)
        .into()
    }
}
