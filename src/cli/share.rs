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
    // Ctrl+C or a polite kill ends sharing as "Stop sharing" does: every
    // phone is told so (its last snapshot) before the port is freed. Listened
    // for before the address is printed, so a signal sent as soon as it is
    // read is not missed.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Msg::new("share-cannot-start").arg("reason", e.to_string()))?;
    let stopped = {
        let _inside = runtime.enter();
        stop_asked()
    };
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
    runtime.block_on(async {
        tokio::pin!(stopped);
        loop {
            tokio::select! {
                request = inbox.recv() => match request {
                    Some(request) => host.handle(session.as_mut(), request),
                    None => break,
                },
                () = &mut stopped => break,
            }
        }
    });
    host.stop(session.as_ref());
    sharing.stop();
    Ok(())
}

/// Waits for Ctrl+C (SIGINT) or, on Unix, SIGTERM; never, if they cannot
/// be listened for (the process is then stopped the hard way, as before).
/// On Unix the listening starts when this is called, not when first
/// awaited; it must be called inside the runtime.
fn stop_asked() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut interrupt = signal(SignalKind::interrupt()).ok();
        let mut terminate = signal(SignalKind::terminate()).ok();
        async move {
            let wait = |s: Option<tokio::signal::unix::Signal>| async move {
                match s {
                    Some(mut s) => {
                        s.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                () = wait(interrupt.take()) => {}
                () = wait(terminate.take()) => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}
