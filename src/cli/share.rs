//! `holster share FILE`: shares a saved game with the phones at the table
//! without the window: prints the address to open (and its QR code), then
//! answers the phones until it is stopped (Ctrl+C). Each entry a phone
//! makes is saved before it is acknowledged, as with `holster enter`.

use crate::core::Msg;
use crate::i18n::{self, Lang};
use crate::session::AnySession;
use crate::share::{Host, Sharing, address};
use std::io::Write;
use std::net::{IpAddr, SocketAddr};

/// Serves `session` on `bind` (or the likeliest local-network address)
/// and `port` (0: one the system picks) until the process is stopped.
/// The first line written is the address a phone opens, so a script can
/// read it.
pub fn run(
    lang: Lang,
    mut session: Box<dyn AnySession>,
    bind: Option<IpAddr>,
    port: u16,
    out: &mut dyn Write,
) -> Result<(), Msg> {
    let ip = bind.unwrap_or_else(address::likeliest);
    let (mut host, snapshots) = Host::new(session.as_ref());
    let (sharing, mut inbox) = Sharing::start(SocketAddr::new(ip, port), snapshots)
        .map_err(|e| Msg::new("share-cannot-start").arg("reason", e.to_string()))?;
    let io = |e: std::io::Error| Msg::new("cli-output-failed").arg("reason", e.to_string());
    let url = sharing.url();
    writeln!(out, "{url}").map_err(io)?;
    out.flush().map_err(io)?;
    // The rest is for people: a script that read the address and closed
    // the output still has the game shared.
    if let Ok(code) = qrcode::QrCode::new(url.as_bytes()) {
        let picture = code
            .render::<qrcode::render::unicode::Dense1x2>()
            .quiet_zone(true)
            .build();
        let _ = writeln!(out, "{picture}");
    }
    let _ = writeln!(out, "{}", i18n::text(lang, "cli-share-running"));
    let _ = out.flush();
    while let Some(request) = inbox.blocking_recv() {
        host.handle(session.as_mut(), request);
    }
    host.stop(session.as_ref());
    sharing.stop();
    Ok(())
}
